"""Normalization before detection, with an offset map back to the original text.

Detectors see NFKC text (full-width digits and punctuation become ASCII) with zero-width
characters removed; every finding is mapped back onto the caller's original string.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Callable
from functools import cache

from ._lazy import compile_grouped
from ._types import Category, Finding

__all__ = ["CJK", "DIGIT", "UPPER", "NormalizedText", "normalize"]

#: characters dropped before detection (zero-width, soft hyphen, BOM, bidi marks)
_INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u200e\u200f\u180e\u2061\u2062\u2063")
_INVISIBLE_RE = re.compile("[" + "".join(sorted(_INVISIBLE)) + "]")
#: hyphen-like characters NFKC keeps, read as an ASCII hyphen (numbers are written with them)
#: characters read otherwise than NFKC reads them: dashes as "-", and the full-width solidus
#: as "|": in Chinese text it parts a record's fields ("订单X／6214…／450元"), never a path's
#: segments, so a number between two of them is a field of its own (NFKC makes it "/")
_DASHES = {
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2212": "-", "\uff0f": "|",
}  # fmt: skip
_DASH_RE = re.compile("[\u2010-\u2013\u2212]")
_DIGIT = re.compile(r"[0-9]")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


#: non-ASCII characters that a case-insensitive regex matches against an ASCII letter, but
#: that ``str.lower`` does not map onto it; folded before literal prefilter checks
_CASE_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})

_UPPER = re.compile(r"[A-Z]")
_ANY_DIGIT = re.compile(r"\d")
_LETTERS = re.compile(r"[A-Za-z]+")
_LOW_LETTERS = re.compile(r"[a-z]+")
_NOT_DIGITS = re.compile(r"\D+")
#: a run of digits joined by the separators numeric formats use (every digit-count
#: prefilter counts digits inside one such run)
_CLUSTER = re.compile(r"\d(?:[\s.\-()+/]*\d)*")

#: prefilter flag bits (see :attr:`NormalizedText.flags`)
DIGIT, UPPER, CJK = 1, 2, 4


def _has_fold(t: str) -> bool:
    """A character of ``_CASE_FOLD`` occurs in ``t`` (four substring tests, in C)."""
    return "\u0130" in t or "\u0131" in t or "\u017f" in t or "\u212a" in t


class NormalizedText:
    """``text`` is what detectors search; ``index[i]`` is the original offset of ``text[i]``.

    Also carries cheap per-text features, computed once on first use and shared by every
    detector's prefilter (:class:`~.detectors.Needs`).
    """

    __slots__ = (
        "_flags", "_has_digit", "_longest", "_low", "_low_words", "_maxdig", "_ndigits",
        "_words", "index", "original", "text",
    )

    def __init__(self, original: str, text: str, index: tuple[int, ...] | None) -> None:
        self.original = original
        self.text = text
        self.index = index  # None: identity mapping (text == original)
        self._flags = -1
        self._has_digit: bool | None = None
        self._low: str | None = None
        self._ndigits = -1
        self._maxdig = -1
        self._longest = -1
        self._words: frozenset[str] | None = None
        self._low_words: frozenset[str] | None = None

    def __repr__(self) -> str:
        return f"NormalizedText(len={len(self.text)})"

    def orig_start(self, i: int) -> int:
        if self.index is None:
            return i
        return self.index[i] if i < len(self.index) else len(self.original)

    def orig_end(self, j: int) -> int:
        """Original offset just past normalized character ``j - 1``."""
        if self.index is None:
            return j
        if j <= 0:
            return 0
        e = self.index[j - 1] + 1
        if self.original[e - 1] == "%" and self.text[j - 1] != "%":
            # a percent-decoded character: past its last encoded byte ("%E4%BC%9F")
            return e - 1 + 3 * len(self.text[j - 1].encode())
        return e

    def finding(
        self, category: Category, start: int, end: int, confidence: float, detector: str
    ) -> Finding | None:
        """A finding for normalized span ``[start, end)``, mapped to original offsets."""
        if self.index is None:
            if end <= start:
                return None
            return Finding(category, start, end, confidence, detector)
        s, e = self.orig_start(start), self.orig_end(end)
        if e <= s:
            return None
        return Finding(category, s, e, confidence, detector)

    @property
    def has_digit(self) -> bool:
        """An ASCII digit (what ``need_digit`` detectors require)."""
        d = self._has_digit
        if d is None:
            d = self._has_digit = self.flags & DIGIT != 0 and _DIGIT.search(self.text) is not None
        return d

    def has_cjk(self, start: int = 0, end: int | None = None) -> bool:
        if start == 0 and end is None:
            return self.flags & CJK != 0
        return _CJK.search(self.text, start, len(self.text) if end is None else end) is not None

    # -- prefilter features -------------------------------------------------------------
    @property
    def flags(self) -> int:
        """DIGIT: any decimal digit (``\\d``); UPPER: an ASCII capital; CJK: a CJK ideograph."""
        f = self._flags
        if f < 0:
            t = self.text
            f = 0
            if _ANY_DIGIT.search(t) is not None:
                f |= DIGIT
            if _UPPER.search(t) is not None:
                f |= UPPER
            if not t.isascii() and _CJK.search(t) is not None:
                f |= CJK
            self._flags = f
        return f

    @property
    def low(self) -> str:
        """The text lowercased for literal checks: a case-insensitive regex literal that
        matches somewhere in ``text`` occurs verbatim (lowercased) in ``low``."""
        low = self._low
        if low is None:
            t = self.text
            if t.isascii() or not _has_fold(t):
                low = self._low = t.lower()
            else:  # str.translate is ~10 µs on a short CJK text: only when it changes something
                low = self._low = t.translate(_CASE_FOLD).lower()
        return low

    @property
    def ndigits(self) -> int:
        """How many decimal digits (``\\d``) the text holds."""
        n = self._ndigits
        if n < 0:
            n = self._ndigits = len(_ANY_DIGIT.findall(self.text)) if self.flags & DIGIT else 0
        return n

    @property
    def maxdig(self) -> int:
        """Most digits inside one run of digits and separators (space, ``.-()+/``)."""
        n = self._maxdig
        if n < 0:
            n = 0
            if self.flags & DIGIT:
                for run in _CLUSTER.findall(self.text):
                    if len(run) > n:  # a run holds at most len(run) digits
                        k = len(run) if run.isdigit() else len(_NOT_DIGITS.sub("", run))
                        n = max(n, k)
            self._maxdig = n
        return n

    @property
    def words(self) -> frozenset[str]:
        """The runs of ASCII letters, as written (prefilter checks of word lists share it)."""
        w = self._words
        if w is None:
            w = self._words = frozenset(_LETTERS.findall(self.text))
        return w

    @property
    def low_words(self) -> frozenset[str]:
        """The runs of ASCII letters of :attr:`low` (case-folded as a case-insensitive regex
        matches them)."""
        w = self._low_words
        if w is None:
            w = self._low_words = frozenset(_LOW_LETTERS.findall(self.low))
        return w

    @property
    def longest(self) -> int:
        """Length of the longest run without whitespace."""
        n = self._longest
        if n < 0:
            n = self._longest = max(map(len, self.text.split()), default=0)
        return n


#: a category word glued to the number or path it names ("confirmphone17795830727",
#: "bank card6225885028067080", "path/Users/adam"): detectors see a space between them.
#: Digits, "+" and "/" only: a camelCase identifier ("phoneNumber") stays as written.
_GLUED = compile_grouped(
    r"(?i:phone|mobile|cell|whatsapp|(?<![a-z])tel|number|account|acct|card|passport|ssn|"
    r"routing|password|passwd|(?<![a-z])pwd|passphrase|path|(?<![a-z])id)(?=[0-9+/])|"
    r"(?i:iban)(?=[A-Z]{2}\d{2}[ A-Z0-9])|"  # "打到IBANGB23DAVL…"
    # an IBAN or a National Insurance number after its cue ("CardGB39 VHRE…", "SSNXW 69 56…")
    r"(?i:card|account|acct|ssn|nino)(?=[A-Z]{2}\s?\d{2})"
)
#: a provider key glued after its label ("访问密钥IDAKIA2MAX…", "hf tokenhf_dooh…"); run only
#: when a key prefix occurs (``_KEY_PREFIX_LITS``)
_GLUED_KEY = re.compile(
    r"(?i:(?<![a-z])id|key|token|secret)(?=AKIA|ASIA|ghp_|gho_|ghu_|ghs_|github_pat_|hf_|sk-|"
    r"sk_live_|rk_live_|xox[abpr]-|SG\.|AIza|glpat-)"
)
_KEY_PREFIX_LITS = ("akia", "asia", "gh", "hf_", "sk-", "sk_live_", "rk_live_", "xox", "sg.",
                    "aiza", "glpat-")  # fmt: skip
_any_key = eval("lambda low: " + " or ".join(f"{w!r} in low" for w in _KEY_PREFIX_LITS))  # noqa: S307



def _word_glued(text: str, s: int, e: int) -> bool:
    """The cue ends a word of prose ("confirmphone", "Card", "resident ID"), not part of an
    identifier or a random token ("sk_test_ssn4U…", "x9Kcard7…", "UUID1234"): the letters
    before it are lowercase and stand after a space, CJK or punctuation other than ``_-./``."""
    i = s
    while i > 0 and text[i - 1].isascii() and text[i - 1].isalpha():
        i -= 1
    if i > 0 and ((text[i - 1].isalnum() and text[i - 1].isascii()) or text[i - 1] in "_-./\\"):
        return False
    return i == s or text[i:s].islower()


_GLUE_LITS = ("phone", "mobile", "cell", "whatsapp", "tel", "number", "account", "acct", "card",
              "passport", "ssn", "nino", "iban", "routing", "passw", "pwd", "path", "id")


#: ``any(lit in low for lit in _GLUE_LITS)`` as one expression (a generator costs more than
#: the substring tests)
_any_glue = eval("lambda low: " + " or ".join(f"{w!r} in low" for w in _GLUE_LITS))  # noqa: S307


def _unglue(norm: NormalizedText) -> NormalizedText:
    text = norm.text
    if not norm.flags & DIGIT and "/" not in text and "+" not in text and "_" not in text:
        return norm  # a glued cue stands before a digit, "+", "/" or a key's "_" ("hf_")
    low = norm.low
    glue = _any_glue(low)
    keyed = _any_key(low)
    if not glue and not keyed:
        return norm  # the common case: no cue word at all (one C-level scan per literal)
    cuts = [m.end() for m in _GLUED.finditer(text) if _word_glued(text, m.start(), m.end())]
    if keyed:
        keys = [m.end() for m in _GLUED_KEY.finditer(text) if _word_glued(text, m.start(), m.end())]
        cuts = sorted(cuts + keys)
    if not cuts:
        return norm
    index = norm.index if norm.index is not None else range(len(text))
    parts: list[str] = []
    new_index: list[int] = []
    prev = 0
    for cut in cuts:
        parts.append(text[prev:cut])
        new_index.extend(index[prev:cut])
        parts.append(" ")
        new_index.append(index[cut])  # the space stands where the value starts
        prev = cut
    parts.append(text[prev:])
    new_index.extend(index[prev:])
    return NormalizedText(norm.original, "".join(parts), tuple(new_index))


#: the gate's own placeholders (generalize.PLACEHOLDERS): detectors see them blanked, so
#: "[PASSWORD]" in already-redacted text is no cue for the token next to it (redacting
#: twice must equal redacting once)
_OWN_PLACEHOLDER = re.compile(
    r"\[(?:SECRET|PASSWORD|EMAIL|PHONE|ADDRESS|ID|ACCOUNT|NAME|USER|TIME|LOCATION)\]"
)


def _blank_placeholders(norm: NormalizedText) -> NormalizedText:
    text = norm.text
    if "[" not in text or _OWN_PLACEHOLDER.search(text) is None:
        return norm
    blanked = _OWN_PLACEHOLDER.sub(lambda m: "[" + "_" * (len(m.group()) - 2) + "]", text)
    return NormalizedText(norm.original, blanked, norm.index)  # same length: same map


#: a number read out digit by digit in Chinese numerals (voice input writes a phone, an ID
#: or a card that way: "一三七 四四四七 零零二六"): seven or more, maybe grouped by single
#: spaces or hyphens. Counting words (十, 百, 两) never occur in such a run, so amounts and
#: dates ("一百二十", "三四十") are left alone.
_SPOKEN = re.compile(
    r"[零〇一二三四五六七八九幺](?:[ \-]?[零〇一二三四五六七八九幺]){6,}"
    # round 24: groups of two or more read out with a pause a transcript writes as a comma
    # or an enumeration comma ("幺四七，三二七幺，六五五六"): the separators become spaces
    r"|[零〇一二三四五六七八九幺]{2,8}(?:[，,、][ ]?[零〇一二三四五六七八九幺]{2,8}){1,5}"
    r"(?![零〇一二三四五六七八九幺十百千万])"
)
_SPOKEN_DIGITS = str.maketrans("零〇一二三四五六七八九幺，,、", "001234567891   ")


def _spoken_run(m: re.Match[str]) -> str:
    run = m.group()
    if sum(ch not in " -，,、" for ch in run) < 7:
        return run  # "三四、五六": a few counts, not a number read out
    return run.translate(_SPOKEN_DIGITS)


def _spoken_digits(norm: NormalizedText) -> NormalizedText:
    """Detectors see a digit-by-digit Chinese numeral run as ASCII digits (one character
    for one: the offset map is unchanged)."""
    text = norm.text
    if text.isascii() or _SPOKEN.search(text) is None:
        return norm
    digits = _SPOKEN.sub(_spoken_run, text)
    return NormalizedText(norm.original, digits, norm.index)


#: cue words as typos, leetspeak or OCR write them ("pssword:", "Pa55word", "passwrod",
#: "Usernarne"): detectors read the cue word itself, so the value after it is found as after
#: the cue spelled right. Every spelling one edit (a letter dropped, added, changed, or two
#: swapped) from the cue, with "rn" for "m" (how OCR reads it), and the cue in leetspeak;
#: not the cue's own inflections ("passwords" is a plural, not a typo).
_TYPO_CUES = ("password", "username", "passphrase")
_TYPO_NOT = frozenset(("passwords", "usernames", "passphrases", "passworded"))
#: shorter cue words only as OCR misreads them ("m" read as "rn"): one edit from a short
#: word is often another word ("name": "same", "game")
_OCR_CUES = {
    "narne": "name", "ernail": "email", "rnobile": "mobile",
    # a cue split in two ("Temp pass word:"), and Chinese cues as OCR misreads them: 宻 for
    # 密, 各 for 名 (always before a separator or a dot leader, see ``_AS_LABEL``)
    "pass word": "password", "pass code": "passcode", "user narne": "user name",
    "宻码": "密码", "用户各": "用户名", "姓各": "姓名",
    # (round 24) how sellers write 密码 to slip past a platform's filter
    "蜜码": "密码", "秘码": "密码", "觅码": "密码",
}  # fmt: skip
_LEET = {"a": "a4@", "e": "e3", "o": "o0", "s": "s5$"}
#: field names written in pinyin ("denglu=", "{\"yonghuming\": …}", "zhanghao:"): read as
#: the English key only where a key's separator follows (``_AS_KEY``)
_PINYIN_KEYS = {
    "denglu": "login", "dengluming": "login", "yonghu": "user", "yonghuming": "username",
    "zhanghao": "account", "zhanghu": "account", "mima": "password", "miyao": "secret",
    "shouji": "mobile", "shoujihao": "mobile", "dianhua": "phone", "youxiang": "email",
    "dizhi": "address", "zhuzhi": "address", "xingming": "name", "kahao": "card",
    "yinhangka": "card", "youbian": "zip", "huzhao": "passport", "shenfenzheng": "id card",
    "shenfenzhenghao": "id card",
}  # fmt: skip
_AS_KEY = re.compile(r"[\"']?[ \t]{0,2}[:=：]")
#: the next field's label glued after a value ("SSN430-32-7504DOB on file",
#: "Card4840078684002886Exp see back", "Name:Paul LaneDOB"), a form flattened without its
#: spaces: detectors see a space before the label. After a digit, a label in title or upper
#: case (lower case before a space); after a lowercase letter, only these in upper case
#: ("getName" is an identifier).
_LABELS = (
    "dob", "exp", "expiry", "fax", "tel", "email", "e-mail", "name", "date", "ssn", "zip",
    "pin", "cvv", "phone", "mobile", "addr", "address", "card", "iban", "acct", "bic", "swift",
    "bank",
)
#: chat words glued after a long number ("手机13812345678ok", "卡号6222…thx"): parted like a
#: label, after six digits or more only (a password may end in a word: "Summer2024ok")
_CHAT_TAIL = re.compile(r"\d(?:ok|thx|thanks|tks|ty|pls|plz|asap)(?![a-z0-9])")
_SIX_DIGITS = re.compile(r"\d{6}")
_CHAT_LITS = ("ok", "thx", "thank", "tks", "ty", "pl", "asap")
_any_chat = eval("lambda low: " + " or ".join(f"{w!r} in low" for w in _CHAT_LITS))  # noqa: S307
_LABELS_AFTER_LOWER = frozenset(
    ("dob", "ssn", "zip", "pin", "cvv", "tel", "fax", "email", "phone", "name", "date", "exp")
)
_WORD_CHAR = re.compile(r"[a-z0-9_]")
_ALNUM = re.compile(r"[a-z0-9]")
#: what follows a misspelled cue used as a label: a separator, "is", a dot leader. A word
#: like "P@ssw0rd" is also a common password: after "the password is" it is the value.
_AS_LABEL = re.compile(r"[ \t]{0,2}(?:[:=：]|(?:is|was)(?![A-Za-z])|是|为|\.{4,}|->|=>)")


def _one_edit(word: str) -> set[str]:
    """Every ASCII-lowercase spelling one edit away from ``word``."""
    abc = "abcdefghijklmnopqrstuvwxyz"
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    out = {a + b[1:] for a, b in cuts if b}
    out |= {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1}
    out |= {a + c + b[1:] for a, b in cuts if b for c in abc}
    out |= {a + c + b for a, b in cuts for c in abc}
    return out


@cache
def _form_finder() -> tuple[Callable[[str], list[tuple[int, int, int]]], list[str | None]]:
    """One Aho-Corasick automaton (ahocorasick-rs) over every cue misspelling and every
    glued label, and what each one is (a misspelling: its cue; a label: None). One C-level
    pass per text; a regex of these alternatives tries them at every position."""
    import ahocorasick_rs

    cue_of: dict[str, str | None] = {}
    for cue in _TYPO_CUES:
        for variant in (*_one_edit(cue), cue.replace("m", "rn")):
            if variant not in _TYPO_NOT and len(variant) >= 6:
                cue_of.setdefault(variant, cue)
        for leet in itertools.product(*(_LEET.get(c, c) for c in cue)):
            cue_of["".join(leet)] = cue  # written as the cue itself: skipped when found
    cue_of.update(_OCR_CUES)
    cue_of.update(_PINYIN_KEYS)
    for label in _LABELS:
        cue_of.setdefault(label, None)
    words = sorted(cue_of)
    ac = ahocorasick_rs.AhoCorasick(words, matchkind=ahocorasick_rs.MatchKind.LeftmostLongest)
    return ac.find_matches_as_indexes, [cue_of[w] for w in words]


#: a cue word written with a space between its Chinese characters ("密 码", "用 户 名")
_SPACED_ZH_CUE = re.compile(
    r"密 码|用 户 ?名|用户 名|口 令|账 号|帐 号|登 录|邮 编|邮 箱|姓 名|电 话|手 机|地 址|"
    r"身 份 证|银 行 卡|卡 号"
)
#: a dot leader between a form's label and its value ("Username ..... x", "邮箱 ….. x"; NFKC
#: has made "…" three dots): read as a colon. Spaces on both sides, or a Chinese label and an
#: ASCII value: an ellipsis in prose ("我想想……好吧", "wait..... what") touches its words.
_LEADER = re.compile(
    r"(?<=\S)[ \t]+\.{4,}[ \t]+(?=\S)"
    # "联系邮箱……x@y.com": a Chinese label, then an ASCII value
    r"|(?<=[\u3400-\u9fff])[ \t]?\.{4,}[ \t]?(?=[A-Za-z0-9+])"
)


#: an emoji used as a field's label before a value with a digit ("Pinned: 🔑 Xk9#…",
#: "🛂 B08237197", "📱 07700 900123"): read as the label's word and a colon
_EMOJI_CUES = {"🔑": "password", "🗝": "password", "🛂": "passport", "📱": "mobile",
               "📞": "phone", "☎": "phone", "📧": "email", "✉": "email"}  # fmt: skip
_EMOJI_CHARS = frozenset(_EMOJI_CUES)
_EMOJI_CUE = re.compile(
    "[" + "".join(_EMOJI_CUES) + r"][ \t:：]{0,3}(?=[\"'`“「(\[]?[!-~]{0,40}\d)"
)


def _glued_label(text: str, low: str, s: int, e: int) -> bool:
    """``text[s:e]``, a label word, is glued after a value: see ``_LABELS``."""
    if not s or _ALNUM.match(low, e):
        return False
    before, word = text[s - 1], text[s:e]
    if "0" <= before <= "9":  # in lower case only before a space or CJK ("…0590exp 见背面")
        after = text[e : e + 1]
        return (
            word.isupper()
            or (word[0].isupper() and word[1:].islower())
            or (word.islower() and (after.isspace() or "\u3400" <= after <= "\u9fff"))
        )
    return "a" <= before <= "z" and word.isupper() and low[s:e] in _LABELS_AFTER_LOWER


def _label_edits(text: str, low: str) -> list[tuple[int, int, str, list[int]]]:
    """An emoji label read as its word and a colon; a dot leader read as a colon; a space
    before a chat word glued after a long number."""
    edits: list[tuple[int, int, str, list[int]]] = []
    # (a regex after a digit: as automaton words, "ok" and "ty" are in too many words)
    for m in _CHAT_TAIL.finditer(low):
        if m.start() >= 5 and _SIX_DIGITS.match(text, m.start() - 5):
            edits.append((m.start() + 1, m.start() + 1, " ", [m.start() + 1]))
    if not text.isascii() and not _EMOJI_CHARS.isdisjoint(text):
        for m in _EMOJI_CUE.finditer(text):
            word = _EMOJI_CUES[m.group()[0]] + ": "
            edits.append((m.start(), m.end(), word, [m.start()] * len(word)))
    if "...." in text:
        for m in _LEADER.finditer(text):
            edits.append((m.start(), m.end(), ": ", [m.start(), m.start() + 1]))
    return edits


def _form_words(norm: NormalizedText) -> NormalizedText:
    """Detectors read a misspelled or spaced-out cue word as the cue word, a form's dot
    leader as a colon, and a label glued after a value with a space before it."""
    text = norm.text
    #: (start, end, what stands there now, the positions in ``text`` its characters stand for)
    edits: list[tuple[int, int, str, list[int]]] = []
    if " " in text and not text.isascii():
        for m in _SPACED_ZH_CUE.finditer(text):
            s, e = m.span()
            kept = [p for p in range(s, e) if text[p] != " "]
            edits.append((s, e, m.group().replace(" ", ""), kept))
    low = norm.low  # offsets as in ``text`` (see ``low``)
    if (
        "...." in text
        or (not text.isascii() and not _EMOJI_CHARS.isdisjoint(text))
        or _any_chat(low)
    ):
        edits.extend(_label_edits(text, low))
    find, cues = _form_finder()
    for i, s, e in find(low):
        cue = cues[i]
        if cue is None:
            if _glued_label(text, low, s, e):
                edits.append((s, s, " ", [s]))  # the space stands where the label starts
            continue
        if (s and _WORD_CHAR.match(low, s - 1)) or _WORD_CHAR.match(low, e):
            continue  # inside a longer word or an identifier
        word = text[s:e]
        after = _AS_KEY if low[s:e] in _PINYIN_KEYS else _AS_LABEL
        if word.lower() == cue or after.match(text, e) is None:
            continue  # the cue spelled right, or a value ("the password is P@ssw0rd")
        cue = cue.upper() if word.isupper() else cue.capitalize() if word[0].isupper() else cue
        edits.append((s, e, cue, [min(s + k, e - 1) for k in range(len(cue))]))
    if not edits:
        return norm
    edits.sort()
    index = norm.index if norm.index is not None else range(len(text))
    parts: list[str] = []
    new_index: list[int] = []
    prev = 0
    for s, e, word, at in edits:
        if s < prev:
            continue  # overlaps the previous edit
        parts.append(text[prev:s])
        new_index.extend(index[prev:s])
        parts.append(word)
        new_index.extend(index[p] for p in at)
        prev = e
    parts.append(text[prev:])
    new_index.extend(index[prev:])
    return NormalizedText(norm.original, "".join(parts), tuple(new_index))


def warm_up() -> None:
    """Build the form-word automaton now instead of on the first text."""
    _form_finder()


def normalize(text: str) -> NormalizedText:
    """NFKC per character, drop invisible characters, read Chinese numerals spoken digit by
    digit as digits, read a form's misspelled cue words, dot leaders and glued labels as
    written right, part a category word glued to its value, blank the gate's own
    placeholders; keep a map back to ``text``."""
    norm = _normalize(text)
    if "%" in text:
        norm = _percent_decoded(norm)
    if "  " in text or "\t" in text:
        norm = _digit_gaps(norm)
    return _blank_placeholders(_speakers_apart(_unglue(_form_words(_spoken_digits(norm)))))


#: a card's four groups spaced wide ("5150  3125  6286  6794", as a PDF's text or a
#: column-aligned note gives them): detectors see one space between the groups
_WIDE_GROUPS = re.compile(
    r"(?<![\d.,:/])\d{4}(?:(?:[ ]{2,3}|\t)\d{4,6}){2,3}(?:(?:[ ]{2,3}|\t)\d{1,5})?(?![\d.,:/])"
)
_WIDE_GAP = re.compile(r"[ ]{2,3}|\t")


def _digit_gaps(norm: NormalizedText) -> NormalizedText:
    text = norm.text
    runs = [m.span() for m in _WIDE_GROUPS.finditer(text)]
    if not runs:
        return norm
    index = norm.index if norm.index is not None else range(len(text))
    parts: list[str] = []
    new_index: list[int] = []
    prev = 0
    for s, e in runs:
        for g in _WIDE_GAP.finditer(text, s, e):
            parts.append(text[prev : g.start()])
            new_index.extend(index[prev : g.start()])
            parts.append(" ")
            new_index.append(index[g.start()])
            prev = g.end()
    parts.append(text[prev:])
    new_index.extend(index[prev:])
    return NormalizedText(norm.original, "".join(parts), tuple(new_index))


#: a chat line's stamped or quoted speaker ("12/03/2026, 21:15 - Mom: ", "[21:15:42] Mom: ",
#: "21:07 老婆：", "> Mom: ", "「老婆："): what follows it is a message of its own, which the
#: detectors read as a line's start ("lfernandez42 reset their MFA again")
_SPEAKER_PREFIX = re.compile(
    # (a quoted speaker is one word of letters, its message after a space or 」 after it:
    # never "> C:\\Users…", "“C:\\Users…”", "「晚上8:50」", "> 用户的护照号：…")
    r"(?m)^[ \t]{0,4}(?:>[ \t]?(?P<q>[A-Z][a-z]{1,11}|[\u4e00-\u9fff]{1,4})(?=[:：][ \t])|"
    r"「(?P<z>[A-Za-z][a-z]{1,11}|[\u4e00-\u9fff]{1,4})(?=[:：](?!//)[^\n」]{1,200}」)|"
    r"\[?(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}[,，]?[ \t]{1,2})?"
    r"(?:[上下]午|早上|晚上|凌晨|中午)?[ \t]?"
    r"\d{1,2}[:.]\d{2}(?::\d\d)?[ \t]?(?:[AaPp]\.?[Mm]\.?)?\]?[ \t]?(?:[-–—·|][ \t]?)?"
    r"(?P<s>[^\s:：\d\[\],，][^\n:：\d,，]{0,15}?))[:：][ \t]?(?=\S)"
    # a forwarded message or a voice note's transcript: "[Forwarded] …", "[语音] 转文字：…"
    r"|^[ \t]{0,4}\[(?:Forwarded|forwarded|Fwd|FWD|转发|语音|Voice|voice)[^\]\n]{0,12}\][ \t]?"
    r"(?:(?:转文字|转写|transcript|Transcript)[:：][ \t]?)?(?=\S)"
)


def _speakers_apart(norm: NormalizedText) -> NormalizedText:
    """A line break after a chat line's stamped or quoted speaker (same offsets map)."""
    text = norm.text
    if ":" not in text and "：" not in text and "[" not in text:
        return norm
    if (
        ">" not in text and "「" not in text and "“" not in text and "[" not in text
        and not norm.flags & DIGIT
    ):
        return norm  # no quote, no tag, and no digit for a stamp
    cuts = []
    for m in _SPEAKER_PREFIX.finditer(text):
        cuts.append(m.end())
        if m.group("z") is not None:
            # 「老婆：…」: the closing bracket ends the message, as a line's end would
            le = text.find("\n", m.end())
            close = text.rfind("」", m.end(), len(text) if le < 0 else le)
            if close > m.end():
                cuts.append(close)
    if not cuts:
        return norm
    cuts.sort()
    index = norm.index if norm.index is not None else range(len(text))
    parts: list[str] = []
    new_index: list[int] = []
    prev = 0
    for cut in cuts:
        parts.append(text[prev:cut])
        new_index.extend(index[prev:cut])
        parts.append("\n")
        new_index.append(index[cut])  # the break stands where the message starts
        prev = cut
    parts.append(text[prev:])
    new_index.extend(index[prev:])
    return NormalizedText(norm.original, "".join(parts), tuple(new_index))


#: a run of percent-encoded bytes ("%2Fhome%2Fian", "Conor%20Moore", "%E5%BC%A0")
_PERCENT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


#: what URL encoding never encodes (RFC 3986 "unreserved"): a run decoding to one of these
#: is no encoding ("River%5467emb" is a password, not "RiverT67emb")
_UNRESERVED = re.compile(r"[A-Za-z0-9\-._~]")


def _in_query(text: str, s: int, e: int) -> bool:
    """The run stands in a URL or a form body: its whitespace-delimited token holds "=",
    "?" or "://" ("file=%2Fhome%2Fian", "https://x/%E5%BC%A0")."""
    lo = max(text.rfind(" ", 0, s), text.rfind("\n", 0, s)) + 1
    hi = min(x for x in (text.find(" ", e), text.find("\n", e), len(text)) if x >= 0)
    token = text[lo:hi]
    return "=" in token or "?" in token or "://" in token


def _percent_decoded(norm: NormalizedText) -> NormalizedText:
    """Detectors read a URL's or a form body's percent-encoding decoded
    ("file=%2Fhome%2Fian.jones", "to=a%40b.com", "name=Conor%20Moore"): each decoded
    character stands where its first "%" is. A run that is not UTF-8, or decodes to a
    control character or to a character URLs never encode, stays as written ("50%OFF",
    "%0A", "%54")."""
    text = norm.text
    edits: list[tuple[int, int, str]] = []
    for m in _PERCENT_RUN.finditer(text):
        if not _in_query(text, m.start(), m.end()):
            continue  # "aTBPDh8l%2Fi": a password with a "%" in it, not a URL
        try:
            decoded = bytes.fromhex(m.group().replace("%", "")).decode("utf-8")
        except UnicodeDecodeError:
            continue
        if decoded.isprintable() and _UNRESERVED.search(decoded) is None:
            edits.append((m.start(), m.end(), decoded))
    if not edits:
        return norm
    index = norm.index if norm.index is not None else range(len(text))
    parts: list[str] = []
    new_index: list[int] = []
    prev = 0
    for s, e, decoded in edits:
        parts.append(text[prev:s])
        new_index.extend(index[prev:s])
        pos = s
        for ch in decoded:
            parts.append(ch)
            new_index.append(index[pos])
            pos += 3 * len(ch.encode())
        prev = e
    parts.append(text[prev:])
    new_index.extend(index[prev:])
    return NormalizedText(norm.original, "".join(parts), tuple(new_index))


def _normalize(text: str) -> NormalizedText:
    if text.isascii() or (
        unicodedata.is_normalized("NFKC", text)
        and _INVISIBLE_RE.search(text) is None
        and _DASH_RE.search(text) is None
    ):
        return NormalizedText(text, text, None)
    parts: list[str] = []
    index: list[int] = []
    pos = 0
    # runs of characters NFKC leaves alone are copied whole; the rest one by one (a Chinese
    # text is mostly such runs between a few full-width punctuation marks)
    for m in _STABLE_RUN.finditer(text):
        s, e = m.span()
        for i in range(pos, s):
            _one_char(text[i], i, parts, index)
        parts.append(text[s:e])
        index.extend(range(s, e))
        pos = e
    for i in range(pos, len(text)):
        _one_char(text[i], i, parts, index)
    return NormalizedText(text, "".join(parts), tuple(index))


#: characters NFKC maps to themselves, neither invisible nor a dash: ASCII and the CJK
#: ideographs (a conservative subset: any other character takes the per-character path)
_STABLE_RUN = re.compile(r"[\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff]+")


def _one_char(ch: str, i: int, parts: list[str], index: list[int]) -> None:
    if ch in _INVISIBLE:
        return
    n = _DASHES.get(ch) or unicodedata.normalize("NFKC", ch)
    parts.append(n)
    index.extend([i] * len(n))
