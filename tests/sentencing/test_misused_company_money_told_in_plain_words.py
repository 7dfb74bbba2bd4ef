"""Money of one's company or unit misused, told as people tell it ('会计挪用公司三十万去炒股', '出纳挪用了单位50万元用于
赌博'), is 挪用资金 (刑法第二百七十二条) with its sum and its use read; staff of a state-owned unit misusing it is 挪用公款
(刑法第三百八十四条)."""

import pytest

from backend.sentencing.predict import predict_sentence


def names(output: dict) -> list[str]:
    return [factor["name"] for factor in output["factors"]]


@pytest.mark.parametrize(("question", "amount", "use"), [
    ("会计挪用公司三十万去炒股，三个月后还上了", 300_000, "挪用进行营利活动或超期未还"),
    ("出纳挪用了单位50万元用于赌博，会判几年？", 500_000, "挪用进行非法活动"),
    ("我挪了公司五万块去赌博", 50_000, "挪用进行非法活动"),
])
def test_the_misuse_is_named_with_its_sum_and_use(question: str, amount: float, use: str) -> None:
    result = predict_sentence(question)
    assert result["charge"] == "挪用资金" and not result["missing"] and result["months"] > 0
    amounts = [factor["value"] for factor in result["factors"] if factor["name"] == "amount"]
    assert amounts == [amount] and use in names(result)


def test_going_to_gamble_with_misused_money_is_not_gambling() -> None:
    assert predict_sentence("挪用公司五万块去赌博")["charge"] == "挪用资金"


def test_a_state_owned_units_staff_misuse_public_funds() -> None:
    assert predict_sentence("我是国有企业的出纳，挪用了单位50万元去炒股")["charge"] == "挪用公款"
