"""Sentencing round 9c: deaths told as '撞死一人', stop forms that exclude each other, 累犯 only for a crime punishable
by 有期徒刑 or more, and the mitigating standings and roles of 刑法第十九、二十二、二十八条 and 第十七条之一.
Gold is derived by hand from the article cited at each test."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors, read_deaths
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

K = default_knowledge()


def _said(result: dict, words: str) -> list[str]:
    return [s["description"] for s in result["steps"] if words in s["description"]]


# ---- A. a death told by the act that caused it ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "deaths"),
    [("驾车撞死一人", 1), ("驾驶货车轧死2人", 2), ("倒车时碾死一个人", 1), ("致三人死亡", 3)],
)
def test_deaths_told_by_the_act_are_counted(fact: str, deaths: int) -> None:
    found = read_deaths(f"被告人刘某{fact}，负事故全部责任。")
    assert found is not None and found[0] == deaths


def test_one_death_with_equal_responsibility_is_no_traffic_crime_and_says_one_death() -> None:
    # 法释〔2000〕33号第二条第一款（一）（二）: one death needs main or full responsibility; equal needs three deaths
    result = predict_sentence("被告人刘某驾车撞死一人，负事故同等责任。")
    assert result["months"] == 0
    assert _said(result, "死亡1人") and not _said(result, "死亡0人")


# ---- B. 未遂 and 犯罪中止 exclude each other (刑法第二十三条、第二十四条) ---------------------------------------------

_ABANDONED = "被告人杨某持刀抢劫被害人，在被害人哀求下自动放弃，未劫取财物，但在推搡中致被害人轻微伤，系犯罪中止。"


def test_attempt_and_abandonment_together_are_refused() -> None:
    with pytest.raises(ValueError, match="未遂.*犯罪中止.*第二十三条.*第二十四条"):
        predict_sentence(_ABANDONED, factor_overrides={"犯罪中止": True, "未遂": True})


def test_preparation_excludes_attempt_and_abandonment() -> None:
    # 刑法第二十二条 (before the act begins) against 第二十三条 (已经着手) and 第二十四条 (自动放弃)
    for other in ("未遂", "犯罪中止"):
        with pytest.raises(ValueError, match="犯罪预备"):
            predict_sentence(_ABANDONED, factor_overrides={"犯罪预备": True, other: True})


# ---- C. 累犯 needs a new crime punishable by 有期徒刑 or more (刑法第六十五条第一款) -----------------------------------

_DRUNK_AFTER_PRISON = (
    "被告人张某于2023年5月醉酒驾驶机动车，血液酒精含量150mg/100ml。"
    "张某曾因盗窃罪于2019年1月被判处有期徒刑二年，2020年12月刑满释放。"
)


@pytest.mark.parametrize("overrides", [None, {"累犯": True}])
def test_drunk_driving_makes_no_recidivist_and_leaves_probation_open(overrides: dict | None) -> None:
    # 危险驾驶 (第一百三十三条之一) is punished by 拘役 at most: never 累犯, whether read from the dates (released
    # 2020-12, new act 2023-05, within five years) or ticked; the earlier sentence weighs as 前科 (指导意见三（十六）),
    # and 第七十四条's bar on 缓刑 does not apply
    result = predict_sentence(_DRUNK_AFTER_PRISON, factor_overrides=overrides)
    names = {f["name"] for f in result["factors"]}
    assert "累犯" not in names and "前科" in names
    assert _said(result, "法定最高刑为拘役") and _said(result, "不构成累犯")
    assert not _said(result, "依法不适用缓刑")
    assert _said(result, "可以宣告缓刑")
    assert result["penalty"].startswith("拘役")


def test_theft_after_prison_is_still_recidivism() -> None:
    # 盗窃 (第二百六十四条) allows 有期徒刑: released 2020-12, new act 2023-05, within five years: 累犯, no 缓刑
    fact = (
        "被告人张某于2023年5月盗窃他人财物价值5000元。张某曾因盗窃罪于2019年1月被判处有期徒刑二年，"
        "2020年12月刑满释放。"
    )
    result = predict_sentence(fact)
    assert "累犯" in {f["name"] for f in result["factors"]}
    assert _said(result, "依法不适用缓刑")


def test_a_negligent_crime_makes_no_recidivist_either() -> None:
    # 刑法第六十五条第一款: 过失犯罪 excepted; the earlier sentence is 前科 and 缓刑 is not barred by 第七十四条
    fact = "被告人刘某驾车撞死一人，负事故全部责任。刘某曾因盗窃罪于2019年1月被判处有期徒刑二年，2020年12月刑满释放。"
    result = predict_sentence(fact, charge="交通肇事", factor_overrides={"累犯": True})
    assert _said(result, "是过失犯罪，不构成累犯")
    assert "前科" in {f["name"] for f in result["factors"]}
    assert not _said(result, "依法不适用缓刑")


# ---- D. standings and roles the law names ------------------------------------------------------------------------

_HURT = "因琐事殴打被害人李某，致李某轻伤二级。"


def test_a_deaf_mute_defendant_is_mitigated_before_the_others() -> None:
    # 刑法第十九条 (可以从轻、减轻或者免除处罚); 量刑指导意见三（三）: up to 50% of the baseline, applied first
    for said in ("被告人张某系又聋又哑的人，", "被告人张某系聋哑人，", "被告人张某系盲人，"):
        assert extract_factors(said + _HURT, K)["聋哑或盲人"].value is True
    plain = predict_sentence("被告人张某" + _HURT)
    deaf = predict_sentence("被告人张某系又聋又哑的人，" + _HURT)
    assert deaf["months"] < plain["months"]
    assert _said(deaf, "先行调节：又聋又哑的人或者盲人犯罪")


def test_a_blind_victim_is_not_the_defendants_standing() -> None:
    # 刑法第十九条 is the offender's own condition; a victim's age is not 第十七条之一's either
    fact = "被告人张某盗窃被害人李某财物价值3000元，被害人李某系盲人，已满七十五周岁。"
    found = extract_factors(fact, K)
    assert "聋哑或盲人" not in found and "老年人" not in found


def test_a_coerced_participant_is_not_an_accessory_and_must_be_lessened() -> None:
    # 刑法第二十八条: 胁从犯 应当减轻处罚或者免除处罚, unlike 从犯 (第二十七条); 抢劫's lightest tier starts at
    # three years (第二百六十三条), so 减轻 goes below 36 months (第六十三条第一款)
    fact = "被告人张某在他人胁迫下参与抢劫，劫得现金500元，系胁从犯。"
    found = extract_factors(fact, K)
    assert "胁从犯" in found and "从犯" not in found
    result = predict_sentence(fact, charge="抢劫")
    assert result["months"] < 36 and result["range_months"][1] < 36
    assert _said(result, "胁从犯（被胁迫参加犯罪）：应当减轻或者免除处罚")


def test_coercing_another_is_no_coercion_of_the_defendant() -> None:
    assert "胁从犯" not in extract_factors("被告人王某胁迫李某参加殴打被害人，致被害人轻伤一级。", K)


def test_accessory_and_coerced_together_are_refused() -> None:
    with pytest.raises(ValueError, match="从犯.*胁从犯"):
        predict_sentence("被告人张某" + _HURT, factor_overrides={"从犯": True, "胁从犯": True})


def test_preparation_is_read_and_lessens() -> None:
    # 刑法第二十二条第二款: 可以比照既遂犯从轻、减轻处罚或者免除处罚
    fact = "被告人张某为伤害李某，事先购买了砍刀，尚未着手即被抓获。"
    assert "犯罪预备" in extract_factors(fact, K)
    done = predict_sentence("被告人张某" + _HURT)
    prepared = predict_sentence(fact, charge="故意伤害", factor_overrides={"injury": "轻伤二级"})
    assert prepared["months"] < done["months"]
    assert _said(prepared, "先行调节：犯罪预备")


def test_giving_up_before_the_act_is_abandonment_not_preparation() -> None:
    # 刑法第二十四条: 在犯罪过程中自动放弃犯罪 includes the preparation stage
    found = extract_factors("被告人张某购买了砍刀准备伤害李某，尚未着手即自动放弃，系犯罪中止。", K)
    assert "犯罪中止" in found and "犯罪预备" not in found


@pytest.mark.parametrize("said", ["已满75周岁", "犯罪时已年满七十八周岁", "已满八十周岁"])
def test_seventy_five_or_more_is_read_in_figures_and_words(said: str) -> None:
    # 刑法第十七条之一: 已满七十五周岁的人故意犯罪的，可以从轻或者减轻处罚
    assert "老年人" in extract_factors(f"被告人张某，{said}，盗窃他人财物价值3000元。", K)


def test_seventy_is_not_seventy_five() -> None:
    assert "老年人" not in extract_factors("被告人张某，年满70周岁，盗窃他人财物价值3000元。", K)


def test_lay_words_for_compensation_and_forgiveness() -> None:
    # 量刑指导意见三（十一）: 积极赔偿 and 取得谅解, however the user words them
    found = extract_factors("我打伤了邻居，也赔了钱人家原谅了。", K)
    assert "赔偿损失" in found and "取得谅解" in found
    denied = extract_factors("我打伤了邻居，人家不原谅我，我也没赔钱。", K)
    assert "赔偿损失" not in denied and "取得谅解" not in denied
