"""Values read out one character at a time, as call transcripts and dictation write them:
"H-O-L-L-O-W-A-Y", "h o l l o w a y", "sierra whiskey one alpha one alpha alpha",
"M as in Mike", "double seven". A run of three or more such characters is a value only after
a cue that says what it is (a surname, a postcode, a password, a callback number …) earlier
on its line or on the line before (an agent's question, the caller's answer); the cue
nearest the run decides its category, and the run's characters must fit that category.

Hand-written rather than a library's: no validator reads a spelled-out value, and the
phonetic alphabet and digit words are a closed list of a few dozen words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import DIGIT, Detector, Needs

__all__ = ["DETECTORS"]

#: the ICAO/NATO phonetic alphabet (and its common variant spellings): word -> letter
_PHONETIC = {
    **{
        w: w[0].upper()
        for w in """alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet
        juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor
        whiskey whisky xray yankee zulu""".split()  # noqa: SIM905 - a word list
    },
    "x-ray": "X",
}
_DIGIT_WORDS = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9", "niner": "9",
}  # fmt: skip
_WORD = "|".join(sorted((*_PHONETIC, *_DIGIT_WORDS), key=len, reverse=True))
#: one spoken character: a phonetic word, a digit word, or a single letter or digit (maybe
#: "M as in Mike", "M for Mike"), maybe after "double"/"triple" (British dictation)
#: symbols read out by name (a password's "ampersand", an address's "at" and "dot")
_SYMBOLS = (
    r"ampersand|at[ ]sign|hash(?:tag)?|pound[ ]sign|exclamation(?:[ ](?:mark|point))?|bang|"
    r"dollar(?:[ ]sign)?|percent|asterisk|star|underscore|dash|hyphen|dot|period|plus|"
    r"equals|question[ ]mark|slash|tilde|caret"
)
_TOKEN = (
    r"(?:(?:double|triple)[ ])?"
    r"(?:(?:capital|cap|upper[ ]?case|lower[ ]?case|small|big)[ ])?"
    r"(?<![A-Za-z0-9'])(?:" + _WORD + r"|" + _SYMBOLS + r"|"
    r"[A-Za-z](?:[ ](?:as[ ]in|for)[ ][A-Za-z]{2,12})?|\d)"
    r"(?![A-Za-z0-9'])"
)
_SEP = r"(?:[ ]?[-.,/][ ]?|[ ]{1,2})"
_RUN = lazy_re(r"(?i)" + _TOKEN + r"(?:" + _SEP + _TOKEN + r"){2,40}")
_PIECE = re.compile(
    r"(?i)(double |triple )?(?:(?:capital|cap|upper ?case|lower ?case|small|big) )?"
    r"(" + _WORD + r"|" + _SYMBOLS + r"|[a-z]|\d)(?![a-z0-9'])"
)
_SYMBOL_CHARS = {
    "ampersand": "&", "at sign": "@", "hash": "#", "hashtag": "#", "pound sign": "#",
    "exclamation": "!", "exclamation mark": "!", "exclamation point": "!", "bang": "!",
    "dollar": "$", "dollar sign": "$", "percent": "%", "asterisk": "*", "star": "*",
    "underscore": "_", "dash": "-", "hyphen": "-", "dot": ".", "period": ".", "plus": "+",
    "equals": "=", "question mark": "?", "slash": "/", "tilde": "~", "caret": "^",
}  # fmt: skip

#: (category, cue) — the cue nearest before a run decides its category
_CUES: tuple[tuple[Category, str], ...] = (
    (
        Category.PERSON_NAME,
        r"(?:sur|last |family |first |given |fore|maiden )?names?|spell(?:ed|t|ing|s)?|"
        r"姓名|名字|姓氏|拼写",
    ),
    (Category.GEO, r"post\s?code|zip(?:\s?code)?|eircode|邮编|邮政编码"),
    (
        Category.PASSWORD,
        r"pass(?:word|code|phrase|\s?word)?|pin|(?:secret|security|memorable)\s(?:word|answer)|"
        r"密码|口令",
    ),
    (Category.USERNAME, r"user\s?(?:name|id)|login|handle|用户名|账号"),
    (
        Category.PHONE,
        r"phone|mobile|cell|call\s?back|cb|tel|手机|电话|号码|"
        # round 24: "my number's 0 7 9 …", "ring me on …", "我 number 是 …"
        r"(?:my|your|his|her|their|best|contact|home|work)\snumber(?:'s|\sis)?|number's|"
        r"(?:ring|call|text|reach|phone|whatsapp|message)\s(?:me|us|him|her|them)\s(?:on|at)|"
        r"我\s?number",
    ),
    (Category.FINANCIAL, r"account|acct|a/c|sort\s?code|routing|card|iban|卡号|账户"),
    (
        Category.GOVERNMENT_ID,
        r"ssn|social(?:\ssecurity)?|passport|licen[cs]e|ni number|national\sinsurance|nino|"
        r"身份证|护照",
    ),
)
_CUE = lazy_re(
    r"(?i)(?<![A-Za-z])(?:"
    + "|".join(f"(?P<c{i}>{rx})" for i, (_, rx) in enumerate(_CUES))
    + r")(?![A-Za-z])"
)
#: every literal a cue holds at least one of (lowercase), per category
_LITS: dict[Category, tuple[str, ...]] = {
    Category.PERSON_NAME: ("name", "spell", "姓", "名字", "拼写"),
    Category.GEO: ("post", "zip", "eircode", "邮编", "邮政编码"),
    Category.PASSWORD: ("pass", "pin", "word", "answer", "密码", "口令"),
    Category.USERNAME: ("user", "login", "handle", "用户名", "账号"),
    Category.PHONE: ("phone", "mobile", "cell", "call", "cb", "tel", "手机", "电话", "号码",
                     "number", "ring", "text", "reach", "whatsapp", "message"),
    Category.FINANCIAL: ("account", "acct", "a/c", "sort", "routing", "card", "iban", "卡号",
                         "账户"),
    Category.GOVERNMENT_ID: ("ssn", "social", "passport", "licen", "ni number", "national", "nino",
                             "身份证", "护照"),
}  # fmt: skip
#: how far before a run its cue may stand (the line before included)
_REACH = 90

_POSTCODE = re.compile(
    r"[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}|\d{5}(?:\d{4})?|\d{6}|[A-Z]\d[A-Z]\d[A-Z]\d|[A-Z]\d{2}[A-Z\d]{4}"
)
_CAP_AFTER = re.compile(r"[ ]?[A-Z&]")
_NINO = re.compile(r"[A-Z]{2}\d{6}[A-D]")


def _spelled(run: str) -> str:
    """The characters a run spells ("sierra whiskey one" -> "SW1", "double 7" -> "77")."""
    out = []
    for m in _PIECE.finditer(run):
        if m.start() > 0 and run[m.start() - 1].isalpha():
            continue  # the word after "as in"/"for" ("M as in Mike" spells "M")
        times = 3 if (m.group(1) or "").lower().startswith("t") else 2 if m.group(1) else 1
        w = m.group(2).lower()
        ch = _PHONETIC.get(w) or _DIGIT_WORDS.get(w) or _SYMBOL_CHARS.get(w) or w.upper()
        out.append(ch * times)
    return "".join(out)


def _fits(category: Category, chars: str, tokens: int) -> bool:  # noqa: PLR0911 - one each
    letters = sum(c.isalpha() for c in chars)
    digits = len(chars) - letters
    if category is Category.PERSON_NAME:
        return digits == 0 and letters >= 3
    if category is Category.GEO:
        return _POSTCODE.fullmatch(chars) is not None
    if category is Category.PASSWORD:
        return tokens >= 4
    if category is Category.USERNAME:
        return letters >= 1 and tokens >= 4
    if category is Category.PHONE:
        return letters == 0 and 7 <= digits <= 15
    if category is Category.FINANCIAL:
        return letters == 0 and 6 <= digits <= 19
    return (
        (letters == 0 and digits == 9)
        or _NINO.fullmatch(chars) is not None
        or (6 <= len(chars) <= 9 and digits >= 5)
    )


def _cue_before(text: str, start: int) -> Category | None:
    """The category of the cue nearest before ``start`` within reach (this line and the
    one before)."""
    lo = max(0, start - _REACH)
    nl = text.rfind("\n", lo, start)
    if nl >= 0:
        nl2 = text.rfind("\n", lo, nl)
        lo = nl2 + 1 if nl2 >= 0 else lo
    best: Category | None = None
    for m in resolve(_CUE).finditer(text, lo, start):
        best = _CUES[int((m.lastgroup or "c0")[1:])][0]
    return best


#: what every run holds: two spoken characters in a row (a cheap test before the run's
#: own regex, which tries a few dozen words at every letter)
_PAIR_HINT = lazy_re(
    r"(?i)(?<![a-z0-9'])[a-z0-9][ ]?[-.,/ ][ ]?[a-z0-9](?![a-z0-9'])|"
    r"(?<![a-z])(?:alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|"
    r"lima|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiske?y|x-?ray|"
    r"yankee|zulu|zero|oh|one|two|three|four|five|six|seven|eight|nine|niner|double|triple|"
    r"capital|lowercase|uppercase)[ ,.\-]{1,2}[a-z0-9]"
)


@lru_cache(maxsize=4)
def _runs(text: str) -> tuple[tuple[int, int, Category], ...]:
    if resolve(_PAIR_HINT).search(text) is None:
        return ()
    out = []
    for m in resolve(_RUN).finditer(text):
        chars = _spelled(m.group())
        tokens = len(_PIECE.findall(m.group()))
        category = _cue_before(text, m.start())
        if category is Category.PERSON_NAME and _CAP_AFTER.match(text, m.end()) is not None:
            continue  # "name: A B C Corp": initials of a firm's name
        if category is not None and _fits(category, chars, tokens):
            out.append((m.start(), m.end(), category))
    return tuple(out)


@dataclass(frozen=True)
class SpelledDetector:
    """A value of ``category`` read out one character at a time after its cue."""

    category: Category
    name: str = ""
    needs: Needs = field(default_factory=Needs)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for s, e, cat in _runs(norm.text):
            if cat is self.category:
                f = norm.finding(cat, s, e, 0.75, self.name)
                if f is not None:
                    yield f


DETECTORS: tuple[Detector, ...] = tuple(
    SpelledDetector(cat, f"spelled_{cat.value}", Needs(groups=(_LITS[cat],))) for cat, _ in _CUES
)


# --- round 24: a phone number read out digit by digit with no cue before it ("you can
# ring her on 0 7 9 9 7 0 8 4 8 9 4 anytime"): ten or eleven single digits, one space
# apart, that make a valid number of the US, the UK or China (phonenumbers decides)
_SPACED = lazy_re(r"(?<![\w.:/\-])\d(?:[ ]\d){9,10}(?![\w.:/\-]|[ ]\d)")


_CN_MOBILE = frozenset(("13", "14", "15", "16", "17", "18", "19"))


def _valid_phone(digits: str) -> bool:
    import phonenumbers  # lazy: loads its metadata

    regions = (
        ("GB",) if digits[0] == "0"
        else ("CN",) if len(digits) == 11 and digits[:2] in _CN_MOBILE
        else ("US",)
    )  # fmt: skip - each region in its own national shape: "1234567890" is no UK number
    for region in regions:
        try:
            n = phonenumbers.parse(digits, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(n):
            return True
    return False


class _SpacedPhone:
    name = "spelled_phone_bare"
    category = Category.PHONE
    needs = Needs(DIGIT, digits=10)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_SPACED).finditer(norm.text):
            if _valid_phone(m.group().replace(" ", "")):
                f = norm.finding(self.category, *m.span(), 0.7, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _SpacedPhone())
