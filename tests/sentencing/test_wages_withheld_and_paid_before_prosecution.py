"""拒不支付劳动报酬 (刑法第二百七十六条之一) is found from the refusal after an order to pay, not from unpaid wages told
as a quarrel's cause; paying before the prosecution lessens the term (第三款; 法释〔2013〕3号第六条)."""

from __future__ import annotations

from backend.sentencing.predict import predict_sentence

REFUSED = "被告人卢某经营一家服装厂，拖欠22名工人工资共计人民币31万元，经劳动保障监察部门下达限期整改指令书责令支付后仍拒不支付。"


def test_a_refusal_after_an_order_is_the_crime() -> None:
    assert predict_sentence(REFUSED)["charge"] == "拒不支付劳动报酬"


def test_unpaid_wages_as_a_quarrels_cause_are_not() -> None:
    output = predict_sentence("被告人卢某因工头拖欠其工资，与工头发生争吵，用拳头将工头打成轻伤二级。")
    assert output["charge"] == "故意伤害"


def test_paying_before_the_prosecution_lessens_the_term() -> None:
    paid = predict_sentence(REFUSED + "案件移送审查起诉后、提起公诉前，卢某已全部支付上述工资。")
    unpaid = predict_sentence(REFUSED)
    assert "公诉前支付劳动报酬" in [factor["name"] for factor in paid["factors"]]
    assert "公诉前支付劳动报酬" not in [factor["name"] for factor in unpaid["factors"]]
    assert paid["months"] < unpaid["months"]
