"""Session-8 walkthrough fixes in reading factors (qa8a items 7 and 9, and the drug aggravations of item 6): the
two-year window of 多次盗窃, recidivism counted from the end of parole, 退缴 as restitution, vulnerable victims, and
selling drugs to students or minors.

Gold is derived by hand from the article or interpretation cited at each test."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors, read_recidivism
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

K = default_knowledge()


# ---- 多次盗窃 is three thefts within two years (法释〔2013〕8号第三条第一款) -------------------------------------------

_THEFTS = "经审理查明：被告人冯某于{}三次在超市内窃取商品，价值共计900元。"


def test_thefts_more_than_two_years_apart_are_not_many() -> None:
    # 2020-03-05 .. 2022-03-05 holds the first two, 2021-04-10 .. 2023-04-10 the last two: never three within two years
    fact = _THEFTS.format("2020年3月5日、2021年4月10日、2022年5月12日")
    factors = extract_factors(fact, K)
    assert factors["count"].value == 2
    assert "二年内最多2次" in factors["count"].evidence
    # 900元 is below every province's 数额较大 (法释〔2013〕8号第一条: 1000元 at the lowest) and no other ground of
    # 第二百六十四条 is told: not a crime
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] == 0


def test_thefts_within_two_years_stay_many() -> None:
    fact = _THEFTS.format("2021年3月5日、2021年9月10日、2022年5月12日")
    assert extract_factors(fact, K)["count"].value == 3
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] > 0  # 多次盗窃 is a theft at any amount: the first tier (三年以下)
    assert output["months"] <= 36


def test_undated_or_period_dated_counts_keep_their_reading() -> None:
    # the fact does not date each act: whether they fall within two years is not shown, the count stands as told
    assert extract_factors("经审理查明：被告人冯某三次在超市内窃取商品，价值共计900元。", K)["count"].value == 3
    period = "经审理查明：2020年6月至2022年9月，被告人冯某先后三次在超市内窃取商品，价值共计900元。"
    assert extract_factors(period, K)["count"].value == 3


def test_stated_many_thefts_with_dates_apart_is_not_many() -> None:
    fact = (
        "经审理查明：2019年3月5日，被告人冯某在某超市窃取香烟两条。2021年4月10日，冯某在某超市窃取白酒一瓶。"
        "2023年5月12日，冯某又在某超市窃取食品，冯某多次盗窃，价值共计900元。"
    )
    assert "多次" not in extract_factors(fact, K)


def test_robbery_has_no_two_year_window() -> None:
    # 多次抢劫 is 三次以上 with no window (刑法第二百六十三条第（四）项)
    fact = "经审理查明：被告人冯某于2018年3月5日、2020年4月10日、2022年5月12日三次持刀抢劫路人，劫得现金900元。"
    assert extract_factors(fact, K)["count"].value == 3


# ---- 累犯 after parole: five years from the end of the parole period (刑法第六十五条第二款、第八十五条) ------------------

_PAROLED = "经审理查明：被告人冯某曾因故意伤害罪被判处有期徒刑三年，{}。{}，冯某在某小区内窃取电动自行车一辆，价值5000元。"


@pytest.mark.parametrize(
    "parole",
    ["2020年1月假释，假释考验期至2021年1月", "2020年1月假释，2021年1月假释考验期满", "2020年1月假释，考验期一年",
     "2020年1月假释，2021年1月刑满释放"],
)
def test_a_new_crime_within_five_years_after_parole_ended_is_recidivism(parole: str) -> None:
    fact = _PAROLED.format(parole, "2022年5月")
    assert read_recidivism(fact) is not None
    factors = extract_factors(fact, K)
    assert factors["累犯"].value is True
    assert factors["累犯"].evidence


@pytest.mark.parametrize(
    ("parole", "act"),
    [
        # during the parole period: 撤销假释 and 数罪并罚 (刑法第八十六条), not recidivism
        ("2020年1月假释，假释考验期至2021年1月", "2020年8月"),
        # more than five years after the parole ended
        ("2010年1月假释，假释考验期至2011年1月", "2022年5月"),
        ("2014年1月假释，假释考验期至2017年3月", "2022年5月"),
        # the day the parole began is not the sentence served, and the period's end is not told
        ("2020年1月假释出狱", "2022年5月"),
    ],
)
def test_no_recidivism_during_parole_or_after_five_years(parole: str, act: str) -> None:
    assert read_recidivism(_PAROLED.format(parole, act)) is None


def test_five_years_count_from_the_end_of_parole_not_its_start() -> None:
    # parole began more than five years before the act, its period ended within five: 累犯
    assert read_recidivism(_PAROLED.format("2014年1月假释，假释考验期至2017年3月", "2022年2月")) is not None


# ---- 退缴 is restitution (刑法第三百八十三条第三款; 量刑指导意见三（十）) -------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "经审理查明：被告人钱某利用担任局长的职务便利，收受他人财物共计45万元。钱某到案后如实供述，退缴全部赃款。",
        "经审理查明：被告人孙某利用担任国有公司出纳的职务便利，侵吞公款25万元。案发后孙某积极退缴违法所得。",
        "经审理查明：被告人孙某贪污公款30万元，已退出全部赃款。",
        "经审理查明：被告人孙某贪污公款30万元，案发后主动上缴违法所得。",
    ],
)
def test_paying_back_the_bribe_or_the_funds_is_restitution(fact: str) -> None:
    assert "退赃退赔" in extract_factors(fact, K)


@pytest.mark.parametrize(
    "fact",
    ["经审理查明：被告人孙某贪污公款30万元，案发后未退缴赃款。", "经审理查明：被告人孙某贪污公款30万元。本院责令其退缴违法所得。"],
)
def test_no_or_ordered_repayment_is_not_restitution(fact: str) -> None:
    assert "退赃退赔" not in extract_factors(fact, K)


def test_restitution_lowers_an_embezzlement_term() -> None:
    told = "经审理查明：被告人孙某利用担任某国有公司出纳的职务便利，侵吞公款共计人民币25万元。"
    without = predict_sentence(told, charge="贪污")["months"]
    with_repayment = predict_sentence(told + "案发后孙某退缴全部赃款。", charge="贪污")["months"]
    assert with_repayment < without


# ---- vulnerable victims (量刑指导意见三（十七）; 法释〔2011〕7号第二条: 诈骗老年人、残疾人的财物 酌情从严) -------------


@pytest.mark.parametrize(
    "fact",
    [
        "经审理查明：被告人杨某以销售保健品为名，虚构产品功效，骗取多名老年人钱款共计人民币5万元。",
        "经审理查明：被告人杨某专门以老年人为对象实施诈骗，骗得3万元。",
        "经审理查明：被告人杨某盗窃残疾人李某手机一部，价值3000元。",
        # a 在校学生 counts where said to be a minor or a 中小学生 (a university student is none: test_mend8b)
        "经审理查明：被告人杨某殴打中学生李某，致其轻伤。",
        "经审理查明：被告人杨某骗取3名未成年人游戏账号，价值6000元。",
    ],
)
def test_victims_who_are_old_disabled_minors_or_students_aggravate(fact: str) -> None:
    assert "侵害弱势人员" in extract_factors(fact, K)


def test_an_old_person_only_named_as_a_pretext_is_no_victim() -> None:
    assert "侵害弱势人员" not in extract_factors("经审理查明：被告人杨某以老人需要照顾为由向李某借款5万元后挥霍。", K)


def test_defrauding_old_people_weighs_more() -> None:
    told = "经审理查明：2021年9月，被告人杨某以销售保健品为名，虚构产品功效，骗取{}钱款共计人民币5万元。"
    plain = predict_sentence(told.format("他人"), charge="诈骗", province="广东")["months"]
    elderly = predict_sentence(told.format("多名老年人"), charge="诈骗", province="广东")["months"]
    assert elderly > plain


# ---- drugs: students (法释〔2016〕8号第四条（三）) and minors (刑法第三百四十七条第六款) --------------------------------


def test_selling_to_a_student_is_a_serious_circumstance_and_lifts_the_tier() -> None:
    fact = "经审理查明：2021年10月，被告人刘某在某中学门口向该校在校学生赵某贩卖甲基苯丙胺0.2克。"
    assert "毒品情节严重" in extract_factors(fact, K)
    # 刑法第三百四十七条第四款: 情节严重的，处三年以上七年以下有期徒刑
    months = predict_sentence(fact)["months"]
    assert 36 <= months <= 84


def test_selling_near_a_school_to_an_adult_is_not_serious() -> None:
    fact = "经审理查明：被告人刘某在某中学附近向成年人李某贩卖甲基苯丙胺0.2克。"
    assert "毒品情节严重" not in extract_factors(fact, K)


@pytest.mark.parametrize(
    "fact",
    [
        "经审理查明：2021年8月5日，被告人刘某在某网吧内向未成年人赵某（2006年出生）贩卖甲基苯丙胺0.3克。",
        "经审理查明：被告人刘某将0.5克海洛因出售给未成年人张某。",
        "经审理查明：被告人刘某利用未成年人李某为其运输甲基苯丙胺10克。",
    ],
)
def test_selling_to_or_using_a_minor_is_read_with_its_words(fact: str) -> None:
    factor = extract_factors(fact, K)["向未成年人出售毒品"]
    assert "未成年人" in factor.evidence
    # a minor not said to be a student is 从重 (第三百四十七条第六款), not 第四条's 情节严重
    assert "毒品情节严重" not in extract_factors(fact, K)


def test_selling_to_a_minor_weighs_more_but_stays_in_the_small_amount_tier() -> None:
    told = "经审理查明：2021年8月5日，被告人刘某在某网吧内向{}贩卖甲基苯丙胺0.3克。刘某归案后如实供述。"
    adult = predict_sentence(told.format("李某"), charge="走私、贩卖、运输、制造毒品")["months"]
    minor = predict_sentence(told.format("未成年人赵某"), charge="走私、贩卖、运输、制造毒品")["months"]
    assert adult < minor <= 36  # 从重 within 三年以下 (第三百四十七条第四款)


def test_selling_cigarettes_to_a_minor_is_no_drug_factor() -> None:
    assert "向未成年人出售毒品" not in extract_factors("经审理查明：被告人刘某向未成年人赵某出售香烟。", K)
