"""Compensation that is only asked for (a civil claimant's demand, a prosecutor's '并赔偿损失') is not the compensation made
that 量刑指导意见三（十一） weighs; compensation paid, even at the victim's request, still is."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

K = default_knowledge()
THEFT = "被告人罗某于2023年4月入户盗窃被害人现金6000元。"


@pytest.mark.parametrize(
    "asked",
    [
        "附带民事诉讼原告人请求判令被告人罗某赔偿经济损失6000元。",
        "公诉机关认为，应以盗窃罪追究被告人罗某的刑事责任并赔偿损失。",
        "被害人要求罗某赔偿全部损失。",
    ],
)
def test_a_demand_for_compensation_is_not_read(asked: str) -> None:
    assert "赔偿损失" not in extract_factors(THEFT + asked, K)


@pytest.mark.parametrize(
    "paid",
    ["案发后，罗某在被害人要求下赔偿了被害人全部损失。", "案发后，罗某已赔偿被害人经济损失6000元。"],
)
def test_compensation_made_is_still_read(paid: str) -> None:
    assert extract_factors(THEFT + paid, K)["赔偿损失"].value is True


def test_a_demand_leaves_the_term_without_the_reduction() -> None:
    asked = predict_sentence(THEFT + "被害人要求罗某赔偿全部损失。", charge="盗窃")
    paid = predict_sentence(THEFT + "案发后，罗某已赔偿被害人经济损失6000元。", charge="盗窃")
    assert not any("赔偿" in s["description"] for s in asked["steps"] if s["description"].startswith("调节"))
    assert asked["months"] > paid["months"]


def test_a_demand_in_another_clause_of_the_sentence_does_not_undo_compensation_paid() -> None:
    fact = THEFT + "公诉机关认为，应当追究罗某的刑事责任，罗某积极赔偿被害人经济损失6000元，可以从轻处罚。"
    assert extract_factors(fact, K)["赔偿损失"].value is True
