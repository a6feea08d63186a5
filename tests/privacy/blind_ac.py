# ruff: noqa
"""Blind held-out corpus ``ac``: an eleventh independent acceptance corpus.

Style: a privacy engineer at a customer samples regulated-domain text an agent is handed --
(1) health (patient-portal messages, refill requests, appointment letters, lab summaries,
pre-authorisations, 挂号/复诊/医保 notices), (2) money (statements, loan and mortgage
applications, payroll slips, tax filings, refund disputes, 对账单, 贷款申请, 个税), (3) legal
and government services (tenancy, court and council notices, visa forms, 社保/公积金/户籍,
powers of attorney), (4) the agent's own extracted-entities output (JSON / YAML / key: value /
review tables, field names in English or pinyin) -- in English, Chinese and code-switched text.

Written blind: the author did not read the gate's source, its tests, its changelog or security
notes, and never ran the gate on this corpus.

Values: Faker (en_US, en_GB, zh_CN; seed 10301) exactly as they come, through many provider
methods, plus own generators (provider tokens, CN resident IDs with checksum, Luhn cards,
mod-97 IBANs, valid-prefix NINOs, CN phone layouts, 小区 names, clock-time phrases).
Choices: random.Random(10302). The only time-dependent Faker call (time()) is pinned to a
fixed end date, so the corpus is identical on every run.

Template tags (prefix before "::"): value kinds, "h" = hard case, "fw" = full-width value,
"up"/"lo" = upper/lower-cased value, "raw" = no surrounding frame.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
import sys
import uuid
from datetime import datetime
from pathlib import Path

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

FAKER_SEED = 10301
RANDOM_SEED = 10302
PER_CELL = 250
BENIGN_PER_LANG = 400
_PIN = datetime(2025, 12, 31, 23, 59)
SENT = "\u2063VALUE\u2063"

# ---------------------------------------------------------------------------------------------
# Frames: the regulated-domain document a clause sits in ({body} = the clause).
# ---------------------------------------------------------------------------------------------
FRAMES = {
    "en": [
        "Patient portal message (ref {ref}):\n{body}\nPlease reply within 2 working days.",
        "Repeat prescription request - {drug} 30 tablets.\n{body}",
        "Appointment letter dated {date}. {body} Please bring your medication list.",
        "Lab results summary: HbA1c {pct}% (reference 4.0-5.6). {body}",
        "Prior authorization {ref} for MRI lumbar spine. {body}",
        "Statement period ending {date}; closing balance {amt}. {body}",
        "Mortgage application {ref}, loan amount {amt}.\n{body}",
        "Payslip, tax period {n}, net pay {amt}. {body}",
        "Notes for the {year} self-assessment return: {body}",
        "Refund dispute about a charge of {amt} on {date}. {body}",
        "Tenancy agreement, clause {n}. {body}",
        "Council tax notice {ref} ({city} City Council). {body}",
        "Visa application form, section {n}. {body}",
        "Lasting power of attorney (draft v{n}). {body}",
        "Court notice, case {ref}. {body}",
        "Extracted entities for document {ref}:\n{body}",
        "Assistant summary of the upload:\n{body}",
        "{body}",
        "{body}\n-- sent from the {city} clinic portal",
    ],
    "zh": [
        "【患者门户留言】编号{ref}\n{body}\n请在两个工作日内回复。",
        "续方申请：{drugzh}，30片。{body}",
        "挂号通知：{date}就诊。{body}",
        "复诊提醒（{date}）：{body}",
        "化验结果摘要：空腹血糖{pct} mmol/L。{body}",
        "医保报销单（单号{ref}）：{body}",
        "{date}对账单，本期应还{amt}。{body}",
        "贷款申请表{ref}：{body}",
        "{year}年度个税汇算备注：{body}",
        "工资条（{date}），实发{amt}。{body}",
        "房屋租赁合同第{n}条：{body}",
        "法院传票（案号{ref}）：{body}",
        "签证及居留许可申请表第{n}栏：{body}",
        "社保转移接续手续：{body}",
        "住房公积金提取申请：{body}",
        "授权委托书：{body}",
        "实体抽取结果（文档{ref}）：\n{body}",
        "{body}",
        "{body}\n——来自{cityzh}市民服务热线工单",
    ],
    "mixed": [
        "Patient portal 留言 (ref {ref})：\n{body}",
        "Refill request 续方：{drug}。{body}",
        "Hi 医生，{body} Thanks!",
        "Statement 对账单 {date}：{body}",
        "Loan application 贷款申请 {ref}：{body}",
        "Payroll 工资条 period {n}：{body}",
        "个税 tax filing notes：{body}",
        "Tenancy contract 租房合同 clause {n}：{body}",
        "Visa form 签证表 section {n}：{body}",
        "社保 / 公积金 paperwork：{body}",
        "POA 授权委托书 draft：{body}",
        "Extracted entities 抽取结果 ({ref}):\n{body}",
        "Agent summary 摘要：{body}",
        "{body}",
        "{body}（from {city} 门诊 portal）",
    ],
}

# ---------------------------------------------------------------------------------------------
# Planted-value templates per category x language.  {v} = the planted value.
# ---------------------------------------------------------------------------------------------
T: dict[tuple[str, str], list[str]] = {}

T["secret", "en"] = [
    "aws::Access key ID for the claims export bucket: {v}",
    "awssec::aws_secret_access_key = {v}",
    "ghp::The pharmacy integration repo uses GitHub token {v} for CI.",
    "ghpat::Fine-grained PAT (read-only on payroll-svc): {v}",
    "slack::Slack bot token for #billing-alerts -> {v}",
    "openai::OPENAI_API_KEY={v}",
    "anth::Anthropic key used by the intake summariser: {v}",
    "stripe::Refund disputes are pulled with the live Stripe secret {v}.",
    "google::Maps/Geocoding API key {v} (restricted to the portal)",
    "hf::huggingface token {v} for the lab-report model",
    "sg::SendGrid key for appointment letters: {v}",
    "tg::Telegram bot for refill reminders - bot token {v}",
    "jwt::Authorization: Bearer {v}",
    "pem,raw::Private key for the SFTP drop (tax filings):\n{v}",
    "urlpw::DATABASE_URL=postgres://svc_claims:{v}@db.internal.example:5432/claims",
    'hex::webhook_signing_secret: "{v}"',
    'hex,h::{"service": "payroll-export", "client_secret": "{v}", "region": "eu-west-2"}',
    "h::{v} <- issued by the tenancy deposit portal, rotate after the audit",
    "h::| integration | credential |\n|---|---|\n| court e-filing | {v} |",
    'h::Copied from the env file: "{v}"',
    "urlpw,h::git clone https://deploy-bot:{v}@git.example.org/finance/ledger.git",
    "h::Seen in the log: build 4.2.1, sha {hash}, {v}, request {uuid}",
    "hex::HMAC_KEY {v}",
    "api key for the benefits API -> {v}",
    "jwt,h::session cookie value was {v}; it expires in 1h",
    "pem::Attached the signing key for the POA e-signature service: {v}",
    "h::config.yaml:\n  access_token: {v}",
]
T["secret", "zh"] = [
    "aws::理赔导出存储桶的访问密钥ID：{v}",
    "awssec::AWS私密访问密钥为{v}，请勿外传。",
    "ghp::药房对接代码仓库使用的GitHub令牌是{v}",
    "ghpat::细粒度访问令牌（工资服务只读）：{v}",
    "slack::对账提醒机器人的令牌：{v}",
    "openai::接口密钥{v}已写入环境变量",
    "anth::病历摘要服务使用的Anthropic密钥：{v}",
    "stripe::退款争议通过线上支付私钥{v}拉取",
    "google::地图服务秘钥{v}（仅限门户域名）",
    "hf::模型仓库访问令牌：{v}",
    "sg::预约信邮件发送密钥为{v}",
    "tg::续方提醒机器人的token是{v}",
    "jwt::请求头携带的身份令牌{v}",
    "pem,raw::报税文件SFTP私钥如下：\n{v}",
    "urlpw::数据库连接串：mysql://yibao_rw:{v}@10.2.3.4:3306/yibao",
    "hex::回调签名秘钥＝{v}",
    'hex,h::{"服务": "公积金对接", "secret": "{v}"}',
    "h::{v}——这是法院电子送达平台下发的凭证，审计后要更换",
    "h::| 系统 | 凭据 |\n|---|---|\n| 社保接口 | {v} |",
    "h::配置文件里复制出来的：“{v}”",
    "urlpw,h::仓库地址https://ci:{v}@git.example.cn/caiwu/zhangben.git",
    "h::日志里有：版本4.2.1、提交{hash}、{v}、请求号{uuid}",
    "hex::应用密钥（AppSecret）{v}",
    "开放平台API密钥→{v}",
    "jwt,h::会话cookie值为{v}，一小时后过期",
    "pem::电子签章服务的签名私钥：{v}",
    "h::访问令牌:{v}",
]
T["secret", "mixed"] = [
    "aws::Claims bucket 的 access key id 是 {v}",
    "awssec::aws secret 是 {v}，别 commit 进去",
    "ghp::CI 用的 GitHub token：{v}",
    "ghpat::新建了 fine-grained PAT {v}，只读 payroll repo",
    "slack::#对账 channel 的 bot token = {v}",
    "openai::OPENAI_API_KEY 设成 {v} 就能跑 summariser 了",
    "anth::Anthropic 的 key：{v}，用于病历 summary",
    "stripe::退款 dispute 用 live secret key {v} 拉数据",
    "google::Google Maps key {v} 限制在门户域名",
    "hf::HF token {v} 用来下载化验单 OCR 模型",
    "sg::发预约信的 SendGrid key 是 {v}",
    "tg::提醒 bot 的 token：{v}",
    "jwt::header 里带着 Bearer {v}",
    "pem,raw::SFTP 私钥（个税 filing 用）：\n{v}",
    "urlpw::连接串 postgres://readonly:{v}@pg.example.cn:5432/loans",
    "hex::signing_secret 换成 {v} 了",
    'hex,h::{"system": "社保", "api_secret": "{v}"}',
    "h::{v} ← 法院 e-filing 平台发的 credential",
    "h::| 系统 | credential |\n|---|---|\n| 公积金 API | {v} |",
    "h::从 .env 复制的：'{v}'",
    "urlpw,h::remote 地址 https://deploy:{v}@gitlab.example.cn/finance/ledger.git",
    "h::log 里：release 4.2.1、commit {hash}、{v}、trace {uuid}",
    "hex::HMAC 密钥 {v}",
    "api 令牌 → {v}",
    "jwt,h::cookie 里的 session 值是 {v}",
    "pem::电子签名 service 的 private key：{v}",
    "h::access_token:{v}（YAML 抽取结果）",
]

T["password", "en"] = [
    "Patient portal password: {v}",
    "pw={v}",
    "the password is {v}, please change it after first login",
    "phrase::passphrase for the tax software: {v}",
    "passwd {v}",
    "Reset done - new password set to {v}",
    "Bank portal sign-in secret: {v}",
    '{"username_hint": "see vault", "password": "{v}"}',
    "pwd: {v}",
    "h::{v} is the password for the shared council-tax mailbox",
    "h::Wi-Fi at the clinic: network ClinicGuest, key '{v}'",
    "phrase::Memorable phrase for the mortgage account: {v}",
    "Please use passcode {v} to open the PDF payslip",
    "PDF password for your statement is {v}",
    "h::| field | value |\n|---|---|\n| password | {v} |",
    'h::login secret (do not share): "{v}"',
    'phrase,h::I changed my pass phrase to "{v}" yesterday',
    "pass: {v}",
    "h::user=svc_payroll pass={v} host=db01",
    "Use this one-off access password to view the lab results: {v}",
    "h::PASSWORD={v}",
    "h::credentials for the visa portal -> {v}",
    "Encrypted ZIP of the tenancy documents, unlock it with {v}",
    "h::extracted:\n  login:\n    secret: {v}",
    "Your initial passcode has been reset to {v}.",
    "h::mortgage_portal_pw: {v}",
    "phrase::Security passphrase on the power of attorney vault: {v}",
]
T["password", "zh"] = [
    "门户登录密码：{v}",
    "密码是{v}",
    "初始密码为{v}，首次登录后请修改",
    "phrase::报税软件的口令短语：{v}",
    "网银登录口令{v}",
    "重置完成，新密码设为{v}",
    '{"用户提示": "见保险库", "密码": "{v}"}',
    "h::{v}是共享邮箱的登录密码",
    "h::诊所Wi-Fi：网络ClinicGuest，连接口令「{v}」",
    "phrase::房贷账户的记忆短语：{v}",
    "请用查看码{v}打开工资条PDF",
    "对账单PDF的打开密码是{v}",
    "h::| 字段 | 值 |\n|---|---|\n| 密码 | {v} |",
    "h::登录秘密（勿外传）：“{v}”",
    "phrase,h::我昨天把口令改成了“{v}”",
    "h::用户=svc_gongzi 密码={v} 主机=db01",
    "查看化验结果的一次性访问密码：{v}",
    "h::签证系统凭据→{v}",
    "租房文件压缩包解压密码{v}",
    "h::抽取结果：\n  denglu:\n    mima: {v}",
    "您的初始口令已重置为{v}。",
    "h::fangdai_mima={v}",
    "phrase::委托书保管库的安全口令：{v}",
    "医保App登录密码:{v}",
    "h::密码{v}",
    "社保账户的查询密码为{v}",
    "fw,h::密码：{v}",
]
T["password", "mixed"] = [
    "portal 的 password 是 {v}",
    "pw={v}（网银）",
    "初始 password：{v}，first login 后要改",
    "phrase::tax software 的 passphrase：{v}",
    "新密码 set 成 {v} 了",
    '{"user_hint": "见 vault", "mima": "{v}"}',
    "h::{v} 是 shared mailbox 的密码",
    "h::诊所 Wi-Fi key 是 '{v}'",
    "phrase::mortgage 账户的 memorable phrase：{v}",
    "payslip PDF 用 passcode {v} 打开",
    "statement PDF 密码：{v}",
    "h::| field | 值 |\n|---|---|\n| password | {v} |",
    "h::login secret（别外传）：“{v}”",
    'phrase,h::我把 pass phrase 改成了 "{v}"',
    "h::user=svc_pay 口令={v} host=db01",
    "看 lab results 的 one-time password：{v}",
    "h::visa portal 凭据 -> {v}",
    "tenancy docs 的 zip 解压密码 {v}",
    "h::extracted:\n  login:\n    passwd: {v}",
    "你的 passcode 已 reset 为 {v}",
    "h::PASSWORD={v} # 医保 sandbox",
    "phrase::POA vault 的安全口令 is {v}",
    "pwd：{v}",
    "h::密码{v}，thanks",
    "社保 app password:{v}",
    "fw,h::password：{v}",
]

T["email", "en"] = [
    "Please send the refill confirmation to {v}.",
    "Email: {v}",
    "Contact email on the pre-authorisation form - {v}",
    "You can reach me at {v} about the lab results.",
    "h::{v} is where the statements should go from now on",
    "Reply-To: <{v}>",
    "up,h::CORRESPONDENCE E-MAIL: {v}",
    "lo::cc {v} on the mortgage application please",
    '{"type": "EMAIL", "value": "{v}", "confidence": 0.97}',
    "h::| entity | text |\n|---|---|\n| email | {v} |",
    "The landlord asked that notices be emailed to {v}",
    "[email me](mailto:{v}) if the court date moves",
    "h::Forwarded from {v} on {date}",
    "Payroll queries: write to {v}",
    'h::Sent by: "{v}"',
    "The council confirmed receipt and replied to {v}.",
    "h::addresses in the thread: noreply@{dom}, {v}, support@{dom}",
    "Visa portal account e-mail {v}",
    "My new address for tax correspondence is {v}",
    "h::- email: {v}\n- consent: yes",
    "Please update the insurer's records: email changed to {v}.",
    "The attorney's email is {v}",
    "h::Claim submitted by the policyholder ({v}) on {date}.",
    "The dispute outcome will be sent to {v} within 5 working days.",
    "h::E-MAIL={v}",
    "Pharmacy note: receipt emailed to {v}",
]
T["email", "zh"] = [
    "续方确认请发到{v}",
    "邮箱：{v}",
    "预授权表上的联系邮箱为{v}",
    "化验结果有疑问可以发邮件到{v}",
    "h::{v}以后用来接收对账单",
    "回复地址<{v}>",
    "up,h::电子邮件地址：{v}",
    "lo::贷款申请材料请抄送{v}",
    '{"类型": "邮箱", "值": "{v}"}',
    "h::| 实体 | 文本 |\n|---|---|\n| 邮箱 | {v} |",
    "房东要求通知一律发送至{v}",
    "h::转发自{v}，{date}",
    "工资问题请写信到{v}",
    "h::发件人：“{v}”",
    "街道办已确认收到，回执发往{v}。",
    "h::邮件往来：noreply@{dom}、{v}、kefu@{dom}",
    "签证系统注册邮箱{v}",
    "个税通知改发到我的新邮箱{v}",
    "h::- youxiang: {v}\n- tongyi: 是",
    "请更新保险公司记录：电子邮箱已改为{v}。",
    "受托人的电邮{v}",
    "h::投保人（{v}）于{date}提交理赔。",
    "争议处理结果将在5个工作日内发送至{v}",
    "h::邮箱{v}",
    "药房已把收据发到{v}",
    "fw,h::电邮：{v}",
]
T["email", "mixed"] = [
    "refill 确认请发到 {v}",
    "Email 邮箱：{v}",
    "pre-auth 表上的 contact email 是 {v}",
    "lab results 有问题可以 email {v}",
    "h::{v} 以后用来收 statement",
    "Reply-To：<{v}>",
    "up,h::E-MAIL 地址：{v}",
    "lo::mortgage 申请请 cc {v}",
    '{"type": "邮箱", "value": "{v}"}',
    "h::| entity | 文本 |\n|---|---|\n| email | {v} |",
    "房东要求 notices 发到 {v}",
    "h::Forwarded 自 {v}，{date}",
    "payroll 问题请写信到 {v}",
    'h::发件人 sender："{v}"',
    "council 已回复到 {v}",
    "h::thread 里的地址：noreply@{dom}、{v}、support@{dom}",
    "visa portal 注册邮箱 {v}",
    "个税 correspondence 改发到 {v}",
    "h::- youxiang: {v}\n- consent: 是",
    "请 update 保险公司记录：电邮改为 {v}",
    "attorney 的邮件地址是 {v}",
    "h::投保人（{v}）在 {date} submit 了理赔",
    "dispute 结果会发到 {v}",
    "h::邮箱{v}thanks",
    "pharmacy 已把 receipt 发到 {v}",
    "fw,h::email：{v}",
]

T["phone", "en"] = [
    "Call me on {v} if the pharmacy needs anything.",
    "Phone: {v}",
    "Mobile number for appointment reminders: {v}",
    "h::{v} - that's my daytime number",
    "tel: {v}",
    "Best contact number {v} (after work)",
    "msisdn::MSISDN {v} registered for SMS codes",
    "Text the lab results to {v}",
    "h::| contact | number |\n|---|---|\n| patient | {v} |",
    '{"phone": "{v}", "verified": true}',
    "The landlord can be reached at {v}.",
    "h::numbers in the letter: claim {ref}, policy 2024-113, {v}, NHS 111",
    "Please ring {v} to reschedule.",
    "Emergency contact phone - {v}",
    "h::Applicant (cell {v}) requested a call-back.",
    "Daytime telephone on the tax form: {v}",
    "h::Ph.{v}",
    "Home landline {v}",
    "The verification code will be sent to {v}",
    'h::"{v}" was given as the guarantor\'s number',
    "WhatsApp me at {v}",
    "contact_number: {v}",
    "The mortgage adviser asked for a number to call: {v}",
    "h::my number's {v}, thx",
    "Council callback requested on {v}",
    "h::PHONE {v}",
]
T["phone", "zh"] = [
    "手机号：{v}",
    "有问题请打我电话{v}",
    "预约提醒短信发到{v}",
    "h::{v}是我白天能接的号码",
    "联系电话{v}",
    "land::家庭座机：{v}",
    "请把化验结果发短信到{v}",
    "h::| 联系人类型 | 号码 |\n|---|---|\n| 患者本人 | {v} |",
    '{"dianhua": "{v}", "yanzheng": true}',
    "房东的联系方式是{v}",
    "h::信里的数字：理赔号{ref}、保单2024-113、{v}、政务热线12345",
    "改约请致电{v}",
    "紧急联系人电话——{v}",
    "h::申请人（手机{v}）要求回电",
    "验证码将发送至{v}",
    "h::“{v}”是担保人留的号",
    "微信同号：{v}",
    "lianxi_dianhua: {v}",
    "land::贷款经理要一个固话：{v}",
    "h::我的号码{v}谢谢",
    "fw,h::电话：{v}",
    "街道回访电话{v}",
    "复诊前一天会拨打{v}通知您",
    "h::TEL{v}",
    "本人移动电话 {v}",
    "社保经办机构将通过{v}与您联系",
]
T["phone", "mixed"] = [
    "手机 mobile：{v}",
    "有问题 call 我 {v}",
    "appointment reminder 短信发到 {v}",
    "h::{v} 是我白天的 number",
    "contact 电话 {v}",
    "land::家里 landline：{v}",
    "lab results 请 text 到 {v}",
    "h::| contact | 号码 |\n|---|---|\n| patient | {v} |",
    '{"phone": "{v}", "已验证": true}',
    "landlord 的联系方式是 {v}",
    "h::信里的 numbers：claim {ref}、policy 2024-113、{v}、热线 12345",
    "reschedule 请致电 {v}",
    "emergency contact 电话 — {v}",
    "h::申请人（cell {v}）要求 call back",
    "verification code 会发到 {v}",
    'h::"{v}" 是 guarantor 留的号',
    "WeChat 同号：{v}",
    "lianxi_dianhua: {v}",
    "mortgage adviser 要个号码：{v}",
    "h::我的 number {v} 谢谢",
    "fw,h::tel：{v}",
    "council 回访 phone {v}",
    "复诊前一天会 ring {v}",
    "h::TEL{v}",
    "WhatsApp 我：{v}",
]

T["address", "en"] = [
    "Deliver the refill to {v}, {city}.",
    "Address: {v}, {city}",
    "I moved to {v} last month - please update the insurer.",
    "h::{v} is the property address on the tenancy agreement",
    "Mailing address for statements - {v}, {city}",
    "Registered address: {v}",
    "h::| field | value |\n|---|---|\n| street | {v} |\n| city | {city} |",
    '{"address_line1": "{v}", "city": "{city}"}',
    "Current residence {v}, {city} (since {year})",
    "The court notice was served at {v}.",
    "Send the appointment letter to {v}",
    "h::lives at {v} with two dependants",
    "up,h::PROPERTY ADDRESS {v}",
    "Home address on the payroll record: {v}, {city}",
    'h::"{v}" - correspondence address per the POA',
    "Mortgage security property: {v}",
    "Our previous address was {v}, {city}.",
    "Collect from / return to: {v}",
    "The council inspection will take place at {v}.",
    "h::addr={v}",
    "Please post the visa decision to {v}",
    "lo,h::ship to {v}",
    "Billing address for the disputed card charge: {v}, {city}",
    "h::- street_address: {v}\n- city: {city}",
    "The tenant's new flat is at {v}",
    "h::Residing at {v} ({city}).",
]
T["address", "zh"] = [
    "药品请寄到{pcd}{v}",
    "地址：{pcd}{v}",
    "我上个月搬到了{pcd}{v}，请更新保险资料",
    "h::{v}是租赁合同上的房屋地址",
    "对账单邮寄地址——{pcd}{v}",
    "户籍地址：{pcd}{v}",
    "h::| 字段 | 值 |\n|---|---|\n| 街道门牌 | {v} |\n| 城市 | {cityzh} |",
    '{"dizhi": "{v}", "chengshi": "{cityzh}"}',
    "现居住地{pcd}{v}（{year}年起）",
    "法院文书已送达{pcd}{v}",
    "复诊通知寄往{pcd}{v}",
    "h::住在{v}，家里两个孩子",
    "工资档案里的家庭住址：{pcd}{v}",
    "h::“{v}”——委托书上的通讯地址",
    "抵押房产坐落于{pcd}{v}",
    "以前的住址是{pcd}{v}",
    "社区上门核查地点：{v}",
    "h::dz={v}",
    "签证结果请邮寄至{pcd}{v}",
    "收货地址{pcd}{v}",
    "信用卡账单地址：{pcd}{v}",
    "h::- jiedao: {v}\n- chengshi: {cityzh}",
    "租客的新住处在{pcd}{v}",
    "h::{pcd}{v}（居住）",
    "公积金提取所购房屋位于{pcd}{v}",
    "fw,h::住址：{pcd}{v}",
]
T["address", "mixed"] = [
    "zh::药 refill 请寄到 {pcd}{v}",
    "Address 地址：{v}",
    "zh::我上个月 move 到了 {pcd}{v}，请 update 保险资料",
    "h::{v} 是 tenancy agreement 上的房屋地址",
    "statement 邮寄地址 — {v}",
    "zh::户籍 address：{pcd}{v}",
    "h::| field | 值 |\n|---|---|\n| street | {v} |",
    '{"address_line1": "{v}", "城市": "{city}"}',
    "zh::现居住 {pcd}{v}（since {year}）",
    "court notice 已送达 {v}",
    "appointment letter 寄往 {v}",
    "h::住在 {v}，with two kids",
    "zh::payroll 档案里的 home address：{pcd}{v}",
    'h::"{v}" — POA 上的 correspondence address',
    "mortgage 抵押房产 located at {v}",
    "以前的 address 是 {v}",
    "council 上门 inspection 地点：{v}",
    "h::addr={v}",
    "visa 结果请 post 到 {v}",
    "zh::收货地址 shipping：{pcd}{v}",
    "card billing address 账单地址：{v}",
    "h::- street_address: {v}\n- 城市: {city}",
    "tenant 的新住处在 {v}",
    "h::住址{v}thanks",
    "zh::公积金 withdrawal 所购房屋位于 {pcd}{v}",
    "fw,h::地址 address：{v}",
]

T["government_id", "en"] = [
    "ssn::SSN: {v}",
    "ssn::Social Security number on the W-2 is {v}",
    "nino::National Insurance number {v}",
    "nino::NI no. for the payslip: {v}",
    "passus::Passport number {v}, expiry {date}",
    "passgb::UK passport no. {v} (visa application section 3)",
    "ssnnd::TIN/SSN {v}",
    "ssn,h::{v} - that's the SSN the insurer has on file",
    "ninoown,h::| field | value |\n|---|---|\n| NINO | {v} |",
    'ssn::{"ssn": "{v}", "source": "pre-auth form"}',
    "passus::passport_number: {v}",
    "ssn,h::Numbers on the tax filing: form 1040, line 11, {v}, refund {amt}",
    "nino,lo::ni number {v}",
    "ssn::Applicant's social security no. {v} verified",
    "ninoown::HMRC reference (your National Insurance no.): {v}",
    'passgb,h::travel document "{v}" issued {date}',
    "ssnnd,h::ssn={v}",
    "ssn::The member ID is not the SSN; SSN = {v}",
    "ninoown,h::NINO{v}",
    "passus::Your passport (No. {v}) must be valid for six months",
    "ssn::Full Social Security Number: {v}",
    "nino::payroll record: national insurance {v}",
    "passgb::The residence permit application lists passport {v}",
    "ssn,up,h::SOCIAL SECURITY # {v}",
    "cnid::Chinese resident ID card no. {v} (for the visa sponsor)",
    "ninoown::NI: {v}",
    "passus,h::Passport# {v}",
]
T["government_id", "zh"] = [
    "身份证号：{v}",
    "居民身份证号码{v}",
    "cnpass::护照号码{v}，有效期至{date}",
    "h::{v}是我的身份证",
    "证件号码:{v}",
    "h::| 字段 | 值 |\n|---|---|\n| 身份证 | {v} |",
    '{"shenfenzheng": "{v}"}',
    "挂号实名认证使用身份证{v}",
    "医保参保人证件号{v}",
    "cnpass::签证申请表第3栏：护照号{v}",
    "h::个税申报里的号码：申报表A100000、第11行、{v}、退税{amt}",
    "贷款申请人身份证号码为{v}",
    "cnidown,lo::证件号{v}",
    "社保卡绑定的公民身份号码：{v}",
    "h::身份证{v}",
    "cnpass,h::旅行证件“{v}”",
    "户口本上登记的身份证号是{v}",
    "公积金账户对应证件号码——{v}",
    "fw,h::身份证号码：{v}",
    "委托人身份证：{v}",
    "cnpass::因私护照{v}已提交",
    "h::sfz={v}",
    "承租人证件号码（身份证）{v}",
    "被告公民身份号码{v}",
    "cnidown::请核对身份证号是否为{v}",
    "cnidown,h::号码{v}（身份证）",
]
T["government_id", "mixed"] = [
    "身份证号 ID：{v}",
    "ssn::SSN 是 {v}",
    "cnpass::passport 护照号 {v}，expiry {date}",
    "h::{v} 是我的身份证",
    "nino::NI number：{v}",
    "h::| field | 值 |\n|---|---|\n| 身份证 | {v} |",
    '{"shenfenzheng": "{v}", "source": "挂号"}',
    "挂号实名 verification 用身份证 {v}",
    "医保 member 证件号 {v}",
    "passgb::visa 表 section 3：passport {v}",
    "ssn,h::tax filing 里的 numbers：form 1040、line 11、{v}、refund {amt}",
    "贷款 applicant 身份证号码 {v}",
    "cnidown,lo::ID no.{v}",
    "社保卡绑定的 ID number：{v}",
    "h::身份证{v}thx",
    'cnpass,h::travel document "{v}"',
    "户口本 registered 的身份证号 {v}",
    "公积金 account 对应证件号 — {v}",
    "fw,h::身份证 ID：{v}",
    "POA 委托人 ID card：{v}",
    "ninoown::HMRC 的 NINO：{v}",
    "h::sfz={v}",
    "tenant 证件号码（身份证）{v}",
    "ssnnd::social security no. 是 {v}",
    "cnidown,h::号码 {v}（身份证）",
]

T["financial", "en"] = [
    "card::Card number: {v}",
    "cardsp::Please refund to card {v}.",
    "iban::IBAN {v}",
    "ibanown::Salary is paid into IBAN {v}",
    "aba::Routing number {v}",
    "acct::Checking account no. {v} (direct deposit)",
    "card,h::{v} is the card that was charged twice",
    "cardsp,h::| txn | card | amount |\n|---|---|---|\n| {ref} | {v} | {amt} |",
    'iban::{"iban": "{v}", "purpose": "rent"}',
    "card,h::Numbers on the statement: invoice {badluhn}, order 7731-22, {v}",
    "aba::ABA {v} / account on file",
    "acct::Mortgage repayments debit account {v}",
    'ibanown,h::rent goes to "{v}"',
    "card::Visa/Mastercard PAN {v}",
    "cardsp::credit card {v}, exp 08/27",
    "iban::Tax refund bank details - IBAN: {v}",
    "acct::Account number {v}",
    "aba,h::routing={v}",
    "card::Pre-auth was charged to the card {v}",
    "ibanown::Pay the deposit to {v} (landlord's account)",
    "acct,h::acct# {v}",
    "card::card_number: {v}",
    "ibanown,lo::iban {v}",
    "acct::Payroll deposits go to savings account {v}",
    "cardsp,h::Disputed: {amt} on {v}",
    "aba::Bank routing/transit number: {v}",
]
T["financial", "zh"] = [
    "银行卡号：{v}",
    "退款请退到卡号{v}",
    "工资卡{v}",
    "h::{v}是被重复扣款的那张卡",
    "cncardsp,h::| 交易 | 卡号 | 金额 |\n|---|---|---|\n| {ref} | {v} | {amt} |",
    '{"yinhangka": "{v}"}',
    "h::对账单上的数字：发票号{badluhn}、订单7731-22、{v}",
    "cnacct::贷款还款账户{v}",
    "iban::境外汇款IBAN：{v}",
    "card::信用卡{v}，有效期08/27",
    "cnacct::个税退税银行账号：{v}",
    "cnacct::公积金缴存账号{v}",
    "cnacct::押金请转至房东账户{v}",
    "h::卡号{v}",
    "fw,h::银行卡：{v}",
    "医保个人账户绑定的银行卡为{v}",
    "h::“{v}”——放款账户",
    "借记卡号码{v}已核实",
    "card::预授权冻结在信用卡{v}上",
    "cnacct,h::zhanghao={v}",
    "cnacct::收款账号 {v}（开户行略）",
    "cncardsp,h::争议交易：{amt}，卡{v}",
    "社保待遇发放账户：{v}",
    "card::卡面号码{v}",
    "储蓄卡{v}每月自动扣款",
    "iban,h::IBAN{v}",
]
T["financial", "mixed"] = [
    "card number 卡号：{v}",
    "refund 请退到卡 {v}",
    "iban::IBAN：{v}",
    "ibanown::工资打到 IBAN {v}",
    "aba::routing number 是 {v}",
    "h::{v} 是被 charge 两次的那张卡",
    "cardsp,h::| txn | 卡号 | amount |\n|---|---|---|\n| {ref} | {v} | {amt} |",
    '{"yinhangka": "{v}", "purpose": "rent"}',
    "h::statement 上的 numbers：invoice {badluhn}、订单 7731-22、{v}",
    "cnacct::mortgage 还款账户 {v}",
    "card::信用卡 credit card {v}，exp 08/27",
    "cnacct::tax refund 银行账号：{v}",
    "ibanown::押金转到 landlord 的 {v}",
    "h::卡号{v}thanks",
    "fw,h::bank card：{v}",
    "医保 account 绑定的银行卡 {v}",
    'h::"{v}" — 放款 account',
    "debit card {v} 已核实",
    "card::pre-auth 冻结在 card {v} 上",
    "acct,h::acct#{v}",
    "cnacct::收款 account no. {v}",
    "cardsp,h::dispute：{amt}，卡 {v}",
    "社保 payment 账户：{v}",
    "acct::savings account 储蓄账户 {v}",
    "iban,h::IBAN{v}",
]

T["person_name", "en"] = [
    "My name is {v} and I need a repeat prescription.",
    "Patient: {v}",
    "Dear {v}, your appointment has been confirmed.",
    "h::{v} called about the lab results this morning.",
    "Account holder - {v}",
    "Tenant: {v}; landlord: Harbour Lettings Ltd",
    "h::| role | name |\n|---|---|\n| attorney | {v} |",
    '{"person": "{v}", "role": "claimant"}',
    "Signed, {v}",
    "I, {v}, appoint the attorney named below.",
    "Prepared for {v} (policy {ref})",
    "h::Thanks - {v}",
    "up,h::EMPLOYEE: {v}",
    "fl::The referral came from Dr {v}.",
    "Applicant's full name: {v}",
    "h::Spoke with {v} at the council about housing benefit.",
    "Refill requested by {v}",
    "Payslip for {v}, period {n}",
    'h::"{v}" is listed as the guarantor',
    "Cardholder name {v}",
    "lo,h::per {v}'s message",
    "h::- name: {v}\n- dob: withheld",
    "Next of kin: {v}",
    "h::Parties in the dispute: Visa, Acme Payments Ltd, {v}",
    "The contact person for the visa sponsor is {v}",
    "Borrower {v} requests a payment holiday.",
]
T["person_name", "zh"] = [
    "我叫{v}，想续开降压药",
    "患者：{v}",
    "{v}您好，您的复诊已预约成功",
    "h::{v}上午打电话来问化验结果",
    "户名——{v}",
    "承租人：{v}；出租方：安居房产有限公司",
    "h::| 角色 | 姓名 |\n|---|---|\n| 受托人 | {v} |",
    '{"xingming": "{v}", "juese": "原告"}',
    "签名：{v}",
    "本人{v}，特委托下列人员办理",
    "联系人{v}",
    "h::谢谢——{v}",
    "就诊人姓名:{v}",
    "转诊医生为{v}医生",
    "申请人姓名：{v}",
    "h::今天跟街道的{v}沟通了低保的事",
    "代配药人{v}",
    "工资条：{v}，{year}年{n}月",
    "h::“{v}”被列为担保人",
    "持卡人{v}",
    "h::姓名{v}",
    "h::- 姓名: {v}\n- 出生日期: 已隐去",
    "紧急联系人：{v}",
    "h::争议涉及：银联、快付科技有限公司、{v}",
    "经办人是{v}",
    "借款人{v}申请延期还款",
]
T["person_name", "mixed"] = [
    "我叫 {v}，need a refill",
    "Patient 姓名：{v}",
    "Dear {v}，您的 appointment 已确认",
    "h::{v} 早上 call 过来问 lab results",
    "account holder 户名：{v}",
    "Tenant 承租人：{v}",
    "h::| role | 姓名 |\n|---|---|\n| attorney | {v} |",
    '{"name": "{v}", "角色": "claimant"}',
    "签名 signed：{v}",
    "本人 {v} hereby 委托下列 attorney",
    "联系人 contact：{v}",
    "h::谢谢 — {v}",
    "Applicant 申请人 {v}",
    "referral 来自 {v} 医生",
    "h::跟 council 的 {v} 聊了 housing benefit",
    "refill 代办人 {v}",
    "{v} 的 payslip，第{n}期",
    'h::"{v}" 是 guarantor',
    "cardholder 持卡人 {v}",
    "h::- name: {v}\n- 备注: 复诊",
    "紧急联系人 next of kin：{v}",
    "h::dispute 里提到：Visa、快付科技、{v}",
    "visa sponsor 的联系人是 {v}",
    "borrower {v} 申请 payment holiday",
    "my name is {v}，请帮我查医保",
    "h::姓名{v}thx",
]

T["username", "en"] = [
    "at::DM me on Twitter, I'm {v}",
    "Username: {v}",
    "Portal login ID is {v}",
    "h::{v} is my handle on the patient forum",
    "at::Tagged {v} in the refund thread",
    "login={v}",
    "h::| field | value |\n|---|---|\n| user | {v} |",
    '{"username": "{v}", "mfa": "enabled"}',
    "Sign in as {v} to view your payslip",
    "at::cc {v} on the tenancy issue",
    "Your user ID for the tax portal: {v}",
    "h::accounts mentioned: admin, root, {v}, guest",
    "at,h::Complaint raised by the tenant ({v}) on the forum",
    "screen name {v}",
    "at::Telegram: {v}",
    "user: {v}",
    'h::"{v}" logged in from a new device',
    "GitHub handle {v}",
    "h::signed in as `{v}`",
    "h::- handle: {v}",
    "Benefits portal account name: {v}",
    "at::Reply to {v} in the council's community group",
    "Employee self-service login: {v}",
    "at,h::{v} said the mortgage offer arrived",
    "Instagram account {v} posted the screenshot of the court letter",
    "up,h::USERID {v}",
]
T["username", "zh"] = [
    "用户名：{v}",
    "登录账号{v}",
    "at::微博昵称{v}",
    "h::{v}是我在病友论坛的账号",
    "wx::微信号：{v}",
    "h::| 字段 | 值 |\n|---|---|\n| 用户 | {v} |",
    '{"yonghuming": "{v}"}',
    "以{v}身份登录查看工资条",
    "个税App登录名：{v}",
    "h::提到的账号：admin、root、{v}、guest",
    "at::在退款群里{v}了一下",
    "at::抖音号{v}",
    "h::“{v}”从新设备登录",
    "GitHub账号{v}",
    "h::denglu={v}",
    "医保网厅账户名{v}",
    "at,h::{v}说房贷批下来了",
    "员工自助系统工号登录名：{v}",
    "wx::加我微信{v}",
    "论坛ID：{v}",
    "h::- yonghu: {v}",
    "网名 {v}",
    "at::投诉人（{v}）在业主群发帖",
    "社保网厅用户名为{v}",
    "h::账号{v}",
    "at::小红书{v}",
]
T["username", "mixed"] = [
    "username 用户名：{v}",
    "login 账号 {v}",
    "at::Twitter 上 DM 我 {v}",
    "h::{v} 是我在病友 forum 的 handle",
    "wx::WeChat ID：{v}",
    "h::| field | 值 |\n|---|---|\n| user | {v} |",
    '{"yonghuming": "{v}", "mfa": "enabled"}',
    "sign in as {v} 查看 payslip",
    "个税 portal user ID：{v}",
    "h::提到的 accounts：admin、root、{v}、guest",
    "at::在 refund 群里 {v} 了一下",
    "at::Telegram：{v}",
    'h::"{v}" 从新 device 登录',
    "GitHub handle 是 {v}",
    "h::denglu={v}",
    "医保 portal 账户名 {v}",
    "at,h::{v} 说 mortgage offer 批了",
    "employee self-service 登录名：{v}",
    "wx::加我 WeChat {v}",
    "forum ID：{v}",
    "h::- handle: {v}",
    "screen name 网名 {v}",
    "at::投诉人（{v}）在 community group 发帖",
    "h::账号{v}thx",
    "at::小红书 account {v}",
]

T["home_path", "en"] = [
    "Saved the statement to {v}/Downloads/statement_2025_03.pdf",
    'Traceback (most recent call last):\n  File "{v}/projects/claims/ingest.py", line 42, in <module>',
    "unix::cd {v}/payroll && make export",
    "The scanned lease is in {v}/Documents/lease.pdf",
    "h::{v}/.aws/credentials was world-readable",
    "unix::export PATH={v}/.local/bin:$PATH",
    "mac::Log file: {v}/Library/Logs/portal.log",
    '{"file": "{v}/tax/2024/return.xml"}',
    "h::| file | path |\n|---|---|\n| lab pdf | {v}/Desktop/labs.pdf |",
    "PermissionError: [Errno 13] Permission denied: '{v}/visa/form_ds160.pdf'",
    "unix::The backup cron writes to {v}/backups/",
    "h::paths: /usr/lib/python3.12, /opt/app, {v}/notes, /var/log",
    "The agent read {v}/Documents/poa_draft.docx",
    "win::Attachment cached at {v}/AppData/Local/Temp/refund.msg",
    "unix::ls -la {v}/mortgage",
    'h::"{v}/secrets.env"',
    "unix::source {v}/.venv/bin/activate",
    "ModuleNotFoundError raised from {v}/src/council/notice.py",
    "h::- path: {v}/Pictures/insurance_card.jpg",
    "win::Excel autosaved to {v}/OneDrive/budget.xlsx",
    "git clone into {v}/code/loan-calc",
    "h::open {v}/Downloads/appointment.ics",
    "unix::Config loaded from {v}/.config/portal/settings.toml",
    "Moved the payslips to {v}/payslips/{year}/",
    "unix,h::tail -f {v}/logs/app.log",
    "win::The installer put the tax tool in {v}/AppData/Roaming/TaxTool",
]
T["home_path", "zh"] = [
    "对账单已保存到{v}/Downloads/duizhangdan_2025_03.pdf",
    '报错：File "{v}/projects/yibao/ingest.py", line 42',
    "unix::先cd {v}/gongzi 再执行make",
    "扫描的租赁合同在{v}/Documents/zulin.pdf",
    "h::{v}/.aws/credentials权限是所有人可读",
    "unix::环境变量PATH加上{v}/.local/bin",
    "mac::日志文件：{v}/Library/Logs/portal.log",
    '{"wenjian": "{v}/geshui/2024/shenbao.xml"}',
    "h::| 文件 | 路径 |\n|---|---|\n| 化验单 | {v}/Desktop/huayan.pdf |",
    "权限不足，无法读取'{v}/qianzheng/biaoge.pdf'",
    "unix::备份任务写入{v}/backups/",
    "h::路径：/usr/lib/python3.12、/opt/app、{v}/notes、/var/log",
    "助手读取了{v}/Documents/weituoshu.docx",
    "win::附件缓存在{v}/AppData/Local/Temp/tuikuan.msg",
    "unix::ls -la {v}/fangdai",
    "h::“{v}/secrets.env”",
    "unix::执行source {v}/.venv/bin/activate",
    "报错位置{v}/src/jiedao/tongzhi.py",
    "h::- lujing: {v}/Pictures/yibaoka.jpg",
    "win::表格自动保存到{v}/OneDrive/yusuan.xlsx",
    "代码克隆到了{v}/code/daikuan",
    "h::打开{v}/Downloads/yuyue.ics",
    "unix::配置从{v}/.config/portal/settings.toml加载",
    "工资条移到{v}/gongzitiao/{year}/",
    "unix,h::tail -f {v}/logs/app.log看日志",
    "win::报税工具装在{v}/AppData/Roaming/TaxTool",
]
T["home_path", "mixed"] = [
    "statement 存到了 {v}/Downloads/statement.pdf",
    'Traceback：File "{v}/projects/claims/ingest.py"，line 42',
    "unix::先 cd {v}/payroll 再 make export",
    "lease 扫描件在 {v}/Documents/lease.pdf",
    "h::{v}/.aws/credentials 是 world-readable 的",
    "unix::PATH 加上 {v}/.local/bin",
    "mac::log 文件：{v}/Library/Logs/portal.log",
    '{"file": "{v}/geshui/2024/return.xml"}',
    "h::| 文件 | path |\n|---|---|\n| lab pdf | {v}/Desktop/labs.pdf |",
    "Permission denied：'{v}/visa/form.pdf'",
    "unix::backup cron 写到 {v}/backups/",
    "h::paths：/usr/lib/python3.12、/opt/app、{v}/notes、/var/log",
    "agent 读了 {v}/Documents/poa_draft.docx",
    "win::附件 cache 在 {v}/AppData/Local/Temp/refund.msg",
    "unix::ls -la {v}/mortgage 看一下",
    'h::"{v}/secrets.env"',
    "unix::source {v}/.venv/bin/activate 之后再跑",
    "报错在 {v}/src/council/notice.py",
    "h::- path: {v}/Pictures/医保卡.jpg",
    "win::Excel 自动保存到 {v}/OneDrive/budget.xlsx",
    "git clone 到 {v}/code/loan-calc",
    "h::open {v}/Downloads/yuyue.ics",
    "工资条 move 到 {v}/payslips/{year}/",
    "unix,h::tail -f {v}/logs/app.log 看 log",
    "win::tax tool 装在 {v}/AppData/Roaming/TaxTool",
]

T["schedule", "en"] = [
    "I take my metformin at {v} every day.",
    "Every day at {v} I check my blood sugar.",
    "h::{v} is when I do my insulin injection, daily",
    "My shift starts at {v}, so please book afternoon appointments.",
    "I walk the dog at {v} each evening.",
    "Usually asleep by {v} on weeknights.",
    "h::| routine | time |\n|---|---|\n| evening meds | {v} |",
    '{"routine": "wake up", "time": "{v}"}',
    "I leave for work at {v} every weekday.",
    "I pick the kids up from school at {v} daily.",
    "I'm usually home by {v} if the courier needs to deliver.",
    "h::gym {v} mon-fri",
    "My daily dialysis starts at {v}.",
    "I go to bed around {v}.",
    "h::- wake_time: {v}",
    "Each night at {v} I lock up and set the alarm.",
    "I usually have my meal at {v}, call me after that.",
    "The carer visits at {v} every day.",
    "h::Routine: meds {v}, then breakfast",
    "I always do the school run at {v}.",
    'h::"{v}" - when I\'m normally out jogging',
    "We eat dinner at {v} most days.",
    "My inhaler reminder is set for {v} each day.",
    "I start night shifts at {v} on Tuesdays and Fridays.",
    "h::usually online {v} weekdays",
    "up,h::DAILY BLOOD PRESSURE CHECK AT {v}",
]
T["schedule", "zh"] = [
    "我每天{v}吃降压药",
    "每天{v}测一次血糖",
    "h::{v}是我每天打胰岛素的时间",
    "我{v}上班，复诊请排在下午",
    "每天{v}遛狗",
    "工作日一般{v}就睡了",
    "h::| 日常 | 时间 |\n|---|---|\n| 服药 | {v} |",
    '{"richang": "起床", "shijian": "{v}"}',
    "工作日我{v}出门上班",
    "孩子每天{v}放学，我去接",
    "快递{v}以后送，我一般那时到家",
    "h::健身{v}周一到周五",
    "每次透析{v}开始",
    "一般{v}左右睡觉",
    "h::- qichuang: {v}",
    "每晚{v}锁门",
    "我通常{v}吃饭，之后再打给我",
    "护工每天{v}上门",
    "h::作息：{v}吃药，然后吃饭",
    "每天{v}送孩子上学",
    "h::“{v}”——我平时跑步的时间",
    "我们家一般{v}吃晚饭",
    "吸入剂提醒设在每天{v}",
    "周二周五{v}开始上夜班",
    "h::工作日{v}在线",
    "h::每天{v}量血压",
    "fw,h::每日服药时间：{v}",
]
T["schedule", "mixed"] = [
    "我每天 {v} 吃 metformin",
    "every day {v} 测血糖",
    "h::{v} 是我每天打 insulin 的时间",
    "我 {v} 上班，appointment 请排下午",
    "每天 {v} walk the dog",
    "weeknights 一般 {v} 就睡了",
    "h::| routine | 时间 |\n|---|---|\n| 服药 | {v} |",
    '{"routine": "起床", "time": "{v}"}',
    "weekday 我 {v} 出门",
    "school pickup 每天 {v}",
    "courier {v} 以后送，I'm usually home then",
    "h::gym {v} 周一到周五",
    "dialysis 每次 {v} 开始",
    "一般 {v} 左右 go to bed",
    "h::- wake_time: {v}",
    "每晚 {v} lock up",
    "carer 每天 {v} 上门",
    "h::routine：{v} 吃药，then breakfast",
    "每天 {v} school run",
    'h::"{v}" — 我平时 jogging 的时间',
    "我们一般 {v} 吃 dinner",
    "inhaler reminder 设在每天 {v}",
    "night shift 周二周五 {v} 开始",
    "h::工作日 {v} online",
    "fw,h::daily 服药时间：{v}",
]

T["geo", "en"] = [
    "coord::Home coordinates for the courier: {v}",
    "zip::ZIP code {v}",
    "ukpc::Postcode: {v}",
    "nbhd::We live in {v}, near the park.",
    "coord,h::{v} - pin dropped at my flat for the ambulance",
    "ukpc::My postcode is {v}, for the GP catchment check",
    "zip::Mailing ZIP: {v}",
    "nbhd::The flat is in the {v} area.",
    'coord::{"lat_lng": "{v}"}',
    "ukpc,h::| field | value |\n|---|---|\n| postcode | {v} |",
    "ukpc,lo::postcode {v}",
    "ukpc,h::{v} is our postcode for the council tax band",
    "nbhd,h::moved from {v} to a bigger place",
    "llocal::GPS at the clinic drop-off: {v}",
    "zip4::Tax form line: ZIP+4 {v}",
    "coord::location: {v}",
    "nbhd::Our neighbourhood ({v}) has a new pharmacy.",
    "ukpc,up::POST CODE {v}",
    "zip,h::codes on the claim form: CPT 99213, ICD E11.9, home ZIP {v}",
    "llocal::Last known location {v}",
    "nbhd::Looking for a rental near {v}, where I live now",
    "ukpc::Please confirm the postcode ({v}) on the visa form.",
    "zip::Postal code for the bank: {v}",
    "coord,h::- geo: {v}",
    "nbhd::Lives on the {v} estate",
    "llocal,h::lat/long {v}",
]
T["geo", "zh"] = [
    "xq::我住在{v}，离医院很近",
    "zhpc::邮编：{v}",
    "xq::小区名称：{v}",
    "coordzh::定位坐标{v}",
    "xq,h::{v}那边的药店能送药吗",
    "zhpc::邮政编码{v}",
    "xq::户籍所在小区：{v}",
    'coordzh::{"zuobiao": "{v}"}',
    "zhpc,h::| 字段 | 值 |\n|---|---|\n| 邮编 | {v} |",
    "xq::业主群是{v}的",
    "zhpc,h::{v}是我们这边的邮编",
    "coordzh,h::{v}——急救车请到这个位置",
    "xq::从{v}搬到了新家",
    "coordzh::经纬度：{v}",
    "xq::租的房子在{v}",
    "zhpc::寄件地邮编 {v}",
    "xq,h::- xiaoqu: {v}",
    "xq::我家小区（{v}）新开了社区卫生站",
    "zhpc,fw::邮编：{v}",
    "coordzh::最后定位在{v}",
    "xq::想在{v}附近找房子，现在就住这儿",
    "zhpc::表上邮编（{v}）请核对",
    "xq::{v}居委会开的居住证明",
    "coordzh,h::GPS{v}",
    "xq,h::住址是{cityzh}{v}",
    "zhpc,h::邮编{v}",
]
T["geo", "mixed"] = [
    "xq::我住在 {v}，near the hospital",
    "zhpc::postcode 邮编：{v}",
    "ukpc::UK postcode 是 {v}",
    "coordzh::定位 coordinates {v}",
    "xq,h::{v} 那边的 pharmacy 能送药吗",
    "zip::ZIP code 邮编 {v}",
    "xq::小区 name：{v}",
    'coordzh::{"coords": "{v}"}',
    "zhpc,h::| field | 邮编 |\n|---|---|\n| home | {v} |",
    "nbhd::我们住在 {v} area",
    "ukpc,h::{v} 是我们的 postcode",
    "coord,h::{v} — 急救车请来这个 location",
    "xq::从 {v} move 到了新家",
    "coordzh::lat/lng 经纬度：{v}",
    "xq::rental 房子在 {v}",
    "ukpc,lo::postcode {v}",
    "xq,h::- xiaoqu: {v}",
    "xq::我家小区（{v}）新开了 clinic",
    "zhpc,fw::邮编 zip：{v}",
    "llocal::last known location {v}",
    "nbhd::想在 {v} 附近找 rental，现在就住这儿",
    "zhpc::表上 postcode（{v}）请核对",
    "xq::{v} 居委会开的 residence 证明",
    "coordzh,h::GPS{v}",
    "xq,h::住 {cityzh}{v}",
]

# ---------------------------------------------------------------------------------------------
# Benign texts (no personal value).  "h::" marks hand-written hard negatives.
# ---------------------------------------------------------------------------------------------
BENIGN = {
    "en": [
        "Your repeat prescription for {drug} is ready for collection at the pharmacy.",
        "Please fast for 8 hours before the blood test.",
        "Lab summary: cholesterol within range, eGFR stable since the last review.",
        "Appointment type: follow-up, duration 20 minutes, clinic {city} General.",
        "Pre-authorization {ref} approved for 6 physiotherapy sessions.",
        "The statement shows 14 transactions totalling {amt}.",
        "Interest rate fixed at 4.29% for 5 years; arrangement fee {amt}.",
        "Tax year {year}-{year2}: personal allowance applied, no underpayment.",
        "Refund dispute {ref} closed on {date} in the customer's favour.",
        "Deposit protected with the scheme within 30 days, as required.",
        "The council will review the application within 8 weeks.",
        "Visa fee {amt}; processing time up to 3 weeks for standard service.",
        "The lasting power of attorney must be registered before it can be used.",
        'Extraction result: {"entities": [], "status": "no personal data found"}',
        "Retry after a 503 from the payments API; request id {uuid}.",
        "The portal runs on port 8443 behind the load balancer.",
        "Ticket {ref}: PDF export of statements fails for files over 20 MB.",
        "Commit {hash} fixes the rounding bug in the loan calculator.",
        "The clinic in {city} is closed on Christmas Day and Boxing Day.",
        "Processing takes 3-5 working days after the documents arrive.",
        "Payroll run {n} completed; 214 payslips generated.",
        "Court hearing listed for {date}; duration estimate half a day.",
        "Invoice total {amt} including VAT at 20%.",
        "Early morning appointments are usually less busy.",
        "Upload size limit is 25 MB per document.",
        "h::Order number {badluhn} was dispatched on {date}.",
        "h::Release build 2024.11.30 of the portal app is live.",
        "h::The meeting room has space for 6 people.",
        "h::Requires Python 3.12 and PostgreSQL 16; default port 5432.",
        "h::Article from the Washington Post on rising rents in {city}.",
        "h::ICD-10 code E11.9, CPT 99213, NDC 0002-8215-01.",
        "h::Take 2 tablets twice a day with food for 7 days.",
        "h::Form SA100, box 17; Section 21 notice guidance, version 3.",
        "h::In an emergency call 999; for non-urgent advice call NHS 111.",
        "h::Use the test card 4242 4242 4242 4242 only in the sandbox.",
        "h::Docs: see https://docs.example.com/api/v2/refunds#status",
        "h::Status page at status.example.org; SLA 99.9%.",
        "h::Account type: Joint; Sort order: Date (newest first).",
        "h::Dosage 500 mg, batch LOT-24A117, expiry 11/2027.",
        "h::Chapter 7, Rule 12(b)(6); Title 26 U.S.C. section 401(k).",
        'h::{"field": "email", "value": null, "redacted": true}',
        "h::Password rules: at least 12 characters, one digit, one symbol.",
        "h::Placeholder values like [EMAIL] and <PHONE> must not be shown to users.",
    ],
    "zh": [
        "您续开的{drugzh}已可到药房领取。",
        "抽血前请空腹8小时。",
        "化验摘要：血脂正常，肾功能与上次复查相比稳定。",
        "复诊类型：随访，时长20分钟，就诊科室：内分泌科。",
        "预授权{ref}已批准6次康复治疗。",
        "本期对账单共14笔交易，合计{amt}。",
        "贷款年利率3.45%，期限30年，等额本息。",
        "{year}年度个税汇算已完成，无需补税。",
        "退款争议{ref}已于{date}结案。",
        "押金已按合同约定在30日内退还。",
        "街道办将在8个工作日内审核申请。",
        "签证费{amt}，标准办理时间为15个工作日。",
        "授权委托书需经公证后方可使用。",
        '抽取结果：{"entities": [], "status": "未发现个人信息"}',
        "支付接口返回503，请求号{uuid}，稍后重试。",
        "门户服务部署在8443端口。",
        "工单{ref}：导出超过20MB的对账单失败。",
        "提交{hash}修复了房贷计算器的舍入问题。",
        "{cityzh}各社区卫生服务中心国庆假期正常开诊。",
        "材料齐全后3至5个工作日办结。",
        "第{n}批工资发放完成，共生成214份工资条。",
        "开庭时间定于{date}，预计半天。",
        "发票金额{amt}，含税率6%。",
        "清晨时段的号源通常比较充足。",
        "单个文件上传上限25MB。",
        "h::订单号{badluhn}已于{date}发货。",
        "h::门户App版本2024.11.30已上线。",
        "h::会议室可容纳6人。",
        "h::需要Python 3.12和PostgreSQL 16，默认端口5432。",
        "h::去南京路步行街逛了一下午，人很多。",
        "h::诊断编码E11.9，医保目录编码XK1234。",
        "h::每日两次，每次2片，饭后服用，连服7天。",
        "h::根据《民法典》第七百零三条及第12条规定办理。",
        "h::急救请拨打120，政务服务热线12345。",
        "h::测试环境可用测试卡号4242 4242 4242 4242。",
        "h::接口文档：https://docs.example.com/api/v2/refunds",
        "h::账户类型：个人；排序：按日期倒序。",
        "h::规格500mg，批号LOT-24A117，有效期至2027年11月。",
        "h::北京市公积金管理中心发布了新的提取政策。",
        'h::{"字段": "邮箱", "值": null, "已脱敏": true}',
        "h::密码规则：至少12位，包含数字和符号。",
        "h::[EMAIL]和<PHONE>这类占位符不要展示给用户。",
        "h::上海市浦东新区政务服务中心周末不办公。",
    ],
    "mixed": [
        "你的 {drug} refill 已经 ready，可以去药房取。",
        "blood test 前请空腹 8 小时。",
        "Lab summary：血脂正常，eGFR stable。",
        "Appointment type 随访，duration 20 分钟。",
        "Pre-auth {ref} 已批准 6 次 physiotherapy。",
        "本期 statement 共 14 笔 transactions，合计 {amt}。",
        "mortgage 利率 fixed 4.29%，5 年期。",
        "{year} tax year 个税汇算已完成，no underpayment。",
        "refund dispute {ref} 已于 {date} closed。",
        "deposit 已在 30 天内退还。",
        "council 会在 8 周内 review 申请。",
        "visa fee {amt}，standard 办理 3 周。",
        "POA 授权委托书需要先 register 才能用。",
        'Extraction 结果：{"entities": [], "status": "no PII"}',
        "payments API 返回 503，request id {uuid}，稍后 retry。",
        "portal 跑在 8443 端口。",
        "Ticket {ref}：超过 20 MB 的 statement export 失败。",
        "commit {hash} 修复了 loan calculator 的 rounding bug。",
        "{city} 的 clinic 国庆节照常开诊。",
        "材料齐全后 3-5 working days 办结。",
        "payroll run {n} 完成，生成 214 份 payslips。",
        "court hearing 定在 {date}，预计半天。",
        "invoice 合计 {amt}，含 VAT。",
        "early morning 的号源比较多。",
        "upload 上限 25 MB。",
        "h::订单号 order {badluhn} 已于 {date} 发货。",
        "h::release build 2024.11.30 已上线。",
        "h::会议室 room for 6 people。",
        "h::需要 Python 3.12 + PostgreSQL 16，port 5432。",
        "h::Washington Post 有篇讲 {city} 房租的文章。",
        "h::ICD-10 E11.9，医保编码 XK1234。",
        "h::每日两次，每次 2 tablets，饭后服用。",
        "h::Section 21 notice 和《民法典》第 703 条。",
        "h::急救打 120，UK 打 999，non-urgent 打 NHS 111。",
        "h::sandbox 用 test card 4242 4242 4242 4242。",
        "h::docs：https://docs.example.com/api/v2/refunds",
        "h::account type：joint；排序 newest first。",
        "h::规格 500 mg，batch LOT-24A117，expiry 11/2027。",
        'h::{"field": "邮箱", "value": null, "redacted": true}',
        "h::password 规则：至少 12 位，含 digit 和 symbol。",
        "h::[EMAIL] 和 <PHONE> 占位符不要展示给 user。",
        "h::去了 Oxford Street 和南京路逛街。",
    ],
}

# ---------------------------------------------------------------------------------------------
# Value generators
# ---------------------------------------------------------------------------------------------
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
B64 = string.ascii_letters + DG
URLSAFE = B64 + "-_"

CITIES_EN = [
    "London", "Manchester", "Leeds", "Bristol", "Cardiff", "Glasgow", "Edinburgh",
    "Birmingham", "Boston", "Chicago", "Seattle", "Denver", "Austin", "Portland",
    "Atlanta", "Phoenix", "Sheffield", "Nottingham", "Oxford", "Cambridge",
]
CITIES_ZH = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "西安", "重庆", "苏州", "天津"]
DRUGS = ["atorvastatin", "metformin", "amlodipine", "omeprazole", "levothyroxine", "sertraline"]
DRUGS_ZH = ["阿托伐他汀", "二甲双胍", "氨氯地平", "奥美拉唑", "左甲状腺素", "舍曲林"]
NBHD = [
    "Clapham Junction", "Jesmond", "Headingley", "Didsbury", "Moseley", "Roath",
    "Southville", "Kemptown", "Ancoats", "Hackney Wick", "Wicker Park", "Park Slope",
    "Echo Park", "Fishtown", "Shadyside", "Fells Point", "Stokes Croft", "Chorlton",
    "Walthamstow Village", "Crookes", "Bedminster", "Meadowbank", "Leith Walk",
    "Brixton Hill", "Aylesbury Estate", "Broadwater Farm", "Byker Wall",
    "Ballard", "Bernal Heights", "Logan Square",
]
XQ_A = [
    "翠湖", "金桂", "阳光", "锦绣", "碧水", "紫荆", "丽景", "枫林", "秀水", "龙湖",
    "海棠", "明珠", "怡景", "华府", "春晓", "馨园", "和平", "幸福", "滨江", "景苑",
]
XQ_B = ["花园", "小区", "家园", "名苑", "新村", "华庭", "公寓", "雅居", "嘉园", "新城"]
ROADS_ZH = [
    "中山北路", "人民路", "建设大道", "解放东路", "学府路", "滨江大道", "长江路", "花园街",
    "延安西路", "东风路", "科技二路", "黄河路", "文化路", "迎宾大道",
]
CN_AREAS = ["110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107",
            "420106", "320102", "610113", "500103", "370202", "350203"]
CN_MOBILE_PFX = ["130", "131", "135", "136", "137", "138", "139", "150", "151", "158",
                 "159", "177", "180", "182", "186", "187", "188", "189", "199"]
PHRASE_WORDS = ["copper", "lantern", "river", "maple", "orbit", "velvet", "harbor", "quartz",
                "meadow", "falcon", "ember", "glacier", "tulip", "cobalt", "saffron", "drizzle"]
CN_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
EN_NUM = ["twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten", "eleven", "twelve"]


def _luhn_complete(body: str) -> str:
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return body + str((10 - s % 10) % 10)


def _luhn_ok(num: str) -> bool:
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def _iban(cc: str, bban: str) -> str:
    conv = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return f"{cc}{98 - int(conv) % 97:02d}{bban}"


def _fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


class Gen:
    def __init__(self) -> None:
        fk = Faker(["en_US", "en_GB", "zh_CN"])
        fk.seed_instance(FAKER_SEED)
        self.us, self.gb, self.zh = fk["en_US"], fk["en_GB"], fk["zh_CN"]
        self.r = random.Random(RANDOM_SEED)

    # helpers -----------------------------------------------------------------------------
    def rs(self, alpha: str, n: int) -> str:
        return "".join(self.r.choice(alpha) for _ in range(n))

    def dg(self, n: int) -> str:
        return self.rs(DG, n)

    def en_fk(self):
        return self.r.choice([self.us, self.gb])

    # fillers -----------------------------------------------------------------------------
    def fill(self, key: str, lang: str) -> str | None:
        r = self.r
        if lang == "mixed" and key in ("date", "amt"):
            lang = r.choice(["en", "zh"])
        if key == "ref":
            return f"{r.choice(['PA', 'RX', 'CL', 'INV', 'CASE', 'REF', 'APP', 'TKT'])}-{r.randint(10000, 999999)}"
        if key == "date":
            y, m, d = r.randint(2023, 2026), r.randint(1, 12), r.randint(1, 28)
            if lang == "zh":
                return r.choice([f"{y}年{m}月{d}日", f"{y}-{m:02d}-{d:02d}"])
            months = ["January", "February", "March", "April", "May", "June", "July",
                      "August", "September", "October", "November", "December"]
            return r.choice([f"{d} {months[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{months[m - 1]} {d}, {y}"])
        if key == "amt":
            v = r.randint(20, 400000) / 100
            if lang == "zh":
                return r.choice([f"¥{v:,.2f}", f"{v:.2f}元"])
            return f"{r.choice(['£', '$', '€'])}{v:,.2f}"
        if key == "city":
            return r.choice(CITIES_ZH if lang == "zh" else CITIES_EN + (CITIES_ZH if lang == "mixed" else []))
        if key == "cityzh":
            return r.choice(CITIES_ZH)
        if key == "drug":
            return r.choice(DRUGS)
        if key == "drugzh":
            return r.choice(DRUGS_ZH)
        if key == "n":
            return str(r.randint(1, 12))
        if key == "pct":
            return f"{r.randint(4, 9)}.{r.randint(0, 9)}"
        if key == "year":
            return str(r.randint(2019, 2025))
        if key == "year2":
            return str(r.randint(20, 26))
        if key == "uuid":
            return str(uuid.UUID(int=r.getrandbits(128), version=4))
        if key == "hash":
            return self.rs("0123456789abcdef", r.choice([7, 12, 40]))
        if key == "dom":
            return r.choice(["portal.example.com", "service.example.org", "mail.example.net"])
        if key == "badluhn":
            while True:
                n = str(r.randint(1, 9)) + self.dg(15)
                if not _luhn_ok(n):
                    return n
        if key == "pcd":
            return f"{self.zh.province()}{self.zh.city_name()}市{self.zh.district()}区"
        return None

    # values ------------------------------------------------------------------------------
    def secret(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "aws":
            return r.choice(["AKIA", "ASIA"]) + self.rs(UP + DG, 16)
        if kind == "awssec":
            return self.rs(B64 + "/+", 40)
        if kind == "ghp":
            return r.choice(["ghp_", "gho_", "ghs_"]) + self.rs(B64, 36)
        if kind == "ghpat":
            return "github_pat_" + self.rs(UP + DG, 22) + "_" + self.rs(B64, 59)
        if kind == "slack":
            return f"{r.choice(['xoxb', 'xoxp', 'xoxa'])}-{self.dg(r.choice([10, 12]))}-{self.dg(13)}-{self.rs(B64, 24)}"
        if kind == "openai":
            if r.random() < 0.6:
                return "sk-proj-" + self.rs(URLSAFE, 74) + "T3BlbkFJ" + self.rs(URLSAFE, 74)
            return "sk-" + self.rs(B64, 20) + "T3BlbkFJ" + self.rs(B64, 20)
        if kind == "anth":
            return "sk-ant-api03-" + self.rs(URLSAFE, 93) + "AA"
        if kind == "stripe":
            return r.choice(["sk_live_", "rk_live_", "sk_test_"]) + self.rs(B64, r.choice([24, 34, 99]))
        if kind == "google":
            return "AIza" + self.rs(URLSAFE, 35)
        if kind == "hf":
            return "hf_" + self.rs(string.ascii_letters, 34)
        if kind == "sg":
            return "SG." + self.rs(URLSAFE, 22) + "." + self.rs(URLSAFE, 43)
        if kind == "tg":
            return f"{r.randint(10**8, 8 * 10**9)}:AA{self.rs(URLSAFE, 33)}"
        if kind == "jwt":
            alg = r.choice(["HS256", "RS256"])
            head = _b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
            body = {"sub": self.dg(r.choice([6, 9])), "iat": 1700000000 + r.randint(0, 10**8)}
            if r.random() < 0.5:
                body["scope"] = r.choice(["claims:read", "payroll", "portal"])
            pay = _b64url(json.dumps(body, separators=(",", ":")).encode())
            return f"{head}.{pay}.{self.rs(URLSAFE, 43 if alg == 'HS256' else 86)}"
        if kind == "pem":
            t = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
            lines = [self.rs(B64 + "+/", 64) for _ in range(r.randint(4, 9))]
            lines.append(self.rs(B64 + "+/", r.randint(8, 60)) + "==")
            return f"-----BEGIN {t}-----\n" + "\n".join(lines) + f"\n-----END {t}-----"
        if kind == "urlpw":
            if r.random() < 0.4:
                return self.us.password(length=r.randint(12, 20), special_chars=False)
            return self.rs(B64 + "-_.~", r.randint(14, 26))
        if kind == "hex":
            return r.choice([
                lambda: self.rs("0123456789abcdef", r.choice([32, 40, 64])),
                lambda: self.rs(B64, r.choice([32, 40])),
                lambda: self.us.sha256(),
                lambda: self.us.md5(),
            ])()
        raise KeyError(kind)

    def password(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "fk":
            f = r.choice([self.us, self.gb, self.zh])
            return f.password(length=r.randint(8, 18), special_chars=r.random() < 0.7,
                              digits=True, upper_case=r.random() < 0.85, lower_case=True)
        if kind == "phrase":
            ws = r.sample(PHRASE_WORDS, r.randint(3, 4))
            sep = r.choice(["-", " ", ".", "_"])
            return sep.join(ws) + r.choice(["", sep + self.dg(2), "!"])
        if kind == "human":
            w = r.choice(["Summer", "Bluebird", "Arsenal", "Sunflower", "Liverpool", "Winter", "Dragon"])
            return f"{w}{r.randint(1960, 2024)}{r.choice('!#$*@')}"
        if kind == "py":
            return f"{self.zh.last_romanized_name().lower()}{r.choice(['@', '#', '_', ''])}{r.randint(1000, 999999)}"
        raise KeyError(kind)

    def email(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "email":
            return self.en_fk().email()
        if kind == "free":
            return self.en_fk().free_email()
        if kind == "company":
            return self.us.company_email()
        if kind == "safe":
            return self.gb.safe_email()
        if kind == "ascii":
            return self.us.ascii_free_email()
        if kind == "zhfk":
            return r.choice([self.zh.email, self.zh.free_email])()
        if kind == "zhown":
            return f"{self.zh.first_romanized_name().lower()}{r.choice(['.', '_', ''])}{self.zh.last_romanized_name().lower()}{r.randint(1, 2024)}@{r.choice(['163.com', '126.com', 'sina.com', 'foxmail.com', 'aliyun.com'])}"
        if kind == "qq":
            return f"{r.randint(10**7, 4 * 10**9)}@qq.com"
        raise KeyError(kind)

    def phone(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "us":
            return self.us.phone_number()
        if kind == "gb":
            return self.gb.phone_number()
        if kind == "zh":
            return self.zh.phone_number()
        if kind == "msisdn":
            return r.choice([self.us, self.gb, self.zh]).msisdn()
        if kind == "usown":
            a, e, n = r.randint(201, 989), r.randint(201, 989), self.dg(4)
            return r.choice([f"+1 {a}-{e}-{n}", f"({a}) {e}-{n}", f"{a}.{e}.{n}", f"+1 ({a}) {e} {n} ext. {r.randint(10, 999)}"])
        if kind == "gbown":
            n = "7" + r.choice(["4", "5", "7", "8", "9"]) + self.dg(8)
            return r.choice([f"0{n[:4]} {n[4:]}", f"+44 {n[:4]} {n[4:]}", f"+44 (0){n[:4]} {n[4:7]} {n[7:]}", f"0{n}"])
        if kind == "cnfmt":
            p = r.choice(CN_MOBILE_PFX) + self.dg(8)
            return r.choice([p, f"{p[:3]} {p[3:7]} {p[7:]}", f"{p[:3]}-{p[3:7]}-{p[7:]}", f"+86 {p[:3]} {p[3:7]} {p[7:]}", f"+86-{p}", f"(+86){p}"])
        if kind == "land":
            c = r.choice(["010", "021", "020", "0755", "0571", "028", "027", "025"])
            n = str(r.randint(2, 8)) + self.dg(7)
            return r.choice([f"{c}-{n}", f"{c}-{n[:4]} {n[4:]}", f"({c}) {n[:4]} {n[4:]}", f"+86 {c[1:]} {n}", f"{c}-{n}转{r.randint(100, 8999)}"])
        raise KeyError(kind)

    def address(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "us":
            return self.us.street_address()
        if kind == "us2":
            return f"{self.us.building_number()} {self.us.street_name()}, {self.us.secondary_address()}"
        if kind == "gb":
            return self.gb.street_address().replace("\n", ", ")
        if kind == "gbown":
            return r.choice([f"Flat {r.randint(1, 40)}, {r.randint(1, 250)} {self.gb.street_name()}",
                             f"{r.randint(1, 250)}{r.choice(['', 'A', 'B'])} {self.gb.street_name()}",
                             f"{self.gb.secondary_address()}, {self.gb.building_number()} {self.gb.street_name()}"])
        if kind == "zh":
            road = r.choice([self.zh.street_name(), r.choice(ROADS_ZH)])
            num = f"{road}{r.randint(1, 999)}号"
            b, u, rm = r.randint(1, 30), r.randint(1, 6), r.randint(101, 2804)
            return num + r.choice(["", f"{b}栋{u}单元{rm}室", f"{b}号楼{u}单元{rm}", f"{rm}室", f"{b}幢{rm}室", f"{self.zh.building_number()}{rm}室"])
        raise KeyError(kind)

    def cnid(self) -> str:
        r = self.r
        y, m, d = r.randint(1950, 2006), r.randint(1, 12), r.randint(1, 28)
        body = f"{r.choice(CN_AREAS)}{y}{m:02d}{d:02d}{self.dg(3)}"
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        return body + "10X98765432"[sum(int(c) * k for c, k in zip(body, w)) % 11]

    def government_id(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "ssn":
            return self.us.ssn()
        if kind == "ssnnd":
            a = r.choice([x for x in range(1, 900) if x != 666])
            return f"{a:03d}{r.randint(1, 99):02d}{r.randint(1, 9999):04d}"
        if kind == "nino":
            return self.gb.ssn()
        if kind == "ninoown":
            bad = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}
            while True:
                p = r.choice([c for c in UP if c not in "DFIQUV"]) + r.choice([c for c in UP if c not in "DFIOQUV"])
                if p not in bad:
                    break
            dd = self.dg(6)
            return r.choice([f"{p} {dd[:2]} {dd[2:4]} {dd[4:]} {r.choice('ABCD')}", f"{p}{dd}{r.choice('ABCD')}"])
        if kind == "passus":
            return self.us.passport_number()
        if kind == "passgb":
            return self.gb.passport_number()
        if kind == "cnid":
            return self.zh.ssn()
        if kind == "cnidown":
            return self.cnid()
        if kind == "cnpass":
            return r.choice([f"E{self.dg(8)}", f"E{r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{self.dg(7)}", f"G{self.dg(8)}"])
        raise KeyError(kind)

    def financial(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "card":
            return self.us.credit_card_number(card_type=r.choice([None, "visa16", "mastercard", "amex", "discover", "jcb16", "visa16", "maestro"]))
        if kind in ("cardsp", "cncard", "cncardsp"):
            if kind == "cardsp":
                pfx = r.choice(["4", "51", "52", "55", "2221", "6011", "4929"])
                n = 16
            else:
                pfx = r.choice(["622202", "621700", "622848", "625907", "623668", "6217", "6228"])
                n = r.choice([16, 19, 19])
            num = _luhn_complete(pfx + self.dg(n - 1 - len(pfx)))
            if kind == "cncard":
                return num
            return " ".join(num[i : i + 4] for i in range(0, len(num), 4))
        if kind == "iban":
            return self.gb.iban()
        if kind == "ibanown":
            cc = r.choice(["DE", "FR", "NL", "ES", "IT", "GB", "IE"])
            bban = {
                "DE": lambda: self.dg(18),
                "FR": lambda: self.dg(10) + self.rs(UP + DG, 11) + self.dg(2),
                "NL": lambda: self.rs(UP, 4) + self.dg(10),
                "ES": lambda: self.dg(20),
                "IT": lambda: self.rs(UP, 1) + self.dg(10) + self.rs(UP + DG, 12),
                "GB": lambda: self.rs(UP, 4) + self.dg(14),
                "IE": lambda: self.rs(UP, 4) + self.dg(14),
            }[cc]()
            ib = _iban(cc, bban)
            return r.choice([ib, " ".join(ib[i : i + 4] for i in range(0, len(ib), 4))])
        if kind == "aba":
            return self.us.aba()
        if kind == "acct":
            return r.choice([self.dg(r.randint(8, 12)), self.us.bban()[4:] if r.random() < 0.3 else self.dg(10)])
        if kind == "cnacct":
            return r.choice([self.dg(r.randint(12, 19)), _luhn_complete("6222" + self.dg(14))])
        raise KeyError(kind)

    def person_name(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "name":
            return self.en_fk().name()
        if kind == "male":
            return self.en_fk().name_male()
        if kind == "female":
            return self.en_fk().name_female()
        if kind == "fl":
            f = self.en_fk()
            return f"{r.choice([f.first_name, f.first_name_female, f.first_name_male])()} {f.last_name()}"
        if kind == "zh":
            return r.choice([self.zh.name, self.zh.name_female, self.zh.name_male, lambda: self.zh.last_name() + self.zh.first_name()])()
        if kind == "py":
            return self.zh.romanized_name()
        raise KeyError(kind)

    def username(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "plain":
            return r.choice([self.us, self.gb, self.zh]).user_name()
        if kind == "at":
            return "@" + r.choice([self.us, self.gb, self.zh]).user_name()
        if kind == "dotted":
            f = self.en_fk()
            return f"{f.first_name().lower()}{r.choice(['.', '_', '-'])}{f.last_name().lower()}{r.choice(['', str(r.randint(1, 99))])}"
        if kind == "py":
            return f"{self.zh.last_romanized_name().lower()}{self.zh.first_romanized_name().lower()}{r.choice(['', '_', '.'])}{r.randint(1, 9999)}"
        if kind == "wx":
            return r.choice([f"wxid_{self.rs(LO + DG, 14)}", f"{self.zh.user_name()}_{r.randint(10, 9999)}"])
        raise KeyError(kind)

    def home_path(self, kind: str, lang: str) -> str:
        r = self.r
        if lang == "en":
            u = r.choice([self.us.user_name, lambda: self.en_fk().first_name().lower(), lambda: self.gb.user_name()])()
        else:
            u = r.choice([self.zh.user_name, lambda: self.zh.first_romanized_name().lower() + self.zh.last_romanized_name().lower(),
                          lambda: self.zh.last_romanized_name().lower() + "." + self.zh.first_romanized_name().lower()])()
        if kind == "lin":
            return f"/home/{u}"
        if kind == "mac":
            return f"/Users/{u}"
        if kind == "win":
            return r.choice(["C:", "D:", "c:"]) + "\\Users\\" + u
        raise KeyError(kind)

    def schedule(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "ampm":
            h, m = r.randint(1, 12), r.choice([0, 15, 30, 45, r.randint(1, 59)])
            return r.choice([f"{h}am", f"{h}pm", f"{h}:{m:02d}am", f"{h}:{m:02d} pm", f"{h} a.m.", f"{h}:{m:02d} PM", f"{h}.{m:02d}pm"])
        if kind == "hhmm":
            return self.us.time(pattern="%H:%M", end_datetime=_PIN)
        if kind == "fk12":
            return self.gb.time(pattern="%I:%M %p", end_datetime=_PIN)
        if kind == "words":
            h = r.randint(1, 12)
            return r.choice([f"half past {EN_NUM[h]}", f"quarter to {EN_NUM[h]}", f"quarter past {EN_NUM[h]}",
                             f"{EN_NUM[h]} thirty", f"{EN_NUM[h]} o'clock", f"{EN_NUM[h]} in the evening",
                             f"{EN_NUM[h]} in the morning"])
        if kind in ("pre", "bare"):
            part, lo, hi = r.choice([("早上", 5, 9), ("上午", 8, 11), ("下午", 1, 6), ("傍晚", 5, 7), ("晚上", 7, 11), ("凌晨", 1, 5)])
            h = r.randint(lo, hi)
            hs = str(h) if r.random() < 0.5 else CN_NUM[h]
            tail = r.choice(["点", "点", "点半", "点一刻", f"点{r.choice([10, 15, 20, 40, 45])}分", "点三刻", "点整"])
            if hs == "两" and tail != "点":
                hs = "二" if r.random() < 0.2 else hs
            v = f"{hs}{tail}"
            return (part + v) if kind == "pre" else v
        if kind == "zhhhmm":
            t = self.zh.time(pattern="%H:%M", end_datetime=_PIN)
            return r.choice([t, t, f"{r.choice(['早上', '晚上'])}{t}"])
        raise KeyError(kind)

    def geo(self, kind: str, lang: str) -> str:
        r = self.r
        if kind == "coord":
            la, lo = self.us.latitude(), self.us.longitude()
            p = r.choice([4, 5, 6])
            return r.choice([f"{float(la):.{p}f}, {float(lo):.{p}f}", f"{float(la):.{p}f},{float(lo):.{p}f}"])
        if kind == "llocal":
            la, lo, *_ = r.choice([self.us, self.gb]).local_latlng(country_code=r.choice(["US", "GB"]))
            return f"{la}, {lo}"
        if kind == "zip":
            return r.choice([self.us.zipcode, self.us.postcode, self.us.zipcode_plus4])()
        if kind == "zip4":
            return self.us.zipcode_plus4()
        if kind == "ukpc":
            return self.gb.postcode()
        if kind == "nbhd":
            return r.choice(NBHD)
        if kind == "coordzh":
            la, lo = r.uniform(22.0, 42.0), r.uniform(100.0, 125.0)
            p = r.choice([4, 5, 6])
            return r.choice([f"北纬{la:.{p}f}°，东经{lo:.{p}f}°", f"{la:.{p}f},{lo:.{p}f}", f"{la:.{p}f}, {lo:.{p}f}", f"({lo:.{p}f},{la:.{p}f})"[1:-1]])
        if kind == "zhpc":
            return self.zh.postcode()
        if kind == "xq":
            return r.choice(XQ_A) + r.choice(XQ_B) + r.choice(["", "", r.choice(["一期", "二期", "东区", "北苑"])])
        raise KeyError(kind)


# default value kinds when a template names none
DEFAULT_KINDS = {
    "secret": {l: ["ghp", "ghpat", "slack", "openai", "anth", "stripe", "google", "hf", "sg", "tg", "jwt", "hex", "aws"] for l in LANGS},
    "password": {"en": ["fk", "fk", "human", "phrase"], "zh": ["fk", "fk", "py", "human"], "mixed": ["fk", "py", "human", "phrase"]},
    "email": {"en": ["email", "free", "company", "safe", "ascii"], "zh": ["zhfk", "zhown", "qq"],
              "mixed": ["zhfk", "zhown", "qq", "email", "free"]},
    "phone": {"en": ["us", "gb", "usown", "gbown"], "zh": ["zh", "cnfmt", "cnfmt", "land"],
              "mixed": ["zh", "cnfmt", "us", "gbown", "land"]},
    "address": {"en": ["us", "us2", "gb", "gbown"], "zh": ["zh"], "mixed": ["zh", "us", "gb", "gbown"]},
    "government_id": {"en": ["ssn", "nino", "passus", "ninoown", "ssnnd"], "zh": ["cnid", "cnidown"],
                      "mixed": ["cnid", "cnidown", "ssn", "ninoown"]},
    "financial": {"en": ["card", "cardsp", "iban", "ibanown"], "zh": ["cncard", "cncardsp", "card"],
                  "mixed": ["cncard", "card", "cardsp", "iban", "ibanown"]},
    "person_name": {"en": ["name", "male", "female", "fl"], "zh": ["zh"], "mixed": ["zh", "zh", "name", "fl", "py"]},
    "username": {"en": ["plain", "at", "dotted"], "zh": ["plain", "py", "at"], "mixed": ["plain", "py", "at", "dotted"]},
    "home_path": {l: ["lin", "mac", "win"] for l in LANGS},
    "schedule": {"en": ["ampm", "hhmm", "words", "fk12"], "zh": ["pre", "pre", "bare", "zhhhmm"],
                 "mixed": ["pre", "ampm", "hhmm", "bare"]},
    "geo": {"en": ["coord", "zip", "ukpc"], "zh": ["coordzh", "zhpc", "xq"], "mixed": ["xq", "zhpc", "coordzh", "ukpc"]},
}
ALIAS = {"unix": ["lin", "mac"]}
FLAGS = {"h", "fw", "up", "lo", "raw"}
_TAG = re.compile(r"^([a-z0-9_,]+)::")
_FILL = re.compile(r"\{([a-z0-9]+)\}")


def _parse(tpl: str) -> tuple[set[str], list[str], str]:
    m = _TAG.match(tpl)
    if not m:
        return set(), [], tpl
    tags = m.group(1).split(",")
    flags = {t for t in tags if t in FLAGS}
    kinds: list[str] = []
    for t in tags:
        if t in FLAGS:
            continue
        kinds += ALIAS.get(t, [t])
    return flags, kinds, tpl[m.end():]


class Builder:
    def __init__(self) -> None:
        self.g = Gen()

    def render(self, s: str, lang: str) -> str:
        def sub(m: re.Match[str]) -> str:
            if m.group(1) == "v":
                return SENT
            got = self.g.fill(m.group(1), lang)
            return m.group(0) if got is None else got

        return _FILL.sub(sub, s)

    def frame(self, lang: str, body: str, raw: bool) -> str:
        r = self.g.r
        if raw or r.random() < 0.18:
            return body
        fr = self.render(r.choice(FRAMES[lang]), lang)
        return fr.replace("{body}", body)

    def make(self, cat: str, lang: str, tpl: str) -> Sample | None:
        r = self.g.r
        flags, kinds, text_t = _parse(tpl)
        kinds = kinds or DEFAULT_KINDS[cat][lang]
        kind = r.choice(kinds)
        value = getattr(self.g, cat)(kind, lang)
        if "fw" in flags:
            value = _fullwidth(value)
        if "up" in flags:
            value = value.upper()
        if "lo" in flags:
            value = value.lower()
        body = self.render(text_t, lang)
        if cat == "home_path" and kind == "win":
            i = body.index(SENT) + len(SENT)
            m = re.match(r"[^\s\"'，。,;）)\]|`]*", body[i:])
            body = body[:i] + m.group(0).replace("/", "\\") + body[i + m.end():]
        text = self.frame(lang, body, "raw" in flags)
        start = text.index(SENT)
        text = text.replace(SENT, value)
        if text.count(value) != 1 or "{" + "v}" in text:
            return None
        if cat == "person_name" and len(value) < 2:
            return None
        return Sample(text, cat, lang, start, start + len(value))


def samples() -> list[Sample]:
    b = Builder()
    out: list[Sample] = []
    seen: set[str] = set()
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = T[cat, lang]
            i = 0
            cell: list[Sample] = []
            while len(cell) < PER_CELL:
                tpl = tpls[i % len(tpls)]
                i += 1
                for _ in range(40):
                    s = b.make(cat, lang, tpl)
                    if s is not None and s.text not in seen:
                        seen.add(s.text)
                        cell.append(s)
                        break
                else:
                    raise RuntimeError(f"cannot place a value: {cat}/{lang}: {tpl!r}")
            out += cell
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    b = Builder()
    r = b.g.r
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for lang in LANGS:
        hard = [c[3:] for c in BENIGN[lang] if c.startswith("h::")]
        easy = [c for c in BENIGN[lang] if not c.startswith("h::")]
        n_hard = BENIGN_PER_LANG // 3 + 1
        for i in range(BENIGN_PER_LANG):
            pool = hard if i < n_hard else easy
            clause = pool[i % len(pool)]
            for attempt in range(30):
                body = b.render(clause, lang)
                if r.random() < 0.3 or attempt > 3:
                    body += ("" if lang == "zh" else " ") + b.render(r.choice(easy), lang)
                text = b.frame(lang, body, False)
                if text not in seen:
                    break
            seen.add(text)
            out.append((lang, text))
    return out


if __name__ == "__main__":
    report("ac", samples(), benign_with_lang())
