"""猥亵儿童's heavier tier (刑法第二百三十七条第三款: 多人或者多次, 当众): several children named one after another as the
ones acted on, and 当众 with the child told between, are read; companions listed beside the act are not."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence


def aggravated(fact: str) -> bool:
    output = predict_sentence(fact, charge="猥亵儿童")
    return any(factor["name"] == "猥亵儿童加重" for factor in output["factors"])


@pytest.mark.parametrize(
    "fact",
    [
        "被告人周某于2022年4月，先后将小区内的女孩刘某、陈某、杨某等人骗至其车库内，对她们实施猥亵。",
        "被告人周某于2022年4月，在公交车上当众对一名七岁男童实施猥亵。",
    ],
)
def test_several_children_or_an_act_in_public_lift_the_tier(fact: str) -> None:
    assert aggravated(fact)
    assert predict_sentence(fact, charge="猥亵儿童")["months"] >= 60


@pytest.mark.parametrize(
    "fact",
    [
        "被告人周某于2022年4月与刘某、陈某、杨某等人聚餐后，在回家途中将一名七岁女孩带至僻静处实施猥亵。",
        "被告人周某于2022年4月在其家中对一名七岁女孩实施猥亵。",
    ],
)
def test_one_child_in_private_stays_in_the_basic_tier(fact: str) -> None:
    assert not aggravated(fact)
    assert predict_sentence(fact, charge="猥亵儿童")["months"] < 60


@pytest.mark.parametrize("question", [
    "在公园里猥亵了一名十岁的小孩，会判几年？",
    "他猥亵了邻居家8岁的女儿",
    "猥亵了一个上小学的孩子",
])
def test_a_child_told_by_a_word_or_an_age_under_fourteen_is_indecency_with_a_child(question: str) -> None:
    assert predict_sentence(question)["charge"] == "猥亵儿童"


@pytest.mark.parametrize("question", ["猥亵了一名十五岁的女孩", "猥亵了一名16岁的学生", "猥亵了一名二十岁的女子"])
def test_an_age_of_fourteen_or_more_is_no_child(question: str) -> None:
    try:
        charge = predict_sentence(question)["charge"]
    except ValueError:
        charge = None
    assert charge != "猥亵儿童"
