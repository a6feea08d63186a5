# ruff: noqa
"""Blind evaluation corpus AV: students and academia.

Domain: the paperwork and chatter of student and research life — university and graduate
applications (incl. 学信网 / 研招网 / 考研 / 留学申请), lab notebooks, thesis drafts and e-mails to
supervisors (导师邮件), conference registration and travel, exam and course enrolment,
scholarship and stipend forms, student housing (宿舍), campus card (校园卡) and library accounts,
research-cluster (HPC / SLURM) notes, Jupyter and LaTeX snippets, and lab group chats (实验室群聊).

Styles: free prose notes, chat lines with typos and abbreviations, e-mails with headers and
sign-offs, web forms and OCR'd screenshots of forms, CSV rows, JSON / YAML / .env / INI config,
shell history and SLURM scripts, Python tracebacks and log lines, LaTeX and notebook cells,
voice-dictated text, markdown lists and tables; English, Chinese and code-switched English/Chinese.
Each planted value sits at the start, middle or end of its text, with or without a cue word.

Written blind: the author never read the gate's source, its tests, other corpora or the
repository history, and never ran the gate. Only the contract in blind_common.py was read.

Seeds: BASE_SEED = 20250715 (cell index = CATEGORIES.index(cat) * 3 + LANGS.index(lang), one
random.Random(BASE_SEED + cell index) per cell), Faker en_US / en_GB / zh_CN re-seeded per cell
with seed_instance(OFF + 1 + seed) / (OFF + 2 + seed) / (OFF + 3 + seed), OFF = 8600;
benign language i uses BENIGN_SEED + i, BENIGN_SEED = 92715.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string

from faker import Faker

try:
    from .blind_common import CATEGORIES, LANGS, Sample
except ImportError:  # run as a script
    import os, sys
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from blind_common import CATEGORIES, LANGS, Sample

BASE_SEED = 20250715
BENIGN_SEED = 92715
OFF = 8600
PER_CELL = 250
BENIGN_PER_LANG = 400

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"


class Ctx:
    """Randomness for one cell: a Random plus three seeded Faker instances."""

    def __init__(self, seed: int, fakers: tuple[Faker, Faker, Faker], lang: str) -> None:
        self.rng = random.Random(seed)
        self.us, self.gb, self.cn = fakers
        self.us.seed_instance(OFF + 1 + seed)
        self.gb.seed_instance(OFF + 2 + seed)
        self.cn.seed_instance(OFF + 3 + seed)
        self.lang = lang

    def c(self, seq):
        return self.rng.choice(seq)

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def d(self, n: int) -> str:
        return self.s(DG, n)

    def i(self, a: int, b: int) -> int:
        return self.rng.randint(a, b)

    def p(self, x: float) -> bool:
        return self.rng.random() < x


# --------------------------------------------------------------------------- checksums

def luhn_check_digit(body: str) -> str:
    total = 0
    for idx, ch in enumerate(reversed(body)):
        v = int(ch)
        if idx % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    ds = [int(ch) for ch in num if ch.isdigit()]
    total = 0
    for idx, v in enumerate(reversed(ds)):
        if idx % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10 == 0


def iban_make(country: str, bban: str) -> str:
    conv = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    check = 98 - int(conv) % 97
    return f"{country}{check:02d}{bban}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


CN_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
CN_ID_CHECK = "10X98765432"


def cn_id_check(body17: str) -> str:
    return CN_ID_CHECK[sum(int(a) * b for a, b in zip(body17, CN_ID_WEIGHTS)) % 11]


def aba_ok(r: str) -> bool:
    d = [int(x) for x in r]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# --------------------------------------------------------------------------- fillers (non-private)

UNIS = ["University of Michigan", "ETH Zurich", "UCL", "Tsinghua University", "NUS", "University of Toronto",
        "TU Munich", "Imperial College London", "UIUC", "Georgia Tech", "University of Edinburgh", "KAIST",
        "HKUST", "University of Melbourne", "Carnegie Mellon", "UC San Diego", "University of Washington",
        "EPFL", "Peking University", "University of Cambridge", "McGill", "UT Austin", "Purdue", "Columbia"]
CNUNIS = ["清华大学", "北京大学", "复旦大学", "上海交通大学", "浙江大学", "中国科学技术大学", "南京大学", "武汉大学",
          "华中科技大学", "中山大学", "西安交通大学", "哈尔滨工业大学", "同济大学", "北京航空航天大学", "四川大学",
          "东南大学", "南开大学", "厦门大学", "山东大学", "电子科技大学", "北京师范大学", "中国人民大学"]
COURSES = ["CS229", "EECS 281", "6.S191", "MATH 2410", "STAT 110", "COMP 3710", "CS 4780", "ECE 445",
           "CS 61B", "PHYS 211", "CHEM 130", "INFR11145", "CSE 332", "10-601", "CS231n", "ECON 101"]
CNCOURSES = ["高等数学A(上)", "线性代数", "概率论与数理统计", "数据结构", "操作系统", "机器学习导论", "大学物理B",
             "形势与政策", "自然辩证法概论", "学术英语写作", "编译原理", "数值分析", "计算机网络", "有机化学实验",
             "随机过程", "信号与系统", "中国近现代史纲要", "矩阵论"]
CONFS = ["NeurIPS 2025", "ICML 2025", "ACL 2025", "CVPR 2026", "EMNLP 2025", "ICLR 2026", "KDD 2025",
         "AAAI-26", "CHI 2026", "SIGMOD 2026", "ICRA 2026", "Interspeech 2025", "MICCAI 2025", "WWW 2026",
         "ECCV 2026", "NAACL 2025", "IJCAI 2025", "SIGIR 2025"]
CITIES = ["Boston", "Vancouver", "Singapore", "Vienna", "Seattle", "London", "Edinburgh", "Toronto", "Sydney",
          "Montreal", "Honolulu", "Bangkok", "Rio", "Nashville", "Albuquerque", "Melbourne", "Suzhou", "Kyoto"]
CNCITIES = ["北京", "上海", "杭州", "南京", "武汉", "成都", "西安", "广州", "深圳", "合肥", "哈尔滨", "天津",
            "长沙", "重庆", "厦门", "苏州", "济南", "大连"]
DEPTS = ["Computer Science", "EECS", "Physics", "Chemical Engineering", "Statistics", "Linguistics",
         "Mechanical Engineering", "Biostatistics", "Economics", "Materials Science", "Neuroscience"]
CNDEPTS = ["计算机系", "电子系", "物理学院", "化学系", "数学科学学院", "软件学院", "自动化系", "生命科学学院",
           "经济管理学院", "材料学院", "外国语学院", "环境学院"]
GPUS = ["A100", "H100", "V100", "RTX 4090", "A6000", "L40S", "A800", "3090", "T4", "H800"]
MODELS = ["llama-3-8b", "bert-base-uncased", "ResNet-50", "Qwen2-7B", "t5-small", "ViT-B/16",
          "Mistral-7B", "roberta-large", "whisper-small", "gpt2-medium", "DeepSeek-R1-Distill-7B"]
HPCS = ["Great Lakes", "Sherlock", "Bridges-2", "ARC4", "Euler", "Expanse", "Della", "Perlmutter",
        "Cirrus", "Baskerville", "Narval", "Frontera"]
HOSTS = ["login.hpc.example.edu", "greatlakes.arc-ts.umich.edu", "login.sherlock.stanford.edu", "della.princeton.edu",
         "euler.ethz.ch", "bridges2.psc.edu", "arc4.leeds.ac.uk", "login.expanse.sdsc.edu", "narval.alliancecan.ca",
         "login.hpc.sjtu.edu.cn", "gpu01.lab.internal", "dtn.hpc.example.edu"]
CNHPCS = ["校级计算平台", "超算中心", "思源一号", "π 2.0", "天河二号", "学院GPU集群", "未名一号", "曙光集群"]
SUBJS = ["thesis draft", "weekly update", "rec letter", "conference travel", "RA contract", "stipend",
         "housing", "qual exam", "course enrolment", "visa docs", "lab access", "reimbursement"]
CNSUBJS = ["开题报告", "周报", "推荐信", "报销", "助研津贴", "宿舍调换", "复试材料", "选课", "奖学金申请",
           "中期考核", "实验室门禁", "出国交流"]
TERMS = ["Fall 2025", "Spring 2026", "Winter 2026", "Summer 2025", "Michaelmas 2025", "Hilary 2026"]
CNTERMS = ["2025秋季学期", "2025-2026学年第一学期", "2026春季学期", "2025年夏季小学期", "2024-2025学年第二学期"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CNWDS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
WDS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
PARTS = ["gpu", "gpu-a100", "short", "long", "debug", "spgpu", "standard", "ampere", "hopper"]
PUBPLACES = ["the main library", "the student union", "the engineering quad", "the east gate", "the gym",
             "the graduate center", "the medical campus", "the bookstore", "the science library"]
CNPUBPLACES = ["图书馆", "东门", "西门", "三食堂", "主楼", "校医院", "学生活动中心", "体育馆", "南门", "综合楼"]


def _date(x: Ctx) -> str:
    y, m, d = x.c([2024, 2025, 2026]), x.i(1, 12), x.i(1, 28)
    return x.c([f"{y}-{m:02d}-{d:02d}", f"{y}/{m:02d}/{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{MONTHS[m - 1]} {d}, {y}"])


def _cndate(x: Ctx) -> str:
    m, d = x.i(1, 12), x.i(1, 28)
    return x.c([f"{m}月{d}日", f"2025年{m}月{d}日", f"{m}.{d}", f"{x.c([2024, 2025, 2026])}-{m:02d}-{d:02d}"])


def _hh(x: Ctx) -> str:
    return f"{x.i(0, 23):02d}:{x.i(0, 59):02d}"


FILL = {
    "UNI": lambda x: x.c(UNIS),
    "CNUNI": lambda x: x.c(CNUNIS),
    "COURSE": lambda x: x.c(COURSES),
    "CNCOURSE": lambda x: x.c(CNCOURSES),
    "CONF": lambda x: x.c(CONFS),
    "CITY": lambda x: x.c(CITIES),
    "CNCITY": lambda x: x.c(CNCITIES),
    "DEPT": lambda x: x.c(DEPTS),
    "CNDEPT": lambda x: x.c(CNDEPTS),
    "GPU": lambda x: x.c(GPUS),
    "MODEL": lambda x: x.c(MODELS),
    "HPC": lambda x: x.c(HPCS),
    "HOST": lambda x: x.c(HOSTS),
    "CNHPC": lambda x: x.c(CNHPCS),
    "SUBJ": lambda x: x.c(SUBJS),
    "CNSUBJ": lambda x: x.c(CNSUBJS),
    "TERM": lambda x: x.c(TERMS),
    "CNTERM": lambda x: x.c(CNTERMS),
    "WD": lambda x: x.c(WDS),
    "CNWD": lambda x: x.c(CNWDS),
    "PART": lambda x: x.c(PARTS),
    "PLACE": lambda x: x.c(PUBPLACES),
    "CNPLACE": lambda x: x.c(CNPUBPLACES),
    "DATE": _date,
    "CNDATE": _cndate,
    "HH": _hh,
    "N1": lambda x: str(x.i(2, 9)),
    "N2": lambda x: str(x.i(10, 99)),
    "N3": lambda x: str(x.i(100, 999)),
    "N4": lambda x: str(x.i(1000, 9999)),
    "JOB": lambda x: str(x.i(1000000, 49999999)),
    "PCT": lambda x: f"{x.i(50, 99)}.{x.i(0, 9)}",
    "FEE": lambda x: f"${x.i(20, 4000):,}",
    "CNFEE": lambda x: f"{x.i(200, 30000)}元",
    "VER": lambda x: f"{x.i(1, 4)}.{x.i(0, 20)}.{x.i(0, 9)}",
    "PID": lambda x: f"#{x.i(100, 19999)}",
    "EP": lambda x: str(x.i(1, 300)),
    "LR": lambda x: x.c(["1e-4", "3e-4", "5e-5", "2e-5", "1e-3", "0.01"]),
}


# --------------------------------------------------------------------------- value generators

# --- secret
def _pem(x: Ctx, kind: str) -> str:
    if kind == "ssh":
        head, tail, width = "OPENSSH PRIVATE KEY", "OPENSSH PRIVATE KEY", 70
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + x.s(B64, 70 * x.i(3, 5) + x.i(5, 60))
    elif kind == "rsa":
        head = tail = "RSA PRIVATE KEY"
        width = 64
        body = "MIIEow" + x.c(["IBAAKCAQEA", "IBAAKCAQB", "IBAAKCAQEA"]) + x.s(B64, 64 * x.i(4, 8) + x.i(4, 50))
    elif kind == "ec":
        head = tail = "EC PRIVATE KEY"
        width = 64
        body = "MHcCAQEEI" + x.s(B64, 64 * 2 + 43) + "oAoGCCqGSM49AwEHoUQDQgAE" + x.s(B64, 86) + "=="
    else:
        head = tail = "PRIVATE KEY"
        width = 64
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + x.s(B64, 64 * x.i(4, 8) + x.i(3, 40)) + "="
    lines = [body[k : k + width] for k in range(0, len(body), width)]
    return f"-----BEGIN {head}-----\n" + "\n".join(lines) + f"\n-----END {tail}-----"


def _jwt(x: Ctx) -> str:
    alg = x.c(["HS256", "RS256"])
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = x.i(1730000000, 1790000000)
    payload = {"sub": x.d(x.c([6, 8, 10])), "role": x.c(["student", "applicant", "ta", "staff", "reader"]),
               "iat": iat, "exp": iat + x.c([3600, 7200, 86400]), "jti": x.s(HEX, 16)}
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{head}.{body}.{x.s(B64U, 43 if alg == 'HS256' else 86)}"


def _urlpw(x: Ctx) -> str:
    k = x.i(0, 3)
    if k == 0:
        return x.s(AN, x.i(14, 24))
    if k == 1:
        return x.s(LO + DG, x.i(16, 28))
    if k == 2:
        return x.c(["Kx", "Qm", "Zr", "Tb", "Wv"]) + x.s(AN, x.i(10, 16)) + x.c(["9", "7", "3"])
    return x.s(AN, 6) + x.c(["-", "_", "."]) + x.s(AN, 8) + x.c(["-", "_"]) + x.s(AN, 5)


SECRET = {
    "aws_id": lambda x: x.c(["AKIA", "ASIA"]) + x.s(UP + "234567", 16),
    "aws_secret": lambda x: x.s(B64, 40),
    "ghp": lambda x: x.c(["ghp_", "gho_", "ghs_"]) + x.s(AN, 36),
    "ghpat": lambda x: "github_pat_11" + x.s(UP + DG, 20) + "_" + x.s(AN, 59),
    "glpat": lambda x: "glpat-" + x.s(AN + "-_", 20),
    "slack": lambda x: x.c(["xoxb-", "xoxp-"]) + x.d(x.i(10, 12)) + "-" + x.d(x.i(11, 13)) + "-" + x.s(AN, 24),
    "openai": lambda x: "sk-proj-" + x.s(B64U, x.i(60, 120)),
    "openai_old": lambda x: "sk-" + x.s(AN, 20) + "T3BlbkFJ" + x.s(AN, 20),
    "anthropic": lambda x: "sk-ant-api03-" + x.s(B64U, 93) + "AA",
    "stripe": lambda x: x.c(["sk_live_", "sk_live_", "rk_live_"]) + x.s(AN, x.i(24, 99)),
    "google": lambda x: "AIza" + x.c(["Sy", "Sz", "SA"]) + x.s(B64U, 33),
    "hf": lambda x: "hf_" + x.s(UP + LO, 34),
    "sendgrid": lambda x: "SG." + x.s(B64U, 22) + "." + x.s(B64U, 43),
    "jwt": _jwt,
    "pem_rsa": lambda x: _pem(x, "rsa"),
    "pem_ssh": lambda x: _pem(x, "ssh"),
    "pem_ec": lambda x: _pem(x, "ec"),
    "pem_pkcs8": lambda x: _pem(x, "pkcs8"),
    "urlpw": _urlpw,
    "wandb": lambda x: x.s(HEX, 40),
    "jupyter": lambda x: x.s(HEX, 48),
    "hex32": lambda x: x.s(HEX, 32),
    "hex40": lambda x: x.s(HEX, 40),
    "hex64": lambda x: x.s(HEX, 64),
    "alnum24": lambda x: x.s(AN, 24),
    "alnum32": lambda x: x.s(AN, 32),
    "alnum40": lambda x: x.s(AN, 40),
    "b64_44": lambda x: x.s(B64, 43) + "=",
    "django": lambda x: "django-insecure-" + x.s(LO + DG + "!@#$%^&*(-_=+)", 50),
    "telegram": lambda x: str(x.i(5000000000, 7999999999)) + ":AA" + x.s(B64U, 33),
    "npm": lambda x: "npm_" + x.s(AN, 36),
    "pypi": lambda x: "pypi-AgEIcHlwaS5vcmc" + x.s(B64U, x.i(60, 140)),
    "azure": lambda x: x.s(B64, 86) + "==",
    "twilio": lambda x: "SK" + x.s(HEX, 32),
    "overleaf": lambda x: "olp_" + x.s(AN, 36),
    "ngrok": lambda x: "2" + x.s(AN, 26) + "_" + x.s(AN, 21),
    "ds": lambda x: "sk-" + x.s(HEX, 32),
    "uuid": lambda x: "-".join(x.s(HEX, n) for n in (8, 4, 4, 4, 12)),
}
SECRET_DEFAULT = ["ghp", "openai", "anthropic", "hf", "aws_id", "slack", "google", "stripe", "sendgrid",
                  "glpat", "wandb", "hex40", "alnum32", "npm", "ds", "jwt", "ghpat"]

# --- password
PW_WORDS = ["maple", "tiger", "orbit", "velvet", "cactus", "lantern", "harbor", "pepper", "quartz", "willow",
            "nebula", "falcon", "copper", "meadow", "saffron", "pixel", "glacier", "tundra", "mango", "comet",
            "ember", "fjord", "lotus", "kiwi", "raven", "canyon", "violet", "summit", "echo", "cobalt"]
PY_WORDS = ["woaixuexi", "kaoyan", "shangan", "xiaomao", "doudou", "tiantian", "jiayou", "mianmian",
            "haixing", "xingxing", "qiuqiu", "yueliang", "kaixin", "dabai", "paopao", "xiaoyu", "laoba", "niuniu"]


def _pw_complex(x: Ctx) -> str:
    n = x.i(10, 16)
    while True:
        s = x.s(AN + "!@#$%&*?-_", n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


PASSWORD = {
    "complex": _pw_complex,
    "word": lambda x: x.c(PW_WORDS).capitalize() + x.c(["#", "!", "@", "$", "_", "."]) + str(x.i(1990, 2026)) + x.c(["", "!", "?", "x"]),
    "word2": lambda x: x.c(PW_WORDS) + x.c(PW_WORDS).capitalize() + str(x.i(1, 999)) + x.c(["", "!", "#"]),
    "pinyin": lambda x: x.c(PY_WORDS) + x.c(["", "_", "@", "."]) + x.c([str(x.i(1990, 2026)), str(x.i(100, 999)), "520", "1314", "666", "888"]) + x.c(["", "!", "#", "*"]),
    "pin4": lambda x: x.d(4),
    "pin6": lambda x: x.d(6),
    "phrase": lambda x: x.c(["-", " ", ".", "_"]).join(x.c(PW_WORDS) for _ in range(x.i(3, 5))),
    "wifi": lambda x: x.c(["Lab", "lab", "NLP", "Bio", "Vision", "Robo", "Dorm", "room"]) + x.c(["", "-", "_"]) + x.d(3) + x.c(["@", "#", "-", ""]) + x.s(AN, x.i(4, 8)),
    "weak": lambda x: x.c(["qwerty", "abc", "asdf", "zxcv", "pass", "iloveyou", "letmein", "Aa"]) + x.d(x.i(3, 6)) + x.c(["", "!", "."]),
    "mixed": lambda x: x.s(UP, 1) + x.s(LO, x.i(3, 6)) + x.d(x.i(2, 4)) + x.c(["!", "@", "#", "$", "%", "&", "*"]) + x.s(AN, x.i(1, 4)),
}
PASSWORD_DEFAULT = ["complex", "word", "word2", "pinyin", "phrase", "wifi", "weak", "mixed", "complex"]

# --- email
EN_EDU = ["umich.edu", "stanford.edu", "mit.edu", "andrew.cmu.edu", "berkeley.edu", "ox.ac.uk", "cam.ac.uk",
          "ucl.ac.uk", "ed.ac.uk", "mail.utoronto.ca", "student.ethz.ch", "u.nus.edu", "student.unimelb.edu.au",
          "illinois.edu", "gatech.edu", "uw.edu", "ucsd.edu", "cs.washington.edu", "mail.mcgill.ca",
          "utexas.edu", "purdue.edu", "columbia.edu", "sms.ed.ac.uk", "connect.ust.hk"]
CN_EDU = ["mails.tsinghua.edu.cn", "pku.edu.cn", "stu.pku.edu.cn", "fudan.edu.cn", "m.fudan.edu.cn",
          "sjtu.edu.cn", "zju.edu.cn", "mail.ustc.edu.cn", "smail.nju.edu.cn", "whu.edu.cn", "hust.edu.cn",
          "mail2.sysu.edu.cn", "stu.xjtu.edu.cn", "stu.hit.edu.cn", "tongji.edu.cn", "buaa.edu.cn",
          "stu.scu.edu.cn", "seu.edu.cn", "mail.nankai.edu.cn", "stu.xmu.edu.cn", "std.uestc.edu.cn"]
CN_FREE = ["163.com", "126.com", "qq.com", "foxmail.com", "sina.com", "yeah.net", "outlook.com", "gmail.com", "139.com"]
EN_FREE = ["gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "proton.me", "icloud.com", "hotmail.co.uk", "btinternet.com"]


def _py(x: Ctx) -> tuple[str, str]:
    return x.cn.last_romanized_name().lower(), x.cn.first_romanized_name().lower()


def _em_edu(x: Ctx) -> str:
    f, l = x.us.first_name().lower(), x.us.last_name().lower()
    user = x.c([f"{f}.{l}", f"{f[0]}{l}", f"{l}{f[0]}", f"{f}{l[0]}{x.i(1, 99)}", f"{f}_{l}", f"{f[0]}{x.s(LO, 1)}{x.d(4)}"])
    return f"{user}@{x.c(EN_EDU)}"


def _em_cn_edu(x: Ctx) -> str:
    l, f = _py(x)
    user = x.c([f"{l}{f}", f"{l}{f}{x.i(17, 25)}", f"{l}-{f}{x.i(17, 25)}", f"{f[0]}{l}", f"{x.i(2019, 2025)}{x.d(6)}",
                f"{l}_{f}", f"{l}.{f}", f"{x.c(['m', 'd', 's', 'mg', 'bs'])}{x.i(2020, 2025)}{x.d(4)}"])
    return f"{user}@{x.c(CN_EDU)}"


def _em_cn_free(x: Ctx) -> str:
    l, f = _py(x)
    if x.p(0.3):
        return f"{x.i(10000000, 3999999999)}@qq.com"
    user = x.c([f"{l}{f}{x.i(80, 2005)}", f"{f}{x.c(PY_WORDS)}", f"{x.c(PY_WORDS)}{x.d(3)}", f"{l}_{f}", f"{f}.{l}{x.d(2)}",
                f"{x.c(['s', 'xiao', 'lao', 'a', 'da'])}{f}{x.d(2)}"])
    return f"{user}@{x.c(CN_FREE)}"


def _em_free(x: Ctx) -> str:
    fk = x.c([x.us, x.gb])
    if x.p(0.5):
        return fk.free_email()
    f, l = fk.first_name().lower(), fk.last_name().lower()
    user = x.c([f"{f}.{l}{x.d(2)}", f"{f}{l}", f"{f[0]}.{l}", f"the.{l}.{f}", f"{f}{x.i(80, 2006)}"])
    return f"{user}@{x.c(EN_FREE)}"


def _em_plus(x: Ctx) -> str:
    f, l = x.us.first_name().lower(), x.us.last_name().lower()
    return f"{f}.{l}+{x.c(['arxiv', 'apply', 'neurips', 'grad', 'housing', 'lists', 'conf', 'kaoyan'])}@gmail.com"


def _em_obf(x: Ctx) -> str:
    f, l = x.us.first_name().lower(), x.us.last_name().lower()
    dom = x.c(EN_EDU + CN_EDU)
    k = x.i(0, 3)
    if k == 0:
        return f"{f[0]}{l} [at] {dom.replace('.', ' [dot] ')}"
    if k == 1:
        return f"{f}.{l}(at){dom}"
    if k == 2:
        return f"{f}{l[0]} AT {dom.replace('.', ' DOT ')}"
    return f"{l}.{f} at {dom}"


EMAIL = {"edu": _em_edu, "cnedu": _em_cn_edu, "cnfree": _em_cn_free, "free": _em_free, "plus": _em_plus,
         "obf": _em_obf,
         "upper": lambda x: (lambda e: e.split("@")[0].title() + "@" + e.split("@")[1])(_em_edu(x)),
         "qq": lambda x: f"{x.i(10000000, 3999999999)}@qq.com"}
EMAIL_DEFAULT = {"en": ["edu", "edu", "free", "free", "plus", "cnedu", "upper"],
                 "zh": ["cnedu", "cnedu", "cnfree", "cnfree", "qq", "edu"],
                 "mixed": ["cnedu", "cnfree", "edu", "free", "qq", "plus"]}

# --- phone
US_AREA = ["212", "415", "617", "650", "734", "206", "312", "512", "919", "608", "858", "412", "217", "404", "646", "510"]
CN_MOB = ["130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "147", "150", "151", "152", "153",
          "155", "156", "157", "158", "159", "166", "173", "175", "176", "177", "178", "180", "181", "182", "183",
          "184", "185", "186", "187", "188", "189", "191", "193", "195", "198", "199"]
CN_AREA = ["010", "021", "022", "023", "020", "0755", "0571", "027", "025", "028", "029", "0551", "0451", "0731", "0592"]
FW = str.maketrans("0123456789+-", "０１２３４５６７８９＋－")


def _us(x: Ctx) -> tuple[str, str, str]:
    return x.c(US_AREA), str(x.i(201, 989)), x.d(4)


def _ph_us(x: Ctx) -> str:
    a, b, c = _us(x)
    return x.c([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"{a} {b} {c}", f"({a}){b}-{c}", f"{a}{b}{c}"])


def _ph_us_intl(x: Ctx) -> str:
    a, b, c = _us(x)
    return x.c([f"+1 {a} {b} {c}", f"+1 ({a}) {b}-{c}", f"+1-{a}-{b}-{c}", f"1-{a}-{b}-{c}", f"+1{a}{b}{c}"])


def _ph_uk_mob(x: Ctx) -> str:
    n = "7" + x.c(["4", "5", "7", "8", "9"]) + x.d(8)
    return x.c([f"0{n[:4]} {n[4:]}", f"+44 {n[:4]} {n[4:]}", f"+44 (0){n[:4]} {n[4:]}", f"0{n}", f"+44{n}", f"0{n[:4]} {n[4:7]} {n[7:]}"])


def _ph_uk_land(x: Ctx) -> str:
    k = x.i(0, 2)
    if k == 0:
        return x.c(["020 ", "+44 20 "]) + f"{x.c(['7', '8'])}{x.d(3)} {x.d(4)}"
    if k == 1:
        a = x.c(["01223 ", "01865 ", "0131 ", "0141 ", "0161 "])
        return a + (x.d(6) if len(a) == 6 else f"{x.d(3)} {x.d(4)}")
    return x.c(["+44 1223 ", "+44 131 ", "+44 1865 "]) + x.d(6)


def _cnmob_raw(x: Ctx) -> str:
    return x.c(CN_MOB) + x.d(8)


def _ph_cn(x: Ctx) -> str:
    n = _cnmob_raw(x)
    return x.c([n, n, n, f"{n[:3]}-{n[3:7]}-{n[7:]}", f"{n[:3]} {n[3:7]} {n[7:]}", f"{n[:3]} {n[3:]}"])


def _ph_cn_intl(x: Ctx) -> str:
    n = _cnmob_raw(x)
    return x.c([f"+86 {n}", f"+86-{n}", f"+86 {n[:3]} {n[3:7]} {n[7:]}", f"(+86){n}", f"0086 {n}", f"+86{n}", f"86-{n}"])


def _ph_cn_land(x: Ctx) -> str:
    a = x.c(CN_AREA)
    n = x.d(8) if len(a) == 3 else x.d(x.c([7, 8]))
    n = str(x.i(2, 8)) + n[1:]
    return x.c([f"{a}-{n}", f"({a}){n}", f"{a} {n[:4]} {n[4:]}", f"+86 {a[1:]} {n}"])


def _ph_ext(x: Ctx) -> str:
    a, b, c = _us(x)
    e = x.d(x.c([3, 4, 4, 5]))
    return x.c([f"({a}) {b}-{c} ext. {e}", f"{a}-{b}-{c} x{e}", f"+1 {a} {b} {c} ext {e}", f"{a}.{b}.{c} ext.{e}"])


def _ph_cn_ext(x: Ctx) -> str:
    a = x.c(CN_AREA[:3])
    return f"{a}-{x.i(2, 8)}{x.d(7)}" + x.c(["转", "-", " 转 ", "分机"]) + x.d(x.c([3, 4]))


PHONE = {"us": _ph_us, "usintl": _ph_us_intl, "ukmob": _ph_uk_mob, "ukland": _ph_uk_land, "cn": _ph_cn,
         "cnintl": _ph_cn_intl, "cnland": _ph_cn_land, "ext": _ph_ext, "cnext": _ph_cn_ext,
         "fw": lambda x: _cnmob_raw(x).translate(FW),
         "hk": lambda x: x.c(["+852 ", "852-", "(852) "]) + x.c(["5", "6", "9"]) + x.d(3) + " " + x.d(4),
         "sg": lambda x: "+65 " + x.c(["8", "9"]) + x.d(3) + " " + x.d(4),
         "de": lambda x: x.c(["+49 151 ", "+49 160 ", "0176 ", "+49 1523 "]) + x.d(7),
         "cnraw": _cnmob_raw}
PHONE_DEFAULT = {"en": ["us", "us", "usintl", "ukmob", "ukmob", "ukland", "cnintl", "ext", "hk", "sg", "de"],
                 "zh": ["cn", "cn", "cn", "cnintl", "cnland", "fw", "cnext", "hk"],
                 "mixed": ["cn", "cn", "cnintl", "us", "usintl", "ukmob", "hk", "sg", "ext"]}

# --- address
CN_DISTRICTS = ["海淀区", "朝阳区", "东城区", "西城区", "徐汇区", "杨浦区", "闵行区", "浦东新区", "南山区", "福田区",
                "武侯区", "成华区", "洪山区", "武昌区", "鼓楼区", "栖霞区", "江宁区", "雁塔区", "碑林区", "天河区",
                "番禺区", "西湖区", "余杭区", "蜀山区", "包河区", "南岗区", "岳麓区", "思明区", "历下区", "沙坪坝区"]
CN_ROADS = ["学院路", "中关村南大街", "成府路", "四平路", "邯郸路", "珞喻路", "东川路", "华山路", "科技路", "长安中路",
            "友谊大道", "文一西路", "余杭塘路", "金寨路", "西直门外大街", "知春路", "双清路", "五道口东路", "清华西路",
            "学府路", "大学城中环东路", "仙林大道", "汉口路", "锦江大道", "一环路南一段", "建设北路二段", "岳麓大道",
            "思明南路", "山大南路", "沙正街", "望江路", "银杏路", "桂林路", "松园路", "新港西路"]
CN_COMMS = ["阳光小区", "华清嘉园", "学府花园", "蓝旗营小区", "东升园公寓", "金地名京", "翠湖苑", "枫林绿洲",
            "明德园", "海棠公寓", "南苑新村", "博士后公寓", "紫荆花园", "教工宿舍", "青年公寓"]


def _cn_unit(x: Ctx) -> str:
    return x.c([
        f"{x.c(CN_COMMS)}{x.i(1, 32)}号楼{x.i(1, 6)}单元{x.i(1, 28)}{x.i(1, 4):02d}室",
        f"{x.c(CN_COMMS)}{x.i(1, 20)}栋{x.i(1, 30)}{x.i(1, 8):02d}",
        f"{x.i(1, 18)}号楼{x.i(1, 6)}门{x.i(101, 2604)}",
        f"{x.c(CN_COMMS)}{x.i(1, 12)}-{x.i(1, 4)}-{x.i(101, 1802)}",
        f"{x.c('ABCDEFG')}座{x.i(1, 25)}{x.i(1, 12):02d}室",
        "",
    ])


def _ad_cn(x: Ctx) -> str:
    road = f"{x.c(CN_ROADS)}{x.i(1, 999)}号"
    if x.p(0.3):
        return f"{x.c(CN_DISTRICTS)}{road}院{x.i(1, 30)}号楼" + x.c(["", f"{x.i(1, 6)}单元{x.i(1, 24)}{x.i(1, 4):02d}室", f"{x.i(101, 2204)}"])
    return f"{x.c(CN_DISTRICTS)}{road}{_cn_unit(x)}"


def _ad_cn_short(x: Ctx) -> str:
    return f"{x.c(CN_ROADS)}{x.i(1, 999)}号{_cn_unit(x)}"


def _ad_us(x: Ctx) -> str:
    k = x.i(0, 3)
    if k == 0:
        return x.us.street_address()
    sec = x.c(["", f" Apt {x.i(1, 30)}{x.c('ABCD')}", f", Apt. {x.i(101, 999)}", f" Unit {x.i(1, 40)}", f" #{x.i(2, 600)}"])
    if k == 1:
        return f"{x.i(10, 9999)} {x.c(['N', 'S', 'E', 'W'])} {x.us.last_name()} {x.c(['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Ct'])}{sec}"
    if k == 2:
        return f"{x.i(100, 4999)} {x.us.street_name()}{sec}"
    return f"{x.i(1, 999)} {x.us.last_name()} {x.c(['Street', 'Avenue', 'Road', 'Lane', 'Place', 'Terrace'])}{sec}"


def _ad_uk(x: Ctx) -> str:
    k = x.i(0, 2)
    if k == 0:
        return x.gb.street_address().replace("\n", ", ")
    if k == 1:
        return f"Flat {x.i(1, 40)}, {x.i(1, 220)} {x.gb.last_name()} {x.c(['Road', 'Street', 'Lane', 'Close', 'Gardens', 'Crescent', 'Way'])}"
    return f"{x.i(1, 180)}{x.c(['', '', 'a', 'b'])} {x.gb.street_name()}"


ADDRESS = {"cn": _ad_cn, "cnshort": _ad_cn_short, "us": _ad_us, "uk": _ad_uk}
ADDRESS_DEFAULT = {"en": ["us", "us", "uk"], "zh": ["cn", "cn", "cnshort"], "mixed": ["cn", "cnshort", "us", "uk"]}

# --- government id
CN_REGIONS = ["110108", "110105", "310104", "310110", "420111", "510107", "440305", "320102", "610113", "330106",
              "340104", "230103", "430104", "350203", "370102", "500106", "120104", "210202", "130102", "410105"]


def _cn_id(x: Ctx) -> str:
    y, m, d = x.i(1994, 2007), x.i(1, 12), x.i(1, 28)
    body = f"{x.c(CN_REGIONS)}{y}{m:02d}{d:02d}{x.d(3)}"
    return body + cn_id_check(body)


def _cn_id_x(x: Ctx) -> str:
    for _ in range(200):
        v = _cn_id(x)
        if v.endswith("X"):
            return v
    return v


def _ssn_parts(x: Ctx) -> tuple[str, str, str]:
    a = x.i(1, 899)
    while a == 666:
        a = x.i(1, 899)
    return f"{a:03d}", f"{x.i(1, 99):02d}", f"{x.i(1, 9999):04d}"


def _sin(x: Ctx) -> str:
    body = str(x.c([1, 2, 3, 4, 5, 6, 7, 9])) + x.d(7)
    n = body + luhn_check_digit(body)
    return f"{n[:3]} {n[3:6]} {n[6:]}" if x.p(0.6) else n


def _nino(x: Ctx) -> str:
    a = x.c("ABCEGHJKLMNOPRSTWXYZ") + x.c("ABCEGHJKLMNPRSTWXYZ")
    while a in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
        a = x.c("ABCEGHJKLMNOPRSTWXYZ") + x.c("ABCEGHJKLMNPRSTWXYZ")
    n = x.d(6)
    s = x.c("ABCD")
    return x.c([f"{a}{n}{s}", f"{a} {n[:2]} {n[2:4]} {n[4:]} {s}"])


def _uk_dl(x: Ctx) -> str:
    sur = (x.gb.last_name().upper().replace("'", "") + "99999")[:5]
    y, m, d = x.i(1994, 2006), x.i(1, 12), x.i(1, 28)
    return f"{sur}{str(y)[2]}{m + x.c([0, 50]):02d}{d:02d}{str(y)[3]}{x.s(UP, 2)}9{x.s(UP, 2)}"


def _itin(x: Ctx) -> str:
    return f"9{x.d(2)}-{x.c([70, 71, 72, 73, 75, 78, 80, 83, 88, 90, 92, 94, 97])}-{x.d(4)}"


GOVID = {
    "ssn": lambda x: "-".join(_ssn_parts(x)),
    "ssnraw": lambda x: "".join(_ssn_parts(x)),
    "ssnsp": lambda x: " ".join(_ssn_parts(x)),
    "cnid": _cn_id,
    "cnidx": _cn_id_x,
    "cnidsp": lambda x: (lambda v: f"{v[:6]} {v[6:14]} {v[14:]}")(_cn_id(x)),
    "ppus": lambda x: x.c([x.d(9), x.c(UP) + x.d(8)]),
    "ppcn": lambda x: x.c(["E" + x.d(8), "E" + x.c("ABCDEFGHJKLMNPQRSTUVWXYZ") + x.d(7), "EJ" + x.d(7)]),
    "ppuk": lambda x: x.c(["1", "2", "5", "9"]) + x.d(8),
    "nino": _nino,
    "ukdl": _uk_dl,
    "usdl": lambda x: x.c([x.c(UP) + x.d(7), x.d(9), x.c(UP) + x.d(12), f"{x.c(UP)}{x.d(3)}-{x.d(4)}-{x.d(4)}"]),
    "hkmo": lambda x: x.c(["C" + x.d(8), "C" + x.c(UP) + x.d(7)]),
    "sevis": lambda x: "N00" + x.d(8),
    "sin": _sin,
    "itin": _itin,
}
GOVID_DEFAULT = {"en": ["ssn", "ssn", "ppus", "ppuk", "nino", "sevis", "cnid", "ukdl", "usdl", "itin", "sin"],
                 "zh": ["cnid", "cnid", "cnid", "cnidx", "ppcn", "hkmo", "cnid"],
                 "mixed": ["cnid", "cnid", "ppcn", "ssn", "sevis", "cnidx", "ppus"]}

# --- financial


def _card_digits(x: Ctx, kind: str) -> str:
    if kind == "visa":
        body = "4" + x.d(14)
    elif kind == "mc":
        body = x.c(["51", "52", "53", "54", "55", "2221", "2720", "2300"])
        body += x.d(15 - len(body))
    elif kind == "amex":
        body = x.c(["34", "37"]) + x.d(12)
    else:  # unionpay / chinese debit
        body = x.c(["622202", "621700", "622848", "621226", "623058", "621485", "622588", "620522", "621661", "622700"])
        body += x.d(x.c([18, 18, 15]) - len(body))
    return body + luhn_check_digit(body)


def _card(x: Ctx, kind: str) -> str:
    n = _card_digits(x, kind)
    sep = x.c([" ", " ", "-", ""])
    if kind == "amex":
        return f"{n[:4]}{sep}{n[4:10]}{sep}{n[10:]}"
    return sep.join(n[k : k + 4] for k in range(0, len(n), 4))


IBAN_SPECS = {"GB": lambda x: x.c(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + x.d(14),
              "DE": lambda x: x.d(18), "FR": lambda x: x.d(10) + x.s(UP + DG, 11) + x.d(2),
              "NL": lambda x: x.c(["ABNA", "INGB", "RABO"]) + x.d(10), "ES": lambda x: x.d(20),
              "IT": lambda x: x.c(UP) + x.d(10) + x.s(UP + DG, 12), "CH": lambda x: x.d(5) + x.s(UP + DG, 12),
              "BE": lambda x: x.d(12), "IE": lambda x: x.c(["AIBK", "BOFI"]) + x.d(14), "AT": lambda x: x.d(16)}


def _iban(x: Ctx, cc: str | None = None) -> str:
    cc = cc or x.c(list(IBAN_SPECS))
    v = iban_make(cc, IBAN_SPECS[cc](x))
    return " ".join(v[k : k + 4] for k in range(0, len(v), 4)) if x.p(0.5) else v


def _routing(x: Ctx) -> str:
    while True:
        r = x.c(["0", "1", "2", "3"]) + x.d(8)
        if aba_ok(r):
            return r


FINANCIAL = {
    "visa": lambda x: _card(x, "visa"), "mc": lambda x: _card(x, "mc"), "amex": lambda x: _card(x, "amex"),
    "up": lambda x: _card(x, "up"), "card": lambda x: _card(x, x.c(["visa", "mc", "amex", "up"])),
    "iban": _iban, "ibangb": lambda x: _iban(x, "GB"), "ibande": lambda x: _iban(x, "DE"),
    "routing": _routing,
    "usacct": lambda x: x.d(x.i(8, 12)),
    "sort": lambda x: x.c([f"{x.d(2)}-{x.d(2)}-{x.d(2)}", f"{x.d(2)} {x.d(2)} {x.d(2)}"]),
    "ukacct": lambda x: x.d(8),
    "cnacct": lambda x: _card_digits(x, "up") if x.p(0.6) else x.c(["0200", "1001", "1102", "3100"]) + x.d(x.c([13, 15])),
}
FINANCIAL_DEFAULT = {"en": ["visa", "mc", "amex", "iban", "card"], "zh": ["up", "up", "visa", "mc", "cnacct"],
                     "mixed": ["up", "visa", "mc", "iban", "amex"]}

# --- person name


def _nm_en(x: Ctx) -> str:
    fk = x.c([x.us, x.us, x.gb])
    return f"{fk.first_name()} {fk.last_name()}"


def _nm_mid(x: Ctx) -> str:
    return f"{x.us.first_name()} {x.c(UP.replace('X', ''))}. {x.us.last_name()}"


def _nm_py(x: Ctx) -> str:
    f, l = x.cn.first_romanized_name(), x.cn.last_romanized_name()
    if x.p(0.3):
        f = f + x.c(["", "yu", "ting", "hao", "xuan", "jie", "han", "ran", "yi", "chen"])
    return x.c([f"{f} {l}", f"{l} {f}", f"{f} {l}", f"{l.upper()} {f}"])


PERSON = {"en": _nm_en, "mid": _nm_mid, "first": lambda x: x.c([x.us, x.gb]).first_name(),
          "last": lambda x: x.c([x.us, x.gb]).last_name(),
          "zh": lambda x: x.cn.name(), "zhgiven": lambda x: x.cn.first_name() + x.c(["", x.cn.first_name()]),
          "py": _nm_py, "lastfirst": lambda x: f"{x.us.last_name()}, {x.us.first_name()}"}
PERSON_DEFAULT = {"en": ["en", "en", "en", "mid", "py"], "zh": ["zh"], "mixed": ["zh", "zh", "py", "en"]}

# --- username
CN_NICK_A = ["考研上岸的", "不吃香菜的", "熬夜写论文的", "想毕业的", "爱跑步的", "摸鱼的", "头秃的", "早睡的", "努力的"]
CN_NICK_B = ["小熊", "小鹿", "橘子", "土豆", "鱼丸", "企鹅", "仓鼠", "柠檬", "猫猫", "团子", "汤圆"]


def _un_user(x: Ctx) -> str:
    if x.p(0.4):
        return x.us.user_name()
    l, f = _py(x)
    return x.c([f"{l}{f}{x.d(2)}", f"{f}_{l}", f"{f[0]}{l}{x.i(1, 99)}", f"{l}.{f}", f"{x.c(PY_WORDS)}_{x.d(3)}",
                f"{f}{x.c(['lab', 'nlp', 'cv', 'ml', 'bio'])}{x.d(2)}"])


def _un_netid(x: Ctx) -> str:
    l, f = _py(x)
    e = x.us.last_name().lower()
    return x.c([f"{f[0]}{l[0]}{x.d(4)}", f"{l}{f[0]}{x.i(1, 30)}", f"{e[:6]}{x.d(2)}", f"s{x.d(7)}", f"{f[0]}{e[:5]}",
                f"{l}{f}{x.i(18, 25)}", f"{x.us.first_name().lower()[:3]}{x.d(3)}"])


def _un_gh(x: Ctx) -> str:
    l, f = _py(x)
    return x.c([f"{f}-{l}", f"{l}{f}-{x.c(['ml', 'nlp', 'cv', 'dev', 'ai', 'hpc'])}", x.us.user_name(), f"{x.c(PW_WORDS)}-{x.c(PW_WORDS)}{x.d(2)}",
                f"{f}{l}{x.d(3)}", f"{x.us.first_name()}{x.us.last_name()}"])


USERNAME = {
    "user": _un_user,
    "at": lambda x: "@" + x.c([_un_user(x), _un_gh(x)]),
    "netid": _un_netid,
    "gh": _un_gh,
    "wxid": lambda x: "wxid_" + x.s(LO + DG, 14),
    "wx": lambda x: x.c([_un_user(x), f"{x.c(PY_WORDS)}{x.i(1990, 2006)}", f"{_py(x)[1]}_{x.s(LO, 3)}{x.d(2)}"]),
    "qq": lambda x: str(x.i(10000000, 3999999999)),
    "discord": lambda x: x.c([f"{_un_user(x)}#{x.d(4)}", f"{_un_user(x)}_{x.c(PW_WORDS)}", f"{x.c(PW_WORDS)}.{x.c(PW_WORDS)}{x.d(2)}"]),
    "cnnick": lambda x: "@" + x.c(CN_NICK_A) + x.c(CN_NICK_B) + x.c(["", str(x.i(1, 99))]),
    "cnnick_bare": lambda x: x.c(CN_NICK_A) + x.c(CN_NICK_B) + x.c(["", str(x.i(1, 99))]),
}
USERNAME_DEFAULT = {"en": ["user", "netid", "gh"], "zh": ["user", "netid", "wx"], "mixed": ["user", "netid", "gh", "wx"]}

# --- home path
TAILS = ["thesis/main.tex", "thesis/chapters/ch3_method.tex", "projects/llm-eval/run.sh", ".ssh/id_ed25519",
         "miniconda3/envs/torch/bin/python", "Downloads/offer_letter.pdf", "Documents/applications/CV_2025.pdf",
         "code/nerf/train.py", ".jupyter/jupyter_notebook_config.py", "Zotero/storage", "data/raw/exp_0412.csv",
         "research/qual_exam/notes.md", "Desktop/housing_contract.pdf", ".bashrc", "scratch_link/ckpt/epoch_40.pt",
         "anaconda3/lib/python3.10/site-packages/torch/nn/modules/module.py", "Library/CloudStorage/Dropbox/lab",
         "Documents/stipend/tax_form_2025.pdf", "repos/course-hw/hw3/solution.ipynb", ".kaggle/kaggle.json",
         "papers/draft_v7.docx", "slurm/logs/train_%j.out", "overleaf-sync/neurips25", ".config/wandb/settings",
         "Pictures/campus_card.jpg", "work/phd/ch2/figures/fig3.pdf", "venvs/py311/bin/activate"]
PYTAILS = ["code/nerf/train.py", "projects/llm-eval/eval.py", "anaconda3/lib/python3.10/site-packages/torch/nn/modules/module.py",
           "miniconda3/envs/torch/lib/python3.11/site-packages/transformers/trainer.py", "thesis-code/src/data/loader.py",
           "repos/course-hw/hw3/solution.py", "work/phd/ch2/run_ablation.py", ".local/lib/python3.10/site-packages/numpy/core/_methods.py"]
CNTAILS = ["毕业论文/第三章.docx", "桌面/开题报告终稿.pdf", "考研/政治/肖四.pdf", "留学申请/PS_v3.docx", "实验数据/2025春/原始数据.xlsx",
           "文档/奖学金申请表.doc", "下载/录取通知书.pdf", "组会/周报_第12周.pptx", "论文/投稿/cover_letter.docx"]


def _hp_user(x: Ctx) -> str:
    l, f = _py(x)
    return x.c([x.us.user_name(), f"{l}{f}", f"{f[0]}{l}", f"{l}{x.d(2)}", x.us.first_name().lower(), f"{f}.{l}",
                _un_netid(x), f"{l}_{f}"])


def _hp_tail(x: Ctx, cn: bool = False) -> str:
    return x.c(CNTAILS) if cn and x.p(0.5) else x.c(TAILS)


HOME = {
    "linux": lambda x: f"/home/{_hp_user(x)}/{_hp_tail(x)}",
    "linuxcn": lambda x: f"/home/{_hp_user(x)}/{_hp_tail(x, True)}",
    "mac": lambda x: f"/Users/{_hp_user(x)}/{_hp_tail(x)}",
    "maccn": lambda x: f"/Users/{_hp_user(x)}/{_hp_tail(x, True)}",
    "win": lambda x: f"C:\\Users\\{x.c([_hp_user(x), x.us.first_name(), _nm_py(x).replace(' ', '')])}\\" + _hp_tail(x).replace("/", "\\"),
    "wincn": lambda x: f"C:\\Users\\{x.c([_hp_user(x), x.cn.name()])}\\" + _hp_tail(x, True).replace("/", "\\"),
    "winfwd": lambda x: f"C:/Users/{_hp_user(x)}/{_hp_tail(x)}",
    "wsl": lambda x: f"/mnt/c/Users/{_hp_user(x)}/{_hp_tail(x)}",
    "homedir": lambda x: f"/home/{_hp_user(x)}",
    "py": lambda x: f"{x.c(['/home/', '/home/', '/Users/'])}{_hp_user(x)}/{x.c(PYTAILS)}",
    "env": lambda x: f"/home/{_hp_user(x)}/{x.c(['miniconda3/envs/', 'anaconda3/envs/', 'venvs/', '.conda/envs/', 'mambaforge/envs/'])}{x.c(['torch', 'thesis', 'nlp', 'py311', 'cv', 'jax'])}" + x.c(["", "/bin/activate", "/bin/python"]),
    "tex": lambda x: f"{x.c(['/home/', '/Users/'])}{_hp_user(x)}/{x.c(['thesis', 'papers/neurips25', 'overleaf-sync/draft', 'Documents/thesis'])}/{x.c(['main.tex', 'chapters/ch2.tex', 'figures/fig3.pdf', 'refs.bib', 'sections/method.tex'])}",
    "macdir": lambda x: f"/Users/{_hp_user(x)}",
}
HOME_DEFAULT = {"en": ["linux", "linux", "mac", "win", "winfwd", "wsl"], "zh": ["linux", "linuxcn", "maccn", "wincn", "win"],
                "mixed": ["linux", "linuxcn", "mac", "maccn", "win", "wincn"]}

# --- schedule
# recurrences: (text, allowed hours) — a recurrence that names a part of the day gets a clock time in it
_ANY = (6, 23)
EN_RECUR = [("every weekday", _ANY), ("every Monday", _ANY), ("every Tuesday", _ANY), ("every Wednesday", _ANY),
            ("every Thursday", _ANY), ("every Friday", _ANY), ("every Saturday", _ANY), ("every Sunday", _ANY),
            ("each morning", (5, 10)), ("every night", (20, 23)), ("on weekdays", _ANY), ("Mondays and Wednesdays", _ANY),
            ("Tuesdays and Thursdays", _ANY), ("every Mon/Wed/Fri", _ANY), ("every other Friday", _ANY),
            ("on Sundays", _ANY), ("weeknights", (19, 23)), ("every day", _ANY), ("daily", _ANY),
            ("each weekday morning", (5, 10)), ("every single Tuesday", _ANY), ("most nights", (20, 23)),
            ("every Saturday morning", (7, 11)), ("every evening", (18, 22))]
ZH_RECUR = [("每天", _ANY), ("每周一", _ANY), ("每周二", _ANY), ("每周三", _ANY), ("每周四", _ANY), ("每周五", _ANY),
            ("每周六", _ANY), ("每周日", _ANY), ("工作日", _ANY), ("周一到周五", _ANY), ("每周二、四", _ANY),
            ("每周一三五", _ANY), ("每个周末", _ANY), ("每晚", (19, 23)), ("每天早上", (5, 8)), ("每天晚上", (18, 23)),
            ("每周三下午", (13, 17)), ("双周周五", _ANY), ("每个工作日", _ANY), ("周末", _ANY), ("每周六上午", (8, 11)),
            ("每天中午", (11, 13))]
CN_NUM = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def _hm(x: Ctx, span: tuple[int, int]) -> tuple[int, int]:
    return x.i(*span), x.c([0, 0, 15, 30, 30, 45, 10, 40, 20, 50])


def _en_clock(x: Ctx, h: int | None = None, m: int | None = None) -> str:
    if h is None:
        h, m = _hm(x, _ANY)
    h12 = (h - 1) % 12 + 1
    ap = "am" if h < 12 else "pm"
    return x.c([f"{h}:{m:02d}" if h >= 10 or x.p(0.5) else f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d} {ap}",
                f"{h12}{ap}" if m == 0 else f"{h12}:{m:02d}{ap}", f"{h:02d}:{m:02d}", f"{h12}:{m:02d} {ap.upper()}",
                f"{h12} o'clock" if m == 0 and h < 12 else f"{h:02d}:{m:02d}"])


def _zh_part(h: int) -> str:
    return "凌晨" if h < 5 else "早上" if h < 9 else "上午" if h < 12 else "中午" if h < 13 else "下午" if h < 18 else "晚上"


def _zh_clock(x: Ctx, h: int | None = None, m: int | None = None, part: bool = True) -> str:
    if h is None:
        h, m = _hm(x, _ANY)
    h12 = h if h <= 12 else h - 12
    p = _zh_part(h) if part else ""
    mz = {0: "", 15: "一刻", 30: "半", 45: "三刻"}.get(m)
    tail = mz if mz is not None and x.p(0.6) else (f"{m}分" if m else "整")
    k = x.i(0, 4)
    if k == 0:
        return f"{p}{h12}点{tail}"
    if k == 1:
        return f"{p}{CN_NUM[h12]}点{tail}"
    if k == 2:
        return f"{h}:{m:02d}"
    if k == 3:
        return f"{p}{h12}:{m:02d}"
    return f"{p}{h12}点{m:02d}" if m else f"{p}{h12}点"


def _span_end(x: Ctx, h: int) -> tuple[int, int]:
    return min(h + x.i(1, 3), 23), x.c([0, 15, 30, 45])


def _sch_en(x: Ctx) -> str:
    r, span = x.c(EN_RECUR)
    h, m = _hm(x, span)
    t = _en_clock(x, h, m)
    k = x.i(0, 5)
    if k == 0:
        return f"{r} at {t}"
    if k == 1:
        return f"{r} around {t}"
    if k == 2 and h < 22:
        return f"{r} from {t} to {_en_clock(x, *_span_end(x, h))}"
    if k == 3:
        return f"{t} {r}"
    if k == 4:
        return f"{r} by {t}"
    return f"{r} at about {t}"


def _zh_with(x: Ctx, r: str, span: tuple[int, int]) -> tuple[str, int]:
    h, m = _hm(x, span)
    return _zh_clock(x, h, m, part=span == _ANY), h


def _sch_zh(x: Ctx) -> str:
    r, span = x.c(ZH_RECUR)
    t, h = _zh_with(x, r, span)
    k = x.i(0, 3)
    if k == 0:
        return f"{r}{t}"
    if k == 1:
        return f"{r}{t}左右"
    if k == 2 and h < 22:
        eh, em = _span_end(x, h)
        return f"{r}{t}到{_zh_clock(x, eh, em, part=span == _ANY)}"
    return f"{r} {t}"


EN_SHORT = [("weekday", _ANY), ("weekdays", _ANY), ("every day", _ANY), ("Mon-Fri", _ANY), ("Tue/Thu", _ANY),
            ("MWF", _ANY), ("weekend", _ANY), ("every Sunday", _ANY)]


def _sch_mixed(x: Ctx) -> str:
    k = x.i(0, 4)
    if k == 0:
        r, span = x.c(ZH_RECUR)
        return f"{r} {_en_clock(x, *_hm(x, span))}"
    if k == 1:
        r, span = x.c([e for e in EN_RECUR if e[1] == _ANY])
        return f"{r} {_zh_clock(x, *_hm(x, span))}"
    if k == 2:
        r, span = x.c(EN_SHORT)
        return f"{r} {_zh_clock(x, *_hm(x, span))}"
    if k == 3:
        r, span = x.c(ZH_RECUR)
        return f"{r} {_en_clock(x, *_hm(x, span))} 左右"
    return _sch_en(x) if x.p(0.5) else _sch_zh(x)


SCHEDULE = {"en": _sch_en, "zh": _sch_zh, "mixed": _sch_mixed}
SCHEDULE_DEFAULT = {"en": ["en"], "zh": ["zh"], "mixed": ["mixed"]}

# --- geo
CAMPUS = [(39.9990, 116.3264), (39.9869, 116.3059), (31.2989, 121.5035), (31.0256, 121.4339), (30.2637, 120.1220),
          (30.5109, 114.4143), (32.0560, 118.7796), (31.8381, 117.2637), (34.2468, 108.9842), (23.0966, 113.2985),
          (42.2780, -83.7382), (42.3601, -71.0942), (37.8719, -122.2585), (51.7548, -1.2544), (55.9445, -3.1892),
          (43.6629, -79.3957), (1.2966, 103.7764), (47.6553, -122.3035), (40.4433, -79.9436), (52.2043, 0.1149)]


def _coord(x: Ctx) -> tuple[float, float]:
    la, lo = x.c(CAMPUS)
    return la + x.rng.uniform(-0.03, 0.03), lo + x.rng.uniform(-0.03, 0.03)


def _geo_dec(x: Ctx) -> str:
    la, lo = _coord(x)
    p = x.c([4, 5, 6, 6])
    return x.c([f"{la:.{p}f}, {lo:.{p}f}", f"{la:.{p}f},{lo:.{p}f}", f"({la:.{p}f}, {lo:.{p}f})", f"{la:.{p}f} {lo:.{p}f}"])


def _geo_ns(x: Ctx) -> str:
    la, lo = _coord(x)
    ns, ew = ("N" if la >= 0 else "S"), ("E" if lo >= 0 else "W")
    return x.c([f"{abs(la):.4f}° {ns}, {abs(lo):.4f}° {ew}", f"{ns}{abs(la):.5f} {ew}{abs(lo):.5f}", f"{abs(la):.5f}{ns} {abs(lo):.5f}{ew}"])


def _geo_dms(x: Ctx) -> str:
    la, lo = _coord(x)

    def dms(v: float) -> str:
        v = abs(v)
        d = int(v)
        m = int((v - d) * 60)
        s = (v - d - m / 60) * 3600
        return f"{d}°{m}'{s:.1f}\""

    return f"{dms(la)}{'N' if la >= 0 else 'S'} {dms(lo)}{'E' if lo >= 0 else 'W'}"


ZIP3 = ["481", "021", "943", "152", "981", "606", "100", "787", "537", "277", "947", "191", "633", "080", "554"]
UKPC_AREAS = ["CB", "OX", "EH", "G", "M", "B", "LS", "NE", "BS", "L", "S", "NG", "CF", "BN", "YO"]
CNPC = ["100", "200", "310", "430", "210", "230", "610", "710", "150", "510", "300", "410", "350", "250", "116"]


def _ukpc(x: Ctx) -> str:
    k = x.i(0, 3)
    tail = f"{x.i(0, 9)}{x.c('ABDEFGHJLNPQRSTUWXYZ')}{x.c('ABDEFGHJLNPQRSTUWXYZ')}"
    if k == 0:
        return f"{x.c(['SW', 'NW', 'SE', 'EC', 'WC'])}{x.i(1, 9)}{x.c(['', 'A', 'H', 'R'])} {tail}"
    return f"{x.c(UKPC_AREAS)}{x.i(1, 15)} {tail}"


GEO = {
    "dec": _geo_dec, "ns": _geo_ns, "dms": _geo_dms,
    "lat": lambda x: f"{_coord(x)[0]:.5f}",
    "zip": lambda x: x.c(ZIP3) + x.d(2),
    "zip4": lambda x: x.c(ZIP3) + x.d(2) + "-" + x.d(4),
    "ukpc": _ukpc,
    "cnpc": lambda x: x.c(CNPC) + x.d(3),
    "dorm": lambda x: x.c([f"紫荆公寓{x.i(1, 23)}号楼{x.i(1, 6)}{x.i(1, 30):02d}", f"{x.c(['东区', '西区', '南区', '北区'])}{x.i(1, 30)}号宿舍楼{x.i(101, 620)}",
                           f"{x.c(['学一', '学二', '学五', '畅春园', '燕园'])}{x.i(1, 60)}号楼{x.i(101, 520)}室", f"{x.c(['韵苑', '沁苑', '紫菘', '东十八舍'])}{x.i(1, 27)}栋{x.i(101, 640)}"]),
    "dormen": lambda x: x.c([f"Building {x.i(1, 40)}, Room {x.i(101, 640)}", f"Block {x.c('ABCDEFGH')}, room {x.i(1, 6)}{x.i(1, 30):02d}",
                             f"{x.c(['East', 'West', 'North', 'South'])} Hall {x.i(1, 6)}{x.i(1, 40):02d}", f"Tower {x.i(1, 5)} flat {x.i(1, 20)}{x.c('ABCDEF')}"]),
    "gmaps": lambda x: (lambda la, lo: f"{la:.7f},{lo:.7f}")(*_coord(x)),
}
GEO_DEFAULT = {"en": ["dec", "dec", "ns", "zip", "zip4", "ukpc", "dms"], "zh": ["dec", "dec", "cnpc", "cnpc", "ns", "dorm"],
               "mixed": ["dec", "cnpc", "zip", "ukpc", "ns", "dorm"]}

GENS = {"secret": (SECRET, {l: SECRET_DEFAULT for l in LANGS}), "password": (PASSWORD, {l: PASSWORD_DEFAULT for l in LANGS}),
        "email": (EMAIL, EMAIL_DEFAULT), "phone": (PHONE, PHONE_DEFAULT), "address": (ADDRESS, ADDRESS_DEFAULT),
        "government_id": (GOVID, GOVID_DEFAULT), "financial": (FINANCIAL, FINANCIAL_DEFAULT),
        "person_name": (PERSON, PERSON_DEFAULT), "username": (USERNAME, USERNAME_DEFAULT),
        "home_path": (HOME, HOME_DEFAULT), "schedule": (SCHEDULE, SCHEDULE_DEFAULT), "geo": (GEO, GEO_DEFAULT)}


# =========================================================================== templates
# {V} / {V:kind} marks the planted value; {UPPER} fields are non-private fillers.
T: dict[tuple[str, str], list[str]] = {}

T["secret", "en"] = [
    "# ~/.bashrc on {HPC}\nexport WANDB_API_KEY={V:wandb}\nmodule load cuda/12.1",
    "jupyter is up on the {GPU} node, tunnel port 8888 then open http://localhost:8888/?token={V:jupyter}",
    "git remote set-url origin https://git:{V:overleaf}@git.overleaf.com/64f1c0ffee2b7a0012ab34cd",
    "HF_TOKEN={V:hf} python download.py --model {MODEL} --cache /scratch/shared/hf",
    "Lab shared OpenAI key for the {CONF} experiments (do NOT commit): {V:openai}",
    "aws configure\nAWS Access Key ID [None]: {V:aws_id}\nAWS Secret Access Key [None]: ****************\nDefault region name [None]: us-east-2",
    "[default]\naws_access_key_id = AKIA****************\naws_secret_access_key = {V:aws_secret}\nregion = us-west-2",
    "the autograder for {COURSE} pulls from the private repo with this token {V:ghp} - rotate it after {TERM}",
    "# .env for the thesis demo\nANTHROPIC_API_KEY={V:anthropic}\nPORT=7860\nDEBUG=0",
    "stripe secret for the {CONF} student-volunteer registration page: {V:stripe}",
    "campus-app/config.yaml:\n  maps:\n    google_api_key: {V:google}\n    zoom: 16",
    "SendGrid key used by the reading-group mailer -> {V:sendgrid}",
    "curl -H 'Authorization: Bearer {V:jwt}' https://portal.example-university.edu/api/v2/enrolments",
    "here's the key for the shared GPU box, save it as ~/.ssh/id_ed25519 and chmod 600:\n{V:pem_ssh}",
    "DATABASE_URL=postgres://postgres:{V:urlpw}@db.lab.internal:5432/experiments",
    "slack bot token for the weekly paper-reminder: {V:slack}",
    "SECRET_KEY = '{V:django}'  # settings.py, {COURSE} final project",
    "Zotero API key for the group library sync: {V:alnum24}",
    "semantic scholar x-api-key {V:alnum40} (rate limit 1 rps, ask before sharing)",
    "telegram bot that pings me when a SLURM job dies: BOT_TOKEN={V:telegram}",
    "npm publish for the lab's viz package needs NPM_TOKEN={V:npm}",
    "pypi upload token for our toolkit v{VER}: {V:pypi}",
    "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=labdata2025;AccountKey={V:azure};EndpointSuffix=core.windows.net",
    "twilio api key for the exam-reminder sms thing {V:twilio}",
    "gitlab CI variable GITLAB_TOKEN = {V:glpat} (masked, protected)",
    "fine-grained PAT for the thesis repo, expires {DATE}: {V:ghpat}",
    "old id_rsa from the department cluster, found it in my notes:\n{V:pem_rsa}",
    "MONGO_URI=mongodb+srv://admin:{V:urlpw}@cluster0.x7k2p.mongodb.net/survey",
    "ORCID sandbox app\nclient_id: APP-{N4}ABCD{N4}\nclient_secret: {V:uuid}",
    "comet_api_key = \"{V:alnum24}\"  # remove before pushing to github",
    "openai.api_key = \"{V:openai_old}\"",
    "Elsevier / Scopus API key (institutional, through the library): {V:hex32}",
    "curl -s -H 'X-API-Key: {V:alnum32}' 'https://api.core.ac.uk/v3/search/works?q=graph+neural'",
    "REDIS_URL=redis://:{V:urlpw}@10.20.3.14:6379/0 for the celery workers on {HPC}",
    "ngrok config add-authtoken {V:ngrok}",
    "{V:jwt} <- cookie 'session' from the application portal, expires in an hour",
    "TLS key for the lab website (nginx), keep off the wiki:\n{V:pem_ec}",
    "service account private_key (decoded from the json):\n{V:pem_pkcs8}",
    "machine api.wandb.ai\n  login user\n  password {V:wandb}",
    "git clone https://{V:ghp}@github.com/vision-lab-org/thesis-code.git",
    "DEEPSEEK_API_KEY={V:ds}\nMODEL=deepseek-chat\nMAX_TOKENS=2048",
    "access_token: {V:hex64}\nrefresh_interval: 3600",
    "{V:hf} is the read token for the gated {MODEL} weights, pls don't paste it in the channel again",
    "Canvas LMS API token for the grading script: {V:alnum40}",
    "kaggle.json -> {\"username\":\"<see 1Password>\",\"key\":\"{V:hex32}\"}",
]

T["secret", "zh"] = [
    "集群上的 ~/.bashrc 里加了一行：export WANDB_API_KEY={V:wandb}",
    "Jupyter 已经在计算节点上起来了，本地端口转发后打开 http://localhost:8888/lab?token={V:jupyter}",
    "实验室共用的 OpenAI key：{V:openai}，别往群里乱发，月底额度就没了",
    "师兄给的 HuggingFace 令牌：{V:hf}，只能下载不能上传",
    "密钥发你了，存成 ~/.ssh/id_rsa，权限改成600：\n{V:pem_rsa}",
    "阿里云 AccessKey ID：{V:aws_id}（其实是之前 AWS 的，先凑合用）",
    "AWS 的 Secret Access Key 是 {V:aws_secret}，开题实验跑完就删掉",
    "GitHub 个人访问令牌：{V:ghp}，有效期到{CNDATE}",
    "论文代码仓库的 fine-grained token：{V:ghpat}",
    "数据库连接串：mysql://root:{V:urlpw}@172.16.8.21:3306/questionnaire",
    "课程项目的 Django SECRET_KEY = '{V:django}'",
    "组里那个提醒交周报的飞书机器人 token 是 {V:slack}（原来 slack 上的）",
    "谷歌地图的 key：{V:google}，校园导航小程序要用",
    "DeepSeek 的 API Key：{V:ds}，余额还有{N2}块",
    "通义千问 dashscope key {V:ds} 跑{CNCOURSE}大作业用",
    "门户登录后抓到的 Authorization 头：Bearer {V:jwt}",
    "Overleaf 的 git 令牌是 {V:overleaf}，同步论文用的",
    "GitLab 学校镜像的 token：{V:glpat}",
    "把这个 Anthropic 的 key 填到 .env 里：ANTHROPIC_API_KEY={V:anthropic}",
    "Zotero 群组文献库的 API 密钥：{V:alnum24}",
    "SendGrid 发报名确认邮件的 key：{V:sendgrid}",
    "会议注册页面的 Stripe 密钥（正式环境）：{V:stripe}",
    "{V:jwt}\n↑ 这是研招网接口返回的 token，调试完记得删",
    "服务器 ssh 私钥（ed25519）：\n{V:pem_ssh}\n登录节点：{CNHPC}",
    "Redis 密码在连接串里 redis://:{V:urlpw}@127.0.0.1:6379/2",
    "pypi 发包用的 token：{V:pypi}",
    "npm 的令牌 {V:npm} 是前端展示页面用的",
    "Azure 存储 AccountKey={V:azure}",
    "Telegram 机器人 token：{V:telegram}，作业跑完自动通知",
    "Twilio 的 key：{V:twilio}，给考试提醒发短信用",
    "内网穿透 ngrok authtoken：{V:ngrok}",
    "Kaggle 的 key 是 {V:hex32}，用户名那栏填组里统一的",
    "Scopus 的 API 密钥：{V:hex32}，图书馆申请的，仅限校内 IP",
    "语义学者接口 x-api-key：{V:alnum40}",
    "wandb 的 api key 忘了？在这：{V:wandb}",
    "EC 私钥（实验室网站 HTTPS 证书用）\n{V:pem_ec}",
    "service account 的 private_key 字段：\n{V:pem_pkcs8}",
    "MongoDB 连接：mongodb://admin:{V:urlpw}@10.0.5.7:27017/?authSource=admin",
    "access_token={V:hex64}，这是选课系统抓包拿到的",
    "学院网盘 API 的 client_secret：{V:uuid}",
    "旧格式的 OpenAI key：{V:openai_old}，估计已经失效了，先留着",
    "Canvas 的访问令牌 {V:alnum40} 批改作业脚本要用",
    "{V:hf} 这个是 gated 模型的读权限 token，下 {MODEL} 用",
]

T["secret", "mixed"] = [
    "集群 .bashrc 里记得 export WANDB_API_KEY={V:wandb}，不然 wandb login 会卡住",
    "Jupyter 起好了 on {GPU} node, 打开 http://127.0.0.1:8889/tree?token={V:jupyter}",
    "lab 共享的 OpenAI key 是 {V:openai}, 别 commit 到 repo 里啊",
    "HF token: {V:hf}，download {MODEL} 的时候要 login",
    "师兄 share 的 private key，保存到 ~/.ssh/ 下面：\n{V:pem_ssh}",
    "AWS access key id 是 {V:aws_id}，secret 在 1Password 里",
    "aws_secret_access_key = {V:aws_secret}  # 跑完 {CONF} 的实验就 revoke",
    "GitHub token {V:ghp} 给 autograder 用的, {TERM} 结束前有效",
    "fine-grained PAT：{V:ghpat}，只给 thesis repo 的 read 权限",
    "DB_URL=postgresql://postgres:{V:urlpw}@db.lab.internal/annotations 这个是标注平台的",
    "Django 的 SECRET_KEY='{V:django}' 先 hardcode 了，deadline 之后再改",
    "slack bot token {V:slack} 用来每周提醒交 weekly report",
    "Google Maps API key {V:google} 给校园导航 demo 用",
    "DeepSeek API key：{V:ds}，quota 还剩不多",
    "Authorization: Bearer {V:jwt} —— 从选课 portal 的 network tab 里抓的",
    "Overleaf git token {V:overleaf}，用来 sync 论文",
    "gitlab token {V:glpat} 学院 GitLab 镜像用",
    ".env 文件：\nANTHROPIC_API_KEY={V:anthropic}\nMODEL=claude-sonnet\n# 不要上传",
    "Zotero API key = {V:alnum24}，group library 同步用",
    "SendGrid key 是 {V:sendgrid}，发 registration confirmation 用的",
    "Stripe live key：{V:stripe}，会议注册 page 上线前再检查一遍",
    "这个 JWT {V:jwt} 是 application portal 的 session，一小时过期",
    "RSA private key (老集群的):\n{V:pem_rsa}",
    "redis 连接 redis://:{V:urlpw}@127.0.0.1:6380/0，celery worker 要用",
    "PyPI token {V:pypi} 发 v{VER} 的时候用",
    "NPM_TOKEN={V:npm}，前端 demo 的 CI 需要",
    "AccountKey={V:azure} 是 Azure blob 的，数据集放在那",
    "telegram bot token: {V:telegram}，job 挂了会通知我",
    "twilio key {V:twilio}，考试提醒短信",
    "ngrok authtoken {V:ngrok}，内网穿透给导师 demo",
    "Kaggle key：{V:hex32}, 放在 ~/.kaggle/kaggle.json 里",
    "Scopus API key {V:hex32}，只能在 campus network 用",
    "Semantic Scholar 的 x-api-key: {V:alnum40}",
    "wandb key 在这 {V:wandb}，用完 logout",
    "HTTPS 证书的 EC private key:\n{V:pem_ec}",
    "GCP service account 的 private_key：\n{V:pem_pkcs8}",
    "mongodb+srv://admin:{V:urlpw}@cluster0.q8w3e.mongodb.net/survey 问卷数据库",
    "access_token: {V:hex64}  # 抓包得到, 选课脚本",
    "ORCID app 的 client_secret = {V:uuid}",
    "old style key {V:openai_old} 估计 expired 了",
    "Canvas API token：{V:alnum40}，grading script 用",
    "git clone https://{V:ghp}@github.com/nlp-lab-org/paper-code.git 直接这样 clone 就行",
    "comet_api_key: {V:alnum24}，实验 tracking 换成 comet 了",
]


T["password", "en"] = [
    "library account\nlogin: my student number\npassword: {V}",
    "eduroam password is {V} (same as the portal, I know, I know)",
    "campus card PIN {V:pin4} - needed for the printers in {PLACE}",
    "new password for the application portal: {V}",
    "pw for the shared {CONF} registration account -> {V}",
    "Lab wifi: SSID NLP-Lab-5G, pass {V:wifi}",
    "{V} is the password for the {HPC} login, don't lose it again",
    "note to self: the thesis PDF is encrypted with {V:phrase}",
    "housing portal pw changed to {V} on {DATE}",
    "the zip with the exam solutions opens with {V:word}",
    "passphrase for my ssh key: {V:phrase}",
    "dorm door code is {V:pin4}#",
    "voicemail PIN {V:pin6}",
    "Sign in to the stipend system:\nUser ID: (netid)\nPassword: {V}\nRemember me: no",
    "\"password\": \"{V}\",",
    "db_password: {V}   # lab survey database",
    "the mendeley login is my uni mail + {V}",
    "Overleaf pw: {V} — shared with the co-authors only",
    "ok so the jupyterhub password is {V}, the username is the usual one",
    "laptop login {V:word2}",
    "my Common App password is {V} lol please remind me to change it",
    "TA account for the grading portal, password {V}",
    "PIN for the bike locker behind {PLACE}: {V:pin4}",
    "password: {V}\n(expires in 90 days, reset via the IT self-service page)",
    "Zoom passcode for the thesis defense rehearsal: {V:pin6}",
    "MYSQL_ROOT_PASSWORD={V}",
    "the conference wifi password they gave us at check-in, reusing it for my hotspot: {V:wifi}",
    "bank app passcode {V:pin6}, dont tell anyone obviously",
    "password for the shared Google account of the reading group = {V}",
    "- [ ] change {V} everywhere, it leaked in the group chat",
    "psql -U postgres -h localhost  # password {V}",
    "the admin pw for the lab's NAS is {V:word}",
    "safe combo for the lab cabinet {V:pin4}",
    "Password (again, voice memo): {V:phrase}",
    "IEEE account password {V}, used for the {CONF} camera-ready upload",
    "login for the visa appointment site - pw {V}",
    "{V:weak} — my password on the old course forum, never reuse it",
    "the PhD office printer admin password: {V:mixed}",
    "Apple ID password {V} (needed to reactivate the lab iPad)",
    "rar password: {V:word2}",
    "mySRS login: netid / {V:mixed}",
    "Password123? no. The password is {V} and it is case sensitive.",
]

T["password", "zh"] = [
    "校园卡消费密码：{V:pin6}",
    "图书馆账号密码是 {V}，借书和预约研讨室都用这个",
    "宿舍门锁密码 {V:pin6}，别告诉隔壁",
    "研招网登录密码：{V}",
    "学信网密码改成了 {V}",
    "实验室 WiFi 密码：{V:wifi}",
    "服务器登录密码 {V}，用户名是你的拼音",
    "统一身份认证密码：{V}（{CNDATE}改的）",
    "考研资料压缩包解压密码：{V:pinyin}",
    "开题报告 PDF 加密了，密码 {V:word}",
    "银行卡取款密码 {V:pin6}",
    "奖学金申请系统密码是{V}",
    "选课系统初始密码改成了：{V}",
    "组里 NAS 管理员密码 {V:word}，别乱删数据",
    "打印店会员密码 {V:pin6}",
    "我的 Overleaf 密码：{V}",
    "密码：{V}\n用户名：学号",
    "留学申请网申账号的密码是 {V}",
    "语音转文字：密码是 {V:pinyin} 全小写",
    "快递柜取件码不是密码哈，密码是 {V:pin4}",
    "「数据库密码」{V}",
    "集群 jupyterhub 密码 {V}，有问题找管理员",
    "宿舍网络认证：账号学号，密码 {V}",
    "实验室柜子密码锁 {V:pin4}",
    "电脑开机密码 {V:word2}",
    "ssh 私钥的口令：{V:phrase}",
    "邮箱客户端授权码不是登录密码，登录密码是 {V}",
    "答辩预演腾讯会议密码：{V:pin6}",
    "PIN 码：{V:pin4}（校园卡挂失补办后重新设的）",
    "教务系统密码 {V:mixed}，成绩出来了去看",
    "共享 Google 账号的密码 = {V}",
    "雅思官网密码：{V}",
    "我把密码设成了{V:pinyin}，应该不会忘",
    "压缩包密码是 {V:word2}，里面是往年题",
    "门禁卡补办后的新密码 {V:pin6}",
    "社保/医保 APP 的查询密码 {V:pin6}",
    "MYSQL_ROOT_PASSWORD={V}  # 问卷平台",
    "老电脑的 BIOS 密码 {V:weak}",
    "支付密码 {V:pin6}，千万别外传",
    "研究生管理系统密码：{V:complex}",
    "会议注册账号：邮箱；密码：{V}",
    "路由器后台 admin 密码 {V:wifi}",
]

T["password", "mixed"] = [
    "campus card 的 PIN 是 {V:pin6}",
    "library account 密码 {V}，预约 study room 用",
    "宿舍 door code {V:pin4}#",
    "研招网 password：{V}",
    "学信网 pw 改成 {V} 了",
    "lab wifi 密码 {V:wifi}",
    "server login password 是 {V}",
    "SSO 密码：{V}（reset 过一次）",
    "考研资料.zip 的 unzip password 是 {V:pinyin}",
    "thesis PDF 加密了, password: {V:word}",
    "ATM 取款 PIN {V:pin6}",
    "scholarship portal 的密码 {V}",
    "Overleaf pw {V}，co-author 都知道",
    "NAS admin password {V:word}，别乱删数据",
    "Common App 密码 {V}，申请季结束就改",
    "jupyterhub 的 password 是 {V}",
    "ssh key 的 passphrase：{V:phrase}",
    "Zoom passcode {V:pin6}，答辩 rehearsal 用",
    "DB_PASSWORD={V}  # 标注平台",
    "帮我记一下 password {V}，明天 TA office 要用",
    "laptop 开机密码 {V:word2}",
    "rar 的密码：{V:word2}，里面是 past papers",
    "lab 柜子的 combo {V:pin4}",
    "portal 的 pw 是 {V:mixed}，username 是 netid",
    "IELTS 官网 password：{V}",
    "visa appointment 网站密码 {V}",
    "支付 PIN {V:pin6} don't share",
    "Apple ID 密码：{V}, 实验室 iPad 要用",
    "psql 登录 password {V}",
    "\"password\": \"{V}\"  // 测试账号，别 push",
    "old forum 的密码 {V:weak} 千万别再用",
    "{V} 是 VPN 的 password，跟邮箱不一样",
    "housing portal 的密码：{V}",
    "打印机 admin pw {V:mixed}",
    "门禁 PIN {V:pin6}（new card）",
    "教务系统 password {V:complex}",
    "conference registration 账号密码 {V}",
    "router 后台 admin/{V:wifi}",
    "mendeley 登录：邮箱 + {V}",
    "voice memo：密码是 {V:pinyin}, all lowercase",
    "shared Gmail 的 password = {V}",
    "password for 研究生系统: {V}",
]


T["email", "en"] = [
    "please send the signed rec letter form to {V} before {DATE}",
    "From: {V}\nTo: grad-admissions\nSubject: {SUBJ} - application status",
    "my backup address is {V} in case the uni mail bounces after graduation",
    "Contact: {V}",
    "reply-to: {V}",
    "can you cc {V} on the {SUBJ} thread?",
    "{V} is the address I used for the {CONF} registration",
    "Recommender email\n{V}\n(confirmed, link sent)",
    "name,email,course\nstudent_017,{V},{COURSE}",
    "\"email\": \"{V}\",",
    "Please forward the stipend paperwork to {V}. Thanks!",
    "If you have questions about the housing contract, write to me at {V}",
    "new account created for {V} on the {HPC} portal",
    "my old one got deactivated, use {V} from now on",
    "Overleaf invite -> {V}",
    "git config --global user.email \"{V}\"",
    "> On {DATE}, {V} wrote:\n> Thanks, I'll review chapter 3 this weekend.",
    "Author: (corresponding) {V}",
    "\\thanks{Correspondence to: \\texttt{{V}}}",
    "sign-up sheet for the qual study group: {V}, plus two more TBD",
    "Could you add {V} to the lab Slack? she starts on {DATE}",
    "the TA's email for {COURSE} regrades is {V}",
    "email me the draft at {V} and not the old address",
    "Zoom recording shared with {V}",
    "ERROR 409: account {V} already exists",
    "Emergency contact email: {V}",
    "{V} - roommate, moving out end of {TERM}",
    "dictated: my email is {V}",
    "- send slides to {V}\n- book the room\n- print posters",
    "Verification code sent to {V}. It expires in 10 minutes.",
    "payment receipt will be emailed to {V}",
    "she asked to be reached at {V} over the summer",
    "The reference letter portal lists {V} as the recommender.",
    "Bcc: {V}",
    "paypal for the conference dinner split: {V}",
    "pls update my contact on the thesis committee form to {V}",
    "arXiv submission contact: {V}",
    "i typed {V} wrong on the visa form, is that a problem?",
    "| applicant | email |\n|---|---|\n| #{N3} | {V} |",
    "Library notice: the item you requested is ready. (sent to {V})",
    "Write to {V} for the dataset access agreement.",
    "my personal email for the alumni network: {V}",
]

T["email", "zh"] = [
    "请把推荐信发到 {V}，截止日期是{CNDATE}",
    "我的邮箱：{V}",
    "发件人：{V}\n主题：{CNSUBJ}\n老师您好，附件是本周的周报。",
    "联系邮箱 {V}",
    "导师让我以后都抄送 {V}",
    "会议注册用的邮箱是 {V}",
    "毕业后学校邮箱会停用，备用邮箱 {V}",
    "麻烦把报销单扫描件发到{V}，谢谢！",
    "姓名：（略）\n邮箱：{V}\n研究方向：{CNDEPT}",
    "复试通知会发到 {V}，记得查垃圾箱",
    "学号,邮箱,课程\n{N4},{V},{CNCOURSE}",
    "有问题可以发邮件到 {V} 问我",
    "Overleaf 邀请已发送至 {V}",
    "git config user.email \"{V}\"  # 换成自己的邮箱",
    "室友的邮箱 {V}，住宿的事直接找他",
    "验证码已发送至 {V}，10分钟内有效",
    "{V} 这个邮箱是考研时候注册的",
    "紧急联系人邮箱：{V}",
    "组会 PPT 发我邮箱 {V} 就行",
    "奖学金评审结果会通知到 {V}",
    "我改成用 {V} 收论文评审意见了",
    "通讯作者邮箱：{V}",
    "语音输入：我的邮箱是{V}",
    "留学中介要我把 offer 转发到 {V}",
    "实验室新同学的邮箱 {V}，拉他进群",
    "{V}（这个是学校邮箱，QQ邮箱不常看）",
    "数据集使用协议签好后寄到 {V}",
    "报名表里邮箱填成了 {V}，能改吗",
    "「邮箱」{V}「手机」见附件",
    "助教邮箱是 {V}，作业补交找她",
    "请发送简历至 {V}，注明“申请RA-{N2}”",
    "账号 {V} 已存在，请直接登录",
    "{V} 是我本科时候的邮箱，现在还能收",
    "集群账号申请确认邮件发到了 {V}",
    "知网机构账号绑定邮箱 {V}",
    "我邮箱：{V}，发我一份往年题",
    "收件人：{V}；抄送：教务",
    "会议晚宴 AA 的钱转到 {V} 的 PayPal",
    "论文评审回执：已发送至 {V}",
    "- 给 {V} 发答辩材料\n- 订会议室\n- 打印海报",
    "发件人邮箱 {V} 被退信了，换一个吧",
]

T["email", "mixed"] = [
    "rec letter 请发到 {V}，deadline {CNDATE}",
    "我的 email：{V}",
    "From: {V}\nSubject: {CNSUBJ}\n老师好，attached is this week's report。",
    "contact 邮箱 {V}",
    "导师说以后 cc {V}",
    "{CONF} registration 用的是 {V}",
    "毕业后 backup email：{V}",
    "reimbursement form 扫描件 send to {V} 谢谢",
    "Name: ——\nEmail: {V}\n方向: {CNDEPT}",
    "interview 通知会发到 {V}, check spam",
    "学号,email,course\n{N4},{V},{COURSE}",
    "有问题 email 我 {V}",
    "Overleaf invite 已经发到 {V} 了",
    "git config --global user.email {V} 设置一下提交邮箱",
    "roommate 的邮箱 {V}，housing 的事找他",
    "verification code 发到 {V} 了，10 min 有效",
    "{V} 这个是我申请 PhD 时候注册的",
    "紧急联系人 emergency contact email：{V}",
    "组会 slides 发 {V} 就行",
    "scholarship 结果会通知 {V}",
    "通讯作者 corresponding author：{V}",
    "语音输入：my email is {V}",
    "中介让我把 offer forward 到 {V}",
    "新来的 RA 的邮箱 {V}，拉进 Slack",
    "{V} (school email，QQ 邮箱不常看)",
    "DUA 签好后发给 {V}",
    "报名表 email 填成了 {V}，can I change it?",
    "TA 的 email 是 {V}，late submission 找她",
    "请 send CV 到 {V}",
    "account {V} already exists，直接 login",
    "cluster account 的确认邮件发到了 {V}",
    "给我发一份 past papers：{V}",
    "To: {V}; CC: 教务",
    "晚宴 AA 转到 {V} 的 PayPal",
    "- email {V} 答辩材料\n- book 会议室\n- print poster",
    "{V} bounce 了，换个 address 吧",
    "arXiv 的 contact email 写的 {V}",
    "dictated：我邮箱是 {V}",
    "paper review 回执 sent to {V}",
    "\"email\": \"{V}\" // 测试数据里混进了真的",
    "@所有人 survey 结果汇总请发 {V}",
]


T["phone", "en"] = [
    "call me at {V} if the shuttle from the airport is late",
    "Mobile: {V}",
    "emergency contact (mom): {V}",
    "my cell is {V}, text is better than calling",
    "Phone number on the visa application: {V}",
    "landlord's number {V} - only for the sublet, don't give it out",
    "Tel {V} / WhatsApp same",
    "name,phone,dorm\nresident_{N2},{V},North",
    "\"phone\": \"{V}\",",
    "text {V} when you get to the poster session",
    "{V} is my new number, the old one is gone",
    "roommate's cell: {V}",
    "Reach me during the conference at {V} (roaming on)",
    "office line {V:ext}",
    "please update the HR form: mobile {V}",
    "dictated: my number is {V}",
    "missed call from {V} - probably the housing office? no, it's a mobile",
    "[{HH}] can someone ping me at {V}, my slack is down",
    "Host family phone: {V}",
    "advisor asked for a number for the travel grant: {V}",
    "WeChat is linked to {V}",
    "- pick up keys\n- call {V} re: deposit\n- buy adapter",
    "{V} (home, UK)",
    "the RA's direct line is {V:ext}, ask for the lab manager if no answer",
    "SMS verification sent to {V}",
    "Contact number for the field trip sign-up: {V}",
    "Ph. {V}",
    "for the Airbnb in {CITY} use {V}",
    "Tel.: {V}  |  Dept. of {DEPT}",
    "my Singapore number while on exchange: {V:sg}",
    "HK number for the summer school: {V:hk}",
    "German SIM for the semester abroad: {V:de}",
    "Applicant phone\n{V}\nApplicant email\n(on file)",
    "ok my number in China is {V:cnintl}, I'll be there until {DATE}",
    "If lost, please call {V}. Reward!",
    "Tutor availability sheet - phone {V}",
    "ring {V:ukmob} when the parcel arrives",
    "bursary form > Section B > daytime phone: {V:ukland}",
    "her number is {V}, she's subletting the room",
    "Telephone (include country code): {V:usintl}",
    "lab manager mobile, after-hours only: {V}",
    "Please confirm your phone number {V} is correct.",
]

T["phone", "zh"] = [
    "我手机号是 {V}，有事打电话",
    "联系电话：{V}",
    "紧急联系人（妈妈）：{V}",
    "房东电话 {V}，只说租房的事",
    "室友手机 {V}",
    "姓名,手机,宿舍\n住户{N2},{V},{N1}号楼",
    "\"手机\": \"{V}\",",
    "到了报告厅给我打 {V}",
    "{V} 是我新换的号，旧号停了",
    "快递电话留的 {V}",
    "考研报名表上的手机：{V}",
    "复试联系电话 {V}",
    "导师说报销要留个手机号：{V}",
    "语音转写：我的电话是{V}",
    "微信绑定的手机号是{V}",
    "- 拿钥匙\n- 打 {V} 问押金\n- 买转换插头",
    "有问题联系{V}（微信同号）",
    "宿管阿姨的手机 {V}",
    "短信验证码已发送至 {V}",
    "实验室座机 {V:cnland}",
    "办公室电话 {V:cnext}",
    "家里座机：{V:cnland}",
    "电话：{V:fw}（手机）",
    "手机号{V}，收到请回复",
    "【报名信息】手机：{V} 邮箱：见附件",
    "学长的电话 {V}，问选课的事可以找他",
    "如有遗失请联系 {V}，必有重谢",
    "家长电话：{V}",
    "我在香港交换期间的号码 {V:hk}",
    "暑期学校联系方式：{V}",
    "请核对手机号 {V} 是否正确",
    "打我电话{V}吧，微信消息太多看不过来",
    "租房中介 {V}，说是押一付三",
    "助教电话 {V}，只在工作时间打",
    "家教学生家长 {V}",
    "手机：{V:cnintl}（在国外时）",
    "我的号码{V}",
    "电话号码 {V} 已注册学信网",
    "面试官让我留个电话，我写的是 {V}",
    "导师手机{V}，非紧急不要打",
    "外卖备注：到宿舍楼下打 {V}",
    "校园卡挂失绑定手机 {V}",
]

T["phone", "mixed"] = [
    "我的 phone number 是 {V}",
    "Mobile 手机：{V}",
    "emergency contact 妈妈 {V}",
    "landlord 电话 {V}，只聊 sublet 的事",
    "roommate 手机 {V}",
    "name,phone,宿舍\nresident_{N2},{V},{N1}号楼",
    "\"phone\": \"{V}\" // 测试数据",
    "到了 poster session 打我 {V}",
    "{V} 是我 new number",
    "visa application 上填的手机 {V}",
    "interview 联系电话 {V}",
    "报销 form 要 phone：{V}",
    "dictated：我电话是 {V}",
    "WeChat 绑定的是 {V}",
    "- 拿 keys\n- call {V} 问 deposit\n- 买 adapter",
    "有事 call {V}，WeChat 同号",
    "SMS 验证码发到 {V} 了",
    "lab 座机 {V:cnland}",
    "办公室 office phone {V:ext}",
    "家里的 home landline {V:cnland}",
    "手机：{V:usintl} (在美国 US number)",
    "【Registration】phone：{V} email：见附件",
    "师兄电话 {V}，选课 enrollment 问题可以问",
    "lost & found 请联系 {V}",
    "parents' phone 爸妈电话：{V}",
    "交换期间 HK number：{V:hk}",
    "summer school 联系人 contact：{V}",
    "please confirm 手机号 {V}",
    "text me {V}，微信消息太多",
    "中介 agent 电话 {V}",
    "TA phone {V}, 只在 office hours 打",
    "UK mobile {V:ukmob}（exchange 那学期的）",
    "新加坡 Singapore number {V:sg}",
    "my number {V}，有事打我",
    "{V} 已注册 学信网 account",
    "interviewer 要电话, 我留的 {V}",
    "导师 mobile {V}，non-urgent 不要打",
    "外卖 note：到楼下 call {V}",
    "campus card 挂失绑定 {V}",
    "Host family 的 phone：{V}",
    "airport pickup 司机 {V}",
]


T["address", "en"] = [
    "new place for {TERM}: {V}, {CITY}",
    "Mailing address: {V}",
    "ship the poster tube to {V} (leave it with the front desk)",
    "I'm subletting {V} from June to August, rent {FEE}",
    "Current address\n{V}\nAnn Arbor, MI",
    "name,address,move_in\nresident_{N2},\"{V}\",{DATE}",
    "\"street\": \"{V}\",",
    "party at {V} on Friday, bring snacks",
    "the landlord's office is fine but the flat is at {V}",
    "permanent address on the I-20: {V}",
    "send the signed offer letter to {V}",
    "moving from {V} to grad housing next month",
    "address for reimbursement checks: {V}",
    "{V} - 2 bed, 1 bath, 10 min walk to campus",
    "dictated: I live at {V} apartment buzzer is broken",
    "W-9 form, line 5: {V}",
    "My address changed to {V}. Please update the payroll record.",
    "Home address (UK): {V:uk}",
    "term-time address: {V:uk}, Cambridge",
    "- sign lease for {V}\n- pay deposit\n- set up internet",
    "the study group meets at my place, {V}, around 7",
    "Delivery instructions: {V}, side door",
    "lost library book may have been returned to {V}?",
    "Billing address: {V}",
    "pls forward mail from {V} after I leave",
    "Address line 1: {V}",
    "host family lives at {V}, near the bus stop",
    "we got the flat!!! {V}",
    "the notary is downtown, but I need the docs mailed to {V}",
    "Tenant: (student) | Unit address: {V}",
    "| item | where |\n|---|---|\n| futon | {V} |",
    "leaving the spare key at {V} under the mat",
    "address on my driver's licence is still {V}",
    "Correspondence address: {V:uk}",
    "> moving out of {V} on the 31st, anyone want a desk?",
    "Ride share pickup: {V} at 6:40",
    "{V} is where the lab BBQ is this year",
    "returning the rented gown to {V}",
    "Emergency contact address: {V}",
    "rooming with two postdocs at {V}",
    "the apartment at {V} has mold, do not sign",
    "housing application - preferred mailing address: {V}",
]

T["address", "zh"] = [
    "我现在住在{CNCITY}市{V}",
    "收货地址：{V}",
    "通讯地址：{CNCITY}{V}",
    "租的房子在{V}，离学校步行十分钟",
    "请把录取通知书寄到{V}",
    "姓名,地址,入住日期\n住户{N2},{V},{CNDATE}",
    "\"地址\": \"{V}\",",
    "周五来我家聚餐，地址{V}",
    "家庭住址：{CNCITY}市{V}",
    "档案邮寄地址 {V}",
    "搬家了，新地址是{V}",
    "房东说钥匙放在{V}楼下快递柜",
    "报销发票寄到{V}",
    "校外住宿申请：{V}，房租{CNFEE}/月",
    "语音输入：我住在{V}，门禁坏了直接上来",
    "- 签租房合同 {V}\n- 交押金\n- 办宽带",
    "快递地址写的是{V}",
    "合租，地址{V}，两室一厅",
    "家教地址：{V}",
    "政审材料寄送地址：{CNCITY}市{V}",
    "现居住地：{V}",
    "老家地址{V}，寄特产用",
    "导师让我把纸质材料送到{V}",
    "户籍地址：{CNCITY}市{V}",
    "【收件信息】{V}（请勿放驿站）",
    "租房合同里写的地址是{V}",
    "搬出{V}了，押金还没退",
    "调剂复试期间住在{V}的民宿",
    "毕业证邮寄地址：{V}",
    "学生证补办需要填写家庭地址：{V}",
    "寒假回家的地址 {V}",
    "我在{V}，你到了打电话",
    "同学会定在{V}我家",
    "学长的房子转租：{V}，月租{CNFEE}",
    "地址：{V}\n联系人：本人",
    "给师妹寄的资料，地址是{V}",
    "实习期间住在{CNCITY}{V}",
    "备注：{V} 3楼左手边",
    "填写居住证明：{V}",
    "外卖别送宿舍了，送到{V}",
    "体检报告寄到{V}",
]

T["address", "mixed"] = [
    "我现在住 {V}, 离 campus 很近",
    "shipping address 收货地址：{V}",
    "mailing address 寄到：{CNCITY}{V}",
    "sublet 的房子在 {V}，rent {CNFEE}",
    "offer letter 寄到 {V}",
    "姓名,address,move_in\nresident_{N2},{V},{CNDATE}",
    "\"address\": \"{V}\" // 测试数据",
    "Friday 来我家 party，地址 {V}",
    "home address：{CNCITY}市{V}",
    "搬家了，new address 是 {V}",
    "reimbursement 发票寄到 {V}",
    "off-campus housing 申请：{V}",
    "dictated：我住在 {V}，buzzer 坏了",
    "- sign lease {V}\n- 交 deposit\n- 办 wifi",
    "快递 address 写的 {V}",
    "roommate 找到了，地址 {V}",
    "I-20 上的 permanent address：{V}",
    "W-9 表 line 5 填 {V}",
    "英国 UK term-time address：{V:uk}",
    "美国 US address：{V:us}",
    "new apartment 在 {V:us}，2b1b",
    "政审 materials 寄到 {V}",
    "现住址 current address：{V}",
    "导师让我把 hard copy 送到 {V}",
    "户籍 address：{CNCITY}市{V}",
    "【Recipient】{V}（不要放驿站）",
    "lease 上写的是 {V}",
    "从 {V} move out 了，deposit 还没退",
    "复试期间住 {V} 的 Airbnb",
    "diploma 邮寄到 {V}",
    "寒假 home address {V}",
    "I'm at {V}，到了 call me",
    "lab BBQ 在 {V} 我家",
    "转租 sublet：{V}，{CNFEE}/月",
    "Address: {V}\nContact: 本人",
    "intern 期间住 {CNCITY}{V}",
    "note：{V} 三楼 left side",
    "居住证明 proof of address：{V}",
    "外卖 deliver to {V}",
    "体检报告 mail 到 {V}",
    "host family 住在 {V:us}",
]


T["government_id", "en"] = [
    "SSN for the RA payroll form: {V:ssn}",
    "W-4 / I-9 paperwork - social security no. {V:ssn}",
    "my SSN is {V:ssnraw} (no dashes, the portal rejects them)",
    "Passport No.: {V:ppus}",
    "passport number on the DS-160: {V:ppus}",
    "SEVIS ID {V:sevis} - printed on page 1 of the I-20",
    "I-20 (SEVIS ID: {V:sevis}) arrived today!!",
    "National Insurance number {V:nino} for the TA contract",
    "NI no. {V:nino}",
    "UK passport {V:ppuk}, expires {DATE}",
    "driving licence number {V:ukdl} (for the minibus to the field site)",
    "Driver's license #: {V:usdl}",
    "ITIN {V:itin} - I don't have an SSN yet",
    "Canadian SIN {V:sin} for the TA payroll",
    "name,ssn,position\nra_{N2},{V:ssn},RA",
    "\"ssn\": \"{V:ssn}\",",
    "dictated: social is {V:ssnsp}",
    "passport {V:ppcn} (Chinese, renewing in {CITY})",
    "Chinese ID number for the exchange application: {V:cnid}",
    "resident ID {V:cnid}",
    "Please verify: SSN ending - no, full SSN {V:ssn} is on the W-9",
    "tax form 1042-S shows {V:itin}",
    "visa interview prep: passport {V:ppus}, DS-160 confirmation printed",
    "- bring passport ({V:ppuk})\n- BRP\n- CAS letter",
    "SSN {V:ssn} is required for the stipend to be paid through payroll",
    "I typed my passport number as {V:ppus} on the DS-160, is that the right format?",
    "Document type: Passport | Number: {V} | Issuing country: (see scan)",
    "the bursar needs the last... actually they asked for the whole thing: {V:ssn}",
    "licence no. {V:ukdl}",
    "NINO: {V:nino}",
    "identity document: {V:ppcn}",
    "OCR of ID card: Citizen ID No. {V:cnid}",
    "student visa F-1, SEVIS {V:sevis}",
    "Social Security Number\n{V:ssn}",
    "{V:ssn} <- SSN, needed for the 1098-T",
    "The passport used for registration ({V:ppus}) does not match the visa.",
    "state ID / driver license {V:usdl} for the rental car at {CONF}",
    "SIN: {V:sin}",
    "her SSN is {V:ssn}, she asked me to fill in the housing form",
    "immigration form: passport no {V:ppcn}",
    "the HR system shows NI number {V:nino} on my payslip",
    "ID number (China resident ID) {V:cnidx}",
]

T["government_id", "zh"] = [
    "身份证号：{V:cnid}",
    "我的身份证号码是{V:cnid}",
    "考研报名身份证号{V:cnid}，千万别填错",
    "护照号 {V:ppcn}",
    "护照号码：{V:ppcn}，有效期到{CNDATE}",
    "港澳通行证 {V:hkmo}，去香港开会用",
    "学信网实名认证用的身份证 {V:cnid}",
    "奖学金申请表 身份证号：{V:cnid}",
    "姓名,身份证号,学院\n学生{N2},{V:cnid},{CNDEPT}",
    "\"身份证\": \"{V:cnid}\",",
    "语音输入：身份证号{V:cnid}",
    "身份证号码末位是X：{V:cnidx}",
    "室友让我帮她填宿舍登记，身份证{V:cnid}",
    "火车票实名：{V:cnid}",
    "公民身份号码 {V:cnidsp}",
    "助学贷款材料：借款人身份证号{V:cnid}",
    "签证材料里的护照号：{V:ppcn}",
    "出国交流申请 护照号码{V:ppcn}",
    "OCR识别结果：\n姓名 ██\n公民身份号码 {V:cnid}",
    "银行卡开户要身份证号 {V:cnid}",
    "- 复印身份证（{V:cnid}）\n- 一寸照片两张\n- 学生证",
    "报名信息\n证件类型：居民身份证\n证件号码：{V:cnid}",
    "证件号 {V:cnidx} 核验失败，请重新输入",
    "我身份证{V:cnid}",
    "往来港澳通行证号码：{V:hkmo}",
    "美国 SSN：{V:ssn}（RA 工资用）",
    "I-20 上的 SEVIS 号 {V:sevis}",
    "身份证：{V:cnid}\n手机：见上",
    "会议注册需要护照号：{V:ppcn}",
    "考试报名时身份证号 {V:cnid} 与学信网不一致",
    "宿舍登记表第二栏：{V:cnid}",
    "帮导师订机票，护照{V:ppcn}",
    "我的护照是{V:ppcn}，上次出国用的",
    "社保卡号就是身份证号：{V:cnid}",
    "图书馆校外读者证需要身份证 {V:cnidx}",
    "{V:cnid}，这个是我妈的身份证号，帮她预约体检",
    "留学申请表 Passport No. 一栏填 {V:ppcn}",
    "准考证打印要输身份证号{V:cnid}",
    "实名信息：{V:cnidsp}",
    "英国 NI 号码 {V:nino}",
    "港澳通行证（{V:hkmo}）下月过期",
    "身份证号 {V}",
]

T["government_id", "mixed"] = [
    "身份证号 ID number：{V:cnid}",
    "my 身份证 is {V:cnid}",
    "考研报名 ID 填的 {V:cnid}",
    "passport 号 {V:ppcn}",
    "Passport No.：{V:ppcn}，expires {CNDATE} 到期",
    "港澳通行证 permit {V:hkmo}",
    "学信网 verification 用的 ID {V:cnid}",
    "scholarship form 身份证号 {V:cnid}",
    "姓名,id_number,dept\nstudent_{N2},{V:cnid},{CNDEPT}",
    "\"id_card\": \"{V:cnid}\"  // 身份证号 test data",
    "dictated：身份证号 {V:cnid}",
    "ID 末位 X：{V:cnidx}",
    "SSN {V:ssn} 是 RA payroll 要的",
    "SEVIS ID {V:sevis}，I-20 第一页",
    "DS-160 上 passport number {V:ppcn}",
    "visa 材料：passport {V:ppcn}",
    "OCR result：公民身份号码 {V:cnid}",
    "银行 account 开户要 ID {V:cnid}",
    "- copy 身份证 ({V:cnid})\n- photos\n- student card",
    "Document type: 居民身份证\nNumber: {V:cnid}",
    "身份证 ID {V:cnidx} verification failed",
    "我的 SSN：{V:ssnraw}",
    "英国 UK NI number {V:nino}",
    "conference registration 要 passport：{V:ppcn}",
    "exam 报名 ID {V:cnid} 和学信网不一致",
    "帮导师订 flight，passport {V:ppcn}",
    "social security number 是 {V:ssn}",
    "ITIN：{V:itin}（还没有 SSN）",
    "library 校外读者证 need ID {V:cnid}",
    "留学申请 Passport No. 填 {V:ppcn}",
    "准考证打印 enter ID {V:cnid}",
    "实名 real-name info：{V:cnidsp}",
    "US passport {V:ppus}（室友的，帮她填 housing form）",
    "驾照 driver license #：{V:usdl}",
    "F-1 visa 签证, SEVIS {V:sevis}",
    "{V:cnid} <- 我妈的 ID, 帮她 book 体检",
    "permit 号 {V:hkmo} 下个月 expire",
    "W-9 form SSN 一栏：{V:ssn}",
    "中国护照 Chinese passport：{V:ppcn}",
    "resident ID 居民身份证：{V:cnid}",
    "火车票 real-name：{V:cnid}",
]


T["financial", "en"] = [
    "paid the {CONF} registration with card {V:card}, exp 09/28",
    "Card number: {V:visa}",
    "stipend direct deposit - routing {V:routing}, checking account (see below)",
    "Account number: {V:usacct} (checking, for the stipend)",
    "sort code {V:sort}, account 8 digits in the other note",
    "UK account no. {V:ukacct}, sort code in the banking app",
    "IBAN for the scholarship transfer: {V:iban}",
    "please wire the travel grant to {V:ibande} (Sparkasse)",
    "Amex {V:amex} - the department reimburses within 30 days",
    "mastercard {V:mc} for the hotel hold",
    "name,card,amount\napplicant_{N2},{V:card},{FEE}",
    "\"card_number\": \"{V:card}\",",
    "dictated: card number {V:visa} expiry ten twenty-seven",
    "the application fee was charged to {V:mc}",
    "ABA routing number: {V:routing}",
    "direct deposit form\nBank: credit union\nRouting: {V:routing}\nType: checking",
    "Beneficiary IBAN {V:ibangb}",
    "IBAN: {V:iban} / BIC: see bank letter",
    "refund the deposit to {V:ibangb} please",
    "the bursar has my old card {V:card} on file, update it",
    "virtual card {V:visa} for the AWS education credits",
    "- pay housing deposit with {V:card}\n- email receipt to the office",
    "for the Chinese bank: {V:up}",
    "UnionPay {V:up} works at the campus store?",
    "account {V:usacct}, routing on the voided cheque",
    "Payment failed for card ending ... whole number was {V:card}",
    "my bank details for the RA payment: account {V:ukacct}, sort code (see email)",
    "Please reimburse to sort code {V:sort}",
    "Bank account (payroll): {V:usacct}",
    "the dinner split: pay back to IBAN {V:iban}",
    "visa debit {V:visa}",
    "Card: {V:amex}\nName on card: (as in passport)",
    "Transfer to account {V:ukacct} at the Co-op, ref THESIS-BINDING",
    "{V:card} - lab purchasing card, max {FEE} per order",
    "checking acct # {V:usacct}",
    "my German IBAN is {V:ibande}, the stipend from the DAAD goes there",
    "tuition paid by card {V:mc} on {DATE}",
    "Remittance advice: credited to IBAN {V:iban}",
    "i used {V:card} for the GRE, they charged twice",
    "routing {V:routing}",
    "IBAN {V:ibangb} for the bursary payment",
    "credit card: {V:card}",
]

T["financial", "zh"] = [
    "会议注册费用卡{V:card}支付的，有效期09/28",
    "银行卡号：{V:up}",
    "工资卡号 {V:up}，中国银行",
    "助研津贴发到 {V:up} 这张卡",
    "奖学金打款账号：{V:cnacct}",
    "报销收款账号 {V:cnacct}，开户行见附件",
    "国外汇款 IBAN：{V:iban}",
    "信用卡 {V:visa} 付的 GRE 报名费",
    "用万事达 {V:mc} 订的酒店",
    "姓名,卡号,金额\n学生{N2},{V:up},{CNFEE}",
    "\"银行卡号\": \"{V:up}\",",
    "语音输入：卡号{V:up}",
    "学费从{V:up}扣的",
    "退押金请打到{V:up}，谢谢",
    "- 交住宿押金 卡号{V:card}\n- 收据发给宿管",
    "我的建行卡：{V:up}",
    "校园卡充值绑定的银行卡 {V:up}",
    "助学贷款还款账户：{V:cnacct}",
    "收款人账号{V:cnacct}",
    "美元账户 routing number {V:routing}",
    "英国账户 sort code {V:sort}",
    "德国奖学金账户 IBAN {V:ibande}",
    "AA 聚餐转账到{V:up}",
    "留学保证金存在 {V:up}",
    "visa 卡号 {V:visa}，托福报名用",
    "运通卡 {V:amex} 是导师的，只能用于会议",
    "工商银行 {V:up}",
    "银行账号：{V:cnacct}（户名本人）",
    "请把劳务费转到卡号{V:up}",
    "报名费支付失败，卡号{V:card}",
    "卡号 {V:up} 已绑定学费缴纳系统",
    "他的工资卡{V:up}，帮他填表",
    "对公账户不行，要个人卡：{V:up}",
    "收款 IBAN：{V:ibangb}",
    "家里给的卡 {V:up}，生活费都在这",
    "国际信用卡 {V:mc} 订机票",
    "科研经费报销收款卡号：{V:up}",
    "实习工资卡 {V:cnacct}",
    "{V:up}（招商银行，学费）",
    "补助发放账户：{V:up}",
    "退款原路返回至 {V:card}",
    "账号 {V:cnacct}",
]

T["financial", "mixed"] = [
    "conference 注册用 card {V:card} 付的",
    "bank card 号：{V:up}",
    "stipend 发到 {V:up} 这张卡",
    "scholarship 打款 account：{V:cnacct}",
    "reimbursement 账号 {V:cnacct}",
    "IBAN：{V:iban}，国外 transfer 用",
    "credit card {V:visa} 付的 GRE fee",
    "Mastercard {V:mc} 订 hotel",
    "姓名,card,amount\nstudent_{N2},{V:up},{CNFEE}",
    "\"card\": \"{V:card}\" // 测试数据",
    "dictated：卡号 {V:up}",
    "tuition 从 {V:up} 扣的",
    "deposit 退到 {V:up} 谢谢",
    "- 交 housing deposit，card {V:card}\n- receipt 发宿管",
    "campus card 绑定的 bank card {V:up}",
    "loan 还款 account：{V:cnacct}",
    "routing number {V:routing}，美国 US checking",
    "sort code {V:sort}（英国 UK bank）",
    "DAAD 奖学金 IBAN {V:ibande}",
    "AA dinner 转到 {V:up}",
    "Visa card {V:visa}，TOEFL 报名",
    "Amex {V:amex} 是导师的, conference only",
    "bank account：{V:cnacct}（户名本人）",
    "劳务费 transfer 到 {V:up}",
    "payment failed 支付失败，card {V:card}",
    "工资卡 {V:up}，帮室友填 RA form",
    "收款人 beneficiary IBAN：{V:ibangb}",
    "生活费 card {V:up}",
    "international credit card {V:mc} 订机票",
    "research fund 报销卡号 {V:up}",
    "实习 intern salary account {V:cnacct}",
    "{V:up} (招商银行 CMB, tuition)",
    "refund 原路返回 {V:card}",
    "支票 checking account #：{V:usacct}",
    "US bank routing {V:routing} + account 见 email",
    "英国 UK account no. {V:ukacct}",
    "direct deposit 填的 account {V:usacct}",
    "IBAN {V:iban} for 交换学校的 housing fee",
    "payment 方式：UnionPay {V:up}",
    "借记卡 debit card {V:visa}",
    "card number 卡号：{V:card}",
]


T["person_name", "en"] = [
    "my new labmate {V} starts on {DATE}, she'll share the {GPU} box",
    "Dear Prof. {V},\nI am writing to ask about PhD openings in your group.",
    "meeting with {V} about the {SUBJ} moved to Thursday",
    "recommender #2: {V} ({DEPT})",
    "Applicant: {V}\nProgram: MS {DEPT}\nTerm: {TERM}",
    "{V} borrowed my copy of the quals notes, need it back",
    "roommate {V} is moving out end of {TERM}",
    "name,netid,section\n{V},—,{COURSE}-0{N1}",
    "\"name\": \"{V}\",",
    "TA for {COURSE} this term is {V}",
    "Thanks to {V} for help with the experiments.",
    "co-authors: me, {V}, and the advisor",
    "dictated: remind {V} to send the consent forms",
    "- ask {V} about the cluster quota\n- submit the reimbursement",
    "Hi {V}, the poster printer is broken again.",
    "Best,\n{V}\nPhD student, {DEPT}",
    "thesis committee: {V} (external), plus two internal members",
    "{V} won the departmental teaching award lol",
    "I think {V} has the lab keys",
    "Re: {SUBJ}\n\n{V} will cover my office hours next week.",
    "student {V} requested an extension for HW{N1}",
    "Our new postdoc, Dr. {V}, joins from {UNI}.",
    "acknowledgements: I thank {V} for countless coffee-fuelled discussions",
    "sharing a room at {CONF} with {V}",
    "| student | grade |\n|---|---|\n| {V} | A- |",
    "called {V} from the housing office, no answer",
    "landlord is a guy called {V}",
    "{V} and I are splitting the Airbnb in {CITY}",
    "the scholarship went to {V} this year",
    "{V:first} from the lab says the {GPU} nodes are down",
    "ask {V:first} - she knows how to fix the LaTeX template",
    "@channel {V} is defending on {DATE} at 2pm, come support!",
    "Signed: {V}, {DATE}",
    "From the desk of {V}",
    "[{HH}] {V}: anyone got the solutions for HW{N1}?",
    "my advisor, {V}, is on sabbatical in {TERM}",
    "Supervisor: {V}",
    "the grader ({V}) took off points for formatting",
    "interview panel: {V} and two faculty",
    "{V:lastfirst} — waitlisted",
    "Emergency contact: {V} (mother)",
    "please welcome {V}, our visiting student from {UNI}",
]

T["person_name", "zh"] = [
    "实验室新来的师妹叫{V}，下周一入组",
    "{V}老师您好，我想咨询一下明年的博士招生名额",
    "跟{V}约了周四讨论{CNSUBJ}",
    "推荐人二：{V}（{CNDEPT}）",
    "申请人：{V}\n报考专业：{CNDEPT}\n学期：{CNTERM}",
    "{V}借了我的考研笔记还没还",
    "室友{V}下学期搬走",
    "姓名,学号,班级\n{V},—,{N1}班",
    "\"姓名\": \"{V}\",",
    "{CNCOURSE}的助教是{V}",
    "感谢{V}同学在实验中提供的帮助。",
    "作者：我、{V}、导师",
    "语音输入：提醒{V}交知情同意书",
    "- 问{V}集群配额的事\n- 交报销单",
    "@{V} 打印机又坏了",
    "此致\n敬礼！\n学生：{V}",
    "答辩委员会：{V}（校外专家）",
    "{V}拿了院里的优秀助教",
    "实验室钥匙好像在{V}那",
    "{V}下周帮我代一次习题课",
    "{V}同学申请{CNCOURSE}作业延期",
    "新来的博士后{V}，从{CNUNI}过来",
    "致谢：感谢{V}在我读研期间的陪伴与帮助",
    "开会跟{V}住一间",
    "| 学生 | 成绩 |\n|---|---|\n| {V} | 优 |",
    "给宿管{V}打电话没人接",
    "房东姓名：{V}",
    "我和{V}合租",
    "今年国奖给了{V}",
    "{V}说GPU节点又挂了",
    "{V}师姐会改LaTeX模板，问她",
    "@所有人 {V}下周答辩，大家来捧场",
    "签名：{V} {CNDATE}",
    "[{HH}] {V}：有没有人有第{N1}次作业答案",
    "我导师{V}下学期出国访问",
    "导师：{V}",
    "评分的助教{V}扣了格式分",
    "面试老师有{V}和另外两位",
    "紧急联系人：{V}（母亲）",
    "欢迎来自{CNUNI}的访问学生{V}",
    "{V}是我们组的大师兄，毕业去了大厂",
    "请{V}同学于{CNDATE}前到{CNPLACE}领取校园卡",
]

T["person_name", "mixed"] = [
    "lab 新来的师妹叫 {V}，下周 onboard",
    "Dear Prof. {V}，我想 ask 一下 PhD 名额",
    "跟 {V} 约了周四 discuss {CNSUBJ}",
    "recommender 2 第二推荐人：{V}",
    "Applicant：{V}\n专业：{CNDEPT}\nTerm：{TERM}",
    "{V} 借了我的 quals notes 还没还",
    "roommate {V} 下学期 move out",
    "name,学号,section\n{V},—,{N1}",
    "\"name\": \"{V}\" // 测试数据",
    "{COURSE} 的 TA 是 {V}",
    "Thanks {V} 帮忙跑实验",
    "co-authors：我、{V}、导师",
    "dictated：提醒 {V} 交 consent form",
    "- 问 {V} cluster quota\n- 交 reimbursement",
    "Hi {V}，打印机又坏了",
    "Best，\n{V}\nPhD student，{CNDEPT}博士生",
    "committee：{V}（external 校外）",
    "{V} 拿了 teaching award",
    "lab 钥匙在 {V} 那",
    "{V} 下周帮我 cover office hours",
    "student {V} 申请 HW{N1} extension",
    "新 postdoc {V}，from {UNI}",
    "致谢 acknowledgements：感谢 {V}",
    "{CONF} 跟 {V} share 一间房",
    "| student | 成绩 |\n|---|---|\n| {V} | A |",
    "housing office 的 {V} 没接电话",
    "landlord 叫 {V}",
    "我和 {V} 合租 Airbnb",
    "scholarship 给了 {V}",
    "{V} 说 {GPU} nodes 挂了",
    "问 {V}，她会改 LaTeX template",
    "@所有人 {V} defense 在 {CNDATE}，come support",
    "Signed 签名：{V}",
    "[{HH}] {V}：有人有 HW{N1} 答案吗",
    "我 advisor {V} 下学期 sabbatical",
    "Supervisor 导师：{V}",
    "grader {V} 扣了 formatting 的分",
    "interview panel 有 {V}",
    "Emergency contact：{V}（mother 妈妈）",
    "welcome 欢迎 visiting student {V} from {CNUNI}",
    "{V} 是组里的大师兄，去了 big tech",
]


T["username", "en"] = [
    "ssh {V:netid}@{HOST}  # then module load python",
    "my netid is {V:netid}",
    "GitHub: {V:gh}",
    "follow me on twitter {V:at} for paper threads lol",
    "cluster account approved - username {V:netid}, quota 500 GB",
    "login: {V}\npassword: (same as before)",
    "Discord for the study group: {V:discord}",
    "ping {V:at} in the lab slack if the job queue is stuck",
    "\"username\": \"{V}\",",
    "user,quota_gb,partition\n{V:netid},500,{PART}",
    "sbatch: Submitted batch job {JOB} (user {V:netid})",
    "Kaggle profile: kaggle.com/{V:gh}",
    "Overleaf shared with user {V}",
    "my handle on the course forum is {V}",
    "the jupyterhub account is {V:netid}, ask IT for the reset link",
    "Instagram {V:at} (the lab cat account, run by me)",
    "scp -r results/ {V:netid}@{HOST}:/scratch/",
    "added {V:gh} as a collaborator on the thesis repo",
    "Reddit u/{V:user} posted our dataset, weird",
    "my Zoom display name is {V}, not my real name",
    "squeue -u {V:netid}",
    "Linkedin: linkedin.com/in/{V:gh}",
    "account name for the library proxy: {V:netid}",
    "dictated: my username is {V}",
    "The account '{V}' has been locked after 5 failed attempts.",
    "Skype: {V:user}",
    "Mastodon {V:at}@sigmoid.social",
    "HPC ticket #{N4}: user {V:netid} cannot access /scratch",
    "- add {V:gh} to the org\n- rotate deploy keys",
    "Steam is {V:user} if anyone wants to play after the deadline",
    "wandb entity: {V:gh}",
    "my old Piazza username was {V}",
    "github.com/{V:gh}/thesis-code is private for now",
    "Telegram: {V:at}",
    "logged in as {V:netid} on the lab workstation",
    "ORCID is fine but the submission system wants a login: {V}",
    "Login name (case-sensitive): {V}",
    "chown -R {V:netid}:lab /data/shared/exp{N2}",
    "tag {V:at} in the photo from the poster session",
    "[{HH}] <{V:user}> anyone got the {COURSE} midterm solutions?",
    "Canvas user: {V:netid}",
    "mention {V:at} when the reviewer replies",
]

T["username", "zh"] = [
    "集群账号：{V:netid}，配额500G",
    "我的微信号是 {V:wx}",
    "微信号 {V:wxid}，加我备注来意",
    "QQ号 {V:qq}，考研群里找我",
    "GitHub 用户名：{V:gh}",
    "统一认证账号：{V:netid}",
    "ssh {V:netid}@{HOST} 一直提示密码错误（{CNHPC}的登录节点）",
    "账号：{V}\n密码：（同上）",
    "B站账号 {V:cnnick_bare}，发了组会录屏",
    "小红书 {V:cnnick}，专门分享留学申请经验",
    "群里@{V:cnnick_bare} 一下，他知道机房钥匙在哪",
    "\"用户名\": \"{V}\",",
    "用户名,配额,分区\n{V:netid},500,{PART}",
    "sbatch 提交成功，作业号{JOB}，用户{V:netid}",
    "Overleaf 共享给了用户 {V}",
    "论坛昵称 {V:cnnick_bare}",
    "jupyterhub 账号 {V:netid}",
    "知乎 {V:cnnick}，写了一篇考研经验贴",
    "微博 {V:cnnick}",
    "把 {V:gh} 加成论文仓库的协作者",
    "腾讯会议里我的名字显示为 {V}",
    "squeue -u {V:netid} 看下排队",
    "图书馆远程访问账号：{V:netid}",
    "语音输入：用户名是{V}",
    "账户“{V}”已被锁定，请联系管理员",
    "钉钉号 {V:wx}",
    "工单#{N4}：用户{V:netid}无法访问共享存储",
    "- 把{V:gh}拉进组织\n- 换部署密钥",
    "实验室电脑用 {V:netid} 登录的",
    "投稿系统登录名：{V}",
    "chown -R {V:netid}:lab /data/实验{N2}",
    "QQ：{V:qq}（不常用）",
    "豆瓣 {V:cnnick_bare}，书评写得很好",
    "我的抖音号 {V:wx}",
    "Kaggle 用户名 {V:gh}",
    "wandb 的 entity 填 {V:gh}",
    "github.com/{V:gh}/毕设代码 先设成私有",
    "教务系统用户名：{V:netid}",
    "雨课堂昵称 {V:cnnick_bare}",
    "{V:wxid} 这个是师兄的微信，找他要数据",
    "群昵称改成 {V:cnnick_bare} 了",
    "Discord 账号 {V:discord}",
]

T["username", "mixed"] = [
    "cluster account：{V:netid}，quota 500G 够用",
    "WeChat ID {V:wx}，加我",
    "微信号 {V:wxid}，add me 备注来意",
    "QQ {V:qq}，考研 group 里找我",
    "GitHub username 用户名：{V:gh}",
    "SSO 账号 {V:netid}",
    "ssh {V:netid}@{HOST} 一直 timeout",
    "login：{V}\n密码：same as before",
    "B站 account {V:cnnick_bare}，上传了组会 recording",
    "小红书 {V:cnnick}，share 留学申请 tips",
    "群里 @{V:cnnick_bare} 一下，他知道机房 key 在哪",
    "\"username\": \"{V}\" // 测试数据",
    "用户,quota,partition\n{V:netid},500,{PART}",
    "Submitted batch job {JOB}，user {V:netid}，排队中",
    "Overleaf share 给 {V}",
    "forum 昵称 {V:cnnick_bare}",
    "jupyterhub account 账号 {V:netid}",
    "知乎 {V:cnnick}，写了 PhD application 经验",
    "Twitter {V:at}，发 paper thread",
    "add {V:gh} as collaborator 到论文 repo",
    "Zoom display name 是 {V}",
    "squeue -u {V:netid} 看 queue",
    "图书馆 library proxy account：{V:netid}",
    "dictated：username 是 {V}",
    "account '{V}' 被 locked 了",
    "Discord 账号：{V:discord}",
    "ticket #{N4}：user {V:netid} 无法 access /scratch",
    "- 把 {V:gh} 拉进 org\n- rotate keys",
    "lab workstation 用 {V:netid} login",
    "submission system 登录名：{V}",
    "chown -R {V:netid}:lab /data/shared 改一下权限",
    "Kaggle 用户名 {V:gh}",
    "wandb entity 填：{V:gh}",
    "github.com/{V:gh}/thesis 先 private",
    "Canvas user 用户名：{V:netid}",
    "{V:wxid} 是师兄的 WeChat，找他要 data",
    "group nickname 改成 {V:cnnick_bare} 了",
    "Telegram {V:at}，有事 DM",
    "LinkedIn 主页：linkedin.com/in/{V:gh}",
    "Instagram {V:at}，实验室的猫",
    "教务 system 用户名 {V:netid}",
]


T["home_path", "en"] = [
    "Traceback (most recent call last):\n  File \"{V:py}\", line {N2}, in <module>\nRuntimeError: CUDA out of memory",
    "the thesis lives in {V} and is synced to Overleaf",
    "#SBATCH --output={V:linux}\n#SBATCH --partition={PART}\n#SBATCH --gres=gpu:1",
    "cd {V:homedir} && git pull && sbatch train.sh",
    "saved the offer letter to {V:mac}",
    "Warning: could not read {V:win}",
    "python -m venv {V:env}",
    "jupyter notebook --notebook-dir={V:homedir}",
    "rsync -av results/ {V:linux}",
    "open {V:mac} in Preview, sign, send back",
    "\"path\": \"{V}\",",
    "file,size,modified\n{V},{N3}KB,{DATE}",
    "ls: cannot access '{V:linux}': No such file or directory",
    "my conda env is at {V:env}",
    "LaTeX Error: File `{V:tex}' not found.",
    "zotero storage moved to {V:win}",
    "the kaggle json goes in {V:linux} and needs chmod 600",
    "PermissionError: [Errno 13] Permission denied: '{V:linux}'",
    "export PYTHONPATH={V:homedir}/code:$PYTHONPATH",
    "backup of the lab notebook: {V:winfwd}",
    "WSL path: {V:wsl}",
    "Desktop shortcut points to {V:win}",
    "- move {V} to the shared drive\n- delete the local copy",
    "dictated: the file is in {V:mac}",
    "[{HH}] wrote checkpoint to {V:linux}",
    "ModuleNotFoundError: No module named 'nerf' (in {V:py})",
    "source {V:env}",
    "find {V:homedir} -name '*.ipynb' -mtime -7",
    "pdflatex -output-directory={V:macdir}/thesis/build main.tex",
    "Error opening {V:win}: file is locked by another user",
    "DATA_ROOT = \"{V:linux}\"",
    "du -sh {V:homedir}/*  -> 48G, over quota again",
    "the grant PDF was in {V:mac} but it's gone?",
    "config file: {V:linux}",
    "\\input{{V:tex}}",
    "notebook autosave failed: {V:mac}",
    "cp {V:linux} /scratch/",
    "C drive is full, mostly {V:win}",
    "git clone into {V:macdir}/repos instead of Downloads",
    "tensorboard --logdir {V:homedir}/runs --port 6006",
    "VS Code opened {V:winfwd}",
    "housing forms scanned to {V:win}",
]

T["home_path", "zh"] = [
    "报错：\n  File \"{V:py}\", line {N2}\nRuntimeError: CUDA out of memory",
    "毕业论文在 {V:wincn}，记得备份",
    "开题报告存到了{V:maccn}",
    "#SBATCH --output={V:linux}\n#SBATCH -p {PART}\n# 日志路径记得改",
    "cd {V:homedir} 然后 sbatch run.sh",
    "找不到文件 {V:wincn}",
    "conda 环境装在 {V:env}",
    "把结果同步到 {V:linux}",
    "留学申请材料都在 {V:maccn}",
    "\"路径\": \"{V}\",",
    "文件,大小,修改时间\n{V},{N3}KB,{CNDATE}",
    "ls: 无法访问 '{V:linux}': 没有那个文件或目录",
    "LaTeX 报错找不到 {V:tex}",
    "Zotero 数据目录改到了 {V:wincn}",
    "权限不够：PermissionError: '{V:linux}'",
    "export PYTHONPATH={V:homedir}/code  # 写进 .bashrc",
    "实验记录备份在 {V:wincn}",
    "WSL 里的路径是 {V:wsl}",
    "- 把 {V} 移到共享盘\n- 删本地副本",
    "语音输入：文件在{V}",
    "[{HH}] 模型保存到 {V:linux}",
    "source {V:env}  # 激活环境",
    "find {V:homedir} -name '*.pdf' 找一下录取通知书",
    "奖学金申请表在 {V:wincn}",
    "DATA_ROOT = '{V:linux}'  # 数据路径",
    "du -sh {V:homedir} 显示 48G，又超配额了",
    "考研资料放在 {V:wincn}",
    "配置文件：{V:linux}",
    "cp {V:linux} /scratch/ 先拷过去",
    "C盘满了，主要是 {V:wincn}",
    "tensorboard --logdir {V:homedir}/runs 看训练曲线",
    "VS Code 打开的是 {V:winfwd}",
    "周报模板在 {V:maccn}",
    "jupyter 工作目录设成了 {V:homedir}",
    "打开 {V:wincn} 时提示文件被占用",
    "rsync -av {V:linux} 备份到移动硬盘",
    "ssh 私钥在 {V:linux}，别拷给别人",
    "Kaggle 配置放在 {V:linux}",
    "组会 PPT：{V:maccn}",
    "下载的录取通知书在{V:wincn}",
    "notebook 自动保存失败：{V:maccn}",
]

T["home_path", "mixed"] = [
    "Traceback:\n  File \"{V:py}\", line {N2}\n报错 CUDA OOM",
    "thesis 在 {V:wincn}，记得 backup",
    "开题 report 存到 {V:maccn}",
    "#SBATCH --output={V:linux}  # log 路径",
    "cd {V:homedir} 再 sbatch",
    "file not found 找不到文件：{V:wincn}",
    "conda env 装在 {V:env}",
    "结果 sync 到 {V:linux}",
    "申请 materials 都在 {V:maccn}",
    "\"path\": \"{V}\" // 本地路径",
    "文件,size,modified\n{V},{N3}KB,{CNDATE}",
    "ls: cannot access '{V:linux}' 文件不存在",
    "LaTeX Error：找不到 {V:tex}",
    "Zotero storage 改到 {V:win}",
    "PermissionError：'{V:linux}' 没权限",
    "export PYTHONPATH={V:homedir}/code  # 加到 bashrc 里",
    "lab notebook backup 在 {V:wincn}",
    "WSL 里的 path {V:wsl}",
    "- move {V} 到共享盘\n- 删 local copy",
    "dictated：文件在 {V}",
    "[{HH}] checkpoint 存到 {V:linux}",
    "source {V:env} 激活环境",
    "find {V:homedir} -name '*.ipynb' 找 notebook",
    "scholarship form 在 {V:wincn}",
    "DATA_ROOT = '{V:linux}'  # 改成你自己的",
    "du -sh {V:homedir} → 48G，又 over quota 了",
    "考研 notes 在 {V:wincn}",
    "config 文件：{V:linux}",
    "cp {V:linux} /scratch/ 先 copy 过去",
    "C盘 full 了，主要是 {V:win}",
    "tensorboard --logdir {V:homedir}/runs 看曲线",
    "VS Code 打开 {V:winfwd}",
    "weekly report template 在 {V:maccn}",
    "jupyter notebook-dir 设成 {V:homedir}",
    "{V:wincn} is locked by another user，打不开",
    "rsync -av {V:linux} 备份",
    "ssh key 在 {V:linux}，don't share",
    "kaggle.json 放 {V:linux}",
    "组会 slides：{V:mac}",
    "offer letter 下载到 {V:wincn}",
    "autosave failed 自动保存失败：{V:maccn}",
]


T["schedule", "en"] = [
    "I go to the gym {V}, so don't book meetings then",
    "1:1 with my advisor {V} in her office",
    "{V} I call my parents, phone on silent otherwise",
    "my routine: wake up, run along the river {V}, then lab",
    "I'm at the climbing wall {V}, text me after",
    "TA office hours (mine): {V}",
    "I pick up my little brother from school {V}",
    "reminder: meds {V}",
    "Availability for the RA job: {V}",
    "I swim at the rec center {V} — it's my only break",
    "dictated: I usually leave the lab {V} to catch the bus",
    "- standup with the postdoc {V}\n- writing block after lunch",
    "I do my Duolingo streak {V}, never miss it",
    "shift at the library desk: {V}",
    "tutoring gig {V} near campus",
    "don't ping me {V}, I'm at choir practice",
    "my dog walker comes {V}, I'm out",
    "\"routine\": \"{V}\",",
    "day,activity\nweekly,\"therapy {V}\"",
    "I meditate {V} before checking email",
    "I'm home alone {V}, roommates work nights",
    "the kids I babysit get picked up {V}",
    "I cook for the week {V}",
    "call with my long-distance partner {V}, do not schedule",
    "writing sprint with my accountability buddy {V}",
    "usually at the lab {V}, door code needed after hours",
    "I bike to campus {V}",
    "physio appointment {V} until the knee heals",
    "my standing Zoom with my thesis co-advisor is {V}",
    "I leave my dorm {V} and come back around midnight",
    "Bible study {V}, the rest of the evening is free",
    "piano lessons {V} in the music building",
    "i always nap {V}, please no calls",
    "lab cleanup duty {V} (my turn all term)",
    "Preferred interview times: {V}",
    "I'm at the food bank volunteering {V}",
    "I check the SLURM queue {V} and resubmit anything that died",
    "my parents video-call {V} their time, which is morning here",
    "karate {V} so I skip group lunch that day",
    "running club meets {V} at the boathouse, I'm always there",
    "my shift at the campus cafe is {V}",
    "I lock up the lab {V} every week",
]

T["schedule", "zh"] = [
    "我{V}去健身房，这个时间别约我",
    "和导师的单独讨论固定在{V}",
    "{V}给家里打视频电话",
    "作息：起床后{V}去操场跑步，然后去实验室",
    "我{V}在图书馆自习，座位靠窗",
    "我当助教的答疑时间是{V}",
    "{V}要去接弟弟放学",
    "提醒：{V}吃药",
    "勤工助学时间：{V}",
    "我{V}去游泳馆游泳",
    "语音输入：我一般{V}离开实验室赶班车",
    "- {V}和师兄对进度\n- 午饭后写论文",
    "{V}背单词打卡，雷打不动",
    "图书馆值班：{V}",
    "家教时间{V}，在学校附近",
    "{V}合唱团排练，别找我",
    "\"作息\": \"{V}\",",
    "类型,时间\n心理咨询,{V}",
    "我{V}冥想十分钟再看邮件",
    "室友上夜班，{V}宿舍只有我一个人",
    "{V}和男朋友视频，勿扰",
    "我{V}骑车去实验室",
    "理疗预约在{V}，腿好之前都这样",
    "和副导师的线上会议固定在{V}",
    "我{V}出宿舍，半夜才回来",
    "钢琴课{V}，在艺术楼",
    "我{V}午睡，别打电话",
    "实验室值日{V}，这学期都是我",
    "面试时间最好安排在{V}",
    "我{V}去食堂后厨做志愿者",
    "{V}我会看一眼集群队列，挂了的任务重新提交",
    "爸妈{V}打视频过来",
    "跆拳道课在{V}，那天不去组饭",
    "跑团{V}在东操场集合，我每次都去",
    "咖啡店兼职是{V}",
    "我负责{V}锁实验室门",
    "考研那年我{V}起床背政治",
    "宿舍熄灯前，我{V}洗澡",
    "{V}去校医院换药",
    "我{V}在自习室占座",
    "每周例行：{V}去超市采购",
    "{V}是我固定的跑步时间",
]

T["schedule", "mixed"] = [
    "我 {V} 去 gym，别约 meeting",
    "和 advisor 的 1:1 固定在 {V}",
    "{V} 给爸妈 video call",
    "routine：{V} 去操场跑步，then lab",
    "我 {V} 在 library 自习",
    "我的 TA office hours：{V}",
    "{V} 去接弟弟放学，no meetings",
    "reminder：{V} 吃药",
    "RA job availability 空闲时间：{V}",
    "我 {V} 去 swimming",
    "dictated：我一般 {V} 离开 lab 赶 shuttle",
    "- {V} standup with 师兄\n- 午饭后 writing",
    "{V} Duolingo 打卡",
    "图书馆 library desk shift：{V}",
    "tutoring 家教 {V}",
    "{V} choir 排练，别 ping 我",
    "\"routine\": \"{V}\" // 我的作息",
    "类型,time\ntherapy 心理咨询,{V}",
    "我 {V} meditate 一下再看 email",
    "{V} 和 partner 视频，do not disturb",
    "我 {V} bike 去 campus",
    "physio 预约 {V}",
    "和 co-advisor 的 Zoom 固定 {V}",
    "我 {V} 出宿舍，midnight 才回",
    "piano lesson 钢琴课 {V}",
    "我 {V} nap，no calls",
    "lab 值日 {V}，整个 term 都是我",
    "interview 时间 prefer {V}",
    "{V} 去 food bank 做志愿者",
    "{V} 我会 check SLURM queue，挂了就 resubmit",
    "爸妈 {V} 打 video call 过来",
    "karate 课 {V}，那天不去 group lunch",
    "running club {V} 在东操场集合",
    "campus cafe 兼职 {V}",
    "我负责 {V} lock 实验室门",
    "考研那年我 {V} 起床背 vocabulary",
    "{V} 去校医院 change dressing",
    "自习室 study room 占座 {V}",
    "每周 routine：{V} 去超市",
    "{V} 是我的 fixed running time",
    "宿舍熄灯前 {V} shower",
    "standing meeting 和师姐 {V}",
]


T["geo", "en"] = [
    "field site GPS for my sampling spot near the flat: {V:dec}",
    "meet me here: {V:dec} (the bench behind my building)",
    "ZIP code for the housing form: {V:zip}",
    "postcode {V:ukpc} — for the college parcel room",
    "my apartment pin: {V:ns}",
    "Zip: {V:zip4}",
    "exif of the photo I posted still has {V:dec}, ugh",
    "\"lat_lon\": \"{V:dec}\",",
    "name,zip,term\nresident_{N2},{V:zip},{TERM}",
    "Postal code (home): {V:ukpc}",
    "home coordinates for the weather station script: LOC = \"{V:dec}\"",
    "drop the spare key at {V:dms}",
    "I live in {V:zip}, so the shuttle is useless",
    "the sublet is in the {V:zip} area, close to campus",
    "google maps link: https://maps.google.com/?q={V:gmaps}",
    "dictated: the coordinates of my place are {V:dec}",
    "- update postcode to {V:ukpc} on the bank app\n- order new card",
    "rideshare pickup at {V:dec}",
    "Where I park every day: {V:ns}",
    "W-9 city/state/ZIP: (city), {V:zip}",
    "my home postcode is {V:ukpc}, the CAS letter has the old one",
    "[{HH}] location shared: {V:dec}",
    "geotag on my lab notebook photo: {V:ns}",
    "delivery ZIP {V:zip}",
    "Dorm: {V:dormen}",
    "my room is {V:dormen}, knock loud",
    "the study spot I found near my house is at {V:dms}",
    "latitude/longitude of my balcony (for the star-tracking project): {V:dec}",
    "| field | value |\n|---|---|\n| home zip | {V:zip} |",
    "My family moved to {V:zip4}.",
    "pin dropped at {V:dec} - my place, come by after the defense",
    "home_location: [{V:dec}]",
    "I'm staying in {V:dormen} during the summer school",
    "postcode {V:ukpc}, flat above the bakery",
    "insurance quote asks for ZIP: {V:zip}",
    "strava privacy zone center {V:dec}",
    "the drone test footage was shot from my backyard ({V:ns})",
    "ZIP+4: {V:zip4}",
    "She's in {V:dormen} this year.",
    "coords where I lost my campus card: {V:dec}",
    "Post code: {V:ukpc}",
    "phone location history shows {V:dec} every night, lol that's home",
]

T["geo", "zh"] = [
    "我家的坐标：{V:dec}",
    "来这儿找我：{V:dec}（宿舍楼后面的长椅）",
    "邮编：{V:cnpc}",
    "家庭地址邮政编码 {V:cnpc}",
    "宿舍：{V:dorm}",
    "我住{V:dorm}，敲门大声点",
    "照片的 EXIF 里有定位 {V:dec}，忘删了",
    "\"坐标\": \"{V:dec}\",",
    "姓名,邮编,学期\n住户{N2},{V:cnpc},{CNTERM}",
    "录取通知书寄送邮编 {V:cnpc}",
    "定位：{V:ns}",
    "钥匙放在{V:dec}那个位置",
    "语音输入：我家坐标是{V:dec}",
    "- 邮编改成{V:cnpc}\n- 重新打印表格",
    "打车上车点 {V:dec}",
    "我每天停车的地方：{V:ns}",
    "[{HH}] 共享了位置：{V:dec}",
    "实验记录本照片的地理标签：{V:ns}",
    "快递邮编{V:cnpc}",
    "暑期学校住在{V:dorm}",
    "我在{V:dorm}，有事来找我",
    "经纬度：{V:dec}",
    "| 项目 | 内容 |\n|---|---|\n| 家庭邮编 | {V:cnpc} |",
    "家搬到了邮编{V:cnpc}那边",
    "答辩完来我这：{V:dec}",
    "home_location: [{V:dec}]  # 我家",
    "保险单要填邮编：{V:cnpc}",
    "跑步APP隐私区域中心 {V:dec}",
    "校园卡丢在 {V:dec} 附近了",
    "手机定位记录每晚都在{V:dec}，那是我家",
    "档案转寄邮编 {V:cnpc}",
    "室友今年住{V:dorm}",
    "我的宿舍是{V:dorm}",
    "坐标 {V:dms}，就在我家楼下",
    "无人机试飞是在我家院子拍的（{V:ns}）",
    "阳台经纬度（观星项目用）：{V:dec}",
    "{V:dec} 这是我老家的位置",
    "邮政编码：{V:cnpc}（家）",
    "考研租的房子定位：{V:dec}",
    "请寄到{V:dorm}，谢谢",
    "导航到{V:dec}就是我住的地方",
]

T["geo", "mixed"] = [
    "我家 coordinates：{V:dec}",
    "meet me here {V:dec}，宿舍楼后面",
    "ZIP code 邮编：{V:zip}",
    "邮编 postal code {V:cnpc}",
    "dorm 宿舍：{V:dorm}",
    "我住 {V:dorm}，knock loud",
    "photo 的 EXIF 有 {V:dec}，忘删了",
    "\"location\": \"{V:dec}\" // 测试",
    "name,邮编,term\nresident_{N2},{V:cnpc},{TERM}",
    "offer 寄送 postcode {V:ukpc}",
    "my location 我的位置：{V:ns}",
    "钥匙 key 放在 {V:dec}",
    "dictated：我家坐标 {V:dec}",
    "- 邮编 update 成 {V:cnpc}\n- 重新 print form",
    "Uber pickup 上车点 {V:dec}",
    "每天 park 车的地方 {V:ns}",
    "[{HH}] shared location 共享位置：{V:dec}",
    "lab notebook 照片 geotag {V:ns}",
    "delivery 地址的 ZIP {V:zip}",
    "summer school 住 {V:dorm}",
    "lat/lng 经纬度：{V:dec}",
    "| field | 内容 |\n|---|---|\n| home zip | {V:zip} |",
    "搬到 ZIP {V:zip4} 了",
    "defense 之后来我这 {V:dec}",
    "home_location: [{V:dec}]  # 我家",
    "insurance 要填 ZIP：{V:zip}",
    "Strava privacy zone 中心 {V:dec}",
    "campus card 丢在 {V:dec} 附近",
    "phone location 每晚都在 {V:dec}，that's home",
    "档案 mail 到邮编 {V:cnpc}",
    "roommate 今年住 {V:dorm}",
    "坐标 coordinates {V:dms}，就在我家楼下",
    "drone footage 是在我家院子拍的 ({V:ns})",
    "UK postcode：{V:ukpc}（家）",
    "考研租房 location：{V:dec}",
    "请寄到 {V:dorm} thanks",
    "navigate 到 {V:dec} 就是我住的地方",
    "my home postcode {V:ukpc}，CAS letter 上是旧的",
    "Dorm 宿舍：{V:dormen}",
    "google maps 定位：https://maps.google.com/?q={V:gmaps}",
    "老家 hometown {V:dec}，寒假回去",
]


# =========================================================================== benign
BICS = ["BKCHCNBJ", "ICBKCNBJ", "PCBCCNBJ", "ABOCCNBJ", "CMBCCNBS", "BOFAUS3N", "CHASUS33", "NWBKGB2L",
        "BARCGB22", "DEUTDEFF", "HSBCHKHH", "DBSSSGSG"]


def _isbn13(x: Ctx) -> str:
    body = "978" + x.c(["7", "0", "1", "3"]) + x.d(8)
    s = sum(int(c) * (1 if k % 2 == 0 else 3) for k, c in enumerate(body))
    full = body + str((10 - s % 10) % 10)
    return f"{full[:3]}-{full[3]}-{full[4:8]}-{full[8:12]}-{full[12]}"


def _order16(x: Ctx) -> str:
    body = f"{x.c([2024, 2025, 2026])}{x.i(1, 12):02d}{x.i(1, 28):02d}" + x.d(8)
    if luhn_ok(body):
        body = body[:-1] + str((int(body[-1]) + 1) % 10)
    return body


def _uscc(x: Ctx) -> str:
    return "121" + x.d(5) + "4" + x.d(8) + x.c("ABCDEFGHJKLMNPQRTUXY")


BFILL = {
    "SHA7": lambda x: x.s(HEX, 7),
    "SHA40": lambda x: x.s(HEX, 40),
    "SHA256": lambda x: x.s(HEX, 64),
    "MD5": lambda x: x.s(HEX, 32),
    "ARXIV": lambda x: f"{x.i(22, 26)}{x.i(1, 12):02d}.{x.d(5)}" + x.c(["", "v1", "v2", "v3"]),
    "DOI": lambda x: x.c([f"10.1145/{x.d(7)}.{x.d(7)}", f"10.1109/CVPR{x.i(2019, 2025)}.{x.d(5)}", f"10.18653/v1/2024.acl-long.{x.i(1, 900)}",
                          f"10.1038/s41586-0{x.i(21, 25)}-{x.d(5)}-{x.i(0, 9)}", f"10.48550/arXiv.{x.i(22, 25)}{x.i(1, 12):02d}.{x.d(5)}"]),
    "ISBN": _isbn13,
    "ORDER": _order16,
    "SF": lambda x: "SF" + x.d(13),
    "ZOOM": lambda x: f"8{x.d(2)} {x.d(4)} {x.d(4)}",
    "MEET9": lambda x: f"{x.i(100, 999)} {x.d(3)} {x.d(3)}",
    "GRANT": lambda x: str(x.i(1900000, 2499999)),
    "GRANT8": lambda x: x.c(["62", "61", "12", "42", "52", "82"]) + x.d(6),
    "USCC": _uscc,
    "BIC": lambda x: x.c(BICS),
    "TOLLFREE": lambda x: x.c(["1-800-", "1-888-", "1-877-"]) + f"{x.i(200, 999)}-{x.d(4)}",
    "CNHOT": lambda x: x.c(["95588", "95566", "95533", "95599", "95555", "12306", "12345", "10086", "10010", "12315", "12333"]),
    "HOTLINE400": lambda x: f"400-{x.i(100, 999)}-{x.d(4)}",
    "INV": lambda x: f"INV-{x.c([2024, 2025, 2026])}-{x.d(5)}",
    "INV8": lambda x: x.d(8),
    "TRACK": lambda x: "1Z" + x.s(UP + DG, 16),
    "UUID": lambda x: "-".join(x.s(HEX, n) for n in (8, 4, 4, 4, 12)),
    "BATCH": lambda x: str(x.c([16, 32, 64, 128, 256, 512, 1024])),
    "CUDA": lambda x: x.c(["11.8", "12.1", "12.4", "12.6", "11.7"]),
    "PROJ": lambda x: x.c(["nerf", "llm-eval", "protein-fold", "asr", "graph-rl", "diffusion", "survey-nlp"]),
    "CODE": lambda x: x.c(["NEURIPS", "ICML", "ACL", "CVPR", "KDD", "CHI"]) + str(x.i(24, 26)) + x.s(UP, 2),
    "TS": lambda x: str(x.i(1700000000, 1790000000)),
    "STEP": lambda x: str(x.c([1000, 2000, 5000, 10000, 20000, 50000, 100000, 250000]) + x.i(0, 9) * x.c([0, 100])),
    "SER": lambda x: x.s(UP, 2) + x.d(x.i(6, 9)),
    "ROOMNO": lambda x: f"{x.i(1, 9)}{x.i(0, 3)}{x.i(0, 9)}{x.i(0, 9)}",
    "CNCOUNT": lambda x: str(x.i(20, 3000)),
    "GPA": lambda x: f"{x.i(30, 40) / 10:.1f}",
    "SCORE": lambda x: str(x.i(300, 420)),
    "PRICE": lambda x: f"${x.i(2, 80)}",
    "CNPRICE": lambda x: f"{x.i(5, 600)}元",
    "HALL": lambda x: x.c(["第三教学楼", "理科教学楼", "综合楼报告厅", "主楼", "第一教学楼", "文科楼", "东区教学楼"]),
}
FILL.update(BFILL)

B: dict[str, list[str]] = {}
B["en"] = [
    "Submitted batch job {JOB} on partition {PART}; requested 4x {GPU}, --time=24:00:00",
    "commit {SHA7}: fix off-by-one in the data loader, bump version to {VER}",
    "arXiv:{ARXIV} is the preprint; the {CONF} version has DOI {DOI}",
    "Library hours during finals week: Mon-Thu 8:00-02:00, Fri 8:00-20:00, weekends 10:00-22:00.",
    "The {COURSE} midterm is on {DATE} at 19:00 in the main auditorium; bring a calculator.",
    "Registration for {CONF} closes {DATE} 23:59 AoE; student fee {FEE}.",
    "ISBN {ISBN} is the course textbook, 3rd edition, {PRICE} at the bookstore.",
    "sha256: {SHA256}  dataset_v{VER}.tar.gz",
    "Zoom meeting ID {ZOOM} for the public colloquium, no registration needed.",
    "Order #{ORDER} for poster printing, {PRICE}, pick up at {PLACE}.",
    "git clone git@github.com:pytorch/pytorch.git && git checkout v{VER}",
    "pip install torch=={VER} --index-url https://download.pytorch.org/whl/cu121",
    "Dijkstra's algorithm runs in O((V+E) log V) with a binary heap; see {COURSE} lecture {N1}.",
    "Use Adam with lr={LR}, warmup {N3} steps, batch size {BATCH}.",
    "Kalman filter derivation for {COURSE}: the Gaussian assumption breaks when the noise is heavy-tailed.",
    "Stanford and {UNI} both moved the application deadline to {DATE}.",
    "export WANDB_API_KEY=$(cat ~/.config/wandb/key)  # never paste the key itself",
    "api_key = os.environ[\"OPENAI_API_KEY\"]  # read from env, do not hardcode ({N2} calls/min limit)",
    "token = \"<YOUR_HF_TOKEN>\"  # replace before running {MODEL} download",
    "Passwords must be at least 12 characters and include a digit; they expire after {N2}0 days. Reset them through the IT self-service page.",
    "Data lives in /scratch/$USER/{PROJ}/ and checkpoints go to $HOME/ckpt/{PROJ}.",
    "cd ~/thesis && latexmk -pdf main.tex  # takes about {N2} seconds",
    "/usr/local/cuda-{CUDA}/bin/nvcc --version",
    "SWIFT/BIC for international tuition payments: {BIC} (listed on the bursar's website).",
    "Tuition for {TERM}: {FEE} per credit hour; housing deposit {FEE}.",
    "IT service desk (public line): {TOLLFREE}, open 24/7.",
    "Seminar room {N1}.{N2} is booked for the reading group on {DATE}, 14:00-16:00.",
    "The campus shuttle runs every 15 minutes between {PLACE} and north campus, 7:00-23:00.",
    "The campus is in {CITY}; the airport is about 40 minutes by train.",
    "FID {N2}.{N1} vs {N2}.{N1} on CIFAR-10 after {EP} epochs.",
    "Results: BLEU {PCT}, chrF {PCT}, averaged over 3 seeds.",
    "Job {JOB} exited with code 137 (OOM) after 05:12:44 on {GPU}.",
    "cron: 0 3 * * * /opt/backup/run_backup.sh  # lab NAS nightly backup, {N2} GB",
    "This week's departmental talk is on {DATE} at 16:00 in the auditorium.",
    "Scholarship amount: {FEE} per month for 12 months, paid on the 25th.",
    "Cite in GB/T 7714-2015 for the Chinese version and IEEE style for {CONF}; dates in ISO 8601.",
    "@dataclass\nclass Config:\n    lr: float = {LR}\n    seed: int = {N2}\n    steps: int = {STEP}",
    "@torch.no_grad()\ndef evaluate(model, loader):\n    return accuracy(model, loader)  # {PCT}% last run",
    "@channel reminder: the {CONF} abstract deadline is {DATE}.",
    "Paper {PID} was accepted to {CONF} as a poster.",
    "GPU util 98%, memory {N2}.{N1} GB / 80 GB on {GPU}.",
    "Courier tracking number {TRACK} for the transcript envelope.",
    "Conference venue: the convention centre in {CITY}, Hall {N1}, poster board {N3}.",
    "Hotel check-in is after 15:00; the conference shuttle leaves at 8:15 on day one.",
    "The Bayes factor was {PCT}; the Markov chain mixed after {N4} iterations.",
    "Lagrange multipliers, Fourier series and Newton's method are on the {COURSE} final.",
    "Euler cluster: module load gcc/{VER} python/3.11 cuda/{CUDA}",
    "docker pull nvcr.io/nvidia/pytorch:24.0{N1}-py3@sha256:{SHA256}",
    "Invoice {INV} for the {CONF} registration, VAT included.",
    "NSF grant {GRANT}: acknowledge it in every paper from this project.",
    "seed=42, {STEP} steps, eval every 5000 steps, keep the top-3 checkpoints.",
    "LR schedule: cosine, 10% warmup, {EP} epochs, weight decay 0.05.",
    "Admission requirements: GPA 3.5/4.0, TOEFL 100, GRE optional for {TERM}.",
    "Deadline: {DATE}, 11:59 PM Eastern.",
    "The visa appointment window opens {DATE}; bring the I-20 and the SEVIS fee receipt.",
    "The Zoom link is passcode-protected and will be posted in Canvas before the {COURSE} review session.",
    "password: ******** (hidden by the screenshot tool)",
    "SECRET_KEY = os.getenv('DJANGO_SECRET_KEY')  # set in the deployment, not here",
    "curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/repos/pytorch/pytorch/releases",
    "The README uses ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX as a placeholder; generate your own token.",
    "{COURSE} problem set {N1} is due {DATE}; you have 3 late days in total.",
    "max_tokens=4096, temperature=0.7, top_p=0.95, {N2} few-shot examples",
    "wandb run id {UUID} finished, summary accuracy {PCT}.",
    "md5 {MD5} matches the checksum on the dataset page.",
    "Airport bus to {CITY} downtown: {PRICE}, every 30 minutes from Terminal {N1}.",
    "The {CITY} marathon closes the roads near campus on {DATE}.",
    "Hotel group rate {FEE}/night with group code {CODE}.",
    "Office hours for {COURSE} are on the syllabus page.",
    "Lab meeting agenda: {CONF} rebuttal, cluster quota, reading list (paper {PID}).",
    "The exam seat map is posted outside Lecture Hall {N1}.",
    "Quota: 500 GB home, 10 TB scratch; files older than 60 days are purged. Current usage {N2}%.",
    "Poster size A0 portrait (841 x 1189 mm); print by {DATE}.",
    "Mean ± std over 5 runs: {PCT} ± 0.{N1}.",
    "Reviews are expected by {DATE}; the rebuttal window is 7 days.",
    "The course uses Python 3.11, NumPy {VER} and PyTorch 2.3.",
    "Printing costs $0.10 per page at {PLACE}; color is $0.{N2}.",
    "Wi-Fi: connect to eduroam with your university credentials.",
    "The thesis template requires 1.5 line spacing, 12 pt, margins 2.5 cm, max {N3} pages.",
    "The stipend rises by 3% in {TERM}, to {FEE} a month.",
    "Campus card top-up kiosks are next to the entrance of {PLACE}.",
    "SLURM_ARRAY_TASK_ID ranges 0-{N2}; each task gets 8 CPUs and 32G.",
    "Our {CONF} submission has {N2} pages with appendix; reviewers scored 6/6/5.",
    "Bring a government-issued photo ID to the exam; no phones in Lecture Hall {N1}.",
    "Card payments accepted at the registration desk; no cash. Fee {FEE}.",
    "Unix timestamp {TS} in the log marks the crash.",
    "Latency p50 {N2} ms, p99 {N3} ms on {GPU}, batch {BATCH}.",
    "ssh -L 8888:localhost:8888 gpu-node{N2} then open the notebook.",
    "Room capacity 120; the overflow room is next door. Attendance so far {N2}.",
    "The Turing Award lecture is streamed on {DATE}.",
    "Gaussian blur with sigma=1.5 and a 5x5 kernel before the Canny edge detector.",
    "Shipping box {N1} of 9, {N2} kg, lab equipment for {CONF} demo.",
    "Serial number {SER} on the lab microscope; warranty ends {DATE}.",
    "Step {STEP}: loss 0.{N3}, grad norm 1.{N2}, lr {LR}.",
    "Max GPU hours this quarter: {N4}; used {N3}.",
    "Booked seminar room {ROOMNO} in the {DEPT} building for the thesis defense rehearsal on {DATE}.",
    "ETA for the new {GPU} nodes is {TERM}; the partition will be called {PART}.",
    "Ticket {N4} closed: the login node was rebooted at 03:00 for kernel patches.",
    "Accepted papers list for {CONF} is out; {N3}+ orals.",
    "Applied for the {DEPT} travel grant, up to {FEE} for {CONF}.",
    "config.yaml: batch_size: {BATCH}, epochs: {EP}, fp16: true, num_workers: 8",
    "Bus route 2 passes the east gate every 10 minutes during term.",
    "df -h /scratch: {N2}T used of 500T",
    "The appendix proves Lemma {N1} using Markov's inequality and a union bound.",
    "Application portal maintenance: {DATE}, 01:00-05:00 UTC.",
    "ORCID iDs are required for all authors in the camera-ready of {CONF}.",
    "Hash of the final model weights (for the artifact badge): {SHA40}",
    "University IT: never share your password or token with anyone, including IT staff.",
    "Visiting students from {UNI} arrive {DATE}; housing is in the graduate residences.",
    "Random 5-digit code 24{N3} is the course join code on Piazza.",
    "Recompiled with -O3; runtime down from {N3} s to {N2} s.",
    "The {DEPT} open day is {DATE}; tours leave from {PLACE} every hour.",
]

B["zh"] = [
    "作业号{JOB}已提交到{PART}分区，申请了4张{GPU}，--time=24:00:00",
    "图书馆考试周开放时间：周一至周日 7:00-23:30，{CNPLACE}自习室通宵开放",
    "{CNCOURSE}期末考试定于{CNDATE}上午9:00在{HALL}举行，请带好文具",
    "研招网{CNDATE}开始网上报名，报名费{CNPRICE}",
    "学信网的学籍在线验证报告有效期30天，过期重新申请即可",
    "订单号 {ORDER}，海报打印{CNPRICE}，到{CNPLACE}自取",
    "快递单号 {SF}，复试材料已寄出",
    "校园卡充值请到{CNPLACE}自助机，单次最多{CNFEE}",
    "中国银行 SWIFT 代码 {BIC}，国际汇款学费时使用",
    "招生办咨询电话见学院官网，工作日 8:30-17:00 接听",
    "银行客服热线 {CNHOT}，校园卡绑定问题可以问",
    "学校开票信息：统一社会信用代码 {USCC}",
    "本研究受国家自然科学基金（批准号：{GRANT8}）资助",
    "参考文献格式按 GB/T 7714-2015，共{N2}条",
    "论文 DOI：{DOI}",
    "教材 ISBN {ISBN}，定价{CNPRICE}",
    "傅里叶变换、拉格朗日乘子、马尔可夫链是{CNCOURSE}期末重点",
    "优化器用 Adam，学习率{LR}，batch 设成{BATCH}",
    "贝叶斯优化跑了{N2}轮，最好的结果是{PCT}",
    "清华大学、北京大学的夏令营报名截止到{CNDATE}",
    "会议注册费：学生{CNFEE}，含晚宴",
    "宿舍费每年{CNFEE}，空调电费另计",
    "奖学金每月{CNFEE}，每月25号发放",
    "@所有人 明天组会改到主楼三楼会议室，下午两点，主题是{CNSUBJ}",
    "密码长度至少8位，需包含字母和数字，{N2}天强制修改一次",
    "初始密码为身份证后六位，首次登录后请立即修改",
    "token 请从环境变量读取：os.environ['HF_TOKEN']，不要写死在代码里",
    "API_KEY=<在这里填你自己的key>  # 第{N1}步",
    "export CUDA_VISIBLE_DEVICES=0,1 然后跑第{N1}组实验",
    "cd ~/毕业论文 && xelatex main.tex，编译一次大约{N2}秒",
    "/data/shared/datasets/ImageNet 下有 train 和 val，共{N3}G",
    "$HOME/.cache/huggingface 占了{N3}G，记得清理",
    "git clone git@github.com:huggingface/transformers.git 然后切到 v{VER}",
    "数据集 sha256 校验值：{SHA256}",
    "commit {SHA7} 修复了数据加载的 bug",
    "公开讲座腾讯会议号 {MEET9}，无需密码",
    "考场座位表贴在{CNPLACE}门口",
    "考试时请携带身份证和准考证，手机统一放在讲台",
    "申请材料：成绩单、推荐信两封、个人陈述，{CNDATE}前提交",
    "雅思总分6.5，单项不低于6.0；托福{N2}分以上",
    "今年复试分数线{SCORE}分，单科{N2}分",
    "GPU 利用率 98%，显存 {N2}G/80G，{GPU}",
    "训练了{EP}个epoch，loss 从 2.31 降到 0.{N2}",
    "这个期刊影响因子{N1}.{N3}，审稿周期三个月",
    "会场在{CNCITY}国际会议中心{N1}号厅",
    "校车每20分钟一班，运营时间6:30-22:00",
    "食堂营业时间：早餐6:30-9:00，午餐11:00-13:00，晚餐17:00-19:00",
    "发票号码{INV8}，金额{CNFEE}，抬头写学校全称",
    "学费{CNFEE}/学年，住宿费{CNFEE}/学年",
    "超算中心账号申请需要导师签字，审核{N1}个工作日",
    "12306 抢到了{CNDATE}回家的票",
    "{CNCITY} → 北京 G{N3} 次，二等座{CNPRICE}",
    "实验室搬到了主楼{N1}层，门牌见楼层指引",
    "{CNCOURSE}第{N1}次作业{CNDATE}截止，迟交扣分",
    "max_tokens=4096，temperature=0.7，few-shot 用了{N2}条",
    "wandb 的 run id 是 {UUID}，准确率{PCT}",
    "md5 {MD5} 和官网给的一致",
    "机场大巴到市区{CNPRICE}，半小时一班",
    "{CNCITY}马拉松{CNDATE}封路，校车改线",
    "会议酒店协议价{N3}元/晚，预订代码 {CODE}",
    "答疑时间见课程大纲页面",
    "组会议程：{CONF} rebuttal、集群配额、读书报告",
    "海报尺寸A0竖版，{CNDATE}前打印好",
    "5次实验均值±标准差：{PCT} ± 0.{N1}",
    "审稿意见预计{CNDATE}返回，rebuttal 有7天",
    "课程使用 Python 3.11、NumPy {VER} 和 PyTorch 2.3",
    "打印店黑白0.1元一张，彩印{N1}元",
    "校园网：用统一身份认证登录，密码不要告诉任何人",
    "毕业论文格式：1.5倍行距，小四号宋体，页边距2.5厘米",
    "助研津贴{CNTERM}起上调3%",
    "集群配额：home 500G，scratch 10T，超过60天的文件自动清理",
    "我们{CONF}的投稿正文8页，附录{N2}页，审稿分数 6/6/5",
    "日志里的时间戳{TS}就是崩溃的时刻",
    "推理延迟 p50 {N2}ms，p99 {N3}ms",
    "ssh -L 8888:localhost:8888 gpu-node{N2}，然后浏览器打开",
    "教室容量120人，今天来了{N2}人",
    "高斯模糊 sigma=1.5，核大小5x5",
    "仪器序列号{SER}，保修到{CNDATE}",
    "第{STEP}步：loss 0.{N3}，学习率{LR}",
    "本季度 GPU 机时上限{N4}小时，已用{N3}小时",
    "预约了{CNDEPT}{ROOMNO}会议室做答辩预演",
    "新的{GPU}节点预计{CNTERM}上线，分区叫 {PART}",
    "工单{N4}已关闭：登录节点凌晨3点重启打补丁",
    "{CONF}录用名单出来了，oral 有{N3}多篇",
    "申请了{CNDEPT}的出国会议资助，最多{CNFEE}",
    "配置 config.yaml：batch_size: {BATCH}，epochs: {EP}，fp16: true",
    "df -h /scratch 显示已用{N2}T/500T",
    "附录里用马尔可夫不等式加 union bound 证了引理{N1}",
    "报名系统维护时间：{CNDATE} 01:00-05:00",
    "最终模型权重的哈希：{SHA40}",
    "学校信息中心提醒：任何人索要密码都是诈骗",
    "{CNUNI}的交换生{CNDATE}报到，住研究生公寓",
    "课程加入码 24{N3}，在雨课堂里输入",
    "加了 -O3 编译，运行时间从{N3}秒降到{N2}秒",
    "{CNDEPT}开放日{CNDATE}，从{CNPLACE}集合出发",
    "考研倒计时{N2}天，政治还没开始背",
    "选课系统{CNDATE}开放，{CNCOURSE}限选{N3}人",
    "国家奖学金评审名额{N2}个，公示期5天",
    "学院公邮的自动回复：假期期间邮件延迟处理",
    "研究生院热线 {HOTLINE400}（工作日）",
    "宿舍楼门禁23:00关闭，晚归需登记",
    "{CNCITY}的夏令营报到地点在{CNPLACE}，报到时间{CNDATE}上午",
    "实验数据：温度{N2}.{N1}℃，压强{N3}kPa，重复{N1}次",
    "LaTeX 模板用的是 ctexart，字体 SimSun，行距 1.5",
    "请假流程：辅导员审批 → 学院备案，一般{N1}个工作日",
    "校园网每月{N2}G免费流量，超出按{N1}元/G计费",
    "知网查重率{N1}.{N1}%，学校要求低于15%",
    "Python 版本 3.10.{N1}，torch {VER}，CUDA {CUDA}",
]

B["mixed"] = [
    "job {JOB} 已提交到 {PART} partition，申请了 4 张 {GPU}",
    "图书馆 finals week 开放时间 7:00-23:30",
    "{COURSE} midterm 在 {CNDATE} 晚上7点，地点 {HALL}",
    "研招网 registration {CNDATE} 开始，fee {CNPRICE}",
    "order #{ORDER}，poster 打印 {CNPRICE}，去{CNPLACE}自取",
    "快递 tracking {SF}，复试 materials 已寄出",
    "SWIFT code {BIC}，international tuition 汇款用",
    "客服 hotline {CNHOT}，campus card 绑定的问题可以问",
    "学校 invoice 信息：统一社会信用代码 {USCC}",
    "NSFC grant（批准号 {GRANT8}）要写进 acknowledgements",
    "reference 格式 GB/T 7714-2015，共 {N2} 条",
    "DOI: {DOI}，已经 online 了",
    "教材 textbook ISBN {ISBN}",
    "Fourier transform、Lagrange multiplier、Markov chain 是 final 重点",
    "optimizer 用 Adam，lr={LR}，batch {BATCH}",
    "Bayesian optimization 跑了 {N2} 轮",
    "Stanford 和{CNUNI}的 summer camp deadline 都是 {CNDATE}",
    "{CONF} registration fee：学生 student {CNFEE}",
    "宿舍 fee 每年 {CNFEE}，electricity 另算",
    "scholarship 每月 {CNFEE}，25 号发",
    "@所有人 明天 group meeting 改到主楼三楼，2pm，topic 是 {CNSUBJ}",
    "password 至少 8 位，要有 letter 和 digit",
    "初始 password 是身份证后六位，first login 后请修改",
    "token 从 env 读：os.environ['HF_TOKEN']，别 hardcode",
    "API_KEY=<your-key-here>  # 填你自己的",
    "export CUDA_VISIBLE_DEVICES=0,1 再跑 exp{N1}",
    "cd ~/thesis && xelatex main.tex，大概 {N2} 秒",
    "dataset 在 /data/shared/datasets/ImageNet，{N3}G",
    "$HOME/.cache/huggingface 占了 {N3}G，clean 一下",
    "git clone git@github.com:huggingface/transformers.git，然后 checkout v{VER}",
    "sha256 checksum 校验值：{SHA256}",
    "commit {SHA7} fix 了 dataloader 的 bug",
    "public talk 腾讯会议号 {MEET9}，no password",
    "Zoom ID {ZOOM}，公开 seminar",
    "exam 请带身份证和准考证，no phones",
    "application materials：transcript、两封 rec letters、PS",
    "IELTS 6.5，单项不低于 6.0；TOEFL {N2}+",
    "复试 cutoff {SCORE} 分",
    "GPU util 98%，显存 memory {N2}G/80G on {GPU}",
    "train 了 {EP} 个 epoch，loss 降到 0.{N2}",
    "journal impact factor {N1}.{N3}，review 三个月",
    "venue 在{CNCITY}国际会议中心 Hall {N1}",
    "campus shuttle 每 20 分钟一班，6:30-22:00",
    "食堂 hours：breakfast 6:30-9:00，lunch 11:00-13:00",
    "invoice 号码 {INV8}，amount {CNFEE}",
    "tuition 学费 {CNFEE}/year，housing {CNFEE}/year",
    "超算 account 申请需要 advisor 签字",
    "12306 抢到了 {CNDATE} 的 ticket",
    "G{N3} 次 {CNCITY} → 北京，second class {CNPRICE}",
    "HW{N1} {CNDATE} due，late 扣分",
    "max_tokens=4096，temperature 0.7，用了 {N2} shots",
    "wandb run id {UUID}，acc {PCT}，还行",
    "md5 {MD5} 跟官网一致",
    "airport bus 到 downtown {CNPRICE}",
    "{CNCITY} marathon {CNDATE} 封路，shuttle 改线",
    "hotel group rate {N3}元/晚，code {CODE}",
    "office hours 见 syllabus",
    "组会 agenda：{CONF} rebuttal、cluster quota、reading list",
    "poster A0 portrait，{CNDATE} 前 print",
    "mean ± std 均值方差：{PCT} ± 0.{N1}",
    "reviews {CNDATE} 出，rebuttal 7 天",
    "course 用 Python 3.11、NumPy {VER}、PyTorch 2.3",
    "打印 0.1 元/页，color {N1} 元",
    "campus wifi 用 SSO 登录，password 不要告诉别人",
    "thesis format：1.5 line spacing，小四宋体",
    "stipend {CNTERM} 起涨 3%",
    "quota：home 500G，scratch 10T，60 天 purge",
    "{CONF} submission 正文 8 页，appendix {N2} 页",
    "log 里的 timestamp {TS} 就是 crash 的时候",
    "latency 延迟 p50 {N2}ms，p99 {N3}ms",
    "ssh -L 8888:localhost:8888 gpu-node{N2}，然后开 notebook",
    "classroom capacity 120，今天来了 {N2} 人",
    "Gaussian blur sigma=1.5，核 5x5",
    "仪器 serial number {SER}，warranty 到 {CNDATE}",
    "step {STEP}：loss 0.{N3}，lr {LR}，还在降",
    "GPU hours 上限 {N4}，用了 {N3}",
    "booked {CNDEPT} {ROOMNO} 会议室 for defense rehearsal",
    "新 {GPU} nodes {CNTERM} 上线，partition 叫 {PART}",
    "ticket {N4} closed：login node 凌晨 3 点 reboot",
    "{CONF} accepted list 出了，{N3}+ orals",
    "申请了 travel grant，最多 {CNFEE}",
    "config 配置：batch_size {BATCH}，epochs {EP}，fp16 true",
    "df -h /scratch：{N2}T/500T，快满了",
    "appendix 用 Markov inequality 证了 Lemma {N1}",
    "portal maintenance 系统维护：{CNDATE} 01:00-05:00",
    "final weights hash 最终权重：{SHA40}",
    "IT 提醒：never share your password，任何索要密码的都是 scam",
    "{UNI} 的 exchange students {CNDATE} 报到",
    "course join code 24{N3}，在雨课堂输入",
    "加了 -O3，runtime 从 {N3}s 降到 {N2}s",
    "{CNDEPT} open day {CNDATE}，从{CNPLACE}出发",
    "考研 countdown {N2} 天",
    "选课 system {CNDATE} 开放，{COURSE} 限 {N3} 人",
    "国奖 quota {N2} 个，公示 5 天",
    "研究生院 hotline {HOTLINE400}，workdays only",
    "宿舍门禁 23:00 关，late return 要登记",
    "实验 data：温度 {N2}.{N1}℃，pressure {N3}kPa",
    "LaTeX 模板 ctexart，font SimSun",
    "查重率 {N1}.{N1}%，要求 below 15%",
    "环境 Python 3.10.{N1}，torch {VER}，CUDA {CUDA}",
    "Dijkstra 算法复杂度 O((V+E) log V)，{CNCOURSE} 第{N1}讲",
    "Kalman filter 推导在 lecture {N1} 的 slides 里",
    "cron 0 3 * * * 每晚备份 lab NAS，{N2}GB",
    "@dataclass 装饰的 Config 里 lr={LR}",
    "Paper {PID} accepted as poster at {CONF}，开心",
    "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX 是 README 里的 placeholder，换成你自己的",
    "SECRET_KEY 从 os.getenv 读，deploy 时设置，这里 {N2} 行只是占位",
    "IT service desk {TOLLFREE}（public line 公共热线，24/7）",
    "visa appointment {CNDATE} 开放，带 I-20 和 SEVIS fee 收据",
]


# =========================================================================== engine
WRAP = {
    "en": ["> {X}", "- {X}", "Note: {X}", "[{HH}] {X}", "(voice note) {X}", "{X}\n\nSent from my phone",
           "Re: {SUBJ}\n\n{X}", "TODO {X}", "{X} (copied from my old notes)", "## {DATE}\n{X}",
           "lab notebook {DATE}: {X}", "{X}\n-- \nPhD student, {DEPT}", "FWD: {X}", "* {X}"],
    "zh": ["> {X}", "- {X}", "备注：{X}", "[{HH}] {X}", "（语音转文字）{X}", "{X}\n\n——来自手机", "回复：{CNSUBJ}\n\n{X}",
           "待办：{X}", "{X}（从旧笔记里翻出来的）", "## {CNDATE}\n{X}", "实验记录 {CNDATE}：{X}", "{X}\n——{CNDEPT}研究生",
           "转发：{X}", "【群聊】{X}"],
    "mixed": ["> {X}", "- {X}", "Note：{X}", "[{HH}] {X}", "（voice 转文字）{X}", "{X}\n\nSent from my iPhone",
              "Re: {CNSUBJ}\n\n{X}", "TODO：{X}", "{X}（old notes 里翻到的）", "## {CNDATE}\n{X}", "lab notebook {CNDATE}：{X}",
              "【群聊】{X}", "FWD：{X}", "* {X}"],
}
WRAP_P = 0.3

_FIELD = re.compile(r"\{([A-Z][A-Z0-9_]*)(?::([a-z0-9_]+))?\}")


def _render(tpl: str, x: Ctx, cat: str | None) -> tuple[str, int | None, int | None]:
    out: list[str] = []
    pos = 0
    start = end = None
    for m in _FIELD.finditer(tpl):
        out.append(tpl[pos : m.start()])
        name, kind = m.group(1), m.group(2)
        if name == "V":
            gens, defaults = GENS[cat]
            v = gens[kind or x.c(defaults[x.lang])](x)
            start = sum(len(s) for s in out)
            out.append(v)
            end = start + len(v)
        else:
            if kind:
                raise ValueError(tpl)
            out.append(FILL[name](x))
        pos = m.end()
    out.append(tpl[pos:])
    return "".join(out), start, end


def _wrap(text: str, x: Ctx) -> tuple[str, int]:
    w = x.c(WRAP[x.lang])
    pre, post = w.split("{X}")
    pre = _render(pre, x, None)[0]
    post = _render(post, x, None)[0]
    return pre + text + post, len(pre)


def _fakers() -> tuple[Faker, Faker, Faker]:
    return Faker("en_US"), Faker("en_GB"), Faker("zh_CN")


def _cell(cat: str, lang: str, fakers: tuple[Faker, Faker, Faker], seen: set[str]) -> list[Sample]:
    seed = BASE_SEED + CATEGORIES.index(cat) * 3 + LANGS.index(lang)
    x = Ctx(seed, fakers, lang)
    tpls = T[cat, lang]
    out: list[Sample] = []
    order: list[int] = []
    while len(out) < PER_CELL:
        if not order:
            order = list(range(len(tpls)))
            x.rng.shuffle(order)
        text, s, e = _render(tpls[order.pop()], x, cat)
        if x.p(WRAP_P):
            text, shift = _wrap(text, x)
            s, e = s + shift, e + shift
        if text in seen:
            continue
        seen.add(text)
        out.append(Sample(text=text, category=cat, lang=lang, start=s, end=e))
    return out


def samples() -> list[Sample]:
    fakers = _fakers()
    out: list[Sample] = []
    seen: set[str] = set()  # no text twice in the corpus
    for cat in CATEGORIES:
        for lang in LANGS:
            out.extend(_cell(cat, lang, fakers, seen))
    return out


def benign_with_lang() -> list[tuple[str, str]]:
    fakers = _fakers()
    out: list[tuple[str, str]] = []
    for i, lang in enumerate(LANGS):
        x = Ctx(BENIGN_SEED + i, fakers, lang)
        tpls = B[lang]
        seen: set[str] = set()
        order: list[int] = []
        tries = 0
        while len(seen) < BENIGN_PER_LANG:
            tries += 1
            if tries > 50 * BENIGN_PER_LANG:
                raise RuntimeError(f"benign {lang}: not enough distinct texts")
            if not order:
                order = list(range(len(tpls)))
                x.rng.shuffle(order)
            text = _render(tpls[order.pop()], x, None)[0]
            if text in seen:
                continue
            seen.add(text)
            out.append((lang, text))
    return out


def _self_check(ss: list[Sample], bb: list[tuple[str, str]]) -> None:
    from collections import Counter

    cells = Counter((s.category, s.lang) for s in ss)
    assert all(cells[(c, l)] == PER_CELL for c in CATEGORIES for l in LANGS), cells
    for s in ss:
        v = s.value
        assert v and v == v.strip() and s.text[s.start : s.end] == v, s
    texts = [s.text for s in ss] + [t for _, t in bb]
    dup = [t for t, n in Counter(texts).items() if n > 1]
    assert not dup, dup[:3]
    assert Counter(l for l, _ in bb) == {l: BENIGN_PER_LANG for l in LANGS}
    for s in ss:
        v = s.value
        if s.category == "financial" and re.fullmatch(r"[\d -]+", v):
            d = re.sub(r"\D", "", v)
            if len(d) in (15, 16, 19) and (d[0] in "45" or d[:2] in ("34", "37", "62", "22", "23", "27")):
                assert luhn_ok(d), v
        if s.category == "financial" and re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]{10,}", v):
            assert iban_ok(v), v
        if s.category == "government_id" and re.fullmatch(r"\d{6} ?\d{8} ?\d{3}[\dX]", v):
            c = v.replace(" ", "")
            assert cn_id_check(c[:17]) == c[17], v


if __name__ == "__main__":
    import time

    t0 = time.time()
    ss = samples()
    bb = benign_with_lang()
    _self_check(ss, bb)
    print(f"{'category':<14}" + "".join(f"{l:>8}" for l in LANGS))
    for cat in CATEGORIES:
        print(f"{cat:<14}" + "".join(f"{sum(1 for s in ss if s.category == cat and s.lang == l):>8}" for l in LANGS))
    print(f"samples: {len(ss)}  (templates per cell: min {min(len(v) for v in T.values())})")
    print("benign: " + ", ".join(f"{l}={sum(1 for x, _ in bb if x == l)}" for l in LANGS) + f"  total={len(bb)}")
    print(f"done in {time.time() - t0:.1f}s")
