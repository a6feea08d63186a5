"""Government IDs: US SSN, Chinese resident ID (checksum), UK NI number, passport and
driving-licence numbers next to a cue word (English and Chinese)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import DIGIT, UPPER, Detector, Needs, RegexDetector, lits, near
from .schedules import field_key

__all__ = ["DETECTORS"]

_SSN = lazy_re(
    # not after a word character, "-" or "." unless that is the end of "SSN"/"ssn"
    # ("SSN123-45-6789"): one lookbehind, so the search skips to digits (an alternation of
    # two lookbehinds was tried at every position)
    r"(?<![A-Za-z0-9_\-.](?<!SSN)(?<!ssn))(?P<v>\d{3}([- .]?)\d{2}\2\d{4})(?![A-Za-z0-9_\-]|\.\d)"
)
_SSN_CUE = lazy_re(
    r"(?i)ssn|social[\s_]?security|\bsocial\b|soc\.?\s?sec\b|社会安全号|社保号|tax[\s_]?id|tin\b|itin|"
    r"(?<![a-z])ss\s?(?:#|no\b|num)"
)
_SSN_AFTER = lazy_re(
    r"(?i)\W{0,3}(?:is|=|是|为|(?:that|it|this)(?:'s|’s|\sis|\swas))\s?"
    r"(?:(?:my|your|his|her|their|our|the|a)\s|[我你他她]的)?"
    r"(?:ssn|social\s?security)"
    # "769848162 (social)": the number's name in brackets after it
    r"|\s?[(（](?:ssn|social(?:\s?security)?|soc\.?\s?sec\.?)[)）]"
)
_RIC = lazy_re(
    r"(?<![A-Za-z0-9_])(?P<v>\d{6}[\s\-]?(?:19|20)\d{2}[\s\-]?\d{4}[\s\-]?\d{3}[\dXx])"
    r"(?![A-Za-z0-9_])"
)
#: a valid NI number, spaced with any suffix letter, or the administrative ZZ prefix
#: (never issued, used for placeholder and test records) with any suffix letter
_NINO = lazy_re(
    r"(?<![A-Za-z0-9_])(?P<v>[A-CEGHJ-PR-TW-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]|"
    r"[A-Z]{2}\s(?:\d{6}|\d{2}\s\d{2}\s\d{2})\s[A-Z]|"
    r"ZZ\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-Z])(?![A-Za-z0-9_])"
)
_PASSPORT = lazy_re(
    r"(?i)(?:passport|护照|護照|travel[\s_\-]?doc(?:ument)?(?![a-z])|driver'?s?\s?licen[cs]e|driving\s?licen[cs]e|licen[cs]e\s?(?:no|number)|"
    r"(?:travel[\s_\-]?)?document[\s_\-]?(?:number|no|num|id)|doc[\s_\-]?(?:number|no|num)|mrz|"
    r"驾驶证|驾照|national\s?id|id\s?card|身份证|居民身份证|军官证|通行证|证件号)"
    # the cue may be a few words away ("Passport number for the kids' trip: E15143283"),
    # within its sentence ("No." aside), or on the next line after a colon
    r"(?:[^\n\d。；]{0,24}?|[^\n\d]{0,12}?[:：]?[ \t]*\n[ \t]*|"
    r"(?:[^\n\d;。；.]|\.(?!\s)|(?<=[Nn]o)\.){25,40}?)(?<![A-Za-z0-9])(?P<v>[A-Z]{0,2}\d{6,12}[A-Z]?|[A-Z]{1,2}\d{1,3}[A-Z0-9]{3,10})"
    r"(?![A-Za-z0-9])"
)


#: a UK NI number in lower or mixed case, with no cue ("it's jm691210 d", "hc583729c"):
#: a valid prefix (or the administrative zz), six digits and a suffix letter (A-D; any after
#: zz), the suffix glued or after one space; not inside a path, URL or identifier
_NINO_LOWER = lazy_re(
    r"(?<![A-Za-z0-9_\-./@#])(?P<v>[A-Za-z]{2}\d{6}\s?[A-Za-z])(?![A-Za-z0-9_\-/@]|\.[A-Za-z0-9])"
)
_NINO_LOWER_OK = lazy_re(
    r"(?i)(?!bg|gb|nk|kn|tn|nt|zz)[a-ceghj-pr-tw-z][a-ceghj-npr-tw-z]\d{6}\s?[a-d]|zz\d{6}\s?[a-z]"
)
_HEXY = lazy_re(r"[0-9a-fA-F]{9}")
_HASH_WORDS = lazy_re(r"(?i)commit|hash|sha|(?<![a-z])rev|build|git|checksum|digest|提交|哈希")


#: the core of every _NINO_LOWER match, found from its digits (a search tries only digits,
#: not every letter of the text)
_NINO_LOWER_HINT = re.compile(r"(?<=[A-Za-z]{2})\d{6}\s?[A-Za-z]")


def _nino_lower_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """A glued all-hex token ("ab123456c") near a word naming a hash is a short commit id."""
    v = m.group("v")
    if _NINO_LOWER_OK.fullmatch(v) is None:
        return False
    digits = "".join(c for c in v if c.isdigit())
    if " " not in v and (digits in ("123456", "012345") or len(set(digits)) == 1):
        return False  # glued and uncued, a placeholder's digits ("ab123456c") name no one
    return _HEXY.fullmatch(v) is None or _HASH_WORDS.search(norm.text) is None


#: a UK NI number written casually (lower case, odd spacing: "st 725421 d",
#: "mg 11 32 38 b") after a cue naming it
_NINO_CUED = lazy_re(
    r"(?:(?:(?i:national[\s\-]?insurance|nino|ssn|social\s?security|(?<![a-z])ni\s?(?:no|num|number))|"
    r"国民保险|社保号|(?<![A-Za-z])NI)(?![a-z])"
    # "ni: zs 43 59 46 b", "ni zz 902955 t": a colon, or the bare word before a space
    r"|(?i:(?<![a-z])ni\s?[#:])|(?<![A-Za-z])ni(?=\s[A-Za-z]{2}[\s\-.]?\d{2}))"
    r"[^\n\d]{0,30}?(?<![A-Za-z0-9])"
    r"(?P<v>(?i:[a-z]{2}[\s\-.]?\d{2}[\s\-.]?\d{2}[\s\-.]?\d{2}(?:[\s\-.]?[a-z](?![a-z]))?))"
    r"(?![A-Za-z0-9])"
)  # after the cue, any letters: administrative and example numbers ("ZZ 123456 T") too
#: a national number of 9-15 digits named by its cue: "SSN 235 295 508" (a Canadian SIN),
#: "social security number 1 51 12 29 232 205 74" (a French NIR), "tax id 12-3456789"
_NATIONAL_CUED = lazy_re(
    r"(?i)(?:ssn|social[\s_]?security|social[\s_]?insurance|(?<![a-z])(?:sin|nir|tin|nino)(?![a-z])|"
    r"s[ée]curit[ée]\s?sociale|national[\s_]?id(?:entity)?|tax[\s_]?id|社会安全号|社保号|"
    r"社会保障号|纳税人识别号)"
    r"[^\n\d]{0,20}?(?<![A-Za-z0-9.\-])"
    r"(?P<v>\d(?:[ \-.]?\d){8,14}|[12]\d{4}2[AB]\d{8})(?![A-Za-z0-9]|[.\-]\d)"
)


@cache
def _ssn_blacklist() -> frozenset[str]:
    from stdnum.us import ssn  # lazy: heavy import

    return frozenset(ssn._ssn_blacklist)  # the numbers stdnum rejects by name


def _ssn_valid(number: str) -> bool:
    """``stdnum.us.ssn.is_valid(number)`` for nine ASCII digits, dashed ("078-05-1120") or
    not, without stdnum's character cleaning (three passes over the number, twice): no
    area 000, 666 or 9xx, no group 00, no serial 0000, not blacklisted. Any other form
    is left to stdnum."""
    digits = number
    if len(number) == 11 and number[3] == "-" and number[6] == "-":
        digits = number[:3] + number[4:6] + number[7:]
    if len(digits) != 9 or not (digits.isascii() and digits.isdigit()):
        from stdnum.us import ssn  # lazy: heavy import

        return bool(ssn.is_valid(number))
    area, group, serial = digits[:3], digits[3:5], digits[5:]
    if area in ("000", "666") or area[0] == "9" or group == "00" or serial == "0000":
        return False
    return f"{area}-{group}-{serial}" not in _ssn_blacklist()


def _ssn_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    sep = m.group(2)
    if not _ssn_valid(v.replace(sep, "-") if sep and sep != "-" else v):
        return False
    if sep in ("-", " "):
        return True
    return near(norm.text, m.start(), _SSN_CUE, 40) or (
        _SSN_AFTER.match(norm.text, m.end()) is not None
    )


_RIC_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def _ric_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    from datetime import date  # lazy: heavy import

    # checksum and birth date only: retired region codes still appear on valid old cards
    v = m.group("v").replace(" ", "").replace("-", "").upper()
    try:
        date(int(v[6:10]), int(v[10:12]), int(v[12:14]))
    except ValueError:
        return False
    total = sum(int(c) * w for c, w in zip(v[:17], _RIC_WEIGHTS, strict=True))
    return bool("10X98765432"[total % 11] == v[-1])


def _passport_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    return sum(c.isdigit() for c in str(m.group("v"))) >= 5


_DOC_CUES = lits(
    "passport|护照|護照|licen|驾驶证|驾照|national|card|身份证|军官证|通行证|证件号|document|"
    "doc|mrz"
)
#: the document named after its number: "E1234567 is the passport she travels on",
#: "C12345678是她的港澳通行证", "926189967 is their SSN"
_DOC_AFTER = lazy_re(
    r"(?<![A-Za-z0-9_\-])(?P<v>[A-Z]{0,2}\d{6,12}[A-Z]?)\s?"
    # a few words between, in the same clause: "X 是我的 passport number 吗", "is X the
    # right passport number?"
    r"(?:(?:is|was|as|=|是|为|為|作为|当作|还是|還是|就是|仍是|still|<-{1,2}|←|[(（]|[—–]|->|→)\s?"
    r"(?:[^\n\d.?!。？！;；]{0,30}?\s?)??"
    r"|(?i:the|my|our|his|her|their|your)\s(?:[^\n\d.?!。？！;；]{0,24}?\s)??)"
    r"(?i:ssn|social\s?security|passport|护照|護照|港澳通行证|通行证|身份证|驾照|驾驶证|"
    r"driver'?s\slicen[cs]e|national\sid|(?:travel\s)?document\s(?:number|no\b|num\b|id\b)|"
    r"id\s(?:card\s)?number|证件号码?|证件编号)"
)
_OTHER_NUMBER = lazy_re(
    r"(?i)(?:build|version|release|order|ticket|issue|invoice|pr|run|job|case|tracking|"
    r"订单|版本|构建|工单|快递|单号)\W{0,3}(?:(?:no|number|id|#)\W{0,3})?$"
)


def _named_after_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """The number is not already named as another kind ("Build 12345678 (the passport app
    release)")."""
    s = m.start("v")
    return _passport_ok(norm, m) and _OTHER_NUMBER.search(norm.text, max(0, s - 16), s) is None


DETECTORS: tuple[Detector, ...] = (
    RegexDetector(
        "id_number_named_after",
        Category.GOVERNMENT_ID,
        _DOC_AFTER,
        0.85,
        _named_after_ok,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(
                lits(
                    "ssn|social|passport|护照|護照|通行证|身份证|驾照|驾驶证|licen|national|"
                    "document|id number|id card|证件"
                ),
            ),
            digits=6,
        ),
    ),
    RegexDetector(
        "us_ssn",
        Category.GOVERNMENT_ID,
        _SSN,
        0.9,
        _ssn_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=9),
    ),
    RegexDetector(
        "cn_resident_id",
        Category.GOVERNMENT_ID,
        _RIC,
        0.97,
        _ric_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=17),
    ),
    RegexDetector(
        "uk_nino",
        Category.GOVERNMENT_ID,
        _NINO,
        0.8,
        need_digit=True,
        # six digits in one run (single spaces between pairs at most)
        needs=Needs(DIGIT | UPPER, digits=6, cluster=6),
    ),
    RegexDetector(
        "uk_nino_lower",
        Category.GOVERNMENT_ID,
        _NINO_LOWER,
        0.75,
        _nino_lower_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=6, check=lambda n: _NINO_LOWER_HINT.search(n.text) is not None),
    ),
    RegexDetector(
        "uk_nino_cued",
        Category.GOVERNMENT_ID,
        _NINO_CUED,
        0.85,
        need_digit=True,
        needs=Needs(
            DIGIT, groups=(lits("insurance|ni|nino|ssn|social|国民保险|社保号"),), digits=6
        ),
    ),
    RegexDetector(
        "national_number_cued",
        Category.GOVERNMENT_ID,
        _NATIONAL_CUED,
        0.85,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(
                lits(
                    "ssn|social|sin|nir|tin|nino|curit|national|tax|社会安全号|社保号|社会保障号|"
                    "纳税人识别号"
                ),
            ),
            digits=9,
        ),
    ),
    RegexDetector(
        "id_document_number",
        Category.GOVERNMENT_ID,
        _PASSPORT,
        0.85,
        _passport_ok,
        need_digit=True,
        needs=Needs(DIGIT, groups=(_DOC_CUES,), digits=5),
    ),
)


# --- round 5: a nine-digit number on a line that names an SSN or a tax form, before or
# after it ("read out X while filling the tax form — it's their SSN", "报税 form 上填了 X")
_SSN_LINE_CUE = lazy_re(
    r"(?i)(?<![a-z])(?:ssn|social\s?security|itin|tax\s?(?:form|return|id)|w-?[29](?![0-9])|"
    r"form\s?1040|1040\s?form)|社会安全号|社会保障号|社保号|报税|税表|纳税"
)
_SSN_STRONG = lazy_re(r"(?i)(?<![a-z])(?:ssn|social\s?security|itin)|社会安全号|社会保障号|社保号")
#: another kind of number named right before it
_NINE_NEG = lazy_re(
    r"(?i)(?:order|invoice|ref(?:erence)?|ticket|tracking|case|receipt|confirmation|phone|"
    r"订单|单号|编号|电话|手机)(?:\s?(?:number|no\.?|id|#|号))?\W{0,4}$"
)
_NINE = lazy_re(r"(?<![A-Za-z0-9_\-.])(?P<v>\d{3}([- ]?)\d{2}\2\d{4})(?![A-Za-z0-9_\-]|\.\d)")


class _SsnLine:
    name = "ssn_on_cued_line"
    category = Category.GOVERNMENT_ID
    needs = Needs(
        DIGIT,
        groups=(
            lits("ssn|social|itin|tax|w-2|w2|w-9|w9|1040|社会安全号|社会保障号|社保号|报税|税表|纳税"),
        ),
        cluster=9,
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_NINE).finditer(text):
            s, e = m.span("v")
            ls = text.rfind("\n", 0, s) + 1
            le = text.find("\n", e)
            le = len(text) if le < 0 else le
            lo, hi = max(ls, s - 80), min(le, e + 80)
            if resolve(_NINE_NEG).search(text, max(ls, s - 30), s) is not None:
                continue
            window = text[lo:s] + " " + text[e:hi]
            if resolve(_SSN_LINE_CUE).search(window) is None:
                continue
            digits = m.group("v").replace("-", "").replace(" ", "")
            if not _ssn_valid(digits) and resolve(_SSN_STRONG).search(window) is None:
                continue  # a weak cue (a tax form) needs a valid SSN; a named SSN fails closed
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _SsnLine())


# --- round 11: a plain nine-digit SSN listed next to a dashed one ("on file: 746-96-5561,
# 196797576": the list holds one kind), or a text that opens with one and claims it ("X —
# that's mine, the other one is Dad's", "X 是我的") ------------------------------------------
_SSN_DASHED = r"\d{3}-\d{2}-\d{4}"
_SSN_LIST = re.compile(
    r"(?<![\w\-.])" + _SSN_DASHED + r"[ \t]{0,2}(?:[,，;；/、|]|and|&|和)[ \t]{0,2}"
    r"(?P<a>\d{9}|\d{3} \d{2} \d{4})(?![\w\-]|\.\d)"
    r"|(?<![\w\-.])(?P<b>\d{9}|\d{3} \d{2} \d{4})[ \t]{0,2}(?:[,，;；/、|]|and|&|和)[ \t]{0,2}"
    + _SSN_DASHED + r"(?![\w\-])"
    r"|\A\s{0,3}[\"'`“(\[（【「]?(?P<c>\d{9})[\"'`”)\]）】」]?[ \t]{0,2}(?:[—–\-:,，][ \t]{0,2})?"
    r"(?:(?i:(?:that|it)(?:'s|’s|\sis)\smine|(?:is\s)?mine(?![a-z]))|(?:就|也)?是我的)"
)


class _SsnList:
    name = "ssn_listed_or_claimed"
    category = Category.GOVERNMENT_ID
    needs = Needs(DIGIT, groups=(("-", "mine", "是我的"),), cluster=9)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in _SSN_LIST.finditer(norm.text):
            g = next(k for k in "abc" if m.group(k) is not None)
            s, e = m.span(g)
            if not _ssn_valid(norm.text[s:e].replace(" ", "")):
                continue
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _SsnList())


# --- round 16: an identity document's number told by its validity, the cue word right before
# it ("document 889112018 expired?", "my ID 123456789 expires in May", "permit no. X 到期了",
# "visa X valid until 2027", "证件 E12345678 过期了"): the number of a document whose expiry is
# talked about is its holder's. Only the expiry/validity word lets it in (a bare "document
# 12345678" can be a file's number) ----------------------------------------------------------
_R16_DOC = lazy_re(
    r"(?i:(?<![a-z])(?:document|doc|id|identity\s?card|id\s?card|residence\s?(?:card|permit)|"
    r"permit|visa|green\s?card|brp)|证件|签证|居留证|居住证|绿卡)\s?(?:#|no\.?|num(?:ber)?|号码?)?"
    r"\s?[:：]?\s?[\"'`“「(]?(?P<v>[A-Z]{0,2}\d{8,10}[A-Z]?)(?![A-Za-z0-9_\-]|\.\d)"
    r"[\"'`”」)]?[ \t]{0,2}(?:[,，]?[ \t]{0,2}"
    r"(?:(?i:is|was|has|will|which|that|just|needs?|due\sfor|up\sfor|to\sbe)[ \t])?)?"
    r"(?:(?i:expir|renew|valid|lapse|out\sof\sdate)|过期|到期|失效|有效期|续签|续期|快到期)"
)


_R16_DOC_LITS = lits("expir|renew|valid|lapse|out of date|过期|到期|失效|有效期|续签|续期")


def _r16_doc_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    digits = [c for c in v if c.isdigit()]
    if len(v) == 8 and v[:2] in ("19", "20") and "01" <= v[4:6] <= "12" and "01" <= v[6:] <= "31":
        return False  # 20240115: a date
    return len(set(digits)) > 2  # 00000000, 12121212: a placeholder


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "id_doc_expiry_r16", Category.GOVERNMENT_ID, _R16_DOC, 0.8, _r16_doc_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=8, groups=(_R16_DOC_LITS,)),
    ),
)


# --- round 17: a document number after a cue word in any spelling: pinyin abbreviations
# glued or spaced, any case (sfz=身份证, hz=护照, ppt/pp=passport, sfzh=身份证号), 证件 on
# its own ("订机票用的证件E37197068"), a bare upper-case "ID" opening a list item ("材料：
# payslip ✔、ID 053966871" — not "user ID"/"order ID": another word names that number);
# and a number said to be a national one right after it ("X is the NI one", "X 是 NI") --
_R17_DOC = lazy_re(
    r"(?:(?<![A-Za-z0-9])(?i:sfzh?|hz|ppt|pp|pass\s?no|passport\s?#)|证件|身份证|"
    r"(?<![A-Za-z0-9])(?P<id>ID))"
    r"[ \t]?(?:号码?|#|(?i:no)\.?)?[ \t]?[:：=]?[ \t]?[\"'`“「(【\[]?"
    r"(?P<v>[A-Z]{1,2}\d{7,9}|\d{9}|\d{17}[\dXx])"
    r"(?![A-Za-z0-9_\-]|[.,]\d)"
)
_R17_ID_BEFORE_OK = lazy_re(
    r"(?:^|[\n、,，:：;；|(（\[【]|[\u4e00-\u9fff]|✔|(?i:my|the|his|her|their|your|our|photo|"
    r"national|gov(?:ernment)?|state))[ \t]{0,2}$"
)


def _r17_doc_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if len(set(c for c in v if c.isdigit())) <= 2:
        return False  # 000000000, 121212121: a placeholder
    if "id" in m.re.groupindex and m.group("id") is not None:
        s = m.start()
        return _R17_ID_BEFORE_OK.search(norm.text, max(0, s - 12), s) is not None
    return True


_R17_NAMED = lazy_re(
    r"(?<![A-Za-z0-9_\-])(?P<v>[A-Z]{0,2}\d{8,9}[A-Z]?)[ \t]?(?:(?i:is|was)|=|是|为|就是)[ \t]?"
    r"(?:(?i:the|my|his|her|their|our|your)[ \t]|[我他她你]的)?"
    r"(?:NI|NINO|SIN|SSN|TIN|(?i:nin|national\sinsurance)|国民保险号?|社保号)(?![A-Za-z])"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "id_pinyin_cue_r17", Category.GOVERNMENT_ID, _R17_DOC, 0.8, _r17_doc_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=7, groups=(lits("sfz|hz|pp|pass|证件|身份证|id"),)),
    ),
    RegexDetector(
        "id_named_after_r17", Category.GOVERNMENT_ID, _R17_NAMED, 0.8, _r17_doc_ok,
        need_digit=True,
        needs=Needs(
            DIGIT, cluster=8,
            groups=(lits("ni|sin|ssn|tin|national|国民保险|社保号"), lits("is|was|=|是|为")),
        ),
    ),
)

#: a text that is only a passport-shaped number, maybe quoted or bracketed ("“G29977992”"):
#: one letter and eight digits carry no other meaning on their own
_R17_LONE = lazy_re(
    r"\A[ \t]{0,2}[\"'`“「『《【(\[<]?[ \t]?(?P<v>[A-Z]\d{8})"
    r"[ \t]?[\"'`”」』》】)\]>]?[ \t.。]{0,2}\Z"
)


def _r17_short(norm: NormalizedText) -> bool:
    return len(norm.text) <= 18


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "id_lone_passport_r17", Category.GOVERNMENT_ID, _R17_LONE, 0.75, _r17_doc_ok,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, cluster=8, check=_r17_short),
    ),
)


# --- round 21: health-service and licence numbers ------------------------------------------
# An NHS number (England, Wales, Isle of Man): ten digits, often 3-3-4, with a mod-11 check
# digit. Ten digits are also a phone's length, so it counts only with a health-service cue
# on its line ("NHS number: 943 476 5919", "nhs_no,4010232137", "NHS 号码 …").
_NHS = lazy_re(
    r"(?<![A-Za-z0-9_\-+])(?P<v>\d{3}[ \-]?\d{3}[ \-]?\d{4})(?![A-Za-z0-9_\-]|[.,]\d)"
)
_NHS_CUE = lazy_re(
    r"(?i)(?<![a-z])(?:nhs|chi\s?(?:number|no)|health\s?(?:service|care|card)?\s?(?:number|no|id)|"
    r"patient\s?(?:number|no|id))(?![a-z])|医保号|医保卡号|健康卡号"
)


def nhs_valid(digits: str) -> bool:
    """The NHS number's check digit (weights 10..2, mod 11; a remainder giving 10 is never
    issued). Hand-written: python-stdnum has no NHS module."""
    if len(digits) != 10 or len(set(digits)) == 1:
        return False
    total = sum(int(d) * w for d, w in zip(digits[:9], range(10, 1, -1), strict=True))
    check = 11 - total % 11
    check = 0 if check == 11 else check
    return check != 10 and check == int(digits[9])


def _nhs_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if not nhs_valid("".join(c for c in v if c.isdigit())):
        return False
    text = norm.text
    s, e = m.start("v"), m.end("v")
    lo = max(text.rfind("\n", 0, s) + 1, s - 60)
    hi = text.find("\n", e)
    hi = min(len(text) if hi < 0 else hi, e + 40)
    if _NHS_CUE.search(text, lo, hi) is not None:
        return True
    # a CSV cell under an NHS column ("name,nhs_number\nA,4010232137")
    key = field_key(text, s)
    return key is not None and _NHS_CUE.search(key) is not None


# A UK (DVLA) driving-licence number: five letters of the surname (9-padded), the birth
# decade digit, month (+50 for women), day, year digit, two initials (9-padded), a check
# digit and two letters, maybe two more digits (the issue number). Nothing else has this
# shape, so no cue is needed.
_UK_DL = lazy_re(
    r"(?<![A-Za-z0-9])(?P<v>[A-Z][A-Z9]{4}\s?\d(?:[0156]\d)(?:[0-3]\d)\d\s?[A-Z][A-Z9]\d[A-Z]{2}"
    r"(?:\s?\d{2})?)(?![A-Za-z0-9])"
)


#: the core every _UK_DL match holds, found from its digits (cheaper than trying the
#: pattern at every capital letter); the same for _MBI
_UK_DL_HINT = re.compile(r"\d{6}\s?[A-Z][A-Z9]\d[A-Z]{2}")
_MBI_HINT = re.compile(r"\d[A-Z][A-Z0-9]\d-?[A-Z][A-Z0-9]\d-?[A-Z]{2}\d\d")


def _uk_dl_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v").replace(" ", "")
    month, day = int(v[6:8]), int(v[8:10])
    return (1 <= month <= 12 or 51 <= month <= 62) and 1 <= day <= 31


# A Medicare Beneficiary Identifier (US, since 2018): 11 characters in a fixed pattern of
# digits and letters (no S, L, O, I, B, Z), usually written 4-3-4 with dashes.
_MBI_L = "AC-HJKMNP-RT-Y"
_MBI = lazy_re(
    rf"(?<![A-Za-z0-9\-])(?P<v>[1-9][{_MBI_L}][{_MBI_L}0-9]\d(?P<d>-?)[{_MBI_L}][{_MBI_L}0-9]\d"
    rf"(?P=d)[{_MBI_L}]{{2}}\d{{2}})(?![A-Za-z0-9\-])"
)
_MBI_CUE = lazy_re(r"(?i)medicare|mbi|beneficiary|health\s?(?:insurance|plan)|insurance")


def _mbi_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    if m.group("d"):
        return True  # "1EG4-TE5-MK73": the dashed form is the card's
    s = m.start("v")
    return _MBI_CUE.search(norm.text, max(0, s - 60), s) is not None


# A driving licence's or an employer's number after its name, in the grouped forms the
# document cue of round 1 does not take: "driver's license D123-4567-8901", "DL# S530-…",
# "EIN 12-3456789", "驾驶证号 …"
_LICENCE = lazy_re(
    r"(?:(?<![A-Za-z])(?i:driver'?s?\s?licen[cs]e|driving\s?licen[cs]e|licen[cs]e|dl)"
    r"(?:\s?(?i:number|num|no\.?|#))?|驾驶证号?|驾照号?)"
    r"[ \t]?[:：=#]?[ \t]?[\"'`“「(]?"
    r"(?P<v>[A-Z0-9]{1,5}(?:[\- ][A-Z0-9]{2,6}){1,4})(?![A-Za-z0-9\-])"
)


_DATE_TIME = re.compile(r"(?:19|20)\d\d-[01]\d-[0-3]\d(?![0-9])")


def _licence_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    digits = sum(c.isdigit() for c in v)
    if _DATE_TIME.match(v):
        return False  # "DL 2024-05-18 12:30": a download's date, not a number
    return digits >= 6 and len(set(c for c in v if c.isdigit())) > 2


_EIN = lazy_re(
    r"(?<![A-Za-z])(?i:ein|fein|employer\s?(?:identification|id)(?:\s?(?:number|no))?)"
    r"(?:\s?(?i:number|num|no\.?|#))?[ \t]?[:：=#]?[ \t]?(?P<v>\d{2}-\d{7})(?![0-9\-])"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "nhs_number_r21", Category.GOVERNMENT_ID, _NHS, 0.9, _nhs_ok,
        need_digit=True,
        needs=Needs(
            DIGIT, digits=10,
            groups=(lits("nhs|chi|health|patient|医保号|医保卡号|健康卡号"),),
        ),
    ),
    RegexDetector(
        "uk_driving_licence_r21", Category.GOVERNMENT_ID, _UK_DL, 0.9, _uk_dl_ok,
        need_digit=True,
        needs=Needs(
            DIGIT | UPPER, digits=7, check=lambda n: _UK_DL_HINT.search(n.text) is not None
        ),
    ),
    RegexDetector(
        "us_mbi_r21", Category.GOVERNMENT_ID, _MBI, 0.85, _mbi_ok,
        need_digit=True,
        needs=Needs(
            DIGIT | UPPER, digits=5, check=lambda n: _MBI_HINT.search(n.text) is not None
        ),
    ),
    RegexDetector(
        "licence_grouped_r21", Category.GOVERNMENT_ID, _LICENCE, 0.85, _licence_ok,
        need_digit=True,
        needs=Needs(DIGIT, digits=6, groups=(lits("licen|dl |dl#|dl:|驾驶证|驾照"),)),
    ),
    RegexDetector(
        "ein_r21", Category.GOVERNMENT_ID, _EIN, 0.9,
        need_digit=True,
        needs=Needs(DIGIT, digits=9, groups=(lits("ein |ein:|ein#|fein|employer"),)),
    ),
)


# --- round 21: identity numbers named by an identity document or an ID check, a UK NI
# number in lower case and spaced pairs, a Chinese e-passport number anywhere ------------
_R21_DOC = lazy_re(
    r"(?:(?i:(?<![a-z])(?:identity\s?(?:document|doc|card)s?|id\s?document|"
    r"(?:borrower|applicant|guarantor|tenant|resident|holder|citizen|taxpayer|personal|"
    r"government|state)(?:'s)?\s(?:id|identification)(?:\s?(?:number|no\.?|#))?|"
    r"(?:id|identity)\s?(?:check|verification)|kyc|background\s?check|vetting|dbs\s?check|"
    r"(?<!order\s)(?<!user\s)(?<!customer\s)(?<!employee\s)(?<!student\s)(?<!member\s)"
    r"(?<!account\s)(?<!session\s)(?<!request\s)(?<!product\s)(?<!device\s)(?<!client\s)"
    r"(?<!transaction\s)(?<!ticket\s)(?<!invoice\s)(?<!booking\s)"
    r"id\s?(?:number|no\.?|#))(?![a-z]))|证件信息|证件号码?|身份证件|身份核验|"
    r"实名认证|实名核验)"
    r"[^\n\d]{0,24}?(?<![A-Za-z0-9])(?P<v>[A-Z]{0,2}\d{8,10}[A-Z]?)(?![A-Za-z0-9]|[.\-]\d)"
)
#: the number glued to the word: "passportT79134945"
_R21_GLUED = lazy_re(r"(?<![A-Za-z])(?i:passport)(?P<v>[A-Z]\d{8}|\d{9})(?![A-Za-z0-9])")
#: the same, with the number before the check: "用 T77339412 做了 ID check"
_R21_DOC_BEFORE = lazy_re(
    r"(?<![A-Za-z0-9_\-])(?P<v>[A-Z]{0,2}\d{8,10}[A-Z]?)(?![A-Za-z0-9])[^\n\d]{0,12}?"
    r"(?i:(?:id|identity)\s?(?:check|verification)|kyc)(?![a-z])"
)
_R21_NINO = lazy_re(
    r"(?<![A-Za-z0-9_\-./@#])(?P<v>[A-Za-z]{2}\s(?:\d{6}|\d{2}\s\d{2}\s\d{2})\s[A-Za-z])"
    r"(?![A-Za-z0-9_\-/@])"
)
_R21_NINO_HINT = re.compile(r"\s(?:\d{6}|\d{2}\s\d{2}\s\d{2})\s[A-Za-z](?![A-Za-z0-9])")
_R21_CN_HINT = re.compile(r"E[A-HJ-NP-Z]\d{7}")
#: a Chinese e-passport: E, a letter (not I or O) and seven digits
_R21_CN_PASSPORT = lazy_re(r"(?<![A-Za-z0-9_\-./#])(?P<v>E[A-HJ-NP-Z]\d{7})(?![A-Za-z0-9_\-])")


def _r21_doc_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if len(set(c for c in v if c.isdigit())) <= 2:
        return False  # 000000000, 121212121: a placeholder
    s = m.start("v")
    if _OTHER_NUMBER.search(norm.text, max(0, s - 16), s) is not None:
        return False  # "order number 12345678 for the ID check"
    return not _r16_date(v)


def _r16_date(v: str) -> bool:
    """20240115: eight digits that read as a calendar date."""
    return (
        len(v) == 8 and v[:2] in ("19", "20") and "01" <= v[4:6] <= "12" and "01" <= v[6:] <= "31"
    )


def _r21_nino_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if v[:2].lower() in _R21_WORDS:
        return False  # "on 12 03 24 a …": a word and a date, no prefix
    return _NINO_LOWER_OK.fullmatch(v.replace(" ", "").lower()) is not None


#: two-letter English words that are also valid NI prefixes
_R21_WORDS = frozenset(
    [
        "on", "in", "at", "to", "of", "is", "it", "as", "an", "or", "by",
        "be", "we", "he", "me", "my", "no", "so", "up", "us", "go", "am",
    ]
)


def _r21_cn_passport_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    s = m.start("v")
    return _OTHER_NUMBER.search(norm.text, max(0, s - 16), s) is None and _r17_doc_ok(norm, m)


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "id_document_r21", Category.GOVERNMENT_ID, _R21_DOC, 0.8, _r21_doc_ok,
        need_digit=True,
        needs=Needs(
            DIGIT, cluster=8,
            groups=(lits("identity|id document|id check|id verification|kyc|identification|"
                         "id number|id no|id#|id #|borrower's id|applicant's id|guarantor's id|"
                         "tenant's id|resident's id|holder's id|citizen's id|taxpayer's id|"
                         "borrower id|applicant id|guarantor id|tenant id|resident id|holder id|"
                         "citizen id|taxpayer id|personal id|government id|state id|"
                         "passport|background|vetting|dbs|证件|身份核验|实名"),),
        ),
    ),
    RegexDetector(
        "id_passport_glued_r21", Category.GOVERNMENT_ID, _R21_GLUED, 0.8, _r21_doc_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=8, groups=(("passport",),)),
    ),
    RegexDetector(
        "id_check_before_r21", Category.GOVERNMENT_ID, _R21_DOC_BEFORE, 0.8, _r21_doc_ok,
        need_digit=True,
        needs=Needs(
            DIGIT, cluster=8,
            groups=(lits("id check|identity check|id verification|identity verification|kyc"),),
        ),
    ),
    RegexDetector(
        "uk_nino_spaced_r21", Category.GOVERNMENT_ID, _R21_NINO, 0.75, _r21_nino_ok,
        need_digit=True,
        needs=Needs(DIGIT, digits=6, check=lambda n: _R21_NINO_HINT.search(n.text) is not None),
    ),
    RegexDetector(
        "cn_passport_r21", Category.GOVERNMENT_ID, _R21_CN_PASSPORT, 0.75, _r21_cn_passport_ok,
        need_digit=True,
        needs=Needs(
            DIGIT | UPPER, cluster=7, check=lambda n: _R21_CN_HINT.search(n.text) is not None
        ),
    ),
)


# --- round 22: a US (or any) driving-licence number right after its cue in the short forms
# people type: "DL: B2651691", "DL# 14690172", "driver license 号 F330-0296-2107",
# "driver's lic. P452-238-91-985-9", "licence no: …". The state formats vary (a letter and
# 7-12 digits, 8-9 digits, dashed groups with a one-digit tail, WA's "WDL" and nine
# characters), so the shape is any upper-case/digit token or dashed group carrying 6+
# digits, taken only straight after the cue (no free words between: "DL 1402" is a Delta
# flight, "DL speed 120 Mbps" a download).
_DL_R22_CUE = (
    r"(?:(?<![A-Za-z])(?:(?i:driver'?s?|driving)\s?(?i:licen[cs]e|lic\.?)|"
    r"(?i:licen[cs]e|lic\.?)\s?(?i:no\.?|number|num|#)|(?i:licen[cs]e|lic)(?=\s?[#:：])|"
    r"DL|D/L|(?i:dl)(?=\s?[#:：]|\s?(?i:no|num))|"
    r"(?i:dl)(?=\s?号))(?![A-Za-z])|驾驶证|驾照)"
    r"(?:\s?(?i:number|num|no\.?|#)(?![A-Za-z]))?[ \t]?(?:号码?|编号|是|(?i:is|was)(?=[ \t]))?"
    r"[ \t]?[:：=#]?[ \t]?[\"'`“「(]?"
)
_DL_R22 = lazy_re(
    _DL_R22_CUE + r"(?P<v>[A-Z]{0,3}\d[A-Z0-9]{4,15}|[A-Z0-9]{1,5}(?:[\- ][A-Z0-9]{1,6}){1,5}|"
    # typed in lower case: a letter and the digits ("b2651691"), or a DVLA number
    r"[a-z]\d{6,12}|(?P<uk>(?i:[a-z][a-z9]{4}\s?\d[0156]\d[0-3]\d\d\s?[a-z][a-z9]\d[a-z]{2})"
    r"(?:\s?\d{2})?))"
    r"(?![A-Za-z0-9\-]|[.,]\d)"
)
#: Washington's format, "WDL" and nine letters or digits (maybe no digit at all)
_DL_R22_WA = lazy_re(_DL_R22_CUE + r"(?P<v>WDL[A-Z0-9]{9})(?![A-Za-z0-9\-])")
#: a unit or a count after the number: a download's size, not a licence
_DL_UNIT_AFTER = lazy_re(
    r"[ \t]?(?i:bytes?|[kmgt]i?b(?:ps)?|bps|files?|items?|times|downloads?|seats?|users?|"
    r"copies|units?|devices?|licen[cs]es|x(?![a-z])|%)"
)


def _dl_r22_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if m.group("uk") is not None:
        return _uk_dl_ok(norm, m)  # a DVLA number in any case: its birth date must hold
    digits = [c for c in v if c.isdigit()]
    joined = "".join(digits)
    if len(digits) < 6 or len(set(digits)) <= 2 or joined in "01234567890123456789":
        return False  # too short for any state's number, or a placeholder (00000000, 1234567)
    if " " in v and not all(p.isdigit() or p[:1].isalpha() for p in v.split()):
        return False  # "A1 2B3C": loose words, not one number's groups
    if _r16_date(v.replace("-", "")) or _DL_UNIT_AFTER.match(norm.text, m.end()) is not None:
        return False
    s = m.start("v")
    return _OTHER_NUMBER.search(norm.text, max(0, s - 16), s) is None


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "driving_licence_cued_r22", Category.GOVERNMENT_ID, _DL_R22, 0.85, _dl_r22_ok,
        need_digit=True,
        needs=Needs(
            DIGIT, digits=6,
            groups=(lits("licen|lic|dl|d/l|驾驶证|驾照"),),
        ),
    ),
    RegexDetector(
        "driving_licence_wa_r22", Category.GOVERNMENT_ID, _DL_R22_WA, 0.85,
        needs=Needs(UPPER, groups=(("wdl",),)),
    ),
)


# --- round 23: a resident ID read out or typed in other groups ("1101 0119 9003 0745 73",
# "110 101 199 003 074 573", one digit at a time): 18 characters with single spaces or
# hyphens anywhere, after its cue; checksum and birth date decide, as for the plain form
_RIC_GROUPED = lazy_re(
    r"(?<![A-Za-z0-9_])(?P<v>\d(?:[ \-]?\d){16}[ \-]?[\dXx])(?![A-Za-z0-9_]|[ \-]\d)"
)
_RIC_CUE = lazy_re(r"身份证|证件|(?i:resident|id\s?(?:card|no|number)|(?<![a-z])id(?![a-z]))")


def _ric_grouped_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    return near(norm.text, m.start(), _RIC_CUE, 30) and _ric_ok(norm, m)


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "cn_resident_id_grouped_r23", Category.GOVERNMENT_ID, _RIC_GROUPED, 0.9,
        _ric_grouped_ok, need_digit=True,
        needs=Needs(DIGIT, groups=(("身份证", "证件", "resident", "id"),)),
    ),
)


# --- round 24: a Hong Kong identity card number ("HKID P817394(7)", "A123456(3)"): one
# or two letters, six digits and a check character, usually in brackets. After its cue any
# such shape; without one, only the bracketed form whose check character is right (the
# card's weighted mod-11 sum; no library in use validates it, python-stdnum has no HKID).
# And a UK Unique Taxpayer Reference after its cue ("UTR 4220682801"): ten digits.
_HKID = lazy_re(
    r"(?<![A-Za-z0-9])(?P<v>(?P<l>[A-Z]{1,2})(?P<d>\d{6})[ ]?(?:\((?P<b>[0-9A])\)|(?P<c>[0-9A])))"
    r"(?![A-Za-z0-9])"
)
_HKID_CUE = lazy_re(
    r"(?i:hkid|hkic|hong\s?kong\s(?:id|identity)|(?<![a-z])id\s?card)|香港身份证|身份证|港澳"
)


def _hkid_check(letters: str, digits: str) -> str:
    vals = [36] * (2 - len(letters)) + [ord(c) - 55 for c in letters]
    total = sum(v * w for v, w in zip(vals + [int(d) for d in digits], range(9, 1, -1),
                                      strict=True))
    r = (11 - total % 11) % 11
    return "A" if r == 10 else str(r)


def _hkid_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    if near(norm.text, m.start(), _HKID_CUE, 24):
        return True
    b = m.group("b")
    return b is not None and _hkid_check(m.group("l"), m.group("d")) == b


_UTR = lazy_re(
    r"(?<![A-Za-z])(?:UTR|(?i:unique\staxpayer(?:'s)?\sreference))(?:[ \t](?i:no\.?|number|ref))?"
    r"[ \t]{0,2}[:：#=]?[ \t]{0,2}(?P<v>\d{5}[ ]?\d{5})(?![\d])"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "hkid_r24", Category.GOVERNMENT_ID, _HKID, 0.85, _hkid_ok, need_digit=True,
        needs=Needs(DIGIT | UPPER, digits=6),
    ),
    RegexDetector(
        "uk_utr_r24", Category.GOVERNMENT_ID, _UTR, 0.85, need_digit=True,
        needs=Needs(DIGIT, digits=10, groups=(("utr", "unique taxpayer"),)),
    ),
)


# --- round 24: a driver's license named by the bare word, in a person's errands ("lost my
# wallet, need to report license 431648795", "copy of license (# 676243054)", "CA license
# M7266424"): a US state's licence shape after "license", on a line with no software,
# product or plan word (a software license's key is another thing)
_R24_DL = lazy_re(
    r"(?<![A-Za-z])(?:(?P<st>[A-Z]{2})[ ])?(?i:licen[cs]e)"
    r"(?:[ ,]{1,2}(?i:again|number|no\.?|is|was|:)){0,4}[ \t]?\(?[ \t]?#?[ \t]?"
    r"(?P<v>[A-Z]\d{7}|[A-Z]\d{12}|[A-Z]\d{3}-\d{3}-\d{2}-\d{3}-\d|\d{9}|\d{8})"
    r"(?![A-Za-z0-9\-]|[.,]\d)"
)
_R24_DL_SOFTWARE = lazy_re(
    r"(?i:software|product|activation|serial|seats?|api|mit|gpl|apache|bsd|subscription|plan|"
    r"saas|server|app|windows|office|adobe|steam|game|keys?|music|royalt|liquor|business|"
    r"marriage|fishing|hunting|radio|broadcast|pilot|contractor|nurs|medical|pharmac)"
)
_R24_DL_PERSONAL = lazy_re(
    r"(?i:wallet|glove\s?box|lost|report|renew|dmv|driv|car|expired|photo|stolen|id(?![a-z])|"
    r"copy|my|wristband)"
)


def _r24_dl_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    ls = norm.text.rfind("\n", 0, m.start()) + 1
    le = norm.text.find("\n", m.end())
    line = norm.text[ls : le if le >= 0 else len(norm.text)]
    if resolve(_R24_DL_SOFTWARE).search(line) is not None:
        return False
    v = m.group("v")
    if len(set(c for c in v if c.isdigit())) <= 2:
        return False  # 00000000, 11111111: a placeholder
    return m.group("st") is not None or resolve(_R24_DL_PERSONAL).search(line) is not None


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "driving_licence_bare_r24", Category.GOVERNMENT_ID, _R24_DL, 0.8, _r24_dl_ok,
        need_digit=True, needs=Needs(DIGIT, digits=7, groups=(("license", "licence"),)),
    ),
)


# --- round 24: a Taiwan national ID ("台湾亲戚的身分证字号Z185362341", "ARC/ID for the Taipei
# hotel: P170428468"): a letter, 1 or 2 (or 8/9 for a resident's), eight digits; after a
# cue, or anywhere when its weighted check digit holds. A passport number of letters and
# digits mixed (Germany's "CZR85PCWM") after its cue; a UK driving licence number loosely
# shaped (its check characters as written) after its cue.
_TW_ID = lazy_re(r"(?<![A-Za-z0-9])(?P<v>[A-Z][1289]\d{8})(?![A-Za-z0-9])")
_TW_CUE = lazy_re(r"身分证|身份证|身分證|字号|台湾|台灣|(?i:arc|taiwan|(?<![a-z])id(?![a-z]))")
_TW_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
_TW_OTHER = lazy_re(
    r"(?i:policy|claim|order|ref|invoice|booking|ticket|case|account|acct|member|customer|"
    r"tracking|shipment|serial|model|part|sku|no\.?|number|#)[^\n\w]{0,3}$"
)


def _tw_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if near(norm.text, m.start(), _TW_CUE, 30):
        return True
    if _TW_OTHER.search(norm.text, max(0, m.start() - 16), m.start()) is not None:
        return False  # "policy P933763128": another record's number
    n = _TW_LETTERS.index(v[0]) + 10
    digits = [n // 10, n % 10] + [int(c) for c in v[1:]]
    weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(d * w for d, w in zip(digits, weights, strict=True)) % 10 == 0


_R24_PASSPORT_ALNUM = lazy_re(
    r"(?i:passport|护照|護照)(?:[ \t](?i:no\.?|number|#))?[ \t]{0,2}[:：#]?[ \t]{0,2}"
    r"(?P<v>(?=[A-Z0-9]{8,9}(?![A-Za-z0-9]))(?=(?:[A-Z]*\d){2})(?=(?:\d*[A-Z]){2})[A-Z0-9]{8,9})"
)
_R24_UK_DL = lazy_re(
    r"(?i:licen[cs]e)[^\n:：]{0,12}[:：]?[ \t]{0,2}"
    r"(?P<v>[A-Z][A-Z9]{4}\d[0156]\d[0-3]\d\d[A-Z][A-Z9]\d[A-Z0-9]{2})(?![A-Za-z0-9])"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "taiwan_id_r24", Category.GOVERNMENT_ID, _TW_ID, 0.85, _tw_ok, need_digit=True,
        needs=Needs(DIGIT | UPPER, digits=9),
    ),
    RegexDetector(
        "passport_alnum_r24", Category.GOVERNMENT_ID, _R24_PASSPORT_ALNUM, 0.8,
        need_digit=True, needs=Needs(DIGIT | UPPER, groups=(("passport", "护照", "護照"),)),
    ),
    RegexDetector(
        "uk_dl_loose_r24", Category.GOVERNMENT_ID, _R24_UK_DL, 0.85,
        need_digit=True, needs=Needs(DIGIT | UPPER, groups=(("licen",),)),
    ),
)


# --- round 24: a UTR named after its number ("HMRC letter ref = 52254 26232 (that's the
# UTR)"); a Singapore NRIC/FIN after its cue ("Singapore NRIC: S1114110B")
_R24_UTR_AFTER = lazy_re(
    r"(?<![\d])(?P<v>\d{5}[ ]?\d{5})(?![\d])"
    r"(?=[^\n]{0,24}(?<![A-Za-z])(?:UTR|(?i:unique\staxpayer)))"
)
_R24_NRIC = lazy_re(
    r"(?i:nric|fin(?![a-z])|ic[ ]no)[ \t]{0,2}(?:no\.?|number)?[ \t]{0,2}[:：#]?[ \t]{0,2}"
    r"(?P<v>[STFGMstfgm]\d{7}[A-Za-z])(?![A-Za-z0-9])"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "uk_utr_after_r24", Category.GOVERNMENT_ID, _R24_UTR_AFTER, 0.8, need_digit=True,
        needs=Needs(DIGIT, digits=10, groups=(("utr", "unique taxpayer"),)),
    ),
    RegexDetector(
        "sg_nric_r24", Category.GOVERNMENT_ID, _R24_NRIC, 0.85, need_digit=True,
        needs=Needs(DIGIT, digits=7, groups=(("nric", "fin", "ic no"),)),
    ),
)


# --- round 25: immigration and payroll identifiers: a SEVIS ID (N and ten digits), a USCIS
# A-number (A and eight or nine digits, grouped or not) after its name or a green card's / an
# EAD's, an Indian PAN (five letters, four digits, a letter) after "PAN", a passport number
# a few words after its cue ("passport number on the DS-160: …"), and nine digits checked
# against E-Verify (an SSN)
_R25_IDS = lazy_re(
    r"(?i:sevis(?:[ ]?(?:id|no\.?|number|#))?)[ \t]*[:：]?[ \t]*(?P<a>N\d{10})(?!\d)"
    r"|(?i:a-?number|alien[ ]registration[ ](?:number|no\.?|#)|uscis[ ](?:#|no\.?|number)|"
    r"(?:green[ ]card|ead)[^\n]{0,30}?(?:number|no\.?|#))[ \t]*[:：]?[ \t]*"
    r"(?P<b>A[ \-]?\d{3}[ \-]?\d{3}[ \-]?\d{3}|A\d{8})(?![\d\-])"
    r"|(?<![A-Za-z])PAN(?:[ ]?(?:no\.?|number|card|#))?[ \t]*[:：]?[ \t]*"
    r"(?P<c>[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z])(?![A-Za-z0-9])"
    r"|(?i:passport[ ](?:number|no\.?|#))[^\n:：]{1,24}?[:：][ \t]*"
    r"(?P<d>[A-Z]{1,2}\d{6,9}|\d{9})(?![A-Za-z0-9])"
    r"|(?P<e>(?<!\d)\d{9})(?!\d)(?=[^\n]{0,30}?(?i:e-?verify))"
)


class _ImmigrationIdsR25:
    name = "id_immigration_r25"
    category = Category.GOVERNMENT_ID
    needs = Needs(
        DIGIT,
        groups=(lits("sevis|a-number|anumber|alien|uscis|green card|ead|pan|passport|verify"),),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R25_IDS).finditer(norm.text):
            g = next(k for k in "abcde" if m.group(k) is not None)
            f = norm.finding(self.category, *m.span(g), 0.85, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _ImmigrationIdsR25())


# --- round 26 (AX): an A-number named as an alien number ("Alien number A-197-222-015",
# "绿卡上的A号码：A175-682-422"); a Japanese residence card (zairyū card: two letters, eight
# digits, two letters) after its name; a German tax ID (Steuer-IdNr, eleven digits, its check
# digit verified by python-stdnum) after its name; a German passport number (nine characters
# of its consonant-and-digit alphabet) after "passport"
_R26_IDS = lazy_re(
    r"(?:(?i:alien[ ](?:number|no\.?|#|reg(?:istration)?\.?(?:[ ](?:number|no\.?|#))?))"
    r"|A[ \-]?(?:号码|号|編号|编号))[^\n\dA-Z]{0,24}?"
    r"(?P<a>A[ \-]?\d{3}[ \-]?\d{3}[ \-]?\d{3}|A\d{8})(?![\d\-])"
    r"|(?:(?i:residence[ ]card|zairyu|zairyū|resident[ ]card)|在留卡|在留カード|在留證)"
    r"[^\n]{0,30}?(?<![A-Za-z0-9])(?P<z>[A-Z]{2}\d{8}[A-Z]{2})(?![A-Za-z0-9])"
    r"|(?:(?i:steuer-?id(?:nr)?|steuer-?identifikationsnummer|idnr|tax[ ]id(?:entification)?"
    r"(?:[ ]number)?|tin)|税号|税务识别号|纳税人识别号)[^\n\d]{0,16}?"
    r"(?<!\d)(?P<s>\d{2}[ ]?\d{3}[ ]?\d{3}[ ]?\d{3})(?![\d])"
    r"|(?i:passport|reisepass)(?:[ ](?i:no\.?|number|nr\.?|#))?[ \t]{0,2}"
    r"(?:号码?|[:：#])?[ \t]{0,2}"
    r"(?P<p>[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8})(?![A-Za-z0-9])"
)


def _r26_ok(g: str, v: str) -> bool:
    if g == "s":
        from stdnum.de import idnr

        return bool(idnr.is_valid(v.replace(" ", "")))
    # (a German passport's alphabet has no vowel: a word in capitals never matches)
    return True


class _IdsR26:
    name = "id_r26"
    category = Category.GOVERNMENT_ID
    needs = Needs(
        UPPER,
        groups=(
            lits(
                "alien|a号|a 号|a-号|residence card|resident card|zairyu|zairyū|在留|steuer|idnr|"
                "tax id|tin|税号|税务识别号|纳税人识别号|passport|reisepass"
            ),
        ),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R26_IDS).finditer(norm.text):
            g = next(k for k in "azsp" if m.group(k) is not None)
            if not _r26_ok(g, m.group(g)):
                continue
            f = norm.finding(self.category, *m.span(g), 0.85, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _IdsR26())


# --- round 26 (BE: front desks and building security): an ID under its JSON/YAML key
# ("dl_number": "I7821034"), a driving licence, travel permit or passport number a few words
# after its name, OCR'd with zeros for O ("PASSP0RT N0: E56795724", "(no. WDL7HGRBQKHX)")
_R26_KEYED_ID = lazy_re(
    r"[\"']?(?:dl_?(?:number|no)|driver_?licen[cs]e(?:_?(?:no|number))?|licen[cs]e_?(?:no|number)|"
    r"passport_?(?:no|number)|national_?id|id_?number|ssn|nino|tax_?id)[\"']?[ \t]{0,2}[:=]"
    r"[ \t]{0,2}"
    r"[\"']?(?P<a>[A-Z0-9][A-Z0-9\-]{5,17})(?![A-Za-z0-9\-])"
    r"|(?:(?i:driving[ ]licen[cs]e|driver'?s[ ]licen[cs]e|travel[ ]permit|passp[o0]rt)"
    r"(?:[^\n\d.;]{0,30}?(?:(?i:no\.?|n[o0]\.?|number|#)[ \t]{0,2}[:：]?|[:：])|[ \t]{0,2})"
    r"|(?i:licen[cs]e)[ ](?i:no\.?|number|#)[ \t]{0,2}[:：]?)[ \t]{0,2}"
    r"(?P<b>[A-Z]{0,3}\d[A-Z0-9\-]{5,16}|[A-Z]{3}[A-Z0-9]{6,14})(?![A-Za-z0-9\-])"
)


def _r26_keyed_ok(v: str) -> bool:
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    if digits < 6 and not (letters >= 3 and digits >= 1):
        return False  # ("permit #94990": a building permit's short number)
    return not re.fullmatch(r"(?:19|20)\d\d-\d\d-\d\d", v)


class _KeyedIdsR26:
    name = "id_keyed_r26"
    category = Category.GOVERNMENT_ID
    needs = Needs(
        groups=(lits("dl_|dlno|dlnumber|driver|licen|passport|passp0rt|national|id_|idnumber|"
                     "ssn|nino|tax|permit"),),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R26_KEYED_ID).finditer(norm.text):
            g = "a" if m.group("a") is not None else "b"
            if not _r26_keyed_ok(m.group(g)):
                continue
            f = norm.finding(self.category, *m.span(g), 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _KeyedIdsR26())


# --- round 27: an identity number after a long label that ends in a colon ("Passport number
# for the China business-visa invitation letter: 830850391", "Tax reference (UTR) for the
# sole trader's invoice: 5198865493", "CDL number for the driver at dock 2: D6491878") or
# right after its name in brackets ("visitor ID (passport) CX8K1TNKZ")
_R27_ID_CUE = (
    r"(?i:passp[o0]rt|utr|tax[ ]reference|taxpayer[ ]reference|cdl|driver'?s?[ ]licen[cs]e|"
    r"driving[ ]licen[cs]e|licen[cs]e[ ]number|ssn|social[ ]security(?:[ ]number)?|"
    r"national[ ]insurance(?:[ ]number)?|ni[ ]number|nino|national[ ]id)(?![A-Za-z])"
    r"|身份证号?|护照号?|驾驶证号?|驾照号?"
)
_R27_LONG_ID = lazy_re(
    r"(?:(?<![A-Za-z])(?:" + _R27_ID_CUE + r")[^\n.;。；:：]{12,60}?[:：]|"
    r"[(（](?:" + _R27_ID_CUE + r")[)）])[ \t]{0,2}"
    r"(?P<v>[A-Z0-9][A-Z0-9\-]{5,17})(?![A-Za-z0-9\-])"
)


class _LongLabelIdsR27:
    name = "id_long_label_r27"
    category = Category.GOVERNMENT_ID
    needs = Needs(
        groups=(lits("passport|passp0rt|utr|tax reference|taxpayer reference|cdl|licence|"
                     "license|ssn|social security|national insurance|ni number|nino|national id|"
                     "身份证|护照|驾驶证|驾照"),),
        digits=1,
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R27_LONG_ID).finditer(norm.text):
            v = m.group("v")
            if not any(c.isdigit() for c in v) or not _r26_keyed_ok(v):
                continue
            f = norm.finding(self.category, *m.span("v"), 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _LongLabelIdsR27())
