"""A push or a pull at an official at work with no harm told is 妨害公务 by the estimate, but mostly a public-order case
(治安管理处罚法第六十一条第一款第（二）项): the answer says so beside the term; harm told, or a court record, has no note."""

import pytest

from backend.sentencing.predict import predict_sentence

PUBLIC_ORDER_CASE = "治安管理处罚法》第六十一条"


def _noted(result: dict) -> bool:
    return any(PUBLIC_ORDER_CASE in step["source"] and "推搡" in step["description"] for step in result["steps"])


def test_a_push_with_no_harm_told_is_noted_as_mostly_a_public_order_case():
    result = predict_sentence("城管来收我的摊子，我推了他一把，他摔倒了，会判刑吗")
    assert result["charge"] == "妨害公务" and result["months"] > 0
    assert _noted(result)


@pytest.mark.parametrize("fact", [
    "城管来收我的摊子，我推了他一把，他头撞破了缝了五针，会判刑吗",
    "城管来收我的摊子，我推了他一把，他摔倒受伤住院了，会判刑吗",
])
def test_a_push_with_harm_told_has_no_such_note(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "妨害公务" and not _noted(result)


def test_a_court_record_of_a_push_has_no_such_note():
    result = predict_sentence("被告人张某在城管执法人员依法没收其摊位时，推了执法人员一把，致其摔倒。", charge="妨害公务")
    assert result["charge"] == "妨害公务" and not _noted(result)
