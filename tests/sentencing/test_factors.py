"""Factor extraction: values, evidence spans, negations and the numeric readers."""

from __future__ import annotations

import re

import pytest

from backend.sentencing.factors import (
    apply_overrides,
    extract_factors,
    first_told,
    parse_duration,
    read_amount,
    read_bac,
    read_drug_grams,
    read_protected_plants,
    read_recommendation,
    read_remainder,
)
from backend.sentencing.knowledge import default_knowledge


K = default_knowledge()


FACT = (
    "2020年3月5日，被告人张某在某商场内扒窃被害人李某挎包内的手机一部，价值人民币2500元；"
    "同日又窃取现金1500元，共计价值人民币4000元。案发后，被告人张某主动到派出所投案，如实供述了犯罪事实，"
    "并退赔了被害人全部损失，但未取得被害人谅解。被告人张某曾因盗窃罪被判处有期徒刑一年，系累犯。"
)


def test_factors_carry_their_evidence() -> None:
    factors = extract_factors(FACT, K)
    assert factors["amount"].value == 4000  # the stated total, not the sum of the total and its parts
    for name in ("扒窃", "自首", "坦白", "退赃退赔", "累犯"):
        factor = factors[name]
        assert factor.value is True
        start, end = factor.span
        assert FACT[start:end] in factor.evidence  # the span points at the words the evidence quotes
        assert factor.evidence in FACT


def test_negated_factor_is_not_extracted() -> None:
    factors = extract_factors(FACT, K)
    assert "取得谅解" not in factors  # 未取得被害人谅解
    assert "自首" not in extract_factors("被告人到案后不构成自首，但如实供述了罪行。", K)


def test_amount_ignores_compensation_and_fines() -> None:
    fact = "被告人骗取被害人人民币30000元，案发后赔偿被害人经济损失5000元。"
    value, start, end = read_amount(fact)
    assert value == 30000
    assert fact[start:end] == "30000元"
    assert read_amount("被告人没有获得任何财物。") is None


def test_drug_weights_become_heroin_equivalents() -> None:
    # 5 g methamphetamine counts as 5 g heroin; 50 g ketamine counts as 5 g (its 数量较大 is 100 g)
    fact = "被告人贩卖冰毒5克，又贩卖氯胺酮50克。"
    value, _, _ = read_drug_grams(fact, K)
    assert value == pytest.approx(10.0)
    assert read_drug_grams("被告人贩卖毒品一包。", K) is None


def test_blood_alcohol_formats() -> None:
    assert read_bac("血液中乙醇含量为186.5mg/100ml。")[0] == 186.5
    assert read_bac("乙醇含量为128.1毫克／100毫升")[0] == 128.1


@pytest.mark.parametrize(
    ("text", "months"),
    [("一年六个月", 18), ("6个月", 6), ("一年半", 18), ("三年", 36), ("1年零3个月", 15), ("十个月", 10)],
)
def test_parse_duration(text: str, months: float) -> None:
    assert parse_duration(text) == months


@pytest.mark.parametrize(
    ("fact", "expected"),
    [
        ("建议判处被告人有期徒刑六个月至一年。", (6, 12)),
        ("建议在3-6个月××量刑，可以适用××。", (3, 6)),
        ("建议对被告人判处××至一年六个月。", (None, 18)),
        ("建议判处一年以下××或者××，并处罚金。", (None, 12)),
        ("但其有坦白情节，可以从轻处罚，建议单处罚金。", (0, 0)),
        ("公诉机关建议判处被告人任某罚金。", (0, 0)),
        ("建议判处被告人有期徒刑一年并处罚金。", (12, 12)),
        ("建议判处被告人蒋某××，××，并处罚金。", None),
        ("建议判处被告人有期徒刑二年。", (24, 24)),
        # the term named before the words 量刑建议
        ("同时公诉机关提出判处被告人周某一至二年的量刑建议。", (12, 24)),
        ("检察机关提出对被告人朱某判处三年至四年××并处罚金的量刑建议。", (36, 48)),
        ("并提出判处被告人二年以下××，可适用××的量刑建议。", (None, 24)),
        # "X以上Y以下" is a range, not an upper bound alone
        ("建议本院对被告人赵某判处六个月以上一年六个月以下××，并处罚金。", (6, 18)),
        # a fine offered as an alternative to the term is not a fine alone
        ("建议判处一年以下××或者××，并处或者单处罚金。", (None, 12)),
    ],
)
def test_recommendation_readings(fact: str, expected: tuple | None) -> None:
    reading = read_recommendation(fact)
    assert (reading[0] if reading else None) == expected


def test_overrides_add_change_and_remove() -> None:
    factors = extract_factors(FACT, K)
    corrected = apply_overrides(factors, {"累犯": False, "取得谅解": True, "amount": 6000}, K)
    assert "累犯" not in corrected
    assert corrected["取得谅解"].origin == "user" and corrected["取得谅解"].evidence == ""
    assert corrected["amount"].value == 6000
    unchanged = apply_overrides(factors, {"自首": True}, K)
    assert unchanged["自首"].evidence == factors["自首"].evidence  # re-confirming keeps the evidence
    with pytest.raises(ValueError, match="未知的量刑因素"):
        apply_overrides(factors, {"不存在的因素": True}, K)
    # a measure is a number, or a figure typed as text ('6000', '6千'); text that is no figure is refused
    assert apply_overrides(factors, {"amount": "6千"}, K)["amount"].value == 6000
    with pytest.raises(ValueError, match="数值"):
        apply_overrides(factors, {"amount": "很多"}, K)


@pytest.mark.parametrize(
    ("fact", "expected", "evidence"),
    [
        # 法释〔2023〕8号第二条: a second-grade plant counts half a first-grade one; the grades are folded
        (
            "被告人收购4株楠木，经鉴定系国家二级重点保护野生植物闽楠。又收购4株红豆杉，经鉴定系国家一级重点保护野生植物南方红豆杉。",
            6.0,
            "4株",
        ),
        # standing volume (蓄积), not timber volume (材积), when both are stated; it outweighs one tree here
        ("非法采伐樟树一株，经鉴定为国家二级保护野生植物，材积为2.1立方米，立木蓄积为3.5立方米。", 1.75, "蓄积为3.5立方米"),
        # the last figure is the total of the two before it
        (
            "被运走的楠木材积为1.5立方米，另一处堆放的楠木材积为0.9立方米，经鉴定为国家二级重点保护植物润楠，材积2.4立方米。",
            1.2,
            "材积2.4立方米",
        ),
        # trees that are not protected are not counted
        ("被告人采伐57株杂树和3株桢楠树。经鉴定，被砍伐的3株桢楠系国家二级保护树种。", 1.5, "3株"),
        # no grade stated: read as second grade, the lighter reading
        ("被告人非法采伐国家重点保护植物水曲柳4棵。", 2.0, "4棵"),
        # an enumeration: each count takes the grade named in its own item, and other trees in it do not count
        ("盗伐国家一级保护植物红豆杉5株、国家二级保护植物樟树3株。", 6.5, "5株"),
        ("在林地内砍伐杉木120株、国家二级保护植物榧树2株。", 1.0, "2株"),
        # the statute's own wording, an approximate count, and a volume given with 计
        ("采伐国家重点保护的其他植物香樟树30株。", 15.0, "30株"),
        ("非法采挖国家二级保护植物兰花300余株。", 150.0, "300余株"),
        ("经鉴定，立木蓄积量计12.5立方米，系国家二级保护植物。", 6.25, "蓄积量计12.5立方米"),
        # a stated total wins over the counts it adds up
        ("盗挖国家二级保护植物兰花15株、国家二级保护植物石斛20株，共计35株。", 17.5, "35株"),
        # a second act names only the species the first one called protected: both count
        ("3月盗挖国家二级保护植物兰花15株；同年5月又盗挖兰花20株，另砍伐杉木40株。", 17.5, "15株"),
    ],
)
def test_protected_plants_in_first_grade_equivalents(fact: str, expected: float, evidence: str) -> None:
    value, start, end = read_protected_plants(fact)
    assert value == pytest.approx(expected)
    assert fact[start:end] == evidence
    assert "protected_plants" in extract_factors(fact, K)


def test_protected_plants_need_a_protected_plant() -> None:
    assert read_protected_plants("被告人盗伐杉木30株，立木蓄积5立方米。") is None
    assert read_protected_plants("被告人非法猎捕国家二级保护动物猕猴2只，另有子弹3颗。") is None


@pytest.mark.parametrize(
    ("fact", "months"),
    [
        ("截止2014年8月11日，罪犯但某余刑9年2个月5日。", 110.16),  # 5 days = 0.16 month
        ("被告人脱逃时尚有余刑一年三个月。", 15),
        # the unserved part from the earlier term's end date and the date of the escape
        (
            "被告人王某因犯盗窃罪于2015年3月2日被判处有期徒刑五年，刑期自2014年12月1日起至2019年11月30日止，"
            "在某监狱服刑。2017年6月1日，王某趁外出劳动之机逃离监狱。",
            29.96,
        ),
        ("该犯脱逃时已无余刑。", None),
        # a figure no reader knows is skipped, not an error for the whole fact
        ("该犯脱逃时尚有余刑1百个月。", None),
        # the earlier term had ended before the new act: nothing to combine
        ("被告人王某曾因盗窃罪被判处有期徒刑二年，刑期至2012年9月26日止，在某监狱服刑。2013年7月1日，王某又在某地盗窃。", None),
        # the date of the earlier judgment comes first: the act is the date told after the term's end
        ("2017年5月3日，被告人张某因犯抢劫罪被判处有期徒刑五年，刑期至2022年5月2日止。2021年6月1日，张某在某监狱服刑期间脱逃。",
         11.01),
        # parole ran out before the new act: the remainder was served
        ("被告人李某因盗窃罪被判处有期徒刑三年，2017年5月1日经法院裁定假释，余刑一年，2018年5月1日假释考验期满。"
         "2020年6月1日，被告人李某在某商场盗窃他人手机一部。", None),
    ],
)
def test_unserved_remainder(fact: str, months: float | None) -> None:
    reading = read_remainder(fact)
    assert (reading[0] if reading else None) == (pytest.approx(months) if months is not None else None)


# ---- one reader of the first mention not negated ------------------------------------------------------------------


def test_first_told_skips_a_negated_mention() -> None:
    pattern = re.compile(r"严重残疾")
    text = "未造成严重残疾。后又致另一被害人严重残疾。"
    match = first_told(pattern, text)
    assert match is not None and match.start() == text.rindex("严重残疾")
    assert first_told(pattern, "未造成严重残疾。") is None
    assert first_told("严重残疾", "无此情节") is None


def test_first_told_reads_the_negation_of_a_group() -> None:
    # the group decides: '被告人…怀孕' is told unless the pregnancy itself is negated
    pattern = re.compile(r"被告人[^。]{0,10}?(怀孕)")
    assert first_told(pattern, "被告人王某已怀孕五个月。", group=1) is not None
    assert first_told(pattern, "被告人王某未怀孕。", group=1) is None
