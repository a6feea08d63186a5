# ruff: noqa
"""Blind privacy corpus N — what people tell a personal AI assistant about family,
friends and daily life, in English, Chinese and code-switched Chinese/English.

Style: "Faker en_US, en_GB, zh_CN values plus hand-written hard cases" — short natural
sentences ("remind me to call ...", "提醒我周五给王秀英打电话", "我女儿叫张丽，在朝阳区上学"),
Chinese values set into Chinese text with no spaces around them.

Author note: written blind — the gate's code, its tests and other corpora were never read,
and the gate was never run on this corpus while writing it.

Seeds: Faker(locale).seed_instance(7100 + i) per locale, random.Random(7177) for samples,
random.Random(7199) for benign texts.
"""

from __future__ import annotations

import random
import string
import sys
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_common import CATEGORIES, LANGS, Sample, report  # noqa: E402

from faker import Faker

_TIME_END = datetime(2026, 1, 1)

PER_CELL = 130
BENIGN_PER_LANG = 220

# --------------------------------------------------------------------------- generators

_ALNUM = string.ascii_letters + string.digits
_UPNUM = string.ascii_uppercase + string.digits
_B64U = string.ascii_letters + string.digits + "-_"


def _s(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def gen_secret(r, fk):
    k = r.randrange(13)
    if k == 0:
        return "AKIA" + _s(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    if k == 1:
        return "ghp_" + _s(r, _ALNUM, 36)
    if k == 2:
        return "github_pat_" + _s(r, _UPNUM, 22) + "_" + _s(r, _ALNUM, 59)
    if k == 3:
        return "xoxb-" + _s(r, string.digits, 12) + "-" + _s(r, string.digits, 13) + "-" + _s(r, _ALNUM, 24)
    if k == 4:
        return "sk-proj-" + _s(r, _B64U, 48) + "T3BlbkFJ" + _s(r, _B64U, 48)
    if k == 5:
        return "sk-ant-api03-" + _s(r, _B64U, 93) + "AA"
    if k == 6:
        return r.choice(["sk_live_", "rk_live_"]) + _s(r, _ALNUM, 24 + r.randrange(0, 76, 4))
    if k == 7:
        return "AIza" + _s(r, _B64U, 35)
    if k == 8:
        return "hf_" + _s(r, string.ascii_letters, 34)
    if k == 9:
        return "SG." + _s(r, _B64U, 22) + "." + _s(r, _B64U, 43)
    if k == 10:
        return str(r.randrange(10**8, 10**10)) + ":AA" + _s(r, _B64U, 33)
    if k == 11:
        import base64, json
        h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
        p = base64.urlsafe_b64encode(json.dumps({"sub": str(r.randrange(10**6, 10**9)), "iat": r.randrange(1_600_000_000, 1_800_000_000)}).encode()).rstrip(b"=").decode()
        return h + "." + p + "." + _s(r, _B64U, 43)
    return _s(r, _ALNUM, 32 + r.randrange(9))


def gen_password(r, fk):
    k = r.randrange(4)
    if k == 0:
        return fk["en_US"].password(length=r.randrange(10, 17))
    if k == 1:
        return fk["en_GB"].password(length=12, special_chars=r.random() < 0.5)
    if k == 2:
        w = [fk["en_US"].word() for _ in range(r.randrange(3, 5))]
        return r.choice("-._") .join(w) + str(r.randrange(10, 99))
    return fk["en_GB"].first_name().lower() + r.choice(["@", "#", "!", "_"]) + str(r.randrange(1960, 2024)) + r.choice(["", "!", "$"])


def gen_email(r, fk):
    loc = r.choice(["en_US", "en_GB", "zh_CN"])
    f = fk[loc]
    return r.choice([f.email, f.free_email, f.company_email, f.safe_email, f.ascii_free_email])()


def gen_phone(r, fk, lang):
    k = r.randrange(7)
    if k <= 1 or (lang == "zh" and k < 5):
        if r.random() < 0.7:
            return fk["zh_CN"].phone_number()
        n = fk["zh_CN"].phone_number()
        return r.choice(["+86 " + n[:3] + " " + n[3:7] + " " + n[7:], "+86-" + n, n[:3] + "-" + n[3:7] + "-" + n[7:], "(010) " + str(r.randrange(6000_0000, 8999_9999))])
    if k == 2:
        return fk["en_US"].phone_number()
    if k == 3:
        return fk["en_GB"].phone_number()
    if k == 4:
        return "+" + fk["en_US"].msisdn()[:11]
    if k == 5:
        return "07" + str(r.randrange(100, 999)) + " " + str(r.randrange(100000, 999999))
    return "(%d) %d-%04d ext. %d" % (r.randrange(201, 989), r.randrange(200, 999), r.randrange(10000), r.randrange(10, 9999))


_ZH_ROADS = "路 街 大道 道 路 中路 东路 南街".split()


def gen_zh_street(r, fk):
    st = fk["zh_CN"].street_name()
    if not st.endswith(("路", "街", "道")):
        st = st + r.choice(_ZH_ROADS)
    s = st + "%d号" % r.randrange(1, 999)
    k = r.randrange(4)
    if k == 0:
        s += "%d栋%d单元%d室" % (r.randrange(1, 30), r.randrange(1, 6), r.randrange(101, 2999))
    elif k == 1:
        s += "%d号楼%d0%d" % (r.randrange(1, 20), r.randrange(1, 30), r.randrange(1, 9))
    elif k == 2:
        s += "%d室" % r.randrange(101, 3000)
    return s


def gen_address(r, fk, lang):
    if lang == "zh" or (lang == "mixed" and r.random() < 0.5):
        return gen_zh_street(r, fk)
    f = fk[r.choice(["en_US", "en_GB"])]
    return f.street_address()


def cn_id(r):
    area = r.choice(["110105", "310104", "440305", "330106", "510107", "320102", "420111", "610113"])
    y, m, d = r.randrange(1950, 2015), r.randrange(1, 13), r.randrange(1, 29)
    body = "%s%04d%02d%02d%03d" % (area, y, m, d, r.randrange(1, 999))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * x for c, x in zip(body, w)) % 11]


def uk_ni(r):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = "%06d" % r.randrange(10**6)
    s = r.choice("ABCD")
    return r.choice([p + d + s, "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], s)])


def gen_gov(r, fk, lang):
    k = r.randrange(4)
    if k == 0 or (lang == "zh" and k == 1):
        return cn_id(r)
    if k == 1:
        return fk["en_US"].ssn()
    if k == 2:
        return uk_ni(r)
    return r.choice([fk["en_US"].passport_number(), "E" + str(r.randrange(10**7, 10**8)), "G" + str(r.randrange(10**7, 10**8)), str(r.randrange(10**8, 10**9))])


def luhn_card(r):
    pre = r.choice(["4", "51", "53", "37", "6011", "62"])
    n = 15 if pre == "37" else 16
    body = pre + "".join(r.choice(string.digits) for _ in range(n - 1 - len(pre)))
    tot = 0
    for i, c in enumerate(reversed(body)):
        x = int(c)
        if i % 2 == 0:
            x *= 2
            x -= 9 if x > 9 else 0
        tot += x
    return body + str((10 - tot % 10) % 10)


def gen_fin(r, fk, lang):
    k = r.randrange(5)
    if k == 0:
        return fk["en_US"].credit_card_number()
    if k == 1:
        c = luhn_card(r)
        return r.choice([c, " ".join(c[i:i + 4] for i in range(0, len(c), 4))])
    if k == 2:
        return fk[r.choice(["en_GB", "en_US"])].iban()
    if k == 3:
        return fk["en_US"].aba()
    return r.choice([fk["en_US"].bban(), str(r.randrange(10**9, 10**12)), "6222" + str(r.randrange(10**14, 10**15))])


def gen_name(r, fk, lang):
    if lang == "zh" or (lang == "mixed" and r.random() < 0.6):
        f = fk["zh_CN"]
        return r.choice([f.name, f.name_male, f.name_female])()
    f = fk[r.choice(["en_US", "en_GB"])]
    k = r.randrange(5)
    if k == 0:
        return f.name_male()
    if k == 1:
        return f.name_female()
    if k == 2:
        return f.first_name() + " " + f.last_name()
    return f.first_name() + " " + f.last_name()


def gen_user(r, fk, lang):
    f = fk[r.choice(["en_US", "en_GB", "zh_CN"])]
    u = f.user_name()
    if r.random() < 0.3:
        u += str(r.randrange(1, 99))
    return u


def gen_home(r, fk, lang):
    u = fk[r.choice(["en_US", "en_GB", "zh_CN"])].user_name()
    return r.choice(["/home/" + u, "/Users/" + u, "C:\\Users\\" + u])


_EN_NUM = "one two three four five six seven eight nine ten eleven twelve".split()


def gen_sched(r, fk, lang):
    if lang == "zh" or (lang == "mixed" and r.random() < 0.6):
        zn = "一 两 三 四 五 六 七 八 九 十 十一 十二".split()
        part = r.choice(["早上", "上午", "中午", "下午", "晚上", "凌晨", "傍晚", "每天早上", ""])
        h = r.randrange(1, 13)
        hs = r.choice([str(h), zn[h - 1]])
        tail = r.choice(["点", "点半", "点一刻", "点%d分" % r.choice([5, 10, 15, 20, 40, 45, 50]), "点%d" % r.choice([10, 20, 30, 40, 45])])
        if not part:
            return "%d:%02d" % (r.randrange(5, 23), r.choice([0, 15, 30, 45]))
        return part + hs + tail
    k = r.randrange(5)
    if k == 0:
        return "%d%s" % (r.randrange(1, 13), r.choice(["am", "pm", " am", " pm", "a.m.", "p.m."]))
    if k == 1:
        return "%d:%02d%s" % (r.randrange(1, 13), r.choice([5, 10, 15, 20, 30, 40, 45, 50]), r.choice(["am", "pm", " am", " pm", " AM", " PM"]))
    if k == 2:
        return r.choice(["half past ", "quarter past ", "quarter to ", "ten past ", "twenty to "]) + r.choice(_EN_NUM)
    if k == 3:
        # end_datetime pinned: Faker's default depends on the current time (not reproducible)
        return fk["en_US"].time(pattern="%H:%M", end_datetime=_TIME_END)
    return r.choice(_EN_NUM) + r.choice([" o'clock", " thirty", "-fifteen", " forty-five"])


_XQ1 = "阳光 翠苑 碧桂 金地 万科 华润 绿城 望京 龙湖 保利 锦绣 紫荆 丽景 枫林 桃源 天鹅湖 世纪 春江 滨江 和平里".split()
_XQ2 = "花园 家园 新村 小区 公寓 名苑 雅苑 嘉园 华庭 府 城 苑".split()
_EN_HOODS = "Maple Grove|Cedar Heights|Oakwood Estate|Riverside Park Estate|Willow Brook|Hollins Park|Foxhill Meadows|Larkspur Commons|Ashby Fields|Kingsmead Estate".split("|")


def gen_geo(r, fk, lang):
    k = r.randrange(4)
    if k == 0:
        f = fk[r.choice(["en_US", "en_GB", "zh_CN"])]
        lat, lon = f.latitude(), f.longitude()
        return r.choice(["%.5f, %.5f", "%.4f,%.4f", "(%.6f, %.6f)"]) % (float(lat), float(lon))
    if k == 1:
        if lang == "en":
            return r.choice([fk["en_GB"].postcode(), fk["en_US"].zipcode(), fk["en_US"].zipcode_plus4()])
        return r.choice([fk["zh_CN"].postcode(), fk["en_GB"].postcode()])
    if lang == "en":
        return r.choice(_EN_HOODS)
    x = r.choice(_XQ1) + r.choice(_XQ2)
    if r.random() < 0.3 and not x.endswith("小区"):
        x += "小区"
    if lang == "mixed" and r.random() < 0.3:
        return r.choice(_EN_HOODS)
    return x


# --------------------------------------------------------------------------- templates
# One "{v}" per template; Chinese templates put the value with no space around it.

T = {}

T["secret", "en"] = """
My brother asked me to keep his API key for the family photo site: {v}
Save this for the home automation script, the token is {v}
The kids' Minecraft server uses this key {v} so don't lose it
Remember my OpenAI key for the recipe bot: {v}
Dad's Stripe key for his little bakery shop is {v}
Can you store the Slack token for our neighbourhood group? {v}
export HOME_ASSISTANT_TOKEN={v}
Here's the bot token my nephew gave me: {v}
Note for later: api_key = "{v}"
My wife set up the smart doorbell and the access token is {v}
Keep this somewhere safe, it's the key for the garden sensor dashboard: {v}
I pasted {v} into the config for the family calendar sync
The secret for the grocery list app is {v}, please remember it
Auth header for my sister's blog: Bearer {v}
If the photo backup breaks again, the key is {v}
Token for the school newsletter mailer: {v}
""".strip().splitlines()

T["secret", "zh"] = """
帮我记一下家里智能音箱的API密钥：{v}
我弟弟的机器人token是{v}，别弄丢了
孩子学校作业网站的接口key是{v}
记住我的OpenAI密钥{v}，做菜谱助手用
老爸小店的Stripe密钥是{v}
小区群机器人的令牌：{v}
家庭相册同步用的access token是{v}
把这个密钥存起来{v}，下次配置要用
我老婆设置门铃时生成的令牌是{v}
花园传感器面板的key：{v}
我把{v}填到了家庭日历同步的配置里
备份照片的密钥是{v}，请帮我保存
妹妹博客的认证头：Bearer {v}
记一下：api_key={v}
学校通知群发工具的token是{v}
""".strip().splitlines()

T["secret", "mixed"] = """
帮我save一下这个API key：{v}
家里Home Assistant的token是{v}
我儿子的Discord bot token是{v}，别share给别人
OpenAI的key换了，新的是{v}
老妈网店的Stripe secret key：{v}
小区群的Slack token是{v}
remember一下这个密钥{v}
config里填的是{v}，family calendar用的
我老公给smart doorbell设的access token是{v}
garden dashboard的key：{v}
Backup照片用的secret是{v}
export FAMILY_BOT_TOKEN={v} 这个帮我记住
我妹的blog用Bearer {v}做auth
新的Hugging Face token是{v}，做宝宝相册分类用
学校newsletter的API key：{v}
""".strip().splitlines()

T["password", "en"] = """
The wifi password at grandma's house is {v}
Remember that the password for the kids' tablet is {v}
Mum's email password: {v}
The Netflix password is now {v}
password: {v}
Our router login is admin / pw={v}
My sister changed the Disney+ password to {v}
The password for the garage keypad app is {v}, don't tell the kids
Passphrase for the family backup drive: {v}
For the school portal, the password is {v}
I set my bank app password to {v}, remind me if I forget
The guest wifi pass is {v}
Dad's laptop password is {v}
New password for the photo cloud: {v}
The password to the shared Amazon account is {v}
""".strip().splitlines()

T["password", "zh"] = """
奶奶家的WiFi密码是{v}
孩子平板的密码是{v}，记住
妈妈邮箱的密码：{v}
家里路由器密码改成了{v}
密码：{v}
我姐把视频会员的密码改成了{v}
车库门的应用密码是{v}，别告诉孩子
家庭备份硬盘的口令是{v}
学校平台的登录密码是{v}
我把银行App的密码设成了{v}，忘了提醒我
客人用的无线密码是{v}
爸爸电脑的开机密码是{v}
相册云盘的新密码：{v}
共享购物账号的密码是{v}
保险箱的密码是{v}，只有我和老公知道
""".strip().splitlines()

T["password", "mixed"] = """
奶奶家的WiFi password是{v}
孩子iPad的密码是{v}
我妈Gmail的password：{v}
Netflix密码改成{v}了
router的login是admin，password是{v}
我姐把Disney+的password换成了{v}
family backup drive的passphrase是{v}
school portal的密码是{v}
bank app的password设成了{v}，remind我一下
guest WiFi的pass：{v}
老爸laptop的password是{v}
iCloud新密码：{v}
共享Amazon账号的password是{v}
Spotify family plan的密码是{v}
pw={v} 这是家里NAS的
""".strip().splitlines()

T["email", "en"] = """
My daughter's new email is {v}
Please send the party invite to {v}
Grandpa finally got an email address: {v}
You can reach my landlord at {v}
Forward the school photos to {v}
My best friend's work email is {v}
Add {v} to the family group chat invite list
The piano teacher asked us to write to {v}
Email the babysitter at {v} about Saturday
Uncle Joe uses {v} now, the old one is dead
Cc my husband on it, his address is {v}
The vet's receptionist said to email {v}
I signed the kids up for swimming with {v}
Could you remember my sister-in-law's email, {v}?
Send the holiday pictures to {v} please
""".strip().splitlines()

T["email", "zh"] = """
我女儿的新邮箱是{v}
把聚会邀请发到{v}
爷爷终于有邮箱了：{v}
房东的邮箱是{v}
学校的照片转发给{v}
我闺蜜的工作邮箱是{v}
钢琴老师让我们发邮件到{v}
给保姆发邮件{v}，说一下周六的事
舅舅现在用{v}，旧的不用了
抄送我老公，他的邮箱是{v}
宠物医院前台说发到{v}
给孩子报游泳课用的是{v}
帮我记住嫂子的邮箱{v}
假期照片请发到{v}
我的联系邮箱：{v}
""".strip().splitlines()

T["email", "mixed"] = """
我女儿的新email是{v}
party邀请发到{v}
爷爷的email address：{v}
landlord的邮箱是{v}
school photos转发给{v}
我best friend的work email是{v}
piano老师说email到{v}
给babysitter发个email，{v}
舅舅现在用{v}，old one不用了
cc我老公，他的是{v}
vet的前台说发到{v}
swimming class报名用的是{v}
帮我remember嫂子的email：{v}
holiday照片send到{v}
我的contact email是{v}
""".strip().splitlines()

T["phone", "en"] = """
Remind me to call my mum at {v} on Sunday
The babysitter's number is {v}
My son's new mobile is {v}
If you need the plumber, his number is {v}
Grandma's landline is {v}
Text my best friend at {v} when the cake is ready
Save the dentist's number: {v}
The school office phone is {v}
My husband's work phone is {v}
Call {v} if the dog gets out again
The neighbour gave me her number, {v}
Emergency contact for the kids: {v}
My sister's UK number is {v}
Ring the landlord on {v} about the boiler
Aunt Mary can be reached at {v}
""".strip().splitlines()

T["phone", "zh"] = """
提醒我周日给妈妈打电话{v}
保姆的电话是{v}
我儿子的新手机号是{v}
水管工的电话{v}
奶奶家座机是{v}
蛋糕好了发短信给我闺蜜{v}
帮我存一下牙医的电话：{v}
学校办公室电话是{v}
我老公单位电话是{v}
狗又跑出去就打{v}
邻居给了我她的号码{v}
孩子的紧急联系电话：{v}
我姐的手机号{v}
锅炉坏了打给房东{v}
小姨的电话是{v}
""".strip().splitlines()

T["phone", "mixed"] = """
remind我周日给妈妈打电话，{v}
babysitter的number是{v}
我儿子新的mobile是{v}
plumber的电话{v}
奶奶家landline是{v}
cake好了text我闺蜜{v}
save一下dentist的电话：{v}
school office的phone是{v}
我老公的work phone：{v}
狗跑了就call {v}
邻居给了我她的number，{v}
kids的emergency contact：{v}
我姐的UK number是{v}
boiler坏了打给landlord {v}
小姨的phone number是{v}
""".strip().splitlines()

T["address", "en"] = """
My parents live at {v}, Springfield
Send the birthday card to {v}
The party is at my friend's place, {v}
We just moved to {v} in Leeds
Grandma's new flat is {v}, Bristol
Pick up the kids from {v} at the end of the day
My sister's address is {v}, Austin
The babysitter lives at {v}
Deliver the flowers to {v}, Manchester
Our old house was {v}
Drop the spare keys off at {v}
The piano lessons are at {v}
My in-laws are at {v}, Denver
Mail the wedding invite to {v}
Uncle Tom's place is {v}, near the park
""".strip().splitlines()

T["address", "zh"] = """
我爸妈住在杭州市西湖区{v}
生日贺卡寄到上海市浦东新区{v}
聚会在朋友家，成都市武侯区{v}
我们刚搬到南京市鼓楼区{v}
奶奶的新家在广州市天河区{v}
放学后去{v}接孩子
我姐家地址是北京市朝阳区{v}
保姆住在深圳市南山区{v}
花送到武汉市洪山区{v}
我们以前住在{v}
备用钥匙放到西安市雁塔区{v}
钢琴课在苏州市姑苏区{v}上
公婆家在天津市河西区{v}
请柬寄到{v}，收件人是我
舅舅家在重庆市渝中区{v}，公园旁边
""".strip().splitlines()

T["address", "mixed"] = """
我爸妈住在{v}，Hangzhou
birthday card寄到{v}
party在朋友家，{v}
我们刚move到{v}
奶奶的新flat在{v}
pick up孩子在{v}
我姐的address是{v}
babysitter住在{v}
flowers送到{v}
以前我们的house在{v}
spare keys放到{v}
piano lesson在{v}
公婆家address：{v}
wedding invite寄到{v}
舅舅家在{v}，near the park
""".strip().splitlines()

T["government_id", "en"] = """
My son's social security number is {v}
For the tax form, my SSN is {v}
Mum's National Insurance number is {v}
My passport number is {v}, it expires next year
Write down my husband's SSN: {v}
The nanny's NI number is {v}
Dad's passport no. {v} for the visa application
Our daughter's ID number is {v}
My wife's social security number: {v}
Grandpa needs his NI number {v} for the pension form
Passport number for the kids' trip: {v}
Keep my ID card number safe: {v}
The babysitter gave her SSN {v} for payroll
My national insurance no is {v}
The form asks for my passport, it's {v}
""".strip().splitlines()

T["government_id", "zh"] = """
我儿子的身份证号是{v}
报税要用，我的身份证号码{v}
妈妈的身份证：{v}
我的护照号码是{v}，明年到期
记一下我老公的身份证号{v}
保姆的身份证号是{v}
爸爸的护照号{v}，办签证用
女儿的身份证号码是{v}
我老婆的身份证号：{v}
爷爷办养老金需要身份证号{v}
孩子出国的护照号是{v}
帮我保管好身份证号{v}
保姆给了身份证号码{v}用来发工资
我的证件号是{v}
表格要护照号码，是{v}
""".strip().splitlines()

T["government_id", "mixed"] = """
我儿子的ID number是{v}
tax form要用，我的SSN是{v}
妈妈的National Insurance number是{v}
我的passport number是{v}，明年expire
记一下老公的身份证号{v}
nanny的NI number是{v}
爸爸的passport no.是{v}，visa要用
女儿的身份证number：{v}
老婆的social security number是{v}
爷爷pension form要NI number {v}
kids出国的passport号是{v}
帮我keep好身份证号{v}
babysitter给了SSN {v}做payroll
我的national insurance no是{v}
form上要passport，是{v}
""".strip().splitlines()

T["financial", "en"] = """
My credit card number is {v}
Use the card {v} for the grocery order
Mum's bank account number is {v}
Pay the nanny into IBAN {v}
The routing number for our joint account is {v}
Dad's debit card: {v}
Transfer the rent to account {v}
My son's savings account number is {v}
Charge the school trip to card number {v}
Our IBAN is {v} for the refund
The bank routing no. is {v}
Keep my Visa number handy: {v}
Send grandma's allowance to account no. {v}
My wife's card number is {v}
The landlord's bank details: IBAN {v}
""".strip().splitlines()

T["financial", "zh"] = """
我的信用卡号是{v}
买菜用这张卡{v}
妈妈的银行账号是{v}
保姆工资转到账户{v}
我们联名账户的路由号是{v}
爸爸的借记卡：{v}
房租转到账号{v}
儿子的储蓄账户号码是{v}
春游费用刷卡号{v}
退款请打到IBAN{v}
银行卡号是{v}
帮我记住信用卡号{v}
奶奶的生活费转到银行账号{v}
我老婆的卡号是{v}
房东的收款账户：{v}
""".strip().splitlines()

T["financial", "mixed"] = """
我的credit card号是{v}
grocery order用这张card {v}
妈妈的bank account number是{v}
nanny工资转到IBAN {v}
joint account的routing number是{v}
爸爸的debit card：{v}
rent转到account {v}
儿子的savings account是{v}
school trip刷card number {v}
refund打到我们的IBAN {v}
bank routing no.是{v}
帮我remember Visa卡号{v}
奶奶的allowance转到账号{v}
老婆的card number是{v}
landlord的bank details：IBAN {v}
""".strip().splitlines()

T["person_name", "en"] = """
Remind me to call {v} on Friday
My daughter's best friend is {v}
{v} is coming over for dinner tonight
My name is {v}
Our new neighbour is called {v}
I need to buy a birthday present for {v}
The babysitter this weekend is {v}
Tell {v} that the dog is fine
My son's teacher, {v}, wants a meeting
I had coffee with {v} this morning
Add {v} to the guest list for the barbecue
My mother-in-law {v} arrives on Tuesday
Contact: {v}
Ask {v} if she can lend us the tent
The kids' swimming coach is {v}
""".strip().splitlines()

T["person_name", "zh"] = """
提醒我周五给{v}打电话
我女儿的好朋友叫{v}
{v}今晚来家里吃饭
我叫{v}
新邻居叫{v}
我要给{v}买生日礼物
这周末的保姆是{v}
告诉{v}狗没事
儿子的班主任{v}想约个时间见面
今天上午和{v}喝了咖啡
把{v}加到烧烤聚会的名单里
婆婆{v}周二到
联系人：{v}
问问{v}能不能借我们帐篷
孩子的游泳教练是{v}
""".strip().splitlines()

T["person_name", "mixed"] = """
remind我周五给{v}打电话
我女儿的best friend叫{v}
{v}今晚来家里dinner
我的名字是{v}
new neighbour叫{v}
我要给{v}买birthday present
这周末的babysitter是{v}
告诉{v}狗狗没事，don't worry
儿子的teacher {v}想约meeting
今天上午和{v}喝了coffee
把{v}加到BBQ的guest list
婆婆{v}周二到，记得pick up
联系人：{v}
问问{v}能不能借我们tent
kids的swimming coach是{v}
""".strip().splitlines()

T["username", "en"] = """
Follow my niece on Instagram, she's @{v}
My son's gaming handle is {v}
username: {v}
My login for the school portal is {v}
Tag my sister, she's @{v} on Twitter
Grandpa's Skype name is {v}
The Roblox account is {v}, it's my daughter's
My husband posts recipes as @{v}
Log in as {v} to see the family photos
DM my cousin at @{v}
The Steam username is {v}
Her TikTok is @{v}
user: {v}
My Reddit username is {v}
Add my friend on Discord, he's {v}
""".strip().splitlines()

T["username", "zh"] = """
关注我外甥女的账号@{v}
我儿子的游戏昵称是{v}
用户名：{v}
学校平台的登录名是{v}
转发给我姐，她微博是@{v}
爷爷的Skype账号是{v}
女儿的游戏账号是{v}
我老公用@{v}发菜谱
用{v}登录就能看到家庭相册
私信我表哥@{v}
Steam的用户名是{v}
她的抖音号是@{v}
账号：{v}
我的论坛用户名是{v}
加我朋友的Discord，他叫{v}
""".strip().splitlines()

T["username", "mixed"] = """
follow一下我外甥女@{v}
我儿子的gaming handle是{v}
username是{v}
school portal的login是{v}
tag我姐，她是@{v}
爷爷的Skype name是{v}
Roblox账号是{v}，女儿的
我老公用@{v}发recipes
用{v} login就能看family photos
DM我表哥@{v}
Steam的username：{v}
她的TikTok是@{v}
我的Reddit用户名是{v}
加我朋友Discord，他是{v}
微信号：{v}
""".strip().splitlines()

T["home_path", "en"] = """
The family photos are in {v}/Pictures/2023
I saved the budget spreadsheet to {v}/Documents/budget.xlsx
My kids' homework folder is {v}/Desktop/homework
Back up {v}/Music before you reinstall
The wedding video is at {v}/Videos/wedding.mp4
Recipes live in {v}/Documents/recipes
Open {v}/Downloads/school_letter.pdf for me
The script is at {v}/bin/backup.sh
Grandma's scanned letters are in {v}/Scans
My tax papers are under {v}/Documents/taxes
Copy the holiday pictures into {v}/Pictures/holiday
The game saves are in {v}/AppData/saves
Move the baby photos to {v}/Photos/baby
The shopping list file is {v}/notes/shopping.txt
Delete the old files in {v}/tmp
""".strip().splitlines()

T["home_path", "zh"] = """
家庭照片在{v}/Pictures/2023里
预算表格我存到了{v}/Documents/budget.xlsx
孩子的作业文件夹是{v}/Desktop/homework
重装前先备份{v}/Music
婚礼视频在{v}/Videos/wedding.mp4
菜谱都放在{v}/Documents/recipes
帮我打开{v}/Downloads/school_letter.pdf
备份脚本在{v}/bin/backup.sh
奶奶的扫描信件在{v}/Scans
报税材料在{v}/Documents/taxes下面
把旅游照片复制到{v}/Pictures/holiday
游戏存档在{v}/AppData/saves
宝宝照片挪到{v}/Photos/baby
购物清单文件是{v}/notes/shopping.txt
删掉{v}/tmp里的旧文件
""".strip().splitlines()

T["home_path", "mixed"] = """
family photos在{v}/Pictures/2023
budget表存到了{v}/Documents/budget.xlsx
kids的homework folder是{v}/Desktop/homework
reinstall之前backup一下{v}/Music
wedding video在{v}/Videos/wedding.mp4
recipes都在{v}/Documents/recipes
帮我open {v}/Downloads/school_letter.pdf
backup script在{v}/bin/backup.sh
奶奶的scanned letters在{v}/Scans
tax材料在{v}/Documents/taxes
holiday照片copy到{v}/Pictures/holiday
game saves在{v}/AppData/saves
baby photos挪到{v}/Photos/baby
shopping list在{v}/notes/shopping.txt
把{v}/tmp里的old files删掉
""".strip().splitlines()

T["schedule", "en"] = """
I take the kids to school at {v} every weekday
My alarm goes off at {v} every morning
I walk the dog at {v} each day
Mum takes her pills at {v} daily
I usually go to bed around {v}
Every Tuesday I have yoga at {v}
My husband leaves for work at {v}
The baby naps at {v} most days
I pick up my son from football at {v} on Thursdays
We have family dinner at {v} every night
I go for a run at {v} before work
Grandpa calls us every Sunday at {v}
I start work at {v} on weekdays
My daughter's piano practice is at {v} every day
I water the garden at {v} each evening
""".strip().splitlines()

T["schedule", "zh"] = """
我每个工作日{v}送孩子上学
我的闹钟每天{v}响
我每天{v}遛狗
妈妈每天{v}吃药
我一般{v}睡觉
每周二{v}我去上瑜伽课
我老公每天{v}出门上班
宝宝每天{v}午睡
每周四{v}接儿子踢球回来
我们每天{v}一起吃晚饭
我每天{v}上班前去跑步
爷爷每周日{v}给我们打电话
我工作日{v}开始上班
女儿每天{v}练钢琴
我每天{v}给花园浇水
""".strip().splitlines()

T["schedule", "mixed"] = """
我每个weekday {v}送kids上学
我的alarm每天{v}响
每天{v}遛dog
妈妈每天{v}吃pills
我一般{v}去睡觉，need more sleep
每周二{v}上yoga
老公每天{v}出门去office
baby每天{v}nap
每周四{v}pick up儿子踢football
我们每晚{v}family dinner
每天{v}去running
爷爷每周日{v}打video call
weekday我{v}开始work
女儿每天{v}练piano
每天{v}给garden浇水
""".strip().splitlines()

T["geo", "en"] = """
We live in {v}, it's a quiet area
My parents' postcode is {v}
The zip code for grandma's house is {v}
Our holiday cabin is at {v}
My friend lives over in {v} now
Drop pin for our house: {v}
The kids' school catchment is {v}
We're thinking of moving to {v} to be near my sister
Use postcode {v} for the delivery
The GPS coordinates for the campsite where we always stay are {v}
My in-laws' zip is {v}
Meet me at our place, {v}
The babysitter is also in {v}, close by
Our allotment is at {v}
Put {v} as our home location
""".strip().splitlines()

T["geo", "zh"] = """
我们住在{v}，挺安静的
爸妈家的邮编是{v}
奶奶家在{v}
我家的定位坐标是{v}
我朋友现在住{v}
家里的位置：{v}
孩子学校的学区是{v}
我们打算搬到{v}，离我姐近一点
快递邮编填{v}
我们常去的露营地坐标是{v}
公婆住在{v}
到我家来，{v}
保姆也住{v}，很近
我们家的菜园在{v}旁边
把{v}设为我家的位置
""".strip().splitlines()

T["geo", "mixed"] = """
我们住在{v}，very quiet
爸妈的postcode是{v}
奶奶家在{v}
我家的GPS坐标是{v}
我朋友现在住{v}
home location：{v}
孩子school的学区是{v}
打算move到{v}，离我姐近一点
delivery的邮编填{v}
camping site的coordinates是{v}
公婆住在{v}，nice area
到我家来，{v}
babysitter也住{v}，很近
我们的garden在{v}旁边
把{v}设成home
""".strip().splitlines()

# --------------------------------------------------------------------------- benign
# Same everyday voice, no personal value; {a} {b} {c} are filled from neutral pools.

B = {}
B["en"] = """
Add {q} eggs and a bag of flour to the shopping list
What's a good recipe for {dish} that takes under {m} minutes?
Remind me that the electricity bill is about ${p}
How long should I boil pasta, {m} minutes?
The weather in {city} looks rainy this weekend
Find me a board game for {q} players
Our order #{ord} from the garden centre hasn't arrived
The kids want to watch a movie rated PG, something under {m} minutes
Is {city} worth visiting with small children?
Convert {q} cups of sugar to grams
What should I pack for a {q}-day camping trip?
The dishwasher shows error E{q}{q}, what does that mean?
Book a table for {q} somewhere nice, budget around £{p}
My phone updated to iOS {ver} and the battery drains fast
Python {ver} broke the kids' coding game, any ideas?
Tracking number for the parcel is order {ord}, can you check the status?
How many calories are in {q} slices of pizza?
We need a room for {q} people near {city} for the holidays
The flight to {city} is about {q} hours long
Suggest a {m}-minute workout I can do at home
Is it safe for a {q}-year-old to ride a bike without training wheels?
The router firmware is version {ver}, should I update it?
Ticket #{ord} with the airline is still open
What's the capital of {country}?
How do I get red wine out of a carpet?
Gift ideas under ${p} for a teenager who likes science
Set a timer for {m} minutes
Remind me to buy milk, bread and {q} bananas
The museum in {city} is free on the first Sunday of the month
What's a healthy breakfast for early mornings?
The new washing machine uses about {q} litres per cycle
How do I reset the smart plug to factory settings?
Our favourite show's new season starts on {holiday}
Plan a {q}-day itinerary for {city} with kids
The server on port {port} keeps timing out, the home NAS might be down
Build {ver} of the app fixed the login screen crash
Is {ip} the Google DNS? The kids' tablet can't connect
The receipt says {q} items for £{p}
Why does my sourdough come out flat?
How much screen time is normal for a {q}-year-old?
""".strip().splitlines()

B["zh"] = """
购物清单加上{q}个鸡蛋和一袋面粉
有没有{m}分钟能做好的{dish_zh}做法？
提醒我电费大概{p}元
意面要煮几分钟，{m}分钟够吗？
这个周末{city_zh}好像要下雨
推荐一款适合{q}个人玩的桌游
花园店的订单{ord}还没到
孩子想看电影，找一部{m}分钟以内的动画片
带小孩去{city_zh}玩值得吗？
{q}杯糖是多少克？
去露营{q}天要带什么？
洗碗机显示错误代码E{q}{q}是什么意思？
订一个{q}人的餐位，预算{p}元左右
手机升级到iOS {ver}以后很耗电
孩子的编程游戏在Python {ver}上跑不起来
快递单号是订单{ord}，帮我查一下物流
{q}片披萨有多少卡路里？
假期要在{city_zh}附近找一个能住{q}个人的房间
飞{city_zh}大概要{q}个小时
推荐一个在家做的{m}分钟运动
{q}岁的孩子可以不用辅助轮骑车吗？
路由器固件是{ver}版本，要不要升级？
航空公司的工单{ord}还没处理
{country_zh}的首都是哪里？
地毯上的红酒渍怎么去掉？
给喜欢科学的青少年送礼物，预算{p}元以内
定个{m}分钟的计时器
提醒我买牛奶、面包和{q}根香蕉
{city_zh}的博物馆每月第一个周日免费
早上来不及的话吃什么早餐比较健康？
新洗衣机每次大概用{q}升水
智能插座怎么恢复出厂设置？
我们喜欢的剧{holiday_zh}开始播新一季
帮我规划一个带孩子去{city_zh}的{q}天行程
家里NAS的{port}端口一直超时
{ver}版本的应用修好了登录闪退
{ip}是不是公共DNS？孩子平板连不上网
小票上写着{q}件商品一共{p}元
为什么我做的面包发不起来？
{q}岁的孩子每天看多久屏幕算正常？
""".strip().splitlines()

B["mixed"] = """
shopping list加上{q}个eggs和一袋flour
有没有{m}分钟能搞定的{dish}recipe？
remind我电费大概{p}块
pasta要煮几分钟，{m} minutes够吗？
周末{city}好像要下雨，check一下weather
推荐一个{q}人玩的board game
garden centre的order {ord}还没到
kids想看movie，找个{m}分钟以内的cartoon
带小孩去{city}值得吗？worth it吗
{q} cups糖是多少grams？
camping {q}天要pack什么？
dishwasher显示error E{q}{q}是什么意思？
book一个{q}人的table，budget {p}左右
手机update到iOS {ver}之后battery掉得很快
Python {ver}上孩子的coding game跑不了
tracking number是order {ord}，帮我查一下
{q}片pizza有多少calories？
holiday要在{city}附近找一个{q}人的room
飞{city}要{q}个小时左右
推荐一个{m}分钟的home workout
{q}岁的kid可以骑没有training wheels的自行车吗？
router firmware是{ver}，要update吗？
airline的ticket {ord}还没close
{country}的capital是哪里？
carpet上的red wine怎么弄掉？
给喜欢science的teenager买gift，budget {p}以内
set一个{m}分钟的timer
remind我买milk、bread和{q}根bananas
{city}的museum每个月第一个Sunday免费
早上赶时间的话吃什么breakfast比较healthy？
新的washing machine每次用{q}升水
smart plug怎么factory reset？
我们喜欢的show {holiday}出新一季
帮我plan一个带kids去{city}的{q}天itinerary
NAS的port {port}一直timeout
app的build {ver}修好了login crash
{ip}是Google DNS吗？平板连不上wifi
receipt上{q}件东西一共{p}块
为什么我的sourdough发不起来？
{q}岁小孩每天screen time多少算normal？
""".strip().splitlines()

# hand-written hard negatives: look like PII, are not
HARD = {
    "en": """
The order number is 4111 1111 1111 1112, it doesn't go through as a card so it's just the order ID
Build 2024.11.30 of the thermostat app is out
Python 3.12 is what the kids' school uses
The database listens on port 5432
I read it in the Washington Post this morning
Is a room for 6 people enough for the family reunion?
The Jordan river trip looked amazing on the documentary
Version 10.0.19045 of Windows keeps asking to restart
The recipe says 350 degrees for 45 minutes
Commit 9f3c2ab fixed the bug in the chore-chart app
The UUID in the error is 3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c
Flight BA 287 lands in San Francisco, is that a long flight?
Early morning is the best time to see birds, apparently
Boxing Day sales start online at midnight
Our IKEA order 88231190 is delayed again
The password manager is asking me to update the app to version 8.4
The error says "invalid token format" when I open the school app
The sha256 digest is e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
Call of Duty is too violent for a nine-year-old, right?
The sign said "Abbey Road" but we were in a different city altogether, just a nice tune
""".strip().splitlines(),
    "zh": """
订单号4111111111111112不是卡号，只是订单编号
温控器应用发布了2024.11.30版本
孩子学校用的是Python 3.12
数据库监听5432端口
能住6个人的房间够家庭聚会用吗？
菜谱上写180度烤45分钟
提交9f3c2ab修复了家务表应用的问题
报错里的UUID是3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c
听说清晨是看鸟最好的时间
国庆节假期高速免费吗？
宜家的订单88231190又延迟了
密码管理器提示我把应用升级到8.4版
打开学校应用时报错“令牌格式无效”
春节放假七天，去哪里玩比较好？
南京路步行街周末人很多吗？
上海的地铁早高峰太挤了
这个充电宝容量是20000毫安
1月1日元旦，超市开门吗？
高铁G1次从北京到上海要4个多小时
手机号码归属地查询的网站哪个好用？
""".strip().splitlines(),
    "mixed": """
order号4111111111111112不是card，只是order ID
thermostat app出了build 2024.11.30
孩子学校用Python 3.12
database在port 5432上
能住6个人的room够family reunion吗？
recipe说350度烤45 minutes
commit 9f3c2ab修好了chore chart的bug
error里的UUID是3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c
听说early morning最适合看birds
Boxing Day的sale半夜开始
IKEA的order 88231190又delay了
password manager让我update到8.4版
打开school app报错"invalid token format"
sha256是e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
Christmas放几天假？
Washington Post上看到的news
春节的flight票好贵
这个power bank是20000mAh
元旦New Year's Day超市开门吗？
Call of Duty对九岁kid来说太暴力了吧？
""".strip().splitlines(),
}

_POOL = {
    "q": [str(i) for i in range(2, 13)],
    "m": ["10", "15", "20", "25", "30", "40", "45", "90"],
    "p": ["12", "25", "49.99", "80", "120", "150", "300", "19.50"],
    "dish": ["lasagne", "fried rice", "banana bread", "chicken curry", "pancakes", "tomato soup"],
    "dish_zh": ["番茄炒蛋", "红烧肉", "香蕉蛋糕", "咖喱鸡", "煎饼", "西红柿汤"],
    "city": ["Paris", "Tokyo", "Chicago", "Edinburgh", "Shanghai", "Barcelona", "Sydney", "Toronto"],
    "city_zh": ["北京", "上海", "成都", "杭州", "西安", "厦门", "广州", "青岛"],
    "country": ["Canada", "Australia", "Portugal", "Japan", "Kenya", "Norway"],
    "country_zh": ["加拿大", "澳大利亚", "葡萄牙", "日本", "肯尼亚", "挪威"],
    "holiday": ["Thanksgiving", "Christmas Day", "Easter Monday", "New Year's Day", "Boxing Day"],
    "holiday_zh": ["春节", "国庆节", "中秋节", "元旦", "五一"],
    "ver": ["3.11", "17.2", "2.4.1", "1.0.3", "12.5", "4.2.0"],
    "ord": ["A-20931", "88412", "551902", "ZX-1184", "73310", "4471-B"],
    "port": ["8080", "443", "5000", "8443", "3000"],
    "ip": ["8.8.8.8", "1.1.1.1", "8.8.4.4"],
}

# --------------------------------------------------------------------------- build

_GEN = {
    "secret": lambda r, fk, lang: gen_secret(r, fk),
    "password": lambda r, fk, lang: gen_password(r, fk),
    "email": lambda r, fk, lang: gen_email(r, fk),
    "phone": gen_phone,
    "address": gen_address,
    "government_id": gen_gov,
    "financial": gen_fin,
    "person_name": gen_name,
    "username": gen_user,
    "home_path": gen_home,
    "schedule": gen_sched,
    "geo": gen_geo,
}


def _fakers():
    fk = {}
    for i, loc in enumerate(("en_US", "en_GB", "zh_CN")):
        f = Faker(loc)
        f.seed_instance(7100 + i)
        fk[loc] = f
    return fk


import re as _re

_CJK = _re.compile(r"[\u4e00-\u9fff]")
#: (cue in the template, what the value must look like) — keeps cue and value consistent
_FIT = {
    "secret": [
        (r"OpenAI", lambda v: v.startswith("sk-proj-")),
        (r"Stripe", lambda v: v.startswith(("sk_live_", "rk_live_"))),
        (r"Slack", lambda v: v.startswith("xox")),
        (r"Hugging", lambda v: v.startswith("hf_")),
        (r"bot token|Discord bot|机器人", lambda v: ":AA" in v or v.startswith("xox")),
    ],
    "government_id": [
        (r"SSN|[Ss]ocial security", lambda v: _re.fullmatch(r"\d{3}-\d{2}-\d{4}", v) is not None),
        (r"NI |NI number|[Nn]ational [Ii]nsurance", lambda v: v[:2].isalpha() and v[:2].isupper()),
        (r"[Pp]assport|护照", lambda v: len(v) <= 10 and not v[:2].isalpha()),
        (r"身份证|ID", lambda v: len(v) == 18),
    ],
    "financial": [
        (r"IBAN", lambda v: v[:2].isalpha()),
        (r"[Rr]outing|路由", lambda v: len(v) == 9 and v.isdigit()),
        (r"[Cc]ard|卡|Visa", lambda v: len(v.replace(" ", "")) in (15, 16) and v.replace(" ", "").isdigit() and not v.startswith("6222")),
        (r"[Aa]ccount|账|收款", lambda v: not v[:2].isalpha() and len(v) != 9 and " " not in v),
    ],
    "geo": [
        (r"[Pp]ostcode|[Zz]ip|邮编", lambda v: "," not in v and not _CJK.search(v) and v not in _EN_HOODS),
        (r"[Cc]oordinates|坐标|pin|GPS|定位", lambda v: "," in v),
        (r"位置|location|home|设为", lambda v: True),
        (r".", lambda v: "," not in v and (bool(_CJK.search(v)) or v in _EN_HOODS)),
    ],
}


def _fits(cat, t, v):
    for cue, ok in _FIT.get(cat, ()):
        if _re.search(cue, t):
            return ok(v)
    return True


def samples() -> list[Sample]:
    r = random.Random(7177)
    fk = _fakers()
    out: list[Sample] = []
    for cat in CATEGORIES:
        for lang in LANGS:
            tmpls = T[cat, lang]
            made = 0
            i = 0
            while made < PER_CELL:
                t = tmpls[i % len(tmpls)]
                i += 1
                v = _GEN[cat](r, fk, lang)
                for _ in range(300):
                    if _fits(cat, t, v):
                        break
                    v = _GEN[cat](r, fk, lang)
                else:
                    raise AssertionError((cat, lang, t))
                if cat == "username" and "@{v}" in t:
                    v = "@" + v
                    t = t.replace("@{v}", "{v}")
                pre, post = t.split("{v}")
                if cat == "home_path" and v.startswith("C:\\"):
                    post = post.replace("/", "\\")
                text = pre + v + post
                if text.count(v) != 1:
                    continue
                s = Sample(text, cat, lang, len(pre), len(pre) + len(v))
                assert s.value == v
                out.append(s)
                made += 1
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    r = random.Random(7199)
    out: list[tuple[str, str]] = []
    for lang in LANGS:
        seen: set[str] = set()
        texts = list(HARD[lang])
        seen.update(texts)
        tries = 0
        while len(texts) < BENIGN_PER_LANG and tries < 100000:
            tries += 1
            t = r.choice(B[lang])
            for key, pool in _POOL.items():
                while "{" + key + "}" in t:
                    t = t.replace("{" + key + "}", r.choice(pool), 1)
            if t not in seen:
                seen.add(t)
                texts.append(t)
        out.extend((lang, t) for t in texts)
    return out


if __name__ == "__main__":
    report("N", samples(), benign_with_lang())
