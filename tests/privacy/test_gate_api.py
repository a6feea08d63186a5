"""Public API: config parsing, policies, allow-list, custom patterns, no value leaks."""

from __future__ import annotations

import pytest

import complex_memory_manager.privacy as privacy
from complex_memory_manager.errors import ConfigError, PrivacyRefused
from complex_memory_manager.privacy import (
    Category,
    Finding,
    GateResult,
    PrivacyConfig,
    PrivacyGate,
    default_gate,
    mask_preview,
)

SECRET_TEXT = "Contact jane.doe@example.com, token ghp_abcdefghijklmnopqrstuvwxyz0123456789"


def test_all_is_sorted_and_complete() -> None:
    assert privacy.__all__ == sorted(privacy.__all__)
    for name in privacy.__all__:
        assert hasattr(privacy, name)


def test_category_values() -> None:
    assert {c.value for c in Category} == {
        "secret",
        "password",
        "email",
        "phone",
        "address",
        "government_id",
        "financial",
        "person_name",
        "username",
        "home_path",
        "schedule",
        "geo",
    }


def test_finding_and_result_repr_hold_no_value() -> None:
    result = default_gate().redact(SECRET_TEXT)
    shown = repr(result.findings) + repr(result.counts)
    assert "jane" not in shown and "ghp_" not in shown
    assert result.counts == {"email": 1, "secret": 1}
    assert isinstance(result, GateResult) and all(isinstance(f, Finding) for f in result.findings)


def test_strict_refusal_names_categories_and_counts_only() -> None:
    with pytest.raises(PrivacyRefused) as info:
        default_gate().apply(SECRET_TEXT, strict=True)
    assert info.value.exit_code == 3
    assert info.value.counts == {"email": 1, "secret": 1}
    assert "jane" not in str(info.value) and "ghp_" not in str(info.value)


def test_policy_from_config() -> None:
    gate = PrivacyGate(PrivacyConfig.from_mapping({"policy": "strict"}))
    with pytest.raises(PrivacyRefused):
        gate.apply(SECRET_TEXT)
    assert gate.apply("nothing private here").text == "nothing private here"
    assert gate.apply(SECRET_TEXT, strict=False).counts == {"email": 1, "secret": 1}


def test_per_category_policy() -> None:
    cfg = PrivacyConfig.from_mapping({"categories": {"email": "allow", "secret": "strict"}})
    gate = PrivacyGate(cfg)
    assert gate.redact("mail a.b@example.com").text == "mail a.b@example.com"
    with pytest.raises(PrivacyRefused):
        gate.apply(SECRET_TEXT)


def test_allow_list_keeps_product_names() -> None:
    text = "We shipped Jasper Lane yesterday, said Mr. Jasper Lane"
    assert "person_name" in default_gate().redact(text).counts
    gate = PrivacyGate(PrivacyConfig.from_mapping({"allow": ["Jasper Lane"]}))
    assert gate.redact(text).text == text


def test_custom_pattern() -> None:
    cfg = PrivacyConfig.from_mapping(
        {"patterns": [{"name": "acme", "regex": r"ACME-[0-9]{6}", "category": "secret"}]}
    )
    assert PrivacyGate(cfg).redact("tok ACME-123456 ok").text == "tok [SECRET] ok"


@pytest.mark.parametrize(
    "bad",
    [
        {"policy": "loud"},
        {"allow": "x"},
        {"patterns": [{"name": "x", "regex": "(unclosed-secret-value", "category": "secret"}]},
        {"patterns": [{"name": "x", "regex": "a", "category": "nope"}]},
        {"categories": {"email": "shout"}},
        {"unknown": 1},
    ],
)
def test_invalid_config_raises_without_echo(bad: dict[str, object]) -> None:
    with pytest.raises(ConfigError) as info:
        PrivacyConfig.from_mapping(bad)
    assert "unclosed-secret-value" not in str(info.value)


def test_mask_preview_reveals_little() -> None:
    text = "mail jane.doe@example.com"
    (f,) = default_gate().scan(text)
    assert mask_preview(text, f) == "j***@***.com"


def test_default_gate_is_cached_and_is_clean() -> None:
    assert default_gate() is default_gate()
    assert default_gate().is_clean("just a note about tea")
    assert not default_gate().is_clean(SECRET_TEXT)


def test_offsets_map_back_through_normalization() -> None:
    text = "電話：\u200b１３８１２３４５６７８！"
    (f,) = default_gate().scan(text)
    assert text[f.start : f.end] == "１３８１２３４５６７８"
    assert default_gate().redact(text).text == "電話：\u200b[PHONE]！"
