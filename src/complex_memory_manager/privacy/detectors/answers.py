"""Values given as the answer to the question just asked, as call transcripts, chat
hand-offs and support logs write them: "Agent: and the zip?" / "Caller: 30301", "客服：邮编
多少？" / "用户：200120", "Agent: who am I speaking with? Caller: Derek". The question names
what the answer is (a postcode, a PIN, an account number, a name …); the answer alone is a
bare number or word that no detector could place. The answer must open the next turn (after
a filler or two: "uh yeah it's", "嗯，是") and have the shape its question asks for.

Hand-written: no library reads a dialogue's turns; the cues are a short closed list.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import Needs

__all__ = ["DETECTORS"]

#: a turn's speaker label: support roles and the generic ones of transcripts
_SPEAKER = (
    r"(?:(?i:agent|caller|customer|cust|cx|client|rep|advisor|adviser|operator|csr|"
    r"associate|specialist|user|member|patient|bot|assistant|ivr|support|staff|"
    r"[AQCU])|客服|用户|坐席|来电人|来电|顾客|客户|机器人|话务员|工作人员|买家|卖家)"
)
#: a turn: its label, then what is said up to the next label or the line's end
_TURN = lazy_re(
    r"(?m)(?:^|(?<=[.?!。？！]\s)|(?<=[.?!。？！]))[ \t]*(?:\[[^\]\n]{1,20}\][ \t]*)?"
    r"(?P<who>" + _SPEAKER + r")[ \t]?(?:\([^)\n]{1,20}\)[ \t]?)?[:：][ \t]*"
    r"(?P<say>[^\n]*?)(?=[ \t]*(?<![A-Za-z])(?:" + _SPEAKER + r")[ \t]?[:：]|$)"
)
#: what a question asks for, by category (the first that matches in the question wins)
_ASKS: tuple[tuple[Category, str], ...] = (
    (Category.GEO, r"(?i:post\s?code|zip(?:\s?code)?|postal\scode|eircode)|邮编|邮政编码"),
    # round 24: the estate or building a caller lives in ("Agent: 哪个小区？" / "Caller:
    # Brookside Gardens"); its answer has a place's shape (_ESTATE), not a postcode's
    (
        Category.GEO,
        r"(?i:(?<![a-z])(?:which|what)(?:'s|\sis)?\s(?:the\s)?(?:building|estate|complex|"
        r"development|block|apartment|flat|unit|compound)(?![a-z]))|哪个小区|什么小区|小区名|"
        r"住哪|住在哪|哪栋|几栋|哪个楼|门牌号",
    ),
    (
        Category.PASSWORD,
        r"(?i:(?<![a-z])(?:pin|passcode|password|pass\sword|passphrase|"
        r"(?:security|secret|memorable)\s(?:word|answer|phrase)|verbal\spassword)(?![a-z]))|"
        r"密码|口令|密保",
    ),
    (
        Category.GOVERNMENT_ID,
        r"(?i:(?<![a-z])(?:ssn|social(?:\ssecurity)?|national\sinsurance|ni\snumber|passport|"
        r"driver'?s?\slicen[cs]e|licen[cs]e\snumber|tax\sid|tin|itin)(?![a-z]))|"
        r"身份证|证件号|护照",
    ),
    (
        Category.FINANCIAL,
        r"(?i:(?<![a-z])(?:account\snumber|acct\s(?:no|number|#)|sort\scode|routing|"
        r"card\snumber|last\s(?:four|4)\sdigits\sof\s(?:the|your)\scard|iban|card)(?![a-z]))|"
        r"银行卡|卡号|账户号|账号",
    ),
    (
        Category.PHONE,
        r"(?i:(?<![a-z])(?:phone|mobile|cell|callback|call\sback|contact\snumber|"
        r"number\s(?:to|we\scan)\s(?:reach|call))(?![a-z]))|电话|手机|联系方式|回拨",
    ),
    (
        Category.USERNAME,
        r"(?i:(?<![a-z])(?:user\s?name|user\sid|login(?:\sid)?|handle)(?![a-z]))|用户名|登录名",
    ),
    (
        Category.PERSON_NAME,
        r"(?i:(?<![a-z])(?:(?:full|first|last|sur|family|given)\s?name|your\sname|"
        r"the\sname|who\sam\si\s(?:speaking|talking)|who'?s\scalling|who\sis\scalling)"
        r"(?![a-z]))|怎么称呼|贵姓|姓名|名字|叫什么",
    ),
)
_ASK = lazy_re(
    "|".join(f"(?P<a{i}>{rx})" for i, (_, rx) in enumerate(_ASKS))
)
#: the turn asks (a question mark, a request word)
_QUESTION = lazy_re(
    r"[?？]|(?i:(?<![a-z])(?:please|can\s(?:i|you)|could\s(?:i|you)|may\si|what|confirm|"
    r"give\sme|tell\sme|i\s(?:just\s|only\s)?need|need\s(?:the|your)|read\sme|go\sahead|"
    r"only\s(?:give|provide|need))(?![a-z]))|请问|请提供|请告诉|多少|什么|吗|呢|请报一下|麻烦|"
    r"请只|提供一下|报一下|说一下"
)
#: fillers an answer may open with
_FILLER = lazy_re(
    r"(?i:(?:(?:uh+|um+|er+m?|hmm+|yeah|yes|yep|yup|sure|ok(?:ay)?|so|well|right|oh|"
    r"it'?s|it\sis|its|that'?s|that\sis|it'?d\sbe|my\s[a-z]+(?:\s[a-z]+)?\sis|i\sthink|"
    r"i\sbelieve|let\sme\scheck|one\ssec(?:ond)?|(?:the\s)?whole\sthing(?:'s|\sis)?)"
    r"(?![a-z])[ \t,.…-]*)+|"
    r"(?:嗯+|啊+|呃+|哦+|噢+|喔+|好的|是的|对|是|我的[\u4e00-\u9fff]{0,6}?是|就是|号码是)"
    r"[ \t,，.。…]*)*"
)
_UK_POST = r"[A-Za-z]{1,2}\d[A-Za-z\d]?[ \t]?\d[A-Za-z]{2}"
_SHAPES: dict[Category, re.Pattern[str]] = {
    Category.GEO: re.compile(
        r"(?:" + _UK_POST + r"|\d{5}(?:-\d{4})?|\d{6}|[A-Za-z]\d[A-Za-z][ \t]?\d[A-Za-z]\d)"
        r"(?![A-Za-z0-9])"
    ),
    Category.PASSWORD: re.compile(r"[^\s,，。.;；]{3,40}(?<![.,!?])"),
    Category.GOVERNMENT_ID: re.compile(
        r"(?=[A-Za-z0-9\- ]{0,20}?\d{4})[A-Za-z0-9][A-Za-z0-9\-]{3,19}"
        r"(?:[ \t]\d{2,6}){0,3}(?![A-Za-z0-9])"
    ),
    Category.FINANCIAL: re.compile(r"\d{4,}(?:[ \t\-]\d{2,})*(?![\d])"),
    Category.PHONE: re.compile(r"\+?\d[\d \t\-().]{5,18}\d(?!\d)"),
    Category.USERNAME: re.compile(r"@?[A-Za-z0-9_][A-Za-z0-9_.\-]{2,38}[A-Za-z0-9_](?![\w@])"),
    Category.PERSON_NAME: re.compile(
        r"(?:[A-Z][a-z'\-]{1,20}(?:[ \t][A-Z][a-z'\-]{1,20}){0,2}(?![A-Za-z])|"
        r"[\u4e00-\u9fff]{2,3}(?![\u4e00-\u9fff]))"
    ),
}
#: answers that are no value: a refusal, a question back, a yes or no
_NOT_VALUE = frozenset(
    """yes no yeah nope sure sorry what pardon hold wait hang one sec second okay ok
    hello hi thanks thank right correct none nothing unknown idk dunno same the a an it
    that this is my i we you um uh er hmm let me just not don't dont can't cant no-one
    Yes No Sorry What Hello Thanks Sure Okay Right Correct None Hold Wait Just
    不知道 忘了 稍等 等一下 没有 不是 对的 好的 是的 您好 你好 谢谢""".split()  # noqa: SIM905
)


def _name_like(value: str) -> bool:
    """A name's shape: a Chinese name opens with a known surname; no English word of it is
    a common word ("Fine", "Great"), unless a listed given name ("Rose")."""
    from .names import _given, _zh_surnames  # lazy: names is a large module
    from .passwords import zipf

    if value[0] >= "\u4e00":
        return value[0] in _zh_surnames() or value[:2] in _zh_surnames()
    return all(w in _given() or zipf(w) < 4.0 for w in value.split())


#: an estate's or a building's name or number, the answer to _ASKS[1]
_ESTATE = re.compile(
    r"[\u4e00-\u9fff]{2,10}(?:[一二三四五六七八九十\d]期)?(?:[东南西北]区)?(?![\u4e00-\u9fff])|"
    r"(?:The[ \t])?[A-Z][a-z]{2,15}(?:[ \t][A-Z][a-z]{2,15}){0,3}(?![A-Za-z])|"
    r"[A-Za-z0-9][A-Za-z0-9\-/ ]{0,10}\d(?:[A-Za-z])?(?![\w])"
)


def _ask(say: str) -> int | None:
    """Which of _ASKS the turn asks for (None: it asks for nothing the gate knows)."""
    if resolve(_QUESTION).search(say) is None:
        return None
    last: int | None = None
    for m in resolve(_ASK).finditer(say):
        last = int((m.lastgroup or "a0")[1:])
    return last


@lru_cache(maxsize=4)
def _answers(text: str) -> tuple[tuple[int, int, Category], ...]:
    turns = list(resolve(_TURN).finditer(text))
    out = []
    for q, a in itertools.pairwise(turns):
        if q.group("who").lower() == a.group("who").lower():
            continue  # one speaker's two lines: no question and answer
        if text.count("\n", q.end("say"), a.start("who")) > 1:
            continue  # a blank line parts them
        ask = _ask(q.group("say"))
        if ask is None:
            continue
        cat = _ASKS[ask][0]
        s = a.start("say")
        f = resolve(_FILLER).match(text, s, a.end("say"))
        if f is not None:
            s = f.end()
        m = (_ESTATE if ask == 1 else _SHAPES[cat]).match(text, s, a.end("say"))
        if m is None:
            continue
        value = m.group().strip()
        if not value or value in _NOT_VALUE or value.lower() in _NOT_VALUE:
            continue
        if cat is Category.PHONE and sum(c.isdigit() for c in value) < 7:
            continue
        if cat is Category.PERSON_NAME and not _name_like(value):
            continue
        out.append((m.start(), m.start() + len(m.group().rstrip()), cat))
    return tuple(out)


@dataclass(frozen=True)
class AnswerDetector:
    """A value of ``category`` given as the answer to the question the turn before."""

    category: Category
    name: str = ""
    needs: Needs = field(default_factory=Needs)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        if ":" not in text and "：" not in text:
            return
        for s, e, cat in _answers(text):
            if cat is self.category:
                f = norm.finding(cat, s, e, 0.7, self.name)
                if f is not None:
                    yield f


DETECTORS = tuple(
    AnswerDetector(cat, f"answer_{cat.value}", Needs(any_flags=0, groups=((":", "："),)))
    for cat in dict.fromkeys(c for c, _ in _ASKS)  # one per category, in _ASKS's order
)
