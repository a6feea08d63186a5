"""Round 2 of usernames and passwords: handles after a platform cue without a label,
users in command lines and logs, passwords in command arguments, config keys, SQL, XML and
.pgpass lines, weak chat cues, numeric door codes and whole passphrases. Hand-written
synthetic values; hard negatives must pass untouched."""

from __future__ import annotations

import pytest

from .helpers import redacted

# (text, planted value): the value must not survive
USERNAMES = [
    # platform cue, no label
    ("my ig is korra_fan42", "korra_fan42"),
    ("my tiktok is zyxwvut lol", "zyxwvut"),
    ("add me on snap pemberly_q", "pemberly_q"),
    ("snap qorvin88", "qorvin88"),
    ("telegram vantrel_ok", "vantrel_ok"),
    ("discord id blorpington", "blorpington"),
    ("my xbox gt is GrumbleToast7", "GrumbleToast7"),
    ("cashapp $quillonmae", "quillonmae"),
    ("steam名字是zorblak_9", "zorblak_9"),
    ("tiktok搜xiaoqiu_77", "xiaoqiu_77"),
    ("小红书搜tangyuan_mm就能找到我", "tangyuan_mm"),
    ("b站 lanxiaobai 求三连", "lanxiaobai"),
    ("抖音id mianhua_zz lol", "mianhua_zz"),
    ("游戏id是zhuoyang2001 拉我一下", "zhuoyang2001"),
    ("网名叫yunduo_mm", "yunduo_mm"),
    ("加我扣扣283746152", "283746152"),
    ("有事加我vx qiaomai_07", "qiaomai_07"),
    ("知乎id xiaoyu_1207", "xiaoyu_1207"),
    ("登录账号和邮箱前缀一样 都是kexin_0912", "kexin_0912"),
    ("user trovald_k 被lock了", "trovald_k"),
    ("user jpelkey locked out again", "jpelkey"),
    # command and log syntax
    ("git clone git@github.com:qmarsh/dotfiles.git ~/dotfiles", "qmarsh"),
    ("open https://github.com/qmarsh?tab=repositories", "qmarsh"),
    ("sudo: tkowal : user NOT in sudoers ; TTY=pts/1 ; PWD=/srv", "tkowal"),
    ("sudo 报 tkowal is not in the sudoers file，需要加到 wheel group", "tkowal"),
    ("sudo 报错：tkowal 不在 sudoers 文件中，此事将被报告。", "tkowal"),
    (
        "2024-05-01 10:00:01 sshd[2211]: Failed password for invalid user bvance from "
        "10.1.2.3 port 5522 ssh2",
        "bvance",
    ),
    ("sshd[88]: Accepted publickey for mlindqvist from 10.0.0.9 port 2222 ssh2", "mlindqvist"),
    ("运维日志：sshd 记录 hqiao 从 10.2.3.4 登录生产跳板机。", "hqiao"),
    ("echo $CR_PAT | docker login ghcr.io -u rpetrov --password-stdin", "rpetrov"),
    ("crontab -l -u okafor_b", "okafor_b"),
    ("psql -U dmendel -h db.internal -d orders", "dmendel"),
    ("sudo chown -R lgarnier:staff /srv/data", "lgarnier"),
    ("kubectl config set-credentials wzhou --client-key=k.key", "wzhou"),
    ("-rw-r--r--  1 ekowalski  staff  4096 Oct  9 12:34 terraform.tfstate", "ekowalski"),
    (
        "ps aux | grep gunicorn\nntrask   4121  0.3  1.2 123456 54321 ?  S  Oct01   0:12 gunicorn",
        "ntrask",
    ),
    ("$ who\nabaptiste   pts/0        2024-05-01 09:12 (10.0.0.5)", "abaptiste"),
    ("who 看到 yfeng_ops 还挂在 pts/3 上", "yfeng_ops"),
    ("npm whoami\nkstrand", "kstrand"),
    ("account CORP\\pvandam locked out after 5 failed attempts", "pvandam"),
    ("Jira filter: reporter = jmacklin AND status = Open", "jmacklin"),
    ("release.allow_users=zhao.lei", "zhao.lei"),
    ("INSERT INTO 账号 (编号, 登录名, 状态) VALUES (12, 'wuqing_88', '禁用');", "wuqing_88"),
    ("Jenkins 构建 #812 由 xia.gang 手动触发", "xia.gang"),
    ("Grafana 审计：用户 qian_min 修改了告警阈值", "qian_min"),
    ("npm owner 里还有 kong.jie，他已经离职了", "kong.jie"),
    ("帮我把 dorothy-rogers 加到 GitHub org 的 infra team", "dorothy-rogers"),
]

USERNAMES += [
    ("my gamertag's SilentPenguin42", "SilentPenguin42"),
    ("用户名叫kexin_0912", "kexin_0912"),
    ("su - okafor_b", "okafor_b"),
    ("sudo -iu okafor_b", "okafor_b"),
    ("scp dump.sql okafor_b@10.0.0.5:/tmp", "okafor_b"),
    ("用户 okafor_b 登录失败", "okafor_b"),
    ("Author: okafor_b <okafor@example.org>", "okafor_b"),
]

USERNAMES += [
    ("my yt channel is crumbsandco", "crumbsandco"),
    ("pay me on venmo kellan-orr", "kellan-orr"),
    ("my spotify is brisket_beats", "brisket_beats"),
    ("ign: Dr4gonSlay", "Dr4gonSlay"),
    ("微信搜一下 qiaomai_07 加我", "qiaomai_07"),
    ("我的id是 zhuoyang2001", "zhuoyang2001"),
    ("小号是 mianhua_alt", "mianhua_alt"),
]

USERNAMES += [
    ("审批人：wqiang_ops", "wqiang_ops"),
    ("reviewer: wqiang_ops", "wqiang_ops"),
    ("assigned to wqiang_ops", "wqiang_ops"),
    ("ping wqiang_ops on slack", "wqiang_ops"),
    ("飞书搜 wqiang_ops", "wqiang_ops"),
]

PASSWORDS = [
    # command arguments
    ("curl -u admin:qx6n*5tr8Pv. -X POST https://ci.example.org/job/x", "qx6n*5tr8Pv."),
    ("htpasswd -b -c /etc/nginx/.htpasswd ops Juniper2008-", "Juniper2008-"),
    ("htpasswd -nb ops 'Tr1cky pass'", "Tr1cky pass"),
    ("7z a -prK!S3#sxXo!9Ki -mhe=on backup.7z ./dumps", "rK!S3#sxXo!9Ki"),
    ("7z 加密用 -pX9kk!aa2，header 也加密了", "X9kk!aa2"),
    ("zip -P Lintiger#42656 backup.zip *.sql  # 加密备份", "Lintiger#42656"),
    (
        "ssh-keygen -t ed25519 -N 'river saffron winter juniper' -f key",
        "river saffron winter juniper",
    ),
    ("keytool -genkey -storepass Qw3rty!zz -keystore k.jks", "Qw3rty!zz"),
    ("keytool 的 storepass 用 Z4Niw-OSIn!，keypass 一样", "Z4Niw-OSIn!"),
    ("keystore.jks 的 storepass 是 _YIi(sWr5iUx07v__，别写进代码仓库", "_YIi(sWr5iUx07v__"),
    # config, SQL, XML, .pgpass
    ("# redis.conf\nbind 0.0.0.0\nrequirepass RaCUi7_OBPsp_\nmaxmemory 2gb", "RaCUi7_OBPsp_"),
    ("配置注释：redis 的 requirepass 设置为 GyHOH*EGjNl%，与 sentinel 保持一致", "GyHOH*EGjNl%"),
    ("CREATE USER 'etl'@'%' IDENTIFIED BY 'Pj0l_H9eg9vkY@';", "Pj0l_H9eg9vkY@"),
    ("ALTER ROLE app WITH PASSWORD 'Maple2022-x';", "Maple2022-x"),
    ("<credentials>\n  <password>Dupumpkin!36815</password>\n</credentials>", "Dupumpkin!36815"),
    ("$ cat ~/.pgpass\nbroker-3.internal:5432:*:analytics:Walnut2019$", "Walnut2019$"),
    (".pgpass 里那行 db-2.internal:5432:*:etl:Autumn-7405 权限要 0600 才生效", "Autumn-7405"),
    # weak chat cues
    ("the pass for the shared drive is 482290", "482290"),
    ("changed it to woaini2018, the old password was too weak", "woaini2018"),
    ("try xingfu521 thats the pw for the office wifi", "xingfu521"),
    ("lmk if Kitty#8043!! doesnt work as the pass", "Kitty#8043!!"),
    ("for hulu use Panda70 as the password", "Panda70"),
    ("login for the router is admin / mimi835", "mimi835"),
    ("家里wifi pass xiaomao1314", "xiaomao1314"),
    ("shared drive的pass是baobei1314", "baobei1314"),
    ("password is literally oreo-river-buster-16 haha", "oreo-river-buster-16"),
    ("密码就是bluesky.2381* 全小写", "bluesky.2381*"),
    ("Nacos 控制台默认账号 nacos，密码已改为 Walnut1974@", "Walnut1974@"),
    ("root 密码刚改成 Zz1974@ab，旧的已经失效了", "Zz1974@ab"),
    ("SMTP 授权码 qwhzkdpeamvtxbru，不是登录密码", "qwhzkdpeamvtxbru"),
    # numeric codes
    ("garage code is 62173811", "62173811"),
    ("alarm code 4471 if it starts beeping", "4471"),
    ("i set the pin to 014678", "014678"),
    ("门锁code是685900", "685900"),
    # whole passphrases
    (
        "加密私钥的口令短语（passphrase）为：maple39 monkey mango sunset",
        "maple39 monkey mango sunset",
    ),
    (
        'GPG 私钥的密码短语是"otter.thunder.marble.copper"，导入时会提示输入',
        "otter.thunder.marble.copper",
    ),
    (
        'passphrase 是 "ember dragon cloud95 nebula"，unlock 的时候要输',
        "ember dragon cloud95 nebula",
    ),
    (
        'remember the GPG passphrase for the release key: "nebula violet dragon winter39 summer"',
        "nebula violet dragon winter39 summer",
    ),
    (
        "ssh key 的 passphrase 我设成 maple-pepper-pixel-silver 了，别外传",
        "maple-pepper-pixel-silver",
    ),
]

PASSWORDS += [
    ("ldapsearch -x -D cn=admin -w Tr0ub4dor!9 -b dc=x", "Tr0ub4dor!9"),
    ("redis-cli -h r1 -a Tr0ub4dor!9 ping", "Tr0ub4dor!9"),
    ("sqlcmd -S srv -U sa -P Tr0ub4dor!9", "Tr0ub4dor!9"),
    ("docker login -u jdoe -p Tr0ub4dor!9 registry.io", "Tr0ub4dor!9"),
    ("xfreerdp /v:host /u:jdoe /p:Tr0ub4dor!9", "Tr0ub4dor!9"),
    ("smbclient //srv/share -U jdoe%Tr0ub4dor!9", "Tr0ub4dor!9"),
    ("net use \\\\srv\\share /user:CORP\\jdoe Tr0ub4dor!9", "Tr0ub4dor!9"),
    ('<add key="DbPassword" value="Tr0ub4dor!9" />', "Tr0ub4dor!9"),
    ("dbPassword: Tr0ub4dor!9", "Tr0ub4dor!9"),
    ("password - Tr0ub4dor!9", "Tr0ub4dor!9"),
    ("ALTER USER scott IDENTIFIED BY tiger99x;", "tiger99x"),
    ("CREATE ROLE app LOGIN PASSWORD 'tigerpass';", "tigerpass"),
    ("bike lock combo is 12-34-56", "12-34-56"),
]

PASSWORDS += [
    ("the password to my laptop is Kq8!mzzp", "Kq8!mzzp"),
    ("the lockbox code's 2468", "2468"),
    ("keypad: 8642#", "8642#"),
    ("ipad passcode 2580", "2580"),
    ("密码我发你了：Kq8!mzzp", "Kq8!mzzp"),
    ("the alarm code changed to 5150", "5150"),
]

PASSWORDS += [
    ("echo 'Kq8!mzzp' | sudo -S apt update", "Kq8!mzzp"),
    ('echo "wqiang_ops:Kq8!mzzp" | chpasswd', "Kq8!mzzp"),
    ("rar a -hpKq8!mzzp out.rar dir", "Kq8!mzzp"),
    ("openssl enc -aes-256-cbc -k Kq8!mzzp -in f", "Kq8!mzzp"),
]

BENIGN = [
    "snap install code --classic",
    "I use telegram daily for work",
    "join our discord server tonight",
    "the steam sale ends friday",
    "the user clicked the button twice",
    "user settings page crashes",
    "ps aux | grep python",
    "git clone https://github.com/pallets/flask.git",
    "see https://github.com/rust-lang/rust/issues/12345",
    "chown -R www-data:www-data /var/www",
    "sudo chown root:root /etc/hosts",
    "docker login ghcr.io -u $GITHUB_ACTOR --password-stdin",
    "psql -U postgres -h localhost",
    "mysql -u root -p",
    "use SHA256 as the password hash",
    "changed it to async, much faster now",
    "the door code reader is broken",
    "error code 500 on login",
    "alarm code is in the manual",
    "7z a archive.7z ./folder",
    "ssh-keygen -t ed25519 -N '' -f key",
    "curl -u $USER:$TOKEN https://api.example.com",
    "requirepass ${REDIS_PASSWORD}",
    "<password>${DB_PASS}</password>",
    "<bypass>true</bypass>",
    "HKLM\\Software\\Microsoft",
    "reporter = currentUser() AND status = Open",
    "由 cron 触发的任务失败了",
    "构建由 jenkins 手动触发",
    "b站 视频很好看",
    "把 nginx 加到 systemd 里",
    "my ig is private lol",
    "my twitch is live now",
    "-rw-r--r--  1 root  wheel  1024 Oct  9  2023 hosts",
    "the wifi password is on the fridge",
    "门禁码 在前台可以拿",
    "SMTP 授权码 需要在邮箱设置里开启",
    "openssl enc -aes-256-cbc -pass env:MY_PASS -in f",
    "zip -P $ZIP_PW out.zip",
    "$ dig +short api.github.com @8.8.4.4\n140.82.112.6",
    "DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@db:5432/app",
    "失败的请求 ID 是 fe4ccad9-57f9-4edd-ad1b-45b84589625d。",
    "[09:01] deploy: lgtm, ship it",
    "model: gpt-4o-mini, temperature: 0.2",
    "docker login -u $USER --password-stdin",
    "redis-cli -a $REDIS_PASS ping",
    "mongo -u admin -p",
    "isPassword: true",
    "hidePassword = false",
    "the date range is 2024 - 2025",
    'ldapsearch -x -w "$LDAP_PW" -b dc=x',
    "scp file git@github.com:/x",
    "su root",
    "my discord's down again",
    "用户名 里面不能有空格",
    "实例的ID是 i-0abc123def",
    "the yt video is great",
    "my spotify playlist is fire",
    "ign review was harsh",
    "the card pin is required",
    "phone code is sent by sms",
    "you need to reset the password to the server is what he said",
    "docker login -u AWS -p $(aws ecr get-login-password) 123.dkr.ecr.aws",
    "是 dependabot 提交的",
    "requirepass is commented out",
    ".pgpass format is hostname:port:database:username:password",
    "reviewer: John",
    "assigned to the team",
    "ping me on slack",
    "负责人 是谁",
    "echo hello | sudo -S tee f",
    "reviewers: team-platform",
    "assigned to jira-bot",
]


@pytest.mark.parametrize(("text", "value"), USERNAMES)
def test_usernames_do_not_survive(text: str, value: str) -> None:
    assert value not in redacted(text)


@pytest.mark.parametrize(("text", "value"), PASSWORDS)
def test_passwords_do_not_survive(text: str, value: str) -> None:
    out = redacted(text)
    assert value not in out
    if " " in value or "-" in value:  # a passphrase goes whole, not word by word
        rest = text.replace(value, " ")
        parts = [p for p in value.replace("-", " ").split() if len(p) > 3 and p not in rest]
        assert not any(p in out for p in parts)


@pytest.mark.parametrize("text", BENIGN)
def test_benign_pass_untouched(text: str) -> None:
    assert redacted(text) == text
