"""Round 4 (credentials and numbers): password-shaped tokens near a password cue (the same
line, or the next chat turn after a question), credential pairs, plain-word passphrases
after the cue, secrets assigned in prose with a verb, hyphenated UK NI numbers after a cue,
BBANs and IBANs named by a salary cue — and the texts around passwords that are not
passwords. Hand-written synthetic cases, both languages."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate


def _redacted(text: str) -> str:
    return default_gate().redact(text).text


POSITIVES = [
    # a token near the cue, no assignment between them
    ("Is Winter2024! too weak as my email password?", "Winter2024!"),
    ("The router password got reset to Admin@12345 after the update.", "Admin@12345"),
    ("the admin page rejects the password I set (Orchid_4471). Any fix?", "Orchid_4471"),
    ("Newsletter: the streaming password changed to Maple#2290?, sign in again.", "Maple#2290"),
    ("请问 liming1988 这个密码安全吗？", "liming1988"),
    ("问一下：songbo#5512 这个 password 用来登网银够 strong 吗？", "songbo#5512"),
    ("the app password is fine, it's mzqk-ahtr-plxe-wvbn", "mzqk-ahtr-plxe-wvbn"),
    # the next chat turn answers a question about the password
    ("Ann: what's the wifi password again?\nBen: it's Kettle@2291!", "Kettle@2291!"),
    ("Mia: remind me the password for the NAS?\nLeo: NasBox_8812!", "NasBox_8812"),
    ("wifi 密码多少来着？\n小王：是 Lanyue_8866", "Lanyue_8866"),
    # credential pairs
    ("- router login admin / pass Ember*4336?", "Ember*4336"),
    ("P.S. 会议室 tablet 登录 admin / J7BLZLownc", "J7BLZLownc"),
    ("登录 root / Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("admin/Summer2024! is the default for the staging box", "Summer2024!"),
    ("- nas login admin / pass lotus_orbit_tulip_velvet", "lotus_orbit_tulip_velvet"),
    ("- wifi: HomeNet / Kettle#2291", "Kettle#2291"),
    ("家里无线 HomeNet_5G / Lanyue_8866", "Lanyue_8866"),
    ("jane.doe@example.com / Summer2024!", "Summer2024!"),
    # passphrases
    ("Passphrase (user-chosen, several words): dragon koala panda", "dragon koala panda"),
    ("Passphrase（自己选的，几个词）: canyon-walnut-thunder", "canyon-walnut-thunder"),
    ("the user gave the app password juniper fjord cobalt mango lotus for IMAP.", "juniper fjord"),
    ("Guest WiFi: PartyNet / password ocean violet paddle42\nRSVP by text.", "ocean violet"),
    ("backup passphrase lantern cobalt meadow river for the external disk", "lantern cobalt"),
    # secrets assigned in prose
    (
        "aws_secret_access_key for the archive job is xI7W1CU5f5I153aPdc0SMkFVAyY1+KNjvbkqu80H.",
        "xI7W1CU5f5I153aPdc0SMkFVAyY1",
    ),
    ("set BACKUP_ENCRYPTION_KEY to okmw/3CLSQJfGTchvZG/nmd/eWf18Kv/n3bLJ= on the host", "okmw/3CL"),
    ("新备份机的加密密钥 BACKUP_KEY 设为 VYutLRgv4r7FhbFwlcmvGUo72hw+nk，别外传。", "VYutLRgv4r7"),
    ("新 backup host 的 SIGNING_KEY 设成 twxH7PrRp/OfFqfkEidDipwyJ1MJNi 就行。", "twxH7PrRp"),
    ("my BACKUP_ENCRYPTION_KEY is now Zt9+Qk2/LmP8xR4vWc7bNe3Yh6Ja1Fs5= on both", "Zt9+Qk2"),
    # UK NI numbers with hyphens after a cue
    ("Please confirm your National Insurance number: XJ-57-26-10-B", "XJ-57-26-10-B"),
    ("If payroll needs my NI number, it's RW-64-93-19-A.", "RW-64-93-19-A"),
    ("P45 信息：NINO GN-69-57-99-B，tax code 1257L", "GN-69-57-99-B"),
    ("英国同事的 National Insurance 号码是 WB-97-37-22-B，工资单上要填。", "WB-97-37-22-B"),
    ("wifi password?\nBob: 88886666", "88886666"),
    ("the vault passphrase is still the same: Tr!ckyHorse", "Tr!ckyHorse"),
    ("National Insurance number AB 12 34 56", "AB 12 34 56"),
    # bank numbers
    ("sort code 20-00-00, acc no 55779911", "55779911"),
    ("Acc# 55779911 at Barclays", "55779911"),
    ("BBAN：WWPW63945330963828，IBAN 稍后补。", "WWPW63945330963828"),
    ("The user's salary arrives on GB10XVPQ2517125287983.", "GB10XVPQ2517125287983"),
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_cued_credentials_and_numbers_redacted(text: str, value: str) -> None:
    assert value not in _redacted(text)


NEGATIVES = [
    "password policy：新账户至少 12 位，用 password manager",
    "the password rotation happens quarterly for all staff",
    "password expiry warning appears on login",
    "password strength meter shows green for admin",
    "Password hashing uses bcrypt with cost 12 and argon2id for new accounts.",
    "Password reset broken since PR#1234, see issue #5678.",
    "We moved password storage to PBKDF2-HMAC-SHA256 in release v2.4.1.",
    "WiFi 密码在路由器背面，型号 TL-WR841N，固件 3.16.9",
    "密码错误次数超过5次会锁定账户 30 分钟",
    "password-less login via WebAuthn on Chrome120 and Safari17",
    "Our Node18 service stores password hashes in Postgres15 (column pw_hash).",
    "Password manager recommendations: Bitwarden, KeePassXC 2.7.6, 1Password8",
    "admin / staff roles see the password policy page",
    "login / logout buttons moved to the header",
    "the sudo password prompt appears after apt-get upgrade on ubuntu2204",
    "Remember the password for the server? It's on the sticky note.\nBob: yes, thanks",
    "Use SHA256 as a password hash? No, use argon2.",
    "The password prompt in Windows11 appears after KB5034441 is installed.",
    "Python3.12 changed how getpass reads the password from stdin.",
    "what's the wifi password again?\nask the landlord, it's on the router",
    "Login admin/dashboard then open Settings/Security/Password.",
    "Passwords are stored with scrypt (N=16384, r=8, p=1).",
    # secrets: code identifiers, hashes, UUIDs are not values
    "set the cache key to user_profile_v2_settings_2024 before deploying",
    "The API key for staging is stored in Vault under secret/data/staging, ask ops.",
    "the signing key fingerprint is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822c",
    "The token is refreshed via the OAuth flow as described in RFC6749Section4Point1.",
    "Password resets go through Okta; MFA via YubiKey5 NFC.",
    "The wifi password is written on the router label, model RT-AX86U.",
    "The exam code is CS2040S and the password-protected quiz opens Monday.",
    "密码长度至少8位，需包含大小写字母和数字",
    "wifi 密码是多少？\n我也不知道，问问房东吧",
    "what's the password for the guest wifi?\nSame as last year, it's on the fridge.",
    "WiFi: 2.4GHz / 5GHz both work",
    "user / group ownership fixed with chown",
    "Marks&Spencer and AT&T changed their password rules this year.",
    "The wifi password?\nBob: it's on the router, call 0800 and ask",
    # a part number shaped like an NI number, with no cue
    "The part number is AB-12-34-56-C in the catalogue",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_texts_about_credentials_untouched(text: str) -> None:
    assert _redacted(text) == text
