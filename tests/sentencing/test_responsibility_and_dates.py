"""Charge scoring built once per Knowledge, dates read by backend.textdates (Chinese numerals included), and
the age of responsibility and not-a-crime names read from the data files."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from backend.sentencing.factors import age_limit_at_act, dates_in, read_minor, read_recidivism, read_remainder
from backend.sentencing.knowledge import DATA_DIR, _required_bigram, _things_acted_on, default_knowledge, load_knowledge
from backend.sentencing.predict import predict_sentence
from backend.textdates import small_number, written_dates

K = default_knowledge()


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- charge scoring ------------------------------------------------------------------------------------


def _scores_term_by_term(text: str) -> dict[str, float]:
    """Every name, act and keyword counted on the whole text, without the two-character index."""
    scores: dict[str, float] = {}
    for written, charge in ({name: name for name in K.statutes} | dict(K.aliases)).items():
        count = text.count(written + "罪") * 3 + text.count(written)
        if count:
            scores[charge] = scores.get(charge, 0) + count * (1 + len(written) / 10)
        parts = [part for part in written.split("、") if len(part) >= 2]
        things = _things_acted_on(tuple(parts))  # a bare verb counts only beside what it is done to
        if "毒品" in things:
            things += (*K.drug_equivalents, *K.drug_aliases)
        named = not things or any(thing in text for thing in things)
        hits = sum(text.count(part) for part in parts if named or any(t in part for t in things)) if len(parts) > 1 else 0
        if hits:
            scores[charge] = scores.get(charge, 0) + 0.5 * hits / len(parts)
    keywords = [(c, k) for c, entry in K.guideline.items() for k in entry.keywords]
    for charge, keyword in keywords + [(c, k) for c, words in K.statute_keywords.items() for k in words]:
        hits = len(re.findall(keyword, text))
        if hits:
            scores[charge] = scores.get(charge, 0) + hits
    return scores


@pytest.mark.parametrize(
    "text",
    [
        "被告人王某以暴力阻碍民警依法执行职务，并将民警打伤",  # a keyword that is a pattern (阻碍.*执行职务)
        "被告人李某明知是他人犯罪所得的手机而予以收购，后窝藏、包庇犯罪嫌疑人张某",
        "被告人赵某醉酒驾驶机动车，又入户盗窃现金3000元，并贩卖甲基苯丙胺15克",
        "被告人王某殴打被害人，又持刀朝其胸部连刺数刀，致其死亡",  # a statutes.yaml keyword (故意杀人)
        "被告人王某为杀人灭口，将其杀死",  # a keyword's second alternative
        "本案无任何罪名",
    ],
)
def test_charge_scores_are_those_of_every_term_counted(text: str) -> None:
    assert K.charge_lexicon.scores(text) == _scores_term_by_term(text)


def test_a_pattern_is_indexed_by_the_characters_it_must_start_with() -> None:
    assert _required_bigram("阻碍.*执行职务") == "阻碍"
    assert _required_bigram("收受.*财物") == "收受"
    assert _required_bigram("ab*c") is None  # b may be absent
    assert _required_bigram("(?:甲|乙)丙") is None
    assert _required_bigram("报复杀人|杀人灭口") is None  # an alternative may start the match


# ---- dates ---------------------------------------------------------------------------------------------


def test_written_dates_read_chinese_numerals_and_leave_terms_alone() -> None:
    assert [(d.year, d.month, d.day) for d in written_dates("二〇二一年十二月三十一日刑满释放")] == [(2021, 12, 31)]
    assert [(d.year, d.month, d.day) for d in written_dates("二零零六年三月出生")] == [(2006, 3, None)]
    assert written_dates("被判处有期徒刑10年6月", spoken_years=False) == []
    assert [(d.year, d.month) for d in written_dates("19年3月入职")] == [(2019, 3)]
    assert written_dates("2023年2月30日") == []  # no such day
    assert (small_number("三十一"), small_number("十"), small_number("五六")) == (31, 10, None)
    assert [(d.year, d.month, d.span) for d in dates_in("于二〇二三年五月盗窃")] == [(2023, 5, (1, 8))]


RELEASED_IN_CHINESE_NUMERALS = (
    "被告人赵某曾因盗窃罪于二〇一九年六月被判处有期徒刑二年，二〇二一年十二月刑满释放。"
    "二〇二三年五月，赵某在某小区入户盗窃现金5000元。"
)


def test_recidivism_from_a_release_told_in_chinese_numerals() -> None:
    found = read_recidivism(RELEASED_IN_CHINESE_NUMERALS, K)
    assert found is not None and found[0] is True
    output = predict_sentence(RELEASED_IN_CHINESE_NUMERALS, charge="盗窃")
    assert any(f["name"] == "累犯" for f in output["factors"])
    # more than five years after the release: no recidivism
    late = RELEASED_IN_CHINESE_NUMERALS.replace("二〇二三年五月", "二〇二七年五月")
    assert read_recidivism(late, K) is None


def test_age_at_the_act_from_a_birth_in_chinese_numerals() -> None:
    fact = "被告人王某，二〇〇六年三月出生。二〇二三年五月，王某在江苏省南京市盗窃电动车一辆，价值5000元。"
    assert age_limit_at_act(fact) == 18 and read_minor(fact) is not None
    assert "犯罪时未成年" in steps_text(predict_sentence(fact, charge="盗窃"))
    adult = fact.replace("二〇〇六年三月", "二〇〇四年三月")
    assert age_limit_at_act(adult) is None and read_minor(adult) is None


def test_remainder_from_a_term_end_and_the_new_act() -> None:
    fact = "被告人钱某在某监狱服刑，刑期自2020年3月1日起至2025年2月28日止。2024年2月28日，钱某脱逃。"
    months, _, _ = read_remainder(fact)
    assert months == pytest.approx(12.0, abs=0.1)


# ---- age of responsibility -----------------------------------------------------------------------------


def test_the_crimes_answered_for_from_14_are_flagged_in_the_data() -> None:
    assert K.answerable_from_14 == {"故意杀人", "故意伤害", "强奸", "抢劫", "走私、贩卖、运输、制造毒品", "放火", "爆炸",
                                    "投放危险物质"}


def test_only_selling_drugs_in_the_act_now_charged_is_answered_for_at_15() -> None:
    born = "被告人赵某，2008年5月20日出生。"
    selling = predict_sentence(born + "2023年5月21日，赵某贩卖甲基苯丙胺15克，被当场抓获。", charge="贩卖毒品")
    assert "不负刑事责任" not in steps_text(selling)
    # an earlier conviction for selling does not make the carrying now charged answerable
    carrying = (
        born + "赵某曾因贩卖毒品罪于2022年6月被判处有期徒刑六个月，2022年12月刑满释放。"
        "2023年5月21日，赵某为他人运输甲基苯丙胺15克，被当场抓获。"
    )
    assert "对「走私、贩卖、运输、制造毒品」不负刑事责任" in steps_text(predict_sentence(carrying, charge="运输毒品"))


# ---- what is not a crime -------------------------------------------------------------------------------


def test_a_name_for_what_is_no_crime_is_answered_from_the_data(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="「饮酒驾驶」不是罪名：血液酒精含量20mg/100ml以上、不满80mg/100ml为饮酒驾驶.*「危险驾驶」"):
        predict_sentence("被告人某甲酒后驾车。", charge="饮酒驾驶")
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    guideline = folder / "guideline.yaml"
    guideline.write_text(guideline.read_text(encoding="utf-8").replace("names: [酒驾, 饮酒驾驶]", "names: [酒驾, 醉驾]"), encoding="utf-8")
    with pytest.raises(ValueError, match="no_crime_below.names 与罪名或其别称重复：\\['醉驾'\\]"):
        load_knowledge(folder)


MURDER = "，持刀朝被害人李某胸部连刺数刀，致其死亡。"
APPROVED = "经最高人民检察院核准追诉。"


def test_under_twelve_answers_for_nothing() -> None:
    output = predict_sentence("被告人王某（作案时11周岁）于2023年5月" + MURDER + APPROVED, charge="故意杀人")
    assert output["months"] == 0 and "不满十二周岁，依法不负刑事责任" in steps_text(output)
    assert any(step["source"].endswith("第十七条") for step in output["steps"])


@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        ("被告人王某（作案时13周岁）于2023年5月" + MURDER + APPROVED, "故意杀人"),
        # 重伤 with 严重残疾 by especially cruel means
        ("被告人王某作案时十三周岁，以特别残忍手段用硫酸泼洒被害人面部，致其重伤二级，造成严重残疾。" + APPROVED, "故意伤害"),
    ],
)
def test_from_twelve_grave_killing_or_maiming_approved_by_the_procuratorate_is_answered_for(fact: str, charge: str) -> None:
    output = predict_sentence(fact, charge=charge)
    assert output["months"] > 0 and "不负刑事责任" not in steps_text(output)
    assert "犯罪时未成年" in steps_text(output)  # the minor's mitigation still applies


@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        ("被告人王某（作案时13周岁）于2023年5月" + MURDER, "故意杀人"),  # no approval told
        ("被告人王某（作案时13周岁）于2023年5月入户抢劫现金5000元。" + APPROVED, "抢劫"),  # not a crime of 第三款
        ("被告人王某作案时已满十二周岁不满十四周岁，持刀将被害人刺成重伤二级。" + APPROVED, "故意伤害"),  # 重伤 without 严重残疾
    ],
)
def test_from_twelve_anything_else_gets_no_term(fact: str, charge: str) -> None:
    output = predict_sentence(fact, charge=charge)
    assert output["months"] == 0 and "已满十二周岁不满十四周岁" in steps_text(output)


def test_a_victim_s_stated_age_is_not_the_defendant_s() -> None:
    fact = "被告人张某于2023年5月猥亵被害人李某，被害人李某案发时13周岁。"
    assert age_limit_at_act(fact) is None and read_minor(fact) is None
    assert predict_sentence(fact, charge="猥亵儿童")["months"] > 0


# ---- detecting 故意杀人 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人王某因琐事与被害人李某发生争执，持刀朝被害人胸部连刺数刀，致其死亡。",
        "被告人王某为报复被害人李某，起意杀人，于2023年5月持菜刀砍击李某头部，致其死亡。",
        "被告人王某怀恨在心，将被害人李某掐颈杀死。",
    ],
)
def test_killing_told_by_intent_or_repeated_stabbing_of_a_vital_part_is_murder(fact: str) -> None:
    output = predict_sentence(fact)
    assert output["charge"] == "故意杀人" and output["charge_origin"] == "detected"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人王某因琐事与被害人李某发生争执，用拳头殴打李某头部，致其倒地后经抢救无效死亡。",
        # repeated stabbing that did not kill: read as the injury it caused
        "被告人王某因琐事与被害人李某发生争执，持刀朝被害人胸部连刺数刀，致其重伤二级。",
    ],
)
def test_beating_to_death_or_stabbing_without_death_stays_intentional_injury(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "故意伤害"


def test_killing_a_protected_animal_is_not_murder() -> None:
    assert predict_sentence("被告人王某非法猎捕、杀害国家重点保护野生动物猕猴2只。")["charge"] != "故意杀人"


# ---- full names ----------------------------------------------------------------------------------------


def test_a_record_told_of_a_named_victim_is_not_the_defendant_s() -> None:
    told = "李四曾因盗窃罪于2018年5月被判处有期徒刑三年，2021年5月刑满释放。2023年5月，张三持刀将李四砍成轻伤。"
    victim_s = predict_sentence("被害人李四与被告人张三系同村村民。" + told, charge="故意伤害")
    assert not {"累犯", "前科"} & {f["name"] for f in victim_s["factors"]}
    own = predict_sentence("被告人李四与被害人张三系同村村民。" + told.replace("张三持刀将李四", "李四持刀将张三"), charge="故意伤害")
    assert {"累犯", "前科"} <= {f["name"] for f in own["factors"]}


def test_a_named_victim_s_age_is_not_the_defendant_s() -> None:
    fact = "被害人李四与被告人张三系同学。2023年5月，李四（案发时13周岁）被张三殴打致轻伤二级。"
    assert age_limit_at_act(fact) is None
    assert predict_sentence(fact, charge="故意伤害")["months"] > 0


def test_words_after_a_role_word_that_are_no_name() -> None:
    from backend.sentencing.factors import _named_people

    named = _named_people("被告人于当晚在家中。被害人陈述、证人证言。被告人欧阳明与证人王小二在场，被害人钱包内的现金被盗。")
    assert named == {"欧阳明": True, "王小二": False}
