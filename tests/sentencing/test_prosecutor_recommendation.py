"""A prosecutor's recommendation: read from the fact, adopted inside the law, held at the tier's limits."""

from __future__ import annotations

from backend.sentencing.predict import predict_sentence


DRUNK = (
    "公诉机关指控：2023年5月1日晚，被告人郭某醉酒驾驶小型轿车在道路上行驶，经鉴定血液酒精含量为156mg/100ml。"
    "郭某认罪认罚，公诉机关建议判处拘役八个月。"
)


THEFT = "广东省某市人民检察院指控：被告人李某在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。"


def _steps_and_sources(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


# ---- the recommendation within the law ----------------------------------------------------------------------------


def test_drunk_driving_recommendation_above_detention_is_held_at_six_months_detention() -> None:
    # 刑法第一百三十三条之一: 醉酒驾驶 is punished with 拘役 alone; 拘役 is one to six months (第四十二条). A
    # recommendation of eight months is 明显不当 (刑事诉讼法第二百零一条第二款): the court judges by law, 拘役6个月 at most
    output = predict_sentence(DRUNK)
    assert output["charge"] == "危险驾驶"
    assert output["months"] == 6 and output["penalty"] == "拘役6个月"
    assert output["range_months"] == [6.0, 6.0]
    steps = _steps_and_sources(output)
    assert "明显不当" in steps and "第二百零一条第二款" in steps


def test_theft_recommendation_above_the_tier_is_held_at_its_ceiling() -> None:
    # 5000元 in 广东 is 数额较大 only (法释〔2013〕8号第一条; 数额巨大 starts far higher): 刑法第二百六十四条's first tier
    # is 三年以下 (36 months). Five years recommended is outside it: held at 36 months and flagged
    output = predict_sentence(THEFT + "公诉机关建议判处有期徒刑五年。")
    assert output["months"] == 36 and output["penalty"] == "有期徒刑3年"
    assert "明显不当" in _steps_and_sources(output)
    # the same through a user's correction of 100–200 months
    corrected = predict_sentence(THEFT, factor_overrides={"recommendation": [100, 200]})
    assert corrected["months"] == 36 and "明显不当" in _steps_and_sources(corrected)


def test_recommendation_inside_the_tier_is_adopted_and_its_detention_kept() -> None:
    # 刑事诉讼法第二百零一条第一款: a lawful recommendation is generally adopted
    adopted = predict_sentence(THEFT + "公诉机关建议判处有期徒刑八个月。")
    assert adopted["months"] == 8 and adopted["penalty"] == "有期徒刑8个月"
    assert "明显不当" not in _steps_and_sources(adopted)
    # 拘役六个月 recommended for a tier that allows 拘役 (第二百六十四条): six months is 拘役, not 有期徒刑 (第四十二条)
    detention = predict_sentence(THEFT + "公诉机关建议判处拘役六个月。")
    assert detention["penalty"] == "拘役6个月"


# ---- 缓刑 and 罚金 -------------------------------------------------------------------------------------------------


def test_probation_note_fine_note_and_recommended_probation_kept() -> None:
    output = predict_sentence(THEFT + "公诉机关建议判处有期徒刑八个月，缓刑一年。")
    # 刑事诉讼法第二百零一条: the recommendation, 缓刑 included, is adopted; 刑法第七十二条 allows it for ≤ 3 years
    assert output["penalty"] == "有期徒刑8个月，缓刑1年"
    steps = _steps_and_sources(output)
    assert "可以宣告缓刑" in steps and "第七十二条" in steps
    # 刑法第二百六十四条: 三年以下有期徒刑、拘役或者管制，并处或者单处罚金 — said, with no amount
    assert "并处或者单处罚金" in steps
