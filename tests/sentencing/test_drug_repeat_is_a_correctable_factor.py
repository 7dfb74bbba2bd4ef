"""毒品再犯 (刑法第三百五十六条) is a factor of its own: read from the defendant's earlier drug conviction, shown with those
words, correctable either way, weighed only for a drug crime, and not read from a conviction committed under 18."""

from __future__ import annotations

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

EARLIER_DRUG_SALE = "邹某曾于2020年8月因贩卖毒品罪被判处拘役四个月。"
DRUG_SALE = "被告人邹某于2023年2月贩卖甲基苯丙胺0.4克。"


def adjustments(output: dict) -> list[str]:
    return [s["description"] for s in output["steps"] if s["description"].startswith("调节")]


def steps_text(output: dict) -> str:
    return "\n".join(s["description"] for s in output["steps"])


def factor_names(output: dict) -> set[str]:
    return {f["name"] for f in output["factors"]}


def test_the_factor_is_read_with_the_earlier_drug_convictions_own_words() -> None:
    read = extract_factors(DRUG_SALE + EARLIER_DRUG_SALE, default_knowledge())
    assert "贩卖毒品罪" in read["毒品再犯"].evidence
    output = predict_sentence(DRUG_SALE + EARLIER_DRUG_SALE)
    shown = next(f for f in output["factors"] if f["name"] == "毒品再犯")
    assert "贩卖毒品罪" in shown["evidence"]
    assert sum("毒品再犯" in words for words in adjustments(output)) == 1


def test_an_earlier_theft_gives_no_drug_repeat_factor() -> None:
    fact = DRUG_SALE + EARLIER_DRUG_SALE.replace("贩卖毒品罪", "盗窃罪")
    assert "毒品再犯" not in extract_factors(fact, default_knowledge())


def test_turning_the_factor_off_removes_the_increase_and_the_probation_remark() -> None:
    fact = DRUG_SALE + EARLIER_DRUG_SALE
    read = predict_sentence(fact)
    corrected = predict_sentence(fact, factor_overrides={"毒品再犯": False})
    assert "毒品再犯" not in factor_names(corrected)
    assert not any("毒品再犯" in words for words in adjustments(corrected))
    assert "一般不适用缓刑" in steps_text(read) and "一般不适用缓刑" not in steps_text(corrected)
    # the earlier sentence is still a 前科, weighed as one
    assert any("有前科" in words for words in adjustments(corrected))
    assert corrected["months"] < read["months"]


def test_turning_the_factor_on_adds_the_increase_where_no_earlier_drug_crime_was_read() -> None:
    plain = predict_sentence(DRUG_SALE)
    assert "毒品再犯" not in factor_names(plain)
    corrected = predict_sentence(DRUG_SALE, factor_overrides={"毒品再犯": True})
    assert "毒品再犯" in factor_names(corrected)
    assert sum("毒品再犯" in words for words in adjustments(corrected)) == 1
    assert "一般不适用缓刑" in steps_text(corrected)
    assert corrected["months"] > plain["months"]


def test_for_another_charge_the_earlier_drug_conviction_is_a_prior_record_only() -> None:
    fact = "被告人邹某于2023年2月入户盗窃他人现金4000元。" + EARLIER_DRUG_SALE
    output = predict_sentence(fact)
    assert output["charge"] == "盗窃"
    assert "毒品再犯" not in factor_names(output)
    assert "毒品再犯" in {f["name"] for f in output["not_applicable"]}
    assert any("有前科" in words for words in adjustments(output))
    assert "毒品再犯" not in steps_text(output)


def test_a_minors_drug_conviction_beside_an_adults_theft_conviction_makes_no_drug_repeat() -> None:
    # born 2001-06-01: the drug sentence of 2017-04 is a minor's, the theft sentence of 2021-09 an adult's
    fact = (
        "被告人邹某，2001年6月1日出生。邹某曾于2017年4月因贩卖毒品罪被判处拘役三个月；2021年9月因盗窃罪被判处拘役"
        "四个月。" + DRUG_SALE
    )
    output = predict_sentence(fact)
    assert "毒品再犯" not in factor_names(output)
    assert not any("毒品再犯" in words for words in adjustments(output))
    assert "前罪系不满十八周岁时所犯" in steps_text(output)
    # the adult's theft is still a 前科
    assert any("有前科" in words for words in adjustments(output))


def test_an_adults_drug_conviction_beside_a_minors_theft_conviction_is_a_drug_repeat() -> None:
    fact = (
        "被告人邹某，2001年6月1日出生。邹某曾于2017年4月因盗窃罪被判处拘役三个月；2021年9月因贩卖毒品罪被判处拘役"
        "四个月。" + DRUG_SALE
    )
    output = predict_sentence(fact)
    assert "毒品再犯" in factor_names(output)
    assert sum("毒品再犯" in words for words in adjustments(output)) == 1
    assert "前罪系不满十八周岁时所犯" not in steps_text(output)


def test_set_on_for_another_charge_it_is_shown_with_the_step_saying_it_does_not_weigh() -> None:
    fact = "被告人邹某于2023年2月入户盗窃他人现金4000元。"
    plain = predict_sentence(fact)
    corrected = predict_sentence(fact, factor_overrides={"毒品再犯": True})
    assert "毒品再犯" in factor_names(corrected)
    why = [s for s in corrected["steps"] if "毒品再犯" in s["description"]]
    assert len(why) == 1 and "「盗窃」不是毒品犯罪" in why[0]["description"] and "第三百五十六条" in why[0]["source"]
    assert not any("毒品再犯" in words for words in adjustments(corrected))
    assert corrected["months"] == plain["months"]
    # set on for a drug crime the same setting weighs, with no such step
    drug = predict_sentence(DRUG_SALE, factor_overrides={"毒品再犯": True})
    assert "不是毒品犯罪" not in steps_text(drug)
