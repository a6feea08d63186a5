# ruff: noqa
"""Blind corpus T — a second acceptance corpus by a different tester.

Style: checks the acceptance claim "on held-out text of the same kind (Faker en_US, en_GB,
zh_CN values plus hand-written hard cases) at most 1% of planted values survive per category
and language, and at most 2% of benign texts are altered". Texts are what an ordinary user of
an AI agent would let it remember: everyday notes, chats, emails, tickets, shopping, health,
school, travel, family, work, finance and devices, in English, Chinese and code-switched
Chinese/English. Values come from Faker providers as they come, plus own generators where
Faker lacks a format (provider tokens, CN resident IDs with checksum, Luhn cards, mod-97
IBANs, UK NI numbers, clock times, 小区 names ...). About a fifth of the templates of each
cell are hard cases (marked with a leading "!": weak or no cue, value first, lists with the
planted value among others, brackets/quotes, full-width forms, no spaces in Chinese).

Author note: written blind — without reading the gate's source, its tests, SECURITY.md or
CHANGELOG.md, and without running the gate.

Seeds: Faker(...).seed_instance(9301) for en_US, en_GB, zh_CN; random.Random(9302).
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
from pathlib import Path

import datetime as _datetime

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

#: Faker's time() draws up to "now" by default, which made this corpus drift with the
#: clock; pinned by the lead after the corpus was scored (values before the pin differ)
_PINNED_END = _datetime.datetime(2025, 6, 30, 23, 59)

from faker import Faker  # noqa: E402

FAKER_SEED = 9301
RANDOM_SEED = 9302
N_PER_CELL = 250
N_BENIGN = 400
HARD_BENIGN_SHARE = 1 / 3

# ---------------------------------------------------------------------------------------------
# templates: "{v}" is the planted value, "{v|kind}" picks a value kind, "@fw" makes it
# full-width; other {fillers} are harmless context. A leading "!" marks a hard case.
# ---------------------------------------------------------------------------------------------

T: dict[tuple[str, str], list[str]] = {}

T["secret", "en"] = [
    "Note to self: the AWS access key for the staging bucket is {v|aws}, rotate it before {date}.",
    "aws_secret_access_key = {v|awssecret}",
    "Pasting the deploy token so you remember it: {v|ghp}",
    "My fine-grained GitHub PAT for the blog repo: {v|ghfine} (expires in 90 days).",
    "Slack bot token for the standup reminder bot is {v|slack}.",
    "export OPENAI_API_KEY={v|openai}",
    "Remember my Anthropic key for the side project: {v|anthropic}",
    "Stripe live secret: {v|stripe} — do not commit.",
    "The Maps widget on the family site uses {v|google} as its API key.",
    "HF_TOKEN={v|hf} python train.py --epochs 3",
    "SendGrid credential for the newsletter: {v|sendgrid}",
    "Telegram bot token for the family reminders bot: {v|telegram}",
    "Authorization: Bearer {v|jwt}",
    "Here is the SSH key for the Raspberry Pi, keep it safe:\n{v|pem}",
    "DATABASE_URL=postgres://app:{v|urlpw}@db.internal.example.net:5432/shop",
    "Clone with https://deploy:{v|urlpw}@git.example.org/home/dotfiles.git if the agent is down.",
    "client_secret: {v|hex}",
    "In config.yaml set webhook_signing_secret to {v|b64} and restart the worker.",
    "The access token I generated for the Home Assistant integration was {v|hex}.",
    "For the CI job the bot secret is {v}; the channel is #deploys.",
    "!{v|ghp} <- that's the one for my laptop, the old one is revoked",
    '!keys: ["{v}"]',
    '!"{v|openai}" was in the .env I shared by mistake on {date}',
    "!curl -s -H 'x-api-key: {v|anthropic}' https://api.anthropic.com/v1/models",
    "!stored under vault path kv/personal/backup: {v|b64}",
    "!(old one: {v|aws})",
    "!mongodb+srv://admin:{v|urlpw}@cluster0.abcde.mongodb.net/test",
]

T["secret", "zh"] = [
    "亚马逊云访问密钥：{v|aws}，下个月记得轮换。",
    "帮我记一下，代码仓库的令牌是{v|ghp}。",
    "细粒度访问令牌{v|ghfine}，九十天后过期。",
    "站会提醒机器人用的令牌为{v|slack}。",
    "我的接口密钥是{v|openai}，别发到群里。",
    "新申请的模型密钥{v|anthropic}已经可以用了。",
    "支付后台的正式密钥为{v|stripe}，不要提交到仓库。",
    "地图组件用的密钥：{v|google}",
    "模型下载需要的访问令牌：{v|hf}",
    "邮件推送服务的凭据是 {v|sendgrid}",
    "电报机器人的令牌是{v|telegram}，用来提醒家里人缴费。",
    "请求头里带上 Bearer {v|jwt} 就能访问。",
    "树莓派的私钥如下，请妥善保存：\n{v|pem}",
    "数据库连接串：mysql://root:{v|urlpw}@10.0.0.8:3306/shop",
    "配置文件里 secret_key 填的是{v|hex}。",
    "回调签名密钥设置为{v|b64}，改完重启服务。",
    "智能家居集成生成的长期令牌：{v|hex}",
    "测试环境的秘钥是{v}，正式环境另外申请。",
    "把云账号的私有凭证{v|awssecret}存到保险箱里了。",
    "备份服务的访问码{v|b64}，每季度更新一次。",
    "!{v|ghp}←这个是笔记本上用的，旧的已经作废",
    "!（旧的：{v|aws}）",
    "!“{v|openai}”是我上周不小心发到群里的那个",
    "!git remote set-url origin https://bot:{v|urlpw}@git.example.cn/team/app.git",
    "!环境变量里：HF_TOKEN={v|hf}",
    "!列表：[“{v}”]",
]

T["secret", "mixed"] = [
    "这个 AWS access key {v|aws} 是 staging 用的，记得 rotate。",
    "GitHub token 我放这儿了：{v|ghp}，别 push 到 repo 里。",
    "新的 fine-grained PAT：{v|ghfine}",
    "Slack bot 的 token 是 {v|slack}，用来发 standup 提醒。",
    "OPENAI key 换成 {v|openai} 了，旧的已经 revoke。",
    "Claude 的 API key：{v|anthropic}，side project 用。",
    "Stripe 的 live secret key 是 {v|stripe}，千万别 commit。",
    "Google Maps 的 key：{v|google}",
    "下模型要用 HF access token {v|hf}",
    "SendGrid 的凭据是 {v|sendgrid}，newsletter 在用。",
    "Telegram bot token {v|telegram}，家庭提醒 bot 用的。",
    "header 里加 Authorization: Bearer {v|jwt} 就行",
    "Pi 的 private key 贴在这里，保存好：\n{v|pem}",
    "DB 连接：postgresql://admin:{v|urlpw}@db.example.com:5432/prod",
    "webhook secret 设成了 {v|hex}",
    "这个 client secret {v|b64} 是 OAuth app 的。",
    "Home Assistant 的 long-lived token：{v|hex}",
    "AWS secret access key 是 {v|awssecret}，跟 key id 分开存。",
    "test 环境的 secret：{v}",
    "把 api_token 设为 {v|b64}，然后 restart worker。",
    "!{v|ghp} 这个是 laptop 上的，旧的作废了",
    "!（old：{v|aws}）",
    '!"{v|openai}" 是我上周误发到群里的',
    "!redis://default:{v|urlpw}@cache.example.com:6379/0 这个连不上了",
    "!curl -H 'x-api-key: {v|anthropic}' 返回 401",
    '!tokens = ["{v}"]',
]

T["password", "en"] = [
    "password: {v}",
    "wifi pw={v}",
    "The password is {v} for the guest network.",
    "My Netflix login password is {v}, don't change it please.",
    "New passphrase for the password manager: {v}",
    "Router admin — user admin, pass {v}",
    "I changed the bank app password to {v} today.",
    "Remember: school portal pwd is {v}",
    "Gym app sign-in secret word: {v}",
    "PASSWORD={v}",
    "Mom's tablet unlock code (the long one): {v}",
    "For the shared Drive folder the access password reads {v}.",
    "Zip archive is protected, key phrase {v}.",
    "pwd: {v}",
    "Set the VPN password to {v} after the reset.",
    "The passcode for the work laptop is {v}.",
    "Email account password — {v}",
    "If it asks for a password, type {v}.",
    "Kids' Minecraft account: passwd {v}",
    "Temporary password issued by IT: {v} (must change on first login)",
    "!{v} is the wifi one, the other is for the printer",
    "!creds: admin / {v}",
    '!login with "{v}"',
    "!(pw {v})",
    "!mysql -u root -p{v} shop",
    "!ones to try: {v}, the old one, then reset",
]

T["password", "zh"] = [
    "密码是{v}",
    "无线网密码：{v}",
    "家里路由器的管理密码为{v}。",
    "网银登录密码改成了{v}，别告诉别人。",
    "视频会员账号的登录口令：{v}",
    "口令：{v}",
    "学校系统的初始密码{v}，首次登录要改。",
    "压缩包解压密码{v}",
    "平板的开机密码给孩子用的，是{v}。",
    "公司邮箱密码已重置为{v}。",
    "共享文件夹的访问码：{v}",
    "临时密码{v}，24小时内有效。",
    "记一下：门户网站的密码 {v}",
    "登录时如果提示输入密码，就输{v}",
    "家长控制设成了{v}这个密码",
    "备用口令为{v}",
    "游戏账号的密码我改成了{v}。",
    "打印机管理页面的密钥密码：{v}",
    "云盘的登录密码和提取码都是{v}",
    "新设的密码短语：{v}",
    "!{v}是无线网的，另一个是打印机的",
    "!账号admin，{v}",
    "!（密码{v}）",
    "!用“{v}”登录就行",
    "!依次试：{v}、旧的那个，再不行就重置",
    "!家里的网，{v}，连不上就重启路由器",
]

T["password", "mixed"] = [
    "wifi 密码是 {v}",
    "Netflix 的 password：{v}",
    "router admin 密码改成 {v} 了",
    "VPN password 重置成了 {v}，记得第一次登录后改。",
    "pw={v}，这个是 NAS 的",
    "school portal 的初始密码 {v}",
    "zip 包的解压 password 是 {v}",
    "iPad 锁屏密码：{v}",
    "新的 passphrase：{v}",
    "公司 email 的登录 password 为 {v}",
    "login 的时候输入 {v} 作为密码",
    "PASSWORD 设为 {v}，然后重启 container",
    "Steam 账号 pass {v}，别告诉弟弟",
    "printer 管理页面 pwd：{v}",
    "bank app 的登录密码我换成了 {v}",
    "IT 给的 temporary password：{v}",
    "Google Drive 共享链接的访问密码 {v}",
    "the password is {v}，今天刚改的",
    "密码：{v}（guest network）",
    "家里的 Wi-Fi passcode 是 {v}",
    "!{v} 是 wifi 的，另一个是 printer 的",
    "!creds：admin / {v}",
    '!用 "{v}" login 就行',
    "!（pw {v}）",
    "!psql 提示输入时填 {v}",
    "!要试的：{v}、old one，然后 reset",
]

T["email", "en"] = [
    "My email is {v}.",
    "You can reach the landlord at {v}.",
    "Send the invoice to {v} please.",
    "cc {v} on the school trip form",
    "New address for the newsletter: {v}",
    "Contact: {v}",
    "The dentist's office emailed from {v} to confirm.",
    "Forward the photos to {v}, she doesn't use WhatsApp.",
    "Reply-To: {v}",
    "Password reset link went to {v} instead of my work inbox.",
    "My Apple ID is {v}.",
    "Login email for the gym app: {v}",
    "Please update my billing email to {v}.",
    "Grandpa finally set up an account — it's {v}.",
    "Recruiter wrote from {v} about the role in {city}.",
    "email me at {v} when the parcel arrives",
    "Personal inbox: {v} (work one is separate)",
    "The tutor asked us to submit homework to {v}.",
    "Ticket {n}: customer can't log in with {v}.",
    "Use {v} for the Costco membership.",
    "!{v} — that's the one to use from now on",
    "!To: {email2}, {v}, {email3}",
    "!<{v}>",
    '!"{v}" bounced twice, check the spelling',
    "![{v}]",
    "!mailto:{v}",
]

T["email", "zh"] = [
    "我的邮箱是{v}。",
    "房东的电子邮件：{v}",
    "发票请发到{v}，谢谢。",
    "抄送{v}，她负责报销。",
    "联系邮箱{v}",
    "牙科诊所用{v}发来了预约确认。",
    "照片发到{v}就行，她不用微信。",
    "重置链接发到了{v}，不是工作邮箱。",
    "登录账号是{v}这个地址。",
    "请把我的账单邮箱改成{v}。",
    "爷爷终于注册了电邮，地址是{v}。",
    "猎头从{v}给我来信，说{zcity}有个岗位。",
    "包裹到了请写信到{v}通知我",
    "私人信箱：{v}（工作的另算）",
    "老师让我们把作业交到{v}。",
    "工单{n}：用户用{v}无法登录。",
    "会员注册用的是{v}",
    "简历投递地址：{v}",
    "新的订阅地址为{v}",
    "有问题可以发邮件给{v}",
    "!{v}——以后都用这个",
    "!收件人：{email2}，{v}，{email3}",
    "!“{v}”退信两次了，检查下拼写",
    "!【{v}】",
    "!{v}这个已经停用",
    "!（{v}）",
]

T["email", "mixed"] = [
    "我的 email 是 {v}",
    "房东的 mail：{v}",
    "invoice 发到 {v}，谢谢",
    "记得 cc {v}，她负责 reimbursement",
    "newsletter 换成 {v} 订阅",
    "contact email：{v}",
    "dentist 用 {v} 发了 confirmation",
    "photos forward 给 {v} 就好",
    "reset link 发到了 {v}，不是 work inbox",
    "Apple ID 是 {v}",
    "gym app 的登录邮箱：{v}",
    "billing email 改成 {v}",
    "recruiter 从 {v} 发了个 JD，base 在{zcity}",
    "到货了 email 我：{v}",
    "personal inbox 是 {v}，work 的另算",
    "作业 submit 到 {v}",
    "ticket {n}：user 用 {v} 登不上",
    "Costco 会员用 {v} 注册的",
    "Reply-To 设成 {v}",
    "有事写信到 {v} 找我",
    "!{v} —— 以后用这个",
    "!To：{email2}, {v}, {email3}",
    "!<{v}> 这个 bounce 了",
    "!“{v}”拼错了吗？",
    "!【{v}】",
    "!mailto:{v}",
]

T["phone", "en"] = [
    "My cell is {v}.",
    "Call the plumber on {v} tomorrow.",
    "Mobile: {v}",
    "You can text me at {v} anytime.",
    "School office phone number: {v}",
    "Grandma's landline is {v}.",
    "Tel. {v}",
    "The vet asked us to ring {v} if the dog gets worse.",
    "Emergency contact number — {v}",
    "WhatsApp me on {v}.",
    "Work phone {v}; I'm usually at my desk until lunch.",
    "Reach the babysitter at {v}.",
    "Updated my number to {v} in the banking app.",
    "Fax? No, but you can phone {v}.",
    "If the delivery driver calls from {v}, it's legit.",
    "Dial {v} and ask for reception.",
    "New SIM, new digits: {v}",
    "Ph: {v}",
    "Leave a voicemail at {v} if I don't pick up.",
    "Customer callback requested at {v} (ticket {n}).",
    "!{v} — that's the landlord, not the agency",
    "!carpool: {phone2}, {v}, {phone3}",
    '!("{v}")',
    "!{v}",
    "!try {v} if the first one is busy",
    "![{v}]",
]

T["phone", "zh"] = [
    "我的手机号是{v}。",
    "水电工的电话：{v}，明天上门。",
    "手机：{v}",
    "有事打我电话{v}",
    "学校办公室座机{v}",
    "奶奶家固话{v}",
    "紧急联系电话：{v}",
    "兽医说狗狗不舒服就打{v}",
    "加我微信，和手机同号{v}",
    "快递员用{v}打给你的话不是诈骗。",
    "新换的号码：{v}",
    "联系方式{v}",
    "保姆的电话是{v}",
    "银行预留手机号改成了{v}",
    "拨打{v}找前台",
    "打不通就发短信到{v}",
    "客户要求回电{v}（工单{n}）",
    "物业值班号码：{v}",
    "家长群里留的是{v}",
    "联系电话变更为{v}",
    "!{v}是房东的，不是中介的",
    "!拼车：{phone2}、{v}、{phone3}",
    "!（{v}）",
    "!{v@fw}",
    "!{v}，打不通再试另一个",
    "!【{v}】",
]

T["phone", "mixed"] = [
    "我的 cell 是 {v}",
    "plumber 的电话 {v}，明天来修",
    "mobile：{v}",
    "随时 text 我 {v}",
    "school office 的 phone number 是 {v}",
    "奶奶家 landline：{v}",
    "emergency contact：{v}",
    "vet 说有情况就 call {v}",
    "WhatsApp 号码 {v}",
    "delivery guy 从 {v} 打过来的话不是 scam",
    "新 SIM 卡号码：{v}",
    "Tel {v}",
    "babysitter 的手机 {v}",
    "bank app 里的手机号改成 {v} 了",
    "拨 {v} 转 reception",
    "打不通就 leave a voicemail：{v}",
    "客户要 callback，留的是 {v}（ticket {n}）",
    "物业 hotline 值班电话 {v}",
    "家长群 contact number：{v}",
    "work phone 是 {v}",
    "!{v} 是 landlord 的，不是 agency 的",
    "!carpool：{phone2}, {v}, {phone3}",
    '!("{v}")',
    "!{v@fw} 这个",
    "!{v}",
    "![{v}] 第一个占线就打这个",
]

T["address", "en"] = [
    "I live at {v|en}, {city}.",
    "Ship it to {v|en}, {city} — leave it with the neighbour if I'm out.",
    "New home address: {v|en}, {city}",
    "The party is at our place, {v|en} in {city}.",
    "Mum moved to {v|en}, {city} last spring.",
    "Billing address: {v|en}, {city}",
    "Pick the kids up from {v|en} ({city}) on Friday.",
    "Our flat is {v|en}, {city}; buzz twice.",
    "Return label says {v|en}, {city}.",
    "Deliver groceries to {v|en}.",
    "Address on my driver's licence is still {v|en}, {city}.",
    "Registered the car at {v|en}, {city}.",
    "Please update my mailing address to {v|en}, {city}.",
    "The Airbnb host's house is {v|en}, {city}.",
    "We're at {v|en} now, just off the main road in {city}.",
    "Postal address — {v|en}, {city}",
    "Ticket {n}: customer reports parcel not delivered to {v|en}, {city}.",
    "Home: {v|en}, {city}",
    "Send the wedding invitation to Grandad at {v|en}, {city}.",
    "The school has our residence as {v|en}.",
    "!{v|en} — that's where the keys are",
    "!on file: {addr2}; {v|en}; {addr3}",
    '!"{v|en}"',
    "!{v|en}, {city}",
    "!(at {v|en})",
    "!drop-off: [{v|en}]",
]

T["address", "zh"] = [
    "我住在{zcity}{zdist}{v|zh}。",
    "快递寄到{zcity}{zdist}{v|zh}，放门卫。",
    "新家地址：{zprov}{zcity}{v|zh}",
    "周六来我家聚会，{zcity}{v|zh}。",
    "妈妈去年搬到了{zcity}{zdist}{v|zh}。",
    "发票邮寄到{zcity}{v|zh}",
    "周五去{zdist}{v|zh}接孩子。",
    "我们家在{v|zh}，按两下门铃。",
    "退货地址写的是{zcity}{zdist}{v|zh}",
    "外卖送到{v|zh}",
    "身份证上的住址还是{zprov}{zcity}{zdist}{v|zh}。",
    "收货地址改为{zcity}{zdist}{v|zh}",
    "住址：{zcity}{v|zh}",
    "婚礼请柬寄到爷爷家，{zcity}{v|zh}。",
    "工单{n}：用户反映包裹没送到{zcity}{v|zh}。",
    "学校登记的家庭住址是{zdist}{v|zh}",
    "租的房子在{zcity}{zdist}{v|zh}，押一付三。",
    "请上门到{v|zh}维修空调。",
    "户籍所在地{zprov}{zcity}{zdist}{v|zh}",
    "通讯地址为{zcity}{v|zh}",
    "!{v|zh}，钥匙在那儿",
    "!有两个：{zaddr2}；{v|zh}",
    "!“{v|zh}”",
    "!{zcity}{zdist}{v|zh}",
    "!（{v|zh}）",
    "!寄件：【{zcity}{v|zh}】",
]

T["address", "mixed"] = [
    "我现在住在 {v|en}, {city}，离 subway 很近",
    "快递 ship 到 {zcity}{v|zh}，放 front desk",
    "new address：{zcity}{zdist}{v|zh}",
    "party 在我家，{v|en}, {city}",
    "Mum 搬到了 {v|en}, {city}",
    "billing address 填 {zcity}{v|zh}",
    "周五去 {v} pick up 孩子",
    "return label 上写的是 {v|en}, {city}",
    "groceries 送到 {zcity}{zdist}{v|zh}",
    "driver's licence 上的地址还是 {v|en}, {city}",
    "mailing address 改成 {zcity}{v|zh}",
    "Airbnb 房东的房子在 {v|en}, {city}",
    "ticket {n}：包裹没送到 {zcity}{v|zh}",
    "home：{zcity}{zdist}{v|zh}",
    "wedding 请柬寄到 {v|en}, {city}",
    "school 登记的住址是 {zdist}{v|zh}",
    "租的 apartment 在 {zcity}{zdist}{v|zh}",
    "AC 维修请上门到 {v}",
    "postal address：{v|en}, {city}",
    "Uber 定位到 {zcity}{v|zh} 门口",
    "!{v}，keys 在那儿",
    "!addresses：{zaddr2}; {v|zh}",
    '!"{v}"',
    "!{zcity}{v|zh}",
    "!(at {v|en})",
    "!drop-off 点【{v}】",
]

T["government_id", "en"] = [
    "My SSN is {v|ssn}.",
    "Social Security number: {v|ssn}",
    "Tax form asks for the SSN — {v|ssn} for me.",
    "National Insurance number {v|nino}",
    "My NI number is {v|nino}, the payroll office needs it.",
    "Passport no. {v|passport}, expires {date}.",
    "Renewed passport — new number {v|passport}.",
    "The visa form wants my passport number: {v|passport}",
    "Taxpayer ID on the W-2 is {v|ssn}",
    "HMRC letter quotes NINo {v|nino}.",
    "Kid's social: {v|ssn}",
    "Employer onboarding: SS# {v|ssn}, start date {date}.",
    "For the mortgage application, national insurance no. {v|nino}",
    "Passport number for the hotel check-in: {v|passport}",
    "Her Chinese ID card number is {v|cnid}.",
    "Resident identity card no. {v|cnid} (for the visa office)",
    "social security # {v|ssn}",
    "Ticket {n}: user asks to remove SSN {v|ssn} from their profile.",
    "NINO: {v|nino}",
    "travel document / passport {v|passport}",
    "!{v|ssn} — that's mine, the other one is Dad's",
    "!on file: {ssn2}, {v|ssn}",
    '!("{v|nino}")',
    "!{v|ssn}",
    "![passport {v|passport}]",
    "!{v|nino} is on the payslip",
]

T["government_id", "zh"] = [
    "我的身份证号是{v|cnid}。",
    "身份证号码：{v|cnid}",
    "报名要填身份证，{v|cnid}。",
    "护照号{v|cnpp}，明年到期。",
    "新护照号码为{v|cnpp}",
    "签证申请表里护照一栏填{v|cnpp}",
    "孩子的公民身份号码：{v|cnid}",
    "酒店入住登记的证件号{v|cnid}",
    "社保卡上的号码就是{v|cnid}",
    "爸爸的身份证{v|cnid}，帮他挂号用。",
    "高铁购票乘车人证件号码：{v|cnid}",
    "出境用的护照：{v|cnpp}",
    "工单{n}：用户要求删除身份证号{v|cnid}",
    "居民身份证号为{v|cnid}",
    "房东要身份证复印件，上面是{v|cnid}",
    "在美国的社会安全号是{v|ssn}。",
    "英国国民保险号：{v|nino}",
    "美国护照号码{v|passport}",
    "入职登记 身份证 {v|cnid}",
    "证件号码是{v|cnid}，请核对。",
    "!{v|cnid}这个是我的，另一个是爸爸的",
    "!证件：{cnid2}、{v|cnid}",
    "!（{v|cnid}）",
    "!{v|cnid@fw}",
    "!{v|cnid}",
    "!【护照{v|cnpp}】",
]

T["government_id", "mixed"] = [
    "我的 SSN 是 {v|ssn}",
    "身份证 ID number：{v|cnid}",
    "visa form 要填 passport number：{v|cnpp}",
    "NI number 是 {v|nino}，payroll 要",
    "passport no. {v|passport}，明年 expire",
    "酒店 check-in 用的 ID：{v|cnid}",
    "W-2 上的 social security number {v|ssn}",
    "onboarding 要填身份证号 {v|cnid}",
    "HMRC 信里的 NINo：{v|nino}",
    "新护照 number {v|cnpp}",
    "孩子的 ID card 号码：{v|cnid}",
    "高铁 ticket 乘车人证件号 {v|cnid}",
    "mortgage 申请要 national insurance no. {v|nino}",
    "ticket {n}：user 要求删掉 SSN {v|ssn}",
    "hotel 要 passport 号码：{v|passport}",
    "爸爸的 ID {v|cnid}，挂号用",
    "resident ID：{v|cnid}",
    "SS# {v|ssn}，tax return 用",
    "Passport：{v|cnpp}（China）",
    "房东要 copy of 身份证，号码 {v|cnid}",
    "!{v|cnid} 这个是我的，另一个是 Dad 的",
    "!IDs：{cnid2}, {v|cnid}",
    '!("{v|ssn}")',
    "!{v|cnid@fw}",
    "!{v|nino} 在 payslip 上",
    "![passport {v|cnpp}]",
]

T["financial", "en"] = [
    "Card number {v|card} exp 08/27",
    "Pay with my Visa {v|card}.",
    "Credit card on file: {v|card}",
    "IBAN for the rent: {v|iban}",
    "Please transfer the deposit to IBAN {v|iban}.",
    "Routing number {v|aba} for the direct deposit form.",
    "Checking account number: {v|acct}",
    "Sort code 20-45-67, account number {v|acct}",
    "Savings account no. {v|acct} at the credit union.",
    "My debit card is {v|card}, the old one was cancelled.",
    "The full Amex number is {v|card}.",
    "ABA {v|aba}",
    "Bank details for the babysitter: IBAN {v|iban}",
    "Refund to card {v|card} please (order {n}).",
    "Wire instructions: beneficiary account {v|acct}",
    "The gym charges my Mastercard {v|card} monthly.",
    "Account (BBAN) for the UK transfer: {v|bban}",
    "Paste the IBAN {v|iban} into the banking app.",
    "Ticket {n}: customer disputes charge on card {v|card}.",
    "Direct debit from acct {v|acct}, sort code 40-11-62.",
    "!{v|card} — expires next month, order a new one",
    "!cards: {card2}, {v|card}",
    '!"{v|iban}"',
    "!{v|card}",
    "!(acct {v|acct})",
    "![{v|iban}]",
]

T["financial", "zh"] = [
    "我的银行卡号是{v|cncard}。",
    "信用卡号{v|card}，有效期到27年8月。",
    "房租转到这个账号：{v|cncard}",
    "工资卡卡号：{v|cncard}",
    "退款请退到卡号{v|cncard}（订单{n}）",
    "国际汇款的IBAN：{v|iban}",
    "请把押金汇到账户{v|iban}。",
    "收款账号{v|cncard}，开户行招商银行。",
    "美国的路由号码{v|aba}，直接存款表要填。",
    "储蓄账户号码{v|acct}",
    "借记卡换了新的，{v|cncard}。",
    "健身房每月从信用卡{v|card}扣费。",
    "对公账户：{v|acct}",
    "工单{n}：客户对{v|card}这张卡的扣款有异议。",
    "保姆的收款银行卡{v|cncard}",
    "学费缴费卡为{v|cncard}",
    "银联卡{v|cncard}绑定了支付宝",
    "境外账户 {v|iban}",
    "转账请用账号{v|acct}",
    "卡号：{v|card}",
    "!{v|cncard}下个月到期，记得换卡",
    "!卡：{card2}、{v|cncard}",
    "!“{v|iban}”",
    "!{v|cncard@fw}",
    "!{v|cncard}",
    "!（账号{v|acct}）",
]

T["financial", "mixed"] = [
    "我的 credit card number：{v|card}",
    "房租 transfer 到 IBAN {v|iban}",
    "工资卡 card no. {v|cncard}",
    "routing number 是 {v|aba}，direct deposit 要填",
    "refund 到卡 {v|cncard}，order {n}",
    "checking account {v|acct}",
    "Visa 卡号 {v|card}，exp 08/27",
    "押金打到这个 account：{v|cncard}",
    "savings account 号码 {v|acct}",
    "debit card 换新了，{v|card}",
    "gym 每月从 Mastercard {v|card} 扣费",
    "wire 给 beneficiary acct {v|acct}",
    "IBAN：{v|iban}，收款行在欧洲",
    "ticket {n}：客户 dispute 卡 {v|card} 的扣款",
    "babysitter 的 bank card {v|cncard}",
    "学费用卡 {v|cncard} pay 的",
    "UnionPay 卡 {v|cncard} 绑了 Alipay",
    "sort code 20-45-67，account number {v|acct}",
    "BBAN 账号：{v|bban}",
    "收款 account no. {v|cncard}",
    "!{v|card} 下个月 expire",
    "!cards：{card2}, {v|card}",
    '!"{v|iban}"',
    "!{v|cncard@fw}",
    "!{v|card}",
    "!(acct {v|acct})",
]

T["person_name", "en"] = [
    "My name is {v}.",
    "Hi, I'm {v} — we met at the school fundraiser.",
    "Please book the table under {v}.",
    "The plumber, {v}, is coming on Tuesday.",
    "Dinner at {v}'s place on Saturday.",
    "Remind me to call {v} about the insurance claim.",
    "Our new neighbour is {v}; she has two cats.",
    "Contact person: {v}",
    "Dr {v|plain} said the X-ray looks fine.",
    "Emergency contact — {v}, my sister.",
    "{v} signed the permission slip for the museum trip.",
    "Ask {v} whether the invoice was paid.",
    "Meeting with {v} from accounting moved to next week.",
    "The babysitter this Friday is {v}.",
    "Gift for {v}: a book and some chocolate.",
    "Ticket {n} assigned to {v}.",
    "My manager, {v}, approved the leave.",
    "Parcel for {v} is at the front desk.",
    "Yours sincerely,\n{v}",
    "Met {v|zhrom} at the conference in {city}; she works on battery chemistry.",
    "Mr {v|plain} from the bank called back.",
    "Happy birthday to {v}!",
    "!{v} — call back re: quote",
    "!attendees: {name2}, {v}, {name3}",
    '!"{v}" is the name on the booking',
    "!BOOKING REF {n} / {v|upper}",
    "!({v|zhrom})",
    "!cc: {v}",
]

T["person_name", "zh"] = [
    "我叫{v}。",
    "你好，我是{v}，上次在家长会见过。",
    "订座写{v}的名字。",
    "水电工{v}周二过来。",
    "周六去{v}家吃饭。",
    "提醒我给{v}打电话问保险理赔的事。",
    "新邻居叫{v}，养了两只猫。",
    "联系人：{v}",
    "{v}医生说片子没问题。",
    "紧急联络人{v}，是我姐姐。",
    "{v}在春游同意书上签了字。",
    "问一下{v}发票报销了没有。",
    "和财务部{v}的会改到下周了。",
    "这周五的保姆是{v}。",
    "给{v}的生日礼物：一本书和巧克力。",
    "工单{n}已指派给{v}。",
    "我的主管{v}批了假。",
    "收件人：{v}",
    "此致\n敬礼\n{v}",
    "班主任{v}老师在群里发了通知。",
    "祝{v}生日快乐！",
    "代办人姓名：{v}",
    "!{v}，回电话谈报价",
    "!参会：{zname2}、{v}、{zname3}",
    "!“{v}”是预订人",
    "!找{v}帮忙",
    "!（{v}）",
]

T["person_name", "mixed"] = [
    "Hi，我是 {v}",
    "my name is {v}，请多关照",
    "订位写 {v} 的名字",
    "plumber {v} 周二来",
    "周六去 {v} 家 dinner",
    "提醒我 call {v} 聊保险 claim 的事",
    "新 neighbour 叫 {v}",
    "contact person：{v}",
    "Dr. {v|plain} 说 X-ray 没问题",
    "emergency contact 是 {v}",
    "问下 {v} invoice 付了没",
    "和 {v} 的 meeting 改到 next week",
    "这周五 babysitter 是 {v}",
    "gift for {v}：书和巧克力",
    "ticket {n} assign 给 {v} 了",
    "manager {v} approve 了我的假",
    "收件人 recipient：{v}",
    "Best regards,\n{v}",
    "班主任 {v} 在 group 里发了 notice",
    "conference 上认识了 {v|zhrom}，做电池的",
    "Happy birthday {v}！",
    "!{v} —— 回电 re: 报价",
    "!attendees：{zname2}, {v}, {name3}",
    '!"{v}" 是 booking 上的名字',
    "!({v})",
    "!找 {v} 帮忙 review 一下 PR",
]

T["username", "en"] = [
    "My username is {v}.",
    "Follow me on Instagram {v|at}",
    "login: {v}",
    "GitHub handle — {v|at}",
    "The kids' Roblox account is {v}.",
    "Ping {v|at} in the channel when it's done.",
    "user={v}",
    "Steam ID {v}, add me.",
    "My Reddit account is u/{v}",
    "Signed in as {v} on the library website.",
    "Twitter/X: {v|at}",
    "The admin account on the NAS is {v}.",
    "Ticket {n}: user {v} locked out after 5 attempts.",
    "ssh {v}@homeserver.local",
    "Discord: {v}",
    "Mention {v|at} on the PR",
    "Our shared Netflix profile login is {v}.",
    "Handle on the forum: {v}",
    "Account name {v} (the old one was deleted)",
    "Log in with the ID {v} and the usual password.",
    "!{v|at} — that's me on Mastodon",
    "!reviewers: {at2}, {v|at}, {at3}",
    '!("{v}")',
    "!{v|at}",
    "![{v}]",
    "!thanks {v|at}!",
]

T["username", "zh"] = [
    "我的用户名是{v}。",
    "微博关注{v|at}",
    "登录名：{v}",
    "代码平台的账号{v|at}",
    "孩子的游戏账号是{v}",
    "做完了在群里{v|at}一下",
    "账号={v}",
    "B站ID：{v}",
    "小红书号{v}",
    "图书馆网站用{v}登录的。",
    "NAS管理员账号是{v}",
    "工单{n}：用户{v}连续输错5次被锁定。",
    "微信号：{v}",
    "论坛ID {v}",
    "抖音号{v}，欢迎关注",
    "共享会员的登录账户是{v}",
    "旧账号已注销，新的叫{v}",
    "用{v}这个ID和常用密码登录",
    "游戏平台用户名{v}",
    "知乎用户{v|at}",
    "!{v|at}就是我",
    "!审核人：{at2}、{v|at}、{at3}",
    "!（{v}）",
    "!{v|at}",
    "!“{v}”",
    "!谢谢{v|at}！",
]

T["username", "mixed"] = [
    "我的 username 是 {v}",
    "Instagram 关注 {v|at}",
    "login 名：{v}",
    "GitHub 账号 {v|at}",
    "Roblox account 是 {v}",
    "done 了在 channel 里 ping {v|at}",
    "user={v}，password 见 1Password",
    "Steam ID：{v}",
    "Reddit 上是 u/{v}",
    "图书馆 website 用 {v} sign in",
    "NAS 的 admin account {v}",
    "ticket {n}：user {v} 被 lock 了",
    "ssh {v}@nas.local 连不上",
    "Discord 用户名 {v}",
    "PR 上 mention {v|at}",
    "forum handle 是 {v}",
    "微信号 WeChat ID：{v}",
    "Netflix 共享 profile 的 login：{v}",
    "新 account 叫 {v}，旧的删了",
    "X 上的 handle {v|at}",
    "!{v|at} 就是我 on Mastodon",
    "!reviewers：{at2}, {v|at}, {at3}",
    '!("{v}")',
    "!{v|at}",
    "![{v}]",
    "!thanks {v|at}！",
]

T["home_path", "en"] = [
    "The photos are in {v|mac}/Pictures/2023/Lisbon.",
    "Backup script writes to {v|lin}/backups/daily.tar.gz",
    "Open {v|win}\\Documents\\taxes_2024.xlsx",
    "Error: permission denied: '{v|lin}/.ssh/id_ed25519'",
    "My dotfiles live in {v|lin}/dotfiles, symlinked by stow.",
    "Resume is saved at {v|win}\\Desktop\\CV_final.pdf",
    "cd {v|mac}/code/side-project && npm run dev",
    'Traceback (most recent call last):\n  File "{v|lin}/venvs/bot/lib/python3.11/site-packages/requests/api.py", line 59',
    "The game saves are under {v|win}\\AppData\\Roaming\\.minecraft\\saves",
    "export PATH={v|lin}/.local/bin:$PATH",
    "Zoom recordings end up in {v|mac}/Documents/Zoom",
    "Kid's homework folder: {v|win}\\OneDrive\\School\\Year5",
    "Ticket {n}: app crashes reading {v|mac}/Library/Preferences/com.example.app.plist",
    "ls -la {v|lin}/Downloads",
    "Config file path is {v|lin}/.config/nvim/init.lua",
    "Outlook PST file at {v|win}\\Documents\\Outlook Files\\archive.pst",
    "Moved the wedding videos to {v|mac}/Movies/wedding",
    "The cron job runs {v|lin}/bin/sync-photos.sh nightly.",
    "The budget spreadsheet: {v|win}\\Documents\\budget.xlsx",
    "jupyter notebook --notebook-dir={v|mac}/notebooks",
    "!{v|lin}/notes.md — that's the file",
    '!"{v|win}\\Desktop"',
    "!paths: /var/log/app, {v|lin}/logs, /tmp/cache",
    "!({v|mac}/Downloads)",
    "!{v|win}",
    "![{v|mac}/.zshrc]",
]

T["home_path", "zh"] = [
    "照片都在{v|mac}/Pictures/2023/旅行里。",
    "备份脚本会写到{v|lin}/backups目录。",
    "打开{v|win}\\Documents\\报税.xlsx",
    "报错：权限不足，无法读取{v|lin}/.ssh/id_rsa",
    "配置文件放在{v|lin}/.config下面。",
    "简历保存在{v|win}\\Desktop\\简历.pdf",
    "先进入{v|mac}/code目录再运行。",
    "日志里显示文件路径是{v|lin}/app/logs/error.log",
    "游戏存档在{v|win}\\AppData\\Roaming里",
    "会议录像默认保存到{v|mac}/Documents/会议录像",
    "孩子的作业文件夹：{v|win}\\OneDrive\\作业",
    "工单{n}：程序读取{v|mac}/Library/Preferences时崩溃。",
    "下载目录是{v|lin}/下载",
    "婚礼视频挪到了{v|mac}/Movies/婚礼",
    "记账表格在{v|win}\\Documents\\家庭账本.xlsx",
    "把论文草稿存到{v|lin}/论文/第三章.docx了",
    "输入法词库文件：{v|win}\\AppData\\词库.txt",
    "脚本位置{v|lin}/bin/同步照片.sh",
    "笔记库位于{v|mac}/笔记",
    "微信聊天记录备份在{v|win}\\Documents\\WeChat Files",
    "!{v|lin}/notes.md就是那个文件",
    "!“{v|win}\\Desktop”",
    "!路径：/var/log/app、{v|lin}/logs、/tmp/cache",
    "!（{v|mac}/下载）",
    "!{v|win}",
    "!【{v|mac}/.zshrc】",
]

T["home_path", "mixed"] = [
    "photos 都在 {v|mac}/Pictures/2023 里",
    "backup script 写到 {v|lin}/backups",
    "打开 {v|win}\\Documents\\taxes.xlsx 看一下",
    "报 permission denied：{v|lin}/.ssh/id_ed25519",
    "dotfiles 放在 {v|lin}/dotfiles",
    "CV 存在 {v|win}\\Desktop\\CV_final.pdf",
    "cd {v|mac}/code/side-project 然后 npm run dev",
    "Traceback 里的路径：{v|lin}/venv/lib/python3.12/site-packages/foo.py",
    "Minecraft 存档在 {v|win}\\AppData\\Roaming\\.minecraft",
    "PATH 加上 {v|lin}/.local/bin",
    "Zoom recording 默认在 {v|mac}/Documents/Zoom",
    "ticket {n}：app 读 {v|mac}/Library/Preferences 时 crash",
    "nvim config 在 {v|lin}/.config/nvim",
    "PST 文件：{v|win}\\Documents\\Outlook Files",
    "wedding 视频挪到 {v|mac}/Movies",
    "budget 表格 {v|win}\\Documents\\budget.xlsx",
    "notebook-dir 设成 {v|mac}/notebooks",
    "WeChat 备份在 {v|win}\\Documents\\WeChat Files",
    "script 路径 {v|lin}/bin/sync.sh",
    "Obsidian vault 在 {v|mac}/vault",
    "!{v|lin}/notes.md 就是那个 file",
    '!"{v|win}\\Desktop"',
    "!paths：/var/log/app, {v|lin}/logs, /tmp",
    "!({v|mac}/Downloads)",
    "!{v|win}",
    "![{v|lin}/.bashrc]",
]

T["schedule", "en"] = [
    "I wake up at {v|am} every weekday.",
    "Gym before work, usually around {v|am}.",
    "Kids' bedtime is {v|pm}, no exceptions.",
    "I take my pills at {v|am} with breakfast.",
    "I walk the dog at {v|pm} every evening.",
    "My own standup slot is {v|am}; I'm offline before that.",
    "I leave the house at {v|am} to catch the bus.",
    "I get home from work around {v|pm} most days.",
    "My alarm is set for {v|am}.",
    "Lights out at {v|pm} on school nights.",
    "Every Sunday I call my parents at {v}.",
    "I usually pick up my son from school at {v|pm}.",
    "Evening run: {v|pm}, along the canal.",
    "Remind me I meditate at {v|am} daily.",
    "I start work at {v|am} on weekdays.",
    "Piano practice every day at {v|pm}.",
    "My shift starts at {v}, Monday to Thursday.",
    "We have family dinner at {v|pm} sharp.",
    "Swimming lessons are Tuesdays at {v|pm}.",
    "I feed the cat at {v|am} before I leave.",
    "!{v|am} — gym, every weekday",
    "!routine: up {v|am}, coffee, emails, then the school run",
    '!("{v|pm}" is when I go to bed)',
    "!bed by {v|pm}",
    "!alarms: {t2}, {v|am}",
    "![{v|pm}] night walk",
]

T["schedule", "zh"] = [
    "我每天{v|am}起床。",
    "工作日{v|am}去健身房。",
    "孩子{v|pm}必须睡觉。",
    "每天{v|am}吃降压药。",
    "我{v|pm}遛狗。",
    "我一般{v|am}出门赶地铁。",
    "平时{v|pm}左右下班到家。",
    "闹钟定在{v|am}。",
    "上学期间{v|pm}熄灯。",
    "每周日{v}给爸妈打视频电话。",
    "我通常{v|pm}去幼儿园接儿子。",
    "晚跑时间：{v|pm}，沿着河边。",
    "每天{v|am}冥想十分钟。",
    "我{v|am}开始上班。",
    "每天{v|pm}练琴。",
    "工作日的班{v}开始。",
    "全家{v|pm}一起吃晚饭。",
    "周二{v|pm}上游泳课。",
    "出门前{v|am}喂猫。",
    "我习惯{v|pm}洗澡然后看书。",
    "!{v|am}健身，工作日都是",
    "!作息：{v|am}起，咖啡，邮件，然后送孩子",
    "!（“{v|pm}”睡觉）",
    "!{v|pm}前睡",
    "!闹钟：{t2}、{v|am}",
    "!【{v|pm}】夜跑",
    "!每天{v|am@fw}起床",
]

T["schedule", "mixed"] = [
    "我每天 {v|am} 起床",
    "工作日 {v|am} 去 gym",
    "kids 的 bedtime 是 {v|pm}",
    "每天 {v|am} 吃药 with breakfast",
    "evening 遛狗时间 {v|pm}",
    "我一般 {v|am} 出门 catch the bus",
    "通常 {v|pm} 下班 get home",
    "alarm 设在 {v|am}",
    "school nights {v|pm} lights out",
    "每周日 {v} 给 parents 打 video call",
    "{v|pm} 去 daycare 接儿子",
    "晚上 run 的时间：{v|pm}",
    "每天 {v|am} meditate 十分钟",
    "我 {v|am} start work",
    "piano practice 每天 {v|pm}",
    "shift 从 {v} 开始",
    "family dinner {v|pm} 准时开饭",
    "swimming lesson 周二 {v|pm}",
    "出门前 {v|am} feed the cat",
    "我习惯 {v|pm} shower 然后看书",
    "!{v|am} gym，工作日都是",
    "!routine：{v|am} 起床，coffee，emails",
    '!("{v|pm}" 睡觉)',
    "!bed by {v|pm}",
    "!alarms：{t2}, {v|am}",
    "![{v|pm}] night walk",
]

T["geo", "en"] = [
    "Home coordinates for the drone: {v|coord}",
    "Pin dropped at {v|coord}, that's our house.",
    "My postcode is {v|ukpc}.",
    "ZIP code {v|zip} for the delivery form.",
    "We live in {v|hood}, just past the bakery.",
    "Our estate is {v|hood} — visitors park by the gate.",
    "Zip: {v|zip}",
    "The kids' school catchment is {v|ukpc}.",
    "Moved to {v|hood} in {city} last year.",
    "Geotag on the photo says {v|coord}.",
    "Delivery postcode {v|ukpc}, please.",
    "Lat/long of the allotment: {v|coord}",
    "The new flat is in {v|hood}.",
    "Billing ZIP for the card is {v|zip}.",
    "Grandma lives over in {v|hood}, {city}.",
    "Find My shows the bag at {v|coord}.",
    "Post code on the council letter: {v|ukpc}",
    "Our neighbourhood, {v|hood}, has a street party in June.",
    "Ticket {n}: wrong delivery area, customer is in {v|zip}.",
    "Location: {v|coord}",
    "!{v|coord} — the spot where we parked",
    "!postcodes: {pc2}, {v|ukpc}",
    '!("{v|hood}")',
    "!{city} {v|zip}",
    "![{v|coord}]",
    "!{v|hood} is where we ended up",
]

T["geo", "zh"] = [
    "我住在{v|xq}。",
    "家在{zcity}{zdist}{v|xq}，离地铁站不远。",
    "邮编{v|cnpc}",
    "快递单上的邮政编码：{v|cnpc}",
    "无人机返航点设为{v|coord}",
    "定位显示在{v|coord}，就是我家楼下。",
    "我们小区是{v|xq}，有两个门。",
    "爸妈搬到了{v|xq}。",
    "照片的地理位置是{v|coord}。",
    "孩子的学区房在{v|xq}。",
    "所在地区邮政编码为{v|cnpc}",
    "菜园子的经纬度：{v|coord}",
    "新租的房子在{zcity}{v|xq}。",
    "外婆住在{zdist}{v|xq}。",
    "手机定位：{v|coord}",
    "寄信要写邮编{v|cnpc}，不然会慢。",
    "{v|xq}的物业费又涨了。",
    "工单{n}：配送范围错误，用户在{v|xq}。",
    "业主群是{v|xq}二期的。",
    "坐标{v|coord}",
    "!{v|coord}——停车的位置",
    "!{zcity}的两个编码：{pc2}、{v|cnpc}",
    "!（“{v|xq}”）",
    "!{zcity}{v|cnpc}",
    "!【{v|coord}】",
    "!{v|xq}就是我们住的地方",
]

T["geo", "mixed"] = [
    "我住在 {v|hood}，{city} 那边",
    "drone 的 home point：{v|coord}",
    "postcode 是 {v|ukpc}",
    "ZIP code {v|zip}，填到 delivery form 里",
    "家在 {v|xq}，离 subway 很近",
    "邮编 {v|cnpc}，寄 package 要写",
    "pin 在 {v|coord}，就是我家",
    "爸妈搬到了 {v|xq}，new place 挺好",
    "photo geotag 显示 {v|coord}",
    "学区 catchment 是 {v|xq}",
    "billing ZIP：{v|zip}",
    "外婆住 {v|hood}, {city}",
    "Find My 显示包在 {v|coord}",
    "{v|xq} 的物业 fee 又涨了",
    "ticket {n}：用户在 {v|cnpc} 区域，超出 delivery range",
    "业主群 WeChat group 是 {v|xq} 的",
    "Post code：{v|ukpc}（council letter 上写的）",
    "neighbourhood 叫 {v|hood}，六月有 street party",
    "新 apartment 在 {zcity}{v|xq}",
    "location：{v|coord}",
    "!{v|coord} —— 停车的 spot",
    "!postcodes：{pc2}, {v|ukpc}",
    '!("{v|xq}")',
    "!{zcity} {v|cnpc}",
    "![{v|coord}]",
    "!{v|hood} 就是我们住的地方",
]

# ---------------------------------------------------------------------------------------------
# benign texts (no personal value). "!" marks hand-written hard negatives that look like PII.
# ---------------------------------------------------------------------------------------------

B: dict[str, list[str]] = {}

B["en"] = [
    "Upgraded to Python {ver} and the tests still pass.",
    "Order #{order} shipped, arriving {date}.",
    "Invoice {inv} total: ${price}.",
    "Postgres listens on port {port}; remember to open it in the firewall.",
    "The build {sha7} broke the login page, reverting.",
    "Flight to {city} takes about {dur}.",
    "Buy {qty} eggs, milk, and a loaf of sourdough.",
    "Doctor said to drink more water; follow-up in {dur}.",
    "Release {ver} is out with dark mode support.",
    "The container image digest is sha256:{sha64}.",
    "Trace id {uuid} in the error log.",
    "{co} stock dropped {pct}% after earnings.",
    "Kids' school is closed for {holiday}.",
    "Ticket {ticket}: export to CSV times out after {secs} seconds.",
    "Public DNS {pubip} resolves fine, the router's DNS does not.",
    "Grocery list: {qty} apples, rice, soy sauce, {qty2} bananas.",
    "Monthly budget: rent ${price}, food ${price2}.",
    "Read chapter {k} of the chemistry textbook before the quiz.",
    "Weather in {city}: {temp}°C and rain all week.",
    "Running total for the trip to {country}: €{price}.",
    "The printer shows error code E-{k3}; replace the toner.",
    "npm install failed with ERESOLVE; pinned react to {ver}.",
    "Use `git rebase -i HEAD~{k}` to squash the commits.",
    "Vacuum filter needs replacing every {k} months.",
    "Thermostat set to {temp} degrees.",
    "Borrowed {qty} books from the library, due back in {dur}.",
    "Bought a {prod} for ${price}, returnable within 30 days.",
    "The warranty on the {prod} runs out on {date}.",
    "Meeting notes: decided to migrate from MySQL to Postgres in Q{q}.",
    "Error: connect ECONNREFUSED 127.0.0.1:{port}",
    "Recipe: {qty} cups flour, 2 eggs, bake for {mins} minutes.",
    "Museum tickets in {city} are €{price} each.",
    "Pay the electricity bill of ${price} before {date}.",
    "Commit {sha40} fixes the off-by-one in pagination.",
    "Train from {city} to {city2} is about {dur}.",
    "School project: build a volcano model, due {date}.",
    "Reminder: renew the car insurance before {date}.",
    "Kubernetes pod restarted {k} times with OOMKilled.",
    "The API returns HTTP {status} when the payload exceeds {k} MB.",
    "Switched the {prod} to the {co} app, battery lasts {dur} now.",
    "Dentist recommended an electric toothbrush and flossing daily.",
    "Plan for {holiday}: bake cookies and watch a movie.",
    "Set the {prod} firmware to auto-update, current version {ver}.",
    "!Order number {badluhn} has shipped.",
    "!Build {bdate} fixed the crash on startup.",
    "!We need a room for {k} people at the conference centre.",
    "!Upgraded to Python 3.12 last week.",
    "!Postgres on port 5432, Redis on 6379.",
    "!Read it in the Washington Post this week.",
    "!Windows version 10.0.19045.3803 is installed.",
    "!ISBN 978-0-13-468599-1 is the textbook for the course.",
    "!Error 0x80070005 when installing the update.",
    "!Walked down Oxford Street for the sales.",
    "!Visited the Lincoln Memorial and the Washington Monument.",
    "!Meeting room 4B is booked for the retro.",
    "!Flight BA117 to New York is delayed by 40 minutes.",
    "!The invoice total was $1,234.56 including VAT.",
    "!Math homework: plot the points (3, 4) and (-2, 7).",
    "!The 7:3 ratio of water to rice worked well.",
    "!Use the placeholder YOUR_API_KEY in the README example.",
    "!Password reset emails are rate-limited to 5 per hour.",
    "!Forgot my password again, requested a reset link.",
    "!The email bounced with 550 5.1.1 user unknown.",
    "!The call center number is on the back of the card.",
    "!Model number ABX-{k4}-K is on the dishwasher label.",
    "!IKEA item 704.611.49 is the shelf we want.",
    "!IPv6 2001:4860:4860::8888 is a public DNS resolver.",
    "!Latitude and longitude are swapped in the GeoJSON export, fix the parser.",
    "!chmod 755 the script, then run it.",
    "!The SSN field in the form should be masked in the UI (ticket {ticket}).",
    "!The Louvre opens at 9am and is closed on Tuesdays.",
    "!Final score was 3-1, the second goal was offside.",
    "!Release {ver} was tagged at commit {sha7}.",
    "!Tracking number 1Z{k4}A{k4}0{k3} is in transit.",
    "!The username field must be 3-20 characters.",
    "!A token bucket with capacity 100 refills at 10 per second.",
    "!Version string: {ver}-rc.{k} (build {k4}).",
    "!Room 101 is a famous chapter in the novel.",
    "!Gate B{k} for the connecting flight, boarding in {dur}.",
    "!The API key header is named x-api-key; never log its value.",
    "!UUID {uuid} identifies the device in the fleet dashboard.",
    "!Set max_connections = 200 and shared_buffers = 4GB.",
    "!Serves {k} people; prep time {mins} minutes.",
]

B["zh"] = [
    "升级到Python {ver}之后测试都通过了。",
    "订单{order}已发货，预计{zdate}送达。",
    "发票金额{price}元。",
    "数据库监听{port}端口，记得在防火墙放行。",
    "提交{sha7}导致登录页报错，已回滚。",
    "飞{zcity}大约要{zdur}。",
    "买{qty}个鸡蛋、一箱牛奶和一袋大米。",
    "医生说多喝水，{zdur}后复查。",
    "{ver}版本发布了，支持深色模式。",
    "镜像摘要sha256:{sha64}",
    "错误日志里的追踪ID是{uuid}。",
    "{zco}股价财报后下跌{pct}%。",
    "{zholiday}学校放假。",
    "工单{ticket}：导出CSV超时{secs}秒。",
    "公共DNS {pubip} 解析正常。",
    "本月预算：房租{price}元，伙食{price2}元。",
    "考试前读完化学课本第{k}章。",
    "{zcity}这周气温{temp}度，一直下雨。",
    "去{zcountry}旅行的总花费：{price}元。",
    "打印机错误代码E-{k3}，需要换墨盒。",
    "安装依赖失败，把react固定到{ver}。",
    "吸尘器滤网每{k}个月换一次。",
    "空调设成{temp}度。",
    "从图书馆借了{qty}本书，{zdur}后归还。",
    "买了{zprod}，花了{price}元，七天无理由退货。",
    "{zprod}的保修到{zdate}。",
    "会议纪要：第{q}季度从MySQL迁移到PostgreSQL。",
    "报错：连接被拒绝 127.0.0.1:{port}",
    "做蛋糕：面粉{qty}克，烤{mins}分钟。",
    "{zcity}博物馆门票{price}元一张。",
    "电费{price}元，{zdate}前缴清。",
    "提交{sha40}修复了分页的越界问题。",
    "从{zcity}到{zcity2}高铁大约{zdur}。",
    "手工作业：火山模型，{zdate}交。",
    "{zdate}前记得续保车险。",
    "容器重启了{k}次，内存溢出。",
    "请求体超过{k}MB时接口返回{status}。",
    "孩子的数学作业有{k}道题。",
    "周末去{zcity}看展。",
    "{zholiday}高速免费。",
    "{zprod}固件升级到{ver}了。",
    "{zholiday}计划：包饺子、看电影。",
    "{zco}的新手机发布了，起售价{price}元。",
    "!订单号{badluhn}已签收。",
    "!版本{bdate}修复了闪退。",
    "!会议室能坐{k}个人。",
    "!Python 3.12升级完成。",
    "!5432端口是数据库，6379是缓存。",
    "!今天在南京路步行街逛了一圈。",
    "!北京路的老字号很多，值得一逛。",
    "!快递单号SF{k4}{k4}{k4}正在派送中。",
    "!Windows版本10.0.19045。",
    "!ISBN 978-7-111-54742-6这本教材不错。",
    "!错误码0x80070005，更新失败。",
    "!人民广场站换乘2号线。",
    "!数学作业：在坐标系里画出点(3, 4)和(-2, 7)。",
    "!发票号码{k4}{k4}已开具。",
    "!米和水按1:1.2的比例煮。",
    "!比分3:1，第二个球越位了。",
    "!故宫早上8点半开门，周一闭馆。",
    "!README里用YOUR_API_KEY作为占位符。",
    "!忘记密码了，已申请重置链接。",
    "!密码输错3次会锁定账号。",
    "!邮件退信，提示用户不存在。",
    "!客服电话在卡背面。",
    "!洗碗机型号ABX-{k4}-K。",
    "!身份证号字段需要在前端脱敏（工单{ticket}）。",
    "!车次G{k4}晚点了{mins}分钟。",
    "!把脚本权限改成755再运行。",
    "!经纬度在导出的GeoJSON里写反了，修一下解析器。",
    "!三室两厅，建筑面积{k3}平方米。",
    "!第{k}号台风明天登陆。",
    "!双十一买了{qty}件衣服。",
    "!8号线地铁延长了运营时间。",
    "!邮编字段要校验六位数字。",
    "!UUID {uuid}标识设备。",
    "!IPv6地址2001:4860:4860::8888是公共DNS。",
    "!手机号格式校验用正则 ^1[3-9]\\d{{9}}$。",
    "!300毫升水，10克茶叶，泡{mins}分钟。",
    "!用户名长度必须在3到20个字符之间。",
    "!版本号{ver}-rc.{k}（构建{k4}）。",
    "!登机口B{k}，{zdur}后开始登机。",
]

B["mixed"] = [
    "升级到 Python {ver} 之后 tests 都 pass 了。",
    "order {order} 已经 shipped，预计{zdate}到。",
    "invoice {inv} 总共 ${price}。",
    "Postgres 跑在 port {port}，记得开 firewall。",
    "build {sha7} 把 login page 搞挂了，先 revert。",
    "飞 {city} 大概 {dur}。",
    "买 {qty} 个 eggs、牛奶和 sourdough。",
    "doctor 说多喝水，{zdur}后 follow-up。",
    "release {ver} 出了，支持 dark mode。",
    "image digest 是 sha256:{sha64}",
    "error log 里的 trace id {uuid}。",
    "{co} 的 stock 财报后跌了 {pct}%。",
    "{zholiday} school 放假。",
    "ticket {ticket}：export CSV {secs} 秒后 timeout。",
    "public DNS {pubip} 解析 OK，router 的 DNS 不行。",
    "grocery list：{qty} 个 apples、米、酱油。",
    "monthly budget：rent ${price}，food ${price2}。",
    "quiz 前读完 chemistry 第 {k} 章。",
    "{city} 的 weather：{temp}°C，一直下雨。",
    "去{zcountry}的 trip 总共花了 €{price}。",
    "printer 报 error code E-{k3}，要换 toner。",
    "npm install 报 ERESOLVE，把 react pin 到 {ver}。",
    "用 git rebase -i HEAD~{k} squash 一下 commits。",
    "vacuum filter 每 {k} 个月换一次。",
    "thermostat 设成 {temp} 度。",
    "从 library 借了 {qty} 本书，{dur} 后还。",
    "买了个 {prod}，${price}，30 天内可以 return。",
    "{prod} 的 warranty 到 {date}。",
    "meeting notes：Q{q} 从 MySQL migrate 到 Postgres。",
    "报错 ECONNREFUSED 127.0.0.1:{port}",
    "recipe：{qty} cups 面粉，烤 {mins} 分钟。",
    "{city} 的 museum tickets €{price} 一张。",
    "电费 ${price}，{date} 前要 pay。",
    "commit {sha40} 修了 pagination 的 off-by-one。",
    "从 {city} 到 {city2} 的 train 大概 {dur}。",
    "school project 做火山模型，{zdate} due。",
    "car insurance 要在 {date} 前 renew。",
    "pod 因为 OOMKilled restart 了 {k} 次。",
    "payload 超过 {k} MB 时 API 返回 HTTP {status}。",
    "{prod} 的 firmware 升到了 {ver}。",
    "{zholiday} 的 plan：包饺子，看 movie。",
    "{zco} 新手机 launch 了，{price} 元起。",
    "!order number {badluhn} 已经签收了。",
    "!build {bdate} 修了启动 crash。",
    "!会议室 room for {k} people，够用。",
    "!Python 3.12 upgrade 完成。",
    "!5432 是 Postgres 的 port，6379 是 Redis。",
    "!在 Washington Post 上看到的新闻。",
    "!逛了南京路步行街，人超多 crowded。",
    "!Windows version 10.0.19045 已安装。",
    "!ISBN 978-0-13-468599-1 是这门 course 的教材。",
    "!error 0x80070005，update 失败。",
    "!meeting room 4B 订了做 retro。",
    "!flight BA117 飞 New York，delay 40 分钟。",
    "!invoice total $1,234.56 含 VAT。",
    "!math 作业：画点 (3, 4) 和 (-2, 7)。",
    "!米和水 7:3 的 ratio 刚好。",
    "!README 里用 YOUR_API_KEY 当 placeholder。",
    "!password reset 邮件每小时限 5 封。",
    "!又忘了 password，已经申请 reset link。",
    "!email 退信：550 5.1.1 user unknown。",
    "!customer service 电话在卡背面。",
    "!洗碗机 model number ABX-{k4}-K。",
    "!IKEA item 704.611.49 就是那个 shelf。",
    "!IPv6 2001:4860:4860::8888 是 public DNS。",
    "!GeoJSON export 里 latitude 和 longitude 反了，fix 一下 parser。",
    "!chmod 755 这个 script 再 run。",
    "!SSN 字段在 UI 上要 mask（ticket {ticket}）。",
    "!Louvre 9am 开门，周二闭馆。",
    "!比分 3-1，第二个 goal 越位了。",
    "!release {ver} tag 在 commit {sha7}。",
    "!tracking number 1Z{k4}A{k4}0{k3} 运输中。",
    "!username 长度要 3-20 个 characters。",
    "!token bucket 容量 100，每秒 refill 10 个。",
    "!version {ver}-rc.{k}（build {k4}）",
    "!G{k4} 次列车 delay 了 {mins} 分钟。",
    "!UUID {uuid} 标识 fleet 里的设备。",
    "!max_connections = 200，shared_buffers = 4GB。",
    "!serves {k} people，prep {mins} 分钟。",
    "!用正则 ^1[3-9]\\d{{9}}$ 校验 phone 格式。",
]

# ---------------------------------------------------------------------------------------------
# word lists (public, non-personal)
# ---------------------------------------------------------------------------------------------

CITIES = """London Manchester Leeds Bristol Glasgow Edinburgh Cardiff Liverpool Sheffield Leicester
Boston Chicago Seattle Denver Austin Portland Atlanta Phoenix Houston Dallas Miami Baltimore Sacramento
Pittsburgh Cleveland Nashville""".split()
COUNTRIES_ZH = "日本 泰国 新加坡 法国 意大利 西班牙 澳大利亚 新西兰 冰岛 马来西亚".split()
ZCITIES = "北京市 上海市 广州市 深圳市 杭州市 成都市 武汉市 南京市 西安市 苏州市 重庆市 天津市 长沙市 厦门市 青岛市".split()
ZDISTS = "朝阳区 海淀区 浦东新区 徐汇区 天河区 越秀区 南山区 福田区 西湖区 武侯区 江汉区 鼓楼区 雁塔区 姑苏区 渝中区 岳麓区 思明区 市南区".split()
ZPROVS = "广东省 浙江省 江苏省 四川省 湖北省 陕西省 湖南省 福建省 山东省 河北省".split()
ZROADS = """中山路 人民路 解放路 建设路 和平街 文化路 新华街 长江路 黄河路 学府路 科技园南路 滨江大道 解放大道
延安西路 淮海中路 天府大道 东风路 光明街 青年路 胜利街 复兴路 朝阳北路 幸福街 团结路 花园路""".split()
XQ_PRE = """翠湖 阳光 金地 万科城 碧水 锦绣 龙湖 世纪 春华 滨江 幸福里 华润 紫荆 丽景 绿城 香榭 融创 天悦 东方 御景
翡翠 名仕 星河 金色 蓝湾 枫林 银杏 清华园 海棠 桃源 保利 中海 碧桂园 和谐 嘉禾 梧桐 观澜 君悦 水岸 绿洲""".split()
XQ_SUF = "花园 小区 家园 苑 新村 华府 公馆 名邸 嘉园 雅苑 山庄 城".split()
HOODS = """Shoreditch|Brixton|Hackney Wick|Notting Hill|Clapham Junction|Islington|Peckham|Camden Town|Stoke Newington
|Bushwick|Park Slope|Jamaica Plain|Back Bay|Wicker Park|Capitol Hill|Mission District|Silver Lake|Fishtown
|Leith Walk|Jericho|Headingley|Chorlton|Clifton Village|Roath Park|Dalston|Walthamstow Village
|Logan Square|Pilsen|Ballard|Fremont|Alberta Arts District|Ansley Park""".replace("\n", "").split("|")
HOOD_SUF = ["Heights", "Gardens", "Estate", "Park Estate", "Village", "Meadows", "Green"]
PRODUCTS = "robot vacuum|air purifier|rice cooker|e-reader|smart speaker|standing desk|electric kettle|router|tablet|dashcam".split("|")
ZPRODUCTS = "扫地机器人 空气净化器 电饭煲 蓝牙耳机 电子书阅读器 智能音箱 升降桌 电热水壶 路由器 行车记录仪".split()
COMPANIES = "Apple|Microsoft|Samsung|Netflix|Spotify|IKEA|Lenovo|Xiaomi|Nvidia|Adobe|Shopify|Costco".split("|")
ZCOMPANIES = "华为 小米 京东 阿里巴巴 腾讯 美团 顺丰 比亚迪 联想 网易".split()
HOLIDAYS = "Thanksgiving|Christmas|Easter|Labor Day|the bank holiday|New Year's Day|Memorial Day|Boxing Day".split("|")
ZHOLIDAYS = "国庆节 春节 清明节 端午节 中秋节 元旦 劳动节".split()
PUBIPS = ["8.8.8.8", "1.1.1.1", "9.9.9.9", "208.67.222.222", "8.8.4.4", "1.0.0.1"]
WORDS = """maple river sunset orange violin copper marble falcon lantern pepper harbor velvet cactus
meadow glacier pixel thunder walnut saffron comet""".split()


def _luhn_check(digits: str) -> int:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10


def _luhn_ok(number: str) -> bool:
    ds = re.sub(r"\D", "", number)
    return _luhn_check(ds[:-1]) == int(ds[-1])


def _mod97_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


_FW = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}


def fullwidth(s: str) -> str:
    return "".join(_FW.get(c, c) for c in s)


class Gen:
    """Value and filler generators; all randomness from one Random and three seeded Fakers."""

    def __init__(self) -> None:
        self.r = random.Random(RANDOM_SEED)
        self.us = Faker("en_US")
        self.gb = Faker("en_GB")
        self.zh = Faker("zh_CN")
        for f in (self.us, self.gb, self.zh):
            f.seed_instance(FAKER_SEED)

    # -- small helpers ----------------------------------------------------------------------
    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def en(self) -> Faker:
        return self.r.choice((self.us, self.gb))

    def d(self, n: int) -> str:
        return str(self.r.randint(1, 9)) + self.s(string.digits, n - 1)

    # -- secret ------------------------------------------------------------------------------
    def secret(self, kind: str | None) -> str:
        A, D = string.ascii_letters + string.digits, string.digits
        U = string.ascii_uppercase + "234567"
        kinds = "aws awssecret ghp ghfine slack openai anthropic stripe google hf sendgrid telegram jwt pem urlpw hex b64".split()
        k = kind or self.r.choice(kinds)
        if k == "aws":
            return self.r.choice(("AKIA", "ASIA")) + self.s(U, 16)
        if k == "awssecret":
            return self.s(A + "/+", 40)
        if k == "ghp":
            return self.r.choice(("ghp_", "gho_", "ghs_")) + self.s(A, 36)
        if k == "ghfine":
            return "github_pat_" + self.s(A, 22) + "_" + self.s(A, 59)
        if k == "slack":
            p = self.r.choice(("xoxb-", "xoxp-", "xoxa-"))
            return p + self.d(11) + "-" + self.d(13) + "-" + self.s(A, 24)
        if k == "openai":
            if self.r.random() < 0.7:
                return "sk-proj-" + self.s(A + "-_", self.r.choice((48, 64, 132, 156)))
            return "sk-" + self.s(A, 48)
        if k == "anthropic":
            return "sk-ant-api03-" + self.s(A + "-_", 93) + "AA"
        if k == "stripe":
            return self.r.choice(("sk_live_", "rk_live_", "sk_test_")) + self.s(A, self.r.choice((24, 34, 99)))
        if k == "google":
            return "AIza" + self.s(A + "-_", 35)
        if k == "hf":
            return "hf_" + self.s(string.ascii_letters, 34)
        if k == "sendgrid":
            return "SG." + self.s(A + "-_", 22) + "." + self.s(A + "-_", 43)
        if k == "telegram":
            return self.d(self.r.choice((8, 9, 10))) + ":AA" + self.s(A + "-_", 33)
        if k == "jwt":
            alg = self.r.choice(("HS256", "RS256"))
            head = base64.urlsafe_b64encode(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
            body = {"sub": self.s(D, 10), "iat": self.r.randint(1_700_000_000, 1_760_000_000), "scope": "read write"}
            pay = base64.urlsafe_b64encode(json.dumps(body, separators=(",", ":")).encode())
            sig = self.s(A + "-_", 43 if alg == "HS256" else 342)
            return head.decode().rstrip("=") + "." + pay.decode().rstrip("=") + "." + sig
        if k == "pem":
            label = self.r.choice(("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"))
            lines = [self.s(A + "+/", 64) for _ in range(self.r.randint(5, 12))]
            lines.append(self.s(A + "+/", self.r.randint(8, 60)) + "==")
            return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
        if k == "urlpw":
            return self.s(A, self.r.randint(12, 24)) + self.r.choice(("", "!", "_x9", "-Q2"))
        if k == "hex":
            return self.s("0123456789abcdef", self.r.choice((32, 40, 64)))
        if k == "b64":
            return self.s(A + "+/", self.r.choice((32, 44, 48))) + self.r.choice(("", "=", "=="))
        raise ValueError(k)

    # -- password ----------------------------------------------------------------------------
    def password(self, kind: str | None, lang: str) -> str:
        r = self.r.random()
        f = self.zh if lang == "zh" and self.r.random() < 0.5 else self.en()
        if r < 0.45:
            return f.password(length=self.r.randint(8, 18), special_chars=self.r.random() < 0.7)
        if r < 0.6:
            w = self.r.sample(WORDS, self.r.choice((3, 4)))
            return self.r.choice(("-", "_", ".", " ")).join(w) + self.r.choice(("", "42", "!7", "2024"))
        if r < 0.75:
            return self.r.choice(WORDS).capitalize() + str(self.r.randint(1970, 2025)) + self.r.choice("!@#$%&*?")
        if r < 0.88:
            py = self.zh.user_name().replace(".", "")
            return py + self.r.choice(("@", "#", "_", "")) + str(self.r.randint(100, 99999))
        return self.s(string.ascii_letters + string.digits + "!@#%^&*", self.r.randint(10, 20))

    # -- email -------------------------------------------------------------------------------
    def email(self, kind: str | None, lang: str) -> str:
        zh = lang == "zh" or (lang == "mixed" and self.r.random() < 0.5)
        if zh:
            c = self.r.random()
            if c < 0.4:
                return self.zh.free_email()
            if c < 0.6:
                return self.zh.email()
            if c < 0.8:
                return f"{self.r.randint(10000, 3999999999)}@qq.com"
            return self.zh.user_name() + str(self.r.randint(1, 999)) + self.r.choice(("@163.com", "@126.com", "@sina.com", "@foxmail.com"))
        f = self.en()
        m = self.r.choice(("email", "free_email", "company_email", "safe_email", "ascii_free_email", "ascii_company_email", "own"))
        if m == "own":
            return f"{f.first_name().lower()}.{f.last_name().lower()}+{self.r.choice(('shop', 'bills', 'school'))}@gmail.com"
        return getattr(f, m)()

    # -- phone -------------------------------------------------------------------------------
    def phone(self, kind: str | None, lang: str) -> str:
        zh = lang == "zh" or (lang == "mixed" and self.r.random() < 0.5)
        c = self.r.random()
        if zh:
            if c < 0.35:
                return self.zh.phone_number()
            m = self.zh.phone_number()
            if c < 0.5:
                return f"{m[:3]} {m[3:7]} {m[7:]}"
            if c < 0.6:
                return f"{m[:3]}-{m[3:7]}-{m[7:]}"
            if c < 0.72:
                return self.r.choice(("+86 ", "+86-", "+86", "(+86) ", "0086 ")) + (m if self.r.random() < 0.5 else f"{m[:3]} {m[3:7]} {m[7:]}")
            area = self.r.choice(("010", "021", "020", "0755", "0571", "028", "027", "025"))
            local = self.d(8) if len(area) == 3 else self.d(self.r.choice((7, 8)))
            tail = self.r.choice(("", "", "转" + str(self.r.randint(100, 8999)), "-" + str(self.r.randint(10, 999))))
            fmt = self.r.choice(("{a}-{l}", "({a}){l}", "{a} {l}", "{a}-{l4} {l5}"))
            return fmt.format(a=area, l=local, l4=local[:4], l5=local[4:]) + tail
        if c < 0.4:
            return self.us.phone_number()
        if c < 0.7:
            return self.gb.phone_number()
        if c < 0.8:
            return f"+1 {self.r.randint(201, 989)} {self.r.randint(200, 999)} {self.s(string.digits, 4)}"
        if c < 0.9:
            return f"+44 7{self.s(string.digits, 3)} {self.s(string.digits, 6)}"
        return f"({self.r.randint(201, 989)}) {self.r.randint(200, 999)}-{self.s(string.digits, 4)} ext. {self.r.randint(2, 9999)}"

    # -- address -----------------------------------------------------------------------------
    def address(self, kind: str | None, lang: str) -> str:
        k = kind or ("zh" if lang == "zh" else "en" if lang == "en" else self.r.choice(("en", "zh")))
        if k == "en":
            c = self.r.random()
            if c < 0.35:
                return self.us.street_address()
            if c < 0.6:
                return self.gb.street_address().replace("\n", ", ")
            if c < 0.8:
                return f"{self.us.building_number()} {self.us.street_name()}, {self.us.secondary_address()}"
            return f"Flat {self.r.randint(1, 40)}, {self.gb.building_number()} {self.gb.street_name()}"
        road = self.r.choice(ZROADS) if self.r.random() < 0.6 else self.zh.street_name()
        no = f"{self.r.randint(1, 1200)}号"
        c = self.r.random()
        if c < 0.25:
            return road + no
        if c < 0.5:
            return f"{road}{no}{self.r.randint(1, 30)}栋{self.r.randint(1, 6)}单元{self.r.randint(1, 33)}0{self.r.randint(1, 4)}室"
        if c < 0.7:
            return f"{road}{no}{self.r.choice('ABCDE')}座{self.r.randint(1, 40)}{self.r.randint(0, 2)}{self.r.randint(1, 9)}室"
        if c < 0.85:
            return f"{road}{self.r.randint(1, 900)}弄{self.r.randint(1, 80)}号{self.r.randint(1, 6)}0{self.r.randint(1, 4)}室"
        return f"{road}{no}院{self.r.randint(1, 20)}号楼{self.r.randint(1, 30)}0{self.r.randint(1, 6)}"

    # -- government id -----------------------------------------------------------------------
    def cnid(self) -> str:
        if self.r.random() < 0.4:
            v = self.zh.ssn()
            if self._cnid_ok(v):
                return v
        area = self.r.choice(("110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107", "420102", "320102", "370202", "610113"))
        y, m, d = self.r.randint(1950, 2012), self.r.randint(1, 12), self.r.randint(1, 28)
        body = f"{area}{y}{m:02d}{d:02d}{self.r.randint(0, 999):03d}"
        return body + self._cnid_check(body)

    @staticmethod
    def _cnid_check(body: str) -> str:
        w = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
        return "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]

    def _cnid_ok(self, v: str) -> bool:
        return len(v) == 18 and v[:17].isdigit() and self._cnid_check(v[:17]) == v[17]

    def nino(self) -> str:
        bad1, bad2 = set("DFIQUV"), set("DFIOQUV")
        while True:
            a = self.r.choice(string.ascii_uppercase)
            b = self.r.choice(string.ascii_uppercase)
            if a in bad1 or b in bad2 or a + b in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
                continue
            break
        n = self.s(string.digits, 6)
        suf = self.r.choice("ABCD")
        return self.r.choice((f"{a}{b} {n[:2]} {n[2:4]} {n[4:]} {suf}", f"{a}{b}{n}{suf}", f"{a}{b} {n} {suf}"))

    def gov(self, kind: str | None, lang: str) -> str:
        k = kind or self.r.choice(("ssn", "cnid"))
        if k == "ssn":
            v = self.us.ssn()
            c = self.r.random()
            return v if c < 0.75 else v.replace("-", "") if c < 0.88 else v.replace("-", " ")
        if k == "nino":
            return self.nino()
        if k == "passport":
            return self.r.choice((self.us, self.gb)).passport_number() if self.r.random() < 0.7 else self.r.choice("5ABC") + self.s(string.digits, 8)
        if k == "cnpp":
            c = self.r.random()
            if c < 0.5:
                return "E" + self.s(string.digits, 8)
            if c < 0.75:
                return "E" + self.r.choice("ABCDEFGH") + self.s(string.digits, 7)
            if c < 0.9:
                return "G" + self.s(string.digits, 8)
            return self.zh.passport_number()
        if k == "cnid":
            return self.cnid()
        raise ValueError(k)

    # -- financial ---------------------------------------------------------------------------
    def card(self) -> str:
        if self.r.random() < 0.4:
            v = self.en().credit_card_number()
            if _luhn_ok(v):
                return v
        pre, n = self.r.choice((("4", 16), ("51", 16), ("53", 16), ("55", 16), ("2221", 16), ("34", 15), ("37", 15), ("6011", 16)))
        body = pre + self.s(string.digits, n - len(pre) - 1)
        num = body + str(_luhn_check(body))
        return self._group(num)

    def cncard(self) -> str:
        pre = self.r.choice(("622202", "621700", "622848", "620522", "622588", "621226", "625807"))
        n = self.r.choice((16, 19, 19))
        body = pre + self.s(string.digits, n - len(pre) - 1)
        return self._group(body + str(_luhn_check(body)))

    def _group(self, num: str) -> str:
        c = self.r.random()
        if c < 0.45:
            return num
        sep = " " if c < 0.85 else "-"
        if len(num) == 15:
            return sep.join((num[:4], num[4:10], num[10:]))
        return sep.join(num[i : i + 4] for i in range(0, len(num), 4))

    def iban(self) -> str:
        if self.r.random() < 0.35:
            v = self.gb.iban()
            if _mod97_ok(v):
                return self._ibangroup(v)
        cc, bb = self.r.choice((
            ("DE", lambda: self.s(string.digits, 18)),
            ("FR", lambda: self.s(string.digits, 23)),
            ("NL", lambda: self.s(string.ascii_uppercase, 4) + self.s(string.digits, 10)),
            ("ES", lambda: self.s(string.digits, 20)),
            ("IT", lambda: self.r.choice(string.ascii_uppercase) + self.s(string.digits, 22)),
            ("GB", lambda: self.s(string.ascii_uppercase, 4) + self.s(string.digits, 14)),
            ("CH", lambda: self.s(string.digits, 17)),
            ("BE", lambda: self.s(string.digits, 12)),
        ))
        bban = bb()
        num = int("".join(str(int(ch, 36)) for ch in bban + cc + "00"))
        v = f"{cc}{98 - num % 97:02d}{bban}"
        assert _mod97_ok(v)
        return self._ibangroup(v)

    def _ibangroup(self, v: str) -> str:
        return v if self.r.random() < 0.6 else " ".join(v[i : i + 4] for i in range(0, len(v), 4))

    def fin(self, kind: str | None, lang: str) -> str:
        k = kind or "card"
        if k == "card":
            return self.card()
        if k == "cncard":
            return self.cncard()
        if k == "iban":
            return self.iban()
        if k == "aba":
            return self.us.aba()
        if k == "bban":
            return self.gb.bban()
        if k == "acct":
            return self.d(self.r.choice((8, 9, 10, 11, 12)))
        raise ValueError(k)

    # -- person name -------------------------------------------------------------------------
    def zhname(self) -> str:
        while True:
            c = self.r.random()
            v = (self.zh.name() if c < 0.4 else self.zh.name_male() if c < 0.55 else self.zh.name_female() if c < 0.7
                 else self.zh.last_name() + self.zh.first_name())
            if 2 <= len(v) <= 3:
                return v

    def zhrom(self) -> str:
        fn, ln = self.zh.first_romanized_name(), self.zh.last_romanized_name()
        c = self.r.random()
        return f"{fn} {ln}" if c < 0.5 else f"{ln} {fn}" if c < 0.75 else f"{ln.upper()} {fn}"

    def enname(self, plain: bool = False) -> str:
        f = self.en()
        if plain:
            return f"{f.first_name()} {f.last_name()}"
        m = self.r.choice(("name", "name_male", "name_female", "fl", "fl_m", "prefix", "name_nonbinary"))
        if m == "fl":
            return f"{f.first_name()} {f.last_name()}"
        if m == "fl_m":
            return f"{f.first_name_female()} {f.last_name()}"
        if m == "prefix":
            p = f.prefix_female() if self.r.random() < 0.5 else f.prefix_male()
            return f"{p} {f.first_name()} {f.last_name()}"
        return getattr(f, m)()

    def person(self, kind: str | None, lang: str) -> str:
        if kind == "plain":
            return self.enname(plain=True)
        if kind == "zhrom":
            return self.zhrom()
        if kind == "upper":
            f = self.en()
            return f"{f.last_name().upper()}/{f.first_name().upper()}"
        if lang == "zh":
            return self.zhname()
        if lang == "en":
            return self.zhrom() if self.r.random() < 0.12 else self.enname()
        c = self.r.random()
        return self.zhname() if c < 0.55 else self.zhrom() if c < 0.7 else self.enname()

    # -- username ----------------------------------------------------------------------------
    def handle(self, lang: str) -> str:
        while True:
            f = self.zh if lang == "zh" or (lang == "mixed" and self.r.random() < 0.5) else self.en()
            c = self.r.random()
            if c < 0.5:
                v = f.user_name()
            elif c < 0.7:
                v = f.user_name() + self.r.choice(("_", ".", "")) + str(self.r.randint(1, 2025))
            elif c < 0.85:
                v = self.r.choice(WORDS) + self.r.choice(("_", "", ".")) + f.first_name().lower() + str(self.r.randint(0, 99))
            else:
                v = self.r.choice(("the_", "real", "mr_", "its")) + f.user_name()
            v = v.replace(" ", "")
            if v.isascii() and (len(v) >= 6 or not v.isalpha()) and not v.endswith("."):
                return v

    def username(self, kind: str | None, lang: str) -> str:
        h = self.handle(lang)
        return "@" + h if kind == "at" else h

    # -- home path ---------------------------------------------------------------------------
    def home(self, kind: str | None, lang: str) -> str:
        zh = lang == "zh" or (lang == "mixed" and self.r.random() < 0.5)
        if zh:
            c = self.r.random()
            user = (self.zh.user_name() if c < 0.5 else (self.zh.last_romanized_name() + self.zh.first_romanized_name()).lower())
        else:
            c = self.r.random()
            f = self.en()
            user = f.user_name() if c < 0.6 else f.first_name().lower() if c < 0.8 else f.first_name().lower() + "." + f.last_name().lower()
        user = user.replace(" ", "")
        if len(user) < 4:
            user += str(self.r.randint(1, 99))
        k = kind or "lin"
        return {"lin": f"/home/{user}", "mac": f"/Users/{user}", "win": f"C:\\Users\\{user}"}[k]

    # -- schedule ----------------------------------------------------------------------------
    EN_NUM = "one two three four five six seven eight nine ten eleven twelve".split()
    ZH_NUM = "一 二 三 四 五 六 七 八 九 十 十一 十二".split()

    def clock_en(self, part: str) -> str:
        if part == "am":
            h = self.r.randint(5, 9)
        elif part == "pm":
            h = self.r.randint(6, 10)
        else:
            h = self.r.randint(5, 11)
        mm = self.r.choice((0, 0, 15, 30, 30, 45, 10, 20, 40, 50))
        ap = "am" if part == "am" else "pm" if part == "pm" else self.r.choice(("am", "pm"))
        c = self.r.random()
        if c < 0.14:
            return f"{h}{ap}"
        if c < 0.26:
            return f"{h} {ap}"
        if c < 0.44:
            return f"{h}:{mm:02d}{ap}" if self.r.random() < 0.5 else f"{h}:{mm:02d} {ap}"
        if c < 0.52:
            return f"{h}:{mm:02d} " + ("a.m." if ap == "am" else "p.m.")
        if c < 0.6:
            return f"{h}.{mm:02d}{ap}"
        if c < 0.74:
            hh = h + 12 if ap == "pm" else h
            return f"{hh:02d}:{mm:02d}"
        if c < 0.82:
            return f"half past {self.EN_NUM[h - 1]}"
        if c < 0.88:
            return f"quarter to {self.EN_NUM[h]}"
        if c < 0.94:
            return f"{self.EN_NUM[h - 1]} o'clock"
        if part == "any":
            while True:  # Faker's clock time, as it comes, within waking hours
                t = self.us.time(pattern="%H:%M", end_datetime=_PINNED_END)  # pinned, not "now"
                if 6 <= int(t[:2]) <= 22:
                    return t
        hh = h + 12 if ap == "pm" else h
        return f"{hh}:{self.r.choice(('05', '25', '35', '55'))}"

    def clock_zh(self, part: str) -> str:
        if part == "am":
            pre, h = self.r.choice((("早上", self.r.randint(5, 9)), ("凌晨", self.r.randint(4, 5)), ("上午", self.r.randint(8, 11)), ("早晨", self.r.randint(5, 8))))
        elif part == "pm":
            pre, h = self.r.choice((("晚上", self.r.randint(7, 11)), ("下午", self.r.randint(2, 6)), ("傍晚", self.r.randint(5, 6)), ("夜里", 11)))
        else:
            pre, h = self.r.choice((("早上", self.r.randint(6, 9)), ("晚上", self.r.randint(7, 10)), ("中午", 12), ("下午", self.r.randint(2, 5))))
        c = self.r.random()
        hn = self.ZH_NUM[h - 1] if self.r.random() < 0.4 else str(h)
        if c < 0.3:
            return f"{pre}{hn}点"
        if c < 0.5:
            return f"{pre}{hn}点半"
        if c < 0.6:
            return f"{pre}{hn}点{self.r.choice(('一刻', '三刻', '十五', '四十'))}"
        if c < 0.72:
            return f"{pre}{h}点{self.r.choice((10, 15, 20, 40, 45, 50))}分"
        if c < 0.85:
            return f"{pre}{h}:{self.r.choice(('00', '15', '30', '45', '20'))}"
        hh = h + 12 if pre in ("晚上", "下午", "傍晚", "夜里") else h
        return f"{hh}:{self.r.choice(('00', '10', '30', '40', '45'))}"

    def clock(self, kind: str | None, lang: str) -> str:
        part = kind or "any"
        zh = lang == "zh" or (lang == "mixed" and self.r.random() < 0.5)
        return self.clock_zh(part) if zh else self.clock_en(part)

    # -- geo ---------------------------------------------------------------------------------
    def coord(self, lang: str) -> str:
        c = self.r.random()
        if lang != "en" and self.r.random() < 0.6:
            lat, lng = self.r.uniform(22, 41), self.r.uniform(102, 122)
        elif c < 0.3:
            lat, lng, *_ = self.us.local_latlng()
            lat, lng = float(lat), float(lng)
        else:
            lat, lng = float(self.us.latitude()), float(self.us.longitude())
        nd = self.r.choice((4, 5, 6))
        fmt = self.r.random()
        if fmt < 0.5:
            return f"{lat:.{nd}f}, {lng:.{nd}f}"
        if fmt < 0.75:
            return f"{lat:.{nd}f},{lng:.{nd}f}"
        ns, ew = ("N" if lat >= 0 else "S"), ("E" if lng >= 0 else "W")
        return f"{abs(lat):.{nd}f}°{ns} {abs(lng):.{nd}f}°{ew}"

    def hood(self) -> str:
        if self.r.random() < 0.55:
            return self.r.choice(HOODS).strip()
        return f"{self.en().last_name()} {self.r.choice(HOOD_SUF)}"

    def xq(self) -> str:
        return self.r.choice(XQ_PRE) + self.r.choice(XQ_SUF)

    def geo(self, kind: str | None, lang: str) -> str:
        k = kind or "coord"
        if k == "coord":
            return self.coord(lang)
        if k == "ukpc":
            return self.gb.postcode()
        if k == "zip":
            return self.us.zipcode() if self.r.random() < 0.7 else self.us.zipcode_plus4()
        if k == "hood":
            return self.hood()
        if k == "xq":
            return self.xq()
        if k == "cnpc":
            return self.zh.postcode()
        raise ValueError(k)

    # -- dispatch ----------------------------------------------------------------------------
    def value(self, cat: str, kind: str | None, lang: str) -> str:
        if cat == "secret":
            return self.secret(kind)
        if cat == "password":
            return self.password(kind, lang)
        if cat == "email":
            return self.email(kind, lang)
        if cat == "phone":
            return self.phone(kind, lang)
        if cat == "address":
            return self.address(kind, lang)
        if cat == "government_id":
            return self.gov(kind, lang)
        if cat == "financial":
            return self.fin(kind, lang)
        if cat == "person_name":
            return self.person(kind, lang)
        if cat == "username":
            return self.username(kind, lang)
        if cat == "home_path":
            return self.home(kind, lang)
        if cat == "schedule":
            return self.clock(kind, lang)
        if cat == "geo":
            return self.geo(kind, lang)
        raise ValueError(cat)

    # -- fillers -----------------------------------------------------------------------------
    def filler(self, name: str, lang: str) -> str:
        r = self.r
        if name == "city":
            return r.choice(CITIES)
        if name == "city2":
            return r.choice(CITIES)
        if name in ("zcity", "zcity2"):
            return r.choice(ZCITIES)
        if name == "zdist":
            return r.choice(ZDISTS)
        if name == "zprov":
            return r.choice(ZPROVS)
        if name == "date":
            return r.choice((f"{r.randint(1, 28)} {r.choice(('March', 'April', 'June', 'October', 'November'))}",
                             f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}", f"{r.choice(('Jan', 'Feb', 'Sep', 'Dec'))} {r.randint(1, 28)}"))
        if name == "zdate":
            return r.choice((f"{r.randint(1, 12)}月{r.randint(1, 28)}日", f"2025年{r.randint(1, 12)}月{r.randint(1, 28)}日", "下周三", "月底"))
        if name == "n":
            return r.choice((f"#{r.randint(1000, 99999)}", f"INC-{r.randint(10000, 99999)}", f"T{r.randint(100000, 999999)}"))
        if name == "ticket":
            return r.choice((f"#{r.randint(1000, 99999)}", f"JIRA-{r.randint(100, 9999)}", f"INC-{r.randint(10000, 99999)}"))
        if name in ("email2", "email3"):
            return self.email(None, lang)
        if name in ("phone2", "phone3"):
            return self.phone(None, lang)
        if name in ("addr2", "addr3"):
            return self.address("en", lang)
        if name == "zaddr2":
            return r.choice(ZCITIES) + self.address("zh", lang)
        if name in ("name2", "name3"):
            return self.enname(plain=True)
        if name in ("zname2", "zname3"):
            return self.zhname()
        if name in ("at2", "at3"):
            return "@" + self.handle(lang)
        if name == "ssn2":
            return self.us.ssn()
        if name == "cnid2":
            return self.cnid()
        if name == "card2":
            return self.card()
        if name == "t2":
            return self.clock("am", lang)
        if name == "pc2":
            return self.zh.postcode() if lang == "zh" else self.gb.postcode()
        # benign fillers
        if name == "ver":
            return r.choice((f"{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 30)}", f"v{r.randint(1, 9)}.{r.randint(0, 9)}", f"3.{r.randint(8, 13)}"))
        if name == "order":
            return r.choice((f"{r.randint(100, 999)}-{r.randint(1000000, 9999999)}-{r.randint(1000000, 9999999)}", f"ORD-2025-{r.randint(10000, 99999)}", f"A{r.randint(100000, 999999)}"))
        if name == "inv":
            return f"INV-{r.randint(2023, 2025)}-{r.randint(100, 9999):04d}"
        if name in ("price", "price2"):
            return f"{r.randint(5, 2500)}.{r.choice(('00', '99', '50', '49'))}"
        if name == "port":
            return str(r.choice((5432, 6379, 8080, 3000, 27017, 9200, 443, 8443, 5000)))
        if name == "sha7":
            return self.s("0123456789abcdef", 7)
        if name == "sha40":
            return self.s("0123456789abcdef", 40)
        if name == "sha64":
            return self.s("0123456789abcdef", 64)
        if name == "uuid":
            return str(self.us.uuid4())
        if name == "dur":
            return r.choice(("two hours", "45 minutes", "3 days", "a week", "90 minutes", "six weeks"))
        if name == "zdur":
            return r.choice(("两个小时", "45分钟", "三天", "一周", "一个半小时", "六周"))
        if name in ("qty", "qty2"):
            return str(r.randint(2, 24))
        if name == "co":
            return r.choice(COMPANIES)
        if name == "zco":
            return r.choice(ZCOMPANIES)
        if name == "pct":
            return f"{r.randint(1, 15)}.{r.randint(0, 9)}"
        if name == "holiday":
            return r.choice(HOLIDAYS)
        if name == "zholiday":
            return r.choice(ZHOLIDAYS)
        if name == "secs":
            return str(r.choice((30, 60, 90, 120)))
        if name == "pubip":
            return r.choice(PUBIPS)
        if name == "k":
            return str(r.randint(2, 12))
        if name == "k3":
            return str(r.randint(100, 999))
        if name == "k4":
            return str(r.randint(1000, 9999))
        if name == "temp":
            return str(r.randint(-5, 33))
        if name == "country":
            return r.choice(("Portugal", "Japan", "Iceland", "Mexico", "Italy", "Canada", "Vietnam"))
        if name == "zcountry":
            return r.choice(COUNTRIES_ZH)
        if name == "prod":
            return r.choice(PRODUCTS)
        if name == "zprod":
            return r.choice(ZPRODUCTS)
        if name == "q":
            return str(r.randint(1, 4))
        if name == "mins":
            return str(r.choice((10, 15, 20, 25, 35, 40)))
        if name == "status":
            return str(r.choice((413, 400, 422, 500, 503)))
        if name == "badluhn":
            while True:
                body = self.d(15)
                bad = (_luhn_check(body) + r.randint(1, 9)) % 10
                num = body + str(bad)
                if not _luhn_ok(num):
                    return num
        if name == "bdate":
            return f"{r.randint(2022, 2025)}.{r.randint(1, 12)}.{r.randint(1, 28)}"
        raise KeyError(name)


_SLOT = re.compile(r"\{([a-z0-9_]+)(?:\|([a-z0-9]+))?(@fw)?\}")


def _fill(g: Gen, tpl: str, lang: str, cat: str | None) -> tuple[str, tuple[int, int] | None]:
    """Fill a template; return text and the span of the planted value (if any)."""
    out: list[str] = []
    span = None
    pos = 0
    tpl = tpl.replace("{{", "\x00").replace("}}", "\x01")
    for m in _SLOT.finditer(tpl):
        out.append(tpl[pos : m.start()])
        name, kind, fw = m.group(1), m.group(2), m.group(3)
        if name == "v":
            val = g.value(cat, kind, lang)
            if fw:
                val = fullwidth(val)
            start = sum(len(x) for x in out)
            span = (start, start + len(val))
            out.append(val)
        else:
            out.append(g.filler(name, lang))
        pos = m.end()
    out.append(tpl[pos:])
    text = "".join(out)
    # restore literal braces (no placeholder contains them, so span offsets stay valid)
    return text.replace("\x00", "{").replace("\x01", "}"), span


def samples() -> list[Sample]:
    g = Gen()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = [t.lstrip("!") for t in T[cat, lang]]
            order = list(range(len(tpls)))
            g.r.shuffle(order)
            for i in range(N_PER_CELL):
                tpl = tpls[order[i % len(order)]]
                for _ in range(100):
                    text, span = _fill(g, tpl, lang, cat)
                    assert span is not None, (cat, lang, tpl)
                    val = text[span[0] : span[1]]
                    if val.strip() == val and val and text.count(val) == 1:
                        break
                else:
                    raise AssertionError(f"no unique value for {cat}/{lang}: {tpl}")
                out.append(Sample(text, cat, lang, span[0], span[1]))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    g = Gen()
    g.r.seed(RANDOM_SEED + 1)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        easy = [t for t in B[lang] if not t.startswith("!")]
        hard = [t[1:] for t in B[lang] if t.startswith("!")]
        n_hard = round(N_BENIGN * HARD_BENIGN_SHARE)
        seen: set[str] = set()
        for pool, n in ((hard, n_hard), (easy, N_BENIGN - n_hard)):
            got, i, tries = 0, 0, 0
            while got < n:
                text, _ = _fill(g, pool[i % len(pool)], lang, None)
                i += 1
                tries += 1
                if text in seen and tries < 20 * n:
                    continue
                seen.add(text)
                out.append((lang, text))
                got += 1
    return out


def template_counts() -> dict[tuple[str, str], tuple[int, int]]:
    """(templates, of which hard) per category x language."""
    return {k: (len(v), sum(t.startswith("!") for t in v)) for k, v in T.items()}


if __name__ == "__main__":
    report("T", samples(), benign_with_lang())
