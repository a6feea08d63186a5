"""Round 22: driving-licence numbers after the short cues people type ("DL:", "DL#",
"driver's lic.", "licence no", "driver license 号"), UK bank details in abbreviated form
("sort 20-41-77, acc 50913382", "s/c … a/c …"), British streets whose one-word name has its
type glued on ("Flat 3, 41 Southgate", "26a Kingsway"), and a lower-case street something is
sent to. Hand-written values, not the corpora's. A failure names the case's index, never
the value."""

from __future__ import annotations

import pytest

from complex_memory_manager.privacy import default_gate

PLANTED = [
    # driving licences: US state shapes after abbreviated or mixed-language cues
    ("DL: K4471093", "K4471093"),
    ("DL# 30918264 on the rental form", "30918264"),
    ("my DL is C7781204, exp 2029", "C7781204"),
    ("D/L 58200417", "58200417"),
    ("driver's lic. G771-402-118-063", "G771-402-118-063"),
    ("Driver's license # S204-117-83-602-7 for the hire car", "S204-117-83-602-7"),
    ("driver license 号 T508-6613-2094", "T508-6613-2094"),
    ("driver license 号码：R31406628", "R31406628"),
    ("DL no. 902 417 336 (NY)", "902 417 336"),
    ("dl# M55021873 for the form", "M55021873"),
    ("Licence no: GH7204418", "GH7204418"),
    ("DL: WDLQ7RTMB2VX", "WDLQ7RTMB2VX"),
    ("DL: WDLQRTMNBVCX", "WDLQRTMNBVCX"),
    ("驾照 号码 Y62093175", "Y62093175"),
    ("dl: b2651691", "b2651691"),
    ("Lic: D6021187", "D6021187"),
    ("lic# 88213907 (contractor)", "88213907"),
    # a DVLA number typed in lower case after its cue
    ("licence: okafo 708143 tj9kp", "okafo 708143 tj9kp"),
    ("driving licence no. pryce751029ag8xz", "pryce751029ag8xz"),
    # bank details in short form
    ("refund to: sort 40-17-62, acc 71029384", "71029384"),
    ("refund to: sort 40-17-62, acc 71029384", "40-17-62"),
    ("s/c 20 93 58 a/c 55128047", "20 93 58"),
    ("s/c 20 93 58 a/c 55128047", "55128047"),
    ("pay him: acc 63390127, sort code 11-52-80", "63390127"),
    ("sort-code 30-12-77 acc no 41902283", "30-12-77"),
    # glued British street names
    ("Post it to Flat 12, 7 Southgate, Leeds", "Flat 12, 7 Southgate"),
    ("she rents at Flat 3C, 140 Queensway", "Flat 3C, 140 Queensway"),
    ("Come round to our place, 19b Parkside, after six", "19b Parkside"),
    ("Gran's house: 62 Moorgate", "62 Moorgate"),
    ("they moved to 5 Ridgeway, Kendal", "5 Ridgeway"),
    ("Cambridge 的 flat：23 Highgate", "23 Highgate"),
    ("deliver to 88 Riverside", "88 Riverside"),
    # a lower-case street a thing is sent to
    ("send the spare charger to 41 halloran pass thanks", "41 halloran pass"),
    ("please post the keys to 7 lindqvist way", "7 lindqvist way"),
]

BENIGN = [
    # "DL" as an airline, a download or deep learning; licences named but not numbered
    "Flight DL 1402 departs 9:40; DL 2211 connects in Atlanta.",
    "DL: 2.5 GB left, ETA 4 min",
    "dl: 1048576 bytes in 3.2s",
    "DL# 123 on the board",
    "DL model hit 95.2% on 1000000 samples",
    "DL 2024-05-18 12:30 finished",
    "DL: 100000 downloads this week",
    "driver's license renewed in 2023",
    "driver license 号码还没收到",
    "License: MIT",
    "License: GPL3",
    "license: 7294013 seats",
    "license: 1234567",
    "my DL is 20 minutes late",
    # "sort" and "acc" that are no bank details
    "sort 1-2-3 then merge",
    "sort by 12-03-24 descending",
    "sort 2024-01-05 ascending",
    "acc 0.9531 after 3 epochs",
    "acc 1250000 rows scanned",
    # glued words that are no streets
    "We had 3 Takeaway orders tonight",
    "I bought 2 Broadway tickets",
    "we went to 3 Broadway shows",
    "The 2 Gateway servers rebooted",
    "Score at 45 Offside flag raised",
    "Aggregate 12 Delegate votes",
    # a thing sent to a count, not a street
    "we sent the memo to 3 key points",
    "I sent the update to 2 test tracks",
    "forwarded the draft to 3 main lines",
]


@pytest.mark.parametrize("case", range(len(PLANTED)))
def test_planted_value_is_redacted(case: int) -> None:
    text, value = PLANTED[case]
    survived = value in default_gate().redact(text).text
    assert not survived, f"planted case {case} survived"


@pytest.mark.parametrize("case", range(len(PLANTED)))
def test_redacting_twice_changes_nothing(case: int) -> None:
    gate = default_gate()
    once = gate.redact(PLANTED[case][0]).text
    assert gate.redact(once).text == once, f"case {case} changed on a second pass"


@pytest.mark.parametrize("case", range(len(BENIGN)))
def test_benign_text_is_untouched(case: int) -> None:
    text = BENIGN[case]
    assert default_gate().redact(text).text == text, f"benign case {case} altered"
