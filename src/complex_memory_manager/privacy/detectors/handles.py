"""Usernames and handles: ``@name`` mentions, "username: …", 用户名/账号, profile URLs.
Decorators, annotations, CSS at-rules and npm scopes are not handles."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from functools import cache

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import CJK, DIGIT, UPPER, NormalizedText
from ._base import Detector, Needs, RegexDetector, any_in, ean13_ok, lits
from ._base import Gates as _Gates
from .passwords import _bare_password, column_cells, next_line_key, strong_password, zipf


def _words(text: str) -> list[str]:
    return text.split()


__all__ = ["DETECTORS"]

#: a doubled "@" is a typo ("群里@@x"); mentions may run together ("抄送@x@y") when the
#: next one has no domain after it (which would make "x@y.com" an address)
_MENTION = lazy_re(
    r"(?:(?<![A-Za-z0-9._%+\-@/\\\]})])|(?<=[^A-Za-z0-9._%+\-@/\\\]})]@))"
    r"@(?P<v>[A-Za-z0-9_](?:[A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_])?)"
    r"(?:(?![A-Za-z0-9_/@(]|\.[A-Za-z]{2,}|\.\w+\()|(?=@[A-Za-z0-9_\-]{1,39}(?![A-Za-z0-9_.\-@])))"
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


#: a text about decorators or annotations: its "@x" and "@x.y" are code, not people
_DECORATOR_TALK = re.compile(
    r"decorator|annotation|装饰器|注解|修饰器|@(?:dataclass|property|staticmethod|classmethod|"
    r"abstractmethod|override|cache|lru_cache|cached_property|wraps|contextmanager)(?![a-z_])"
)
_CODE_PATH = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*")


_NAME_NUM = re.compile(r"[A-Za-z][a-z]{2,15}[._\-]\d{2,6}")


def _mention_ok(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911 - a ladder
    v = m.group("v")
    if v in _NOT_HANDLES or v.isdigit() or re.fullmatch(r"[\d.]+|[0-9a-fA-F:]*:[0-9a-fA-F:]*", v):
        return False  # "dig @8.8.4.4": a resolver address
    text = norm.text
    before = text[max(0, m.start() - 80) : m.start()].split()
    if before and "://" in before[-1] and not text[m.start() - 1 : m.start()].isspace():
        return False  # "postgres://user:<password>@localhost": a URL's host, not a mention
    if text.startswith("(", m.end()) or (
        _DECORATOR_TALK.search(norm.low) is not None and _CODE_PATH.fullmatch(v) is not None
    ):
        return False  # "@app.route(…)", "@dataclass and @pytest.fixture decorators"
    line_start = text.rfind("\n", 0, m.start()) + 1
    if text[line_start : m.start()].strip():
        return True
    # the @ opens its line: a decorator/annotation stands alone on it; a mention is
    # followed by more words ("@alice please review", "@bob，请看一下")
    line_end = text.find("\n", m.end())
    rest = text[m.end() : len(text) if line_end < 0 else line_end]
    if rest[:1] >= "\u3400" and rest[:1] not in "（(":
        return True  # "@x谢谢帮忙": Chinese text follows the mention
    if not rest.strip():
        # a mention alone on its line: a decorator is a word ("@property"), a handle is
        # shaped like an account name ("@denise77", "@ikong_dev", "@williamharris.x")
        # (or a name with a number after a separator: "@crystal.742", "@Mia_2001")
        return _affixed_handle(v) or _NAME_NUM.fullmatch(v) is not None
    return rest[:1] in " \t,:;!?，。：；！？、" and "(" not in rest[:2]


def _im_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if v.isdigit():
        return True
    # a handle, not a word: it carries a digit, an underscore or a hyphen
    return v.lower() not in _LABEL_STOP and any(c.isdigit() or c in "_-" for c in v)


_ROLE = lazy_re(r"(?i)user\s{0,2}:\s{0,2}")
_DENIED = re.compile(r"(?:不是|并非|不)$")
_FLAG_VALUES = frozenset(_words("true false yes no on off enabled disabled enable disable"))
#: a value followed by a colon on the next line is the next key ("user:\n  sku: X")
_KEY_AFTER = re.compile(r"[\"']?[ \t]{0,2}[:=：]")


_BROADCAST = frozenset(("everyone", "here", "channel", "all", "room", "team"))


def _label_ok(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911
    v = m.group("v")
    if v.lower() in _LABEL_STOP or v.lower() in _LABEL_WORDS or v.startswith("["):
        return False
    if next_line_key(norm.text, m.start("v"), v):
        return False  # "DB_USER=\nDB_PASSWORD=": an empty value, then the next key
    if v.lower() in _BROADCAST and norm.text[m.start("v") - 1 : m.start("v")] == "@":
        return False  # 'Discord: "@everyone …"': a broadcast to a channel, no one's handle
    if v.lower() in _FLAG_VALUES:
        return False  # "FEATURE_PHONE_LOGIN=false": a switch, not an account
    if _DENIED.search(norm.text, max(0, m.start() - 3), m.start()):
        return False  # "这串并非账号：x": the label is denied
    if v.isalpha() and v.islower():
        sep = norm.text[m.start() : m.start("v")].lower()
        if sep.endswith((" is ", " is  ")) and (v.endswith(("ing", "ed")) or zipf(v) >= 2.0):
            return False  # "user is planning", "the user is allergic to …": prose
        if sep.endswith("是") and v.endswith(("ing", "ed")):
            return False  # pinyin handles end in -ing too
    if _ROLE.fullmatch(norm.text, m.start(), m.start("v")) is None:
        return True
    # "user: Fixed the bug" is a chat transcript's role: a handle there is lowercase or
    # carries a digit/underscore/dot, and does not open a sentence
    if any(c.isdigit() or c in "_." for c in v):
        return True
    after = norm.text[m.end() : m.end() + 2]
    return v.islower() and not (after[:1] == " " and after[1:2].isalpha())


#: "user: user=jennabell": a label word is not the value
_LABEL_WORDS = frozenset(
    ["user", "username", "login", "handle", "nickname", "userid", "password", "passwd", "pwd"]
)
_LOOSE = lazy_re(
    r"(?i)(?:(?<![A-Za-z0-9])(?:logged|signed)\s(?:in|on)\s(?:as|with)|"
    r"(?:登录名|登录账号|登录帐号|登入名|用户名|账号|帐号|用户ID|昵称))\s{1,2}"
    r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_])(?![A-Za-z0-9_\-@])"
)


_LABEL_CUES = lits(
    "user|login|handle|screen|nick|github|twitter|instagram|telegram|discord|skype|wechat|"
    "reddit|用户|登录名|账号|帐号|昵称|网名|微信号|qq"
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
    r"(?:log|sign)(?:s|ged|ed|ing)?\s?(?:in|on)(?:\s?to)?\s(?:(?:the|your|my|a|our|his|her|their)\s)?"
    r"(?:[A-Za-z0-9\-.]{1,20}\s){0,4}?as|"
    r"(?:steam\s?(?:id|name|user(?:name)?|handle)|psn(?:\s?id)?|xbox(?:\s?live)?\s?gamertag|gamertag|"
    r"epic\s?(?:games\s?)?(?:id|name))(?:\s?(?:is|:|：|=))?|login\s?用|"
    r"(?:微博|推特|B站|抖音|小红书)(?:号|名|账号|ID)?\s?(?:叫|是|用))"
    r"\s{0,2}[\"'「『“@]?"
    r"|(?<![A-Za-z0-9])(?:user\s?id|user\s?name|user|handle|login)\s{0,2}[\"'「『“]"
    r"|(?<![A-Za-z0-9/])u/)(?P<v>" + _H + r")(?![A-Za-z0-9_\-])"
)
_U_LOGIN = lazy_re(
    r"(?i)(?=[lsucr])(?:(?<![A-Za-z0-9])login\s(?P<v>" + _H + r")\s(?:on|at|for|to|@)\s"
    r"|(?<![A-Za-z0-9])ssh\s(?:-\S{1,20}\s){0,3}(?P<w>" + _H + r")@[A-Za-z0-9\u3400-\u9fff]"
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
    planning asking wants said says asked prefers likes using soon well usual needed
    possible follows before""")
)


#: where a match of ``_U_GENERAL`` starts: at a cue word (its lookarounds take no
#: characters), case-folded in ``low`` ("B站", "QQ", "VX" under ``(?i)``)
_U_CUE_START = re.compile(
    "user|login|handle|screen|nick|github|gitlab|twitter|reddit|discord|telegram|slack|"
    "用户|登录|账号|帐号|昵称|网名|微信|抖音|快手|小红书|b站|微博|qq|vx|wx"
)


def _matches_at(
    rx: re.Pattern[str], starts: re.Pattern[str], text: str, low: str
) -> Iterator[re.Match[str]]:
    """``rx.finditer(text)`` for a pattern whose every match starts where a literal of
    ``starts`` starts in ``low``: the pattern is tried at those positions only (a
    case-insensitive pattern with no literal prefix is otherwise tried at every position).
    ``low`` maps ``text`` character for character, so a position in one is the same
    position in the other; a match here is the match a search would find there."""
    if len(low) != len(text):
        yield from rx.finditer(text)
        return
    pos = 0
    while (c := starts.search(low, pos)) is not None:
        m = rx.match(text, c.start())
        if m is None:
            pos = c.start() + 1
        else:
            yield m
            pos = max(m.end(), c.start() + 1)


def _search_at(
    rx: re.Pattern[str], starts: re.Pattern[str], text: str, low: str, pos: int
) -> re.Match[str] | None:
    """``rx.search(text, pos)`` for a pattern whose every match starts where a match of
    ``starts`` starts in ``low`` (as in ``_matches_at``: ``low`` must be as long as
    ``text``). ``starts`` is case-sensitive on ``low``, so a case-insensitive cue pattern
    is tried only where one of its cue words starts, not at every letter."""
    while (c := starts.search(low, pos)) is not None:
        m = rx.match(text, c.start())
        if m is not None:
            return m
        pos = c.start() + 1
    return None


def _line_matches(rx: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``rx.finditer(text)`` for a pattern whose every match starts at a line's start (a
    ``(?m)^`` pattern; never an empty match): tried at line starts only (``re`` finds no
    first character behind ``^`` and tries such a pattern at every position)."""
    pos = 0
    while True:
        m = rx.match(text, pos)
        if m is None:
            start = pos
        elif m.end() > pos and text[m.end() - 1] == "\n":
            yield m
            pos = m.end()  # the match ends at a line's start: the next try is there
            continue
        else:
            yield m
            start = m.end()
        nl = text.find("\n", start)
        if nl < 0:
            return
        pos = nl + 1


def _handle_ok(v: str, weak: bool) -> bool:
    low = v.lower()
    if low in _U_COMMON or low in _LABEL_STOP or low in _LABEL_WORDS or v.isdigit():
        return False
    if low in _LABEL_VOCAB or low in _PLATFORM_WORDS:
        return False  # "微信号 WeChat X", "抖音 TikTok 号 X": the label's translation
    if _DATE_VALUE.fullmatch(v) or (v.isalpha() and low == v and zipf(low) >= 5.0):
        return False  # "小红书：2024-03-01之后…", "Reddit: anyone else …": a date, prose
    # a capitalised word after a weak cue is prose
    return not (weak and v[:1].isupper() and v[1:].islower() and v.isalpha())


_DATE_VALUE = re.compile(r"\d{2,4}[\-/.]\d{1,2}[\-/.]\d{1,4}")
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

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        for m in _matches_at(resolve(_U_GENERAL), _U_CUE_START, text, norm.low):
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
            if "\n" in text[m.start() : m.start("v")] and _KEY_AFTER.match(text, m.end("v")):
                continue  # "user:\n  unit_price: 3.5": a YAML section's first key
            yield from self._one(norm, m.start("v"), m.end("v"))
        found = _U_GATES.found(norm.low)
        for pat, need in _U_GATED:
            if not found & need:
                continue
            ms = (
                _matches_at(resolve(pat), resolve(_U_STRONG_START), text, norm.low)
                if pat is _U_STRONG
                else resolve(pat).finditer(text)
            )
            for m in ms:
                g = next(k for k in ("v", "w", "x") if k in m.re.groupindex and m.group(k))
                v = m.group(g)
                if g == "x" and "-" in v and v.replace("-", "").isalpha():
                    continue  # "change login to email-based"
                if _handle_ok(v, False):
                    yield from self._one(norm, m.start(g), m.end(g))
        if (found & _U_TABLE) != _U_TABLE:
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
#: each pattern's words, then a table's line break and cell separator: bits of one
#: automaton pass ("\n", ",", "\t", "|" are in ``low`` exactly when they are in ``text``)
_U_GATES = _Gates(
    [
        (_STRONG_LITS,),
        (("login ", "ssh ", " to "),),
        (("#",),),
        (("\n",), (",", "\t", "|")),
    ]
)
#: where a match of ``_U_STRONG`` starts (see ``_matches_at``): a cue's first word after a
#: non-alphanumeric (every alternative has that lookbehind; under ``(?i)`` a letter of
#: ``text`` is one of ``low``), as in ``low`` ("B站")
_U_STRONG_START = lazy_re(
    r"(?<![a-z0-9])(?:goes|github|gitlab|reddit|log|sign|sudo|加微信|b站|抖音|小红书|steam|psn|"
    r"xbox|gamertag|epic|微博|推特|user|handle|u/)"
)
_U_GATED = tuple(zip((_U_STRONG, _U_LOGIN, _U_HEAD), _U_GATES.masks, strict=False))
_U_TABLE = _U_GATES.masks[3]
DETECTORS = (*DETECTORS, _BroadHandles())


# --- round 2: handles after a platform cue without a label, command and log syntax -------
#: the helpers' shapes, compiled once (``re.fullmatch(str, …)`` looks its pattern up per call)
_JOIN = re.compile(r"[_.\-]")
_HEAD_SPLIT = re.compile(r"[\d_.\-]")
_VERSION_LIKE = re.compile(r"v?[\d.:\-]+")
_HEX_LIKE = re.compile(r"[0-9a-f\-]+")
_NAME_NUM_SHAPE = re.compile(r"([a-z][a-z._\-]*[a-z]|[a-z])[._\-]?(\d{1,4})?")
_HANDLE_SHAPE = re.compile(r"[A-Za-z][A-Za-z0-9_.\-]{2,38}[A-Za-z0-9]")
_NAME_DOT_NAME = re.compile(r"[a-z]{1,20}\.[a-z]{3,20}")
_NOT_LETTER = re.compile(r"[^A-Za-z]")


def _common_word(v: str) -> bool:
    """True when ``v`` (or every part of a ``_``/``.``/``-`` compound) is a common English
    word or technical term (wordfreq's Zipf frequency 2.0 or more), not a handle."""
    parts = [p for p in _JOIN.split(v.lower()) if p]
    if not parts or not all(p.isalpha() for p in parts):
        return False
    if len(parts) > 1 and any(p in _person_parts() for p in parts):
        return False  # "xia.gang", "xx_denise_xx": a person's name in a handle
    # a compound's parts must be really common ("bot_token", "rust-lang"; not "kellan-orr")
    return all(zipf(p) >= (2.0 if len(parts) == 1 else 3.0) for p in parts)


@cache
def _person_parts() -> frozenset[str]:
    from .names import _load

    words = set(_load("given_names.txt") | _load("surnames.txt"))
    with contextlib.suppress(OSError):  # romanized Chinese surnames, where shipped
        words |= _load("pinyin_surnames.txt")
    return frozenset(w.lower() for w in words)


#: service and system accounts: not a person's handle
_SYSTEM_USERS = frozenset(
    _words("""root admin administrator nobody nogroup daemon www-data www apache httpd nginx
    postgres postgresql mysql mariadb redis mongodb git gitlab-runner jenkins ubuntu ec2-user
    centos debian fedora docker node app deploy ci bin sys sync mail operator games ftp sshd
    systemd-network systemd-resolve syslog messagebus polkitd chrony ntp staff wheel users
    guest test user default anonymous system service backup oracle elasticsearch kafka
    zookeeper hadoop hdfs yarn spark airflow grafana prometheus consul vault nagios zabbix
    tomcat jboss wildfly couchdb rabbitmq memcached haproxy squid bind named dnsmasq
    currentuser empty null none unassigned""")
)


def _shape_ok(v: str, loose: bool) -> bool:  # noqa: PLR0911 - one rejection each
    """A handle-shaped value: not a common word, not a number, version or IP; ``loose``
    (a bare space after the cue) also rejects common-word compounds."""
    low = v.lower()
    if low in _U_COMMON or low in _LABEL_STOP or low in _LABEL_WORDS or low in _SYSTEM_USERS:
        return False
    if low in _PLATFORM_WORDS:
        return False  # "抖音 TikTok 号 X": a platform's other name
    if low in _PLATFORM_FEATURES:
        return False  # "slack webhook", "discord bot": a platform's feature
    # "微信号 WeChat X": the label's translation is not a value
    if low in _LABEL_VOCAB or _VERSION_LIKE.fullmatch(low) or low.startswith(("http", "www.")):
        return False
    if len(v) >= 12 and _HEX_LIKE.fullmatch(low) and any(c.isdigit() for c in v):
        return False  # a UUID or hash
    if low.endswith(("bot", "[bot]", "-ci")):
        return False  # a service account ("dependabot", "jenkins-bot")
    if v[:1].isupper() and v[1:].islower() and v.isalpha() and loose:
        return False
    plain = v.isalpha() or (loose and not any(c.isdigit() for c in v))
    return not (plain and _common_word(v))


#: what a platform offers besides accounts
_PLATFORM_FEATURES = frozenset(
    _words("""webhook webhooks api sdk oauth integration integrations overlay overlays bots
    emoji emojis emotes sticker stickers nitro coords coordinates seed server servers world
    realm realms mods modpack skin skins texture textures shaders update updates""")
)
_PLATFORM = (
    r"(?:(?<![A-Za-z0-9])(?:ig|insta(?:gram)?|snap(?:chat)?|tik\s?tok|twitch|twitter|"
    r"bluesky|bsky|mastodon|threads|discord|telegram|steam|xbox(?:\s?live)?(?:\s?(?:gt|gamertag))?|"
    r"gamertag|psn|roblox|minecraft|battle\.?net|battletag|riot(?:\s?id)?|github|gitlab|gitee|"
    r"reddit|youtube|yt|venmo|cash\s?app|kik|wechat|weixin|vx|wx|qq|account\s?name|"
    r"spotify|pinterest|soundcloud|tumblr|letterboxd|goodreads|strava|duolingo|lichess|"
    r"ign|in-?game\s?name|summoner(?:\s?name)?|slack|lark|"
    r"user\s?name|user|login\s?name)(?![A-Za-z])"
    r"|扣扣|企鹅号?|微信号?|微博|抖音|快手|小红书|[bB]站|哔哩哔哩|知乎|豆瓣|闲鱼|贴吧|游戏|网名|"
    r"昵称|推特|油管|ins|用户名|登录名|账户名|游戏名|小号|大号|马甲|飞书|钉钉|企业微信|"
    r"(?:(?<=我的)|(?<=他的)|(?<=她的)|(?<=你的)|(?<=[我他她]))(?:id|ID)(?![A-Za-z]))"
)
_CUE_HANDLE = lazy_re(
    # an ASCII cue starts a word: the cheap assertions first, the alternation after
    r"(?i)(?:(?<![A-Za-z0-9])(?=[abcdgiklmnpqrstuvwxy])|(?=[扣企微抖快小站哔知豆闲贴游网昵推油用登账大马飞钉]))"
    r"(?P<c>"
    + _PLATFORM
    + r")(?P<id>\s?(?:id|ID|号|名字?|handle|user(?:name)?|name|账号|帐号|gt|tag|channel|"
    r"acc(?:ount)?|page|ign))?"
    r"(?P<sep>\s{0,2}(?:is|:|：|=|(?:上的?(?:名字|账号|ID|id)?)?(?:是|叫)|上?搜(?:一下|一搜)?|上?找|为|->|"
    r"'s|’s)\s{0,2}|[ \t]{1,2}|"
    r"(?<=[\u3400-\u9fff]))"
    r"(?P<p>[@$])?(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_])(?![A-Za-z0-9_\-@])"
)
#: "登录账号和邮箱前缀一样 都是X": a label, then "都是/就是" further on
_LABEL_FAR = lazy_re(
    r"(?:账号|帐号|用户名|登录名|网名|昵称|ID|id)[^\n。.!?！？]{0,20}?(?:都是|就是|也是|还是)"
    r"\s{0,2}(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_])(?![A-Za-z0-9_\-@])"
)
#: a handle value without, and with, its right boundary
_HV0 = r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_]|[A-Za-z0-9])"
_HV = _HV0 + r"(?![A-Za-z0-9_\-@])"
_CMD_HANDLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    # git@github.com:user/repo, https://github.com/user
    (
        r"(?i)(?:git@|ssh://git@|(?<![\w.\-])(?:https?://)?(?:www\.)?)"
        r"(?:github\.com|gitlab\.com|gitee\.com|bitbucket\.org|codeberg\.org)[:/]"
        # (round 25) a well-known project's organisation, or an owner named like its repo
        # ("pytorch/pytorch"): a project's home, not a person's account
        r"(?!(?i:huggingface|pytorch|tensorflow|microsoft|google|google-research|facebook|"
        r"facebookresearch|meta-llama|openai|anthropics|apache|kubernetes|docker|python|nodejs|"
        r"rust-lang|golang|actions|home-assistant|esphome|numpy|scipy|pandas-dev|scikit-learn|"
        r"keras-team|jupyter|vercel|aws|awslabs|azure|mozilla|torvalds|llvm|gcc-mirror|"
        r"vuejs|facebookincubator|sveltejs|angular|nvidia|NVIDIA|deepseek-ai|QwenLM|THUDM|"
        r"langchain-ai|ollama|ggerganov|tiangolo|pallets|django|psf|pypa|conda|conda-forge|"
        r"ultralytics|open-mmlab|hpcaitech|microsoftdocs|github|gitlab-org)/)"
        r"(?P<v>[A-Za-z0-9][A-Za-z0-9_.\-]{0,38})(?=[/?#\s\"'）)]|$)(?!/(?P=v)(?:\.git)?(?![\w.\-]))"
        # a project's issues, pulls, commits: an organisation more often than a person
        r"(?!/[\w.\-]{1,100}/(?:issues|pulls?|commits?|blob|tree|releases|actions|wiki|"
        r"discussions|compare|milestones?|labels|security|tags|branches)(?![\w\-]))",
        ("github", "gitlab", "gitee", "bitbucket", "codeberg"),
    ),
    # sudoers
    (
        r"(?i)(?<![\w\-])" + _HV0 + r"\s{0,2}(?::\s{0,2})?"
        r"(?:user\s)?(?:is\s)?(?:not\s(?:in|allowed)|不在)\s?(?:the\s)?sudoers",
        ("sudoers",),
    ),
    # sshd logs
    (
        r"(?=[pknhIifb])(?:(?:password|publickey|keyboard-interactive(?:/pam)?|none|hostbased)\sfor"
        r"|[Ii]nvalid\suser|(?:for|by)(?:\s(?:invalid|authenticating))?\suser)"
        r"\s(?:invalid\suser\s)?" + _HV + r"\s(?:from|by|port|\()",
        ("for ", "invalid user", " user "),
    ),
    (
        r"sshd[^\n]{0,30}?(?:记录|:|：)\s{0,2}" + _HV + r"\s{0,2}(?:从|from)\s{0,2}\d",
        ("sshd",),
    ),
    (
        _HV + r"\s{1,2}(?:从\s{0,2}\d{1,3}(?:\.\d{1,3}){3}\s{0,2}登[录入]|"
        r"(?:logged|signed)\s(?:in|on)\sfrom\s\d)",
        ("登录", "登入", "logged", "signed"),
    ),
    # command options: docker login -u X, crontab -u X, psql -U X, mysql -u X, ssh -l X …
    (
        r"(?=[bcdhklmnopqrst])(?<![\w\-])"
        r"(?:(?:docker|podman|buildah|nerdctl|helm(?:\sregistry)?|oras)\s(?:[^\n|;&]{0,40}?\s)?"
        r"login|crontab|ps|pkill|pgrep|top|htop|killall|lastlog|chage|quota|loginctl|runuser|"
        r"mysql|mysqldump|mysqladmin|mariadb|psql|pg_dump|pg_dumpall|pg_restore|createdb|dropdb|"
        r"createuser|dropuser|mongo|mongosh|mongodump|mongorestore|redis-cli|clickhouse-client|"
        r"sqlcmd|smbclient|ssh|slogin|mosquitto_sub|mosquitto_pub|rabbitmqctl|kinit)"
        r"\s(?:[^\n|;&]{0,80}?\s)?(?:-u|-U|--user|--username|--login|-l(?=\s[^-]))[\s=]{1,2}"
        r"['\"]?" + _HV,
        ("login", "crontab", "ps", "kill", "top", "chage", "quota", "runuser", "mysql", "maria",
         "psql", "pg_", "createdb", "dropdb", "user", "mongo", "redis", "clickhouse", "sqlcmd",
         "smbclient", "ssh", "mosquitto", "rabbitmq", "kinit"),
    ),
    # chown X:group, chown -R X path
    (
        r"(?<![\w\-])chown\s(?:-{1,2}[A-Za-z\-]{1,20}\s{1,2}){0,3}"
        + _HV0
        + r"(?=[:.][A-Za-z_]|\s)",
        ("chown",),
    ),
    # kubectl config set-credentials X, useradd/usermod/userdel … X
    (
        r"(?:set-credentials|(?<![\w\-])(?:useradd|adduser|usermod|userdel|deluser|gpasswd\s-[ad]"
        r"|smbpasswd\s-a|htpasswd\s(?:-[A-Za-z]{1,4}\s){0,3}\S{1,200})"
        r"(?:\s-{1,2}[A-Za-z\-]{1,20}(?:\s(?!-)[^\s;&|]{1,60})?){0,4})\s" + _HV,
        ("set-credentials", "useradd", "adduser", "usermod", "userdel", "deluser", "gpasswd",
         "smbpasswd", "htpasswd"),
    ),
    # ls -l: -rw-r--r--  1 X  staff  1234 …
    (
        r"(?m)^[-dlcbps][rwxsStT\-]{9}[.+@]?\s{1,3}\d{1,6}\s{1,3}"
        + _HV
        + r"\s{1,12}\S{1,32}\s{1,12}\d",
        ("rw-", "r--", "r-x", "rwx"),
    ),
    # ps aux: X  1234  0.0  0.1 …
    (
        r"(?m)^" + _HV + r"\s{1,12}\d{1,7}\s{1,4}\d{1,3}\.\d\s{1,4}\d{1,3}\.\d\s{1,4}\d",
        (".",),
    ),
    # who / last: X  pts/0  2024-05-01 … ; "X 还挂在 pts/3 上"
    (
        r"(?m)(?:^" + _HV + r"\s{1,12}(?:pts/\d{1,4}|tty\w{0,6}|console)\s"
        r"|(?P<w>[A-Za-z0-9_][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_])\s{0,2}(?:还)?(?:挂在|登在|on)\s?"
        r"(?:pts/\d{1,4}|tty\d{1,4}))",
        ("pts/", "tty", "console"),
    ),
    # whoami output
    (
        r"(?:whoami|logname|id\s-un)\s{0,4}\n(?:\$\s)?" + _HV + r"\s*(?:\n|$)",
        ("whoami", "logname", "id -un"),
    ),
    # DOMAIN\user
    (
        r"(?<![\w\\%$/.])(?P<d>[A-Z][A-Z0-9\-]{1,14})\\(?P<v>[a-z0-9][A-Za-z0-9_.\-]{0,30}"
        r"[A-Za-z0-9_])(?![\w\\])",
        ("\\",),
    ),
    # Jira/JQL and git: reporter = X, assignee in (X), --author=X
    (
        r"(?i)(?=[racwv\-])(?<![\w.])(?:reporter|assignee|creator|watcher|voter|--author|--committer)"
        r"\s{0,2}(?:=|!=|~|\bin\s\(|\bwas\b|:)\s{0,2}[\"']?" + _HV + r"(?!\s?\()",
        ("reporter", "assignee", "creator", "watcher", "voter", "--author", "--committer"),
    ),
    # allow_users=X, AllowUsers X, admins: X
    (
        r"(?i)(?<![A-Za-z0-9])(?:[a-z0-9]{1,20}[._])?(?:allow(?:ed)?_?users?|deny_?users?|"
        r"admins?|maintainers?|owners?|members?|users)\s{0,2}(?:[=:]\s{0,2}|\s{1,2})"
        r"[\"'\[]?" + _HV,
        # "user" only in "allow_user"/"deny_user"; alone, "users"
        ("users", "allow", "deny", "admin", "maintainer", "owner", "member"),
    ),
    # actors: "由 X 手动触发", "是 X 手动 trigger 的", "用户 X 修改了", "把 X 加到 GitHub org"
    (
        r"(?:由|是|被|用户|成员|协作者|维护者|(?:audit|审计)\s?(?:log|日志)?\s?[:：]?|[里：:])"
        r"\s{0,2}" + _HV
        + r"[ \t]{0,2}(?:手动\s?)?(?:触发|trigger|发起|提交|创建|执行了|修改了|删除了|改了|删了|"
        r"起的|重置了|登录了|被\s?(?:lock|锁|封|禁|踢|ban)|is\s(?:locked|banned|disabled))",
        ("由", "是", "被", "用户", "成员", "协作者", "维护者", "audit", "审计", "里", ":", "："),
    ),
    # "协作者中有 X，需确认", "owner 里还有 X，他已经离职了", "fork 我们 repo 的 X，"
    (
        r"(?:(?:协作者|成员|维护者|maintainers?|owners?|collaborators?|members?|名单|列表)"
        r"\s?(?:列表)?\s?[里中内](?:还|也)?有|(?:fork|star|follow|关注)[^\n,，。]{0,20}的)"
        r"\s{0,2}" + _HV + r"\s{0,2}[,，。]",
        # the list's or the verb's word (rarer than the "有"/"的" after it)
        ("协作者", "成员", "维护者", "maintainer", "owner", "collaborator", "member", "名单",
         "列表", "fork", "star", "follow", "关注"),
    ),
    (
        r"把\s{0,2}" + _HV + r"\s{0,2}(?:加到|加进|加入|添加到|拉进|移出|踢出|移除|从)",
        ("把",),
    ),
    # SQL INSERT handled in code; "user X locked out", "X 被 lock 了"
    (
        r"(?i)(?=[ua账帐用])(?<![A-Za-z0-9])(?:user|account|账号|帐号|用户)\s{1,2}" + _HV
        + r"\s{1,2}(?:locked|被|is\slocked|was\slocked|got\slocked|has\sbeen|已锁定|已被|"
        r"登录失败|无法登录|登不上|密码错误)",
        ("user", "account", "账号", "帐号", "用户"),
    ),
)
_CMD_HANDLES = (
    *_CMD_HANDLES,
    # su - X, sudo -iu X, runuser -l X
    (
        r"(?<![\w\-])(?:su\s(?:-\s|-l\s|--login\s)?|sudo\s(?:-[A-Za-z]{0,3}u\s|--user=)|"
        r"runuser\s-l\s)" + _HV,
        ("su ", "sudo ", "runuser"),
    ),
    # scp/rsync/sftp/ssh-copy-id X@host
    (
        r"(?<![\w\-])(?:scp|rsync|sftp|ssh-copy-id|mosh|rsh|sshfs)\s[^\n|;&]{0,120}?"
        r"(?<![\w.\-@])" + _HV0 + r"@(?:\d{1,3}(?:\.\d{1,3}){3}|"
        r"[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63}){0,6}|[\u3400-\u9fff][\u3400-\u9fff\w\-]{0,30})"
        r"(?=[:\s]|$)",
        ("scp", "rsync", "sftp", "ssh-copy-id", "mosh", "rsh", "sshfs"),
    ),
    # git log: "Author: X <x@y>"
    (
        r"(?m)^(?:Author|Commit|Committer):\s{1,4}" + _HV + r"\s<",
        ("author:", "commit"),
    ),
)
_CMD_HANDLES = (
    *_CMD_HANDLES,
    # roles: "审批人：X", "reviewer: X", "assigned to X", "ping X on slack"
    (
        r"(?i)(?=[提审负处经创发操raopdm])(?:(?:提交者|提交人|审批人|审核人|负责人|处理人|经办人|创建人|发起人|操作人|操作员|"
        r"(?<![A-Za-z])(?:reviewers?|approvers?|requester|on-?call))\s{0,2}(?:是|为|[:：=])?"
        r"|(?<![A-Za-z])assigned\sto|(?<![A-Za-z])(?:ping|dm|message|msg)(?=\s\S{1,40}\s(?:on|in|via)\s"
        r"(?:slack|teams|discord|lark|飞书|钉钉|企业微信)))\s{0,2}@?" + _HV,
        ("提交", "审批", "审核", "负责人", "处理人", "经办人", "创建人", "发起人", "操作",
         "review", "approver", "requester", "on-call", "oncall", "assigned", "ping", "dm",
         "message", "msg"),
    ),
)
_CMD_HANDLES = (
    *_CMD_HANDLES,
    # a shell prompt: "X@devbox:/srv/app$ git pull", "[X@host ~]$"
    (
        r"(?m)(?:^|(?<=[\s(\[]))" + _HV0 + r"@[A-Za-z0-9][\w.\-]{0,62}(?::(?:~|/)[^\s$#]{0,200}"
        r"|\s(?:~|/)[^\s\]$#]{0,200}\])[$#%>](?=\s|$)",
        # the prompt's end, rarer than ":/" (every URL has one)
        ("$ ", "$\n", "# ", "#\n", "]$", "]#", "% ", "> "),
    ),
    # a sudo log line: "sudo:   X : TTY=pts/0 ; PWD=… ; USER=root ; COMMAND=…"
    (
        r"sudo(?:\[\d{1,7}\])?:\s{1,8}" + _HV + r"\s{0,3}:\s{0,3}(?:TTY|PWD|USER|COMMAND)=",
        ("sudo:", "sudo["),
    ),
)
_NOT_SUDOER = _U_COMMON | frozenset(
    _words("he she it this that who someone somebody user account which you i we they")
)
#: a second literal group some command patterns need (their gate's first group alone is
#: in most texts: ":", "是", "的", "ps", "user"); each is implied by the pattern
_CMD_MORE: dict[int, tuple[str, ...]] = {
    0: ("github.com", "gitlab.com", "gitee.com", "bitbucket.org", "codeberg.org"),
    2: ("from", "by", "port", "("),
    4: ("从", "from"),
    5: ("-u", "-l"),  # -u/-U/--user/--username, --login/-l
    15: ("触发", "trigger", "发起", "提交", "创建", "执行了", "修改了", "删除了", "改了", "删了",
         "起的", "重置了", "登录了", "被", "locked", "banned", "disabled"),
    16: (",", "，", "。"),
    18: ("locked", "被", "has", "已锁定", "已被", "登录失败", "无法登录", "登不上", "密码错误"),
}
#: every command pattern's gate in one Aho–Corasick pass
_CMD_GATE_GROUPS = tuple(
    (g, _CMD_MORE[i]) if i in _CMD_MORE else (g,) for i, (_, g) in enumerate(_CMD_HANDLES)
)
_CMD_GATES = _Gates(_CMD_GATE_GROUPS)
#: the process-table pattern (its gate, ".", is in most texts)
_PS = 9
_CMD_HANDLE_RX = tuple(
    (lazy_re(p), need) for (p, _), need in zip(_CMD_HANDLES, _CMD_GATES.masks, strict=True)
)
_INSERT = lazy_re(
    r"(?i)INSERT\s+INTO\s+\S{1,80}\s*\((?P<cols>[^()\n]{1,400})\)\s*VALUES\s*"
    r"\((?P<vals>[^()\n]{1,800})\)"
)
_STRICT_CMD = frozenset([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13, 19, 20, 21])


def insert_cells(text: str, header: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """Spans of the values under a column matching ``header`` in ``INSERT INTO t (cols)
    VALUES (…)`` statements (quoted values only)."""
    if "insert" not in text.lower():
        return
    for m in resolve(_INSERT).finditer(text):
        cols = [c.strip().strip("`\"[]") for c in m.group("cols").split(",")]
        want = [i for i, c in enumerate(cols) if header.fullmatch(c)]
        if not want:
            continue
        vals = list(re.finditer(r"'((?:[^'\\]|\\.|'')*)'|[^,\s][^,]*", m.group("vals")))
        if len(vals) != len(cols):
            continue
        base = m.start("vals")
        for i in want:
            vm = vals[i]
            if vm.group(1) is not None and vm.group(1):
                yield base + vm.start(1), base + vm.end(1)


#: the literals every platform cue of ``_CUE_HANDLE`` holds (lowercase), and the labels of
#: ``_LABEL_FAR``
_CUE_LITS = lits(
    "ig|insta|snap|tik|twitch|twitter|bluesky|bsky|mastodon|threads|discord|telegram|"
    "steam|xbox|gamertag|psn|roblox|minecraft|battle|riot|github|gitlab|gitee|reddit|"
    "youtube|venmo|cash|kik|wechat|weixin|vx|wx|qq|name|user|login|扣扣|企鹅|微信|"
    "yt|spotify|pinterest|soundcloud|tumblr|letterboxd|goodreads|strava|duolingo|lichess|"
    "ign|in-game|ingame|summoner|小号|大号|马甲|slack|lark|飞书|钉钉|"
    "微博|抖音|快手|小红书|站|哔哩|知乎|豆瓣|闲鱼|贴吧|游戏|网名|昵称|推特|油管|ins|"
    "账号|帐号|账户名|用户名|登录名|id"
)


#: where a match of ``_CUE_HANDLE`` starts: at a platform cue of ``_PLATFORM`` (its
#: lookarounds take no characters), case-folded
_CUE_START = re.compile(
    "ig|ins|snap|tik|twitch|twitter|bluesky|bsky|mastodon|threads|discord|telegram|steam|xbox|"
    "gamertag|psn|roblox|minecraft|battle|riot|github|gitlab|gitee|reddit|youtube|yt|venmo|"
    "cash|kik|wechat|weixin|vx|wx|qq|account|spotify|pinterest|soundcloud|tumblr|letterboxd|"
    "goodreads|strava|duolingo|lichess|in-game|ingame|summoner|slack|lark|user|login|id|"
    "扣扣|企鹅|微信|微博|抖音|快手|小红书|b站|哔哩哔哩|知乎|豆瓣|闲鱼|贴吧|游戏|网名|昵称|推特|油管|"
    "用户名|登录名|账户名|小号|大号|马甲|飞书|钉钉|企业微信"
)
#: the words after which ``_LABEL_FAR`` reads a value (one automaton pass answers them)
_FAR_GATES = _Gates([(("都是", "就是", "也是", "还是"),)])


class _CueHandles:
    """Handles after a platform cue with no label ("my ig is x", "tiktok搜x", "b站 x")."""

    name = "username_cue"
    category = Category.USERNAME
    #: the platform cues' literals
    needs = Needs(groups=(_CUE_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _matches_at(resolve(_CUE_HANDLE), _CUE_START, text, norm.low):
            v = m.group("v")
            cue = m.group("c").lower()
            loose = not m.group("sep").strip() and not m.group("id") and not m.group("p")
            if v.isdigit():
                if not (cue in ("qq", "扣扣", "企鹅", "企鹅号") and 5 <= len(v) <= 11):
                    continue
            elif not _shape_ok(v, loose):
                continue
            if cue in ("user", "username", "user name") and not m.group("id"):
                sep = m.group("sep").strip()
                if sep in (":", "：", "=", "is", "'s", "’s"):
                    continue  # the labelled detectors' call (chat roles, "user is …");
                    # "the user's bisect" is a possessive
                if loose and not any(c.isdigit() or c in "_." for c in v):
                    after = text[m.end() : m.end() + 12].lower()
                    if not re.match(r"\s{0,2}(?:locked|被|is\s|was\s|has\s|got\s|[,，]|$)", after):
                        continue
            yield from self._one(norm, m.start("v"), m.end("v"))
        if _FAR_GATES.found(norm.low):
            for m in resolve(_LABEL_FAR).finditer(text):
                if _shape_ok(m.group("v"), False) and not m.group("v").isdigit():
                    yield from self._one(norm, m.start("v"), m.end("v"))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.8, self.name)
        if f is not None:
            yield f


#: what follows a role word as a verb or a noun, not an account ("primary on-call acked",
#: "on-call rotation", "reviewer approved") (round 26)
_ROLE_VALUE_NOT = frozenset(
    ["acked", "acknowledged", "paged", "escalated", "responded", "joined", "resolved",
     "approved", "rejected", "declined", "commented", "merged", "engineer", "engineers",
     "rotation", "rotations", "schedule", "schedules", "handover", "shift", "shifts",
     "primary", "secondary", "lead", "team", "person", "policy", "channel", "phone", "pager"]
)


_EPISODE = re.compile(r"S\d{1,2}E\d{1,3}|EP?\d{1,4}", re.IGNORECASE)


class _CmdHandles:
    """Users in command lines and logs (ssh, sudo, sshd, docker login, chown, ls/ps/who),
    and under a user column of an SQL INSERT."""

    name = "username_cmd"
    category = Category.USERNAME
    #: one command pattern's whole gate but the process table's ("." is in most texts:
    #: that one runs as ``_PsHandles``), or INSERT
    needs = Needs(
        alternatives=(
            (("insert",),),
            *(gs for i, gs in enumerate(_CMD_GATE_GROUPS) if i != _PS),
        )
    )
    #: the patterns this detector runs
    only: frozenset[int] = frozenset(range(len(_CMD_HANDLES))) - {_PS}

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _CMD_GATES.found(norm.low)
        for i, (pat, need) in enumerate(_CMD_HANDLE_RX):
            if found & need != need or i not in self.only:
                continue
            yield from self._matches(norm, i, pat)
        if _PS not in self.only:
            for s, e in insert_cells(text, resolve(_U_HEADER)):
                v = text[s:e]
                if re.fullmatch(_H, v) and _shape_ok(v, False) and not v.isdigit():
                    yield from self._one(norm, s, e)

    def _matches(self, norm: NormalizedText, i: int, pat: re.Pattern[str]) -> Iterator[Finding]:
        for m in resolve(pat).finditer(norm.text):
            g = "w" if "w" in m.re.groupindex and m.group("w") else "v"
            v = m.group(g)
            if v is None or v.isdigit() or v.lower() in _ROLE_VALUE_NOT or _EPISODE.fullmatch(v):
                continue
            if i == 12 and m.group("d").startswith(("HK", "HKEY")):
                continue  # registry hives
            # "X is not in the sudoers file" names a user, even "trice"
            sudoer = i == 1 and v.isalpha() and v.islower() and v not in _NOT_SUDOER
            if not (sudoer and v not in _SYSTEM_USERS) and not _shape_ok(
                v, i not in _STRICT_CMD
            ):
                continue
            yield from self._one(norm, m.start(g), m.end(g))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.8, self.name)
        if f is not None:
            yield f


class _PsHandles(_CmdHandles):
    """The user column of a process table (``ps aux``): a line's first token, then a PID
    and two percentages."""

    name = "username_cmd_ps"
    #: the PID, two percentages "d.d" and a digit after
    needs = Needs(DIGIT, groups=((".",),), digits=6)
    only = frozenset({_PS})

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        yield from self._matches(norm, _PS, _CMD_HANDLE_RX[_PS][0])


DETECTORS = (*DETECTORS, _CueHandles(), _CmdHandles(), _PsHandles())


# --- round 3: name-shaped handles after phrase cues, bilingual labels, lone handles ------
@cache
def _name_lists() -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """(given names, surnames, pinyin syllables, pinyin surnames), lowercase; the census
    and pinyin lists shipped for the names detector."""
    from .names import _load

    given = {w.lower() for w in _load("given_names.txt") | _load("census_given.txt")}
    surn = {w.lower() for w in _load("surnames.txt") | _load("census_surnames.txt")}
    words = {w.lower() for w in _load("name_words.txt")}
    return (
        frozenset(w for w in given if len(w) >= 3 and w not in words),
        frozenset(w for w in surn if len(w) >= 3 and w not in words),
        frozenset(_load("pinyin_syllables.txt")),
        frozenset(_load("pinyin_surnames.txt")),
    )


@cache
def _loose_names() -> frozenset[str]:
    """Every given name and surname of three letters or more, words among them ("green",
    "frank", "hill")."""
    from .names import _load

    names = _load("given_names.txt") | _load("census_given.txt") | _load("surnames.txt")
    return frozenset(w.lower() for w in names | _load("census_surnames.txt") if len(w) >= 3)


def _pinyin_parts(s: str, most: int) -> int:
    """How few pinyin syllables ``s`` splits into (0: it does not, or needs more than
    ``most``)."""
    syl = _name_lists()[2]
    best = [0] + [99] * len(s)
    for i in range(1, len(s) + 1):
        for k in range(max(0, i - 6), i):
            if best[k] < 99 and s[k:i] in syl:
                best[i] = min(best[i], best[k] + 1)
    return best[len(s)] if best[len(s)] <= most else 0


def _name_part(p: str) -> bool:
    given, surn, _, _ = _name_lists()
    return p in given or p in surn


def _pinyin_name(s: str) -> bool:
    """A romanized Chinese name: a pinyin surname and a one- or two-syllable given name,
    either order ("houjing", "xiuyingkang", "huwei")."""
    pys = _name_lists()[3]
    for i in range(2, len(s) - 1):
        a, b = s[:i], s[i:]
        if (a in pys and _pinyin_parts(b, 2)) or (b in pys and _pinyin_parts(a, 2)):
            return True
    return False


#: the affixes handle generators put before a name ("itsjohn", "realwoconnor", "the_kdai")
_AFFIX11 = re.compile(r"(?:its|real|the|mr|mrs|ms|miss|iam|im|official|hey|just)[_.]?")


def name_shaped(v: str, zh: bool = False) -> bool:  # noqa: PLR0911, PLR0912 - shapes
    """A handle made of a person's name, the shapes account systems and people make:
    given+surname, surname+given, initial+surname, pinyin surname+given, a name and a
    number, parts joined by '.', '_' or '-' ("jonphillips", "xthomas", "dunndiana",
    "daniel79", "houjing", "gshao", "k.frost", "barnettge833"). Lowercase only; a common
    English word is not one. ``zh``: in Chinese text, where a pinyin word with a number
    ("gang14", "min91") is a name rather than an English word."""
    if not (3 <= len(v) <= 40) or not v.isascii() or v != v.lower():
        return False
    if v.isalpha() and zipf(v) >= 2.0:
        return False  # a word ("moved", "went"): the shapes below reject it (its core is v)
    aff = _AFFIX11.match(v)
    rest = v[aff.end() :] if aff is not None else ""
    if len(rest) >= 4 and zipf(v) == 0 and name_shaped(rest, zh):
        return True  # "itsxieqiang", "the_jonessamuel", "mr_kdai" (else "msmith" is whole)
    m = _NAME_NUM_SHAPE.fullmatch(v)
    if m is None:
        return False
    core, digits = m.group(1), m.group(2)
    parts = [p for p in _JOIN.split(core) if p]
    if len(parts) > 1:  # "k.frost", "nicola.murphy", "todd_j"
        if len(parts) > 3 or not any(len(p) >= 3 for p in parts):
            return False
        loose = _loose_names()
        return all(
            len(p) == 1 or p in loose or _pinyin_name(p) or _pinyin_parts(p, 2) for p in parts
        ) and any(len(p) >= 3 and (p in loose or _pinyin_parts(p, 2)) for p in parts)
    if zipf(core) >= 2.0 and not (digits and (_name_part(core) or _pinyin_parts(core, 2))):
        return False  # a word ("jackson" alone, "woodland")
    given, surn, _, pys = _name_lists()
    if digits and (
        core in given
        or (core in surn and len(core) >= 4 and zipf(core) < 3.0)
        or (_pinyin_parts(core, 2) and (zh or zipf(core) < 3.0))
    ):
        return True  # "daniel79", "yan05", "xiuying04"
    if digits and zipf(core) >= 2.0 and not zh:
        return False  # "page1": a word and a number
    if _pinyin_name(core):
        return True
    n = len(core)
    if n >= 5 and core[1:] in surn and len(core) - 1 >= 4:
        return True  # "xthomas", "lbaldwin"
    if n >= 4 and core[1:] in pys and len(core) >= 4:
        return True  # "gshao", "pxiong"
    loose = _loose_names() if n >= 8 and zipf(core) == 0 else frozenset()
    for i in range(3, n - 2):
        a, b = core[:i], core[i:]
        if (a in given and b in surn) or (a in surn and b in given):
            return True  # "markmorris", "dunndiana"
        if a in loose and b in loose and (a in given or b in given or a in surn or b in surn):
            return True  # "greengeraldine", "hallvictoria": one part may be a word
    # a surname and one or two initials, with a number: "barnettge833", "hobbsrh338"
    return bool(digits) and any(core[: n - k] in surn for k in (1, 2) if n - k >= 4)


def handle_shaped(v: str) -> bool:
    """Name-shaped, or letters with digits/underscores that are not a word or a version
    ("bgreen78", "myu_3748", "wxid_4isrs8l4n5rlrq")."""
    if name_shaped(v):
        return True
    # letters alone have no digit, "_" or "." (each shape below needs one)
    if v.isalpha() or not _HANDLE_SHAPE.fullmatch(v):
        return False
    if _NAME_DOT_NAME.fullmatch(v):
        first, last = v.split(".")
        return (len(first) == 1 or first in _loose_names()) and last in _loose_names()
    if not any(c.isdigit() or c == "_" for c in v) or not _shape_ok(v, False):
        return False
    letters = _NOT_LETTER.sub("", v)
    if len(letters) < 3 or letters.isupper():
        return False  # "v1.2", "HTTP2", "X11"
    head = _HEAD_SPLIT.split(v, maxsplit=1)[0].lower()
    return zipf(head) < 3.0 or _name_part(head) or "_" in v


_H3 = r"(?P<v>[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9])(?![A-Za-z0-9_\-@])"
#: "learning platform login X", "member login X", "disable the AD account X", "user ID X"
_PHRASE_EN = lazy_re(
    r"(?i)(?=[lsumahngpi])(?<![A-Za-z])(?:log-?in|logon|sign-?in|user|member|account|handle|alias|"
    r"nick|screen|(?:(?:in-?)?game|gamer|player)(?=\s?(?i:name|id|tag)))"
    r"(?:\s?(?:name|id|tag))?(?:\s(?:on|for|at|in)\s(?:the\s)?[A-Za-z][\w\- ]{0,25}?)?"
    r"(?:\s{0,2}[:：=]\s{0,2}|\s{1,2})@?" + _H3
)
#: "I post as X", "ssh into the build box as X", "running as X"
_PHRASE_AS = lazy_re(
    r"(?i)(?<![A-Za-z])(?:post|posts|posting|posted|comment|comments|write|writes|go|goes|am|"
    r"ssh|connect|connected|log|logs|logged|sign|signed|run|runs|running|known|registered|"
    r"joined|appear|appears|play|plays|find|follow|add|search)(?:\s[\w\-]{1,15}){0,5}?\sas\s@?"
    + _H3
)
#: "I'm X on Discord", "find me as X"
_PHRASE_IM = lazy_re(r"(?i)(?<![A-Za-z])(?:i'?m|i’m|i\sam|me\sas|me\s(?:at|@))\s@?" + _H3)
#: a platform's usual lowercase spellings ("on insta", "on x", "on slack")
_LOW_PLATFORM = (
    r"(?:insta(?:gram)?|ig|x|twitter|slack|discord|telegram|tiktok|snap(?:chat)?|steam|twitch|"
    r"github|gitlab|reddit|threads|bluesky|bsky|mastodon|teams|wechat|weixin|linkedin|jira|"
    r"signal|whatsapp|kik|venmo|strava|duolingo|lichess|roblox|xbox|psn|spotify)(?![A-Za-z])"
)
_PLATFORM_AFTER = lazy_re(r"\s(?:on|at|in|over\son)\s(?:the\s)?(?:[A-Z]|" + _LOW_PLATFORM + ")")
#: a named platform or game before a phrase cue: "on TikTok as", "plays Fortnite as",
#: "on Snapchat, I'm"
_PLATFORM_BEFORE = re.compile(
    r"(?<![A-Za-z])(?:on|in|plays?|playing)\s(?:the\s)?(?:[A-Z][A-Za-z0-9]{1,15}|"
    + _LOW_PLATFORM
    + r")(?:,?\s)"
    r"(?:(?:as|I'?m|I’m|I\sam)\s)"
)
def _zh_h(g: str) -> str:
    return rf"(?P<{g}>[A-Za-z][A-Za-z0-9_.\-]{{0,38}}[A-Za-z0-9])(?![A-Za-z0-9_\-@])"



_PHRASE_ZH = lazy_re(
    r"(?=[用账帐会成IiD登网昵上里中我他她ul在注报开])(?:(?:用户|账户|帐户|会员|成员|ID|id|账号|帐号|用户名|登录名|网名|昵称)\s{0,2}(?:是|为|：|:)?"
    r"|(?:上|里|中)?(?:我|他|她)叫|(?<![A-Za-z])(?:user|login)(?:\s?(?:name|id|ID))?(?![A-Za-z0-9_])"
    r"|用)\s{0,2}"
    + _zh_h("v")
    + r"(?=\s{0,2}(?:[\u3400-\u9fff]|log\s?in|sign\s?in|[。，,.!！\r\n]|$))"
    # the name one signed up with: "注册的时候用的X", "注册用 X", "报名时填的 X"
    r"|(?:注册|登记|报名|开户|开号)(?:账号|帐号|的时候|时候?|那会儿?)?的?\s{0,2}"
    r"(?:用的是|用的|用了|用|填的是|填的|填了|叫|名字?叫|起名叫?)\s{0,2}" + _zh_h("w")
    + r"(?=\s{0,2}(?:[\u3400-\u9fff]|[。，,.!！\r\n]|$))"
    r"|(?:在|用)\s{0,2}[A-Za-z][\w ]{0,30}?\s{0,2}(?:上|里)?\s?用\s{0,2}" + _zh_h("x")
    + r"(?=\s{0,2}(?:$|[。，,.!！]))"
)
#: "X 是我的 alt 账号", "这个X是我的小号": the anchor, then the handle before it
_ZH_MINE = lazy_re(
    r"(?:是|乃)(?:我|他|她|我们)的\s{0,2}(?:[A-Za-z]{1,10}\s{0,2})?"
    r"(?:小号|大号|马甲|账号|帐号|ID|id|号|用户名|网名|昵称)"
)
_ZH_MINE_HANDLE = re.compile(
    r"(?<![A-Za-z0-9_.\-])(?P<w>[A-Za-z][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9])\s{0,2}就?$"
)
#: a label's translation next to it ("客户微信号 WeChat X", "Login 登录: X", "forum ID：X")
_BILINGUAL = lazy_re(
    r"(?i)(?=[微wlu登用账帐a论fq社gp玩游])(?:微信号?|wechat(?:\s?id)?|weixin|login|log-?in|登录名?|登入|用户名|username|user\s?name|"
    r"账号|帐号|account|论坛|forum|社区|QQ号?|user\s?id|game|gamer|player|玩家|游戏)"
    r"(?:\s{0,2}(?:微信号?|wechat(?:\s?id)?|weixin|login|登录名?|用户名|username|user\s?name|账号|"
    r"帐号|account|forum|论坛|ID|id|号|名)){1,2}"
    r"\s{0,2}(?:[:：=]|是|为)?\s{0,2}@?" + _H3
)
_LABEL_VOCAB = frozenset(
    _words("""wechat weixin login logon username user name account forum id handle qq
    signin sign-in email mail phone password pass""")
)


#: an ASCII lowercase letter (with the UPPER and DIGIT flags: a text holds ASCII alnum)
_ASCII_LOWER = re.compile(r"[a-z]")


class _PhraseHandles:
    """Handles after phrase cues ("member login X", "I post as X", "用户X刚刚加入", "用X
    登录"), after a label and its translation, and a name-shaped handle alone on a line."""

    name = "username_phrase"
    category = Category.USERNAME
    needs = Needs(run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        found = _PH_GATES.found(norm.low)
        for rx, need, starts in _EN_RX:
            if not found & need:
                continue
            for m in _retry(resolve(rx), text, starts and resolve(starts), norm.low):
                v = m.group("v")
                cue = text[m.start() : m.start("v")].lower()
                if v.lower() in _LABEL_VOCAB:
                    continue
                # "Add me on Snapchat, I'm X", "plays Fortnite as X": a named platform or game
                on = _PLATFORM_BEFORE.search(text, max(0, m.start() - 30), m.start("v")) is not None
                if (
                    cue.startswith(("i'm", "i’m", "i am"))
                    and not on
                    and not resolve(_PLATFORM_AFTER).match(text, m.end())
                ):
                    continue  # "I'm X on Discord": a platform must follow
                # "signed up as X", "registered on the forum as X": the name one chose
                chose = cue.startswith(("regist", "joined")) or (
                    cue.startswith("sign") and " up " in cue
                )
                strong = any(c in cue for c in ":：=") or (
                    chose and v.lower() not in _SYSTEM_USERS
                )
                if on and v.islower() and _weak_ok(v, False):
                    strong = True
                # (``handle_shaped`` is ``name_shaped`` or more)
                if handle_shaped(v) or (strong and (_strong_ok(v) or on)):
                    yield from self._one(norm, m.start("v"), m.end("v"))
        # every handle the Chinese patterns take is ASCII: a text of Chinese alone has none
        alpha = bool(norm.flags & CJK) and (
            bool(norm.flags & UPPER) or _ASCII_LOWER.search(text) is not None
        )
        if alpha and found & _PH_DE:
            for a in resolve(_ZH_MINE).finditer(text):
                h = _ZH_MINE_HANDLE.search(text, max(0, a.start() - 45), a.start())
                if h is not None and (name_shaped(h.group("w"), True) or _strong_ok(h.group("w"))):
                    yield from self._one(norm, h.start("w"), h.end("w"))
        if norm.flags & CJK and (alpha or norm.flags & DIGIT):
            for rx, need in ((_PHRASE_ZH, _PH_ZH), (_BILINGUAL, _PH_BI)):
                if not found & need:
                    continue  # none of the pattern's cue words
                if rx is _PHRASE_ZH and not alpha:
                    continue  # its handles open with a letter
                for m in resolve(rx).finditer(text):
                    g = next(k for k in ("v", "w", "x") if k in m.re.groupindex and m.group(k))
                    v = m.group(g)
                    if v.lower() in _LABEL_VOCAB:
                        continue
                    cue = text[m.start() : m.start(g)]
                    strong = g == "w" or (rx is _BILINGUAL and any(c in cue for c in ":：=是为"))
                    if name_shaped(v, True) or handle_shaped(v) or (strong and _strong_ok(v)):
                        yield from self._one(norm, m.start(g), m.end(g))
        if not found & _PH_NL:
            line = text.strip(" \t")
            if len(line) > 40 or " " in line or "\t" in line:
                return  # one line, longer than any lone handle or holding more than one
        for m in _line_matches(_LONE, text):
            v = m.group(1)
            named = name_shaped(v) and (any(c.isdigit() or c in "._" for c in v) or zipf(v) == 0)
            if (named or _lone_handle(v)) and _LONE_TECH.match(v) is None:
                yield from self._one(norm, m.start(1), m.end(1))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


def _strong_ok(v: str) -> bool:
    """After a strong cue ("X是我的小号", "论坛 ID：X") any handle-like token but a label,
    a number, an acronym or a very common word."""
    if v.isdigit() or v.isupper() or v.lower() in _LABEL_VOCAB:
        return False
    if _JOIN.search(v) and _common_word(v):
        return False  # "Account: production-billing"
    return _shape_ok(v, False) or (v.isalpha() and v.islower() and zipf(v) < 3.5)


def _retry(
    rx: re.Pattern[str], text: str, starts: re.Pattern[str] | None = None, low: str = ""
) -> Iterator[re.Match[str]]:
    """Every match, the next search starting at the previous value ("member login X": the
    value "login" is rejected, then "login X" matches). With ``starts``, searched by
    ``_search_at`` on ``low``."""
    if len(low) != len(text):
        starts = None
    pos = 0
    while pos < len(text):
        m = rx.search(text, pos) if starts is None else _search_at(rx, starts, text, low, pos)
        if m is None:
            return
        yield m
        pos = max(m.start("v"), m.start() + 1)


#: a line that is one technical term, not an account ("sha256", "ipv6", "utf8mb4")
_LONE_TECH = re.compile(
    r"(?:sha|md|utf|ipv|gpt|mp|arm|amd|aes|rsa|crc|ecc|usb|hdmi|ddr|win|ios|os|api|v)\d"
)


def _lone_handle(v: str) -> bool:
    """A line holding only a handle built from a name: with digits, a join or a tag
    ("tao56_92", "hfu_dev", "the_bfuentes", "frances99-codes")."""
    return (
        len(v) >= 5
        and any(c.isdigit() or c in "._-" for c in v)
        and _affixed_handle(v)
    )


#: (in quotes or brackets too: a value planted alone is the same value)
_LONE = re.compile(
    r"(?m)^[ \t]*[\"'`“‘「『【(\[<]?([a-z][a-z0-9._\-]{2,39})[\"'`”’」』】)\]>]?[ \t]*$"
)
#: the English patterns' words, then "的" and a line break: bits of one automaton pass
#: (a line break is in ``low`` exactly when it is in ``text``)
_PH_GATES = _Gates(
    [
        (("log", "sign", "user", "screen", "member", "account", "handle", "alias", "nick",
          "game", "player"),),
        ((" as ",),),
        (("i'm", "i’m", "i am", "me "),),
        (("的",),),
        (("\n",),),
        # ``_PHRASE_ZH``'s cue words (case-sensitive but for "ID": as in ``low``): every
        # match holds one ("用" is in "用户", "用户名" and its third form's "用X")
        (("用", "账户", "帐户", "会员", "成员", "id", "账号", "帐号", "登录名", "网名", "昵称",
          "我叫", "他叫", "她叫", "user", "login", "注册", "登记", "报名", "开户", "开号"),),
        # ``_BILINGUAL``'s first label word ("user" for "username", "user name", "user id";
        # "game" for "gamer")
        (("微信", "wechat", "weixin", "login", "log-in", "登录", "登入", "用户名", "user", "账号",
          "帐号", "account", "论坛", "forum", "社区", "qq", "game", "player", "玩家", "游戏"),),
    ]
)  # fmt: skip
#: where a match of ``_PHRASE_EN`` starts (see ``_search_at``): at one of its cue words
#: after a non-letter (under ``(?i)`` a letter of ``text`` is one of ``low``: see
#: ``NormalizedText.low``); "in-game" is not one: the lookahead takes no "i"
_PHRASE_EN_START = lazy_re(
    r"(?<![a-z])(?:log|sign|user|member|account|handle|alias|nick|screen|game|in-?game|player)"
)
_EN_RX = tuple(
    zip(
        (_PHRASE_EN, _PHRASE_AS, _PHRASE_IM),
        _PH_GATES.masks,
        (_PHRASE_EN_START, None, None),
        strict=False,
    )
)
_PH_DE, _PH_NL, _PH_ZH, _PH_BI = _PH_GATES.masks[3:]
DETECTORS = (*DETECTORS, _PhraseHandles())


# --- round 4: handles after posting/quoting/account phrases, changed-to notices, forum
# roles, chat transcript speakers, CJK @mentions and WeChat ids --------------------------
def _v4(g: str = "v") -> str:
    return rf"@?(?P<{g}>[A-Za-z0-9][A-Za-z0-9_.\-]{{0,38}}[A-Za-z0-9])(?![A-Za-z0-9_\-@])"


_V4 = _v4()
#: the account nouns a label may use ("gamer tag", "Skype name", "login name" …)
_ACCT = (
    r"(?:user\s?name|user\s?id|user\s?handle|handle|gamer\s?tag|gamertag|gamer\s?id|"
    r"screen\s?name|display\s?name|skype\s?(?:name|id)|nick\s?name|nick|login(?:\s?(?:name|id))?|"
    r"log-?in\s?name|account\s?(?:name|id|handle)|member\s?(?:name|id)|profile\s?name|"
    r"player\s?(?:name|id)|in-?game\s?name|alias|psn\s?id|steam\s?(?:name|id)|riot\s?id|"
    r"battle\s?tag|discord\s?(?:name|tag)|"
    # a platform and an account noun in either language ("WhatsApp名字", "Line ID", "Signal用户名")
    r"(?:skype|whatsapp|signal|line|facebook|fb|messenger|linkedin|zoom|teams|viber|telegram|"
    r"tg|discord|instagram|insta|ig|snapchat|snap|tiktok|twitter|threads|bluesky|mastodon|"
    r"twitch|reddit|wechat|weixin|imessage|kakao\s?(?:talk)?|roblox|minecraft|fortnite|spotify|"
    r"pinterest|youtube|nintendo|xbox|steam|psn|github|gitlab|gitee|slack|lark)\s?"
    r"(?:user\s?name|name|id|handle|tag|account|acct|账号|帐号|账户|用户名|名字|名称|昵称|号|id))"
)
#: strong: an account noun, maybe "on/for/at <the service>", then "is"/":"/"="
#: ("handle on Hacker News is X", "user name for the library portal = X", "Skype name is X")
_R4_LABEL = lazy_re(
    r"(?i)(?=[uhgsdnlampirbwfztvikyx])(?<![A-Za-z0-9_])" + _ACCT
    + r"(?:\s(?:on|for|at|in|with|over\son)\s"
    r"(?:(?:the|my|our|your|his|her|their)\s)?[A-Za-z0-9][\w.\-']{0,24}"
    r"(?:\s[A-Za-z0-9][\w.\-']{0,24}){0,3}?)?"
    r"\s{0,2}(?:is|was|=|:|：|-|是|为|為|叫|就是|改成了?|换成了?)\s{0,2}[\"'“`「『]?" + _V4
)
#: strong: "Chess.com profile: X", "account: X" (a colon, not "is": "profile is public")
_R4_PROFILE = lazy_re(
    r"(?i)(?<![A-Za-z0-9_])(?:profile|account|acct)\s{0,2}[:：=]\s{0,2}"
    r"[\"'“`]?" + _V4
)
#: strong: "Your username was changed to X", "handle updated to X", "renamed to X"
_R4_CHANGED = lazy_re(
    r"(?i)(?=[uhgsdnlampirbc])(?<![A-Za-z0-9_])(?:" + _ACCT + r"|account)\s"
    r"(?:has\s(?:been\s)?|have\s been\s|"
    r"was\s|is\s(?:now\s)?|is\sbeing\s|got\s)?(?:successfully\s)?(?:changed|updated|set|"
    r"reset|renamed|switched|modified|changing|updating)\s(?:to|as|into)\s[\"'“`]?" + _V4
    + r"|(?<![A-Za-z])(?:chang|updat|renam|switch|modifi|modify|set)(?:e|ed|es|ing|ied|y)?\s"
    r"(?:(?:your|my|his|her|their|the)\s)?(?:" + _ACCT + r")\s(?:to|as)\s[\"'“`]?" + _v4("x")
)
#: weak: "Posted by X", "reviewed by X", "pushed by the account X", "Quote from X"
_BY_TAIL = (
    r"(?P<t>(?:the\s|this\s|that\s)?(?:user|account|member|handle|username|poster|seller|"
    r"buyer|player)\s)?" + _V4
)
#: the verbs of a byline ("posted/reviewed/pushed … by X"), found from " by "/" from "
_BY_AT = re.compile(r"(?i)(?<=[A-Za-z])\s(?:by|from)\s")
_BY_WORD = re.compile(r"(?<![A-Za-z])[A-Za-z]{2,16}\Z")
_BY_STEM = re.compile(
    r"(?i)(?:post|review|writ|wrot|submit|shar|upload|comment|repl|answer|ask|edit|"
    r"creat|start|open|report|author|sen|sold|list|stream|tweet|repost|retweet|lik|"
    r"follow|mention|tagg|quot|invit|approv|merg|clos|push|commit|publish|moderat|request|"
    r"rat|recommend|add|forward|pinn|starr|fork|flagg|bann|block|kick|mut|react|upvot|"
    r"downvot|DM|messag|sign|organiz|organis|bought|purchas|order|offer|"
    r"contribut|translat|maintain|own|manag|shot|photographed|drawn|illustrat)"
    r"(?:ed|d|t|en|ten|ied|s|e)?"
)
_BY_VALUE = lazy_re(_BY_TAIL)
_R4_BY = lazy_re(
    r"(?i)(?=[qricphstdfm])(?:(?:quote|quoting|reply|replying|replies|respond(?:ing)?|in\sreply)"
    r"\s(?:from|to|by)"
    r"|(?<![A-Za-z])(?P<q>quote|quoting|cc|h/t|props\sto|shout-?out\sto|thanks\sto|"
    r"credits?\sto|ping|dm|follow|message|msg|mention|tag))" + r"\s" + _BY_TAIL
)
#: weak: "The seller on eBay, X,", "eBay seller X", "seller X", "buyer X"
_R4_ROLE = lazy_re(
    r"(?i)(?=[sbvpcrmutlfo])(?<![A-Za-z])(?:seller|buyer|vendor|poster|commenter|reviewer|member|"
    r"streamer|creator|uploader|moderator|redditor|user|customer|tenant|landlord|"
    r"follower|subscriber|original\sposter|teammate|opponent)"
    r"(?:\s(?:on|at|from|of)\s(?:the\s)?[A-Za-z0-9][\w.\-]{0,24}(?:\s[A-Z][\w.\-]{0,24}){0,2})?"
    r"(?:\s{0,2}[,:：]\s{0,2}|\s{1,2})" + _V4
)
#: chat transcripts and quotes: "[10:32] jsmith42: anyone up?", "<kzhang> hi", "X wrote:"
_R4_SPEAKER = lazy_re(
    r"(?m)^[ \t]{0,4}(?:[>*\-•][ \t]{0,2})?(?:\[[^\]\n]{1,30}\][ \t]{0,2}|\(?\d{1,2}:\d{2}"
    r"(?::\d{2})?(?:\s?[AaPp][Mm])?\)?[ \t]{1,2})?(?:<@?(?P<w>[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}"
    r"[A-Za-z0-9])>[ \t]|@?(?P<v>[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9])"
    r"[ \t]{0,2}[:：][ \t]{0,2}(?=\S))"
    r"|(?:^|(?<=,\s)|(?<=\s))@?(?P<x>[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9])[ \t]"
    r"(?:wrote|said|says|writes|replied|posted|commented|asked|answered|写道)(?![A-Za-z])"
)
_R4_ZH = lazy_re(
    # "账号名已修改为 X", "用户名改成了X", "Username 已改为 X", "昵称已更新为 X"
    r"(?i)(?=[用账帐登昵网IiuUhHlL微Qq楼层发帖作博主回评留上分买卖店房车群管版粉玩来转引感关私提艾@闲淘拼京eE亚咸小抖Bb商直快知豆钉飞"
    r"会游个我社论])"  # (会员ID, 游戏ID, 个人ID, 我的ID, 社区ID, 论坛ID)
    r"(?P<c>(?:用户名称?|用户|账号名?|帐号名?|账户名?|帐户名?|登录名|登录账号|昵称|网名|ID|id|"
    r"user\s?name|handle|login|账号ID|微信号|QQ号)\s{0,2}(?:已经?|已|被|也|成功|都|将)?(?:被)?"
    r"(?:成功)?(?:修改|更改|变更|更新|改|换|设置|设定|重置|设)\s?(?:为|成了?|至|到|作)\s{0,2}[:：]?"
    r"|(?:楼主|层主|发帖人|发帖者|帖主|作者|博主|up主|主播|回复人|回帖人|评论人|评论者|留言人|"
    r"发布者|发布人|上传者|分享者|买家|卖家|店主|房东|车主|账号|帐号|账户名?|帐户名?|用户名|"
    r"登录名|网名|昵称|群主|管理员|版主|用户|网友|群友|粉丝|玩家|楼上|楼下|"
    r"(?:用户|会员|账号|帐号|玩家|游戏|个人|我的|社区|论坛)\s?(?:ID|id|Id))\s{0,2}[:：]"
    r"|(?:来自|转自|引用|回复|转发自?|感谢|关注|私信|提到|艾特|@了)\s{0,2}(?:用户|网友|博主)?\s{0,2}[:：]?"
    r"|(?:闲鱼|淘宝|拼多多|京东|eBay|ebay|Etsy|亚马逊|咸鱼|小红书|微博|抖音|B站|b站)?"
    r"(?:买家|卖家|店主|店家|商家|房东|车主|博主|up主|UP主|主播|用户|网友|群友|玩家|楼主|层主|"
    r"发帖人|作者|粉丝|群主)"
    r"|(?:群里|群中|群内|评论区里?|评论里|帖子里|楼里|直播间里?)"
    # a label noun and its value with nothing between ("Linux 账户名whitehead-tech")
    r"|(?:用户名|账户名|帐户名|账号名|帐号名|登录名|登录账号|网名|昵称|用户ID|用户id)"
    # "抖音 TikTok 号 X", "微信 WeChat ID：X": a platform, its other name, then 号/ID
    r"|(?:抖音|微信|微博|QQ|qq|[bB]站|小红书|快手|知乎|豆瓣|钉钉|飞书)\s{0,2}[A-Za-z][\w.]{1,15}\s{0,2}"
    r"(?:号|ID|id|账号|帐号|用户名|名)\s{0,2}[:：]?)"
    r"\s{0,2}" + _V4 + r"(?P<after>\s{0,2}(?:[\u3400-\u9fff]|[,，。:：!！;；)]|$))"
)
#: where a match of ``_R4_ZH`` starts (see ``_search_at``): the first word of one of its
#: cues, as in ``low`` ("ID", "eBay", "UP主", "B站", "QQ" are case-insensitive)
_R4_ZH_CUES = lits(
    "用户|账号|帐号|账户|帐户|登录|昵称|网名|id|user|handle|login|微信|qq|楼主|层主|发帖|帖主|"
    "作者|博主|up主|主播|回复|回帖|评论|留言|发布|上传|分享|买家|卖家|店主|店家|商家|房东|车主|"
    "群主|管理员|版主|网友|群友|粉丝|玩家|楼上|楼下|会员|游戏|个人|我的|社区|论坛|来自|转自|引用|"
    "转发|感谢|关注|私信|提到|艾特|@了|闲鱼|淘宝|拼多多|京东|ebay|etsy|亚马逊|咸鱼|小红书|微博|"
    "抖音|b站|群里|群中|群内|帖子|楼里|直播间|快手|知乎|豆瓣|钉钉|飞书"
)
_R4_ZH_START = lazy_re("|".join(_R4_ZH_CUES))  # plain words: no character to escape
#: a CJK nickname after @ ("@会飞的大白 的推荐", "微博：@早起的糖糖35"); Weibo, Douyin and
#: WeChat groups end a mention at a space or punctuation
#: not after the gate's own blanked placeholder ("[____]@跳板机3" was "deploy@跳板机3": a
#: login at a host, which the first pass read as a user, not a mention)
_CJK_MENTION = lazy_re(
    r"(?<![A-Za-z0-9._%+\-@/\\])(?<!_\])"
    r"@(?P<v>[\u3400-\u9fff][\u3400-\u9fffA-Za-z0-9_\-·]{0,23})"
)
_CJK_NOT_MENTION = frozenset(
    ["所有人", "全体成员", "全体", "全员", "大家", "各位", "群主", "管理员",
     "一下", "下", "我们", "我", "你", "他", "她", "了"]  # ("@一下": "mention them", round 26)
)
#: "@x（就是用户本人）": a mention before a full-width parenthesis (a decorator takes "(")
_MENTION_PAREN = lazy_re(
    r"(?<![A-Za-z0-9._%+\-@/\\\]})])@(?P<v>[A-Za-z0-9_](?:[A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_])?)"
    r"(?=\s?\([\u3400-\u9fff])"
)
#: WeChat's generated ids ("wxid_8ms159y15k3zfq") are one person's account wherever they occur
_WXID = lazy_re(r"(?<![A-Za-z0-9_])(?P<v>wxid_[A-Za-z0-9_\-]{4,30})(?![A-Za-z0-9_\-])")
#: "加微信请搜X", "微信可以直接搜索 X", "QQ 加 X"
_R4_SEARCH = lazy_re(
    r"(?i)(?:微信号?|wechat|weixin|vx|wx|QQ号?|抖音号?|小红书号?|b站|快手号?|微博)[^\n。，,]{0,8}?"
    r"(?:搜索?|查找|添加|加|找)(?:一下)?\s{0,2}(?:我|ID|id|号)?\s{0,2}[:：]?\s{0,2}" + _V4
)
#: "用X登录", "登录用 X", "login 用 X": a login cue on either side
_R4_LOGIN_ZH = lazy_re(
    r"(?i)(?:登录|登入|登陆|login|log\sin|sign\sin)\s{0,2}(?:时|的时候)?\s{0,2}(?:用|使用|请用|账号是|名是|名为)"
    r"\s{0,2}" + _V4
    + r"|(?:用|使用|以)\s{0,2}(?P<w>[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9])"
    r"\s{0,2}(?:这个)?(?:账号|帐号|用户名|身份)?\s{0,2}(?:登录|登入|登陆|log\s?in|sign\s?in)"
)
#: each pattern with the words one of which every match holds (bits of ``_R4_GATES``)
_R4_ZH_LITS = (
    ("微信", "wechat", "weixin", "vx", "wx", "qq", "抖音", "小红书", "b站", "快手", "微博"),
    ("登录", "登入", "登陆", "login", "log", "sign"),
)
#: a CJK nickname after a nickname label ("昵称：会飞的大白", "微博昵称: 早睡的小鹿")
_CJK_NICK = lazy_re(
    r"(?i)(?:昵称|网名|花名|群昵称|nick\s?name|nick)\s{0,2}(?:是|为|叫|[:：=])\s{0,2}[\"'“「]?"
    r"(?P<v>[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9_·\-]{1,19})"
)
_CJK_NOT_NICK = frozenset(
    ["必填", "选填", "请输入", "未设置", "暂无", "不限", "随意", "未填写", "待定", "同上", "可选"]
)
#: git's user.name given as a handle: ``git config user.name kwilder``, ``[user] name = x``
_GIT_USER = lazy_re(
    r"(?im)(?:git\s+config\s+(?:--[a-z]+\s+){0,2}user\.name\s+|^\[user\][^\[]{0,200}?"
    r"^[ \t]{0,8}name[ \t]{0,2}=[ \t]{0,2})[\"']?" + _V4
)
#: notifications: "kwilder88 liked your photo", "X started following you", "X 关注了你"
_NOTIFY = lazy_re(
    r"(?i)(?<![\w.\-@])@?(?P<v>[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9])\s{0,2}"
    r"(?:(?:liked|loved|followed|mentioned|tagged|invited|messaged|poked|pinged|blocked)\syou"
    r"|(?:liked|loved|commented\son|replied\sto|shared|retweeted|reposted|reacted\sto|viewed|"
    r"starred|forked|upvoted|quoted|saved)\syour|started\sfollowing\syou|sent\syou|"
    r"(?:关注|回复|提到|艾特|@|私信|邀请|赞|点赞|评论|转发|收藏)了(?:你|您)|给(?:你|您)(?:点赞|留言|发了))"
)
#: platform and product names are labels, not values ("抖音 TikTok 号 X")
_PLATFORM_WORDS = frozenset(
    _words("""tiktok douyin wechat weixin weibo twitter instagram facebook github gitlab gitee
    reddit discord telegram slack skype xbox psn playstation steam twitch youtube bilibili
    xiaohongshu rednote kuaishou zhihu douban taobao tmall jd ebay etsy amazon venmo paypal
    whatsapp signal line kakao snapchat linkedin pinterest tumblr mastodon bluesky threads
    spotify netflix roblox minecraft lichess chess.com hacker news qq dingtalk lark feishu
    email mail gmail outlook icloud apple google microsoft zoom teams""")
)


_LOW_NUM = re.compile(r"([a-z]{3,20})(\d{0,8})")
_CAMEL = re.compile(r"(?:[A-Z][a-z]{1,12}){2,3}_?\d{1,5}")
_DJOIN = re.compile(r"[\d_.\-]+")
_CJK2 = re.compile(r"[\u3400-\u9fff]{2}")
_NOT_MSG = re.compile(r"\s?(?:/|\\|\$|\{|\[|\d|https?:|true|false|null)")


def _weak_ok(v: str, zh: bool) -> bool:  # noqa: PLR0911 - one shape each
    """A handle after a weak cue: shaped like a person's name or an account handle."""
    low = v.lower()
    if low in _PLATFORM_WORDS or low in _SYSTEM_USERS or low in _LABEL_VOCAB:
        return False
    if low == v and v.isascii() and v.isalpha() and zipf(v) >= 2.0:
        return False  # a word ("went", "said"): no shape below takes it
    # (``handle_shaped(v)`` tries ``name_shaped(v)`` first: not twice when not ``zh``)
    if (zh and name_shaped(v, zh)) or handle_shaped(v) or _camel_handle(v):
        return True
    m = _LOW_NUM.fullmatch(v)
    if m is None:
        return False
    core, digits = m.groups()
    if digits:  # a name or a pinyin name and a long number: "ping24476", "karen2019"
        return core in _loose_names() or (zh and bool(_pinyin_parts(core, 3)))
    if zipf(core) > 0:
        return False
    given, surn = _all_names()
    if (len(core) >= 5 and core[1:] in surn) or (
        len(core) >= 7 and core[2:] in surn and zipf(core[2:]) < 4.0
    ):
        return True  # "mwhite", "rjhalvorsen": initials and a surname
    # a given name and a surname, words among them ("foxdawn"); a given name and an
    # unlisted surname ("stevenbegum")
    for i in range(3, len(core) - 2):
        a, b = core[:i], core[i:]
        if (a in given and b in surn) or (a in surn and b in given):
            return True
        if i >= 5 and len(b) >= 4 and a in given and zipf(b) == 0:
            return True
    return False


@cache
def _all_names() -> tuple[frozenset[str], frozenset[str]]:
    """(given names, surnames) of three letters or more, words among them."""
    from .names import _load

    given = _load("given_names.txt") | _load("census_given.txt")
    surn = _load("surnames.txt") | _load("census_surnames.txt")
    return (
        frozenset(w.lower() for w in given if len(w) >= 3),
        frozenset(w.lower() for w in surn if len(w) >= 3),
    )


def _camel_handle(v: str) -> bool:
    """Generated handles: two capitalised words and a number ("NeonPanda59",
    "QuietBaker_246")."""
    return _CAMEL.fullmatch(v) is not None


def _strong4(v: str) -> bool:
    """A handle after a strong cue (a label naming an account): anything handle-like but a
    label, a platform, a placeholder word or a plain common word."""
    low = v.lower()
    if low in _PLATFORM_WORDS or low in _SYSTEM_USERS:
        return False
    given, surn, _, _ = _name_lists()  # names that are not English words
    if _JOIN.search(v) and any(
        (p in given or p in surn) and not p.endswith("ing") for p in _JOIN.split(low)
    ):  # a name part; "billing", "hosting" are listed surnames but mostly words
        return _shape_ok(v, False) and not v.isupper()  # "williams-labs", "nicholls-tech"
    return _strong_ok(v) or _weak_ok(v, True)


class _Round4Handles:
    """Handles after account labels with a service between ("handle on Hacker News is X"),
    change notices ("username was changed to X", "账号名已修改为 X"), posting and quoting
    verbs ("Posted by X", "Quote from X"), forum and marketplace roles ("楼主：X", "买家 X
    评价", "eBay seller X"), chat transcript speakers, CJK @mentions and WeChat ids."""

    name = "username_r4"
    category = Category.USERNAME
    needs = Needs(run=3)  # and a word of ``_R4_GATES`` (set below, where they are defined)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text, low = norm.text, norm.low
        cjk = bool(norm.flags & CJK)
        found = _R4_GATES.found(low)  # every literal test below is a bit of one pass
        if found & _R4_BYLINE:
            for a in _BY_AT.finditer(text):
                w = _BY_WORD.search(text, max(0, a.start() - 16), a.start())
                if w is None or _BY_STEM.fullmatch(w.group()) is None:
                    continue
                m = resolve(_BY_VALUE).match(text, a.end())
                if m is None:
                    continue
                v = m.group("v")
                ok = _strong4(v) if m.group("t") else _weak_ok(v, cjk)
                if ok and _not_code(text, m, "v"):
                    yield from self._one(norm, m.start("v"), m.end("v"))
        for rx, need, strong, starts in _R4_EN:
            if found & need != need:
                continue
            for m in _retry4(resolve(rx), text, starts and resolve(starts), low):
                g = _grp(m)
                v = m.group(g)
                st = strong or ("t" in m.re.groupindex and m.group("t") is not None)
                if not st and "q" in m.re.groupindex and m.group("q") is not None:
                    # "ping X", "quote X", "follow X": a person's name shape, not any
                    # token ("follow pep8", "tag numpy2")
                    quote = m.group("q").lower().startswith("quot")
                    said = quote and text.startswith(":", m.end(g))
                    if name_shaped(v, cjk) or _camel_handle(v) or (said and _weak_ok(v, cjk)):
                        yield from self._one(norm, m.start(g), m.end(g))
                    continue
                if (_strong4(v) if st else _weak_ok(v, cjk)) and _not_code(text, m, g):
                    yield from self._one(norm, m.start(g), m.end(g))
        if found & _R4_AT and cjk:
            for m in resolve(_CJK_MENTION).finditer(text):
                if m.group("v") not in _CJK_NOT_MENTION:
                    yield from self._one(norm, m.start("v"), m.end("v"))
            for m in resolve(_MENTION_PAREN).finditer(text):
                if _shape_ok(m.group("v"), False) and not m.group("v").isdigit():
                    yield from self._one(norm, m.start("v"), m.end("v"))
        if (found & _R4_GIT) == _R4_GIT:
            for m in resolve(_GIT_USER).finditer(text):
                if _weak_ok(m.group("v"), cjk) or _strong4(m.group("v")):
                    yield from self._one(norm, m.start("v"), m.end("v"))
        if cjk and found & _R4_NICK:
            for m in resolve(_CJK_NICK).finditer(text):
                if m.group("v") not in _CJK_NOT_NICK:
                    yield from self._one(norm, m.start("v"), m.end("v"))
        if found & _R4_YOU:
            for m in resolve(_NOTIFY).finditer(text):
                if _weak_ok(m.group("v"), cjk):
                    yield from self._one(norm, m.start("v"), m.end("v"))
        if found & _R4_WXID:
            for m in resolve(_WXID).finditer(text):
                yield from self._one(norm, m.start("v"), m.end("v"))
        if cjk and (norm.flags & (DIGIT | UPPER) or _ASCII_LOWER.search(text) is not None):
            yield from self._zh(norm, found)  # its values are ASCII: not in Chinese alone
        if found & _R4_SPEAK:
            yield from self._speakers(norm, found)

    def _zh(self, norm: NormalizedText, found: int) -> Iterator[Finding]:
        """Chinese cues: change notices, forum and marketplace roles, labels, logins."""
        text = norm.text
        # every match starts at a word of ``_R4_ZH_START`` (``low`` is as long as ``text``:
        # ``NormalizedText.low`` folds the one character whose lowercase is longer)
        matches = (
            _retry4(resolve(_R4_ZH), text, resolve(_R4_ZH_START), norm.low)
            if found & _R4_ZH_CUE
            else ()
        )
        for m in matches:
            v = m.group("v")
            cue = m.group("c")
            strong = any(c in cue for c in ":：为成至到作") or cue.rstrip().endswith(
                ("用户名", "账号", "帐号", "账户", "帐户", "账户名", "帐户名", "登录名", "网名",
                 "昵称", "用户ID", "用户id", "号", "ID", "名")
            )
            if _strong4(v) if strong else _weak_ok(v, True):
                yield from self._one(norm, m.start("v"), m.end("v"))
        for rx, need in ((_R4_SEARCH, _R4_ZH_SEARCH), (_R4_LOGIN_ZH, _R4_ZH_LOGIN)):
            if not found & need:
                continue  # the pattern's own words are not in the text (cheaper than a scan)
            for m in resolve(rx).finditer(text):
                g = _grp(m)
                v = m.group(g)
                if g == "w" and not (_weak_ok(v, True) or _DJOIN.search(v)):
                    continue  # "用 pip 登录": a tool, not an account
                if _strong4(v):
                    yield from self._one(norm, m.start(g), m.end(g))

    def _speakers(self, norm: NormalizedText, found: int) -> Iterator[Finding]:
        """Speakers of chat lines: a name- or handle-shaped token (not a code or config
        key) opening a line, then ':' and a message of two words or more."""
        text = norm.text
        rx = resolve(_R4_SPEAKER)
        # without a "wrote"-like verb only the first alternative, at a line's start, matches
        ms = rx.finditer(text) if found & _R4_SAID else _line_matches(rx, text)
        for m in ms:
            g = _grp(m)
            v = m.group(g)
            if v.isdigit() or _common_word(v) or v.lower() in _U_COMMON:
                continue
            if _PRODUCT_VERSION.search(v) is not None:
                continue  # "Workday4.12.3：…": a product and its version
            if g == "x":
                if _weak_ok(v, True):
                    yield from self._one(norm, m.start(g), m.end(g))
                continue
            eol = text.find("\n", m.end())
            msg = text[m.end() : len(text) if eol < 0 else eol]
            if g == "v" and len(msg.split()) < 2 and not _CJK2.search(msg):
                continue
            if g == "v" and _NOT_MSG.match(msg):
                continue
            words = [p for p in _DJOIN.split(v.lower()) if len(p) >= 2]
            if name_shaped(v, True) or _camel_handle(v) or (
                handle_shaped(v)
                and any(c.isdigit() for c in v)
                and not all(zipf(p) >= 3.0 for p in words)
            ):
                yield from self._one(norm, m.start(g), m.end(g))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        if norm.text.startswith(":", e) and _DIGEST_NAME.fullmatch(norm.text, s, e):
            return  # "提到sha256:…": a digest's algorithm, not a speaker
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


_PRODUCT_VERSION = re.compile(r"[A-Za-z]v?\d{1,3}(?:\.\d{1,3}){1,3}$")
_DIGEST_NAME = re.compile(r"(?i)sha(?:1|224|256|384|512)|md5|blake2[bs]?|crc32|sha3-\d{3}")


def _grp(m: re.Match[str]) -> str:
    """The value group that matched (patterns with alternatives name them v, w, x)."""
    return next(k for k in ("v", "w", "x") if k in m.re.groupindex and m.group(k) is not None)


def _not_code(text: str, m: re.Match[str], g: str) -> bool:
    """Not inside code: no "(", "=" or "::" right after the value."""
    return not text.startswith(("(", "=", "::"), m.end(g))


def _retry4(
    rx: re.Pattern[str], text: str, starts: re.Pattern[str] | None = None, low: str = ""
) -> Iterator[re.Match[str]]:
    """Every match, the next search starting just past the previous cue's start (a value
    rejected as a label word may itself open the next match). With ``starts``, searched by
    ``_search_at`` on ``low``."""
    if len(low) != len(text):
        starts = None
    pos = 0
    while pos < len(text):
        m = rx.search(text, pos) if starts is None else _search_at(rx, starts, text, low, pos)
        if m is None:
            return
        yield m
        pos = max(m.start(_grp(m)), m.start() + 1)


#: strong: a Chinese account noun, then 是/为/叫/： ("好友名叫X", "游戏ID是X", "登录名为X")
_R4_ZH_NOUN = lazy_re(
    r"(?=[好游玩账帐登用社论个会])(?:好友|游戏|玩家|账户|账号|帐号|登录|用户|社区|论坛|个人|会员)"
    r"(?:名|名字|名称|昵称|代号|ID|id|Id)\s{0,2}(?:是|为|為|叫|就是|[:：=])\s{0,2}[\"'“「『]?"
    + _V4
)
_R4_EN_SPEC = (
    (_R4_LABEL, ("name", "id", "handle", "tag", "login", "alias", "nick", "账", "帐", "用户名",
                 "名字", "名称", "昵称", "号"), True),
    (_R4_PROFILE, ("profile", "account", "acct"), True),
    (_R4_ZH_NOUN, ("名", "id"), True),
    (_R4_CHANGED, ("chang", "updat", "renam", "switch", "modif", " set", "reset"), True),
    (_R4_BY, ("quot", "repl", "respond", "cc ", "h/t", " to ", "ping", "dm ", "follow",
              "message", "msg", "mention", "tag"), False),
    (_R4_ROLE, ("seller", "buyer", "vendor", "poster", "comment", "review", "member",
                "stream", "creator", "upload", "moderator", "reddit", "user", "customer",
                "tenant", "landlord", "follower", "subscriber", "teammate", "opponent"), False),
)  # fmt: skip
#: the words of username_r4's other sections: each section runs only when its test is met.
#: "@", ":" and "<" occur in ``low`` exactly when they occur in ``text`` (lowercasing maps
#: no character to ASCII punctuation)
_R4_CHECKS = (
    ((" by ", " from "),),  # a byline
    (("@",),),  # a CJK @mention
    (("user",), ("git", "[user]")),  # git's user.name ("[user]" holds "user")
    (("昵称", "网名", "花名", "nick"),),  # a CJK nickname label
    ((" you", "了你", "了您", "给你", "给您"),),  # a notification
    (("wxid_",),),
    # chat speakers: "x: …", "<x> …", "x wrote"
    ((":", "<", "wrote", "said", "says", "writes", "replied", "posted", "commented", "asked",
      "answered", "写道"),),
    # a speaker's verb: without one, a speaker opens a line ("x: …", "<x> …")
    (("wrote", "said", "says", "writes", "replied", "posted", "commented", "asked", "answered",
      "写道"),),
    *((g,) for g in _R4_ZH_LITS),
    (_R4_ZH_CUES,),  # the Chinese cues (``_R4_ZH``: each match starts at one)
)  # fmt: skip
#: the patterns' gates and the sections' tests in one Aho–Corasick pass
_R4_GATES = _Gates([*((g,) for _, g, _ in _R4_EN_SPEC), *_R4_CHECKS])
(_R4_BYLINE, _R4_AT, _R4_GIT, _R4_NICK, _R4_YOU, _R4_WXID, _R4_SPEAK, _R4_SAID,
 _R4_ZH_SEARCH, _R4_ZH_LOGIN, _R4_ZH_CUE) = _R4_GATES.masks[len(_R4_EN_SPEC):]  # fmt: skip
#: every section of username_r4 runs only when one of its words is in the text, so a text
#: without any word of ``_R4_GATES`` is skipped by the selector's own scan
_Round4Handles.needs = Needs(groups=(tuple(_R4_GATES.lits),), run=3)
#: where a match of ``_R4_LABEL`` / ``_R4_ROLE`` starts (see ``_search_at``): at the first
#: word of one of its cues after a non-letter (non-alphanumeric for the label), as in
#: ``low`` (under ``(?i)`` a letter of ``text`` is one of ``low``: see ``NormalizedText.low``)
_R4_LABEL_START = lazy_re(
    r"(?<![a-z0-9_])(?:user|handle|gamer|screen|display|skype|nick|log|account|member|profile|"
    r"player|in-game|ingame|alias|psn|steam|riot|battle|discord|whatsapp|signal|line|facebook|fb|"
    r"messenger|linkedin|zoom|teams|viber|telegram|tg|instagram|insta|ig|snap|tiktok|twitter|"
    r"threads|bluesky|mastodon|twitch|reddit|wechat|weixin|imessage|kakao|roblox|minecraft|"
    r"fortnite|spotify|pinterest|youtube|nintendo|xbox|github|gitlab|gitee|slack|lark)"
)
_R4_ROLE_START = lazy_re(
    r"(?<![a-z])(?:seller|buyer|vendor|poster|commenter|reviewer|member|streamer|creator|"
    r"uploader|moderator|redditor|user|customer|tenant|landlord|follower|subscriber|original|"
    r"teammate|opponent)"
)
_R4_STARTS = {_R4_LABEL: _R4_LABEL_START, _R4_ROLE: _R4_ROLE_START}
_R4_EN = tuple(
    (rx, need, strong, _R4_STARTS.get(rx))
    for (rx, _, strong), need in zip(_R4_EN_SPEC, _R4_GATES.masks[: len(_R4_EN_SPEC)], strict=True)
)
DETECTORS = (*DETECTORS, _Round4Handles())


# --- round 5: a handle-shaped token anywhere in a sentence that names a platform or an
# account ("xyifan4780 on Steam", "Reddit account (dsaunders)", "gamer tag 是 'x'",
# "x 是 user 的微信号", "VS Code login → <x>"): the cue need not sit right before the value
_CTX_LITS = lits(
    "steam|discord|reddit|xbox|psn|playstation|twitch|github|gitlab|gitee|twitter|instagram|"
    "tiktok|telegram|slack|snapchat|bluesky|mastodon|threads|youtube|spotify|roblox|"
    "minecraft|battle.net|epic|riot|lichess|strava|duolingo|letterboxd|goodreads|linkedin|"
    "handle|gamer|gamertag|username|user name|login|log in|logs in|log-in|screen name|nickname|"
    "alias|profile|account|登录|登入|账号|帐号|账户|用户名|昵称|网名|微信|微博|抖音|快手|小红书|"
    "b站|哔哩|知乎|豆瓣|贴吧|游戏|qq|id|collaborator|协作者|repo|仓库"
)
_CTX_CUE = lazy_re(
    r"(?i)(?<![A-Za-z])(?:steam|discord|reddit|xbox|psn|playstation|twitch|github|gitlab|gitee|"
    r"twitter|instagram|tiktok|telegram|slack|snapchat|bluesky|mastodon|threads|youtube|"
    r"spotify|roblox|minecraft|battle\.net|epic\sgames|riot|lichess|strava|duolingo|"
    r"letterboxd|goodreads|handle|gamer\s?tag|user\s?name|log(?:s|ged)?[\s\-]?in(?:to)?|screen\s?name|"
    r"nick\s?name|alias|profile|account|(?:game|player|in-game|user)\s?id|collaborators?|repo)(?![A-Za-z])"
    r"|登录|登入|账号|帐号|账户|用户名|昵称|网名|微信号?|微博|抖音|快手|小红书|[Bb]站|哔哩哔哩|知乎|豆瓣|"
    r"贴吧|游戏\s?ID|游戏\s?id|QQ号?|协作者|仓库|的\s?ID|ID\s?[是为]"
)
#: where a match of ``_CTX_CUE`` starts (see ``_matches_at``): an ASCII cue's first word
#: after a non-letter (under ``(?i)`` a letter of ``text`` is one of ``low``), or a CJK cue
#: ("[Bb]站", "QQ号?", "ID\s?[是为]" as in ``low``)
_CTX_CUE_START = lazy_re(
    r"(?<![a-z])(?:steam|discord|reddit|xbox|psn|playstation|twitch|github|gitlab|gitee|twitter|"
    r"instagram|tiktok|telegram|slack|snapchat|bluesky|mastodon|threads|youtube|spotify|roblox|"
    r"minecraft|battle|epic|riot|lichess|strava|duolingo|letterboxd|goodreads|handle|gamer|user|"
    r"log|screen|nick|alias|profile|account|game|player|in-game|collaborator|repo)"
    r"|登录|登入|账号|帐号|账户|用户名|昵称|网名|微信|微博|抖音|快手|小红书|b站|哔哩哔哩|知乎|豆瓣|"
    r"贴吧|游戏|qq|协作者|仓库|的|id"
)
#: a token, maybe wrapped in quotes or brackets
_CTX_TOKEN = lazy_re(
    r"(?<![A-Za-z0-9_.\-@/:#%&=+~$\\])[\"'`“‘「『《【(（<\[]?@?(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}"
    r"[A-Za-z0-9])[\"'`”’」』》】)）>\]]?(?![A-Za-z0-9_@/\\]|[.\-][A-Za-z0-9]|\(|\s?[:：=](?![()DPp]))"
)
#: not at a question mark: "what's my Steam name? I think x" answers in the next clause
_SENTENCE = re.compile(r"[.!;；\n](?:\s|$)|\n|[。！；]")
_HOST_WORDS = frozenset(
    _words("srv svr db web app node host vm prod dev stg test api k8s worker server box pc "
           "laptop desktop ubuntu debian centos win macos ios android gpu cpu rtx gtx ps xbox "
           "iphone ipad pixel galaxy python java node js ts php ruby perl vue react")
)
_VERSIONED = re.compile(r"[._\-][a-z]\d{1,3}$|^v\d")
_NUM_HANDLE = re.compile(r"([a-z][a-z._\-]{1,20}?)[._\-]?\d{1,6}(?:[._\-]\d{1,6})?")
_WORDS_NUM = re.compile(r"([a-z]{3,12})_([a-z]{3,12})(\d{1,4})")
_NAME_TAG = re.compile(r"([a-z]{3,12})-([a-z]{2,8})")
_TAG_WORDS = frozenset(
    _words("dev draws makes runs codes writes reads cooks plays bakes art design photo builds")
)


def _context_handle(v: str) -> bool:  # noqa: PLR0911 - one shape each
    """A token shaped like an account name: a name-made handle ("xyifan4780", "jonesj3",
    "dsaunders"), two words and a number ("lantern_thistle26"), a name and a tag
    ("philip-dev")."""
    if v.lower() in _LABEL_VOCAB or v.lower() in _PLATFORM_WORDS or v.lower() in _U_COMMON:
        return False
    if v != v.lower():
        return False
    if v.isalpha() and len(v) < 8 and zipf(v) >= 3.0:
        return False  # a common word ("the", "account"): cheap, before the name lists
    if _VERSIONED.search(v):
        return False  # "settings_v2", "api_v1": a version
    if _WORDS_NUM.fullmatch(v):
        return True
    d = _NUM_HANDLE.fullmatch(v)
    if d is not None:  # letters and a number: "xmengqi2562", "lisa71_401", "yqin58"
        parts = [p for p in _JOIN.split(d.group(1)) if p]
        if any(p in _HOST_WORDS for p in parts):
            return False  # "node01", "srv02": a host
        head = "".join(parts)
        if (
            not any(len(p) >= 3 and zipf(p) >= 3.0 and not _name_part(p) for p in parts)
            and len(head) >= 3
            and (zipf(head) < 2.5 or (_name_part(head) and zipf(head) < 4.5))
        ):
            return True  # not "chapter12", "us-east-1"
    m = _NAME_TAG.fullmatch(v)
    if m is not None and m.group(2) in _TAG_WORDS:
        return m.group(1) in _loose_names() or _pinyin_name(m.group(1))  # "philip-dev"
    parts = [p for p in _JOIN.split(v) if p]
    if len(parts) > 1 and all(zipf(p) >= 3.0 for p in parts):
        return False  # "cache_key", "billing-service": words joined, an identifier
    # letters alone: a name in English spelling ("dsaunders"), not any pinyin-like word
    return name_shaped(v, not v.isalpha())


#: round 6: the prefixes and tags handles are built with ("mr_", "the", "its", "im", "real";
#: "_dev", ".x", "_official", "-codes", a city tag "_hk"), and a dot set inside a name
#: ("cryst.alcruz"): what is left must still be shaped like a handle
_AFFIXED = re.compile(
    r"(?:(?:mr|ms|dr|the|its|im|iam|real|xiao|dark|lil|big|just|hey|mx)(?P<sep>_?))?"
    r"(?P<core>[a-z][a-z0-9.]{2,38}?)"
    r"(?P<tag>[._\-](?:x|xo|dev|hk|sh|bj|sz|gz|tw|cn|us|uk|official|codes|code|real|tv|yt|gg|jr|hq|"
    r"art|music|games?|plays?|photo|writes|design)|_\d{1,4})?"
)
_ONE_DOT = re.compile(r"[a-z]{2,}\.[a-z]{2,}\d{0,6}")


def _affixed_handle(v: str) -> bool:
    """``_context_handle`` widened to handles built with a prefix, a tag or an inner dot."""
    if _context_handle(v):
        return True
    if v != v.lower() or len(v) < 5:
        return False
    m = _AFFIXED.fullmatch(v)
    if m is None:
        return False
    core = m.group("core")
    if core == v and not _ONE_DOT.fullmatch(v):
        return False
    if _ONE_DOT.fullmatch(core):
        core = core.replace(".", "")
    elif "." in core:
        return False
    return len(core) >= 4 and core not in _U_COMMON and _context_handle(core)


class _ContextHandles:
    name = "username_context"
    category = Category.USERNAME
    needs = Needs(groups=(_CTX_LITS,), run=4)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        at = _matches_at(resolve(_CTX_CUE), resolve(_CTX_CUE_START), text, norm.low)
        cues = [m.span() for m in at]
        if not cues:
            return
        seen: set[int] = set()
        tok = resolve(_CTX_TOKEN)
        for cs, ce in cues:
            # the cue's sentence, at most 62 characters either side of the cue
            a = max(0, cs - 62)
            b = min(len(text), ce + 62)
            for cut in _SENTENCE.finditer(text, a, cs):
                a = cut.end()
            cut2 = _SENTENCE.search(text, ce, b)
            if cut2 is not None:
                b = cut2.start()
            for m in tok.finditer(text, a, b):
                s, e = m.span("v")
                if s in seen or (s < ce and e > cs):
                    continue
                seen.add(s)
                if any(x <= s < y for x, y in cues):
                    continue
                if _affixed_handle(m.group("v")):
                    f = norm.finding(self.category, s, e, 0.75, self.name)
                    if f is not None:
                        yield f


DETECTORS = (*DETECTORS, _ContextHandles())


# --- round 8: a handle as the subject or object of a developer or chat verb in either
# language ("kbyrne pushed the hotfix", "commit 是 X 从 fork push 的", "ping一下X",
# "reviewer加X", "X是owner"), an account label in front of or behind a value in any case
# ("cc login CHARLIE_ROBERTS", "X <- login", "X←这个是 user 的 login", "【账号】LINMIN"),
# a label glued to an @handle ("confirmusername@qwalsh"), and a chat user's own account
# ("the jira login they gave me is X", "is X still my insta name", "X 还是我的 x id 吗") ----
_T8 = r"@?(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])(?![A-Za-z0-9_\-@])"
_T8_LEFT = r"(?<![A-Za-z0-9_.\-@/#$%&*+=])"
#: the account nouns a label uses, in either language
_ACCT8 = (
    r"(?=[hlusnagHLUSNAG账帐用登微昵网])(?:(?i:(?<![A-Za-z])(?:handle|log-?in(?:\s?name|\s?id)?|user\s?(?:name|id)|username|"
    r"screen\s?name|nick(?:name)?|alias|gamertag|account\s?name|acct)(?![A-Za-z0-9_\-]))|"
    r"账号|帐号|账户名|用户名|登录名|登录账号|微信号|昵称|网名)"
)
#: the subject of a developer verb ("X pushed", "X opened the PR", "X force-pushed")
_DEV_SUBJ = lazy_re(
    _T8_LEFT + _T8 + r"\s(?:just\s|already\s|has\s|had\s)?(?:pushed|force-pushed|merged|committed|"
    r"rebased|reverted|approved|opened|reopened|closed|forked|cherry-picked|tagged|deployed|"
    r"authored|requested|reviewed|commented)(?![A-Za-z])"
)
#: the subject of a Chinese developer predicate ("X从fork推上来的", "X是owner", "X push的")
_DEV_SUBJ_ZH = lazy_re(
    _T8_LEFT + _T8 + r"\s?(?:从\s?(?:fork|他的|她的|自己的|个人|(?i:branch))|"
    r"(?:是|当|做|为)\s?(?:这个\s?)?(?:(?i:owner|reviewer|maintainer|assignee|approver|author|"
    r"admin|oncall|on-call)(?![A-Za-z])|作者|负责人|维护者|维护人|审核人|管理员|群主|值班)|"
    r"(?:(?i:push|merge|commit|revert)|推|提|合|开)的)"
)
#: a chat or review verb whose object is a person ("ping一下X", "reviewer加X", "cc X")
_DEV_OBJ = lazy_re(
    r"(?:(?i:(?<![A-Za-z])(?:ping|cc|assign(?:ed)?(?:\sto)?|reviewers?\s?(?:加上?|add|[:：=])|"
    r"add\sreviewer|loop\sin|tag))|艾特|抄送|指派给|分配给|转给|加\s?(?i:reviewer))"
    r"\s?(?:一下|下)?\s{0,2}" + _T8_LEFT + _T8
)
#: a label right before a value in any case, wrapped or not ("cc login X", "【账号】X")
_ACCT_BEFORE = lazy_re(
    _ACCT8 + r"(?:[\s*`'\"“”「」【】\[\]()（）:：=]{0,6}|\s(?:is|was)\s)" + _T8_LEFT + _T8
)
#: a value, then an arrow or 是 and a label ("X <- login", "X←这个是 user 的 login")
_ACCT_AFTER = lazy_re(
    _T8_LEFT + _T8 + r"[`'\"]?\s{0,2}(?:<-|←|是|is)\s{0,2}"
    r"(?:(?:这个是|这是|我的|my|the|user|用户|的)\s{0,2}){0,4}" + _ACCT8
)
#: ``_ACCT_AFTER`` from its arrow or "是"/"is" on: a text without it has no match (searched
#: first: it starts at "<-", "←", "是", "is"; the whole pattern at every word)
_ACCT_AFTER_TAIL = lazy_re(
    r"(?:<-|←|是|is)\s{0,2}(?:(?:这个是|这是|我的|my|the|user|用户|的)\s{0,2}){0,4}" + _ACCT8
)
#: a label glued to an @handle ("confirmusername@qwalsh"): no domain after it
_ACCT_AT = lazy_re(
    r"(?i)(?:handle|login|user(?:name|id)?|id|账号|帐号|用户名)@(?P<v>[A-Za-z0-9_]{2,38})"
    r"(?![A-Za-z0-9_.\-@])"
)
#: "the jira login they gave me is X", "my x id is X": a label, a few words, is, a value
_ACCT_IS = lazy_re(
    r"(?i)(?<![A-Za-z])(?:log-?in|user\s?name|username|handle|user\s?id|id|account)"
    r"(?:\s[a-z']{1,12}){0,4}?\s(?:is|was)\s" + _T8
)
#: "is X still my insta name", "X 还是我的 x id 吗": a value, then the owner's account noun
_MINE_AFTER = lazy_re(
    _T8_LEFT
    + _T8
    + r"\s{0,2}(?:(?i:still|is|was)\s|还是|仍然是|仍是|是|就是)\s{0,2}(?i:my\s|我的\s?)"
    r"(?:[A-Za-z]{1,10}\s?)?(?i:name|id|handle|user\s?name|login|account|账号|帐号|名字|用户名)"
    r"(?![A-Za-z])"
)
#: "提交是X从fork推上来的", "commit 是 X 提的": who made a change
_COMMIT_IS = lazy_re(
    r"(?:(?i:(?<![A-Za-z])(?:commit|pr|mr|patch|branch|change))|提交|补丁|分支|改动)\s?是\s?"
    + _T8_LEFT + _T8 + r"\s?(?:从|在|用|(?i:push|merge|commit)|推|提|合|开|写|改)"
)
_ZH_ROLE8 = (
    "从", "owner", "reviewer", "maintainer", "assignee", "approver", "author", "admin", "oncall",
    "on-call", "作者", "负责人", "维护", "审核人", "管理员", "群主", "值班", "push", "merge",
    "commit", "revert", "推的", "提的", "合的", "开的",
)
_ACCT8_LITS = (
    "handle", "log", "user", "screen", "nick", "alias", "gamertag", "account", "acct", "账号",
    "帐号", "账户", "用户名", "登录", "微信号", "昵称", "网名",
)
_MINE_NOUNS = ("name", "id", "handle", "login", "account", "账号", "帐号", "名字", "用户名")
_CHANGE_NOUNS = ("commit", "pr", "mr", "patch", "branch", "change", "提交", "补丁", "分支", "改动")


#: each pattern, the literal groups its matches hold (all of them), and whether a label
#: cues it
_R8_SPEC = (
    (_DEV_SUBJ, (("push", "merged", "commit", "rebase", "revert", "approved", "opened",
                  "closed", "forked", "cherry", "tagged", "deployed", "authored",
                  "requested", "reviewed", "commented"),), False),
    (_DEV_SUBJ_ZH, (_ZH_ROLE8,), False),
    (_DEV_OBJ, (("ping", "cc", "assign", "reviewer", "loop", "tag", "艾特", "抄送", "指派给",
                 "分配给", "转给"),), False),
    (_ACCT_BEFORE, (_ACCT8_LITS,), True),
    (_ACCT_AFTER, (_ACCT8_LITS,), True),
    (_ACCT_AT, (("@",),), True),
    (_ACCT_IS, (("log", "user", "handle", "id ", "account"),), False),
    (_MINE_AFTER, (("my ", "我的"), _MINE_NOUNS), True),
    (_COMMIT_IS, (("是",), _CHANGE_NOUNS), True),
)  # fmt: skip
#: the patterns' gates in one Aho–Corasick pass
_R8_GATES = _Gates(gates for _, gates, _ in _R8_SPEC)
_R8_RX = tuple(
    (rx, need, cued) for (rx, _, cued), need in zip(_R8_SPEC, _R8_GATES.masks, strict=True)
)
#: every regex needs an account label, a developer verb or role, or "my"/"我的"
_R8_LITS = tuple(
    sorted(
        {
            *_ZH_ROLE8, *_ACCT8_LITS, "push", "merged", "commit", "rebase", "revert", "approved",
            "opened", "closed", "forked", "cherry", "tagged", "deployed", "authored", "requested",
            "reviewed", "commented", "ping", "cc", "assign", "reviewer", "loop", "tag", "艾特",
            "抄送", "指派给", "分配给", "转给", "id ", "id@", "my ", "我的", "提交", "补丁", "分支",
            "改动", "pr是", "pr 是", "mr是", "mr 是", "patch", "branch", "change",
        }
    )
)


def _person_handle(v: str, zh: bool) -> bool:
    """A handle built from a person's name, in lowercase or all capitals ("kbyrne",
    "JOSEMILLS", "YANG13", "jun73_dev"); a Title-case word is a name or a firm, not this."""
    if v[:1].isupper() and not v.isupper():
        return False
    low = v.lower()
    if low in _SYSTEM_USERS or low in _LABEL_VOCAB or not _shape_ok(low, False):
        return False
    if name_shaped(low, zh):
        return True
    head = _HEAD_SPLIT.split(low, maxsplit=1)[0]
    return (
        handle_shaped(low)
        and len(head) >= 2
        and (_name_part(head) or bool(_pinyin_parts(head, 3)) or _pinyin_name(head))
    )


def _cued_handle(v: str, zh: bool) -> bool:
    """After an account label: any handle-shaped value in any case, not a word or label."""
    low = v.lower()
    if low in _SYSTEM_USERS or low in _LABEL_VOCAB or not _shape_ok(low, False):
        return False
    if v[:1].isupper() and v[1:].islower() and v.isalpha():
        return False  # "Handle Carefully", "Login Required"
    if _person_handle(v, zh) or handle_shaped(low):
        return True
    parts = [p for p in _JOIN.split(low) if p]
    if len(parts) > 1 and any(len(p) >= 4 and _person_handle(p, zh) for p in parts):
        return True  # "kpatrick.official"
    return _coined(v)


def _coined(v: str) -> bool:
    """Letters of one case that are no word at all ("gyoung", "WILSONMARIA")."""
    return (v.islower() or v.isupper()) and v.isalpha() and len(v) >= 5 and zipf(v.lower()) == 0


class _DevChatHandles:
    """Handles as the subject or object of developer and chat verbs, next to an account
    label in any case, and named as the user's own account."""

    name = "username_r8"
    category = Category.USERNAME
    needs = Needs(groups=(_R8_LITS,), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        zh = bool(norm.flags & CJK)
        found = _R8_GATES.found(norm.low)
        for rx, need, cued in _R8_RX:
            if found & need != need:
                continue
            if rx is _ACCT_AFTER and resolve(_ACCT_AFTER_TAIL).search(text) is None:
                continue
            for m in resolve(rx).finditer(text):
                v = m.group("v")
                if rx is _ACCT_IS:
                    ok = _person_handle(v, zh) or _coined(v)
                else:
                    ok = _cued_handle(v, zh) if cued else _person_handle(v, zh)
                if not ok:
                    continue
                f = norm.finding(self.category, m.start("v"), m.end("v"), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _DevChatHandles())


# --- round 9: a handle in brackets right after a platform or account label, in any
# bracket style ("GitHub ID（X）", "Steam ID [X]", "username (X)", "账号【X】"), and a handle
# with leading or trailing underscores ("wei96_", "_markgarcia", "__kpatel__"): the
# underscores are part of the handle, its core is judged by every handle detector ---------
_R9_PLATFORMS = (
    r"github|gitlab|gitee|bitbucket|steam|xbox|psn|playstation|epic(?:\sgames)?|nintendo|"
    r"switch|battle\.?net|riot|discord|twitter|instagram|ig|reddit|telegram|tg|slack|skype|"
    r"twitch|youtube|tiktok|douyin|bilibili|weibo|wechat|weixin|qq|line|kakao|snapchat|"
    r"linkedin|roblox|minecraft|lichess|leetcode|codeforces|kaggle|npm|pypi|docker(?:\s?hub)?|"
    r"figma|dribbble|behance|medium|mastodon|bluesky|threads|spotify|soundcloud|facebook|"
    r"hacker\snews|stack\s?overflow|jira|confluence|zoom|teams|dingtalk|feishu|lark|"
    r"微博|抖音|快手|小红书|知乎|豆瓣|b站|微信|钉钉|飞书|贴吧|淘宝|闲鱼"
)
_R9_ACCT = (
    r"id|handle|user\s?name|user\s?id|user|account|acct|name|tag|profile|login|nick(?:name)?|"
    r"账号|帐号|用户名|昵称|号|名"
)
_R9_BRACKET = re.compile(
    r"(?i)(?<![A-Za-z0-9_])(?:(?:" + _R9_PLATFORMS + r")[ \t]?(?:" + _R9_ACCT + r")"
    r"|user\s?name|user\s?id|handle|log-?in(?:\s?(?:name|id))?|screen\s?name|nick\s?name|"
    r"gamer\s?tag|alias|account\s?name|账号|帐号|用户名|昵称|网名|登录名|登录账号|用户ID)"
    r"[ \t\u3000]{0,2}[(\[（【「『<《〈][ \t]{0,2}@?"
    r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_])[ \t]{0,2}[)\]）】」』>》〉]"
)
_R9_BRACKET_LITS = lits("(|[|（|【|「|『|<|《|〈")
#: the account word every cue holds: a platform's ``_R9_ACCT`` or a label ("log-in",
#: "screen name", "gamer tag", "网名", "登录账号", "用户ID" hold "log", "name", "tag", "名", "号",
#: "id"; "账号"/"帐号" hold "号")
_R9_ACCT_LITS = lits("id|handle|user|account|acct|name|tag|profile|log|nick|alias|昵称|号|名")
#: a token with underscores at an edge, not code: "wei96_", "_markgarcia"
_AFFIX_HINT = re.compile(r"[A-Za-z0-9]_|_[A-Za-z0-9]")
_R9_AFFIXED = re.compile(
    r"(?<![\w.\-@/\\$#])(?P<l>_{0,2})(?P<c>[A-Za-z0-9](?:[A-Za-z0-9_.\-]{0,36}[A-Za-z0-9])?)"
    r"(?P<r>_{0,2})(?![\w\-@(\[=.]|\.\w)"
)


class _BracketHandles:
    name = "username_bracket"
    category = Category.USERNAME
    needs = Needs(groups=(_R9_BRACKET_LITS, _R9_ACCT_LITS), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        zh = bool(norm.flags & CJK)
        for m in _R9_BRACKET.finditer(norm.text):
            v = m.group("v")
            core = v.strip("_")
            if len(core) < 3 or not (core[0].isalpha() or (core.isdigit() and len(core) >= 5)):
                continue  # "Steam ID (64-bit)": a size, not an account
            if not (core.isdigit() or _cued_handle(core, zh) or _strong4(core)):
                continue
            f = norm.finding(self.category, m.start("v"), m.end("v"), 0.8, self.name)
            if f is not None:
                yield f


class _AffixedHandles:
    name = "username_affixed"
    category = Category.USERNAME
    #: an affix touches an ASCII letter or digit (not the blanked "[____]" of a placeholder)
    needs = Needs(groups=(("_",),), run=4, check=lambda n: _AFFIX_HINT.search(n.text) is not None)

    def __init__(self, others: tuple[Detector, ...]) -> None:
        self._others = tuple(d for d in others if d.category is Category.USERNAME)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        from ..normalize import normalize

        text = norm.text
        spans: list[tuple[int, int, int, int]] = []  # token start, core start, core end, end
        for m in _R9_AFFIXED.finditer(text):
            ls, rs = m.group("l"), m.group("r")
            if not (ls or rs) or (len(ls) == 2 and len(rs) == 2 and m.group("c").islower()):
                continue  # no affix; a dunder name ("__init__")
            if len(m.group("c")) < 3:
                continue
            spans.append((m.start(), m.start("c"), m.end("c"), m.end()))
        if not spans:
            return
        # the text without the affixes, and where each of its characters came from
        parts: list[str] = []
        back: list[int] = []
        pos = 0
        for a, cs, ce, b in spans:
            parts.append(text[pos:a])
            back.extend(range(pos, a))
            parts.append(text[cs:ce])
            back.extend(range(cs, ce))
            pos = b
        parts.append(text[pos:])
        back.extend(range(pos, len(text)))
        back.append(len(text))
        sub = normalize("".join(parts))
        for d in self._others:
            for f in d.find(sub):
                s, e = back[f.start], back[f.end - 1] + 1
                for a, cs, ce, b in spans:
                    if cs <= s and e <= ce:
                        g = norm.finding(self.category, a, b, f.confidence, self.name)
                        if g is not None:
                            yield g
                        break


DETECTORS = (*DETECTORS, _BracketHandles(), _AffixedHandles(DETECTORS))


# --- round 9b: a whole text that is only a name-built handle, wrapped in any quotes or
# brackets ('"gsilva_53"', '「uchapman」', "`kray_50` — that's me"); a handle as the object
# of a verb that hands something to, looks up, or names a person, in either language
# ("reassign the ticket to X", "hand the case over to X", "search for X", "ticket assign 给 X",
# "forum 上搜 X 就能找到我", "共享盘的所有者是 X") ----------------------------------------
_W9 = r"[\"'`“”‘’「」『』《》【】()\[\]<>（）〈〉]"
#: a tiny tail after a lone value ("— that's me", "就是我")
_TAIL9 = (
    r"(?:[ \t]{0,2}(?:[—–\-:,，：][ \t]{0,2})?(?:(?i:that'?s\s(?:me|us|mine|him|her)|"
    r"it'?s\s(?:me|mine)|(?:is\s)?mine|me)|就是我|是我|我的))?"
)
_LONE9 = re.compile(
    r"\A\s{0,4}" + _W9 + r"{0,2}[ \t]{0,2}@?(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_])"
    r"[ \t]{0,2}" + _W9 + r"{0,2}" + _TAIL9 + r"[ \t]{0,2}[.。!！]?\s{0,4}\Z"
)
_VERB9_EN = lazy_re(
    r"(?i)(?<![A-Za-z])(?:(?P<p>(?:re-?)?assign(?:ed|ing|s)?|hand(?:ed|ing|s)?|"
    r"transfer(?:red|ring|s)?|forward(?:ed|ing|s)?|escalat(?:e|ed|es|ing)|"
    r"delegat(?:e|ed|es|ing)|(?:re)?allocat(?:e|ed))|pass(?:ed|es|ing)?|rout(?:e|ed|es|ing)|"
    r"give|gave|given|send|sent|move[ds]?|bump(?:ed)?|kick(?:ed)?|punt(?:ed)?|push(?:ed)?|"
    r"redirect(?:ed)?)"
    r"(?:\s[A-Za-z'’#\-]{1,15}|\s#?\d{1,8}){0,4}?\s(?:(?:over|off|back|across|along)\s)?"
    r"to\s" + _T8_LEFT + _T8
)
_LOOKUP9_EN = lazy_re(
    r"(?i)(?<![A-Za-z])(?:search(?:ed|ing)?(?:\s(?:for|on))?|look(?:ed|ing)?\s(?:me\s)?up|"
    r"look\sfor|find|follow(?:ed)?|dm(?:'d|ed)?|message[ds]?|mention(?:ed)?|cc(?:'d|ed)?|bcc|"
    r"ping(?:ed)?|invite[ds]?|friend|add(?:ed)?\sme\sas|owned\sby|created\sby|owner\sis|"
    r"assignee\sis|belongs\sto)\s(?:me\s)?(?:(?:as|for)\s)?" + _T8_LEFT + _T8
)
_VERB9_ZH = lazy_re(
    r"(?:(?P<lk>(?<![检调审排备核抽复巡])(?:搜索?一?下?|查一?下?|找)|关注)|(?P<p>转给|交给|派给|"
    r"指派给|分配给|分给|指给|移交给?|转交给?|(?i:assign)\s?给|"
    r"(?:所有者|拥有者|持有人|创建者|创建人|负责人|管理员|发起人|提交人|作者|(?i:owner|creator|"
    r"author|assignee|reporter))\s?(?:是|为|[:：=]))|给|私信|艾特)"
    r"\s{0,2}" + _T8_LEFT + _T8
)
#: after a looked-up value: it finds the writer ("就能找到我", "that's me")
_FINDS_ME9 = re.compile(
    r"(?i).{0,12}?(?:找到我|找得到我|搜到我|是我|find\sme|(?:that|it)(?:'s|’s|\sis)\sme)"
)
_VERB9_LITS = lits(
    "assign|hand|pass|transfer|forward|escalat|rout|delegat|give|gave|send|sent|move|bump|kick|"
    "punt|push|allocat|redirect|search|look|find|follow|dm|messag|mention|cc|ping|invit|friend|"
    "add|owned|created|owner|assignee|belongs|给|搜|查|找|关注|私信|艾特|所有者|拥有者|持有人|"
    "创建|负责人|管理员|发起人|提交人|作者|creator|author|reporter|移交|转交"
)


#: a tag after a name in a handle ("weiming_cn", "hfu.dev")
_TAGS9 = frozenset(
    _words("cn dev official real x xx hq jp uk us tw hk io codes art writes official online")
)


_LOOKUP9_LITS = lits(
    "search|look|find|follow|dm|messag|mention|cc|bcc|ping|invit|friend|add|owned|created|"
    "owner|assignee|belongs"
)


_ROLE9_LITS = lits("owner|creator|author|assignee|reporter")


def _short9(norm: NormalizedText) -> bool:
    return len(norm.text) <= 64 and _LONE9.match(norm.text) is not None


#: a tool or a role named by an English agent noun ("给 summariser 用", "hand it to the
#: tokenizer"): a coined word of this shape is no account
_AGENT_NOUN = re.compile(r"[a-z]{3,}(?:is|iz|ifi|ys|yz)(?:er|or)s?")


def _object9(v: str, zh: bool, coined: bool) -> bool:
    core = v.strip("_")
    if _AGENT_NOUN.fullmatch(core) is not None:
        return False
    return len(core) >= 3 and (
        _person_handle(core, zh) or _lone_handle(core) or (coined and _coined(core))
    )


class _LoneHandles:
    name = "username_lone"
    category = Category.USERNAME
    needs = Needs(run=3, check=_short9)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        m = _LONE9.match(norm.text)
        if m is None:
            return
        v = m.group("v")
        core = v.strip("_")
        zh = bool(norm.flags & CJK)
        if len(core) < 3 or _LONE_TECH.match(core.lower()) is not None:
            return  # "sha256", "utf8mb4": a technical term
        # a joined pair of words ("node_modules", "max_retries") is a name in code unless
        # digits make it an account ("gsilva_53")
        if any(c.isdigit() for c in core):
            ok = _person_handle(core, zh) or _lone_handle(core)
        else:
            parts = [p for p in _JOIN.split(core) if p]
            if len(parts) == 2 and parts[1].lower() in _TAGS9:
                ok = _person_handle(parts[0], zh)  # "weiming_cn", "kpatrick.official"
            else:
                ok = _person_handle("".join(parts), zh)  # "natalie.barnes", not "node_modules"
        if not ok:
            return
        f = norm.finding(self.category, m.start("v"), m.end("v"), 0.7, self.name)
        if f is not None:
            yield f


class _ObjectHandles:
    name = "username_object"
    category = Category.USERNAME
    needs = Needs(groups=(_VERB9_LITS,), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text, low = norm.text, norm.low
        zh = bool(norm.flags & CJK)
        rxs = []
        if " to " in low:
            rxs.append(_VERB9_EN)
        if _lookup9_any(low):
            rxs.append(_LOOKUP9_EN)
        if zh or _role9_any(low):
            rxs.append(_VERB9_ZH)
        for rx in rxs:
            for m in resolve(rx).finditer(text):
                # a word no dictionary knows is a handle only as a person's: handed to, or
                # looked up to find the writer ("检查 appid" looks up a setting)
                gd = m.groupdict()
                coined = gd.get("p") is not None or (
                    (rx is _LOOKUP9_EN or gd.get("lk") is not None)
                    and _FINDS_ME9.match(text, m.end()) is not None
                )
                if not _object9(m.group("v"), zh, coined):
                    continue
                f = norm.finding(self.category, m.start("v"), m.end("v"), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _LoneHandles(), _ObjectHandles())


# --- round 10: a handle after "@" in a URL path or an ssh target ("github.com/@bryan/x",
# "git@github.com:@rball/x", "ssh @dutao@host"); a quoted handle that is the subject of a
# system event ("`min.smith` again hit the rate limit", "“frank82” 这个 account 被锁了",
# "`simsluke`又触发了限流"); "account X 拥有…", "User account created: X", "任务是X建的" -----
_R10_HV = r"(?P<v>[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9])"
_R10_AT = re.compile(
    r"(?:(?i:[a-z0-9\-]+\.[a-z]{2,12})[/:]|(?i:(?<![A-Za-z])ssh)[ \t])@" + _R10_HV
    + r"(?=[/@: \t\n]|$)"
)
#: system-event words after a quoted subject (each one a prefilter literal below)
_R10_EVENTS = (
    "again", "hit", "trigger", "exceed", "locked", "banned", "suspended", "disabled", "owns",
    "又", "被锁", "被封", "被禁", "被停", "这个号", "这个账号", "这个 account", "這個", "触发",
    "拥有", "创建",
)
_R10_QUOTED = re.compile(
    r"(?:`(?P<a>[^`\s]{2,40})`|\"(?P<b>[^\"\s]{2,40})\"|“(?P<c>[^”\s]{2,40})”|'(?P<d>[^'\s]{2,40})'|"
    r"「(?P<e>[^」\s]{2,40})」)[ \t]{0,2}"
    r"(?:(?:[A-Za-z]{2,12}[ \t]){0,2}(?i:again|hit|triggered|exceeded|locked|banned|suspended|"
    r"disabled|owns)(?![A-Za-z])|又|被锁|被封|被禁|被停|这个号|这个账号|这个\saccount|這個|触发|拥有|创建)"
)
_R10_LABEL = re.compile(
    r"(?i:(?<![A-Za-z])(?:account|handle|username|login))"
    r"(?:[ \t]{1,2}(?i:created|added|removed|deleted|locked|disabled|enabled|renamed|"
    r"unlocked|expired))?(?:[ \t]{0,2}[:：][ \t]{0,2}|[ \t]{1,2})" + _R10_HV
    + r"(?=[ \t]{0,2}(?:[(（]|拥有|的|被|在|建|创建|提交|[)）]|$))"
)
_R10_MADE_VERBS = ("建", "创建", "提交", "发起", "改", "删", "部署", "触发", "跑", "开")
_R10_MADE = re.compile(
    r"是[ \t]{0,2}" + _R10_HV + r"[ \t]{0,2}(?:" + "|".join(_R10_MADE_VERBS) + ")的"
)
_R10_CDN = re.compile(r"(?i)(?:unpkg\.com|esm\.sh|skypack\.dev|jspm\.(?:io|dev)|deno\.land)/$")
#: runtimes, encodings and formats that take a number: not a person's handle
_R10_TECH = frozenset(
    """
    node python php java ubuntu debian centos win windows ios android gpt llama qwen int uint
    float sha base utf ecma net macos fedora rhel alpine jdk jre vue angular react redis mysql
    postgres pg oracle mongo kafka spark scala perl ruby rails dotnet
    """.split()  # noqa: SIM905
)


def _r10_numbered(v: str) -> bool:
    """A word with a two-digit tail ("frank82", "mark02"): a person's handle in a cued spot."""
    return bool(re.fullmatch(r"[a-z]{3,12}\d{2}", v)) and v[:-2] not in _R10_TECH


def _r10_label_ok(v: str, zh: bool) -> bool:
    return (_cued_handle(v, zh) or _r10_numbered(v)) and not (
        v.isalpha() and zipf(v.lower()) >= 3.0
    )


class _AtPathHandles:
    name = "handle_at_path"
    category = Category.USERNAME
    needs = Needs(groups=(("/@", ":@", "ssh @", "ssh\t@"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _R10_AT.finditer(text):
            v = m.group("v")
            if v.lower() in _SYSTEM_USERS or _R10_CDN.search(text, 0, m.start("v") - 1):
                continue  # "unpkg.com/@babel/core": a package scope on a CDN
            f = norm.finding(self.category, m.start("v") - 1, m.end("v"), 0.8, self.name)
            if f is not None:
                yield f


class _EventHandles:
    name = "handle_event_subject"
    category = Category.USERNAME
    needs = Needs(groups=(("`", '"', "“", "'", "「"), _R10_EVENTS), run=2)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        zh = bool(norm.flags & CJK)
        for m in _R10_QUOTED.finditer(text):
            g = next(k for k, x in m.groupdict().items() if x is not None)
            v = m.group(g)
            if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9]", v):
                continue
            if not _person_handle(v, zh) and not _r10_numbered(v):
                continue
            f = norm.finding(self.category, *m.span(g), 0.75, self.name)
            if f is not None:
                yield f


class _LabelHandles:
    name = "handle_label_r10"
    category = Category.USERNAME
    needs = Needs(groups=(lits("account|handle|username|login"),), run=2)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        zh = bool(norm.flags & CJK)
        for m in _R10_LABEL.finditer(text):
            if _r10_label_ok(m.group("v"), zh):
                f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
                if f is not None:
                    yield f


class _MadeHandles:
    name = "handle_made_by"
    category = Category.USERNAME
    needs = Needs(CJK, groups=(("是",), tuple(v + "的" for v in _R10_MADE_VERBS)))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _R10_MADE.finditer(text):
            if _r10_label_ok(m.group("v"), True):
                f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _AtPathHandles(), _EventHandles(), _LabelHandles(), _MadeHandles())


# --- round 13: a handle that holds Chinese characters ("秀赖496", "丽_harbor7") after any
# account cue (用户名是, 登录名为, 账号ID, user id, u/, git@github.com:, chown, 叫, 游戏ID); a
# handle after a platform's account noun with a note or a comma between ("Steam ID (vanity
# name) is X", "gamertag, X,", "B站昵称（用户名）是X", "论坛登录用的是X"); a handle as the
# subject of an account event with no label ("Locked out: X (5 failed attempts)",
# "账号被锁：X"); a quoted handle after an account noun ("home dir for account 'X'",
# "已为账号'X'创建主目录") ------------------------------------------------------------------
_R13_CJK = r"[\u4e00-\u9fff]"
#: a Chinese name part, then an underscore word or a number: the shape Faker's zh handles
#: take and people's too ("丽_harbor7", "建平_thistle92", "博陈996")
_R13_CJK_H = (
    _R13_CJK + r"{1,3}(?:_[A-Za-z][A-Za-z0-9]{1,20}(?:[_\-][A-Za-z0-9]{1,12})?|_?\d{2,6})"
)
_R13_ASCII_H = r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_]"
_R13_END = r"(?![A-Za-z0-9_\-@]|\.[A-Za-z0-9])"
#: platforms whose account noun cues a handle (names that are common words are left out)
_R13_PLAT_WORDS = (
    "github|gitlab|gitee|bitbucket|steam|xbox|psn|playstation|nintendo|battle.net|battlenet|"
    "discord|twitter|instagram|reddit|telegram|slack|skype|twitch|youtube|tiktok|douyin|"
    "bilibili|weibo|wechat|weixin|kakao|snapchat|linkedin|roblox|minecraft|lichess|leetcode|"
    "codeforces|kaggle|pypi|dockerhub|docker hub|figma|dribbble|behance|mastodon|bluesky|"
    "spotify|soundcloud|facebook|stackoverflow|stack overflow|hacker news|dingtalk|feishu|"
    "forum|微博|抖音|快手|小红书|知乎|豆瓣|b站|微信|钉钉|飞书|贴吧|淘宝|闲鱼|论坛|社区|游戏"
)
_R13_PLAT = "|".join(re.escape(w).replace("\\ ", "[ ]?") for w in _R13_PLAT_WORDS.split("|"))
_R13_NOUN = (
    r"gamer\s?tag|user\s?name|user\s?id|screen\s?name|nick\s?name|handle|log-?in(?:\s(?:name|id))?|"
    r"account\s(?:name|id)|vanity\s(?:name|url)|ign|in-game\sname|id|name|tag|username"
)
_R13_NOTE = r"(?:[ \t]{0,2}[(（][^()（）\n]{1,24}[)）])?"
_R13_SEP = (
    r"(?:[ \t]{0,2}(?:(?i:is|was)(?![A-Za-z])|=|:|：|是|为|為|叫|就是|用的是|[,，]|[—–]{1,2}|"
    r"-{1,2}(?=[ \t]))"
    r"[ \t]{0,2}"
    r"|[ \t]{1,2}|(?<=[\u4e00-\u9fff])|(?=[\"'“‘「`]))[\"'“‘「`]?"
)
#: an account cue (a label, a platform's account noun, a login verb, a path or a command)
_R13_TAIL = _R13_NOTE + _R13_SEP + r"@?(?P<v>" + _R13_CJK_H + "|" + _R13_ASCII_H + r")" + _R13_END
_R13_CUE = lazy_re(
    r"(?:(?i:(?<![A-Za-z0-9])(?:gamer ?tag|user ?name|user ?id|screen ?name|nick ?name|"
    r"login ?(?:name|id)|account ?(?:name|id)|log(?:s|ged)? ?in as|sign(?:s|ed)? in as|"
    r"vanity (?:name|url)|in-game name)(?![A-Za-z]))"
    r"|游戏ID|游戏id|游戏名|游戏昵称|用户名|登录名|登录账号|账号ID|账号id|账号名|用户ID|用户id|昵称|网名|"
    r"(?:论坛|社区|网站|系统|平台)?登[录入](?:时)?(?:用的是|用的|用)|"
    r"(?:" + _R9_PLATFORMS + r")(?:上|里)(?:的)?(?:名字|账号|ID|id|昵称)?(?:叫|是)|"
    r"(?:为|給|给|把|将|帮|替) ?(?i:user|account|acct|用户|账号|帐号)"
    r")" + _R13_TAIL
)
#: a platform's account noun ("Steam ID (vanity name) is X", "Xbox gamertag, X,")
_R13_PLAT_CUE = lazy_re(
    r"(?i:(?<![A-Za-z0-9])(?:" + _R13_PLAT + r")[ \t]?(?:" + _R13_NOUN + r")(?![A-Za-z]))"
    + _R13_TAIL
)
#: cues only a Chinese-character handle needs (an ASCII one has its own detectors there)
_R13_CJK_CUE = lazy_re(
    r"(?:(?i:(?<![A-Za-z0-9])(?:user|account|acct|login|handle|chown|chgrp|usermod|userdel|"
    r"useradd|passwd)(?![A-Za-z])[ \t]{1,2}(?:-[A-Za-z]{1,3}[ \t]{1,2})?)|"
    r"(?i:(?<![A-Za-z0-9])u/|(?:github\.com|gitlab\.com|gitee\.com|bitbucket\.org)[:/]|"
    r"/home/|/users/)|用户|账号|帐号|登录名?[是为]|(?P<weak>叫|是|为|[:：][ \t]{0,2}))"
    r"[\"'“‘「`]?(?P<v>" + _R13_CJK_H + r")" + _R13_END
)
#: an account event with the account alone after it
_R13_EVENT = lazy_re(
    r"(?:(?i:(?<![A-Za-z])(?:locked\sout|lock(?:ed)?|lockout|account\slocked|banned|suspended|"
    r"disabled|blocked|unlocked|deactivated|too\smany\s(?:failed\s)?(?:login\s)?attempts|"
    r"failed logins?|login fail(?:ed|ure)|auth(?:entication)? fail(?:ed|ure)))|"
    r"(?:账号|帐号|账户|用户)?(?:被锁定?|被封禁?|被禁用?|被冻结|已锁定|锁定|冻结|登录失败|已封禁|解锁))"
    r"[ \t]{0,2}(?:(?i:for|of|user|account)[ \t]{1,2})?[:：][ \t]{0,2}[\"'“‘「`]?"
    r"(?P<v>" + _R13_CJK_H + "|" + _R13_ASCII_H + r")" + _R13_END
)
#: the account before the event ("bgarner got locked out", "jing96 的账号被锁了")
_R13_EVENT_BEFORE = lazy_re(
    r"(?<![A-Za-z0-9_.\-@/])(?P<v>" + _R13_CJK_H + "|" + _R13_ASCII_H + r")" + _R13_END
    + r"(?:(?i:[ \t](?:was|got|has\sbeen|have\sbeen|is|gets|keeps\sgetting)"
    r"(?:\sjust|\sagain|\snow)?\s(?:locked\sout|locked|banned|suspended|deactivated)(?![A-Za-z]))|"
    r"[ \t]{0,2}(?:的)?(?:账号|帐号|账户)?(?:又|已经?)?(?:被锁|被封|被禁|被冻结|锁定了|冻结了))"
)
#: a quoted account after an account noun
_R13_QUOTED = lazy_re(
    r"(?:(?i:(?<![A-Za-z])(?:account|user(?:name)?|login|handle|acct))|账号|帐号|账户|用户名?|登录名)"
    r"[ \t]{0,2}[\"'“‘「`](?P<v>" + _R13_CJK_H + "|" + _R13_ASCII_H + r")[\"'”’」`]"
)
_R13_CUE_LITS = lits(
    "gamertag|gamer tag|username|user name|userid|user id|screen name|screenname|nickname|"
    "nick name|loginname|login name|loginid|login id|accountname|account name|accountid|"
    "account id|login as|log in as|logs in as|logsin as|logged in as|loggedin as|sign in as|"
    "signs in as|signed in as|vanity|in-game name|"
    "游戏|用户名|登录|登入|账号|用户id|昵称|网名|上叫|里叫|上是|里是|上的|里的|上名字|里名字|上id|里id|"
    "为user|为 user|給user|給 user|给user|给 user|把user|把 user|将user|将 user|帮user|帮 user|"
    "替user|替 user|为account|为 account|給account|給 account|给account|给 account|把account|"
    "把 account|将account|将 account|帮account|帮 account|替account|替 account|为acct|为 acct|"
    "给acct|给 acct|用户|帐号"
)
_R13_PLAT_LITS = tuple(sorted({w.split(" ")[0] for w in lits(_R13_PLAT_WORDS)}))
_R13_EVENT_LITS = lits(
    "lock|banned|suspended|disabled|blocked|deactivated|attempts|failed login|"
    "login fail|auth fail|authentication fail|被锁|被封|被禁|被冻结|锁定|冻结|登录失败|封禁|解锁"
)
_R13_QUOTE_LITS = ("'", '"', "“", "‘", "「", "`")
_R13_ACCT_LITS = lits("account|user|login|handle|acct|账号|帐号|账户|用户|登录名")


@cache
def _zh_name_chars() -> frozenset[str]:
    from .names import _load

    chars: set[str] = set()
    for fname in ("zh_surnames.txt", "zh_given_chars.txt"):
        for w in _load(fname):
            chars.update(w)
    return frozenset(chars)


#: a count's or a place's unit after a number: "用户共350人", "住在楼302室"
_R13_UNIT = frozenset(
    "人位个名次天年月日号楼层室分秒岁件条万千百元块台套间"
    "点时刻周期届级度米张本页路"
)
#: time words whose characters are also name characters ("用户凌晨12点半睡觉")
_R13_NOT_NAME = frozenset(
    ("凌晨", "清晨", "早晨", "早上", "上午", "中午", "下午", "傍晚", "晚上", "夜里", "半夜", "午夜",
     "今天", "明天", "昨天", "每天", "每晚", "每周", "周末", "平时", "当天", "今晚", "明晚")
)


def _r13_cjk(v: str, after: str = "") -> bool:
    """A handle with a Chinese name part: an underscore word, or two or three of a name's
    characters and a number ("博陈996"; not "楼302", "第12位" or "用户共350人")."""
    if "_" in v:
        return True
    core = v.rstrip("0123456789")
    if len(core) < 2 or after[:1] in _R13_UNIT or core in _R13_NOT_NAME:
        return False
    return all(c in _zh_name_chars() for c in core)


def _r13_ascii(v: str, zh: bool) -> bool:
    """After a strong account cue: a handle-shaped value, or any mix of letters with digits
    or joiners that is no word, version or number."""
    low = v.lower()
    if low in _SYSTEM_USERS or low in _LABEL_VOCAB or low in _LABEL_STOP:
        return False
    if _VERSION_LIKE.fullmatch(low) or (v.isalpha() and zipf(low) >= 3.0):
        return False
    if v[:1].isupper() and v[1:].islower() and v.isalpha():
        return False
    if _cued_handle(v, zh) or _r10_numbered(low):
        return True
    return (
        any(c.isalpha() for c in v)
        and (any(c.isdigit() for c in v) or any(c in "_.-" for c in v))
        and _shape_ok(low, False)
    )


def _r13_ok(v: str, zh: bool, after: str = "") -> bool:
    if re.match(_R13_CJK, v):
        return _r13_cjk(v, after)
    return _r13_ascii(v, zh)


class _Round13Cued:
    """A handle after an account cue, a platform noun or a login verb."""

    name = "username_r13_cued"
    category = Category.USERNAME
    needs = Needs(groups=(_R13_CUE_LITS,), run=3)
    rx: re.Pattern[str] = _R13_CUE

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        zh = bool(norm.flags & CJK)
        text = norm.text
        for m in resolve(self.rx).finditer(text):
            if _r13_ok(m.group("v"), zh, text[m.end() : m.end() + 1]):
                f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
                if f is not None:
                    yield f


#: a whole text that is only such a handle, in any wrapper, with a tiny tail ("「丽_harbor7」
#: 就是我")
_R13_CJK_LONE = re.compile(
    r"\A\s{0,4}" + _W9 + r"{0,2}[ \t]{0,2}@?(?P<v>" + _R13_CJK_H + r")(?![A-Za-z0-9_\-@])"
    r"[ \t]{0,2}" + _W9 + r"{0,2}" + _TAIL9 + r"[ \t]{0,2}[.。!！]?\s{0,4}\Z"
)
#: the prefilter: what ``_r13_cjk`` can accept (an underscore, or two name characters and
#: a number with no unit after it)
_R13_CJK_SHAPE = re.compile(
    _R13_CJK + r"_(?:[A-Za-z]|\d\d)|" + _R13_CJK + r"{2}\d{2,6}(?![\dA-Za-z_"
    + "".join(sorted(_R13_UNIT)) + "])"
)


class _Round13Platform(_Round13Cued):
    """A handle after a platform's account noun, a note or a comma between."""

    name = "username_r13_platform"
    needs = Needs(groups=(_R13_PLAT_LITS,), run=3)
    rx = _R13_PLAT_CUE


class _Round13Cjk:
    """A handle with Chinese characters after any account word, path or command."""

    name = "username_r13_cjk"
    category = Category.USERNAME
    needs = Needs(CJK, run=3, check=lambda n: _R13_CJK_SHAPE.search(n.text) is not None)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        lone = _R13_CJK_LONE.match(text) if len(text) <= 48 else None
        if lone is not None and _r13_cjk(lone.group("v")):
            v = lone.group("v")
            if "_" in v or len(v) - len(v.rstrip("0123456789")) >= 3:
                f = norm.finding(self.category, *lone.span("v"), 0.7, self.name)
                if f is not None:
                    yield f
                return
        for m in _R13_CJK_CUE.finditer(text):
            v = m.group("v")
            if m.group("weak") is not None and "_" not in v:
                continue  # "为第12位", "：楼302": a bare verb or colon cues only "名_word"
            if _r13_cjk(v, text[m.end() : m.end() + 1]):
                f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
                if f is not None:
                    yield f


class _Round13Event:
    """An account alone after an account event ("Locked out: X", "账号被锁：X")."""

    name = "username_r13_event"
    category = Category.USERNAME
    needs = Needs(groups=(_R13_EVENT_LITS,), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        zh = bool(norm.flags & CJK)
        text = norm.text
        hits = list(resolve(_R13_EVENT).finditer(text)) if ":" in text or "：" in text else []
        before = list(resolve(_R13_EVENT_BEFORE).finditer(text))
        for m in (*hits, *before):
            v = m.group("v")
            if re.match(_R13_CJK, v):
                ok = _r13_cjk(v, text[m.end("v") : m.end("v") + 1])
            elif m.re is not resolve(_R13_EVENT):
                # before the event, a subject in a sentence: a person's handle only
                ok = not v.isupper() and (
                    _person_handle(v, zh) or _r10_numbered(v) or _coined(v)
                )
            else:
                ok = _cued_handle(v, zh) or _r10_numbered(v)
            if ok and not (v.isalpha() and zipf(v.lower()) >= 3.0):
                f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
                if f is not None:
                    yield f


class _Round13Quoted:
    """A quoted handle right after an account noun ("for account 'X'", "账号'X'")."""

    name = "username_r13_quoted"
    category = Category.USERNAME
    needs = Needs(groups=(_R13_ACCT_LITS, _R13_QUOTE_LITS), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        zh = bool(norm.flags & CJK)
        for m in _R13_QUOTED.finditer(norm.text):
            if _r13_ok(m.group("v"), zh):
                f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (
    *DETECTORS,
    _Round13Cued(),
    _Round13Platform(),
    _Round13Cjk(),
    _Round13Event(),
    _Round13Quoted(),
)


# --- round 14: a value written first and named after it ("X ← backup disk", '"X" — mum',
# "(X) new one after reset", "[X] 身份证", "“X”——护照（…）"); a whole text that is one
# token of a personal shape; and one account among system accounts in a list
# ("accounts: admin, root, X, svc-api"). The category comes from the words after the value
# and, failing those, from the value's shape; versions, order numbers, dates and plain
# words stay untouched.
#: (a backtick marks code, never a personal value set apart: "`v2.14.24-rc.1` appears in …")
_ANN_PAIRS = {'"': '"', "'": "'", "“": "”", "‘": "’", "「": "」", "『": "』",
              "【": "】", "[": "]", "(": ")", "<": ">", "（": "）", "《": "》"}
_ANN_SEP = re.compile(r"[ \t]*(?P<s>←|<-{1,2}|—{1,2}|–|-{1,2}(?=[ \t])|:|：)?[ \t]*")
_ANN_DASH = re.compile(r"[ \t]*(?:←|<-{1,2}|——?|[ \t]–|[ \t]--?(?=[ \t]))")
_ID_TAIL = re.compile(
    r"(?i)passport|护照|护照号|身份证|(?<![a-z])(?:id\scard|identity|national\sid|driver'?s?\s"
    r"licen[cs]e|licen[cs]e\sno|ssn|social\ssecurity|national\sinsurance|nino|ni\sno|tax\sid|"
    r"tin|visa)(?![a-z])|驾照|驾驶证|社保|签证|通行证|居留"
)
_PHONE_TAIL = re.compile(
    r"(?i)(?<![a-z])(?:mum|mom|mommy|mother|dad|daddy|father|wife|husband|son|daughter|sis|"
    r"sister|bro|brother|aunt|auntie|uncle|gran|grandma|grandpa|nan|nana|boss|landlord|"
    r"landlady|plumber|electrician|doctor|dentist|gp|vet|nanny|sitter|babysitter|neighbou?r|"
    r"her|his|their|hers|home|work|office|mobile|cell|landline|phone|call|text|whatsapp|"
    r"signal|since)(?![a-z])|妈妈|妈|爸爸|爸|老婆|老公|儿子|女儿|姐姐|哥哥|弟弟|妹妹|奶奶|爷爷|"
    r"外婆|外公|阿姨|叔叔|老板|房东|医生|她的|他的|家里|手机|电话|号码|微信|新号|水管工|保姆"
)
_NOT_TAIL = re.compile(
    r"(?i)(?<![a-z])(?:order|invoice|ticket|issue|pr|build|version|release|tracking|"
    r"parcel|receipt|ref|case|po|sku|flight|room|gate|seat)(?![a-z])|订单|发票|工单|快递单|航班"
)
_LOGIN_TAIL = re.compile(
    r"(?i)(?<![a-z])(?:log-?in|logon|user(?:name)?|handle|uid|account|acct|screen\s?name|"
    r"nick(?:name)?)(?![a-z])|登录|登陆|用户名|账号|帐号|账户|昵称"
)
_ANN_DIGITS = re.compile(r"\+?\d[\d\- ]{5,18}\d")
_ANN_ID = re.compile(r"[A-Z]{0,3}\d{6,12}[A-Z]?|\d{3}-\d{2}-\d{4}")
_ANN_WORDS = re.compile(r"[a-z]{3,12}(?: [a-z]{3,12}){2,6}(?: \d{1,4})?")
_ANN_STOP = frozenset(_words("the a an to of for and or in on at with is are was be by it my "
                             "our your his her their this that from not"))


#: a category word on the left of the arrow or dash: "her login ← X"
_ANN_LABEL = re.compile(
    r"(?i)(?<![a-z])(?:log-?in|user(?:name)?|handle|uid|account|password|passphrase|pass|pin|"
    r"code|combo|phone|number|mobile|cell|passport|licen[cs]e)(?![a-z])"
)


def _ann_line(t: str) -> bool:
    t = t[:90].lstrip()
    return t[:1] in _ANN_PAIRS or "←" in t or "<-" in t or "—" in t or " – " in t or " -" in t


_ANN_NEXT = any_in(("←", "<-", "—", " – ", " -", "\n(", "\n[", '\n"', "\n“", "\n「", "\n【",
                    "\n'", "\n`", "\n<"))


def _ann_possible(norm: NormalizedText) -> bool:
    """A line opens with a wrapper, or has an arrow or a dash near its start."""
    t = norm.text
    return _ann_line(t) or ("\n" in t and _ANN_NEXT(t))


def _ann_password(v: str) -> bool:
    if _ANN_WORDS.fullmatch(v) is not None:
        return not any(w in _ANN_STOP for w in v.split())
    if strong_password(v) or _joined_words(v):
        return True
    return _lone_password(v)


def _joined_words(v: str) -> bool:
    """Three or more lowercase words joined by one of '.', '-', '_' and maybe a number."""
    w = v.lower()
    if v not in (w, v.upper()) and not all(p[:1].isupper() for p in re.split(r"[\-_.]", v)):
        return False  # one case, or every word capitalized: "MAPLE-RIVER-STONE-9"
    m = re.fullmatch(r"[a-z]{3,12}(?P<s>[\-_.])[a-z]{3,12}(?:(?P=s)[a-z]{3,12}){1,6}"
                     r"(?:(?P=s)\d{1,4})?", w)
    return m is not None and all(zipf(p) >= 1.5 for p in w.split(m.group("s")) if p.isalpha())


def _lone_password(v: str) -> bool:
    """Generated-looking: upper and lower case with a digit or a symbol, not a word."""
    if not (8 <= len(v) <= 64) or not v.isascii() or any(c in "=/\\:.,\"'" for c in v):
        return False
    lo = any(c.islower() for c in v)
    up = any(c.isupper() for c in v)
    dg = any(c.isdigit() for c in v)
    sy = any(c in "!@#$%^&*?~+()<>[]{}|" for c in v)
    if not (lo and up and (dg or sy)):
        return False
    if re.fullmatch(r"(?:[A-Z][a-z]+|[A-Z]+)+\d{0,4}", v) and all(
        zipf(w.lower()) >= 2.5 for w in re.findall(r"[A-Z]?[a-z]{2,}", v)
    ):
        return False  # CamelCase words and a number: "OAuthClient2", "MediumAquaMarine"
    return strong_password(v) or sy or sum(c.isupper() for c in v[1:]) >= 3


def _classify(v: str, tail: str, arrow: bool) -> Category | None:  # noqa: PLR0911
    if " " in v:
        return Category.PASSWORD if arrow and _ann_password(v) else None
    if _NOT_TAIL.search(tail) is not None:
        return None
    digits = sum(c.isdigit() for c in v)
    if _ID_TAIL.search(tail) is not None and _ANN_ID.fullmatch(v) is not None:
        return Category.GOVERNMENT_ID
    if re.fullmatch(r"\d{2,4}[\-/.]\d{1,2}[\-/.]\d{1,4}|\d{1,2}[\-/.]\d{1,2}[\-/.]\d{2,4}", v):
        return None  # a date
    if _ANN_DIGITS.fullmatch(v) is not None and 7 <= digits <= 15:
        if _PHONE_TAIL.search(tail) is not None:
            return Category.PHONE if not re.fullmatch(r"(?:19|20)\d{6}", v) else None
        if digits >= 9 and _lone_phone(re.sub(r"\D", "", v)):
            return Category.PHONE  # no phone word: a number a numbering plan allows
        return None
    if _LOGIN_TAIL.search(tail) is not None and _cued_handle(v, False):
        return Category.USERNAME
    if _ann_password(v):
        return Category.PASSWORD
    return None


class _Annotated:
    name = "annotated_value_r14"
    category = Category.PASSWORD
    needs = Needs(run=4, check=_ann_possible)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        if not _ann_possible(norm):
            return
        text = norm.text
        off = 0
        for line in text.split("\n"):
            if _ann_line(line):
                yield from self._line(norm, line, off)
            off += len(line) + 1

    def _line(  # noqa: PLR0912 - two directions
        self, norm: NormalizedText, line: str, off: int
    ) -> Iterator[Finding]:
        i = len(line) - len(line.lstrip())
        if i >= len(line):
            return
        close = _ANN_PAIRS.get(line[i])
        arrow = False
        if close is not None:
            j = line.find(close, i + 2, i + 70)
            if j < 0:
                return
            s, e = i + 1, j
            sep = _ANN_SEP.match(line, j + 1)
            assert sep is not None
            rest = sep.end()
            arrow = sep.group("s") is not None and sep.group("s")[:1] in "←<"
        else:
            m = _ANN_DASH.search(line, i, i + 70)
            if m is None:
                return
            s, e = i, m.start()
            arrow = "←" in m.group(0) or "<" in m.group(0)
            rest = m.end()
        v = line[s:e].strip()
        s = line.index(v, s) if v else s
        tail = line[rest:].strip()
        if not v or not tail or len(tail) > 80 or len(v) > 64:
            return
        if close is None and " " in v and _ANN_LABEL.search(v) is not None:
            # the other way round: "her login ← X", "mum — X"
            tok = tail.rstrip(".,;!。，；！").strip("\"'`“”‘’「」『』【】[]()<>（）")
            if tok and not any(c.isspace() for c in tok) and len(tok) <= 64:
                cat = _classify(tok, v.lower(), arrow)
                if cat is not None:
                    k = off + line.index(tok, rest)
                    f = norm.finding(cat, k, k + len(tok), 0.75, self.name)
                    if f is not None:
                        yield f
            return
        if (" " in v and not arrow) or any(c in v for c in "，。、\t"):
            return
        cat = _classify(v, tail.lower(), arrow)
        if cat is not None:
            f = norm.finding(cat, off + s, off + s + len(v), 0.75, self.name)
            if f is not None:
                yield f


_WRAPS = "\"'`“”‘’「」『』【】[]()<>（）《》"


def _one_token(norm: NormalizedText) -> bool:
    """The whole text is one ASCII token (a wrapper aside) and no "key=value"."""
    t = norm.text.strip()
    return (
        4 <= len(t) <= 66
        and t.strip(_WRAPS).isascii()
        and "=" not in t
        and not any(c.isspace() for c in t)
    )


def _joined_name(v: str) -> bool:
    """Two or three parts joined by '_', '-' or '.', one a person's name, not all of them
    common words: "ember_chenxi", "orbit-hulin"."""
    parts = re.split(r"[_.\-]", v)
    if not 2 <= len(parts) <= 3 or not all(p.isalpha() and len(p) >= 2 for p in parts):
        return False
    if all(zipf(p) >= 3.0 for p in parts):
        return False
    return any(len(p) >= 4 and (_pinyin_name(p) or name_shaped(p)) for p in parts)


def _lone_phone(t: str) -> bool:
    """A whole text of 10-15 digits is a phone number only when a numbering plan allows it
    (US, GB, CN, or after "+"), and never a barcode or ISBN (EAN-13 check digit), a Unix
    timestamp (10 digits from 1), a run like 1234567890 or a number of few distinct digits."""
    from .contact import _possible  # lazy: contact imports this module's neighbours

    digits = t.lstrip("+")
    if len(set(digits)) < 4 or digits in "01234567890123456789" or digits in "9876543210987":
        return False
    if len(digits) == 13 and ean13_ok(digits):
        return False
    if len(digits) == 10 and digits[0] == "1" and not t.startswith("+"):
        return False
    if t.startswith("+"):
        return _possible(t, None)
    return any(_possible(digits, region) for region in ("US", "GB", "CN"))


class _WholeToken:
    name = "whole_token_r14"
    category = Category.PASSWORD
    needs = Needs(run=4, check=_one_token)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        if not _one_token(norm):
            return
        text = norm.text
        t = text.strip()
        s = text.index(t)
        close = _ANN_PAIRS.get(t[0])
        if close is not None and t.endswith(close) and len(t) > 2:
            t, s = t[1:-1], s + 1
        cat: Category | None = None
        digits = sum(c.isdigit() for c in t)
        if close is not None and close in "\"'”’」』>" and re.fullmatch(
            r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}", t
        ):
            # a quoted hex value alone ("“86b389a3…”", "<f62618c8…>"): a key handed over,
            # where a bare digest stays untouched
            if digits < len(t) - 1:
                cat = Category.SECRET
        elif re.fullmatch(r"\+?\d{10,15}", t):
            cat = Category.PHONE if _lone_phone(t) else None
        elif digits == len(t):
            cat = None
        elif (
            t == t.lower()
            and sum(c.isalpha() for c in t) >= 5
            and re.fullmatch(r"[a-z]{1,5}\d+[a-z]{0,3}\d*", t) is None  # "sha256", "utf8"
            and (_affixed_handle(t) or name_shaped(t) or _joined_name(t))
        ):
            cat = Category.USERNAME
        elif _lone_password(t) or (len(t) >= 8 and _bare_password(t)):
            cat = Category.PASSWORD
        elif t[-1] in "!#$%&*?@" and _joined_words(t.rstrip("!#$%&*?@")):
            cat = Category.PASSWORD  # "star-worry-author!": joined words and a symbol
        if cat is not None:
            f = norm.finding(cat, s, s + len(t), 0.7, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Annotated(), _WholeToken())


# --- round 14: abbreviated account labels ("portal uid X", "user-id: X", 工号X, 学号X) and
# one person's account among system accounts in a list ("accounts: admin, root, X, svc-api")
_UID = lazy_re(
    r"(?i)(?:(?<![a-z])(?:uid|user[\s\-_]?id|usr|acct|login\s?id|member\s?id|staff\s?id)"
    r"|工号|员工号|学号|会员号|登录号)"
    r"(?:\s(?:on|for|at|in)\s(?:the\s)?[A-Za-z][\w\-]{0,20}(?:\s[A-Za-z][\w\-]{0,20})?)?"
    r"(?:\s(?:is|was|=))?"
    r"\s{0,2}[:：=#]?\s{0,2}[\"'`“(]?(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])(?![A-Za-z0-9_\-@])"
)
_UID_LITS = lits("uid|user id|userid|user-id|user_id|usr|acct|login id|member id|staff id|工号|"
                 "员工号|学号|会员号|登录号")
_SYS_ITEM = re.compile(r"(?i)(?:svc|bot|sys|srv|app|ci)[\-_][\w\-]+|[\w\-]+[\-_](?:svc|bot|sa)")
_LIST_ITEM = re.compile(r"(?:(?<=[,、:：])|^)[ \t]{0,2}([A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])"
                        r"[.。]?[ \t]*(?=[,、]|$)")


_OBJECT_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:dashboard|panel|folder|data\s?source|alert|rule|object|record|row|"
    r"document|item|entity|resource|node|pod|container|process|request|trace|span|message|"
    r"event|widget|template|workspace|chart|board|view|query)s?\s?$"
)


class _UidList:
    name = "username_uid_list_r14"
    category = Category.USERNAME
    needs = Needs(groups=((*_UID_LITS, "root", "admin"),), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        zh = bool(norm.flags & CJK)
        for m in resolve(_UID).finditer(text):
            v = m.group("v")
            if _OBJECT_BEFORE.search(text, max(0, m.start() - 14), m.start()) is not None:
                continue  # "Grafana dashboard uid affa25b": an object's id, not a user's
            if v.lower() not in _SYSTEM_USERS and _cued_handle(v, zh):
                f = norm.finding(self.category, m.start("v"), m.end("v"), 0.8, self.name)
                if f is not None:
                    yield f
        low = norm.low
        if ("root" in low or "admin" in low) and text.count(", ") + text.count("、") >= 2:
            items = [(m.group(1), m.start(1)) for m in _LIST_ITEM.finditer(text)]
            system = sum(v.lower() in _SYSTEM_USERS or _SYS_ITEM.fullmatch(v) is not None
                         for v, _ in items)
            if system < 2:
                return
            for v, s in items:
                if v.lower() in _SYSTEM_USERS or _SYS_ITEM.fullmatch(v) is not None:
                    continue
                if v == v.lower() and (_cued_handle(v, zh) or name_shaped(v, zh)):
                    f = norm.finding(self.category, s, s + len(v), 0.75, self.name)
                    if f is not None:
                        yield f


DETECTORS = (*DETECTORS, _UidList())


_lookup9_any = any_in(_LOOKUP9_LITS)
_role9_any = any_in(_ROLE9_LITS)


# --- round 16: a handle tagged with its platform in brackets ("srice (github)",
# "pgonzalez（微信号）", "kdoe [Discord]"), an ID label ("ID “bryce84”", "「ID：x」"), a
# Chinese account event ("devlaigang45上线了", "账户gwhite锁了"), an activity feed's author
# ("by ryanpugh in 3m", "by x · 2h ago"), package-owner commands ("npm owner add X") and
# "add me (on Discord) X" / "Discord 上 add 我 X".
_R16_PLATFORMS = (
    "github|gitlab|gitee|bitbucket|ig|insta|instagram|twitter|x|tg|telegram|wechat|weixin|wx|vx|"
    "discord|slack|teams|linkedin|reddit|tiktok|douyin|weibo|qq|steam|skype|snapchat|snap|threads|"
    "mastodon|bluesky|bsky|twitch|youtube|yt|fb|facebook|messenger|line|kakao|xbox|psn|npm|pypi|"
    "docker\\s?hub|hn|keybase|matrix|signal|whatsapp|zoom|dingtalk|feishu|lark|bilibili|zhihu|"
    "douban|xhs|handle|username|user\\s?name|user|login|account|acct|id|uid|nick|nickname|"
    "微信|微信号|抖音|微博|小红书|b站|知乎|豆瓣|钉钉|飞书|推特|脸书|领英|用户名|账号|帐号|账户|昵称|"
    "游戏id|游戏名|网名|id号"
)
_R16_HANDLE = r"[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9]"
#: the bracketed tag alone, found first; the handle is then read right before it
_R16_TAG_ONLY = re.compile(
    r"(?i)[(\[【]\s?(?:on\s)?(?:" + _R16_PLATFORMS + r")\s?(?:handle|id|账号|号)?\s?[)\]】]"
)
_R16_BEFORE = re.compile(
    r"(?<![A-Za-z0-9_.@/\-])(?P<v>" + _R16_HANDLE + r")[ \t]?\Z"
)
_R16_EVENT_ZH_ONLY = re.compile(
    r"\s?(?:上线了|下线了|上线|下线|掉线|离线|登录了|登陆了|刚登录|被封|被锁|锁了|被禁言|被踢|退群|进群|"
    r"入群了|加入了群|已注销|改名了)"
)
_R16_TAG_LITS = tuple(
    sorted({o + p.replace("\\s?", "") + c for p in _R16_PLATFORMS.split("|")
            for o in ("(", "[", "【", "( ", "(on ") for c in (")", "]", "】", " ")}
           | {"(" + p.replace("\\s?", " ") for p in ("docker\\s?hub", "user\\s?name")})
)
#: "ID “bryce84”", "「ID：itsazhong29」", "my ID is kdoe_7", "ID是x": the capital label
_R16_ID = lazy_re(
    r"(?<![A-Za-z0-9_\-])(?:ID|Id)(?![a-z])(?:\s(?:is|was))?\s{0,2}(?:是|为|[:=#])?\s{0,2}[\"'`“「『【(]?"
    r"(?P<v>" + _R16_HANDLE + r")(?![A-Za-z0-9_\-@])"
)
#: the word before "ID" names something other than a person's account
_R16_ID_NOT = re.compile(
    r"(?i)(?:request|trace|span|session|order|job|task|build|run|device|client|app|project|"
    r"video|episode|playlist|channel|upload|clip|asset|"  # round 26: a video's id
    r"tenant|process|transaction|correlation|message|event|thread|batch|commit|ticket|issue|"
    r"product|item|sku|model|object|node|instance|container|image|cluster|region|zone|key|"
    r"tracking|merchant|store|shop|bundle|vendor|group|team|org|channel|chat|room|calendar|"
    r"file|doc|record|row|table|column|field|entity|resource|subscription|workspace|"
    r"snapshot|volume|vpc|subnet|account\s?key|access\s?key|secret|api|oauth|运单|订单|设备|"
    r"任务|工单|会话|请求|应用|项目|群|频道|文件|产品|商品)(?:[\s_\-]|的)?$"
)
#: the same events in English: "kpatel99 is online", "jdoe_x logged in", "mwu was banned"
_R16_EVENT_EN = re.compile(
    r"(?<=[A-Za-z0-9])\s(?:is\s(?:now\s)?(?:online|offline)|"
    r"(?:just\s)?(?:came|went)\s(?:online|offline)|(?:just\s)?(?:logged|signed)\s(?:in|on|off|out)|"
    r"(?:just\s)?(?:joined|left)\sthe\s(?:channel|server|chat|room|call|game|lobby|group)|"
    r"(?:was|got|has\sbeen)\s(?:banned|kicked|muted|locked\sout|suspended))(?![A-Za-z])"
)
_R16_EVENT_EN_LITS = ("online", "offline", "logged", "signed", "joined the", "left the",
                      "banned", "kicked", "muted", "locked out", "suspended")
_R16_EVENT_EN_ANY = re.compile("|".join(_R16_EVENT_EN_LITS))
#: a Chinese account label right before a handle glued to Chinese text: "账户gwhite锁了"
_R16_ACCT_ZH = lazy_re(
    r"(?:账户|账号|帐号|帐户|用户名|用户)\s?(?P<v>" + _R16_HANDLE + r")(?=\s?[\u4e00-\u9fff]|\s*$)"
)
#: an activity feed's author: "by ryanpugh in 3m", "by kelly64 · 2h ago", "by x 5 min ago"
_R16_FEED = lazy_re(
    r"(?<![A-Za-z])by\s(?P<v>" + _R16_HANDLE + r")\s(?:·\s|-\s|—\s)?(?:in\s\d{1,4}\s?|\d{1,4}\s?)"
    r"(?:s|sec|secs|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?|w|wk|weeks?|ms)"
    r"(?:\sago)?(?![A-Za-z0-9])|(?<![A-Za-z])by\s(?P<w>" + _R16_HANDLE + r")\s(?:·\s)?"
    r"(?:just\snow|yesterday|an?\s(?:minute|hour|day)\sago)"
)
#: a package registry's owner command
_R16_OWNER = lazy_re(
    r"(?i)(?<![A-Za-z])(?:(?:npm|yarn|pnpm)\sowner\s(?:add|rm|remove|ls)|(?:gem|cargo)\sowner\s"
    r"(?:--add|-a|--remove|-r)|npm\saccess\sgrant\s\S+)\s(?P<v>" + _R16_HANDLE + r")"
    r"(?![A-Za-z0-9_\-@/])"
)
#: "add me X", "add 我 X", "Discord 上 add 我 X", "加我 X"
_R16_ADD = lazy_re(
    r"(?i)(?<![A-Za-z])(?:add\s?(?:me|我)|加我|加一下我|follow\sme|关注我)(?:\s(?:on|at)\s[A-Za-z]{2,12})?"
    r"\s{0,2}[:：]?\s{0,2}[\"'`“「(]?(?P<v>" + _R16_HANDLE + r")(?![A-Za-z0-9_\-@])"
)
_R16_LITS = tuple(sorted({
    *_R16_TAG_LITS, "id ", "id:", "id=", "id#", "id\"", "id'", "id`", "id“", "id「", "id『",
    "id【", "id(", "id是", "id为", "上线", "下线", "掉线", "离线", "登录了", "登陆了", "被封",
    "被锁", "锁了", "被禁言", "被踢", "退群", "进群", "入群", "加入了群", "已注销", "改名了",
    "账户", "账号", "帐号", "帐户", "用户", "by ", "owner", "access grant", "add me", "add 我",
    "add我", "加我", "加一下我", "follow me", "关注我",
    *_R16_EVENT_EN_LITS,
}))


#: a hex id, a version, or a short prefix and a number ("A-1029", "so12345")
_R16_NOT_HANDLE = re.compile(r"[0-9a-f\-]{8,}|v?\d[\w.\-]*|[a-z]{1,3}[\-_]?\d+")


def _r16_ok(v: str, zh: bool) -> bool:
    low = v.lower()
    if low in _SYSTEM_USERS or _R16_NOT_HANDLE.fullmatch(low) is not None:
        return False
    return _cued_handle(v, zh) or name_shaped(low, zh)


def _r16_before(text: str, after: re.Pattern[str]) -> Iterator[re.Match[str]]:
    """A handle right before each match of ``after`` (cheaper than a handle-first scan)."""
    for t in after.finditer(text):
        m = _R16_BEFORE.search(text, max(0, t.start() - 42), t.start())
        if m is not None:
            yield m


class _Round16Handles:
    name = "username_r16"
    category = Category.USERNAME
    needs = Needs(groups=(_R16_LITS,), run=2)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        zh = bool(norm.flags & CJK)
        for s, e, strict in self._spans(norm, zh):
            v = text[s:e]
            if strict and v[:1].isupper() and not v.isupper() and not any(
                c.isdigit() or c in "_." for c in v
            ):
                continue  # "by Design in", "ID Card": a Title-case word
            if _r16_ok(v, zh):
                f = norm.finding(self.category, s, e, 0.8, self.name)
                if f is not None:
                    yield f

    @staticmethod
    def _spans(norm: NormalizedText, zh: bool) -> list[tuple[int, int, bool]]:
        text, low = norm.text, norm.low
        spans: list[tuple[int, int, bool]] = []  # (start, end, strict)
        if "(" in text or "[" in text or "【" in text:
            spans += [(*m.span("v"), False) for m in _r16_before(text, _R16_TAG_ONLY)]
        if "ID" in text or "Id" in text:
            for m in resolve(_R16_ID).finditer(text):
                if _R16_ID_NOT.search(text, max(0, m.start() - 24), m.start()) is None:
                    spans.append((*m.span("v"), True))
        if zh:
            spans += [(*m.span("v"), True) for m in _r16_before(text, _R16_EVENT_ZH_ONLY)]
            spans += [(*m.span("v"), True) for m in resolve(_R16_ACCT_ZH).finditer(text)]
        if _R16_EVENT_EN_ANY.search(low) is not None:
            spans += [(*m.span("v"), True) for m in _r16_before(text, _R16_EVENT_EN)]
        if "by " in low:
            for m in resolve(_R16_FEED).finditer(text):
                g = "v" if m.group("v") is not None else "w"
                spans.append((*m.span(g), True))
        if "owner" in low or "access grant" in low:
            spans += [(*m.span("v"), False) for m in resolve(_R16_OWNER).finditer(text)]
        if "add" in low or "加" in text or "follow" in low or "关注" in text:
            spans += [(*m.span("v"), True) for m in resolve(_R16_ADD).finditer(text)]
        return spans


DETECTORS = (*DETECTORS, _Round16Handles())


# --- round 17: pinyin and short cue words, account lists, "用 X 登录", lone quoted handles ----
_R17_CUE = lazy_re(
    r"(?i)(?<![A-Za-z0-9])(?P<c>uname|yhm|yh(?=[_\-:：=])|screen ?name|user ?name|"
    r"nick ?name(?:\s(?:on|in|for)\s(?:the\s|my\s)?[A-Za-z]{2,12})?|login ?名|"
    r"用户名|网名|昵称|登录名)"
    r"(?:\s{0,2}(?P<s>→|->|=>|:|：|=|是|为|叫)\s{0,2}|(?P<g>(?<=yhm)|[ \t]{1,2}))"
    r"[\"'`“「『]?(?P<v>" + _H + r")(?![A-Za-z0-9_\-@])"
)
_R17_LIST = lazy_re(
    r"(?i)(?:(?<![A-Za-z])accounts?|账号|帐号|账户|帐户)\s{0,2}[:：]\s{0,2}"
    r"(?P<l>[^\n;；。]{1,160})"
)
_R17_ITEM = re.compile(r"[,，、]\s{0,2}")
_R17_GENERIC = frozenset(_words(
    "main test work personal backup alt old new primary secondary admin demo dev prod home "
    "family school 主号 测试号 小号 大号 工作号 备用号 test号 private public shared"
))
_R17_LOGIN = lazy_re(
    r"(?i)用\s{0,2}[\"'`“「『]?(?P<v>" + _H + r")[\"'`”」』]?\s{0,2}"
    r"(?:登录|登入|登陆|(?:sign|log) ?(?:in|on))(?![A-Za-z])"
    r"|(?<![A-Za-z])login (?P<w>" + _H + r")(?=\s?[.。!！]?\s*$)"
)
_R17_LONE = re.compile(
    r"\s*[\"'`“「『(\[]\s?(?P<v>(?:xx|real|its|iam|the)[a-z]{4,24}x?|[a-z]{4,24}x{1,2})"
    r"\s?[\"'`”」』)\]]\s*"
)


_R17_LOGIN_LITS = lits("登录|登入|登陆|signin|sign in|signon|sign on|login|log in|logon|log on")


def _r17_word(v: str) -> bool:
    """A plain word a cue may be followed by ("uname output", "用 google 登录")."""
    return v.isalpha() and zipf(v.lower()) >= 2.5


_R17_AFFIX = re.compile(r"(?:xx|real|its|iam|mr|ms|miss|the)[a-z]{3,}|[a-z]{3,}x")


def _r17_login_ok(v: str) -> bool:
    """A handle's shape, not a tool's name: digits or joins, capitals, a name, an affix."""
    if any(c.isdigit() or c in "_." for c in v) or (v.isupper() and len(v) >= 5):
        return True
    low = v.lower()
    return name_shaped(low, True) or _R17_AFFIX.fullmatch(low) is not None


def _r17_lone(norm: NormalizedText) -> bool:
    t = norm.text
    return 8 <= len(t) <= 40 and " " not in t.strip() and "\n" not in t


def _r17_ok(v: str) -> bool:
    return _handle_ok(v, False) and not v.isdigit() and len(v) >= 3


class _Round17Handles:
    """Short and pinyin cue words ("uname X", "yhmX", "网名→X", "screen name→X",
    "nickname on the app: X", "login 名：X"), the last items of an account list
    ("accounts: main, test, X"), "用 X 登录 / sign in", and a whole text that is one
    quoted handle-shaped token ("“realgaojuanx”")."""

    name = "username_r17"
    category = Category.USERNAME
    needs = Needs(
        alternatives=(
            (
                lits(
                    "uname|yhm|yh_|yh-|yh:|yh：|yh=|screen name|screenname|username|"
                    "user name|nickname|nick name|login名|login 名|用户名|网名|昵称|登录名"
                ),
            ),
            (lits("account|账号|帐号|账户|帐户"), (":", "："), (",", "，", "、")),
            (("用",), _R17_LOGIN_LITS),
            (("login ",),),
        ),
        run=3,
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text, low = norm.text, norm.low
        for m in resolve(_R17_CUE).finditer(text):
            v = m.group("v")
            if not _r17_ok(v):
                continue
            if m.group("s") is None and (
                _r17_word(v) or (m.group("c").lower() == "yhm" and not v[:1].isalnum())
            ):
                continue  # "uname output", "user name field"
            yield from self._one(norm, *m.span("v"))
        if ":" in text or "：" in text:
            for m in resolve(_R17_LIST).finditer(text):
                items = _R17_ITEM.split(m.group("l"))
                if len(items) < 2:
                    continue
                k = m.start("l")
                for it in items:
                    s = text.find(it, k)
                    k = s + len(it)
                    v = it.strip().rstrip(".。!！")
                    if (
                        re.fullmatch(_H, v) is not None
                        and _r17_ok(v)
                        and v.lower() not in _R17_GENERIC
                        and not _r17_word(v)
                    ):
                        s = text.find(v, s)
                        yield from self._one(norm, s, s + len(v))
        if "用" in text or "login " in low:
            for m in resolve(_R17_LOGIN).finditer(text):
                g = "v" if m.group("v") is not None else "w"
                v = m.group(g)
                if not _r17_ok(v) or _r17_word(v):
                    continue
                if g == "w" and (v.isalpha() or sum(c.isalpha() for c in v) < 3):
                    continue  # "login flow": only a handle with digits or joins
                if g == "v" and not _r17_login_ok(v):
                    continue  # "用 kubectl 登录": a tool, not an account
                yield from self._one(norm, *m.span(g))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.8, self.name)
        if f is not None:
            yield f


class _Round17Lone(_Round17Handles):
    name = "username_lone_r17"
    needs = Needs(groups=(tuple("\"'`“「『([”」』)]"),), run=9, check=_r17_lone)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        m = _R17_LONE.fullmatch(norm.text)
        if m is not None and zipf(m.group("v")) < 1.0:
            yield from self._one(norm, *m.span("v"))


DETECTORS = (*DETECTORS, _Round17Handles(), _Round17Lone())


# --- round 19: handles in a role column ("| reporter |" / "| 提交人 |"), in a bracketed
# byline ("(by tcruz32)", "（zkennedy提交）"), after a reassignment ("assignee changed to X",
# "处理人改为X"), as a whole field of a one-line record ("order 901… | sheila43 | qty 4"), or
# as the subject of an account action ("anthony.taylor reset their 2FA", "X又重置了双因素认证")
_R19_ROLE_HEADER = lazy_re(
    r"(?i)(?:[a-z0-9]{1,12}[_ ])?(?:reporter|assignee|owner|requester|requestor|submitter|"
    r"author|creator|agent|handler|approver|reviewer|member|customer|caller|contact|"
    r"(?:updated|created|modified|closed|opened|assigned)[_ ]by)|"
    r"提交人|处理人|负责人|创建人|报告人|经办人|跟进人|对接人|申请人|发起人|审批人|客户|用户|"
    r"accounts?|成员|玩家|游戏\s?(?:ID|id)"
)
_R19_BYLINE = lazy_re(
    r"[(（]\s?(?:(?i:by|from|via)\s{1,2}(?P<v>" + _H + r")|(?P<w>" + _H + r")\s?"
    r"(?:提交|提出|发起|创建|反馈|上报|报告|整理|记录|处理))\s?[)）]"
)
_R19_REASSIGN = lazy_re(
    r"(?i)(?<![A-Za-z])(?:assignee|owner|reporter|handler|agent|approver|reviewer|处理人|负责人|"
    r"经办人|跟进人|对接人)\s{0,2}(?:(?:was\s|has\s been\s|got\s)?(?:changed|updated|set|"
    r"reassigned|switched|moved)\s)?\s{0,2}(?:to|改为|改成|更改为|变更为|换成|换为|转给|设为|→|->)"
    r"\s{0,2}@?(?P<v>" + _H + r")"
)
_R19_SUBJECT = lazy_re(
    r"(?m)^[ \t]{0,3}(?P<v>[a-z][a-z0-9_.\-]{2,38}[a-z0-9])(?=[ \t]{0,2}(?:又|刚|已|(?i:again|just|"
    r"has|had|already)\s)?[ \t]{0,2}(?:(?i:reset|changed|updated|locked|unlocked|enabled|disabled|"
    r"deleted|requested|logged|signed|verified|cancel+ed|reported|opened|closed|submitted)"
    r"(?![A-Za-z])|重置|修改|更改|注销|锁定|解锁|登录|登入|申请|提交|反馈|投诉|取消))"
)
#: a quoted name that joined or left a channel or a group ('"pbraun" joined the channel',
#: "“james_henry91”加入了群聊"), a forum thread's poster ("楼主fengyu949·14条评论"), the
#: account logged in ("当前登录zoj_dev")
_R19_MEMBER = lazy_re(
    r"[\"“'「『](?P<v>" + _H + r")[\"”'」』]\s{0,2}(?:(?i:has|just)\s)?"
    r"(?:(?i:joined|left|was\sadded|was\sremoved|logged\sin|signed\sin)(?![A-Za-z])|加入了?|退出了?|"
    r"进入了?|离开了?|入群|被移出|登录了)"
    # "X是我在病友论坛的账号", "X 是我在病友 forum 的 handle"
    r"|(?<![A-Za-z0-9_.\-@])(?P<m>" + _H + r")\s{0,2}就?是我在[^\n，。,]{1,16}?的\s?"
    r"(?:账号|帐号|ID|id|用户名|网名|昵称|马甲|小号|(?i:handle|username|account))"
    r"|(?:楼主|层主|发帖人|版主|群主|(?i:up主))\s?[:：]?\s?@?(?P<w>" + _H + r")"
    r"|当前(?:登录|用户|账号|帐号)(?:用户|账号|名)?\s?[:：为是]?\s?(?P<x>" + _H + r")"
)
#: developer conventions that name an account: a code comment's owner ("TODO(susan03):",
#: "待办（X）"), a merged branch's author ("合并X的分支", "merge branch from X"), a grant
#: ("授予X管理员权限", "sudo 权限加给了 X", "role.grant admin to X"), a log's user key ("用户=X"),
#: a value labelled after it ("X（登录名）")
_R19_DEV = lazy_re(
    r"(?:(?<![A-Za-z])(?:TODO|FIXME|XXX|HACK|BUG)|待办|待修复)\s?[(（]\s?@?(?P<v>" + _H
    + r")\s?[)）]"
    r"|合并\s?(?P<w>" + _H + r")\s?的(?:分支|PR|pr|代码|提交)"
    r"|(?i:merge(?:d)?\s(?:(?:the\s)?branch\s)?from)\s@?(?P<x>" + _H + r")"
    r"|(?:授予|授权给?|加给了?|赋予|开通给)\s?@?(?P<y>" + _H
    + r")(?=\s?(?:[\u4e00-\u9fff]|$|[,，。]))"
    r"|(?i:(?:grant(?:ed)?|role\.grant)\s(?:[a-z_\-]{2,12}\s)?(?:to|for))\s@?(?P<z>" + _H + r")"
    r"|(?:用户|用户名|账号|登录名)\s?=\s?(?P<u>" + _H + r")"
    r"|(?<![A-Za-z0-9_.\-@])(?P<t>" + _H + r")\s?[(（]\s?"
    r"(?:登录名|用户名|账号|帐号|(?i:login|username|user\s?id|handle))\s?[)）]"
)
#: a one-line record's field separators: pipes, tabs, a spaced slash
_R19_FIELD = re.compile(
    r"(?:^|(?<=\|)|(?<=\t)|(?<= / ))[ \t]*(?P<v>[a-z][a-z0-9_.\-]{2,38}[a-z0-9])[ \t]*"
    r"(?=\||\t| / |$)"
)
#: product and technology words a handle check may take for a name
_R19_TECH = frozenset(
    _words("""kafka claude gemini llama mistral qwen openai doubao meituan feishu deepseek
    sha md utf base ipv gpt redis mysql postgres mongo grafana jenkins nginx docker oauth http
    https tls ssl ssh ftp smtp imap ldap saml jwt grpc ipfs cuda vue react python java""")
)
#: each section's words (all implied by its pattern): one automaton pass answers them all
_R19_SPEC = (
    (  # a role column
        ("\n",),
        ("|", "\t", ","),
        lits(
            "reporter|assignee|owner|requester|requestor|submitter|author|creator|agent|handler|"
            "approver|reviewer|member|customer|caller|contact|updated|created|modified|closed|"
            "opened|assigned|提交人|处理人|负责人|创建人|报告人|经办人|跟进人|对接人|申请人|发起人|"
            "审批人|客户|用户|account|成员|玩家|游戏"
        ),
    ),
    (("(",), lits("by|from|via|提交|提出|发起|创建|反馈|上报|报告|整理|记录|处理")),  # a byline
    (  # a reassignment
        lits("assignee|owner|reporter|handler|agent|approver|reviewer|处理人|负责人|经办人|跟进人|对接人"),
        lits("to|改为|改成|更改为|变更为|换成|换为|转给|设为|→|->"),
    ),
    (  # a member joins, posts or is logged in
        lits(
            "joined|left|added|removed|logged|signed|加入|退出|进入|离开|入群|移出|登录了|楼主|层主|"
            "发帖人|版主|群主|up主|当前|是我在"
        ),
    ),
    (lits("todo|fixme|xxx|hack|bug|待办|待修复|合并|merge|授予|授权|加给|赋予|开通给|grant"),),
    (("用户", "账号", "登录名"), ("=",)),
    (("(",), lits("登录名|用户名|账号|帐号|login|user|handle")),
    (  # a subject's account action
        lits(
            "reset|changed|updated|locked|enabled|disabled|deleted|requested|logged|signed|"
            "verified|cancel|reported|opened|closed|submitted|重置|修改|更改|注销|锁定|解锁|登录|登入|"
            "申请|提交|反馈|投诉|取消"
        ),
    ),
    (("|", "\t", " / "),),  # a record's fields
)
_R19_GATES = _Gates(_R19_SPEC)
(_R19_COLUMN, _R19_BY, _R19_RE, _R19_MEM, _R19_DEV1, _R19_DEV2, _R19_DEV3, _R19_SUBJ,
 _R19_REC) = _R19_GATES.masks  # fmt: skip


_R19_ROLE_TAG = re.compile(r"[._\-](?:ops|dev|admin|qa|sre|eng|pm|test|bot|x)$")


def _r19_tech(v: str) -> bool:
    """A product or a protocol and its version ("oauth2", "kafka3")."""
    head = re.sub(r"[\d_.\-]+$", "", v).split(".")[0].split("_")[0]
    return head.lower() in _R19_TECH


def _r19_named(v: str) -> bool:
    """A name-made handle ("sheila43", "amiller", "anthony.taylor", "chengxiuying"), not
    a product and its version ("kafka3", "qwen2")."""
    return _affixed_handle(v) and name_shaped(v) and not _r19_tech(v)


class _Round19Handles:
    name = "username_r19"
    category = Category.USERNAME
    needs = Needs(alternatives=_R19_SPEC, run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        found = _R19_GATES.found(norm.low)
        yield from self._cued(norm, found)
        if found & _R19_DEV1 or found & _R19_DEV2 == _R19_DEV2 or found & _R19_DEV3 == _R19_DEV3:
            yield from self._dev(norm)
        yield from self._uncued(norm, found)

    def _cued(self, norm: NormalizedText, found: int) -> Iterator[Finding]:
        """A role column, a byline, a reassignment, a member joining or posting."""
        text = norm.text
        if found & _R19_COLUMN == _R19_COLUMN:
            for s, e in column_cells(text, resolve(_R19_ROLE_HEADER)):
                v = text[s:e].lstrip("@")
                if re.fullmatch(_H, v) and (
                    _affixed_handle(v) or _camel_handle(v) or _r21_ok(v, True)
                ):
                    yield from self._one(norm, e - len(v), e)
        for rx, need in ((_R19_BYLINE, _R19_BY), (_R19_REASSIGN, _R19_RE)):
            if found & need != need:
                continue
            for m in resolve(rx).finditer(text):
                g = "v" if m.group("v") is not None else "w"
                if _affixed_handle(m.group(g)) or _camel_handle(m.group(g)):
                    yield from self._one(norm, *m.span(g))
        if not found & _R19_MEM:
            return
        for m in resolve(_R19_MEMBER).finditer(text):
            g = next(k for k in "vwxm" if m.group(k) is not None)
            v = m.group(g)
            if v.isdigit() or _common_word(v) or v.lower() in _U_COMMON:
                continue
            if handle_shaped(v) or name_shaped(v, True) or _affixed_handle(v.lower()):
                yield from self._one(norm, *m.span(g))

    def _dev(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R19_DEV).finditer(norm.text):
            g = next(k for k in "vwxyzut" if m.group(k) is not None)
            v = m.group(g)
            if v.isdigit() or _common_word(v) or v.lower() in _U_COMMON or v.isupper():
                continue  # "TODO(perf)", "TODO(API)": a topic, not an owner
            if _r19_tech(v):
                continue  # "TODO(oauth2)"
            core = _R19_ROLE_TAG.sub("", v.lower())  # "jessica_ops", "dguo_ops"
            if _affixed_handle(v.lower()) or name_shaped(v, True) or (
                core != v.lower() and (name_shaped(core) or _affixed_handle(core))
            ):
                yield from self._one(norm, *m.span(g))

    def _uncued(self, norm: NormalizedText, found: int) -> Iterator[Finding]:
        """A name-made handle acting at a line's start, or a whole field of a record."""
        text = norm.text
        if found & _R19_SUBJ:
            for m in resolve(_R19_SUBJECT).finditer(text):
                if _r19_named(m.group("v")):
                    yield from self._one(norm, *m.span("v"))
        if not found & _R19_REC:
            return
        for line_s, line in _lines(text):
            seps = line.count("|") + line.count("\t") + line.count(" / ")
            if seps < 2:
                continue  # a record has three fields or more
            for m in _R19_FIELD.finditer(line):
                if _r19_named(m.group("v")):
                    yield from self._one(norm, line_s + m.start("v"), line_s + m.end("v"))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


def _lines(text: str) -> Iterator[tuple[int, str]]:
    pos = 0
    for line in text.split("\n"):
        yield pos, line
        pos += len(line) + 1


DETECTORS = (*DETECTORS, _Round19Handles())


# -- round 20: an account named by what happens to its login: "X (that's the login)",
# "X（这是登录账号）", '"X" can't log in', "X登不上", "sign-in as X failed", and the answer to a
# question asking for it ("What's your account name? Customer: X", "请问您的账户名？客户：X")
def _r20_handle(g: str = "v") -> str:
    return rf"[\"'“「]?(?P<{g}>[A-Za-z][A-Za-z0-9_.\-]{{0,38}}[A-Za-z0-9])[\"'”」]?"


_R20_HANDLE = _r20_handle()
_R20_LOGIN_AFTER = lazy_re(
    r"(?<![\w.\-@])" + _R20_HANDLE + r"\s{0,2}(?:[(（]\s{0,2}(?i:(?:that'?s|this\sis|it'?s)\s)?"
    r"(?i:(?:the|my|his|her|their|our)\s)?(?i:login|log-in|username|user\sname|sign-in|"
    r"account\sname)(?:[,;]\s?[^)）\n]{0,30})?\s{0,2}[)）]"
    # "X（这是她的登录名，不是邮箱）", "X（她的 login）": whose login, then maybe what it is not
    r"|[(（](?:这是|这个是|是)?(?:[我你他她它]们?的)?\s?(?:登录账号|登录名|登录用户名|用户名|登录账户|"
    r"(?i:login|username|user\sname))\s?(?:[,，;；]\s?[^)）\n]{0,20})?[)）]"
    r"|(?i:can'?t|cannot|can\snot|couldn'?t|is\sunable\sto)\s(?:log|sign)[\s\-]?in"
    r"|登不上|登录不了|登不进去|无法登录|登录失败)"
)
_R20_SIGNIN_AS = lazy_re(r"(?i)(?<![a-z])(?:sign|log)-in\s?(?:as\s|为\s?)@?" + _R20_HANDLE)
_R20_ANSWER = lazy_re(
    r"(?i)(?:(?:account|user|login)\s?(?:name|id)|username|login)\s?\?[ \t]{0,3}"
    r"(?:[A-Za-z]{2,12}|客户|用户|顾客|访客)[ \t]?[:：][ \t]{0,2}" + _R20_HANDLE
    + r"|(?:账户名|帐户名|用户名|账号|帐号|登录名)(?:是(?:什么|多少))?[？?][ \t]{0,3}"
    r"(?:客户|用户|顾客|访客|(?i:customer|user|client))[ \t]?[:：][ \t]{0,2}" + _r20_handle("w")
)
#: a merged pull request names the fork's owner: "Merge pull request #1426 from meganjones/fix"
_R20_PR_FROM = lazy_re(
    r"(?i)(?<![a-z])merge\spull\srequest\s#\d+\sfrom\s(?P<v>[A-Za-z0-9][A-Za-z0-9\-]{0,38})/"
)
_R20_H_SPEC = (
    (("(", "can't", "cant", "cannot", "can not", "couldn", "unable", "登不", "登录不", "无法登录",
      "登录失败"),),
    (("sign-in as", "log-in as", "sign-in为", "sign-in 为", "log-in为", "log-in 为"),),
    (("?",), ("name", "id", "login", "账户名", "帐户名", "用户名", "账号", "帐号", "登录名")),
    (("pull request",),),
)  # fmt: skip
_R20_H_GATES = _Gates(_R20_H_SPEC)
_R20_H_RX = (_R20_LOGIN_AFTER, _R20_SIGNIN_AS, _R20_ANSWER, _R20_PR_FROM)
#: a file name, not an account ("config.yaml can't log in" is no sentence anyone writes)
_R20_FILE = re.compile(
    r"(?i).+\.(?:ya?ml|json|toml|txt|pdf|html?|csv|md|py|js|ts|log|ini|conf|cfg|xml|docx?|"
    r"xlsx?|pptx?|png|jpe?g|gif|zip|sh|exe|dll|so)"
)


class _Round20Handles:
    name = "username_r20"
    category = Category.USERNAME
    needs = Needs(alternatives=_R20_H_SPEC, run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _R20_H_GATES.found(norm.low)
        for rx, need in zip(_R20_H_RX, _R20_H_GATES.masks, strict=True):
            if found & need != need:
                continue  # the pattern's own words are absent: skip its scan
            for m in resolve(rx).finditer(text):
                g = "w" if "w" in m.re.groupindex and m.group("w") is not None else "v"
                v = m.group(g)
                if rx is _R20_PR_FROM:
                    if v.isdigit():
                        continue  # (an owner is never all digits)
                elif _R20_FILE.fullmatch(v) is not None or not _strong4(v):
                    continue
                elif v.isalpha() and zipf(v.lower()) >= 2.5:
                    continue  # "用 pip 登录不了": a tool or a word, not an account
                f = norm.finding(self.category, m.start(g), m.end(g), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _Round20Handles())


# --- round 21: a name-made handle in a person's slot with no account word: the object of a
# chat or team action ("thanks X for the update", "add X to the channel", "ask X", "DM'd X",
# "reassign the ticket to X", "问X", "感谢X", "转给看板上的X", "DM 了 X"), a role noun right before
# it ("photographer X", "摄影师X"), the subject of a group event at a line's or clause's start
# ("[X] left the chat", "X posted", "【X】退出了群", "X在群里发了", "版主通报：X在市场卖"), a
# result naming a person ("冠军是X", "群主换成了X", "registered as X", "shows my account as X"),
# and a sign-up name that is taken ('"X" already taken', "“X”已被注册", "「X」是谁的号吗")
_R21_V = (
    r"(?<![A-Za-z0-9_.\-])(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])"
    r"(?![A-Za-z0-9_@]|[.\-][A-Za-z0-9])"
)
_R21_OPEN = r"[\[【「『“\"'(（]?@?"
#: the verbs and phrases whose object is a person (a handle right after them); a space
#: after the cue (not any blank) so that the gate can ask for the cue and its space
_R21_OBJ_EN = lazy_re(
    r"(?i)(?<![A-Za-z'])(?:thanks|thank you|thx|kudos to|shout-?outs? to|props to|"
    r"congrats(?: to)?|welcome|ask|asked|ping|pinged|dm|dm'?d|dm'?ed|pm'?d|messaged?|cc|"
    r"add(?:ed)?|invite[ds]?|remove[ds]?|kick(?:ed)?|ban(?:ned)?|mute[ds]?|unmute|block(?:ed)?|"
    r"follow|mention(?:ed)?|tag(?:ged)?|(?:reply|replied|talk|talked|speak|reach out|"
    r"shout) to|tell|told|"
    r"(?:re)?assign(?:ed)?(?: [\w#\-]{1,16}){0,3}? to|hand(?:ed)? (?:it )?(?:over )?to)"
    r" {1,2}" + _R21_OPEN + _R21_V
)
#: who made a post or a sign-up, the name someone is registered or shown as, "I'm X"
_R21_BY_AS = lazy_re(
    r"(?i)(?<![A-Za-z'])(?:(?:post|posted|signup|sign-up|submitted|shared|uploaded|written|"
    r"reported|created|opened|hosted|organi[sz]ed|photos?|pics?|videos?|stream|listing|offer)"
    r" by|(?:registered|signed up|logged in|signed in|known|listed|appears?|shows? up|account|"
    r"name|handle|profile|username) as|i'm|i’m) {1,2}" + _R21_OPEN + _R21_V
)
#: a person's role right before the handle ("club photographer X", "版主X")
_R21_ROLE = lazy_re(
    r"(?i)(?<![A-Za-z])(?:photographer|admin|moderator|mod|organi[sz]er|captain|host|streamer|"
    r"creator|volunteer|neighbou?r|tenant|resident|landlord|member|player|teammate|"
    r"winner|champion|caretaker|coach|treasurer|secretary|chair)"
    r" (?:(?:is|was|now|changed to|is now) )?" + _R21_OPEN + _R21_V
    + r"|(?:摄影师|管理员|版主|群主|楼主|团长|队长|会长|组织者|志愿者|邻居|租客|业主|冠军|获胜者|"
    r"得主|赢家|主持人|主播|博主|up主|UP主|报名人|报名者|发帖人|发起人|(?i:admin|owner|"
    r"sign-?up\s?人))\s?"
    r"(?:是|为|换成了?|改成了?|变成了?|改为|换为|成了|[:：])?\s{0,2}" + _R21_OPEN
    + _R21_V.replace("(?P<v>", "(?P<w>")
)
#: the subject of a group event, at a line's or a clause's start
_R21_SUBJ_EN = lazy_re(
    r"(?m)(?:^|[:：]|[.!?]\s)[ \t]{0,2}" + _R21_OPEN + _R21_V
    + r"[\]】」』”\"')）]?(?:'s? (?:intro|thread|post|listing)|(?: (?:just|already|has|had|"
    r"also))? (?:posted|sold|left|joined|shared|wrote|replied|uploaded|started|created|"
    r"organi[sz]ed|runs|said|asked|reported|sent|won|listed|bought|quit|was (?:added|"
    r"removed|banned|kicked|muted)))(?![A-Za-z])"
)
#: Chinese verbs whose object is a person, with a short place before "的" after a transfer
_R21_OBJ_ZH = lazy_re(
    r"(?:问一?下?|问问|感谢|谢谢|多谢|关注一?下?|提醒一?下?|通知一?下?|联系一?下?|找一?下?|私信|私聊|"
    r"艾特|抄送|拉|踢|邀请|回复|提一下|提到|(?<![A-Za-z0-9])(?i:dm|pm|ping|cc) ?了|"
    r"(?:转给|交给|派给|分给|指派给|分配给)(?:[^\s，。,；;\n]{1,12}?的)?|"
    r"[我他她](?:在[^\s，。,；;\n]{1,12}?)?叫|叫做|注册为|注册成|显示为|显示成|登记为|昵称为|我是)\s{0,2}"
    + _R21_OPEN + _R21_V
)
#: a Chinese clause's subject posting, leaving or selling ("X在业主群发了", "【X】退出了群")
_R21_SUBJ_ZH = lazy_re(
    r"(?m)(?:^|[:：，,。]|通报|公告)[ \t]{0,2}" + _R21_OPEN + _R21_V
    + r"[\]】」』”\"')）]?\s{0,2}(?:在[^\n，。,；]{1,20}?)?"
    r"(?:昨[天晚]|今[天晚早]|刚刚?|已经|又)?\s{0,2}"
    r"(?:发了|发帖|发布了?|发表了?|说|卖|退出了?|加入了?|进群|入群|建了|分享了?|上传了?|转发了?|"
    r"被(?:踢|移出|禁言))"
)
#: a sign-up name refused ('"X" already taken', "“X”已被注册") or asked after ("「X」是谁的号吗")
_R21_TAKEN = lazy_re(
    r"[\"“「『'](?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])[\"”」』']\s{0,2}"
    r"(?:(?i:(?:is )?already (?:taken|exists|in use|registered)|is (?:taken|unavailable|"
    r"not available))|已被(?:注册|占用|使用|抢注)|已存在|被占用了?|(?:已经)?有人用了|"
    r"是[^\n，。？?]{0,16}?的(?:号|账号|帐号|小号|马甲|(?i:id|account|handle))(?:吗|么|吧)?)"
)
#: a login opening its line, the site it is for, then where its password is ("X 是签证系统的，
#: 密码另发", "X is for the visa portal, password to follow")
_R21_PASS_NOTE = lazy_re(
    r"(?m)^[ \t]{0,3}" + _R21_OPEN + _R21_V
    + r"[\]】」』”\"')）]?\s{0,2}(?:是|(?i:is for|is the (?:login|username|account) for|for))"
    r"[^\n]{1,40}?(?:密码|口令|(?i:password|passcode|pwd|pw))"
)
#: a user label with the value alone after it, in any case ("USER: PCAREY", "USER 用户：X")
_R21_USER_LINE = lazy_re(
    r"(?im)^[ \t]{0,3}user(?:\s?name)?\s{0,2}(?:用户名?|账号|帐号)?\s{0,2}[:：][ \t]{0,2}"
    r"(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])[ \t]*$"
)
#: a JSON user key ('{"用户": "X"}'); "用 X SSH 到": the account a shell logs in with
_R21_KEY_SSH = lazy_re(
    r"[\"'](?:用户|用户名|账号|帐号|登录名|成员|(?i:user|member|account|login))[\"']\s{0,2}[:：]\s{0,2}"
    r"[\"'](?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])[\"']"
    r"|用\s{0,2}(?P<w>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])\s{0,2}"
    r"(?i:ssh|sftp|scp|rdp|远程|连上|连到)"
)
#: an account noun right before the value, in either language ("SSO account X", "acct X",
#: "账号 name X", "account ID 账户：X", "hotel app handle X")
_R21_NOUN = lazy_re(
    r"(?:(?i:(?<![A-Za-z])(?:account(?:\s?(?:name|id))?|acct|handle|profile\sname))|"
    r"账号|帐号|账户|帐户)\s{0,2}(?:账号|帐号|账户|帐户|(?i:name|id))?\s{0,2}(?:(?i:is)\s|是|为|[:：])?"
    r"\s{0,2}" + _R21_V
)
#: each pattern's literal groups (all implied by it); the gate asks for a cue and its space
_R21_LITS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (  # object of an English chat verb (stems: every literal costs at each selector's build)
        lits(
            "thank|thx|kudos|shout|props|congrats|welcome|ask|ping|dm|pm'd|pmd|messag|cc |add|"
            "invit|remov|kick|ban|mute|block|follow|mention|tag|reply|replied|talk|speak|reach|"
            "tell|told|assign|hand"
        ),
    ),
    (lits(" by | as |i'm |i’m "),),  # a post's author, a name registered or shown as
    (
        lits(
            "photographer|moderator|mod |organi|captain|host |streamer|creator|volunteer|neighbo|"
            "tenant|resident|landlord|member |player|teammate|winner|champion|caretaker|coach|"
            "treasurer|secretary|chair|admin|owner|signup|sign-up|主|摄影师|管理员|团长|队长|会长|"
            "组织者|志愿者|邻居|租客|冠军|获胜者|赢家|报名|发帖人|发起人"
        ),
    ),
    (
        lits(
            " posted| sold| left| joined| shared| wrote| replied| uploaded| started| created|"
            " organi| runs| said| asked| reported| sent| won| listed| bought| quit|was |'s |' "
        ),
    ),
    (lits("问|谢|关注|提|通知|联系|找|私|艾特|抄送|拉|踢|邀请|回复|了|给|叫|注册|显示|登记|昵称为|"
          "我是"),),
    (lits("发|说|卖|退出|加入|进群|入群|建了|分享|上传|被"),),
    (
        lits(
            "already|is taken|unavailable|not available|已被|已存在|被占用|有人用了|的号|的账号|"
            "的帐号|的小号|的马甲|的id|的account|的handle"
        ),
    ),
    (lits("密码|口令|password|passcode|pwd|pw"),),
    (("user",),),
    (lits("用户|账号|帐号|登录名|成员|user|member|account|login|ssh|sftp|scp|rdp|远程|连上|连到"),),
    (lits("account|acct|handle|profile|账号|帐号|账户|帐户"),),
)
_R21_GATES = _Gates(_R21_LITS)
#: where a match of a case-insensitive pattern can start (on ``low``; see ``_matches_at``):
#: its cue words, so that the pattern is tried there only, not at every character
_R21_START_OBJ = re.compile(
    r"thank|thx|kudos|shout|props|congrats|welcome|ask|ping|dm|pm|messag|cc|add|invit|remov|"
    r"kick|ban|mute|unmute|block|follow|mention|tag|reply|replied|talk|speak|reach|tell|told|"
    r"assign|reassign|hand"
)
_R21_START_BY = re.compile(
    r"post|signup|sign-up|submitted|shared|uploaded|written|reported|created|opened|hosted|"
    r"organi|photo|pic|video|stream|listing|offer|registered|signed|logged|known|listed|appear|"
    r"show|account|name|handle|profile|username|i'm|i’m"
)
_R21_START_ROLE = re.compile(
    r"photographer|moderator|mod|organi|captain|host|streamer|creator|volunteer|neighbo|tenant|"
    r"resident|landlord|member|player|teammate|winner|champion|caretaker|coach|treasurer|"
    r"secretary|chair|admin|owner|sign|摄影师|管理员|版主|群主|楼主|团长|队长|会长|组织者|志愿者|"
    r"邻居|租客|业主|冠军|获胜者|得主|赢家|主持人|主播|博主|up主|报名|发帖人|发起人"
)
_R21_START_NOUN = re.compile(r"account|acct|handle|profile|账号|帐号|账户|帐户")
#: each pattern (in ``_R21_LITS``' order) and where its matches can start (None: anywhere)
_R21_RX: tuple[tuple[re.Pattern[str], re.Pattern[str] | None], ...] = (
    (_R21_OBJ_EN, _R21_START_OBJ), (_R21_BY_AS, _R21_START_BY), (_R21_ROLE, _R21_START_ROLE),
    (_R21_SUBJ_EN, None), (_R21_OBJ_ZH, None), (_R21_SUBJ_ZH, None), (_R21_TAKEN, None),
    (_R21_PASS_NOTE, None), (_R21_USER_LINE, None), (_R21_KEY_SSH, None),
    (_R21_NOUN, _R21_START_NOUN),
)  # fmt: skip

#: the tags and prefixes handles are built with ("cdavies.yt", "not_kwright", "x_jlee")
_R21_TAG = re.compile(
    r"[._\-](?:yt|ttv|tv|gg|jr|sr|official|sales|driver|ops|dev|pm|hq|work|x|xo|art|music|"
    r"games?|live|fit|photo|design|codes?|admin|team|mgr|hr|biz|home|hk|sh|bj|sz|gz|tw|cn|us|uk)$"
)
_R21_PRE = re.compile(r"\A(?:its|real|the|mr|mrs|ms|miss|not|x|xx|iam|im|official|just|hey|dr)[_.]")


_R21_NAME_NUM = re.compile(r"([a-z]{3,12})\d{1,4}")
_R21_WORDS_NUM = re.compile(r"[a-z]{3,16}[\-_][a-z]{3,12}\d{1,4}")
#: generated handles: capitalised words and a number, maybe behind "iAm"/"xX_" ("iAmTreeFox33")
_R21_CAMEL = re.compile(r"(?:iAm|xX_?|Its|Real|The)?(?:[A-Z][a-z]{1,12}){2,3}_?\d{1,5}(?:_?Xx)?")


@cache
def _given_prefixes() -> frozenset[str]:
    """The first three to six letters of given names, the clipped first names handles are
    built with ("kel_morgan", "olivstewart", "tho.phillips")."""
    given = _all_names()[0]
    return frozenset(g[:k] for g in given for k in range(3, min(7, len(g))) if len(g) >= 4)


def _r21_glued(low: str) -> bool:  # noqa: PLR0911 - one shape each
    """A clipped or whole first name and a surname, joined or glued ("fernan_walsh",
    "georbooth"), or a surname and a given name ("woodmarc"); glued ones are no word. The
    name lists load only for a token of one of these shapes (a one-time cost)."""
    parts = [p for p in _JOIN.split(low) if p]
    if len(parts) == 2 and all(p.isalpha() for p in parts):
        a, b = parts
        given, surn = _all_names()
        return (
            len(b) >= 4 and b in surn and (a in given or a in _given_prefixes())
        ) and not _common_word(low)
    num = _R21_NAME_NUM.fullmatch(low)
    if num is not None:  # "crystal00", "amber16": a name that is also a word, a number
        return not _VERSIONED.search(low) and num.group(1) in _all_names()[0]
    if _R21_WORDS_NUM.fullmatch(low) is not None:
        return not _VERSIONED.search(low)  # "plum-otter26": a generator's two words, a number
    if not low.isalpha() or len(low) < 5 or zipf(low) > 0:
        return False
    given, surn = _all_names()
    if low[1:] in surn:
        return True  # "kblack", "sfrost": an initial and a surname that is also a word
    pre = _given_prefixes() if len(low) >= 7 else frozenset()
    for i in range(3, len(low) - 3):
        a, b = low[:i], low[i:]
        if (a in pre and b in surn) or (a in surn and zipf(a) < 4.0 and b in given):
            return True
    return False


def _r21_named(low: str, zh: bool) -> bool:
    return _person_handle(low, zh) or _affixed_handle(low) or _r21_glued(low)


def _r21_ok(v: str, zh: bool) -> bool:
    """A handle made from a person's name: lowercase (maybe with a tag or prefix), all
    capitals of one, or two capitalised words and a number; not a word, a product or a file."""
    if not 3 <= len(v) <= 40 or sum(c.isalpha() for c in v) < 3:
        return False  # "E1102": an error code
    low = v.lower()
    if (
        low in _SYSTEM_USERS
        or low in _LABEL_VOCAB
        or low in _U_COMMON
        or low in _PLATFORM_WORDS
        or low in _LABEL_STOP
        or _r19_tech(v)
        or _R20_FILE.fullmatch(v) is not None
        or _common_word(low)
    ):
        return False
    if v != low:
        if _R21_CAMEL.fullmatch(v) is not None:
            return True
        if not v.isupper() or len(v) < 5:
            return False  # a Title-case word is a name or a firm (the names detector's)
    core = _R21_PRE.sub("", _R21_TAG.sub("", low), count=1)
    core = _R21_TAG.sub("", core)
    if core != low and len(core) >= 3 and not _common_word(core) and _r21_named(core, zh):
        return True
    return _r21_named(low, zh)


class _Round21Handles:
    name = "username_r21"
    category = Category.USERNAME
    needs = Needs(alternatives=_R21_LITS, run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        zh = bool(norm.flags & CJK)
        found = _R21_GATES.found(norm.low)
        seen: set[int] = set()
        for (lazy, start), need in zip(_R21_RX, _R21_GATES.masks, strict=True):
            if found & need != need:
                continue
            rx = resolve(lazy)
            ms = rx.finditer(text) if start is None else _matches_at(rx, start, text, norm.low)
            for m in ms:
                g = "w" if "w" in m.re.groupindex and m.group("w") is not None else "v"
                s, e = m.span(g)
                if s in seen or not _r21_ok(m.group(g), zh):
                    continue
                seen.add(s)
                f = norm.finding(self.category, s, e, 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _Round21Handles())


# --- round 22: a handle named by what it is on a service ("X — that's my Fitbit name",
# "leaderboard name X", "my handle there is X", "账号叫X", "邀请了X", "用户名｜X｜"), or by
# what it did there ("Peloton 上 X 一直是第一", "forum 上 X 分享了…"). The value must still
# be shaped like a person's handle (``_r21_ok``): these cues name accounts of any kind.
# Every pattern starts at a literal (each is searched on ``low``, the value read back from
# ``text`` at the same offsets): a value-first cue is found by its predicate, then the
# value is matched backwards from it.
_R22_V = r"(?P<v>[a-z0-9_][a-z0-9_.\-]{1,38}[a-z0-9_])(?![a-z0-9_\-@])"
_R22_V_ZH = r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_])(?![A-Za-z0-9_\-@])"
#: "— that's my Fitbit name": the predicate after a value
_R22_THATS = lazy_re(
    r"(?:that['’]?s|is|was) (?:(?:my|his|her|our|their) (?:[a-z][\w\-]{1,15}\s){0,2}"
    r"(?:name|handle|user\s?name|id|tag|account|login|gamertag)(?![a-z])|"
    # "the": a person's account only ("is the account they use", not "is the campaign id")
    r"the (?:[a-z][\w\-]{1,15}\s)?(?:account|handle|user\s?name|login|gamertag)\s"
    r"(?:they|he|she|i|we)\s)"
)
#: the words one of which every _R22_THATS match ends in, and the phrases one of which it
#: opens with (the latter gate the search: "is" alone is in most texts)
_R22_THATS_NOUNS = ("name", "handle", "id", "tag", "account", "login")
_R22_THATS_LEADS = tuple(
    f"{v} {d} "
    for v in ("that's", "that’s", "thats", "is", "was")
    for d in ("my", "his", "her", "our", "their", "the")
)
_R22_BEFORE = lazy_re(r"(?<![a-z0-9_.\-@])" + _R22_V[:-len(r"(?![a-z0-9_\-@])")]
                      + r"\s{0,2}(?:—|–|-|,|:)?\s{0,2}$")
#: "X是他在小红书上的ID", "X 是她的 IG": the predicate after a value, in Chinese
_R22_ZH_THATS = lazy_re(
    r"是(?:他|她|我|他们|她们|我们)(?:在[^，。,\n]{1,12}?(?:上|里))?的\s?"
    r"(?:ID|id|账号|帐号|号|用户名|昵称|IG|ig|ins|Ins|推特|微博|抖音号?|小红书号?|handle|account|username)"
)
_R22_BEFORE_ZH = lazy_re(r"(?<![A-Za-z0-9_.\-@])" + _R22_V_ZH[:-len(r"(?![A-Za-z0-9_\-@])")]
                         + r"\s{0,2}$")
#: "Add X as a reviewer", "invite X as an editor": a role on a repository or a document
_R22_AS_ROLE = lazy_re(
    r"(?<![a-z])(?:add|invite|make|set)\s" + _R22_V.replace("<v>", "<r>")
    + r"\sas\s(?:an?\s|the\s)?(?:reviewer|collaborator|admin|member|moderator|owner|"
    r"maintainer|contributor|assignee|approver|co-?owner|editor|viewer)(?![a-z])"
)
#: "CORP\\duna": a Windows domain account after a login cue
_R22_DOMAIN = lazy_re(
    r"(?<![A-Za-z0-9\\])[A-Z][A-Z0-9\-]{1,14}\\(?P<v>[a-z][a-z0-9._\-]{1,20})(?![A-Za-z0-9_\\])"
)

_R22_EN = lazy_re(
    # a service's name field: "leaderboard name X", "display name: X", "gamer tag X"
    r"(?<![a-z])(?:leaderboard|display|profile|account|player|gamer|in-?game|community|"
    r"forum|app|public|team|member)[ _](?:name|tag|id|handle)[\"'“]?\s{0,2}[:=]?\s{0,2}[\"'“]?"
    + _R22_V
    # the label, where, then the value: "my handle there is X", "username on Strava: X"
    + r"|(?<![a-z])(?:handle|user ?name|login|gamertag|screen ?name) (?:there|here|"
    r"over\sthere|on\s(?:it|there|[a-z][\w\-]{0,20}))\s{0,2}(?:is|was|=|:)\s{0,2}[\"'“]?"
    + _R22_V.replace("<v>", "<w>")
)
_R22_ZH = lazy_re(
    r"(?:(?P<lab>(?:账号|帐号|用户名|昵称|网名|ID|id)\s?叫(?:做)?|"
    r"(?i:login\s?name|user\s?name|username)\s?用|(?:登录名|用户名|账号|帐号)\s?用|"
    r"(?:用户名|账号|帐号|登录名|昵称)\s{0,2}[|｜])|邀请了|拉了|关注了|艾特了)\s{0,2}[\"'“]?"
    + _R22_V_ZH
)
#: "Peloton 上 X 一直是 leaderboard 第一": on a service, a handle, what it did there
_R22_ON = lazy_re(
    r"上\s{0,2}" + _R22_V_ZH + r"\s{0,2}(?=一直|分享|发了|发帖|发布|评论|回复|说|也|又|给|把|晒)"
    # "Steam 上加 X", "钉钉里搜X": adding or searching for someone on a service
    + r"|[上里]\s?(?:加|搜索?|关注|找)(?:一下)?\s{0,2}" + _R22_V_ZH.replace("<v>", "<w>")
)
_R22_SERVICE = lazy_re(
    r"(?:[A-Za-z][\w\-]{1,20}|论坛|群里?|社区|小红书|微博|抖音|B站|钉钉|微信|飞书|知乎|豆瓣|闲鱼|"
    r"淘宝|快手|游戏|平台|通讯录)\s?$"
)
#: the two-word phrases every _R22_EN match holds ("display name", "handle there",
#: "username on"): a gate on whole phrases, not on common words ("app", "team", "name")
_R22_EN_PHRASES = (
    *(
        f"{a}{sep}{b}"
        for a in ("leaderboard", "display", "profile", "account", "player", "gamer", "in-game",
                  "ingame", "community", "forum", "app", "public", "team", "member")
        for b in ("name", "tag", "id", "handle")
        for sep in (" ", "_")
    ),
    *(
        f"{a} {b}"
        for a in ("handle", "username", "user name", "login", "gamertag", "screen name",
                  "screenname")
        for b in ("there", "here", "over", "on")
    ),
)
_R22_EN_LITS = (*_R22_THATS_LEADS, *_R22_EN_PHRASES, " as ", "\\")
#: which English passes a text opens (bits of the gate's own automaton scan: no extra pass)
_R22_GATES = _Gates(
    (
        (_R22_THATS_LEADS,),
        (_R22_EN_PHRASES,),
        ((" as ",),),
        (("\\",), lits("login|log in|logon|sign in|account|user|域账号|登录|账号")),
    )
)
_R22_G_THATS, _R22_G_EN, _R22_G_AS, _R22_G_DOMAIN = _R22_GATES.masks
_R22_ZH_LITS = (*lits("叫|邀请了|拉了|关注了|艾特了|上|里|是|用"), "|")


_HEXISH = re.compile(r"[0-9a-f\-]{7,}")


def _r22_coined(v: str, zh: bool) -> bool:
    """After a strong account cue ("是他在小红书上的ID", "钉钉里搜X", "add X as a reviewer"):
    a handle in any shape that is not a plain word, a product, a file or a label
    ("mikayla.roberson", "TheIronFist", "lanxiaoyu")."""
    low = v.lower()
    if not 3 <= len(v) <= 40 or sum(c.isalpha() for c in v) < 3:
        return False
    if _HEXISH.fullmatch(low) is not None and any(c.isdigit() for c in low):
        return False  # a UUID, a digest, a commit
    if (
        low in _SYSTEM_USERS
        or low in _LABEL_VOCAB
        or low in _U_COMMON
        or low in _PLATFORM_WORDS
        or _r19_tech(v)
        or _R20_FILE.fullmatch(v) is not None
    ):
        return False
    if _cued_handle(v, zh):
        return True
    joined = any(c in v for c in "._-") or any(c.isdigit() for c in v)
    camel = sum(c.isupper() for c in v[1:]) >= 1 and not v.isupper()  # "TheIronFist"
    return (joined or camel or zipf(low) == 0) and not _common_word(low)


class _Round22Handles:
    name = "username_r22"
    category = Category.USERNAME
    needs = Needs(alternatives=((_R22_EN_LITS,), (_R22_ZH_LITS,)), run=3)

    def _spans(  # noqa: PLR0912 - one gate per cue family
        self, norm: NormalizedText
    ) -> Iterator[tuple[int, int, bool | None]]:
        """Each value's span, and whether its label says "account" (any handle shape then;
        None: the value needs no shape at all)."""
        text, low = norm.text, norm.low
        found = _R22_GATES.found(low)
        if found & _R22_G_THATS:
            for t in resolve(_R22_THATS).finditer(low):
                b = resolve(_R22_BEFORE).search(low, max(0, t.start() - 48), t.start())
                if b is not None:
                    yield (*b.span("v"), True)
        if found & _R22_G_EN:
            for m in resolve(_R22_EN).finditer(low):
                yield (*m.span("v" if m.group("v") is not None else "w"), False)
        if found & _R22_G_AS:
            for m in resolve(_R22_AS_ROLE).finditer(low):
                yield (*m.span("r"), True)
        if found & _R22_G_DOMAIN == _R22_G_DOMAIN:
            for m in resolve(_R22_DOMAIN).finditer(text):
                if m.group("v") not in _SYSTEM_USERS:
                    yield (*m.span("v"), None)  # DOMAIN\\user: any name but a system's
        if norm.flags & CJK:
            for m in resolve(_R22_ZH).finditer(text):
                yield (*m.span("v"), m.group("lab") is not None)
            if "上" in text or "里" in text:
                for m in resolve(_R22_ON).finditer(text):
                    g = "v" if m.group("v") is not None else "w"
                    if resolve(_R22_SERVICE).search(text, max(0, m.start() - 22), m.start()):
                        yield (*m.span(g), g == "w")  # (added or searched for: an account)
            if "是" in text:
                for t in resolve(_R22_ZH_THATS).finditer(text):
                    b = resolve(_R22_BEFORE_ZH).search(text, max(0, t.start() - 44), t.start())
                    if b is not None:
                        yield (*b.span("v"), True)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        zh = bool(norm.flags & CJK)
        for s, e, labelled in self._spans(norm):
            v = norm.text[s:e]
            if labelled is None or (labelled and _r22_coined(v, zh)) or _r21_ok(v, zh):
                f = norm.finding(self.category, s, e, 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _Round22Handles())


# --- round 23: games' and more platforms' names for an account ("Epic: stormchaser_7",
# "原神UID 187654321", "王者荣耀 ID：夜雨听风", "Switch friend code SW-1234-5678-9012") and
# profile links of more services ("twitch.tv/lunarkat", "steamcommunity.com/id/x")
_R23_GAMES = (
    r"原神|崩铁|崩坏|星穹铁道|绝区零|王者荣耀|王者|和平精英|光遇|蛋仔派对|蛋仔|第五人格|明日方舟|"
    r"英雄联盟|永劫无间|我的世界|金铲铲|"
    r"(?i:(?<![A-Za-z0-9])(?:genshin|honkai|hsr|hoyolab|zzz|valorant|fortnite|apex|overwatch|"
    r"league|lol|dota2?|cs2|csgo|pubg|osu!?|faceit|chess\.com)(?![A-Za-z0-9]))"
)
_R23_STORES = (
    r"(?i:(?<![A-Za-z0-9])(?:epic(?:\sgames)?|nintendo(?:\sswitch)?|switch|ubisoft|uplay|"
    r"ea(?:\sapp)?|origin|gog|itch(?:\.io)?|kick|blizzard|bilibili|weibo|douyin|xhs|rednote|"
    r"lemon8|vsco|deviantart|artstation|patreon|kakao(?:talk)?|facebook|fb)(?![A-Za-z0-9]))"
)
_R23_GAME = lazy_re(_R23_GAMES)
_R23_ACCOUNT = lazy_re(
    r"(?P<c>" + _R23_GAMES + r"|" + _R23_STORES + r")"
    r"(?P<id>[ \t]?(?i:uid|id|user(?:name)?|name|handle|tag|ign|account)(?![A-Za-z])|"
    r"[ \t]?(?:账号|帐号|昵称|名字|游戏名|号|ID))?"
    r"(?P<sep>[ \t]{0,2}(?:(?i:is)(?![A-Za-z])|[:：=]|是|叫)[ \t]{0,2}|[ \t]{1,2}|"
    r"(?<=[\u4e00-\u9fff]))"
    r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_]|[\u4e00-\u9fff]{2,8})"
    r"(?![A-Za-z0-9_\-@])"
)
_R23_FRIEND_CODE = lazy_re(
    r"(?i:friend\s?code|(?<![A-Za-z])FC(?![A-Za-z])|好友码|好友代码)[ \t]{0,2}"
    r"(?:[:：是]|(?i:is)(?![A-Za-z]))?[ \t]{0,2}"
    r"(?P<v>(?:SW-)?\d{4}-\d{4}-\d{4})(?![\d-])"
)
_R23_PROFILE = lazy_re(
    r"(?i:(?<![A-Za-z0-9.\-])(?:www\.)?(?:twitch\.tv|kick\.com|steamcommunity\.com/(?:id|profiles)|"
    r"bsky\.app/profile|threads\.net/@|vsco\.co|patreon\.com|ko-fi\.com|linktr\.ee|"
    r"soundcloud\.com|deviantart\.com|artstation\.com|snapchat\.com/add|substack\.com/@|"
    r"behance\.net|dribbble\.com|space\.bilibili\.com|weibo\.com/u|douyin\.com/user|"
    r"xiaohongshu\.com/user/profile))/(?P<v>[A-Za-z0-9_.\-]{2,64})"
)
#: a platform's own pages and features, not an account
_R23_NOT_ACCOUNT = frozenset(
    _words("""webhook webhooks api sdk oauth integration integrations overlay overlays server
    servers bot bots store shop sale sales launcher client app update patch event events
    directory videos watch login signup about search explore settings help support home p c
    channel channels status news download downloads pass premium nitro plus gold prime
    uid id account user name handle tag ign""")
)
_R23_LITS_TEXT = (
    "原神|崩铁|崩坏|星穹铁道|绝区零|王者|和平精英|光遇|蛋仔|第五人格|明日方舟|英雄联盟|永劫无间|"
    "我的世界|金铲铲|genshin|honkai|hsr|hoyolab|zzz|valorant|fortnite|apex|overwatch|league|lol|"
    "dota|cs2|csgo|pubg|osu|faceit|chess.com|epic|nintendo|switch|ubisoft|uplay|ea|origin|gog|"
    "itch|kick|blizzard|bilibili|weibo|douyin|xhs|rednote|lemon8|vsco|deviantart|artstation|"
    "patreon|kakao|facebook|fb|friend|fc|好友码|好友代码|twitch.tv|kick.com|steamcommunity|bsky|"
    "threads.net|vsco.co|patreon.com|ko-fi|linktr.ee|soundcloud|deviantart.com|artstation.com|"
    "snapchat.com|substack.com|behance|dribbble|bilibili.com|weibo.com|douyin.com|xiaohongshu.com"
)
_R23_LITS = lits(_R23_LITS_TEXT)


def _r23_handle(v: str, loose: bool) -> bool:
    """After a bare space a value must look made up (a digit, "_", or a capital inside);
    after a separator any handle-shaped value that is not a common word."""
    if v.lower() in _R23_NOT_ACCOUNT or not _shape_ok(v, loose):
        return False
    return not loose or any(c.isdigit() or c == "_" for c in v) or (
        any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
    )


class _Round23Handles:
    name = "username_r23"
    category = Category.USERNAME
    needs = Needs(groups=(_R23_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_R23_ACCOUNT).finditer(text):
            v, idw = m.group("v"), (m.group("id") or "").strip().lower()
            sep = m.group("sep").strip()
            loose = not sep and not idw
            game = resolve(_R23_GAME).match(m.group("c")) is not None
            if v.isdigit():
                ok = 6 <= len(v) <= 12 and (idw in ("uid", "id", "号") or (game and not loose))
            elif v[0] >= "\u4e00":
                ok = bool(idw) and sep in (":", "：", "是", "叫")  # "王者荣耀 ID：夜雨听风"
            else:
                ok = _r23_handle(v, loose)
            if ok:
                yield from self._one(norm, *m.span("v"))
        if norm.flags & DIGIT:
            for m in resolve(_R23_FRIEND_CODE).finditer(text):
                yield from self._one(norm, *m.span("v"))
        if "/" in text:
            for m in resolve(_R23_PROFILE).finditer(text):
                v = m.group("v").rstrip(".")
                if v.lower() not in _R23_NOT_ACCOUNT:
                    yield from self._one(norm, m.start("v"), m.start("v") + len(v))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


DETECTORS = (*DETECTORS, _Round23Handles())


# --- round 23: a handle named with no cue in a game's or a social feed's own talk ("duo
# with ironclad_mike tonight", "GG to xXShadowHunterXx", "被 DarkKnight_07 带飞了"): a
# token shaped like a made-up account name (words joined by "_", a word with a number,
# joined capitalized words) in a text about playing, streaming or posting together
_R23_SOCIAL = lazy_re(
    r"(?i:(?<![a-z])(?:raid|raids|guild|clan|squad|duo|trio|party|carry|carried|carrying|ranked|"
    r"lobby|lfg|lfm|gg|ggs|ign|teammates?|team[ ]mate|friend[ ]request|co-?op|pvp|"
    r"pve|mmo|dungeon|loot|respawn|clutch|mvp|noob|discord|server|stream|streamer|streaming|"
    r"twitch|followers?|followed|following|mutuals?|moots?|dm|dms|dm'?d|retweet(?:ed)?|"
    r"repost(?:ed)?|comment(?:ed|s)?|replied|mention(?:ed)?|tagged|blocked|muted|subscribed|"
    r"gaming|gamer|gamertag|match|matches|game|games|played|playing|quest|boss|leaderboard)"
    r"(?![a-z]))|开黑|组队|上分|带飞|双排|三排|五排|公会|战队|队友|好友|游戏|副本|排位|吃鸡|"
    r"私信|关注|粉丝|评论|点赞|转发|艾特|互关|网友|博主|主播|直播|连麦|开麦|组排"
)
_R23_HANDLE_TOKEN = lazy_re(
    r"(?<![A-Za-z0-9_.@#/\\:=\-])"
    r"(?P<v>(?:xX|Xx)?[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9_]"
    r"|[A-Za-z]{3,}[a-z][0-9]{2,4}"
    r"|(?:xX|Xx)?[A-Z][a-z]{2,}(?:[A-Z][a-z]{2,}){1,2}(?:Xx|xX|[0-9]{1,4})?)"
    r"(?![A-Za-z0-9_@\-]|\.[A-Za-z]|\(|::|[ \t]?=)"
)
#: joined capitalized words that are firms', products' and games' own names
_R23_BRANDS = frozenset(
    _words("""PlayStation YouTube TikTok GitHub GitLab WhatsApp LinkedIn PowerPoint JavaScript
    TypeScript McDonald McDonalds DreamWorks PayPal AirPods MacBook GameStop StarCraft WarCraft
    RuneScape MapleStory FaceTime OnlyFans SoundCloud DoorDash WordPress HubSpot DeepMind OpenAI
    ChatGPT DeepSeek FedEx PlayStore AppStore GooglePlay CapCut WeChat QQMusic NetEase
    BattleNet EpicGames SteamDeck NintendoSwitch DualSense XboxOne OneDrive DropBox SharePoint
    PhotoShop LightRoom InDesign AfterEffects BlackBerry JetBrains IntelliJ PyCharm WebStorm
    DataGrip MongoDB MySQL PostgreSQL GraphQL NodeJs NextJs VueJs ReactNative TensorFlow PyTorch
    HuggingFace LinkedList HashMap ArrayList StackOverflow HackerNews ProductHunt YCombinator
    LeetCode HackerRank CodePen CodeSandbox DevOps GitOps SpaceX BlueOrigin StarLink
    MasterCard AmEx ApplePay GooglePay SamsungPay AliPay WeChatPay UnionPay TaoBao JingDong
    BiliBili DouYin XiaoHongShu KuaiShou WeiBo ZhiHu DouBan MeiTuan DiDi ElenMe
    FortNite MineCraft RoBlox LeagueOfLegends DotA CounterStrike ApexLegends CallOfDuty
    GrandTheftAuto HalfLife LeftDead DeadByDaylight AmongUs FallGuys RocketLeague GenshinImpact
    HonkaiStarRail ZenlessZoneZero ElderScrolls FinalFantasy DarkSouls EldenRing HollowKnight
    StardewValley AnimalCrossing BaldursGate RedDead CyberPunk MassEffect DragonAge HearthStone
    StarWars MarvelSnap PokemonGo PokemonGO NeverEnding TeamSpeak TeamViewer BitTorrent
    iPhone iPad iPod iMac iCloud eBay
    SuccessFactors HiBob BambooHR PeopleSoft ServiceNow SalesForce QuickBooks NetSuite
    ZipRecruiter SmartRecruiters PagerDuty DataDog CloudFlare DigitalOcean HomeKit SmartThings
    HomeAssistant ZigBee FreshDesk ZenDesk JumpCloud LastPass OnePassword KeePass BitWarden
    NordVPN ExpressVPN ProtonMail MailChimp SendGrid HelloFresh AirBnb AirBnB UberEats JustEat
    CoinBase TransferWise WeTransfer FaceBook InstaGram SnapChat GoPro DaVinci ChromeCast
    FireStick AppleTV AndroidTV GoogleTV PowerShell VSCode VsCode NotePad OneNote DocuSign
    AdobeSign SharePoint PowerBI TeamCity CircleCI TravisCI BitBucket JupyterLab RStudio
    OverLeaf ResearchGate ScienceDirect WebOfScience GoogleScholar SurveyMonkey TypeForm
    GoogleForms MyWorkday ADPWorkforce WorkForce TalentLMS LinkedInLearning""")
)


def _r23_made_up(v: str) -> bool:  # noqa: PLR0911 - one test each
    """A token reads as a made-up account name, not a product, a word or code."""
    core = v.strip("_")
    if v in _R23_BRANDS or v.lower() in _PLATFORM_WORDS or v.lower() in _PLATFORM_FEATURES:
        return False
    if "_" in v:
        parts = [p for p in core.split("_") if p]
        if len(parts) < 2 and not v.endswith("_") and not v.startswith("_"):
            return False
        if all(p.isalpha() and p.islower() and zipf(p) >= 3.5 for p in parts):
            return False  # "game_night", "user_id": words joined as a code's name
        if any(len(p) >= 2 and p.isupper() and p.isalnum() for p in parts):
            return False  # "Billing_EN_T2", "Q3_OKR": a queue's or a file's name
        return not core.isupper()  # "MAX_RETRIES", "API_KEY": a constant
    if v[-1].isdigit():
        alpha = v.rstrip("0123456789")
        digits = v[len(alpha) :]
        year = len(digits) == 4 and digits[:2] in ("19", "20")
        if alpha.isupper() or (year and zipf(alpha) >= 3.5):
            return False  # "RTX4090", "summer2024"
        return zipf(alpha) < 4.0 or (len(digits) <= 3 and not alpha[0].isupper())
    parts = _R23_CAMEL_PART.findall(v)
    return not parts or parts[-1] not in _R23_NOT_LAST


_R23_CAMEL_PART = re.compile(r"[A-Z][a-z]+")
#: the last word of a colour's, a team's or a tool's joined name ("SkyBlue", "RevOps")
_R23_NOT_LAST = frozenset(
    _words("""Green Blue Red Cyan Brown Puff White Gray Grey Pink Yellow Orange Purple Violet
    Gold Silver Black Khaki Salmon Coral Olive Navy Teal Lime Aqua Maroon Magenta Tan Beige
    Ivory Lavender Plum Orchid Turquoise Azure Chartreuse Indigo Sienna Peru Wheat Linen Snow
    Smoke Lace Cream Mint Rose Blush Ops Sec Dev Fin Hub Lab Labs Tech Soft Ware Net Pay Box
    Cloud Base Bot Script Code Data Flow Kit Stack Sync Desk Mail Chat Cast Book Doc Docs""")
)


class _SocialHandlesR23:
    name = "username_social_r23"
    category = Category.USERNAME
    #: every literal _R23_SOCIAL can match begins with one of these (lowercase)
    needs = Needs(groups=(lits(
        "raid|guild|clan|squad|duo|trio|party|carr|ranked|lobby|lfg|lfm|gg|ign|teammate|"
        "team mate|friend request|co-op|coop|pvp|pve|mmo|dungeon|loot|respawn|clutch|mvp|noob|"
        "discord|server|stream|twitch|follow|mutual|moot|dm|retweet|repost|comment|replied|"
        "mention|tagged|blocked|muted|subscribed|gaming|gamer|match|game|played|playing|quest|"
        "boss|leaderboard|开黑|组队|上分|带飞|双排|三排|五排|公会|战队|队友|好友|游戏|副本|排位|"
        "吃鸡|私信|关注|粉丝|评论|点赞|转发|艾特|互关|网友|博主|主播|直播|连麦|开麦|组排"
    ),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        if "`" in text or "def " in text or "import " in text or "();" in text:
            return  # code: joined names there are identifiers
        found = None
        for m in resolve(_R23_HANDLE_TOKEN).finditer(text):
            if found is None:
                found = resolve(_R23_SOCIAL).search(text) is not None
                if not found:
                    return
            v = m.group("v")
            if _r23_made_up(v):
                f = norm.finding(self.category, *m.span("v"), 0.65, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _SocialHandlesR23())


# --- round 24: more platforms' accounts as journals and social posts give them ("Steam
# friend code 1651186975", "B站 UID 424338251", "小红书 id：2233777102", "Letterboxd →
# lucky.noodle", "my old tumblr was xXTinyBeanXx", "光遇好友昵称 橘子味的小熊", "王者荣耀游戏名
# 「半糖猫」"), and a Steam ID64 anywhere (its fixed prefix 7656119 says what it is)
_R24_PLATFORMS = (
    r"(?i:(?<![A-Za-z0-9])(?:steam|letterboxd|goodreads|tumblr|strava|duolingo|roblox|xbox|"
    r"psn|gamertag|battletag|battle\.net|bili(?:bili)?|mastodon|bluesky|bsky|pinterest|"
    r"snapchat|snap|threads|reddit)(?![A-Za-z0-9]))|"
    r"[Bb]站|哔哩哔哩|小红书|红书|抖音|快手|豆瓣|星铁|视频号|微博|网易云(?:音乐)?|直播间|新号|小号|"
    r"拼多多|闲鱼|咸鱼|淘宝|京东|(?i:github|gitlab|upwork|fiverr|etsy|vinted|depop)|"
    r"(?<![A-Za-z])IGN(?![A-Za-z])|"
    + _R23_GAMES
)
_R24_IDWORD = (
    r"(?:[ \t]?(?:(?i:friend[ ]?code|friend[ ]?id|friend|profile|account|uid|id|user(?:name)?|"
    r"handle|name|tag|ign|号)|好友代码|好友码|好友昵称|好友|昵称|游戏名|账号|帐号|号|主页|"
    r"(?i:up)主|买家|卖家|店主|主播|用户))"
)
_R24_ACCOUNT = lazy_re(
    r"(?P<c>" + _R24_PLATFORMS + r")"
    r"(?P<id>(?:[ \t]?的)?" + _R24_IDWORD + r"{0,2})"
    r"(?P<sep>[ \t]{0,2}(?:(?i:is|was)(?![A-Za-z])|[:：=]|→|->|是|叫|都是|也是)[ \t]{0,2}|"
    r"[ \t]{1,2}|(?<=[\u4e00-\u9fff])|(?=[「『“\"']))"
    r"(?:[「『“\"'](?P<q>[^」』”\"'\n]{1,20})[」』”\"']|"
    r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_]|"
    r"[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9_丶]{1,11}))"
    r"(?![A-Za-z0-9_\-@])"
)
_R24_NUMERIC = re.compile(r"(?i)steam|bili|[Bb]站|哔哩哔哩|小红书|红书|抖音|快手|星铁|原神|uid")
_R24_PLATFORM_ALONE = lazy_re(_R24_PLATFORMS)
_R24_STEAM64 = lazy_re(r"(?<![\d])(?P<v>7656119\d{10})(?![\d])")
_R24_LITS = lits(
    "steam|letterboxd|goodreads|tumblr|strava|duolingo|roblox|xbox|psn|gamertag|battletag|"
    "battle.net|bili|mastodon|bluesky|bsky|pinterest|snap|threads|reddit|b站|哔哩哔哩|小红书|红书|"
    "抖音|快手|豆瓣|星铁|视频号|微博|网易云|直播间|新号|小号|ign|7656119|拼多多|闲鱼|咸鱼|淘宝|京东|"
    "github|gitlab|upwork|fiverr|etsy|vinted|depop|"
    + _R23_LITS_TEXT
)
#: a Chinese nickname's words that are the sentence going on, not the name
_R24_ZH_TAIL = re.compile(r"(?:有空|求|来|每天|投稿|有我|都在|只加|互助|互送|加我|关注).*$")


#: the account words after which a Chinese nickname is the account's name
_R24_NICK_WORDS = ("昵称", "游戏名", "ign", "name", "up主", "买家", "卖家", "店主", "主播")


class _Round24Handles:
    name = "username_r24"
    category = Category.USERNAME
    needs = Needs(groups=(_R24_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        rx, pos = resolve(_R24_ACCOUNT), 0
        while (m := rx.search(text, pos)) is not None:
            pos = m.end()
            if m.group("v") is not None and resolve(_R24_PLATFORM_ALONE).fullmatch(m.group("v")):
                pos = m.start("v")  # "Genshin 原神 UID …": the second name is the platform's
                continue
            idw = (m.group("id") or "").strip().lower()
            sep = m.group("sep").strip()
            if m.group("q") is not None:
                if idw or sep:
                    yield from self._one(norm, *m.span("q"))
                continue
            v = m.group("v")
            s = m.start("v")
            if v.isdigit():
                # a bare space: only where accounts are numbers ("小红书 3927698805")
                ok = 6 <= len(v) <= 17 and bool(
                    idw or sep or (len(v) >= 8 and _R24_NUMERIC.search(m.group("c")))
                )
            elif v[0] >= "\u4e00":
                v = _R24_ZH_TAIL.sub("", v)
                ok = len(v) >= 2 and any(k in idw for k in _R24_NICK_WORDS)
            else:
                # "IGN x", "新号 x": the cue is itself the account's word
                named = m.group("c").split()[-1] in ("IGN", "新号", "小号")
                ok = _r23_handle(v, not sep and not idw and not named)
            if ok and v:
                yield from self._one(norm, s, s + len(v))
        if norm.flags & DIGIT:
            for m in resolve(_R24_STEAM64).finditer(text):
                yield from self._one(norm, *m.span("v"))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


DETECTORS = (*DETECTORS, _Round24Handles())



# --- round 24: a WeChat ID after the ways sellers write "WeChat" to slip past a platform's
# filter ("加v：nahan", "威信号lai_fang99", "vx: x", "薇信 x")
_R24_WX = lazy_re(
    r"(?:加[ ]?[vV](?:[xX]|信)?|(?<![A-Za-z])[vV][xX](?![A-Za-z])|威信号?|薇信号?|"
    r"(?<![A-Za-z])[vV]信)"
    r"[ \t]{0,2}(?:号)?[ \t]{0,2}[:：]?[ \t]{0,2}"
    r"(?P<v>[A-Za-z][A-Za-z0-9_\-]{3,24})(?![A-Za-z0-9_\-@])"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "wechat_disguised_r24", Category.USERNAME, _R24_WX, 0.8,
        lambda norm, m: m.group("v").lower() not in _R23_NOT_ACCOUNT,
        needs=Needs(groups=(lits("v|威信|薇信"),)),
    ),
)


# --- round 24: a Discord tag ("find me: cosmicfox#2072") in a text that names Discord; a
# payment or dating profile's handle ("PayPal.me/cory.eats", "my Tinder name's just
# rmoore"); "(user X)" after a service
_R24_DISCORD_TAG = lazy_re(r"(?<![\w#@/])(?P<v>[A-Za-z][A-Za-z0-9_.]{1,31}#\d{4})(?![\w])")
_R24_PAY_PROFILE = lazy_re(
    r"(?i:(?<![A-Za-z0-9.])(?:www\.)?(?:paypal\.me|venmo\.com(?:/u)?|cash\.app|ko-fi\.com|"
    r"buymeacoffee\.com|revolut\.me|monzo\.me))/\$?(?P<v>[A-Za-z0-9_.\-]{2,40}[A-Za-z0-9_])"
)
_R24_DATING = lazy_re(
    r"(?i:tinder|hinge|bumble|okcupid|grindr|raya|feeld)[ ](?i:name|handle|username|user)"
    r"(?:'s|[ ]is)?(?:[ ](?i:just|still))?[ \t]?[:：]?[ \t]{0,2}"
    r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{1,30}[A-Za-z0-9_])(?![A-Za-z0-9_\-@])"
)
_R24_PAREN_USER = lazy_re(
    r"\((?i:user|username|handle|ig|insta)[ ](?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{1,30}[A-Za-z0-9_])\)"
)


#: what a number after "#" counts in a tracker, not a Discord tag's name
_R24_NOT_TAG = frozenset(
    _words("""issue issues bug bugs pr prs ticket tickets case order item task step room line
    page note version build commit release job run test pull mr story epic item no number""")
)
#: a Taobao account's default name ("tb3411822741") where accounts or buyers are spoken of
_R24_TB = lazy_re(r"(?<![A-Za-z0-9])(?P<v>tb\d{8,12})(?![\d])")
_R24_TB_CUE = lazy_re(r"(?i:account|buyer|seller|user|taobao)|买家|卖家|淘宝|拼多多|闲鱼|用户|账号")


class _Round24Profiles:
    name = "username_profiles_r24"
    category = Category.USERNAME
    needs = Needs(
        groups=(lits("discord|paypal.me|venmo.com|cash.app|ko-fi|buymeacoffee|revolut.me|"
                     "monzo.me|tinder|hinge|bumble|okcupid|grindr|raya|feeld|(user|(username|tb|"
                     "(handle|(ig|(insta"),)
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text, low = norm.text, norm.low
        spans: list[tuple[int, int]] = []
        if "discord" in low and "#" in text:
            for m in resolve(_R24_DISCORD_TAG).finditer(text):
                if m.group("v").split("#")[0].lower() not in _R24_NOT_TAG:  # not "issue#2072"
                    spans.append(m.span("v"))
        if "/" in text:
            for m in resolve(_R24_PAY_PROFILE).finditer(text):
                spans.append((m.start("v"), m.start("v") + len(m.group("v").rstrip("."))))
        if "tb" in low and resolve(_R24_TB_CUE).search(text) is not None:
            spans += [m.span("v") for m in resolve(_R24_TB).finditer(text)]
        for rx in (_R24_DATING, _R24_PAREN_USER):
            for m in resolve(rx).finditer(text):
                v = m.group("v")
                if v.lower() not in _R23_NOT_ACCOUNT and _shape_ok(v, False):
                    spans.append(m.span("v"))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round24Profiles())


# --- round 24: a pasted table's account column ("username,platform,orders" /
# "houx,Vinted,22", "买家昵称,订单号,金额" / "草莓饼干_,MT813…"): the header's last word in a
# column names accounts; every row's cell in that column below it is one
_R24_ACCOUNT_COLUMN = re.compile(
    r"(?i)^(?:user[ _]?name|username|user|handle|login|account[ _]?name|ign|gamertag|"
    r"买家昵称|卖家昵称|昵称|用户名|账号|买家|网名)$"
)


class _AccountColumnR24:
    name = "username_column_r24"
    category = Category.USERNAME
    needs = Needs(groups=((",", "\t"),), check=lambda norm: "\n" in norm.text)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        pos = 0
        col: int | None = None
        sep = ","
        ncells = 0
        for line in text.split("\n"):
            start = pos
            pos += len(line) + 1
            for sp in (",", "\t"):
                cells = line.split(sp)
                if len(cells) < 2:
                    continue
                heads = [c.strip().split()[-1] if c.strip() else "" for c in cells]
                hit = [i for i, h in enumerate(heads) if _R24_ACCOUNT_COLUMN.match(h)]
                if hit:
                    col, sep, ncells = hit[0], sp, len(cells)
                    break
            else:
                if col is None:
                    continue
                cells = line.split(sep)
                if len(cells) < ncells:
                    col = None
                    continue
                off = start + sum(len(c) + 1 for c in cells[:col])
                v = cells[col].strip().strip('"')
                if not v:
                    continue
                s = text.index(v, off)
                ok = v[0] >= "\u4e00" or _shape_ok(v, False)
                if ok and v.lower() not in _R23_NOT_ACCOUNT:
                    f = norm.finding(self.category, s, s + len(v), 0.7, self.name)
                    if f is not None:
                        yield f


DETECTORS = (*DETECTORS, _AccountColumnR24())


# --- round 24: an app's greeting or a group's join notice naming an account ("Welcome back,
# john19!", "欢迎回来，jing2001！", "[09:54] michael1990 joined the carpool channel",
# "kai1991 加入了群聊")
_R24_GREETED = lazy_re(
    r"(?<![A-Za-z])(?i:welcome[ ]back|welcome|hi|hello|hey),?[ ]"
    r"(?P<v>[A-Za-z0-9_][A-Za-z0-9_.\-]{2,30})(?=[!！,，]|$)"
    r"|欢迎回来[,，]?[ ]?(?P<z>[A-Za-z0-9_][A-Za-z0-9_.\-]{2,30})(?=[!！,，])"
    r"|(?:^|\n|\][ ])(?P<j>[A-Za-z0-9_][A-Za-z0-9_.\-]{2,30})[ ](?:(?i:joined|left)[ ](?:the[ ])?"
    r"[a-z]{0,20}[ ]?(?i:channel|group|chat|server|room)|加入了群聊|退出了群聊|加入群聊)"
)


class _GreetedR24:
    name = "username_greeted_r24"
    category = Category.USERNAME
    needs = Needs(groups=(lits("welcome|hi|hello|hey|欢迎回来|joined|left|加入|退出"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R24_GREETED).finditer(norm.text):
            g = next(k for k in "vzj" if m.group(k) is not None)
            v = m.group(g).rstrip(".")  # "the welcome email.": a sentence's full stop
            made_up = any(c.isdigit() or c in "_." for c in v) or (
                any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
            )
            if made_up and _shape_ok(v, False) and v.lower() not in _R23_NOT_ACCOUNT:
                s = m.start(g)
                f = norm.finding(self.category, s, s + len(v), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _GreetedR24())


# --- round 25: accounts in home-server and smart-home setups: a service's user ("mqtt user
# for the zigbee bridge is x", "Jellyfin user x", "MQTT user 用 x", "new local user x
# created", "Users → x (Guest)", "DSM users: admin (disabled), guest (disabled), x"), an
# owner's account ("machine owner: x@github"), a repository's owner after the forge's name
# ("GitHub 上 x/ha-config"), whoami's answer on the next line, and a numeric Xiaomi / Huawei
# account after its ID word ("小米 ID 1308727472")
_R25_SERVICE_USER = lazy_re(
    r"(?i:(?<![a-z])(?:local[ ])?users?|owner|account)"
    r"(?:[ ]for[ ](?:the[ ])?[^\n]{1,25}?)?"
    r"[ \t]*(?:[:：=→]|->|(?i:is)|用|是|叫)[ \t]*"
    r"(?:[a-z][a-z0-9_.\-]{1,20}[ ]\([a-z ]{1,12}\),[ ])*"
    r"(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])(?![A-Za-z0-9_.\-])"
    r"|(?i:(?<![a-z])(?:new[ ])?(?:local[ ])?user)[ ](?P<w>[A-Za-z][A-Za-z0-9_.\-]{1,38}"
    r"[A-Za-z0-9])[ ](?i:created|added|—|-|\(|was|has)"
)
_R25_FORGE_OWNER = lazy_re(
    r"(?i:github|gitlab|gitee|codeberg|bitbucket)(?:[ ]?(?:上|里|的|on|at))?[ ]"
    r"(?P<v>[A-Za-z0-9][A-Za-z0-9_.\-]{1,38})/[A-Za-z0-9_.\-]{2,60}"
)
_R25_WHOAMI = lazy_re(
    r"whoami[ \t]*\r?\n[ \t]*(?P<v>[A-Za-z_][A-Za-z0-9_.\-]{1,31})(?=[ \t]|\r?\n|$)"
)
_R25_MI_ID = lazy_re(
    r"(?:小米|米家|Mi|Xiaomi|华为|Huawei|荣耀|OPPO|vivo|魅族)[ ]?(?:ID|账号|帐号|account)"
    r"[ \t]*[:：]?[ \t]*"
    r"(?P<v>\d{8,12})(?!\d)"
)
_R25_HANDLE_LITS = lits(
    "user|owner|account|github|gitlab|gitee|codeberg|bitbucket|whoami|id|账号|帐号"
)


class _Round25Handles:
    name = "username_r25"
    category = Category.USERNAME
    needs = Needs(groups=(_R25_HANDLE_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text, low = norm.text, norm.low
        if "user" in low or "owner" in low or "account" in low:
            for m in resolve(_R25_SERVICE_USER).finditer(text):
                g = "v" if m.group("v") is not None else "w"
                v = m.group(g)
                if v.lower() in _SYSTEM_USERS or v.lower() in _LABEL_VOCAB:
                    continue
                if _r23_handle(v, False) and (
                    handle_shaped(v) or _r23_handle(v, True) or name_shaped(v)
                ):
                    yield from self._one(norm, *m.span(g))
        if "/" in text:
            for m in resolve(_R25_FORGE_OWNER).finditer(text):
                v = m.group("v")
                # a person's account, not a project's ("actions/checkout", "home-assistant")
                if v.lower() not in _SYSTEM_USERS and (
                    _r23_handle(v, True) or name_shaped(v)
                ):
                    yield from self._one(norm, *m.span("v"))
        if "whoami" in low:
            for m in resolve(_R25_WHOAMI).finditer(text):
                if m.group("v").lower() not in _SYSTEM_USERS:
                    yield from self._one(norm, *m.span("v"))
        if norm.flags & DIGIT:
            for m in resolve(_R25_MI_ID).finditer(text):
                yield from self._one(norm, *m.span("v"))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


DETECTORS = (*DETECTORS, _Round25Handles())


# --- round 25: accounts in IT and HR administration: after what names an account
# ("sAMAccountName x", "net user x /domain", "RDP session: x on", "Okta account x", "AD login
# … will be x", "SSO shows x", "Teams still shows x", "still lists x as owner", "licence for
# x", "ownership of x's Drive") and before what is done to one ("x was disabled", "x needs
# read access", "x logged in", "x already exists"); in Chinese, "离职员工 x 的邮箱", "所有者还是
# x", "x 需要…权限", "x 已经…禁用", "Jira 里 x 是…处理人", "单点登录显示 x"
_R25_ADMIN_TOKEN = r"(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9])"  # noqa: S105 - a regex
_R25_ADMIN_BEFORE = lazy_re(
    r"(?:(?i:samaccountname|net[ ]user|rdp[ ]session:|(?:okta|ad|azure|google|entra|sso|slack|"
    r"zoom|jira|github|workday|user|login|email)[ ]account|ad[ ]login[^\n]{0,40}?will[ ]be|"
    r"sso[ ]shows|teams[ ](?:still[ ])?shows|still[ ]lists|licen[cs]e[ ]for|ownership[ ]of|"
    r"mailbox[ ]of|account[ ]for|deprovision(?:ed)?|disable[d]?[ ]user|reset[ ]mfa[ ]for|"
    r"离职员工|所有者(?:还)?是|处理人是|单点登录显示|账号|工号)|(?:Jira|钉钉|飞书|企业微信)[ ]?里|"
    r"(?i:assignee|rdp[ ]session|zoom[ ]licen[cs]e(?![ ]for)|member|reset)|(?i:owner)[ ]?还是|"
    r"(?i:sso|login|登录|账号)[ ]?显示)"
    r"[ \t]{0,2}[:：]?[ \t]{0,2}" + _R25_ADMIN_TOKEN + r"(?![A-Za-z0-9_.\-@])"
)
#: (a possessive only before "mailbox" or "account": "x's laptop" or "x's OneDrive" was in
#: the pattern but never in its literal gate, so the gate never ran it; dropped, not revived)
_R25_ADMIN_AFTER = lazy_re(
    r"(?:^|(?<=[\s:：>(（\[【」】]))" + _R25_ADMIN_TOKEN + r"(?:['’]s[ ](?:mailbox|account)|"
    r"[ ](?i:was[ ](?:disabled|deprovisioned|"
    r"offboarded)|needs[ ](?:read|write|admin|edit)?[ ]?access|"
    r"is[ ](?:still[ ])?active|logged[ ]in|already[ ]exists|can[ ]be[ ]"
    r"reclaimed|has[ ]left)|[ ]?(?:需要[^\n]{0,10}权限|已经[^\n]{0,10}禁用|的邮箱|同时在|"
    r"是[^\n]{0,12}"
    r"处理人|离职当天|已[ ]?(?i:disabled)|可以回收|的[ ]?MFA)|[ ](?i:idle|joined)(?![a-z]))"
)
_R25_ADMIN_LITS = lits(
    "samaccountname|net user|rdp|account|login|sso|teams|still lists|licence|license|"
    "ownership|mailbox|deprovision|disable|mfa|disabled|access|logged in|exists|reclaimed|"
    "has left|suspended|locked|offboarded|removed|active|离职|所有者|处理人|单点登录|账号|工号|"
    "权限|禁用|邮箱|同时在|里|assignee|member|reset|还是|显示|离职|idle|joined|回收|mfa"
)


def _r25_admin_ok(v: str, strong: bool) -> bool:  # noqa: PLR0911 - one test each
    low = v.lower()
    if low in _SYSTEM_USERS or low in _LABEL_VOCAB or v in _R23_BRANDS:
        return False
    if _R25_THING.fullmatch(v) is not None:
        return False  # "PROJ-88", "deploy-prod-2": an issue's key, a job's name
    parts = [p for p in re.split(r"[\-_.]", low) if p.isalpha()]
    words_only = "-" in v and not any(c.isdigit() for c in v)
    if words_only and parts and all(zipf(p) >= 3.5 for p in parts):
        return False
    if name_shaped(low) or handle_shaped(v) or _r23_handle(v, True):
        return True
    if not strong:
        return False
    # right after what names an account: an initial and a name ("p.okonjo"), or a lowercase
    # run that is no word ("natashaade")
    if _R25_INITIAL_DOT.fullmatch(v) is not None:
        return True
    return v.isalpha() and v.islower() and len(v) >= 5 and zipf(low) < 2.0


_R25_INITIAL_DOT = re.compile(r"[a-z]{1,2}\.[a-z]{3,20}\d{0,3}")
_R25_THING = re.compile(r"[A-Z]{2,10}-\d{1,7}|(?:[a-z]+-){1,4}(?:\d{1,3}|v\d+|prod|dev|staging)")


class _AdminHandlesR25:
    name = "username_admin_r25"
    category = Category.USERNAME
    needs = Needs(groups=(_R25_ADMIN_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for rx, strong in ((_R25_ADMIN_BEFORE, True), (_R25_ADMIN_AFTER, False)):
            for m in resolve(rx).finditer(text):
                v = m.group("v").rstrip(".")
                if _r25_admin_ok(v, strong):
                    s = m.start("v")
                    f = norm.finding(self.category, s, s + len(v), 0.75, self.name)
                    if f is not None:
                        yield f


DETECTORS = (*DETECTORS, _AdminHandlesR25())


# --- round 25: accounts in academic computing and campus life: a cluster's user ("squeue -u
# x", "sacct --user=x", "sbatch … 用户x"), a university login ("my netid is x", "UUN: x",
# "CRSid x"), a Weights & Biases entity, a Kaggle profile, an IRC nick ("[15:14] <x> …"), a
# collaborator added ("add x to the org", "把 x 加成…协作者", "共享给了用户 x"), and a Chinese
# nickname after its platform or label ("论坛昵称 头秃的小熊61", "群昵称改成 x", "豆瓣 x，")
_R25_ACADEMIC = lazy_re(
    r"(?:(?<![\w\-])(?:squeue|sacct|scancel|sshare|sprio|sreport|showq|qstat|bjobs)"
    r"[ ](?:[^\n|;&]{0,40}?[ ])?(?:-u|--user(?==)|-U)[ =]?"
    r"|(?i:(?<![a-z])(?:net[ ]?id|uun|crsid|uniqname|sunet[ ]?id|kerberos(?:[ ]id)?|eid|"
    r"campus[ ]id|cas[ ]id|university[ ]login|uni[ ]login|student[ ]login)"
    r"(?:[ ]is|[ ]?[:：=]|是|为)?)[ ]?"
    r"|(?i:wandb|w&b|weights[ ]&[ ]biases)[^\n]{0,8}?(?i:entity)[^\n]{0,4}?"
    r"(?:[:：=]|填|是|(?i:is))[ ]?"
    r"|(?i:kaggle\.com/)"
    r"|(?:^|\n|\][ ])<"
    r"|(?i:(?<![a-z])add)[ ]"
    r"|把[ ]?"
    r"|共享给了?(?:用户)?[ ]?"
    r"|用户[ ]?(?=[A-Za-z]))"
    r"(?P<v>[A-Za-z][A-Za-z0-9_.\-]{1,30}[A-Za-z0-9])(?![A-Za-z0-9_\-@])"
    r"(?P<t>>[ ]|[ ]to[ ]the[ ](?:org|team|repo|project|group|channel)|[ ]?加成|[ ]?加为|"
    r"[ ]?加到)?"
)
_R25_ZH_NICK = lazy_re(
    # a label that names the nickname itself, or a platform's name right before a value in the
    # shape of one ("不吃香菜的小鹿", "摸鱼的柠檬58"): an adjective phrase, "的", a noun
    r"(?:(?:群|论坛|课堂|游戏)?昵称(?:改成了?|改为|是|叫)?|(?:B站|豆瓣|小红书|微博|知乎|抖音)"
    r"(?:账号|昵称|ID)?)[ \t]{0,2}[:：]?[ \t]{0,2}"
    r"(?P<v>[\u4e00-\u9fff]{1,6}的[\u4e00-\u9fff]{1,4}[0-9]{0,4}|(?<=称)[ \t]{0,2}"
    r"[\u4e00-\u9fff]{2,8}[0-9]{1,4})(?![\u4e00-\u9fff0-9])"
)
#: round 25 (AW): an account on a sports, hobby or marketplace platform, after the platform's
#: name and its account word ("Zwift name x", "Komoot: x", "Strava athlete: x", "the Etsy shop
#: x", "My eBay seller name is x", "Rover sitter profile x"), a Flickr photostream, and a
#: playlist's or a route's author ("playlist by x")
_R25_HOBBY = lazy_re(
    r"(?<![A-Za-z0-9_])(?i:zwift|komoot|strava|etsy|ebay|flickr|rover|garmin|peloton|alltrails|"
    r"vinted|depop|poshmark|letterboxd|goodreads|chess\.com|lichess|duolingo|myfitnesspal|fitbit|"
    r"runkeeper|wag|ravelry|discogs|bandcamp|soundcloud|500px|deviantart|behance|thingiverse|"
    r"keep|咕咚|悦跑圈|闲鱼|小红书)(?![A-Za-z0-9_])"
    r"(?:[ ](?i:seller|sitter|walker|athlete|rider|runner|shop|store|user|member))?"
    r"(?:[ ](?i:name|handle|id|username|profile|account|shop))?"
    r"(?:[ ](?i:is))?[ \t]*[:：]?[ \t]*(?P<v>[A-Za-z][A-Za-z0-9_.\-]{2,38}[A-Za-z0-9])"
    r"(?![A-Za-z0-9_\-@/])"
    r"|(?i:flickr\.com/photos|etsy\.com/shop|ebay\.com/usr|strava\.com/athletes|"
    r"komoot\.com/user|ravelry\.com/people)/(?P<w>[A-Za-z0-9_.\-@]{3,40})"
    r"|(?i:playlist|route|pattern|mix)[ ](?:made[ ])?by[ ](?P<x>[A-Za-z][A-Za-z0-9_.\-]{2,38}"
    r"[A-Za-z0-9])(?![A-Za-z0-9_\-@])"
)
_R25_HOBBY_LITS = lits(
    "zwift|komoot|strava|etsy|ebay|flickr|rover|garmin|peloton|alltrails|vinted|depop|poshmark|"
    "letterboxd|goodreads|chess.com|lichess|duolingo|myfitnesspal|fitbit|runkeeper|wag|ravelry|"
    "discogs|bandcamp|soundcloud|500px|deviantart|behance|thingiverse|keep|咕咚|悦跑圈|闲鱼|小红书|"
    "playlist by|route by|pattern by|mix by|made by"
)


class _HobbyHandlesR25:
    name = "username_hobby_r25"
    category = Category.USERNAME
    needs = Needs(groups=(_R25_HOBBY_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R25_HOBBY).finditer(norm.text):
            g = next(k for k in "vwx" if m.group(k) is not None)
            v = m.group(g)
            low = v.lower()
            if low in _SYSTEM_USERS or low in _LABEL_VOCAB or v in _R23_BRANDS:
                continue
            if g == "w" or handle_shaped(v) or _r23_handle(v, True) or name_shaped(low) or (
                g == "v" and v.islower() and v.isalpha() and len(v) >= 6 and zipf(low) < 2.0
            ):
                f = norm.finding(self.category, m.start(g), m.start(g) + len(v), 0.75, self.name)
                if f is not None:
                    yield f


_R25_ACAD_LITS = lits(
    "squeue|sacct|scancel|sshare|sprio|sreport|showq|qstat|bjobs|netid|net id|uun|crsid|"
    "uniqname|sunet|kerberos|eid|campus id|cas id|login|wandb|w&b|weights & biases|kaggle|<|"
    "add|把|共享|用户|昵称|b站|豆瓣|小红书|微博|知乎|抖音|论坛"
)


class _AcademicHandlesR25:
    name = "username_academic_r25"
    category = Category.USERNAME
    needs = Needs(groups=(_R25_ACAD_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        if norm.flags & (UPPER | DIGIT) or _ASCII_LOWER.search(text) is not None:
            for m in resolve(_R25_ACADEMIC).finditer(text):
                v = m.group("v")
                head = text[m.start() : m.start("v")]
                weak = head.strip().lower() in ("add", "把", "<") or head.startswith(("\n", "]"))
                if weak and m.group("t") is None:
                    continue  # "add x" needs "to the org"; "<x" needs its ">"; 把 x needs 加成
                if v.lower() in _SYSTEM_USERS or v.lower() in _LABEL_VOCAB or v in _R23_BRANDS:
                    continue
                lead = head.strip()
                if weak and lead.lower() == "add" and _R25_FILEISH.match(v) is not None:
                    continue  # "Add img_2024 to the repo": a file, not an account
                if weak and not (
                    handle_shaped(v) or name_shaped(v.lower()) or _R25_CAMEL_NAME.fullmatch(v)
                    or (_r23_handle(v, True) and lead.endswith(("<", "把")))
                ):
                    continue
                if not _shape_ok(v, False) and not _R25_CAMEL_NAME.fullmatch(v):
                    continue
                yield from self._one(norm, m.start("v"), m.end("v"))
        if norm.flags & CJK:
            for m in resolve(_R25_ZH_NICK).finditer(text):
                yield from self._one(norm, *m.span("v"))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


_R25_FILEISH = re.compile(
    r"(?i)(?:img|image|file|photo|pic|screenshot|tmp|temp|test|data|build|release|asset|doc|"
    r"backup|log|fig|figure|table|sample|example)s?[_\-.\d]"
)
#: a name joined in camel case ("MichelleMurphy", "RodneyParker")
_R25_CAMEL_NAME = re.compile(r"[A-Z][a-z]{2,14}[A-Z][a-z]{2,20}")

DETECTORS = (*DETECTORS, _AcademicHandlesR25(), _HobbyHandlesR25())


# --- round 26 (AY, BB: creators' and venues' platforms): Chinese nicknames after a platform
# role ("抖音用户一只兔子发视频", "探店博主深夜食堂小王申请合作",
# "知乎答主「会飞的咸鱼的日常」"), before
# "这个号" or "是…的昵称", in a reviewer's field ("点评人": "吃货芒果1214"); a platform UID; an
# ASCII account after a Chinese role ("公众号后台运营者：cindy.shoots")
_R26_ROLE = (
    r"(?:抖音|快手|小红书|[Bb]站|微博|大众点评|点评|美团|知乎|视频号|公众号|直播间|淘宝|闲鱼|豆瓣|微信|"
    r"后台)?(?:用户|博主|答主|[Uu][Pp]主|网友|买家|卖家|点评人|运营者|房管|粉丝|主播|达人|号主|"
    r"昵称|网名|"
    # round 27: a review's author, a group chat's member ("评价人：…｜", "群里的「…」",
    # "美团评价来自 …：")
    r"评价人|群友|群主|群里的|评价来自)"
)
_R26_NICK_CHARS = r"[\u4e00-\u9fffA-Za-z0-9_]"
_R26_ZH_NICK = lazy_re(
    # a role word, then the nickname (quoted or up to a verb or a clause's end)
    _R26_ROLE + r"[ \t]{0,2}(?:[:：][ \t]{0,2})?(?P<q>[「『“\"])?"
    r"(?P<v>[A-Za-z][A-Za-z0-9._]{2,29}(?![A-Za-z0-9._])|" + _R26_NICK_CHARS + r"{2,16}?)"
    r"(?(q)[」』”\"]|(?=[ \t]|[，。！？,.!?｜|]|[:：](?!\d)|$|发|给|申请|回复|对|同意|想|说|在|"
    r"评论|吐槽|"
    r"私信|留言|点赞|"
    r"关注|投稿|打卡|晒|问|表示|的(?:评论|视频|笔记|帖子|号)))"
    # a nickname before "这个号" / "是…昵称"
    r"|(?:^|(?<=[ \t\n，。：:]))(?P<w>" + _R26_NICK_CHARS + r"{2,16}?)[ \t]{0,2}"
    r"(?=这个号|这个账号|是[^\n，。]{0,12}?(?:昵称|网名|账号|小号))"
    # a reviewer's or a nickname's field
    r"|[\"“](?:点评人|昵称|网名|用户名|评论人|作者)[\"”][ \t]?[:：][ \t]?[\"“]"
    r"(?P<x>[^\"”\n]{2,24})[\"”]"
    # a platform UID
    r"|(?<![A-Za-z])UID[ \t]{0,2}[:：]?[ \t]{0,2}(?P<u>\d{6,20})(?!\d)"
    # a platform's ID ("雪球 ID 不追涨小李", "集思录 ID：养基一号")
    r"|(?:雪球|集思录|微博|抖音|快手|小红书|[Bb]站|知乎|豆瓣|淘宝|闲鱼|拼多多|京东|游戏)"
    r"[ \t]?(?:ID|id|号)"
    r"[ \t]{0,2}[:：]?[ \t]{0,2}(?P<y>" + _R26_NICK_CHARS + r"{2,16}?)(?=[，。！？,.!?\s]|$)"
)
#: nickname shapes: a cute modifier or noun, digits or an underscore suffix
_R26_NICK_SHAPE = re.compile(
    # a nickname and its number or its underscore suffix ("吃货芒果1214", "早睡的小鱼_vlog")
    r"[\u4e00-\u9fffA-Za-z]{2,10}\d{2,6}|[\u4e00-\u9fffA-Za-z]{2,10}_[A-Za-z0-9]{2,10}"
    # a cute modifier first, or a cute noun last (one to eight characters between)
    r"|(?:一只|爱吃|吃货|甜品控|干饭|深夜|奶茶|小胖|快乐的|北漂|会飞的|佛系|今天也要|不吃|早睡的|"
    r"熬夜|超爱|想吃|胖胖|肥宅|社恐|打工|柠檬|元气)[\u4e00-\u9fff]{1,8}"
    r"|[\u4e00-\u9fff]{1,8}(?:土豆|兔子|芒果|团子|小鹿|猫猫|西瓜|咸鱼|栗子|橙子|汤圆|奶盖|鹿鹿|日记|"
    r"日常|呀|酱|剪辑师|本鱼|宝宝|喵)"
)
#: a role word's ordinary objects: "用户反馈", "网友表示", "粉丝数"
_R26_NICK_NOT = frozenset(
    ["反馈", "投诉", "数量", "协议", "体验", "需求", "信息", "数据", "隐私",
     "名单", "群体", "画像", "评论", "留言", "私信", "朋友", "们", "数",
     "量", "增长", "运营", "管理", "服务", "注册", "登录", "头像", "中心",
     "后台", "小程序"]
)


class _ZhNicksR26:
    name = "username_zh_nick_r26"
    category = Category.USERNAME
    needs = Needs(
        CJK,
        groups=(
            lits(
                "用户|博主|答主|up主|网友|买家|卖家|点评人|运营者|房管|粉丝|主播|达人|号主|昵称|"
                "网名|这个号|这个账号|uid|评论人|作者|用户名|id|号|评价人|群友|群主|群里的|评价来自"
            ),
        ),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_R26_ZH_NICK).finditer(text):
            g = next(k for k in "vwxuy" if m.group(k) is not None)
            v = m.group(g)
            if v in _R26_NICK_NOT or any(v.startswith(w) for w in _R26_NICK_NOT if len(w) > 1):
                continue
            strong = g in "xuy" or (g == "v" and m.group("q") is not None)
            if v.isascii():
                if not (strong or _r26_ascii_handle(v)):
                    continue
            elif not strong and _R26_NICK_SHAPE.fullmatch(v) is None:
                continue
            f = norm.finding(self.category, *m.span(g), 0.7, self.name)
            if f is not None:
                yield f


def _r26_ascii_handle(v: str) -> bool:
    """An ASCII account after a Chinese role: letters with a digit, a dot or an underscore, or
    a run of lowercase letters too long for a word."""
    return any(c.isdigit() or c in "._" for c in v) or (
        v.islower() and len(v) >= 7 and zipf(v) == 0  # ("forward", "mentioned": words)
    )


DETECTORS = (*DETECTORS, _ZhNicksR26())


# --- round 26 (BA, AZ: operations logs and wallets): the account in an audit record ("actor":
# "judith997"), kubectl's impersonation ("--as=kelsey_glenn15"), sudo's log line ("sudo:
# adams.kieran : 3 incorrect password attempts"), a pull request's author ("PR #5630 by
# adkinsd"), an ENS name ("robert15.eth"), a UK Government Gateway user ID
_R26_OPS_HANDLES = lazy_re(
    r"[\"'](?:actor|author|assignee|reporter|requester|created_?by|updated_?by|triggered_?by|"
    r"principal|login|user_?name|userName|account_?name)[\"'][ \t]{0,2}:[ \t]{0,2}[\"']"
    r"(?P<a>[A-Za-z][A-Za-z0-9._\-]{1,38})[\"']"
    r"|(?<![A-Za-z0-9\-])--as[= ](?P<b>[A-Za-z][A-Za-z0-9._@\-]{1,38})(?![A-Za-z0-9._@\-])"
    r"|(?<![A-Za-z])sudo:[ \t]+(?P<c>[A-Za-z][A-Za-z0-9._\-]{1,31})[ \t]+:[ \t]"
    r"|(?<![A-Za-z])(?:PR|MR|pull[ ]request|merge[ ]request|commit)[ ]#?\w{1,10}[ ](?i:by)[ ]@?"
    r"(?P<d>[A-Za-z][A-Za-z0-9._\-]{1,38})(?![A-Za-z0-9._\-])"
    r"|(?<![A-Za-z0-9.\-])(?P<e>[a-z0-9][a-z0-9\-]{2,40}\.eth)(?![A-Za-z0-9.])"
    r"|(?i:government[ ]gateway)(?:[ ](?i:user))?[ ](?i:id)[ \t]{0,2}[:：]?[ \t]{0,2}"
    r"(?P<f>\d{12})(?!\d)"
    r"|(?<![A-Za-z])UID[ \t]{0,2}[:：#]?[ \t]{0,2}(?P<g>\d{6,20})(?!\d)"
)


_STAFF_CODE = re.compile(r"[A-Z]{1,5}[\-_]?\d{2,8}")


class _OpsHandlesR26:
    name = "username_ops_r26"
    category = Category.USERNAME
    needs = Needs(
        alternatives=(
            (lits("actor|author|assignee|reporter|requester|created|updated|triggered|principal|"
                  "login|user|account"), ('"', "'")),
            (("--as",),),
            (("sudo:",),),
            (lits("pr |mr |pull request|merge request|commit "), (" by ",)),
            ((".eth",),),
            (("gateway",),),
            (("uid",),),
        ),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R26_OPS_HANDLES).finditer(norm.text):
            g = next(k for k in "abcdefg" if m.group(k) is not None)
            v = m.group(g)
            if g in "abcd" and (v.lower() in _SYSTEM_USERS or v.lower() in _ROLE_VALUE_NOT):
                continue  # "--as=system:serviceaccount…", "sudo: root :"
            if g == "a" and _STAFF_CODE.fullmatch(v) is not None:
                continue  # "assignee": "AGT-8119": a desk's staff code, no one's account
            f = norm.finding(self.category, *m.span(g), 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _OpsHandlesR26())


# --- round 26 (BF: research participants): a Prolific participant ID (24 hex) in a text that
# names Prolific; an MTurk worker ID (A + 11–20 capitals and digits) after a worker's or an
# account's word
_R26_HEX24 = re.compile(r"(?<![0-9a-fA-F])(?P<v>[0-9a-f]{24})(?![0-9a-fA-F])")
_R26_MTURK = lazy_re(
    r"(?:(?i:worker(?:[ _]?id)?|workerid|mturk(?:[ _]id)?|account|participant|hit)[\"']?[ \t]{0,2}"
    r"[:=?]?[ \t]{0,2}[\"']?[ \t]{0,2})(?P<v>A[0-9A-Z]{11,20})(?![0-9A-Za-z])"
)


class _ResearchIdsR26:
    name = "username_research_r26"
    category = Category.USERNAME
    needs = Needs(
        alternatives=((("prolific", "participant", "_pid"),), (lits("worker|mturk|account|hit"),))
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        spans: list[tuple[int, int]] = []
        low = norm.low
        if "prolific" in low or "participant" in low or "_pid" in low:
            spans += [m.span("v") for m in _R26_HEX24.finditer(text)]
        if norm.flags & UPPER:
            for m in resolve(_R26_MTURK).finditer(text):
                v = m.group("v")
                if sum(c.isdigit() for c in v) >= 1 and sum(c.isalpha() for c in v) >= 6:
                    spans.append(m.span("v"))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _ResearchIdsR26())


# --- round 26 (BC: family caregivers): a Skype name ("live:brittany.woods_42"); a handle-shaped
# token (dotted or underscored words, a word and digits, CamelCase and a year) after "is",
# "under", "from" or "buddy" in a sentence that names a social platform or an account
# ("Mum's Facebook is under cclarke38", "ownership from karen.jimenez to the home")
_R26_SKYPE = re.compile(
    r"(?<![A-Za-z0-9])(?P<v>live:[A-Za-z0-9][A-Za-z0-9._\-]{2,40})(?![A-Za-z0-9._\-])"
)
_R26_PLATFORM_WORDS = lits(
    "facebook|slack|skype|alexa|instagram|whatsapp|telegram|discord|twitter|tiktok|snapchat|"
    "words with friends|xbox|playstation|steam|zoom|teams|account|profile|username|handle"
)
_R26_AFTER_VERB = lazy_re(
    r"(?<![A-Za-z])(?:is|under|from|buddy|as|named|called)[ \t]+@?"
    r"(?P<v>[A-Za-z][A-Za-z0-9._]{2,30}[A-Za-z0-9])"
    r"(?![A-Za-z0-9._@])"
)
_R26_HANDLE_SHAPE = re.compile(
    r"[a-z][a-z0-9]*(?:[._][a-z0-9]+)+|[a-z]{3,}\d{1,4}|[A-Z][a-z]+[A-Z][a-z]+\d{2,4}"
)
_R26_NOT_HANDLE_END = re.compile(
    r"(?i)\.(?:com|org|net|io|co|uk|cn|de|edu|gov|pdf|docx?|xlsx?|csv|txt|png|jpe?g|py|js|md|html?)$"
)


class _PlatformHandlesR26:
    name = "username_platform_r26"
    category = Category.USERNAME
    needs = Needs(groups=((*_R26_PLATFORM_WORDS, "live:"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text, low = norm.text, norm.low
        spans = [m.span("v") for m in _R26_SKYPE.finditer(text)] if "live:" in low else []
        if any(w in low for w in _R26_PLATFORM_WORDS):
            rx, pos = resolve(_R26_AFTER_VERB), 0
            while (m := rx.search(text, pos)) is not None:
                pos = m.start("v")  # ("is under X": the next cue may be the value here)
                v = m.group("v")
                if _R26_HANDLE_SHAPE.fullmatch(v) is None or _R26_NOT_HANDLE_END.search(v):
                    continue
                if v.lower() in _SYSTEM_USERS or _STAFF_CODE.fullmatch(v):
                    continue
                head = v.rstrip("0123456789")
                hl = head.lower()
                if head.isalpha() and zipf(hl) >= 3.0 and not any(hl in s for s in _all_names()):
                    continue  # "python3", "active2024": a word and a number ("reginald4" stays)
                spans.append(m.span("v"))
                pos = m.end("v")
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _PlatformHandlesR26())


# --- round 27: a handle after a platform's (or an account word's) label that runs on to a
# colon ("Venmo me for the tip: rachel__lift", "Discord handle of the lad organising the
# queue: elliot_wall", "New handheld user created: wbarker"); after "review by"/"DM from"
# with a platform named before it ("Treatwell review by thelashesoliver"); and after "user"
# or "account" before what the account did ("account tinyrider has claimed …")
_R27_PLATFORMS = (
    r"discord|venmo|cash[ ]?app|paypal|instagram|insta|tiktok|snapchat|twitter|threads|"
    r"pinterest|facebook|whatsapp|telegram|reddit|twitch|youtube|steam|xbox|psn|playstation|"
    r"nintendo|github|gitlab|slack|skype|linkedin|nextdoor|treatwell|mindbody|booksy|fresha|"
    r"vagaro|styleseat|etsy|ebay|depop|vinted|poshmark|strava|roblox|minecraft|fortnite"
)
_R27_TOKEN = r"[A-Za-z0-9][A-Za-z0-9._\-]{2,30}[A-Za-z0-9_]"  # noqa: S105 - a regex
#: three forms, each behind its own literal gate (most texts hold none of their words)
_R27_BY_HANDLE = lazy_re(
    r"(?i:(?<![a-z])(?:" + _R27_PLATFORMS + r")(?![a-z]))[^\n.!?]{0,40}?"
    r"(?i:review|dm|message|comment|post|reply|story|video)[ ](?i:by|from)[ ]"
    r"(?P<v>" + _R27_TOKEN + r")(?![A-Za-z0-9._\-@])"
)
_R27_DID_HANDLE = lazy_re(
    r"(?i:(?<![a-z])(?:user|account)[ ])"
    r"(?P<v>[a-z0-9][a-z0-9._\-]{2,30}[a-z0-9_])(?=[ ](?:has|had|was|is|recommended|claimed|"
    r"posted|left|redeemed|asked|said|wrote|logged|keeps)(?![a-z]))"
)
_R27_COLON_HANDLE = lazy_re(
    r"(?i:(?<![a-z])(?:" + _R27_PLATFORMS + r"|handle|username|user[ ]?name|user|login|"
    r"gamertag|account)(?![a-z]))"
    r"[^\n.!?:：;]{0,60}?[:：][ \t]{0,2}"
    r"(?P<v>" + _R27_TOKEN + r")(?![A-Za-z0-9._\-@(])"
)
_R27_HANDLE_LITS = lits(
    _R27_PLATFORMS.replace("[ ]?", "").replace("[ ]", " ")
    + "|handle|username|user|login|gamertag|account"
)
_R27_H_SPEC = (
    (_R27_HANDLE_LITS, lits(" by | from "),
     lits("review|dm|message|comment|post|reply|story|video")),
    (("user ", "account "),),
    (_R27_HANDLE_LITS, (":", "：")),
)
_R27_H_GATES = _Gates(_R27_H_SPEC)
_R27_H_FORMS = (_R27_BY_HANDLE, _R27_DID_HANDLE, _R27_COLON_HANDLE)


class _LabelHandlesR27:
    name = "username_label_r27"
    category = Category.USERNAME
    needs = Needs(alternatives=_R27_H_SPEC, run=4)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        found = _R27_H_GATES.found(norm.low)
        seen: set[int] = set()
        for rx, mask in zip(_R27_H_FORMS, _R27_H_GATES.masks, strict=True):
            if found & mask != mask:
                continue
            for m in resolve(rx).finditer(norm.text):
                s, e = m.span("v")
                if s in seen or not _r27_handle_ok(m.group("v")):
                    continue
                seen.add(s)
                f = norm.finding(self.category, s, e, 0.7, self.name)
                if f is not None:
                    yield f


def _r27_handle_ok(v: str) -> bool:
    if v.isdigit() or v.lower() in _LABEL_VOCAB or v.lower() in _SYSTEM_USERS:
        return False
    if _R27_NOT_HANDLE.fullmatch(v) is not None:
        return False  # a version, a file, a host, a ticket's key
    return (
        handle_shaped(v)
        or name_shaped(v)
        or (any(c.isdigit() or c in "._" for c in v) and any(c.isalpha() for c in v)
            and not v.isupper())
        or (v.isalpha() and v.islower() and len(v) >= 6 and zipf(v) == 0)
    )


#: what follows a label and a colon but is no account: versions, file names, hosts, codes
_R27_NOT_HANDLE = re.compile(
    r"(?i)v?\d+(?:\.\d+)+[a-z0-9\-]*|[\w\-.]+\.(?:com|org|net|io|dev|app|co|uk|cn|json|yaml|"
    r"yml|txt|csv|log|py|js|ts|md|pdf|png|jpe?g|zip|sh|html?|php|aspx?|xml|exe|dll|conf|cfg|ini|"
    r"env|toml|lock|sql|db|gz|tar|docx?|xlsx?|pptx?)|(?-i:[A-Z]{2,}[\-_]?\d+)|\d+[a-z]{1,3}"
)

DETECTORS = (*DETECTORS, _LabelHandlesR27())
