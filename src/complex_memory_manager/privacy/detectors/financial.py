"""Financial numbers: payment cards (Luhn), IBAN (mod-97), and bank account, routing,
sort-code and SWIFT numbers next to a cue word (English and Chinese)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from .._lazy import lazy_re
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import DIGIT, UPPER, Detector, Needs, RegexDetector, ean13_ok, lits, near

__all__ = ["DETECTORS"]

_CARD = lazy_re(
    r"(?<![A-Za-z0-9_\-./#])(?<!\d:)"
    r"(?P<v>(?:[2-6]\d{3}|1800|2131|0604)(?:[ \-.]?\d{2,6}){2,5}(?:[ \-]\d)?)"
    r"(?![A-Za-z0-9_\-/]|\.\d|,\d{3}(?!\d))"
)  # a card is never a decimal nor thousands; ", 3-7 days" after it (NFKC "，") is just
# punctuation, and so is a CSV delimiter before a longer number ("…7947,2026-05-06"); a
# group followed by "/" is the expiry date after the number ("4859… 05/30"), not a group
_NEG = lazy_re(
    r"(?i)(?:order|invoice|issue|ticket|tracking|isbn|build|barcode|ean(?:-?13)?|gtin|upc|"
    r"product\s?code|订单|单号|快递|条形码|条码|商品码)(?:\s?(?:number|no\.?|#|号|编号))?\W{0,4}$"
)
#: a four-digit group and a separator right before a grouped number
_GROUP_BEFORE = re.compile(r"(?<![0-9])[0-9]{4}[ \-]$")
#: a card named near a 13-digit number (else a valid EAN-13 reads as a barcode)
_CARD_CUE = lazy_re(
    r"(?i)card|visa|maestro|master|amex|pay|paid|refund|charge|bill|(?<![a-z])cc(?![a-z])|"
    r"declin|checkout|(?<![a-z])(?:cvv|cvc)(?![a-z])|拒付|被拒|expir|valid\s(?:thru|through)|"
    r"到期|过期|有效期|"
    r"卡|信用|借记|刷|付款|支付|退款|扣款|付费|担保|预授权|押金|订金|定金"
)
_IBAN = lazy_re(
    # ("退款请打到IBANGB23DAVL…": normalization parts the glued word from the number)
    r"(?<![A-Za-z0-9_])(?P<v>[A-Z]{2}\d{2}(?:[ \-.]?[A-Z0-9]{4}){2,7}(?:[ \-.]?[A-Z0-9]{1,4})?)"
    r"(?![A-Za-z0-9])"
)
#: an IBAN typed in lower case ("iban gb03loyd83252008944856"): only after a cue naming it
_IBAN_LOWER = lazy_re(
    r"(?<![A-Za-z0-9_])(?P<v>[a-z]{2}\d{2}(?:[ \-.]?[a-z0-9]{4}){2,7}(?:[ \-.]?[a-z0-9]{1,4})?)"
    r"(?![A-Za-z0-9])"
)
_ACCOUNT = lazy_re(
    r"(?i)(?:account|(?<![a-z])(?:acct|a/c|acc(?=\s?(?:no\b|num|#|\.|:)))|(?<![a-z])(?:aba|rtn|bacs)(?![a-z])|routing|sort[\s\-_]?code|bank|checking|savings|"
    # round 22: the short forms of a bank-details line ("sort 20-41-77, acc 50913382",
    # "s/c 40-11-62 a/c …"): a bare "acc" only before the digits themselves, a bare "sort"
    # or "s/c" only before a sort code's shape
    r"(?P<acc>(?<![a-z])acc)(?=[ \t]\d{7,17}(?![\d\-]|[.,]\d))|"
    r"(?<![a-z])(?:sort|s/c)(?=[ \t]?[:：]?[ \t]?\d{2}(?:-\d{2}-|\s\d{2}\s)\d{2}(?![\d\-]|[.,]\d))|"
    r"(?P<swift>(?<![A-Za-z])(?:swift|bic)(?:\s?code)?(?![A-Za-z]))|bsb|"
    r"iban|(?<![a-z])bban|账号|帐号|账户|帐户|卡号|银行卡|储蓄卡|信用卡|工资卡|借记卡|开户行|汇款|转账|收款|路由号|"
    r"路由|联行号|支付系统行号|大额行号|清算行号|银行行号|开户行号|(?<![a-z])cnaps|"
    r"(?P<refund>退回到?|退款到|退到|打款到|原路)|"
    r"(?P<xfer>(?<![a-z])(?:transfer|wire|remit|send|pay)(?:s|red|ed|ted)?\s?"
    r"(?:(?:it|them|the\s(?:money|funds|balance|deposit|rent)|funds|money)\s)?"
    r"(?:to|into|到|至)|汇到|汇至|汇入|转到|转入|转至|打到|存入|请汇))"
    r"(?:[^\n\d]{0,20}?|[^\n\d]{21,44}?(?-i:(?=[A-Z]{4}\d{8}))|[^\n\d]{0,12}?[:：][ \t]*\n[ \t]*|"
    # round 21: a longer label ending in a colon ("Bank acct for service charge refunds: …")
    r"[^\n\d:：]{21,44}?[:：][ \t]?)"
    r"(?:(?<![A-Za-z0-9])|(?<=IBAN|iban|Iban|BBAN|bban))"
    r"(?P<v>\d[\d\- ]{4,30}\d|(?-i:[A-Z]{4}\d{8,20}|[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?))"
    r"(?![A-Za-z0-9]|-\d)"  # a number cut short by backtracking ("2024-05" of a timestamp)
)


#: a card word that begins the value's own line: "Card on file for the … subscription: X"
_CARD_HEAD = lazy_re(
    r"(?i)[ \t]{0,3}(?:(?:credit\s|debit\s|payment\s)?card(?![a-z])|信用卡|卡号)"
)


def _card_line(text: str, s: int, e: int) -> bool:
    """The value's line opens with a card word and the value ends it (a labelled line)."""
    ls = text.rfind("\n", 0, s) + 1
    le = text.find("\n", e)
    le = len(text) if le < 0 else le
    return (
        s - ls <= 100
        and _CARD_HEAD.match(text, ls) is not None
        and not text[e:le].strip(" \t.。`'\")”")
    )


#: the card numbers payment processors publish for tests (Stripe, Adyen, Braintree, PayPal
#: sandboxes): no one's card when the text calls it a test one (``_TEST_CUE``); written bare
#: ("card 4111 1111 1111 1111") it is redacted like any card
_TEST_PANS = frozenset(
    (
        "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
        "5200828282828210", "5105105105105100", "378282246310005", "371449635398431",
        "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
        "3566002020360505", "6200000000000005", "4111111111111111", "4012888888881881",
        "4000000000000002", "4000000000009995", "4000000000000077", "4000002500003155",
        "5425233430109903", "2222400070000005", "4917610000000000", "4988438843884305",
        "6250941006528599",
    )
)  # fmt: skip


#: a digit's contribution when doubled in the Luhn sum (the digits of 2 * d)
_LUHN_DOUBLE = (0, 2, 4, 6, 8, 1, 3, 5, 7, 9)
_NOT_DIGIT = re.compile(r"\D")


def _luhn_ok(digits: str) -> bool:
    """``stdnum.luhn.is_valid(digits)`` for a non-empty string of digits, without its
    exception machinery (a candidate card number is checked on every text with 12+ digits);
    a non-ASCII digit is left to stdnum."""
    if not digits.isascii():
        from stdnum import luhn  # lazy: heavy import

        return bool(luhn.is_valid(digits))
    total = sum(map(int, digits[-1::-2]))
    for c in digits[-2::-2]:
        total += _LUHN_DOUBLE[ord(c) - 48]
    return total % 10 == 0


_TEST_CUE = re.compile(
    r"(?i)test|sandbox|dummy|sample|example|demo|fake|staging|stripe|测试|沙箱|示例|样例|演示"
)


def _test_card(norm: NormalizedText, m: re.Match[str], digits: str) -> bool:
    """A published test card number with a word saying so within 40 characters before it."""
    if digits not in _TEST_PANS:
        return False
    return _TEST_CUE.search(norm.text, max(0, m.start() - 40), m.start()) is not None


def _card_ok(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911 - a ladder
    digits = _NOT_DIGIT.sub("", m.group("v"))
    if not 12 <= len(digits) <= 19 or not _luhn_ok(digits) or _test_card(norm, m, digits):
        return False
    s, v = m.start("v"), m.group("v")
    if (
        v[4:5] in (" ", "-")
        and _GROUP_BEFORE.search(norm.text, max(0, s - 6), s) is not None
        and norm.text[s - 1] == v[4]
    ):
        return False  # "8900 5982 5889 6672": the last groups of a longer number
    if len(digits) == 12 and (
        digits[0] not in "560"
        or (not (
            near(norm.text, m.start(), _CARD_CUE, 40)
            or _CARD_CUE.search(norm.text, m.end(), m.end() + 30) is not None
        )
        and not _card_line(norm.text, m.start(), m.end()))
    ):
        return False  # 12 digits: Maestro only, and named as a card (one in 30 numbers fits)
    if (
        len(digits) == 13
        and ean13_ok(digits)
        and not near(norm.text, m.start(), _CARD_CUE, 40)
        and _CARD_CUE.search(norm.text, m.end(), m.end() + 20) is None
        and not _card_line(norm.text, m.start(), m.end())
    ):
        return False  # a product barcode ("6942911951306"; old 13-digit Visas are rare)
    if near(norm.text, m.start(), _DENIED, 24):
        return False
    if not near(norm.text, m.start(), _NEG, 30):
        return True
    # "Debit card used for the Screwfix order: 4488…": the card named before the order's
    # word (round 27), a full card's length
    neg = _NEG.search(norm.text, max(0, s - 30), s)
    if neg is None or len(digits) < 15:
        return False
    return _CARD_WORD.search(norm.text, max(0, neg.start() - 50), neg.start()) is not None


_CARD_WORD = re.compile(
    r"(?i)(?<![a-z])(?:credit|debit|visa|mastercard|amex)[ ]card(?![a-z])|信用卡|借记卡"
)


#: an IBAN's letters as the numbers mod-97 reads them (A=10 … Z=35); digits stay
_BASE36 = str.maketrans({chr(65 + i): str(10 + i) for i in range(26)})
_IBAN_SEP = re.compile(r"[\-.\s]")


def _iban_lower_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    from stdnum import iban  # lazy: heavy import

    v = _IBAN_SEP.sub("", m.group("v")).upper()
    if not iban.is_valid(v, check_country=False):
        return False
    # printed in groups of four ("de41 8261 6368 …"): the country's layout and mod-97 are
    # enough, as for upper case; glued, only after a cue naming it
    return _GROUPED_4.fullmatch(m.group("v")) is not None or near(
        norm.text, m.start(), _IBAN_WORD, 30
    )


_IBAN_LOWER_WORDS = ("iban", "bban", "国际账号", "國際賬號")
_GROUPED_HINT = re.compile(r"(?<![a-z0-9])[a-z]{2}\d{2} [a-z0-9]{4} ")


def _iban_lower_hint(norm: NormalizedText) -> bool:
    """A cue word, or the start of a lower-case IBAN in groups of four."""
    low = norm.low
    if any(w in low for w in _IBAN_LOWER_WORDS):
        return True
    # groups of four hold at least two runs of digits together (eight digits or more in one
    # run with its spaces): most texts end at this cheap count, not at the regex
    return norm.maxdig >= 8 and _GROUPED_HINT.search(norm.text) is not None


_GROUPED_4 = re.compile(r"[a-z]{2}\d{2}(?: [a-z0-9]{4}){3,7}(?: [a-z0-9]{1,3})?")


_IBAN_WORD = re.compile(r"(?i)iban|bban|国际账号|國際賬號")


@cache
def _bban_layout(cc: str) -> re.Pattern[str] | None:
    """stdnum's check of the BBAN's layout for country ``cc`` (None: no such country).
    Its IBAN registry is keyed by the two-letter country code alone, so the lookup it makes
    for every number is made once per country."""
    from stdnum import iban  # lazy: heavy import

    props = iban._ibandb.info(cc)[0][1]  # the registry and the layout regex stdnum uses
    return iban._struct_to_re(props.get("bban", "")) if props else None


def _iban_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = _IBAN_SEP.sub("", m.group("v"))
    if not v.isascii():
        return _iban_ok_stdnum(norm, m, v)
    # mod-97 over the number with its first four characters moved to the end: both the
    # layout check and the cued fallback below need it (stdnum's mod_97_10, computed here
    # without one Python call per character)
    if int((v[4:] + v[:4]).translate(_BASE36)) % 97 != 1:
        return False
    # the country's layout and mod-97 (a random string passes both about once in 10^4):
    # enough without the national check digit, which example and test IBANs often get wrong
    # (this is stdnum's ``iban.is_valid(v, check_country=False)``)
    layout = _bban_layout(v[:2])
    if layout is not None and layout.match(v[4:]) is not None:
        return True
    return _iban_cued(norm, m) and len(v) >= 15


def _iban_cued(norm: NormalizedText, m: re.Match[str]) -> bool:
    # an IBAN cue near, or anywhere in a short text (a table header "| IBAN |" names the
    # column several lines above the value)
    return (
        near(norm.text, m.start(), _IBAN_CUE, 30)
        or _IBAN_CUE.search(norm.text, m.end(), m.end() + 12) is not None
        or (len(norm.text) <= 400 and _IBAN_CUE.search(norm.text) is not None)
    )


def _iban_ok_stdnum(norm: NormalizedText, m: re.Match[str], v: str) -> bool:
    """The check above through stdnum, for a value holding a non-ASCII digit."""
    from stdnum import iban  # lazy: heavy import
    from stdnum.iso7064 import mod_97_10

    if iban.is_valid(v, check_country=False):
        return True
    # cued: mod-97 alone, whatever the layout
    return _iban_cued(norm, m) and len(v) >= 15 and mod_97_10.is_valid(v[4:] + v[:4])


_IBAN_CUE = lazy_re(
    r"(?i)iban|国际账号|國際賬號|\bwire|transfer|\bbank|account|\bpay|汇款|转账|收款|账户|账号|帐户|帐号|"
    r"refund|remit|\bsend|汇到|汇至|汇入|转到|转入|打款|退款|付款|到账|存入|"
    r"bban|salary|wages?\b|payroll|paid\sinto|deposit|direct\sdebit|standing\sorder|工资|薪水|代发"
)


_UNIT_AFTER = lazy_re(
    r"(?i)\s?(?:元|块|圆|万|笔|条|行|个|次|rows?|records?|files?|items?|bytes?|[kmgt]b|"
    r"dollars?|pounds?|euros?|yuan|rmb|usd|gbp|eur|cny|%)"
)
_MONEY_BEFORE = lazy_re(r"[$£€¥]|(?i:usd|gbp|eur|rmb|cny)")
_BBAN = lazy_re(r"[A-Z]{4}\d{8,20}")
_SORT_CODE = lazy_re(r"\d{2}([\- ]?)\d{2}\1\d{2}")
_SORT_CUE = lazy_re(r"(?i)sort(?:\s?code)?|(?<![a-z])s/c|\bbsb\b")


_NEGATED = lazy_re(r"(?i)(?:不是|并非|而非|非|not|isn't|isn’t|no)\s?$")
#: the number is said not to be a card or account: "ref_no 不是卡号：…", "not a card number:"
_DENIED = lazy_re(
    r"(?i)(?:不是|并非|而非|非|not\s(?:a\s|an\s)?|isn't\s(?:a\s)?|isn’t\s(?:a\s)?)"
    r"(?:卡号|银行卡|账号|帐号|账户|(?:credit\s|debit\s|bank\s)?(?:card|account)(?:\snumber)?)"
    r"\W{0,3}$"
)


def _account_ok(norm: NormalizedText, m: re.Match[str]) -> bool:  # noqa: PLR0911
    v = str(m.group("v"))
    if _NEGATED.search(norm.text, max(0, m.start() - 8), m.start()):
        return False  # "这个是 ref_no 不是卡号：…": the cue is denied
    if _test_card(norm, m, re.sub(r"\D", "", v)):
        return False  # a processor's published test card, called one
    if _SORT_CODE.fullmatch(v) and _SORT_CUE.search(norm.text, m.start(), m.start("v")):
        return True  # "sort code 58-42-04" (a date's shape, named as a sort code)
    if re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{2,4}", v):
        return False
    if re.fullmatch(r"400[\- ]\d{3}[\- ]\d{4}", v):
        return False  # "客服 400-100-5678": a firm's hotline, written in its usual groups
    head = norm.text[m.start() : m.start("v")]
    if head.endswith("-") and head[:-1].isalpha():
        return False  # "RTN-2026-84147": a document's reference code, its prefix glued on
    if v[0].isdigit():
        n = sum(c.isdigit() for c in v)
        if m.group("xfer"):
            # "transfer to 87722902": an account number, not an amount ("转到 100000 元")
            return (
                n >= 8
                and _UNIT_AFTER.match(norm.text, m.end()) is None
                and (_MONEY_BEFORE.search(norm.text, m.start("xfer"), m.start("v")) is None)
            )
        # refund wording ("原路退回到 …") names a card: card-length numbers only, unless an
        # account word stands between ("原路退回到路由号102223484")
        refund = m.group("refund") and not _ACCT_WORD.search(
            norm.text, m.end("refund"), m.start("v")
        )
        if m.group("acc") and _UNIT_AFTER.match(norm.text, m.end()) is not None:
            return False  # "acc 1250000 rows": a bare "acc" before a count is no account
        return n >= (12 if refund else 6)
    # "account GMKT36877800639": a bank code and the account number. A SWIFT/BIC code alone
    # (bank, country, location) names a bank, not anyone's account: a bank's published
    # identifier passes (round 26; no blind corpus planted one, five kept one as benign)
    return _BBAN.fullmatch(v) is not None


_ACCT_WORD = lazy_re(r"(?i)account|acct|routing|aba|iban|账号|帐号|账户|帐户|卡号|路由号|行号")
_ACCOUNT_CUES = lits(
    "account|acc|a/c|routing|aba|rtn|bacs|sort|bank|checking|savings|swift|bic|bsb|iban|bban|"
    "账号|帐号|账户|帐户|卡号|银行卡|储蓄卡|信用卡|工资卡|借记卡|开户行|汇款|转账|收款|路由|退|"
    "打款到|原路|行号|cnaps|transfer|wire|remit|send|pay|汇|转到|转入|转至|打到|存入"
)
#: the account named after its number: "144966785 is the joint account", "…是他的存款账户",
#: "X is the user's savings account at Chase", "X 是 user 在 Lloyds 的 savings"
_ACCOUNT_AFTER = lazy_re(
    r"(?<![A-Za-z0-9_\-.])(?P<v>\d{8,20}|[A-Z]{4}\d{8,20})[\"'”’」』)\]>]?\s{0,2}"
    r"(?:is|was|=|是|为|為|还是|還是|就是|still|<-{1,2}|←|[(（]|[—–]|->|→)\s?"
    r"(?P<mid>[^\n\d]{0,40}?)"
    r"(?:(?i:(?<![a-z])(?:account|acct|iban|routing\snumber|savings|checking|chequing|"
    r"current\saccount|deposit\saccount|routing|aba)(?![a-z]))|账户|帐户|账号|帐号|卡号|工资卡|"
    r"银行卡|信用卡|储蓄|存款|活期|定期|路由号)"
)
_NOT_ACCOUNT = lazy_re(
    r"(?i)order|invoice|ticket|track|phone|mobile|customer|member|user\sid|aws|cloud|"
    r"订单|单号|电话|手机|会员|客户|快递"
)


def _after_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """Nothing between the number and the account word names another kind of number, nor
    does a word right before it ("订单4111…是测试批次，不是卡号")."""
    if _NEG.search(norm.text, max(0, m.start("v") - 20), m.start("v")) is not None:
        return False
    return _NOT_ACCOUNT.search(m.group("mid")) is None


DETECTORS: tuple[Detector, ...] = (
    RegexDetector(
        "account_named_after",
        Category.FINANCIAL,
        _ACCOUNT_AFTER,
        0.8,
        _after_ok,
        need_digit=True,
        needs=Needs(
            DIGIT,
            groups=(
                lits(
                    "account|acct|iban|routing|aba|savings|checking|chequing|账户|帐户|账号|"
                    "帐号|卡号|工资卡|银行卡|信用卡|储蓄|存款|活期|定期|路由号"
                ),
            ),
            cluster=8,
        ),
    ),
    RegexDetector(
        "payment_card",
        Category.FINANCIAL,
        _CARD,
        0.9,
        _card_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=12),  # Luhn-checked 12-19 digits with spaces/hyphens
    ),
    RegexDetector(
        "iban",
        Category.FINANCIAL,
        _IBAN,
        0.95,
        _iban_ok,
        need_digit=True,
        needs=Needs(DIGIT | UPPER, cluster=2),
    ),
    RegexDetector(
        "iban_lower",
        Category.FINANCIAL,
        _IBAN_LOWER,
        0.9,
        _iban_lower_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=2, check=_iban_lower_hint),  # (the hint: see below)
    ),
    RegexDetector(
        "bank_account",
        Category.FINANCIAL,
        _ACCOUNT,
        0.8,
        _account_ok,
        needs=Needs(groups=(_ACCOUNT_CUES,)),  # a SWIFT code may hold no digit
    ),
)


# --- round 9b: a text that is only an account-like number, wrapped or not ('"630474582578"',
# '「585468356886」'). Nothing tells such a number from an unprefixed order number; a text
# that holds nothing else carries no other meaning, so it is kept out of memory. Epoch
# timestamps (10 or 13 digits from 1), runs and repeats stay ------------------------------
_LONE_NUM = re.compile(
    r"\A[\s\"'`“”‘’「」『』《》【】()\[\]<>（）〈〉]{0,4}"
    # round 16: a transfer word before it is the only other word ("转1125521796", "汇款到
    # CKGJ43149538507721", "wire to: 44521545671")
    r"(?:(?P<x>(?:转账?|汇款?|打款?|付款?|存)(?:到|至|给|入)?|(?i:transfer|wire|pay|send|remit)"
    r"(?:\sto)?)[\s:：]{0,2})?"
    r"(?P<v>\d{9,17}|(?(x)[A-Z]{4}\d{8,20}|(?!)))"
    r"[\s\"'`“”‘’「」『』《》【】()\[\]<>（）〈〉.。]{0,4}\Z"
)
_RUN = "01234567890123456789"


def _lone_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if len(set(v)) < 4 or v in _RUN or v in _RUN[::-1]:
        return False
    if m.group("x") is not None:
        return True  # a number someone is told to send money to
    if len(v) in (10, 13) and v[0] == "1":
        return False  # a Unix time in seconds or milliseconds
    return not (len(v) == 13 and ean13_ok(v))


def _short(norm: NormalizedText) -> bool:
    return len(norm.text) <= 40 and _LONE_NUM.match(norm.text) is not None


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "account_lone_r9b",
        Category.FINANCIAL,
        _LONE_NUM,
        0.7,
        _lone_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=9, check=_short),
    ),
)


# --- round 17: an account or card number after a cue word in any spelling: pinyin
# abbreviations glued or spaced, any case (yhk=银行卡, kh=卡号, zh=账号, cc/card=card),
# a card's number glued to "cc"; a number paid or debited from ("房租从X扣", "rent 从 X 扣",
# "debited from X", "X 扣款"); a routing number named right after it ("X routing") -------
_R17_CUED = lazy_re(
    r"(?:(?<![A-Za-z0-9])(?i:yhkh?|khh?|zh|cc|cardno|card\s?no|card\s?#)|银行卡|卡号)"
    r"[ \t]?(?:号码?|#|(?i:no)\.?)?[ \t]?[:：=]?[ \t]?"
    r"(?P<v>\d(?:[ \-]?\d){8,22}|[A-Z]{2}\d{2}[A-Z0-9]{10,30})(?![A-Za-z0-9]|[.,]\d)"
)


def _r17_cued_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    digits = [c for c in v if c.isdigit()]
    if len(set(digits)) < 4:
        return False
    if near(norm.text, m.start("v"), _DENIED, 24):
        return False  # "ref_no 不是卡号：…": the number is said not to be one
    cue = norm.text[m.start() : m.start("v")].strip().lower()
    if cue.startswith("cc"):
        return len(digits) >= 12  # "cc" names a card; fewer digits are something else
    return not near(norm.text, m.start(), _NEG, 30)


_R17_FROM = lazy_re(
    r"(?:从|(?i:(?:debit(?:ed)?|deduct(?:ed)?|paid|taken|drawn|comes?\sout|auto-?paid)\s(?:out\s)?"
    r"(?:from|of)(?:\s(?:my|the|our|account|acct|card)){0,2}))[ \t]?"
    r"(?P<v>\d{9,19})[ \t]?(?:的?(?:账户|帐户|账号|银行卡|卡)[ \t]?)?"  # 从X账户代扣 (round 21)
    r"(?:扣|划|付|出|转|支付|交|缴|代扣|自动扣|(?i:(?=[\s.,;!|]|$)))"
)
_R17_ROUTING = lazy_re(
    r"(?<![A-Za-z0-9_\-.])(?P<v>\d{9})[ \t]?(?:(?i:is|=)[ \t](?:(?i:the|my|our)[ \t])?|是|为)?"
    r"(?:(?i:routing|aba|rtn)(?![a-z])|路由号|汇款路线号)"
)


def _r17_num_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if len(set(v)) < 4 or v in _RUN or v in _RUN[::-1]:
        return False
    if near(norm.text, m.start("v"), _DENIED, 24):
        return False
    return not near(norm.text, m.start("v"), _NEG, 30)


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "account_pinyin_cue_r17", Category.FINANCIAL, _R17_CUED, 0.8, _r17_cued_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=9, groups=(lits("yhk|kh|zh|cc|card|银行卡|卡号"),)),
    ),
    RegexDetector(
        "account_paid_from_r17", Category.FINANCIAL, _R17_FROM, 0.75, _r17_num_ok,
        need_digit=True,
        needs=Needs(
            DIGIT, cluster=9,
            groups=(lits("从|debit|deduct|paid|taken|drawn|out of|out from"),),
        ),
    ),
    RegexDetector(
        "routing_named_after_r17", Category.FINANCIAL, _R17_ROUTING, 0.8, _r17_num_ok,
        need_digit=True,
        needs=Needs(DIGIT, cluster=9, groups=(lits("routing|aba|rtn|路由号|汇款路线号"),)),
    ),
)

# -- round 20: a UK sort code and an eight-digit account number written together
# ("25-11-81 42618855"): the pair is a bank account's full address even without a cue (a
# date is never followed by eight digits in this shape)
_R20_SORT_PAIR = lazy_re(
    r"(?<![\d\-/.:])(?P<v>\d{2}-\d{2}-\d{2}[ \t]\d{8})(?![\d\-/.:]|,\d{3}(?!\d))"
)
DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "sort_code_account_r20", Category.FINANCIAL, _R20_SORT_PAIR, 0.8,
        lambda norm, m: not near(norm.text, m.start(), _NEG, 30),
        need_digit=True,
        needs=Needs(DIGIT, groups=(("-",),), digits=14, cluster=8),
    ),
)


# -- round 24: an IBAN after its cue that a line break splits ("IBAN GB78 BARC 5322\n5142
# 7678 41": a PDF's or an e-mail's wrapped line), valid once joined; a bank account's
# number after "direct deposit to" ("工资 direct deposit 到 431593991679")
_R24_IBAN_WRAPPED = lazy_re(
    r"(?<![A-Za-z])(?i:iban)[ \t]{0,2}[:：#]?[ \t]{0,2}"
    r"(?P<v>[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){1,6}[ ]?\n[ \t]?"
    r"[A-Z0-9]{1,4}(?:[ ]?[A-Z0-9]{1,4}){0,5})"
    r"(?![A-Za-z0-9])"
)


def _r24_iban_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    from stdnum import iban  # lazy: heavy import

    v = re.sub(r"\s", "", m.group("v"))
    return 15 <= len(v) <= 34 and iban.is_valid(v, check_country=False)


_R24_DEPOSIT = lazy_re(
    r"(?i:direct[ ]deposit|deposit(?:ed)?|paid|transfer(?:red)?|wire[d]?|send)[ ](?:it[ ])?"
    r"(?:to|into|到|至)[ ]?(?:(?:my|our|the|account|acct)[ ]){0,2}(?:#|no\.?[ ]?)?"
    r"(?P<v>\d{8,17})(?![\d\-./:]|,\d)"
)
DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "iban_wrapped_r24", Category.FINANCIAL, _R24_IBAN_WRAPPED, 0.85, _r24_iban_ok,
        need_digit=True, needs=Needs(DIGIT | UPPER, groups=(("iban",), ("\n",))),
    ),
    RegexDetector(
        "account_deposit_to_r24", Category.FINANCIAL, _R24_DEPOSIT, 0.75,
        lambda norm, m: not near(norm.text, m.start(), _NEG, 30),
        need_digit=True,
        needs=Needs(DIGIT, cluster=8, groups=(lits("deposit|paid|transfer|wire|send"),)),
    ),
)


# --- round 26 (AX): a Mexican CLABE (18 digits, its check digit verified) after its name; an
# unspaced IBAN followed by a capitalized word ("IBAN BE54… BIC see invoice": the grouped-IBAN
# pattern took "BIC" as its last group, and the whole then failed mod-97)
_R26_CLABE = lazy_re(
    r"(?i:clabe)(?:[ ](?i:no\.?|number|#|interbancaria))?[^\n\d]{0,12}?"
    r"(?<!\d)(?P<v>\d{3}[ \-]?\d{3}[ \-]?\d{11}[ \-]?\d)(?!\d)"
)
_R26_IBAN_TOKEN = lazy_re(r"(?<![A-Za-z0-9])(?P<v>[A-Z]{2}\d{2}[A-Z0-9]{11,30})(?![A-Za-z0-9])")


def _clabe_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    d = [int(c) for c in m.group("v") if c.isdigit()]
    total = sum(x * w % 10 for x, w in zip(d[:17], (3, 7, 1) * 6, strict=False))
    return (10 - total % 10) % 10 == d[17]


def _iban_token_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if int((v[4:] + v[:4]).translate(_BASE36)) % 97 != 1:
        return False
    layout = _bban_layout(v[:2])
    return layout is not None and layout.match(v[4:]) is not None


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "clabe_r26", Category.FINANCIAL, _R26_CLABE, 0.85, _clabe_ok, need_digit=True,
        needs=Needs(DIGIT, digits=18, groups=(("clabe",),)),
    ),
    RegexDetector(
        "iban_token_r26", Category.FINANCIAL, _R26_IBAN_TOKEN, 0.9, _iban_token_ok,
        need_digit=True, needs=Needs(DIGIT | UPPER, run=15),
    ),
)


# --- round 26 (AZ: brokerage and crypto): a UK sort code with its account number ("93-66-39 /
# 22536140"), a brokerage account in letters and digits ("account no. Y85-778530"), a Chinese
# securities account ("上海股东账户：A495619258"), and a person's crypto wallet address (bech32
# "bc1…", Ethereum "0x" + 40 hex) named as theirs or as a transfer's target — a contract's
# address ("the USDC contract 0x…") is public and passes
_R26_ACCOUNTS = lazy_re(
    r"(?<![\d\-])(?P<s>\d{2}-\d{2}-\d{2}[ \t]{0,2}[/,][ \t]{0,2}\d{8})(?!\d)"
    r"|(?<![A-Za-z])(?i:account|acct|a/c)(?:[ ](?i:no\.?|number|#))?[ \t]{0,2}[:：#]?[ \t]{0,2}"
    r"(?P<b>[A-Z]{1,3}\d{1,4}-\d{4,10})(?![\dA-Za-z\-])"
    r"|(?:股东账户|股东账号|证券账户|证券账号|资金账号|资金账户|股票账户|基金账户|交易账号)"
    r"[^\n\dA-Za-z]{0,6}(?P<c>[A-Z]?\d{8,12})(?![\d])"
)
_R26_WALLET = lazy_re(
    r"(?<![A-Za-z0-9])(?P<v>bc1[ac-hj-np-z02-9]{25,62}|0x[0-9a-fA-F]{40})(?![A-Za-z0-9])"
)
_R26_WALLET_CUE = lazy_re(
    r"(?i:my|our|his|her|wallet|address|withdraw\w*|deposit\w*|send|sent|transfer\w*|payout|"
    r"cold|ledger|trezor|metamask|whitelist\w*)|钱包|地址|提币|充值|转到|打到|收款"
)
_R26_CONTRACT = lazy_re(r"(?i:contract|token\saddress|合约)")


class _AccountsR26:
    name = "account_r26"
    category = Category.FINANCIAL
    needs = Needs(
        DIGIT,
        cluster=5,
        alternatives=(
            (("-",), ("/", ",")),
            (("account", "acct", "a/c"), ("-",)),
            (("股东", "证券", "资金", "股票", "基金", "交易"),),
        ),
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        from .._lazy import resolve

        for m in resolve(_R26_ACCOUNTS).finditer(norm.text):
            g = next(k for k in "sbc" if m.group(k) is not None)
            f = norm.finding(self.category, *m.span(g), 0.85, self.name)
            if f is not None:
                yield f


class _WalletsR26:
    name = "wallet_r26"
    category = Category.FINANCIAL
    needs = Needs(groups=(("bc1", "0x"),), run=26)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        from .._lazy import resolve

        text = norm.text
        for m in resolve(_R26_WALLET).finditer(text):
            s = m.start("v")
            lo = max(0, s - 48)
            if resolve(_R26_CONTRACT).search(text, lo, s) is not None:
                continue  # "the USDC contract 0x…": a public contract
            if resolve(_R26_WALLET_CUE).search(text, lo, s) is None:
                continue
            f = norm.finding(self.category, s, m.end("v"), 0.85, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _AccountsR26(), _WalletsR26())
