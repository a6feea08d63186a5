"""Labelled fields in JSON, YAML, env and "key: value" notes: the key names what the value
is (``"username": "…"``, ``owner: …``, ``phone=…``, ``"coords": "…"``), so the value is
judged by a loose shape check instead of a format of its own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import Gates, Needs, entropy, lits

__all__ = ["DETECTORS"]

_QUOTED = lazy_re(
    r"[\"'](?P<key>[A-Za-z][A-Za-z0-9_\- ]{1,30})[\"']\s{0,3}:\s{0,3}"
    r"[\"'](?P<v>[^\"'\n]{1,160})[\"']"
)
#: TOML/INI and quoted YAML values: ``author = "x"``, ``login: 'x'``, ``user.name = "x"``
_TOML = lazy_re(
    r"(?m)(?:^|(?<=[\s,;{(]))(?P<key>[A-Za-z][A-Za-z0-9_\-.]{1,30})[ \t]{0,2}[:=][ \t]{0,3}"
    r"[\"'](?P<v>[^\"'\n]{1,160})[\"']"
)
#: a separator and an opening quote: every _QUOTED and _TOML match holds one
_QUOTED_VALUE = lazy_re(r"[:=]\s{0,3}[\"']")
#: XML elements: ``<username>x</username>``
_XML = lazy_re(r"<(?P<key>[A-Za-z][\w\-.]{1,30})>(?P<v>[^<>\n]{1,160})</(?P=key)>")
_PLAIN = lazy_re(
    r"(?im)(?:^|(?<=[\s,;{(]))(?P<key>[A-Za-z][A-Za-z0-9_\-]{1,30}(?:\s[a-z]{2,10})?)"
    r"\s{0,2}(?:[:=：])[ \t]{0,3}(?P<v>[^\s\"'][^\n,;\"'{}]{0,120}?)[ \t]*(?=$|[,;\"'}\n])"
)

_KEYS: tuple[tuple[Category, frozenset[str]], ...] = (
    (
        Category.USERNAME,
        frozenset(
            [
                "username",
                "user_name",
                "userid",
                "user_id",
                "login",
                "loginname",
                "login_name",
                "handle",
                "screen_name",
                "screenname",
                "nickname",
                "nick",
                "github_user",
                "github_handle",
                "gh_user",
                "twitter_handle",
                "slack_handle",
                "discord_user",
                "telegram_user",
                "account_name",
            ]
        ),
    ),
    (
        Category.PERSON_NAME,
        frozenset(
            [
                "owner",
                "reviewer",
                "assignee",
                "author",
                "contact",
                "contact_name",
                "contactname",
                "full_name",
                "fullname",
                "first_name",
                "firstname",
                "last_name",
                "lastname",
                "surname",
                "given_name",
                "display_name",
                "displayname",
                "customer",
                "customer_name",
                "recipient",
                "sender",
                "manager",
                "approver",
                "requester",
                "reporter",
                "emergency_contact",
                "next_of_kin",
                "attendee",
                "guest",
                "patient",
                "employee",
                "driver",
                "passenger",
                "cardholder",
                "beneficiary",
            ]
        ),
    ),
    (
        Category.PHONE,
        frozenset(
            [
                "phone",
                "phone_number",
                "phonenumber",
                "phone_no",
                "mobile",
                "mobile_no",
                "mobile_number",
                "cell_phone",
                "home_phone",
                "work_phone",
                "contact_number",
                "tel",
                "telephone",
                "telephone_number",
                "cell",
                "fax",
            ]
        ),
    ),
    (
        Category.ADDRESS,
        frozenset(
            [
                "address",
                "street",
                "street_address",
                "shipping_address",
                "billing_address",
                "home_address",
                "mailing_address",
                "postal_address",
                "addr",
                "residence",
                "residential_address",
                "current_address",
                "permanent_address",
                "previous_address",
                "delivery_address",
                "correspondence_address",
                "address1",
                "address_1",
                "address_line1",
                "address_line_1",
            ]
        ),
    ),
    (
        Category.GEO,
        frozenset(
            ["coords", "coordinates", "latlng", "lat_lng", "latlon", "gps", "geo", "location"]
        ),
    ),
    (
        Category.GOVERNMENT_ID,
        frozenset(
            [
                "ssn",
                "social_security",
                "social_security_number",
                "passport",
                "passport_no",
                "passport_number",
                "national_id",
                "nino",
                "ni_number",
                "ni_no",
                "national_insurance_number",
            ]
        ),
    ),
)
_SEP = re.compile(r"[\s\-.]+")
_HANDLE = re.compile(r"@?[A-Za-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_]")
_NAME = re.compile(
    r"[A-ZÀ-Þ][a-zß-ÿ'\-]{1,24}(?:\s(?:(?:de|del|da|dos|van|von|der|bin|al|le|la|di|du)\s)?"
    r"[A-ZÀ-Þ][a-zß-ÿ'\-]{1,24}){1,3}"
)
_CJK_NICK = re.compile(r"[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9_·\-]{1,19}")
_CJK_NOT_NICK = frozenset(
    ["必填", "选填", "请输入", "未设置", "暂无", "不限", "随意", "未填写", "无", "待定", "同上"]
)
_ZH_NAME = re.compile(r"[\u4e00-\u9fff]{2,4}")
_COORD = re.compile(r"[-+]?\d{1,3}\.\d{3,10}\s?[,/ ]\s?[-+]?\d{1,3}\.\d{3,10}")
#: a coordinate pair of any precision at a value's start (a labelled value needs no more)
_PAIR_AT = re.compile(
    r"\(?[-+]?\d{1,3}\.\d{1,10}\s?[,/;]\s{0,2}[-+]?\d{1,3}\.\d{1,10}\)?(?![\d.])"
)
_NOT_VALUES = frozenset(
    [
        "null",
        "none",
        "true",
        "false",
        "n/a",
        "na",
        "unknown",
        "required",
        "optional",
        "todo",
        "tbd",
        "string",
        "str",
        "int",
        "example",
    ]
)


def _category(key: str) -> Category | None:
    k = _SEP.sub("_", key.strip().lower())
    for cat, keys in _KEYS:
        if k in keys:
            return cat
    return None


def _handle_like(v: str) -> bool:
    """A person's field holding an account handle ("owner: kwilder", "author = tmoss_22")."""
    from .handles import handle_shaped, name_shaped  # lazy: handles loads name lists lazily
    from .passwords import zipf

    parts = [p for p in re.split(r"[_.\-]", v) if p]
    if len(parts) > 1 and all(p.isalpha() and zipf(p) >= 3.0 for p in parts):
        return False  # "billing-service", "platform-team": words joined, a thing's name
    return name_shaped(v) or handle_shaped(v)


def _plausible(cat: Category, v: str) -> bool:  # noqa: PLR0911 - one check per category
    from .names import _EN_COMMON, _EN_STOP, _zh_surnames  # lazy: names loads its lists lazily

    if v.strip().lower() in _NOT_VALUES or v.startswith(("$", "{", "<", "[", "%")):
        return False
    if cat is Category.USERNAME:
        if _CJK_NICK.fullmatch(v):
            return v not in _CJK_NOT_NICK  # "nickname: 会飞的大白"
        return _HANDLE.fullmatch(v) is not None and not v.isdigit()
    if cat is Category.PERSON_NAME:
        if _ZH_NAME.fullmatch(v):
            return v[0] in _zh_surnames() or v[:2] in _zh_surnames()
        words = v.split()
        if _NAME.fullmatch(v) is None:
            return False
        return not any(w in _EN_STOP or w in _EN_COMMON for w in words)
    if cat is Category.PHONE:
        digits = sum(c.isdigit() for c in v)
        return (
            7 <= digits <= 16
            and re.fullmatch(r"[\d\s\-+().x/]+|[\d\s\-+().]+ext\.?\s?\d+", v) is not None
        )
    if cat is Category.ADDRESS:
        return any(c.isdigit() for c in v) and len(v) >= 8
    if cat is Category.GEO:
        return _COORD.search(v) is not None
    return sum(c.isdigit() for c in v) >= 6


# --- records: the label in one field, the value in another -------------------------------
# {"fact": "login name", "value": "x"}, {"类型": "凭证", "事实": "无线网络密码", "内容": "x"},
# "- key: Wi-Fi password\n  value: x": a label field names what its record's value field is
_LABEL_FIELDS = frozenset(
    """fact key name label field type kind attribute attr item property prop title
    what subject topic entity slot memory_key fact_type info_type data_type credential_type
    setting service platform site app
    事实 类型 名称 项目 字段 属性 键 标签 类别 事项 条目 种类 名目 信息类型 内容类型 设置 平台
    """.split()  # noqa: SIM905
)
_VALUE_FIELDS = frozenset(
    """value val text content data answer detail details info secret string raw fact_value
    id account number 值 内容 文本 数据 详情 信息 取值 数值 答案 号码""".split()  # noqa: SIM905
)
#: the literals a record needs: one value field's name (every value field contains one)
_RECORD_LITS = ("val", "text", "content", "data", "answer", "detail", "info", "secret",
                "string", "raw", "id", "account", "number", "值", "内容", "文本", "数据", "详情",
                "信息", "答案", "号码")
_PAIR = lazy_re(
    r"(?m)(?:(?<=[{,;\s\[(|])|^)[\"']?(?P<k>[A-Za-z_\u4e00-\u9fff][\w\u4e00-\u9fff\- ]{0,24}?)"
    r"[\"']?[ \t]{0,2}[:=：][ \t]{0,3}(?:\"(?P<d>[^\"\n]{0,300})\"|'(?P<s>[^'\n]{0,300})'|"
    r"(?P<b>[^\s,;{}\"'][^,;{}\n|]{0,300}?))[ \t]*(?=[,;}|\n]|$)"
)
_BRACES = re.compile(r"\{[^{}]{1,3000}\}")
#: a new record in plain text: a blank line or a list item
_BLOCK = re.compile(r"\n[ \t]*(?:\n|[-*•+][ \t]|\d{1,3}[.)][ \t])")
_B = r"(?<![A-Za-z0-9])"
#: what a label names, judged at its end (its head noun: "Wi-Fi password", "家庭视频会员账号的
#: 密码", "login name 登录名"; not "password policy"); most specific first
_CUES: tuple[tuple[Category, re.Pattern[str]], ...] = tuple(
    (cat, re.compile(r"(?:" + rx + r")$"))
    for cat, rx in (
        (
            Category.EMAIL,
            _B + r"(?:e-?mail|mail)(?:\s?(?:address|addr|id))?|邮箱(?:地址)?|电子邮件(?:地址)?|"
            r"电子邮箱|邮件地址",
        ),
        (
            Category.PASSWORD,
            _B + r"(?:password|passwd|pwd|passcode|passphrase|pass\s?code|"
            r"pin(?:\s?(?:code|number))?|unlock\s?code|door\s?code|gate\s?code|alarm\s?code|"
            # round 21: "| system | secret word |", "service,login_secret"
            r"(?:secret|memorable|magic|safe)\s?word|(?:login|log-?in|sign-?in)\s?secret)|"
            r"密码|口令|暗码|暗号|通行短语|加密短语|开门码|门禁码|开箱码|解锁码|控制码",
        ),
        (
            Category.SECRET,
            _B + r"(?:api[\s_\-]?(?:key|token|secret)|(?:access|auth|bearer|refresh|personal\s?"
            r"access|bot|oauth)\s?token|client\s?secret|secret(?:\s?key)?|private\s?key|"
            r"recovery\s?(?:key|phrase|code)|seed\s?phrase)|密钥|秘钥|令牌|私钥|助记词",
        ),
        (
            Category.GOVERNMENT_ID,
            _B + r"(?:ssn|social\s?security(?:\s?(?:number|no\.?))?|"
            r"passport(?:\s?(?:number|no\.?))?|national\s?id(?:\s?(?:number|no\.?))?|ni\s?(?:number|no\.?)|national\s?insurance"
            r"(?:\s?(?:number|no\.?))?|nino|driver'?s?\s?licen[cs]e(?:\s?(?:number|no\.?))?|"
            r"driving\s?licen[cs]e(?:\s?(?:number|no\.?))?|tax\s?(?:id|number)|id\s?card"
            r"(?:\s?number)?)|身份证(?:号码?)?|护照(?:号码?)?|社保(?:卡)?号码?|驾驶证号?|驾照号?|"
            r"证件号码?",
        ),
        (
            Category.FINANCIAL,
            _B + r"(?:card\s?(?:number|no\.?)|credit\s?card|debit\s?card|iban|"
            r"(?:bank\s?)?account\s?(?:number|no\.?)|bank\s?account|routing\s?number|"
            r"sort\s?code|bic|swift(?:\s?code)?)|银行卡号?|卡号|银行账号|银行账户|账户号码?|"
            r"帐户号码?",
        ),
        (
            Category.PHONE,
            _B + r"(?:phone(?:\s?(?:number|no\.?))?|mobile(?:\s?(?:number|no\.?))?|"
            r"cell(?:\s?phone)?|tel|telephone(?:\s?number)?|contact\s?number|whatsapp|fax)|电话(?:号码)?|"
            r"手机(?:号码?)?|联系方式|座机(?:号码?)?",
        ),
        (
            Category.USERNAME,
            _B + r"(?:user\s?(?:name|id|handle)|log-?in(?:\s?(?:name|id))?|handle|"
            r"account(?:\s?(?:name|id))?|screen\s?name|nick\s?name|gamer\s?tag|gamertag|alias|"
            r"member\s?id|wechat(?:\s?id)?|skype(?:\s?(?:name|id))?|qq(?:\s?number)?|"
            # a platform as the label: the value is the account on it
            r"github|gitlab|twitter|instagram|discord|telegram|steam(?:\s?id)?|xbox|psn|reddit|"
            r"tiktok|douyin|weibo|slack|mastodon|bluesky|threads|snapchat|twitch)|用户名|"
            r"登录名|登录账号|账号|帐号|账户名?|帐户名?|昵称|网名|微信号?|qq号|用户id|用户ID|微博|"
            r"抖音号?|小红书号?|[bB]站(?:ID|id)?|快手号?",
        ),
        (
            Category.ADDRESS,
            _B + r"(?:(?:home|street|postal|mailing|shipping|billing|delivery)\s?)?address|住址|"
            r"地址|家庭住址|收货地址|家庭地址",
        ),
        (Category.GEO, _B + r"(?:coordinates|coords|gps|lat\s?/\s?lon[g]?)|坐标|经纬度"),
        (
            Category.PERSON_NAME,
            r"^(?:full\s?name|legal\s?name|real\s?name|name|emergency\s?contact|next\s?of\s?kin)"
            r"|^(?:姓名|真实姓名|名字)|紧急联系人",
        ),
    )
)
_CUT = re.compile(r"\s(?:for|of|on|at|to|in|with|from|used|via)\s|[(（\[]")
_PASS_STOP = frozenset(
    _SEP.split(
        "the a an in is are was see stored saved kept manager vault ask same as usual "
        "changed reset unknown not set none"
    )
)


def _cue_category(label: str) -> Category | None:
    """The category a record's label names, from its head noun."""
    low = _CUT.split(label.strip().lower(), maxsplit=1)[0].strip(" \t:：.-_")
    if "的" in low:
        low = low.rsplit("的", 1)[1]
    low = low.replace("_", " ").replace("-", " ") if low.isascii() else low
    if not low or len(low) > 60:
        return None
    if _NOT_PERSONAL_ADDR.search(low):
        return None  # "IP address", "MAC address": a machine's, not a home
    for cat, rx in _CUES:
        if rx.search(low) or rx.search(low.replace(" ", "")):
            if cat is Category.USERNAME and low in ("account", "login"):
                return None  # "account: premium", "login: SSO" name a kind, not a handle
            return cat
    return None


_NOT_PERSONAL_ADDR = re.compile(
    r"(?<![A-Za-z])(?:ip|ipv4|ipv6|mac|server|web|url|host|wallet|contract|memory|network|"
    r"bluetooth|bt|hardware|proxy|gateway|dns|smtp|bind|listen|broadcast|multicast|"
    r"loopback|base|return|start|load)\s?address$|(?:ip|mac|服务器|网关|内存|钱包|合约)地址$"
)
_PIN_HEAD = re.compile(r"(?<![A-Za-z])pin(?:\s?(?:code|number))?\s*$")


def _label_value_ok(label: str, cat: Category, v: str) -> bool:
    """The value check, and a PIN holds digits ("map pin: home" is no PIN)."""
    if cat is Category.PASSWORD and _PIN_HEAD.search(label.lower()) and not any(
        c.isdigit() for c in v
    ):
        return False
    return _record_value_ok(cat, v)


def _record_value_ok(cat: Category, v: str) -> bool:  # noqa: PLR0911, PLR0912 - per category
    """A record's value under a label naming ``cat``: a cued value is private even in an
    unusual shape, so the checks only keep out placeholders and prose."""
    from .passwords import zipf

    low = v.lower()
    if not v or low in _NOT_VALUES or v.startswith(("{", "<", "[", "%")):
        return False
    if v.startswith("$") and re.fullmatch(r"\$\{?[A-Za-z_]\w*\}?", v):
        return False  # "$DB_PASSWORD": a variable, not its value
    if re.fullmatch(r"[*•●xX·\-_.]{3,}", v):
        return False  # a masked value
    words = v.split()
    if cat is Category.PASSWORD or cat is Category.SECRET:
        if len(v) > 120 or (cat is Category.SECRET and (len(words) > 1 or len(v) < 8)):
            return False
        return len(words) == 1 or (
            len(words) <= 6
            and all(w.isalpha() and w.islower() for w in words)
            and not any(w in _PASS_STOP for w in words)
        )
    if cat is Category.USERNAME:
        if len(words) != 1 or len(v) > 64:
            return False
        if v.isdigit():
            return len(v) >= 5
        if v.isupper() and len(v) <= 6:
            return False  # "SSO", "LDAP"
        return not (v.isalpha() and v.isascii() and zipf(v) >= 3.0)
    if cat is Category.EMAIL:
        return "@" in v and len(words) == 1
    if cat is Category.FINANCIAL:
        digits = sum(c.isdigit() for c in v)
        return digits >= 6 and re.fullmatch(r"[A-Za-z0-9 \-]{6,40}", v) is not None
    if cat is Category.GOVERNMENT_ID:
        return (
            sum(c.isdigit() for c in v) >= 3
            and len(words) <= 4
            and re.fullmatch(r"[A-Za-z0-9 \-/]{5,30}", v) is not None
        )
    if cat is Category.PHONE:
        return 6 <= sum(c.isdigit() for c in v) <= 16 and re.fullmatch(
            r"[\d\s\-+().x/]+|[\d\s\-+().]+ext\.?\s?\d+", v
        ) is not None
    if cat is Category.ADDRESS:
        zh = re.search(r"[\u4e00-\u9fff]{4}", v) is not None
        return len(v) >= 8 and (zh or any(c.isdigit() for c in v))
    return _plausible(cat, v)


_ROW = re.compile(r"(?m)^[ \t]{0,3}\|(.{1,400})\|[ \t]*$")
_RULE = re.compile(r"[\s|:\-]+")


def _table_cells(text: str) -> Iterator[tuple[Category, int, int]]:
    """Markdown tables whose header names a label column and a value column ("| item |
    value |", "| 字段 | 值 |"): each row's label cell names what its value cell is."""
    rows = list(_ROW.finditer(text))
    cols: tuple[int, int] | None = None
    prev_end = -2
    for i, m in enumerate(rows):
        body = m.group(1)
        if m.start() > prev_end + 1:  # a new table
            cols = None
        prev_end = m.end()
        if _RULE.fullmatch(body):
            continue
        cells: list[tuple[int, int]] = []
        pos = m.start(1)
        for part in body.split("|"):
            lead = len(part) - len(part.lstrip())
            cells.append((pos + lead, pos + len(part.rstrip())))
            pos += len(part) + 1
        names = [_SEP.sub("_", text[a:b].lower()) for a, b in cells]
        nxt = rows[i + 1].group(1) if i + 1 < len(rows) else ""
        if _RULE.fullmatch(nxt):  # a header row
            vcol = next((j for j, n in enumerate(names) if n in _VALUE_FIELDS), -1)
            lcol = next((j for j, n in enumerate(names) if n in _LABEL_FIELDS), 0)
            cols = (lcol, vcol) if vcol > 0 and lcol != vcol else None
            continue
        if cols is None or max(cols) >= len(cells):
            continue
        (la, lb), (va, vb) = cells[cols[0]], cells[cols[1]]
        cat = _cue_category(text[la:lb])
        if cat is not None and vb > va and _label_value_ok(text[la:lb], cat, text[va:vb]):
            yield cat, va, vb


#: literals the parts of _fields need, answered by the gate's prefilter scan of the text
#: (``norm.low``: a literal a lowercased key or field name holds is in it):
_F_GATES = Gates(
    [
        # a key of _KEYS: its first "_"-separated part (a key is matched lowercased, with
        # runs of spaces, hyphens and dots as "_": that part occurs verbatim in the text)
        (tuple(sorted({k.split("_")[0] for _, keys in _KEYS for k in keys})),),
        # a record's value field (every value field contains one)
        (_RECORD_LITS,),
        # a record's label field (the first part of one)
        (tuple(sorted({k.split("_")[0] for k in _LABEL_FIELDS})),),
    ]
)
_ANY_KEY, _ANY_RECORD, _ANY_LABEL = _F_GATES.masks


def _records(text: str, found: int) -> Iterator[tuple[Category, int, int]]:
    """Values of records whose label field names a category (``found``: _F_GATES' bits)."""
    if not found & _ANY_RECORD:
        return
    if "|" in text and "\n" in text:
        yield from _table_cells(text)
    if not found & _ANY_LABEL:
        return  # a value is named by a label field of its record: none in the text
    spans = [m.span() for m in _BRACES.finditer(text)] if "{" in text else []
    cuts = [m.start() for m in _BLOCK.finditer(text)]
    pairs: list[tuple[tuple[int, int], bool, str, int, int]] = []
    for m in resolve(_PAIR).finditer(text):
        key = _SEP.sub("_", m.group("k").strip().lower())
        is_label = key in _LABEL_FIELDS
        if not is_label and key not in _VALUE_FIELDS:
            continue
        g = next(x for x in ("d", "s", "b") if m.group(x) is not None)
        raw = m.group(g)
        s = m.start(g) + (len(raw) - len(raw.lstrip()))
        e = m.start(g) + len(raw.rstrip())
        pos = m.start()
        rec = next(((1, i) for i, (a, b) in enumerate(spans) if a <= pos < b), None)
        if rec is None:
            rec = (0, sum(1 for c in cuts if c < pos))
        pairs.append((rec, is_label, text[s:e], s, e))
    for i, (rec, is_label, v, s, e) in enumerate(pairs):
        if is_label:
            continue
        labels = [(abs(j - i), j > i, lv) for j, (r, lab, lv, _, _) in enumerate(pairs)
                  if lab and r == rec]
        for _, _, lv in sorted(labels):
            cat = _cue_category(lv)
            if cat is not None:
                if _label_value_ok(lv, cat, v):
                    yield cat, s, e
                break


_last: tuple[str, tuple[tuple[Category, int, int], ...]] = ("", ())


def _fields(norm: NormalizedText) -> tuple[tuple[Category, int, int], ...]:
    """(category, start, end) of every plausible labelled value (a coordinate pair under an
    address key is GEO); the last text is cached
    because one detector per category asks for the same text in turn."""
    global _last  # noqa: PLW0603 - a one-entry cache, replaced atomically
    text = norm.text
    if _last[0] == text and text:
        return _last[1]
    out: list[tuple[Category, int, int]] = []
    found = _F_GATES.found(norm.low)
    # every match below counts only when its key is one of _KEYS
    if found & _ANY_KEY and (":" in text or "=" in text or "</" in text):
        # _QUOTED and _TOML need a separator and an opening quote, _XML a closing tag
        quoted = _QUOTED_VALUE.search(text) is not None
        rxs = (_QUOTED, _TOML, _PLAIN) if quoted else (_PLAIN,)
        for rx in (*rxs, _XML) if "</" in text else rxs:
            for m in rx.finditer(text):
                cat = _category(m.group("key"))
                if cat is None:
                    continue
                raw = m.group("v")
                v = raw.strip()
                s = m.start("v") + (len(raw) - len(raw.lstrip()))
                if cat is Category.ADDRESS or cat is Category.GEO:
                    # a coordinate pair as the value: the whole pair, past the comma the
                    # plain form stops at ("address: 8.82, -50.53")
                    pair = _PAIR_AT.match(text, s)
                    if pair is not None:
                        out.append((Category.GEO, s, pair.end()))
                        continue
                if v and _plausible(cat, v):
                    out.append((cat, s, s + len(v)))
                elif v and cat is Category.PERSON_NAME and _handle_like(v):
                    out.append((Category.USERNAME, s, s + len(v)))  # "author = kwilder"
    if ":" in text or "=" in text or "|" in text:
        out.extend(_records(text, found))
    if any(x in text for x in (":", "=", "：", "|", "\t", ",", "</")):
        out.extend(_structure(text))
    result = tuple(out)
    _last = (text, result)
    return result


_CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff01-\uff0f\uff1a-\uff20]")
#: a template's stand-in for a credential, never one
_PLACEHOLDER = re.compile(
    r"(?i)[<\[{(\"'`]?(?:(?:your|my|insert|replace|enter|paste|put|add)[_\- ]?[\w\-]*|"
    r"\w*[_\-](?:here|goes[_\-]here)|change[_\-]?me|placeholder|redacted|dummy|"
    r"x{4,}|\*{3,}|\.{3,}|…)[>\]})\"'`]?"
)


@dataclass(frozen=True)
class FieldDetector:
    """Values of labelled fields whose key names ``category``."""

    category: Category
    name: str = "labelled_field"
    needs: Needs | None = None

    def find(self, norm: NormalizedText) -> list[Finding]:
        # a list, not a generator: the detector of every category runs on the same text
        # in turn (one shared _fields, read here straight from its cache), most of them
        # finding nothing in it
        last, fields = _last
        if last != norm.text or not last:
            fields = _fields(norm)
        out: list[Finding] = []
        if not fields:
            return out
        for cat, s, end in fields:
            if cat is self.category:
                e = end
                if cat is Category.SECRET or cat is Category.PASSWORD:
                    cut = _CJK.search(norm.text, s, e)
                    if cut is not None and cut.start() > s:
                        e = cut.start()  # "api_key=X只是占位符": the value ends at the prose
                    if _PLACEHOLDER.fullmatch(norm.text, s, e) is not None:
                        continue  # "YOUR_KEY_HERE", "<your-token>", "changeme", "xxxx"
                f = norm.finding(cat, s, e, 0.8, self.name)
                if f is not None:
                    out.append(f)
        return out


# --- round 5: structure — table columns, SQL, key=value in any case style ------------------
# The key of a field or the header of a column names what every value under it is, however
# far the header sits from the value: "usr" three columns away, ``INSERT INTO t (…, usr)
# VALUES (…, 'x')``, ``SET `账户名` = 'x'``, ``userName=x``, ``ID_NUMBER=x``.

#: abbreviations inside keys, expanded before the label is judged by its head noun
_ABBR = {
    "usr": "user name",
    "uname": "user name",
    "user": "user name",
    "uid": "user id",
    "nick": "nickname",
    "gh": "github",
    "pwd": "password",
    "pw": "password",
    "pass": "password",
    "psk": "password",
    "passwd": "password",
    "pword": "password",
    "acct": "account",
    "acc": "account",
    "no": "number",
    "num": "number",
    "nbr": "number",
    "nr": "number",
    "tel": "phone",
    "mob": "mobile",
    "cell": "cell phone",
    "addr": "address",
    "aba": "routing number",
    "rtn": "routing number",
    "ssn": "ssn",
    "nino": "nino",
    "dl": "driving licence",
    "lat": "lat/lon",
    "lng": "lat/lon",
    "lon": "lat/lon",
}
#: the literals one of which every key judged here contains (the prefilter's contract: a key
#: without one is not judged at all)
_KEY_LITS = lits(
    "user|usr|uname|uid|login|log-in|handle|account|acct|acc|nick|screen|gamer|alias|member|"
    "wechat|skype|qq|github|gh|gitlab|twitter|instagram|discord|telegram|steam|xbox|psn|reddit|"
    "tiktok|douyin|weibo|slack|mastodon|bluesky|threads|snapchat|twitch|"
    "pass|pwd|pw|psk|pin|code|secret|token|key|phrase|"
    "mail|phone|mobile|mob|cell|tel|fax|whatsapp|contact|"
    "ssn|social|passport|national|nino|ni_n|ni n|ni-n|licen|tax|id|aba|rtn|routing|iban|card|"
    "bank|sort|bic|swift|"
    "addr|street|postal|postcode|zip|residence|coord|gps|lat|lon|geo|location|area|district|"
    "name|owner|author|customer|recipient|holder|kin|"
    "用户|登录|账号|帐号|账户|帐户|昵称|网名|微信|qq号|微博|抖音|小红书|站|快手|"
    "密码|口令|暗码|暗号|短语|码|密钥|秘钥|令牌|私钥|助记词|邮箱|邮件|电话|手机|联系|座机|"
    "身份证|护照|社保|驾驶证|驾照|证件|卡号|银行|账户|住址|地址|坐标|经纬度|姓名|名字|"
    "持卡人|联系人|邮编|小区|片区|开户人|户名|收件人|收货人|holder|community|compound|社区|楼盘"
)
_KEY_LIT_RX = re.compile("|".join(map(re.escape, sorted(_KEY_LITS, key=len, reverse=True))))
_STRUCT_KEY = re.compile(r"[A-Za-z_\u4e00-\u9fff][\w\u4e00-\u9fff .\-/#]{0,39}")
_CAMEL_CUT = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_KEY_SPLIT = re.compile(r"[\s_\-./#]+")
_ZIP_KEY = re.compile(
    r"(?:^|\s)(?:zip|zip code|zipcode|postcode|post code|postal code)$|邮编$|邮政编码$"
)
_PLACE_KEY = re.compile(
    r"小区(?:名称?)?$|(?:^|\s)(?:estate|neighbou?rhood|subdivision|area|district|geo|"
    r"community|compound)$|片区$|社区$|楼盘$"
)
_HOLDER_KEY = re.compile(
    r"(?:持卡人|开户人|(?<![账帐用])户名|收件人|收货人|联系人)$"
    r"|(?:^|\s)(?:card ?holder|account holder)$"
)
_PLACE_VALUE = re.compile(
    r"[A-Z][a-z'\-]{1,20}(?:\s[A-Z][a-z'\-]{1,20}){0,3}|[\u4e00-\u9fff]{2,12}"
)
_ID_KEY = re.compile(r"(?:^|\s)id (?:number|no)$")
#: columns that hold anything (a note, a free value): judged by the value's shape alone
_GENERIC = re.compile(
    r"(?:[a-z]{0,12}[_ ])?(?:value|val|notes?|remarks?|misc|extra|others?|comments?|memo|"
    r"info|data|details?|free ?text|text|field ?value|col(?:umn)?[_ ]?\d{1,3}|field[_ ]?\d{1,3})|"
    r"备注|说明|附加信息|其他|其它|字段值|值|内容|附注|补充|杂项"
)
_GENERIC_LITS = lits(
    "val|note|remark|misc|extra|other|comment|memo|info|data|detail|text|col|field|"
    "备注|说明|附加信息|其他|其它|字段值|值|内容|附注|补充|杂项"
)


def _key_words(key: str) -> str:
    """A key as words: camelCase and snake_case split, abbreviations expanded."""
    key = key.strip().strip("\"'`[]")
    if not key.isascii():
        return _KEY_SPLIT.sub(" ", key.lower()).strip()
    words = _KEY_SPLIT.split(_CAMEL_CUT.sub(" ", key).lower())
    return " ".join(_ABBR.get(w, w) for w in words if w)


@lru_cache(maxsize=4096)
def key_category(key: str) -> Category | None:  # noqa: PLR0911 - one rule each
    """The category a field's key or a column's header names (None: none, or not a key)."""
    if _KEY_LIT_RX.search(key.lower()) is None:
        return None
    cat = _category(key.strip().strip("\"'`[]"))
    if cat is not None:
        return cat
    words = _key_words(key)
    if not words or len(words) > 48:
        return None
    if _ZIP_KEY.search(words):
        return Category.ADDRESS
    if _PLACE_KEY.search(words):
        return Category.GEO
    if _ID_KEY.search(words):
        return Category.GOVERNMENT_ID
    if _HOLDER_KEY.search(words):
        return Category.PERSON_NAME
    if words in ("user name", "account"):
        return Category.USERNAME if words == "user name" else None
    return _cue_category(words)


_SHAPE_PW = re.compile(r"[^\s,;|]{8,64}")
_DICEWARE = re.compile(r"[a-z]{3,12}(?:[-_.][a-z]{3,12}){2,6}\d{0,4}")
_PASSPORT = re.compile(r"[A-Z]{1,2}\d{7,9}")
_LONG_DIGITS = re.compile(r"\d{17,20}")  # a bank account; order/ref numbers are shorter
_B64 = re.compile(r"[A-Za-z0-9+/_\-]{32,}={0,2}")


def _shape_category(v: str) -> Category | None:  # noqa: PLR0911 - one shape each
    """What a value in a free column is by its shape alone (None: nothing personal)."""
    from .handles import _context_handle, name_shaped

    if len(v) < 3 or " " in v:
        return None
    if name_shaped(v) or _context_handle(v):
        return Category.USERNAME
    if _PASSPORT.fullmatch(v):
        return Category.GOVERNMENT_ID
    if _LONG_DIGITS.fullmatch(v):
        return Category.FINANCIAL
    if _DICEWARE.fullmatch(v) and any(c.isdigit() for c in v):
        return Category.PASSWORD
    if (
        _B64.fullmatch(v)
        and entropy(v) >= 3.5
        and any(c.isupper() for c in v)
        and any(c.islower() for c in v)
    ):
        return Category.SECRET
    if _SHAPE_PW.fullmatch(v) and "@" not in v and "://" not in v:
        kinds = (
            any(c.islower() for c in v)
            + any(c.isupper() for c in v)
            + any(c.isdigit() for c in v)
            + any(not c.isalnum() for c in v)
        )
        if kinds >= 3 and not re.fullmatch(r"[A-Z]{2,5}-\d{2,8}(?:-[A-Z]{1,4})?", v):
            lowers = sum(c.islower() for c in v)
            uppers = sum(c.isupper() for c in v)
            if lowers and uppers and entropy(v) >= 2.8:
                return Category.PASSWORD
    return None


_HAS_CONTENT = re.compile(r"[A-Za-z0-9\u4e00-\u9fff]")


def _cell(header: str, cat: Category | None, v: str) -> Category | None:  # noqa: PLR0911
    """The category of a value under ``header`` (naming ``cat``; None: a free column)."""
    v = v.strip()
    if not v or _HAS_CONTENT.search(v) is None or v.lower() in _NOT_VALUES:
        return None
    if v.startswith(("/", "~/", "./", "../")) or "://" in v:
        return None  # a path or a URL ("PWD=/srv/app" is a working directory)
    if cat is None:
        return _shape_category(v)
    if cat is Category.USERNAME and not v.isascii() and not _plausible(cat, v):
        return None  # "昵称：必填": a form's hint
    if cat is Category.ADDRESS and _MACHINE_ADDRESS.fullmatch(v):
        return None
    if cat is Category.ADDRESS and _ZIP_KEY.search(_key_words(header)):
        ok = re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9 \-]{2,9}", v) is not None
        return cat if ok and any(c.isdigit() for c in v) else None
    if cat is Category.GEO and (_PAIR_AT.fullmatch(v) or _COORD.search(v)):
        return cat
    if cat is Category.GEO and _PLACE_KEY.search(_key_words(header)):
        # a place's name (Title Case or Chinese) or a postcode, not a size or a team
        ok = _PLACE_VALUE.fullmatch(v) is not None or (
            _key_words(header).endswith("geo") and re.fullmatch(r"\d{5,6}", v) is not None
        )
        if ok and v.isascii() and all(w.isalpha() for w in v.split()):
            from .geo import place_shaped  # lazy: geo imports the address family
            from .passwords import zipf  # lazy: loads the word list

            # "area: Engineering", "area: Search Platform": a department, not a place
            ok = place_shaped(v) or (
                # (a "community" is a forum or a group as often: its place needs a place's shape)
                not _key_words(header).endswith(("community", "compound"))
                and any(zipf(w) < _COMMON_ZIPF for w in v.split())
            )
        return cat if ok else None
    if cat is Category.GEO:
        return cat if _PAIR_AT.fullmatch(v) or _COORD.search(v) else None
    if cat is Category.PERSON_NAME and not _plausible(cat, v):
        return Category.USERNAME if _handle_like(v) else None
    return cat if _label_value_ok(header, cat, v) else None


def _header_cat(h: str) -> tuple[bool, Category | None, bool]:
    """(judged, category, is a label column) of a header cell."""
    key = _SEP.sub("_", h.lower())
    if key in _LABEL_FIELDS and key not in ("name", "title"):
        return False, None, True
    cat = key_category(h)
    if cat is not None:
        return True, cat, False
    if _GENERIC.fullmatch(h.lower()) and any(x in h.lower() for x in _GENERIC_LITS):
        return True, None, False
    return False, None, False


def _split_row(line: str, start: int, d: str) -> list[tuple[int, int]]:
    body, off = line, start
    if d == "|":
        a = line.index("|") + 1
        b = line.rindex("|")
        body, off = line[a:b], start + a
    cells: list[tuple[int, int]] = []
    pos = off
    for part in body.split(d):
        core = part.strip().strip("\"'`")
        lead = part.index(core) if core else 0
        cells.append((pos + lead, pos + lead + len(core)))
        pos += len(part) + 1
    return cells


def _delim(line: str) -> str | None:
    s = line.strip()
    if s.startswith("|") and s.endswith("|") and s.count("|") >= 3:
        return "|"
    if "\t" in s:
        return "\t"
    if "," in s and s.count(",") <= 40:
        return ","
    return None


def _tables(text: str) -> Iterator[tuple[Category, int, int]]:  # noqa: PLR0912, PLR0915
    """Every cell under a header naming a category, or under a free column whose value's
    shape is personal, or under a value column whose row's label names a category."""
    lines: list[tuple[int, str]] = []
    pos = 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    i = 0
    while i < len(lines):
        start, line = lines[i]
        i += 1
        d = _delim(line)
        if d is None or i >= len(lines) or lines[i][1].count(d) != line.count(d):
            continue  # a header needs a row below it with as many delimiters
        head = _split_row(line, start, d)
        names = [text[a:b] for a, b in head]
        if not all(_STRUCT_KEY.fullmatch(n) for n in names if n) or len(head) < 2:
            continue
        kinds = [_header_cat(n) for n in names]
        vcol = next(
            (k for k, n in enumerate(names) if _SEP.sub("_", n.lower()) in _VALUE_FIELDS), -1
        )
        # the label column nearest before the value column ("entity, attribute, value")
        labels = [k for k, x in enumerate(kinds) if x[2]]
        label = max((k for k in labels if k < vcol), default=labels[0] if labels else -1)
        if not any(x[0] for x in kinds) and not (label >= 0 and vcol >= 0):
            continue
        j = i
        while j < len(lines) and j < i + 500:
            rstart, row = lines[j]
            if d == "|" and _RULE.fullmatch(row.strip()):
                j += 1
                continue
            if _delim(row) != d:
                break
            cells = _split_row(row, rstart, d)
            if len(cells) != len(head):
                break
            j += 1
            labelled = False
            if label >= 0 and vcol >= 0 and vcol != label:
                la, lb = cells[label]
                va, vb = cells[vcol]
                cat = key_category(text[la:lb])
                labelled = lb > la  # the row's label, not the value's shape, says what it is
                if cat is not None and vb > va:
                    got = _cell(text[la:lb], cat, text[va:vb])
                    if got is not None:
                        yield got, va, vb
            for k, (judged, cat, _) in enumerate(kinds):
                a, b = cells[k]
                if not judged or b <= a or (labelled and k == vcol):
                    continue
                got = _cell(names[k], cat, text[a:b])
                if got is not None:
                    yield got, a, b
        i = max(i, j)


_SQL_INSERT = lazy_re(
    r"(?i)INSERT\s+INTO\s+\S{1,80}\s*\((?P<cols>[^()\n]{1,600})\)\s*VALUES\s*"
    r"\((?P<vals>[^()\n]{1,1200})\)"
)
_SQL_VAL = re.compile(r"'((?:[^'\\\n]|\\.|''){0,300})'|\"([^\"\n]{0,300})\"|([^,\s][^,]{0,100})")
#: ``SET `账户名` = 'x'``, ``"账户名" = "x"``, ``usr=x`` in a log line: found from each
#: separator, the key read backwards and the value forwards (cheaper than one regex
#: tried at every position)
_SEPS = re.compile(r"[=:：]")
_KEY_CHAR = re.compile(r"[\w\u4e00-\u9fff.\-]")
_KEY_START = re.compile(r"[A-Za-z_\u4e00-\u9fff]")
_OPEN = {"": "", "`": "`", '"': '"', "'": "'", "]": "["}


def _key_before(text: str, i: int) -> str | None:
    """The key ending before the separator at ``i`` (maybe quoted), or None."""
    j = i
    while j > 0 and i - j < 3 and text[j - 1] in " \t":
        j -= 1
    close = text[j - 1] if j > 0 and text[j - 1] in "`\"']" else ""
    j -= len(close)
    end = j
    while j > 0 and end - j < 40 and (text[j - 1].isalnum() or text[j - 1] in "_.-"):
        j -= 1
    if j == end or _KEY_START.match(text, j) is None:
        return None
    opener = _OPEN[close]
    if opener:
        if j == 0 or text[j - 1] != opener:
            return None
        j -= 1
    if j > 0 and text[j - 1] not in " \t\n,;{([":
        return None
    key = text[j + len(opener) : end]
    if opener == "[" and _GATE_MARK.fullmatch(key):
        return None  # "[NAME]：…": the gate's own placeholder (a re-scan), not a field's key
    return key


#: a one-word value this common is an ordinary word (Engineering, Sales), not a place's name
_COMMON_ZIPF = 4.2
#: the inside of a placeholder the gate writes ("[NAME]", "[PHONE]")
_GATE_MARK = re.compile(r"[A-Z][A-Z0-9_]*")
#: an IPv4/IPv6/MAC address: a machine's address, whatever the key says ("IP address: …")
_MACHINE_ADDRESS = re.compile(r"[0-9A-Fa-f]{1,4}(?:[.:\-][0-9A-Fa-f]{0,4}){3,7}(?:/\d{1,3})?")


_VAL_HEAD = re.compile(
    r"[ \t]{0,3}(?:'(?P<s>[^'\n]{1,200})'|\"(?P<d>[^\"\n]{1,200})\"|"
    r"(?P<b>[^\s\"',;&{}()\[\]][^\s,;&\"'{}()]{0,120}))(?=[\s,;&)}\]]|$)",
    re.M,
)


_CLAUSE = re.compile(r"[不非没無无是]")
_FIELD_END = re.compile(r"[ \t]*(?:$|\n|[,;&)}\]]|[A-Za-z_][\w.\-]{0,39}=)", re.M)


_CODE_REF = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*){1,6}(?:\(\))?")


_XML_LEAF = lazy_re(
    r"<(?P<k>number|no|num|nr|id|value|code|val)>(?P<v>[^<>\n]{1,80})</(?P=k)>", re.I
)
_XML_OPEN = re.compile(r"<([A-Za-z][\w\-.]{0,40})(?:\s[^<>]{0,200})?>")


def _xml_parents(text: str) -> Iterator[tuple[Category, int, int]]:
    """``<passport><number>X</number>``: a generic leaf named by its parent element."""
    for m in resolve(_XML_LEAF).finditer(text):
        parent = None
        for o in _XML_OPEN.finditer(text, max(0, m.start() - 300), m.start()):
            if f"</{o.group(1)}>" not in text[o.end() : m.start()]:
                parent = o.group(1)
        if parent is None:
            continue
        label = f"{parent} {m.group('k')}"
        cat = key_category(label)
        if cat is not None:
            got = _cell(label, cat, m.group("v").strip())
            if got is not None:
                yield got, m.start("v"), m.end("v")


def _structure(text: str) -> Iterator[tuple[Category, int, int]]:  # noqa: PLR0912
    if "\n" in text:
        yield from _tables(text)
    if "</" in text:
        yield from _xml_parents(text)
    low = text.lower()
    if "insert" in low and "values" in low:
        for m in resolve(_SQL_INSERT).finditer(text):
            cols = m.group("cols").split(",")
            vals = list(_SQL_VAL.finditer(m.group("vals")))
            if len(vals) != len(cols):
                continue
            base = m.start("vals")
            for c, vm in zip(cols, vals, strict=True):
                cat = key_category(c.strip())
                gi = next((k for k in (1, 2, 3) if vm.group(k) is not None), 3)
                if cat is None or not vm.group(gi):
                    continue
                raw = vm.group(gi)
                s = base + vm.start(gi) + len(raw) - len(raw.lstrip())
                v = raw.strip()
                got = _cell(c, cat, v)
                if got is not None:
                    yield got, s, s + len(v)
    if "=" in text or ":" in text or "：" in text:
        for sep in _SEPS.finditer(text):
            i = sep.start()
            if i and text[i - 1] in "=:!<>":
                continue  # "==", "::", "!=", ":="
            key = _key_before(text, i)
            if key is None or _CLAUSE.search(key):
                continue  # "这个不是卡号：…" is a sentence denying the label, not a key
            cat = key_category(key)
            if cat is None:
                continue
            hm = _VAL_HEAD.match(text, i + 1)
            if hm is None:
                continue
            g = next(k for k in ("s", "d", "b") if hm.group(k) is not None)
            raw = hm.group(g)
            s = hm.start(g) + len(raw) - len(raw.lstrip())
            v = raw.strip()
            if g == "b" and _FIELD_END.match(text, hm.end()) is None:
                continue  # "user: Priya wants …" is prose, not a field
            if g == "b" and _CODE_REF.fullmatch(v):
                continue  # "apiKey = process.env.API_KEY": a reference, not the value
            got = _cell(key, cat, v)
            if got is not None:
                yield got, s, s + len(v)


def _needs(keys: frozenset[str]) -> Needs:
    # a key is matched after lowercasing and turning runs of spaces/hyphens into "_": its
    # first "_"-separated part occurs verbatim in the lowercased text; a record needs the
    # name of its value field
    first = {k.split("_")[0] for k in keys}
    every = first | set(_RECORD_LITS) | set(_KEY_LITS) | set(_GENERIC_LITS)
    return Needs(groups=((":", "=", "：", "|", "</", "\t", ","), tuple(sorted(every))))


#: the GEO detector also reads address keys: a coordinate pair there is GEO
_NEEDS_KEYS = {cat: keys for cat, keys in _KEYS}
_NEEDS_KEYS[Category.GEO] = _NEEDS_KEYS[Category.GEO] | _NEEDS_KEYS[Category.ADDRESS]
#: and the USERNAME detector person keys: a handle there is a USERNAME ("owner: kwilder")
_NEEDS_KEYS[Category.USERNAME] = _NEEDS_KEYS[Category.USERNAME] | _NEEDS_KEYS[Category.PERSON_NAME]

#: record values can be of any category a label names
_RECORD_ONLY = tuple(c for c, _ in _CUES if c not in _NEEDS_KEYS)
#: an e-mail is found only under a label or key naming one, and its value holds an "@"
#: (_record_value_ok; no other check yields EMAIL)
_EMAIL_NEEDS = Needs(groups=(*_needs(frozenset()).groups, ("@",)))
DETECTORS = tuple(FieldDetector(cat, needs=_needs(_NEEDS_KEYS[cat])) for cat, _ in _KEYS) + tuple(
    FieldDetector(cat, needs=_EMAIL_NEEDS if cat is Category.EMAIL else _needs(frozenset()))
    for cat in _RECORD_ONLY
)
