# ruff: noqa: E501, PLC3002, PLW2901
"""Independent red-team corpus for the privacy gate.

Written blind (without reading the gate): Faker (en_US, en_GB, zh_CN; several seeds) plus
hand-written templates in many styles. Every planted private value records its character span;
benign texts must come back unaltered.

Run as a script to print per category x language survival and the benign alteration rate:

    python tests/privacy/redteam.py [--out /tmp/redteam_failures.json]

A planted value *survives* when it still appears verbatim in the redacted text or when less than
70% of its span is covered by the gate's findings.
"""

from __future__ import annotations

import argparse
import json
import random
import string
import sys
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from faker import Faker

CATEGORIES = (
    "secret",
    "password",
    "email",
    "phone",
    "address",
    "govid",
    "financial",
    "name",
    "username",
    "homepath",
    "schedule",
    "geo",
)
LANGS = ("en", "zh")
SEEDS = (11, 23, 37, 41)
PER_CELL = 330  # single-value samples per category x language (multi-value samples add more)
COVERAGE = 0.70

ALNUM = string.ascii_letters + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


@dataclass
class Planted:
    category: str
    lang: str
    value: str
    start: int
    end: int
    kind: str = ""


@dataclass
class Sample:
    text: str
    lang: str
    planted: list[Planted] = field(default_factory=list)
    style: str = ""


# --------------------------------------------------------------------------------------------
# small helpers


def rs(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def luhn_complete(prefix_digits: str) -> str:
    """Append a Luhn check digit."""
    total = 0
    for i, ch in enumerate(reversed(prefix_digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return prefix_digits + str((10 - total % 10) % 10)


def iban(rng: random.Random, country: str, bban_len: int, letters: int = 0) -> str:
    bban = rs(rng, letters, string.ascii_uppercase) + rs(rng, bban_len - letters, string.digits)
    rearranged = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearranged)
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def group(s: str, n: int, sep: str = " ") -> str:
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def cn_id(rng: random.Random) -> str:
    area = rng.choice(["110105", "310104", "440305", "330106", "510107", "420111", "320102"])
    y = rng.randint(1950, 2005)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    seq = f"{rng.randint(0, 999):03d}"
    body = f"{area}{y}{m:02d}{d:02d}{seq}"
    weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + "10X98765432"[s % 11]


class Gen:
    """Per-seed value generators."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.fk = {loc: Faker(loc) for loc in ("en_US", "en_GB", "zh_CN")}
        for i, f in enumerate(self.fk.values()):
            f.seed_instance(seed * 10 + i)

    def en(self) -> Faker:
        return self.fk[self.rng.choice(["en_US", "en_GB"])]

    # ---------------- secrets
    def secret(self) -> tuple[str, str, str]:
        """Return (kind, value, context-class); context 'any' or 'assign'."""
        r = self.rng
        k = r.choice(
            [
                "aws", "aws_secret", "gh_classic", "gh_fine", "slack", "slack_hook", "openai",
                "openai_proj", "anthropic", "stripe", "google", "hf", "sendgrid", "telegram",
                "jwt", "pem", "url_cred", "entropy", "entropy", "entropy",
            ]
        )  # fmt: skip
        if k == "aws":
            return k, r.choice(["AKIA", "ASIA"]) + rs(r, 16, UPPER_NUM), "any"
        if k == "aws_secret":
            return k, rs(r, 40, B64), "assign"
        if k == "gh_classic":
            return k, r.choice(["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + rs(r, 36), "any"
        if k == "gh_fine":
            return k, "github_pat_" + rs(r, 22) + "_" + rs(r, 59), "any"
        if k == "slack":
            pre = r.choice(["xoxb", "xoxp", "xoxa", "xoxs"])
            return (
                k,
                f"{pre}-{rs(r, 12, string.digits)}-{rs(r, 13, string.digits)}-{rs(r, 24)}",
                "any",
            )
        if k == "slack_hook":
            v = (
                "https://hooks.slack.com/services/T"
                + rs(r, 8, UPPER_NUM)
                + "/B"
                + rs(r, 10, UPPER_NUM)
                + "/"
                + rs(r, 24)
            )
            return k, v, "any"
        if k == "openai":
            return k, "sk-" + rs(r, 48), "any"
        if k == "openai_proj":
            return k, "sk-proj-" + rs(r, 64, URLSAFE) + rs(r, 4), "any"
        if k == "anthropic":
            return k, "sk-ant-api03-" + rs(r, 93, URLSAFE) + "AA", "any"
        if k == "stripe":
            pre = r.choice(["sk_live_", "rk_live_", "sk_test_", "pk_live_"])
            return k, pre + rs(r, r.choice([24, 34, 99])), "any"
        if k == "google":
            return k, "AIza" + rs(r, 35, URLSAFE), "any"
        if k == "hf":
            return k, "hf_" + rs(r, 34, string.ascii_letters), "any"
        if k == "sendgrid":
            return k, "SG." + rs(r, 22, URLSAFE) + "." + rs(r, 43, URLSAFE), "any"
        if k == "telegram":
            return k, f"{r.randint(100000000, 9999999999)}:AA{rs(r, 33, URLSAFE)}", "any"
        if k == "jwt":
            import base64

            def b(o: dict[str, Any]) -> str:
                raw = json.dumps(o, separators=(",", ":")).encode()
                return base64.urlsafe_b64encode(raw).decode().rstrip("=")

            hdr = b({"alg": "HS256", "typ": "JWT"})
            pl = b(
                {"sub": str(r.randint(1, 10**9)), "name": "x", "iat": r.randint(10**9, 2 * 10**9)}
            )
            return k, f"{hdr}.{pl}.{rs(r, 43, URLSAFE)}", "any"
        if k == "pem":
            kind = r.choice(
                ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"]
            )
            body = "\n".join(rs(r, 64, B64) for _ in range(r.randint(2, 6)))
            return k, f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----", "block"
        if k == "url_cred":
            return k, rs(r, r.randint(10, 20), ALNUM + "!*"), "url"
        # generic high-entropy value assigned to a key/token/secret name
        alpha = r.choice([HEX, ALNUM, B64, URLSAFE])
        return k, rs(r, r.choice([24, 32, 40, 48, 64]), alpha), "assign"

    # ---------------- passwords
    def password(self, lang: str) -> tuple[str, str]:
        r = self.rng
        c = r.random()
        f = self.fk["en_US"]
        if c < 0.35:
            return "faker", f.password(length=r.randint(8, 16))
        if c < 0.55:
            w = f.word().capitalize()
            return "word", w + str(r.randint(1, 9999)) + r.choice(["", "!", "#", "$", "?"])
        if c < 0.65:
            return "simple", r.choice(["hunter2", "letmein99", "qwerty123", "P@ssw0rd", "abc12345"])
        if c < 0.8 and lang == "zh":
            return "digits", rs(r, 6, string.digits)
        if c < 0.8:
            return "mixed", rs(r, r.randint(10, 14), ALNUM)
        words = [f.word() for _ in range(r.randint(3, 5))]
        return "passphrase", r.choice([" ", "-", " "]).join(words)

    # ---------------- email
    def email(self, lang: str) -> str:
        r = self.rng
        c = r.random()
        if lang == "zh" and c < 0.3:
            return f"{r.randint(10000, 9999999999)}@{r.choice(['qq.com', '163.com', '126.com'])}"
        if lang == "zh" and c < 0.6:
            return self.fk["zh_CN"].email()
        if c < 0.75:
            return self.en().email()
        if c < 0.85:
            f = self.en()
            return f"{f.first_name().lower()}.{f.last_name().lower()}+{f.word()}@mail.{f.domain_name()}"
        if c < 0.92:
            return (
                self.en().company_email().upper() if r.random() < 0.3 else self.en().company_email()
            )
        return self.fk["en_US"].free_email()

    # ---------------- phone
    def phone(self, lang: str) -> tuple[str, str]:
        r = self.rng
        c = r.random()
        if lang == "en":
            if c < 0.45:
                return "faker_us", self.fk["en_US"].phone_number()
            if c < 0.75:
                return "faker_gb", self.fk["en_GB"].phone_number()
            n = f"{r.randint(201, 989)}"
            x = f"{r.randint(200, 999)}"
            y = f"{r.randint(0, 9999):04d}"
            return "hand", r.choice(
                [
                    f"+1 ({n}) {x}-{y}",
                    f"({n}) {x}-{y} ext. {r.randint(10, 9999)}",
                    f"{n}-{x}-{y} x{r.randint(10, 999)}",
                    f"+44 7{rs(r, 3, string.digits)} {rs(r, 6, string.digits)}",
                    f"07{rs(r, 3, string.digits)} {rs(r, 3, string.digits)} {rs(r, 3, string.digits)}",
                    f"+1.{n}.{x}.{y}",
                    f"+86 1{r.choice('3578')}{r.randint(0, 9)} {rs(r, 4, string.digits)} {rs(r, 4, string.digits)}",
                ]
            )
        mob = "1" + r.choice("3456789") + rs(r, 9, string.digits)
        if c < 0.4:
            return "faker_cn", self.fk["zh_CN"].phone_number()
        if c < 0.5:
            return "spaced", f"{mob[:3]} {mob[3:7]} {mob[7:]}"
        if c < 0.6:
            return "dashed", f"{mob[:3]}-{mob[3:7]}-{mob[7:]}"
        if c < 0.7:
            return "intl", r.choice([f"+86 {mob}", f"+86-{mob}", f"(+86){mob}", f"0086 {mob}"])
        if c < 0.85:
            area = r.choice(["010", "021", "0755", "020", "0571", "028"])
            body = rs(r, 8, string.digits)
            return "landline", r.choice(
                [
                    f"{area}-{body}",
                    f"({area}) {body[:4]} {body[4:]}",
                    f"{area}-{body}转{r.randint(100, 9999)}",
                ]
            )
        if c < 0.97:
            return "mobile", mob
        return "fullwidth", mob.translate(FULLWIDTH)

    # ---------------- address (value = below-city part)
    def address(self, lang: str) -> tuple[str, str, str]:
        """Return (kind, value, city-suffix/prefix context)."""
        r = self.rng
        if lang == "en":
            c = r.random()
            if c < 0.4:
                f = self.fk["en_US"]
                v = f.street_address()
                if r.random() < 0.3:
                    v += r.choice([", Apt. ", " Suite ", ", Unit "]) + str(r.randint(1, 999))
                return "us", v, f", {f.city()}, {f.state_abbr()} {f.zipcode()}"
            if c < 0.7:
                f = self.fk["en_GB"]
                v = f.street_address()
                if r.random() < 0.3 and not v.startswith(("Flat", "Studio")):
                    v = f"Flat {r.randint(1, 30)}, {v}"
                return "gb", v, f", {f.city()} {f.postcode()}"
            num = r.randint(1, 9999)
            street = r.choice(
                ["Main St", "Oak Avenue", "Baker Street", "Elm Rd.", "Sunset Blvd", "Maple Lane",
                 "High Street", "Church Road", "5th Ave", "Park Place", "Cedar Court", "Mill Lane"]
            )  # fmt: skip
            return (
                "hand",
                f"{num} {street}",
                r.choice([", Springfield", ", London", ", Austin, TX", "", ", Leeds"]),
            )
        z = self.fk["zh_CN"]
        c = r.random()
        road = r.choice(
            ["中山路", "人民大道", "建国路", "科技园南路", "解放西路", "南京东路", "长安街", "学院路",
             "淮海中路", "天府大道", "文三路", "滨江大道", z.street_name()]
        )  # fmt: skip
        dist = r.choice(
            ["朝阳区", "海淀区", "浦东新区", "南山区", "天河区", "西湖区", "武侯区", "鼓楼区",
             "黄浦区", "福田区", "江汉区", z.district() + "区"]
        )  # fmt: skip
        city = r.choice(
            ["北京市", "上海市", "深圳市", "广州市", "杭州市", "成都市", "武汉市", "南京市"]
        )
        num = f"{r.randint(1, 999)}号"
        extra = r.choice(
            ["", "", f"{r.randint(1, 30)}栋{r.randint(1, 5)}单元{r.randint(101, 2808)}室",
             f"{r.randint(1, 20)}号楼{r.randint(101, 1808)}", f"{z.street_name()}小区{r.randint(1, 20)}幢"]
        )  # fmt: skip
        if c < 0.25:
            # Faker's own zh_CN parts; value is everything below the city
            v = f"{z.district()}{z.street_address()}"
            return "faker", v, z.province() + z.city()
        if c < 0.5:
            return "district", f"{dist}{road}{num}{extra}", city
        if c < 0.75:
            return "road", f"{road}{num}{extra}", city
        return "road_only", f"{road}{rs(r, 1, '123456789')}{rs(r, 2, string.digits)}号", ""

    # ---------------- government IDs
    def govid(self, lang: str) -> tuple[str, str]:
        r = self.rng
        c = r.random()
        if lang == "en":
            if c < 0.55:
                return "ssn", self.fk["en_US"].ssn()
            if c < 0.65:
                return "ssn_nodash", self.fk["en_US"].ssn().replace("-", "")
            if c < 0.8:
                return "passport_us", r.choice(
                    [rs(r, 9, string.digits), "A" + rs(r, 8, string.digits)]
                )
            if c < 0.9:
                return "passport_gb", rs(r, 9, string.digits)
            return "cn_id", cn_id(r)
        if c < 0.45:
            return "faker_cn_id", self.fk["zh_CN"].ssn()
        if c < 0.7:
            return "cn_id", cn_id(r)
        if c < 0.9:
            return "passport_cn", r.choice("EG") + rs(r, 8, string.digits)
        return "cn_id_spaced", (lambda s: f"{s[:6]} {s[6:14]} {s[14:]}")(cn_id(r))

    # ---------------- financial
    def financial(self, lang: str) -> tuple[str, str, str]:
        """Return (kind, value, cue-class)."""
        r = self.rng
        c = r.random()
        if c < 0.3:
            if lang == "zh":
                cc = luhn_complete("62" + rs(r, r.choice([14, 16]), string.digits))
            else:
                cc = self.en().credit_card_number()
            style = r.random()
            if style < 0.4:
                cc = group(cc, 4)
            elif style < 0.5:
                cc = group(cc, 4, "-")
            return "card", cc, "card"
        if c < 0.5:
            if lang == "en" and r.random() < 0.5:
                v = self.fk["en_GB"].iban()
            else:
                v = iban(
                    r, *r.choice([("DE", 18), ("FR", 23), ("GB", 18, 4), ("NL", 14, 4), ("ES", 20)])
                )
            if r.random() < 0.4:
                v = group(v, 4)
            return "iban", v, "iban"
        if c < 0.7:
            return "account", rs(r, r.randint(8, 17), string.digits), "account"
        if c < 0.85 and lang == "en":
            return "routing", self.fk["en_US"].aba(), "routing"
        if c < 0.85:
            return "cn_card", group(luhn_complete("622" + rs(r, 15, string.digits)), 4), "account"
        return (
            "card_plain",
            luhn_complete(r.choice(["4", "51", "37"]) + rs(r, 14, string.digits)),
            "card",
        )

    # ---------------- names
    def name(self, lang: str) -> tuple[str, str]:
        r = self.rng
        if lang == "en":
            f = self.en()
            c = r.random()
            if c < 0.6:
                return "full", f"{f.first_name()} {f.last_name()}"
            if c < 0.85:
                return "faker", f.name()
            return "three", f"{f.first_name()} {f.first_name()[0]}. {f.last_name()}"
        z = self.fk["zh_CN"]
        c = r.random()
        if c < 0.8:
            return "faker", z.name()
        if c < 0.9:
            return "compound", r.choice(["欧阳", "司马", "诸葛", "上官"]) + z.first_name()
        return "romanized", z.romanized_name()

    def username(self, lang: str) -> str:
        r = self.rng
        f = self.fk["zh_CN"] if lang == "zh" else self.en()
        u = f.user_name()
        if r.random() < 0.3:
            u += r.choice(["_", ".", ""]) + str(r.randint(1, 999))
        return u

    def homepath(self) -> tuple[str, str, str]:
        """Return (kind, home-directory prefix, rest of the path)."""
        r = self.rng
        u = self.en().user_name() if r.random() < 0.6 else self.fk["zh_CN"].user_name()
        tail = r.choice(
            ["projects/app/main.py", "Documents/notes.md", ".ssh/id_rsa", "Downloads", "code/cmm",
             ".config/cmm/config.yaml", "work/report.xlsx", "Desktop/todo.txt"]
        )  # fmt: skip
        c = r.random()
        if c < 0.4:
            return "linux", f"/home/{u}", f"/{tail}"
        if c < 0.75:
            return "mac", f"/Users/{u}", f"/{tail}"
        return "windows", f"C:\\Users\\{u}", "\\" + tail.replace("/", "\\")

    def schedule(self, lang: str) -> tuple[str, str]:
        r = self.rng
        h12 = r.randint(1, 12)
        m = r.choice(["00", "15", "30", "45", "10"])
        h24 = r.randint(0, 23)
        if lang == "en":
            return "en", r.choice(
                [
                    f"{h12}am", f"{h12}pm", f"{h12} am", f"{h12} PM", f"{h12}:{m}am", f"{h12}:{m} pm",
                    f"{h12}:{m} a.m.", f"{h12} p.m.", f"{h24:02d}:{m}", f"{h24}:{m}", f"{h12}:{m}PM",
                    f"{h12} o'clock",
                ]
            )  # fmt: skip
        cn_num = "零一二三四五六七八九十"

        def cn(h: int) -> str:
            if h <= 10:
                return cn_num[h]
            return "十" + cn_num[h - 10]

        pre = r.choice(["早上", "上午", "中午", "下午", "晚上", "凌晨", "傍晚", "夜里"])
        h = r.randint(1, 12)
        return "zh", r.choice(
            [
                f"{pre}{h}点", f"{pre}{h}点半", f"{pre}{h}:{m}", f"{pre}{cn(h)}点", f"{pre}{cn(h)}点半",
                f"{h24}:{m}", f"{pre}{h}点{m}分", f"{pre}{h}时", f"{h24}点", f"{pre}{h}点钟",
            ]
        )  # fmt: skip

    def geo(self, lang: str) -> tuple[str, str]:
        r = self.rng
        c = r.random()
        f = self.en()
        if c < 0.45:
            lat = round(r.uniform(-60, 60), r.randint(4, 6))
            lon = round(r.uniform(-170, 170), r.randint(4, 6))
            return "coords", r.choice(
                [
                    f"{lat}, {lon}", f"{lat},{lon}", f"({lat}, {lon})",
                    f"{abs(lat)}° {'N' if lat >= 0 else 'S'}, {abs(lon)}° {'E' if lon >= 0 else 'W'}",
                    f"{f.latitude()}, {f.longitude()}",
                ]
            )  # fmt: skip
        if lang == "en":
            if c < 0.7:
                return "us_zip", r.choice(
                    [self.fk["en_US"].zipcode(), self.fk["en_US"].zipcode_plus4()]
                )
            return "uk_postcode", self.fk["en_GB"].postcode()
        return "cn_postcode", self.fk["zh_CN"].postcode()


# --------------------------------------------------------------------------------------------
# templates: each returns (template with {v}) for a given context class

EN_TPL: dict[str, list[str]] = {
    "secret_any": [
        "My OpenAI key is {v}",
        "OPENAI_API_KEY={v}",
        "export GITHUB_TOKEN={v}",
        "token: {v}",
        "Use {v} for the deploy job.",
        "{v}",
        "The bot token {v} was rotated yesterday.",
        '"api_key": "{v}"',
        "Authorization: Bearer {v}",
        "key={v}&format=json",
        "User pasted their credential ({v}) by mistake.",
        "{v} is the CI secret",
        "Stored the token {v}, then the user asked to delete it.",
        "secret = '{v}'",
    ],
    "secret_assign": [
        "api_key = {v}",
        "API_KEY={v}",
        "client_secret: {v}",
        "SECRET_KEY='{v}'",
        "access_token={v}",
        '"auth_token": "{v}"',
        "aws_secret_access_key = {v}",
        "  secret: {v}",
        "private_token {v}",
        "The API key is {v}.",
        "X-Api-Key: {v}",
        "refresh_token={v}&grant_type=refresh",
    ],
    "secret_url": [
        "DATABASE_URL=postgres://{u}:{v}@db.internal:5432/app",
        "Clone with https://{u}:{v}@github.com/acme/repo.git",
        "redis://{u}:{v}@cache.example.com:6379/0",
        "broker: amqp://{u}:{v}@mq.local//",
        "mongodb+srv://{u}:{v}@cluster0.abcde.mongodb.net/test",
        "ftp://{u}:{v}@files.example.org/pub",
    ],
    "secret_block": [
        "{v}",
        "Here is my deploy key:\n{v}",
        "```\n{v}\n```",
        "key file contents:\n{v}\nthanks",
    ],
    "password": [
        "password: {v}",
        "Password={v}",
        "pw={v}",
        "pwd: {v}",
        "the password is {v}",
        "The wifi password is {v}",
        "passphrase: {v}",
        'my passphrase is "{v}"',
        "login with password {v} next time",
        '"password": "{v}"',
        "DB_PASSWORD={v}",
        "User's password is {v} (asked me to remember).",
        "PASSWORD: {v}",
        "passwd={v}",
        "Their router password is '{v}'.",
        "password = {v}",
        "- password: {v}",
    ],
    "email": [
        "Email: {v}",
        "reach me at {v}",
        "Contact: Jordan <{v}>",
        "mailto:{v}",
        "{v}",
        "User's work email is {v}.",
        "cc {v} on invoices",
        "send the report to {v} every Friday",
        "email,{v},active",
        '"email": "{v}"',
        "(email {v})",
        "From: {v}",
    ],
    "phone": [
        "phone: {v}",
        "call me on {v}",
        "Tel {v}",
        "mobile {v}",
        "cell: {v}",
        "{v} (home)",
        "User's number is {v}.",
        "Phone number: {v}",
        "text {v} if late",
        '"phone": "{v}"',
        "contact,{v},mobile",
        "Office line {v}, ask for reception.",
        "{v}",
    ],
    "address": [
        "I live at {v}{c}",
        "Ship to {v}{c}.",
        "Home address: {v}{c}",
        "address: {v}{c}",
        "Deliver parcels to {v}{c}",
        "User moved to {v}{c} last month.",
        '"address": "{v}{c}"',
        "{v}{c}",
        "Mailing address is {v}{c}, please update.",
    ],
    "govid_ssn": [
        "SSN: {v}",
        "social security number {v}",
        "My SSN is {v}.",
        "ssn={v}",
        "SSN {v} on file",
    ],
    "govid_passport": [
        "passport number: {v}",
        "Passport No. {v}",
        "my passport is {v}",
        "passport #{v}, expires 2031",
    ],
    "govid_cn": [
        "ID card number: {v}",
        "Chinese ID {v}",
        "resident ID {v}",
        "{v}",
        "national ID: {v}",
    ],
    "govid_nino": ["NI number: {v}", "National Insurance number {v}"],
    "fin_card": [
        "card number {v}",
        "Visa {v} exp 09/27",
        "credit card: {v}",
        "pay with {v}",
        "{v}",
        "Card ending... full number {v}",
        '"card": "{v}"',
    ],
    "fin_iban": ["IBAN: {v}", "wire to IBAN {v}", "{v}", "bank account (IBAN) {v}", "iban={v}"],
    "fin_account": [
        "account number: {v}",
        "bank account {v}",
        "Acct # {v}",
        "checking account no. {v}",
        "account_number={v}",
        "savings acct {v} at Chase",
    ],
    "fin_routing": ["routing number {v}", "ABA routing: {v}", "routing={v}", "RTN {v}"],
    "name": [
        "My name is {v}.",
        "Contact: {v}",
        "Dr. {v} is the user's physician",
        "Mr. {v} called",
        "{v} (the user's manager) prefers Slack",
        "Signed,\n{v}",
        "Best,\n{v}\nSenior Engineer",
        "Met with {v} about the budget.",
        "User's wife is {v}.",
        "name: {v}",
        '"name": "{v}"',
        "Ask {v} before merging.",
        "I'm {v}, nice to meet you",
        "{v} likes tea",
        "Prof. {v}",
        "emergency contact: {v}",
        "cc: {v}",
    ],
    "username": [
        "@{v}",
        "username: {v}",
        "my GitHub handle is @{v}",
        "login: {v}",
        "Twitter: @{v}",
        "ping @{v} on Slack",
        "user={v}",
        "User's handle is @{v}.",
        '"username": "{v}"',
        "Logged in as {v}",
        "thanks @{v}!",
    ],
    "homepath": [
        "config lives in {v}",
        "cd {v}",
        'Traceback: File "{v}", line 42',
        "open {v}",
        "saved to {v}.",
        "{v}",
        "path={v}",
        "see {v} for details",
    ],
    "schedule": [
        "User wakes up at {v} every day.",
        "Gym at {v} on weekdays",
        "Sends the daily report at {v}",
        "Don't message before {v}.",
        "reminder: {v} daily",
        "Takes meds at {v}",
        "picks up the kids at {v}",
        "{v} standup every weekday",
        "Bedtime is {v}.",
        "Runs every morning at {v}",
    ],
    "geo": [
        "Home coordinates: {v}",
        "location {v}",
        "lat/lon {v}",
        "GPS {v}",
        "pinned at {v}",
        "ZIP {v}",
        "postcode {v}",
        "zip code: {v}",
        "postal code {v}",
        "{v}",
        "Postcode: {v}",
        "ZIP code {v} (home)",
    ],
}

ZH_TPL: dict[str, list[str]] = {
    "secret_any": [
        "我的 OpenAI 密钥是{v}",
        "GitHub令牌：{v}",
        "部署用的token是 {v}，别外泄。",
        "环境变量 OPENAI_API_KEY={v}",
        "【密钥】{v}",
        "请用{v}调用接口",
        "{v}",
        "机器人token：{v}。",
        "用户误贴了凭证（{v}）",
        "{v}是CI的密钥",
    ],
    "secret_assign": [
        "api_key = {v}",
        "访问令牌：{v}",
        "密钥是{v}。",
        "SECRET_KEY={v}",
        "token：{v}",
        "client_secret：{v}",
        "接口密钥 {v}",
        "access_token={v}，有效期一天",
    ],
    "secret_url": [
        "数据库连接：postgres://{u}:{v}@db.internal:5432/app",
        "用 https://{u}:{v}@github.com/acme/repo.git 克隆",
        "redis://{u}:{v}@cache.example.com:6379",
    ],
    "secret_block": ["私钥如下：\n{v}", "{v}", "部署私钥：\n{v}\n请妥善保存。"],
    "password": [
        "密码是{v}",
        "密码：{v}",
        "WiFi密码是 {v}。",
        "登录密码为{v}",
        "口令：{v}",
        "支付密码是{v}，",
        "用户的邮箱密码：{v}",
        "密码 {v}",
        "他说密码是「{v}」",
        "password: {v}",
        "路由器密码{v}。",
        "记住我的密码是{v}",
        "数据库密码：{v}（测试环境）",
    ],
    "email": [
        "邮箱：{v}",
        "发邮件到{v}就行",
        "联系邮箱{v}。",
        "电子邮件：{v}",
        "{v}",
        "用户的工作邮箱是 {v}。",
        "请抄送{v}，",
        "（邮箱：{v}）",
    ],
    "phone": [
        "手机：{v}",
        "电话号码是{v}",
        "联系电话{v}，",
        "打{v}找我",
        "微信同号{v}",
        "{v}",
        "手机号：{v}。",
        "座机{v}（工作日）",
        "用户电话：{v}",
        "紧急联系电话 {v}",
    ],
    "address": [
        "我家住在{c}{v}",
        "收货地址：{c}{v}",
        "家庭住址是{c}{v}。",
        "地址：{c}{v}",
        "寄到{c}{v}，",
        "用户搬到了{c}{v}",
        "{c}{v}",
        "公司在{c}{v}附近",
    ],
    "govid_cn": [
        "身份证号：{v}",
        "身份证{v}",
        "证件号码是{v}",
        "身份证号码 {v}。",
        "{v}",
        "用户的身份证号是{v}，",
    ],
    "govid_passport": ["护照号码：{v}", "护照号 {v}", "我的护照是{v}。", "护照{v}，明年到期"],
    "fin_card": [
        "银行卡号：{v}",
        "卡号 {v}",
        "信用卡{v}，",
        "用{v}付款",
        "{v}",
        "信用卡号码是{v}。",
    ],
    "fin_iban": ["IBAN：{v}", "汇款到IBAN {v}", "国际账号（IBAN）{v}。"],
    "fin_account": [
        "银行账号：{v}",
        "开户账号{v}",
        "账户号码是{v}。",
        "工资卡账号 {v}",
        "收款账号：{v}",
    ],
    "name": [
        "我叫{v}",
        "联系人：{v}",
        "{v}先生下午来电",
        "{v}女士",
        "和{v}开会",
        "我的同事{v}说",
        "{v}是用户的妻子",
        "姓名：{v}",
        "用户的名字是{v}。",
        "请转告{v}",
        "{v}经理负责这个项目",
        "紧急联系人{v}，",
    ],
    "username": [
        "用户名：{v}",
        "微博 @{v}",
        "我的GitHub账号是{v}",
        "账号：{v}",
        "微信号：{v}",
        "@{v} 请看一下",
        "登录名 {v}。",
        "推特：@{v}",
    ],
    "homepath": ["路径是{v}", "文件保存在{v}里", "配置文件：{v}", "{v}", "打开{v}，"],
    "schedule": [
        "用户每天{v}跑步",
        "{v}提醒我吃药",
        "一般{v}睡觉",
        "每天{v}开站会",
        "{v}去接孩子",
        "习惯{v}起床。",
        "每周一{v}健身",
        "周末{v}遛狗",
    ],
    "geo": [
        "坐标：{v}",
        "经纬度 {v}",
        "定位在{v}",
        "邮编：{v}",
        "邮政编码{v}",
        "{v}",
        "家里邮编是{v}。",
    ],
}

for _d in (EN_TPL, ZH_TPL):
    for _k, _v in list(_d.items()):
        _d[_k] = [t.strip() if isinstance(t, str) else t for t in _v]


WRAP_EN: list[str] = [
    "{t}", "{t}", "User note: {t}", "- {t}", "* Remember: {t}",
    "[2024-05-01T09:12:44Z] INFO memory.store: {t}", "| key | value |\n|---|---|\n| note | {t} |",
    "user: {t}\nassistant: Got it, I'll remember that.", "> {t}", "{t}\n\n-- \nSent from my phone",
    "Summary of session: {t} The user also prefers metric units.", "JSON", "YAML", "CSV",
    "User prefers short answers. {t}", "Memory #12: {t}",
]  # fmt: skip
WRAP_ZH: list[str] = [
    "{t}", "{t}", "备注：{t}", "- {t}", "【记忆】{t}", "{t}。", "聊天记录：\n用户：{t}\n助手：好的，已记住。",
    "总结：{t}另外用户喜欢简洁的回答。", "用户偏好：{t}", "Note: {t}", "JSON", "YAML",
]  # fmt: skip


def _wrap(rng: random.Random, lang: str, text: str) -> tuple[str, int, str]:
    """Wrap text in a style; return (new_text, offset_of_text, style)."""
    w = rng.choice(WRAP_EN if lang == "en" else WRAP_ZH)
    if w in {"JSON", "YAML", "CSV"}:
        if any(c in text for c in '"\\\n'):
            w = "{t}"
        elif w == "JSON":
            w = '{"memory": "{t}", "source": "chat"}'
        elif w == "YAML":
            w = "memories:\n  - {t}\n  - prefers tea"
        else:
            w = 'id,note,created\n42,"{t}",2024-03-01'
    i = w.index("{t}")
    return w[:i] + text + w[i + 3 :], i, w


class Builder:
    def __init__(self, seed: int) -> None:
        self.g = Gen(seed)
        self.rng = self.g.rng

    def core(self, cat: str, lang: str) -> tuple[str, list[Planted]]:
        """One clause containing one planted value of `cat`."""
        g, r = self.g, self.rng
        T = EN_TPL if lang == "en" else ZH_TPL
        c_ctx = ""
        if cat == "secret":
            kind, v, cls = g.secret()
            tkey = {"any": "secret_any", "assign": "secret_assign", "url": "secret_url",
                    "block": "secret_block"}[cls]  # fmt: skip
            if cls == "any" and r.random() < 0.3:
                tkey = "secret_assign"
            tpl = r.choice(T[tkey])
        elif cat == "password":
            kind, v = g.password(lang)
            tpl = r.choice(T["password"])
            if (
                kind == "passphrase"
                and "{v}" in tpl
                and not any(q in tpl for q in ('"{v}"', "'{v}'", "「{v}」"))
            ):
                tpl = r.choice(["passphrase: {v}", "my passphrase is \"{v}\"", "口令：「{v}」"]
                               if lang == "en" else ["口令：「{v}」", "他说密码是「{v}」"])  # fmt: skip
        elif cat == "email":
            kind, v = "email", g.email(lang)
            tpl = r.choice(T["email"])
        elif cat == "phone":
            kind, v = g.phone(lang)
            tpl = r.choice(T["phone"])
        elif cat == "address":
            kind, v, c_ctx = g.address(lang)
            tpl = r.choice(T["address"])
        elif cat == "govid":
            kind, v = g.govid(lang)
            key = {"ssn": "govid_ssn", "ssn_nodash": "govid_ssn", "passport_us": "govid_passport",
                   "passport_gb": "govid_passport", "passport_cn": "govid_passport",
                   "nino": "govid_nino"}.get(kind, "govid_cn")  # fmt: skip
            tpl = r.choice(T[key])
        elif cat == "financial":
            kind, v, cue = g.financial(lang)
            key = {"card": "fin_card", "iban": "fin_iban", "account": "fin_account",
                   "routing": "fin_routing"}[cue]  # fmt: skip
            tpl = r.choice(T[key])
        elif cat == "name":
            kind, v = g.name(lang)
            tpl = r.choice(T["name"])
        elif cat == "username":
            kind, v = "user", g.username(lang)
            tpl = r.choice(T["username"])
        elif cat == "homepath":
            kind, v, rest = g.homepath()
            tpl = r.choice(T["homepath"]).replace("{v}", "{v}" + rest)
        elif cat == "schedule":
            kind, v = g.schedule(lang)
            tpl = r.choice(T["schedule"])
        elif cat == "geo":
            kind, v = g.geo(lang)
            postal = ("ZIP", "zip", "post", "邮")
            pool = [t for t in T["geo"] if any(w in t for w in postal) == (kind != "coords")]
            tpl = r.choice(pool)
        else:  # pragma: no cover
            raise ValueError(cat)
        # JSON-ish templates must not hold raw backslashes/newlines/quotes
        if '"{v}' in tpl and any(ch in v for ch in '"\\\n'):
            tpl = "{v}"
        u = g.en().user_name()
        head, tail = tpl.split("{v}", 1)
        head = head.replace("{u}", u).replace("{c}", c_ctx)
        tail = tail.replace("{u}", u).replace("{c}", c_ctx)
        text = head + v + tail
        return text, [Planted(cat, lang, v, len(head), len(head) + len(v), kind)]

    def sample(self, cat: str, lang: str, n_extra: int = 0) -> Sample:
        r = self.rng
        text, planted = self.core(cat, lang)
        for _ in range(n_extra):
            other = r.choice(CATEGORIES)
            t2, p2 = self.core(other, lang if r.random() < 0.8 else r.choice(LANGS))
            sep = r.choice(["; ", ". ", "\n", " and ", "，", "。", " | ", ", "])
            if r.random() < 0.5:
                base = len(text) + len(sep)
                text = text + sep + t2
                planted += [Planted(p.category, p.lang, p.value, p.start + base, p.end + base, p.kind)
                            for p in p2]  # fmt: skip
            else:
                base = len(t2) + len(sep)
                planted = [Planted(p.category, p.lang, p.value, p.start + base, p.end + base, p.kind)
                           for p in planted] + p2  # fmt: skip
                text = t2 + sep + text
        wrapped, off, style = _wrap(r, lang, text)
        planted = [Planted(p.category, p.lang, p.value, p.start + off, p.end + off, p.kind)
                   for p in planted]  # fmt: skip
        for p in planted:
            assert wrapped[p.start : p.end] == p.value, (wrapped, p)
        return Sample(wrapped, lang, planted, style)


# --------------------------------------------------------------------------------------------
# benign


def benign_texts(seed: int, n: int) -> list[Sample]:
    rng = random.Random(seed)
    en, zh = Faker("en_US"), Faker("zh_CN")
    en.seed_instance(seed)
    zh.seed_instance(seed + 1)
    cities_en = ["Paris", "Tokyo", "San Francisco", "London", "Berlin", "New York", "Sydney",
                 "Toronto", "Seattle", "Austin", "Manchester", "Edinburgh", "Shanghai", "Beijing"]  # fmt: skip
    cities_zh = [
        "上海",
        "北京",
        "深圳",
        "杭州",
        "成都",
        "广州",
        "西安",
        "南京",
        "东京",
        "巴黎",
        "伦敦",
    ]

    def ver() -> str:
        return f"{rng.randint(0, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"

    def hx(k: int) -> str:
        return rs(rng, k, HEX)

    def date() -> str:
        return str(en.date_between(start_date="-3y", end_date="+1y"))

    def zdate() -> str:
        d = en.date_between(start_date="-3y", end_date="+1y")
        return f"{d.year}年{d.month}月{d.day}日"

    gens_en: list[Callable[[], str]] = [
        lambda: "User prefers dark mode and concise answers.",
        lambda: f"Upgraded numpy to {ver()}; tests pass on Python 3.{rng.randint(8, 13)}.",
        lambda: f"Release v{ver()} shipped on {date()}.",
        lambda: f"Deployment id {en.uuid4()} finished without errors.",
        lambda: f"Fixed in commit {hx(40)}.",
        lambda: f"Bisected the regression to {hx(7)} (see issue #{rng.randint(1, 99999)}).",
        lambda: f"Image digest sha256:{hx(64)} is pinned in the Dockerfile.",
        lambda: f"Order #{rng.randint(100000, 99999999)} arrived on {date()}.",
        lambda: f"Issue #{rng.randint(1, 20000)} is a duplicate of PR #{rng.randint(1, 20000)}.",
        lambda: f"Server listens on port {rng.randint(1024, 65535)}.",
        lambda: f"Run the dev server on localhost:{rng.choice([3000, 5173, 8000, 8080, 8888])}.",
        lambda: f"Planning a trip to {rng.choice(cities_en)} next month.",
        lambda: f"User likes to run in the early morning and read in the {rng.choice(['evening', 'afternoon'])}.",
        lambda: "```python\ndef add(a, b):\n    return a + b\n```",
        lambda: f"for (let i = 0; i < {rng.randint(2, 100)}; i++) {{ total += i; }}",
        lambda: f"SELECT id, title FROM posts WHERE created_at > '{date()}' LIMIT {rng.randint(5, 100)};",
        lambda: f"x = np.zeros(({rng.randint(1, 9)}, {rng.randint(1, 9)}))",
        lambda: "git checkout -b feature/login && git push -u origin HEAD",
        lambda: f"Meeting moved to {date()}.",
        lambda: f"Budget is ${rng.randint(100, 9000):,} per month.",
        lambda: f"Max retries: {rng.randint(1, 9)}, timeout {rng.randint(5, 120)}s.",
        lambda: f"The API returned HTTP {rng.choice([200, 201, 404, 429, 500, 503])} again.",
        lambda: f"User's favourite city is {en.city()}.",
        lambda: f"Prefers {rng.choice(['Celsius', 'metric units', 'tabs', 'vim', 'short replies'])} and {rng.choice(['tea', 'coffee', 'bullet lists'])}.",
        lambda: f"Pinned requests=={ver()} and urllib3<{rng.randint(1, 3)}.",
        lambda: f"Node {rng.randint(16, 22)}.x required; npm {ver()}.",
        lambda: f"Build #{rng.randint(100, 99999)} took {rng.randint(2, 59)} minutes.",
        lambda: f"Docker image python:3.{rng.randint(9, 13)}-slim, exposes {rng.choice([80, 443, 8080])}/tcp.",
        lambda: f"kubectl rollout restart deployment/web -n prod  # revision {rng.randint(2, 90)}",
        lambda: f"Weekly report every Monday; sprint ends {date()}.",
        lambda: f"Travelled from {rng.choice(cities_en)} to {rng.choice(cities_en)} by train.",
        lambda: f"Trace id {hx(32)} correlates the two requests.",
        lambda: f"Use UTF-8 everywhere; line length {rng.choice([79, 88, 100, 120])}.",
        lambda: f"Cache TTL is {rng.randint(1, 48)} hours; max size {rng.randint(1, 512)} MB.",
        lambda: f"CVE-{rng.randint(2015, 2025)}-{rng.randint(1000, 49999)} is patched in {ver()}.",
        lambda: f"Ticket JIRA-{rng.randint(10, 9999)} blocked by OPS-{rng.randint(10, 999)}.",
        lambda: f"Latency p99 dropped from {rng.randint(100, 900)}ms to {rng.randint(20, 99)}ms.",
        lambda: "Prefers answers in English with code first, explanation after.",
        lambda: f"The user works remotely from {rng.choice(cities_en)} most weeks.",
        lambda: f"Test suite: {rng.randint(100, 4000)} passed, {rng.randint(0, 9)} skipped in {rng.randint(3, 300)}.{rng.randint(0, 99)}s",
    ]  # fmt: skip
    gens_zh: list[Callable[[], str]] = [
        lambda: "用户喜欢简洁的回答。",
        lambda: f"升级到 Python 3.{rng.randint(8, 13)} 后测试全部通过。",
        lambda: f"版本号 v{ver()}，{zdate()}发布。",
        lambda: f"订单号 {rng.randint(100000, 99999999)} 已发货。",
        lambda: f"下个月去{rng.choice(cities_zh)}出差。",
        lambda: "用户每天早上喝咖啡，晚上喜欢看书。",
        lambda: f"端口 {rng.randint(1024, 65535)} 被占用，换成 {rng.choice([8080, 8000, 3000])}。",
        lambda: f"修复提交 {hx(40)}。",
        lambda: f"问题 #{rng.randint(1, 9999)} 已关闭。",
        lambda: f"镜像摘要 sha256:{hx(64)}",
        lambda: f"任务 ID：{zh.uuid4()}",
        lambda: f"会议改到{zdate()}。",
        lambda: f"用户偏好{rng.choice(['深色主题', '中文回复', '表格格式', '简短回答'])}，喜欢{rng.choice(['喝茶', '跑步', '摄影'])}。",
        lambda: f"周末常去{zh.city()}玩。",
        lambda: "```bash\npip install -U complex-memory-manager\n```",
        lambda: f"构建耗时 {rng.randint(2, 59)} 分钟，缓存命中率 {rng.randint(10, 99)}%。",
        lambda: f"在{rng.choice(cities_zh)}和{rng.choice(cities_zh)}之间来回跑。",
        lambda: f"依赖 numpy=={ver()}，torch {ver()}。",
        lambda: "用户习惯每天早上查看天气，傍晚散步。",
        lambda: f"第{rng.randint(1, 12)}周的迭代计划已确认。",
        lambda: f"服务部署在 localhost:{rng.choice([8080, 5000, 9000])} 上。",
        lambda: f"提交 {hx(7)} 引入了回归，见 PR #{rng.randint(1, 5000)}。",
        lambda: f"预算{rng.randint(1, 99)}万元，{zdate()}前完成。",
        lambda: "用户说下次用 Markdown 表格总结。",
        lambda: f"Note: 用户在{rng.choice(cities_zh)}工作，偏好 Python {ver()}。",
    ]  # fmt: skip
    out: list[Sample] = []
    for i in range(n):
        lang = "en" if i % 2 == 0 else "zh"
        gens = gens_en if lang == "en" else gens_zh
        t = rng.choice(gens)()
        if rng.random() < 0.3:
            t = t + (" " if lang == "en" else "") + rng.choice(gens)()
        if rng.random() < 0.3:
            t, _, _ = _wrap(rng, lang, t)
        out.append(Sample(t, lang, [], "benign"))
    return out


# --------------------------------------------------------------------------------------------


def build_corpus(seeds: tuple[int, ...] = SEEDS, per_cell: int = PER_CELL) -> list[Sample]:
    samples: list[Sample] = []
    per_seed = -(-per_cell // len(seeds))
    for seed in seeds:
        b = Builder(seed)
        for cat in CATEGORIES:
            for lang in LANGS:
                for _ in range(per_seed):
                    extra = b.rng.choice([0, 0, 0, 1, 1, 2])
                    samples.append(b.sample(cat, lang, extra))
    return samples


def build_benign(seeds: tuple[int, ...] = SEEDS, n: int = 800) -> list[Sample]:
    out: list[Sample] = []
    for seed in seeds:
        out += benign_texts(seed, -(-n // len(seeds)))
    return out


def _covered(findings: Any, start: int, end: int) -> float:
    spans = sorted(
        (max(f.start, start), min(f.end, end)) for f in findings if f.end > start and f.start < end
    )
    total, cur = 0, start
    for s, e in spans:
        s = max(s, cur)
        if e > s:
            total += e - s
            cur = e
    return total / max(1, end - start)


def evaluate(
    samples: list[Sample], benign: list[Sample], redact: Callable[[str], Any]
) -> dict[str, Any]:
    tot: dict[tuple[str, str], int] = defaultdict(int)
    surv: dict[tuple[str, str], int] = defaultdict(int)
    failures: list[dict[str, Any]] = []
    for s in samples:
        r = redact(s.text)
        for p in s.planted:
            key = (p.category, p.lang)
            tot[key] += 1
            cov = _covered(r.findings, p.start, p.end)
            if p.value in r.text or cov < COVERAGE:
                surv[key] += 1
                failures.append(
                    {"category": p.category, "lang": p.lang, "kind": p.kind, "value": p.value,
                     "coverage": round(cov, 2), "text": s.text, "redacted": r.text,
                     "style": s.style}
                )  # fmt: skip
    altered: dict[str, int] = defaultdict(int)
    btot: dict[str, int] = defaultdict(int)
    bfail: list[dict[str, Any]] = []
    for s in benign:
        btot[s.lang] += 1
        r = redact(s.text)
        if r.text != s.text:
            altered[s.lang] += 1
            bfail.append({"lang": s.lang, "text": s.text, "redacted": r.text})
    return {"total": dict(tot), "survived": dict(surv), "failures": failures,
            "benign_total": dict(btot), "benign_altered": dict(altered), "benign_failures": bfail}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/tmp/redteam_failures.json")
    ap.add_argument("--per-cell", type=int, default=PER_CELL)
    args = ap.parse_args(argv)
    from complex_memory_manager.privacy import default_gate

    gate = default_gate()
    samples = build_corpus(per_cell=args.per_cell)
    benign = build_benign()
    res = evaluate(samples, benign, gate.redact)
    worst = 0.0
    print(f"{'category':<10} {'lang':<4} {'n':>5} {'survived':>8} {'rate':>7}")
    for cat in CATEGORIES:
        for lang in LANGS:
            n = res["total"].get((cat, lang), 0)
            k = res["survived"].get((cat, lang), 0)
            rate = k / max(1, n)
            worst = max(worst, rate)
            flag = "  FAIL" if rate > 0.01 else ""
            print(f"{cat:<10} {lang:<4} {n:>5} {k:>8} {rate:>7.2%}{flag}")
    for lang in LANGS:
        n = res["benign_total"].get(lang, 0)
        k = res["benign_altered"].get(lang, 0)
        print(f"benign     {lang:<4} {n:>5} {k:>8} {k / max(1, n):>7.2%}")
    nb = sum(res["benign_total"].values())
    kb = sum(res["benign_altered"].values())
    print(f"worst survival {worst:.2%}; benign altered {kb}/{nb} = {kb / max(1, nb):.2%}")
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump({"failures": res["failures"], "benign_failures": res["benign_failures"]}, fh,
                  ensure_ascii=False, indent=1)  # fmt: skip
    print(f"failures written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
