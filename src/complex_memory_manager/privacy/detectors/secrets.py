"""Secrets: provider key/token formats, JWTs, private-key blocks, URL credentials and
high-entropy values assigned to key/token/secret names (English and Chinese cues)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from .._lazy import lazy_re, resolve
from .._types import Category, Finding
from ..normalize import NormalizedText
from ._base import DIGIT, LB, UPPER, Detector, Gates, Needs, RegexDetector, entropy, lits
from .passwords import column_cells

__all__ = ["DETECTORS"]

_TOKEN_FORMATS = "|".join(
    [
        r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}",  # AWS key ids
        r"LTAI[A-Za-z0-9]{12,20}",  # Alibaba Cloud AccessKey ID
        r"AKID[A-Za-z0-9]{32}",  # Tencent Cloud SecretId
        r"gh[pousr]_[A-Za-z0-9]{30,255}",  # GitHub classic
        r"github_pat_[A-Za-z0-9_]{20,255}",  # GitHub fine-grained
        r"xox[abposer]-[A-Za-z0-9-]{10,250}",  # Slack tokens
        r"xapp-\d-[A-Za-z0-9-]{10,250}",  # Slack app-level
        r"hooks\.slack\.com/services/[A-Za-z0-9/_-]{20,120}",  # Slack webhooks
        r"T[A-Z0-9]{8,12}/B[A-Z0-9]{8,12}/[A-Za-z0-9]{24}",  # Slack webhook path alone
        r"discord(?:app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_\-]{60,90}",  # Discord webhooks
        r"sk-ant-[A-Za-z0-9_-]{20,250}",  # Anthropic
        r"sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,250}",  # OpenAI
        r"(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,250}",  # Stripe
        r"whsec_[A-Za-z0-9]{20,120}",  # Stripe webhook secret
        r"AIza[0-9A-Za-z_-]{35}",  # Google API key
        r"ya29\.[0-9A-Za-z_-]{20,250}",  # Google OAuth access token
        r"GOCSPX-[0-9A-Za-z_-]{20,60}",  # Google OAuth client secret
        r"hf_[A-Za-z0-9]{30,60}",  # Hugging Face
        r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}",  # SendGrid
        r"glpat-[A-Za-z0-9_-]{20,60}",  # GitLab
        r"npm_[A-Za-z0-9]{36}",  # npm
        r"pypi-[A-Za-z0-9_-]{50,250}",  # PyPI
        r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}",  # Shopify
        r"do[opr]_v1_[a-f0-9]{64}",  # DigitalOcean
        r"key-[a-f0-9]{32}",  # Mailgun
        r"SK[a-f0-9]{32}",  # Twilio API key
        r"glptt-[A-Za-z0-9_-]{20,60}|gldt-[A-Za-z0-9_-]{20,60}",  # GitLab trigger/deploy
        r"[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}",  # Discord bot
        r"dckr_pat_[A-Za-z0-9_-]{20,60}",  # Docker Hub
        r"figd_[A-Za-z0-9_-]{30,60}",  # Figma
        r"lin_api_[A-Za-z0-9]{30,60}",  # Linear
        r"secret_[A-Za-z0-9]{43}",  # Notion
        # round 23: more providers' published token formats
        r"sl\.(?:u\.)?[A-Za-z0-9_\-]{60,1400}",  # Dropbox
        r"[ps]k\.eyJ[A-Za-z0-9_\-]{20,400}\.[A-Za-z0-9_\-]{20,100}",  # Mapbox
        r"gsk_[A-Za-z0-9]{48,56}",  # Groq
        r"r8_[A-Za-z0-9]{37}",  # Replicate
        r"pplx-[A-Za-z0-9]{40,56}",  # Perplexity
        r"xai-[A-Za-z0-9]{60,90}",  # xAI
        r"sbp_[a-f0-9]{40}",  # Supabase
        r"dapi[a-f0-9]{32}(?:-\d)?",  # Databricks
        r"hv[sb]\.[A-Za-z0-9_\-]{24,250}",  # HashiCorp Vault
        r"NRAK-[A-Z0-9]{27}",  # New Relic
        r"gl(?:sa|c)_[A-Za-z0-9_=\-]{32,200}",  # Grafana
        r"AGE-SECRET-KEY-1[0-9A-Z]{58}",  # age
        r"tskey-[a-z]+-[A-Za-z0-9]{6,20}-[A-Za-z0-9]{20,60}",  # Tailscale
        r"ATATT3[A-Za-z0-9_\-=]{100,300}",  # Atlassian
        r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}",  # Postman
        r"sntry[su]_[A-Za-z0-9_=+/\-]{40,300}",  # Sentry
        r"EAA[A-Za-z0-9]{90,300}",  # Meta (Facebook, Instagram) access token
        r"oauth:[a-z0-9]{30}",  # Twitch chat
        r"[a-f0-9]{32}-us\d{1,2}",  # Mailchimp
        r"sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,43}",  # Square
        r"pul-[a-f0-9]{40}",  # Pulumi
        r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}",  # Doppler
        r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}",  # LangSmith
        # round 24
        r"RGAPI-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}",  # Riot Games
        r"access_token\$production\$[a-z0-9]{16}\$[a-f0-9]{32}",  # Braintree
        r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}",  # Airtable personal access token
        r"eyJ[A-Za-z0-9_-]{8,2000}\.[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{8,2000}",  # JWT
    ]
)
_PROVIDER = lazy_re(LB + "(?:" + _TOKEN_FORMATS + ")" + r"(?![A-Za-z0-9_\-])")
_TELEGRAM = lazy_re(r"(?:(?<=/bot)|(?<![A-Za-z0-9_]))\d{8,10}:[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])")

#: "scheme://user:password@host", also with no user ("redis://:password@host")
_URL_CRED = lazy_re(
    r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,15}://"
    r"(?P<v>[^\s:/@\[\]]{0,128}:(?P<pw>[^\s/@\[\]]{1,256}))@"
)
#: a template or environment placeholder is not a credential: "${DB_PASSWORD}", "$PASS",
#: "{{ password }}", "<password>", "%(pw)s"
_PLACEHOLDER_VALUE = lazy_re(
    r"\$\{[^}]{1,64}\}|\$[A-Za-z_][A-Za-z0-9_]{0,63}|\{\{[^}]{1,64}\}\}|<[^>]{1,64}>|"
    r"%\([A-Za-z_]\w{0,63}\)s|%[A-Za-z_]\w{0,63}%"
)


#: "$bZfEllkR0Nq92" is no variable name: cases mixed with digits, as a generated password
_MIXED_DOLLAR = lazy_re(r"\$(?=[^$]*[a-z])(?=[^$]*[A-Z])(?=[^$]*\d)[A-Za-z0-9_]{6,64}")


def _url_cred_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    pw = m.group("pw")
    return _PLACEHOLDER_VALUE.fullmatch(pw) is None or _MIXED_DOLLAR.fullmatch(pw) is not None


_URL_QUERY = lazy_re(
    r"(?i)[?&](?:access_token|refresh_token|id_token|token|api_?key|apikey|key|sig|signature|"
    r"secret|client_secret|auth|password|passwd|code|x-amz-signature|x-amz-credential|"
    r"x-amz-security-token|sas|se?ss?ion(?:id)?)=(?P<v>[^&\s#\"'<>]{8,2048})"
)

_KEY_NAMES = (
    r"(?:api[_\- ]?key|apikey|access[_\- ]?key(?:[_\- ]?id)?|secret[_\- ]?key|secret|"
    r"client[_\- ]?secret|auth[_\- ]?token|access[_\- ]?token|refresh[_\- ]?token|token|"
    r"private[_\- ]?key|credentials?|bearer|session[_\- ]?(?:id|key|token)|signing[_\- ]?key|"
    r"encryption[_\- ]?key|master[_\- ]?key|webhook[_\- ]?secret|key|"
    r"密钥|秘钥|令牌|访问令牌|私钥|凭证|凭据)"
)
_ASSIGNED = lazy_re(
    r"(?i)(?<![A-Za-z0-9])[A-Za-z0-9_.\-]{0,24}?"
    + _KEY_NAMES
    + r"[A-Za-z0-9_\-]{0,12}[\"']?(?:\s?\((?:[A-Za-z0-9_\-]{1,40})\))?"
    r"\s{0,3}(?:[:=]|=>|->|is|是|为|:)\s{0,3}"
    r"(?:Bearer\s+|Token\s+|token\s+)?(?:\[\s{0,2})?[\"'`“]?(?P<v>[A-Za-z0-9+/_\-.=~]{16,512})"
)
#: the value after a colon further on in the sentence: "a secret key from the
#: candidate's previous project: 0WMn…"; only a clearly random value (three character
#: classes, high entropy) counts here
_FAR = lazy_re(
    r"(?i)(?<![A-Za-z0-9])" + _KEY_NAMES + r"(?![A-Za-z])[^\n:=]{1,60}?[:=]\s{0,3}[\"'`“]?"
    r"(?P<v>[A-Za-z0-9+/_\-=]{20,512})(?![A-Za-z0-9+/_\-=])"
)
#: "private_token 9f3a…", "接口密钥 9f3a…": a key name and the value, only whitespace between
_SPACED = lazy_re(
    r"(?i)(?<![A-Za-z0-9])[A-Za-z0-9_.\-]{0,24}?"
    + _KEY_NAMES
    + r"[A-Za-z0-9_\-]{0,12}\s{1,3}(?P<v>[A-Za-z0-9+/_\-=]{16,512})(?![A-Za-z0-9+/_\-=])"
)
#: weaker separators: "KEY >> v", "| SECRET_KEY | v |", "client_secret发你了，v", "把令牌改成v"
_WEAK = lazy_re(
    r"(?i)(?<![A-Za-z0-9])[A-Za-z0-9_.\-]{0,24}?"
    + _KEY_NAMES
    + r"[A-Za-z0-9_\-]{0,12}[\"']?(?:\s{0,3}(?:>>|->|→|—{1,2}|–|\|)\s{0,3}"
    r"|\s{0,2}(?:发你了|给你了|发给你了)[，,:：]?\s{0,2}|\s{0,2}(?:改成了?|改为|换成了?|更新为)\s{0,2}"
    r"|\s{0,2}[（(]|\t{1,2})"
    r"[\"'`“]?(?P<v>[A-Za-z0-9+/_\-.=~]{16,512})"
)
#: a quoted value full of symbols assigned to a key name: Django's
#: ``SECRET_KEY = 'r-!soubevd0x#@0e=201+…'`` (the other patterns stop at the first symbol)
_QUOTED_SYMBOLIC = lazy_re(
    r"(?i)(?<![A-Za-z0-9])[A-Za-z0-9_.\-]{0,24}?"
    + _KEY_NAMES
    + r"[A-Za-z0-9_\-]{0,12}[\"']?\]?\s{0,3}(?:[:=]|=>)\s{0,3}[rbu]?(?P<q>[\"'`])"
    r"(?P<v>[!-~]{16,512}?)(?P=q)"
)
#: the same in an env file, unquoted: "DJANGO_SECRET_KEY=e^w4)*#&-br6f…" to the end of the line
_ENV_SYMBOLIC = lazy_re(
    r"(?im)^[ \t]{0,8}(?:export[ \t]+)?[A-Za-z0-9_.\-]{0,24}?"
    + _KEY_NAMES
    + r"[A-Za-z0-9_\-]{0,12}[ \t]?=[ \t]?(?P<v>[!-~]{24,512})[ \t]*$"
)
_SYMBOLS = frozenset("!@#$%^&*()=+<>?;:[]|,")
_FORMAT_SPEC = lazy_re(r"%\([A-Za-z_]\w*\)|\{\w*\}")


def _symbolic_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    if any(c in v for c in "\"'`{}\\") or "://" in v or v.startswith(("$", "<")):
        return False  # a quoted string, template, placeholder, URL or path: not a key
    if _FORMAT_SPEC.search(v):
        return False  # "user:%(id)s:profile": a format string (and "%Y-%m-%d" is low-entropy)
    if sum(c in _SYMBOLS for c in v) < 2:
        return False  # plain token alphabets are the other patterns' job
    if not (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)):
        return False
    return entropy(v) >= (4.2 if len(v) >= 32 else 3.7)


_BEARER = lazy_re(r"(?i)(?<![A-Za-z0-9])(?:Bearer|Basic)\s+(?P<v>[A-Za-z0-9+/_\-.=~]{16,2048})")
_PEM_BEGIN = lazy_re(r"-----BEGIN (?:[A-Z0-9]+ ){0,4}PRIVATE KEY(?: BLOCK)?-----")
_PEM_END = lazy_re(r"-----END (?:[A-Z0-9]+ ){0,4}PRIVATE KEY(?: BLOCK)?-----")
_DOTTED_NAME = lazy_re(r"[A-Za-z_][A-Za-z_]*(?:\.[A-Za-z_][A-Za-z_]*)+")
_HEXISH = lazy_re(r"[0-9a-fA-F]+|[0-9a-fA-F-]{36}")


def _high_entropy(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v").rstrip(".")
    if len(v) < 16 or v.startswith(("[", "$", "<", "{")):
        return False
    if _DOTTED_NAME.fullmatch(v):  # process.env.API_KEY, settings.SECRET_KEY: code, not a value
        return False
    lo, up, dg = _classes(v)
    if lo + up + (dg > 0) < 2:
        return False
    return (len(v) >= 20 and _HEXISH.fullmatch(v) is not None) or entropy(v) >= 3.2


def _spaced_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """No separator: the value must look random (a digit or base64 punctuation, or long)."""
    v = m.group("v")
    if not (_classes(v)[2] or "+" in v or "/" in v or len(v) >= 32):
        return False
    if "-" in v and all(part.isalpha() for part in v.split("-") if part):
        return False  # a hyphenated word run ("end-to-end-encrypted-…")
    if _CONFIG_SETTING.fullmatch(v) is not None:
        return False  # "config key PASSWORD_MIN_LENGTH=12": a setting's name and its value
    return _high_entropy(norm, m)


#: an UPPER_SNAKE setting and a short value after "=" (base64 padding ends a value instead)
_CONFIG_SETTING = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+=\w{1,12}")


def _far_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    lo, up, dg = _classes(v)
    if not (lo and up and dg):
        return False
    return entropy(v) >= 4.0


def _query_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    return _classes(v)[2] >= 2 and entropy(v) >= 3.0


_PRIVATE_KEY_BLOCK_NEEDS = Needs(groups=(("-----begin ",), ("private key",)))


@dataclass(frozen=True)
class PrivateKeyBlockDetector:
    """PEM private-key blocks; an unterminated block runs to the end of the text."""

    name: str = "private_key_block"
    category: Category = Category.SECRET
    needs: Needs = _PRIVATE_KEY_BLOCK_NEEDS

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        pos = 0
        while True:
            m = _PEM_BEGIN.search(text, pos)
            if m is None:
                return
            end_m = _PEM_END.search(text, m.end())
            end = end_m.end() if end_m else len(text)
            f = norm.finding(self.category, m.start(), end, 0.99, self.name)
            if f is not None:
                yield f
            pos = end


# prefilters (see Needs): every provider format is a whitespace-free run of >= 15 chars
# (the shortest: ``xoxb-`` + 10); assigned/bearer values are runs of >= 16
#: the literal prefix of every provider format shorter than 34 characters (lowercase: the
#: formats are case-sensitive, so the lowercased text holds it); each longer format is a
#: whitespace-free run of >= 34 (Twilio's "SK" + 32 hex and Discord's "[MN]…" bot token,
#: the two without a literal worth a gate, among them)
_PROVIDER_SHORT = Gates(
    (
        (
            (
                *lits("akia|asia|abia|acca|agpa|aida|aroa|anpa|anva|aipa"),
                *lits("github_pat_|xox|xapp-|sk-|_live_|_test_|whsec_|ya29.|gocspx-|hf_"),
                *lits("glpat-|glptt-|gldt-|dckr_pat_|eyj|ltai|nrak-|sq0"),
            ),
        ),
    )
)


def _provider_possible(norm: NormalizedText) -> bool:
    """A run long enough for any provider format, or a short format's literal."""
    return norm.longest >= 34 or _PROVIDER_SHORT.found(norm.low) != 0


_KEY_CUES = lits("key|secret|token|credential|bearer|session|密钥|秘钥|令牌|私钥|凭证|凭据")
DETECTORS: tuple[Detector, ...] = (
    RegexDetector(
        "provider_token",
        Category.SECRET,
        _PROVIDER,
        0.98,
        needs=Needs(run=15, check=_provider_possible),
    ),
    RegexDetector(
        "telegram_bot_token",
        Category.SECRET,
        _TELEGRAM,
        0.95,
        need_digit=True,
        needs=Needs(DIGIT, groups=((":",),), cluster=8, run=44),
    ),
    RegexDetector(
        "url_credentials",
        Category.SECRET,
        _URL_CRED,
        0.95,
        _url_cred_ok,
        needs=Needs(groups=(("://",), ("@",)), run=7),
    ),
    RegexDetector(
        "spaced_secret",
        Category.SECRET,
        _SPACED,
        0.75,
        _spaced_ok,
        needs=Needs(groups=(_KEY_CUES,), run=16),
    ),
    RegexDetector(
        "quoted_symbolic_secret",
        Category.SECRET,
        _QUOTED_SYMBOLIC,
        0.85,
        _symbolic_ok,
        needs=Needs(groups=(_KEY_CUES, ("'", '"', "`")), run=16),
    ),
    RegexDetector(
        "env_symbolic_secret",
        Category.SECRET,
        _ENV_SYMBOLIC,
        0.8,
        _symbolic_ok,
        needs=Needs(groups=(_KEY_CUES, ("=",)), run=24),
    ),
    RegexDetector(
        "far_cued_secret",
        Category.SECRET,
        _FAR,
        0.75,
        _far_ok,
        needs=Needs(groups=(_KEY_CUES, (":", "=")), run=20),
    ),
    RegexDetector(
        "bearer_token",
        Category.SECRET,
        _BEARER,
        0.85,
        _high_entropy,
        needs=Needs(groups=(("bearer", "basic"),), run=16),
    ),
    RegexDetector(
        "url_query_token",
        Category.SECRET,
        _URL_QUERY,
        0.85,
        _query_ok,
        needs=Needs(groups=(("?", "&"), ("=",)), run=13),
    ),
    PrivateKeyBlockDetector(),
)


@dataclass(frozen=True)
class _Retrying:
    """A regex whose failed match is retried from its value's start: in "AWS secret key =
    aws_secret_access_key = v" the first key name captures the second as its value."""

    name: str
    pattern: re.Pattern[str]
    needs: Needs
    category: Category = Category.SECRET
    ok: Callable[[NormalizedText, re.Match[str]], bool] = _high_entropy

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        rx = resolve(self.pattern)
        ok = self.ok
        pos = 0
        while pos < len(text):
            m = rx.search(text, pos)
            if m is None:
                return
            if ok(norm, m):
                v = m.group("v").rstrip(".")
                f = norm.finding(self.category, m.start("v"), m.start("v") + len(v), 0.8, self.name)
                if f is not None:
                    yield f
                pos = m.end()
            else:
                pos = max(m.start("v"), m.start() + 1)


_SECRET_HEADER = lazy_re(r"(?i)[A-Za-z0-9_.\-]{0,24}?" + _KEY_NAMES + r"[A-Za-z0-9_\-]{0,12}")


class _SecretColumns:
    name = "secret_column"
    category = Category.SECRET
    needs = Needs(groups=(_KEY_CUES, ("\n",)), run=16)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for s, e in column_cells(text, resolve(_SECRET_HEADER)):
            m = resolve(_CELL).fullmatch(text, s, e)
            if m is not None and _high_entropy(norm, m):
                f = norm.finding(self.category, s, e, 0.8, self.name)
                if f is not None:
                    yield f


_CELL = lazy_re(r"(?P<v>[A-Za-z0-9+/_\-.=~]{16,512})")
#: a value assigned in prose, the key name and its verb apart: "aws_secret_access_key for
#: the backup job is v", "set BACKUP_ENCRYPTION_KEY to v", "加密密钥 BACKUP_KEY 设为 v",
#: "把 API key 改成 v"; only a clearly random value counts (see ``_verb_ok``)
_VERB_ASSIGNED = lazy_re(
    r"(?i)(?<![A-Za-z0-9])[A-Za-z0-9_.\-]{0,24}?"
    + _KEY_NAMES
    + r"(?![a-z])[A-Za-z0-9_\-]{0,12}[\"'`”]?[^\n:=。；;!?]{0,60}?"
    r"(?:\s(?:is|was|are|to|as|into|of)(?:\s(?:now|still|set\sto|changed\sto))?\s{1,2}"
    r"|\s{0,2}(?:就|也|还|都|已经?|刚刚?)?(?:设为|设成|设置为|设置成|改成了?|改为|换成了?|更新为|填|用|是|为|為)"
    r"\s{0,2}|\s{0,2}(?:→|->|=>)\s{0,2})"
    r"[\"'`“「]?(?P<v>[A-Za-z0-9+/_\-=]{20,512})(?![A-Za-z0-9+/_\-=])"
)


def _verb_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    """Random-looking: upper, lower and digits (or base64 punctuation with two classes),
    high entropy, no word-run or identifier shape."""
    v = m.group("v").rstrip("=") or m.group("v")
    lo, up, dg = _classes(v)
    b64 = "+" in v or "/" in v
    if not ((lo and up and dg) or (b64 and lo + up + (dg > 0) >= 2)):
        return False
    if "-" in v and all(p.isalpha() for p in v.split("-") if p):
        return False
    if "_" in v and all(p.isalpha() or p.isdigit() for p in v.split("_")) and dg < 4:
        return False  # an identifier: "MAX_RETRY_COUNT_3"
    if _DOTTED_NAME.fullmatch(v):
        return False
    return entropy(v) >= (3.9 if len(v) < 28 else 4.2)
DETECTORS = (
    *DETECTORS,
    _Retrying("assigned_secret", _ASSIGNED, Needs(groups=(_KEY_CUES,), run=16)),
    _Retrying(
        "weak_secret",
        _WEAK,
        Needs(
            groups=(
                _KEY_CUES,
                (
                    ">>",
                    "->",
                    "→",
                    "—",
                    "–",
                    "|",
                    "发你了",
                    "给你了",
                    "改",
                    "换成",
                    "更新为",
                    "（",
                    "(",
                    "\t",
                ),
            ),
            run=16,
        ),
    ),
    _SecretColumns(),
    _Retrying(
        "verb_assigned_secret",
        _VERB_ASSIGNED,
        Needs(groups=(_KEY_CUES,), run=20),
        ok=_verb_ok,
    ),
)


# --- round 5: a long random token on a line (or the line next to it) that says what it
# is for, in any words: "the staging webhook signs requests with X", "X ← user 说这是 Slack
# bot 的 credential", "记住：Obsidian集成用的是X", "the old one (X) was revoked". A random
# mix of cases and digits carries most of the weight; lowercase hex (a commit or a
# checksum as often as a key) needs a word naming a secret and none naming a hash.
#: printable ASCII but the comma (NFKC turns "，" into one: "是X，family" is not one run)
_CTX_RUN = re.compile(r"(?<![!-+\--~])[!-+\--~]{24,600}(?![!-+\--~])")
_B64 = re.compile(r"[A-Za-z0-9+/_\-]{24,512}={0,2}")
_HEX = re.compile(r"[0-9a-f]{32,128}")
_SECRET_CTX = re.compile(
    r"(?i)(?<![a-z])(?:key|token|secret|credential|creds|api|bot|webhook|sign|deploy|ci|"
    r"release|rotat|revok|integration|prod|production|staging|demo|hold\son|store|safe|"
    r"paste|env|auth|login|password|access|config|setting|vault|keychain)|"
    r"密钥|秘钥|令牌|凭证|凭据|吊销|集成|生产|部署|发布|脚本|演示|环境|记住|记下|保存|要用|用的是|"
    r"这串|那串|这个值|配置|设置|填的|填了|填入|填上"
)
_HEX_CTX = re.compile(
    r"(?i)(?<![a-z])(?:key|token|secret|credential|creds|api|webhook|signing|signs|revok|"
    r"rotat|integration|bot|auth|reset|valid|invalid|expir|leak|rate[\s\-]?limit|quota|"
    r"(?:don'?t|not\sto|never)\slose)|密钥|秘钥|令牌|凭证|凭据|吊销|集成|作废|重置|失效|过期|泄露|泄漏|"
    r"撤销|限流|别丢|(?i:lose)\s?掉|别\s?(?i:lose)"
    # a signing secret: "回调签名用【<hex>】", "验签 key", "HMAC signature secret"
    r"|签名|验签|加签|(?i:hmac|signature)"
    # kept where secrets are kept: "[<hex>] added to vault", "keep it safe", "已存 vault"
    r"|(?i:vault|keychain|keep\s(?:it\s|this\s)?safe|password\smanager|1password|bitwarden)"
    r"|保险库|保险箱|密码本"
    # leaked where others see it, to be replaced: "手滑把<hex>发到群里了要不要换掉"
    r"|换掉|换一个新的|发到群|发群里|贴到群|(?i:posted\sin\s(?:the\s)?(?:group|channel|chat))"
    # a value a server refuses: "why <hex> returns 401", "<hex> 报 403"
    r"|(?<!\d)40[13](?!\d)|(?i:unauthori[sz]ed|forbidden)|未授权|无权限"
    # a value handed over to be used: "use this one instead: X", "try this: X", "用 X 试试"
)
#: a value handed over to be used, right before it: "use this one instead: X", "try this
#: → X", "用这个：X", "换成 X"; or "用 X 试试"
_HAND_BEFORE = re.compile(
    r"(?i:(?<![a-z])(?:use|try|paste)\s(?:this|that|the\snew)(?:\sone)?(?:\sinstead)?)"
    r"\W{0,3}$|(?:用这个|用那个|换成|改用|试试这个)\W{0,2}$"
    # handed over alone on the next line: "给你\n<hex>", "here you go:\n<hex>"
    r"|(?:^|\n)[ \t]{0,2}(?:给你|拿去|(?i:here\syou\sgo|here\sit\sis))[ \t:：.,，]{0,3}\n"
    r"[ \t]{0,2}$"
    # round 16: "use <hex> for the sandbox", "copy: <hex>", "复制：<hex>", "就是这个 → <hex>"
    r"|(?i:(?<![a-z])(?:use|copy|paste))[ \t]{1,2}[\"'`“(]?$"
    r"|(?i:(?<![a-z])(?:copy|paste)[ \t]?[:：])[ \t]{0,2}$"
    r"|(?:复制|拷贝|粘贴|就是这个|就这个|是这个|这串是)[ \t]{0,2}(?:[:：→>\-=]{1,2}[ \t]{0,2})?$"
)
_HAND_AROUND = re.compile(r"用\s?$")
_HAND_AFTER = re.compile(r"\s?(?:试试|试一下)")
_HASH_CTX = re.compile(
    r"(?i)(?<![a-z])(?:sha\d*|md5|hash|commit|checksum|digest|etag|git|rev|blob|tree|"
    r"fingerprint|build|image)(?![a-z])|校验|哈希|提交|摘要|指纹"
)
_SECRET_CTX_LITS = lits(
    "key|token|secret|credential|creds|api|bot|webhook|sign|deploy|ci|release|rotat|revok|"
    "integration|prod|staging|demo|hold on|store|safe|paste|env|auth|login|password|access|"
    "config|setting|vault|keychain|"
    "密钥|秘钥|令牌|凭证|凭据|吊销|集成|生产|部署|发布|脚本|演示|环境|记住|记下|保存|要用|用的是|"
    "这串|那串|这个值|配置|设置|填的|填了|填入|填上|use this|use that|try this|paste this|"
    "use the new|用这个|用那个|换成|改用|试试|reset|valid|expir|leak|rate limit|rate-limit|"
    "ratelimit|quota|lose|作废|重置|失效|过期|泄露|泄漏|撤销|限流|别丢|给你|here you go|here it is|"
    "签名|验签|加签|hmac|401|403|unauthori|forbidden|未授权|无权限|use|copy|复制|拷贝|粘贴|"
    "就是这个|就这个|是这个|这串是|保险库|保险箱|密码本|换掉|换一个新的|发到群|发群里|贴到群|"
    "posted in"
)
#: a warning not to commit or push a value names it a secret, not a commit:
#: "请勿把 <token> 提交到 git", "don't commit <token>", "never push this: <token>"
_NO_COMMIT = re.compile(
    r"(?i)(?:请勿|不要|切勿|别|禁止|don'?t|do\snot|never)\s?(?:把|将)?[^\n]{0,80}?"
    r"(?:提交|推送|上传|commit|push|check\sin)"
)
_LOWER_RUN = re.compile(r"[a-z]{5}")
_WRAP_L = "\"'`“‘「『【[(<*:："
#: (a bracket opening a remark glued to the token: "<token>（已作废？）" reads "<token>(")
_WRAP_R = "\"'`”’」』】])>*.,;:!?。，；：([<{"


#: one class of ASCII characters each, deleted by ``bytes.translate`` from a token's UTF-8:
#: counting a class in C (on ASCII, ``str.isdigit``/``isupper``/``islower`` hold for exactly
#: these). ``bytes.translate`` is ~10x faster than ``str.translate`` with a dict table, and
#: exact on any text: in UTF-8 a byte below 0x80 is always that ASCII character.
_DROP_DIGITS = b"0123456789"
_DROP_UPPER = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_DROP_LOWER = b"abcdefghijklmnopqrstuvwxyz"
_DROP_NON_ALNUM = bytes(c for c in range(128) if not chr(c).isalnum())
_CLASS_RUN = re.compile(r"[0-9]+|[A-Z]+|[a-z]+")


def _count(tok: str, drop: bytes) -> int:
    """How many ASCII characters of ``tok`` are in ``drop``."""
    b = tok.encode("utf-8", "surrogatepass")  # any str (a lone surrogate too)
    return len(b) - len(b.translate(None, drop))


def _classes(v: str) -> tuple[bool, bool, int]:
    """Whether ``v`` holds a lower-case letter, an upper-case letter, and how many digits
    it holds (``str.islower``/``isupper``/``isdigit`` per character): for an ASCII ``v``
    (every caller's value but a URL query's) read in C, as ``_count`` does."""
    if v.isascii():  # there: a lower-case letter is what upper() changes, and vice versa
        return v.upper() != v, v.lower() != v, _count(v, _DROP_DIGITS)
    return any(c.islower() for c in v), any(c.isupper() for c in v), sum(c.isdigit() for c in v)


@lru_cache(maxsize=16)  # secret_context and random_token test the same tokens of a text
def _random_b64(v: str) -> bool:
    """Upper, lower and digits (base64 punctuation allowed), high entropy, no word run.
    ``v`` is base64-shaped (ASCII)."""
    core = v.rstrip("=")
    lo = core.upper() != core  # a lower-case letter (ASCII)
    up = core.lower() != core
    dg = _count(core, _DROP_DIGITS)
    if not (lo and up) or core.startswith(("sha", "SHA")):
        return False
    if dg < 2 and (len(core) < 32 or _LOWER_RUN.search(core) is not None):
        return False  # few digits: long, and no lowercase run a CamelCase word would leave
    if "-" in core and all(p.isalpha() for p in core.split("-") if p):
        return False
    if "_" in core and all(
        p.isdigit() or (p.isalpha() and (p.isupper() or p.islower() or p.istitle() or len(p) < 16))
        for p in core.split("_")
    ):
        return False  # an identifier: "MAX_RETRY_COUNT_3"
    if core.count("/") > 3 and "+" not in core and "//" not in core:
        return False  # a path (base64 may hold "/" often, but then "+" or "//" too)
    return entropy(core) >= (4.2 if len(core) >= 32 else 4.0)


def _clause_start(text: str, lo: int, s: int) -> int:
    """Where the clause holding ``s`` starts (after the last sentence end in ``lo:s``)."""
    return max(lo, *(text.rfind(c, lo, s) + 1 for c in "。！？!?;；\n"))


_TRACE_ID_KEY = re.compile(
    r"(?i)(?:trace|span|request|correlation|event|message|parent|x-request|x-trace|x-b3-trace)"
    r"[_\-]?id[\"']?\s{0,2}[=:：]\s{0,2}[\"']?$"
)


class _SecretContext:
    name = "secret_context"
    category = Category.SECRET
    needs = Needs(groups=(_SECRET_CTX_LITS,), run=24)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for t in _CTX_RUN.finditer(text):
            raw = t.group(0)
            # a token glued to Chinese text is cut from it by the run itself (ASCII only)
            v = raw.lstrip(_WRAP_L).rstrip(_WRAP_R)
            lab = _LABEL.match(v)
            if lab is not None and len(v) - lab.end() >= 24:
                v = v[lab.end() :].lstrip(_WRAP_L)  # "Follow-up：<token>" (NFKC made it one run)
            if len(v) < 24 or "://" in raw or "@" in raw or raw.startswith(("./", "~/")):
                continue
            if raw.startswith("/") and not (v.endswith("=") or "+" in v):
                continue  # a path (base64 that starts with "/" pads with "=" or holds "+")
            hexy = _HEX.fullmatch(v) is not None
            if not hexy and (_B64.fullmatch(v) is None or not _random_b64(v)):
                continue
            s = t.start() + raw.index(v)
            e = s + len(v)
            # the token's line and the lines either side ("X\n^ user says this is …")
            lo = text.rfind("\n", 0, max(0, text.rfind("\n", 0, s))) + 1
            hi = text.find("\n", text.find("\n", e) + 1 if text.find("\n", e) >= 0 else len(text))
            hi = len(text) if hi < 0 else hi
            lo, hi = max(lo, s - 160), min(hi, e + 160)
            ctx = text[lo:s] + " " + text[e:hi]
            if hexy and _TRACE_ID_KEY.search(text, max(0, s - 24), s) is not None:
                continue  # "trace_id=5dbc…": a trace's id names a request, no secret (round 26)
            if hexy:
                hand = _HAND_BEFORE.search(text, max(lo, s - 40), s) is not None or (
                    _HAND_AROUND.search(text, max(lo, s - 3), s) is not None
                    and _HAND_AFTER.match(text, e) is not None
                )
                if len(v) not in (32, 40, 48, 64) or not (hand or _HEX_CTX.search(ctx)):
                    continue
                if _HASH_CTX.search(ctx) is not None and (
                    _NO_COMMIT.search(ctx) is None
                    # "提交哈希 a5c5…" names this value a commit, whatever warning is near
                    or (
                        _HASH_CTX.search(text, max(lo, s - 8), s) is not None
                        and _NO_COMMIT.search(text, _clause_start(text, max(lo, s - 24), s), s)
                        is None
                    )
                ):
                    continue
            elif _SECRET_CTX.search(ctx) is None:
                continue
            f = norm.finding(self.category, s, e, 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _SecretContext())


# --- round 9b: a random token that needs no cue ("k=CFCGQjpMOST+IOO19at…", "it's
# LOPVjqViJqKGNvE7…, 每个季度换一次", "用这个：c/QZ1q3fI9Dsfu…"): a long mix of upper case,
# lower case and digits, switching class at almost every character, is a generated key
# whatever the words around it; a "name=" or "name:" before it is its label. Lowercase hex
# (a commit or a digest as often as a key) stays the context detector's job, which also
# takes a handing-over phrase ("use this one instead: <hex>", "用 <hex> 试试").
_LABEL = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]{0,40}[=:]")
_IMAGE_B64 = ("iVBOR", "/9j/", "R0lGOD", "UklGR", "PD94bWwg", "JVBERi")


#: list separators: "checksum d474c7f · version 3.5 · <token>", "工单X、提交abc1234、然后是<token>"
_ITEM_SEP = (" · ", " | ", "、", ", ", "; ", "；", "，")


def _item_bounds(text: str, lo: int, s: int, e: int, hi: int) -> tuple[int, int]:
    """The token's own list item within [lo, hi): a cue that labels a sibling item
    ("checksum abc1234 · …") says nothing about this one."""
    for sep in _ITEM_SEP:
        k = text.rfind(sep, lo, s)
        if k >= 0:
            lo = k + len(sep)
        k = text.find(sep, e, hi)
        if k >= 0:
            hi = k
    return lo, hi


def _runs_short(core: str) -> bool:
    """Upper, lower and digits interleave: the mean run of one class is short (a random
    token ~1.6; CamelCase words and identifiers ~3 or more). ``core`` is ASCII; other
    characters do not break a run."""
    utf8 = core.encode("utf-8", "surrogatepass")
    alnum = utf8.translate(None, _DROP_NON_ALNUM).decode("utf-8", "surrogatepass")
    return bool(alnum) and len(alnum) / len(_CLASS_RUN.findall(alnum)) <= 2.3


class _RandomToken:
    name = "random_token"
    category = Category.SECRET
    needs = Needs(DIGIT | UPPER, run=24)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for t in _CTX_RUN.finditer(text):
            raw = t.group(0)
            if "://" in raw or "@" in raw or raw.startswith(("/", "./", "~/")):
                continue
            v = raw.lstrip(_WRAP_L).rstrip(_WRAP_R)
            lab = _LABEL.match(v)
            if lab is not None and len(v) - lab.end() >= 24:
                v = v[lab.end() :].lstrip(_WRAP_L)
            if len(v) < 24 or _B64.fullmatch(v) is None or v.startswith(_IMAGE_B64):
                continue
            core = v.rstrip("=")  # base64-shaped: ASCII
            if (
                _count(core, _DROP_DIGITS) < 2
                or _count(core, _DROP_UPPER) < 3
                or _count(core, _DROP_LOWER) < 3
                or not _runs_short(core)
                or not _random_b64(v)
            ):
                continue
            s = t.start() + raw.index(v)
            e = s + len(v)
            ls = text.rfind("\n", 0, s) + 1
            le = text.find("\n", e)
            le = len(text) if le < 0 else le
            if text[max(ls, s - 8) : s].endswith("base64,"):
                continue  # an inline image or file
            lo, hi = _item_bounds(text, max(ls, s - 80), s, e, min(le, e + 80))
            if _HASH_CTX.search(text, lo, hi) is not None and (
                _NO_COMMIT.search(text, lo, hi) is None
            ):
                continue
            f = norm.finding(self.category, s, e, 0.75, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _RandomToken())


# -- round 20: a hex key named after it ("b35c…9d（hub secret）") or by what signs with it
# ("签名用的是“0fba…”", "signing key: …"): hex alone is a digest or a commit, not a secret
_R20_HEX_NAMED = lazy_re(
    r"(?<![0-9A-Za-z])(?P<v>[0-9a-f]{32,128})(?![0-9A-Za-z])\s{0,2}[(（][^)）\n]{0,20}"
    r"(?i:secret|key|token|密钥|秘钥)[^)）\n]{0,10}[)）]"
    r"|(?:签名|签发|验签)(?:用的是|用的|密钥是?|key是?)\s{0,2}[:：]?\s{0,2}[\"'“「]?"
    r"(?P<w>[0-9a-f]{32,128})(?![0-9A-Za-z])"
)


class _Round20HexKey:
    name = "hex_key_r20"
    category = Category.SECRET
    needs = Needs(
        alternatives=(
            (("secret", "key", "token", "密钥", "秘钥"), ("(",)),
            (("签名", "签发", "验签"),),
        ),
        run=32,
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R20_HEX_NAMED).finditer(norm.text):
            g = "v" if m.group("v") is not None else "w"
            f = norm.finding(self.category, m.start(g), m.end(g), 0.8, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round20HexKey())


# --- round 25: smart-home and self-hosting secrets: an IFTTT webhook's key in its URL, a Tuya
# device's local_key (sixteen printable characters, symbols and all, after its name or as a
# devices.json "key"), a Pushover token (thirty lowercase letters and digits where Pushover is
# named), a Doppler token ("dp.st.prd.…"), a token variable set in Chinese speech
# ("把 PUSHOVER_TOKEN 设成 x"), and a key pasted into a code fence after 密钥 / "key"
_R25_IFTTT = lazy_re(
    r"ifttt\.com/trigger/[^/\s]{1,60}/with/key/(?P<v>[A-Za-z0-9_\-]{16,64})"
)
_R25_LOCAL_KEY = lazy_re(
    r"(?i:local[_ ]?key)[\"']?[^\n:：=]{0,8}?[ \t]*(?:[:：=]|是|为)[ \t]*[\"']?"
    r"(?P<v>[!-~]{16})(?=[\"'，,。\s]|$)"
    r"|\"key\"[ \t]*:[ \t]*\"(?P<w>[^\"\n]{16})\""
)
_R25_PUSHOVER = lazy_re(r"(?<![A-Za-z0-9])(?P<v>[a-z0-9]{30})(?![A-Za-z0-9])")
_R25_DOPPLER = lazy_re(
    r"(?<![A-Za-z0-9])(?P<v>dp\.(?:st|pt|ct|sa|scim|audit)\.(?:[a-z0-9_\-]{1,40}\.)?"
    r"[A-Za-z0-9]{40,44})(?![A-Za-z0-9])"
)
_R25_ZH_SET = lazy_re(
    r"(?<![A-Za-z0-9_])[A-Z][A-Z0-9_]{1,40}(?:TOKEN|KEY|SECRET|PASSWORD|PASS|PWD)"
    r"[ \t]*(?:设成了?|设为|改成了?|填成?|填上|配成|是)[ \t]*[\"'“]?"
    r"(?P<v>[A-Za-z0-9_\-+/=.]{12,200})(?![A-Za-z0-9_\-+/=])"
)
_R25_FENCED = lazy_re(
    r"(?:密钥|秘钥|令牌|(?i:api[ _]?key|token|secret))[^\n]{0,20}\r?\n```[a-z]*\r?\n"
    r"(?P<v>[A-Za-z0-9_\-+/=.]{24,200})\r?\n```"
)
#: a chat platform's bot webhook: Feishu/Lark, DingTalk, WeCom
_R25_BOT_HOOK = lazy_re(
    r"(?:open\.feishu\.cn|open\.larksuite\.com)/open-apis/bot/v2/hook/(?P<v>[A-Za-z0-9\-]{20,64})"
    r"|oapi\.dingtalk\.com/robot/send\?access_token=(?P<w>[A-Za-z0-9]{32,128})"
    r"|qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=(?P<x>[A-Za-z0-9\-]{20,64})"
)
_R25_S_LITS = lits(
    "ifttt|local_key|local key|localkey|\"key\"|pushover|dp.|设|改|填|配|是|```|/hook/|"
    "access_token=|webhook/send"
)


class _Round25Secrets:
    name = "secret_r25"
    category = Category.SECRET
    needs = Needs(groups=(_R25_S_LITS,), run=12)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:  # noqa: PLR0912 - one per form
        text, low = norm.text, norm.low
        spans: list[tuple[int, int]] = []
        if "ifttt" in low:
            spans += [m.span("v") for m in resolve(_R25_IFTTT).finditer(text)]
        if "/hook/" in low or "access_token=" in low or "webhook/send" in low:
            for m in resolve(_R25_BOT_HOOK).finditer(text):
                spans.append(m.span(next(k for k in "vwx" if m.group(k) is not None)))
        if "key" in low:
            for m in resolve(_R25_LOCAL_KEY).finditer(text):
                g = "v" if m.group("v") is not None else "w"
                v = m.group(g)
                if entropy(v) >= 3.4 and sum(c.isalnum() for c in v) >= 6 and " " not in v:
                    spans.append(m.span(g))
        if "pushover" in low:
            for m in resolve(_R25_PUSHOVER).finditer(text):
                v = m.group("v")
                if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
                    spans.append(m.span("v"))
        if "dp." in text:
            spans += [m.span("v") for m in resolve(_R25_DOPPLER).finditer(text)]
        if norm.flags & UPPER:
            for m in resolve(_R25_ZH_SET).finditer(text):
                v = m.group("v")
                if entropy(v) >= 3.0 and any(c.isdigit() for c in v):
                    spans.append(m.span("v"))
        if "```" in text:
            for m in resolve(_R25_FENCED).finditer(text):
                v = m.group("v")
                if entropy(v) >= 3.2 and any(c.isdigit() for c in v) and any(
                    c.isalpha() for c in v
                ):
                    spans.append(m.span("v"))
        for s, e in spans:
            f = norm.finding(self.category, s, e, 0.85, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _Round25Secrets())


# --- round 26 (AX): a key named, then a parenthetical, then its value ("物流接口密钥（单号
# 826569）：25815b…", "courier API secret (case 658191): 4b9e…"): the reference in brackets
# sits between the cue and the colon
_R26_PAREN_KEY = lazy_re(
    r"(?:(?i:secret|token|api[ _\-]?key|access[ _]key|private[ _]key|(?<![a-z])key)|密钥|秘钥|令牌|"
    r"私钥|接口密钥)[ \t]{0,2}[（(][^（()）\n]{1,40}[）)][ \t]{0,2}[:：=][ \t]{0,2}"
    r"(?P<v>[A-Za-z0-9_\-+/=.]{16,200})(?![A-Za-z0-9_\-+/=])"
)


def _paren_key_ok(norm: NormalizedText, m: re.Match[str]) -> bool:
    v = m.group("v")
    return (
        entropy(v) >= 3.2
        and any(c.isdigit() for c in v)
        and any(c.isalpha() for c in v)
    )


DETECTORS = (
    *DETECTORS,
    RegexDetector(
        "secret_paren_r26", Category.SECRET, _R26_PAREN_KEY, 0.85, _paren_key_ok,
        needs=Needs(
            groups=(lits("secret|token|key|密钥|秘钥|令牌|私钥"), lits("(|（"), lits(":|：|=")),
            run=16,
        ),
    ),
)


# --- round 26 (AZ: crypto wallets): a wallet's recovery (seed) phrase — twelve to twenty-four
# words of the BIP-39 English wordlist in a row, with or without a cue. The list holds no
# article, preposition or pronoun ("the", "of", "in", "a"), so prose never runs twelve of its
# words in a row; the wordlist comes from Trezor's reference implementation (``mnemonic``).
_R26_WORD_RUN = re.compile(
    r"(?<![A-Za-z\-'])[a-z]{3,8}(?:[ \t,]{1,2}[a-z]{3,8}){11,29}(?![A-Za-z\-'])"
)


@lru_cache(maxsize=1)
def _bip39() -> frozenset[str]:
    from mnemonic import Mnemonic  # lazy: read once, with the first candidate run

    return frozenset(Mnemonic("english").wordlist)


def _seed_possible(norm: NormalizedText) -> bool:
    """Twelve words need eleven separators (counted in C) before the run is looked for."""
    t = norm.text
    return t.count(" ") + t.count(",") + t.count("\t") >= 11 and _R26_WORD_RUN.search(t) is not None


class _SeedPhraseR26:
    name = "seed_phrase_r26"
    category = Category.PASSWORD
    needs = Needs(check=_seed_possible)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        words = _bip39()
        text = norm.text
        for m in _R26_WORD_RUN.finditer(text):
            # the longest stretch of wordlist words in the run, twelve or more of them
            best: tuple[int, int] | None = None
            start = None
            count = 0
            for w in re.finditer(r"[a-z]+", m.group()):
                if w.group() in words:
                    if start is None:
                        start, count = w.start(), 0
                    count += 1
                    if count >= 12:
                        best = (m.start() + start, m.start() + w.end())
                else:
                    if best is not None:
                        break
                    start = None
            if best is not None:
                f = norm.finding(self.category, *best, 0.9, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _SeedPhraseR26())


# --- round 26 (AY: streaming and publishing): a Discord bot token, a Ghost Admin API key
# (id:secret), the stream key at the end of an RTMP URL, a Douyin push key with its signature,
# and a YouTube/OBS stream key (five groups of four) named as a key or a stream's
_R26_STREAM = lazy_re(
    r"(?<![A-Za-z0-9_\-.])(?P<d>[MNO][A-Za-z0-9]{23,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,40})"
    r"(?![A-Za-z0-9_\-])"
    r"|(?<![A-Za-z0-9])(?P<g>[0-9a-f]{24}:[0-9a-f]{64})(?![A-Za-z0-9])"
    r"|(?i:rtmps?|srt)://[^\s/]{3,80}/(?:[^\s/]{1,40}/){0,4}(?P<r>[A-Za-z0-9_\-]{10,120})(?![A-Za-z0-9_\-/])"
    r"|(?<![A-Za-z0-9])(?P<s>stream-\d{8,24}\?expire=\d{8,12}&sign=[0-9a-f]{16,64})(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9\-])(?P<y>[a-z0-9]{4}(?:-[a-z0-9]{4}){3,4})(?![A-Za-z0-9\-])"
)
_R26_STREAM_CUE = lazy_re(r"(?i:key|stream|obs|rtmp|推流|串流|直播|密钥)")


_R26_STREAM_WORDS = ("key", "stream", "obs", "rtmp", "推流", "串流", "直播", "密钥")


def _r26_stream_hint(norm: NormalizedText) -> bool:
    """What one of the patterns needs: its scheme or prefix, a run long enough for a bot
    token or an id:secret pair, or a cue word and a hyphen for a grouped stream key."""
    low, text = norm.low, norm.text
    return (
        "rtmp" in low
        or "srt://" in low
        or "stream-" in low
        or (norm.longest >= 59 and "." in text)
        or (norm.longest >= 89 and ":" in text)
        or ("-" in text and any(w in low for w in _R26_STREAM_WORDS))
    )


class _StreamKeysR26:
    name = "secret_stream_r26"
    category = Category.SECRET
    #: a scheme or prefix, a cue word and a hyphen for a grouped key, or (checked last) a run
    #: long enough for a bot token or an id:secret pair
    needs = Needs(run=19, check=_r26_stream_hint)

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        text = norm.text
        for m in resolve(_R26_STREAM).finditer(text):
            g = next(k for k in "dgrsy" if m.group(k) is not None)
            v = m.group(g)
            if g == "y":
                if sum(c.isdigit() for c in v) < 2 or sum(c.isalpha() for c in v) < 6:
                    continue
                if resolve(_R26_STREAM_CUE).search(text, max(0, m.start() - 40), m.start()) is None:
                    continue
            if g == "r" and (sum(c.isdigit() for c in v) < 2 or entropy(v) < 3.0):
                continue  # "rtmp://host/live/stream": a path word, no key
            f = norm.finding(self.category, *m.span(g), 0.85, self.name)
            if f is not None:
                yield f


DETECTORS = (*DETECTORS, _StreamKeysR26())


# --- round 27: a key's name, words about what it is for, then "=" or ":" and the key
# ("ThingWorx appKey for the press monitoring mashup = c098b65e-…"): the value must look
# generated (a UUID, long hex, or a mixed run of letters and digits)
_R27_KEY_LABEL = lazy_re(
    r"(?<![A-Za-z])(?i:app[ _]?key|api[ _]?key|access[ _]key|secret[ _]key|client[ _]secret|"
    r"auth[ _]token|access[ _]token|api[ _]token|bearer[ _]token|webhook[ _]secret|"
    r"signing[ _]secret)(?![A-Za-z])"
    r"(?P<gap>[^\n=:：;；,，。]{4,60}?)[ \t]?[=:：][ \t]{0,2}[\"'`]?"
    r"(?P<v>[A-Za-z0-9][A-Za-z0-9_\-+/]{15,120}={0,2})(?![A-Za-z0-9_\-+/])"
)


_R27_OTHER_LABEL = re.compile(
    r"(?i)(?<![a-z])(?:id|uuid|guid|ref|reference|trace|request|version|name|header|hash)\s?$"
)


def _r27_key_ok(v: str) -> bool:
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    return digits >= 2 and letters >= 4 and entropy(v) >= 3.0


class _LabelledKeysR27:
    name = "secret_long_label_r27"
    category = Category.SECRET
    needs = Needs(
        groups=(lits("appkey|app key|app_key|apikey|api key|api_key|access key|access_key|"
                     "secret key|secret_key|client secret|client_secret|auth token|auth_token|"
                     "access token|access_token|api token|api_token|bearer token|bearer_token|"
                     "webhook secret|webhook_secret|signing secret|signing_secret"),
                ("=", ":", "：")),
        run=16,
    )

    def find(self, norm: NormalizedText) -> Iterator[Finding]:
        for m in resolve(_R27_KEY_LABEL).finditer(norm.text):
            if _R27_OTHER_LABEL.search(m.group("gap")) is not None:
                continue  # "secret key … rotation id: <uuid>": the value is another label's
            if _r27_key_ok(m.group("v")):
                f = norm.finding(self.category, *m.span("v"), 0.85, self.name)
                if f is not None:
                    yield f


DETECTORS = (*DETECTORS, _LabelledKeysR27())
