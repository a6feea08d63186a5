"""Passwords and passphrases after a cue: ``password: …``, ``pw=…``, "the password is …",
``密码是…``, "passphrase: correct horse battery staple"."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from functools import cache

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import CJK, DIGIT, UPPER, Detector, Needs, RegexDetector, any_in, lits
from ._base import Gates as _Gates


def _words(text: str) -> list[str]:
    return text.split()


__all__ = ["DETECTORS"]

_EN_CUE = r"(?:password|passwd|passcode|passwort|mot de passe|contraseña|pass|pwd|pw|pin(?: code)?)"
#: CJK punctuation ends a value ("密码：abc。电话：…")
_CJK_PUNCT = "。，；：！？、（）「」『』【】《》“”‘’"
#: (a bracket opening a Chinese remark ends it: "pw=X（测试环境）", NFKC made it "(")
_VALUE = (
    r"[\"'`]?(?P<v>(?:[^\s\"'`,;(" + _CJK_PUNCT + r"]|\((?![\u3400-\u9fff])){2,127}"
    r"[^\s\"'`,;.:!?)(" + _CJK_PUNCT + "])"
)
_EN_ASSIGN = lazy_re(
    r"(?i)(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,16}[_\-])?"
    + _EN_CUE
    + r"[\"']?\s{0,3}(?::|=|：)\s{0,3}"
    + _VALUE
)
_EN_IS = lazy_re(
    r"(?i)(?<![A-Za-z0-9])"
    + _EN_CUE
    + r"\s{1,3}(?:is set to|is now|is|was|=|will be|should be)\s{1,3}"
    + _VALUE
)
_PASSPHRASE = lazy_re(
    r"(?i)(?<![A-Za-z0-9])pass[\s\-]?phrase\s{0,3}(?:is|was|:|=)\s{0,3}[\"'`]?"
    r"(?P<v>[^\s\"'`,;.][^\n\"'`,;.。，]{2,120})"
)
_ZH = lazy_re(
    r"(?:密码|密碼|口令|暗号|PIN码|pin码|支付密码|登录密码|开机密码|解锁密码|wifi密码|WiFi密码|WIFI密码)"
    r"\s{0,3}(?:(?:就|也|还|都|已经?|刚刚?|又|现在|目前|如今|暂时|应该|应当|好像|大概|可能)?(?:是不是|是|为|為|改成了?|改为|设为|设置为|设成)|:|=|】|\]|」|』)?"
    r"\s{0,3}[\"'`“「(（]?(?P<v>[!-~]{2,63}[A-Za-z0-9!@#$%^&*_+\-=~])"
)
#: "login with password Summer2024! next time": no separator, so the value must look
#: like a password (letters and digits or symbols)
_BARE = lazy_re(
    r"(?i)(?<![A-Za-z0-9_\-])(?:password|passwd|passcode|pwd)\s{1,2}[(（]?(?P<v>[^\s\"'`,;(（"
    + _CJK_PUNCT
    + r"][^\s\"'`,;"
    + _CJK_PUNCT
    + r"]{2,62}[^\s\"'`,;.:!?)"
    + _CJK_PUNCT
    + "])"
)
_QUOTED = lazy_re(
    r"(?i)(?:(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,16}[_\-])?(?:"
    + _EN_CUE[3:-1]
    + r"|pass[\s\-]?phrase)[\"']?\s{0,3}(?::|=|is set to|is now|is|was|will be|should be)"
    r"|(?:密码|密碼|口令|暗号)\s{0,3}(?:是|为|為|:|=|改成了?|改为|设为|设置为|设成)?)"
    r"\s{0,3}(?P<q>[\"'`“「‘])(?P<v>[^\"'`”」’\n]{2,120}?)[\"'`”」’]"
)

_STOP = frozenset(
    _words("""required missing incorrect wrong invalid too
    not set empty correct stored hashed the a an
    changed reset expired none null true false str string int bytes optional secretstr any
    strong weak same different protected encrypted needed necessary mandatory ok okay valid
    unknown hidden redacted masked field fields value option options here below above
    following attempt attempts policy manager managers hash length see tbd todo
    literally just still actually simply basically currently always also
    requirements requirement rules minimum please pls plz fine good bad safe secure insecure
    working broken simple easy it's its it (currently (it's now""")
)
_CODEISH = lazy_re(
    r"^(?:\$\{?[A-Z_][A-Z0-9_]*\}?$|\$\{[A-Za-z_]|\{\{|\{[A-Za-z_]|<[A-Za-z_/]|\[[A-Z]|%\([A-Za-z_]\w*\)[sdifr]|%[A-Z_]{2,}%|os\.|env\.|environ(?![a-z])|getenv|"
    r"settings\.|config\.|self\.|cfg\.|args\.|request\.|input\(|process\.env)|[A-Za-z_]\(.{0,40}\)$"
)


def _codeish(v: str) -> bool:
    """``_CODEISH.search(v)``, without trying it at every letter: its first branch is
    anchored at the start (a match there), the second ("f(…)" at the end) needs a "("."""
    return _CODEISH.match(v) is not None or ("(" in v and _CODEISH.search(v) is not None)


_TRAIL = ".,;:!?。，；：！？)"


#: a function or method call's head: ``getpass.getpass(``, ``os.environ.get(``
_CALL = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\(")
_METHOD_CALL = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[a-z_][A-Za-z0-9_]*)+\(")


def _is_call(text: str, s: int, v: str) -> bool:
    """``v`` (at ``s``) is the head of a call: ``getpass.getpass(`` with or without its "(",
    or a method call with its arguments (``vault.read(path``)."""
    call = _METHOD_CALL.match(v)
    e = s + len(v)
    return (
        _CALL.fullmatch(v) is not None
        # "x.y.z42(测试环境)": a remark in brackets after a dotted passphrase, not arguments
        or (call is not None and not _has_cjk(v[call.end() : call.end() + 1]))
        or (
            _CALL.fullmatch(v + "(") is not None
            and text.startswith("(", e)
            and not _has_cjk(text[e + 1 : e + 2])
        )
    )


def _closes(v: str) -> bool:
    """The cue closed its bracket ("（不是密码）（ref 12345）"): the value starts with the
    closing bracket and a non-alphanumeric character (")Hrk*)m7*" is a password)."""
    return v[:1] in ")]" and not v[1:2].isalnum()


_ENV_KEY = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:=\S*)?|[A-Za-z_][A-Za-z0-9_]*=\S*")


def next_line_key(text: str, s: int, v: str) -> bool:
    """The value opens a later line than its cue and is that line's own key ("DB_USER=\n
    DB_PASSWORD=", "…PASSWORD=\nLOG_LEVEL=info": an .env file's empty values) (round 26)."""
    k = s - 1
    while k >= 0 and text[k] in " \t":
        k -= 1
    return k >= 0 and text[k] == "\n" and _ENV_KEY.fullmatch(v) is not None


def _plausible(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911
    v = m.group("v").rstrip(_TRAIL)
    if len(v) < 3 or v[0] in ",;" or _closes(v):  # "密码，QQ 邮箱…" (normalized "，")
        return False
    if next_line_key(norm.text, m.start("v"), v):
        return False  # "DB_PASSWORD=\nLOG_LEVEL=info": an empty value, then the next key
    low = v.lower()
    if low in _STOP or "password" in low or "passw" in low or low.startswith("密码"):
        return False
    if low in _CUE_WORDS:
        return False  # "密码 Pass: X": the label's translation
    if _codeish(v):
        return False
    if _is_call(norm.text, m.start("v"), v):
        return False  # password = getpass.getpass("Password: "): a call, not a value
    if v.isalpha() and _participle_clause(norm.text[m.start("v") : m.end("v") + 16]):
        return False  # "the password is written on the label"
    if v.isalpha() and _PASSIVE.fullmatch(v) is not None:
        return False  # "the password is rotated weekly"
    if set(v) <= set("*•x#-_.") or v.startswith("[PASS"):
        return False
    return not v.endswith("_PASSWORD")


#: (and "passcode 的第2位": which characters are asked for, not the value)
_ZH_RULE = re.compile(
    r"规则|要求|策略|长度|格式|强度|提示|位数|至少|最少|不少于|必须|需要|的?第\d|的[前后末]"
)


_LABEL_LINE = re.compile(r"[\u4e00-\u9fff]{2,12}[:：]|[A-Za-z][\w ]{1,30}[：]")


def _plausible_bare(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if "\n" in norm.text[m.start() : m.start("v")] and _LABEL_LINE.match(v) is not None:
        return False  # "key: password\n成本分析：…": the next line is a label's own (round 26)
    head = re.split(r"[:：]", _NON_ASCII.split(v, 1)[0], maxsplit=1)[0]
    if head.lower() in _STOP or head.lower() in _CUE_WORDS or _ZH_RULE.match(v):
        return False  # "password policy：新账户至少 12 位", "password 规则：至少 12 位": a rule
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
    return v.strip().lower() not in _STOP and not v.startswith("[") and not _codeish(v)


def _plausible_phrase(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    return v.strip().lower() not in _STOP and not v.startswith("[")


# every English cue contains one of these ("passwd", "passwort", "mot de passe", "pwd")
_EN_CUES = lits("pass|pw|pin|contraseña")
DETECTORS: tuple[Detector, ...] = (
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
        #: (and the quote that opens the value)
    needs=Needs(
        groups=(lits("pass|pw|pin|contraseña|密码|密碼|口令|暗号"), ('"', "'", "`", "“", "「", "‘"))
    ),
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


# --- broader shapes (blind corpora): weak separators, value before the cue, mixed
# languages, tables/CSV, passphrases of several plain words ---------------------------
_CUE_ANY = (
    r"(?:(?:(?<![A-Za-z0-9])|(?<=[_\- ])|(?<=PG)|(?<=pg))"
    r"(?:password|passwd|passcode|passphrase|pass phrase|pwd|pw|pass(?=\s{0,2}(?:[:=：]|是|为))|"
    r"(?:memorable|secret|security)\s(?:word|phrase)|"
    # round 21: what unlocks a wallet, a device or an account by another name (cues that
    # start with a letter the look-ahead below already has: "e", "u", "l" would cost a try
    # at most letters of English text)
    r"(?:recovery|seed)\s(?:phrase|words)|parental\scontrols?\s(?:code|pin|password)|"
    r"sign-?in\s(?:secret|phrase)|"
    r"(?:wi-?fi|wlan|wpa2?|network|router|hotspot)(?:\s?的)?\s?(?:security\s)?(?:pass\s?)?key)"
    r"(?![A-Za-z])(?:\s{0,2}(?:记忆词|密码|口令|密碼))?"
    r"|(?:密码|密碼|口令)(?:短语|短句)?(?:\s{0,2}(?:password|passphrase|pass)(?![A-Za-z]))?"
    r"|授权码|记忆词|安全词|加密短语|通行短语|解锁码|控制码|助记词|暗号)"
)
#: separators that need a password-looking value (or a plain-word passphrase)
_WEAK_SEP = (
    r"(?:[ \t\u3000]{1,3}(?:—{1,2}|–|-{1,2}>|→|=>|>>|\||to|->|-(?=[ \t]))[ \t\u3000]{0,3}"
    r"|[ \t\u3000]{0,2}我?(?:发你了|給你了|给你了)[，,:：]?\s{0,2}"
    r"|[ \t\u3000]{0,2}(?:已经?|刚刚?|又|也|我)?"
    r"(?:改成了?|改为|更新为|换成了?|设成了?|设为|设置为)[ \t]{0,2}"
    r"|[ \t\u3000]{0,2}[（(](?=[^）)\n]{3,64}[）)])"
    r"|\t{1,2}|\u3000|[ ]{1,2}(?=\S+$)|(?<=[码碼令])[ ]{0,2}(?=[!-~])"
    r"|[ ]{1,2}(?=[a-z]{2,15}(?: [a-z]{2,15}){2,6}(?:\d{1,4}[!?]?| \d{1,4})?[ \t]{0,2}"
    r"(?:$|[;.,!?)|。，；]|[—–]|-[ ]|[\u2190-\u2bff\U0001f000-\U0001faff]))"
    r"|[ \t]{0,3}\n[ \t]{0,3})"
)
_STRONG_SEP = (
    r"(?:\s{0,3}(?:（[^）\n]{1,40}）|\([^)\n]{1,40}\))?[\"'”]?\s{0,3}"
    r"(?::|=|：|(?:就|也|还|都|仍然|依然|现在|目前|如今|应该|好像|大概|可能)?是(?:不是)?|为|為|"
    r"(?:is set to|is now|is|was)(?![A-Za-z]))"  # "password issued on …" has no "is"
    r"[:：]?(?:[ \t]{1,2}"
    r"(?:literally|just|still|actually|simply|basically|currently|always|also)(?= ))?"
    r"[ \t\u3000]{0,3})"
)
_GENERAL = lazy_re(
    r"(?im)(?=[p密口mswnrhg记安授加通解控助暗])"  # the first character of every cue in _CUE_ANY
    + _CUE_ANY
    + r"(?:(?P<s>"
    + _STRONG_SEP
    + r")|(?P<w>"
    + _WEAK_SEP
    + r"))"
    r"[\"'`“「『]?(?P<v>[^\s\"'`“”「」『』，。；、,;（）]{2,127})"
)
_FOR = lazy_re(
    r"(?i)(?<![A-Za-z0-9])(?:password|passwd|passcode|passphrase|pwd|pw|pin|"
    r"(?:recovery|seed|encryption)\s(?:phrase|words)|unlock\s(?:code|pin|phrase)|"
    r"(?:sign-?in|log-?in)\s(?:secret|phrase))"
    r" (?:for|of|on|at|to) (?:[^\s:=]{1,25} ){0,5}?[^\s:=]{1,25}"
    # ("is"/"was" as words: "pw for the dispatch laptop" holds "is" inside "dispatch")
    r"(?:\s{0,2}(?::|=|→|->|=>|—)|\s(?:is|was)(?![A-Za-z]))\s{0,3}"
    r"[\"'`“]?(?P<v>[^\s\"'`“”,;]{2,127})"
)
#: a quoted value right after the cue word: 'the passphrase "X" for …', 'password "X"'
_QCUE = lazy_re(
    r"(?i)(?<![A-Za-z0-9])(?:password|passwd|passcode|passphrase|pwd|pw)\s{1,2}[\"“'「]"
    r"(?P<v>[^\"”'」\n]{3,127}?)(?=[\"”'」])"
)
_BEFORE = lazy_re(
    r"(?i)(?<![^\s:;,(\[>\"'「『“*\-|：，；（])(?P<v>[^\s\"'“「『:;,]{3,64}(?: [a-z]{2,15}){0,6})"
    r"(?: (?:is|was) (?:the |my |our |their |his |her |your |a )?(?:[\w'\-]{1,20} ){0,4}"
    r"(?:password|passcode|passphrase|pwd)(?![A-Za-z\-])"
    r"|\s{0,2}(?:是|就是)[^\s。，；！？\n]{0,12}?(?:密码|密碼|口令))"
)
_PAIR = lazy_re(
    r"(?i)(?<![A-Za-z0-9])(?:login|credentials?|creds|user/pass(?:word)?|username/password|账号密码|账号/密码)"
    r"\s{0,3}[:：=]\s{0,3}[^\s/]{1,40}\s{0,2}/\s{0,2}(?P<v>[^\s\"'`,;]{3,64})"
)
#: "login for the bank portal — pass X" ("pass" alone is too common a word without a dash/colon)
_PASS = lazy_re(r"(?im)(?:^|[—–:：;\-]|\$)[ \t]{0,2}pass[ \t]{1,2}(?P<v>[^\s\"'`,;]{3,64})")
_MYSQL = lazy_re(
    r"(?i)(?<![A-Za-z0-9])(?:(?:mysql(?:dump|admin|sh)?|mariadb)[^\n]{0,80}?\s-p|"
    r"sshpass(?:\s{1,2}-[A-Za-oq-z](?:\s{1,2}[^\s\-]\S{0,40})?){0,3}\s{1,2}-p\s{0,2})"
    r"['\"]?(?P<v>[^\s'\"]{3,64})"
)
_FUNC = frozenset(
    _words("""and or but for to in on at of with from by as is was which that so then the a an
    everywhere since because if when while until after before please thanks btw via per""")
)
_NOT_FIRST = frozenset(
    _words("""this that it what which here there mine yours his hers theirs also so and or
    but then now the a an my our your their new old""")
)
_WORD_TAIL = lazy_re(r"(?: [A-Za-z][A-Za-z0-9]{0,14}){1,6}(?: \d{1,4}(?![^\s.,;!?)]))?")
_CLAUSE_END = frozenset(".,;:!?)|。，；：！？）」』”\"'")


_RX_WORD_PUNCT = re.compile(r"[a-z]{2,20}[?!.]{1,3}")


def _looks_password(v: str) -> bool:
    if _RX_WORD_PUNCT.fullmatch(v) and zipf(v.rstrip("?!.")) >= 3.0:
        return False  # "what's the wifi password again?": a word and its punctuation
    letters = any(c.isalpha() for c in v)
    other = any(not c.isalpha() for c in v)
    mixed = any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
    if v.lower().startswith(("http", "www.")) or v.endswith((".py", ".txt", ".md", ".json")):
        return False
    joined = (
        v.count(".") + v.count("-") + v.count("_") >= 2
        and v.replace(".", "").replace("-", "").replace("_", "").isalpha()
    )
    return (letters and (other or mixed)) or joined


def _extend(text: str, s: int, e: int) -> int:
    """Runs a plain word value on over following plain words (a passphrase): all of them
    when they run to the end of the clause, else up to the first function word."""
    v = text[s:e]
    if not (v.isalnum() and v.islower() and any(c.isalpha() for c in v)):
        return e
    m = resolve(_WORD_TAIL).match(text, e)
    if m is None:
        return e
    words = m.group(0).split(" ")[1:]
    after = text[m.end() : m.end() + 1]
    if after in ("", "\n", "\t") or after in _CLAUSE_END:
        n = len(words)
    else:
        n = 0
        for w in words:
            if w.lower() in _FUNC:
                break
            n += 1
    if n == 0:
        return e
    return e + len(" ".join(["", *words[:n]]))


_CUE_WORDS = frozenset(
    _words("""pass password passwd pwd pw pin passcode passphrase 密码 口令 记忆词 memorable""")
)
_CJK_RUN = re.compile(r"[\u3400-\u9fff]")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _has_cjk(v: str) -> bool:
    return not v.isascii() and _CJK_RUN.search(v) is not None


def _phrase_to_end(text: str, s: int, e: int) -> bool:
    """Three or more plain words running from ``s`` to the end of the line (after a colon
    label, a passphrase may start with a function word: "pass: if week positive")."""
    words = text[s:e].split()
    rest = text[e : e + 2]
    return len(words) >= 3 and (rest == "" or rest[:1] in "\n.!") and all(
        w.isalpha() or w.isdigit() for w in words
    )


def _verb_phrase(v: str) -> bool:
    """Prose, not a passphrase: a verb's third person among the words ("resets go through
    Okta"); generated passphrases of common words have no inflected forms."""
    return any(
        len(w) >= 5
        and w.endswith("s")
        and not w.endswith("ss")
        and zipf(w[:-1]) >= 3.5
        and zipf(w) < 5.0
        for w in (x.lower() for x in v.split() if x.isalpha())
    )


def _participle_clause(v: str) -> bool:
    """"(password is) written on the router label": a participle and a function word."""
    words = [w.lower().strip(".,;") for w in v.split()]
    return (
        len(words) >= 2
        and len(words[0]) >= 5
        and words[0].endswith(("ed", "tten", "dden", "wn", "ken"))
        and zipf(words[0]) >= 3.0
        and words[1] in _PREP
    )


_PREP = frozenset(_words("on in at by under inside into onto behind to from with"))


def _phrase(v: str) -> bool:
    """Three or more plain words without function words: a passphrase after a weak cue."""
    words = v.split()
    if words and words[-1].lower() in _FUNC:
        words = words[:-1]  # "… everywhere"
    if len(words) < 3 or any(w.lower() in _FUNC for w in words):
        return False
    return not words[0].lower().endswith(("ing", "ed")) and words[0].lower() not in _STOP


_AUX = frozenset(
    _words("""be is are was must should can cannot not no at least more than characters chars
    long short only never always have has need needs required""")
)


def _qphrase(v: str) -> bool:
    """A quoted passphrase: three or more plain words, none a rule's wording."""
    words = v.split()
    if words and words[-1].isdigit() and len(words) > 3:
        words = words[:-1]  # "orbit pepper willow 63"
    return all(w.isalpha() and w.lower() not in _AUX for w in words) and _phrase(" ".join(words))


def _unparen(v: str, s: int) -> tuple[str, int]:
    """Drops an unbalanced closing parenthesis ("(pw: X)")."""
    while v and v[-1] in ")）" and v.count("(") + v.count("（") < v.count(")") + v.count("）"):
        v = v[:-1]
    return v, s + len(v)


#: a content digest: "image@sha256:<hex>", "sha256:<hex>"
_DIGEST_BEFORE = re.compile(r"(?i)(?:sha(?:1|224|256|384|512)|md5|blake2b?)[:=]$")
_DIGEST_REF = re.compile(r"(?i)@(?:sha(?:1|224|256|384|512)|md5)(?::|$)")


def _retrying(rx: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Every match, each next search starting at the previous value's start (a rejected
    value such as "密码 password: …" must not swallow the real cue inside it)."""
    pos = 0
    while pos <= len(text):
        m = rx.search(text, pos)
        if m is None:
            return
        yield m
        pos = max(m.start("v"), m.start() + 1)


_ENV_REF = lazy_re(r"\$\{?[A-Za-z0-9_]{0,40}$")


#: a value made only of Chinese characters and punctuation (a Chinese password is rare; a
#: remark after "密码是" is common)
_ZH_PROSE = re.compile(r"[\u3400-\u9fff，。！？、：；…~～]+")


def _follows(low: str, firsts: tuple[str, ...], thens: tuple[str, ...]) -> bool:
    """One of ``thens`` occurs in ``low`` at or after the first occurrence of one of
    ``firsts``: what a pattern that reads a value, its verb and then its cue needs."""
    starts = [k for k in map(low.find, firsts) if k >= 0]
    if not starts:
        return False
    i = min(starts)
    return any(low.find(w, i) >= 0 for w in thens)


#: _BEFORE's verbs, and the cue words that follow them
_BEFORE_VERBS = (" is ", " was ", "是")
_BEFORE_CUES = ("password", "passcode", "passphrase", "pwd", "密码", "密碼", "口令")
#: the literal groups each of password_broad's patterns needs (implied by the pattern):
#: _GENERAL's three kinds of cue, then _FOR, _QCUE, _PAIR, _MYSQL, _PASS and _BEFORE
_BROAD_GROUPS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (
        lits(
            "pass|pw|密码|密碼|口令|授权码|记忆词|安全词|recovery phrase|recovery words|"
            "seed phrase|seed words|parental control|sign-in secret|signin secret|"
            "sign-in phrase|signin phrase|"
            "加密短语|通行短语|解锁码|控制码|助记词|暗号"
        ),
    ),
    (lits("memorable|secret|security"), lits("word|phrase")),
    (lits("wifi|wi-fi|wlan|wpa|network|router|hotspot"), ("key",)),
    (
        lits("pass|pw|pin|recovery phrase|recovery words|seed phrase|seed words|"
             "encryption phrase|encryption words|unlock code|unlock pin|unlock phrase|"
             "in secret|in phrase"),
        (" for ", " of ", " on ", " at ", " to "),
    ),
    (lits("pass|pw"), ('"', "“", "'", "「")),
    (("/",), lits("login|credential|creds|user/pass|username/password|账号密码|账号/密码")),
    (("mysql", "sshpass", "mariadb"),),
    (("pass ", "pass\t"),),
    ((" is ", " was ", "是"), lits("password|passcode|passphrase|pwd|密码|密碼|口令")),
)
_BROAD_GATES = _Gates(_BROAD_GROUPS)
_BROAD_CUE, _BROAD_WORD, _BROAD_KEY = _BROAD_GATES.masks[:3]
_BROAD_GATED = tuple(zip((_FOR, _QCUE, _PAIR, _MYSQL, _PASS), _BROAD_GATES.masks[3:8], strict=True))
_BROAD_BEFORE = _BROAD_GATES.masks[8]


#: a past participle and an adverb or nothing: "rotated weekly", "stored encrypted", "reset"
_PASSIVE = re.compile(
    r"(?i)(?:rotated|changed|reset|stored|encrypted|hashed|saved|shared|kept|managed|updated|"
    r"required|expired|locked|synced|generated)(?:\s(?:weekly|daily|monthly|yearly|"
    r"automatically|regularly|often|encrypted|hashed))?"
    r"(?:\s(?:by|in|on|at|every|per|after|with)(?:\s[\w\-]{1,20}){1,3})?"
)


def _ends_title(text: str, cue: int) -> bool:
    """The cue word is the last word of a quoted title that opens earlier on its line
    ('"How to reset your password"'), not a quoted label ('the "work password" is …')."""
    line = text[text.rfind("\n", 0, cue) + 1 : cue]
    q = max(line.rfind('"'), line.rfind("“"))
    return q >= 0 and line.count(" ", q + 1) >= 2  # three words or more


class _Broad:
    """The broader password shapes, with passphrase extension."""

    name = "password_broad"
    category = Category.PASSWORD
    #: one pattern's whole gate
    needs = Needs(alternatives=_BROAD_GROUPS)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912, PLR0915
        text = norm.text
        found = _BROAD_GATES.found(norm.low)
        general = (
            found & _BROAD_CUE
            or found & _BROAD_WORD == _BROAD_WORD
            or found & _BROAD_KEY == _BROAD_KEY
        )
        for m in _retrying(resolve(_GENERAL), text) if general else ():
            s, e = m.span("v")
            v = text[s:e]
            remark = v.find("(")  # "pw=X（测试环境）": a Chinese remark after the value
            if remark > 0 and _has_cjk(v[remark + 1 : remark + 2]):
                v = v[:remark]
            v = v.rstrip(_TRAIL + "|")
            e = s + len(v)
            if resolve(_ENV_REF).search(text, max(0, m.start() - 40), m.start()):
                continue  # "$ZIP_PW out.zip": the cue ends an environment variable's name
            quoted = (m.group("s") or "").lstrip()[:1] in ("\"", "”", "'")
            if quoted and _ends_title(text, m.start()):
                continue  # '"How to reset your password" was viewed': the cue ends a title
            if m.group("w") is not None and _has_cjk(v):
                # "密码.地方数据…": a value is ASCII; Chinese text after the cue ends it
                v = _CJK_RUN.split(v, 1)[0].rstrip(_TRAIL + "|")  # ("密码 policy：至少…")
                e = s + len(v)
                if len(v) < 3 or (not v[0].isalnum() and not _looks_password(v)):
                    continue
            if v.lower() in _STOP or v.startswith("[") or _closes(v) or _codeish(v):
                continue
            if _is_call(text, s, v):
                continue  # "password = getpass.getpass(…)": code
            if _DIGEST_BEFORE.search(text, max(0, s - 8), s) or _DIGEST_REF.search(v):
                continue  # "pin to python@sha256:<hex>": an image digest, not a PIN
            if _ZH_PROSE.fullmatch(v):
                continue  # "密码是不是太简单了": Chinese prose after the cue, not a value
            if v.lower() in _CUE_WORDS:
                continue  # "密码 Pass: X": a label's translation, not its value
            if "password" in v.lower() or "passw" in v.lower() or v.startswith(("密码", "口令")):
                continue
            v, e = _unparen(v, s)
            e2 = _to_close(text, s, _extend(text, s, e))
            if len(v) < 3 and (
                not any(c in (m.group("s") or "") for c in ":=：")
                or not _phrase_to_end(text, s, e2)
            ):
                continue
            if m.group("w") is not None:
                if not _looks_password(v) and not (
                    _phrase(text[s:e2]) and not _verb_phrase(text[s:e2])
                ):
                    continue
            elif (e2 == e and v.isalpha() and v.lower() in _NOT_FIRST) or (
                e2 > e and _participle_clause(text[s:e2])
            ):
                continue  # "it", "written on the label": prose
            if _PASSIVE.fullmatch(text[s:e2]) is not None:
                continue  # "the password is rotated weekly": a passive verb, not a value
            f = norm.finding(self.category, s, e2, 0.85, self.name)
            if f is not None:
                yield f
        for pat, need in _BROAD_GATED:
            if found & need != need:
                continue
            for m in resolve(pat).finditer(text):
                s, e = m.span("v")
                v = text[s:e] if pat is _QCUE else text[s:e].rstrip(_TRAIL)
                e = s + len(v)
                if v.startswith(("(", "（", "/")):
                    continue  # "pw for the router → (ask Dan)", "password at https://…"
                if len(v) < 3 or v.lower() in _STOP or v.startswith("[") or _codeish(v):
                    continue
                if _DIGEST_BEFORE.search(text, max(0, s - 8), s) or _DIGEST_REF.search(v):
                    continue  # an image digest
                v, e = _unparen(v, s)
                e2 = _to_close(text, s, _extend(text, s, e))
                if pat is _QCUE:
                    if not (_qphrase(v) if " " in v else _looks_password(v)):
                        continue
                elif pat is not _FOR and not _looks_password(v) and not _phrase(text[s:e2]):
                    continue
                elif pat is _FOR and " to " in m.group(0)[:16].lower() and not _code_ok(v):
                    continue  # "the password to the server is what he said"
                if pat is _PASS and v.startswith(("-", "env:", "file:", "fd:", "stdin")):
                    continue  # "pass --verbose", openssl "-pass env:VAR": no literal
                f = norm.finding(self.category, s, e2, 0.85, self.name)
                if f is not None:
                    yield f
        # the pattern needs a verb and a cue word after it (most texts with "is" name no
        # password; "the password is X" names it before the verb)
        before_ok = found & _BROAD_BEFORE == _BROAD_BEFORE and _follows(
            norm.low, _BEFORE_VERBS, _BEFORE_CUES
        )
        for m in resolve(_BEFORE).finditer(text) if before_ok else ():
            s, e = m.span("v")
            if _has_cjk(text[s:e]):
                # "然后X是…密码": the value is the ASCII run after the Chinese text; Chinese
                # prose alone ("…销售可是.密码…") is not a password
                s = e - len(_NON_ASCII.split(text[s:e])[-1])
                if e - s < 3 or (not text[s].isalnum() and not _looks_password(text[s:e])):
                    continue
            words = text[s:e].split(" ")
            while words and (words[0].lower() in _NOT_FIRST or words[0].lower() in _FUNC):
                s += len(words.pop(0)) + 1  # "then X is the password": "then" is not in it
            if not words:
                continue
            if len(words) == 1:
                if not _looks_password(words[0]):
                    continue
            elif not all(w.isalpha() or "-" in w for w in words[1:]):
                continue
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Broad())


def column_cells(text: str, header: re.Pattern[str]) -> Iterator[tuple[int, int]]:  # noqa: PLR0912
    """Spans of the cells under a header cell matching ``header`` in CSV/TSV/markdown
    tables (the rows after the header with as many delimiters)."""
    if "\n" not in text:
        return
    pos = 0
    lines: list[tuple[int, str]] = []
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    i = 0
    while i < len(lines):
        _start, line = lines[i]
        i += 1
        for d in (",", "\t", "|"):
            n = line.count(d)
            if not n or n > 40:
                continue
            cells = line.split(d)
            cols = [k for k, c in enumerate(cells) if header.fullmatch(c.strip().strip("\"'`*"))]
            if not cols:
                continue
            j = i
            while j < len(lines) and j < i + 500:
                rstart, row = lines[j]
                if set(row) <= set("|:- \t+"):
                    j += 1
                    if row.strip():
                        continue
                    break
                if row.count(d) != n:
                    break
                off = rstart
                for k, cell in enumerate(row.split(d)):
                    if k in cols:
                        c = cell.strip().strip("\"'`")
                        if len(c) >= 2:
                            cs = off + cell.index(c)
                            yield cs, cs + len(c)
                    off += len(cell) + 1
                j += 1
            break


_PW_HEADER = lazy_re(
    r"(?i)(?:[a-z0-9]{1,16}[_ \-])?(?:password|passwd|passphrase|passcode|pwd|pw)|"
    r"(?:登录|支付|管理员?|wifi|WiFi)?(?:密码|口令)"
)


#: round 22: a "secret" column holds a password as often as a key ("site,login_hint,secret")
_SECRET_HEADER = lazy_re(r"(?i)(?:[a-z0-9]{1,16}[_ \-])?secrets?")


class _PwColumns:
    name = "password_column"
    category = Category.PASSWORD
    needs = Needs(groups=(lits("pass|pw|密码|口令|secret"), ("\n",)))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        if not any(d in text for d in (",", "\t", "|")):
            return
        for s, e in column_cells(text, resolve(_PW_HEADER)):
            v = text[s:e]
            if v.lower() in _STOP or v.startswith("[") or set(v) <= set("*•x#-_."):
                continue
            yield from self._one(norm, s, e)
        if "secret" in norm.low:
            for s, e in column_cells(text, resolve(_SECRET_HEADER)):
                v = text[s:e]
                if " " not in v and (_looks_password(v) or strong_password(v) or near_password(v)):
                    yield from self._one(norm, s, e)

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.85, self.name)
        if f is not None:
            yield f


DETECTORS = (*DETECTORS, _PwColumns())


# --- round 2: command arguments, config keys, SQL/XML, .pgpass lines, weak chat cues ------
#: an unquoted ASCII value (CJK ends it: "storepass 用 X，keypass 一样")
_AV = r"[!#-&(-+\--:<-_a-~]"  # printable ASCII but quotes, backquote, comma, semicolon
_QV = r"(?:'(?P<q1>[^'\n]{1,128})'|\"(?P<q2>[^\"\n]{1,128})\"|(?P<v>" + _AV + r"{1,128}))"
#: one shell word: quoted (spaces allowed) or bare
_TOK = r"(?:'[^'\n]{1,128}'|\"[^\"\n]{1,128}\"|\S{1,128})"
_CMD_PATTERNS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    # curl -u user:PW / wget --user u --password …
    (
        r"(?i)(?<![\w-])(?:curl|http|https|httpie|xh)\s[^\n]{0,120}?(?<![\w-])(?:-u|--user)"
        r"[\s=]{1,2}['\"]?[^\s:'\"]{1,64}:['\"]?(?P<v>[^\s'\"]{1,128})",
        ("curl", "http", "xh"),
        "cmd",
    ),
    # 7z a -pPW / rar a -pPW ("7z 加密用 -pX")
    (
        r"(?i)(?<![\w-])(?:7z|7za|7zr|7zz|rar|unrar|winrar)(?![\w-])[^\n]{0,80}?(?<![\w-])-h?p"
        + _QV,
        ("7z", "rar"),
        "cmd",
    ),
    # zip -P PW / unzip -P PW
    (
        r"(?<![\w-])(?:zip|unzip|zipcloak)\s[^\n]{0,80}?(?<![\w-])(?:-P|--password)[\s=]{1,2}"
        + _QV,
        ("zip",),
        "cmd",
    ),
    # ssh-keygen -N 'PW' / -P 'old'
    (r"ssh-keygen\s[^\n]{0,80}?(?<![\w-])-[NP]\s{1,2}" + _QV, ("ssh-keygen",), "cmd"),
    # keytool / jarsigner / openssl option values
    (
        r"(?i)(?<![\w])-(?:src|dest)?(?:store|key)pass(?:word)?\s{1,2}(?!-)" + _QV
        + r"|(?<![\w-])-(?:passin|passout|pass|password)\s{1,2}pass:(?P<p>[^\s'\"]{1,128})",
        ("pass",),
        "cmd",
    ),
    # password flags of clients that take one inline (ldapsearch -w, redis-cli -a, sqlcmd -P,
    # ipmitool -P, docker login -p, mongo -p, xfreerdp /p:)
    (
        r"(?i)(?<![\w-])(?:ldap(?:search|modify|add|delete|passwd|whoami|compare|exop)\s[^\n|;&]{0,100}?"
        r"(?<![\w-])-w|redis-cli\s[^\n|;&]{0,100}?(?<![\w-])(?:-a|--pass)|"
        r"(?:sqlcmd|bcp|osql|isql|ipmitool|cqlsh|influx|rabbitmqadmin|mosquitto_(?:pub|sub)|vpnc|"
        r"openconnect|mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|mysqlsh|"
        r"(?:docker|podman|nerdctl|helm(?:\sregistry)?|oras|az|cf|oc)\s(?:[^\n|;&]{0,40}?\s)?login)"
        r"\s[^\n|;&]{0,100}?(?<![\w-])(?:-P|-p|--password|--pass))[\s=]{1,2}(?!-)" + _QV
        + r"|(?<![\w-])(?:xfreerdp|rdesktop|wlfreerdp)\s[^\n]{0,100}?[/-]p[:\s]"
        r"(?P<p>[^\s'\"]{3,128})",
        ("ldap", "redis-cli", "sqlcmd", "bcp", "osql", "isql", "ipmitool", "cqlsh", "influx",
         "rabbitmqadmin", "mosquitto", "vpnc", "openconnect", "mongo", "mysqlsh", "login",
         "rdesktop", "freerdp"),
        "cmd",
    ),
    # smbclient -U user%PW, net use … /user:DOM\user PW
    (
        r"(?i)(?<![\w-])(?:(?:smbclient|rpcclient|smbmap|smbcacls|nxc|netexec|crackmapexec|"
        r"enum4linux|mount(?:\.cifs)?|winexe)\s[^\n]{0,100}?(?:-U|--user|user=|username=)[\s=]?"
        r"['\"]?[^\s%'\"]{1,64}%(?P<v>[^\s'\",]{1,128})"
        r"|net\s+use\s[^\n]{0,100}?/user:\S{1,80}\s+(?P<q1>[^\s/]{1,128}))",
        ("smb", "rpcclient", "nxc", "netexec", "crackmapexec", "enum4linux", "mount", "winexe",
         "net use"),
        "cmd",
    ),
    # camelCase keys: dbPassword: X, adminPass=X; <add key="DbPassword" value="X" />
    (
        r"(?<![A-Za-z0-9])[a-z][A-Za-z0-9]{0,24}(?:Password|Passwd|Pwd|Pass|Passphrase|PassPhrase)"
        r"[\"']?\s{0,2}[:=]\s{0,2}" + _QV
        + r"|(?i:key)=[\"'][\w.:\-]{0,40}(?i:password|passwd|pwd|pass)[\"'][^>\n]{0,20}?"
        r"(?i:value)=(?:\"(?P<q2x>[^\"\n]{1,128})\"|'(?P<q1x>[^'\n]{1,128})')",
        ("pass", "pwd"),
        "cmd",
    ),
    # echo 'PW' | sudo -S …, echo "user:PW" | chpasswd, openssl enc -k PW
    (
        r"(?<![\w-])echo\s{1,2}(?:-n\s)?(?:'(?P<q1>[^'\n]{1,128})'|\"(?P<q2>[^\"\n]{1,128})\"|"
        r"(?P<v>[^\s|'\"]{1,128}))\s{0,2}\|\s{0,2}sudo\s(?:-[A-Za-z]{1,4}\s){0,3}?-[A-Za-z]{0,3}S"
        r"|(?<![\w-])echo\s{1,2}['\"]?[^\s:'\"]{1,64}:(?P<p>[^\s'\"|]{1,128})['\"]?\s{0,2}\|"
        r"\s{0,2}(?:sudo\s)?chpasswd"
        r"|(?<![\w-])openssl\s[^\n]{0,100}?(?<![\w-])-k\s{1,2}(?P<q1x>[^\s'\"]{1,128})",
        ("sudo", "chpasswd", "openssl"),
        "cmd",
    ),
    # gpg / generic long options with a separate value: --passphrase X, --password X
    (
        r"(?i)(?<![\w-])--(?:passphrase|password|passwd|pass)(?:\s{1,2}|=)(?!-)" + _QV,
        ("--pass",),
        "cmd",
    ),
    # config keys: requirepass X, masterauth X, storepass 是 X
    (
        r"(?i)(?<![A-Za-z0-9_])(?:requirepass|masterauth|(?:key|trust)?storepass(?:word)?|"
        r"keypass(?:word)?|(?:key|trust)store[_.\-]?pass(?:word)?)[\"']?"
        r"(?:\s{0,3}(?:(?:已经?|刚)?(?:设置为|设为|设成|改为|改成了?|是|为|用)|[:=：]|is|to)\s{0,3}|\s{1,3})"
        + _QV,
        ("requirepass", "masterauth", "storepass", "keypass", "store"),
        "cmd",
    ),
    # SQL: IDENTIFIED BY 'PW', WITH PASSWORD 'PW', SET PASSWORD … = 'PW'
    (
        r"(?i)(?:IDENTIFIED\s+(?:WITH\s+\w{1,40}\s+)?BY(?:\s+PASSWORD)?|"
        r"(?:WITH|ENCRYPTED|UNENCRYPTED|LOGIN)\s+PASSWORD|SET\s+PASSWORD(?:\s+FOR\s+\S{1,80})?\s*=\s*"
        r"(?:PASSWORD\s*\()?)\s*(?:'(?P<q1>[^'\n]{1,128})'|\"(?P<q2>[^\"\n]{1,128})\"|"
        r"(?<=BY )(?!PASSWORD\b|VALUES\b)(?P<v>[A-Za-z][A-Za-z0-9_#$]{2,63})(?=\s*(?:;|$)))",
        ("identified", "password"),
        "cmd",
    ),
    # XML: <password>PW</password>, <storePassword>…</storePassword>
    (
        r"<(?P<t>[A-Za-z][\w.:\-]{0,30})>(?P<v>[^<>\n]{1,128})</(?P=t)>",
        ("</",),
        "xml",
    ),
    # .pgpass lines: host:port:db:user:PW
    (
        r"(?m)(?:^|(?<=\s))[A-Za-z0-9*][A-Za-z0-9.\-_*]{0,252}:(?:\d{1,5}|\*):[^\s:]{1,63}:"
        r"[^\s:]{1,63}:(?P<v>\S{1,128})",
        ("pgpass",),
        "cmd",
    ),
    # htpasswd -b[c] file user PW / htpasswd -nb user PW
    (
        r"(?<![\w-])htpasswd\s{1,2}(?P<f>(?:-[A-Za-z]{1,5}\s{1,2}(?:\d{1,2}\s{1,2})?){1,4})"
        r"(?P<a>\S{1,200})\s{1,2}(?P<b>" + _TOK + r")(?:\s{1,2}(?P<c>" + _TOK + "))?",
        ("htpasswd",),
        "htpasswd",
    ),
)
_XML_TAGS = ("password", "passwd", "passphrase", "pass", "pwd", "storepass", "keypass")
#: weak chat cues: the value must look like a password (or be a numeric code)
_CODE_OBJ = (
    r"(?:alarm|garage(?:\s?door)?|door|front\s?door|gate|keypad|lock|padlock|bike\s?lock|"
    r"locker|safe|building|entry|lock\s?box|lockbox|key\s?box|apartment|house|"
    r"门锁|门禁|密码锁|车库|保险箱|保险柜|储物柜|智能锁|电子锁)"
)
_CHAT_PATTERNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # numeric codes: "garage code is 62173811", "门锁code是685900", "alarm code 4455"
    (
        r"(?i)(?<![A-Za-z])(?:" + _CODE_OBJ + r"\s?(?:access\s)?(?:code|pin|combo|combination|"
        r"passcode|码|密码)s?|keypad|lockbox|(?:phone|ipad|iphone|tablet|laptop|screen|card|"
        r"debit\scard|atm|bank\scard|sim)\s(?:passcode|pin(?:\scode)?|unlock\scode|code))"
        r"(?:\s{0,3}(?:is|was|=|:|：|是|为|to|就是|改成了?|改为|'s|’s|is\snow|(?:got\s|was\s)?changed"
        r"\sto|now)\s{0,3}|\s{1,2})"
        r"(?P<v>[0-9][0-9#*]{2,15}|[A-Za-z0-9!@#$%^&*_+\-=]{3,63})",
        ("code", "pin", "combo", "combination", "码", "keypad", "lockbox"),
    ),
    # "the pass for the shared drive is X"
    (
        r"(?i)(?<![A-Za-z0-9])(?:pass|pin|code|passcode)\s(?:for|of|on|to)\s(?:[^\s:=]{1,25}\s){0,5}?"
        r"[^\s:=]{1,25}\s{0,2}(?::|=|is|was|→|->|=>|—)\s{0,3}[\"'`“]?(?P<v>[^\s\"'`“”,;]{3,127})",
        (" for ", " of ", " on ", " to "),
    ),
    # "changed it to X" (a password cue near), "i set the pin to X"
    (
        r"(?i)(?<![A-Za-z])(?:set|changed?|reset|updated?|switched|made)\s"
        r"(?:(?:it|mine|that)|(?:the\s|my\s|our\s|its\s|his\s|her\s)?(?:[\w\-]{1,12}\s)?"
        r"(?:pin|password|pw|pwd|pass|passcode|passphrase|code|combo))\s(?:to|as)\s"
        r"[\"'`“]?(?P<v>[^\s\"'`“”,;]{3,64})",
        (" to ", " as "),
    ),
    # "try X thats the pw", "use X as the password", "X doesnt work as the pass"
    (
        r"(?i)(?:^|(?<=[\s:：,，(]))(?P<v>[^\s\"'“”,，;:。]{3,64})[,，]?\s"
        r"(?:(?:thats|that's|that’s|its|it's|it’s|is|was|=)\s|"
        r"(?:(?:doesn'?t|doesn’t|does\snot|won'?t|won’t|didn'?t|should|might|may|will)\s)?"
        r"(?:work\s|works\s)?as\s)"
        r"(?:the|my|our|your|a|his|her)?\s?(?:new\s|current\s|old\s|real\s)?(?:[\w\-]{1,15}\s){0,2}?"
        r"(?:pw|pass|password|passwd|passcode|pwd|pin|passphrase)(?![A-Za-z])"
        r"(?!\s?(?:hash|hashing|field|policy|manager|reset|prompt|column|input|box|rules?|"
        r"requirements?|strength|length|check|validation|validator|store|vault|file|protected|"
        r"-protected|less|salt|algorithm|format|generator|table|attribute|parameter|argument))",
        ("pw", "pass", "pin"),
    ),
    # "login for the router is admin / X", "creds: admin / X"
    (
        r"(?i)(?<![A-Za-z0-9])(?:login|log-in|creds|credentials|account|acct|u/p|user/pw)"
        r"(?:\s(?:for|to|on|of)\s[^\n/:=]{1,40}?)?\s{0,2}(?:is|are|:|：|=)\s{0,2}[^\s/]{1,40}"
        r"\s{0,2}/\s{0,2}(?P<v>[^\s\"'`,;，。]{3,64})",
        ("/",),
    ),
    # "家里wifi pass X", "shared drive的pass是X"
    (
        r"(?i)(?:(?<=[\u3400-\u9fff])|(?<![A-Za-z0-9])(?:wifi|wi-fi|wlan|router|network|guest|"
        r"hotspot)\s?)(?:pass|pw|pwd|passwd|password)(?:\s{0,2}(?:是|为|:|：|=|is)\s{0,2}|\s{1,2})"
        r"(?P<v>[!-~]{3,64})",
        ("pass", "pw"),
    ),
    # SMTP 授权码 X / 口令短语 / 密码短语 / 动态口令
    (
        r"(?:授权码|密码短语|口令短语|动态口令|安全码|解锁码|开机码)"
        r"(?:\s{0,2}[（(][^）)\n]{1,20}[）)])?\s{0,3}(?:(?:就|也|还|已经?|刚刚?)?(?:是|为|改为|改成了?|设为|设成)|"
        r"[:=：])?\s{0,3}[\"'“「]?(?P<v>[!#-&(-~]{3,127})",
        ("授权码", "短语", "口令", "安全码", "解锁码", "开机码"),
    ),
)
_CHAT_TRAIL = ".,;:。，；：)）"


@cache
def _zipf_table() -> dict[str, float]:
    """data/common_words_en.txt (derived from wordfreq, see its header), loaded once."""
    from importlib import resources

    data = resources.files("complex_memory_manager.privacy").joinpath("data")
    table: dict[str, float] = {}
    for line in data.joinpath("common_words_en.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            level, *words = line.split()
            table.update(dict.fromkeys(words, int(level) / 10))
    return table


def zipf(word: str) -> float:
    """Zipf frequency of an English word, to a tenth (0: rare or unknown; 2: about once per
    100 million words; 3: once per million)."""
    return _zipf_table().get(word.lower(), 0.0)



#: a second literal group a pattern needs besides its gate (each implied by the pattern;
#: lowercase, as every pattern here matches them under ``(?i)`` or as written lowercase)
_CMD_EXTRA = {
    0: ("-u",),  # curl "-u" / "--user"
    1: ("-p", "-hp"),  # 7z "-p" / "-hp"
    2: ("-p",),  # zip "-P" / "--password"
    4: ("storepass", "keypass", "-pass"),  # keytool "-storepass"; openssl "-passin pass:"
    5: ("-w", "-a", "-p", "/p"),  # ldap "-w", redis-cli "-a", clients' "-p", xfreerdp "/p:"
    6: ("%", "/user:"),  # smbclient "-U user%PW"; net use "/user:"
    8: ("|", "-k"),  # "echo … | sudo -S", "| chpasswd"; openssl "-k"
    11: ("identified", "with", "encrypted", "login", "set"),  # each SQL form's keyword
}
_CHAT_EXTRA = {
    # the object whose code it is, _CODE_OBJ's words and the devices ("padlock", "lockbox":
    # "lock"; "key box", "keypad": "key"; "iphone": "phone"; "bank card": "card")
    0: lits(
        "alarm|garage|door|gate|key|lock|safe|building|entry|apartment|house|门锁|门禁|密码锁|"
        "车库|保险箱|保险柜|储物柜|智能锁|电子锁|phone|ipad|tablet|laptop|screen|card|atm|sim"
    ),
    1: lits("pass|pin|code"),  # "the pass for the shared drive is X" also needs its cue word
    2: lits("set|change|update|switched|made"),  # "reset", "changed", "updated" hold one
    4: lits("login|log-in|creds|credentials|account|acct|u/p|user/pw"),
}
#: per pattern (commands, then chat cues): the literal groups it needs, all of them
_GATE_GROUPS = [
    (g, *((_CMD_EXTRA[i],) if i in _CMD_EXTRA else ())) for i, (_, g, _) in enumerate(_CMD_PATTERNS)
] + [
    (g, *((_CHAT_EXTRA[i],) if i in _CHAT_EXTRA else ())) for i, (_, g) in enumerate(_CHAT_PATTERNS)
]
_GATES = _Gates(_GATE_GROUPS)
_CMD_RX = tuple(
    (lazy_re(p), need, k) for (p, _, k), need in zip(_CMD_PATTERNS, _GATES.masks, strict=False)
)
_CHAT_RX = tuple(
    (lazy_re(p), need)
    for (p, _), need in zip(_CHAT_PATTERNS, _GATES.masks[len(_CMD_PATTERNS) :], strict=True)
)
_PW_NEAR = lazy_re(r"(?i)pass|pw|pin|code|combo|密码|口令")


_RX_COMBO = re.compile(r"\d{1,3}(?:-\d{1,3}){2,5}")


def _code_ok(v: str) -> bool:
    """A numeric code (4+ digits, maybe with # or *) or a password-looking token."""
    digits = sum(c.isdigit() for c in v)
    if digits >= 4 and all(c.isdigit() or c in "#*" for c in v):
        return True
    if _RX_COMBO.fullmatch(v):
        return True  # a combination: "12-34-56"
    return _looks_password(v) and not v.lower().startswith(("v1", "v2", "v3"))


_SYS_VALUES = frozenset(["stdin", "env", "file", "fd", "prompt", "ask", "none", "empty"])


class _Commands:
    """Passwords in command arguments, config keys, SQL, XML and .pgpass lines, and after
    weak chat cues (a numeric code or password-looking value)."""

    name = "password_command"
    category = Category.PASSWORD
    #: one pattern's whole gate (each pattern runs only past its gate)
    needs = Needs(alternatives=tuple(_GATE_GROUPS))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        found = _GATES.found(norm.low)
        for pat, need, kind in _CMD_RX:
            if found & need != need:
                continue
            for m in resolve(pat).finditer(text):
                span = self._cmd_span(m, kind)
                if span is None:
                    continue
                s, e = span
                v = text[s:e]
                if not self._ok(v):
                    continue
                if (
                    "v" in m.re.groupindex
                    and m.group("v") is not None
                    and v.isalpha()
                    and v.islower()
                    and zipf(v) >= 3.5
                ):
                    continue  # "requirepass is commented out": prose, not a value
                f = norm.finding(self.category, s, e, 0.85, self.name)
                if f is not None:
                    yield f
        for i, (pat, need) in enumerate(_CHAT_RX):
            if found & need != need:
                continue
            for m in resolve(pat).finditer(text):
                s, e = m.span("v")
                v = text[s:e].rstrip(_CHAT_TRAIL)
                e = s + len(v)
                if i == 2 and text[m.start() : s].lower().split()[1] in ("it", "mine", "that"):
                    # "changed it to X": a password cue must be near
                    window = text[max(0, m.start() - 60) : min(len(text), e + 60)]
                    if resolve(_PW_NEAR).search(window) is None:
                        continue
                if i == len(_CHAT_PATTERNS) - 1:
                    e2 = _extend(text, s, e)
                    ok = (
                        _looks_password(v)
                        or _phrase(text[s:e2])
                        or (v.isalnum() and len(v) >= 8)  # SMTP 授权码: 16 letters
                        or (v.isdigit() and len(v) >= 6)
                    )
                    if not ok or not self._ok(v):
                        continue
                    e = max(e, _to_close(text, s, e2))
                elif not _code_ok(v) or not self._ok(v):
                    continue
                if _DIGEST_BEFORE.search(text, max(0, s - 8), s):
                    continue  # "pin to python@sha256:<hex>": an image digest
                f = norm.finding(self.category, s, e, 0.8, self.name)
                if f is not None:
                    yield f

    @staticmethod
    def _cmd_span(m: re.Match[str], kind: str) -> tuple[int, int] | None:  # noqa: PLR0911
        if kind == "htpasswd":
            flags = m.group("f")
            if "b" not in flags:
                return None
            g = "b" if "n" in flags else "c"
            if m.group(g) is None:
                return None
            s, e = m.span(g)
            text = m.string
            if text[s] in "'\"" and text[e - 1] == text[s] and e - s > 2:
                s, e = s + 1, e - 1
            return s, e
        if kind == "xml":
            tag = m.group("t").lower().rsplit(":", 1)[-1].rsplit(".", 1)[-1]
            if not tag.endswith(_XML_TAGS):
                return None
            return m.span("v")
        for g in ("q1", "q2", "v", "p", "q1x", "q2x"):
            if g in m.re.groupindex and m.group(g) is not None:
                return m.span(g)
        return None

    @staticmethod
    def _ok(v: str) -> bool:
        v = v.strip()
        if len(v) < 3 or v.lower() in _STOP or v.lower() in _SYS_VALUES:
            return False
        if v.startswith(("[", "-", "<", "$(", "`")) or _codeish(v) or "${" in v:
            return False
        if set(v) <= set("*•x#-_.") or (v.startswith("$") and v[1:].replace("_", "").isupper()):
            return False
        return "password" not in v.lower() and not v.endswith("_PASSWORD")


def _to_close(text: str, s: int, e: int) -> int:
    """The end of a quoted value: when the value opens right after a quote whose closing
    quote follows on the same line (within 128 characters), the span runs to it."""
    if s == 0 or text[s - 1] not in _CLOSE:
        return e
    close = _CLOSE[text[s - 1]]
    j = text.find(close, s, s + 129)
    nl = text.find("\n", s, s + 129)
    if j < 0 or (0 <= nl < j):
        return e
    return max(e, j)


DETECTORS = (*DETECTORS, _Commands())


# --- round 3: password-shaped tokens after weak cues ("use X to unlock", "protected with
# X", "reset it to X", "用X解锁") and symbol-rich generated passwords alone on a line ------
#: the letter fragments of a token: "iPhone15Pro" -> "i", "Phone", "Pro" (a digit run
#: is never part of one)
_FRAG = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
#: letters + digits that name a technology, not a secret ("sha256", "utf8", "x86_64")
_TECH = frozenset(
    _words("""sha md aes rsa utf base crc x arm win ipv tls ssl http https port py cp iso rfc
    ecdsa ed h av mp jpeg png ddr gen usb pci rtx gtx i v p""")
)
_SEMVER = re.compile(r"@\d+(?:\.\d+)+$|(?:==|>=|<=|~=|!=)\d")
_PW_SYMS = frozenset("!@#$%^&*()+=?~<>[]{}|;:,'\"`")
_PW_SYMS_BYTES = "".join(sorted(_PW_SYMS)).encode("ascii")
#: the ASCII digits, deleted by ``bytes.translate`` from a token's UTF-8 to count them in C
#: (the shape tests below run on ASCII tokens, where ``str.isdigit`` holds for exactly
#: these ten); ~10x faster than ``str.translate`` with a dict table, and exact on any text:
#: in UTF-8 a byte below 0x80 is always that ASCII character
_NO_DIGITS = b"0123456789"


def _ascii_digits(tok: str) -> int:
    """How many characters of ``tok`` are ASCII digits."""
    b = tok.encode("utf-8", "surrogatepass")  # any str (a lone surrogate too)
    return len(b) - len(b.translate(None, _NO_DIGITS))


#: the ASCII letters, deleted by ``bytes.translate`` to count them (as _NO_DIGITS)
_NO_LETTERS = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _wordy(v: str) -> bool:
    """Most of the letters belong to English words ("iPhone15Pro", "Step1"): an
    identifier or a product, not a generated password."""
    if v.isascii():  # every caller's token: str.isalpha holds for exactly A-Z, a-z there
        b = v.encode("ascii")
        alpha = len(b) - len(b.translate(None, _NO_LETTERS))
    else:
        alpha = sum(c.isalpha() for c in v)
    if not alpha:
        return False
    words = sum(len(f) for f in _FRAG.findall(v) if len(f) >= 3 and zipf(f) >= 3.0)
    return words * 2 >= alpha


#: shapes the token tests below check (compiled once, not looked up in ``re``'s cache per call)
_SEVEN = re.compile(r"[a-z]{3,4}\d{3,4}")
_EMAIL_IN = re.compile(r"@[a-z0-9\-]+\.[a-z]{2,}")
_HEXISH = re.compile(r"[0-9a-f\-]+")
_WORD_NUM6 = re.compile(r"([A-Za-z]{3,20})[._\-]?(\d{3,6})")
_WORD_NUM8 = re.compile(r"([A-Za-z]{3,20})[._\-]?(\d{3,8})")
_TITLE_NUM_SYM = re.compile(r"[A-Z][a-z]{2,12}\d{2,4}[!@#$%^&*?]{1,2}")
_FILE_EXT = re.compile(r"\.(?:py|js|ts|md|txt|json|ya?ml|toml|html?|css|sh|exe|zip|pdf|png|jpe?g)$")
_APP_PW = re.compile(r"[a-z]{4}(?:-[a-z]{4}){3}")
_WORD_BANG = re.compile(r"[A-Za-z]+[!?.]{1,3}")
#: the runs of digits and of other characters: on ASCII, one more than the changes between
#: a digit and a non-digit (``str.isdigit`` holds for exactly ``\d`` there)
_DIGIT_RUNS = re.compile(r"\d+|\D+")
_NEAR_INNER_SYMS = frozenset("!@#$%^*~")
_NOT_PW_START = ("http", "www.", "0x", "v1", "v2")


def strong_password(v: str) -> bool:  # noqa: PLR0911 - a ladder of shapes
    """A token shaped like a generated or a typical human password: tight enough to stand
    after a weak cue ("use X to unlock") or alone on a line."""
    n = len(v)
    if n < 7 or n > 64 or not v.isascii() or v.split() != [v]:  # [v]: no whitespace
        return False
    if ":" in v or "=" in v:
        return False  # "CC#:3040-…", "key=value": a label and its value
    if n == 7 and _SEVEN.fullmatch(v) is None:
        return False  # seven characters: only a name and a number ("gail984")
    low = v.lower()
    if low.startswith(("http", "www.", "0x", "./", "~/")) or "/" in v or "\\" in v:
        return False
    if _SEMVER.search(v) or _codeish(v) or _EMAIL_IN.search(low):
        return False
    # ASCII: a lower-case letter is what upper() changes, an upper-case one what lower() does
    lo = v.upper() != v
    up = low != v
    dg = _ascii_digits(v)
    sy = not _PW_SYMS.isdisjoint(v)
    if sy:
        return (lo or up) and dg > 0
    if not dg or not (lo or up):
        return False
    if _HEXISH.fullmatch(v):
        return False  # a hash or a short commit id
    m = _WORD_NUM6.fullmatch(v)
    if m is not None:  # a word or name and a number: "graeme2898", "june_1140"
        head = m.group(1)
        return not head.isupper() and head.lower() not in _TECH
    # random letters and digits: several letter/digit alternations, few real words
    changes = len(_DIGIT_RUNS.findall(v)) - 1  # v is ASCII
    return changes >= 3 and dg >= 2 and not _wordy(v)


def _bare_password(v: str) -> bool:
    """A generated password alone on a line: a real symbol (or upper, lower and digits
    interleaved) — or the human "Summer2024!" shape."""
    if _TITLE_NUM_SYM.fullmatch(v):
        return True
    if not strong_password(v) or _wordy(v):
        return False
    lo = any(c.islower() for c in v)
    up = any(c.isupper() for c in v)
    if any(c in "!@#$&?~" for c in v):
        return True
    return lo and up and len(v) >= 10 and sum(c.isdigit() for c in v) >= 2


_WEAK_PW = lazy_re(
    r"(?i)(?:(?<![A-Za-z])(?:use|using|with|enter|type|try)\s{1,2}(?:the\s(?:password|passphrase|"
    r"code|key|pin)\s)?[\"'`“]?(?P<v>\S{6,64}?)[\"'`”]?\s{1,2}(?:to\s)?(?:unlock|open|decrypt|"
    r"unzip|extract|get\sinto|access)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:protected|locked|encrypted|secured)\s(?:with|by|using)\s"
    r"(?:(?:the|a)\s(?:password|passphrase|key|code|pin)\s)?[\"'`“]?(?P<w>\S{6,64}?)[\"'`”]?"
    r"(?=[.,;!?)]?(?:\s|$))"
    r"|(?<![A-Za-z])(?:reset|changed?|set|updated?|switched)\s(?:it|mine|that|this)\s(?:to|as)\s"
    r"[\"'`“]?(?P<x>\S{6,64}?)[\"'`”]?(?=[.,;!?)]?(?:\s|$))"
    r"|用\s{0,2}(?P<y>[!-~](?:[!-~ ]{4,62}[!-~])?)\s{0,2}"
    r"(?:解锁|打开|解压|解密|unlock|open|decrypt))"
)


class _WeakCued:
    name = "password_weak_cue"
    category = Category.PASSWORD
    #: one of _WEAK_PW's four forms: its cue word and what follows it
    needs = Needs(
        alternatives=(
            (
                lits("use|using|with|enter|type|try"),
                lits("unlock|open|decrypt|unzip|extract|get|access"),
            ),
            (lits("protected|locked|encrypted|secured"), lits("with|by|using")),
            (lits("reset|change|set|update|switched"), lits("it|mine|that|this"), ("to", "as")),
            (("用",), lits("解锁|打开|解压|解密|unlock|open|decrypt")),
        ),
        run=6,
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_WEAK_PW).finditer(text):
            g = next(k for k in ("v", "w", "x", "y") if m.group(k) is not None)
            s, e = m.span(g)
            v = text[s:e]
            if g == "y" and " " in v:
                # "用room yes western TV解锁": a passphrase of three or more words
                if len(v.split()) < 3 or not all(w.isalnum() for w in v.split()):
                    continue
            else:
                v = _strip_stop(v)  # "protected with guiying415564.;"
                e = s + len(v)
                if not (strong_password(v) or _joined_phrase(v) or _r16_token(v)):
                    continue
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


#: one whitespace-free token alone on its line
#: (ASCII, no comma: a CSV row is no password, and a password is ASCII — see strong_password)
#: (each line after a newline: a literal first character the regex engine scans for fast)
LONE_TOKEN = re.compile(r"\n[ \t]*([!-+\--~]{8,64})[ \t]*(?=\n|$)")
LONE_FIRST = re.compile(r"[ \t]*([!-+\--~]{8,64})[ \t]*(?=\n|$)")


def _may_be_lone(norm: NormalizedText) -> bool:
    """A line of its own: another line, or a whole text no longer than one token."""
    t = norm.text
    if "\n" in t:
        return True
    t = t.strip(" \t")
    # (the one line is a token of printable ASCII: LONE_FIRST matches the whole text)
    return 8 <= len(t) <= 64 and " " not in t and "\t" not in t and t.isascii()


class _Lone:
    name = "password_lone"
    category = Category.PASSWORD
    #: DIGIT: every shape _bare_password takes holds an ASCII digit (the "Summer2024!" one
    #: and each strong_password one)
    needs = Needs(DIGIT, run=8, check=_may_be_lone)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        first = LONE_FIRST.match(text)
        rest = LONE_TOKEN.finditer(text) if "\n" in text else ()
        for m in itertools.chain((first,) if first else (), rest):
            if _bare_password(m.group(1)):
                f = norm.finding(self.category, m.start(1), m.end(1), 0.75, self.name)
                if f is not None:
                    yield f


def _joined_phrase(v: str) -> bool:
    """Three or more plain words joined by one of '.', '-', '_' ("kid-difference-sure")."""
    for sep in ".-_":
        parts = v.split(sep)
        if len(parts) >= 3 and all(p.isalpha() and p.islower() and len(p) >= 2 for p in parts):
            return sum(zipf(p) >= 3.0 for p in parts) == len(parts)
    return False


DETECTORS = (*DETECTORS, _WeakCued(), _Lone())


# --- round 4: a password-shaped token near a password cue (same line, or the next chat
# turn after a question), credential pairs ("login admin / pass X", "登录 admin / X") and
# plain-word passphrases right after the cue ("the app password juniper fjord cobalt …") ----
_NEAR_CUE = lazy_re(
    r"(?i)(?<![A-Za-z0-9_\-])(?:passwords?|passwd|passcode|passphrase|pass\sphrase|pwd|pw|"
    r"(?:wi-?fi|wlan|network|router)\s(?:key|pass))(?![A-Za-z0-9_\-])|密码|密碼|口令"
)
#: a sentence after the cue says what the value is not: a rule, a tool, a field
_NEAR_NOT = lazy_re(
    r"(?i)\s{0,2}(?:policy|policies|manager|managers|requirements?|rules?|hash(?:es|ing)?|"
    r"strength|length|reset\slink|field|fields|column|generator|vault|策略|规则|管理器|强度|长度|"
    r"要求|哈希)(?![A-Za-z])"
)
_ASCII_RUN = re.compile(r"[!-~]{6,80}")
_LEAD = "([{<\"'`:;,."
_TAIL = ",.;:\"'`"
_CRYPT = re.compile(r"\$(?:\d[a-z]?|argon2\w{0,3}|pbkdf2[\w\-]{0,10}|scrypt|y|sha\d{1,3})\$")
_ISSUE = re.compile(
    r"(?:[A-Z]{1,6}|(?i:pr|gh|mr|bug|issue|ticket|no))?#\d{1,8}|@[A-Za-z0-9_.\-]{2,40}|"
    r"#[A-Za-z][\w\-]{1,40}"
)  # an issue number, a mention, a hashtag
_DATEISH = re.compile(r"\d{1,4}[\-/.:]\d{1,2}[\-/.:]\d{1,4}.*|\d{1,2}:\d{2}.*")
_NEAR_SYMS = frozenset("!@#$%^&*?~+()<>[]{}|")


_OPENER = {")": "(", "]": "[", "}": "{", ">": "<"}


def _trim(tok: str) -> str:
    tok = tok.lstrip(_LEAD)
    k = len(tok) - len(tok.lstrip("*"))
    if k and tok.endswith("*" * k):
        tok = tok[k:-k]  # markdown emphasis: "**X**"
    while tok and (
        tok[-1] in _TAIL
        or (tok[-1] in _OPENER and tok.count(tok[-1]) > tok.count(_OPENER[tok[-1]]))
    ):
        tok = tok[:-1]  # trailing punctuation, an unbalanced closing bracket
    return tok


def near_password(tok: str) -> bool:  # noqa: PLR0911 - a ladder of shapes
    """A token shaped like a password, strict enough to count near a password cue without
    an assignment between them: letters and digits with a symbol, a word and a number
    ("wuxia7077", "Charlie_1860"), or random mixed-case letters and digits."""
    n = len(tok)
    if n < 6 or n > 64 or not tok.isascii() or tok.upper() == tok.lower():
        return False  # (no letter: every shape below has one)
    low = tok.lower()
    if ":" in tok or "=" in tok or "/" in tok or "\\" in tok or low.startswith(_NOT_PW_START):
        return False
    if "password" in low or "passw" in low or tok.startswith("[") or _codeish(tok):
        return False
    if _SEMVER.search(tok) or _CRYPT.match(tok) or _ISSUE.fullmatch(tok) or _DATEISH.fullmatch(tok):
        return False
    if _EMAIL_IN.search(low) or _HEXISH.fullmatch(tok):
        return False  # an e-mail, a hash, a UUID
    if _FILE_EXT.search(low):
        return False
    if _APP_PW.fullmatch(tok):
        return True  # an app password: four groups of four letters
    lo = tok.upper() != tok  # ASCII (as in strong_password)
    up = low != tok
    letters = lo or up
    dg = _ascii_digits(tok)
    if letters and not dg:
        # no digit: upper, lower and a symbol inside the token ("Tr!ckyHorse")
        return (
            n >= 8
            and lo
            and up
            and not _NEAR_INNER_SYMS.isdisjoint(tok[1:-1])
            and _WORD_BANG.fullmatch(tok) is None
        )
    if not letters or not dg:
        return False
    if not _NEAR_SYMS.isdisjoint(tok):
        return lo or (up and n >= 8)
    if not lo:
        return False  # "WPA2-PSK", "AES-256", "TL-WR841N": a standard or a model
    m = _WORD_NUM8.fullmatch(tok)
    if m is not None:
        head = m.group(1).lower()
        return head not in _TECH and head not in _PRODUCTS
    changes = len(_DIGIT_RUNS.findall(tok)) - 1  # tok is ASCII
    return up and n >= 8 and changes >= 3 and dg >= 2 and not _wordy(tok)


#: systems and products named with a number ("ubuntu2204", "postgres16", "rtx4090")
_PRODUCTS = frozenset(
    _words("""ubuntu debian fedora centos rhel alpine windows macos ios android python node
    java jdk php ruby perl go postgres postgresql mysql mariadb redis mongo mongodb chrome
    safari firefox edge office excel outlook server sql ecma es error err code build rev
    release sprint rfc cve kb ticket issue pr jira step phase room floor gate flight train
    bus route model type version ver gpt llama claude gemini iphone ipad pixel galaxy rtx gtx
    ryzen core xeon thinkpad surface xbox playstation ps switch""")
)
#: a line that answers with a number alone: "Bob: 88886666", "是 20240101", "it's 77881234"
_NUM_ANSWER = lazy_re(
    r"[ \t]{0,4}(?:[^\s:：]{1,20}[:：][ \t]{0,2})?(?i:(?:it's|its|it is|it’s|就是|是)[ \t]{0,2})?"
    r"(?P<v>\d{6,16})[ \t]{0,2}[.。!！]?[ \t]{0,2}"
)
_Q_END = re.compile(r"[?？]|吗|呢")


_R26_MONEY = re.compile(
    r"(?:[A-Z]{1,3})?[$€£¥][\d,]{1,9}(?:\.\d{1,2})?|[\d,]{1,9}(?:\.\d{1,2})?[$€£¥]"
)


class _NearCue:
    """A password-shaped token on the cue's line (before or after it), or on the next line
    when the cue's line asks a question or ends in a colon (a chat turn answering it)."""

    name = "password_near_cue"
    category = Category.PASSWORD
    needs = Needs(groups=(lits("pass|pw|pwd|密码|密碼|口令"),), run=6)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        windows: list[tuple[int, int]] = []
        answers: set[tuple[int, int]] = set()
        for m in resolve(_NEAR_CUE).finditer(text):
            if resolve(_NEAR_NOT).match(text, m.end()):
                continue
            ls = text.rfind("\n", 0, m.start()) + 1
            le = text.find("\n", m.end())
            le = len(text) if le < 0 else le
            lo = max(ls, m.start() - 100)
            hi = min(le, m.end() + 140)
            windows += [(lo, m.start()), (m.end(), hi)]
            line = text[ls:le]
            if le < len(text) and (_Q_END.search(line) or line.rstrip().endswith((":", "："))):
                ne = text.find("\n", le + 1)
                ne = len(text) if ne < 0 else ne
                windows.append((le + 1, min(ne, le + 1 + 140)))
                a = resolve(_NUM_ANSWER).fullmatch(text, le + 1, ne)
                if a is not None:  # "wifi 密码？\nBob: 88886666": a numeric answer
                    answers.add(a.span("v"))
        spans = answers
        done = 0  # windows merged: each character is scanned once
        for w0, we in sorted(windows):
            ws = max(w0, done)
            if ws >= we:
                continue
            # a token cut by the window's start is read whole
            while ws > 0 and "!" <= text[ws - 1] <= "~" and ws > done:
                ws -= 1
            done = we
            for t in _ASCII_RUN.finditer(text, ws, we):
                if t.group(0).isalpha():
                    continue  # a word alone (_trim keeps it whole) has no password shape
                tok = _trim(t.group(0))
                if tok and "," in tok:
                    # a full-width comma (folded to ","), a clause's end: "S$15，APN 填…"
                    k = tok.index(",")
                    o = norm.orig_start(t.start() + t.group(0).index(tok) + k)
                    if norm.original[o : o + 1] == "，":
                        tok = tok[:k]
                if tok and _R26_MONEY.fullmatch(tok) is not None:
                    continue  # "S$15", "US$1,200": a price (round 26)
                # ("（validation error 422）（ref …": two remarks in brackets, no value)
                if tok and ")(" not in tok and near_password(tok):
                    s = t.start() + t.group(0).index(tok)
                    spans.add((s, s + len(tok)))
        for s, e in sorted(spans):
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


#: "login admin / pass X", "登录 admin / X", "creds: root / X", "admin / X"
_PAIR4 = lazy_re(
    r"(?i)(?:(?P<cue>(?<![A-Za-z])(?:log[\s\-]?in|logon|sign[\s\-]?in|credentials?|creds|"
    r"account|acct|username|user|u/p|wi-?fi|wlan|ssid|hotspot)(?![A-Za-z])|"
    r"登录|登陆|登入|账号|帐号|用户名?|账户|无线|热点)"
    r"[^\n/]{0,40}?|(?<![A-Za-z0-9_\-])(?=(?:admin|administrator|root|sa|pi|guest|ubuntu|"
    r"postgres|superuser|sysadmin)\s{0,2}/)|(?=[^\s/@]{1,64}@[^\s/@]{1,253}\s{0,2}/))"
    r"(?<![^\s:：=(（\"'])(?P<u>[^\s/:：=]{1,40})\s{0,2}/\s{0,2}"
    r"(?P<k>(?:pass(?:word)?|pwd|pw|密码)(?:\s{0,2}[:：=]\s{0,2}|\s{1,2}))?"
    r"[\"'`“]?(?P<v>[^\s\"'`“”,，。;；]{3,64})"
)


def _random_mixed(v: str) -> bool:
    """Upper, lower and digits, eight or more, not made of words ("J7BLZLownc")."""
    return (
        len(v) >= 8
        and v.isascii()
        and v.isalnum()
        and any(c.isupper() for c in v)
        and any(c.islower() for c in v)
        and any(c.isdigit() for c in v)
        and not _wordy(v)
    )


class _Pairs:
    name = "password_pair"
    category = Category.PASSWORD
    #: the slash, and what _PAIR4 opens with: a login cue ("log in", "logon": "log"; "wi-fi";
    #: "username": "user"), an admin account's name ("sysadmin": "admin") or an e-mail's "@"
    needs = Needs(
        groups=(
            ("/",),
            lits(
                "log|sign|credential|creds|account|acct|user|u/p|wifi|wi-fi|wlan|ssid|hotspot|"
                "登录|登陆|登入|账号|帐号|用户|账户|无线|热点|"
                "admin|root|sa|pi|guest|ubuntu|postgres|superuser|@"
            ),
        )
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_PAIR4).finditer(text):
            s, e = m.span("v")
            v = _trim(text[s:e])
            s = s + text[s:e].index(v) if v else s
            e = s + len(v)
            if len(v) < 3 or v.lower() in _STOP or _codeish(v) or v.startswith("["):
                continue
            if "/" in v or v.lower().startswith(("http", "www.")):
                continue
            le = text.find("\n", s)
            le = len(text) if le < 0 else le
            rest = text[s:le].rstrip(" \t.")
            if (
                m.group("cue") is not None
                and 3 <= len(rest.split()) <= 7
                and all(w.isalpha() and w.islower() for w in rest.split())
            ):
                e = s + len(rest)  # "login: admin / week or low forward why": a passphrase
            elif m.group("k") is None and not (
                near_password(v) or strong_password(v) or _random_mixed(v)
            ):
                continue
            if m.group("k") is not None and not (_looks_password(v) or near_password(v)):
                continue
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


#: a plain-word passphrase right after the cue: "gave the app password juniper fjord cobalt
#: mango lotus for IMAP", "password ocean violet paddle42"
_PHRASE4 = lazy_re(
    r"(?i)(?<![A-Za-z])(?:password|passphrase|pass\sphrase|passcode)[ \t]{1,2}"
    r"(?P<v>[a-z]{3,15}(?:[ \t][a-z]{3,15}){2,6}(?:\d{1,4})?)(?![A-Za-z0-9])"
)


class _Phrase4:
    name = "password_phrase_after_cue"
    category = Category.PASSWORD
    needs = Needs(groups=(lits("password|passphrase|pass phrase|passcode"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_PHRASE4).finditer(text):
            s, e = m.span("v")
            words = text[s:e].split()
            # stop at the first function or rule word: "… lotus for IMAP"
            keep: list[str] = []
            for w in words:
                core = w.rstrip("0123456789").lower()
                if core in _FUNC or core in _AUX or core in _STOP or core in _NOT_FIRST:
                    break
                keep.append(w)
            if len(keep) < 3:
                continue
            cores = [w.rstrip("0123456789").lower() for w in keep]
            freqs = [zipf(c) for c in cores]
            # dictionary-word passphrases use concrete, less frequent words; prose after
            # "password" ("strength meter shows green", "rotation happens quarterly") has
            # common words, verbs and adverbs
            if max(freqs) >= 5.3 or sum(freqs) / len(freqs) >= 4.2:
                continue
            if any(
                c.endswith(("ly", "ing", "ed")) or (c.endswith("s") and zipf(c[:-1]) >= 3.0)
                for c in cores
            ):
                continue
            end = s + len(" ".join(keep))
            f = norm.finding(self.category, s, end, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _NearCue(), _Pairs(), _Phrase4())


# --- round 5: a password-shaped token anywhere on a line that names a credential, in
# either order and either language ("the old laptop unlocks with X", "Wi-Fi at mum's →
# X", "router admin: X", "进去要输X", "X 是 user 登 工商银行 app 用的"). The token's own
# shape carries the weight: four character classes, a generated random mix, or a joined
# passphrase with a number; the weaker the shape, the closer the credential word must be.
_CTX_TOKEN = re.compile(r"(?<![!-+\--9<>-~])[!-+\--9<>-~]{8,80}(?![!-+\--9<>-~])")
#: words naming a credential or something unlocked with one (either language); an
#: inflected form counts ("unlocks", "logged in")
_CTX_STRONG = (
    r"unlock|log\s?in|log\s?on|sign\s?in|admin|wi-?fi|wlan|ssid|router|hotspot|keypad|"
    # "pass" uninflected: "the tests passed", "passing" name no credential
    r"passcode|password|passwd|passphrase|pass(?![a-z])|pwd|pin(?:\scode)?|get\sinto|"
    r"credentials?|creds|psk|"
    r"guest\snetwork|home\snetwork|network\skey"
)
_CTX_WEAK = (
    r"|code|secret|key|account|acct|access|vault|safe|lock|network|enter|type|nas|"
    r"laptop|phone|app|portal|console|panel"
)
_ZH_STRONG = r"密码|密碼|口令|登|解锁|锁屏|开机|无线|路由|管理|进去|输|门禁|热点"
_CTX_END = r"(?:s|es|ed|d|ing|ged|gged)?(?![a-z])"
_CTX_RX = re.compile(
    r"(?i)(?<![A-Za-z])(?:" + _CTX_STRONG + _CTX_WEAK + r")" + _CTX_END + "|" + _ZH_STRONG
    + r"|验证|账号|账户|帐号|支付|银行|网络|应用"
)
_CTX_STRONG_RX = re.compile(
    r"(?i)(?<![A-Za-z])(?:" + _CTX_STRONG + r")" + _CTX_END + "|" + _ZH_STRONG
)
_CTX_LITS = lits(
    "unlock|log|sign|admin|wifi|wi-fi|wlan|ssid|router|hotspot|keypad|pass|pwd|pin|get into|"
    "credential|creds|psk|network|code|secret|key|account|acct|access|vault|safe|lock|enter|"
    "type|nas|laptop|phone|app|portal|console|panel|密码|密碼|口令|登|解锁|锁屏|开机|无线|路由|"
    "管理|进去|输|门禁|热点|验证|账号|账户|帐号|支付|银行|网络|应用"
)
_JOINED = re.compile(r"[a-z]{3,12}(?P<s>[\-_.])[a-z]{3,12}(?:(?P=s)[a-z]{3,12}){1,5}(?P=s)?\d{1,4}")
#: a passphrase of plain words and a number: "quartz copper otter 37"
_SPACED = re.compile(
    r"(?<![A-Za-z0-9\-_])[a-z]{3,12}(?: [a-z]{3,12}){2,5} \d{1,4}(?![A-Za-z0-9\-]|[.,:]\d)"
)
_CODE_SYMS = ("->", "::", "&&", "||", "==", "!=", "()", "[]", "{}", "=>", "<=", ">=", "**", "//")
_code_syms_in = any_in(_CODE_SYMS)


def _transitions(tok: str) -> int:
    """Changes between upper case, lower case and digits ("J7bLz" has four)."""
    prev = -1
    n = 0
    for c in tok:
        k = 0 if c.isdigit() else 1 if c.isupper() else 2 if c.islower() else prev
        if prev >= 0 and k != prev:
            n += 1
        prev = k
    return n


#: a name with an index or argument: "error[E0382]", "items[0x1F]", "retry(3)", "E0382:"
_CALLISH = re.compile(r"[a-z_][a-z0-9_.]*[\[(](?:[A-Z]{0,2}\d[\w.\-]{0,20}|0x[0-9a-fA-F]+)?[\])]:?")


def _ctx_shape(tok: str) -> int:  # noqa: PLR0911 - a ladder of shapes
    """3: reads as a password on its own (four classes, or a joined passphrase with a
    number); 2: password-like (a random mix of cases and digits, a word and a number with a
    symbol); 1: a word and a number ("dragon1990"); 0: not a password."""
    n = len(tok)
    if n < 8 or n > 64 or not tok.isascii():
        return 0
    dg = _ascii_digits(tok)
    if (not dg and tok.isalnum()) or tok.upper() == tok.lower():
        return 0  # a word alone; no letter (every shape has one: "________", "2025-06-07")
    if tok.islower() and _JOINED.fullmatch(tok):
        return 3
    if "/" in tok or "\\" in tok or _code_syms_in(tok):
        return 0
    low = tok.lower()
    if low.startswith(("http", "www.", "0x", "-", "%(", "{", "<", "${", "$(")):
        return 0
    if "passw" in low or _codeish(tok) or _SEMVER.search(tok) or _CRYPT.match(tok):
        return 0
    if "@" in tok and _EMAIL_IN.search(low):
        return 0
    if _DATEISH.fullmatch(tok) or _ISSUE.fullmatch(tok) or _CALLISH.fullmatch(tok):
        return 0
    lo = tok.upper() != tok  # ASCII (as in strong_password)
    up = low != tok
    real_sy = not _PW_SYMS.isdisjoint(tok)
    if lo and up and dg and real_sy:
        return 3
    if real_sy and dg and (lo or up) and strong_password(tok):
        return 2
    if lo and up and dg and tok.isalnum() and n >= 9 and _transitions(tok) >= 4:
        return 0 if _wordy(tok) else 2
    if near_password(tok):  # "xiaomao_2004.", "Tr!ckyHorse" / "dragon1990"
        return 2 if not tok.isalnum() else 1
    return 0


_OPENERS = "([{<"
_CLOSERS = ")]}>"


class _Context:
    """A password-shaped token on a line naming a credential (before or after it)."""

    name = "password_context"
    category = Category.PASSWORD
    #: every shape holds a digit, or an ASCII capital (no digit: "Tr!ckyHorse")
    needs = Needs(any_flags=DIGIT | UPPER, groups=(_CTX_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        for t in _CTX_TOKEN.finditer(text) if norm.longest >= 8 else ():
            raw = t.group(0)
            if raw.isalpha() or raw.upper() == raw.lower():
                continue  # a word alone, or no letter: no shape (_trim keeps a word whole)
            tok = _trim(raw)
            if len(tok) < 8:
                continue
            shape = _ctx_shape(tok)
            if not shape or _DIGEST_REF.search(tok) or ")(" in tok:
                continue  # "python@sha256": an image digest reference
            s = t.start() + raw.index(tok)
            e = s + len(tok)
            if s > t.start() and text[s - 1] in _OPENERS:
                # "(MyMV&PgV8 是 …": an opener never closed on the line is the value's own
                close = _CLOSERS[_OPENERS.index(text[s - 1])]
                le = text.find("\n", e)
                if close not in text[e : len(text) if le < 0 else le]:
                    s -= 1
            if self._cued(text, s, e, shape):
                f = norm.finding(self.category, s, e, 0.75, self.name)
                if f is not None:
                    yield f
        if " " in text and norm.flags & DIGIT:  # the phrase ends in a number
            for m in _SPACED.finditer(text):
                s, e = m.span()
                words = text[s:e].split()[:-1]
                # the phrase may start after some prose: "… the cabin uses otter pebble …"
                k = next((k for k in range(len(words) - 2) if _plain_phrase(words[k:])), -1)
                if k < 0:
                    continue
                s += sum(len(w) + 1 for w in words[:k])
                if not self._cued(text, s, e, 2):
                    continue
                f = norm.finding(self.category, s, e, 0.75, self.name)
                if f is not None:
                    yield f

    @staticmethod
    def _cued(text: str, s: int, e: int, shape: int) -> bool:
        ls = text.rfind("\n", 0, s) + 1
        le = text.find("\n", e)
        le = len(text) if le < 0 else le
        if shape == 3:
            lo, hi, rx = max(ls, s - 120), min(le, e + 120), _CTX_RX
        elif shape == 2:
            lo, hi, rx = max(ls, s - 60), min(le, e + 60), _CTX_STRONG_RX
        else:
            lo, hi, rx = max(ls, s - 40), s, _CTX_STRONG_RX
        return rx.search(text, lo, s) is not None or (hi > e and rx.search(text, e, hi) is not None)


def _plain_phrase(words: list[str]) -> bool:
    """Concrete, less frequent words: no function word, verb form or common prose."""
    for w in words:
        if w in _FUNC or w in _AUX or w in _STOP or w in _NOT_FIRST:
            return False
        if w.endswith(("ly", "ing", "ed")) or (w.endswith("s") and zipf(w[:-1]) >= 3.0):
            return False
    freqs = [zipf(w) for w in words]
    return max(freqs) < 5.3 and sum(freqs) / len(freqs) < 4.2


DETECTORS = (*DETECTORS, _Context())


# --- round 7: a plain-word passphrase named right after it ("walnut glacier cobalt falcon
# ← 这个是 user 的 密码", "amber-otter-lilac (the Wi-Fi passphrase)", "copper fern tide is
# the password")
_NAMED_PHRASE = re.compile(
    r"(?m)(?:^|(?<=[\s:：>】\]」\u4e00-\u9fff]))"
    r"(?P<v>[a-z]{3,12}(?:[ \-.][a-z]{3,12}){2,5}(?:[ \-.]\d{1,4})?"
    r"|[a-z]{3,12}(?:[_\-.][a-z]{3,12}){1,5}(?:[_\-.]?\d{1,6})?)[ \t]{0,2}"
    r"(?:←|<-{1,2}|—|–|->|→|[(（]|=|是|为|這|这|还是|(?i:is|was|still)\s)"
    r"[^\n.?!。？！]{0,24}?(?i:passphrase|pass\s?phrase|password|passwd|passcode|wi-?fi\s?key|"
    r"密码|口令)"
    # the head noun: not "the password policy/field/reset page"
    r"(?!\s?(?i:polic|field|style|reset|page|manager|hint|rule|requirement|strength|length|"
    r"box|input|form|change|doc|prompt|dialog|screen|setting|option|flow))"
)
_RX_PHRASE_SEP = re.compile(r"[ \-._]")
_JOIN_FUNC = frozenset(
    ["the", "a", "an", "of", "to", "in", "on", "for", "and", "or", "is", "be", "my", "your"]
)


class _NamedPhrase:
    name = "password_phrase_named_after"
    category = Category.PASSWORD
    needs = Needs(groups=(lits("passphrase|pass phrase|password|passwd|passcode|wifi key|"
                               "wi-fi key|密码|口令"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _NAMED_PHRASE.finditer(text):
            s, e = m.span("v")
            v = text[s:e]
            words = [w for w in _RX_PHRASE_SEP.split(v) if not w.isdigit()]
            if " " in v:
                if not _plain_phrase(words):
                    continue
            elif len(words) < 3 or any(
                w in _FUNC or w in _AUX or w in _STOP or w in _JOIN_FUNC for w in words
            ):
                continue  # a joined token named a password: any words ("manager.story.buy")
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _NamedPhrase())


# --- round 9: a value after a dash label ("新密码——X", "password — X"), after the colon
# that ends a short password-cue clause ("Temporary password issued on 2025-06-07: X",
# "密码（6月7日发）：X"), quoted or bracketed right after the cue ("passphrase「X」",
# "密码【X】"), and a value named before its label in either language ("`X` 就是 root 的密码",
# "X 是我的 wifi 密码", "'X' is the root password") -----------------------------------
_R9_CUE = (
    r"(?:(?i:(?<![A-Za-z])(?:password|passwd|passcode|passphrase|pass\sphrase|pwd|pin\scode|"
    r"wi-?fi\s(?:key|password)))(?![A-Za-z])|密码|密碼|口令|暗号)"
)
_R9_V = r"(?P<v>[^\s\"'`“”‘’「」『』【】《》，。；：,;()（）]{3,127})"
_R9_OPEN = r"[\"'`“‘「『【《(（<\[]"
_R9_DASH = re.compile(
    _R9_CUE + r"[ \t\u3000]{0,3}(?:—{1,2}|–{1,2}|-{2}|-(?=[ \t])|~|～)[ \t\u3000]{0,3}"
    + _R9_OPEN + "?" + _R9_V
)
#: the cue, a short clause without a sentence end or an assignment, then a colon
_R9_CLAUSE = re.compile(
    _R9_CUE + r"(?:[ \t]{1,2}[^\s:=：.!?。！？\n]{1,25}){1,6}?[ \t]{0,2}[:：][ \t]{0,3}"
    + _R9_OPEN + "?" + _R9_V
    + r"|(?:密码|密碼|口令)[^\n。，；:：！？=]{1,20}?[:：][ \t]{0,3}"
    + _R9_OPEN
    + "?"
    + _R9_V.replace("<v>", "<w>")
)
#: a value quoted or bracketed right after the cue, no space needed
_R9_QUOTED = re.compile(
    _R9_CUE + r"[ \t]{0,2}(?:[是为:：=][ \t]{0,2})?"
    r"(?:\"(?P<a>[^\"\n]{3,80})\"|“(?P<b>[^”\n]{3,80})”|「(?P<c>[^」\n]{3,80})」|"
    r"『(?P<d>[^』\n]{3,80})』|【(?P<e>[^】\n]{3,80})】|《(?P<f>[^》\n]{3,80})》|`(?P<g>[^`\n]{3,80})`)"
)
#: a value, then a predicate naming it a password ("X 就是 root 的密码", "X is my password")
_R9_BEFORE = re.compile(
    r"(?:^|(?<=[\s:：>】\]」』，。；(（]))"
    r"(?:`(?P<a>[^`\n]{3,80})`|\"(?P<b>[^\"\n]{3,80})\"|“(?P<c>[^”\n]{3,80})”|'(?P<d>[^'\n]{3,80})'|"
    r"「(?P<e>[^」\n]{3,80})」|(?P<v>[!-~]{3,64}))"
    r"[ \t]{0,2}(?:(?:就|也|还|都|正|应该|其实)?是|(?i:is|was)(?![A-Za-z]))[ \t]{0,2}"
    r"(?:[^\s。，；！？?!.\n]{1,12}[ \t]{0,2}的[ \t]{0,2}|(?i:(?:the|my|our|his|her|their|your)\s"
    r"(?:[\w'\-]{1,20}\s){0,3}|[\w\-]{1,20}'s\s(?:[\w\-]{1,20}\s){0,2}))?"
    r"(?:[A-Za-z\-]{2,12}[ \t]{0,2})?"
    + _R9_CUE
    + r"(?!\s?(?i:polic|field|reset|page|manager|hint|rule|requirement|strength|length|"
    r"box|input|form|change|prompt|dialog|screen|setting|option|规则|策略|长度|强度|提示))"
)
_R9_SPACED = re.compile(r"[A-Za-z0-9]{2,20}(?:[ \-_.][A-Za-z0-9]{2,20}){2,7}")


def _r9_value(v: str) -> bool:
    """A cued value: password-shaped, or a passphrase of three plain words or more."""
    v = v.rstrip(".,!?")
    if len(v) < 4 or _has_cjk(v) or v.lower() in _STOP or v.lower() in _CUE_WORDS:
        return False
    if _DATEISH.fullmatch(v) or _ISSUE.fullmatch(v) or v.lower().startswith(("http", "www.", "//")):
        return False  # ("//vault/item": the rest of a URL whose scheme ends the clause)
    if " " in v:
        words = _RX_PHRASE_SEP.split(v.lower())
        return bool(_R9_SPACED.fullmatch(v)) and _plain_phrase(
            [w.rstrip("0123456789") or w for w in words if not w.isdigit()]
        )
    return _looks_password(v) or near_password(v) or strong_password(v)


#: what _R9_QUOTED's value opens with; _R9_BEFORE's predicate and the cue words after it
#: ("pass" in each English cue but "pwd", "pin code" and "wi-fi key")
_R9_QUOTES = "\"“「『【《`"
_R9_PREDICATES = ("是", "is", "was")
_R9_CUE_LITS = ("pass", "pwd", "pin", "key", "密码", "密碼", "口令", "暗号")


def _r9_patterns(text: str, low: str) -> list[re.Pattern[str]]:
    """The round-9 patterns whose literals occur in the text (each implied by its pattern)."""
    out: list[re.Pattern[str]] = []
    if any(c in text for c in "—–-~～"):
        out.append(_R9_DASH)
    if ":" in text or "：" in text:
        out.append(_R9_CLAUSE)
    if any(c in text for c in _R9_QUOTES):
        out.append(_R9_QUOTED)
    if _follows(low, _R9_PREDICATES, _R9_CUE_LITS):
        out.append(_R9_BEFORE)
    return out


class _Round9:
    name = "password_r9"
    category = Category.PASSWORD
    needs = Needs(groups=(lits("password|passwd|passcode|passphrase|pass phrase|pwd|pin code|"
                               "wifi key|wi-fi key|密码|密碼|口令|暗号"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for rx in _r9_patterns(text, norm.low):
            for m in rx.finditer(text):
                g = next(k for k, x in m.groupdict().items() if x is not None)
                s, e = m.span(g)
                v = text[s:e]
                if g in ("v", "w"):
                    v = v.rstrip(".,!?")
                    e = s + len(v)
                    if rx is not _R9_BEFORE:
                        e2 = _extend(text, s, e)
                        if e2 > e and _r9_value(text[s:e2]):
                            v, e = text[s:e2], e2
                if not _r9_value(v):
                    continue
                f = norm.finding(self.category, s, e, 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _Round9())


# --- round 9b: the token's own shape, with a weak cue or none -------------------------
# A generated password (letters, a digit and a symbol from a password generator's set,
# no space, not a URL, path, address or code) reads as one anywhere: "P@ss: &6#kFXjYV",
# "try `$2zt0z(nn0um` if …", "就用那个jshi#33131吧". A weaker shape (a random mix of
# cases and digits, a word and a number) needs a cue on its line, however weak ("try",
# "use", "the one", "试试", "就用那个", a leetspeak "P@ss"), or to be the whole text.
_GEN_SYMS = frozenset("!@#$%^&*()+")
_GEN_SYMS_UNBRACKETED = _GEN_SYMS - frozenset("()")
_SHAPE_LITS = tuple(sorted(_GEN_SYMS_UNBRACKETED))
_B9_HANDLE = re.compile(r"[@#][A-Za-z0-9_.\-]{2,40}")  # a mention, a hashtag
_B9_USERHOST = re.compile(r"[a-z0-9_.\-]+@[a-z0-9_.\-]+")  # root@host01
_B9_MONEY = re.compile(r"[$€£¥]\d[\d.,]*[A-Za-z]{0,4}|[A-Za-z]{0,3}\$\d[\d.,]*[A-Za-z]{0,4}")
_B9_HEXCOLOR = re.compile(r"#[0-9A-Fa-f]{3,8}")
_B9_REGEX = re.compile(r"\[[^\]]{0,20}\]|\{\d+,?\d*\}|\\[dDwWsS]|^\^.*\$$")
_B9_VERSION = re.compile(r"(?i)v?\d+(?:\.\d+){1,3}(?:[\-+.][\w.\-]{1,20})?")
_B9_EXPR = re.compile(r"[A-Za-z_][\w.]*[(\[].*[)\]]|.*(?:\+\+|\+=|-=|\*=|\*\*).*|[\d.]+[*+]\d.*")


def generated_password(tok: str) -> bool:  # noqa: PLR0911 - a ladder of shapes
    """Letters, a digit and a generator symbol inside the token (a lone closing "!" is
    prose), no space: a password wherever it stands."""
    n = len(tok)
    if n < 8 or n > 64 or not tok.isascii() or tok.split() != [tok]:  # [tok]: no whitespace
        return False
    core = tok.rstrip("!?.")
    if _GEN_SYMS_UNBRACKETED.isdisjoint(core):
        return False  # brackets alone: "40ms(v3.9.11", "1ZPQ42EZ(saved"
    if _B9_REGEX.search(tok):
        return False
    # ASCII: no digit, or no letter (a letter is what lower() or upper() changes)
    if not _ascii_digits(tok) or tok.lower() == tok.upper():
        return False
    if any(c in tok for c in ":=/\\,;") or _code_syms_in(tok):
        return False
    low = tok.lower()
    if low.startswith(("http", "www.", "0x", "%(", "${", "$(")) or "passw" in low:
        return False
    if _B9_HANDLE.fullmatch(tok) or _B9_USERHOST.fullmatch(tok) or _B9_MONEY.fullmatch(tok):
        return False
    if _B9_HANDLE.fullmatch(core):
        return False  # "thanks @jdoe42!": a mention, then the sentence's "!"
    if _B9_HEXCOLOR.fullmatch(tok) or _B9_EXPR.fullmatch(tok) or _CALLISH.fullmatch(tok):
        return False
    if _EMAIL_IN.search(low) or _SEMVER.search(tok) or _CRYPT.match(tok):
        return False
    if _codeish(tok) or _DATEISH.fullmatch(tok) or _ISSUE.fullmatch(tok):
        return False
    return not _wordy(_RX_NON_LETTERS.sub("", tok)) or bool(_RX_HUMAN_SYM.fullmatch(tok))


_RX_NON_LETTERS = re.compile(r"[^A-Za-z]")
_RX_HUMAN_SYM = re.compile(r"[A-Za-z]{2,20}\d{1,8}[!@#$%^&*+]{1,3}\d{0,4}")
_RX_SNAKE = re.compile(r"[a-z0-9]+(?:_[a-z0-9]+)+")
_RX_CSV_CELL = re.compile(r"[$£€¥]?[\d.\-/]*%?|[A-Za-z]+")  # "$217.50,processing"
_RX_NAMED_NUM = re.compile(r"([A-Za-z]{2,20})[._\-]?\d{1,6}")
_RX_LOWER_HEX = re.compile(r"[0-9a-f]+")
_CHAINED_CALL = re.compile(r"\.[A-Za-z_]\w*\(")


#: a clock time or a range of two ("9.30am–6pm", "10am-7pm", "8:30-17:30")
_CLOCK_RANGE = re.compile(
    r"(?i)\d{1,2}(?:[.:][0-5]\d)?(?:am|pm|a\.m\.|p\.m\.|h)?"
    r"(?:[\-–—~]\d{1,2}(?:[.:][0-5]\d)?(?:am|pm|a\.m\.|p\.m\.|h)?)?"
)


def _b9_weak_shape(tok: str) -> bool:  # noqa: PLR0911 - a ladder of shapes
    """A password-like token short of the generated shape."""
    if len(tok) < 8 or len(tok) > 64 or not tok.isascii() or any(c in tok for c in ":="):
        return False
    if not any(c.islower() for c in tok):
        return False  # capitals and digits: a standard, a model, a code ("PBKDF2-HMAC-SHA256")
    if "(#" in tok:
        return False  # "crash（#12345）": a word and an issue number in Chinese brackets
    if _CLOCK_RANGE.fullmatch(tok) is not None:
        return False  # "9.30am–6pm": opening hours (round 27)
    if tok[0] in ")]}" or _CHAINED_CALL.search(tok):
        return False  # "}).limit(100)": the rest of a call chain
    if _RX_SNAKE.fullmatch(tok):
        return False  # a snake_case identifier: "utf8mb4_unicode_ci"
    if "," in tok and all(
        _RX_CSV_CELL.fullmatch(p.strip(_B9_WRAP)) or _B9_VERSION.fullmatch(p)
        for p in tok.split(",")
    ):
        return False  # CSV cells run together: "1.2.3,Fixed"; 'v3.17.2,"stage'
    named = _RX_NAMED_NUM.fullmatch(tok)
    if named is not None and named.group(1).lower() in (_PRODUCTS | _TECH):
        return False  # a product and its version: "Chrome120", "ubuntu2204"
    if _ctx_shape(tok) or near_password(tok) or strong_password(tok):
        return True
    if (
        tok.isalnum()
        and not tok.isupper()
        and not tok.islower()
        and any(c.isdigit() for c in tok)
        and _transitions(tok) >= 4
    ):
        return not _wordy(tok)  # a random mix of cases and digits ("OP8WtwKT")
    # lowercase letters and digits, interleaved ("d19vgorv8")
    return (
        tok.isalnum()
        and tok.islower()
        and sum(c.isdigit() for c in tok) >= 2
        and _transitions(tok) >= 3
        and not _RX_LOWER_HEX.fullmatch(tok)
        and not _wordy(tok)
    )


_B9_TOKEN = re.compile(r"(?<![!-~])[!-~]{8,80}(?![!-~])")
_B9_WRAP = "\"'`“”‘’「」『』【】《》()[]<>*"
_B9_WEAK_CUE = re.compile(
    r"(?i)(?<![a-z])(?:p(?:[@4][s$5]|a[$5])[s$5](?:word|wd|code)?|try|use[sd]?|using|the\sone|that\sone|"
    r"for\severything|default|login|log\sin|sign\sin|unlock|enter|type)(?![a-z])"
    r"|试试|试一下|用那个|用这个|就用|就是那个|还是那个|那个|这个|换成|改成|填|输入|输|登录|登陆"
)
_B9_CUE_LITS = lits(
    "pass|p@ss|pa$$|p4ss|try|use|the one|that one|for everything|default|login|log in|"
    "sign in|unlock|enter|type|试试|试一下|用那个|用这个|就用|那个|这个|换成|改成|填|输|登录|登陆"
)


_UNIT = r"(?:ml|cl|l|g|kg|mg|oz|lbs?|cm|mm|m|pcs|pk|ct)"
_PACK_SIZE = re.compile(
    r"(?i)\d{1,5}(?:\.\d{1,3})?" + _UNIT + r"[*x×]\d{1,4}(?:\.\d{1,3})?" + _UNIT + r"?"
)


def _b9_spans(text: str) -> Iterator[tuple[int, int, str]]:
    for t in _B9_TOKEN.finditer(text):
        raw = t.group(0)
        if raw.isalpha() or raw.upper() == raw.lower():
            continue  # a word alone, or no letter: neither shape test takes it
        tok = raw.strip(_B9_WRAP)
        tok = _trim(tok).rstrip(".,;:")
        if len(tok) < 8 or _B9_VERSION.fullmatch(tok) or _B9_REGEX.search(tok):
            continue
        if _PACK_SIZE.fullmatch(tok) is not None:
            continue  # "250ml*24", "1.5Lx6": a pack's size and count (round 27)
        s = t.start() + raw.index(tok)
        yield s, s + len(tok), tok


#: a file name pattern ("raw_%03d.wav", "IMG_{n}.jpg"): a template, no secret (round 26)
_FILE_PATTERN = re.compile(r"%0?\d*[dsf]|\{\w*\}|\.(?:wav|mp[34]|mov|jpe?g|png|txt|csv|log|json)$")


class _Shaped:
    name = "password_shaped"
    category = Category.PASSWORD
    #: generated_password wants a symbol other than a bracket ("brackets alone")
    needs = Needs(DIGIT, groups=(_SHAPE_LITS,), run=8)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for s, e, tok in _b9_spans(text):
            if generated_password(tok) and _FILE_PATTERN.search(tok) is None:
                f = norm.finding(self.category, s, e, 0.75, self.name)
                if f is not None:
                    yield f


class _WeakShaped:
    name = "password_weak_shape"
    category = Category.PASSWORD
    needs = Needs(DIGIT, groups=(_B9_CUE_LITS,), run=8)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        cues = [m.span() for m in _B9_WEAK_CUE.finditer(text)]
        if not cues:
            return
        for s, e, tok in _b9_spans(text):
            # a cue ending within 40 characters before the token or starting within 24
            # after it, on its line
            if not any(
                (s - 40 <= ce <= s and "\n" not in text[ce:s])
                or (e <= cs <= e + 24 and "\n" not in text[e:cs])
                for cs, ce in cues
            ):
                continue
            if not _b9_weak_shape(tok) or _CALL_SHAPE.match(tok) is not None:
                continue  # ("histogram_quantile(0.99": a function's call, round 26)
            f = norm.finding(self.category, s, e, 0.7, self.name)
            if f is not None:
                yield f


_CALL_SHAPE = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{1,40}\(")
_B9_ALONE = re.compile(
    r"\s{0,3}[\"'`“‘「『【《(\[<]{0,2}([!-~]{8,64}?)[\"'`”’」』】》)\]>]{0,2}[.!。！]?\s{0,3}"
)


#: what may wrap the token of a text that is one token (_B9_ALONE's brackets, quotes, end)
_ALONE_WRAP = "\"'`“‘「『【《([<”’」』】》)]>.!。！"


def _may_be_alone(norm: NormalizedText) -> bool:
    """One token of at most 72 characters, ASCII once its wrappers are stripped (the
    token _B9_ALONE takes is printable ASCII; only its wrappers and the spaces around
    may be other characters)."""
    t = norm.text
    if len(t) > 72 or len(t.split()) != 1:
        return False
    return t.isascii() or t.strip().strip(_ALONE_WRAP).isascii()


class _Alone:
    """The whole text is one random token, maybe quoted: '"PkDaeMnz4"'."""

    name = "password_alone"
    category = Category.PASSWORD
    needs = Needs(DIGIT, run=8, check=_may_be_alone)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        m = _B9_ALONE.fullmatch(norm.text)
        if m is None:
            return
        tok = m.group(1)
        if any(c in tok for c in ":="):
            return  # "pw=Tr0ub4dor&3": a label and its value, the assignment detectors' job
        if generated_password(tok) or _ctx_shape(tok) >= 2:
            f = norm.finding(self.category, m.start(1), m.end(1), 0.7, self.name)
            if f is not None:
                yield f


# a value after a strong cue and a connecting word, to the end of its clause: "保险箱的密码
# 换成了775857" (digits too: the cue names them), "password 填 lead policy family table
# school5", "passphrase me keep leg certain to unlock …", "password list southern speak
# reset 之后…", "The GPG passphrase I use for backups is \"Certain Case Artist\"."
_B9_CUE = (
    r"(?:(?i:(?<![A-Za-z])(?:password|passwd|passcode|passphrase|pass\sphrase|pwd|pin(?:\scode)?)"
    r"(?![A-Za-z]))|密码|密碼|口令|暗号)"
)
_B9_CONNECT = (
    r"(?:(?:已经?|刚刚?|又|也|都|现在)?(?:换成了?|改成了?|改为|设为|设成了?|设置为|设置成|变成了?|"
    r"更新为)|填上?|填写|输入|用|是|为|"
    r"(?i:is\snow|is|was|changed\sto|set\sto|to|now)(?![A-Za-z])|[:=])"
)
_B9_PHRASE = r"[!-~]{1,64}(?:[ ][!-~]{1,40}){0,7}?"
_B9_END = (
    r"(?=[ \t]{0,2}(?:(?i:to\s(?:unlock|open|decrypt|access|log|sign|get))|(?i:reset|expired|"
    r"changed|didn't|doesn't|no\slonger)(?![A-Za-z])|[\u3400-\u9fff。，！？；]|\n|$)|[.!?,;](?:\s|$))"
)
#: with no connecting word ("password X reset"), the clause must end in a word saying
#: what was done with it, or in Chinese: "password expiry warning appears" names no value
_B9_END_STRICT = (
    r"(?=[ \t]{0,2}(?:(?i:to\s(?:unlock|open|decrypt|access|log|sign|get))|(?i:reset|expired|"
    r"didn't|doesn't|no\slonger)(?![A-Za-z])|[\u3400-\u9fff]))"
)
_B9_CUED = re.compile(
    _B9_CUE + r"[ \t]{0,2}" + _B9_CONNECT + r"[ \t]{0,2}(?P<v>" + _B9_PHRASE + r")" + _B9_END
    + r"|" + _B9_CUE + r"[ \t]{1,2}(?P<w>" + _B9_PHRASE + r")" + _B9_END_STRICT
)
_B9_QUOTED = re.compile(
    _B9_CUE + r"[^\n.!?。！？\"“]{0,40}?(?:\s(?i:is|was)|是|为|[:：=])[ \t]{0,2}"
    r"(?:\"(?P<a>[^\"\n]{3,80})\"|“(?P<b>[^”\n]{3,80})”|「(?P<c>[^」\n]{3,80})」|'(?P<d>[^'\n]{3,80})'"
    r"|`(?P<e>[^`\n]{3,80})`)"
)
_RX_B9_WORD = re.compile(r"[A-Za-z]{1,20}\d{0,4}[!?.]?")
_B9_QUOTES = "\"“「'`"
_B9_STOPWORDS = _STOP | _FUNC | _AUX | _NOT_FIRST | _PREP | _CUE_WORDS


def _b9_value(v: str, quoted: bool) -> bool:  # noqa: PLR0911 - a ladder of shapes
    words = v.split()
    if not words:
        return False
    first = words[0].lower().strip(".,!?")
    if first in _B9_STOPWORDS or (first.endswith(("ing", "ed")) and len(words) > 1):
        return False
    if v.lower().startswith(("http", "www.", "[", "<", "${", "$(", "{{")) or _codeish(v):
        return False
    if len(words) == 1:
        if v.isdigit():
            return 4 <= len(v) <= 12
        if quoted:
            return len(v) >= 4 and v.lower() not in _B9_STOPWORDS
        return bool(
            _looks_password(v) or near_password(v) or strong_password(v)
            or _joined_phrase(v.rstrip("!?.0123456789").lower())
        )
    if len(words) < 3 and not quoted:
        return False
    # a passphrase: plain words (a number or "!" may close a word), none a sentence word
    if not all(_RX_B9_WORD.fullmatch(w) for w in words):
        return False
    return sum(w.lower().strip("!?.") in _B9_STOPWORDS for w in words) <= len(words) // 3


class _CuedB9:
    name = "password_cued_b9"
    category = Category.PASSWORD
    needs = Needs(groups=(lits("password|passwd|passcode|passphrase|pass phrase|pwd|pin|"
                               "密码|密碼|口令|暗号"),))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        # (the quoted form needs its quote)
        quoted = _B9_QUOTED.finditer(text) if any(c in text for c in _B9_QUOTES) else ()
        for m in itertools.chain(_B9_CUED.finditer(text), quoted):
            if m.groupdict().get("w") is not None and text[m.start() - 1 : m.start()] == "-":
                continue  # "Forgot-password flow sends a reset link": a compound's noun
            g = next(k for k, x in m.groupdict().items() if x is not None)
            s, e = m.span(g)
            v = text[s:e]
            if g in ("v", "w"):
                v = v.rstrip(".,;:?")
                e = s + len(v)
            if not _b9_value(v, g not in ("v", "w")):
                continue
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Shaped(), _WeakShaped(), _Alone(), _CuedB9())


# --- round 10: a value handed over for a login without the word "password" ("Keep `X`
# handy, it unlocks the backup drive", "login admin, then X at the second prompt",
# "先输 admin 再输X就能进去", "（X）就是路由器管理口令", "was reset to X", "念：“X”，是家里NAS的"):
# an access word in the text, then a quoted password-shaped value or plain-word passphrase,
# or one right after a hand-over verb ("then", "再输", "reset to", "内容就是") --------------
_R10_ACCESS = lits(
    "unlock|login|log in|log on|sign in|signin|prompt|nas|router|vault|keychain|reset to|"
    "changed to|copy it|note it|wrote it down|typed it|read it out|spelled|"
    "解锁|登录|登陆|进去|路由器|口令|记下|念：|念:|念得|念给|念了|抄下|管理员|重置|wifi|wi-fi"
)
_R10_QUOTED = re.compile(
    r"\"([^\"\n]{4,80})\"|“([^”\n]{4,80})”|`([^`\n]{4,80})`|'([^'\n\s]{4,64})'|「([^」\n]{4,80})」|"
    r"『([^』\n]{4,80})』|【([^】\n]{4,80})】|[(（]([^()（）\n]{4,80})[)）]"
)
#: a hand-over verb, then the value (space-joined words bounded by a non-word or CJK)
_R10_AFTER = re.compile(
    r"(?:(?i:(?<![A-Za-z])(?:then|reset\sto|changed\sto|set\sto|enter|type))[ \t]{1,2}|"
    r"(?:再输入?|再|输入|内容就是|就是|改成|换成|重置为|重置成)[ \t]{0,2})"
    r"(?P<v>[!-~]{4,64}(?:[ \t][a-z]{3,12}){0,6}(?:-\d{1,4})?)"
)
_R10_PHRASE = re.compile(r"[a-z]{3,12}(?:([ .\-])[a-z]{3,12})(?:\1[a-z]{3,12}){1,5}(?:-\d{1,4})?")
_R10_STOP = frozenset(
    """
    admin root login password user users server service api app web page file files data
    prompt drive backup router vault config test prod staging dev main master default second
    first next the and then
    """.split()  # noqa: SIM905
)


_RX_R10_SEP = re.compile(r"[ .\-]")
_RX_CAPS_CODE = re.compile(r"[A-Z0-9]+(?:[\-_.][A-Z0-9]+)+")
_RX_VERSION_DIGITS = re.compile(r"v?[\d.]+")
_R10_KEYED = re.compile(r"[\"'][ \t]{0,2}[:=][ \t]{0,2}$")


def _r10_phrase(v: str) -> bool:
    """Four plain words or more joined by one separator, or three with a number tail."""
    m = _R10_PHRASE.fullmatch(v)
    if m is None:
        return False
    tail = v[-5:].rsplit("-", 1)[-1].isdigit() and "-" in v[-5:]
    words = [w for w in _RX_R10_SEP.split(v) if not w.isdigit()]
    if len(words) < (3 if tail else 4) or len(set(words)) < len(words):
        return False
    if any(w in _R10_STOP for w in words):
        return False
    return _plain_phrase(words)


def _r10_token(v: str) -> bool:
    """A password-shaped single token (not a path, a URL, a version or an identifier)."""
    if len(v) < 6 or _has_cjk(v) or "/" in v or "://" in v or v.lower() in _STOP:
        return False
    if v[0] in "{[<$%" or v[-1] in "}]>":
        return False  # a template placeholder: "{PORT2}", "<new-pass>", "$VAR"
    if _RX_CAPS_CODE.fullmatch(v):
        return False  # a code in capitals: "AIU-5573-BLK", "SO-2026-0001"
    if _DATEISH.fullmatch(v) or _ISSUE.fullmatch(v) or _RX_VERSION_DIGITS.fullmatch(v):
        return False
    if not any(c.isdigit() for c in v) and not any(c in "!@#$%^&*?~+" for c in v):
        return False
    return near_password(v) or strong_password(v) or _looks_password(v)


class _Handed:
    name = "password_handed_over"
    category = Category.PASSWORD
    needs = Needs(groups=(_R10_ACCESS,), run=4)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        if not any(w in norm.low for w in _R10_ACCESS):
            return  # the access word is what makes a quoted word run a password
        for m in _R10_QUOTED.finditer(text):
            g = next(i for i in range(1, 9) if m.group(i) is not None)
            s, e = m.span(g)
            v = text[s:e]
            if _R10_KEYED.search(text, max(0, m.start() - 6), m.start()):
                continue  # a JSON/YAML value: its key says what it is ("sku": "…")
            if _r10_phrase(v) or (" " not in v and _r10_token(v)):
                f = norm.finding(self.category, s, e, 0.75, self.name)
                if f is not None:
                    yield f
        for m in _R10_AFTER.finditer(text):
            s, e = m.span("v")
            v = text[s:e].rstrip(".,;:!?")
            if " " in v or _R10_PHRASE.fullmatch(v):
                # the longest plain-word prefix ("X at the second prompt")
                words = v.split(" ")
                k = len(words)
                while k >= 3 and not _r10_phrase(" ".join(words[:k])):
                    k -= 1
                if k < 3 and not _r10_phrase(words[0]):
                    if not _r10_token(words[0]):
                        continue
                    k = 1
                v = " ".join(words[:k]) if k >= 3 else words[0]
            elif not _r10_token(v):
                continue
            f = norm.finding(self.category, s, s + len(v), 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Handed())


#: the cue ends its line, the value is the whole next line ("password：\nfalcon velvet quartz-14")
_R10_NEXT_LINE = re.compile(
    r"(?i:(?<![A-Za-z_$])(?:password|passwd|passphrase|pass\sphrase|passcode|pwd))[ \t]{0,2}"
    r"[:：][ \t]*\n[ \t]*(?P<v>[!-<>-~][ !-<>-~]{2,78}[!-~])[ \t]*(?=\n|$)"
    r"|(?:密码|密碼|口令)[ \t]{0,2}[:：]?[ \t]*\n"
    r"[ \t]*(?P<w>[!-<>-~][ !-<>-~]{2,78}[!-~])[ \t]*(?=\n|$)"
)


class _NextLine:
    name = "password_next_line"
    category = Category.PASSWORD
    needs = Needs(
        groups=(lits("password|passwd|passphrase|pass phrase|passcode|pwd|密码|密碼|口令"), ("\n",))
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _R10_NEXT_LINE.finditer(text):
            g = "v" if m.group("v") is not None else "w"
            s, e = m.span(g)
            v = text[s:e]
            if " " in v:
                if not _r10_phrase(v) and not _r9_value(v):
                    continue
            elif not _r9_value(v):
                continue
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _NextLine())


# --- round 11: a password among things to try ("ones to try: X, the old one", "依次试：X、旧的
# 那个"), named by a predicate after it ("X is the wifi one", "X是无线网的"), after a login
# name ("user admin, pass X", "账号admin，X"), after a reading/setting verb or a code label
# ("the access password reads X", "key phrase X", "type X", "访问码：X", "提取码都是X",
# "重置成了X", "设成了X这个密码"), or alone between commas after the home network
# ("家里的网，X，连不上就…") ------------------------------------------------------------------
_R11_V = r"(?P<v>[!-~]{3,64}(?:[ \t][A-Za-z]{2,12}\d{0,4}[!?#@]?\d{0,3}){0,6})"
# each shape runs only when one of its own literals is in the text
#: a list of candidates: the first item after the colon
_R11_TRY = re.compile(
    r"(?:(?i:(?:ones?|things?|passwords?|candidates?|options?)\s(?:to\s)?try|try(?:\s(?:these|"
    r"in\sorder|first))?)|要试的?|依次试|先试|试试|可以试|挨个试)[ \t]{0,2}[:：][ \t]{0,2}" + _R11_V
)
_R11_TRY_LITS = lits(
    "to try|try:|try :|try these|try in order|try first|要试|依次试|先试|试试:|试试：|可以试|挨个试"
)
#: a login name, then the password (with or without its own label)
_R11_LOGIN = re.compile(
    r"(?:(?i:(?<![A-Za-z])(?:user(?:name)?|login|usr))[ \t]{1,2}|账号|帐号|用户名?)"
    r"[:：]?[ \t]{0,2}[A-Za-z0-9_.\-@]{2,32}[ \t]{0,2}[,，;；/][ \t]{0,2}"
    r"(?P<l>(?i:pass(?:word)?|pwd|pw)[ \t:：]{1,3}|密码[ \t:：]{0,2})?" + _R11_V
)
_R11_LOGIN_LITS = lits("user|usr|login|账号|帐号|用户")
#: a reading verb or a code label, then the value
_R11_LABEL = re.compile(
    r"(?:(?i:(?<![A-Za-z])(?:(?:(?:access|unlock|entry|door|gate)\s)?(?:password|passcode|code|"
    r"pin|key)\s(?:reads|read)|key\s?phrase|pass\s?phrase|(?:access|unlock|entry|door|gate)\s"
    r"(?:code|password|pin)(?:\s\([^()\n]{1,30}\))?\s?:?))[ \t]{1,2}"
    r"|(?:访问码|提取码|取件码|开门码|门禁码|解锁码)(?:都|也)?(?:是|为)?[:：]?[ \t]{0,2})" + _R11_V
)
_R11_LABEL_LITS = lits(
    "code read|password read|passcode read|pin read|key read|keyphrase|key phrase|passphrase|"
    "pass phrase|access code|access password|access pin|unlock code|unlock password|unlock pin|"
    "entry code|entry password|entry pin|door code|door password|door pin|gate code|"
    "gate password|gate pin|访问码|提取码|取件码|开门码|门禁码|解锁码"
)
#: a setting verb or "type": only in a text that names a password
_R11_SET = re.compile(
    r"(?:(?i:(?<![A-Za-z])type)[ \t]{1,2}|(?:设成了?|设置成了?|设为了?|重置(?:成|为)了?|改成了?|"
    r"改为了?|换成了?)[ \t]{0,2})" + _R11_V
)
_R11_SET_LITS = lits("type|设成|设置成|设为|重置|改成|改为|换成")
#: the home network, then the value alone between commas
_R11_NET = re.compile(
    r"(?:网|(?i:wi-?fi)|无线|热点)[ \t]{0,2}[，,][ \t]{0,2}" + _R11_V + r"[ \t]{0,2}[，,]"
)
_R11_NET_LITS = lits("网，|网,|wifi,|wifi，|wi-fi,|wi-fi，|无线，|无线,|热点，|热点,")
_R11_PW = re.compile(r"(?i)pass(?:word|code|phrase)?|pwd|(?<![a-z])pin(?![a-z])|密码|密碼|口令")
#: each shape's literal groups (answered by the gate's own literal scan): its literals; a
#: login also needs the separator before the value; "type"/"设成" only counts in a text that
#: names a password (_R11_PW's literals)
_R11_GROUPS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (_R11_TRY_LITS,),
    (_R11_LOGIN_LITS, (",", "，", ";", "；", "/")),
    (_R11_LABEL_LITS,),
    (_R11_SET_LITS, lits("pass|pwd|pin|密码|密碼|口令")),
    (_R11_NET_LITS,),
)
_R11_GATES = _Gates(_R11_GROUPS)
_R11_BRANCHES = tuple(
    zip((_R11_TRY, _R11_LOGIN, _R11_LABEL, _R11_SET, _R11_NET), _R11_GATES.masks, strict=True)
)
#: a predicate naming what the value before it opens ("X is the wifi one", "X是无线网的"); the
#: value runs back to its line's start or the last colon or semicolon
_R11_PRED = re.compile(
    r"(?i:[ \t]{0,2}is\sthe\s(?:wi-?fi|wireless|router|guest|home|network|laptop|tablet|phone|"
    r"nas|vpn)\s(?:one|password|pass|key|code)(?![a-z]))"
    r"|[ \t]{0,2}(?:就|也)?是[ \t]{0,2}(?:(?i:wi-?fi)|无线网?|路由器?|热点|家里网络?|网络)"
    r"[ \t]{0,2}(?:的|密码)"
)
_R11_PRED_LITS = lits("is the|是")
_R11_VALUE_START = re.compile(r"[^\n:：;；]{3,72}$")
_R11_WORD = re.compile(r"[A-Za-z]{3,12}\d{0,4}[!?#@]?\d{0,3}")


def _r11_phrase(v: str) -> bool:
    """Three plain words or more, a number or a symbol may close the last."""
    words = v.split()
    if len(words) < 3 or len(words) > 7 or not all(_R11_WORD.fullmatch(w) for w in words):
        return False
    bare = [w.lower().rstrip("0123456789!?#@") for w in words]
    if len(set(bare)) < len(bare):
        return False
    for w in bare:
        if w in _FUNC or w in _AUX or w in _STOP or w in _NOT_FIRST or w in _PREP:
            return False
        if w in _CUE_WORDS or w.endswith(("ly", "ing", "ed")):
            return False
    freqs = [zipf(w) for w in bare]
    return max(freqs) < 5.3 and sum(freqs) / len(freqs) < 4.6


def _r11_value(v: str) -> str | None:
    """The longest password-shaped prefix of the captured run (a token or a passphrase)."""
    v = v.rstrip(".,;:!?。，")
    if " " not in v and "\t" not in v:
        return v if _r9_value(v) else None
    words = v.split()
    for k in range(len(words), 2, -1):
        cand = " ".join(words[:k])
        if _r11_phrase(cand) or _r10_phrase(cand):
            return cand
    first = words[0].rstrip(".,;:!?")
    return first if _r9_value(first) else None


def _r11_mixed(v: str) -> bool:
    """Symbols among letters, or all three of upper case, lower case and digits."""
    if any(c in "!@#$%^&*?~+=" for c in v) and any(c.isalpha() for c in v):
        return True
    return any(c.isupper() for c in v) and any(c.islower() for c in v) and any(
        c.isdigit() for c in v
    )


class _Round11:
    name = "password_r11"
    category = Category.PASSWORD
    needs = Needs(alternatives=_R11_GROUPS, run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _R11_GATES.found(norm.low)
        for rx, need in _R11_BRANCHES:
            if found & need != need:
                continue
            if rx is _R11_SET and _R11_PW.search(text) is None:
                continue  # "改成 allkeys-lru", "type checking": no password named
            for m in rx.finditer(text):
                strict = rx is _R11_LOGIN and m.group("l") is None
                yield from self._emit(norm, m.start("v"), m.group("v"), strict)

    def _emit(
        self, norm: NormalizedText, s: int, raw: str, strict: bool = False
    ) -> Iterator[Finding]:
        v = _r11_value(raw)
        if v is None or _has_cjk(v):
            return
        if strict and " " not in v and not (strong_password(v) or _r11_mixed(v)):
            return  # "user alice, bob42": a second name, unless the value is a password
        f = norm.finding(self.category, s, s + len(v), 0.75, self.name)
        if f is not None:
            yield f


class _Round11Before:
    name = "password_r11_before"
    category = Category.PASSWORD
    needs = Needs(groups=(_R11_PRED_LITS,), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _R11_PRED.finditer(text):
            w = _R11_VALUE_START.search(text, max(0, m.start() - 72), m.start())
            if w is None:
                continue
            raw = w.group(0)
            s = w.start() + len(raw) - len(raw.lstrip())
            v = raw.strip()
            ok = _r9_value(v) if " " not in v else (_r11_phrase(v) or _r10_phrase(v))
            if ok and not _has_cjk(v):
                f = norm.finding(self.category, s, s + len(v), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _Round11(), _Round11Before())


# --- round 13: a password as the object of a verb that opens, unlocks or keeps it ("open
# it with X", "unzip using X", "用X打开", "remember X", "记住X", "试试 X", "the pass X"); a
# quoted passphrase after a passphrase noun with words between ('the passphrase for the
# vault is "a b c d"', '主口令短语是“a b c d”'); the key after a Wi-Fi network's name
# ("network Foo-Guest, key (5vO9clG2") ---------------------------------------------------
_R13_VAL = (
    r"(?P<v>[!-~]{4,64}?)(?=[.,;:!?。，；：）)\]」』”’\"']?(?:[\s\u3000]|[\u3400-\u9fff]|$))"
)
_R13_OPEN = re.compile(
    r"(?i:(?<![A-Za-z])(?:open|unlock|unzip|extract|decrypt|decompress|access)(?:s|ed|ing)?"
    r"(?:\s(?:it|this|that|them|the\s[a-z]{2,12}(?:\s[a-z]{2,12})?|[a-z]{2,12}))?"
    r"\s(?:with|using|by\s(?:typing|entering))\s(?:the\s(?:password|pass|code|key)\s)?)"
    r"[\"'`“‘]?" + _R13_VAL
)
_R13_OPEN_ZH = re.compile(
    r"(?:用|拿|输入)[ \t]{0,2}(?P<v>[!-~]{4,64})[ \t]{0,2}(?:就能|就可以|可以|来|去)?"
    r"(?:打开|解压|解锁|解密|开)"
)
_R13_KEEP = re.compile(
    r"(?:(?i:(?<![A-Za-z])(?:remember|memori[sz]e|note\sdown|jot\sdown|write\sdown|save|keep|"
    r"hold\son\sto|hang\son\sto|don'?t\sforget|do\snot\sforget|never\sforget)"
    r"(?:\sthis|\sthat)?(?:\s(?:one|safe|handy|somewhere\ssafe|in\smind))?"
    r"(?:[ \t]{0,2}[:：—–\-][ \t]{0,2}|[ \t]{1,2}))"
    r"|(?:记住|记一下|记下|记好|记着|存一下|保存好?|别忘了?|不要忘了?)(?:这个)?[:：]?[ \t]{0,2})"
    r"[\"'`“‘]?"
    + _R13_VAL
)
_R13_TRY = re.compile(
    r"(?:(?<![要先再挨依])试试|试一下|试一试)[ \t]{0,2}[\"'`“‘]?" + _R13_VAL
)
#: "try X" in English: only a value of all three of upper, lower case and digits
_R13_TRY_EN = re.compile(r"(?i:(?<![A-Za-z])try(?: with| using)?) [\"'`“‘]?" + _R13_VAL)
_R13_PASS = re.compile(
    r"(?i:(?<![A-Za-z])(?:the|my|his|her|their|our|your|new|old|a|current)\s(?:pass|pw|pwd|passwd)"
    r"[ \t]{1,2})[\"'`“‘]?" + _R13_VAL
)
_R13_PHRASE_CUE = re.compile(
    r"(?i:pass\s?-?phrase|seed\sphrase|recovery\sphrase|mnemonic|master\s(?:password|phrase))|"
    r"口令短语|密码短语|主口令|助记词|恢复短语|口令"
)
_R13_PHRASE = re.compile(
    r"[\"“「『'`](?P<v>[A-Za-z]{1,16}\d{0,4}(?:[ \-][A-Za-z]{1,16}\d{0,4}[!?#@]?){2,11})[\"”」』'`]"
)
_R13_NET = re.compile(
    r"(?i:(?<![A-Za-z])(?:wi-?fi|wlan|ssid|network|hotspot|router)(?![A-Za-z])[^\n]{0,60}?[,;，；]"
    r"[ \t]{0,2}(?:(?:the\s)?(?:key|pass(?:word)?|pw|pwd|psk|passphrase|wpa\d?\skey))"
    r"[ \t]{0,2}(?:[:：=]|is)?[ \t]{0,2})(?P<v>[!-~]{4,64}?)(?=[.,;。，；]?(?:\s|$))"
)
_R13_BRANCHES = (
    (_R13_OPEN, lits("open|unlock|unzip|extract|decrypt|decompress|access"), "open"),
    (_R13_OPEN_ZH, lits("打开|解压|解锁|解密|开"), "open"),
    (
        _R13_KEEP,
        lits(
            "remember|memoris|memoriz|note down|jot down|write down|save|keep|hold on|hang on|"
            "forget|记住|记一下|记下|记好|记着|存一下|保存|别忘|不要忘"
        ),
        "keep",
    ),
    (_R13_TRY, lits("试试|试一下|试一试"), "keep"),
    (_R13_TRY_EN, lits("try"), "mixed"),
    (_R13_PASS, lits(" pass |pass:| pw | pwd | passwd "), "open"),
    (_R13_NET, lits("wifi|wi-fi|wlan|ssid|network|hotspot|router"), "net"),
)
#: what else each branch's regex needs besides its words (all implied by the regex): the
#: opening verb's "with"/"using"/"by typing"/"by entering"; the Chinese verb's object
#: marker; "try" and the space after it; a network's separator and its key word ("pwd":
#: "pw", "passphrase": "pass", "wpa2 key": "key")
_R13_EXTRA: tuple[tuple[tuple[str, ...], ...], ...] = (
    (lits("with|using|typing|entering"),),
    (("用", "拿", "输入"),),
    (),
    (),
    (("try ",),),
    (),
    ((",", ";", "，", "；"), lits("key|pass|pw|psk")),
)
#: per branch: the literal groups it needs, all of them (answered by the selector's scan)
_R13_GROUPS = tuple(
    (group, *extra) for (_, group, _), extra in zip(_R13_BRANCHES, _R13_EXTRA, strict=True)
)
_R13_GATES = _Gates(_R13_GROUPS)
_R13_GATED = tuple(zip(_R13_BRANCHES, _R13_GATES.masks, strict=True))
_R13_PHRASE_LITS = lits("passphrase|pass phrase|pass-phrase|seed phrase|recovery phrase|mnemonic|"
                        "master password|master phrase|口令|密码短语|助记词|恢复短语")
_R13_ABOUT = re.compile(
    r"(?i)polic|rule|hint|requirement|field|prompt|length|strength|example|e\.g\.|such\sas|"
    r"format|placeholder|label|规则|策略|提示|要求|长度|强度|例如|比如|示例|格式"
)
_R13_NOT_PHRASE = frozenset(_words("enter type your please input here click press the"))


#: a tool and its version: "python3.11", "node18", "Office2019", "utf8"
_R13_TOOL = re.compile(
    r"[A-Za-z][A-Za-z\-]*v?\d+(?:\.\d+)+|(?i:python|py|node|java|jdk|php|ruby|go|gcc|clang|gpt|"
    r"llama|qwen|win|windows|ios|android|ubuntu|debian|office|excel|acrobat|adobe|chrome|firefox|"
    r"safari|edge|vscode|vim|emacs|notepad|utf|sha|md|base|ipv|http|tls|ssl|ucs|iso|x|arm|amd|"
    r"cuda|es|ecma|net|dotnet|vs|visual\s?studio|photoshop|word|latin)-?\d+"
)


#: an e-mail address or a URL ("remember marisol.ortega@example.org"): the e-mail and URL
#: detectors' values, never a password to keep
_R13_ADDRESS = re.compile(r"@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}|://|\Awww\.")


#: an operator in code or a requirement ("numpy>=1.26", "a==b", "x->y")
_R13_OP = re.compile(r"[<>=!~]=|->|=>|==")


def _r13_keep(v: str) -> bool:
    """A value someone is told to keep or try: letters with digits or symbols, in a shape
    no word, version, date, path or identifier takes."""
    if not _r10_token(v) or _R13_TOOL.fullmatch(v.rstrip(".,!?")) is not None:
        return False
    if _R13_OP.search(v) is not None or v.startswith("-"):
        return False
    letters = sum(c.isalpha() for c in v)
    return letters >= 2 and (_r11_mixed(v) or (any(c.isdigit() for c in v) and letters >= 4))


def _r13_net(v: str) -> bool:
    core = v.strip("\"'`“”")
    if len(core) < 6 or _has_cjk(core) or _DATEISH.fullmatch(core):
        return False
    return (
        any(c.isdigit() for c in core) or any(c in "!@#$%^&*?~+()" for c in core)
    ) and any(c.isalpha() for c in core)


_RX_SPACE_DASH = re.compile(r"[ \-]")


def _r13_phrase_ok(v: str) -> bool:
    words = _RX_SPACE_DASH.split(v.lower())
    bare = [w.rstrip("0123456789!?#@") for w in words]
    if len(words) < 3 or any(not w for w in bare) or len(set(bare)) < len(bare):
        return False
    return not any(w in _R13_NOT_PHRASE or w in _CUE_WORDS for w in bare)


class _Round13:
    name = "password_r13"
    category = Category.PASSWORD
    #: one branch's whole gate
    needs = Needs(alternatives=_R13_GROUPS, run=4)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _R13_GATES.found(norm.low)
        for (rx, _, kind), need in _R13_GATED:
            if found & need != need:
                continue
            for m in rx.finditer(text):
                s, e = m.span("v")
                v = text[s:e]
                if kind == "net":
                    ok = _r13_net(v)
                elif kind == "mixed":
                    ok = _r13_keep(v) and _r11_mixed(v) and not _R13_OP.search(v)
                elif kind == "open":
                    ok = _r13_keep(v) or (_r10_token(v) and _R13_TOOL.fullmatch(v) is None)
                else:
                    ok = _r13_keep(v)
                if not ok or _has_cjk(v) or _R13_ADDRESS.search(v) is not None:
                    continue
                f = norm.finding(self.category, s, e, 0.75, self.name)
                if f is not None:
                    yield f


class _Round13Phrase:
    name = "password_r13_phrase"
    category = Category.PASSWORD
    needs = Needs(groups=(_R13_PHRASE_LITS,), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for c in _R13_PHRASE_CUE.finditer(text):
            line_end = text.find("\n", c.end())
            hi = min(c.end() + 200, len(text) if line_end < 0 else line_end)
            m = _R13_PHRASE.search(text, c.end(), hi)
            if m is None or m.start() - c.end() > 48 or not _r13_phrase_ok(m.group("v")):
                continue
            if _R13_ABOUT.search(text, c.end(), m.start()) is not None:
                continue  # 'the passphrase policy reads "use four words"': text about it
            f = norm.finding(self.category, *m.span("v"), 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round13(), _Round13Phrase())


# --- round 14: codes named after what they open ("alarm system code X", "garage code: X",
# "the safe combination is X"), secret words ("the login secret word X", "code word X",
# 密语/暗语：X), and a password-shaped item in a list of other things ("order #5053, flight
# 14.7, X, gate 32"; "order JIRA-1142、航班 3.8、X、gate 28").
_NAMED_CODE = lazy_re(
    r"(?i)(?<![a-z])(?:(?:alarm|burglar|security|garage|door|gate|keypad|lock|locker|safe|"
    r"padlock|entry|building|lockbox|key\s?box|storage|bike\slock)(?:\s(?:system|panel|door))?"
    r"\s(?:code|pin|combo|combination)|(?:secret|code|safe|magic)\s?word)"
    r"(?:\s(?:is|was|now|=))?\s{0,2}[:：=]?\s{0,2}[\"'`“(]?(?P<v>[^\s\"'`”,;，。；、]{3,64})"
    r"|(?:密语|暗语|暗号|口令|门禁码|密码锁|开锁码)\s{0,2}(?:是|为|[:：=])?\s{0,2}[\"'`“「]?"
    r"(?P<w>[!-~]{3,64})"
)
_NAMED_CODE_LITS = lits("code|pin|combo|combination|word|密语|暗语|暗号|口令|门禁码|密码锁|开锁码")


def _code_value(v: str) -> bool:
    """Not a plain word: digits, a symbol, mixed case or joined words."""
    if v.isalpha() and (v.islower() or v.istitle()) and "_" not in v:
        return False
    return len(v) >= 4 and (any(not c.isalpha() for c in v) or not v.islower())


class _NamedCode:
    name = "password_named_code_r14"
    category = Category.PASSWORD
    needs = Needs(groups=(_NAMED_CODE_LITS,), run=3)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_NAMED_CODE).finditer(text):
            g = "v" if m.group("v") is not None else "w"
            s, e = m.span(g)
            v = text[s:e].rstrip(_TRAIL)
            if not _code_value(v) or _SEMVER.search(v):
                continue
            f = norm.finding(self.category, s, s + len(v), 0.8, self.name)
            if f is not None:
                yield f


def _listy(norm: NormalizedText) -> bool:
    t = norm.text
    return t.count(", ") + t.count("、") >= 2


_ITEM = re.compile(r"(?:(?<=[,、:：])|^)[ \t]{0,2}([!-+\--~]{8,64}?)[.。]?[ \t]*(?=[,、]|$)")
_HUMAN_PW = re.compile(
    r"[A-Z][a-z]{2,12}[!@#$%^&*?~][0-9]{2,6}|[a-z]{3,14}\d{2,8}[!@#$%^&*?~]{1,2}"
)


def _list_password(v: str) -> bool:
    """A list item shaped like a password: generated, or a word, a symbol and digits."""
    if _bare_password(v) or _HUMAN_PW.fullmatch(v) is not None:
        return True
    if len(v) < 10 or "." in v or "/" in v or not any(c.isdigit() for c in v):
        return False
    return any(c.islower() for c in v) and sum(c.isupper() for c in v[1:]) >= 3 and (
        not _wordy(v)
    )


class _ListItem:
    name = "password_list_item_r14"
    category = Category.PASSWORD
    #: the list's separators (what _listy counts) first: the selector's literal scan
    #: answers them, so _listy runs only on a text that holds one
    needs = Needs(groups=((", ", "、"),), run=8, check=_listy)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        if not _listy(norm):
            return  # a list: the prefilter's condition, kept when run alone
        text = norm.text
        for m in _ITEM.finditer(text):
            v = m.group(1)
            if _list_password(v):
                f = norm.finding(self.category, m.start(1), m.end(1), 0.7, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _NamedCode(), _ListItem())


# --- round 16: a password-shaped value after a weak handing-over cue in either language
# ("login worked with X", "mine is X", "new one X", "try X if …", "登录用X", "sudo 的时候输 X",
# "就这个X"), after a category word with a few words between it and its verb ("password
# 我确认是 X", "Wi-Fi key 是 X", "口令统一为 X"), after an account and a slash ("账号admin／X",
# "creds: ops / X"), and a passphrase of spaced words with a number ("-psimple moment whole7",
# "密码 after material spring42"); and a .pgpass line's last field.
_R16_CUE = lazy_re(
    r"(?i)(?:(?<![a-z])(?:worked|works|went\sthrough|logged\sin|signed\sin|log\sin|sign\sin|"
    r"unlocked|unlock\sit)\swith|(?<![a-z])mine\s(?:is|was)|(?<![a-z])mine's|(?<![a-z])new\sone"
    r"(?:\sis)?|(?<![a-z])(?P<try>try)|(?P<use>用|输入?|改为|改成|换成)|就这个|就是这个|这个是|统一为|"
    r"统一是|"
    r"(?<![a-z_.\-])(?P<cat>password|passwd|passcode|passphrase|pass|pwd|pw|key)(?![a-z_])|"
    r"(?P<zcat>密码|口令)|"
    r"(?:(?<![a-z])(?:creds?|credentials?|login|user(?:name)?|account)(?![a-z])|账号|账户|帐号|用户)"
    # ("／" is read as "|": "账号admin／X")
    # (the slash is the first "/" or "|" after the account word, at most 43 characters on:
    # looked for first, so most account words fail before the backtracking below)
    r"(?=[^/|]{0,43}[/|])"
    r"[^\n/|]{0,8}?[:：]?\s{0,2}[A-Za-z][\w.\-]{0,30}\s?(?P<slash>[/|])|(?<=\s)(?P<p>-p)(?=[a-z]))"
)
#: the detector runs when one cue's whole gate is met: a rare hand-over phrase; a category
#: word; "try" with what follows a tried value; "用"/"输"/"换成"/"key" with a word naming a
#: login; an account word with a slash; mysql's "-p"
_R16_HAND_LITS = lits(
    "worked with|works with|went through with|logged in with|signed in with|log in with|"
    "sign in with|unlocked with|unlock it with|mine is|mine was|mine's|new one|就这个|就是这个|"
    "这个是|统一为|统一是"
)
_R16_CAT_LITS = lits("password|passwd|passcode|passphrase|pass|pwd|pw|密码|口令")
_R16_LOGIN_LITS = lits(
    "login|log in|logon|sign in|登录|登陆|sudo|ssh|wifi|wi-fi|wlan|ssid|vpn|router|路由|热点|"
    "账号|帐号|账户|mysql|psql|数据库|database|unlock|解锁|admin|root|portal|后台"
)
_R16_NEEDS = Needs(
    alternatives=(
        (_R16_HAND_LITS,),
        (_R16_CAT_LITS,),
        (("try",), (" if ", " instead", " first", " next", " again", " then")),
        (("用", "输", "改为", "改成", "换成", "key"), _R16_LOGIN_LITS),
        (("cred", "login", "user", "account", "账号", "账户", "帐号", "用户"), ("/", "|")),
        ((" -p",),),
    ),
    run=6,
)
#: between a category word and its verb: "password 我确认是", "key 是", "口令统一为"
_R16_VERB = re.compile(
    r"\s{0,2}(?:[^\s\d:：=]{1,12}?\s{0,2}){0,3}?"
    r"(?:是|为|(?<![A-Za-z])(?:is|was)(?![A-Za-z])|=|:|：)"
)
_R16_PHRASE = re.compile(
    r"[a-z]{2,14}(?:\s[a-z]{2,14}){1,4}\d{1,4}[!@#$%^&*]{0,2}"
    r"(?![A-Za-z0-9_\-@#$%^&*])"
)
#: a run of printable ASCII (maybe empty): a value's characters
_PRINTABLE_RUN = re.compile(r"[!-~]*")
_R16_WRAP = "\"'`“「『【(<"
_R16_TAILS = ".,;:!?。，；：！？)]}>\"'`”」』】"
_R16_HUMAN = re.compile(
    r"[A-Z][a-z]{2,12}[._\-@#]?\d{2,4}[!@#$%^&*?]{1,2}|[A-Z][a-z]{2,12}[._\-@#]\d{2,4}"
)
_R16_JOINED = re.compile(
    r"[A-Za-z]{2,14}(?P<s>[._\-])[A-Za-z]{2,14}(?:(?P=s)[A-Za-z]{2,14}){1,5}"
    r"(?:(?P=s)?\d{1,4})?[!@#$%^&*?]{0,2}"
)


_RX_LETTER_RUN = re.compile(r"[A-Za-z]+")
#: words of code: "os.path.join", "get_user_name", "np.random.seed" are no passphrases
_R16_CODE_WORDS = frozenset(_words(
    "get set is has to from init load save read write parse run main util utils config cfg "
    "test tests os path join sys self np pd json http https api db log logger src lib app com "
    "org net io str int list dict env tmp max min len num idx key val value file dir url user "
    "id uuid len fn func def cls obj tf torch py js ts md txt csv yml yaml min mark"
))
#: a call or a member call: "uuid.uuid4()", "os.getenv(", "foo()"
_R16_CALL = re.compile(r"\.[A-Za-z_]\w*\(|\(\)|\($")


def _r16_token(v: str) -> bool:  # noqa: PLR0911 - a ladder of shapes
    """A joined passphrase, the "Dragon.2010%" shape, or a generated password."""
    if len(v) < 6 or len(v) > 64 or not v.isascii() or _R16_CALL.search(v) is not None:
        return False
    if v.upper() == v.lower():
        return False  # no letter (ASCII): every shape below has one
    m = _R16_JOINED.fullmatch(v)
    if m is not None:
        words = _RX_LETTER_RUN.findall(v)
        if v[-1].isalpha() and any(w.lower() in _R16_CODE_WORDS for w in words):
            return False  # an identifier or a dotted name in code
        return (v.islower() or all(w[:1].isupper() or w.islower() for w in words)) and all(
            zipf(w.lower()) >= 1.5 for w in words
        )
    if _R16_HUMAN.fullmatch(v) is not None:
        return True
    if "/" in v or "\\" in v or "://" in v or _SEMVER.search(v) or _DATEISH.fullmatch(v):
        return False
    if strong_password(v) or _random_mixed(v):
        return True
    b = v.encode("ascii")  # ASCII (checked above): counted in C, as _ascii_digits
    syms = len(b) - len(b.translate(None, _PW_SYMS_BYTES))
    letters = len(b) - len(b.translate(None, _NO_LETTERS))
    if len(v) >= 10 and syms and _r16_cased(v) >= 4 and any(c.isdigit() for c in v):
        return True  # "cNIJW1c=9McWCwtAd"
    return len(v) >= 8 and syms >= 2 and letters >= 3 and any(c.isdigit() for c in v) and (
        any(c.isupper() for c in v) and any(c.islower() for c in v)
    )


_R16_PHRASE_CATS = ("password", "passphrase")
_R16_TRY_PHRASE = re.compile(r"\s(?:if|instead|first|next)\b")
_R16_TRY_TOKEN = re.compile(r"\s?(?:$|[,;.!?—\-(]|\s(?:if|instead|first|next|again|then)\b)")


def _r16_cased(v: str) -> int:
    """How often the case flips between letters (a generated value flips often)."""
    cases = [c.isupper() for c in v if c.isalpha()]
    return sum(1 for a, b in itertools.pairwise(cases) if a != b)


def _r16_cued(v: str) -> bool:
    """After a category word and its verb: any non-word with letters and a digit, a symbol
    or a case flip inside ("+mBdUsucjwR")."""
    if not v.isascii() or v.upper() == v.lower():
        return False  # every shape here (and in _r16_token) is ASCII with a letter
    if _r16_token(v):
        return True
    if len(v) < 6 or not v.isascii() or "://" in v or "/" in v or _DATEISH.fullmatch(v):
        return False
    if "%(" in v or "{" in v or "${" in v:
        return False  # a format string or a variable
    letters = sum(c.isalpha() for c in v)
    return letters >= 3 and (_r16_cased(v) >= 3 or (
        any(c.isdigit() for c in v) and any(c in _PW_SYMS for c in v)
    ))


def _r16_value(text: str, k: int, phrase: bool) -> tuple[int, int] | None:
    """The value starting at ``k`` (after spaces and a wrapper): a spaced passphrase when
    allowed, else one token."""
    n = len(text)
    while k < n and text[k] in " \t":
        k += 1
    if k < n and text[k] in _R16_WRAP:
        k += 1
    if phrase:
        m = _R16_PHRASE.match(text, k)
        if m is not None:
            return m.start(), m.end()
    run = _PRINTABLE_RUN.match(text, k)  # (it matches, maybe empty)
    e = k if run is None else run.end()
    while e > k and text[e - 1] in _R16_TAILS and not (
        text[e - 1] in "!?" and e - 1 > k and text[e - 2].isalnum()
        and (e == n or text[e] != text[e - 1])
    ):
        e -= 1
    return (k, e) if e - k >= 6 else None


_R16_KIND = {"cat": "cat", "zcat": "cat", "try": "try", "use": "use", "slash": "slash",
             "p": "p"}
#: each kind's gate (the alternatives of ``_R16_NEEDS``, in order): the bits of its literal
#: groups in ``_R16_GATES.found`` (the selector's literal scan answers it)
_R16_GATES = _Gates(_R16_NEEDS.alternatives)
_R16_GATE_MASK = dict(
    zip(("hand", "cat", "try", "use", "slash", "p"), _R16_GATES.masks, strict=True)
)


class _Round16:
    name = "password_r16"
    category = Category.PASSWORD
    needs = _R16_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _R16_GATES.found(norm.low)
        gates: dict[str, bool] = {}
        for c in resolve(_R16_CUE).finditer(text):
            kind = c.lastgroup or ""
            if kind == "cat" and c.group("cat").lower() == "key":
                kind = "use"
            kind = _R16_KIND.get(kind, "hand")
            ok = gates.get(kind)
            if ok is None:
                # each cue counts only where its own gate (the prefilter's alternative) is met
                need = _R16_GATE_MASK[kind]
                ok = gates[kind] = found & need == need
            if not ok:
                continue
            k = c.end()
            phrase = True
            cued = False
            if c.group("cat") is not None or c.group("zcat") is not None:
                v = _R16_VERB.match(text, k)
                if v is not None:
                    k = v.end()
                    cued = True
                elif c.group("zcat") is None and c.group("cat").lower() not in _R16_PHRASE_CATS:
                    phrase = False  # "pass X", "key X": one token only
            span = _r16_value(text, k, phrase)
            if span is None:
                continue
            s, e = span
            val = text[s:e]
            tried = c.group("try") is not None
            if " " in val:
                if tried and _R16_TRY_PHRASE.match(text, e) is None:
                    continue
            elif (
                not (_r16_cued(val) if cued else _r16_token(val))
                or c.group("p") is not None
                or (tried and _R16_TRY_TOKEN.match(text, e) is None)
            ):
                continue
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


_PGPASS = re.compile(
    r"(?m)^[ \t]*[A-Za-z0-9*][\w.\-*]*:(?:\d{1,5}|\*):[\w.\-*]+:[\w.\-*@]+:"
    r"(?P<v>[^\s:]{4,128})[ \t]*$"
)


def _pgpass_possible(norm: NormalizedText) -> bool:
    return norm.text.count(":") >= 4


class _PgPass:
    name = "password_pgpass_r16"
    category = Category.PASSWORD
    needs = Needs(groups=((":",),), run=12, check=_pgpass_possible)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        if not _pgpass_possible(norm):
            return
        for m in _PGPASS.finditer(norm.text):
            f = norm.finding(self.category, *m.span("v"), 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round16(), _PgPass())


# --- round 17: unlock / change / wifi-list / pinyin cues, value-before-cue --------------------
_R17_CUE = lazy_re(
    r"(?i)(?:(?<![A-Za-z])(?P<u>unlocks?\swith|开机用|解锁用|开机密码是?|"
    r"(?:old\s(?:one|password|pw|pass)|旧的|old\s?的)[^\n]{0,24}?"
    r"(?:(?<![A-Za-z])to|现在是|now\s?是|now\sis|改成了?|换成了?)|"
    r"(?:password|passphrase|pw|pass)\s(?:set|changed|reset)\sto)"
    r"|(?<![A-Za-z])(?P<m>mima|mm(?=\s{0,2}[:：=是]))\s{0,2}(?:[:：=是为]\s{0,2})?"
    r"|(?P<c>(?<![A-Za-z])(?:password|pw|pwd)|密码|密碼)\s{0,2}[,，]"
    r"|(?P<z>密码|密碼|口令)\s{0,2}(?:是|为|：|:)"
    r"|(?<![A-Za-z])wifi[^\n]{0,80}?(?P<h>(?<![A-Za-z])home\s|家里|[／/](?=[^\s／/]{6,}\s*$)))\s{0,2}"
)
#: a value right before its cue ("X 是 wifi pw", "「X」nas 新 pass"): found by the cue, the
#: value then read backwards within a few characters (cheaper than a value-first scan)
_R17_AFTER = lazy_re(
    r"(?i)(?P<v>(?:是|is\s(?:the\s|my\s|our\s)?)\s{0,2}(?:wifi|email|邮箱|laptop|电脑|nas)?\s{0,2}"
    r"(?:pw|pwd|password|密码)(?![A-Za-z]))"
    r"|(?P<w>[」”\"'`]\s{0,2}[A-Za-z]{0,10}\s{0,2}(?:新|new)\s{0,2}(?:pass(?:word)?|pw|密码)(?![A-Za-z]))"
)
_R17_TOKEN_END = re.compile(r"(?:^|(?<=[\s「“\"'`(（]))(?P<v>[!-~]{4,64}?)[」”\"'`)）]?\s{0,2}\Z")
_R17_QUOTED_END = re.compile(r"[「“\"'`](?P<w>[^」”\"'`\n]{4,64})\Z")
_R17_PHRASE = re.compile(
    r"[a-z]{2,14}(?:[ \t][a-z]{2,14}){2,5}(?=[ \t]*(?:$|[\n.,;!?。，；！？)）」”]))"
)
_R17_LITS = lits("unlock|开机|解锁|old|旧的|set to|changed to|reset to|mima|mm|wifi|password|"
                 "pw|pwd|密码|密碼|口令|new pass|新 pass|新pass")
_R17_WORD_NUM = re.compile(r"([A-Za-z]+)\d{1,4}")
_R17_VERSION = re.compile(r"[vV]?\d+(?:\.\d+)*")
_R17_ART = frozenset(_words("the a an my your his her our their this that it with and or in on"))


def _r17_pw_ok(v: str, strong: bool) -> bool:  # noqa: PLR0911 - a ladder of shapes
    if len(v) < 4 or len(v) > 64 or v.lower() in _STOP or v.lower() in _R17_ART:
        return False
    if " " in v:
        words = v.split()
        return words[0] not in _R17_ART and all(zipf(w) >= 1.0 for w in words)
    if _r16_token(v) or _r16_cued(v):
        return True
    if not strong:
        # after "unlocks with", "old one to": a token with letters and a digit, a symbol
        # or case flips — not a word ("fingerprint", "Monday")
        if len(v) < 6 or sum(c.isalpha() for c in v) < 2 or _DATEISH.fullmatch(v):
            return False
        if _R17_VERSION.fullmatch(v) is not None:
            return False
        w = _R17_WORD_NUM.fullmatch(v)
        if w is not None and zipf(w.group(1).lower()) >= 2.5:
            return False  # "Win11", "Windows10": a product and its version
        return not v.isalpha() or _r16_cased(v) >= 3
    return not (v.isalpha() and v.islower() and zipf(v) >= 3.0) and not _DATEISH.fullmatch(v)


class _Round17:
    name = "password_r17"
    category = Category.PASSWORD
    needs = Needs(groups=(_R17_LITS,), run=4)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        for c in resolve(_R17_CUE).finditer(text):
            k = c.end()
            strong = c.lastgroup != "u"
            pm = _R17_PHRASE.match(text, k)
            if pm is not None and c.lastgroup != "m":
                span: tuple[int, int] | None = pm.span()
            elif c.lastgroup == "z":
                continue  # "密码是X": one token is the earlier detectors' (only phrases here)
            else:
                span = _r16_value(text, k, False) or self._short(text, k)
            if span is None:
                continue
            v = text[span[0]:span[1]]
            if _r17_pw_ok(v, strong or " " in v):
                yield from self._one(norm, *span)
        if "pw" in norm.low or "pass" in norm.low or "密码" in text:  # the pattern's words
            for c in resolve(_R17_AFTER).finditer(text):
                g = "v" if c.group("v") is not None else "w"
                lo = max(0, c.start() - 70)
                if g == "v":
                    m = _R17_TOKEN_END.search(text, lo, c.start())
                else:
                    m = _R17_QUOTED_END.search(text, lo, c.start())
                if m is None:
                    continue
                v = m.group(g)
                if _R17_VERSION.fullmatch(v) is not None:
                    continue  # "v1.2.3 is the pw …": a version
                if _r17_pw_ok(v, True) and (
                    g == "w" or not v.isalpha() or _r16_token(v) or _r16_cased(v) >= 3
                ):
                    yield from self._one(norm, *m.span(g))

    @staticmethod
    def _short(text: str, k: int) -> tuple[int, int] | None:
        run = _PRINTABLE_RUN.match(text, k)  # (it matches, maybe empty)
        e = k if run is None else run.end()
        while e > k and text[e - 1] in _R16_TAILS:
            e -= 1
        return (k, e) if e - k >= 4 else None

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


DETECTORS = (*DETECTORS, _Round17())


# --- round 19: weak credential nouns ("creds:", "unlock phrase:", "解压 key 是"), a value
# before "is what I set it to" / "就是我设的", a value typed at a password prompt ("sudo
# asked again, I typed X") ----------------------------------------------------------------
_R19_CUE = lazy_re(
    r"(?i)(?<![A-Za-z])(?P<n>creds?|credentials|login\sinfo|(?:unlock|recovery|seed|secret)\s"
    r"(?:phrase|words?|code)|pin[\s\-]?word|(?:zip|archive|unzip|rar|7z|pdf)\s(?:key|pass)|"
    r"(?:解锁|解压|开机|开锁|锁屏)\s?(?:phrase|key|code|pass|码|密码|口令)|账号信息|登录信息|凭据|凭证|"
    r"(?:zip|archive|rar|7z)\sfor\s[^\n:：=→]{1,30}?|压缩包(?:的)?(?:密码|解压码|口令)|"
    r"memorable\s(?:phrase|word|answer)[^\n:：=]{0,30}?|记忆短语|记忆词)"
    # a remark between the cue and its colon: "creds (pls delete): X", "creds（看完删）：X"
    r"\s{0,2}(?:[(（][^()（）\n]{1,20}[)）])?\s{0,2}"
    r"(?:[:：=→]|->|=>|是|为|(?<![A-Za-z])is(?![A-Za-z]))"
    # "admin password left as X", "pw still set to X"
    r"|(?<![A-Za-z])(?P<l>(?:password|passcode|pw|pin)\s(?:[a-z]+\s){0,2}?"
    r"(?:left|kept|still|set)\s(?:as|at|to))\s"
    r"|(?<![A-Za-z])(?P<u>use|using|set|chose|picked)\s"
    # a document's or a share's code, written straight before it ("用查看码X打开", "提取码：X")
    r"|(?:查看码|提取码|访问码|打开密码|开启密码)\s?[:：]?\s?"
    r"|(?<![A-Za-z])(?P<t>(?:i\s|我)?(?:typed|entered|keyed\sin|tried|输入?的是|输入的?|输的|输了?|"
    r"打的是|打的))\s{0,2}"
)
#: after "use X": what makes X a password ("use X as the login password")
_R19_AS = re.compile(
    r"(?i)\s{1,2}(?:as|for)\s(?:the\s|my\s|our\s|your\s|a\s|an\s)?(?:new\s)?"
    r"(?:[A-Za-z\-]{2,12}\s)?(?:password|passphrase|passcode|pw|pin)(?![A-Za-z])"
)
#: after a value: "X is what I set it to", "X就是我设的", "X 是我刚改的"
_R19_AFTER = lazy_re(
    r"(?i)\s{0,2}(?:is\swhat\s(?:i|we)\s(?:set|changed|made|picked|chose|put|reset)"
    r"(?:\s(?:it|them|mine))?(?:\s(?:to|as))?(?![A-Za-z])|就?是我(?:刚|新|自己)?(?:设|改|定|换)的"
    # a shared secret: "X is what we all use for the shared drive", "X是大家共用的"
    r"|is\swhat\s(?:we|you|they|everyone)\s(?:all\s)?use(?:\s(?:for|on|to))?(?![A-Za-z])"
    r"|[ \t]?是大家[^\n，。]{0,24}?共用的)"
)
#: what says a typed value was a password: a prompt, a login, a rejection
_R19_PROMPT = lazy_re(
    r"(?i)(?<![A-Za-z])(?:sudo|password|passphrase|passcode|login|log\sin|unlock|pin|"
    r"rejected|denied|incorrect|wrong)(?![A-Za-z])|密码|口令|登录|解锁|不对|错误|被拒"
)
#: three to six plain lower-case words, maybe a number (a spaced passphrase)
_R19_PHRASE = re.compile(
    r"[a-z]{2,14}(?:[ ][a-z]{2,14}){2,5}(?:[ ]\d{1,4})?(?=[ \t]*(?:$|[^A-Za-z0-9\s]|\s[^\sA-Za-z]))"
)
_R19_USE_PHRASE = re.compile(r"[a-z]{2,14}(?:[ ][a-z]{2,14}){2,5}(?:[ ]\d{1,4})?(?=\s(?:as|for)\s)")
#: the value before an after-cue: a token, or a spaced passphrase opening its clause
_R19_BEFORE_TOKEN = re.compile(r"(?:^|(?<=[\s「“\"'`(（:：,，]))(?P<v>[!-~]{6,64})[」”\"'`)）]?\Z")
_R19_BEFORE_PHRASE = re.compile(
    r"(?:^|(?<=[\n:：,，.!?;。！？]\s)|(?<=[\n:：,，。！？]))"
    r"(?P<v>[a-z]{2,14}(?:[ ][a-z]{2,14}){2,5}(?:[ ]\d{1,4})?)\Z"
)
#: what each cue of _R19_CUE, then _R19_AFTER, needs (all implied by the patterns)
_R19_SPEC = (
    (  # a credential noun and its separator
        lits(
            "cred|login|unlock|recovery|seed|secret|pin|zip|archive|unzip|rar|7z|pdf|"
            "解锁|解压|开机|开锁|锁屏|账号信息|登录信息|凭据|凭证|压缩包|memorable|记忆短语|记忆词"
        ),
        (":", "=", "→", "->", "是", "为", "is"),
    ),
    (("password", "passcode", "pw", "pin"), ("left", "kept", "still", "set")),
    (
        ("use", "using", "set", "chose", "picked"),
        ("password", "passphrase", "passcode", "pw", "pin"),
    ),
    (lits("查看码|提取码|访问码|打开密码|开启密码"),),
    (lits("typed|entered|keyed|tried|输|打的"),),
    (lits("is what|我设|我改|我定|我换|我刚|我新|我自己|是大家"),),
)
_R19_GATES = _Gates(_R19_SPEC)
_R19_AFTER_GATE = _R19_GATES.masks[-1]


def _r19_phrase_ok(v: str) -> bool:
    """Three or more plain words, real words, none a function word ("comet orbit maple")."""
    words = [w for w in v.split() if not w.isdigit()]
    return len(words) >= 3 and _phrase(" ".join(words)) and all(zipf(w) >= 1.5 for w in words)


def _r19_token_ok(v: str) -> bool:
    """A token after a weak credential cue: a passphrase joined by '.', '-' or '_', a
    generated or human password, or a non-word with letters and case flips or a digit and
    a symbol ("(Q6sRV(w", "74UDpChE")."""
    if _r16_token(v) or _r16_cued(v):
        return True
    # upper, lower and a digit, maybe a "_" or "-" ("GQ_9Ymsq"), not made of words
    core = v.replace("_", "").replace("-", "")
    if len(v) >= 8 and _random_mixed(core + "x"):
        return True
    return _r16_cased(v) >= 3 and any(c.isdigit() for c in v)


#: the value before an after-cue: a spaced passphrase, else a token
_R19_BEFORE = ((_R19_BEFORE_PHRASE, _r19_phrase_ok), (_R19_BEFORE_TOKEN, _r19_token_ok))


class _Round19:
    name = "password_r19"
    category = Category.PASSWORD
    needs = Needs(alternatives=_R19_SPEC, run=4)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _R19_GATES.found(norm.low)
        cued = any(found & need == need for need in _R19_GATES.masks[:-1])
        for c in resolve(_R19_CUE).finditer(text) if cued else ():
            prompt = c.group("t") is None or resolve(_R19_PROMPT).search(text) is not None
            span = self._value(text, c.end(), c.group("u") is not None)
            if span is None:
                continue
            if not prompt and not _random_mixed(text[span[0] : span[1]]):
                continue  # "I typed the address": no prompt, login or rejection in the text
            if c.group("u") is not None and _R19_AS.match(text, span[1]) is None:
                continue  # "use X" alone: a tool, a flag
            yield from self._one(norm, *span)
        for a in resolve(_R19_AFTER).finditer(text) if found & _R19_AFTER_GATE else ():
            lo = max(0, text.rfind("\n", 0, a.start()) + 1, a.start() - 70)
            for rx, ok in _R19_BEFORE:
                m = rx.search(text, lo, a.start())
                if m is None:
                    continue
                v = _strip_stop(m.group("v"))
                if ok(v):
                    yield from self._one(norm, m.start("v"), m.start("v") + len(v))
                    break

    @staticmethod
    def _value(text: str, k: int, use: bool = False) -> tuple[int, int] | None:
        while k < len(text) and text[k] in " \t\"'`“「(":
            k += 1
        pm = (_R19_USE_PHRASE if use else _R19_PHRASE).match(text, k)
        if pm is not None and _r19_phrase_ok(pm.group()):
            return pm.span()
        span = _r16_value(text, k, False)
        if span is None:
            return None
        v = _strip_stop(text[span[0] : span[1]])
        return (span[0], span[0] + len(v)) if _r19_token_ok(v) else None

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


def _strip_stop(v: str) -> str:
    """A value without the full stop that ends its sentence ("… glu1176." → "glu1176")
    when what is left is still a value."""
    return v[:-1] if v.endswith(".") and len(v) > 6 and v[-2].isalnum() else v


DETECTORS = (*DETECTORS, _Round19())


# -- round 20: numeric codes after a bare credential word ("passcode 64278900", "pw 292703"),
# a password "updated to" a value, "opens with code X", "remember the phrase X", a
# "user X / Y" pair, 凭据/凭证 glued to a value, and a value opening its line before a dash
# and a clause about a password ("X -- that's what she typed for her password"). A value
# holds no bracket: "凭据X（2023-03-19改过）" ends at the remark.
_R20_DIGITS = lazy_re(
    r"(?i)(?<![A-Za-z])(?:password|passwd|passcode|pw|pwd|pin\s?code|(?:login|account)\s"
    r"(?:secret|code|pin)|(?:access|door|gate|alarm|locker|safe|keypad)\s(?:code|pin))"
    r"(?:[ \t]{0,2}[:：=][ \t]{0,2}|[ \t]{1,2})[\"'“]?(?P<v>\d{6,12})(?![\w\-/]|[.,:]\d)"
)
_R20_UPDATED = lazy_re(
    r"(?i)(?<![A-Za-z])(?:password|passcode|passphrase|pin|pw|pwd)\s(?:has\sbeen\s|have\sbeen\s|"
    r"was\s|is\s|got\s|just\sgot\s)?(?:updated|changed|reset|rotated|switched|set)\s(?:to|as)"
    r"\s{1,2}[\"'“]?(?P<v>[!-'*-~]{4,64})"
)
_R20_OPENS = lazy_re(
    r"(?i)(?<![A-Za-z])(?:opens?|unlocks?|disarms?)\s(?:it\s|them\s)?with\s(?:the\s|a\s)?"
    r"(?:code|pin|combination|passcode|password)\s{1,2}[\"'“]?(?P<v>[!-'*-~]{4,64})"
)
_R20_PHRASE = lazy_re(
    r"(?i)(?<![A-Za-z])(?:remember|memori[sz]e)\s(?:the\s|this\s|that\s)?(?:pass)?phrase\s{1,2}"
    r"[\"'“]?(?P<v>[!-'*-~]{6,64})|记住\s?(?:这个|那个)?\s?(?:短语|phrase)\s{0,2}[\"'“]?(?P<w>[!-'*-~]{6,64})"
)
_R20_PAIR = lazy_re(
    r"(?i)(?<![A-Za-z])(?:user(?:name)?|login|acct|account)\s{0,2}[:=]?\s{0,2}"
    r"(?P<u>[A-Za-z][\w.\-@]{1,39})\s{0,2}/\s{0,2}(?P<v>[!-'*-~]{4,64})"
)
#: a value before what it unlocks ("gate B, 84795713 for the alarm panel"), and a network's
#: key after an arrow ('guest network → "2922141"')
_R20_FOR_THE = lazy_re(
    r"(?i)(?<![!-~])[\"'“]?(?P<v>[!-'*-~]{5,40}?)[\"'”]?\sfor\sthe\s(?:alarm|door|front\sdoor|"
    r"back\sdoor|gate|safe|locker|garage|keypad|lockbox|key\s?safe|padlock)(?:\s(?:panel|pad|code))?"
    r"(?![a-z])"
    r"|(?<![A-Za-z])(?:guest\s)?(?:network|wi-?fi|wlan|hotspot)\s{0,2}(?:->|→|=>)\s{0,2}[\"'“]?"
    r"(?P<w>[!-'*-~]{6,64})"
    r"|(?:->|→|=>)\s{0,2}pass\s{1,2}(?P<x>\d{6,12})(?![\w\-/])"
)
#: where people keep a password, or its replacement: "written on the fridge: X", "on a post-it:
#: X", "new one: X" (a random or joined value only: "new one: the blue kettle" is no password)
_R20_WRITTEN = lazy_re(
    r"(?i)(?<![a-z])(?:(?:the\s)?new\sone|written\s(?:down\s)?(?:on|in|inside)\s(?:the\s|a\s|my\s|our\s)?"
    r"[a-z\-]{3,15}(?:\s[a-z]{3,10})?|(?:on\s)?(?:a\s|the\s)?(?:post-?it|sticky)(?:\snote)?)"
    r"\s{0,2}[:：]\s{0,2}[\"'“]?(?P<v>[!-'*-~]{6,64})"
)
_R20_CRED = lazy_re(r"(?:凭据|凭证)\s{0,2}[:：是为]?\s{0,2}[\"'“]?(?P<v>[!-'*-~]{6,64})")
_R20_DASHED = lazy_re(
    r"(?im)^[ \t]*(?:(?:ok|okay|so|yeah|yes)[,]?\s)?(?:it'?s\s|it\sis\s)?[\"'“]?(?P<v>[!-~]{6,64}?)"
    r"[\"'”]?[ \t]{0,2}(?:--|—{1,2}|–)"
    r"(?=[^\n]{0,70}(?:(?i:password|passcode|passwd|(?<![a-z])pwd?(?![a-z]))|密码|口令))"
)
#: each pattern's words (all of one group per pattern): bits of one automaton pass
_R20_SPEC = (
    (("pass", "pw", "pin", "secret", "code"),),
    (("pass", "pin", "pw"), ("updat", "chang", "reset", "rotat", "switch", " set ")),
    (("open", "unlock", "disarm"), (" with ",)),
    (("phrase", "短语"),),
    (("/",), ("user", "login", "acct", "account")),
    (("凭据", "凭证"),),
    (("--", "—", "–"), ("password", "passcode", "passwd", "pw", "密码", "口令")),
    (("for the ", "->", "→", "=>"),),
    (("new one", "written", "post-it", "postit", "sticky"), (":",)),
)
_R20_GATES = _Gates(_R20_SPEC)
_R20_RX = (
    _R20_DIGITS, _R20_UPDATED, _R20_OPENS, _R20_PHRASE, _R20_PAIR, _R20_CRED, _R20_DASHED,
    _R20_FOR_THE, _R20_WRITTEN,
)  # fmt: skip
#: a calendar date written as eight digits ("20240115")
_R20_DATE = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")


def _r20_value(v: str, digits_ok: bool) -> bool:
    """A code of six digits or more (not a date, not one digit repeated), else a token a
    weak credential cue would take."""
    if v.isdigit():
        return digits_ok and len(v) >= 6 and len(set(v)) > 1 and _R20_DATE.fullmatch(v) is None
    return _r19_token_ok(v) or _random_mixed(v)


class _Round20:
    name = "password_r20"
    category = Category.PASSWORD
    needs = Needs(alternatives=_R20_SPEC, run=4)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _R20_GATES.found(norm.low)
        for rx, need in zip(_R20_RX, _R20_GATES.masks, strict=True):
            if found & need != need:
                continue  # the pattern's own words are absent: skip its scan
            for m in resolve(rx).finditer(text):
                g = next(k for k in ("v", "w", "x") if k in m.re.groupindex and m.group(k))
                v = _strip_stop(m.group(g).rstrip(",;:!?)）。，\"'”"))
                if rx is _R20_PAIR and ("/" in v or m.group("u").lower() in _R20_NOT_USER):
                    continue  # "user guide / 2024", "user/group/x": a path, not a login
                if rx is _R20_FOR_THE and not self._coded(text, m, g, v):
                    continue
                if rx is _R20_WRITTEN and ("," in v or not _r16_cued(v)):
                    continue  # the weakest cue: a password's own shape ("ORD-884213" is none)
                if not _r20_value(v, rx is not _R20_DASHED):
                    continue
                f = norm.finding(self.category, m.start(g), m.start(g) + len(v), 0.75, self.name)
                if f is not None:
                    yield f


    @staticmethod
    def _coded(text: str, m: re.Match[str], g: str, v: str) -> bool:
        """A value before "for the alarm" when its line speaks of codes ("codes: …, X for
        the alarm panel", not "order 12345678 for the garage door"); a network's key holds
        a digit (a name alone is the network's)."""
        if g == "v":
            line = text.rfind("\n", 0, m.start()) + 1
            return _R20_CODE_WORD.search(text, line, m.start()) is not None
        if g == "w" and _R20_BAND.search(v) is not None:
            return False  # "HomeGuest5G": the network's own name
        return g == "x" or any(c.isdigit() for c in v)


#: the radio band that ends a network's name
_R20_BAND = re.compile(r"(?i)[_\-]?(?:2\.?4|5|6)\s?g(?:hz)?$")
#: a word for a code on the line before a value
_R20_CODE_WORD = re.compile(r"(?i)codes?|pins?|passcodes?|passwords?|combos?|combinations?|密码")
#: words after "user" that are no account name ("user guide / v2")
_R20_NOT_USER = frozenset(_words("guide manual group groups id name names agent data home role"))


DETECTORS = (*DETECTORS, _Round20())


# --- round 21: a value named by what it unlocks, with no password word -------------------
# "the zip is locked with X", "to open it you need X", "enter X to join", "X — that unlocks
# the folder", "输入X进入", "用X解锁", "admin / X" (an admin account and its password),
# "temporary one: X". The cue is weak, so the value must have a password's shape
# (_r19_token_ok: a joined passphrase, a generated or human password, a random mix).
_R21_TOKEN = r"[\"'“‘「]?(?P<v>[!-~]{6,64}?)[\"'”’」]?"  # noqa: S105 - a pattern
#: the value ends at a space, a line's end or Chinese punctuation (its own dots kept)
_R21_END = r"(?=[.,;!?)）]*(?:\s|$|[，。；、]))"
_R21_LOCKED = lazy_re(
    r"(?i)(?<![a-z])(?:locked|encrypted|protected|secured)\s(?:with|using|by)\s"
    r"(?:the\s(?:password|passphrase|phrase|code|key|pin)\s)?" + _R21_TOKEN + _R21_END
)
_R21_NEED = lazy_re(
    r"(?i)(?<![a-z])to\s(?:open|unlock|access|decrypt|get\sinto)\s(?:it|this|that|them|the\s[a-z\-]{2,20})"
    r",?\s(?:you(?:'ll)?\s(?:need|use|enter|type)|use|enter|type)\s" + _R21_TOKEN + _R21_END
)
_R21_ENTER = lazy_re(
    r"(?i)(?<![a-z])(?:enter|type|use)\s" + _R21_TOKEN
    + r"\s(?:to|and)\s(?:join|unlock|open|get\sin|access|decrypt|enter)(?![a-z])"
)
#: "X — that unlocks the folder": the verb is found first, then the token right before it
#: in a short window (a scan for the token at every position of the text costs far more)
_R21_UNLOCKS = lazy_re(r"(?i)\s(?:that|which|it)\s(?:unlocks|opens|decrypts)(?![a-z])")
_R21_TOKEN_BEFORE = re.compile(
    r"(?<![!-~])[\"'“‘「]?(?P<v>[!-~]{6,64})[\"'”’」]?\s?(?:[—–\-]{1,2}|,)?$"
)
_R21_ZH = lazy_re(
    r"(?:输入|键入|填入|用)\s?" + _R21_TOKEN
    + r"\s?(?:进入|进群|进来|加入|解锁|打开|解密|即可进入|才能进)"
)
_R21_ADMIN = lazy_re(
    r"(?<![A-Za-z0-9_\-./])(?i:admin|administrator|root|superuser|pi|ubnt)\s{0,2}/\s{0,2}"
    + _R21_TOKEN + _R21_END
)
_R21_TEMP = lazy_re(
    r"(?i)(?<![a-z])(?:temporary|temp|one-time|initial|default)\s(?:one|password|passcode|pin|code)"
    r"\s?[:：=]\s?" + _R21_TOKEN + _R21_END
)
#: a code that opens a door, a locker or a safe: "寄存柜开箱码47728389", "车库键盘开门码 6239",
#: "门锁 guest code 改成 9403743 了", "guest code: 4417"
_R21_CODE = lazy_re(
    # (round 22: a parcel locker's pickup code opens it as well: 取件码, "pickup code")
    r"(?:(?:开箱|开门|开锁|门禁|门锁|车库|保险箱|保险柜|密码锁|报警器?|布防|撤防|储物柜|寄存柜|取件|取货|"
    r"提货)\s?(?:码|密码|(?i:code|pin))|(?i:(?<![a-z])(?:guest|door|gate|locker|garage|keypad|lockbox|"
    r"key\s?safe|entry|alarm|pickup|pick-up|collection)\s(?:code|pin)))"
    r"\s?(?:[:：=]|是|为|(?:已经?)?(?:改成了?|换成了?|设为|更新为)|(?i:is|was|changed\sto|now))?\s?[\"“]?"
    r"(?P<v>\d{4,12}|[!-~]{6,64}?)[\"”]?(?=[.,;!?)）]*(?:\s|$|[\u3400-\u9fff，。；、（(]))"
)
#: a value said to be a device's or a network's: "X是报警面板的", "X 是 alarm panel 的"
_R21_OWNER = lazy_re(
    r"(?<![!-~])[\"“]?(?P<v>[!-~]{6,64}?)[\"”]?\s?是\s?(?:家里|门口|我们|我家)?的?\s?"
    r"(?:报警面板|报警器|门禁|门锁|路由器|保险箱|保险柜|(?i:alarm\s?panel|router|wi-?fi|wlan|"
    r"door|safe|lockbox))\s?的"
)
#: the cue glued to the value ("pwxiaomao.89964别改"), and a network's key after an arrow
_R21_GLUED = lazy_re(
    r"(?<![A-Za-z])(?i:pw|pwd)(?P<v>[a-z][a-z0-9._@\-]{5,40}?)(?=[\u3400-\u9fff]|\s|$)"
)
_R21_NET = lazy_re(
    r"(?:访客网络|家里网络|家庭网络|无线网络?|(?i:wi-?fi|wlan))\s?(?:→|->|=>)\s?[\"“]?"
    r"(?P<v>\d{6,12}|[!-~]{6,64}?)[\"”]?(?=[.,;!?)）]*(?:\s|$|[\u3400-\u9fff，。；、]))"
)
#: "试试X登中介那台电脑", "try 一下 X 登 lettings laptop": a value tried to log in
_R21_TRY = lazy_re(
    r"(?:试试|试一下|(?i:(?<![a-z])try)(?:\s?一下)?)\s?[\"“]?(?P<v>[!-~]{6,64}?)[\"”]?\s?"
    r"(?:登录|登陆|登入|登|(?i:to\slog\s?in|to\ssign\s?in|on\sthe\slogin))"
)
#: a system that asks for the value, a service and an arrow: "the case system wants X",
#: "个税 app → X"
_R21_WANTS = lazy_re(
    r"(?i)(?<![a-z])(?:system|portal|app|site|login|account|server|vpn)\s(?:wants|needs|asks\sfor|"
    r"requires|takes)\s" + _R21_TOKEN + _R21_END
    + r"|(?<![a-z])(?:app|portal|site|account|login|vpn)\s?(?:→|->|=>)\s?"
    + _R21_TOKEN.replace("(?P<v>", "(?P<w>") + _R21_END
)
#: "就是X，调度笔记本的", "X is what I used for the courier locker": a value and what it is for
_R21_ITS = lazy_re(
    r"就是\s?[\"“]?(?P<v>[!-~]{6,64}?)[\"”]?\s?[，,]\s?"
    r"[^\n，,。.]{2,24}?的[ \t]?(?:[。.！!]|$|(?=\n))"
    r"|(?<![!-~])(?P<w>[!-~]{6,64}?)\s(?i:is\swhat\s(?:i|we)\s(?:used?|set|picked|chose)\s(?:for|on))"
)
def _r21_pairs(firsts: str, seconds: str, seps: tuple[str, ...] = (" ",)) -> tuple[str, ...]:
    """Every "first<sep>second" phrase a pattern needs, as one literal group: a gate that
    opens only on the pattern's own phrase ("temporary password"), not on its words apart
    ("temperature" and "password" in one text)."""
    return tuple(
        f"{a}{sep}{b}"
        for a in firsts.split("|")
        for b in seconds.split("|")
        for sep in seps
    )


_R21_SPEC = (
    (_r21_pairs("locked|encrypted|protected|secured", "with|using|by"),),
    (("to open", "to unlock", "to access", "to decrypt", "to get into"),),
    # (each gate literal is one more match for the shared prefilter automaton to report on
    # every text that holds it: a group of very common words — "use ", "是", "的", "用" —
    # costs on every text, so a pattern keeps only its rarer group)
    (lits("to join|to unlock|to open|to get in|to access|to decrypt|to enter|and join|"
          "and unlock|and open|and get in"),),
    (_r21_pairs("that|which|it", "unlocks|opens|decrypts"),),
    (lits("进入|进群|进来|加入|解锁|打开|解密|才能进"),),
    (_r21_pairs("admin|root|superuser|pi|ubnt", "/", ("", " ", "  ")),),
    (
        _r21_pairs("temporary|temp|one-time|initial|default", "one|password|passcode|pin|code"),
        (":", "：", "="),
    ),
    (
        _r21_pairs(
            "开箱|开门|开锁|门禁|门锁|车库|保险箱|保险柜|密码锁|报警|报警器|布防|撤防|储物柜|寄存柜|"
            "取件|取货|提货",
            "码|密码|code|pin", ("", " "),
        )
        + _r21_pairs(
            "guest|door|gate|locker|garage|keypad|lockbox|key safe|keysafe|entry|alarm|pickup|"
            "pick-up|collection",
            "code|pin",
        ),
    ),
    (lits("报警|门禁|门锁|路由器|保险箱|保险柜|alarm|router|wifi|wi-fi|wlan|door|safe|lockbox"),),
    (("pw",),),
    (lits("网络|无线网|wifi|wi-fi|wlan"), ("→", "->", "=>")),
    (lits("试试|试一下|try"), lits("登|log in|login|sign in|signin")),
    (
        _r21_pairs("system|portal|app|site|login|account|server|vpn",
                   "wants|needs|asks for|requires|takes")
        + _r21_pairs("app|portal|site|account|login|vpn", "→|->|=>", ("", " ")),
    ),
    (lits("就是|is what i|is what we"),),
)
_R21_GATES = _Gates(_R21_SPEC)
_R21_RX = (
    _R21_LOCKED, _R21_NEED, _R21_ENTER, _R21_UNLOCKS, _R21_ZH, _R21_ADMIN, _R21_TEMP, _R21_CODE,
    _R21_OWNER, _R21_GLUED, _R21_NET, _R21_TRY, _R21_WANTS, _R21_ITS,
)


_R21_WEAKEST = (_R21_ITS, _R21_TRY, _R21_WANTS)
_KEY_COMBO = re.compile(
    r"(?i)(?:ctrl|control|alt|shift|cmd|command|option|opt|win|meta|super|fn)[+\-]"
)


class _Round21:
    name = "password_r21"
    category = Category.PASSWORD
    needs = Needs(alternatives=_R21_SPEC, run=6)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        found = _R21_GATES.found(norm.low)
        for rx, need in zip(_R21_RX, _R21_GATES.masks, strict=True):
            if found & need != need:
                continue  # the pattern's own words are absent: skip its scan
            for m in self._matches(rx, text):
                g = "w" if "w" in m.re.groupindex and m.group("w") else "v"
                raw = m.group(g)
                v = raw.rstrip(".,;:!?)）。，")
                if raw.endswith("!") and not v.endswith("!"):
                    v += "!"  # "basalt.thistle.pepper!": the symbol is the password's
                digits_ok = rx in (_R21_CODE, _R21_ADMIN, _R21_NET)
                if v.isdigit():
                    year = text.startswith("年", m.end(g))
                    if not (digits_ok and len(set(v)) > 1 and not year):
                        continue  # "开门码 2024年改过", "admin / 0000": no code
                elif "/" in v or "@" in v or _KEY_COMBO.match(v) or not _r19_token_ok(v):
                    continue  # ("Use Ctrl+F5 to open it": a key combination)
                elif rx in _R21_WEAKEST and v.isalnum() and v.isalpha() and len(v) < 12:
                    continue  # "就是GitHub，我们公司的": a name, not a password
                s = m.start(g)
                f = norm.finding(self.category, s, s + len(v), 0.75, self.name)
                if f is not None:
                    yield f


    @staticmethod
    def _matches(rx: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
        if rx is not _R21_UNLOCKS:
            yield from resolve(rx).finditer(text)
            return
        for verb in resolve(rx).finditer(text):
            lo = max(0, verb.start() - 72)
            m = _R21_TOKEN_BEFORE.search(text, lo, verb.start())
            if m is not None:
                yield m


DETECTORS = (*DETECTORS, _Round21())


# --- round 22: a password word, then a short connecting clause, then the value ("PIN 我改成
# 2424 了", "passphrase 用的是 maple purple teapot", "PIN - 3721", "password 还是老的那个 X");
# a login named by what it opens, then an arrow ("login for the kids' tablet -> Purple58");
# a Wi-Fi network's key; a passphrase tried before its password word ("你试试harbor walnut
# meadow otter，Keep 的密码应该是这个")
_R22_CUE = (
    r"(?:(?i:(?<![a-z])(?:password|passwd|passcode|passphrase|pass\sphrase|pin(?:\scode)?|"
    r"wi-?fi\s(?:key|password))(?![a-z]))|密码|口令)"
)
_R22_LINK = (
    r"(?:[ \t]{0,2}(?:(?:我|他|她|我们)?(?:已经?|刚)?(?:改成了?|换成了?|设成了?|设置成|改为|用的是|"
    r"还是(?:老的|原来的|之前的)?那个|还是|就是|是|为)|->|→|=>|"
    r"(?i:is\s(?:now|still)|still|now)(?![A-Za-z]))[ \t]{0,2}"
    # a dash between spaces ("PIN - 3721"), not a compound's ("<your-password-here>")
    r"|[ \t]{1,2}(?:—|–|-)[ \t]{1,2})"
)
_R22_PW = lazy_re(
    _R22_CUE + _R22_LINK
    + r"(?:(?P<p>[a-z]{3,12}(?:[ \-][a-z]{3,12}){2,5})(?![A-Za-z])|(?P<v>[!-~]{3,64}))"
)
_R22_LOGIN_ARROW = lazy_re(
    r"(?i:(?<![a-z])login\s(?:for|to|on)\s)[^\n:>→]{1,30}?[ \t]{0,2}(?:->|→|=>)[ \t]{0,2}"
    r"(?P<v>[!-~]{4,64})"
)
_R22_WIFI_KEY = lazy_re(
    r"(?i:(?<![a-z])(?:key|pw|pass))[ \t]{0,2}[:=]?[ \t]{0,2}[\"'“]?"
    r"(?P<v>[A-Za-z0-9!@#$%^&*._\-]{6,64})"
)
_R22_TRIED = lazy_re(
    r"(?:试试|试一下|用)[ \t]{0,2}(?P<p>[a-z]{3,12}(?:[ \-][a-z]{3,12}){2,5})(?![A-Za-z])"
    r"(?=[^\n。]{0,20}?(?:密码|口令|(?i:password|passphrase)))"
)
_R22_PW_LITS = lits("password|passwd|passcode|passphrase|pass phrase|pin|wifi|wi-fi|密码|口令|"
                    "login for|login to|login on")


def _r22_pin_or_value(cue: str, v: str) -> bool:
    v = v.rstrip(".,;:!?)）」”'\"")
    if _B9_VERSION.fullmatch(v) is not None:
        return False  # "pin → v2.3.1": a pinned version
    if cue.lower().startswith("pin"):
        return (v.isdigit() and 4 <= len(v) <= 8) or _r9_value(v)
    return _r9_value(v)


class _Round22:
    name = "password_r22"
    category = Category.PASSWORD
    needs = Needs(groups=(_R22_PW_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912 - one pass each
        text, low = norm.text, norm.low
        for m in resolve(_R22_PW).finditer(text):
            if m.group("p") is not None:
                if _plain_phrase(_RX_PHRASE_SEP.split(m.group("p"))):
                    yield from self._one(norm, *m.span("p"))
                continue
            v = m.group("v").rstrip(".,;:!?)）」”'\"")
            cue = m.group(0)[: m.group(0).find(m.group("v"))].strip()
            if _r22_pin_or_value(cue, v):
                yield from self._one(norm, m.start("v"), m.start("v") + len(v))
        if "login" in low:
            for m in resolve(_R22_LOGIN_ARROW).finditer(text):
                v = m.group("v").rstrip(".,;:!?)")
                if _looks_password(v) or strong_password(v):
                    yield from self._one(norm, m.start("v"), m.start("v") + len(v))
        if "wi-fi" in low or "wifi" in low:
            for m in resolve(_R22_WIFI_KEY).finditer(text):
                v = m.group("v").rstrip(".,;:!?)")
                if _looks_password(v) or strong_password(v) or _joined_phrase(v.lower()):
                    yield from self._one(norm, m.start("v"), m.start("v") + len(v))
        if norm.flags & CJK:
            for m in resolve(_R22_TRIED).finditer(text):
                if _plain_phrase(_RX_PHRASE_SEP.split(m.group("p"))):
                    yield from self._one(norm, *m.span("p"))

    def _one(self, norm: NormalizedText, s: int, e: int) -> Iterator[Finding]:
        f = norm.finding(self.category, s, e, 0.75, self.name)
        if f is not None:
            yield f


DETECTORS = (*DETECTORS, _Round22())


# --- round 23: what a caller is checked with (call-centre notes and transcripts): a
# security word or a secret answer ("security word \"marmalade\"", "secret word - Ravenclaw",
# "security answer (mother's maiden name): Hargreaves", "密保答案：小白"), and a PIN's digits
# after the upper-case word ("telebanking PIN 5823", "caller entered PIN 3391")
_R23_CHECK_CUE = (
    r"(?i:(?<![a-z])(?:(?:secret|security|memorable|safe|magic|verbal|voice)\s"
    r"(?:question\s)?(?:word|answer|phrase)|(?:secret|security)\squestion\s(?:answer|reply)|"
    r"memorable\s(?:information|info|date|place|name|data)|"
    r"answer\sto\s(?:the\s|my\s|her\s|his\s)?(?:secret|security)\squestion)(?![a-z]))"
    r"|密保(?:问题)?答案|安全问题答案|暗语"
)
_R23_SECRET = lazy_re(
    "(?:" + _R23_CHECK_CUE + ")"
    r"(?:[ \t]?[（(][^)）\n]{1,40}[)）])?"
    r"(?:[ \t]{0,2}(?:[:=：]|[-–—](?=[ \t])|(?i:is|was|set\sto|changed\sto|reset\sto|updated\sto)"
    r"(?![a-z]))|是|为|(?=[ \t]{1,2}[\"“'「]))[ \t]{0,2}"
    r"(?:[\"“'「](?P<q>[^\"”'」\n]{2,40})[\"”'」]|(?P<v>[^\s\"'“”「」,;，。；（）()]{2,40}))"
)
_R23_PIN = lazy_re(
    r"(?<![A-Za-z])(?i:(?:voice\s|phone\s|card\s|account\s|telephone\sbanking\s)?pin|"
    r"pass[ ]?code|security\s(?:code|number)|cvv2?|cvc2?|csc)"
    r"(?:[ \t](?i:code|number|no\.?))?"
    r"(?:[ \t](?i:is|was|set\sto|changed\sto|reset\sto|updated\sto|of)(?![A-Za-z]))?"
    r"[ \t]{0,2}[:：=#-]?[ \t]{0,2}(?P<v>\d{3,8})(?![\d.:/\-])"
)
#: what a check's note says of the answer, not the answer
_R23_STATUS = frozenset(
    _words("""n/a na none nil null tbd unknown pending verified unverified ok okay passed pass
    failed fail correct incorrect wrong right matched match mismatch confirmed declined refused
    given provided set changed reset updated required needed missing blank empty ✓ ✔ ✗ yes no
    正确 错误 通过 已验证 未通过 无""")
)
#: abbreviations of "password" that notes use ("p/w: X", "pword X"), and a login pair's
#: second half ("u: jdoe p: X")
_R23_ABBREV = lazy_re(
    r"(?<![A-Za-z0-9/])(?i:p/w|pword|pwrd|pswd|p\.w\.)[ \t]{0,2}(?:[:=：-]|is)?[ \t]{0,2}"
    r"(?P<v>[!-~]{3,64})"
    r"|(?<![A-Za-z0-9])(?:(?i:user)[ \t]?|(?i:u))[:=][ \t]?[!-~]{2,40}[ \t]{1,3}"
    r"(?i:p|pass)[ \t]?[:=][ \t]?"
    r"(?P<w>[!-~]{3,64})"
)
_R23_LITS = lits(
    "word|answer|phrase|reply|pin|memorable|passcode|pass code|security|cvv|cvc|csc|密保|"
    "安全问题|暗语|p/w|pword|pwrd|pswd|p.w.|u:|u=|user"
)


class _Round23:
    name = "password_r23"
    category = Category.PASSWORD
    needs = Needs(groups=(_R23_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        for m in resolve(_R23_SECRET).finditer(text):
            if m.group("q") is not None:
                s, e = m.span("q")
            else:
                v = m.group("v").rstrip(".,;:!?)）」”'\"")
                low = v.lower()
                if not v or low in _STOP or low in _CUE_WORDS or low in _R23_STATUS or _codeish(v):
                    continue
                s, e = m.start("v"), m.start("v") + len(v)
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f
        for m in resolve(_R23_ABBREV).finditer(text):
            g = "v" if m.group("v") is not None else "w"
            v = m.group(g).rstrip(".,;:!?)）」”'\"")
            mixed = any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
            if v and v.lower() not in _STOP and v.lower() not in _R23_STATUS and mixed:
                f = norm.finding(self.category, m.start(g), m.start(g) + len(v), 0.75, self.name)
                if f is not None:
                    yield f
        if norm.flags & DIGIT:
            for m in resolve(_R23_PIN).finditer(text):
                head = m.group(0)[:4].lower()
                if len(m.group("v")) == 3 and not head.startswith(("cv", "csc")):
                    continue  # three digits: a card's code only ("pin 123" is a count)
                around = norm.low[max(0, m.start() - 12) : m.end() + 8]
                if "gpio" in around or "port" in around or "header" in around:
                    continue  # a board's pin, a port
                f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _Round23())


# --- round 24: what call notes record of a check ("memorable word given in full: granite",
# "memorable word ✔ (biscuit)"); a key safe's or a lock box's code a little after its cue
# ("key safe by the side gate, code 4572"); a PIN the caller picks ("voicemail PIN reset --
# cx chose 72020")
_R24_CHECK = lazy_re(
    "(?:" + _R23_CHECK_CUE + ")"
    r"[ \t]{0,2}(?:given(?:[ \t]in[ \t]full)?|provided|confirmed|verified|correct|stated|quoted|"
    r"read[ \t]out|said|ok|✔|✓|☑)[ \t]{0,2}(?:[:：]|[（(])[ \t]{0,2}"
    r"(?P<v>[^\s\"'“”「」,;，。；（）()]{3,40})"
)
_R24_LOCK = lazy_re(
    r"(?i:key[ ]?safe|key[ ]?box|lock[ ]?box|key[ ]lock|padlock|combination[ ]lock|keypad|"
    r"(?:door|gate|entry|entrance|alarm|garage|building|access|lobby|side[ ]door)[ ]code)"
    r"[^\n]{0,40}?(?<![A-Za-z])(?i:code|combo|combination|pin)(?![A-Za-z])"
    r"[ \t]{0,2}(?:is|[:=：#-])?[ \t]{0,2}(?P<v>[*#]?\d{3,8}[*#]?)(?![\d/:\-]|\.\d)"
)
_R24_CHOSE = lazy_re(
    r"(?<![A-Za-z])(?i:pin|passcode|pass[ ]code)(?![A-Za-z])[^\n]{0,30}?"
    r"(?<![A-Za-z])(?i:chose|chosen|picked|selected|set[ ]it[ ]to|changed[ ]it[ ]to|"
    r"new[ ](?:one|pin|code)[ ](?:is|=|:))[ \t]{1,2}(?P<v>\d{4,8})(?![\d/:\-]|\.\d)"
)
_R24_LITS = lits(
    "given|provided|confirmed|verified|correct|stated|quoted|read out|said|ok|✔|✓|☑|"
    "key safe|keysafe|key box|keybox|lock box|lockbox|key lock|padlock|combination|keypad| code|"
    "chose|picked|selected|set it|changed it|new one|new pin|new code"
)


class _Round24:
    name = "password_r24"
    category = Category.PASSWORD
    needs = Needs(groups=(_R24_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        spans: list[tuple[int, int]] = []
        for m in resolve(_R24_CHECK).finditer(text):
            v = m.group("v").rstrip(".,;:!?)）」”'\"")
            low = v.lower()
            if len(v) >= 3 and low not in _STOP and low not in _CUE_WORDS and (
                low not in _R23_STATUS and not _codeish(v)
            ):
                spans.append((m.start("v"), m.start("v") + len(v)))
        if norm.flags & DIGIT:
            spans += [m.span("v") for m in resolve(_R24_LOCK).finditer(text)]
            spans += [m.span("v") for m in resolve(_R24_CHOSE).finditer(text)]
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round24())


# --- round 24: a list of logins under a heading that says it holds passwords ("**passwords
# (temporary, delete later)**" / "* email → pepper8917?", "临时记一下密码" / "* 邮箱 →
# niuniu1022"): each item's value after an arrow, a colon or an equals sign
_R24_HEADING = lazy_re(
    r"(?im)^[ \t#>*_]*[^\n]{0,30}(?:passwords?|passcodes?|creds|credentials|logins|密码|口令)"
    r"[^\n]{0,30}$"
)
_R24_ITEM = lazy_re(
    r"(?m)^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+[^\n:：=→]{1,30}?[ \t]*(?:→|->|=>|[:：=])[ \t]*"
    r"(?P<v>[^\s]{4,64})[ \t]*(?:[^\w\s][^\n]{0,8})?$"
)


class _PasswordListR24:
    name = "password_list_r24"
    category = Category.PASSWORD
    needs = Needs(groups=(lits("password|passcode|creds|credential|login|密码|口令"),
                          lits("→|->|=>|:|：|=")))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for h in resolve(_R24_HEADING).finditer(text):
            end = text.find("\n\n", h.end())
            stop = len(text) if end < 0 else end
            for m in resolve(_R24_ITEM).finditer(text, h.end(), stop):
                v = m.group("v").rstrip(".,;")
                if v.lower() in _STOP or not (_looks_password(v) or strong_password(v)):
                    continue
                if not any(c.isdigit() or not c.isalnum() for c in v) and v.islower():
                    continue
                f = norm.finding(self.category, m.start("v"), m.start("v") + len(v), 0.7,
                                 self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _PasswordListR24())


# --- round 24: more ways small-business notes hand over a password: "pasword for the shared
# drive is X", "the wifi in the van is X", "the zip … has a password, it's X", "wifi pw
# (currently `X`)", "账号密码都是X", "pw X" (a space only), "p: X" after a "u:" on the line
# or the line before, an alarm's or a door's code after a place ("alarm code at the shop:
# 8635"), a passphrase something was reset to ("reset to maple thunder river by support")
_R24_FOR_IS = lazy_re(
    r"(?<![A-Za-z])(?i:pa?s{1,2}w(?:o?r|ro)d|passwd|passcode|pw|pwd|pin|wi-?fi(?:[ ]password)?)"
    r"(?:[ ](?i:for|to|of|on|in|at)[ ](?:(?i:the|my|our|this)[ ])?[^\n.,;:!?]{1,30}?)?"
    r"[ ](?i:is|was|=)[ ]{1,2}[`\"'“]?(?P<v>[^\s`\"'”]{3,64})"
)
_R24_FILLER = lazy_re(
    r"(?<![A-Za-z])(?i:password|passwd|passcode|pw|pwd|passphrase)(?![A-Za-z])[ ]?[,，]?[ ]?"
    r"(?:\(?(?i:it'?s|it[ ]is|currently|now|today|atm)[ ]?[:：]?[ ]?)[`\"'“]?"
    r"(?P<v>[^\s`\"'”)]{3,64})"
    r"|密码(?:都是|也是|还是|就是|统一是|一直是|现在是)[ \t]?(?P<z>[^\s，。,;；]{2,40})"
    r"|(?<![A-Za-z0-9_$.\-])(?i:pw|pwd)[ ](?P<s>[^\s]{4,64})"
)
_R24_P_AFTER_U = lazy_re(
    r"(?<![A-Za-z0-9])(?i:u|user|login)[ \t]?[:：][ \t]?\S{2,40}[^\n]{0,12}?(?:\n[^\n]{0,12}?)?"
    r"(?<![A-Za-z0-9])(?i:p|pw|pass)[ \t]?[:：][ \t]?(?P<v>\S{3,64})"
)
_R24_PLACE_CODE = lazy_re(
    r"(?<![A-Za-z])(?i:alarm|door|gate|entry|entrance|garage|keypad|lockbox|key[ ]?safe|"
    r"building|access|safe|locker|padlock|shutter)[ ](?i:code|pin|combo)"
    r"(?:[ ](?i:at|for|of|on)[^\n:：=]{1,25})?[ \t]*(?:(?i:is)|[:=：#-])[ \t]*"
    r"(?P<v>[*#]?\d{3,8}[*#]?)(?![\d/:\-]|\.\d)"
)
_R24_RESET_PHRASE = lazy_re(
    r"(?<![A-Za-z])(?i:password|passphrase|pw)[^\n]{0,20}?(?i:reset|changed|set|updated)[ ]to[ ]"
    r"(?P<p>[a-z]{3,12}(?:[ ][a-z]{3,12}){2,5})(?=[ ](?:by|on|at|for|and|via|until)[ ]|[.,;)]|$)"
)
_R24B_LITS = lits(
    "password|passwd|passcode|pw|pwd|pin|wifi|wi-fi|passphrase|密码|u:|u：|user|login|alarm|"
    "pasw|passw|psw|pssw|"
    "door|gate|entry|entrance|garage|keypad|lockbox|key safe|keysafe|building|access|safe|"
    "locker|padlock|shutter"
)


class _Round24B:
    name = "password_r24b"
    category = Category.PASSWORD
    needs = Needs(groups=(_R24B_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        # (round 25) a value of Chinese words is speech, not a password ("密码都是诈骗")
        spans = [(s, e) for s, e in _r24_handed(text) if not _all_cjk(text[s:e])]
        for m in resolve(_R24_P_AFTER_U).finditer(text):
            v = m.group("v").rstrip(".,;")
            if v.lower() not in _STOP and not _r24_placeholder(v):
                spans.append((m.start("v"), m.start("v") + len(v)))
        if norm.flags & DIGIT:
            spans += [m.span("v") for m in resolve(_R24_PLACE_CODE).finditer(text)]
        for m in resolve(_R24_RESET_PHRASE).finditer(text):
            words = m.group("p").split()
            if not any(w in _FUNC or w in _AUX or w in _STOP for w in words) and (
                sum(zipf(w) for w in words) / len(words) < 4.6
            ):
                spans.append(m.span("p"))  # "reset to maple thunder river": a passphrase
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


def _all_cjk(v: str) -> bool:
    return bool(v) and all("\u4e00" <= c <= "\u9fff" for c in v)


def _r24_handed(text: str) -> list[tuple[int, int]]:
    """"password for the drive is X", "the wifi … is X", "password, it's X", "pw X"."""
    spans = []
    for m in resolve(_R24_FOR_IS).finditer(text):
        v = m.group("v").rstrip(".,;:!?)")
        if _r24_placeholder(v):
            continue  # "password = getpass.getpass(…)", "pass: <password>"
        if _looks_password(v) or strong_password(v) or _r24_digits(v):
            spans.append((m.start("v"), m.start("v") + len(v)))
    for m in resolve(_R24_FILLER).finditer(text):
        g = next(k for k in "vzs" if m.group(k) is not None)
        v = m.group(g).rstrip(".,;:)")  # ("!" and "?" end many passwords)
        if v.lower() in _STOP or v.lower() in _R23_STATUS or _r24_placeholder(v):
            continue
        if g == "s" and not (_looks_password(v) or strong_password(v)):
            continue
        spans.append((m.start(g), m.start(g) + len(v)))
    return spans


def _r24_placeholder(v: str) -> bool:
    """Code or a template's slot, not a value ("getpass.getpass(", "<password>", "{pw}")."""
    return _codeish(v) or "(" in v or v[:1] in "<[{$%" or ">" in v or v.startswith(
        ("多少", "什么", "啥", "几", "吗", "哪")  # "密码现在是多少？": a question
    )


def _r24_digits(v: str) -> bool:
    """A PIN's or a Wi-Fi key's digits (eight or more, or four to six after a PIN word)."""
    return v.isdigit() and 4 <= len(v) <= 16 and len(set(v)) > 2


DETECTORS = (*DETECTORS, _Round24B())


# --- round 24: a car's or a device's code after what it unlocks ("Immobiliser override code
# (dealer gave it …): 4680", "Radio security code after the battery swap: 1176", "Lockbox on
# the side gate: 3754", "PIN to Drive is on. Code is 7145", "充电卡的 PIN 码是 920944")
_R24_DEVICE_CODE = lazy_re(
    r"(?:(?i:immobili[sz]er|glove[ ]?box|lock[ ]?box|key[ ]?safe|pin[ ]to[ ]drive|padlock)"
    r"[^\n:：]{0,60}?|(?i:radio|security|override|alarm|valet|safe)[^\n:：]{0,30}?"
    r"(?i:code|pin|combination|combo)[^\n:：]{0,40}?)(?:[:：]|(?i:code|pin)[ ](?i:is))"
    r"[ \t]{0,2}(?P<v>\d{4,8})(?![\d/:\-]|\.\d)"
    r"|(?i:pin)[ ]?码(?:是|为|[:：])[ \t]?(?P<z>\d{4,8})(?![\d])"
)


class _DeviceCodeR24:
    name = "password_device_code_r24"
    category = Category.PASSWORD
    needs = Needs(
        DIGIT,
        groups=(lits("immobili|radio|security|override|alarm|valet|glove|lock|key safe|keysafe|"
                     "pin|padlock|safe"),),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R24_DEVICE_CODE).finditer(norm.text):
            g = "v" if m.group("v") is not None else "z"
            if len(set(m.group(g))) > 1:
                f = norm.finding(self.category, *m.span(g), 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _DeviceCodeR24())


# --- round 25: smart-home secrets: a safe's or a lock's code reset or changed to digits
# ("Safe in the wardrobe reset to 9685"), a Wi-Fi QR payload's key ("WIFI:T:WPA;S:x;P:key;;"),
# a camera's device verification code (six capitals on its label: "设备验证码：TLKMMN"), a
# temporary lock code ("door lock 的 temp code 10132173"), and a password said to be changed
# to or to be a value in Chinese speech ("密码我帮你改成 87460575 了", "都是39533419", "密码啊
# 07523160", "pw 改成 x")
_R25_SAFE_RESET = lazy_re(
    r"(?<![A-Za-z])(?i:safe|lock|keypad|padlock|lockbox|key[ ]?safe|alarm|door[ ]code|combo)"
    r"[^\n.;]{0,30}?(?i:reset|changed|set|updated)[ ]to[ \t]"
    r"(?P<v>\d{4,8})(?![\d/:.\-]|[ ]?(?i:am|pm|percent|%|minutes|mins|seconds|secs|days|v\b))"
)
_R25_WIFI_QR = lazy_re(r"WIFI:[^\n]{0,80}?(?<=[:;])P:(?P<v>[^;\n]{1,63});")
_R25_DEVICE_CODE = lazy_re(
    r"(?:设备验证码|验证码|(?i:verification[ ]code|device[ ]code|安全码))[^\n]{0,16}?[：:]?[ \t]*"
    r"(?P<v>[A-Z]{6})(?![A-Za-z0-9])"
)
_R25_TEMP_CODE = lazy_re(
    r"(?i:temp(?:orary)?[ ]code|guest[ ]code|one[- ]time[ ]code|临时密码|临时码|访客密码)"
    r"[ \t]*[:：]?[ \t]*(?P<v>\d{4,10})(?!\d)"
)
_R25_ZH_CHANGED = lazy_re(
    r"(?:密码|口令|(?<![A-Za-z])(?i:pw|pwd|password|passcode))[^\n，。,;；]{0,14}?"
    r"(?:改成了?|改为|设成了?|设为|换成了?|都是|就是|是|为|啊|呢)[ \t]*"
    r"(?P<v>[A-Za-z0-9][A-Za-z0-9!@#$%^&*_.\-]{3,31})(?=[ \t]|[，。,了！!？?]|$)"
)
_R25_P_LITS = lits(
    "reset|changed|set to|updated|wifi:|验证码|verification|device code|安全码|temp|guest code|"
    "one-time|one time|临时|访客|密码|口令|pw|pwd|password|passcode"
)


class _Round25P:
    name = "password_r25"
    category = Category.PASSWORD
    needs = Needs(groups=(_R25_P_LITS,))

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912 - one per form
        text = norm.text
        spans: list[tuple[int, int]] = []
        if norm.flags & DIGIT:
            for rx in (_R25_SAFE_RESET, _R25_TEMP_CODE):
                spans += [
                    m.span("v") for m in resolve(rx).finditer(text) if _r24_digits(m.group("v"))
                ]
        if "WIFI:" in text:
            for m in resolve(_R25_WIFI_QR).finditer(text):
                if not _r24_placeholder(m.group("v")):
                    spans.append(m.span("v"))
        if norm.flags & UPPER:
            for m in resolve(_R25_DEVICE_CODE).finditer(text):
                v = m.group("v")
                if len(set(v)) >= 3:
                    spans.append(m.span("v"))
        if norm.flags & CJK:
            for m in resolve(_R25_ZH_CHANGED).finditer(text):
                v = m.group("v")
                if v.lower() in _STOP or _r24_placeholder(v):
                    continue
                if _r24_digits(v) or strong_password(v) or _looks_password(v):
                    spans.append(m.span("v"))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round25P())


# --- round 25: a campus's and a lab's secrets: a combination or a PIN for what it opens
# ("safe combo for the lab cabinet 3734", "lab 柜子的 combo 3544", "PIN for the bike locker
# behind the medical campus: 8867"), a password to be changed everywhere ("change X
# everywhere, it leaked"), a password for something given with "=" ("password for the
# shared Google account … = X"), a file encrypted with a passphrase, a value then "— my
# password", a login that is "my uni mail + X", and an admin/password pair ("admin/X")
_R25_COMBO = lazy_re(
    r"(?<![A-Za-z])(?i:combo|combination|pin|code)(?:[ ](?i:for|of|to)[ ](?:the[ ])?"
    r"[^\n:：=]{1,50}?)?[ \t]*(?:[:：=]|[ ](?i:is))?[ \t]*(?P<v>\d{3,8})"
    r"(?![\d/:.\-%]|[ ]?(?i:am|pm|mins?|"
    r"minutes|hours|days|px|ms|kb|mb|gb))"
)
_R25_PW_FORMS = lazy_re(
    r"(?i:change|rotate|reset)[ ](?P<a>[^\s]{6,40})[ ](?i:everywhere|on[ ]every)"
    r"|(?i:password|passphrase|passcode|pw)[ ](?i:for|of)[ ][^\n=:：]{1,60}?[ ]?[=:：][ ]?"
    r"(?P<b>[^\s]{4,64})"
    r"|(?i:encrypted|protected|locked)[ ](?i:with)[ ](?:the[ ](?i:passphrase|password)[ ])?"
    r"(?P<c>[a-z]{3,12}(?:[ -][a-z]{3,12}){2,5}|[^\s]{6,40})(?=[\s.,;]|$)"
    r"|(?:^|\n|[ ])(?P<d>[^\s]{5,40})[ ](?:—|–|-|--)[ ](?i:my[ ](?:old[ ])?password)"
    r"|(?i:login|password)[ ](?i:is)[ ](?i:my)[ ][^\n+]{2,30}?[ ]?\+[ ]?(?P<e>[^\s]{4,40})"
    r"|(?<![A-Za-z])(?i:admin|root|administrator)/(?P<f>[^\s/]{6,40})(?=\s|$)"
    # "… as password, for me that's X", "I keep typing X and it locks me out", "X 是我…的密码"
    r"|(?i:as[ ](?:the[ ]|your[ ]|my[ ])?password)[^\n]{0,30}?(?i:that's|it's|is|:)[ ]"
    r"(?P<g>[^\s]{4,40})"
    r"|(?i:keep[ ]typing|typed|i[ ]entered|i[ ]tried)[ ](?P<h>[^\s]{6,40})[ ]"
    r"(?i:and[ ]it|but[ ]it|and[ ]get|and[ ]got)"
    r"|(?:^|[\s\]】])(?P<i>[A-Za-z0-9!@#$%^&*_.\-]{6,32})[ ]?是我[^\n]{0,20}?的密码"
)
#: round 25 (AW): a lock's or a keypad's digits right after it, a device that "unlocks
#: with" digits, a PIN one set, "psw X for …", "new psswrd for … X dont share", and a
#: credentials table's row ("| laptop | admin | `X` |")
_R25_LOCK_DIGITS = lazy_re(
    r"(?<![A-Za-z])(?i:padlock|keypad|lock|locker|safe|key[ ]?safe|lockbox)"
    r"(?:[ ]at[ ][^\n:：]{1,30}?)?"
    r"[ \t]*[:：]?[ \t]*(?P<v>\d{4,8})#?(?![\d/:.\-%])"
    r"|(?i:unlocks?[ ]with|unlock[ ]code(?:[ ]is)?)[ \t]*[:：]?[ \t]*(?P<w>\d{4,8})(?!\d)"
    r"|(?i:pin|passcode|code)[^\n.]{0,24}?(?i:i[ ]set|set[ ]it[ ]to|i[ ]chose|chose)[ ]"
    r"(?P<x>\d{4,8})(?!\d)"
    r"|(?:挂锁|门禁|解锁码|密码锁|门锁|开锁码)[ \t]*[:：]?[ \t]*(?P<y>\d{4,8})(?!\d)"
)
_YEAR = re.compile(r"(?:19|20)\d\d")
_R25_PSW = lazy_re(
    r"(?<![A-Za-z])(?i:psw|pswd|psswrd|passwd|pwd|pw)[ ](?P<v>[^\s]{5,40})[ ](?i:for|is[ ]my)[ ]"
    r"|(?i:psswrd|pswd|password|pw|psw)[ ]for[ ](?:the[ ])?[^\n]{1,40}?[ ](?P<w>[^\s]{6,40})[ ]"
    r"(?i:dont|don't|do[ ]not|pls|please)"
    r"|^\|[^|\n]{2,40}\|[ ]*(?i:admin|root|administrator|user|guest|owner)[ ]*\|[ ]*`"
    r"(?P<x>[^`\s]{6,64})`[ ]*\|"
)
_R25_PIN_COLON = lazy_re(
    r"(?<![A-Za-z])(?i:pin|passcode)(?![A-Za-z])[^\n:：=]{0,40}[:：][ \t]*"
    r"(?P<v>\d{4,8})(?![\d/:.\-])"
    r"|(?:取件码|解锁码|开锁码|门禁码|柜门码|取件密码)"
    r"(?:设置为|设为|改为|改成|是|为)[ \t]?[:：]?[ \t]*"
    r"(?P<w>\d{4,8})(?!\d)"
)

#: the literal gate of each regex (each alternative of a regex: the groups its text must
#: hold), so a text with "code" or "user" somewhere no longer runs all five: the digit
#: forms (combo, lock, PIN), then ``_R25_PSW``'s, then ``_R25_PW_FORMS``' branches
_R25_DIGIT_ALTS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (lits("combo|combination|pin|code|lock|keypad|safe|passcode|挂锁|门禁|解锁码|密码锁|门锁|开锁码|"
          "取件码|柜门码|取件密码"),),
)
_R25_PSW_ALTS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (lits("psw|pswd|psswrd|passwd|pwd|pw"), lits(" for | is my ")),
    (lits("psswrd|pswd|password|pw|psw"), (" for ",), lits("dont|don't|do not|pls|please")),
    (("|",), ("`",), lits("admin|root|administrator|user|guest|owner")),
)
_R25_FORMS_ALTS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (lits("change|rotate|reset"), lits("everywhere|on every")),
    (lits("password|passphrase|passcode|pw"), lits(" for | of "), lits("=|:|：")),
    (lits("encrypted|protected|locked"), (" with ",)),
    (("my password", "my old password"),),
    (lits("login|password"), (" is my ",), ("+",)),
    (lits("admin/|root/|administrator/"),),
    (lits("as password|as the password|as your password|as my password"),),
    (lits("keep typing|typed|i entered|i tried"), lits("and it|but it|and get|and got")),
    (("是我",), ("的密码",)),
)
_R25_ALTS = _R25_DIGIT_ALTS + _R25_PSW_ALTS + _R25_FORMS_ALTS
_R25_GATES = _Gates(_R25_ALTS)
_R25_DIGIT_MASK = _R25_GATES.masks[0]
_R25_PSW_AT = len(_R25_DIGIT_ALTS)
_R25_FORMS_AT = _R25_PSW_AT + len(_R25_PSW_ALTS)


class _CampusPasswordsR25:
    name = "password_campus_r25"
    category = Category.PASSWORD
    needs = Needs(alternatives=_R25_ALTS)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912 - one per form
        text = norm.text
        spans: list[tuple[int, int]] = []
        found = _R25_GATES.found(norm.low)
        if norm.flags & DIGIT and found & _R25_DIGIT_MASK:
            for m in resolve(_R25_COMBO).finditer(text):
                head = text[m.start() : m.start("v")].lower()
                cued = head.startswith(("combo", "combination")) or any(
                    w in head for w in _R25_LOCK_WORDS
                )
                if cued and _r24_digits(m.group("v")):
                    spans.append(m.span("v"))
            for rx in (_R25_PIN_COLON, _R25_LOCK_DIGITS):
                for m in resolve(rx).finditer(text):
                    g = next(k for k in "vwxy" if k in m.re.groupindex and m.group(k))
                    v = m.group(g)
                    if rx is _R25_LOCK_DIGITS and g == "v" and _YEAR.fullmatch(v) is not None:
                        continue  # "lock 2024 edition": a year
                    if _r24_digits(v):
                        spans.append(m.span(g))
        psw = any(found & mask == mask for mask in _R25_GATES.masks[_R25_PSW_AT:_R25_FORMS_AT])
        for m in resolve(_R25_PSW).finditer(text) if psw else ():
            g = next(k for k in "vwx" if m.group(k) is not None)
            v = m.group(g).strip("`")
            if v.lower() not in _STOP and not _r24_placeholder(v) and not _codeish(v):
                spans.append(m.span(g))
        forms = any(found & mask == mask for mask in _R25_GATES.masks[_R25_FORMS_AT:])
        for m in resolve(_R25_PW_FORMS).finditer(text) if forms else ():
            g = next(k for k in "abcdefghi" if m.group(k) is not None)
            v = m.group(g).rstrip(".,;:)")
            if v.lower() in _STOP or _r24_placeholder(v) or _codeish(v):
                continue
            if _R25_ALGO.match(v) is not None:
                continue  # "encrypted with AES-256": a cipher's name
            if g == "c":  # a passphrase's words, or one token that reads as a password
                ok = _r25_passphrase(v) or (
                    " " not in v and (_looks_password(v) or strong_password(v))
                )
            else:
                ok = (
                    _looks_password(v) or strong_password(v) or _r24_digits(v)
                    or (g == "f" and any(c.isdigit() for c in v))
                )
            if ok:
                s = m.start(g)
                spans.append((s, s + len(v)))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


def _r25_passphrase(v: str) -> bool:
    """Three to six lowercase words, none a function word, rarer on average than prose."""
    words = re.split(r"[ \-]", v)
    return (
        v.islower()
        and 3 <= len(words) <= 6
        and not any(w in _FUNC or w in _AUX or w in _STOP for w in words)
        and sum(zipf(w) for w in words) / len(words) < 4.6
    )


_R25_ALGO = re.compile(
    r"(?i)(?:aes|rsa|sha|md5|des|3des|gpg|pgp|tls|ssl|bitlocker|filevault|luks|veracrypt|"
    r"chacha|blowfish|twofish|ecdsa|ed25519|x25519|pbkdf2|bcrypt|scrypt|argon2)(?![a-z])"
)
#: what a PIN or a code opens
_R25_LOCK_WORDS = (
    "locker", "cabinet", "safe", "padlock", "lock", "door", "gate", "bike", "storage", "box",
    "room", "lab", "柜", "锁", "门",
)

DETECTORS = (*DETECTORS, _CampusPasswordsR25())


# --- round 26 (AX): a password manager's entry and its value ("Bitwarden entry "ATO myGov"
# -> Dragon.2023!!", "Bitwarden 里 ATO myGov 那条：zimo1990"); "密码不是650845吗" (a
# password doubted); a value first and its password word after ("He_19760502 这是爸爸邮箱的
# 密码", "river island copper 是新的 Wise password")
_R26_VAULT = lazy_re(
    r"(?i:bitwarden|1password|lastpass|keepass(?:xc)?|dashlane|keeper|proton[ ]pass|"
    r"keychain|vault)|密码本|密码管理器|钥匙串"
)
_R26_VAULT_VALUE = lazy_re(
    r"[^\n]{0,60}?(?:(?i:entry|item|login|record)|条目|那条|这条|里)[^\n]{0,40}?"
    r"(?:->|→|=>|[:：])[ \t]{0,2}(?P<v>[^\n]{4,64}?)[ \t]*(?=$|\n)"
)
_R26_DOUBTED = lazy_re(
    r"(?:密码|口令|密碼|PIN|pin码?)(?:不是|难道不是|是不是|应该是)[ \t]{0,2}"
    r"(?P<v>[A-Za-z0-9!@#$%^&*._\-]{4,40}?)[ \t]{0,2}(?=吗|么|嘛|啊|\?|？|，|。)"
)
_R26_VALUE_FIRST = lazy_re(
    r"(?:^|(?<=\n))(?P<v>[!-9;-~]{4,40}|[a-z]{3,12}(?:[ \-][a-z]{3,12}){2,5})[ \t]{0,2}"
    r"(?:这是|就是|是|(?i:is[ ]the|is[ ]my|is)(?![a-z]))[ \t]?[^\n，。,.;；]{0,24}?"
    r"(?:密码|口令|密碼|(?i:password|passcode|passphrase))"
)


def _r26_value_ok(v: str, cue_first: bool) -> bool:
    v = v.strip()
    if " " in v or ("-" in v and v.replace("-", "").isalpha()):
        # named a password right before or after: everyday words too ("river island copper")
        words = re.split(r"[ \-]", v)
        return (
            v.islower()
            and 3 <= len(words) <= 6
            and not any(w in _FUNC or w in _AUX or w in _STOP for w in words)
            and sum(zipf(w) for w in words) / len(words) < 5.3
        )
    if _R26_NOT_VALUE.fullmatch(v) is not None:
        return False  # "config.yaml 是…", "DB_PASSWORD": a file, a variable's name
    return _r17_pw_ok(v, False) or (cue_first and v.isdigit() and 4 <= len(v) <= 12)


_R26_NOT_VALUE = re.compile(
    r"(?i:[\w\-]+\.(?:ya?ml|json|txt|env|py|js|ts|md|csv|conf|cfg|ini|toml|xml|html?|sh|log))"
    r"|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|\$\{?\w+\}?|(?i:.*pass(?:word|wd)?.*)"
)


#: a safe's dial combination, a key safe's or a gate's code, a cue's bracketed gloss before
#: the value ("资金密码 (fund password) 241445"), a password row of a markdown table
_R26_CODES = lazy_re(
    r"(?<![A-Za-z])(?i:combination|combo)(?:[ ](?:是|is)|[:：])?[ \t]{0,2}"
    r"(?P<c>[RL]?\d{1,2}[-–][RL]?\d{1,2}[-–][RL]?\d{1,2}(?:[-–][RL]?\d{1,2})?)(?![\d\-])"
    r"|(?<![A-Za-z])(?i:key[ ]?safe|lock[ ]?box|key[ ]?box|padlock|door[ ]code|gate[ ]code|"
    r"alarm[ ]code|entry[ ]code|keypad)[^\n\d]{0,32}?(?:(?i:is)|[:：=]|是)[ \t]{0,2}"
    r"(?P<k>\d{4,8})(?![\d/:.\-])"
    r"|(?:密码|口令|(?i:password|passcode|pin))[ \t]{0,2}[（(][^()（）\n]{1,30}[)）]"
    r"[ \t]{0,2}[:：]?"
    r"[ \t]{0,2}(?P<p>\d{4,12}(?!\d)|[!-~]{6,40}(?![!-~]))"
    r"|\|[ \t]*(?i:password|passwd|pwd|passphrase)[ \t]*\|[ \t]*(?P<t>[^|\n]{3,64}?)[ \t]*\|"
    # a camelCase key that ends in a password word ("initialAdminPassword was …", "authPassword
    # …"), a misspelled password word ("passwrd to …"), a VPN's pre-shared key
    r"|(?:[a-z][a-z0-9]{1,20}(?:Password|Passwd|Pwd|Passphrase|Secret)|(?i:passwrd|pasword|passwrod|"
    r"passowrd|pssword|paswd|pre-?shared[ ]key|psk))[ \t]{0,2}"
    r"(?:(?i:was|is|to|=|:)[ \t]{0,2}|(?=[A-Za-z0-9]))[\"']?(?P<z>[!-~]{6,64}?)[\"']?(?=[,;)\s]|$)"
    r"|(?i:pre-?shared[ ]key|psk)[^\n:=]{0,40}?(?:[ ](?i:is)|[:=])[ \t]{0,2}[\"']?"
    r"(?P<y>[!-~]{6,64}?)[\"']?(?=[,;)\s]|$)"
    # an access code a few words after its name ("keypad code for my door, it's 639043",
    # "one-time entry PIN … set to 996013", "master override: 42383182", OCR'd "C0DE")
    r"|(?<![A-Za-z])(?P<w>(?i:code|c0de|pin|passcode|override|unlock|host[ ]key|password))"
    r"(?![A-Za-z])(?:[^\n\d*#]{0,40}?(?:(?i:is|set[ ]to|it'?s|it’s|changed[ ]to|is[ ]now)[ \t]{1,2}"
    r"|[:=：][ \t]{0,2})|(?<=[Pp]assword|[Pp]asscode)[ \t]{1,2})"
    r"(?P<u>[*#]?\d{4,8}#?|[A-Z]\d{3,7}[A-Z]?)"
    r"(?![\d/:\-A-Za-z]|\.\d|[ ]?(?i:am|pm|mins?|minutes|hours|days|km|kg|mb|gb|ms|secs?|"
    r"seconds|x|%|times|rows|items))"
)
#: what a code names that is no credential: a postcode, an error, a promotion, a product
_R26_CODE_NOT = lazy_re(
    r"(?i:zip|postal|post|postcode|error|status|http|exit|return|country|area|dial|promo|"
    r"discount|coupon|voucher|product|item|sku|tracking|order|course|class|flight|station|tax|"
    r"sort|bank|branch|swift|iata|airport|verification[ ]code[ ]length|source|qr|bar|zip[ ]code)"
    r"[ \t]{0,2}$"
)


class _Round26P:
    name = "password_r26"
    category = Category.PASSWORD
    needs = Needs(
        groups=(
            lits(
                "bitwarden|1password|lastpass|keepass|dashlane|keeper|proton pass|keychain|"
                "vault|密码|口令|密碼|pin|password|passcode|passphrase|钥匙串|combination|combo|"
                "key safe|keysafe|lock box|lockbox|keybox|key box|padlock|door code|gate code|"
                "alarm code|entry code|keypad|passwd|pwd|secret|passwrd|pasword|passwrod|passowrd|"
                "pssword|paswd|shared key|psk|code|c0de|override|unlock|host key"
            ),
        ),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912
        text = norm.text
        spans: list[tuple[int, int]] = []
        for a in resolve(_R26_VAULT).finditer(text):
            m = resolve(_R26_VAULT_VALUE).match(text, a.end())
            if m is not None and _r26_value_ok(m.group("v"), True):
                spans.append(m.span("v"))
        for m in resolve(_R26_DOUBTED).finditer(text):
            if _r26_value_ok(m.group("v"), True):
                spans.append(m.span("v"))
        for m in resolve(_R26_CODES).finditer(text):
            g = next(k for k in "ckptzyu" if m.group(k) is not None)
            if g == "u" and (
                resolve(_R26_CODE_NOT).search(text, max(0, m.start("w") - 16), m.start("w"))
                is not None
                or (
                    not text[m.end("w") : m.start("u")].strip()  # "PIN 2024 campaign": a year
                    and re.fullmatch(r"(?:19|20)\d\d", m.group("u")) is not None
                )
            ):
                continue
            if g in "zy" and not (_r17_pw_ok(m.group(g), False) or _r26_value_ok(m.group(g), True)):
                continue
            v = m.group(g)
            if g == "t":  # as written ("Number4448*option": normalization spaced its cue word)
                v = norm.original[norm.orig_start(m.start(g)) : norm.orig_end(m.end(g))]
            if g == "t" and (
                v.lower() in _STOP
                or v.startswith(("[", "-", "*", "$", "{", "<"))
                or (" " in v and not _r26_value_ok(v, True))
                or (" " not in v and (len(v) < 4 or (v.isalpha() and v.islower())))
            ):
                continue
            spans.append(m.span(g))
        for m in resolve(_R26_VALUE_FIRST).finditer(text):
            if _r26_value_ok(m.group("v"), False):
                spans.append(m.span("v"))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round26P())


# --- round 27: a code right after what it opens or logs into, across the small words and
# arrows a note puts between ("till PIN 默认是 2750", "service menu pw → 6105", "override code
# 2275", "combination *25912.", "Login for the teach pendant (setup level): 0459", "safe code
# 今天换了，新的是 982673", "enable secret pepper-valve-walnut"): a keypad's digits (a star or
# a hash around them) after a lock's or a login's word, any password-shaped token after a
# password's word. Plain "code" is too common ("error code", "zip code"): only a lock's.
_R27_CUE = (
    r"(?:(?<![A-Za-z])(?i:pin(?:[ ]?code)?|pw|pwd|passcode|passw[o0]rd|combo|combination|"
    r"enable[ ](?:secret|password)|(?:manager[ ]|supervisor[ ]|admin[ ])?override(?:[ ]code)?|"
    r"(?:door|gate|alarm|safe|locker|access|entry|keypad|lock|unlock|turnstile|shutter|"
    r"security|master|setup|service|remote|遥控|barrier|temp|temporary|临时|release)"
    r"[ ]?(?:code|pin)|"
    r"keysafe|key[ ]safe|lockbox|padlock|login)(?![A-Za-z])"
    r"|密码锁|电子锁|挂锁|提取码|密码|口令|开锁码|门禁码)"
)
#: a lock's cue after which three digits are its code too ("挂锁 959", "提取码 764")
_R27_SHORT_CUE = re.compile(
    r"(?i)combo|combination|padlock|keysafe|key[ ]safe|lockbox|alarm[ ]?code|"
    r"挂锁|密码锁|电子锁|提取码"
)
_R27_CODE = lazy_re(
    _R27_CUE
    # (a label's long gap up to its colon first: "Login for the … (setup level): 0459")
    + r"(?P<gap>[^\n\d。.!?！？;；:：]{15,50}?[:：][ \t]?|[^\n\d。.!?！？;；]{0,14}?)"
    r"(?:(?<=[\s:：=>→是为]))"
    r"(?P<v>[*#]?(?:[A-Z]?\d{4,8}|\d{3})[#X]?(?=[^A-Za-z0-9]|$)|"
    r"(?P<w>[A-Za-z0-9][A-Za-z0-9!@#$%^&*._\-]{5,39}))"
    r"(?![A-Za-z0-9@]|[.,]\d|[ ]?(?:%|元|块|px|ms|kb|mb|gb|mins?|minutes|hours|days|次|个|人|号|"
    r"楼|层|分钟|小时|天|年|月|日|am|pm|AM|PM))"
)
_R27_GAP_NOT = re.compile(
    r"(?i)(?<![a-z])(?:error|status|exit|zip|postal|post|area|country|product|item|sku|order|"
    r"ticket|case|room|floor|page|line|step|version|model|length|policy|reset[ ]link|hint|"
    r"expires?|expiry|attempts?|digits?|characters?|chars?)(?![a-z])|位|次|长度|有效期|错误"
)
_R27_HW_PIN = re.compile(r"(?i)gpio|header|physical|connector|jumper|board|chip|socket|pcb")
_R27_LITS = lits(
    "pin|pw|pwd|passcode|password|passw0rd|combo|combination|enable|override|code|login|密码|口令|"
    "开锁码|门禁码|keysafe|key safe|lockbox|padlock|电子锁|挂锁|提取码"
)


class _CodesR27:
    name = "password_codes_r27"
    category = Category.PASSWORD
    needs = Needs(groups=(_R27_LITS,), run=4)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_R27_CODE).finditer(text):
            if _r27_framed(text, m) and _r27_value_ok(text, m):
                f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
                if f is not None:
                    yield f


def _r27_framed(text: str, m: re.Match[str]) -> bool:
    """The cue and what stands between it and the value read as a code's label."""
    gap = m.group("gap")
    if _R27_GAP_NOT.search(gap) is not None or any(c in gap for c in "<>@/{}$"):
        return False  # "PIN length: 123456", "password:<password>@localhost:6379"
    head = text[m.start() : m.start("gap")]
    if head in ("PW", "PWD") and not gap.strip():
        return False  # "PW 36784": a code in capitals, not a password's word
    tail = gap.rstrip()
    if tail and tail[-1] not in ":：=→>是为" and not tail.lower().endswith((" is", "成")):
        return False  # words between with no "is" or colon: "密码在路由器背面，型号 TL-…"
    # "GPIO pin 1234": a connector's pin
    return head.lower() != "pin" or (
        _R27_HW_PIN.search(text, max(0, m.start() - 16), m.start()) is None
    )


def _r27_value_ok(text: str, m: re.Match[str]) -> bool:
    v = m.group("v")
    cue = text[m.start() : m.start("gap")]
    if m.group("w") is not None:
        if not cue.lower().startswith(("pw", "pwd", "passw", "密码", "口令", "enable")):
            return False  # a PIN's or a lock's word wants digits ("digest pin 住：registry…")
        low = v.lower()
        if v.isdigit() or low in _STOP or _r24_placeholder(v) or _codeish(v) or any(
            w in low for w in ("pass", "secret", "token", "key", "var.", "vault")
        ):
            return False  # a variable that holds it ("vault_become_password")
        return _looks_password(v) or strong_password(v) or _r25_passphrase(
            v.replace("-", " ").replace(".", " ").strip("!")
        )
    digits = v.strip("*#X").lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    if len(digits) == 3 and _R27_SHORT_CUE.search(cue) is None:
        return False  # three digits after a lock's own word only
    # "PIN 2024": a year right after the word
    return len(set(digits)) >= 2 and not (
        _YEAR.fullmatch(digits) is not None and not m.group("gap").strip()
    )


DETECTORS = (*DETECTORS, _CodesR27())
