"""Review round of session 7: approval of prosecution, negated disability, animals, witness dates, stated ages,
name false positives, and 持械聚众斗殴. Gold derived by hand from the articles each test names."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from backend.sentencing.factors import (
    _named_people,
    act_dates,
    age_floor_known,
    age_limit_at_act,
    read_minor,
)
from backend.sentencing.engine import detect_charge
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

# the defendant turned 13 on 2021-03-01: 已满十二周岁不满十四周岁 at the act (刑法第十七条第三款)
THIRTEEN = "被告人王某（2008年3月1日出生）于2021年6月1日持刀捅刺被害人李某，致李某死亡。"


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 1. 刑法第十七条第三款: only an approval the 最高人民检察院 gave makes a 12-14-year-old answer --------------


@pytest.mark.parametrize(
    "procedure",
    [
        "最高人民检察院不予核准追诉。",  # refused
        "公安机关报请最高人民检察院核准追诉。",  # asked for, not given
        "该案未经最高人民检察院核准追诉。",  # not given
        "检察机关层报最高人民检察院核准。",
    ],
)
def test_a_refused_or_pending_approval_is_no_approval(procedure: str) -> None:
    output = predict_sentence(THIRTEEN + procedure, charge="故意杀人")
    assert output["months"] == 0 and "不负刑事责任" in steps_text(output)


@pytest.mark.parametrize("procedure", ["经最高人民检察院核准追诉。", "最高人民检察院于2022年1月核准追诉。"])
def test_an_approval_given_makes_the_killing_answered_for(procedure: str) -> None:
    output = predict_sentence(THIRTEEN + procedure, charge="故意杀人")
    assert output["months"] > 0 and "不负刑事责任" not in steps_text(output)


# ---- 2. 严重残疾 denied is not 严重残疾 (刑法第十七条第三款) ------------------------------------------------


def test_grave_injury_without_disability_is_not_answered_for_from_twelve() -> None:
    fact = (
        "被告人王某（2008年3月1日出生）于2021年6月1日以特别残忍手段持刀砍伤被害人李某，致其重伤二级，"
        "未造成严重残疾。经最高人民检察院核准追诉。"
    )
    output = predict_sentence(fact, charge="故意伤害")
    assert output["months"] == 0 and "不负刑事责任" in steps_text(output)


# ---- 3. killing an animal is not 故意杀人 -------------------------------------------------------------


@pytest.mark.parametrize("fact", ["被告人王某将被害人家的狗杀死，并损毁其财物价值3000元。", "被告人王某将其饲养的羊杀死后出售。"])
def test_killing_an_animal_is_not_murder(fact: str) -> None:
    assert detect_charge(fact, default_knowledge()) != "故意杀人"


def test_a_killing_of_the_victim_is_still_murder() -> None:
    assert detect_charge("被告人王某将被害人掐颈杀死。", default_knowledge()) == "故意杀人"


# ---- 4. a witness statement's date is not the act's ------------------------------------------------------


def test_a_witness_statement_date_is_not_an_act_date() -> None:
    fact = "2019年7月3日，被告人王某在某超市盗窃现金2000元。证人李某的证言（2019.7.5），证实其看见王某拿走现金。"
    assert [(d.year, d.month, d.day) for d in act_dates(fact)] == [(2019, 7, 3)]


# ---- 5. ages stated for the act (刑法第十七条; 法释〔2006〕1号第四条) ---------------------------------------


def test_already_fifteen_does_not_answer_for_theft() -> None:
    # 已满十五周岁 shows at least 15; 16 (刑法第十七条第一款, theft) is not shown reached, so presumed not
    fact = "被告人王某作案时已满十五周岁，于2023年5月入户盗窃他人财物价值5000元。"
    assert age_limit_at_act(fact) == 16
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] == 0 and "不负刑事责任" in steps_text(output)


def test_a_stated_band_is_read_by_its_upper_bound() -> None:
    fact = "被告人王某作案时已满十二周岁不满十四周岁，持刀捅刺被害人李某，致李某死亡。经最高人民检察院核准追诉。"
    assert age_limit_at_act(fact) == 14 and age_floor_known(fact) and read_minor(fact) is not None
    output = predict_sentence(fact, charge="故意杀人")
    assert output["months"] > 0 and "犯罪时未成年" in steps_text(output)


def test_under_fourteen_alone_claims_no_lower_bound() -> None:
    fact = "被告人王某作案时不满十四周岁，持刀捅刺被害人李某，致李某死亡。经最高人民检察院核准追诉。"
    assert age_limit_at_act(fact) == 14 and not age_floor_known(fact)
    output = predict_sentence(fact, charge="故意杀人")
    text = steps_text(output)
    # not shown to have turned 12: the younger age is presumed (法释〔2006〕1号第四条)
    assert output["months"] == 0 and "行为时已满十二周岁" not in text and "行为时不满十四周岁" in text


def test_already_sixteen_is_not_read_as_a_minor() -> None:
    assert read_minor("被告人王某犯罪时已满十六周岁，于2023年5月盗窃电动车一辆。") is None


# ---- 6. words after a role word that are no name --------------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人方与被害人已达成调解协议。",
        "被害人苏醒后，报警。",
        "被告人白天在家。",
        "被告人胡乱将财物丢弃。",
        "被告人陆续将财物转移。",
        "被害人田地里的庄稼被毁。",
        "被害人孙子在家。",
    ],
)
def test_phrases_after_a_role_word_are_no_names(fact: str) -> None:
    assert dict(_named_people(fact)) == {}


def test_real_names_are_still_read_and_the_cache_is_read_only() -> None:
    named = _named_people("被告人王小明与被害人欧阳明因琐事发生争执。")
    assert dict(named) == {"王小明": True, "欧阳明": False}
    assert isinstance(named, MappingProxyType)
    with pytest.raises(TypeError):
        named["李四"] = True  # type: ignore[index]


# ---- B. 持械聚众斗殴: 刑法第二百九十二条第一款第（四）项, 3-10 years -------------------------------------------


def test_armed_group_fight_starts_in_the_aggravated_tier() -> None:
    output = predict_sentence("被告人王某纠集二十余人持钢管、砍刀在某广场与对方人员聚众斗殴。")
    assert output["charge"] == "聚众斗殴" and "持械斗殴" in {f["name"] for f in output["factors"]}
    low, high = output["range_months"]
    assert 36 <= low and high <= 120


@pytest.mark.parametrize(
    "fact",
    [
        "被告人王某纠集十余人未持械，在某广场与对方人员聚众斗殴。",
        "被告人王某纠集十余人在某广场与被害人一方聚众斗殴，被害人李某持棍与王某互殴。",
        "被告人王某纠集十余人与对方人员聚众斗殴，对方人员持械。",
    ],
)
def test_no_weapon_or_the_other_side_s_weapon_is_not_armed_fighting(fact: str) -> None:
    output = predict_sentence(fact)
    assert "持械斗殴" not in {f["name"] for f in output["factors"]}
    assert output["range_months"][1] <= 36
