"""A lay question tells the doer's age by a pronoun or by the child it describes, and a sum right after the taking;
both decide whether there is a crime at all (刑法第十七条; the amount thresholds)."""

import pytest

from backend.sentencing import predict_sentence

NO_LIABILITY = "不负刑事责任，不判处刑罚"


@pytest.mark.parametrize("question", [
    "他今年13岁，偷了别人三千块，会坐牢吗",
    "未满十四岁的孩子偷东西会怎么处理？",
    "一个13岁的小孩偷了邻居五千块钱，会判刑吗",
    "她今年15岁，偷了同学三千块",
])
def test_a_child_below_the_age_of_the_crime_bears_no_criminal_liability(question: str) -> None:
    assert predict_sentence(question)["penalty"] == NO_LIABILITY


@pytest.mark.parametrize("question", [
    # the age is of the one acted on
    "我打了他，他今年13岁，把他打成轻伤，会判刑吗",
    "他打了一个13岁的孩子，打成轻伤，会判刑吗",
    "一个13岁的孩子被打成轻伤，打人的会判刑吗",
])
def test_the_age_of_the_one_acted_on_is_not_the_doers(question: str) -> None:
    result = predict_sentence(question)
    assert result["charge"] == "故意伤害" and result["months"] > 0


def test_a_fifteen_year_old_answers_for_a_serious_injury() -> None:
    # 刑法第十七条第二款: from fourteen, 故意伤害致人重伤 is a crime
    result = predict_sentence("他今年15岁，把同学打成了重伤，会判刑吗")
    assert result["months"] > 0


@pytest.mark.parametrize(("question", "amount"), [
    ("网上买东西被骗了500块，骗子会被抓吗？", 500.0),
    ("他偷了我800块，会坐牢吗", 800.0),
    ("骗走了他30000块。会判几年", 30000.0),
])
def test_a_sum_said_right_after_the_taking_is_read_in_yuan(question: str, amount: float) -> None:
    factors = {factor["name"]: factor["value"] for factor in predict_sentence(question)["factors"]}
    assert factors["amount"] == amount


def test_things_counted_after_their_name_are_no_sum() -> None:
    factors = {factor["name"] for factor in predict_sentence("偷了电瓶3块，会判刑吗")["factors"]}
    assert "amount" not in factors
