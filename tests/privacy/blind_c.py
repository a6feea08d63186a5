"""Blind evaluation corpus C for the privacy-redaction gate.

Style: an assistant's MEMORY.md / daily notes in mixed first and second person,
verbatim chat excerpts, support tickets, calendar entries, recipes and hobby
logs with personal details slipped in, forwarded mail headers and one-line
facts, in English (US/UK), Simplified Chinese and code-switched text.

Written without looking at the detectors or at the other corpora. Values come
from Faker (en_US seed 7, en_GB seed 99, zh_CN seed 2024) and a template RNG
(seed 31337); benign texts use their own RNG (seed 2024 + 7).

Run ``python tests/privacy/blind_c.py`` to print survival per category and
language, benign alteration rates, and write failures to
/tmp/blind_c_failures.json.
"""

from __future__ import annotations

import base64
import functools
import json
import random
import re
import string
import unicodedata
from collections import defaultdict
from dataclasses import asdict, dataclass

from faker import Faker

CATEGORIES = (
    "secret",
    "password",
    "email",
    "phone",
    "address",
    "government_id",
    "financial",
    "person_name",
    "username",
    "home_path",
    "schedule",
    "geo",
)
LANGS = ("en", "zh", "mixed")
PER_CELL = 300
PARTIAL_CATEGORIES = frozenset(
    {"secret", "password", "government_id", "financial", "email", "phone"}
)


@dataclass(frozen=True)
class Sample:
    text: str
    category: str
    lang: str
    start: int
    end: int

    @property
    def value(self) -> str:
        return self.text[self.start : self.end]


def _t(block: str) -> list[str]:
    """One template per non-empty line; the ⏎ sign stands for a newline."""
    return [ln.strip().replace("⏎", "\n") for ln in block.strip().splitlines() if ln.strip()]


# --------------------------------------------------------------------------
# Frames: the document around a fact. {fact} is the slot; other {names} are
# harmless fillers (dates, order numbers, versions, cities, hashes).
# --------------------------------------------------------------------------

FRAMES_EN = _t("""
# MEMORY.md⏎⏎## About you⏎- {fact}⏎- Prefers concise answers.⏎
Daily note — {date}⏎⏎You told me a few things today. {fact} Nothing else urgent.
{fact}
- {fact}
Note to self: {fact}
Ticket #{n} (priority: normal)⏎Customer message:⏎> {fact}⏎Resolution: pending.
Support case {n}⏎Summary: account question⏎Details: {fact}
---------- Forwarded message ---------⏎Subject: Re: plans for {weekday}⏎⏎{fact}⏎
Calendar · {weekday} {date}⏎  • {fact}⏎
Recipe: lemon drizzle cake⏎- 225 g butter, 225 g caster sugar, 4 eggs⏎- {fact}⏎- Bake 45–50 min.
Hobby log: you finished another 5k this week. {fact}
Things I should remember about you:⏎1. You take your tea without sugar.⏎2. {fact}⏎3. You're learning the cello.
Conversation excerpt ({date}):⏎User: quick one before I forget.⏎Assistant: go ahead.⏎User: {fact}⏎
I remember you mentioned this on {weekday}: {fact}
Heads-up for future sessions — {fact}
Memory update ({date}): {fact} (source: chat)
[{date}] {fact}
TODO: double-check this with you later. {fact}
## Preferences⏎- Language: British English⏎- {fact}⏎- Units: metric
You asked me to keep this private, so I'm only noting it here: {fact}
> {fact}⏎⏎(copied from the chat on {date})
Customer-support transcript⏎Agent: How can I help?⏎Customer: {fact}⏎Agent: Thanks, noted.
From the {city} trip notes: {fact}
Gardening journal — the tomatoes are finally red. {fact}
Meeting prep for {weekday}: {fact} Bring the slides.
Reminder created {date}. Details: {fact}
Context for the next chat: {fact}
* {fact}⏎* Favourite band: Radiohead⏎* Allergic to nothing, apparently.
Diary-ish entry from your assistant: {fact}
FYI: {fact}
Re: your question about the renewal⏎⏎Hi again! {fact}⏎⏎Best,⏎your assistant
Key facts (v{ver} of this file):⏎- {fact}
| field | note |⏎|---|---|⏎| fact | {fact} |
You said, almost in passing: "{fact}"
Quick capture — {fact} — ask before using it.
Weekend plans: hiking near {city}. Also, {fact}
Knitting project #4 is done! Unrelated: {fact}
Issue {n}: user reports login trouble. Notes: {fact}
Pinned: {fact}
Things you shared on {date} that I should not forget — {fact}
Event: book club ({weekday})⏎Notes: {fact}
Chat log⏎[user] {fact}⏎[assistant] Got it, saved to memory.
Sourdough attempt #{n2}: crumb was better this time. Side note, {fact}
""")

FRAMES_ZH = _t("""
# MEMORY.md⏎⏎## 关于你⏎- {fact}⏎- 喜欢简短的回答。⏎
每日笔记 {date_zh}⏎⏎今天你跟我说了几件事。{fact}其他没什么要紧的。
{fact}
- {fact}
备忘：{fact}
工单 #{n}（优先级：普通）⏎用户留言：⏎> {fact}⏎处理结果：待跟进。
客服记录 {n}⏎问题摘要：账户相关⏎详情：{fact}
---------- 转发的邮件 ----------⏎主题：回复：{weekday_zh}的安排⏎⏎{fact}⏎
日程 · {weekday_zh} {date_zh}⏎  • {fact}⏎
菜谱：番茄炒蛋⏎- 鸡蛋三个，番茄两个⏎- {fact}⏎- 出锅前撒葱花。
爱好记录：这周你又练了两次书法。{fact}
我应该记住的关于你的事：⏎1. 你不吃香菜。⏎2. {fact}⏎3. 你在学古筝。
对话摘录（{date_zh}）：⏎用户：趁我还记得，说一下。⏎助手：好的，请讲。⏎用户：{fact}⏎
我记得你{weekday_zh}提过：{fact}
以后对话要注意——{fact}
记忆更新（{date_zh}）：{fact}（来源：聊天）
[{date}] {fact}
待办：之后再跟你确认一下。{fact}
## 偏好⏎- 语言：简体中文⏎- {fact}⏎- 单位：公制
你让我保密，所以只记在这里：{fact}
> {fact}⏎⏎（摘自{date_zh}的聊天）
客服对话⏎客服：您好，请问有什么可以帮您？⏎客户：{fact}⏎客服：好的，已记录。
{city_zh}旅行笔记：{fact}
阳台种菜日记——小番茄终于红了。{fact}
{weekday_zh}会议准备：{fact}记得带电脑。
{date_zh}设置的提醒。内容：{fact}
下次聊天的背景信息：{fact}
* {fact}⏎* 最喜欢的歌手：周杰伦⏎* 没有过敏史（你自己说的）。
助手的小日记：{fact}
顺便说一句，{fact}
回复：关于续费的问题⏎⏎你好！{fact}⏎⏎祝好⏎你的助手
关键信息（本文件 v{ver}）：⏎- {fact}
| 项目 | 备注 |⏎|---|---|⏎| 信息 | {fact} |
你随口说了一句：“{fact}”
速记——{fact}——用之前先问一下。
周末计划：去{city_zh}爬山。另外，{fact}
第四条围巾织好了！题外话：{fact}
问题单 {n}：用户反馈登录异常。备注：{fact}
置顶：{fact}
{date_zh}你分享的、我不该忘记的事——{fact}
活动：读书会（{weekday_zh}）⏎备注：{fact}
聊天记录⏎[用户] {fact}⏎[助手] 收到，已存入记忆。
第{n2}次做酸面包，组织比上次好。另外，{fact}
""")

FRAMES_MIXED = _t("""
MEMORY.md · 关于你⏎- {fact}⏎- prefers 简短回答
Daily note {date}：{fact}
Ticket #{n} 客户留言：{fact}
记一下 for next time: {fact}
User 说：{fact}
Reminder（{weekday_zh}）: {fact}
Notes from 周会: {fact}
FYI 你之前提过：{fact}
Calendar · {date} · 备注：{fact}
From the 聊天记录 — {fact}
Memory update：{fact} (source: WeChat chat)
[{date}] 用户 said: {fact}
## Preferences / 偏好⏎- {fact}⏎- 回答用中文, code comments in English
工单 {n} · status: open⏎> {fact}
""")

# --------------------------------------------------------------------------
# Facts per category and language. {v} is the planted value. An optional
# "kind|" prefix chooses the value generator's sub-kind.
# --------------------------------------------------------------------------

FACTS: dict[str, dict[str, list[str]]] = {
    "secret": {
        "en": _t("""
You pasted a credential into the chat by accident: {v}
User: here is the token, keep it safe → {v}
I should remember that the staging deploy breaks without {v}
Your .env had this line: {v}
The CI secret you rotated last week was {v} (you said it's still live).
You asked me to hold onto this for the migration: {v}
Found in your notes: {v} — you said never to share it.
From your terminal paste: `{v}`
You told me the bot runs with {v}
Config snippet you sent me:⏎{v}⏎
url|The backup job connects with {v}
url|User: the clone URL is {v}
"""),
        "zh": _t("""
你不小心把密钥贴进聊天了：{v}
用户：这个 token 你先帮我记着 {v}
我应该记住，测试环境部署要用 {v}
你的 .env 里有这一行：{v}
你说上周换过的 CI 密钥是 {v}，现在还有效。
迁移的时候要用到这个：{v}
你笔记里有这么一条：{v}，你说千万别外传。
你从终端复制过来的：`{v}`
你告诉我机器人用的是 {v}
你发来的配置片段：⏎{v}⏎
url|备份任务的连接串是 {v}
url|用户：仓库地址是 {v}
"""),
        "mixed": _t("""
你说 staging 的 key 是 {v}，don't commit it
User：deploy token 是 {v}
记住 the prod secret: {v}
你贴的 config：⏎{v}
CI 里用的 token — {v} — rotate 之前别删
url|数据库 connection string：{v}
"""),
    },
    "password": {
        "en": _t("""
You told me your laptop password is {v}.
User: my password is {v}
I should remember that the Wi-Fi password at home is {v}
Your bank login password: {v} (you asked me to remind you).
You use the passphrase "{v}" for the password manager.
pw for the router → {v}
Password: {v}
You changed your email password to {v} on {date}.
The VPN password is {v}, you said, and it expires soon.
login: me / password "{v}"
User: new passcode for the shared drive is {v} lol
"""),
        "zh": _t("""
你说你电脑的开机密码是{v}。
用户：我的密码是 {v}
我应该记住家里 WiFi 密码是{v}
网银登录密码：{v}（你让我提醒你）
密码管理器的主口令是「{v}」
路由器口令 → {v}
密码：{v}
你在{date_zh}把邮箱密码改成了{v}。
VPN 的密码是「{v}」
账号就是手机，口令：{v}
用户：共享盘的新密码 {v}，别外传
"""),
        "mixed": _t("""
你的 Wi-Fi password 是 {v}
User：密码是 {v}, don't tell anyone
记住 laptop 开机密码 {v}
passphrase 是「{v}」
VPN 密码: {v}
"""),
    },
    "email": {
        "en": _t("""
You told me your personal email is {v}.
I should remember that receipts go to {v}, not your work inbox.
User: my email is {v}
From: {v}⏎Subject: Fwd: flight confirmation
To: {v}⏎Cc: (none)
Reach you at {v} if the chat is down.
You asked me to CC {v} on anything about the renovation.
Your old address ({v}) bounces now.
email → {v}
Reply-To: {v}
Forwarded by you. Original sender: <{v}>
"""),
        "zh": _t("""
你说你的私人邮箱是{v}。
我记得你让我把发票发到{v}。
用户：我的邮箱是 {v}
发件人：{v}⏎主题：转发：机票确认
收件人：{v}⏎抄送：无
聊天用不了的时候就发邮件到{v}。
装修相关的邮件都抄送给{v}。
你以前的邮箱（{v}）已经停用了。
邮箱 → {v}
联系邮箱：{v}
发件人: <{v}>⏎日期: {date_zh}
"""),
        "mixed": _t("""
你的 email 是 {v}
From：{v}⏎主题：Re: 报价
记住 send invoices to {v}
User：邮箱 {v} 可以收到
Cc: {v}（你要求的）
"""),
    },
    "phone": {
        "en": _t("""
You told me your mobile is {v}.
User: my number is {v}
I should remember to call you on {v} if it's urgent.
Phone: {v}
Your cell, in case the app fails: {v}
Text me at {v}, you said, not on WhatsApp.
Work line {v} (you rarely pick up).
You gave the courier {v} as the contact number.
Tel {v}
Best number to reach you after work: {v}
User: call me on {v} x 2 rings then hang up
"""),
        "zh": _t("""
你说你的手机号是{v}。
用户：我的电话是 {v}
我应该记住，急事就打{v}找你。
电话：{v}
手机：{v}
你说别发微信，直接打{v}。
你的办公电话{v}（你很少接）。
你给快递留的联系电话是{v}。
联系方式 {v}
下班后打{v}最容易找到你。
"""),
        "mixed": _t("""
你的 mobile 是 {v}
User：my number 是 {v}
Call 你 at {v} if urgent
电话 / phone: {v}
快递 contact number：{v}
"""),
    },
    "address": {
        "en": _t("""
You told me you live at {v}.
User: ship it to {v} please
I should remember your home address is {v}
Address: {v}
Your new flat is at {v} — you moved in on {date}.
The party is at your place, {v}.
You asked me to update the delivery address to {v}.
Home: {v}
Post the spare keys to {v}, you said.
Your mum's house ({v}) is where the parcel ended up.
"""),
        "zh": _t("""
你说你住在{v}。
用户：麻烦寄到{v}
我应该记住你家地址是{v}
地址：{v}
你{date_zh}搬到了{v}。
聚会在你家，{v}。
你让我把收货地址改成{v}。
家庭住址：{v}
你说备用钥匙寄到{v}。
包裹送到了你妈妈家（{v}）。
"""),
        "mixed": _t("""
你的 home address 是 {v}
User：ship to {v}
收货地址 / address: {v}
搬家 to {v}，on {date}
Party 在你家 {v}
"""),
    },
    "government_id": {
        "en": _t("""
ssn|You told me your SSN is {v}.
ssn|User: my social is {v}
ssn|SSN: {v}
ssn|You read your Social Security number out loud: {v}
ssn|For the tax form — social security no. {v}
ssn|{v} — that's your SSN, you said.
passport|I should remember your passport number is {v} for the visa form.
passport|Passport No. {v}, expires {date}.
passport|User: passport number {v}
passport|Your passport ({v}) is in the top drawer.
cnid|Your colleague's Chinese resident ID, which you sent by mistake: {v}
"""),
        "zh": _t("""
cnid|你说你的身份证号是{v}。
cnid|用户：身份证 {v}
cnid|身份证号码：{v}
cnid|我应该记住你的身份证号{v}，填表要用。
cnid|{v}——这是你的身份证号，你自己说的。
cnid|你把妈妈的身份证号也发过来了：{v}
cnid|公民身份号码 {v}
passport|护照号：{v}
passport|你的护照号码是{v}，{date_zh}到期。
passport|用户：护照 {v}
"""),
        "mixed": _t("""
cnid|你的 ID number 是 {v}
passport|Passport 号码：{v}
ssn|你的 SSN 是 {v}
cnid|User：身份证 {v}
passport|护照 passport no. {v}
"""),
    },
    "financial": {
        "en": _t("""
card|You told me your card number is {v}.
card|User: card is {v}, exp 09/27
card|You read out the whole card, not just the last four: {v}
iban|Your IBAN is {v}.
iban|IBAN: {v}
routing|Routing number {v} (your credit union).
account|Account number: {v}
account|I should remember your checking account no. {v} for the direct deposit.
card|Card: {v}
ukacct|Sort code and account: {v}
iban|User: send the refund to IBAN {v}
"""),
        "zh": _t("""
cncard|你说你的银行卡号是{v}。
cncard|用户：卡号 {v}
cncard|银行卡：{v}
card|你的信用卡号{v}，有效期到27年9月。
cnacct|账号：{v}，开户行：招商银行
cnacct|我应该记住你的工资卡账户是{v}。
iban|你的 IBAN 是{v}。
cncard|退款请打到{v}（你说的）。
card|信用卡号码：{v}
cnacct|收款账号 {v}
"""),
        "mixed": _t("""
card|你的 credit card 是 {v}
cncard|User：卡号 {v}
iban|IBAN：{v}
routing|routing number 是 {v}
cnacct|bank account 账号 {v}
"""),
    },
    "person_name": {
        "en": _t("""
You told me your sister's name is {v}.
User: my name is {v}
I should remember that {v} is your manager.
Had lunch with {v} today — you said it went well.
{v} called about the lease.
Name: {v}
Your landlord, {v}, wants the rent early.
You're meeting {v} for coffee on {weekday}.
Emergency contact: {v}
{v} and you are planning the wedding.
Thanks again, {v}!
"""),
        "zh": _t("""
你说你姐姐叫{v}。
用户：我叫{v}
我应该记住{v}是你的领导。
今天和{v}吃了午饭，你说聊得不错。
{v}打电话来问租房的事。
姓名：{v}
你的房东{v}想提前收房租。
你{weekday_zh}要和{v}喝咖啡。
紧急联系人：{v}
{v}和你在筹备婚礼。
联系人 {v}
"""),
        "mixed": _t("""
你说 your manager is {v}
User：my name 是 {v}
和 {v} had lunch
{v} 打电话 about the lease
Contact 联系人：{v}
"""),
    },
    "username": {
        "en": _t("""
handle|You told me your Twitter handle is @{v}.
handle|Follow @{v} for the updates, you said that's you.
username|User: my username is {v}
username|username: {v}
username|Your GitHub username is {v}.
username|Login: {v}
handle|I should remember you post as @{v} on Mastodon.
username|You log into the forum as {v}.
handle|ping @{v} when the build is green
username|Steam ID {v}, in case anyone asks for co-op.
"""),
        "zh": _t("""
wechat|你的微信号是{v}。
wechat|微信：{v}
qq|QQ：{v}
qq|你的QQ号是{v}
username|用户名：{v}
username|用户：我的用户名是 {v}
handle|你微博叫 @{v}
username|你在论坛的账号是{v}
wechat|加我微信 {v}，你说的。
handle|抖音号 @{v}
"""),
        "mixed": _t("""
wechat|WeChat ID 微信号：{v}
username|你的 GitHub username 是 {v}
handle|Twitter 上是 @{v}
qq|QQ number：{v}
username|User：login 用 {v}
"""),
    },
    "home_path": {
        "en": _t("""
You keep the tax PDFs in {v}.
User: the file is at {v}
I should remember your notes live under {v}
Path: {v}
The crash log said: cannot open {v}
Your backup script writes to {v}.
cd {v} && make
You asked me to watch {v} for changes.
Traceback mentions File "{v}", line 12
Config lives at {v}
"""),
        "zh": _t("""
你的报税文件放在{v}。
用户：文件在 {v}
我应该记住你的笔记在 {v} 下面
路径：{v}
报错信息：无法打开 {v}
你的备份脚本写到 {v}。
你让我盯着 {v} 的变动。
配置文件在 {v}
照片都在 {v} 里
日志路径 {v}
"""),
        "mixed": _t("""
你的 notes 在 {v}
File path 路径：{v}
backup 脚本写到 {v}
User：文件 is at {v}
报错 cannot open {v}
"""),
    },
    "schedule": {
        "en": _t("""
You go running at {v} every weekday.
User: I wake up at {v}, so don't schedule anything earlier.
I should remember your standing call with your mum is at {v} on Sundays.
Alarm: {v}
You pick the kids up at {v}.
Dinner is always at {v} in your house.
Your gym slot is {v}, Tuesdays and Thursdays.
You take your medication at {v}.
Bedtime {v}, you insisted.
You leave the office at {v} sharp.
"""),
        "zh": _t("""
你每天{v}去跑步。
用户：我{v}起床，别约更早的。
我应该记住你每周日{v}给妈妈打电话。
闹钟：{v}
你{v}去接孩子。
你家{v}吃晚饭。
你健身的时间是周二周四{v}。
你{v}吃药。
你坚持{v}睡觉。
你每天{v}准时下班。
"""),
        "mixed": _t("""
你每天 {v} 去 gym
User：我 wake up at {v}
Alarm 闹钟：{v}
接孩子 at {v}
每周日 {v} 给妈妈打 video call
"""),
    },
    "geo": {
        "en": _t("""
coords|You shared your location: {v}
coords|User: I'm at {v}
coords|Home pin: {v}
postcode|Your ZIP is {v}.
postcode|Postcode: {v}
postcode|You said the postcode for deliveries is {v}.
place|You live in {v}, near the park.
place|I should remember you moved to {v} last year.
place|Your favourite bakery is in {v}, round the corner from you.
coords|GPS {v}
"""),
        "zh": _t("""
coords|你发了定位：{v}
coords|用户：我在 {v}
coords|家的坐标：{v}
postcode|邮编：{v}
postcode|你说收件邮编是{v}。
place|你住在{v}附近。
place|我应该记住你去年搬到了{v}。
place|你常去的面包店在{v}，离你家很近。
coords|GPS：{v}
postcode|邮政编码 {v}
"""),
        "mixed": _t("""
coords|你的 location：{v}
postcode|ZIP / 邮编：{v}
place|你住在 {v} (near the park)
coords|User：I'm at {v}
place|moved to {v} 去年
"""),
    },
}

BENIGN_FACTS = {
    "en": _t("""
You prefer tabs over spaces.
You like your summaries as bullet points.
The project is pinned to Python {ver}.
The dev server listens on port {port}.
Commit {hash} fixed the flaky test.
Order #{n} has shipped, you said.
You want to visit {city} in the spring.
Request ID {uuid} was the one that failed.
sha256 of the release tarball: {sha}
You check the news every morning before anything else.
You loved the view from the Eiffel Tower.
{logts} INFO scheduler started (pid {n2})
`for i in range(10): print(i)` was the snippet you asked about.
You're learning Rust and just finished chapter 8.
Preheat the oven to 180°C and bake for 25 minutes.
You switched from VS Code to Neovim {ver}.
Issue #{n} is blocked on upstream.
You prefer oat milk in coffee.
You think the Golden Gate Bridge looks better in fog.
You're rereading The Left Hand of Darkness.
The Docker image is based on debian:bookworm-slim.
Your favourite football team is Arsenal.
You said meeting notes should use H2 headings.
Late evenings are when you do your best writing.
Use UTC in all logs, you insisted.
The staging cluster lives in eu-west-1.
The build takes about 12 minutes on CI.
Your favourite Pokémon is Snorlax.
Kubernetes {ver} broke the ingress annotations.
You'd rather get answers in British spelling.
You're vegetarian on weekdays.
The stir-fry needs 2 tbsp soy sauce and 1 tsp sesame oil.
Your flight to {city} was delayed by two hours.
Your go-to pizza is margherita.
Version {ver} introduced the regression.
You want weekly digests on Mondays.
The Louvre was too crowded for you.
You asked for the chart in SVG, not PNG.
The test suite has 1,284 tests now.
Set `LOG_LEVEL=debug` when reproducing.
Use `git rebase -i HEAD~3` to squash the fixups.
Big Ben was under scaffolding when you visited.
You want the assistant to answer in under 200 words.
The API returns HTTP 429 after 60 requests per minute.
You bought a Raspberry Pi 5 for the home lab.
"""),
    "zh": _t("""
你喜欢喝美式，不加糖。
你希望总结用要点列出来。
项目锁定在 Python {ver}。
开发服务器监听 {port} 端口。
提交 {hash} 修好了那个不稳定的测试。
你说订单 {n} 已经发货了。
你想春天去{city_zh}玩。
失败的请求 ID 是 {uuid}。
发布包的 sha256：{sha}
你每天早上先看新闻。
你很喜欢从埃菲尔铁塔上看到的风景。
{logts} INFO 调度器已启动
你问的代码是 `for i in range(10): print(i)`。
你在学 Rust，刚看完第八章。
烤箱预热到180度，烤25分钟。
你从 VS Code 换到了 Neovim {ver}。
问题 #{n} 卡在上游。
你咖啡里喜欢加燕麦奶。
你觉得雾里的金门大桥更好看。
你又在重读《三体》。
Docker 镜像基于 debian:bookworm-slim。
你最喜欢的球队是广州队。
你说会议纪要模板要用二级标题。
你晚上写东西效率最高。
你坚持所有日志都用 UTC。
CI 上构建大概要十二分钟。
你最喜欢的宝可梦是卡比兽。
Kubernetes {ver} 把 ingress 注解搞坏了。
你工作日吃素。
菜谱：生抽两勺，香油一小勺。
你说去{city_zh}的航班晚点了两个小时。
你周末喜欢去爬山。
版本 {ver} 引入了回归问题。
你想每周一收到周报摘要。
你觉得故宫人太多了。
你要 SVG 格式的图表，不要 PNG。
测试用例现在有 1284 个。
复现问题时设置 `LOG_LEVEL=debug`。
你每天早上都要喝一杯豆浆。
你打算明年去长城徒步。
你最近迷上了做红烧肉：五花肉500克，冰糖30克。
你更喜欢用深色主题。
接口每分钟超过60次请求会返回 429。
你买了一块树莓派 5 搭家庭实验室。
"""),
    "mixed": _t("""
你 prefer dark mode，所有编辑器都是。
项目用 Python {ver}，don't upgrade yet。
dev server 在 {port} 端口。
commit {hash} 修好了 flaky test。
你想 next spring 去{city_zh}。
Order {n} 已发货。
你每天 early morning 先看新闻。
你 love 外滩的夜景。
{logts} WARN 缓存命中率下降
你在学 Rust，chapter 8 done。
Kubernetes {ver} 升级后 ingress 有问题。
summary 用 bullet points，你说的。
request id {uuid} 失败了
你最喜欢的 dish 是麻婆豆腐。
release 包的 sha256：{sha}
"""),
}

# --------------------------------------------------------------------------
# Value generators. Each returns (before, value, after); only value is planted.
# --------------------------------------------------------------------------

_B64 = string.ascii_letters + string.digits + "+/"
_B64URL = string.ascii_letters + string.digits + "-_"
_ALNUM = string.ascii_letters + string.digits
_LOWER_ALNUM = string.ascii_lowercase + string.digits
_FW = str.maketrans("0123456789", "０１２３４５６７８９")
_CN_AREAS = ("110105", "110108", "310104", "310115", "440106", "440305", "330106", "320102", "510107", "420106", "610113", "500103", "370202", "350203", "210102")
_CN_ESTATES = ("阳光100小区", "万科城市花园", "锦绣家园", "翠苑三区", "金地格林小镇", "碧桂园", "保利花园", "龙湖春江郦城", "绿城桂花园", "融创壹号院", "世纪城", "天通苑北二区")
_CN_PLACES = ("望京", "中关村", "五道口", "回龙观", "天通苑", "陆家嘴", "张江", "徐家汇", "珠江新城", "南山科技园", "文三路一带", "光谷", "观音桥", "春熙路附近", "河西新城")
_EN_PLACES = ("Shoreditch", "Camden Town", "Notting Hill", "Clapham Junction", "Brixton", "Didsbury", "Jesmond", "the Northern Quarter", "Williamsburg", "Park Slope", "the Mission District", "Capitol Hill", "Wicker Park", "Silver Lake", "Back Bay", "Fishtown", "Bushwick", "Astoria", "Hackney Wick", "Headingley", "Morningside", "Leith", "Roath", "Clifton", "Jericho in Oxford", "Walthamstow", "Stokes Croft", "Ballard", "Hyde Park, Chicago", "Dupont Circle")
_WORDS = ("copper", "lantern", "meadow", "orbit", "velvet", "thistle", "harbor", "quartz", "maple", "ember", "pickle", "glacier", "saffron", "tundra", "violin", "cobalt", "puffin", "marble", "sprocket", "juniper")
_EN_HOURS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_ZH_NUM = "零一二三四五六七八九十"


def _rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _luhn(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + _rand(rng, string.digits, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def _group(s: str, sizes: tuple[int, ...], sep: str) -> str:
    out, i = [], 0
    for size in sizes:
        if i >= len(s):
            break
        out.append(s[i : i + size])
        i += size
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def _iban(rng: random.Random) -> str:
    country, bban = rng.choice(
        (
            ("GB", _rand(rng, string.ascii_uppercase, 4) + _rand(rng, string.digits, 14)),
            ("DE", _rand(rng, string.digits, 18)),
            ("FR", _rand(rng, string.digits, 23)),
            ("NL", _rand(rng, string.ascii_uppercase, 4) + _rand(rng, string.digits, 10)),
            ("ES", _rand(rng, string.digits, 20)),
        )
    )
    rearranged = bban + country + "00"
    num = int("".join(str(int(c, 36)) for c in rearranged))
    iban = f"{country}{98 - num % 97:02d}{bban}"
    return _group(iban, (4,) * 9, " ") if rng.random() < 0.6 else iban


def _cn_id(rng: random.Random) -> str:
    body = (
        rng.choice(_CN_AREAS)
        + f"{rng.randint(1950, 2005)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + _rand(rng, string.digits, 3)
    )
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    check = "10X98765432"[sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11]
    return body + check


class _Gen:
    def __init__(self) -> None:
        self.us = Faker("en_US")
        self.us.seed_instance(7)
        self.gb = Faker("en_GB")
        self.gb.seed_instance(99)
        self.cn = Faker("zh_CN")
        self.cn.seed_instance(2024)
        self.rng = random.Random(31337)

    def en(self) -> Faker:
        return self.us if self.rng.random() < 0.55 else self.gb

    def zh_lang(self, lang: str) -> bool:
        return lang == "zh" or (lang == "mixed" and self.rng.random() < 0.5)

    def fw(self, s: str, lang: str) -> str:
        if lang != "en" and self.rng.random() < 0.15:
            return s.translate(_FW)
        return s

    def pinyin(self) -> str:
        return self.cn.romanized_name().replace(" ", "").lower()

    # ---- categories -----------------------------------------------------
    def secret(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if kind == "url":
            user = r.choice(("admin", "deploy", "backup", self.pinyin(), self.us.user_name()))
            pw = _rand(r, _ALNUM, r.randint(12, 24))
            scheme, host = r.choice(
                (
                    ("postgres://", "db.internal:5432/app"),
                    ("https://", "git.example.org/team/repo.git"),
                    ("mysql://", "10.0.3.7:3306/shop"),
                    ("mongodb+srv://", "cluster0.example.net/prod"),
                    ("amqp://", "mq.local:5672/"),
                )
            )
            return f"{scheme}{user}:", pw, f"@{host}"
        k = r.randrange(16)
        if k == 0:
            return "", "AKIA" + _rand(r, string.ascii_uppercase + "234567", 16), ""
        if k == 1:
            return "", "ghp_" + _rand(r, _ALNUM, 36), ""
        if k == 2:
            return "", "github_pat_" + _rand(r, _ALNUM, 22) + "_" + _rand(r, _ALNUM, 59), ""
        if k == 3:
            p = r.choice(("xoxb", "xoxp", "xoxa"))
            return "", f"{p}-{_rand(r, string.digits, 12)}-{_rand(r, string.digits, 13)}-{_rand(r, _ALNUM, 24)}", ""
        if k == 4:
            return "", "sk-" + _rand(r, _ALNUM, 48), ""
        if k == 5:
            return "", "sk-proj-" + _rand(r, _B64URL, 74), ""
        if k == 6:
            return "", "sk-ant-api03-" + _rand(r, _B64URL, 93) + "AA", ""
        if k == 7:
            return "", r.choice(("sk_live_", "rk_live_")) + _rand(r, _ALNUM, r.randint(24, 60)), ""
        if k == 8:
            return "", "AIza" + _rand(r, _B64URL, 35), ""
        if k == 9:
            return "", "hf_" + _rand(r, string.ascii_letters, 34), ""
        if k == 10:
            return "", "SG." + _rand(r, _B64URL, 22) + "." + _rand(r, _B64URL, 43), ""
        if k == 11:
            return "", f"{r.randint(100000000, 7999999999)}:AA{_rand(r, _B64URL, 33)}", ""
        if k == 12:
            header = _b64url(json.dumps({"alg": r.choice(("HS256", "RS256")), "typ": "JWT"}, separators=(",", ":")).encode())
            payload = _b64url(json.dumps({"sub": str(r.randint(1000, 99999)), "name": self.us.first_name(), "iat": r.randint(1600000000, 1750000000)}, separators=(",", ":")).encode())
            return "", f"{header}.{payload}.{_rand(r, _B64URL, 43)}", ""
        if k == 13:
            label = r.choice(("RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"))
            lines = [_rand(r, _B64, 64) for _ in range(r.randint(3, 7))]
            lines.append(_rand(r, _B64, r.randint(10, 60)) + "==")
            body = "\n".join(lines)
            return "", f"-----BEGIN {label}-----\n{body}\n-----END {label}-----", ""
        # high-entropy value assigned to a key/token/secret name
        name = r.choice(("api_key", "API_KEY", "SECRET_KEY", "auth_token", "client_secret", "ACCESS_TOKEN", "webhook_secret", "token", "DJANGO_SECRET_KEY", "private_key"))
        val = _rand(r, r.choice((_ALNUM, string.hexdigits[:16], _B64URL)), r.randint(24, 48))
        style = r.randrange(4)
        if style == 0:
            return f"{name}=", val, ""
        if style == 1:
            return f'{name} = "', val, '"'
        if style == 2:
            return f"{name}: ", val, ""
        return f'"{name}": "', val, '"'

    def password(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        k = r.randrange(6)
        if k <= 1:
            return "", self.us.password(length=r.randint(8, 18), special_chars=r.random() < 0.6), ""
        if k == 2:
            sep = r.choice(("-", " ", ".", "_"))
            return "", sep.join(r.sample(_WORDS, r.randint(3, 5))), ""
        if k == 3:
            base = self.pinyin() if self.zh_lang(lang) else self.en().first_name().lower()
            return "", base.capitalize() + r.choice(("@", "#", "!", "_", "")) + str(r.randint(1970, 2025)), ""
        if k == 4:
            word = r.choice(_WORDS)
            leet = word.translate(str.maketrans("aeio", "4310")).capitalize()
            return "", leet + r.choice("&%$!?*") + str(r.randint(1, 99)), ""
        return "", r.choice(("woaini", "iloveyou", "qwerty", "letmein", "sunshine", "dragon")) + str(r.randint(100, 9999)) + r.choice(("", "!", "?")), ""

    def email(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if self.zh_lang(lang):
            if r.random() < 0.3:
                val = f"{r.randint(10000, 2999999999)}@qq.com"
            else:
                val = f"{self.pinyin()}{r.choice(('', str(r.randint(1, 99)), str(r.randint(1970, 2005))))}@{r.choice(('163.com', '126.com', 'qq.com', 'sina.com', 'foxmail.com', 'outlook.com'))}"
            if lang == "zh" and r.random() < 0.05:
                val = val.replace("@", "＠")
            return "", val, ""
        f = self.en()
        k = r.randrange(4)
        if k == 0:
            return "", f.email(), ""
        if k == 1:
            return "", f.free_email(), ""
        if k == 2:
            return "", f"{f.first_name().lower()}.{f.last_name().lower()}+{r.choice(('news', 'bills', 'shop'))}@gmail.com", ""
        return "", f"{f.user_name()}@{r.choice(('btinternet.com', 'outlook.com', 'proton.me', 'icloud.com', 'yahoo.co.uk'))}", ""

    def phone(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if self.zh_lang(lang):
            pre = r.choice(("130", "131", "135", "136", "138", "139", "150", "152", "158", "177", "180", "186", "188", "199"))
            n = pre + _rand(r, string.digits, 8)
            k = r.randrange(7)
            if k == 0:
                val = n
            elif k == 1:
                val = f"{n[:3]} {n[3:7]} {n[7:]}"
            elif k == 2:
                val = f"{n[:3]}-{n[3:7]}-{n[7:]}"
            elif k == 3:
                val = f"+86 {n[:3]} {n[3:7]} {n[7:]}"
            elif k == 4:
                val = f"+86-{n}"
            elif k == 5:
                area = r.choice(("010", "021", "0755", "020", "0571"))
                val = f"{area}-{r.randint(5000, 8999)} {r.randint(1000, 9999)}"
            else:
                area = r.choice(("010", "021", "0755"))
                val = f"{area}-{r.randint(50000000, 89999999)}转{r.randint(100, 9999)}"
            return "", self.fw(val, lang), ""
        k = r.randrange(5)
        if k <= 1:
            return "", self.en().phone_number(), ""
        if k == 2:
            return "", f"+1 ({r.randint(201, 989)}) {r.randint(200, 999)}-{r.randint(1000, 9999)} ext. {r.randint(10, 999)}", ""
        if k == 3:
            return "", f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}", ""
        return "", f"0{r.randint(1000, 1999)} {r.randint(100000, 999999)}", ""

    def address(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if self.zh_lang(lang):
            c = self.cn
            road = c.last_name() + r.choice(("路", "街", "大道", "巷"))
            val = f"{road}{r.randint(1, 999)}号"
            if r.random() < 0.6:
                val += f"{r.randint(1, 30)}号楼{r.randint(1, 6)}单元{r.randint(1, 30)}{r.randint(1, 4):02d}室"
            elif r.random() < 0.5:
                val += r.choice(_CN_ESTATES) + f"{r.randint(1, 20)}栋{r.randint(101, 2804)}"
            pre = "" if r.random() < 0.3 else f"{c.city_name()}市{c.district()}区"
            return pre, self.fw(val, lang) if r.random() < 0.5 else val, ""
        f = self.en()
        val = f.street_address()
        post = ""
        if r.random() < 0.5:
            post = f", {f.city()}"
        return "", val, post

    def government_id(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if kind == "ssn":
            s = self.us.ssn()
            return "", r.choice((s, s.replace("-", " "), s, s.replace("-", ""))), ""
        if kind == "passport":
            if self.zh_lang(lang):
                return "", self.fw(r.choice(("E", "G", "EA", "EB"))[:2] + _rand(r, string.digits, 8 if r.random() < 0.7 else 7), lang), ""
            return "", (self.us if r.random() < 0.5 else self.gb).passport_number(), ""
        return "", self.fw(_cn_id(r), lang), ""

    def financial(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if kind == "card":
            t = r.randrange(4)
            if t == 0:
                n = _luhn("4", 16, r)
            elif t == 1:
                n = _luhn(str(r.randint(51, 55)), 16, r)
            elif t == 2:
                n = _luhn(r.choice(("34", "37")), 15, r)
                return "", _group(n, (4, 6, 5), r.choice((" ", "-"))), ""
            else:
                n = _luhn("6011", 16, r)
            s = r.random()
            val = n if s < 0.3 else _group(n, (4, 4, 4, 4), " " if s < 0.75 else "-")
            return "", self.fw(val, lang), ""
        if kind == "cncard":
            n = _luhn(r.choice(("622202", "621700", "622848", "623052", "621483")), r.choice((16, 19)), r)
            return "", self.fw(n if r.random() < 0.5 else _group(n, (4,) * 5, " "), lang), ""
        if kind == "cnacct":
            n = _rand(r, string.digits, r.choice((16, 17, 19)))
            n = str(r.randint(1, 9)) + n[1:]
            return "", self.fw(n if r.random() < 0.5 else _group(n, (4,) * 5, " "), lang), ""
        if kind == "iban":
            return "", _iban(r), ""
        if kind == "routing":
            return "", self.us.aba(), ""
        if kind == "ukacct":
            return "", f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)} {r.randint(10000000, 99999999)}", ""
        return "", str(r.randint(10**7, 10**12 - 1)), ""

    def person_name(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if self.zh_lang(lang):
            return "", self.cn.name(), ""
        f = self.en()
        k = r.randrange(4)
        if k == 0:
            return "", f.first_name() + " " + f.last_name(), ""
        if k == 1:
            return "", f.name(), ""
        if k == 2:
            return "", f.first_name(), ""
        return "", f"{f.first_name()} {r.choice(string.ascii_uppercase)}. {f.last_name()}", ""

    def username(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if kind == "wechat":
            if r.random() < 0.4:
                return "", "wxid_" + _rand(r, _LOWER_ALNUM, 14), ""
            return "", self.pinyin() + r.choice(("_", "-", "")) + str(r.randint(1, 9999)), ""
        if kind == "qq":
            return "", self.fw(str(r.randint(100000, 3999999999)), lang), ""
        base = self.pinyin() if self.zh_lang(lang) else self.en().user_name()
        k = r.randrange(3)
        if k == 0:
            return "", base, ""
        if k == 1:
            return "", base + "_" + str(r.randint(1, 99)), ""
        return "", r.choice(("the_", "real", "its", "")) + base + r.choice(("dev", "x", "", "42")), ""

    def home_path(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        user = self.pinyin() if self.zh_lang(lang) else r.choice((self.en().user_name(), self.en().first_name().lower()))
        k = r.randrange(3)
        if k == 0:
            rest = r.choice(("projects/budget/2024.xlsx", "notes/journal.md", ".ssh/id_ed25519", "Downloads/scan_0001.pdf", ".config/app/settings.toml", "code/side-project", "Documents/taxes"))
            return "", f"/home/{user}/{rest}", ""
        if k == 1:
            rest = r.choice(("Documents/taxes/2023-return.pdf", "Library/Application Support/Obsidian/vault", "Desktop/todo.txt", "Pictures/family", ".zshrc", "dev/cmm/memory"))
            return "", f"/Users/{user}/{rest}", ""
        rest = r.choice(("Documents\\notes.docx", "AppData\\Roaming\\Code\\User\\settings.json", "Desktop\\passwords-old.txt", "OneDrive\\Photos", "Downloads\\invoice.pdf"))
        return "", f"C:\\Users\\{user}\\{rest}", ""

    def schedule(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        if self.zh_lang(lang):
            period, lo, hi = r.choice((("早上", 5, 9), ("上午", 8, 11), ("中午", 12, 12), ("下午", 1, 5), ("傍晚", 5, 7), ("晚上", 7, 11), ("凌晨", 1, 4)))
            h = r.randint(lo, hi)
            k = r.randrange(6)
            if k == 0:
                val = f"{period}{h}点"
            elif k == 1:
                val = f"{h}点半"
            elif k == 2:
                val = f"{period}{h}点{r.choice((10, 15, 20, 40, 45))}分"
            elif k == 3:
                hh = h + 12 if period in ("下午", "傍晚", "晚上") else h
                val = f"{hh}:{r.choice(('00', '15', '30', '45'))}"
            elif k == 4:
                val = f"{period}{_ZH_NUM[h] if h <= 10 else '十' + _ZH_NUM[h - 10]}点半"
            else:
                val = f"{period}{h}:{r.choice(('00', '30'))}"
            return "", self.fw(val, lang), ""
        h = r.randint(1, 12)
        m = r.choice(("00", "15", "30", "45", "10", "50"))
        k = r.randrange(6)
        if k == 0:
            return "", f"{h}{r.choice(('am', 'pm', ' am', ' pm'))}", ""
        if k == 1:
            return "", f"{h}:{m} {r.choice(('a.m.', 'p.m.', 'AM', 'PM'))}", ""
        if k == 2:
            return "", f"{r.randint(5, 23):02d}:{m}", ""
        if k == 3:
            return "", f"{h}.{m}{r.choice(('am', 'pm'))}", ""
        if k == 4:
            return "", f"{h}:{m}{r.choice(('am', 'pm'))}", ""
        return "", f"{r.choice(('half past', 'quarter past', 'quarter to'))} {r.choice(_EN_HOURS)}", ""

    def geo(self, kind: str, lang: str) -> tuple[str, str, str]:
        r = self.rng
        zh = self.zh_lang(lang)
        if kind == "coords":
            if zh:
                lat, lon = r.uniform(22, 41), r.uniform(103, 122)
            elif r.random() < 0.5:
                lat, lon = float(self.us.latitude()), float(self.us.longitude())
            else:
                lat, lon = r.uniform(50, 58), r.uniform(-5, 1.5)
            k = r.randrange(4)
            if k == 0:
                return "", f"{lat:.4f}, {lon:.4f}", ""
            if k == 1:
                return "", f"{lat:.6f},{lon:.6f}", ""
            if k == 2:
                return "", f"{abs(lat):.4f}°{'N' if lat >= 0 else 'S'}, {abs(lon):.4f}°{'E' if lon >= 0 else 'W'}", ""
            return "", f"({lat:.5f}, {lon:.5f})", ""
        if kind == "postcode":
            if zh:
                return "", self.fw(r.choice(("100", "200", "510", "518", "310", "610", "430")) + _rand(r, string.digits, 3), lang), ""
            if r.random() < 0.5:
                return "", r.choice((self.us.postcode(), self.us.zipcode_plus4())), ""
            return "", self.gb.postcode(), ""
        if zh:
            k = r.randrange(3)
            if k == 0:
                return "", r.choice(_CN_PLACES), ""
            if k == 1:
                return "", self.cn.district() + "区" + r.choice(_CN_ESTATES), ""
            return "", r.choice(_CN_ESTATES), ""
        return "", r.choice(_EN_PLACES), ""


# --------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------

_CITIES = ("London", "Manchester", "Seattle", "Austin", "Toronto", "Paris", "Berlin", "Tokyo", "Lisbon", "Edinburgh", "Chicago", "Dublin", "Sydney", "Boston")
_CITIES_ZH = ("成都", "杭州", "西安", "厦门", "大理", "青岛", "桂林", "重庆", "苏州", "昆明", "哈尔滨", "三亚")
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期天")
_SLOT = re.compile(r"\{(\w+)\}")


def _filler(name: str, rng: random.Random) -> str:
    if name == "date":
        y, m, d = rng.randint(2022, 2025), rng.randint(1, 12), rng.randint(1, 28)
        return rng.choice((f"{y}-{m:02d}-{d:02d}", f"{d} {('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec')[m - 1]} {y}"))
    if name == "date_zh":
        return f"{rng.randint(2022, 2025)}年{rng.randint(1, 12)}月{rng.randint(1, 28)}日"
    if name == "weekday":
        return rng.choice(_WEEKDAYS)
    if name == "weekday_zh":
        return rng.choice(_WEEKDAYS_ZH)
    if name == "n":
        return str(rng.randint(1000, 99999))
    if name == "n2":
        return str(rng.randint(2, 40))
    if name == "ver":
        return f"{rng.randint(1, 3)}.{rng.randint(0, 13)}.{rng.randint(0, 9)}"
    if name == "city":
        return rng.choice(_CITIES)
    if name == "city_zh":
        return rng.choice(_CITIES_ZH)
    if name == "hash":
        return _rand(rng, "0123456789abcdef", rng.choice((7, 12, 40)))
    if name == "sha":
        return _rand(rng, "0123456789abcdef", 64)
    if name == "uuid":
        h = _rand(rng, "0123456789abcdef", 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"
    if name == "port":
        return str(rng.choice((3000, 5432, 6379, 8000, 8080, 8443, 9090)))
    if name == "logts":
        return f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"
    raise KeyError(name)


def _fill(template: str, rng: random.Random) -> str:
    return _SLOT.sub(lambda m: m.group(0) if m.group(1) in ("v", "w") else _filler(m.group(1), rng), template)


def _split_kind(fact: str) -> tuple[str, str]:
    head, sep, tail = fact.partition("|")
    if sep and head.isalpha() and head.islower() and len(head) <= 8:
        return head, tail
    return "", fact


def _frame_and_fact(gen: _Gen, cat: str, lang: str) -> tuple[str, str, str]:
    """Pick (frame, fact, kind) so that the combination is in ``lang``."""
    r = gen.rng
    if lang != "mixed":
        frames = FRAMES_EN if lang == "en" else FRAMES_ZH
        kind, fact = _split_kind(r.choice(FACTS[cat][lang]))
        return r.choice(frames), fact, kind
    choice = r.randrange(3)
    if choice == 0:
        frame = r.choice(FRAMES_MIXED)
        kind, fact = _split_kind(r.choice(FACTS[cat][r.choice(("en", "zh", "mixed", "mixed"))]))
    elif choice == 1:
        frame = r.choice(FRAMES_EN)
        kind, fact = _split_kind(r.choice(FACTS[cat][r.choice(("zh", "mixed"))]))
    else:
        frame = r.choice(FRAMES_ZH)
        kind, fact = _split_kind(r.choice(FACTS[cat][r.choice(("en", "mixed"))]))
    return frame, fact, kind


def _value(gen: _Gen, cat: str, kind: str, lang: str) -> tuple[str, str, str]:
    if cat == "government_id" and not kind:
        kind = "cnid"
    if cat == "financial" and not kind:
        kind = "card"
    if cat == "geo" and not kind:
        kind = "place"
    return getattr(gen, cat)(kind, lang)


def _assemble(template: str, values: dict[str, tuple[str, str, str]]) -> tuple[str, dict[str, tuple[int, int]]]:
    parts = re.split(r"(\{v\}|\{w\})", template)
    out: list[str] = []
    spans: dict[str, tuple[int, int]] = {}
    pos = 0
    for part in parts:
        if part in ("{v}", "{w}"):
            pre, val, post = values[part[1]]
            out.append(pre)
            pos += len(pre)
            spans[part[1]] = (pos, pos + len(val))
            out.append(val)
            out.append(post)
            pos += len(val) + len(post)
        else:
            out.append(part)
            pos += len(part)
    return "".join(out), spans


def _unique(text: str, span: tuple[int, int]) -> bool:
    val = text[span[0] : span[1]]
    return text.count(val) == 1


@functools.lru_cache(maxsize=1)
def _build_samples() -> tuple[Sample, ...]:
    gen = _Gen()
    r = gen.rng
    out: list[Sample] = []
    for lang in LANGS:
        for cat in CATEGORIES:
            made = 0
            while made < PER_CELL:
                frame, fact, kind = _frame_and_fact(gen, cat, lang)
                second = None
                if r.random() < 0.18:
                    other = r.choice([c for c in CATEGORIES if c != cat])
                    pool = FACTS[other]["zh" if lang == "zh" else "en" if lang == "en" else r.choice(("en", "zh", "mixed"))]
                    k2, f2 = _split_kind(r.choice(pool))
                    second = (other, k2, f2.replace("{v}", "{w}"))
                    joiner = r.choice((" ", "\n", "；" if lang != "en" else "; ", " Also: " if lang == "en" else " 另外，"))
                    fact = fact + joiner + second[2] if r.random() < 0.5 else second[2] + joiner + fact
                template = _fill(frame.replace("{fact}", fact), r)
                for _attempt in range(20):
                    values = {"v": _value(gen, cat, kind, lang)}
                    if second:
                        values["w"] = _value(gen, second[0], second[1], lang)
                    text, spans = _assemble(template, values)
                    if all(_unique(text, s) for s in spans.values()):
                        break
                else:
                    continue
                out.append(Sample(text, cat, lang, *spans["v"]))
                made += 1
                if second:
                    out.append(Sample(text, second[0], lang, *spans["w"]))
    return tuple(out)


@functools.lru_cache(maxsize=1)
def _build_benign() -> tuple[tuple[str, str], ...]:
    rng = random.Random(2024 + 7)
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    targets = {"en": 320, "zh": 320, "mixed": 160}
    for lang, target in targets.items():
        made = 0
        while made < target:
            if lang == "mixed":
                frame = rng.choice(FRAMES_MIXED + FRAMES_EN + FRAMES_ZH)
                fact = rng.choice(BENIGN_FACTS["mixed"])
            else:
                frame = rng.choice(FRAMES_EN if lang == "en" else FRAMES_ZH)
                fact = rng.choice(BENIGN_FACTS[lang])
            if rng.random() < 0.35:
                fact += (" " if lang == "en" else "") + rng.choice(BENIGN_FACTS[lang])
            text = _fill(frame.replace("{fact}", fact), rng)
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
            made += 1
    return tuple(out)


def samples() -> list[Sample]:
    return list(_build_samples())


def benign() -> list[str]:
    return [t for _, t in _build_benign()]


def benign_with_lang() -> list[tuple[str, str]]:
    return list(_build_benign())


# --------------------------------------------------------------------------
# Evaluation (public API only)
# --------------------------------------------------------------------------

_PLACEHOLDER = re.compile(r"\[[A-Z][A-Z0-9_]*\]|<[A-Z][A-Z0-9_]*>")
_FIXED = tuple(
    "".join(ch for ch in s if ch.isalnum())
    for s in (
        "AKIA", "ghp_", "github_pat_", "xoxb-", "xoxp-", "xoxa-", "sk-proj-", "sk-ant-api03-",
        "sk_live_", "rk_live_", "AIza", "hf_", "SG.", "BEGIN RSA PRIVATE KEY", "END RSA PRIVATE KEY",
        "BEGIN OPENSSH PRIVATE KEY", "END OPENSSH PRIVATE KEY", "BEGIN EC PRIVATE KEY",
        "END EC PRIVATE KEY", "BEGIN PRIVATE KEY", "END PRIVATE KEY",
        _b64url(b'{"alg":"HS256","typ":"JWT"}'), _b64url(b'{"alg":"RS256","typ":"JWT"}'),
    )
)


def _alnum(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKC", s) if ch.isalnum())


def survival(sample: Sample, redacted: str) -> str | None:
    """Return "exact" / "partial" if the planted value survived, else None."""
    text, val = sample.text, sample.value
    if val in redacted:
        return "exact"
    if sample.category not in PARTIAL_CATEGORIES:
        return None
    a = _alnum(val)
    outside = (_alnum(text[: sample.start]), _alnum(text[sample.end :]))
    segments = [_alnum(s) for s in _PLACEHOLDER.split(redacted)]
    for i in range(len(a) - 5):
        w = a[i : i + 6]
        if any(w in o for o in outside) or any(w in f for f in _FIXED):
            continue
        if any(w in s for s in segments):
            return "partial"
    return None


def main() -> None:
    import time

    from complex_memory_manager.privacy import default_gate

    gate = default_gate()
    t0 = time.time()
    smp = samples()
    ben = benign_with_lang()
    cache: dict[str, str] = {}

    def red(text: str) -> str:
        if text not in cache:
            cache[text] = gate.redact(text).text
        return cache[text]

    total: dict[tuple[str, str], int] = defaultdict(int)
    survived: dict[tuple[str, str], int] = defaultdict(int)
    failures: list[dict[str, object]] = []
    for s in smp:
        out = red(s.text)
        how = survival(s, out)
        for key in ((s.category, s.lang), (s.category, "all")):
            total[key] += 1
            survived[key] += how is not None
        if how:
            failures.append({**asdict(s), "value": s.value, "how": how, "redacted": out})
    btotal: dict[str, int] = defaultdict(int)
    baltered: dict[str, int] = defaultdict(int)
    benign_fail: list[dict[str, str]] = []
    for lang, text in ben:
        out = red(text)
        for key in (lang, "all"):
            btotal[key] += 1
            baltered[key] += out != text
        if out != text:
            benign_fail.append({"lang": lang, "text": text, "redacted": out})

    def cell(cat: str, lang: str) -> str:
        n = total[(cat, lang)]
        k = survived[(cat, lang)]
        return f"{k:>4}/{n:<4} {100 * k / max(n, 1):5.1f}%"

    cols = (*LANGS, "all")
    print(f"Corpus C: {len(smp)} planted values in {len({s.text for s in smp})} texts; {len(ben)} benign texts")
    print("Survival of planted values (lower is better)")
    print(f"{'category':<14}" + "".join(f"{c:>19}" for c in cols))
    for cat in CATEGORIES:
        print(f"{cat:<14}" + "".join(f"{cell(cat, c):>19}" for c in cols))
    all_n = sum(total[(c, 'all')] for c in CATEGORIES)
    all_k = sum(survived[(c, 'all')] for c in CATEGORIES)
    print(f"{'TOTAL':<14}{all_k}/{all_n} {100 * all_k / all_n:.1f}%")
    print("Benign altered (lower is better)")
    for lang in ("en", "zh", "mixed", "all"):
        n, k = btotal[lang], baltered[lang]
        print(f"  {lang:<6} {k:>4}/{n:<4} {100 * k / max(n, 1):5.1f}%")
    with open("/tmp/blind_c_failures.json", "w", encoding="utf-8") as fh:
        json.dump({"survived": failures, "benign_altered": benign_fail}, fh, ensure_ascii=False, indent=1)
    print(f"failures written to /tmp/blind_c_failures.json ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
