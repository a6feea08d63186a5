"""Blind corpora D onwards (tests/privacy/blind_<x>.py, scored by blind_common.py), each
written by a session that never read the detectors and measured before any fix (numbers in
SECURITY.md). D–G were fixed against in earlier rounds, H and I in round 4, J and K in round 5,
L and M (names and usernames only) in round 6, N in round 7, P and Q in round 8. O, a tester's
acceptance corpus (Faker values as they come), was held out through round 8 (1.4% survived);
then one class it showed was fixed (a card number followed by its expiry date, 60 of its 101
survivors): its other ratchets are still held-out gaps. R was fixed against in round 9, S in
round 10, T in round 11 (each held out through the round before: S 1.2%, T 2.1%). U was held
out through round 11 (2.0% survived, 3.8% of benign altered); round 12 fixed only its benign
classes, round 13 the rest. V (agent memory notes) was held out through round 13 (3.0%) and
fixed in round 14; its seven bare 40-hex values with no key word are left on purpose (a git
commit hash looks the same). W (pasted snippets, quick notes, records, errands) was held out
through round 14 (1.4%; 1.6% through round 13) and fixed in round 15. X (chat and IM
transcripts, terminal sessions, pasted work documents, voice dictation) was held out through
round 15 (2.6%) and fixed in round 16; its one bare 64-hex value is left on purpose. Y (what
users tell an assistant to remember, phone-typed with pinyin abbreviations) was held out
through round 16 (2.6%) and fixed in round 17. Z (e-mail threads, OCR'd forms, logs and
payloads, requests to an assistant) was held out through round 17 (3.0%; 0.7% of benign
altered); session 8 fixed some of its classes in normalization (misspelled cues, dot leaders,
glued labels) and three benign ones (1.8%; 0.2%), round 19 most of the rest. AA (back-office
text: tickets, HR, travel, tool-call arguments) and AB (community posts, listings, profiles,
notices) were measured held out at the start of round 19 (4.2% and 3.7% survived; 0.6% and
4.2% of benign altered), AD (developer artifacts) and AC (regulated domains) after AA/AB's
fixes (4.0% and 1.3%; 0.9% and 3.2% of benign); round 19 then fixed classes of all four, so
none of them is held out any more. AE (a personal assistant's daily life: calendars, devices,
deliveries, family chats) and AF (sales, recruiting, outreach, support chatbots) were written
at the end of round 19 and scored once on its final code (2.4% and 1.7% survived; 2.0% and
2.25% of benign altered); round 20 fixed classes of both. AG (logistics, field service,
travel) and AH (schools, clubs, volunteering, hobby forums) were written at the start of
round 20 and scored held out on its first code (2.1% and 3.6% survived; 3.3% and 2.8% of
benign altered) and again on AE/AF's fixes (2.1% and 3.6%; unchanged benign); round 20 then
fixed their benign classes and a few recall ones. AI (property and housing) and AJ (civic,
legal and government services) were written during round 20 and scored once on its final
code; round 21 fixed classes of both (and of AD–AH). AK (personal health and money) and AL
(an acceptance tester's agent memory entries) were written at the start of round 21 by two
blind helper sessions and scored on its starting code and, once more, on its final code:
they were held out through round 21, and round 22 fixed classes of both. AM (chat exports:
WhatsApp, WeChat, Slack, Discord, Telegram …) and AN (online shopping and e-commerce) were
written by two blind helper sessions at the start of round 22 and scored on its starting code;
round 22's own rules came from AK/AL, from hand-written e-commerce and chat samples of the
session's own and from the apps' real export layouts, not from AM's or AN's texts (their
texts and failures were never read; their cell counts were looked at during the round,
SECURITY.md says when and why), so their ratchets pin held-out gaps. Round 23 (sessions 13
and 14) read AM's and AN's failures and fixed classes of both; AO (journals, notes, social
feeds, gaming) and AP (customer-service and call-centre records) were written by two blind
helper sessions and held out: their texts and failures were never read, but their cell
counts were looked at after most changes of the round, and a change that raised AO's benign
count was set aside until public figures were handled (SECURITY.md), so their ratchets pin
gaps of corpora that are held out in text, not in counts. Round 24 (session 15) read AO's
and AP's failures and fixed classes of both; AQ (relationships and life events), AR
(freelancers and small businesses), AS (vehicles and mobility) and AT (smart home, IoT and
family tech support) were written by four blind helper sessions during the round. AQ and AR
were read and fixed against after their first scores, AS at the end of the round; AT was never
read (its cell counts were printed three times, and no rule came from them): its ratchets pin
the round's held-out gap (SECURITY.md). Round 25 (session 16) read AT's failures and fixed
classes of it; AU (HR, payroll, onboarding), AV (students and academia), AW (sports, fitness,
pets, hobbies) and AX (expats, immigration, cross-border life) were written by four blind
helper sessions at its start and scored on its starting code. AU and AV were read and fixed
against, then AW; AX was never read (its cell counts were printed at the start, after AT's
fixes, after AU/AV's and at the end, and no rule came from them): its ratchets pin the round's
held-out gap. Round 26 (session 17) read AX's failures and fixed classes of it; AY (media and
creators), AZ (insurance, investing, crypto), BA (SRE and on-call) and BB (hospitality, events,
weddings) were written by four blind helper sessions at its start, scored once on the code
with AX's fixes, then read and fixed against. BC (elder care), BD (charities and faith
communities), BE (building management and security) and BF (research participants) were
written by four more blind helper sessions during the round, scored once on the code with
AY–BB's fixes, then read and partly fixed against. BG (construction), BH (salons, personal
services), BI (manufacturing) and BJ (retail, loyalty) were written by four more and scored
once, on the round's final code, never read: their ratchets pin the round's held-out gap
(SECURITY.md). Round 27 (session 18) read BG–BJ's failures and fixed classes of them. BK
(telecom and broadband), BL (airlines and crews), BM (dental and outpatient clinics) and BN
(libraries, museums, archives, genealogy) were written by four blind helper sessions at its
start and never read: their texts and failures were not looked at and no rule came from them
(their counts were printed several times, BK's alongside BG–BJ's after the first changes);
their ratchets pin the round's held-out gap.

Target: <= 1% of planted values survive per category and language, <= 2% of benign texts
altered. Cells still above target are pinned in RATCHET as known gaps: lower an entry as
recall improves. One entry was raised on purpose: L financial/mixed 3 -> 4, when an uncued
12-digit Luhn number stopped counting as a card (one random 12-digit id in 30 fits; L's
fourth value is a bare number in "帮我 check … 还能不能用", with no card word).
Failure messages carry category/language/counts only; the samples go to a temp file.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import tempfile
from collections import Counter
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
import time_machine

from complex_memory_manager.privacy import default_gate

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from blind_common import CATEGORIES, LANGS, survival  # noqa: E402

CORPORA = (
    "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u",
    "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai", "aj", "ak",
    "al", "am", "an", "ao", "ap", "aq", "ar", "as", "at", "au", "av", "aw", "ax", "ay", "az",
    "ba", "bb", "bc", "bd", "be", "bf", "bg", "bh", "bi", "bj", "bk", "bl", "bm", "bn",
)
#: one xdist worker per corpus (scripts/test runs ``--dist loadgroup``): each corpus is built
#: and redacted once, not once per worker
_BY_CORPUS = [pytest.param(c, marks=pytest.mark.xdist_group(f"blind_{c}")) for c in CORPORA]
#: the day the corpora are built on (see ``_results``)
CORPUS_DAY = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
TARGET = 0.01
BENIGN_TARGET = 0.02
#: known gaps: (corpus, category, lang) -> highest allowed survivor count
RATCHET: dict[tuple[str, str, str], int] = {
    ('g', 'password', 'en'): 3, ('j', 'phone', 'en'): 3, ('k', 'financial', 'mixed'): 4,
    ('k', 'secret', 'zh'): 3, ('l', 'financial', 'en'): 5, ('l', 'financial', 'mixed'): 4,
    ('l', 'financial', 'zh'): 3, ('l', 'person_name', 'zh'): 3, ('l', 'phone', 'en'): 4,
    ('l', 'phone', 'mixed'): 4, ('l', 'phone', 'zh'): 6, ('m', 'geo', 'en'): 24,
    ('m', 'geo', 'mixed'): 19, ('m', 'geo', 'zh'): 11, ('m', 'government_id', 'en'): 4,
    ('m', 'phone', 'en'): 3, ('m', 'schedule', 'zh'): 3, ('p', 'password', 'mixed'): 3,
    ('q', 'password', 'en'): 3, ('r', 'person_name', 'mixed'): 5, ('v', 'secret', 'en'): 7,
    ('w', 'password', 'en'): 8, ('w', 'password', 'mixed'): 7, ('w', 'password', 'zh'): 3,
    ('z', 'geo', 'en'): 4, ('z', 'geo', 'mixed'): 11, ('z', 'geo', 'zh'): 4,
    ('z', 'person_name', 'en'): 3, ('z', 'username', 'en'): 16, ('aa', 'financial', 'zh'): 9,
    ('aa', 'geo', 'en'): 14, ('aa', 'geo', 'mixed'): 11, ('aa', 'geo', 'zh'): 11,
    ('aa', 'secret', 'en'): 8, ('aa', 'username', 'en'): 3, ('ab', 'geo', 'mixed'): 6,
    ('ab', 'geo', 'zh'): 8, ('ab', 'government_id', 'en'): 6, ('ab', 'password', 'en'): 7,
    ('ab', 'secret', 'mixed'): 3, ('ab', 'username', 'zh'): 3, ('ac', 'financial', 'mixed'): 7,
    ('ac', 'government_id', 'mixed'): 7, ('ad', 'financial', 'en'): 4,
    ('ad', 'financial', 'mixed'): 5, ('ad', 'financial', 'zh'): 9, ('ad', 'geo', 'en'): 16,
    ('ad', 'geo', 'mixed'): 12, ('ad', 'geo', 'zh'): 10, ('ad', 'government_id', 'en'): 6,
    ('ad', 'password', 'en'): 9, ('ad', 'password', 'mixed'): 11, ('ad', 'password', 'zh'): 12,
    ('ad', 'person_name', 'zh'): 3, ('ad', 'phone', 'mixed'): 5, ('ad', 'username', 'en'): 34,
    ('ad', 'username', 'mixed'): 20, ('ad', 'username', 'zh'): 23, ('ae', 'password', 'en'): 3,
    ('ae', 'password', 'mixed'): 12, ('ae', 'password', 'zh'): 19, ('ae', 'username', 'en'): 10,
    ('ae', 'username', 'mixed'): 11, ('ae', 'username', 'zh'): 10, ('af', 'geo', 'mixed'): 3,
    ('af', 'username', 'en'): 4, ('af', 'username', 'mixed'): 4, ('ag', 'financial', 'en'): 6,
    ('ag', 'geo', 'en'): 9, ('ag', 'geo', 'mixed'): 21, ('ag', 'geo', 'zh'): 11,
    ('ag', 'phone', 'en'): 5, ('ag', 'phone', 'mixed'): 3, ('ag', 'username', 'en'): 10,
    ('ag', 'username', 'mixed'): 11, ('ag', 'username', 'zh'): 10, ('ah', 'geo', 'mixed'): 14,
    ('ah', 'geo', 'zh'): 11, ('ah', 'government_id', 'en'): 3, ('ah', 'government_id', 'mixed'): 5,
    ('ah', 'password', 'en'): 3, ('ah', 'phone', 'en'): 3, ('ah', 'username', 'mixed'): 14,
    ('ah', 'username', 'zh'): 7, ('ai', 'financial', 'mixed'): 7, ('ai', 'geo', 'en'): 12,
    ('ai', 'geo', 'mixed'): 15, ('ai', 'geo', 'zh'): 10, ('ai', 'government_id', 'en'): 6,
    ('ai', 'government_id', 'mixed'): 17, ('ai', 'government_id', 'zh'): 3,
    ('ai', 'password', 'en'): 3, ('ai', 'password', 'mixed'): 6, ('ai', 'schedule', 'mixed'): 7,
    ('aj', 'financial', 'en'): 8, ('aj', 'geo', 'mixed'): 9, ('aj', 'geo', 'zh'): 9,
    ('aj', 'password', 'zh'): 5, ('ak', 'geo', 'mixed'): 4, ('ak', 'person_name', 'zh'): 3,
    ('al', 'geo', 'mixed'): 7, ('am', 'geo', 'en'): 30, ('am', 'geo', 'mixed'): 22,
    ('am', 'geo', 'zh'): 7, ('am', 'government_id', 'en'): 25,
    ('am', 'government_id', 'mixed'): 18, ('am', 'password', 'en'): 22,
    ('am', 'password', 'mixed'): 21, ('am', 'password', 'zh'): 12, ('am', 'username', 'en'): 12,
    ('am', 'username', 'mixed'): 4, ('am', 'username', 'zh'): 8, ('an', 'geo', 'mixed'): 4,
    ('an', 'geo', 'zh'): 5, ('an', 'password', 'en'): 11, ('an', 'password', 'mixed'): 4,
    ('an', 'person_name', 'zh'): 18, ('an', 'username', 'en'): 16, ('an', 'username', 'mixed'): 8,
    ('ao', 'username', 'en'): 7, ('ao', 'username', 'mixed'): 7, ('ap', 'geo', 'mixed'): 4,
    ('ap', 'person_name', 'mixed'): 3, ('ap', 'schedule', 'en'): 7, ('aq', 'financial', 'en'): 3,
    ('aq', 'geo', 'en'): 5, ('aq', 'geo', 'mixed'): 7, ('aq', 'geo', 'zh'): 3,
    ('aq', 'person_name', 'en'): 8, ('aq', 'schedule', 'mixed'): 3, ('ar', 'financial', 'zh'): 5,
    ('ar', 'geo', 'en'): 3, ('ar', 'password', 'en'): 5, ('ar', 'password', 'mixed'): 4,
    ('ar', 'person_name', 'en'): 14, ('ar', 'person_name', 'mixed'): 6,
    ('ar', 'schedule', 'mixed'): 15, ('ar', 'secret', 'zh'): 10, ('ar', 'username', 'en'): 8,
    ('as', 'financial', 'en'): 12, ('as', 'geo', 'en'): 12, ('as', 'geo', 'mixed'): 9,
    ('as', 'geo', 'zh'): 17, ('as', 'government_id', 'en'): 19,
    ('as', 'government_id', 'mixed'): 12, ('as', 'government_id', 'zh'): 13,
    ('as', 'password', 'en'): 4, ('as', 'password', 'mixed'): 12, ('as', 'person_name', 'en'): 16,
    ('as', 'person_name', 'mixed'): 5, ('as', 'schedule', 'zh'): 12, ('as', 'username', 'en'): 12,
    ('as', 'username', 'mixed'): 14, ('as', 'username', 'zh'): 13,
    ('at', 'government_id', 'en'): 4, ('at', 'person_name', 'mixed'): 17,
    ('at', 'username', 'en'): 10, ('au', 'geo', 'mixed'): 11, ('au', 'geo', 'zh'): 7,
    ('au', 'person_name', 'en'): 9, ('au', 'person_name', 'mixed'): 3,
    ('au', 'person_name', 'zh'): 4, ('au', 'schedule', 'en'): 4, ('au', 'schedule', 'zh'): 6,
    ('au', 'username', 'en'): 4, ('au', 'username', 'mixed'): 7,
    ('av', 'government_id', 'mixed'): 6, ('av', 'government_id', 'zh'): 6,
    ('av', 'home_path', 'en'): 6, ('av', 'password', 'en'): 3, ('av', 'person_name', 'zh'): 8,
    ('av', 'schedule', 'en'): 9, ('av', 'username', 'mixed'): 19, ('av', 'username', 'zh'): 6,
    ('aw', 'geo', 'en'): 6, ('aw', 'government_id', 'en'): 5, ('aw', 'government_id', 'zh'): 8,
    ('aw', 'password', 'mixed'): 17, ('aw', 'schedule', 'en'): 9, ('aw', 'schedule', 'mixed'): 6,
    ('aw', 'secret', 'en'): 11, ('aw', 'username', 'en'): 6, ('aw', 'username', 'mixed'): 11,
    ('aw', 'username', 'zh'): 4, ('ax', 'address', 'mixed'): 10, ('ax', 'geo', 'zh'): 5,
    ('ax', 'phone', 'mixed'): 3, ('ax', 'schedule', 'en'): 9, ('ax', 'schedule', 'mixed'): 6,
    ('ax', 'username', 'en'): 6, ('ax', 'username', 'mixed'): 11, ('ax', 'username', 'zh'): 7,
    ('ay', 'password', 'zh'): 13, ('ay', 'person_name', 'mixed'): 4, ('ay', 'username', 'en'): 11,
    ('ay', 'username', 'mixed'): 37, ('ay', 'username', 'zh'): 9, ('az', 'financial', 'en'): 3,
    ('az', 'geo', 'en'): 14, ('az', 'geo', 'mixed'): 4, ('az', 'geo', 'zh'): 18,
    ('az', 'government_id', 'en'): 3, ('az', 'password', 'en'): 9, ('az', 'password', 'zh'): 4,
    ('az', 'person_name', 'en'): 4, ('az', 'phone', 'zh'): 6, ('az', 'schedule', 'mixed'): 8,
    ('az', 'secret', 'en'): 7, ('az', 'username', 'en'): 18, ('az', 'username', 'mixed'): 6,
    ('az', 'username', 'zh'): 20, ('ba', 'financial', 'en'): 8, ('ba', 'geo', 'zh'): 7,
    ('ba', 'government_id', 'en'): 7, ('ba', 'government_id', 'zh'): 6,
    ('ba', 'home_path', 'en'): 7, ('ba', 'home_path', 'mixed'): 8, ('ba', 'home_path', 'zh'): 8,
    ('ba', 'password', 'en'): 6, ('ba', 'password', 'mixed'): 9, ('ba', 'password', 'zh'): 13,
    ('ba', 'person_name', 'zh'): 23, ('ba', 'secret', 'en'): 6, ('ba', 'secret', 'zh'): 3,
    ('ba', 'username', 'en'): 15, ('ba', 'username', 'mixed'): 22, ('ba', 'username', 'zh'): 59,
    ('bb', 'address', 'en'): 7, ('bb', 'email', 'zh'): 3, ('bb', 'financial', 'en'): 8,
    ('bb', 'financial', 'mixed'): 8, ('bb', 'financial', 'zh'): 5, ('bb', 'geo', 'en'): 6,
    ('bb', 'government_id', 'en'): 20, ('bb', 'password', 'en'): 21,
    ('bb', 'password', 'mixed'): 8, ('bb', 'password', 'zh'): 8, ('bb', 'person_name', 'mixed'): 7,
    ('bb', 'person_name', 'zh'): 3, ('bb', 'phone', 'mixed'): 5, ('bb', 'schedule', 'en'): 8,
    ('bb', 'secret', 'en'): 14, ('bb', 'username', 'en'): 14, ('bb', 'username', 'mixed'): 57,
    ('bb', 'username', 'zh'): 27, ('bc', 'financial', 'en'): 8, ('bc', 'financial', 'mixed'): 15,
    ('bc', 'financial', 'zh'): 7, ('bc', 'geo', 'en'): 16, ('bc', 'geo', 'mixed'): 8,
    ('bc', 'geo', 'zh'): 15, ('bc', 'government_id', 'en'): 8, ('bc', 'password', 'en'): 22,
    ('bc', 'password', 'mixed'): 24, ('bc', 'person_name', 'mixed'): 6,
    ('bc', 'person_name', 'zh'): 29, ('bc', 'schedule', 'en'): 21, ('bc', 'schedule', 'mixed'): 18,
    ('bc', 'schedule', 'zh'): 8, ('bc', 'secret', 'en'): 7, ('bc', 'secret', 'mixed'): 8,
    ('bc', 'secret', 'zh'): 7, ('bc', 'username', 'en'): 7, ('bc', 'username', 'mixed'): 32,
    ('bc', 'username', 'zh'): 23, ('bd', 'geo', 'en'): 18, ('bd', 'geo', 'mixed'): 3,
    ('bd', 'government_id', 'en'): 9, ('bd', 'password', 'en'): 28,
    ('bd', 'password', 'mixed'): 10, ('bd', 'password', 'zh'): 9, ('bd', 'person_name', 'en'): 6,
    ('bd', 'person_name', 'mixed'): 19, ('bd', 'phone', 'mixed'): 11, ('bd', 'phone', 'zh'): 7,
    ('bd', 'schedule', 'en'): 12, ('bd', 'schedule', 'mixed'): 12, ('bd', 'username', 'en'): 23,
    ('bd', 'username', 'mixed'): 21, ('bd', 'username', 'zh'): 32, ('be', 'address', 'en'): 22,
    ('be', 'address', 'mixed'): 4, ('be', 'geo', 'zh'): 7, ('be', 'government_id', 'en'): 13,
    ('be', 'government_id', 'mixed'): 7, ('be', 'government_id', 'zh'): 7,
    ('be', 'password', 'en'): 7, ('be', 'password', 'mixed'): 21, ('be', 'password', 'zh'): 21,
    ('be', 'person_name', 'mixed'): 4, ('be', 'person_name', 'zh'): 16,
    ('be', 'schedule', 'mixed'): 3, ('be', 'secret', 'zh'): 8, ('be', 'username', 'mixed'): 19,
    ('bf', 'address', 'zh'): 8, ('bf', 'financial', 'mixed'): 7, ('bf', 'financial', 'zh'): 6,
    ('bf', 'geo', 'en'): 8, ('bf', 'government_id', 'en'): 5, ('bf', 'password', 'en'): 16,
    ('bf', 'password', 'mixed'): 14, ('bf', 'person_name', 'en'): 21,
    ('bf', 'person_name', 'mixed'): 9, ('bf', 'person_name', 'zh'): 31, ('bf', 'secret', 'en'): 14,
    ('bf', 'secret', 'mixed'): 14, ('bf', 'secret', 'zh'): 32, ('bf', 'username', 'en'): 11,
    ('bf', 'username', 'mixed'): 9, ('bf', 'username', 'zh'): 18, ('bg', 'address', 'zh'): 4,
    ('bg', 'geo', 'mixed'): 5, ('bg', 'government_id', 'en'): 12,
    ('bg', 'government_id', 'mixed'): 6, ('bg', 'password', 'en'): 5,
    ('bg', 'password', 'mixed'): 8, ('bg', 'password', 'zh'): 12, ('bg', 'person_name', 'en'): 6,
    ('bg', 'person_name', 'zh'): 22, ('bg', 'schedule', 'mixed'): 8, ('bg', 'username', 'en'): 3,
    ('bg', 'username', 'mixed'): 8, ('bg', 'username', 'zh'): 10, ('bh', 'address', 'en'): 21,
    ('bh', 'geo', 'en'): 8, ('bh', 'geo', 'mixed'): 7, ('bh', 'geo', 'zh'): 8,
    ('bh', 'government_id', 'en'): 3, ('bh', 'government_id', 'mixed'): 7,
    ('bh', 'password', 'en'): 18, ('bh', 'password', 'zh'): 8, ('bh', 'person_name', 'mixed'): 6,
    ('bh', 'person_name', 'zh'): 18, ('bh', 'schedule', 'en'): 3, ('bh', 'schedule', 'mixed'): 4,
    ('bh', 'schedule', 'zh'): 8, ('bh', 'secret', 'zh'): 8, ('bh', 'username', 'en'): 10,
    ('bh', 'username', 'mixed'): 23, ('bh', 'username', 'zh'): 40, ('bi', 'password', 'zh'): 18,
    ('bi', 'person_name', 'mixed'): 4, ('bi', 'person_name', 'zh'): 26,
    ('bi', 'schedule', 'en'): 6, ('bi', 'schedule', 'mixed'): 8, ('bi', 'schedule', 'zh'): 10,
    ('bi', 'secret', 'en'): 14, ('bi', 'secret', 'mixed'): 8, ('bi', 'secret', 'zh'): 16,
    ('bi', 'username', 'en'): 6, ('bi', 'username', 'mixed'): 20, ('bi', 'username', 'zh'): 17,
    ('bj', 'address', 'zh'): 5, ('bj', 'financial', 'en'): 11, ('bj', 'geo', 'en'): 6,
    ('bj', 'government_id', 'en'): 10, ('bj', 'government_id', 'mixed'): 3,
    ('bj', 'password', 'en'): 5, ('bj', 'password', 'mixed'): 10, ('bj', 'password', 'zh'): 7,
    ('bj', 'person_name', 'zh'): 3, ('bj', 'schedule', 'en'): 9, ('bj', 'schedule', 'mixed'): 21,
    ('bj', 'secret', 'zh'): 3, ('bj', 'username', 'en'): 6, ('bj', 'username', 'mixed'): 24,
    ('bj', 'username', 'zh'): 42, ('bk', 'address', 'mixed'): 13, ('bk', 'address', 'zh'): 26,
    ('bk', 'financial', 'zh'): 3, ('bk', 'geo', 'zh'): 18, ('bk', 'government_id', 'en'): 13,
    ('bk', 'government_id', 'mixed'): 19, ('bk', 'password', 'en'): 15,
    ('bk', 'password', 'zh'): 21, ('bk', 'person_name', 'en'): 9, ('bk', 'phone', 'en'): 21,
    ('bk', 'schedule', 'en'): 7, ('bk', 'schedule', 'mixed'): 11, ('bk', 'username', 'zh'): 48,
    ('bl', 'financial', 'en'): 14, ('bl', 'geo', 'zh'): 18, ('bl', 'government_id', 'en'): 51,
    ('bl', 'government_id', 'mixed'): 35, ('bl', 'government_id', 'zh'): 12,
    ('bl', 'home_path', 'en'): 14, ('bl', 'password', 'en'): 10, ('bl', 'person_name', 'en'): 17,
    ('bl', 'person_name', 'mixed'): 37, ('bl', 'person_name', 'zh'): 80, ('bl', 'phone', 'en'): 14,
    ('bl', 'phone', 'mixed'): 19, ('bl', 'schedule', 'en'): 25, ('bl', 'schedule', 'mixed'): 10,
    ('bl', 'username', 'en'): 18, ('bl', 'username', 'mixed'): 16, ('bm', 'address', 'mixed'): 7,
    ('bm', 'address', 'zh'): 7, ('bm', 'geo', 'en'): 5, ('bm', 'geo', 'zh'): 8,
    ('bm', 'government_id', 'en'): 7, ('bm', 'password', 'en'): 9, ('bm', 'password', 'zh'): 10,
    ('bm', 'person_name', 'en'): 3, ('bm', 'person_name', 'mixed'): 29,
    ('bm', 'person_name', 'zh'): 20, ('bm', 'schedule', 'mixed'): 5, ('bm', 'secret', 'zh'): 4,
    ('bm', 'username', 'en'): 11, ('bm', 'username', 'mixed'): 17, ('bm', 'username', 'zh'): 6,
    ('bn', 'address', 'mixed'): 15, ('bn', 'address', 'zh'): 19, ('bn', 'geo', 'en'): 18,
    ('bn', 'geo', 'zh'): 28, ('bn', 'government_id', 'en'): 12, ('bn', 'home_path', 'en'): 25,
    ('bn', 'home_path', 'mixed'): 30, ('bn', 'password', 'en'): 30,
    ('bn', 'password', 'mixed'): 17, ('bn', 'password', 'zh'): 28, ('bn', 'person_name', 'en'): 25,
    ('bn', 'person_name', 'mixed'): 7, ('bn', 'person_name', 'zh'): 41, ('bn', 'phone', 'en'): 4,
    ('bn', 'phone', 'mixed'): 5, ('bn', 'schedule', 'mixed'): 4, ('bn', 'schedule', 'zh'): 3,
    ('bn', 'secret', 'en'): 3, ('bn', 'secret', 'zh'): 8, ('bn', 'username', 'en'): 31,
    ('bn', 'username', 'mixed'): 37, ('bn', 'username', 'zh'): 53,
}
BENIGN_RATCHET: dict[tuple[str, str], int] = {
    ('l', 'mixed'): 12, ('am', 'en'): 20, ('am', 'mixed'): 25, ('am', 'zh'): 18, ('an', 'zh'): 13,
    ('aq', 'en'): 21, ('aq', 'mixed'): 31, ('aq', 'zh'): 11, ('as', 'en'): 33, ('as', 'zh'): 27,
    ('at', 'mixed'): 22, ('ay', 'en'): 22, ('ay', 'mixed'): 10, ('ay', 'zh'): 23,
    ('ba', 'mixed'): 28, ('bb', 'en'): 11, ('bb', 'mixed'): 26, ('bb', 'zh'): 16, ('bc', 'en'): 18,
    ('bc', 'mixed'): 20, ('bd', 'en'): 33, ('bd', 'mixed'): 31, ('bd', 'zh'): 13, ('be', 'en'): 24,
    ('be', 'mixed'): 9, ('be', 'zh'): 30, ('bf', 'en'): 16, ('bf', 'mixed'): 14, ('bg', 'en'): 11,
    ('bg', 'zh'): 12, ('bh', 'en'): 20, ('bi', 'en'): 16, ('bi', 'mixed'): 21, ('bi', 'zh'): 13,
    ('bj', 'en'): 23, ('bj', 'zh'): 18, ('bk', 'en'): 12, ('bk', 'mixed'): 29, ('bk', 'zh'): 22,
    ('bl', 'en'): 51, ('bl', 'mixed'): 16, ('bl', 'zh'): 12, ('bm', 'en'): 23, ('bm', 'zh'): 11,
    ('bn', 'en'): 62, ('bn', 'mixed'): 73, ('bn', 'zh'): 28,
}


def _load(letter: str) -> ModuleType:
    name = f"_blind_{letter}"
    spec = importlib.util.spec_from_file_location(name, HERE / f"blind_{letter}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


@cache
def _results(letter: str) -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]],
                                   Counter[str], Counter[str], str]:
    gate = default_gate()
    # Faker draws some values relative to today (a resident ID's birth date, a card's
    # expiry): the corpora are built on one fixed day, so their texts, and the counts pinned
    # below, are the same on every run
    with time_machine.travel(CORPUS_DAY, tick=False):
        mod = _load(letter)
        samples = list(mod.samples())
        benign = list(mod.benign_with_lang())
    memo: dict[str, str] = {}

    def red(text: str) -> str:
        if text not in memo:
            memo[text] = gate.redact(text).text
        return memo[text]

    tot: Counter[tuple[str, str]] = Counter()
    bad: Counter[tuple[str, str]] = Counter()
    fails: list[dict[str, str]] = []
    for s in samples:
        out = red(s.text)
        tot[(s.category, s.lang)] += 1
        if survival(s, out):
            bad[(s.category, s.lang)] += 1
            fails.append({"category": s.category, "lang": s.lang, "text": s.text,
                          "redacted": out})
    btot: Counter[str] = Counter()
    bbad: Counter[str] = Counter()
    for lang, text in benign:
        out = red(text)
        btot[lang] += 1
        if out != text:
            bbad[lang] += 1
            fails.append({"category": "benign", "lang": lang, "text": text, "redacted": out})
    with tempfile.NamedTemporaryFile("w", suffix=f"_blind_{letter}.json", delete=False,
                                     encoding="utf-8") as fh:
        json.dump(fails, fh, ensure_ascii=False, indent=1)
    return tot, bad, btot, bbad, fh.name


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("category", CATEGORIES)
@pytest.mark.parametrize("letter", _BY_CORPUS)
def test_planted_values_do_not_survive(letter: str, category: str, lang: str) -> None:
    tot, bad, _, _, dump = _results(letter)
    n, k = tot[(category, lang)], bad[(category, lang)]
    assert n >= 120, f"blind_{letter} {category}/{lang}: only {n} samples"
    allowed = max(int(TARGET * n), RATCHET.get((letter, category, lang), 0))
    assert k <= allowed, f"blind_{letter} {category}/{lang}: {k}/{n} survived (samples: {dump})"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("letter", _BY_CORPUS)
def test_benign_texts_pass_untouched(letter: str, lang: str) -> None:
    _, _, btot, bbad, dump = _results(letter)
    n, k = btot[lang], bbad[lang]
    assert n >= 200
    allowed = max(int(BENIGN_TARGET * n), BENIGN_RATCHET.get((letter, lang), 0))
    assert k <= allowed, f"blind_{letter} benign/{lang}: {k}/{n} altered (samples: {dump})"
