# ruff: noqa
"""Blind acceptance corpus ``ag``: logistics, field-service and travel operations text.

Style: a fifteenth independent acceptance corpus, written blind by a privacy engineer at a
customer who samples the operations text that agents handle — delivery and courier dispatch
(waybills, driver notes, failed-delivery reports, 快递单, 外卖备注, 取件码 messages),
ride-hailing and fleet (trip receipts, driver/passenger chats, vehicle logs, 网约车行程),
field service (technician job sheets, site access, meter readings, warranty claims,
上门维修工单) and travel bookings (hotel / flight confirmations, itineraries, visa
appointments, loyalty accounts, 酒店预订, 机票行程单) — in English, Chinese and code-switched
text, as prose, SMS, email bodies, tables, CSV rows, JSON and key: value lines.

Written blind: the author never read the gate's source, its tests (other than
blind_common.py) or its history, and never ran the gate on this corpus.

Values: Faker en_US / en_GB / zh_CN exactly as they come (many provider methods) plus own
generators (provider token formats, CN resident IDs with checksum, Luhn cards, mod-97 IBANs,
UK NINOs, 小区 names, routine clock times). Nothing depends on the current time.
Seeds: Faker seed 10701 (seed_instance on each locale), random seed 10702.
About a quarter of the templates (marked "!") are hard cases: weak or no cue, value before
the cue, value among similar benign items, quotes/brackets/table cells, full-width forms,
no spaces in Chinese, UPPER or lower case.
"""

from __future__ import annotations

import random
import re
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker  # noqa: E402

FAKER_SEED = 10701
RANDOM_SEED = 10702
PER_CELL = 250
BENIGN_PER_LANG = 400

# ---------------------------------------------------------------------------------------
# Templates. "{V}" is the planted value ("{V:up}", "{V:low}", "{V:fw}" = upper / lower /
# full-width form). Other "{word}" keys are benign fillers. A leading "!" marks a hard
# case; a leading "[kind]" picks a value generator variant for that template.
# ---------------------------------------------------------------------------------------

T: dict[tuple[str, str], list[str]] = {}

T["secret", "en"] = [
    "[aws]Dispatch API config for the {city} depot:\nAWS_ACCESS_KEY_ID={V}\nregion=eu-west-2",
    "[gh]Driver-app CI is failing because the old token {V} was pasted into the waybill sync job, please rotate it.",
    "[slack]Courier alerts bot: SLACK_BOT_TOKEN={V} (channel #failed-deliveries)",
    "[openai]Route summarizer uses OPENAI_API_KEY=\"{V}\" — move it to the vault before the {date} release.",
    "[anthropic]job sheet assistant env: ANTHROPIC_API_KEY={V}",
    "[stripe]Booking checkout for {hotel} uses the live key {V}; do not share outside finance.",
    "[google]Maps geocoding key for the fleet dashboard: {V}",
    "[hf]HF token for the ETA model download: {V}",
    "[sg]SendGrid key used by the itinerary mailer: {V}",
    "[tg]Telegram bot that pings drivers about pickups: bot token {V}",
    "[jwt]Authorization: Bearer {V}",
    "[pem]Attaching the SFTP key for the {city} warehouse manifest drop:\n{V}\nDelete after import.",
    "[url]Manifest DB: postgresql://dispatch_rw:{V}@db.fleet-ops.internal:5432/manifests",
    "[hex]telematics.yaml\n  vendor: GeoTrack\n  api_secret: {V}\n  poll_seconds: 30",
    "[gh]Technician tablet provisioning script has GITHUB_TOKEN={V} hardcoded, line {n}.",
    "[aws]Found in the waybill OCR lambda logs: aws_access_key_id = {V}",
    "!Failed delivery export from the {city} hub still contains {V} in the header row, rotate it.",
    "![slack]{V} <- this is the token the #dispatch bot used, revoke today",
    "![stripe]refund script (ticket {job}): key='{V}' amount={price}",
    "![hex]| system | client_id | secret |\n| loyalty-sync | ops-{n} | {V} |",
    "![jwt]curl -s https://api.tripdesk.io/v2/bookings/{pnr} -H 'x-auth: {V}'",
    "![url]redis backup string was redis://default:{V}@cache-{n}.ride-ops.net:6379/0",
    "![openai]{\"service\": \"eta-explainer\", \"key\": \"{V}\", \"timeout\": 20}",
    "[google]Pasted by the field team in the warranty form: GOOGLE_API_KEY: {V}",
    "[tg]vehicle log bot config -> TELEGRAM_TOKEN={V}",
    "[anthropic]Itinerary helper, staging: x-api-key: {V}",
    "[hf]Model pull for the meter-reading OCR failed until we set HUGGINGFACE_TOKEN to {V}.",
]
T["secret", "zh"] = [
    "[aws]调度系统配置：AWS_ACCESS_KEY_ID={V}，区域cn-north-1",
    "[gh]司机端CI的令牌{V}被贴进了运单同步任务里，请马上作废。",
    "[slack]快递异常告警机器人令牌：{V}",
    "[openai]行程摘要服务的密钥是{V}，{zdate}前移到密钥库。",
    "[anthropic]工单助手环境变量 ANTHROPIC_API_KEY={V}",
    "[stripe]{zhotel}预订支付用的正式密钥：{V}",
    "[google]车队看板的地图密钥：{V}",
    "[hf]下载到达时间模型用的令牌：{V}",
    "[sg]行程单邮件服务的SendGrid密钥为{V}",
    "[tg]给骑手推送取件提醒的机器人token：{V}",
    "[jwt]请求头 Authorization: Bearer {V}",
    "[pem]{zcity}仓库SFTP私钥如下，导入后删除：\n{V}",
    "[url]运单库连接串：mysql://waybill_rw:{V}@10.20.3.{n}:3306/waybill",
    "[hex]车载终端配置\n厂商：北斗通\napi_secret：{V}\n轮询：30秒",
    "[gh]维修平板初始化脚本第{n}行写死了GITHUB_TOKEN={V}",
    "[aws]运单识别函数日志里出现了 aws_access_key_id = {V}",
    "!{zcity}分拨中心导出的派送失败表表头里还有{V}，尽快轮换",
    "![slack]{V}——这是派单群机器人用的，今天吊销",
    "![stripe]退款脚本（工单{job}）：key='{V}'，金额{rmb}",
    "![hex]| 系统 | 客户端 | 密钥 |\n| 会员同步 | ops-{n} | {V} |",
    "![jwt]curl https://api.tripdesk.cn/v2/orders/{pnr} -H 'x-auth: {V}'",
    "![url]缓存备份地址redis://default:{V}@cache-{n}.ride.cn:6379/0",
    "![openai]{\"服务\": \"行程解释\", \"key\": \"{V}\", \"超时\": 20}",
    "[google]外勤同事在保修单里贴了GOOGLE_API_KEY：{V}",
    "[tg]车辆日志机器人配置：TELEGRAM_TOKEN={V}",
    "[anthropic]行程助手测试环境 x-api-key：{V}",
    "[hf]抄表识别模型一直拉不下来，设置了HUGGINGFACE_TOKEN为{V}后才好",
]
T["secret", "mixed"] = [
    "[aws]调度 API config：AWS_ACCESS_KEY_ID={V}，region 是 cn-north-1",
    "[gh]司机app的CI挂了，因为旧 token {V} 被贴进 waybill sync job，请 rotate。",
    "[slack]快递 alert bot 的 SLACK_BOT_TOKEN={V}",
    "[openai]route summary 服务用 OPENAI_API_KEY=\"{V}\"，release 前搬到 vault。",
    "[anthropic]工单 assistant 的 env：ANTHROPIC_API_KEY={V}",
    "[stripe]{hotel} booking checkout 用的 live key 是 {V}，别外传",
    "[google]fleet dashboard 的 Maps key：{V}",
    "[hf]ETA model 下载用的 HF token：{V}",
    "[sg]itinerary mailer 的 SendGrid key：{V}",
    "[tg]骑手提醒 bot token {V}",
    "[jwt]header 里带 Authorization: Bearer {V}",
    "[pem]{zcity}仓库的 SFTP key 在这，import 完删掉：\n{V}",
    "[url]manifest DB 连接：postgresql://dispatch_rw:{V}@db.fleet.cn:5432/manifests",
    "[hex]telematics 配置 vendor: 北斗通, api_secret: {V}, poll 30s",
    "[gh]技师 tablet provisioning 脚本里写死了 GITHUB_TOKEN={V}",
    "[aws]OCR lambda log 里出现 aws_access_key_id = {V}",
    "!{zcity} hub 导出的 failed delivery 表头里还有 {V}，赶紧 rotate",
    "![slack]{V} ← 派单群 bot 用的，今天 revoke",
    "![stripe]refund script（工单{job}）：key='{V}' amount={rmb}",
    "![hex]| system | 客户端 | secret |\n| 会员 sync | ops-{n} | {V} |",
    "![jwt]curl https://api.tripdesk.cn/v2/bookings/{pnr} -H 'x-auth: {V}'",
    "![url]redis 备份 redis://default:{V}@cache-{n}.ride.cn:6379/0",
    "![openai]{\"service\": \"行程解释\", \"key\": \"{V}\"}",
    "[google]外勤在 warranty 表单里贴了 GOOGLE_API_KEY: {V}",
    "[tg]vehicle log bot：TELEGRAM_TOKEN={V}",
    "[anthropic]行程 helper staging 的 x-api-key: {V}",
    "[hf]抄表 OCR model 拉不下来，设了 HUGGINGFACE_TOKEN={V} 才行",
]

T["password", "en"] = [
    "Depot door keypad app login for the {city} site — password: {V}",
    "Driver portal reset done, new pw={V}",
    "The password is {V} for the shared dispatch tablet in van {veh}.",
    "Site access: gate PIN is on the sheet, the contractor portal passphrase is {V}",
    "Hotel Wi-Fi is free but the loyalty account password I set is {V}, please update the booking with it.",
    "Job sheet {job}: router admin user 'admin', password '{V}' (customer asked us to change it after the visit).",
    "Hi, the courier locker account password is {V} if you need to reschedule.",
    "ops-vault entry: meter-portal / pwd: {V}",
    "Login for the airline corporate tool: user ops-travel, pass: {V}",
    "For the warranty claim portal use pass phrase \"{V}\".",
    "Fleet telematics admin\nusername: fleet-admin\npassword: {V}\nMFA: SMS",
    "The visa appointment portal wanted a new password, I picked {V}.",
    "passwd for the scanner gun config menu = {V}",
    "Sent from dispatch: your temporary password is {V} — change it on first login.",
    "I changed the van's infotainment PIN and the app password to {V}.",
    "Travel desk: the shared booking account password has been reset to {V}.",
    "!{V} is what I used for the courier locker, same as the hotel one",
    "!creds for the thermostat at unit {n}: admin / {V}",
    "!\"{V}\" <- new warehouse scanner login, don't lose it",
    "!| system | login | secret |\n| meter portal | tech{n} | {V} |",
    "!{\"portal\": \"claims\", \"user\": \"svc-claims\", \"pass\": \"{V}\"}",
    "!PASSWORD: {V:up}",
    "!ok it's {V} — that's the pw for the dispatch laptop",
    "Email body: Dear traveller, your account password was updated to {V}. If this wasn't you, contact support.",
    "Reminder from the site lead: keybox code is on the door, but the alarm panel password is {V}.",
    "Field note: customer gave us the Wi-Fi password {V} so the smart meter can reconnect.",
]
T["password", "zh"] = [
    "{zcity}站点门禁App登录密码：{V}",
    "司机端重置完成，新密码={V}",
    "{veh}号车上共用调度平板的密码是{V}",
    "承包商门户口令：{V}",
    "酒店会员账号我设的密码是{V}，麻烦更新到预订里",
    "工单{job}：路由器管理员admin，密码“{V}”，客户要求上门后修改",
    "您好，快递柜账号密码为{V}，需要改约可以登录",
    "运维保险箱条目：抄表平台 / 密码：{V}",
    "航司差旅工具登录：账号ops-travel，口令{V}",
    "保修理赔平台的密码短语是“{V}”",
    "车队终端后台\n用户名：fleet-admin\n密码：{V}\n二次验证：短信",
    "签证预约网站要求改密码，我改成了{V}",
    "扫码枪配置菜单密码={V}",
    "【调度中心】您的临时密码为{V}，首次登录请修改。",
    "我把车机和App的密码都改成了{V}",
    "差旅组：共享订票账号密码已重置为{V}",
    "!{V}是快递柜的，和酒店那个一样",
    "!{n}号单元温控器：admin / {V}",
    "!“{V}”←仓库扫码枪新登录，别弄丢",
    "!| 系统 | 账号 | 口令 |\n| 抄表平台 | tech{n} | {V} |",
    "!{\"平台\": \"理赔\", \"用户\": \"svc-claims\", \"密码\": \"{V}\"}",
    "!密码是{V}别告诉别人",
    "!就是{V}，调度笔记本的",
    "尊敬的旅客，您的账户密码已更新为{V}，如非本人操作请联系客服。",
    "现场负责人提醒：钥匙盒密码在门上，报警面板密码是{V}",
    "外勤备注：客户给了WiFi密码{V}，智能电表要重新联网",
]
T["password", "mixed"] = [
    "{zcity}站点门禁 app 的 password：{V}",
    "司机 portal reset 好了，新 pw={V}",
    "{veh}号车 dispatch tablet 的密码是 {V}",
    "contractor portal 的 passphrase 是 {V}",
    "酒店 loyalty account 我设的 password 是 {V}，update 一下 booking",
    "工单{job}：router admin，password '{V}'，客户说上门后改掉",
    "Hi，快递柜 account 密码 {V}，要改约可以 login",
    "vault entry：meter-portal / pwd: {V}",
    "航司 corporate tool：user ops-travel，pass {V}",
    "warranty claim portal 用 pass phrase “{V}”",
    "fleet telematics admin\nusername: fleet-admin\n密码: {V}\nMFA: 短信",
    "visa 预约 portal 要新密码，我用了 {V}",
    "扫码枪 config menu 的 passwd = {V}",
    "【dispatch】temporary password 为 {V}，首次 login 请修改",
    "车机 PIN 和 app password 都改成 {V} 了",
    "travel desk：共享 booking 账号 password 重置为 {V}",
    "!{V} 是快递柜的，跟 hotel 那个一样",
    "!{n}号 unit 的 thermostat：admin / {V}",
    "!“{V}” ← 仓库 scanner 新 login",
    "!| system | login | 口令 |\n| 抄表 portal | tech{n} | {V} |",
    "!{\"portal\": \"理赔\", \"user\": \"svc-claims\", \"pass\": \"{V}\"}",
    "!密码是{V}别外传",
    "!ok 就是 {V}，dispatch laptop 的",
    "Dear traveller，您的 account password 已更新为 {V}",
    "site lead 提醒：alarm panel 的密码是 {V}",
    "外勤 note：客户给的 WiFi password {V}，smart meter 要重连",
]

T["email", "en"] = [
    "Failed delivery {wb}: customer asked us to email {V} with a new slot.",
    "Booking confirmation for {hotel} was sent to {V}.",
    "Contact email on the job sheet: {V}",
    "Please forward the trip receipt to {V}, the rider says the app never sent it.",
    "Warranty claim {job} — claimant e-mail: {V}",
    "Reply-To: {V}\nSubject: Your itinerary {pnr}",
    "Visa appointment letter bounced; correct address is {V} per the applicant.",
    "Loyalty account merge requested by {V} (two accounts, same person).",
    "Driver note: recipient said ring twice, or write to {V}.",
    "CC the site manager at {V} on the access request for {date}.",
    "From: {V}\nTo: bookings@stayline.example\nPlease add a late check-in note.",
    "Meter reading photo was mailed from {V}, attach it to {job}.",
    "Rider complained by mail ({V}) about the detour on trip {tkt}.",
    "Update the waybill consignee mail to {V} before re-dispatch.",
    "Invoice for the boiler repair goes to {V}, not to the landlord.",
    "!{V} — that's the one on the parcel label, not the old address",
    "!{V:up}",
    "!name,email,tier\nGold member,{V},gold",
    "!{\"booking\": \"{pnr}\", \"contact\": \"{V}\", \"pax\": {n}}",
    "!recipients: ops@fleetco.example; {V}; noreply@tripdesk.example",
    "!<{V}> wrote: can the driver wait 5 minutes?",
    "![{V}] asked to cancel the pickup",
    "Customer wants the e-ticket at {V:low} as well.",
    "If the courier can't get in, email me on {V} and I'll come down.",
    "Technician report sent to {V}; copy in the shared drive.",
    "Our guest {V} requested a cot and a quiet room.",
]
T["email", "zh"] = [
    "运单{wb}派送失败，客户要求发邮件到{V}改约时间",
    "{zhotel}的预订确认已发送至{V}",
    "工单上的联系邮箱：{V}",
    "乘客说App没发行程单，请转发到{V}",
    "保修理赔{job}，申请人邮箱{V}",
    "回复至：{V}\n主题：您的行程单{pnr}",
    "签证预约信被退回，申请人说正确邮箱是{V}",
    "会员账户合并申请人邮箱：{V}",
    "骑手备注：按两次门铃，或者发邮件给{V}",
    "{zdate}的进场申请抄送现场经理{V}",
    "发件人：{V}\n收件人：bookings@stayline.cn\n请备注晚到",
    "抄表照片是从{V}发过来的，附到{job}",
    "乘客通过邮件（{V}）投诉行程{tkt}绕路",
    "重新派送前把收件人邮箱改成{V}",
    "锅炉维修发票寄到{V}，不是房东",
    "!{V}——包裹面单上那个，不是旧的",
    "!{V:up}",
    "!姓名,邮箱,等级\n金卡会员,{V},金卡",
    "!{\"订单\": \"{pnr}\", \"联系\": \"{V}\", \"人数\": {n}}",
    "!收件人：ops@fleetco.cn；{V}；noreply@tripdesk.cn",
    "!邮箱{V}联系不上就打客服",
    "!【{V}】要求取消取件",
    "客户要求电子客票也发一份到{V:low}",
    "快递员进不来就发邮件到{V}，我下楼拿",
    "技师报告已发{V}，共享盘有副本",
    "客人{V}需要加婴儿床和安静房间",
]
T["email", "mixed"] = [
    "运单{wb} failed delivery，客户让 email 到 {V} 改约",
    "{hotel} 的 booking confirmation 已发到 {V}",
    "job sheet 上的 contact email：{V}",
    "乘客说 app 没发 receipt，请 forward 到 {V}",
    "warranty claim {job}，claimant 邮箱 {V}",
    "Reply-To: {V}\n主题：你的 itinerary {pnr}",
    "visa appointment letter 退信了，正确邮箱是 {V}",
    "loyalty account 合并申请：{V}",
    "driver note：按两次门铃，或者写信给 {V}",
    "进场 access request 抄送 site manager {V}",
    "From: {V}\nTo: bookings@stayline.cn\n请加 late check-in 备注",
    "meter reading 照片从 {V} 发来，附到 {job}",
    "乘客 mail ({V}) 投诉 trip {tkt} 绕路",
    "re-dispatch 前把 consignee mail 改成 {V}",
    "boiler 维修 invoice 发 {V}，不是房东",
    "!{V} —— parcel label 上那个，不是旧的",
    "!{V:up}",
    "!name,邮箱,tier\n金卡,{V},gold",
    "!{\"booking\": \"{pnr}\", \"联系\": \"{V}\", \"pax\": {n}}",
    "!recipients：ops@fleetco.cn；{V}；noreply@tripdesk.cn",
    "!<{V}> 写道：司机能等 5 分钟吗",
    "![{V}] 要取消 pickup",
    "客户要 e-ticket 也发到 {V:low}",
    "courier 进不来就 email {V}，我下楼",
    "technician report 已发 {V}",
    "guest {V} 要加 cot 和 quiet room",
]

T["phone", "en"] = [
    "Driver note: call recipient on {V} before arriving, gate is locked.",
    "Failed delivery {wb} — no answer at {V}, left a card.",
    "Customer mobile: {V}",
    "Rider's number for trip {tkt} is {V}; she's at the north entrance.",
    "Site access contact (caretaker): tel. {V}",
    "Please ring {V} 30 minutes before the technician arrives.",
    "Hotel asked for a contact number for the booking, I gave {V}.",
    "Visa centre will text {V} when the passport is ready.",
    "Warranty claim {job}: claimant phone {V}",
    "SMS from dispatch: your courier is 2 stops away. Questions? Reply or call {V}.",
    "Emergency contact on the itinerary: {V}",
    "Landlord can let you in, phone {V} ext. {n}",
    "The passenger left a phone in the car; her partner called from {V}.",
    "Call back number for the meter reading query: {V}",
    "Update consignee phone to {V} before re-dispatch.",
    "!{V} — that's the one to use, the number on the label is old",
    "!qty 2 | ref {ord} | {V} | {price}",
    "!{\"waybill\": \"{wb}\", \"mob\": \"{V}\", \"pieces\": {n}}",
    "!(ring {V} first)",
    "!recipient,phone,parcels\nFlat buzzer broken,{V},{n}",
    "!If I'm not in try {V}",
    "!{V}\nleave with neighbour",
    "Loyalty account recovery: mobile on file {V}",
    "Technician will call from {V} on the day.",
    "Flight changed — airline sent the update to {V} by SMS.",
    "Can the driver phone me on {V} when he's outside?",
]
T["phone", "zh"] = [
    "骑手备注：到之前先打{V}，大门锁着",
    "运单{wb}派送失败，{V}无人接听，已留卡",
    "客户手机：{V}",
    "行程{tkt}乘客电话{V}，她在北门",
    "进场联系人（物业）：电话{V}",
    "技师上门前30分钟请拨打{V}",
    "酒店要预订联系电话，我留的是{V}",
    "签证中心会在护照办好后短信通知{V}",
    "保修理赔{job}：申请人联系方式{V}",
    "【调度】您的快递还有2站送达，有问题请回电{V}",
    "行程单紧急联系人：{V}",
    "房东可以开门，打{V}转{n}",
    "乘客手机落车上了，她家人用{V}打来的",
    "抄表问题回电号码：{V}",
    "重新派送前把收件人电话改成{V}",
    "!{V}——打这个，面单上的是旧号",
    "!数量2|单号{ord}|{V}|{rmb}",
    "!{\"运单\": \"{wb}\", \"手机\": \"{V}\", \"件数\": {n}}",
    "!（先打{V}）",
    "!收件人,电话,件数\n门铃坏了,{V},{n}",
    "!我不在的话打{V:fw}",
    "!{V}\n放邻居家",
    "会员找回账号：预留手机{V}",
    "师傅当天会用{V}联系您",
    "航班变更，航司已短信发到{V}",
    "司机到楼下给我打{V}就行",
]
T["phone", "mixed"] = [
    "driver note：到之前先 call {V}，大门锁了",
    "运单{wb} failed delivery，{V} 没人接，留了 card",
    "customer 手机：{V}",
    "trip {tkt} 乘客 number {V}，在北门",
    "site access 联系人（物业）tel {V}",
    "技师 arrive 前 30 分钟 ring {V}",
    "hotel 要 contact number，我给的 {V}",
    "visa centre 会 text {V} 通知取护照",
    "warranty claim {job}：申请人 phone {V}",
    "【dispatch】courier 还有 2 站，有问题 call {V}",
    "itinerary 紧急联系人：{V}",
    "房东可以开门，phone {V} ext. {n}",
    "乘客 phone 落车上，家人用 {V} 打来的",
    "meter reading 回电：{V}",
    "re-dispatch 前 consignee 电话改成 {V}",
    "!{V} —— 用这个，label 上的是旧号",
    "!qty 2 | 单号 {ord} | {V} | {rmb}",
    "!{\"waybill\": \"{wb}\", \"mob\": \"{V}\", \"件数\": {n}}",
    "!（先打 {V}）",
    "!recipient,电话,parcels\n门铃坏了,{V},{n}",
    "!不在的话 try {V:fw}",
    "!{V}\nleave 在邻居家",
    "loyalty account recovery：预留 mobile {V}",
    "technician 当天用 {V} 联系你",
    "flight 改了，airline 短信发到 {V}",
    "driver 到楼下 call 我 {V} 就行",
]

T["address", "en"] = [
    "Deliver to {V}, {city} — leave with reception if closed.",
    "Failed delivery {wb}: no access at {V}, {city}. Card left.",
    "Job sheet {job}\nSite: {V}\nTown: {city}\nFault: boiler pressure",
    "Pickup address for trip {tkt}: {V}, {city}",
    "Warranty claim: the dishwasher is installed at {V}, {city}.",
    "Customer moved; new delivery address is {V}.",
    "Visa centre needs proof of residence at {V}, {city}.",
    "Site access instructions: enter {V} via the side gate, key in lockbox.",
    "Hotel invoice billing address: {V}, {city}",
    "Driver note: {V} is the blue door opposite the pub.",
    "Rider dropped off at {V}, {city} at the end of trip {tkt}.",
    "Meter reading due at {V} — tenant will be home.",
    "Ship the replacement part to {V} ({city}).",
    "Return to sender: addressee unknown at {V}.",
    "Loyalty profile home address updated to {V}, {city}.",
    "!{V} ({city}) — parcel {wb}",
    "!\"{V}\" is where the van broke down, tow truck on the way",
    "!ref,site,visit\n{job},\"{V}\",{date}",
    "!{\"consignee_addr\": \"{V}\", \"city\": \"{city}\", \"pcs\": {n}}",
    "!{V:up}, {city}",
    "!stops today: depot {city}; {V}; back to depot",
    "!Deliver to {V}",
    "Technician to attend {V} between visits at the depot.",
    "Please collect the faulty unit from {V}, {city}.",
    "Rebook the courier to {V}; previous attempt was at the wrong number.",
    "The rider's saved home is {V}, {city}.",
]
T["address", "zh"] = [
    "请送到{zcity}{dist}{V}，没人就放前台",
    "运单{wb}派送失败：{zcity}{dist}{V}进不去，已留卡",
    "工单{job}\n地址：{zcity}{dist}{V}\n故障：热水器不出热水",
    "行程{tkt}上车点：{zcity}{dist}{V}",
    "保修理赔：洗碗机安装在{zcity}{V}",
    "客户搬家了，新收货地址是{zcity}{dist}{V}",
    "签证中心需要{V}的居住证明",
    "进场说明：从{V}侧门进，钥匙在密码盒",
    "酒店发票地址：{zcity}{dist}{V}",
    "骑手备注：{V}蓝色门，对面是便利店",
    "乘客在{zcity}{dist}{V}下车，行程{tkt}结束",
    "{V}需要抄表，租户在家",
    "配件寄到{zcity}{V}",
    "退回：{zcity}{dist}{V}查无此人",
    "会员资料家庭住址更新为{zcity}{dist}{V}",
    "!{zcity}{dist}{V}（运单{wb}）",
    "!“{V}”车坏在这了，拖车在路上",
    "!工单,地址,日期\n{job},{zcity}{V},{zdate}",
    "!{\"收件地址\": \"{zcity}{dist}{V}\", \"件数\": {n}}",
    "!今天的站点：{zcity}仓库；{V}；回仓",
    "!送{V}",
    "!{zcity}{dist}{V}快递放门口就行",
    "师傅下午去{zcity}{V}上门",
    "请到{zcity}{dist}{V}取回故障件",
    "改派到{V}，上次门牌号写错了",
    "外卖备注：{V}，到了别敲门",
]
T["address", "mixed"] = [
    "deliver 到 {zcity}{dist}{V}，没人就放 reception",
    "运单{wb} failed：{zcity}{V} 进不去，留了 card",
    "job sheet {job}\nsite：{zcity}{dist}{V}\nfault：热水器",
    "trip {tkt} pickup 点：{zcity}{dist}{V}",
    "warranty claim：洗碗机装在 {zcity}{V}",
    "客户搬了，新 delivery address 是 {zcity}{dist}{V}",
    "visa centre 要 {V} 的居住证明",
    "site access：从 {V} 侧门进，key 在 lockbox",
    "hotel invoice 地址：{zcity}{dist}{V}",
    "driver note：{V} 蓝色门",
    "乘客在 {zcity}{dist}{V} drop off，trip {tkt} 结束",
    "{V} 要 meter reading，租户在家",
    "replacement part 寄到 {zcity}{V}",
    "return to sender：{zcity}{V} 查无此人",
    "loyalty profile 住址改成 {zcity}{dist}{V}",
    "!{zcity}{dist}{V}（waybill {wb}）",
    "!“{V}” van 坏在这，tow truck 在路上",
    "!ref,site,visit\n{job},{zcity}{V},{zdate}",
    "!{\"consignee_addr\": \"{zcity}{dist}{V}\", \"pcs\": {n}}",
    "!stops：{zcity} depot；{V}；回 depot",
    "!deliver to {V}",
    "!{V} 放门口 ok",
    "technician 下午去 {zcity}{V}",
    "请到 {zcity}{dist}{V} collect 故障件",
    "rebook courier 到 {V}，上次门牌错了",
    "外卖 note：{V}，到了别敲门",
]

T["government_id", "en"] = [
    "[ssn]Driver onboarding form: SSN {V}, background check pending.",
    "[ssn]Contractor payroll for the field tech needs the social security number {V}.",
    "[nino]UK courier onboarding: National Insurance number {V}",
    "[nino]Right-to-work check for the new van driver, NI no. {V}.",
    "[pass]Visa appointment booked, passport number {V}, bring the original.",
    "[pass]Airline APIS data: passport no {V}, expiry in the booking.",
    "[ssn]Background screening vendor asked to confirm SSN: {V}",
    "[nino]Payroll for the Leeds depot picked up NINO {V} for the agency driver.",
    "[pass]Hotel in Dubai requires passport # {V} at check-in; added to reservation {pnr}.",
    "[pass]Travel profile — Passport: {V}",
    "[ssn]W-9 for the independent courier lists SS# {V}.",
    "[nino]HMRC form for the technician: national insurance {V}",
    "[cnid]China visa application copy: resident ID {V} of the local contact.",
    "[ssn]The fleet insurer wants the driver's social ({V}) before adding him to the policy.",
    "[pass]Frequent flyer profile updated with travel document {V}.",
    "![ssn]{V} — please mask this on the onboarding PDF",
    "![ssn]emp,dept,ssn\nagency driver,{city} depot,{V}",
    "![nino]{\"driver\": \"agency-{n}\", \"ni\": \"{V}\", \"depot\": \"{city}\"}",
    "![pass]Docs checked: {V} (passport), ticket {tkt}, seat {n}C",
    "![nino]{V:low}",
    "![ssn]ref {ord} / {V} / {price}",
    "![pass]passport{V}",
    "[nino]Agency sent over the NI number for the relief driver: {V}",
    "[ssn]Add SSN {V} to the 1099 for the contractor before January.",
    "[pass]Passport no. {V} must match the name on the e-ticket.",
    "[cnid]Local partner's ID card number {V} was needed for the warehouse lease.",
]
T["government_id", "zh"] = [
    "[cnid]骑手入职登记：身份证号{V}",
    "[cnid]司机背景审核需要身份证号码{V}",
    "[cnid]酒店入住登记，客人证件号{V}",
    "[cnid]网约车司机注册资料：公民身份号码{V}",
    "[pass]签证预约已成功，护照号{V}，请携带原件",
    "[pass]机票行程单旅客证件：护照{V}",
    "[cnid]保修登记需要购买人身份证{V}",
    "[cnid]快递实名寄件，寄件人证件号码：{V}",
    "[pass]出境游订单补录护照号码{V}",
    "[cnid]上门维修工单要求登记户主身份证号：{V}",
    "[cnid]车辆过户材料里有车主身份证{V}",
    "[pass]酒店要求外籍客人护照号：{V}",
    "[cnid]实名认证失败，身份证号{V}与姓名不符",
    "[cnid]取件人身份证后四位不对，完整号码是{V}",
    "[pass]航司APIS信息：护照号码{V}",
    "![cnid]{V}——入职表上这个要打码",
    "![cnid]工号,站点,证件\n骑手{n},{zcity}站,{V}",
    "![cnid]{\"司机\": \"编号{n}\", \"证件号\": \"{V}\"}",
    "![pass]已核对：{V}（护照），票号{tkt}",
    "![cnid]{V:fw}",
    "![cnid]单号{ord}/{V}/{rmb}",
    "![cnid]身份证{V}快递寄件用",
    "[cnid]租车押金免除需要驾驶人身份证号码{V}",
    "[pass]签证材料清单：护照号{V}，照片两张",
    "[cnid]网约车行程报警记录里有乘客身份证{V}",
    "[cnid]会员实名：证件号码{V}",
]
T["government_id", "mixed"] = [
    "[cnid]骑手 onboarding：身份证号 {V}",
    "[cnid]driver background check 需要身份证 {V}",
    "[cnid]hotel check-in 登记，ID number {V}",
    "[ssn]US contractor 的 SSN {V}，payroll 要用",
    "[pass]visa appointment 已约，passport number {V}",
    "[pass]机票 itinerary 旅客 passport：{V}",
    "[nino]UK 司机 onboarding：NI number {V}",
    "[cnid]快递实名寄件，sender ID {V}",
    "[pass]出境 booking 补录 passport no. {V}",
    "[cnid]上门维修 job sheet 要登记户主身份证号：{V}",
    "[ssn]W-9 上 courier 的 social security number 是 {V}",
    "[pass]hotel 要 foreign guest 护照号：{V}",
    "[cnid]实名认证 failed，身份证 {V} 和姓名不符",
    "[nino]agency 发来 relief driver 的 national insurance {V}",
    "[pass]airline APIS：护照号码 {V}",
    "![cnid]{V} —— onboarding PDF 上要打码",
    "![cnid]工号,site,证件\nrider{n},{zcity} hub,{V}",
    "![cnid]{\"driver\": \"编号{n}\", \"id_no\": \"{V}\"}",
    "![pass]docs checked：{V}（护照），ticket {tkt}",
    "![cnid]{V:fw}",
    "![ssn]ref {ord} / {V} / {price}",
    "![cnid]身份证{V}寄件用",
    "[cnid]租车 deposit 免除要 driver 身份证 {V}",
    "[pass]visa checklist：passport {V}，照片 2 张",
    "[cnid]网约车 SOS record 里有乘客身份证 {V}",
    "[cnid]loyalty 实名：证件号码 {V}",
]

T["financial", "en"] = [
    "[card]Hotel guarantee: card {V}, exp 09/27, pre-auth on arrival.",
    "[card]The rider's payment method on trip {tkt} is the card ending... full number {V}.",
    "[iban]Refund the failed-delivery charge to IBAN {V}.",
    "[acct]Courier payout: account number {V}, sort code on file.",
    "[aba]Contractor ACH details — routing number {V}, checking.",
    "[card]Warranty excess paid by credit card {V}.",
    "[iban]Pay the field-service subcontractor to {V} (invoice {job}).",
    "[acct]Direct deposit for the driver: bank account {V}",
    "[card]Customer read out their Visa number over the phone: {V}",
    "[iban]Visa fee refund goes to the applicant's IBAN: {V}",
    "[aba]ABA {V} for the {city} depot petty cash account.",
    "[card]Loyalty account default card: {V}",
    "[iban]Airline refund for {pnr} will be wired to {V}.",
    "[acct]Payee acct no. {V} for the tow company.",
    "[card]Fuel card for van {veh}: {V} — keep it in the glovebox log only.",
    "![card]{V} exp 11/28",
    "![card]order {ord} paid with {V}, total {price}",
    "![iban]payee,iban,amount\nsubcontractor,{V},{price}",
    "![card]{\"booking\": \"{pnr}\", \"pan\": \"{V}\", \"amount\": \"{price}\"}",
    "![iban]{V:low}",
    "![card]\"{V}\" — card the hotel has on file",
    "![acct]acct {V} / ref {ord}",
    "[card]Please charge the no-show fee to {V}.",
    "[iban]Deposit return to {V} by Friday.",
    "[aba]ACH routing {V}, account details in the vendor record.",
    "[card]Guest gave Amex {V} at the desk.",
]
T["financial", "zh"] = [
    "[cncard]酒店担保：信用卡{V}，到店预授权",
    "[cncard]行程{tkt}乘客绑定的银行卡号{V}",
    "[cncard]派送失败运费退回到银行卡{V}",
    "[cnacct]骑手结算账户：{V}，开户行招商银行",
    "[cncard]保修自付部分用信用卡{V}支付",
    "[iban]分包商付款账户IBAN：{V}（工单{job}）",
    "[cnacct]司机工资代发账号{V}",
    "[cncard]客户电话里报了卡号{V}",
    "[iban]签证费退款到申请人的IBAN {V}",
    "[cncard]会员默认支付卡：{V}",
    "[cnacct]机票退款{pnr}将汇入账号{V}",
    "[cnacct]拖车公司收款账号：{V}",
    "[cncard]{veh}号车加油卡{V}，只记在手套箱台账里",
    "[cncard]请把未到店费用扣在{V}上",
    "[cnacct]押金退回到{V}，周五前",
    "![cncard]{V}有效期11/28",
    "![cncard]订单{ord}用{V}支付，共{rmb}",
    "![cnacct]收款方,账号,金额\n分包商,{V},{rmb}",
    "![cncard]{\"订单\": \"{pnr}\", \"卡号\": \"{V}\", \"金额\": \"{rmb}\"}",
    "![cncard]{V:fw}",
    "![cncard]“{V}”酒店存档的卡",
    "![cnacct]账户{V}/单号{ord}",
    "[card]外籍客人在前台给了Visa卡{V}",
    "[cncard]外卖退款原路退回银行卡号{V}",
    "[cnacct]对公转账：收款账号{V}，备注工单号",
    "[iban]欧洲酒店订金汇至{V}",
]
T["financial", "mixed"] = [
    "[card]hotel guarantee：card {V}，到店 pre-auth",
    "[cncard]trip {tkt} 乘客绑定的银行卡号 {V}",
    "[iban]failed delivery 费用 refund 到 IBAN {V}",
    "[cnacct]骑手 payout account：{V}",
    "[aba]contractor ACH：routing number {V}",
    "[card]warranty excess 用 credit card {V} 支付",
    "[iban]分包商 payment 到 {V}（job {job}）",
    "[cnacct]司机 direct deposit 账号 {V}",
    "[cncard]客户电话报了 card number {V}",
    "[iban]visa fee refund 到 IBAN：{V}",
    "[card]loyalty account 默认 card：{V}",
    "[cnacct]airline refund {pnr} 汇入 account {V}",
    "[acct]tow company 的 acct no. {V}",
    "[cncard]{veh} 号车 fuel card {V}",
    "[card]no-show fee 扣在 {V} 上",
    "![card]{V} exp 11/28",
    "![cncard]order {ord} 用 {V} 付款，{rmb}",
    "![iban]payee,iban,金额\n分包商,{V},{rmb}",
    "![card]{\"booking\": \"{pnr}\", \"pan\": \"{V}\"}",
    "![cncard]{V:fw}",
    "![card]“{V}” hotel 存档的 card",
    "![cnacct]acct {V} / 单号 {ord}",
    "[iban]deposit 退回 {V}，周五前",
    "[cncard]外卖 refund 原路退回银行卡 {V}",
    "[aba]ACH routing {V}，account 在 vendor record",
    "[card]guest 在前台给了 Amex {V}",
]

T["person_name", "en"] = [
    "Driver note: parcel signed for by {V} at the front desk.",
    "Failed delivery {wb}: addressee {V} not known at this address.",
    "Job sheet {job} — technician: {V}",
    "Your driver today is {V}, arriving in a silver {car}.",
    "Warranty claim submitted by {V} for the washer installed last spring.",
    "Booking for {V}, 2 nights at {hotel}, arriving {date}.",
    "Visa appointment confirmed for applicant {V}.",
    "My name is {V} and I never received the replacement part.",
    "Site contact: {V} (facilities), ask at gate B.",
    "Passenger {V} left an umbrella in the car on trip {tkt}.",
    "Dear {V},\nyour itinerary {pnr} has changed.",
    "Loyalty account holder: {V}",
    "Meter read by {V} on {date}, reading {km}.",
    "Please leave the parcel with my neighbour {V} at number {n}.",
    "Dispatcher {V} reassigned the route to van {veh}.",
    "!{V} signed",
    "!pod,{wb},{V},{date}",
    "!{\"pax\": \"{V}\", \"pnr\": \"{pnr}\", \"seat\": \"{n}A\"}",
    "!| tech | job | hours |\n| {V} | {job} | {n} |",
    "!{V:up}",
    "!thanks {V}! see you at the depot",
    "!travellers: {V} and one infant",
    "Mr {V} asked for a ground-floor room.",
    "Technician {V} will attend between jobs.",
    "The customer, {V}, wants the old boiler taken away.",
    "Courier {V} marked the parcel as delivered but it's not here.",
]
T["person_name", "zh"] = [
    "骑手备注：包裹由{V}在前台签收",
    "运单{wb}派送失败：收件人{V}查无此人",
    "工单{job}，维修师傅：{V}",
    "您今天的司机是{V}，银色{zcar}",
    "保修申请人{V}，洗衣机去年安装",
    "{V}预订{zhotel}两晚，{zdate}入住",
    "签证预约已确认，申请人{V}",
    "我叫{V}，一直没收到配件",
    "现场联系人：{V}（物业），到B门找",
    "乘客{V}在行程{tkt}把伞落车上了",
    "尊敬的{V}，您的行程{pnr}有变动",
    "会员账户持有人：{V}",
    "{zdate}由{V}抄表，读数{km}",
    "包裹放邻居{V}家，{n}号",
    "调度员{V}把路线改派给{veh}号车",
    "!{V}已签收",
    "!签收,{wb},{V},{zdate}",
    "!{\"乘客\": \"{V}\", \"订单\": \"{pnr}\", \"座位\": \"{n}A\"}",
    "!| 师傅 | 工单 | 工时 |\n| {V} | {job} | {n} |",
    "!联系人{V}电话见面单",
    "!谢谢{V}师傅",
    "!同行人：{V}和一名婴儿",
    "{V}先生要一楼的房间",
    "{V}女士反映外卖少了一份",
    "客户{V}要求把旧热水器拆走",
    "快递员{V}显示已送达但没收到",
]
T["person_name", "mixed"] = [
    "driver note：包裹由 {V} 在前台签收",
    "运单{wb} failed：收件人 {V} 查无此人",
    "job sheet {job}，technician：{V}",
    "今天的 driver 是 {V}，银色 {car}",
    "warranty claim 申请人 {V}",
    "booking for {V}，{hotel} 两晚",
    "visa appointment 申请人：{V}",
    "我叫{V}，一直没收到 replacement part",
    "site contact：{V}（物业）",
    "乘客 {V} 在 trip {tkt} 落了伞",
    "Dear {V}，你的 itinerary {pnr} 有变",
    "loyalty account holder：{V}",
    "{V} 抄的表，reading {km}",
    "parcel 放邻居 {V} 家",
    "dispatcher {V} 把 route 改给 {veh} 号车",
    "!{V} 已签收",
    "!pod,{wb},{V},{zdate}",
    "!{\"pax\": \"{V}\", \"pnr\": \"{pnr}\"}",
    "!| tech | 工单 | hours |\n| {V} | {job} | {n} |",
    "!联系人{V} tel 见面单",
    "!thanks {V}！depot 见",
    "!travellers：{V} + 1 infant",
    "{V}先生要 ground-floor room",
    "technician {V} 下午上门",
    "客户 {V} 要把旧 boiler 拆走",
    "courier {V} 显示 delivered 但没收到",
]

T["username", "en"] = [
    "[at]Driver chat: {V} says the loading bay is blocked again.",
    "Dispatch portal username: {V}",
    "[at]Rider review on trip {tkt} posted by {V}: 'driver was great'.",
    "Technician tablet login: {V} (reset the PIN if locked).",
    "[at]Ping {V} in #field-ops about the missing meter photo.",
    "Loyalty account user ID {V} merged into the main profile.",
    "Hotel app handle {V} complained about the noisy room.",
    "[at]Courier feedback thread: {V} wrote that the locker was full.",
    "Warranty portal account name: {V}",
    "Login for the visa appointment site was {V}.",
    "[at]Assigning {V} to the {city} overnight route.",
    "The customer's account on the booking engine is {V}.",
    "User {V} reported a wrong drop-off pin on the map.",
    "SSH into the depot box as {V} to pull the scanner logs.",
    "[at]cc {V} — can you re-dispatch {wb}?",
    "!{V} (that's her login, not the email)",
    "![at]{V}: van {veh} is back at the depot",
    "!user,role,depot\n{V},driver,{city}",
    "!{\"user\": \"{V}\", \"role\": \"dispatcher\", \"shift\": \"night\"}",
    "![at]thx {V:low}!",
    "!ops-admin, {V}, svc-sync — only the middle one is a person",
    "![at]({V})",
    "Forum post by {V} about late airport pickups.",
    "[at]Tag {V} on the failed-delivery report.",
    "Fleet app login id: {V}",
    "Mention {V} in the handover note for tomorrow's shift.",
]
T["username", "zh"] = [
    "[at]司机群：{V}说装卸区又被堵了",
    "调度平台用户名：{V}",
    "[at]行程{tkt}的评价来自{V}：司机很好",
    "维修平板登录账号：{V}，锁了就重置",
    "[at]在外勤群里@一下{V}，抄表照片缺了",
    "会员账号ID：{V}，已合并到主档",
    "酒店App用户{V}投诉房间吵",
    "[at]快递反馈帖：{V}说快递柜满了",
    "保修平台账户名：{V}",
    "签证预约网站登录名是{V}",
    "[at]把{V}排到{zcity}夜班线路",
    "客户在订票系统的账号是{V}",
    "用户{V}反映地图上的下车点不对",
    "用{V}登录仓库服务器拉扫码枪日志",
    "[at]抄送{V}，运单{wb}能重新派吗",
    "!{V}（这是她的登录名，不是邮箱）",
    "![at]{V}：{veh}号车回仓了",
    "!用户,角色,站点\n{V},司机,{zcity}",
    "!{\"用户\": \"{V}\", \"角色\": \"调度\", \"班次\": \"夜班\"}",
    "![at]谢谢{V}",
    "!ops-admin、{V}、svc-sync，只有中间那个是人",
    "![at]（{V}）",
    "论坛用户{V}发帖说机场接机总晚",
    "[at]在派送失败报告上标记{V}",
    "车队App登录名：{V}",
    "明天交接备注里提一下{V}",
]
T["username", "mixed"] = [
    "[at]driver 群：{V} 说 loading bay 又堵了",
    "dispatch portal 的 username：{V}",
    "[at]trip {tkt} 的 review 来自 {V}",
    "technician tablet login：{V}",
    "[at]在 #field-ops ping 一下 {V}，meter photo 缺了",
    "loyalty user ID {V} 已合并",
    "hotel app handle {V} 投诉房间吵",
    "[at]courier feedback：{V} 说 locker 满了",
    "warranty portal 账户名：{V}",
    "visa 预约网站 login 是 {V}",
    "[at]把 {V} 排到 {zcity} overnight route",
    "客户在 booking engine 的 account 是 {V}",
    "user {V} 反映 drop-off pin 不对",
    "用 {V} SSH 到 depot box 拉日志",
    "[at]cc {V}，{wb} 能 re-dispatch 吗",
    "!{V}（她的 login，不是 email）",
    "![at]{V}：{veh}号 van 回 depot 了",
    "!user,role,站点\n{V},driver,{zcity}",
    "!{\"user\": \"{V}\", \"role\": \"调度\"}",
    "![at]thx {V:low}！",
    "!ops-admin、{V}、svc-sync，只有中间是人",
    "![at]（{V}）",
    "论坛 post by {V}：机场 pickup 总晚",
    "[at]failed-delivery report 上 tag {V}",
    "fleet app 登录 id：{V}",
    "handover note 里 mention {V}",
]

T["home_path", "en"] = [
    "Route optimiser reads its config from {V}/dispatch/config.yaml on the depot laptop.",
    "Scanner logs are dumped to {V}/Downloads/scanner_{date}.log",
    "[win]The technician's tablet stores job photos under {V}\\Pictures\\JobSheets\\{job}",
    "[mac]Itinerary PDFs end up in {V}/Documents/Travel/{pnr}.pdf",
    "Error: cannot open {V}/.fleetctl/credentials (permission denied)",
    "[win]Warranty export saved to {V}\\Desktop\\claims.csv",
    "[mac]Crash report path: {V}/Library/Logs/DriverApp/crash.log",
    "cron runs {V}/bin/sync_waybills.sh every night",
    "[win]FileNotFoundError: '{V}\\AppData\\Local\\MeterReader\\cache.db'",
    "[mac]Boarding passes synced to {V}/Desktop/boarding",
    "Copied the manifest to {V}/manifests/{wb}.json",
    "[win]Set MAPS_CACHE={V}\\maps before starting the fleet viewer.",
    "[mac]zsh: command not found, see {V}/.zshrc line {n}",
    "Trip export: {V}/exports/trips.csv ({n} MB)",
    "[win]Installer log at {V}\\Downloads\\fleet-setup.log",
    "!{V}/tmp/pod_photos",
    "![win]path,size\n{V}\\Documents\\visa_form.pdf,{n}MB",
    "![mac]{\"cache_dir\": \"{V}/Library/Caches/rideapp\", \"ttl\": 3600}",
    "!`{V}/src/route-planner` has the patched solver",
    "![win]\"{V}\\OneDrive\\Bookings\\{pnr}.eml\"",
    "![mac]ls {V}/Desktop → claims, waybills, invoices",
    "!PWD={V}/work/field-app",
    "[mac]The loyalty export landed in {V}/Downloads/points.xlsx",
    "Driver app debug bundle: {V}/.local/share/driverapp/debug.zip",
    "[win]Printer driver writes labels to {V}\\Documents\\Labels",
    "venv lives in {V}/.venvs/dispatch, activate it first.",
]
T["home_path", "zh"] = [
    "路线优化程序从{V}/dispatch/config.yaml读取配置",
    "扫码枪日志导出到{V}/Downloads/scanner.log",
    "[win]维修平板把工单照片存在{V}\\Pictures\\工单\\{job}",
    "[mac]行程单PDF都在{V}/Documents/出差/{pnr}.pdf",
    "报错：无法打开{V}/.fleetctl/credentials，权限不足",
    "[win]保修导出文件保存到{V}\\Desktop\\理赔.csv",
    "[mac]崩溃日志路径：{V}/Library/Logs/DriverApp/crash.log",
    "定时任务每晚执行{V}/bin/sync_waybills.sh",
    "[win]找不到文件'{V}\\AppData\\Local\\抄表\\cache.db'",
    "[mac]登机牌同步到{V}/Desktop/登机牌",
    "运单清单复制到了{V}/manifests/{wb}.json",
    "[win]启动车队查看器前设置MAPS_CACHE={V}\\maps",
    "[mac]见{V}/.zshrc第{n}行",
    "行程导出：{V}/exports/trips.csv",
    "[win]安装日志在{V}\\Downloads\\setup.log",
    "!{V}/tmp/签收照片",
    "![win]路径,大小\n{V}\\Documents\\签证表.pdf,{n}MB",
    "![mac]{\"缓存目录\": \"{V}/Library/Caches/rideapp\"}",
    "!`{V}/src/route-planner`里有修好的求解器",
    "![win]“{V}\\OneDrive\\订单\\{pnr}.eml”",
    "![mac]ls {V}/Desktop 里有理赔、运单、发票",
    "!PWD={V}/work/外勤",
    "[mac]会员积分导出在{V}/Downloads/积分.xlsx",
    "司机端调试包：{V}/.local/share/driverapp/debug.zip",
    "[win]打印机把面单写到{V}\\Documents\\面单",
    "虚拟环境在{V}/.venvs/dispatch",
]
T["home_path", "mixed"] = [
    "route optimiser 从 {V}/dispatch/config.yaml 读 config",
    "scanner logs 导出到 {V}/Downloads/scanner.log",
    "[win]technician tablet 把照片存在 {V}\\Pictures\\JobSheets",
    "[mac]itinerary PDF 都在 {V}/Documents/Travel/{pnr}.pdf",
    "报错 cannot open {V}/.fleetctl/credentials",
    "[win]warranty export 存到 {V}\\Desktop\\claims.csv",
    "[mac]crash log：{V}/Library/Logs/DriverApp/crash.log",
    "cron 每晚跑 {V}/bin/sync_waybills.sh",
    "[win]FileNotFoundError：'{V}\\AppData\\Local\\抄表\\cache.db'",
    "[mac]boarding pass 同步到 {V}/Desktop/boarding",
    "manifest 复制到 {V}/manifests/{wb}.json",
    "[win]启动前 set MAPS_CACHE={V}\\maps",
    "[mac]看 {V}/.zshrc 第 {n} 行",
    "trip export：{V}/exports/trips.csv",
    "[win]installer log 在 {V}\\Downloads\\setup.log",
    "!{V}/tmp/pod_photos",
    "![win]path,大小\n{V}\\Documents\\visa.pdf,{n}MB",
    "![mac]{\"cache_dir\": \"{V}/Library/Caches/rideapp\"}",
    "!`{V}/src/route-planner` 有修好的 solver",
    "![win]“{V}\\OneDrive\\Bookings\\{pnr}.eml”",
    "![mac]ls {V}/Desktop → 理赔、waybills",
    "!PWD={V}/work/field-app",
    "[mac]loyalty export 在 {V}/Downloads/points.xlsx",
    "driver app debug bundle：{V}/.local/share/driverapp/debug.zip",
    "[win]label printer 写到 {V}\\Documents\\Labels",
    "venv 在 {V}/.venvs/dispatch，先 activate",
]

T["schedule", "en"] = [
    "I start my delivery round at {V} every weekday, so please have parcels ready.",
    "Driver profile: always clocks on at {V}, prefers the north routes.",
    "My wife takes the airport shuttle at {V} every Monday.",
    "Technician note: customer is only home after {V} on weekdays.",
    "I do the school run and then get to the depot by {V} each morning.",
    "Rider habit: books a car home from the office at {V} most nights.",
    "He goes for his run at {V} daily, so deliver before that.",
    "Our night driver finishes around {V} and sleeps till noon.",
    "I usually check in to the gym hotel at {V} on my Tuesday trips.",
    "The caretaker locks the site gate at {V} every evening.",
    "Every Friday I leave the house at {V} for the early flight.",
    "She picks up her son at {V} from nursery, so no deliveries then.",
    "I take my meds at {V}, please don't schedule the visit then.",
    "Daily routine: wake at {V}, first pickup from the depot after.",
    "I walk the dog at {V} every morning, leave it with the neighbour if I'm out.",
    "!usual pickup {V}",
    "!shift,start\nMon-Fri,{V}",
    "!{\"rider_pref\": \"home\", \"usual_time\": \"{V}\"}",
    "!{V} every day, same as always",
    "!I'm out from {V} most days.",
    "!(weekdays {V:up})",
    "!gym {V}, then office",
    "The tenant works nights and only answers after {V}.",
    "My commute car arrives at {V}; the driver knows the gate.",
    "I go to bed around {V}, so no late calls please.",
    "Most days I'm at the warehouse by {V}.",
]
T["schedule", "zh"] = [
    "我每个工作日{V}开始派件，请提前备好包裹",
    "司机档案：每天{V}打卡，偏好北线",
    "我老婆每周一{V}坐机场大巴",
    "技师备注：客户工作日{V}以后才在家",
    "我每天送完孩子{V}到仓库",
    "乘客习惯：基本每晚{V}从公司叫车回家",
    "他每天{V}去跑步，之前送到就行",
    "夜班司机一般{V}收工，睡到中午",
    "物业每天{V}锁工地大门",
    "每周五我{V}出门赶早班机",
    "她{V}去幼儿园接孩子，那时别送",
    "我{V}吃药，别安排那个时间上门",
    "作息：{V}起床，之后去仓库第一趟取件",
    "我每天{V}遛狗，不在就放邻居家",
    "租户上夜班，{V}以后才接电话",
    "!平时{V}取件",
    "!班次,开始\n周一至周五,{V}",
    "!{\"乘客偏好\": \"回家\", \"常用时间\": \"{V}\"}",
    "!每天{V}老样子",
    "!我一般{V}出门",
    "!（工作日{V:fw}）",
    "!健身{V}然后上班",
    "我每天{V}准时到站点",
    "通勤车{V}来接我，司机知道门",
    "我{V}睡觉，太晚别打电话",
    "每天{V}做外卖高峰前的备货",
]
T["schedule", "mixed"] = [
    "我每个 weekday {V} 开始 delivery round",
    "driver profile：每天 {V} clock on",
    "我老婆每周一 {V} 坐 airport shuttle",
    "technician note：客户 weekday {V} 以后才在家",
    "我每天 school run 完 {V} 到 depot",
    "rider habit：基本每晚 {V} 从 office 叫车",
    "他每天 {V} 去 running，之前送到就行",
    "night driver 一般 {V} 收工",
    "物业每晚 {V} 锁 site gate",
    "每周五 {V} 出门赶 early flight",
    "她 {V} 去 nursery 接孩子，那时别送",
    "我 {V} 吃药，别排 visit",
    "routine：{V} 起床，然后去 depot",
    "我每天 {V} 遛狗，不在就放 neighbour 家",
    "租户上 night shift，{V} 以后才接电话",
    "!usual pickup {V}",
    "!shift,开始\nMon-Fri,{V}",
    "!{\"rider_pref\": \"home\", \"常用时间\": \"{V}\"}",
    "!每天 {V} same as always",
    "!我一般 {V} 出门",
    "!（weekdays {V}）",
    "!gym {V} 然后 office",
    "我每天 {V} 准时到 hub",
    "commute car {V} 来接我",
    "我 {V} 睡觉，别 late call",
    "每天 {V} 外卖 peak 前备货",
]

T["geo", "en"] = [
    "[coord]Driver pinned the drop-off at {V}, next to the garages.",
    "[coord]Van {veh} last GPS fix: {V}",
    "[post]Parcel for postcode {V} is in cage {n}.",
    "[nbhd]Rider lives in {V}, pickups usually from the corner shop.",
    "[post]Technician visit — postcode {V}, ring the bell twice.",
    "[coord]Customer sent a map pin {V} for the site entrance.",
    "[nbhd]The new job is in {V}, parking is tight.",
    "[post]Booking address postcode: {V}",
    "[coord]Failed delivery {wb}: driver GPS showed {V} when he scanned.",
    "[nbhd]Warranty claimant is based in {V}; next visit Thursday.",
    "[post]ZIP {V} for the loyalty account mailing.",
    "[coord]lat/lng of the breakdown: {V}",
    "[nbhd]Her flat is in {V}, by the old library.",
    "[post]Hotel needs the home postcode ({V}) for the registration card.",
    "[coord]Meter location recorded at {V}.",
    "![coord]{V}",
    "![post]{wb},{V},{n} pcs",
    "![coord]{\"lat_lng\": \"{V}\", \"accuracy_m\": {n}}",
    "![nbhd]| stop | area |\n| {n} | {V} |",
    "![post]{V:low} — same as billing",
    "![post]deliver to {city} {V}",
    "![nbhd]\"{V}\" gate code at reception",
    "[nbhd]I live in {V}, deliver to the back door.",
    "[coord]Pickup pin: {V} (near the bus stop).",
    "[post]Send the spare to the {V} address on file.",
    "[nbhd]Courier keeps getting lost in {V}, add a note.",
]
T["geo", "zh"] = [
    "[coord]骑手定位在{V}，车库旁边",
    "[coord]{veh}号车最后定位：{V}",
    "[post]邮编{V}的包裹在{n}号笼",
    "[nbhd]乘客住在{zcity}{V}，一般在小卖部上车",
    "[post]上门维修：邮政编码{V}",
    "[coord]客户发了定位{V}，是工地入口",
    "[nbhd]新工单在{V}，停车难",
    "[post]预订地址邮编：{V}",
    "[coord]运单{wb}派送失败，扫描时GPS为{V}",
    "[nbhd]理赔客户住{V}，周四再上门",
    "[post]会员邮寄地址邮编{V}",
    "[coord]抛锚位置经纬度：{V}",
    "[nbhd]她家在{zcity}{V}，老图书馆旁边",
    "[post]酒店登记卡要填家庭邮编（{V}）",
    "[coord]电表位置记录为{V}",
    "![coord]{V}",
    "![post]{wb},{V},{n}件",
    "![coord]{\"经纬度\": \"{V}\", \"精度\": {n}}",
    "![nbhd]| 站点 | 区域 |\n| {n} | {V} |",
    "![nbhd]{V}东门外卖柜",
    "![post]寄{zcity}{V}",
    "![nbhd]“{V}”门禁码在前台",
    "[nbhd]我住{V}，送后门",
    "[coord]上车点：{V}（公交站旁）",
    "[nbhd]外卖送{zcity}{dist}{V}",
    "[nbhd]快递员老在{V}迷路，加个备注",
]
T["geo", "mixed"] = [
    "[coord]driver pin 在 {V}，garage 旁边",
    "[coord]{veh} 号 van last GPS：{V}",
    "[post]邮编 {V} 的 parcel 在 cage {n}",
    "[nbhd]rider 住在 {zcity}{V}，一般在小卖部 pickup",
    "[post]technician visit，postcode {V}",
    "[coord]客户发了 map pin {V}",
    "[nbhd]新 job 在 {V}，parking 难",
    "[post]booking 地址 postcode：{V}",
    "[coord]failed delivery {wb}：扫描时 GPS {V}",
    "[nbhd]warranty 客户住 {V}",
    "[post]loyalty mailing 邮编 {V}",
    "[coord]breakdown 的 lat/lng：{V}",
    "[nbhd]她家在 {V}，old library 旁边",
    "[post]hotel 登记卡要 home postcode（{V}）",
    "[coord]meter location：{V}",
    "![coord]{V}",
    "![post]{wb},{V},{n} pcs",
    "![coord]{\"lat_lng\": \"{V}\", \"精度\": {n}}",
    "![nbhd]| stop | 区域 |\n| {n} | {V} |",
    "![nbhd]{V} 东门 locker",
    "![post]寄 {zcity} {V}",
    "![nbhd]“{V}” gate code 在前台",
    "[nbhd]我住 {V}，送 back door",
    "[coord]pickup pin：{V}（bus stop 旁）",
    "[nbhd]外卖送 {zcity}{dist}{V}",
    "[nbhd]courier 老在 {V} 迷路",
]

# ---------------------------------------------------------------------------------------
# Benign fillers (no personal values)
# ---------------------------------------------------------------------------------------

CITIES = ["Manchester", "Leeds", "Chicago", "Denver", "Bristol", "Seattle", "Glasgow",
          "Austin", "Boston", "Cardiff", "Phoenix", "Nottingham", "Portland", "Sheffield"]
ZCITIES = ["上海市", "北京市", "深圳市", "杭州市", "成都市", "广州市", "南京市", "武汉市",
           "西安市", "苏州市", "重庆市", "天津市"]
DISTS = ["浦东新区", "朝阳区", "南山区", "西湖区", "武侯区", "天河区", "鼓楼区", "江汉区",
         "雁塔区", "姑苏区", "渝中区", "和平区", "海淀区", "福田区"]
HOTELS = ["Premier Inn Leeds City", "Holiday Inn Express Denver", "Novotel Bristol Centre",
          "ibis Styles Glasgow", "Travelodge Cardiff Bay", "Hyatt Place Austin"]
ZHOTELS = ["全季酒店（人民广场店）", "汉庭酒店", "亚朵酒店", "如家精选", "锦江之星", "维也纳酒店"]
CARS = ["Toyota Prius", "Skoda Octavia", "Tesla Model 3", "Kia Niro", "Ford Transit"]
ZCARS = ["比亚迪秦", "丰田卡罗拉", "大众朗逸", "埃安S"]
FLIGHTS = ["CA1831", "MU5101", "BA287", "UA901", "CZ3101", "LH721", "HO1253", "EK303"]
ITEMS = ["2 x USB-C chargers", "1 pallet of printer paper", "3 cartons of bottled water",
         "a replacement thermostat", "12 parcels", "a 55-inch TV", "spare brake pads"]
ZITEMS = ["两箱矿泉水", "一台空调外机", "三件快递", "一份麻辣烫", "五袋大米", "一台洗衣机"]
SERVICES = ["Stripe", "Twilio", "Mapbox", "PostgreSQL", "Redis", "Kafka", "nginx", "Grafana"]


def _digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def _up(rng, n, alpha=string.ascii_uppercase + string.digits):
    return "".join(rng.choice(alpha) for _ in range(n))


FILLERS = {
    "city": lambda r: r.choice(CITIES),
    "zcity": lambda r: r.choice(ZCITIES),
    "dist": lambda r: r.choice(DISTS),
    "hotel": lambda r: r.choice(HOTELS),
    "zhotel": lambda r: r.choice(ZHOTELS),
    "car": lambda r: r.choice(CARS),
    "zcar": lambda r: r.choice(ZCARS),
    "flt": lambda r: r.choice(FLIGHTS),
    "item": lambda r: r.choice(ITEMS),
    "zitem": lambda r: r.choice(ZITEMS),
    "svc": lambda r: r.choice(SERVICES),
    "wb": lambda r: r.choice(["SF", "YT", "ZTO", "JD", "DPD"]) + _digits(r, 12),
    "ord": lambda r: "ORD-" + _digits(r, 8),
    "job": lambda r: "JOB-" + str(r.randint(2023, 2025)) + "-" + _digits(r, 5),
    "tkt": lambda r: "TR" + _digits(r, 9),
    "pnr": lambda r: _up(r, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
    "veh": lambda r: "V-" + str(r.randint(10, 499)),
    "n": lambda r: str(r.randint(2, 9)),
    "km": lambda r: f"{r.randint(1000, 99999)}.{r.randint(0, 9)} kWh",
    "price": lambda r: f"${r.randint(5, 900)}.{r.randint(0, 99):02d}",
    "rmb": lambda r: f"¥{r.randint(5, 3000)}.{r.randint(0, 9)}0",
    "date": lambda r: f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    "zdate": lambda r: f"{r.randint(1, 12)}月{r.randint(1, 28)}日",
    "ver": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
    "hexid": lambda r: "".join(r.choice("0123456789abcdef") for _ in range(r.choice([7, 12, 40]))),
    "uuid": lambda r: "-".join("".join(r.choice("0123456789abcdef") for _ in range(k)) for k in (8, 4, 4, 4, 12)),
    "port": lambda r: r.choice(["443", "5432", "6379", "8080", "9092", "3306"]),
    "gate": lambda r: r.choice("ABCDE") + str(r.randint(1, 40)),
    "pct": lambda r: f"{r.randint(1, 99)}%",
    "dur": lambda r: f"{r.randint(2, 59)} min",
}

# ---------------------------------------------------------------------------------------
# Value generators
# ---------------------------------------------------------------------------------------

FU = Faker("en_US")
FG = Faker("en_GB")
FZ = Faker("zh_CN")
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"


def _rs(rng, n, alpha=ALNUM):
    return "".join(rng.choice(alpha) for _ in range(n))


def _b64url(data: bytes) -> str:
    import base64

    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _luhn_complete(prefix: str, length: int, rng) -> str:
    body = prefix + _digits(rng, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def _iban(country: str, bban: str) -> str:
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def _group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


AREAS = ["110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107",
         "420106", "610113", "320102", "500103", "120101", "350203"]


def cn_id(rng) -> str:
    body = rng.choice(AREAS) + f"{rng.randint(1958, 2004)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + _digits(rng, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def nino(rng) -> str:
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
            break
    d = _digits(rng, 6)
    s = rng.choice("ABCD")
    return rng.choice([f"{p}{d}{s}", f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}"])


def g_secret(rng, kind):
    k = kind or rng.choice(["aws", "gh", "ghpat", "slack", "openai", "anthropic", "stripe", "google", "hf", "sg", "tg", "jwt"])
    if k == "aws":
        return "AKIA" + _rs(rng, 16, string.ascii_uppercase + "234567")
    if k == "gh":
        return rng.choice(["ghp_" + _rs(rng, 36), "github_pat_" + _rs(rng, 22) + "_" + _rs(rng, 59), "gho_" + _rs(rng, 36)])
    if k == "ghpat":
        return "github_pat_" + _rs(rng, 22) + "_" + _rs(rng, 59)
    if k == "slack":
        return rng.choice(["xoxb-", "xoxp-"]) + _digits(rng, 11) + "-" + _digits(rng, 12) + "-" + _rs(rng, 24)
    if k == "openai":
        return rng.choice(["sk-proj-" + _rs(rng, 64, URLSAFE) + "T3BlbkFJ" + _rs(rng, 20, URLSAFE), "sk-" + _rs(rng, 48)])
    if k == "anthropic":
        return "sk-ant-api03-" + _rs(rng, 93, URLSAFE) + "AA"
    if k == "stripe":
        return rng.choice(["sk_live_", "rk_live_", "sk_test_"]) + _rs(rng, rng.choice([24, 99]))
    if k == "google":
        return "AIza" + _rs(rng, 35, URLSAFE)
    if k == "hf":
        return "hf_" + _rs(rng, 34, string.ascii_letters)
    if k == "sg":
        return "SG." + _rs(rng, 22, URLSAFE) + "." + _rs(rng, 43, URLSAFE)
    if k == "tg":
        return str(rng.randint(100000000, 7999999999)) + ":AA" + _rs(rng, 33, URLSAFE)
    if k == "jwt":
        head = _b64url(rng.choice([b'{"alg":"HS256","typ":"JWT"}', b'{"alg":"RS256","typ":"JWT"}']))
        payload = _b64url(('{"sub":"%s","iat":%d,"scope":"dispatch"}' % (_rs(rng, 10), rng.randint(1690000000, 1730000000))).encode())
        return f"{head}.{payload}.{_rs(rng, 43, URLSAFE)}"
    if k == "pem":
        kind_name = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
        lines = [_rs(rng, 64, ALNUM + "+/") for _ in range(rng.randint(4, 9))]
        return f"-----BEGIN {kind_name}-----\n" + "\n".join(lines) + f"\n-----END {kind_name}-----"
    if k == "url":
        return rng.choice([FU.password(length=rng.randint(12, 20), special_chars=False), _rs(rng, 16) + "x9Q"])
    if k == "hex":
        return rng.choice(["".join(rng.choice("0123456789abcdef") for _ in range(40)), _rs(rng, 32), _rs(rng, 48, ALNUM + "+/")])
    raise ValueError(k)


WORDS = ["maple", "orbit", "tundra", "copper", "lantern", "harbor", "violet", "cobalt", "saffron",
         "glacier", "pepper", "thistle", "ember", "quartz", "falcon", "meadow", "canyon"]


def g_password(rng, lang):
    r = rng.random()
    if r < 0.45:
        f = rng.choice([FU, FG, FZ])
        return f.password(length=rng.randint(9, 16), special_chars=rng.random() < 0.7)
    if r < 0.65:
        sep = rng.choice(["-", ".", "_"])
        ws = rng.sample(WORDS, rng.choice([3, 4]))
        ws[rng.randrange(len(ws))] = ws[0].capitalize() if rng.random() < 0.5 else ws[1]
        return sep.join(ws) + sep + str(rng.randint(10, 99))
    if r < 0.85:
        return FZ.user_name().capitalize() + rng.choice(["@", "#", "!", "_"]) + str(rng.randint(1990, 2025))
    return _rs(rng, 3, string.ascii_uppercase) + rng.choice("!$%&*") + _rs(rng, 5, string.ascii_lowercase) + _digits(rng, 3)


def g_email(rng, lang):
    fz = lang == "zh" or (lang == "mixed" and rng.random() < 0.6)
    f = FZ if fz else rng.choice([FU, FG])
    m = rng.choice(["email", "free_email", "company_email", "ascii_email", "ascii_free_email", "safe_email"])
    v = getattr(f, m)()
    if rng.random() < 0.15:
        v = FZ.user_name() + "@" + rng.choice(["qq.com", "163.com", "126.com", "sina.com", "foxmail.com"])
    return v


def g_phone(rng, lang):
    if lang == "en" or (lang == "mixed" and rng.random() < 0.4):
        r = rng.random()
        if r < 0.4:
            return FU.phone_number()
        if r < 0.75:
            return FG.phone_number()
        if r < 0.88:
            return f"+1 ({rng.randint(201, 989)}) {rng.randint(200, 999)}-{_digits(rng, 4)}"
        return f"+44 7{_digits(rng, 3)} {_digits(rng, 6)}"
    r = rng.random()
    if r < 0.45:
        return FZ.phone_number()
    mob = rng.choice(["13", "15", "18", "17", "19"]) + _digits(rng, 9)
    if r < 0.65:
        return f"+86 {mob[:3]} {mob[3:7]} {mob[7:]}"
    if r < 0.8:
        return f"{mob[:3]}-{mob[3:7]}-{mob[7:]}"
    if r < 0.9:
        return f"0{rng.choice(['21', '10', '755', '571', '28'])}-{rng.randint(2, 8)}{_digits(rng, 7)}"
    return f"+86{mob}"


ZROADS = ["中山", "人民", "解放", "建设", "文三", "长江", "延安", "南京", "淮海", "科技", "学院", "滨江", "青年", "和平", "光明"]


def zh_street(rng):
    r = rng.random()
    if r < 0.15:
        return FZ.street_address()
    road = rng.choice([FZ.street_name(), rng.choice(ZROADS) + rng.choice(["路", "街", "大道", "北路", "东路"])])
    no = f"{rng.randint(1, 999)}号"
    tail = rng.choice(["", f"{rng.randint(1, 30)}栋{rng.randint(1, 6)}单元{rng.randint(1, 32)}{rng.randint(1, 4):02d}室",
                       f"{rng.randint(1, 20)}号楼{rng.randint(101, 2808)}室", f"{rng.choice('ABCD')}座{rng.randint(3, 30)}楼",
                       f"{rng.randint(1, 12)}幢{rng.randint(101, 1802)}"])
    return road + no + tail


def en_street(rng):
    r = rng.random()
    if r < 0.35:
        return FU.street_address().replace("\n", ", ")
    if r < 0.55:
        return FU.street_address() + " " + FU.secondary_address()
    if r < 0.8:
        return FG.street_address().replace("\n", ", ")
    return f"Flat {rng.randint(1, 40)}, {FG.building_number()} {FG.street_name()}"


def g_address(rng, lang, tpl):
    if lang == "zh":
        return zh_street(rng)
    if lang == "en":
        return en_street(rng)
    i = tpl.find("{V")
    if tpl[max(0, i - 7) : i].endswith(("{zcity}", "{dist}")) or rng.random() < 0.6:
        return zh_street(rng)
    return en_street(rng)


def g_gov(rng, lang, kind):
    k = kind
    if k == "ssn":
        v = FU.ssn()
        return v if rng.random() < 0.8 else v.replace("-", rng.choice(["", " "]))
    if k == "nino":
        return FG.ssn() if rng.random() < 0.25 else nino(rng)
    if k == "pass":
        if lang == "en":
            return rng.choice([FU, FG]).passport_number()
        return rng.choice([FZ.passport_number(), rng.choice("EGDP") + _digits(rng, 8), "E" + rng.choice("ABCDEFGH") + _digits(rng, 7)])
    if k == "cnid":
        return FZ.ssn() if rng.random() < 0.4 else cn_id(rng)
    raise ValueError(k)


def g_fin(rng, lang, kind):
    k = kind
    if k == "card":
        r = rng.random()
        if r < 0.5:
            return FU.credit_card_number(card_type=rng.choice(["visa", "mastercard", "amex", "discover", None]))
        num = _luhn_complete(rng.choice(["4", "51", "55", "2221"]), 16, rng)
        return _group4(num) if r < 0.8 else "-".join(num[i : i + 4] for i in range(0, 16, 4))
    if k == "cncard":
        num = _luhn_complete(rng.choice(["62", "6222", "6217", "6228", "6214"]), rng.choice([16, 19]), rng)
        return num if rng.random() < 0.7 else _group4(num)
    if k == "iban":
        r = rng.random()
        if r < 0.35:
            v = FG.iban()
        elif r < 0.6:
            v = _iban("DE", _digits(rng, 18))
        elif r < 0.8:
            v = _iban("FR", _digits(rng, 23))
        else:
            v = _iban("NL", _up(rng, 4, string.ascii_uppercase) + _digits(rng, 10))
        return v if rng.random() < 0.6 else _group4(v)
    if k == "acct":
        return rng.choice([FU.bban(), _digits(rng, 8), _digits(rng, 10), FG.bban()])
    if k == "aba":
        return FU.aba()
    if k == "cnacct":
        return rng.choice([_digits(rng, 17), _digits(rng, 19), _luhn_complete("6225", 16, rng), _digits(rng, 4) + " " + _digits(rng, 4) + " " + _digits(rng, 4) + " " + _digits(rng, 4) + " " + _digits(rng, 3)])
    raise ValueError(k)


BAD_PARTS = {"will", "may", "june", "rose", "mark", "bill", "grant", "hope", "joy", "page", "long", "young",
             "white", "black", "brown", "green", "hill", "king", "street", "park", "lane", "wood", "day",
             "gay", "love", "rich", "gate", "hall", "ward", "price", "cash", "sale", "bay"}


def g_name(rng, lang, tpl):
    def en():
        while True:
            f = rng.choice([FU, FG])
            m = rng.random()
            if m < 0.3:
                v = f"{f.first_name()} {f.last_name()}"
            elif m < 0.55:
                v = f"{f.first_name_male()} {f.last_name()}"
            elif m < 0.8:
                v = f"{f.first_name_female()} {f.last_name()}"
            else:
                v = f.name()
                parts = v.split()
                parts = [p for p in parts if p.rstrip(".").lower() not in {"mr", "mrs", "ms", "miss", "dr", "prof", "md", "dds", "phd", "jr", "iii", "ii", "iv", "dvm"}]
                v = " ".join(parts)
            if len(v.split()) >= 2 and not any(p.lower() in BAD_PARTS for p in re.split(r"[ \-]", v)):
                return v

    def zh():
        m = rng.random()
        if m < 0.4:
            return FZ.name()
        if m < 0.7:
            return FZ.last_name() + FZ.first_name()
        return rng.choice([FZ.name_male, FZ.name_female])()

    if lang == "en":
        return en()
    if lang == "zh":
        return zh()
    r = rng.random()
    if r < 0.55:
        return zh()
    if r < 0.75:
        v = FZ.romanized_name()
        return v if v.lower().split()[-1] not in BAD_PARTS else "Zhang Wei"
    return en()


def g_user(rng, lang, kind):
    f = FZ if lang == "zh" or (lang == "mixed" and rng.random() < 0.5) else rng.choice([FU, FG])
    r = rng.random()
    if r < 0.6:
        u = f.user_name()
    elif r < 0.8:
        u = f.user_name() + rng.choice(["_ops", ".driver", "_" + str(rng.randint(1, 99)), "88"])
    else:
        u = (f.first_name() if f is not FZ else FZ.user_name()) .lower() + rng.choice([".", "_", ""]) + _rs(rng, 2, string.ascii_lowercase) + str(rng.randint(1, 999))
    u = re.sub(r"[^A-Za-z0-9._]", "", u) or "cargo_rider77"
    if len(u) < 5:
        u = u + str(rng.randint(10, 99))
    return "@" + u if kind == "at" else u


def g_home(rng, lang, kind):
    f = FZ if lang == "zh" or (lang == "mixed" and rng.random() < 0.5) else rng.choice([FU, FG])
    u = re.sub(r"[^A-Za-z0-9._-]", "", f.user_name()) or "wangfang"
    if len(u) < 4:
        u += str(rng.randint(1, 9))
    if kind == "win":
        return rng.choice(["C:\\Users\\", "C:\\Users\\", "D:\\Users\\"]) + u
    if kind == "mac":
        return "/Users/" + u
    return "/home/" + u


EN_WORDS_NUM = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
ZH_NUM = ["一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def g_sched(rng, lang):
    def en():
        h = rng.randint(1, 12)
        m = rng.choice([0, 0, 15, 30, 45, 10, 40, 20])
        r = rng.random()
        if r < 0.3:
            return f"{h}{rng.choice(['am', 'pm', ' am', ' pm', 'a.m.', ' p.m.'])}" if m == 0 else f"{h}:{m:02d}{rng.choice(['am', 'pm', ' am', ' pm'])}"
        if r < 0.5:
            return f"{rng.randint(5, 23):02d}:{m:02d}"
        if r < 0.65:
            return rng.choice(["half past ", "quarter past ", "quarter to "]) + EN_WORDS_NUM[h - 1]
        if r < 0.75:
            return f"{EN_WORDS_NUM[h - 1]} o'clock"
        if r < 0.85:
            return f"{h}.{rng.choice([15, 30, 45])}{rng.choice(['am', 'pm'])}"
        return f"{EN_WORDS_NUM[h - 1]} {rng.choice(['thirty', 'fifteen', 'forty-five'])} {rng.choice(['in the morning', 'at night', 'pm', 'am'])}"

    def zh():
        part = rng.choice(["早上", "上午", "中午", "下午", "傍晚", "晚上", "凌晨", "每天早上"])
        h = {"早上": (5, 9), "每天早上": (5, 9), "上午": (8, 11), "中午": (12, 12), "下午": (1, 5), "傍晚": (5, 7), "晚上": (7, 11), "凌晨": (1, 5)}[part]
        hh = rng.randint(*h)
        r = rng.random()
        if r < 0.35:
            return f"{part}{hh}点" + rng.choice(["", "半", "一刻", f"{rng.choice([10, 20, 40, 50])}分"])
        if r < 0.6:
            return f"{part}{ZH_NUM[hh - 1]}点" + rng.choice(["", "半", "一刻"])
        if r < 0.8:
            return f"{rng.randint(6, 23)}:{rng.choice(['00', '15', '30', '45'])}"
        return f"{part}{hh}:{rng.choice(['00', '30', '45'])}"

    if lang == "en":
        return en()
    if lang == "zh":
        return zh()
    return zh() if rng.random() < 0.55 else en()


NB1 = ["翠湖", "阳光", "碧桂", "金色", "万科", "绿地", "滨江", "世纪", "锦绣", "龙湖", "幸福", "华润", "紫荆", "枫林", "海棠", "银杏"]
NB2 = ["花园", "小区", "家园", "新村", "苑", "名苑", "公寓", "城", "嘉园", "华庭", "里"]
EN_NB = ["Gardens", "Estate", "Park", "Village", "Court", "Heights", "Green"]
EN_STEMS = ["Hillcrest", "Meadowbank", "Ashford", "Kingsmead", "Brookfield", "Thornbury", "Elmwood",
            "Larkhill", "Foxwood", "Oakridge", "Pennington", "Carrington", "Whitmore", "Ravenscroft",
            "Hawthorne", "Linden", "Beaumont", "Sandringham", "Westbury", "Cherwell"]
EN_AREAS = ["Shoreditch", "Clapham Junction", "Kentish Town", "Hackney Wick", "Brixton", "Headingley",
            "Jericho", "Didsbury", "Wicker Park", "Capitol Hill", "Back Bay", "Fishtown", "Hyde Park",
            "Stokes Croft", "Roath", "Finnieston", "Chorlton", "Ancoats", "Ballard", "Bouldin Creek"]


def g_geo(rng, lang, kind):
    zh_like = lang == "zh" or (lang == "mixed" and rng.random() < 0.6)
    if kind == "coord":
        if zh_like:
            lat, lng = rng.uniform(22.5, 40.0), rng.uniform(104.0, 121.9)
        elif rng.random() < 0.5:
            lat, lng = float(FU.latitude()), float(FU.longitude())
        else:
            t = rng.choice([FU, FG]).local_latlng(country_code=rng.choice(["US", "GB"]))
            lat, lng = float(t[0]) + rng.uniform(-0.01, 0.01), float(t[1]) + rng.uniform(-0.01, 0.01)
        d = rng.choice([4, 5, 6])
        sep = rng.choice([", ", ",", " "])
        return f"{lat:.{d}f}{sep}{lng:.{d}f}"
    if kind == "post":
        if zh_like:
            return FZ.postcode() if rng.random() < 0.5 else rng.choice(["2", "1", "5", "3", "4"]) + _digits(rng, 5)
        return rng.choice([FG.postcode(), FG.postcode(), FU.zipcode(), FU.zipcode_plus4()])
    if zh_like:
        r = rng.random()
        if r < 0.75:
            return rng.choice(NB1) + rng.choice(NB2)
        if r < 0.9:
            return rng.choice(NB1) + rng.choice(["100", "88", "1号", "2000"]) + rng.choice(["小区", "花园"])
        return rng.choice(NB1) + rng.choice(["花园", "家园", "新村"]) + rng.choice(["二期", "三期", "东区", "北区"])
    r = rng.random()
    if r < 0.4:
        return rng.choice(EN_AREAS)
    return f"{rng.choice(EN_STEMS)} {rng.choice(EN_NB)}"

# ---------------------------------------------------------------------------------------
# Benign texts ("!" = hard negative: looks like PII, is not)
# ---------------------------------------------------------------------------------------

B: dict[str, list[str]] = {}
B["en"] = [
    "Waybill {wb} scanned at the {city} hub, out for delivery today.",
    "Failed delivery: recipient not available, parcel returned to the {city} depot. Next attempt tomorrow.",
    "Driver note: loading bay 3 is closed for resurfacing this week, use bay 5.",
    "Trip receipt {tkt}: 14.2 km, {dur}, fare {price} incl. airport surcharge.",
    "Vehicle log {veh}: odometer 84,512 km, tyre pressure OK, next service in 3,000 km.",
    "Job sheet {job}: replaced the pressure relief valve on a combi boiler, tested, no leaks.",
    "Meter reading submitted: {km}, estimate cancelled.",
    "Warranty claim {job} approved, replacement compressor ships from the {city} warehouse.",
    "Your booking at {hotel} is confirmed: 2 nights, breakfast included, total {price}.",
    "Flight {flt} to {city} is delayed by {dur} due to weather at the origin.",
    "Itinerary {pnr}: outbound {flt}, return flight on {date}, 1 checked bag.",
    "Visa appointment slots for Schengen applications reopen on {date}.",
    "Loyalty programme update: points now expire after 36 months of inactivity.",
    "Route optimiser v{ver} released: fewer left turns, average stop time down {pct}.",
    "Order {ord}: {item}, shipped via DPD Next Day.",
    "Depot capacity this week is at {pct}; add a second wave for the {city} routes.",
    "The telematics service returns HTTP 503 when the {svc} backend is down; retry with backoff.",
    "Ride-hailing surge pricing was capped at 1.5x during the rail strike in {city}.",
    "Field service KPI: first-time fix rate rose to {pct} last quarter.",
    "Hotel policy: pets are not allowed; parking costs {price} per night.",
    "Baggage allowance on {flt} is 23 kg in economy.",
    "Courier lockers in {city} station are out of service until {date}.",
    "Driver app crash fixed in build {ver}; commit {hexid}.",
    "Trace id {uuid} — route recalculation timed out after 30s.",
    "CSV export columns: waybill,status,depot,attempts,weight_kg",
    "{\"waybill\": \"{wb}\", \"status\": \"in_transit\", \"depot\": \"{city}\", \"attempts\": 1}",
    "status: delivered\npieces: 3\nweight_kg: 12.4\nservice: express",
    "Please allow {dur} for the technician to isolate the water supply before work starts.",
    "Fleet fuel average this month: 6.1 L/100 km, down from 6.4.",
    "Train strike on {date}: expect longer pickup times at {city} airport.",
    "!Order number 4111 2222 3333 4445 is not a card, it's the marketplace reference.",
    "!Room for 6 people, 2 double beds plus sofa bed.",
    "!Gate {gate}, Terminal 2, boarding closes 20 minutes before departure.",
    "!Build 2024.11.30 of the driver app fixes the map crash.",
    "!Python 3.12 and PostgreSQL 16 on port {port} for the dispatch service.",
    "!Oxford Street is closed for the parade, expect delays to all West End drops.",
    "!The Washington Post covered the courier strike on page 4.",
    "!Platform 9, coach C, seat 42 — booked via the rail desk.",
    "!Version 10.0.19045.3693 of Windows is required for the label printer driver.",
    "!Meter serial 19A0045521 reading 04512 — no change since last estimate.",
    "!Hotel check-in from 15:00, check-out by 11:00 (hotel policy).",
    "!Customer service line 0800 numbers are free from landlines in the UK.",
    "!Lat/long columns are empty in the export; the geocoder was down.",
    "!SKU 4006381333931 out of stock at the {city} warehouse.",
    "!Apartment 2B in the sample data file is a placeholder.",
    "!Deliver to: [ADDRESS REDACTED] — the label was already masked upstream.",
    "!Flight BA0117 departs from Terminal 5; check the departure board.",
    "!'password' field must be at least 12 characters (validation error 422).",
    "!Use the API key from the vault, never paste it in chat.",
    "!HTTP 404 on /api/v2/users/me — token expired, please log in again.",
]
B["zh"] = [
    "运单{wb}已到达{zcity}分拨中心，今日派送",
    "派送失败：收件人不在，包裹退回{zcity}网点，明天再次派送",
    "骑手提醒：3号装卸口本周维修，请走5号口",
    "行程{tkt}：14.2公里，用时{dur}，车费{rmb}，含高速费",
    "车辆日志{veh}：里程84512公里，胎压正常，3000公里后保养",
    "工单{job}：更换壁挂炉泄压阀，试压无渗漏",
    "抄表已提交：{km}，估抄作废",
    "保修理赔{job}已通过，压缩机从{zcity}仓库发出",
    "您在{zhotel}的预订已确认：两晚含早，共{rmb}",
    "航班{flt}因天气延误{dur}",
    "行程单{pnr}：去程{flt}，{zdate}返程，托运行李一件",
    "申根签证预约名额{zdate}重新开放",
    "会员规则更新：积分36个月不活跃将过期",
    "路线优化v{ver}上线：左转更少，平均停靠时间下降{pct}",
    "订单{ord}：{zitem}，顺丰次日达",
    "本周网点产能{pct}，{zcity}线路加开第二波",
    "后端{svc}挂掉时车载接口返回HTTP 503，请退避重试",
    "{zcity}地铁停运期间网约车溢价上限1.5倍",
    "外勤指标：上季度一次修复率提升到{pct}",
    "酒店规定：不可携带宠物，停车费{rmb}每晚",
    "{flt}经济舱托运额度23公斤",
    "{zcity}火车站快递柜{zdate}前暂停服务",
    "司机端崩溃已在{ver}版本修复，提交{hexid}",
    "链路ID {uuid}，路线重算30秒超时",
    "导出字段：运单号,状态,网点,派送次数,重量",
    "{\"运单\": \"{wb}\", \"状态\": \"运输中\", \"网点\": \"{zcity}\", \"次数\": 1}",
    "状态：已签收\n件数：3\n重量：12.4公斤\n服务：特快",
    "师傅开工前需要{dur}关闭总水阀",
    "本月车队平均油耗6.1升每百公里",
    "{zdate}铁路停运，{zcity}机场接机时间会变长",
    "外卖备注：不要辣，多放香菜，餐具一份",
    "取件码已发送，请凭码到驿站取件",
    "!订单号6222 3333 4444 5555不是银行卡，是平台流水号",
    "!房间可住6人，两张大床加沙发床",
    "!登机口{gate}，T2航站楼，起飞前20分钟停止登机",
    "!司机端2024.11.30版本修复地图闪退",
    "!调度服务用Python 3.12和PostgreSQL 16，端口{port}",
    "!南京路步行街今天封闭，外滩方向派送延迟",
    "!中山路是很多城市都有的路名",
    "!12306候补成功，车次G1234，二等座",
    "!电表表号190045521，读数04512，与上次估抄一致",
    "!酒店入住时间15:00以后，退房12:00前（酒店规定）",
    "!客服热线400-820-8820，全国统一",
    "!导出表里经纬度列是空的，地理编码服务挂了",
    "!商品条码6920152400012缺货",
    "!收货地址：[已脱敏]，上游已处理",
    "!“密码”字段至少12位（校验错误422）",
    "!密钥请从密钥库读取，不要贴到群里",
    "!接口/api/v2/users/me返回404，令牌过期请重新登录",
    "!国庆节7天假期，10月8日恢复正常派送",
]
B["mixed"] = [
    "运单 {wb} 已到 {zcity} hub，今天 out for delivery",
    "failed delivery：收件人不在，parcel 退回 depot，明天 retry",
    "driver note：loading bay 3 本周维修，走 bay 5",
    "trip receipt {tkt}：14.2 km，{dur}，fare {rmb}",
    "vehicle log {veh}：odometer 84512 km，tyre pressure OK",
    "job sheet {job}：换了 boiler 的泄压阀，test 无渗漏",
    "meter reading 已提交：{km}，estimate 作废",
    "warranty claim {job} approved，compressor 从 {zcity} warehouse 发出",
    "{hotel} booking 已确认：两晚含 breakfast，共 {price}",
    "flight {flt} 因 weather delay {dur}",
    "itinerary {pnr}：outbound {flt}，{zdate} 返程",
    "Schengen visa appointment 名额 {zdate} 重新开放",
    "loyalty programme：积分 36 个月 inactive 过期",
    "route optimiser v{ver} 上线，stop time 下降 {pct}",
    "order {ord}：{zitem}，next-day delivery",
    "depot capacity 本周 {pct}，加开 second wave",
    "{svc} backend 挂了 telematics 返回 HTTP 503，retry with backoff",
    "{zcity} 地铁 strike 期间 surge pricing 上限 1.5x",
    "field service KPI：first-time fix rate 升到 {pct}",
    "hotel policy：不可带 pets，parking {rmb} 每晚",
    "{flt} economy 托运 23 kg",
    "{zcity} 站 courier locker {zdate} 前 out of service",
    "driver app crash 在 build {ver} 修了，commit {hexid}",
    "trace id {uuid}，route recalculation timeout 30s",
    "CSV 列：waybill,状态,depot,attempts,weight_kg",
    "{\"waybill\": \"{wb}\", \"status\": \"运输中\", \"depot\": \"{zcity}\"}",
    "status: 已签收\npieces: 3\nweight_kg: 12.4",
    "technician 开工前需要 {dur} 关总水阀",
    "fleet fuel 平均 6.1 L/100km",
    "外卖 note：不要辣，cutlery 一份",
    "!order number 6222 3333 4444 5555 不是 card，是 marketplace reference",
    "!room for 6 people，两张 double bed",
    "!gate {gate}，T2，boarding 提前 20 分钟关闭",
    "!build 2024.11.30 修了 map crash",
    "!dispatch 服务 Python 3.12 + PostgreSQL 16，port {port}",
    "!Oxford Street 今天封路，West End 派送 delay",
    "!南京路步行街 closed，外滩方向 delay",
    "!platform 9，coach C，seat 42，rail desk 订的",
    "!meter serial 19A0045521 reading 04512，和上次 estimate 一样",
    "!hotel check-in 15:00 以后，check-out 12:00 前（酒店规定）",
    "!客服 hotline 400-820-8820",
    "!export 里 lat/long 列是空的，geocoder 挂了",
    "!SKU 6920152400012 缺货",
    "!deliver to：[ADDRESS REDACTED]，上游已 mask",
    "!'password' 字段至少 12 位（validation error 422）",
    "!API key 从 vault 读，不要贴群里",
    "!/api/v2/users/me 返回 404，token 过期请重新 login",
    "!国庆 holiday 10月8日恢复 delivery",
]

# ---------------------------------------------------------------------------------------
# Assembly
# ---------------------------------------------------------------------------------------

_KEY = re.compile(r"\{(V(?::[a-z]+)?|[a-z]+)\}")


def _fw(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def _render(tpl: str, value: str | None, rng: random.Random):
    out, start, end, pos = [], -1, -1, 0
    length = 0
    for m in _KEY.finditer(tpl):
        key = m.group(1)
        if not key.startswith("V") and key.split(":")[0] not in FILLERS:
            continue
        lit = tpl[pos : m.start()]
        out.append(lit)
        length += len(lit)
        if key.startswith("V"):
            mod = key[2:]
            v = {"up": value.upper(), "low": value.lower(), "fw": _fw(value)}.get(mod, value)
            start, end = length, length + len(v)
            out.append(v)
            length += len(v)
        else:
            f = FILLERS[key](rng)
            out.append(f)
            length += len(f)
        pos = m.end()
    out.append(tpl[pos:])
    return "".join(out), start, end


def _parse(tpl: str):
    hard = tpl.startswith("!")
    if hard:
        tpl = tpl[1:]
    kind = None
    m = re.match(r"\[([a-z]+)\]", tpl)
    if m:
        kind, tpl = m.group(1), tpl[m.end() :]
    return hard, kind, tpl


def _value(cat: str, lang: str, kind: str | None, tpl: str, rng: random.Random) -> str:
    if cat == "secret":
        return g_secret(rng, kind)
    if cat == "password":
        return g_password(rng, lang)
    if cat == "email":
        return g_email(rng, lang)
    if cat == "phone":
        return g_phone(rng, lang)
    if cat == "address":
        return g_address(rng, lang, tpl)
    if cat == "government_id":
        return g_gov(rng, lang, kind)
    if cat == "financial":
        return g_fin(rng, lang, kind)
    if cat == "person_name":
        return g_name(rng, lang, tpl)
    if cat == "username":
        return g_user(rng, lang, kind)
    if cat == "home_path":
        return g_home(rng, lang, kind)
    if cat == "schedule":
        return g_sched(rng, lang)
    if cat == "geo":
        return g_geo(rng, lang, kind)
    raise ValueError(cat)


def _seed():
    for f in (FU, FG, FZ):
        f.seed_instance(FAKER_SEED)


def samples() -> list[Sample]:
    _seed()
    rng = random.Random(RANDOM_SEED)
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tpls = T[cat, lang]
            order = list(range(len(tpls)))
            for i in range(PER_CELL):
                if i % len(tpls) == 0:
                    rng.shuffle(order)
                hard, kind, tpl = _parse(tpls[order[i % len(tpls)]])
                for _ in range(50):
                    value = _value(cat, lang, kind, tpl, rng)
                    text, s, e = _render(tpl, value, rng)
                    v = text[s:e]
                    if v.strip() == v and len(v) >= 3 and text.count(v) == 1:
                        break
                else:
                    raise AssertionError((cat, lang, tpl))
                out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    return out


WRAP = {
    "en": ["{X}", "{X}", "Ops note {date}: {X}", "Re: {job}\n{X}", "[{veh}] {X}", "- {X}", "FYI {X}", "{X} (ref {ord})"],
    "zh": ["{X}", "{X}", "{zdate}运营备注：{X}", "回复：{job}\n{X}", "【{veh}】{X}", "· {X}", "通知：{X}", "{X}（单号{ord}）"],
    "mixed": ["{X}", "{X}", "ops note {zdate}：{X}", "Re: {job}\n{X}", "[{veh}] {X}", "- {X}", "FYI：{X}", "{X}（ref {ord}）"],
}


def benign_with_lang() -> list[tuple[str, str]]:
    rng = random.Random(RANDOM_SEED)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        easy = [t for t in B[lang] if not t.startswith("!")]
        hard = [t[1:] for t in B[lang] if t.startswith("!")]
        seen: set[str] = set()
        n_hard = BENIGN_PER_LANG // 3 + 1
        for pool, n in ((hard, n_hard), (easy, BENIGN_PER_LANG - n_hard)):
            k = 0
            tries = 0
            while k < n:
                tpl = pool[(k + tries) % len(pool)]
                wrap = rng.choice(WRAP[lang])
                text, _, _ = _render(wrap.replace("{X}", tpl), None, rng)
                tries += 1
                if text in seen and tries < 20 * n:
                    continue
                seen.add(text)
                out.append((lang, text))
                k += 1
    return out


if __name__ == "__main__":
    report("ag", samples(), benign_with_lang())
