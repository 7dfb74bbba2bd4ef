"""Whose dates and records the readers take: birth dates are no act's date, a victim's age or record is not the
defendant's, 曾 alone is no earlier conviction, 拘役 beside 有期徒刑 in 数罪并罚, the other grounds of 危险驾驶,
and typed dates or places that must not end in a Python error."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from backend.sentencing.engine import combine_charges, combine_with_remainder
from backend.sentencing.factors import (
    act_dates,
    age_limit_at_act,
    extract_factors,
    prior_record_spans,
    read_minor,
    read_recidivism,
    without_prior_record,
)
from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge
from backend.sentencing.predict import predict_sentence


K = default_knowledge()


THEFT = "入户盗窃现金5000元。"


def minor_read(fact: str) -> bool:
    return read_minor(fact) is not None and "未成年" in extract_factors(fact, K)


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- whose record ---------------------------------------------------------------------------------------

RECORD = "曾因盗窃罪于2019年1月被判处有期徒刑二年，2021年1月刑满释放。"


# ---- birth dates and the age at the act -------------------------------------------------------------


def test_a_bare_birth_date_is_no_act_date() -> None:
    fact = "被告人李某，男，1990年3月5日生，汉族。2023年5月，李某" + THEFT
    assert [(d.year, d.month) for d in act_dates(fact)] == [(2023, 5)]
    assert not minor_read(fact)
    assert "未成年" not in {f["name"] for f in predict_sentence(fact, charge="盗窃")["factors"]}


@pytest.mark.parametrize(
    ("act", "minor"),
    [
        ("2023年5月20日", True),  # the 18th birthday itself: 18 is reached the day after (法释〔2006〕1号第二条)
        ("2023年5月21日", False),
        ("2023年5月19日", True),
    ],
)
def test_the_eighteenth_birthday_still_counts_as_a_minor(act: str, minor: bool) -> None:
    fact = f"被告人赵某，男，2005年5月20日出生。{act}，赵某" + THEFT
    assert minor_read(fact) is minor


def test_age_limits_from_the_birth_and_none_from_a_birth_after_the_act() -> None:
    under_14 = "被告人赵某，2010年5月20日出生。2023年5月21日，赵某" + THEFT
    assert age_limit_at_act(under_14) == 14 and read_minor(under_14) is not None
    under_12 = "被告人赵某，2012年5月20日出生。2023年5月21日，赵某" + THEFT
    assert age_limit_at_act(under_12) == 12
    # a birth date after the act is a typing error or another person's
    later = "被告人赵某，2024年1月1日出生。2023年5月21日，赵某" + THEFT
    assert age_limit_at_act(later) is None and read_minor(later) is None


def test_below_the_age_of_responsibility_is_said_and_gets_no_term() -> None:
    # 12 to 14 (刑法第十七条第三款): theft is not among the crimes answered for
    output = predict_sentence("被告人赵某，2010年5月20日出生。2023年5月21日，赵某" + THEFT, charge="盗窃")
    described = steps_text(output)
    assert "不满十四周岁，对「盗窃」不负刑事责任" in described and "犯罪时未成年" not in described
    assert output["months"] == 0 and any("第十七条" in step["source"] for step in output["steps"])
    # 14–16: theft is not among 第十七条第二款's crimes, robbery is
    theft = predict_sentence("被告人赵某，2008年5月20日出生。2023年5月21日，赵某" + THEFT, charge="盗窃")
    assert "对「盗窃」不负刑事责任" in steps_text(theft) and theft["months"] == 0
    robbery = predict_sentence("被告人赵某，2008年5月20日出生。2023年5月21日，赵某持刀抢劫现金5000元。", charge="抢劫")
    assert "不负刑事责任" not in steps_text(robbery) and "犯罪时未成年" in steps_text(robbery)
    assert robbery["months"] > 0


# ---- the victim's age and birth date ------------------------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "案发时被害人15岁。被告人王某于2023年5月猥亵被害人。",
        "被告人王某于2023年5月强行将刘某带走，作案时刘某15岁。",
        "被告人毛某于2019年5月在某小区内猥亵樊某（女，2006年6月18日出生）。",
        "被告人张三于2019年5月猥亵李四（女，2006年6月18日出生）。",
    ],
)
def test_another_person_s_age_or_birth_date_is_not_the_defendant_s(fact: str) -> None:
    assert read_minor(fact) is None
    assert "未成年" not in extract_factors(fact, K)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人毛某（男，2002年6月18日出生）于2019年5月在某小区内猥亵樊某（女，2006年6月18日出生）。",
        "被告人张三，男，汉族，2002年6月18日生，于2019年5月盗窃现金5000元。",
        "被告人王某作案时年仅17岁，于2019年5月盗窃现金5000元。",
    ],
)
def test_the_defendant_s_own_age_still_counts(fact: str) -> None:
    assert "未成年" in extract_factors(fact, K)


# ---- 曾 alone is no earlier conviction ---------------------------------------------------------------


def test_ceng_without_a_conviction_keeps_the_present_crime() -> None:
    fact = "被告人李某曾于2023年5月在北京市某小区" + THEFT
    assert prior_record_spans(fact) == ()
    output = predict_sentence(fact)
    assert output["charge"] == "盗窃"
    assert {f["name"]: f["value"] for f in output["factors"]}["amount"] == 5000
    murder = "被告人孙某曾因债务纠纷与被害人王某发生矛盾，2023年5月，孙某持刀将王某刺死。"
    assert prior_record_spans(murder) == () and without_prior_record(murder) == murder


def test_a_record_clause_ends_where_the_new_act_begins() -> None:
    fact = "被告人赵某曾因盗窃罪于2020年1月被判处有期徒刑二年，2022年1月刑满释放后又于2023年3月" + THEFT
    spans = [fact[a:b] for a, b in prior_record_spans(fact)]
    assert spans == ["被告人赵某曾因盗窃罪于2020年1月被判处有期徒刑二年", "2022年1月刑满释放后又"]
    factors = extract_factors(fact, K)
    assert factors["amount"].value == 5000 and factors["累犯"].value is True
    undated = "被告人赵某曾因盗窃罪于2020年1月被判处有期徒刑二年，2022年1月刑满释放后又" + THEFT
    assert extract_factors(undated, K)["amount"].value == 5000
    assert read_recidivism(undated) is None  # no date for the new act: five years cannot be checked


@pytest.mark.parametrize(
    "fact",
    [
        "被告人赵某于2023年5月为程某提供住处，窝藏程某。程某" + RECORD,
        "被告人赵某于2023年5月殴打被害人钱某致其轻伤二级。钱某" + RECORD,
        "被告人赵某与同案犯孙某于2023年5月入户盗窃现金5000元。孙某" + RECORD,
    ],
)
def test_another_person_s_record_is_not_the_defendant_s(fact: str) -> None:
    assert read_recidivism(fact) is None
    found = extract_factors(fact, K)
    assert "累犯" not in found and "前科" not in found


@pytest.mark.parametrize(
    "fact",
    [
        "被告人赵某" + RECORD + "2023年5月，赵某" + THEFT,
        "被告人赵某，男，1985年生。其" + RECORD + "2023年5月，赵某" + THEFT,
        "被告人赵某，男，1985年3月生。" + RECORD + "2023年5月，赵某" + THEFT,
    ],
)
def test_the_defendant_s_own_record_still_counts(fact: str) -> None:
    assert read_recidivism(fact) is not None
    assert {"累犯", "前科"} <= set(extract_factors(fact, K))


# ---- 拘役 in 数罪并罚 ----------------------------------------------------------------------------------


def test_detention_beside_a_fixed_term_is_not_executed() -> None:
    months, step = combine_charges([8.0, 4.0], [False, True])
    assert months == 8.0 and "有期徒刑与拘役并罚的，执行有期徒刑" in step.description
    assert combine_charges([8.0, 10.0], [False, False])[0] == 14.0  # 10 + 8 / 2


def test_detention_terms_combined_stay_within_one_year() -> None:
    assert combine_charges([5.0, 4.0], [True, True])[0] == 7.0  # 5 + 4 / 2
    months, step = combine_charges([6.0, 6.0, 6.0], [True, True, True])
    assert months == 12.0 and "拘役数罪并罚最高不超过1年" in step.description
    # an earlier prison term's remainder: the new 拘役 is not executed beside it
    (term, _, _), _ = combine_with_remainder([4.0], 4.0, 4.0, 20.0, [True])
    assert term == 20.0


# ---- 危险驾驶 below 80 mg/100ml needs the law's other grounds -------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人张某于2023年5月饮酒后驾驶出租车载客途中超速行驶，经鉴定其血液酒精含量为60mg/100ml。",
        "被告人张某于2023年5月饮酒后驾驶运输危险化学品的槽罐车在道路上行驶，经鉴定其血液酒精含量为60mg/100ml。",
    ],
)
def test_speeding_with_passengers_or_driving_a_tanker_is_no_other_ground(fact: str) -> None:
    assert predict_sentence(fact, charge="危险驾驶")["months"] == 0


@pytest.mark.parametrize(
    "ground",
    [
        "张某从事旅客运输，严重超过额定乘员载客。",
        "张某违反危险化学品安全管理规定运输危险化学品，危及公共安全。",
    ],
)
def test_the_law_s_other_grounds_are_still_a_crime(ground: str) -> None:
    fact = "被告人张某于2023年5月饮酒后驾驶客车在道路上行驶，经鉴定其血液酒精含量为60mg/100ml。" + ground
    assert predict_sentence(fact, charge="危险驾驶")["months"] > 0


# ---- typed places and dates ----------------------------------------------------------------------------


@pytest.mark.parametrize(("typed", "province"), [("浙江省杭州市", "浙江"), ("北京市朝阳区", "北京")])
def test_a_province_with_its_city_or_district_is_understood(typed: str, province: str) -> None:
    assert predict_sentence("被告人钱某盗窃现金5000元。", charge="盗窃", province=typed)["province"] == province


def test_leap_day_release_and_impossible_years_give_no_python_error() -> None:
    leap = "被告人赵某曾因盗窃罪被判处有期徒刑二年，2020年2月29日刑满释放。2023年5月，赵某" + THEFT
    assert read_recidivism(leap) is not None  # five years after 29 February: 28 February 2025
    for fact in (
        "被告人赵某曾因盗窃罪被判处有期徒刑二年，0000年刑满释放。2023年5月，赵某" + THEFT,
        "被告人赵某，9995年3月出生。2023年5月，赵某" + THEFT,
        "被告人赵某，2004年2月29日出生。2023年5月，赵某" + THEFT,
    ):
        assert predict_sentence(fact, charge="盗窃")["months"] > 0
    assert read_recidivism("被告人赵某曾因盗窃罪被判处有期徒刑二年，0000年刑满释放。2023年5月，赵某" + THEFT) is None


# ---- one list of negligent crimes ------------------------------------------------------------------------


def test_negligent_crimes_come_from_statutes_yaml() -> None:
    assert {"交通肇事", "失火", "重大责任事故", "重大劳动安全事故", "过失致人死亡"} <= K.negligent
    assert "盗窃" not in K.negligent and "危险驾驶" not in K.negligent
    # an earlier negligent crime makes no one a recidivist (刑法第六十五条: 过失犯罪除外)
    fact = "被告人赵某曾因失火罪于2019年1月被判处有期徒刑二年，2021年1月刑满释放。2023年5月，赵某" + THEFT
    assert read_recidivism(fact, K) is None
    assert read_recidivism(fact.replace("失火罪", "盗窃罪"), K) is not None


def test_special_subject_and_follow_on_charges_come_from_statutes_yaml() -> None:
    assert {"贪污", "受贿", "职务侵占", "挪用资金"} <= K.special_subject and "盗窃" not in K.special_subject
    assert K.follow_on == {"掩饰、隐瞒犯罪所得、犯罪所得收益"}


def test_a_negligent_flag_that_is_not_a_boolean_is_refused(tmp_path: Path) -> None:
    shutil.copytree(DATA_DIR, tmp_path / "data")
    statutes = tmp_path / "data" / "statutes.yaml"
    statutes.write_text(
        statutes.read_text(encoding="utf-8").replace("失火:\n  negligent: true", "失火:\n  negligent: 是", 1),
        encoding="utf-8",
    )
    with pytest.raises(KnowledgeError, match="失火.*negligent"):
        load_knowledge(tmp_path / "data")


def test_circumstances_of_an_earlier_conviction_are_not_this_cases() -> None:
    # '曾因入户抢劫被判处…' is the old robbery's 入户: the street robbery now charged stays in the basic tier
    told = "2019年5月，王某在街头抢劫被害人手机一部价值3000元。"
    with_old = predict_sentence("被告人王某曾因入户抢劫被判处有期徒刑五年，2016年3月刑满释放。" + told, charge="抢劫")
    without = predict_sentence("被告人王某曾因抢劫被判处有期徒刑五年，2016年3月刑满释放。" + told, charge="抢劫")
    assert "入户" not in {f["name"] for f in with_old["factors"]}
    assert with_old["months"] == without["months"] < 120


# ---- a witness statement's date is not the act's ------------------------------------------------------


def test_a_witness_statement_date_is_not_an_act_date() -> None:
    fact = "2019年7月3日，被告人王某在某超市盗窃现金2000元。证人李某的证言（2019.7.5），证实其看见王某拿走现金。"
    assert [(d.year, d.month, d.day) for d in act_dates(fact)] == [(2019, 7, 3)]
