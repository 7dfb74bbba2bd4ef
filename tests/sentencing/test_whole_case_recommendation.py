"""Several charges: the prosecutor's recommendation is of the term to execute after 数罪并罚, so it bounds the combined
term, not each charge's (刑事诉讼法第二百零一条; 刑法第六十九条)."""

from __future__ import annotations

from backend.sentencing.predict import predict_sentence

THEFT_AND_FRAUD = (
    "被告人张某于2021年3月在某小区入户盗窃他人现金3000元。"
    "2021年5月，张某又虚构投资项目，骗取被害人王某人民币5万元。"
)


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def test_a_recommendation_for_the_case_bounds_the_combined_term() -> None:
    output = predict_sentence(THEFT_AND_FRAUD + "公诉机关建议判处被告人有期徒刑二年至三年。", charge="盗窃;诈骗")
    assert output["months"] == 30 and output["range_months"] == [24.0, 36.0]  # the middle of 24–36, not 45
    described = steps_text(output)
    assert "对全案数罪并罚后决定执行的刑期的建议" in described and "全案30个月" in described
    # each charge is sentenced on its own facts, without the case's recommendation
    assert "检察机关量刑建议24–36个月，一般应当采纳" not in described
    assert "「盗窃」按其所涉事实计算（涉案金额（元）3000，入户）" in described
    # the recommendation is listed once, for the whole case
    listed = [item for item in output["factors"] if item["name"] == "recommendation"]
    assert len(listed) == 1 and "charge" not in listed[0]


def test_a_recommendation_above_what_the_charges_allow_is_held_at_their_ceilings() -> None:
    # each charge is in its 1–36 month tier: together at most 72 months (刑事诉讼法第二百零一条第二款: 明显不当)
    output = predict_sentence(THEFT_AND_FRAUD + "公诉机关建议判处被告人有期徒刑十年至十二年。", charge="盗窃;诈骗")
    assert output["months"] == 72 and "明显不当" in steps_text(output)


def test_without_a_recommendation_the_charges_are_combined_as_before() -> None:
    output = predict_sentence(THEFT_AND_FRAUD, charge="盗窃;诈骗")
    described = steps_text(output)
    assert "数罪并罚：各罪" in described and "全案" not in described


def test_one_charge_keeps_its_recommendation_in_its_own_tier() -> None:
    output = predict_sentence(
        "被告人张某在某小区入户盗窃他人现金3000元。公诉机关建议判处被告人有期徒刑一年至二年。", charge="盗窃"
    )
    assert output["months"] == 18 and "检察机关量刑建议12–24个月，一般应当采纳" in steps_text(output)


def test_a_recommendation_that_names_each_charges_term_is_not_the_whole_cases() -> None:
    # the first term read (八个月) is the theft's: it neither bounds the combined term nor reaches the fraud
    told = "公诉机关建议对被告人以盗窃罪判处有期徒刑八个月，以诈骗罪判处有期徒刑二年，决定执行有期徒刑二年四个月。"
    output = predict_sentence(THEFT_AND_FRAUD + told, charge="盗窃;诈骗")
    described = steps_text(output)
    assert "全案" not in described and "数罪并罚：各罪" in described
    assert output["months"] > 24


def test_each_charge_takes_its_own_term_from_a_recommendation_that_names_several() -> None:
    fact = THEFT_AND_FRAUD + "公诉机关建议以盗窃罪判处被告人有期徒刑十个月，以诈骗罪判处有期徒刑二年，决定执行有期徒刑二年六个月。"
    output = predict_sentence(fact, charge="盗窃;诈骗")
    described = steps_text(output)
    assert "检察机关量刑建议10–10个月" in described and "检察机关量刑建议24–24个月" in described
    assert "各罪24、10个月" in described  # each charge its own, combined by 刑法第六十九条
    assert "「诈骗」按其所涉事实计算（涉案金额（元）50000，检察机关量刑建议（月）[24.0, 24.0]）" in described
