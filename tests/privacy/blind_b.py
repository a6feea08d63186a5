"""Blind evaluation corpus B for the privacy-redaction gate.

Written without reading the detectors or the other privacy tests.  Style:
terse, machine-ish, first-person memory text (key-value lines, logs, CSV,
YAML/JSON/TOML, .env, markdown, commit messages, stack traces, CLI commands,
chat lines, Chinese forms, address blocks, signatures, bare values).

Run ``python tests/privacy/blind_b.py`` to evaluate ``default_gate()``.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
import unicodedata
import zlib
from collections import Counter
from dataclasses import dataclass, field

from faker import Faker

CATEGORIES = (
    "secret", "password", "email", "phone", "address", "government_id",
    "financial", "person_name", "username", "home_path", "schedule", "geo",
)
STRICT = {"secret", "password", "government_id", "financial", "email", "phone"}
PER_LANG = {"en": 340, "zh": 340, "mixed": 110}
SEEDS = (101, 2027, 9001)

FW = str.maketrans("0123456789:", "０１２３４５６７８９：")
ZW = "\u200b"
NBSP = "\u00a0"
AN = string.ascii_letters + string.digits
UPN = string.ascii_uppercase + string.digits
URLSAFE = AN + "-_"


@dataclass(frozen=True)
class Sample:
    text: str
    category: str
    lang: str
    start: int
    end: int

    @property
    def value(self) -> str:
        return self.text[self.start:self.end]


@dataclass
class Gen:
    value: str
    keys: list
    specific: list
    cue_free_ok: bool = True
    force: bool = False
    extra: dict = field(default_factory=dict)


_FAKERS: dict = {}


def fk(rng: random.Random, loc: str) -> Faker:
    seed = rng.choice(SEEDS)
    key = (loc, seed)
    if key not in _FAKERS:
        f = Faker(loc)
        f.seed_instance(seed)
        _FAKERS[key] = f
    return _FAKERS[key]


def rs(rng, n, alphabet=AN):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def perturb_digits(v, rng, lang="en", p=0.45):
    """Separator noise: full-width digits, ZW spaces, NBSP, swapped separators."""
    if rng.random() > p:
        return v
    r = rng.random()
    if r < (0.35 if lang == "zh" else 0.15):
        return v.translate(FW)
    if r < 0.55:
        idx = [i for i in range(1, len(v)) if v[i].isalnum() and v[i - 1].isalnum()]
        if idx:
            i = rng.choice(idx)
            return v[:i] + ZW + v[i:]
        return v
    if r < 0.75 and " " in v:
        return v.replace(" ", NBSP)
    if r < 0.9 and re.search(r"\d[ -.]\d", v):
        sep = rng.choice(["-", ".", " ", "\u2010"])
        return re.sub(r"(?<=\d)[ \-.](?=\d)", sep, v)
    return v


def zw_inside(v, rng, p=0.08):
    if rng.random() < p and len(v) > 8:
        i = rng.randint(3, len(v) - 3)
        return v[:i] + ZW + v[i:]
    return v


def luhn_complete(prefix, length, rng):
    body = prefix + digits(rng, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def iban(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def aba(rng):
    d = [int(x) for x in f"{rng.choice([1,2,3,4,5,6,7,8,9,11,12,21,22,26,31,32]):02d}" + digits(rng, 6)]
    s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


CN_AREAS = ["110101", "110105", "110108", "310101", "310104", "310115", "440103",
            "440106", "440305", "440304", "330102", "330106", "320102", "320106",
            "510104", "510107", "420102", "420106", "370102", "210102", "500103",
            "610113", "350102", "430104", "120101", "130102", "410105", "340104"]


def cn_id(rng):
    y = rng.randint(1950, 2005)
    body = f"{rng.choice(CN_AREAS)}{y}{rng.randint(1,12):02d}{rng.randint(1,28):02d}{digits(rng,3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w, strict=False))
    return body + "10X98765432"[s % 11]


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


# --------------------------------------------------------------------------
# Generic frames.  {V} = planted value, {K} = cue key, {KU} = upper/env key.
# --------------------------------------------------------------------------
FRAMES = {
    "en": [
        "{K}={V}",
        "{K}: {V}",
        "{TS} INFO memory.write {K}={V} source=skill",
        '{TS} [debug] updated profile: {K}="{V}"',
        "id,{K},updated\n{N},{V},{DATE}",
        "- {K}: {V}",
        "| field | value |\n|---|---|\n| {K} | {V} |",
        "user:\n  {K}: {V}\n  tz: Europe/London",
        '{"{K}": "{V}", "ok": true}',
        '[profile]\n{K} = "{V}"',
        "{KU}={V}",
        "fix: stop logging {K} ({V}) in debug output",
        "[{HM}] {NICK}: {K} is {V}",
        "note to self: {K} -> {V}",
        "{K}\t{V}",
        'remember: {K} = {V}.',
        "{KU}: {V}",
        "## {K}\n{V}\n",
        "{TS} WARN cache miss for {K} '{V}'",
        'export {KU}="{V}"',
        "* {K} — {V}",
        "{K} >> {V}",
        "saved {K}: {V} (via onboarding skill)",
        "- [x] update {K} to {V}",
    ],
    "zh": [
        "{K}：{V}",
        "{K}: {V}",
        "{TS} 信息 已保存{K}：{V}",
        "- {K}：{V}",
        "【备忘】{K}是{V}",
        "[{HM}] {NICK}：{K}发你了，{V}",
        '{"{K}": "{V}", "来源": "技能"}',
        "用户:\n  {K}: {V}\n  城市: {CITY}",
        "我的{K}是{V}",
        "记一下，{K} {V}，别忘了",
        "| 字段 | 值 |\n|---|---|\n| {K} | {V} |",
        "序号,{K},备注\n{N},{V},无",
        "{K}＝{V}",
        "更新{K}为{V}。",
        "{K}　{V}",
        "{TS} 调试 读取{K}=“{V}”",
        "备注：{K}：{V}（已确认）",
        "* {K} —— {V}",
        "- [x] 把{K}改成{V}",
        "提交说明：修复{K}（{V}）被写进日志的问题",
    ],
    "mixed": [
        "我的 {K} is {V}",
        "{K}：{V} (updated)",
        "[{HM}] {NICK}: 我的{K}是 {V} btw",
        "备注 note: {K}={V}",
        "{TS} INFO 保存 {K}={V}",
        "- {K}（已更新）: {V}",
        '{"{K}": "{V}", "备注": "ok"}',
        "记住 remember {K} = {V}",
        "todo: 更新 {K} -> {V}",
        "| {K} | {V} | 已确认 |",
    ],
}
CUELESS = {
    "en": ["{V}", "[{HM}] {NICK}: {V}", "{TS} DEBUG got {V}", "fwd: {V}", "- {V}", "> {V}", "{V} (saved)"],
    "zh": ["{V}", "[{HM}] {NICK}：{V}", "{TS} 调试 收到 {V}", "转发：{V}", "- {V}", "{V}（已保存）"],
    "mixed": ["[{HM}] {NICK}: 给你 {V}", "{V} 记一下", "fyi {V} 收到"],
}
NICKS = ["alice", "bob", "ops-bot", "deploy", "kim", "小王", "老李", "阿杰", "sam_k", "dev"]
EN_CITIES = ["London", "Manchester", "Leeds", "Seattle", "Austin", "Boston", "Chicago", "Denver", "Bristol", "Glasgow"]
ZH_CITIES = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "西安", "重庆"]


def base_ctx(rng, lang):
    y, m, d = rng.randint(2021, 2025), rng.randint(1, 12), rng.randint(1, 28)
    hh, mm, ss = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    ts = rng.choice([
        f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}Z",
        f"{y}/{m:02d}/{d:02d} {hh:02d}:{mm:02d}:{ss:02d}",
        f"[{y}-{m:02d}-{d:02d} {hh:02d}:{mm:02d}:{ss:02d},{rng.randint(100,999)}]",
    ])
    zhl = lang == "zh" or (lang == "mixed" and rng.random() < 0.5)
    return {
        "TS": ts, "HM": f"{rng.randint(7,22):02d}:{rng.randint(0,59):02d}",
        "NICK": rng.choice(NICKS), "DATE": f"{y}-{m:02d}-{d:02d}", "N": str(rng.randint(1, 999)),
        "CITY": rng.choice(ZH_CITIES if zhl else EN_CITIES),
        "NAME": fk(rng, "zh_CN").name() if zhl else fk(rng, rng.choice(["en_US", "en_GB"])).name(),
        "TITLE": rng.choice(["高级工程师", "产品经理", "运维负责人"] if zhl else ["Senior Engineer", "PM", "Ops Lead"]),
    }


# --------------------------------------------------------------------------
# Category generators: gen(rng, lang) -> Gen.  lang is "en" or "zh".
# --------------------------------------------------------------------------
SECRET_ZH_KEYS = ["密钥", "令牌", "接口密钥", "访问令牌", "token", "秘钥"]


def gen_secret(rng, lang):
    kind = rng.choice(["aws", "aws_secret", "ghp", "gpat", "gho", "slack", "openai", "openai_proj",
                       "anthropic", "stripe", "google", "hf", "sendgrid", "telegram", "jwt", "pem",
                       "url", "generic", "generic", "aws", "ghp", "openai"])
    zk = SECRET_ZH_KEYS
    if kind == "aws":
        return Gen("AKIA" + rs(rng, 16, UPN), ["aws_access_key_id", "AWS_ACCESS_KEY_ID", "access key"] if lang == "en" else ["AWS访问密钥", "aws_access_key_id"],
                   ["aws configure set aws_access_key_id {V}", "[default]\naws_access_key_id = {V}\nregion = eu-west-2"])
    if kind == "aws_secret":
        return Gen(rs(rng, 40, AN + "/+"), ["aws_secret_access_key", "AWS_SECRET_ACCESS_KEY"],
                   ["[default]\naws_secret_access_key = {V}", "AWS_SECRET_ACCESS_KEY={V} aws s3 ls", "aws_secret_access_key：{V}"], cue_free_ok=False)
    if kind == "ghp":
        v = "ghp_" + rs(rng, 36)
        return Gen(v, ["GITHUB_TOKEN", "gh_token", "github token"] if lang == "en" else ["GitHub令牌", "GITHUB_TOKEN"],
                   ["git remote set-url origin https://{V}@github.com/acme/api.git", "gh auth login --with-token <<< {V}", "Authorization: token {V}", "我的github token：{V}"])
    if kind == "gpat":
        return Gen("github_pat_" + rs(rng, 22) + "_" + rs(rng, 59), ["GH_PAT", "github_pat", "fine-grained token"], ["export GH_TOKEN={V}", "PAT（只读）：{V}"])
    if kind == "gho":
        return Gen(rng.choice(["gho_", "ghs_", "ghu_"]) + rs(rng, 36), ["oauth_token", "GITHUB_APP_TOKEN"], ["token={V} scope=repo"])
    if kind == "slack":
        v = rng.choice([f"xoxb-{digits(rng, 11)}-{digits(rng, 13)}-{rs(rng, 24)}",
                        f"xoxp-{digits(rng, 11)}-{digits(rng, 11)}-{digits(rng, 13)}-{rs(rng, 32, '0123456789abcdef')}",
                        f"xapp-1-A{rs(rng, 10, UPN)}-{digits(rng, 13)}-{rs(rng, 64, '0123456789abcdef')}"])
        return Gen(v, ["SLACK_BOT_TOKEN", "slack_token", "slack"], ["curl -H 'Authorization: Bearer {V}' https://slack.com/api/auth.test", "slack bot 的 token 是 {V}"])
    if kind == "openai":
        return Gen("sk-" + rs(rng, 48), ["OPENAI_API_KEY", "openai key", "api_key"] if lang == "en" else ["OpenAI密钥", "OPENAI_API_KEY"],
                   ["openai.api_key = \"{V}\"", "my openai key is {V}", "我的OpenAI key是{V}"])
    if kind == "openai_proj":
        return Gen("sk-proj-" + rs(rng, rng.randint(80, 130), URLSAFE), ["OPENAI_API_KEY", "openai_key"], ["client = OpenAI(api_key=\"{V}\")", "OPENAI_API_KEY={V}"])
    if kind == "anthropic":
        return Gen("sk-ant-api03-" + rs(rng, 93, URLSAFE) + "AA", ["ANTHROPIC_API_KEY", "claude key"], ["x-api-key: {V}", "anthropic 的 key：{V}"])
    if kind == "stripe":
        return Gen(rng.choice(["sk_live_", "rk_live_"]) + rs(rng, rng.randint(24, 99)), ["STRIPE_SECRET_KEY", "stripe_key", "stripe"], ["stripe.api_key = '{V}'", "curl https://api.stripe.com/v1/charges -u {V}:"])
    if kind == "google":
        return Gen("AIza" + rs(rng, 35, URLSAFE), ["GOOGLE_API_KEY", "maps key", "firebase apiKey"], ["https://maps.googleapis.com/maps/api/geocode/json?address=x&key={V}", "apiKey: \"{V}\","])
    if kind == "hf":
        return Gen("hf_" + rs(rng, 34, string.ascii_letters), ["HF_TOKEN", "huggingface token", "HUGGING_FACE_HUB_TOKEN"], ["huggingface-cli login --token {V}", "HF token 存一下：{V}"])
    if kind == "sendgrid":
        return Gen("SG." + rs(rng, 22, URLSAFE) + "." + rs(rng, 43, URLSAFE), ["SENDGRID_API_KEY", "sendgrid"], ["sg = SendGridAPIClient('{V}')"])
    if kind == "telegram":
        return Gen(f"{rng.randint(10**8, 10**10)}:AA{rs(rng, 33, URLSAFE)}", ["TELEGRAM_BOT_TOKEN", "bot_token", "tg bot"] if lang == "en" else ["机器人token", "TELEGRAM_BOT_TOKEN"],
                   ["curl https://api.telegram.org/bot{V}/getMe", "BotFather gave me {V}"])
    if kind == "jwt":
        hdr = b64u(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}).encode())
        pl = b64u(json.dumps({"sub": digits(rng, 8), "name": "u" + digits(rng, 3), "iat": rng.randint(1_600_000_000, 1_750_000_000)}).encode())
        v = f"{hdr}.{pl}.{rs(rng, 43, URLSAFE)}"
        return Gen(v, ["jwt", "id_token", "access_token", "Authorization"], ["Authorization: Bearer {V}", "curl -H \"Authorization: Bearer {V}\" https://api.internal/v1/me", "登录后拿到的 jwt：{V}"])
    if kind == "pem":
        kt = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
        body = "\n".join(rs(rng, 64, AN + "+/") for _ in range(rng.randint(4, 9)))
        v = f"-----BEGIN {kt}-----\n{body}\n{rs(rng, rng.randint(8, 40), AN + '+/')}==\n-----END {kt}-----"
        return Gen(v, [], ["{V}", "cat ~/.ssh/id_rsa\n{V}", "key.pem:\n{V}\n", "私钥如下：\n{V}", "```\n{V}\n```", "deploy key (do not share)\n{V}"], force=True)
    if kind == "url":
        u = rng.choice(["admin", "app", "root", "deploy", "svc_etl", "postgres"])
        v = rs(rng, rng.randint(12, 22), AN + "_~")
        return Gen(v, [], [
            "DATABASE_URL=postgres://" + u + ":{V}@db.internal:5432/app",
            "redis://:{V}@cache.prod.local:6379/0",
            "amqp://" + u + ":{V}@mq.local:5672/",
            "mongodb+srv://" + u + ":{V}@cluster0.ab1cd.mongodb.net/test?retryWrites=true",
            "curl https://" + u + ":{V}@api.example.com/v1/items",
            "数据库连接串：mysql://root:{V}@10.0.3.7:3306/prod",
            "git clone https://" + u + ":{V}@git.example.org/team/infra.git",
            "{TS} ERROR connect failed url=postgresql://" + u + ":{V}@10.2.0.4/db",
            "sqlalchemy.url = mysql+pymysql://" + u + ":{V}@localhost/shop",
            "proxy: http://" + u + ":{V}@proxy.corp:3128",
        ], force=True)
    # generic high-entropy value assigned to a key/token/secret name
    v = rng.choice([rs(rng, rng.randint(32, 48)), rs(rng, 40, "0123456789abcdef"),
                    base64.b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode()])
    return Gen(v, ["api_key", "apiKey", "client_secret", "access_token", "auth_token", "SECRET_KEY",
                   "webhook_secret", "private_token", "x-api-key", "token", "secret"] if lang == "en" else [*zk, "api_key", "client_secret"],
               ["api_key = \"{V}\"", "headers = {\"X-Api-Key\": \"{V}\"}", "client_secret: {V}", "--token {V}", "接口密钥：{V}"], cue_free_ok=False)


def gen_password(rng, lang):
    f = fk(rng, "en_US")
    r = rng.random()
    if r < 0.35:
        v = f.password(length=rng.randint(10, 18), special_chars=True)
    elif r < 0.55:
        v = rng.choice(["Summer", "Winter", "Dragon", "Monkey", "Sunshine", "Qwerty", "Liverpool", "Tiger"]) + str(rng.randint(1970, 2025)) + rng.choice("!@#$*?")
    elif r < 0.75:
        words = [f.word() for _ in range(rng.randint(3, 5))]
        v = rng.choice(["-", " ", ".", "_"]).join(words)
    else:
        py = rng.choice(["wangfang", "zhangwei", "liuyang", "chenjing", "lixia", "zhaolei", "huangmin"])
        v = rng.choice([py + str(rng.randint(1970, 2005)), py.capitalize() + "@" + str(rng.randint(2018, 2025)),
                        "woaini" + digits(rng, 4), py[:3].upper() + "#" + digits(rng, 5) + py[3:]])
    v = zw_inside(v, rng, 0.05)
    if lang == "en":
        spec = ["password: {V}", "pw={V}", "the password is {V}", "wifi pw is {V}", "PASSWORD={V}",
                "mysql -u root -p'{V}' prod", "PGPASSWORD='{V}' psql -h db -U app", "login: admin / {V}",
                "my new password is {V} (changed today)", 'passphrase: "{V}"', "--password={V}", "DB_PASS={V}",
                "the vault passphrase is {V}", "router admin password: {V}", "password: '{V}'", '"password": "{V}",',
                "Pass: {V}", "pwd {V}", "[{HM}] {NICK}: pw for the staging box is {V}", "gpg passphrase = {V}"]
        keys = ["password", "passwd", "pwd", "db_password", "admin password", "passphrase"]
    else:
        spec = ["密码是{V}", "密码：{V}", "口令：{V}", "WiFi密码{V}", "登录密码改成了{V}", "我的密码是{V}，别告诉别人",
                "开机密码 {V}", "账号 admin 密码 {V}", "支付口令：{V}", "路由器管理密码：{V}", "密码:{V}", "新口令 → {V}",
                "[{HM}] {NICK}：测试服密码 {V}", "邮箱密码　{V}", "mysql -uroot -p{V}"]
        keys = ["密码", "口令", "登录密码", "password", "pwd"]
    return Gen(v, keys, spec, cue_free_ok=False)


ZH_MAIL = ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com", "aliyun.com", "yeah.net"]


def gen_email(rng, lang):
    if lang == "en":
        f = fk(rng, rng.choice(["en_US", "en_GB"]))
        r = rng.random()
        if r < 0.3:
            v = f.email()
        elif r < 0.5:
            v = f.free_email()
        elif r < 0.65:
            v = f.company_email()
        elif r < 0.8:
            v = f"{f.first_name().lower()}.{f.last_name().lower()}{rng.choice(['', str(rng.randint(1, 99))])}@{rng.choice(['gmail.com', 'outlook.com', 'proton.me', 'btinternet.com', 'icloud.com'])}"
        elif r < 0.9:
            v = f"{f.user_name()}+{rng.choice(['news', 'bank', 'dev', 'x'])}@gmail.com"
        else:
            u, d = f.user_name(), f.domain_name()
            v = f"{u} [at] {d.replace('.', ' [dot] ')}" if rng.random() < 0.5 else f"{u}@{d}".upper()
        spec = ["contact={V}", "my email is {V}", "email me at {V}", "mailto:{V}", "{NAME} <{V}>",
                "Reply-To: {V}", "--\n{NAME}\n{TITLE}\n{V}", "cc {V} on the invoice", "git config user.email {V}",
                "Signed-off-by: {NAME} <{V}>", "reach me: {V} or slack", "owner_email: {V}", "send the receipts to {V} pls"]
        keys = ["email", "e-mail", "contact", "owner_email", "notify"]
    else:
        f = fk(rng, "zh_CN")
        r = rng.random()
        if r < 0.3:
            v = f"{rng.randint(10000, 3999999999)}@qq.com"
        elif r < 0.7:
            v = f"{f.user_name()}{rng.choice(['', str(rng.randint(1, 99))])}@{rng.choice(ZH_MAIL)}"
        else:
            v = f.email()
        spec = ["邮箱：{V}", "我的邮箱是{V}", "发到{V}就行", "电子邮件：{V}", "联系邮箱 {V}", "有问题发邮件到{V}",
                "姓名：{NAME}\n邮箱：{V}", "抄送 {V}", "邮箱:{V}", "【联系方式】{V}", "--\n{NAME}\n{V}"]
        keys = ["邮箱", "电子邮箱", "email", "联系邮箱", "邮件"]
    return Gen(zw_inside(v, rng, 0.05), keys, spec)


def us_phone(rng):
    a = rng.choice([201, 212, 213, 305, 312, 404, 415, 503, 512, 617, 646, 702, 718, 206, 303, 919, 971])
    e, l = rng.randint(200, 999), rng.randint(0, 9999)
    v = rng.choice([f"({a}) {e}-{l:04d}", f"{a}-{e}-{l:04d}", f"{a}.{e}.{l:04d}", f"+1 {a} {e} {l:04d}",
                    f"+1-{a}-{e}-{l:04d}", f"1 ({a}) {e}-{l:04d}", f"{a}{e}{l:04d}", f"+1 ({a}) {e}-{l:04d}"])
    if rng.random() < 0.15:
        v += rng.choice([f" ext. {rng.randint(10, 9999)}", f" x{rng.randint(10, 999)}", f" ext {rng.randint(10, 999)}"])
    return v


def gb_phone(rng):
    return rng.choice([
        f"07{rng.randint(100, 999)} {digits(rng, 6)}", f"+44 7{rng.randint(100, 999)} {digits(rng, 6)}",
        f"+44 (0)20 7{digits(rng, 3)} {digits(rng, 4)}", f"020 8{digits(rng, 3)} {digits(rng, 4)}",
        f"0161 {digits(rng, 3)} {digits(rng, 4)}", f"0113 {digits(rng, 3)} {digits(rng, 4)}",
        f"+44 131 {digits(rng, 3)} {digits(rng, 4)}", f"07{digits(rng, 9)}"])


def cn_phone(rng):
    m = f"1{rng.choice('3456789')}{digits(rng, 9)}"
    land = f"0{rng.choice(['10', '21', '20', '755', '571', '28', '27', '25'])}"
    return rng.choice([
        m, m, f"{m[:3]} {m[3:7]} {m[7:]}", f"{m[:3]}-{m[3:7]}-{m[7:]}", f"+86 {m}", f"+86-{m[:3]}-{m[3:7]}-{m[7:]}",
        f"(+86) {m[:3]} {m[3:7]} {m[7:]}", f"0086 {m}", f"+86{m}",
        f"{land}-{rng.randint(2, 8)}{digits(rng, 7)}", f"({land}) {rng.randint(2, 8)}{digits(rng, 3)} {digits(rng, 4)}",
        f"{land}-{rng.randint(2, 8)}{digits(rng, 7)} 转 {rng.randint(100, 9999)}"])


def gen_phone(rng, lang):
    if lang == "en":
        v = us_phone(rng) if rng.random() < 0.55 else gb_phone(rng)
        spec = ["call me at {V}", "my phone is {V}", "cell: {V}", "Tel {V}", "☎ {V}", "phone={V}",
                "text me on {V} after 6", "mobile: {V}", "--\n{NAME}\n{TITLE}\nM: {V}", "reach the landlord on {V}",
                "dial {V} then press 2", "my number's {V}", "T: {V} | W: example.org", "emergency contact: mum {V}"]
        keys = ["phone", "tel", "mobile", "cell", "contact_number", "phone_number"]
    else:
        v = cn_phone(rng)
        spec = ["我的手机号是{V}", "电话：{V}", "手机：{V}", "联系方式 {V}", "打{V}找我", "有事call我{V}", "座机{V}",
                "{V}（微信同号）", "手机号码：{V}", "联系人：{NAME}\n电话：{V}", "快递员电话{V}", "紧急联系人 妈妈 {V}",
                "我换号了，新号{V}"]
        keys = ["电话", "手机", "手机号", "联系电话", "phone", "tel"]
    return Gen(perturb_digits(v, rng, lang), keys, spec)


def gen_address(rng, lang):
    if lang == "en":
        if rng.random() < 0.5:
            f = fk(rng, "en_US")
            v = f.street_address()
            city = f"{f.city()}, {f.state_abbr()} {f.zipcode()}"
        else:
            f = fk(rng, "en_GB")
            v = f.street_address().replace("\n", ", ")
            city = f"{f.city()}\n{f.postcode()}"
        spec = ["ship to: {V}, {CITYL}", "my address is {V}", "home: {V}\n{CITYL}", "{NAME}\n{V}\n{CITYL}",
                "I moved to {V} last month", "deliver to {V} (leave at door)", 'addr="{V}"',
                "name,street,city\n{NAME},{V},{CITYL}", "Address:\n{V}\n{CITYL}", "--\n{NAME}\n{V}\n{CITYL}",
                "parcel for {V} arrived", "- home address: {V}"]
        keys = ["address", "addr", "home_address", "street", "shipping_address"]
        extra = {"CITYL": city}
    else:
        f = fk(rng, "zh_CN")
        v = f"{f.street_name()}{rng.randint(1, 999)}号"
        r = rng.random()
        if r < 0.4:
            v += f"{rng.randint(1, 30)}栋{rng.randint(1, 6)}单元{rng.randint(1, 32)}0{rng.randint(1, 4)}室"
        elif r < 0.6:
            v += f"{rng.randint(1, 20)}号楼{rng.randint(101, 2808)}室"
        prov, dist = f.province(), f.district() + "区"
        spec = ["地址：{PROV}{CITY}市{DIST}{V}", "收货地址 {CITY}{DIST}{V}", "我住在{DIST}{V}", "寄到{V}，{NAME}收",
                "姓名：{NAME}\n电话：见备注\n地址：{V}", "家庭住址：{V}", "{NAME}\n{CITY}市{DIST}\n{V}",
                "快递放{V}门口", "新家地址{V}", "住址:{V}"]
        keys = ["地址", "住址", "家庭住址", "收货地址", "address"]
        extra = {"PROV": prov, "DIST": dist}
    return Gen(v, keys, spec, extra=extra)


def gen_government_id(rng, lang):
    if lang == "en":
        r = rng.random()
        if r < 0.6:
            a = rng.choice([x for x in range(1, 900) if x != 666])
            g, s = rng.randint(1, 99), rng.randint(1, 9999)
            v = rng.choice([f"{a:03d}-{g:02d}-{s:04d}", f"{a:03d}-{g:02d}-{s:04d}", f"{a:03d} {g:02d} {s:04d}", f"{a:03d}{g:02d}{s:04d}"])
            spec = ["SSN: {V}", "ssn={V}", "social security no. {V}", "my SSN is {V}", "SSN {V} (for the W-9)",
                    "taxpayer id / ssn: {V}", "| ssn | {V} |"]
            keys = ["ssn", "SSN", "social_security_number", "social security"]
        elif r < 0.85:
            v = rng.choice([digits(rng, 9), f"{rng.choice('5678')}{digits(rng, 8)}", f"{rng.choice('ACDE')}{digits(rng, 8)}"])
            spec = ["passport: {V}", "Passport No. {V}, exp 2031", "my passport number is {V}", "passport_no={V}",
                    "renew passport {V} before march"]
            keys = ["passport", "passport_no", "passport number"]
        else:
            v = f"{rng.choice('ABCEGHJKLMNPRSTWXYZ')}{rng.choice('ABCEGHJKLMNPRSTWXYZ')} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice('ABCD')}"
            spec = ["NI number: {V}", "my national insurance no is {V}", "NINO={V}"]
            keys = ["ni_number", "national insurance number", "NINO"]
    else:
        r = rng.random()
        if r < 0.75:
            v = cn_id(rng)
            if rng.random() < 0.1:
                v = v.lower()
            if rng.random() < 0.15:
                v = f"{v[:6]} {v[6:14]} {v[14:]}"
            spec = ["身份证号：{V}", "身份证 {V}", "我的身份证号是{V}", "证件号码：{V}", "姓名：{NAME}\n身份证号：{V}",
                    "公民身份号码 {V}", "id_card={V}", "身份证号码:{V}（复印件已交）", "【实名】{NAME} {V}"]
            keys = ["身份证号", "身份证", "证件号", "公民身份号码", "id_card"]
        else:
            v = rng.choice([f"E{digits(rng, 8)}", f"E{rng.choice('ABCDEFGH')}{digits(rng, 7)}", f"G{digits(rng, 8)}"])
            spec = ["护照号：{V}", "护照号码 {V}", "我的护照是{V}", "证件类型：护照\n证件号：{V}", "passport {V}（明年过期）"]
            keys = ["护照号", "护照号码", "passport"]
    return Gen(perturb_digits(v, rng, lang, 0.3), keys, spec, cue_free_ok=False)


def gen_financial(rng, lang):
    r = rng.random()
    kind = "card"
    if r < 0.45:
        p, n = rng.choice([("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("34", 15), ("37", 15), ("6011", 16), ("62", 16), ("62", 19)])
        c = luhn_complete(p, n, rng)
        grp = [c[:4], c[4:10], c[10:]] if n == 15 else [c[i:i + 4] for i in range(0, n, 4)]
        v = rng.choice([" ".join(grp), "-".join(grp), c, " ".join(grp)])
    elif r < 0.7:
        kind = "iban"
        cc = rng.choice(["GB", "DE", "FR", "NL"])
        if cc == "GB":
            v = iban("GB", rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + digits(rng, 14))
        elif cc == "DE":
            v = iban("DE", digits(rng, 18))
        elif cc == "FR":
            v = iban("FR", digits(rng, 23))
        else:
            v = iban("NL", rng.choice(["ABNA", "INGB", "RABO"]) + digits(rng, 10))
        if rng.random() < 0.5:
            v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    else:
        kind = "acct"
        if lang == "en":
            kind = rng.choice(["acct", "routing"])
            v = aba(rng) if kind == "routing" else digits(rng, rng.randint(8, 12))
        else:
            v = rng.choice([luhn_complete("62", 19, rng), digits(rng, rng.randint(12, 17))])
    if lang == "en":
        spec = {"card": ["card: {V} exp 09/27", "paid with {V}", "cc={V}", "my visa is {V}", "card number {V} cvv in 1pw",
                         "| card | {V} |", "charge {V} for the renewal"],
                "iban": ["IBAN: {V}", "wire to IBAN {V} (BIC DEUTDEFF)", "iban={V}", "rent goes to {V}"],
                "acct": ["routing: {V}", "acct no. {V}", "account number: {V}", "sort code 20-00-00, account {V}",
                         "bank account {V} (checking)"],
                "routing": ["routing: {V}", "ACH routing {V}", "ABA {V}, account on file", "routing_number={V}"]}[kind]
        keys = {"card": ["card", "credit_card", "card_number", "cc"], "iban": ["iban", "IBAN", "bank_iban"],
                "acct": ["account_number", "acct", "bank account"], "routing": ["routing_number", "aba", "routing"]}[kind]
    else:
        spec = {"card": ["卡号：{V}", "银行卡号 {V}", "我的信用卡{V}", "信用卡：{V} 有效期 09/27", "刷的是{V}这张卡"],
                "iban": ["IBAN：{V}", "境外汇款 IBAN {V}", "收款 IBAN:{V}"],
                "acct": ["转账到{V}（招商银行）", "收款账号：{V}", "开户行：建设银行\n账号：{V}", "银行卡号：{V}", "工资卡 {V}"]}[kind]
        keys = {"card": ["卡号", "银行卡号", "信用卡"], "iban": ["IBAN", "国际银行账号"],
                "acct": ["银行账号", "收款账号", "卡号", "账号"]}[kind]
    return Gen(perturb_digits(v, rng, lang, 0.3), keys, spec, cue_free_ok=(kind not in ("acct", "routing")))


def gen_person_name(rng, lang):
    if lang == "en":
        f = fk(rng, rng.choice(["en_US", "en_GB"]))
        v = rng.choice([f.name(), f"{f.first_name()} {f.last_name()}", f"{f.first_name()} {f.last_name()}"])
        v = re.sub(r"^(Mr\.|Mrs\.|Ms\.|Dr\.|Miss|Mr|Mrs|Ms|Dr) ", "", v)
        v = re.sub(r" (MD|DDS|PhD|DVM|Jr\.|II|III|IV)$", "", v)
        spec = ["owner: {V}", "Name: {V}", "signed off by {V}", "Regards,\n{V}\n{TITLE}", "Co-authored-by: {V}",
                "{V} approved the PR", "met {V} for coffee", "ping {V} about the invoice", "{V} will cover on-call",
                "lunch w/ {V} tmrw", "my landlord is {V}", "assignee={V}", "- [ ] send {V} the slides",
                "Thanks,\n{V}", "{TS} INFO reviewer {V} requested changes", "author,{V},2",
                "emergency contact: {V}", "my name is {V}", "I'm {V}, SRE on the platform team", "cc: {V}"]
        keys = ["name", "owner", "full_name", "contact_name", "assignee", "reviewer"]
    else:
        f = fk(rng, "zh_CN")
        v = f.name()
        spec = ["姓名：{V}", "联系人：{V}", "{V}说周五前给答复", "和{V}吃饭", "找{V}签字", "{V}负责这个模块",
                "经办人 {V}", "我叫{V}", "房东是{V}", "今天{V}请假", "申请人：{V}\n部门：研发部", "审批人 {V} 已通过",
                "{V}（产品）", "抄送：{V}", "紧急联系人：{V}", "下午跟{V}开会", "收件人：{V}"]
        keys = ["姓名", "联系人", "负责人", "name", "审批人"]
    return Gen(v, keys, spec)


def gen_username(rng, lang):
    f = fk(rng, "en_US" if lang == "en" else "zh_CN")
    u = f.user_name()
    if len(u) < 5:
        u += digits(rng, 3)
    if lang == "en":
        u = rng.choice([u, u, u + "_dev", u.replace(".", "_"), u + str(rng.randint(1, 99))])
        spec = ["@{V} can you review?", "username: {V}", "user={V}", "login as {V}", "ssh {V}@10.0.0.12",
                "my handle is @{V} on twitter", "github: {V}", "discord: {V}#{N}", "follow me @{V}",
                "sudo -u {V} crontab -l", "owner=@{V}", "{TS} auth ok user={V} ip=10.1.2.3", "ping @{V} re: deploy"]
        keys = ["username", "user", "login", "handle", "github_user"]
        return Gen(u, keys, spec, cue_free_ok=False)
    r = rng.random()
    if r < 0.25:
        q = str(rng.randint(10000, 3999999999))
        q = perturb_digits(q, rng, "zh", 0.2)
        return Gen(q, [], ["QQ：{V}", "QQ号{V}", "加我QQ {V}", "qq={V}", "我的QQ是{V}", "QQ群里找我，QQ {V}"], force=True)
    if r < 0.5:
        w = rng.choice([f"wxid_{rs(rng, 14, string.ascii_lowercase + string.digits)}", u + "_" + digits(rng, 3), u.capitalize() + str(rng.randint(1980, 2010))])
        return Gen(w, [], ["微信号：{V}", "微信 {V}", "加我微信{V}", "wechat: {V}", "我的微信号是{V}", "vx：{V}"], force=True)
    spec = ["用户名：{V}", "我的用户名是{V}", "账号：{V}", "小红书@{V}", "微博 @{V}", "登录名 {V}", "@{V} 帮忙看一下",
            "B站 ID：{V}", "github 账号 {V}"]
    return Gen(u, ["用户名", "账号", "登录名", "昵称ID"], spec, cue_free_ok=False)


EN_SUB = ["projects/{R}/src/main.py", "Downloads/tax_2023.pdf", ".ssh/id_ed25519", "Documents/notes/todo.md",
          "code/{R}/.env", "Library/Application Support/Code/User/settings.json", "work/{R}/build/output.log",
          ".config/gh/hosts.yml", "Desktop/passport_scan.jpg", "src/{R}", ".venv/lib/python3.11/site-packages/{R}/core.py"]
ZH_SUB = ["文档/合同.docx", "下载/发票_2024.pdf", "projects/{R}/main.py", "桌面/报销.xlsx", ".ssh/id_rsa", "工作/{R}/日志.txt"]


def gen_home_path(rng, lang):
    f = fk(rng, "en_US" if lang == "en" else "zh_CN")
    u = rng.choice([f.user_name(), f.first_name().lower() if lang == "en" else f.user_name(), f.user_name().split(".")[0]])
    if len(u) < 3:
        u += "dev"
    repo = rng.choice(["api", "billing", "memory-skill", "infra", "web", "etl"])
    sub = rng.choice(EN_SUB + (ZH_SUB if lang == "zh" else [])).replace("{R}", repo)
    r = rng.random()
    if r < 0.4:
        v = f"/home/{u}/{sub}"
    elif r < 0.7:
        v = f"/Users/{u}/{sub}"
    elif r < 0.92:
        v = "C:\\Users\\" + u + "\\" + sub.replace("/", "\\")
    else:
        v = f"C:/Users/{u}/{sub}"
    if lang == "en":
        spec = ['Traceback (most recent call last):\n  File "{V}", line {N}, in <module>\n    main()\nKeyError: \'id\'',
                "cd {V} && make test", "python {V} --verbose", "saved to {V}", "error: cannot open '{V}': Permission denied",
                "cp {V} /tmp/", "open {V}", "{TS} ERROR FileNotFoundError: {V}", "   at Object.<anonymous> ({V}:12:5)",
                "--config {V}", "wrote {V} (2.1 KB)"]
        keys = ["path", "cwd", "workdir", "file", "log_path"]
    else:
        spec = ["文件在{V}", "路径：{V}", "日志写到{V}了", "报错：找不到文件 {V}", 'File "{V}", line {N}\n类型错误', "cd {V}",
                "我把密钥放在{V}", "配置文件路径 {V}"]
        keys = ["路径", "目录", "文件", "path"]
    return Gen(v, keys, spec)


def gen_schedule(rng, lang):
    if lang == "en":
        h, m = rng.randint(1, 12), rng.choice([0, 15, 30, 45, 10, 20, 40, 5])
        ap = rng.choice(["am", "pm", "AM", "PM", "a.m.", "p.m."])
        H = rng.randint(5, 23)
        v = rng.choice([f"{h}{ap}", f"{h} {ap}", f"{h}:{m:02d}{ap}", f"{h}:{m:02d} {ap}", f"{H:02d}:{m:02d}", f"{H}:{m:02d}",
                        f"{h}.{m:02d}{ap}", f"{h} o'clock"])
        spec = ["wake up at {V} every day", "I run at {V} on weekdays", "my alarm goes off at {V}", "pick up the kids at {V}",
                "meds at {V} daily", "gym {V} mon/wed/fri", "bedtime: {V}", "I usually leave home at {V}",
                "call mum at {V} on Sundays", "- {V} school run", 'schedule:\n  wake: "{V}"', "daily_walk={V}",
                "remind me at {V} to water the plants", "I'm offline after {V} every night", "swim @ {V} tue/thu"]
        keys = ["wake_time", "alarm", "bedtime", "daily_run", "school_pickup"]
    else:
        per = rng.choice(["早上", "上午", "中午", "下午", "晚上", "凌晨", "傍晚", ""])
        h = rng.randint(1, 12)
        H = rng.randint(5, 23)
        m = rng.choice([10, 15, 20, 40, 45, 5])
        v = rng.choice([f"{per}{h}点", f"{per}{h}点半", f"{per}{h}点{m}分", f"{H:02d}:{m:02d}", f"{H}:{m:02d}",
                        f"{per}{h}点", f"{per}{h}点一刻"])
        v = v.translate(FW) if rng.random() < 0.2 else v
        spec = ["我每天{V}起床", "每晚{V}睡觉", "{V}去接孩子", "闹钟{V}", "每周二{V}游泳", "吃药时间：{V}", "我一般{V}下班",
                "提醒我{V}喝水", "日程：{V} 健身", "周末{V}陪爸妈散步", "每天{V}遛狗", "作息：{V}上床"]
        keys = ["起床时间", "闹钟", "作息", "睡觉时间", "接娃时间"]
    return Gen(v, keys, spec, cue_free_ok=False)


EN_PLACES = ["the Mission District", "Williamsburg", "Capitol Hill", "Back Bay", "Wicker Park", "Silver Lake",
             "Park Slope", "Ballard", "Logan Square", "Echo Park", "Astoria", "Cherry Creek", "Buckhead", "Deep Ellum",
             "Shoreditch", "Clapham", "Didsbury", "Jesmond", "Headingley", "Hackney", "Brixton", "Islington",
             "Camden Town", "Notting Hill", "Leith", "Clifton", "Jericho", "Kelham Island", "Ancoats", "Moseley"]
ZH_PLACES = ["望京", "五道口", "中关村", "三里屯", "陆家嘴", "徐家汇", "张江", "前海", "南山科技园", "珠江新城", "回龙观",
             "天通苑", "望京SOHO", "静安寺", "田子坊", "光谷", "观音桥", "春熙路", "西二旗", "五角场"]


def gen_geo(rng, lang):
    lat, lon = rng.uniform(-60, 65), rng.uniform(-170, 170)
    nd = rng.choice([4, 5, 6])
    r = rng.random()
    if lang == "en":
        if r < 0.35:
            v = rng.choice([f"{lat:.{nd}f}, {lon:.{nd}f}", f"{lat:.{nd}f},{lon:.{nd}f}",
                            f"{abs(lat):.4f}° {'N' if lat >= 0 else 'S'}, {abs(lon):.4f}° {'E' if lon >= 0 else 'W'}"])
            spec = ["home coords: {V}", "geo: {V}", "parked at {V}", "lat,lon={V}", "pin dropped at {V} (home)"]
            keys = ["coords", "home_geo", "latlng", "location"]
        elif r < 0.75:
            if r < 0.55:
                v = rng.choice([f"{rng.randint(10001, 99950):05d}", f"{rng.randint(10001, 99950):05d}-{digits(rng, 4)}"])
            else:
                v = fk(rng, "en_GB").postcode()
            spec = ["zip={V}", "postcode: {V}", "my postcode is {V}", "home zip {V}", "deliveries: {CITY} {V}"]
            keys = ["zip", "postcode", "zip_code", "post_code"]
        else:
            v = rng.choice(EN_PLACES)
            spec = ["I live near {V}", "my flat's in {V}", "we moved to {V} in june", "home is around {V}", "walked home through {V} again"]
            keys = ["neighbourhood", "area", "home_area", "location"]
    else:
        if r < 0.35:
            la, lo = rng.uniform(20, 45), rng.uniform(100, 125)
            v = rng.choice([f"{la:.{nd}f},{lo:.{nd}f}", f"北纬{la:.4f}，东经{lo:.4f}", f"{lo:.{nd}f}, {la:.{nd}f}"])
            spec = ["坐标：{V}", "定位 {V}", "位置: {V}", "家的经纬度 {V}"]
            keys = ["坐标", "定位", "经纬度", "位置"]
        elif r < 0.6:
            v = fk(rng, "zh_CN").postcode()
            spec = ["邮编{V}", "邮政编码：{V}", "我家邮编是{V}", "收件邮编 {V}"]
            keys = ["邮编", "邮政编码", "postcode"]
        else:
            v = rng.choice([*ZH_PLACES, fk(rng, "zh_CN").district() + "区" + rng.choice(ZH_PLACES)])
            spec = ["我住在{V}附近", "家在{V}", "老家在{V}", "公司在{V}，下班很近", "周末在{V}那边", "搬到{V}了"]
            keys = ["住处", "位置", "常住地", "住在"]
    return Gen(perturb_digits(v, rng, lang, 0.15), keys, spec, cue_free_ok=False)


GENS = {
    "secret": gen_secret, "password": gen_password, "email": gen_email, "phone": gen_phone,
    "address": gen_address, "government_id": gen_government_id, "financial": gen_financial,
    "person_name": gen_person_name, "username": gen_username, "home_path": gen_home_path,
    "schedule": gen_schedule, "geo": gen_geo,
}


_CJK = re.compile(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]")
_PH = re.compile(r"\{([A-Z]+)\}")


def _fill(part, ctx):
    return _PH.sub(lambda m: ctx.get(m.group(1), m.group(0)), part)


def _upkey(k):
    return re.sub(r"[^A-Za-z0-9\u4e00-\u9fff]+", "_", k).upper() if not _CJK.search(k) else k


def compose(rng, lang, g: Gen, category):
    ctx = base_ctx(rng, lang)
    ctx.update(g.extra)
    spec = g.specific
    if lang == "en":
        spec = [t for t in spec if not _CJK.search(t)]
    use_spec = spec and (g.force or rng.random() < (0.55 if lang != "mixed" else 0.15))
    if use_spec or (g.force and not spec) or not g.keys:
        tpl = rng.choice(spec or g.specific)
    else:
        pool = list(FRAMES[lang]) + (CUELESS[lang] if g.cue_free_ok else [])
        tpl = rng.choice(pool)
    k = rng.choice(g.keys) if g.keys else "value"
    ctx["K"] = k.upper() if (lang == "en" and rng.random() < 0.1) else k
    ctx["KU"] = _upkey(k)
    pre, post = tpl.split("{V}", 1)
    pre, post = _fill(pre, ctx), _fill(post, ctx)
    if rng.random() < 0.1 and lang != "en":
        pre = pre.replace(":", "：")
    return pre, post


def _build(category, lang, n):
    rng = random.Random(zlib.crc32(f"blind-b/{category}/{lang}".encode()) ^ 0x5EED)
    out, seen, tries = [], set(), 0
    while len(out) < n and tries < n * 20:
        tries += 1
        vlang = lang if lang != "mixed" else rng.choice(["en", "zh"])
        g = GENS[category](rng, vlang)
        v = g.value.strip()
        g.value = v
        pre, post = compose(rng, lang, g, category)
        if not v or v in pre or v in post:
            continue
        text = pre + v + post
        if text in seen:
            continue
        seen.add(text)
        out.append(Sample(text, category, lang, len(pre), len(pre) + len(v)))
    return out


_SAMPLES = None


def samples() -> list:
    global _SAMPLES  # noqa: PLW0603 - module-level memo of a deterministic corpus
    if _SAMPLES is None:
        _FAKERS.clear()
        res = []
        for cat in CATEGORIES:
            for lang, n in PER_LANG.items():
                res.extend(_build(cat, lang, n))
        _SAMPLES = res
    return list(_SAMPLES)


# --------------------------------------------------------------------------
# Benign
# --------------------------------------------------------------------------
PRODUCTS = ["PostgreSQL 16", "iPhone 15 Pro", "MacBook Air M2", "Visual Studio Code", "Kubernetes 1.29", "Redis 7.2",
            "Terraform", "Grafana", "Windows 11", "Ubuntu 22.04 LTS", "ChatGPT", "Notion", "Figma", "微信", "钉钉", "飞书"]
COUNTRIES_EN = ["France", "Japan", "Canada", "Germany", "Spain", "Brazil", "Kenya", "Norway", "Italy", "Mexico"]
COUNTRIES_ZH = ["日本", "法国", "德国", "新加坡", "泰国", "澳大利亚", "加拿大", "意大利", "英国", "美国"]
BENIGN_EN = [
    "bumped version to v{MAJ}.{MIN}.{PAT}", "requires python>=3.{MIN}", "listening on port {PORT}",
    "server started on 0.0.0.0:{PORT}", "released {DATE}", "deadline {DATE}", "request_id={UUID}",
    "commit {SHA}", "merged {SHORT} into main", "image digest sha256:{HEX64}", "order #{NUM} shipped",
    "issue #{NUM} closed", "{PROJ}-{NUM} moved to Done", "build {NUM} passed in 4m12s", "HTTP {STATUS} returned from /api/v1/items",
    "GET /health {STATUS} 12ms", "flight to {CITY} next month", "trip to {COUNTRY} in the spring", "weather in {CITY} is grim today",
    "early morning run felt good", "will look at it later this evening", "token_count = {NUM}", "password_min_length = 12",
    "max_tokens: {NUM}", "def get_password_hash(password: str) -> str:", "if not api_key:\n    raise ValueError('missing api key')",
    "SECRET_KEY = os.environ['SECRET_KEY']", "see https://docs.python.org/3/library/re.html",
    "https://github.com/{ORG}/{REPO}/issues/{NUM}", "using {PRODUCT} for the prototype", "pip install requests=={MAJ}.{MIN}.{PAT}",
    "docker run -p {PORT}:80 nginx:1.25", "timeout=30s retries=3 backoff=2.0", "CPU {PCT}% memory 2.3GiB", "latency p99={NUM}ms",
    "Python 3.12.{PAT} on linux", "node v20.{MIN}.{PAT}", "pod web-7d9f8b-xk2lp restarted {PAT} times", "uuid: {UUID}",
    "Meeting notes: discussed roadmap for Q{Q}", "The quarterly report is due next week.", "Dates: {DATE} to {DATE2}",
    "Error: connect ECONNREFUSED 127.0.0.1:{PORT}", "pytest -k test_login -x --maxfail=1", "git rebase -i HEAD~{PAT}",
    "export PATH=$PATH:/usr/local/bin", "/etc/nginx/nginx.conf reloaded", "tail -f /var/log/syslog", "ticket INC{NUM} resolved",
    "release-{MAJ}.{MIN} branch cut", "- [x] upgrade {PRODUCT}\n- [ ] write changelog", "retry_count: 5\nauth_enabled: true",
    "password_reset_ttl_minutes = 30", "token_budget={NUM} tokens_used={NUM2}", "api_key_header = \"X-Api-Key\"",
    "| env | replicas |\n|---|---|\n| prod | {PAT} |", "[server]\nport = {PORT}\nworkers = 4", "{\"status\": \"ok\", \"code\": {STATUS}}",
    "fix: handle empty username field in login form", "chore(deps): bump lodash from 4.17.20 to 4.17.21",
    "the {PRODUCT} keynote is in {CITY}", "every weekday morning I review PRs", "build #{NUM} on main: passed",
    "version {MAJ}.{MIN}.{PAT}-rc.{PAT}", "{TS} INFO build {NUM} finished status={STATUS}",
    "[{HM}] {NICK}: build is green, merging", "[{HM}] {NICK}: lgtm, ship it", "{TS} WARN retrying in 5s (attempt 2/3)", "checksum md5 {HEX32}", "cron: 0 3 * * *", "ETA two weeks",
]
BENIGN_ZH = [
    "版本升级到 v{MAJ}.{MIN}.{PAT}", "服务监听端口 {PORT}", "{Y}年{M}月{D}日发布", "订单号 #{NUM} 已发货", "工单 {PROJ}-{NUM} 已关闭",
    "构建 #{NUM} 通过", "接口返回 HTTP {STATUS}", "我下个月去{CITY}出差", "{COUNTRY}的签证办好了吗", "每天早上跑步",
    "下午晚些时候再说", "提交 {SHORT} 修复了登录问题", "镜像摘要 sha256:{HEX64}", "请求ID：{UUID}", "配置项 token_count = {NUM}",
    "password_min_length = 12 是默认值", "max_tokens 设成 {NUM}", "文档在 https://docs.python.org/zh-cn/3/", "用的是{PRODUCT}",
    "周报下周一交", "CPU 占用 {PCT}%", "第{PAT}期迭代结束", "会议纪要：讨论了第{Q}季度规划", "本周完成了 {PAT} 个需求", "测试覆盖率 {PCT}%",
    "{CITY}今天下雨", "周末去{CITY}玩", "每天晚上看书", "明天上午开评审会", "发布时间 {DATE}", "问题 #{NUM} 已复现",
    "- [x] 升级 {PRODUCT}\n- [ ] 写更新日志", "端口 {PORT} 被占用，换成 {PORT2}", "提交记录：{SHA}", "超时时间 30 秒，重试 3 次",
    "日志级别改为 INFO", "内存占用 2.3GB", "需求编号 REQ-{NUM}", "版本号：{MAJ}.{MIN}.{PAT}", "状态码 {STATUS} 表示成功",
    "| 环境 | 副本数 |\n|---|---|\n| 生产 | {PAT} |", "[服务]\n端口 = {PORT}", "修复：登录表单用户名为空时报错", "晚点再处理",
    "下周三前完成", "Q{Q} 目标：延迟降到 {NUM}ms", "uuid：{UUID}", "构建号 {NUM}", "从{CITY}飞{COUNTRY}", "早上开站会",
    "每天早上", "凌晨有定时任务跑批", "校验和 md5 {HEX32}", "参考 https://github.com/{ORG}/{REPO}/pull/{NUM}",
    "api_key_header 配置为 X-Api-Key", "{TS} 信息 构建 {NUM} 完成", "[{HM}] {NICK}：测试通过了，合并吧",
    "[{HM}] {NICK}：收到", "{TS} 警告 5 秒后重试（第 2 次）", "密码长度至少 12 位", "token 数上限 {NUM}", "安装 {PRODUCT} 后重启",
]


def _benign_items():
    rng = random.Random(0xB1B0B)
    _FAKERS.clear()
    out, seen = [], set()
    for lang, pool, n in (("en", BENIGN_EN, 520), ("zh", BENIGN_ZH, 520)):
        tries = 0
        cnt = 0
        while cnt < n and tries < n * 30:
            tries += 1
            tpl = rng.choice(pool)
            y, m, d = rng.randint(2019, 2025), rng.randint(1, 12), rng.randint(1, 28)
            ctx = {
                "MAJ": str(rng.randint(0, 9)), "MIN": str(rng.randint(0, 20)), "PAT": str(rng.randint(0, 15)),
                "PORT": str(rng.choice([80, 443, 3000, 5000, 5432, 6379, 8000, 8080, 8443, 9090, 27017])),
                "PORT2": str(rng.choice([8081, 9000, 3001])), "DATE": f"{y}-{m:02d}-{d:02d}",
                "DATE2": f"{y}-{m:02d}-{min(d + 3, 28):02d}", "Y": str(y), "M": str(m), "D": str(d),
                "UUID": "%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12),
                                                        0x8000 | rng.getrandbits(14), rng.getrandbits(48)),
                "SHA": "%040x" % rng.getrandbits(160), "SHORT": "%07x" % rng.getrandbits(28),
                "HEX64": "%064x" % rng.getrandbits(256), "HEX32": "%032x" % rng.getrandbits(128),
                "NUM": str(rng.randint(10, 99999)), "NUM2": str(rng.randint(10, 9999)),
                "PROJ": rng.choice(["JIRA", "OPS", "PLAT", "BUG", "WEB"]),
                "STATUS": str(rng.choice([200, 201, 204, 301, 302, 400, 401, 403, 404, 409, 429, 500, 502, 503])),
                "CITY": rng.choice(EN_CITIES if lang == "en" else ZH_CITIES),
                "COUNTRY": rng.choice(COUNTRIES_EN if lang == "en" else COUNTRIES_ZH),
                "ORG": rng.choice(["python", "rust-lang", "kubernetes", "pallets"]), "REPO": rng.choice(["cpython", "flask", "rust", "website"]),
                "PRODUCT": rng.choice(PRODUCTS), "PCT": str(rng.randint(1, 99)), "Q": str(rng.randint(1, 4)),
            }
            bc = base_ctx(rng, lang)
            ctx.update({k: bc[k] for k in ("TS", "HM")})
            ctx["NICK"] = rng.choice(["alice", "bob", "ops-bot", "deploy", "ci"])
            t = _fill(tpl, ctx)
            if t in seen:
                continue
            seen.add(t)
            out.append((lang, t))
            cnt += 1
    return out


def benign() -> list:
    return [t for _, t in _benign_items()]


# --------------------------------------------------------------------------
# Evaluation
# --------------------------------------------------------------------------
def _alnum(s):
    s = unicodedata.normalize("NFKC", s)
    return "".join(ch for ch in s if ch.isalnum())


def survives(s: Sample, red: str) -> bool:
    v = s.value
    if v in red:
        return True
    if s.category in STRICT:
        va = _alnum(v)
        if len(va) >= 6:
            ra = _alnum(red)
            ca = _alnum(s.text[:s.start]) + "\x00" + _alnum(s.text[s.end:])
            for i in range(len(va) - 5):
                w = va[i:i + 6]
                if w in ra and w not in ca:
                    return True
    return False


def evaluate(gate=None, failures_path="/tmp/blind_b_failures.json"):
    if gate is None:
        from complex_memory_manager.privacy import default_gate
        gate = default_gate()
    tot, bad = Counter(), Counter()
    fails = []
    for s in samples():
        red = gate.redact(s.text).text
        tot[(s.category, s.lang)] += 1
        if survives(s, red):
            bad[(s.category, s.lang)] += 1
            fails.append({"category": s.category, "lang": s.lang, "text": s.text, "value": s.value, "redacted": red})
    btot, bbad = Counter(), Counter()
    for lang, t in _benign_items():
        red = gate.redact(t).text
        btot[lang] += 1
        if red != t:
            bbad[lang] += 1
            fails.append({"category": "benign", "lang": lang, "text": t, "redacted": red})
    with open(failures_path, "w", encoding="utf-8") as fh:
        json.dump(fails, fh, ensure_ascii=False, indent=1)
    return tot, bad, btot, bbad, fails


def main() -> int:
    tot, bad, btot, bbad, fails = evaluate()
    langs = list(PER_LANG)
    print(f"{'survival %':<15}" + "".join(f"{lg:>16}" for lg in langs) + f"{'all':>16}")
    for c in CATEGORIES:
        row = f"{c:<15}"
        for lg in langs:
            n, b = tot[(c, lg)], bad[(c, lg)]
            row += f"{100 * b / n:>9.1f} ({b:>3}/{n})" if n else f"{'-':>16}"
        n = sum(tot[(c, lg)] for lg in langs)
        b = sum(bad[(c, lg)] for lg in langs)
        row += f"{100 * b / n:>9.1f} ({b:>3}/{n})"
        print(row)
    n, b = sum(tot.values()), sum(bad.values())
    print(f"{'ALL':<15}" + "".join(f"{100 * sum(bad[(c, lg)] for c in CATEGORIES) / max(1, sum(tot[(c, lg)] for c in CATEGORIES)):>16.1f}" for lg in langs) + f"{100 * b / n:>9.1f} ({b}/{n})")
    print()
    for lg in ("en", "zh"):
        print(f"benign altered {lg}: {100 * bbad[lg] / btot[lg]:.1f}% ({bbad[lg]}/{btot[lg]})")
    bt, bb = sum(btot.values()), sum(bbad.values())
    print(f"benign altered overall: {100 * bb / bt:.1f}% ({bb}/{bt})")
    print(f"failures written to /tmp/blind_b_failures.json ({len(fails)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
