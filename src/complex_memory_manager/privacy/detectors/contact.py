"""Email addresses and phone numbers (international, national, CN mobile, extensions).

Phone candidates come from one linear regex; ``phonenumbers`` decides whether a candidate
is a possible number for an international prefix or for the US, GB and CN regions.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import DIGIT, Detector, Needs, RegexDetector, ean13_ok, lits
from .schedules import after_digit_colon, field_key, on_low

__all__ = ["DETECTORS"]

_EMAIL = lazy_re(
    # after an ellipsis ("……x@y.com……"), never inside a dotted local part
    r"(?<![A-Za-z0-9_%+\-])(?<![A-Za-z0-9_%+\-]\.)"
    r"(?P<v>[A-Za-z0-9_%+\-][A-Za-z0-9._%+\-]{0,63}(?:'[A-Za-z0-9._%+\-]{1,40})?"
    r"(?:@|\s?[\[(]at[\])]\s?)(?:[A-Za-z0-9\-]{1,63}(?:\.|\s?[\[(]dot[\])]\s?)){1,8}[A-Za-z]{2,24})"
    r"(?![A-Za-z0-9\-])"
)


_TLDS = (
    r"(?:com|org|net|edu|gov|io|co|me|info|biz|dev|app|ai|cn|uk|de|fr|jp|us|ca|au|in|nl|es|it|"
    r"ru|br|ch|se|no|hk|tw|sg|kr)"
)
_EMAIL_SPELLED = lazy_re(
    r"(?i)(?<![A-Za-z0-9._%+\-])(?P<v>[A-Za-z0-9_%+\-]{1,64}"
    r"(?:\s(?:dot|period|underscore|under\sscore|dash|hyphen|minus)\s[A-Za-z0-9_%+\-]{1,64}){0,3}"
    r"\s(?:at|\[at\]|\(at\)|\{at\})\s[A-Za-z0-9\-]{1,63}"
    r"(?:\s(?:dot|\[dot\]|\(dot\)|\{dot\})\s[A-Za-z0-9\-]{1,63}){0,3}"
    r"\s(?:dot|\[dot\]|\(dot\)|\{dot\})\s" + _TLDS + r")(?![A-Za-z0-9])"
)
_DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_DIGIT_WORD = r"(?:(?:double|triple)\s)?" + _DIGIT
_PHONE_WORDS = lazy_re(
    r"(?i)(?<![A-Za-z])(?P<v>(?:\+|plus\s)?"
    + _DIGIT_WORD
    + r"(?:[\s,\-]{1,3}"
    + _DIGIT_WORD
    + r"){6,14})"
    r"(?![A-Za-z])"
)


def _words_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    n = len(re.findall(r"[A-Za-z]+", m.group("v")))
    return n >= 10 or _POS_CUE.search(norm.text, max(0, m.start() - 30), m.start()) is not None


def _email_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    local = re.split(r"@|\s?[\[(]at[\])]", m.group("v"), maxsplit=1)[0]
    return local.lower() != "git" and not local.startswith(".")


_PHONE = lazy_re(
    r"(?<![A-Za-z0-9_\-./#@%$+])"
    r"(?P<v>(?P<intl>(?:(?:\+|00)\s?\d{1,3}|\(\s?\+\s?\d{1,3}\s?\))[ .\-]{0,2})?"
    r"(?:\(\s?\d{1,5}\s?\)[ .\-]?)?"
    r"\d{1,15}(?:[ .\-]{1,2}\d{1,12}){0,5}"
    # an extension starts with one of these characters: tested first, the alternatives are
    # not tried at each digit the body gives back when it backtracks ("58695650-b766")
    r"(?:(?=[,\s\-xe转分])"
    r"(?P<ext>(?:(?:,\s?|[\s\-])?(?:x|ext\.?|extension)|\s?(?:转\s?)?分机号?|\s?转)[\s:#.]?\d{1,6}))?)"
    # never before a decimal ("…,5", "….76"); a CSV's next numeric cell may follow a comma
    # (",5月", ",9/12": a full-width comma, folded, before a date: the clause goes on)
    r"(?![A-Za-z0-9_\-]|\.\d|,\d{1,3}(?![\d/\-月日号点时年]))"
)
#: an ISO date with more digits glued on, before a Chinese unit ("2023-06-0612号楼")
_DATE_GLUED = re.compile(r"(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\d{1,3}$")
_ZH_UNIT = frozenset("号栋幢楼层室单座期")
_DATE = re.compile(
    r"\d{4}[-./]\d{1,2}[-./]\d{1,2}(?:[ T]\d{1,2})?"
    r"|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{4}[-./]\d{1,2}"
)
_IP = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")
_DOTTED_PHONE = re.compile(r"\d{3}\.\d{3}\.\d{4}")
_CN_MOBILE = re.compile(r"(?:0?0?86)?1[3-9]\d{9}|07[1-9]\d{8}")  # CN or UK mobile
_POS_CUE_SRC = (
    # short words stand alone: "string", "context", "recall", "excellent" name no phone
    r"(?i)(?:phone|(?<![a-z])tel(?![a-z])|mobile|"
    r"(?<![a-z])(?:cell|call|text|sms|fax|reach|dial|ring)|"
    r"whatsapp|signal|wechat|contact|number|no\.|电话|手机|联系|致电|拨打|号码|座机|传真|微信|"
    r"短信|热线|打给|(?<![a-z])line|landline|hotline|helpline|"
    r"landlord|\b[TMW]\s?:|☎|📞|给你|新号|换号|来电|回电|呼叫|(?<![a-z])ph(?:one)?\s?[#:.]|"
    r"msisdn|caller\s?id|(?<![a-z])(?:ani|cli|cid|dnis)(?![a-z])|来电显示|主叫|被叫|"
    r"(?<![a-z])ping(?![a-z])|voice\s?mail|(?<![a-z])sim(?:\scard)?(?![a-z])|new\sdigits|"
    # where one-time codes and alerts are sent; a signature's line labels
    r"(?<![a-z])(?:2fa|otp|mfa)(?![a-z])|(?:verification|security|login|sign-?in)\scodes?|"
    r"(?:alerts?|codes?|texts?|notifications?|reminders?)\s(?:\w+\s)?(?:go(?:es)?\s)?to\s?$|"
    r"(?<![a-z])(?:mob|tel|cel|mobile|cell)\.\s?$|"
    r"(?<![a-z])(?:direct|desk|office|mob|main|switchboard|ddi|work|home|cell)"
    r"(?:\s(?:line|dial|phone|no\.?))?\s?[:：]\s?$|验证码|(?:这个|此|该|新|旧|备用)号(?!码)|留\s?个?号)"
)
_POS_CUE = lazy_re(_POS_CUE_SRC)
#: the cue patterns a phone candidate's surroundings are searched for, on ``norm.low``
_POS_CUE_LOW = lazy_re(on_low(_POS_CUE_SRC))
_AFTER_CUE_LOW = lazy_re(on_low(
    r"(?i)\W{0,3}(?:is|=|是|为|as|(?:that|it|this)(?:'s|’s|\sis)?|thats|its|[这那]是|"
    r"(?:这个|那个|這個)|still)?\s?"
    r"(?:(?:my|your|his|her|their|our|the|a)\s|[我你他她它]的)?"
    r"(?:(?:work|home|office|personal|private|contact|emergency|google|工作|办公室?|家庭|私人|"
    r"家里)\s?)?"
    r"(?:cell|mobile|phone|voice|"
    r"number|tel|landline|line|whatsapp|手机|电话|号码|座机)"
    # what a call log says after the number: "… - left voicemail", "… 未接"
    r"|\W{0,3}(?:left\s(?:a\s)?voice\s?mail|no\sanswer|didn'?t\s(?:pick\sup|answer)|"
    r"未接|没接|不接|无人接听)"
))
#: weak cues a bare 10-digit NANP-shaped number needs before it ("ph: …", "its …",
#: "打…", "填了 …")
_WEAK_BEFORE = lazy_re(
    r"(?i)(?:(?<![a-z])(?:ph|phn|cel|call|text|txt|hmu|its|it's|it’s|number|num|no)|"
    r"打|拨|呼|填了?|留了?|换成|改成|是)\W{0,3}$"
)
#: a phone word anywhere on the line ("phonenumbers … input=…", "twilio … To=…")
_LINE_CUE = lazy_re(
    r"(?i)phone|twilio|sms|whatsapp|短信|手机|电话|来电|致电|号码|(?<![a-z])(?:2fa|otp)(?![a-z])|"
    r"验证码"
)
_ZIP4 = re.compile(r"\d{5}-\d{4}")
_NANP = re.compile(r"[2-9]\d{2}[2-9]\d{6}")
#: a dialling verb right before a national number; "find me" right after it (round 9)
_DIAL_BEFORE = lazy_re(
    r"(?i)(?:(?:打|拨|呼叫?)(?:给?我|这个|这|此|下面这个|以下)?(?:号码?|电话|手机|座机)?|"
    r"(?<![a-z])(?:call|ring|dial|phone|text|txt)(?:\s(?:me|us))?(?:\s(?:at|on))?"
    r"(?:\s(?:this|that)(?:\s(?:number|one))?)?)"
    r"\s{0,2}(?:[:：]\s{0,2})?$"
)
#: after the number: "find me", "call me", "转人工" (round 9/9b)
_REACH_AFTER = lazy_re(
    r"[\"'”’」』)）]?\s{0,2}(?:[,，\-—–]\s{0,2})?(?:找我|找他|找她|联系我|联络我|找我们|打我|打给我|"
    r"转人工|转客服|打来|打过来|打进来|来电|打了\d?[一两二三四五几]?[次个通]|"
    r"(?i:to\sreach\sme|(?:call|ring|text|phone|whatsapp|dial)\s(?:me|us)(?![a-z])|"
    r"(?:called|rang|texted|phoned)(?![a-z])|"
    # "— that's the plumber", "- it's Dan's": a tail naming whose number it is
    r"(?<=[\-—–,，]\s)(?:that'?s|that’s|it'?s|it’s|this\sis)\s)|(?<=[\-—–,，])\s{0,2}(?:这是|是))"
)
#: a whole text that is only the value, in any quotes or brackets (round 9b)
_LONE_WRAP = "\"'`“”‘’「」『』《》【】()[]<>（）〈〉 \t\n.。"
#: a cell of a delimited row that also holds an e-mail ("Name, 8319536437, a@b.com")
_ROW_LEFT = re.compile(r"(?:^|[,;|\t，；])[ \t]{0,2}[\"']?$")
_ROW_RIGHT = re.compile(r"[\"']?[ \t]{0,2}(?:[,;|\t，；]|$)")
_NEG_CUE_LOW = lazy_re(on_low(
    r"(?i)(?:order|invoice|issue|ticket|ref|reference|(?<!caller )(?<!caller)id|isbn|build|"
    # (short words stand alone: "Driver:", "at the airport:" name no version or port)
    r"version|(?<![a-z])ver|(?<![a-z])port|pid|uid|"
    r"(?<![a-z])pr|(?<![a-z])po|sku|serial|tracking|case|account|acct|routing|iban|card|ssn|passport|订单|单号|编号|"
    r"工单|快递|账号|卡号|身份证|护照|序列号|发票|票据|合同|批次|流水|"
    r"报价单|询价单|采购单|送货单|出库单|入库单|订货单)"
    r"(?:\s?(?:number|num|no\.?|#|号码|号|代码|编码))?(?:\s?(?:is|是|为|=|:))?\W{0,4}$"
))
_NEG_LIST_WORDS = ("order", "invoice", "issue", "ticket", "ref", "case", "claim", "booking",
                   "tracking", "serial", "part", "item")
#: a list of document numbers ("Ticket numbers 4417-2208, 4417-2209 and 4417-2210")
_NEG_LIST_LOW = lazy_re(on_low(
    r"(?i)(?<![a-z])(?:order|invoice|issue|ticket|ref|reference|case|claim|booking|tracking|"
    r"serial|part|item)(?:\s(?:numbers|nos\.?|ids|refs)|s|\s?#s?)\s?:?\s?"
    r"(?:[a-z0-9\-#]{3,16}(?:,\s?|\s(?:and|or|&)\s|\s?[/;]\s?)){0,8}$"
))
#: a company's registration, VAT or product number ("company number 07499954", "VAT No.
#: GB 832 0101 60", "Company No. 18280867", "barcode 5504842370260"): never a phone
_BIZ_NEG_LOW = lazy_re(on_low(
    r"(?i)(?:(?<![a-z])(?:vat|company|companies\s?house|crn|registration|registered|reg|"
    r"barcode|ean(?:-?13)?|gtin|upc|isbn|timestamp|epoch|unix\s?time)|"
    r"增值税|税号|注册号|营业执照|统一社会信用代码|条形码|条码|时间戳)"
    r"(?:\s?(?:reg(?:istration)?\.?|registered|office))?"
    r"(?:\s?(?:number|num|no\.?|#|code|号码|号|代码|编码))?(?:\s?(?:is|是|为|=|:))?\W{0,4}"
    r"(?:[\u4e00-\u9fff]{1,6}\W{0,3})?(?:GB\s?)?$"
))
#: an unformatted 11-15 digit number after a phone cue is a phone even when no national
#: plan fits it (an MSISDN: "MSISDN: 3179240982101"), unless a timestamp word is near
_TRY = lazy_re(r"(?i)(?<![a-z])try(?:\s(?:me|us))?(?:\s(?:at|on))?\W{0,3}$")
_TIME_WORD = lazy_re(
    r"(?i)(?<![a-z])time(?![\s_\-]?zones?)|epoch|(?<![a-z])(?:ts|ms|millis)(?![a-z])|created|updated|时间"
)
#: Unix time in seconds, milliseconds, micro- or nanoseconds (2001-2033 start with "1")
_EPOCH = re.compile(r"1\d{9}|1\d{12}|1\d{15}|1\d{18}")
_REGIONS = ("US", "GB", "CN")
#: the same regions, GB first, for a number with a trunk 0 (which no US number has): the
#: answer is the same, most often after one call instead of two
_REGIONS_0 = ("GB", "US", "CN")
#: the same regions by the number's digit count, the likeliest yes first (any order gives
#: the same answer; a phonenumbers parse costs ~30 µs): no US plan has 8 or 9 digits, and
#: past 10 digits nearly only China's does
_REGIONS_BY_LEN = {8: ("GB", "CN", "US"), 9: ("GB", "CN", "US")} | dict.fromkeys(
    range(11, 16), ("CN", "GB", "US")
)
_NON_DIGIT = re.compile(r"\D")


def _alone_or_row(text: str, m: re.Match[str], digits: str, after: str) -> bool:
    """An unformatted national number (trunk 0 or NANP, 10-12 digits) that is the whole
    text in any wrapper, a cell of a delimited row that also holds an e-mail, or that is
    followed by "call me" / "转人工" (round 9b); validated by the caller."""
    if not (
        10 <= len(digits) <= 12
        and (digits[0] == "0" or _NANP.fullmatch(digits))
        and len(set(digits)) >= 4
    ):
        return False
    start, end = m.start("v"), m.end("v")
    if not text[:start].strip(_LONE_WRAP) and not text[end:].strip(_LONE_WRAP):
        return True
    line_s = text.rfind("\n", 0, start) + 1
    line_e = text.find("\n", start)
    line_e = len(text) if line_e < 0 else line_e
    return (
        "@" in text[line_s:line_e]
        and _ROW_LEFT.search(text, line_s, start) is not None
        and _ROW_RIGHT.match(text, end, line_e) is not None
    ) or _REACH_AFTER.match(after) is not None
_PHONE_KEY = lazy_re(
    r"(?i)phone|(?<![a-z])(?:tel|mob|cell|fax|msisdn|whatsapp|caller)|mobile|contact(?![_\s]?id)|"
    r"手机|电话|座机|联系方式|传真"
)
#: a phone word with a number word right before the value: "Contact No.: …", "电话号码：…"
_PHONE_NO_BEFORE = lazy_re(
    r"(?i)(?:phone|contact|tel|mobile|cell|电话|手机|联系)\s?(?:no\.?|num(?:ber)?|#|号码?)"
    r"\s?[:：=]?\s?[\"']?$"
)
#: a free-text column or key ("notes", "remarks", "备注"): a whole phone-shaped cell is a phone
_FREE_KEY = lazy_re(r"(?i)note|remark|comment|memo|extra|misc|info|备注|附加|说明|其他|其它")
_CELL_END = frozenset(["", "\t", ",", "|", "\n", '"', "'", " "])
_ID_KEY = lazy_re(
    r"(?i)order|(?<![a-z])(?:id|no|num|sku|ref|qty|amount|price|port|pid|count|size|serial|"
    r"invoice|txn|trace|request|ts|build|version|epoch)(?![a-z])|_id|[a-z]Id(?![a-z])|"
    r"订单|单号|编号|序号|流水|数量|金额|版本|时间"
)


def _possible(digits_text: str, region: str | None) -> bool:
    import phonenumbers  # lazy: heavy import

    try:
        num = phonenumbers.parse(digits_text, region)
    except phonenumbers.NumberParseException:
        return False
    return bool(phonenumbers.is_possible_number(num))


def _bare_plus(text: str, start: int, plus: str) -> bool:
    """``+`` and an unbroken run of digits set apart in prose (not ``key=+…``, not ``+000…``)."""
    prev = text[start - 1] if start else " "
    return (
        plus[1:].isdigit()
        and len(set(plus[1:])) > 2
        and (prev.isspace() or prev in "(（[【「“\"'" or "\u4e00" <= prev <= "\u9fff")
    )


_PHONE_NEEDS = Needs(DIGIT, cluster=7)


#: a firm's service line named right before its number
_HOTLINE_BEFORE = re.compile(
    r"(?i)客服|热线|售后|全国统一|服务电话|(?<![a-z])(?:hotline|helpline|service\sline|"
    r"customer\sservice|toll[\s\-]?free)(?![a-z])"
)


_DATE_HOUR = re.compile(r"\d{1,4}[./\-]\d{1,2}[./\-]\d{2,4}[ T]\d{1,2}")
_MINUTES = re.compile(r"[:：]\d\d(?!\d)")


_R24_NOT_PHONE = re.compile(r"^\d{4}-\d{2}-\d{2}\b")
#: another record's number named before the digits ("Test number: 0877 1984 9882")
_R24_OTHER_NUMBER = re.compile(
    r"(?i)(?:test|reference|ref|order|serial|case|ticket|booking|policy|claim|invoice|tracking|"
    r"member|vin|part|model|batch|lot|receipt|job|po|meeting|webinar|conference)[ ]?"
    r"(?:number|no\.?|#|id)[ \t]*[:：=#]?[ \t]*$"
    r"|(?:会议号|会议ID|会议号码|房间号)[ \t]*[:：]?[ \t]*$"
)
#: an agency's or a firm's public line named just before the number
_R24_PUBLIC_LINE = re.compile(
    r"(?:HMRC|IRS|DVLA|DMV|SSA|NHS|USPS|UPS|FedEx|DHL|Amazon|Apple|Google|Microsoft|PayPal|"
    r"[A-Z]{2,6})[^\n.]{0,30}(?i:helpline|hotline|tax[ ]line|support[ ]line|service[ ]line|"
    r"customer[ ]service)[^\n\d]{0,8}$"
    r"|(?i:call|ring|dial|phone)[ ](?:AAA|RAC|AA|HMRC|IRS|DVLA|DMV|NHS|USPS|UPS|FedEx|DHL)"
    r"[ ](?i:at|on)[ ]?$"
)


#: toll-free numbers (US/CA 1-8xx, UK 0800/0808, CN 400/800): a business's or a service's
_TOLL_FREE = re.compile(r"1?8(?:00|33|44|55|66|77|88)\d{7}|080[08]\d{6,7}|[48]00\d{7}|03\d{9}")
#: a service's line named in the number's sentence (round 25: "Benefits hotline for the
#: Dublin office: 0800 …", "The Employee Assistance Programme helpline 1-800-… is free")
_SERVICE_LINE = re.compile(
    r"(?i)(?<![a-z])(?:hotline|helpline|help\sline|helpdesk|help\sdesk|freephone|toll[\s\-]?free|"
    r"provider\sline|support\sline|service\sline|customer\s(?:service|care|support)|"
    r"assistance\sprogramme|assistance\sprogram|eap|advice\sline|careline|"
    r"benefits\sline|enquiry\sline|inquiry\sline|service\sdesk|public\sline|bookings?\sline|"
    r"council\sservice|"
    # round 26: a firm's support line ("Apple Support 1-800-…"; a person's "support worker"
    # is no toll-free line's name)
    r"support(?!\s(?:worker|person|staff|officer|group|circle)))(?![a-z])|"
    r"热线|客服|服务电话|咨询电话|服务台|报修"
)


_NANP_TF = re.compile(r"\+?1[\s\-.(]{1,2}8\d\d[\s\-.)]")
#: China's five-digit public service numbers (government 123xx hotlines, banks' and carriers'
#: 95xxx/96xxx lines) behind the country code and an area code: no person's line is that short
_CN_SERVICE = re.compile(
    r"(?:(?:\+|00)\s?86[\s\-]?)?(?:\(?0?\d{2,3}\)?[\s\-])?(?:12\d{3}|9[56]\d{3})"
)


def _toll_free_line(text: str, m: re.Match[str]) -> bool:
    s, e = m.start("v"), m.end("v")
    lo = max(text.rfind("\n", 0, s), text.rfind(". ", 0, s), s - 120)
    hi = text.find("\n", e)
    hi = min(len(text) if hi < 0 else hi, e + 80)
    return _SERVICE_LINE.search(text, max(0, lo), hi) is not None


@dataclass(frozen=True)
class PhoneDetector:
    """Phone numbers: international, US/GB/CN national formats, CN mobile, extensions."""

    name: str = "phone"
    category: Category = Category.PHONE
    #: the body holds 7-15 digits joined by spaces, ``.-()`` and a leading ``+``
    needs: Needs = _PHONE_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _PHONE.finditer(text):
            v = m.group("v")
            if len(v) < 7 or sum(map(str.isdigit, v)) < 7:
                continue  # a body holds 7+ digits: most candidates (years, counts) end here
            if after_digit_colon(norm, m.start("v")):
                continue  # "12:30:4155550" is a clock; "订单#37841：0755-…" (a "：") is not
            if self._accept(text, norm.low, m):
                f = norm.finding(self.category, m.start("v"), m.end("v"), 0.85, self.name)
                if f is not None:
                    yield f

    def _accept(self, text: str, low: str, m: re.Match[str]) -> bool:
        ext = m.group("ext") or ""
        body = m.group("v")[: len(m.group("v")) - len(ext)].strip()
        if self._accept_body(text, low, m, body, ext):
            return True
        # "0571-94924887-281", "(0512) 6926 609-253": a landline (trunk prefix 0) with its
        # extension after a last hyphen
        cut = body.rfind("-")
        if ext or cut < 0 or not body.lstrip("(").startswith(("0", "+")):
            return False
        tail = body[cut + 1 :]
        if not (tail.isdigit() and 1 <= len(tail) <= 5):
            return False
        if body.startswith("+") and sum(c.isdigit() for c in body[:cut]) < 9:
            return False
        return self._accept_body(text, low, m, body[:cut], body[cut:])

    def _accept_body(  # noqa: PLR0911, PLR0912, PLR0915 - one test per evidence
        self, text: str, low: str, m: re.Match[str], body: str, ext: str
    ) -> bool:
        digits = _NON_DIGIT.sub("", body)
        if not 7 <= len(digits) <= 15:
            return False
        if _DATE.fullmatch(body) or _IP.fullmatch(body) or "\n" in body:
            return False
        if text[m.end("v") : m.end("v") + 2] in ("/7", "/3") and body.endswith(" 24"):
            return False  # "热线 10010 24/7": a short number, then "24/7" (always open)
        if _R24_NOT_PHONE.search(body) is not None:
            return False  # a date's digits run on ("2025-01-21. 7 of 44")
        if _R24_OTHER_NUMBER.search(text, max(0, m.start("v") - 24), m.start("v")) is not None:
            return False
        if _R24_PUBLIC_LINE.search(text, max(0, m.start("v") - 40), m.start("v")) is not None:
            return False  # "HMRC Self Assessment helpline is 0300 …": an agency's public line
        if _DATE_HOUR.fullmatch(body) and _MINUTES.match(text, m.end("v")):
            return False  # "[30.11.2026 21:15]": a date and a clock's hour
        if _DATE_GLUED.match(body) and text[m.end("v") : m.end("v") + 1] in _ZH_UNIT:
            return False  # "2023-06-0612号楼": a date glued to a building's number
        if (
            len(digits) == 10
            and digits.startswith(("400", "800"))
            and not body.startswith(("+", "("))  # "(800) 588-3658" is written the US way
            and _HOTLINE_BEFORE.search(text, max(0, m.start("v") - 16), m.start("v")) is not None
        ):
            return False  # a Chinese 400/800 number named a hotline is a firm's ("客服热线400-…")
        if _CN_SERVICE.fullmatch(body) is not None:
            return False  # "+86-10-12308": a five-digit public service number (12308, 95588)
        if (
            _TOLL_FREE.fullmatch(digits) is not None
            # ("188…": a Chinese mobile; "1-800-275-2273" is grouped the North American way)
            and (_CN_MOBILE.fullmatch(digits) is None or _NANP_TF.match(body) is not None)
            and not ext
            and _toll_free_line(text, m)
        ):
            return False  # "the EAP helpline 1-800-…/0800 … is free": a service's line
        start = m.start("v")
        before = text[max(0, start - 40) : start]
        after = text[m.end("v") : m.end("v") + 24]
        # the cues, on the same slices of ``low`` (see on_low)
        low_before = low[max(0, start - 40) : start]
        after_cue = _AFTER_CUE_LOW.match(low, m.end("v"), m.end("v") + 24) is not None
        neg = _NEG_CUE_LOW.search(low_before) or _BIZ_NEG_LOW.search(low_before)
        # "发票号码 89874959": a generic "number"/"号码" belongs to the document named before it
        cue_end = neg.start() if neg else len(before)
        if not neg and any(w in low[max(0, start - 120) : start] for w in _NEG_LIST_WORDS):
            listed = _NEG_LIST_LOW.search(low, max(0, start - 120), start)
            if listed is not None:
                # (its offset is the text's: the part of ``before`` ahead of the list)
                neg, cue_end = listed, max(0, listed.start() - (start - len(before)))
        # (a cue on an earlier line than an id's cue names no phone: "otp-sender 31\nAWS
        # Support case 7632254404" — round 26)
        pos_from = low_before.rfind("\n", 0, cue_end) + 1 if neg else 0
        positive = after_cue or _POS_CUE_LOW.search(low_before, pos_from, cue_end) is not None
        key = field_key(text, start)
        if key is not None:
            # the key or column header of a structured value says what it is
            if (
                _PHONE_KEY.search(key) is not None
                or _PHONE_NO_BEFORE.search(text, max(0, start - 30), start) is not None
            ) or (
                _FREE_KEY.search(key) is not None
                and text[m.end("v") : m.end("v") + 1] in _CELL_END
                and (
                    body != digits
                    or m.group("intl")
                    or _CN_MOBILE.fullmatch(digits)
                    or _NANP.fullmatch(digits)
                )
            ):
                positive = True  # "tel", "contactPhone"; a whole "notes"/"备注" cell
            elif _ID_KEY.search(key) is not None and not after_cue and body == digits:
                # an unformatted number under an id key ("order_id", "订单号"); a grouped
                # one ("Contact No.: +1 (617) 650-5210") is still a phone
                return False
        if neg and not positive:
            return False
        if not positive and _ZIP4.fullmatch(body) is not None:
            from .geo import _POSTAL_CUE  # lazy: a ZIP+4 after a postal cue is geo's

            if _POSTAL_CUE.search(before) is not None:
                return False
            from .geo import _EN_CITIES

            city = before.rstrip(" ,").rsplit(" ", 1)[-1]
            if city in _EN_CITIES:
                return False  # "Denver 71386-1692": a city and its ZIP+4 (geo's)
        if not positive and body == digits:
            positive = _alone_or_row(text, m, digits, after)
        if not positive and body == digits and len(digits) == 10 and _NANP.fullmatch(digits):
            # a bare US/CA number needs only a weak cue: "ph 5183065339", "its …",
            # "打2526083897", "… thats my work line", or a phone word on its line
            line_s = max(text.rfind("\n", 0, start) + 1, start - 200)
            line_e = text.find("\n", start)
            line_e = len(text) if line_e < 0 else line_e
            positive = (
                _WEAK_BEFORE.search(before[-16:]) is not None
                or _LINE_CUE.search(text, line_s, line_e) is not None
            )
        if not positive and body == digits and 10 <= len(digits) <= 12 and digits[0] == "0":
            # a national number with its trunk 0 after a dialling verb or before "find me"
            # ("可以打 01144960868 找我", "拨 02079460123", "0161 … 找我"): validated below
            positive = (
                _DIAL_BEFORE.search(before[-24:]) is not None
                or _REACH_AFTER.match(after) is not None
            )
        if start and text[start - 1] in "=:" and not positive:
            # "size=1048576", "port:8080808": after a key, a phone needs the key to say so,
            # a mobile shape, or phone-like grouping
            grouped = body != digits and len(digits) >= 10
            if not (grouped or _CN_MOBILE.fullmatch(digits)):
                return False
        if not positive and body == digits and len(digits) == 13 and ean13_ok(digits):
            return False  # an unformatted, uncued 13-digit barcode ("0066485841620")
        if m.group("intl"):
            plus = "+" + body[2:].lstrip() if body.startswith("00") else body
            if plus.startswith("("):  # "(+86)138…"
                plus = plus.replace("(", "", 1).replace(")", " ", 1)
            # a possible number for its country code, or (tested first: phonenumbers costs
            # more) "+33 65 2675 4755": a grouped number behind a country code, length
            # aside; "+89157028695" (a country code no plan knows, as Faker's MSISDNs
            # have): a leading "+" and 10-15 digits is dialling notation, not a count or an id
            return (
                plus.startswith("+")
                and (
                    (9 <= len(digits) <= 15 and len(body.split()) >= 3)
                    or (10 <= len(digits) <= 15 and (positive or _bare_plus(text, start, plus)))
                )
            ) or _possible(plus, None)
        dotted_only = "." in body and not any(c in body for c in "- (")
        if dotted_only and not _DOTTED_PHONE.fullmatch(body):
            # "07462.118576", "185.8478.8511" after a cue; never a decimal like "116.60463"
            grouped = body.count(".") >= 2 or body.startswith("0")
            if not ((positive or ext) and len(digits) >= 10 and grouped):
                return False
        if _CN_MOBILE.fullmatch(digits):
            return True
        formatted = body != digits
        if not positive and not formatted and 11 <= len(digits) <= 15:
            positive = _TRY.search(before) is not None  # "if I don't answer, try …"
        if not (formatted or positive or ext):
            return False
        if len(digits) <= 8 and not positive:
            return False
        # a cued bare MSISDN ("call 3970932968117"; fail closed on a cued value), tested
        # before the costlier phonenumbers, or a possible number of a region
        return (
            positive
            and body == digits
            and 11 <= len(digits) <= 15
            and not (
                _EPOCH.fullmatch(digits)  # "created 1700000000000": a timestamp
                and _TIME_WORD.search(text, max(0, start - 40), m.end("v") + 20) is not None
            )
        ) or any(
            _possible(digits, r)
            for r in _REGIONS_BY_LEN.get(
                len(digits), _REGIONS_0 if digits[0] == "0" else _REGIONS
            )
        )


_DIGIT_WORDS = lits("zero|oh|one|two|three|four|five|six|seven|eight|nine")


def _seven_digit_words(norm: NormalizedText) -> bool:
    low = norm.low
    return sum(low.count(w) for w in _DIGIT_WORDS) >= 7


_BASE = (
    RegexDetector(
        "email",
        Category.EMAIL,
        _EMAIL,
        0.97,
        _email_ok,
        needs=Needs(groups=(("@", "at]", "at)"), (".", "dot]", "dot)"))),
    ),
    RegexDetector(
        "email_spelled",
        Category.EMAIL,
        _EMAIL_SPELLED,
        0.85,
        needs=Needs(groups=(("dot",), ("at",))),
    ),
    RegexDetector(
        "phone_words",
        Category.PHONE,
        _PHONE_WORDS,
        0.8,
        _words_ok,
        needs=Needs(groups=(_DIGIT_WORDS,), check=_seven_digit_words),
    ),
    PhoneDetector(),
)


# -- CSV columns: a header names what the values below it are ------------------------------
def _split(words: str) -> list[str]:
    return words.split()


_COLUMN_KEYS: dict[str, Category] = {
    **dict.fromkeys(
        _split(
            "phone tel telephone mobile cell contact_number phone_number phone_no mobile_number "
            "电话 手机 手机号 联系电话 电话号码"
        ),
        Category.PHONE,
    ),
    **dict.fromkeys(
        _split(
            "zip zipcode zip_code postcode post_code postal_code location area home_area "
            "neighbourhood neighborhood district 常住地 位置 住处 住在 邮编 邮政编码 定位 坐标"
        ),
        Category.GEO,
    ),
    **dict.fromkeys(
        _split(
            "ssn passport passport_no passport_number id_card national_id 身份证 身份证号 护照 "
            "护照号 证件号 通行证"
        ),
        Category.GOVERNMENT_ID,
    ),
    **dict.fromkeys(
        _split(
            "acct account account_no account_number aba routing routing_number iban card "
            "card_number bank_account 账号 卡号 银行卡 工资卡 账户"
        ),
        Category.FINANCIAL,
    ),
    **dict.fromkeys(
        _split(
            "alarm wake wake_time wakeup bedtime school_pickup daily_run 闹钟 睡觉时间 起床时间 "
            "作息"
        ),
        Category.SCHEDULE,
    ),
}
_HEADER_CELL = re.compile(r"[A-Za-z_\u4e00-\u9fff][A-Za-z0-9_\- \u4e00-\u9fff]{0,30}")
_NONE_VALUES = frozenset(["", "null", "none", "n/a", "na", "-", "无", "空", "true", "false"])


def _column_value_ok(cat: Category, v: str) -> bool:  # noqa: PLR0911 - one rule per category
    digits = sum(c.isdigit() for c in v)
    if v.lower() in _NONE_VALUES or len(v) > 60:
        return False
    if cat is Category.PHONE:
        return 7 <= digits <= 16 and re.fullmatch(r"[\d\s\-+().x]+(?:ext\.?\s?\d+)?", v) is not None
    if cat in (Category.GOVERNMENT_ID, Category.FINANCIAL):
        return digits >= 6 and re.fullmatch(r"[A-Za-z0-9\s\-.]+", v) is not None
    if cat is Category.SCHEDULE:
        return digits >= 1 and len(v) <= 12
    if 5 <= digits <= 10 and re.fullmatch(r"\d{5,6}(?:-\d{4})?", v):
        return True  # a ZIP / postcode
    from .geo import _EN_CITIES, _ZH_CITYLIKE  # lazy: geo imports the address family

    if digits or len(v) < 2 or v in _EN_CITIES or _ZH_CITYLIKE.fullmatch(v) is not None:
        return False
    return v[0].isupper() or not v.isascii()


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?![\d.]))")
_GENERIC_PLACE_KEYS = frozenset(["area", "zone", "location"])


def _generic_place_ok(v: str) -> bool:
    """A cell under a generic column is a place when shaped like one ("Ashgrove Court",
    "阳光城") or holds a word that is not an everyday one ("Kelham Island"; not "Billing",
    "Search Platform")."""
    from .geo import place_shaped  # lazy: geo imports the address family
    from .passwords import zipf

    if place_shaped(v) or not v.isascii():
        return True
    return any(zipf(w) < 3.0 for w in v.split())


_last_cols: tuple[str, tuple[tuple[Category, int, int], ...]] = ("", ())


def _columns(text: str) -> tuple[tuple[Category, int, int], ...]:
    """(category, start, end) of every value under a header naming one of our categories."""
    global _last_cols  # noqa: PLW0603 - a one-entry cache, replaced atomically
    if _last_cols[0] == text and text:
        return _last_cols[1]
    out: list[tuple[Category, int, int]] = []
    pos = 0
    cols: list[Category | None] | None = None
    generic: set[int] = set()  # "area", "zone": a department or a region as often as a place
    for raw in text.split("\n"):
        start, pos = pos, pos + len(raw) + 1
        # "Ashgrove Court,$1,398,11": a thousands comma splits no cell (length kept)
        line = _THOUSANDS.sub("\x00", raw) if cols is not None else raw
        cells = line.split(",")
        if len(cells) < 2:
            cols = None
            continue
        if cols is not None and len(cells) == len(cols):
            off = start
            for i, (cat, cell) in enumerate(zip(cols, cells, strict=True)):
                v = cell.strip()
                if i in generic and not _generic_place_ok(v):
                    pass  # "area,owner / Billing,…": a department, not a place
                elif cat is not None and _column_value_ok(cat, v):
                    s = off + cell.index(v) if v else off
                    out.append((cat, s, s + len(v)))
                off += len(cell) + 1
            continue
        if all(_HEADER_CELL.fullmatch(c.strip()) for c in cells):
            keys = [re.sub(r"[\s\-]+", "_", c.strip().lower()) for c in cells]
            found = [_COLUMN_KEYS.get(k) for k in keys]
            cols = found if any(found) else None
            generic = {i for i, k in enumerate(keys) if k in _GENERIC_PLACE_KEYS}
        else:
            cols = None
    result = tuple(out)
    _last_cols = (text, result)
    return result


@dataclass(frozen=True)
class ColumnDetector:
    """Values in a CSV column whose header names ``category`` (``id,phone,updated``)."""

    category: Category
    name: str = "csv_column"
    needs: Needs | None = None

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        if "\n" not in norm.text:
            return
        for cat, s, e in _columns(norm.text):
            if cat is self.category:
                f = norm.finding(cat, s, e, 0.8, self.name)
                if f is not None:
                    yield f


def _column_needs(cat: Category) -> Needs:
    keys = sorted({k.split("_")[0] for k, c in _COLUMN_KEYS.items() if c is cat})
    return Needs(groups=((",",), ("\n",), tuple(keys)))


COLUMN_DETECTORS = tuple(
    ColumnDetector(cat, needs=_column_needs(cat))
    for cat in (
        Category.PHONE,
        Category.GEO,
        Category.GOVERNMENT_ID,
        Category.FINANCIAL,
        Category.SCHEDULE,
    )
)
DETECTORS: tuple[Detector, ...] = (
    *_BASE,
    *COLUMN_DETECTORS,
)


# --- round 14: a number given to be dialled or saved ("the hotel gave us X for late
# check-in", "GP 直拨 X", "快递晚了就拨X", "把 X save 成水管工", "save X as the plumber"), and a
# number tagged by whose it is ("+248…（她的）", "X (mum's)"): cued, so no validity check
#: a number's candidates: 7-15 digits with spaces or hyphens, cues checked around each
_R14_DIAL_NUM = re.compile(r"(?<![\d+])\+?\d[\d \-]{5,18}\d(?![\d.\-])")
_R14_DIAL_ZH = ("直拨", "拨打", "拨", "打", "存成", "存", "把")
_R14_DIAL_EN = ("dial", "save", "saves", "saved", "saving", "text", "call", "gave us",
                "gave me", "gave him", "gave her", "gave them")
#: after a dialling or saving verb the number ends its clause or says what it is for
_R14_DIAL_AFTER = re.compile(
    r"[ \t]{0,2}(?:(?i:for|as|into|to|save)(?![A-Za-z])|成|为|号码|$|[。.,，;])"
)
#: "mum — X", "爸爸 → X"
_R14_REL_EN = ("mum", "mom", "mother", "dad", "father", "wife", "husband", "grandma", "grandpa",
               "boss", "landlord", "landlady", "plumber", "nanny", "babysitter", "sitter",
               "doctor", "dentist", "vet")
_R14_REL_ZH = ("妈妈", "爸爸", "老婆", "老公", "奶奶", "爷爷", "外婆", "外公", "房东", "老板",
               "保姆", "医生")
_R14_ARROWS = ("—", "–", "-", "→", "->", "←", "<-")


def _ends_word(before: str, words: tuple[str, ...]) -> bool:
    """``before`` ends with one of ``words`` (lowercase), not inside a longer word."""
    low = before.lower()
    return any(low.endswith(w) and not low[-len(w) - 1 : -len(w)].isalpha() for w in words)


def _dial_cue(text: str, s: int) -> bool:
    """A dialling or saving verb right before ``s``: "拨X", "gave us X", "save X"."""
    before = text[max(0, s - 16) : s]
    core = before.rstrip(" \t")
    sp = len(before) - len(core)
    if sp > 2:
        return False
    if core.endswith(_R14_DIAL_ZH):
        return True
    return sp >= 1 and _ends_word(core, _R14_DIAL_EN)


def _relation_cue(text: str, s: int) -> bool:
    """A relation, then a dash or an arrow, right before ``s``: "mum — X", "爸爸 → X"."""
    core = text[max(0, s - 24) : s].rstrip(" \t")
    if not core.endswith(_R14_ARROWS):
        return False
    core = core.rstrip("—–-→<>←").rstrip(" \t")
    return core.endswith(_R14_REL_ZH) or _ends_word(core, _R14_REL_EN)


#: "X（她的）", "X (mum's)"
_R14_WHOSE_AFTER = re.compile(
    r"[ \t]{0,2}[（(](?:她的|他的|我的|妈妈|爸爸|(?i:hers|his|her|mum'?s?|mom'?s?|dad'?s?|mine))"
    r"[）)]"
)
#: (whose: only in brackets — "her", "his" alone are in "where", "this")
_DIAL_LITS = lits("dial|gave|save|saving|text|call|直拨|拨|打|存|把|她的|他的|我的|妈妈|爸爸|"
                  "(her|（her|(his|（his|(mine|（mine|mum|mom|dad|mother|father|wife|husband|"
                  "grandma|grandpa|boss|landlord|landlady|plumber|nanny|sitter|doctor|dentist|"
                  "vet|老婆|老公|奶奶|爷爷|外婆|外公|房东|老板|保姆|医生")


class _Dialled:
    name = "phone_dialled_r14"
    category = Category.PHONE
    needs = Needs(DIGIT, groups=(_DIAL_LITS,), cluster=7)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in _R14_DIAL_NUM.finditer(text):
            s, e = m.span()
            v = m.group()
            n = sum(c.isdigit() for c in v)
            if not 7 <= n <= 15 or re.fullmatch(r"(?:19|20)\d{6}", v):
                continue
            if not (
                (_dial_cue(text, s) and _R14_DIAL_AFTER.match(text, e) is not None)
                or _relation_cue(text, s)
                or _R14_WHOSE_AFTER.match(text, e) is not None
            ):
                continue
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Dialled())


# --- round 17: a phone number after a cue word in any spelling: pinyin abbreviations glued
# or spaced, any case (sj=手机, dh=电话, zj=座机, lxdh=联系电话), and short English ones
# (tel, mob, ph); landline formats too ("sj028-27937619", "dh(025) 6515 6750") ------------
_R17_PHONE = lazy_re(
    r"(?<![A-Za-z0-9])(?i:sj|dh|zj|lxdh|lxfs|shouji|dianhua|tel|mob|ph|cell)"
    r"[ \t]?(?:号码?|#|(?i:no)\.?)?[ \t]?[:：=]?[ \t]?"
    r"(?P<v>\+?86[ \-]?1[3-9]\d(?:[ \-]?\d{4}){2}|1[3-9]\d(?:[ \-]?\d{4}){2}|"
    r"\(0\d{2,3}\)[ \-]?\d{3,4}[ \-]?\d{4}|0\d{2,3}[ \-]\d{3,4}[ \-]?\d{4}|0\d{9,11})"
    r"(?![A-Za-z0-9_]|[.,\-]\d)"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "phone_pinyin_cue_r17", Category.PHONE, _R17_PHONE, 0.8,
        need_digit=True,
        needs=Needs(
            DIGIT, cluster=7,
            groups=(lits("sj|dh|zj|lx|shouji|dianhua|tel|mob|ph|cell"),),
        ),
    ),
)


# --- round 24: an e-mail address read out in Chinese, as call notes write it down
# ("lu_lan59 at 126点com", "hanzi点ouyang艾特139点com", "shill 圈a icloud 点 com"): "艾特",
# "圈a" or "at" for "@", "点" or "dot" for ".", before a known top-level domain
_ZH_DOT = r"[ \t]?(?:点|點|(?i:dot))[ \t]?"
_EMAIL_ZH_SPOKEN = lazy_re(
    r"(?<![A-Za-z0-9._%+\-])(?P<v>[A-Za-z0-9_%+\-]{1,64}(?:(?:" + _ZH_DOT + r"|\.)"
    r"[A-Za-z0-9_%+\-]{1,64}){0,3}"
    r"(?:[ \t]?(?:艾特|爱特|圈[aA]|@)[ \t]?|[ \t](?i:at)[ \t])"
    r"[A-Za-z0-9\-]{1,63}(?:(?:" + _ZH_DOT + r"|\.)[A-Za-z0-9\-]{1,63}){0,3}"
    r"(?:" + _ZH_DOT + r")(?i:" + _TLDS[3:-1] + r"))(?![A-Za-z0-9])"
)

_MAIL_CUE = lazy_re(r"邮箱|邮件|(?i:e-?mail|mail)")


def _zh_spoken_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """With "at" for "@" (an English word too: "look at 3点com"), only after a mail cue."""
    v = m.group("v")
    if any(k in v for k in ("艾特", "爱特", "圈", "@")):
        return True
    return resolve(_MAIL_CUE).search(norm.text, max(0, m.start() - 30), m.start()) is not None


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "email_spoken_zh_r24", Category.EMAIL, _EMAIL_ZH_SPOKEN, 0.85, _zh_spoken_ok,
        needs=Needs(groups=(("点", "點", "dot"), ("艾特", "爱特", "圈a", "@", "at"))),
    ),
)


# --- round 24: an address an OCR'd form spaced around its "@" ("E-mail : ross4172 @
# fastmail.com"), after an e-mail cue
_EMAIL_OCR_SPACED = lazy_re(
    r"(?i:e-?mail|邮箱|mail)[ \t]{0,2}[:：]?[ \t]{0,2}"
    r"(?P<v>[A-Za-z0-9_%+\-][A-Za-z0-9._%+\-]{0,63}[ ]?@[ ]?[A-Za-z0-9\-]{1,63}"
    r"(?:\.[A-Za-z0-9\-]{1,63}){0,4}\.[A-Za-z]{2,24})(?![A-Za-z0-9\-])"
)

DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "email_ocr_spaced_r24", Category.EMAIL, _EMAIL_OCR_SPACED, 0.85,
        needs=Needs(groups=(("@",), ("mail", "邮箱"))),
    ),
)


# --- round 25: a dictated address spaced around its "@" at a well-known mail provider
# ("send it to feng.guiying @ gmail.com"), wherever it stands: a provider's domain is
# nothing else
_EMAIL_PROVIDER_SPACED = lazy_re(
    r"(?<![A-Za-z0-9._%+\-])(?P<v>[A-Za-z0-9_%+\-][A-Za-z0-9._%+\-]{0,63}[ ]@[ ]?"
    r"(?i:gmail|googlemail|icloud|me|mac|yahoo|ymail|outlook|hotmail|live|msn|aol|proton|"
    r"protonmail|pm|fastmail|gmx|qq|foxmail|163|126|yeah|sina|sohu|aliyun|139|189|zoho|"
    r"hey|tutanota|mail|btinternet|sky|virginmedia|comcast|verizon|att)"
    r"(?:\.[A-Za-z]{2,6}){1,2})(?![A-Za-z0-9\-])"
)



def _spaced_local_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """The local part is made up ("feng.guiying", "hcollins"), not a word ("meet @ gmail.com
    HQ", "sign in @ gmail.com")."""
    from .passwords import zipf  # lazy: the word list loads with the first spaced address

    local = m.group("v").split(" @", 1)[0]
    return any(c in "._+-" or c.isdigit() for c in local) or (
        len(local) >= 4 and zipf(local.lower()) < 3.0
    )


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "email_provider_spaced_r25", Category.EMAIL, _EMAIL_PROVIDER_SPACED, 0.85,
        _spaced_local_ok,
        needs=Needs(groups=((" @",),)),
    ),
)


# --- round 27: an address written so a scraper misses it: "x AT outlook DOT com", "x at sky
# dot com", "x#hotmail.com (#换成@)", "x艾特yeah.net", "x [at] y.com". The regex matches
# from the separator on (a local part scanned from every position would cost a backtrack
# per character); the local part is read leftwards from the separator.
_OBF_SEP = lazy_re(
    r"[ ]?(?:艾特|爱特)[ ]?|[ ]?[#＃](?=[A-Za-z0-9])|[ ](?:AT|At|at)[ ]"
    r"|[ ]?[\[(（{](?i:at)[\])）}][ ]?"
)
_OBF_DOT = r"(?:[ ]?(?:点|點)[ ]?|[ ](?i:dot)[ ]|[ ]?[\[(（{](?i:dot)[\])）}][ ]?|\.)"
_OBF_TLD = (
    r"(?i:com|org|net|edu|gov|io|co|me|info|biz|dev|app|ai|cn|uk|de|fr|jp|us|ca|au|in|nl|es|"
    r"it|ru|br|ch|se|no|hk|tw|sg|kr|ie|nz|eu|tv|cc|xyz|email)"
)
_OBF_DOMAIN = lazy_re(
    r"(?P<d>[A-Za-z0-9][A-Za-z0-9\-]{0,62})(?:" + _OBF_DOT + r"[A-Za-z0-9][A-Za-z0-9\-]{0,62}"
    r"){0,3}" + _OBF_DOT + _OBF_TLD + r"(?![A-Za-z0-9\-]|\.[A-Za-z0-9])"
)
_OBF_LOCAL = re.compile(r"[A-Za-z0-9][A-Za-z0-9._%+\-]{0,63}\Z")
_OBF_SPOKEN_DOT = re.compile(r"[ ]?(?:点|點)|[ ](?i:dot)[ ]|[\[(（{](?i:dot)[\])）}]")
_OBF_PROVIDERS = frozenset(
    """gmail googlemail icloud me mac yahoo ymail rocketmail outlook hotmail live msn aol proton
    protonmail pm fastmail gmx qq foxmail 163 126 139 189 yeah sina sohu aliyun tom 21cn zoho
    hey tutanota mail btinternet sky virginmedia ntlworld blueyonder talktalk comcast verizon
    att sbcglobal cox earthlink yandex naver daum web orange free laposte libero""".split()  # noqa: SIM905
)
_OBF_CUE = lazy_re(r"邮箱|邮件|(?i:e-?mail|mail|reply|contact)|换成@|(?i:cc)[ :：]")


def _obf_local_ok(local: str) -> bool:
    """A made-up local part ("lopez.m", "tina_holmes", "334136163"), not a word ("meet")."""
    from .passwords import zipf  # lazy: the word list loads with the first candidate

    return any(c in "._+-" or c.isdigit() for c in local) or (
        len(local) >= 4 and zipf(local.lower()) < 3.0
    )


class _ObfuscatedEmailR27:
    name = "email_obfuscated_r27"
    category = Category.EMAIL
    needs = Needs(
        groups=(("艾特", "爱特", "#", "＃", " at ", "at]", "at)", "at）", "at}"),
                ("点", "點", "dot", "."))
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for sep in resolve(_OBF_SEP).finditer(text):
            lm = _OBF_LOCAL.search(text, max(0, sep.start() - 64), sep.start())
            dm = resolve(_OBF_DOMAIN).match(text, sep.end())
            if lm is None or dm is None:
                continue
            s = lm.start()
            if s and (text[s - 1].isascii() and (text[s - 1].isalnum() or text[s - 1] in "@")):
                continue
            local, k = lm.group(), sep.group().strip()
            if local.endswith(".") or not _obf_ok(norm, s, local, k, dm):
                continue
            f = norm.finding(self.category, s, dm.end(), 0.85, self.name)
            if f is not None:
                yield f


def _obf_ok(norm: NormalizedText, s: int, local: str, sep: str, dm: re.Match[str]) -> bool:
    if sep in ("艾特", "爱特") or sep.startswith(("[", "(", "（", "{")):
        return True  # no word reads like these
    spoken = _OBF_SPOKEN_DOT.search(dm.group()) is not None
    provider = dm.group("d").lower() in _OBF_PROVIDERS
    cue = resolve(_OBF_CUE).search(norm.text, max(0, s - 40), min(len(norm.text), dm.end() + 12))
    if sep in ("#", "＃"):
        # "x#hotmail.com": a known mailbox provider, or a mail cue around it
        return (provider or cue is not None) and _obf_local_ok(local)
    if sep in ("AT", "At") and not local.isupper():
        return spoken or provider or _obf_local_ok(local)
    # "x at sky dot com": a spoken dot, or a provider's name, or a mail cue near a made-up name
    return _obf_local_ok(local) and (spoken or provider or cue is not None)


DETECTORS = (*DETECTORS, _ObfuscatedEmailR27())
