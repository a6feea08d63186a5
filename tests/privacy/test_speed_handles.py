"""The handle detectors try their costliest cue patterns only where a cue word starts
(``_matches_at``): the matches must be exactly the pattern's own ``finditer``."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from complex_memory_manager.privacy._lazy import resolve
from complex_memory_manager.privacy.detectors import handles as h
from complex_memory_manager.privacy.normalize import normalize

from .corpus import benign, samples

PAIRS = [
    (h._U_GENERAL, h._U_CUE_START),
    (h._CUE_HANDLE, h._CUE_START),
    (h._CTX_CUE, h._CTX_CUE_START),
    (h._U_STRONG, h._U_STRONG_START),
]

TEXTS = [
    "Username: bob_1",
    "ＵＳＥＲ：kk_22",
    "useR\tname: x_y",
    "\u212aslack: bob99",  # KELVIN SIGN folds to k
    "\u0130user: x_1",  # DOTTED CAPITAL I: folded to i in low (lower() alone makes two characters)
    "\u017flack: zed_9",  # LONG S folds to s
    "QQQ号：abc12",  # the cue starts one character into a run of its letters
    "我的ID abc_12",
    "他id：x_9",
    "ＩＧ：bob_2",
    "in-game name: zz_1",
    "企业微信 bob_3",
    "my ig is lilmoon_22 and my tiktok is @moon.beam",
    "微信号：wx_abc123，抖音号 douyin_88",
    "user: hi\nlogin: kwilder\nhandle → @k_w",
]


def _spans(ms: Iterable[re.Match[str]]) -> list[tuple[tuple[int, int], dict[str, str | Any]]]:
    return [(m.span(), m.groupdict()) for m in ms]


def _same(text: str) -> None:
    norm = normalize(text)
    for rx, starts in PAIRS:
        pattern = resolve(rx)
        assert _spans(h._matches_at(pattern, starts, norm.text, norm.low)) == _spans(
            pattern.finditer(norm.text)
        ), text


@pytest.mark.parametrize("text", TEXTS)
def test_cue_starts_find_every_match(text: str) -> None:
    _same(text)


def test_cue_starts_on_the_corpus() -> None:
    for split in ("tune", "heldout"):
        for s in samples(split, 10):
            _same(s.text)
        for t, _ in benign(split):
            _same(t)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                *("user", "USER", "Qq", "qqq", "ID", "id", "我的", "ig", "Ig", "\u212a", "\u0130"),
                *(":", "：", " ", "\t", "\n", "号", "=", "bob_1", "x9", "→", "(", "（", ")", "B站"),
            ]
        ),
        max_size=12,
    ).map("".join)
)
def test_cue_starts_on_generated_text(text: str) -> None:
    _same(text)


def test_a_fold_that_changes_the_length_falls_back() -> None:
    norm = normalize("x\u0130 user: bob_1")
    pattern = resolve(h._U_GENERAL)
    low = norm.low + "!"  # a low of another length: the plain finditer
    assert _spans(h._matches_at(pattern, h._U_CUE_START, norm.text, low)) == _spans(
        pattern.finditer(norm.text)
    )


# --- searches from cue-word starts (``_search_at``) and line starts (``_line_matches``) ---
RETRIES = [
    (h._PHRASE_EN, h._PHRASE_EN_START, h._retry),
    (h._R4_LABEL, h._R4_LABEL_START, h._retry4),
    (h._R4_ROLE, h._R4_ROLE_START, h._retry4),
    (h._R4_ZH, h._R4_ZH_START, h._retry4),
]
#: the speaker pattern without a speaker verb, and the lone-handle line
LINE_PATTERNS = [h._R4_SPEAKER, h._LONE]
SPEAKER_VERBS = ("wrote", "said", "says", "writes", "replied", "posted", "commented", "asked",
                 "answered", "写道")  # fmt: skip

MORE_TEXTS = [
    "member login kwilder88 and user name: x_1",
    "USER NAME for the portal = Kz_9; Seller on eBay, bob77,",
    "\u017fkype name is zed_1",  # LONG S: "skype" under (?i)
    "\u212aakao ID: k_22",  # KELVIN SIGN: "kakao"
    "\u0130n-game name: x_1 \u0131gn",
    "superuser bob_1, reuser x9",
    "in-game name: bob_2, ingame name: y_3, gamer tag: zz_9",
    "original poster x_7 and ORIGINAL\tPOSTER y_8",
    "[10:32] jsmith42: anyone up?\n<kzhang> hi\n10:32\nam  bob_9: hi there\n",
    "\n\n  bob_9\n'x_y.z'\n\nalice: hello world\n",
    "the user\nhandle\tx_1\nLOGIN:\nkw_2",
    "账号名已修改为 kw_88，用户名改成了bob_1，Username 已改为 x_9",
    "楼主：kz_1 买家 bob77 评价 闲鱼卖家x_2 UP主 up_3 eBay卖家 zz_4 ETSY店主 qq_5",
    "来自 @x_1，转发自：y_2。群里kk_3说 评论区里 z_44 直播间 aa_5",
    "微信 WeChat ID：wx_8，抖音 TikTok 号 dy_9，QQ号 qq_1，B站 bili_2 号：b_3",
    "会员ID：m_1 游戏id: g_2 我的ID是 x_3 个人Id：p_4 的 ID 是 y_5 ID为 z_6",
    "Steam user name ab_1 on Reddit，GitHub collaborator 协作者 x_2 仓库 repo_3",
    "\u0130D：x_1 \u0131d: y_2 u\u017fername: z_3",
    "客户微信号 WeChat wx_1，Login 登录: kw_2，forum ID：f_3，玩家 gamer tag g_4，QQ号 qq_5",
    "kw_88 <- login, x_1 ← 这个是 user 的 login, bob_7 is my handle, qq_5是我的微信号",
    "kz_9 is the user the username, y_2 是 用户 的 昵称, z_3 'is' acct",
    "goes by kz_1, GitHub user x_2, sudo -u y_3, 加微信 wx_4, B站ID b_5, 抖音号 d_6, 小红书@r_7",
    "Logged into the VPN as vp_1; signs on as s_2; STEAM ID: st_3; psn id p_4; XBOX live gamertag",
    "epic games id e_5, 微博叫 wb_6, u/reddit_7, user 'q_8', login\u201cl_9\u201d, login 用 k_1",
]


def _same_search(text: str) -> None:
    _same(text)
    norm = normalize(text)
    if resolve(h._ACCT_AFTER_TAIL).search(norm.text) is None:  # username_r8 skips the pattern
        assert resolve(h._ACCT_AFTER).search(norm.text) is None, text
    for rx, starts, retry in RETRIES:
        pattern = resolve(rx)
        got = _spans(retry(pattern, norm.text, resolve(starts), norm.low))
        assert got == _spans(retry(pattern, norm.text)), (text, rx)
    for rx in LINE_PATTERNS:
        pattern = resolve(rx)
        if rx is h._R4_SPEAKER and any(v in norm.text for v in SPEAKER_VERBS):
            continue  # then the whole text is searched
        assert _spans(h._line_matches(pattern, norm.text)) == _spans(pattern.finditer(norm.text)), (
            text,
            rx,
        )


@pytest.mark.parametrize("text", TEXTS + MORE_TEXTS)
def test_cue_word_and_line_starts_find_every_match(text: str) -> None:
    _same_search(text)


def test_cue_word_and_line_starts_on_the_corpus() -> None:
    for split in ("tune", "heldout"):
        for s in samples(split, 10):
            _same_search(s.text)
        for t, _ in benign(split):
            _same_search(t)


@settings(max_examples=600, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                *("user", "USER", "Seller", "member", "log", "-in", "game", "Gamer", "tag"),
                *("Skype", "ig", "line", "original", "poster", "name", "id", "\u212a", "\u017f"),
                *("\u0130", "\u0131", ":", "=", " ", "\t", "\n", " is ", " on ", "x_1", "bob9"),
                *("[10:32]", "<", ">", "'", "-", "@", "wrote", "是", "为", "：", "，"),
                *("用户", "名", "账号", "已", "修改", "为", "楼主", "买家", "闲鱼", "UP主"),
                *("B站", "QQ", "号", "群里", "来自", "@了", "会员", "ID", "Id", "的", "steam"),
                *("微信", "WeChat", "login", "forum", "玩家", "游戏", "名", "Reddit", "repo"),
                *("<-", "←", "我的", "这是", "my ", "the ", "Login", "Handle", "微信号", "acct"),
                *("goes by", "sudo -u", "u/", "加微信", "抖音号", "小红书@", "Steam", "psn", "as"),
            ]
        ),
        max_size=14,
    ).map("".join)
)
def test_cue_word_and_line_starts_on_generated_text(text: str) -> None:
    _same_search(text)


def test_a_fold_that_changes_the_length_searches_the_text() -> None:
    text = "x\u0130 user name: bob_1"
    pattern = resolve(h._R4_LABEL)
    low = text.lower()  # one character longer: the plain search
    assert len(low) != len(text)
    assert _spans(h._retry4(pattern, text, resolve(h._R4_LABEL_START), low)) == _spans(
        h._retry4(pattern, text)
    )
