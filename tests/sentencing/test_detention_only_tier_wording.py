"""A tier that allows only 拘役 (危险驾驶, 刑法第一百三十三条之一) is worded as 拘役, not as months with 拘役 beside them."""

from __future__ import annotations

from backend.sentencing.predict import predict_sentence


def tier_step(output: dict) -> str:
    return next(step["description"] for step in output["steps"] if "法定刑档次" in step["description"])


def test_drunk_driving_reads_as_detention() -> None:
    output = predict_sentence("被告人曹某饮酒后驾驶摩托车在城区道路上行驶，被民警查获，经鉴定血液酒精含量为150mg/100ml。")
    step = tier_step(output)
    assert "拘役1–6个月" in step
    assert "另可拘役" not in step


def test_a_tier_with_fixed_terms_keeps_detention_as_an_alternative() -> None:
    output = predict_sentence("被告人曹某在超市内窃取洗发水等商品，价值人民币5000元。", province="江苏")
    step = tier_step(output)
    assert "1–36个月" in step and "另可拘役" in step
