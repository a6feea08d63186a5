"""Round 10: passwords and passphrases handed over without the word "password" (quoted
near an access word, after "then"/"再输"/"reset to"/"内容就是", before 口令, the whole line
after a bare cue line); handles after "@" in a URL path or ssh target, a quoted handle as
the subject of a system event, after "account created:" or before "建的"; phones after
"mob."/"tel.", before "打来"/"rang", or quoted before "— that's …"; a 13-digit card on a
"Card …:" line and a card named after its number ("declined", "checkout"); image digests
after "pin" are not PINs. Hand-written synthetic values."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import PrivacyGate

_GATE = PrivacyGate()

POSITIVE = [
    # passwords handed over without the word
    ('She read it out so I could note it: "lantern.pebble.cobalt.fjord-22". It opens the NAS.',
     "lantern.pebble.cobalt.fjord-22"),
    ("Keep 'Rq7!mzTa04' handy, it unlocks the shared vault.", "Rq7!mzTa04"),
    ("Store `juniper orchid basalt meadow` somewhere safe, it unlocks the laptop",
     "juniper orchid basalt meadow"),
    ("login root, then basalt orchid juniper lagoon at the next prompt",
     "basalt orchid juniper lagoon"),
    ("log in as admin, then type kestrel.1984 when asked", "kestrel.1984"),
    ("The router was reset to lagoon pebble ember orchid", "lagoon pebble ember orchid"),
    ("the account got changed to Tz8#kqLw2 yesterday", "Tz8#kqLw2"),
    ("先输 root 再输 orchid.lagoon.kestrel.basalt 就能登录", "orchid.lagoon.kestrel.basalt"),
    ("他一个字一个字念：「pebble-juniper-ember-cobalt」，是路由器的",
     "pebble-juniper-ember-cobalt"),
    ("【basalt lagoon kestrel orchid-61】就是 wifi 口令", "basalt lagoon kestrel orchid-61"),
    ("keychain 里那条内容就是 meiling_1990Aa", "meiling_1990Aa"),
    ("passphrase:\nember kestrel lagoon pebble-7", "ember kestrel lagoon pebble-7"),
    ("新密码：\norchid basalt juniper cobalt\n记得改", "orchid basalt juniper cobalt"),
    # handles
    ("clone https://gitlab.com/@oliviamarsh93/etl.git", "oliviamarsh93"),
    ("git clone git@github.com:@hliang/tools.git", "hliang"),
    ("ssh @zhaolei@10.1.2.3 then sudo", "zhaolei"),
    ("`kate.osborne` got banned from the staging cluster", "kate.osborne"),
    ('"nolan77" was locked out again', "nolan77"),
    ("「wuhao」被封了三天", "wuhao"),
    ("`lijuan.zhou`又触发了告警", "lijuan.zhou"),
    ("Account disabled: vince42-ops (group: sre)", "vince42-ops"),
    ("这个 pipeline 是zhangmin88建的", "zhangmin88"),
    # phones
    ("(tel. 02079460123)", "02079460123"),
    ("Dana (mob. 4155550132) for the keys", "4155550132"),
    ("'01619460555' - it's the dentist", "01619460555"),
    ("02079460123 rang twice this morning", "02079460123"),
    ("昨天 01619460555 打过来找你", "01619460555"),
    # cards
    ("Credit card stored for the Acme renewal plan: 4190734995645", "4190734995645"),
    ("`5555555555554444` got declined at checkout", "5555555555554444"),
    ("「5105105105105100」付款时被拒了", "5105105105105100"),
]

NEGATIVE = [
    "base image pin 到 python@sha256:a4c2fdf31c840480bb4259395ab44b2fab3d44e5303870830ff6d",
    "pin to node@sha256:5dd29ae8b4e8c9d93763aea382016e0d731b9d976277fb275378be0b292a3d7d",
    "see unpkg.com/@babel/core for the build",
    "node_modules/@types/node is missing",
    "`node18` failed on CI",
    "`etl-nightly` again hit the rate limit",
    '"user-service" was deleted',
    "the account settings page",
    "user guide (see below)",
    "login admin, then open the settings page",
    "Keep `make build` handy, it unlocks the release flow",
    "then run the release script at the second prompt",
    "login to the router admin page first",
    "barcode scan 6942911951306 done",
    "build 02079460123 — that is flaky",
    "admin 再输入一次就好了",
    "reset to factory defaults",
    "端口 443 被占用，换成 {PORT2}",
    "端口 443 被占用，换成 8443",
    "DB_PASSWORD=$DB_PASSWORD\nPORT=5432",
    "version,notes\n1.2.3,Fixed the login bug",
]


@pytest.mark.parametrize(("text", "value"), POSITIVE)
def test_round10_positive(text: str, value: str) -> None:
    out = _GATE.redact(text).text
    assert value not in out


@pytest.mark.parametrize("text", NEGATIVE)
def test_round10_negative(text: str) -> None:
    assert _GATE.redact(text).text == text
