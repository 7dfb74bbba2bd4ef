"""A whole case read end to end: earlier convictions in charge detection, charge names a user types, two
crimes in one fact, 累犯 and 未成年 from dates, 饮酒驾驶 below 80 mg/100ml, the penalty kind and the
life/death note in the declared term, and unknown provinces."""

from __future__ import annotations

import pytest

from backend.sentencing.engine import detect_charge, detect_further_charges, text_of_charges
from backend.sentencing.factors import (
    defendant_names,
    extract_factors,
    prior_record_spans,
    read_minor,
    read_recidivism,
    without_prior_record,
)
from backend.sentencing.knowledge import act_names, default_knowledge
from backend.sentencing.predict import predict_sentence

K = default_knowledge()
DRUGS = "走私、贩卖、运输、制造毒品"
PRIOR_THEN_DRUGS = (
    "被告人赵某曾因盗窃罪于2020年1月被判处有期徒刑二年，2021年12月刑满释放。"
    "2023年5月，赵某在上海市贩卖甲基苯丙胺（冰毒）15克，被当场抓获。"
)
THEFT_THEN_FRAUD = (
    "2022年3月，被告人周某在浙江省杭州市入户盗窃现金3000元。2022年5月，周某又以虚构借款理由骗取被害人陈某人民币2万元。"
)


def steps_of(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 1. earlier convictions and charge names ----------------------------------------------------------


def test_earlier_conviction_clauses_are_found_and_blanked() -> None:
    spans = prior_record_spans(PRIOR_THEN_DRUGS)
    assert [PRIOR_THEN_DRUGS[a:b] for a, b in spans] == [
        "被告人赵某曾因盗窃罪于2020年1月被判处有期徒刑二年",
        "2021年12月刑满释放",
    ]
    blanked = without_prior_record(PRIOR_THEN_DRUGS)
    assert len(blanked) == len(PRIOR_THEN_DRUGS) and "盗窃" not in blanked and "贩卖甲基苯丙胺" in blanked
    assert prior_record_spans("被告人钱某于2023年5月盗窃电动车一辆，后被抓获。") == ()


def test_amounts_of_the_earlier_conviction_are_not_this_case_s() -> None:
    fact = (
        "被告人赵某曾因盗窃价值8000元的财物于2020年1月被判处有期徒刑二年，2021年12月刑满释放。"
        "2023年5月，赵某盗窃他人手机一部，价值3000元。"
    )
    assert extract_factors(fact, K)["amount"].value == 3000


def test_detection_ignores_the_earlier_conviction() -> None:
    assert detect_charge(PRIOR_THEN_DRUGS, K) == DRUGS
    output = predict_sentence(PRIOR_THEN_DRUGS)
    assert output["charge"] == DRUGS and output["charge_origin"] == "detected"
    # 甲基苯丙胺 15 g: 数量较大 (10–50 g), 刑法第三百四十七条第三款 七年以上; the start alone is 84–96 months
    assert output["months"] >= 84
    assert "第347条第3款" in " ".join(step["source"] for step in output["steps"])


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("贩卖毒品", DRUGS),
        ("运输毒品罪", DRUGS),
        ("包庇", "窝藏、包庇"),
        ("窝藏", "窝藏、包庇"),  # 窝藏毒品 is the drug charge's act; bare 窝藏 only the harbouring one's
        ("掩饰犯罪所得", "掩饰、隐瞒犯罪所得、犯罪所得收益"),
        ("醉驾", "危险驾驶"),
        ("偷东西", "盗窃"),
    ],
)
def test_short_and_everyday_charge_names_resolve(written: str, canonical: str) -> None:
    assert K.canonical_charge(written) == canonical
    assert predict_sentence("被告人某甲实施了犯罪。", charge=written)["charge"] == canonical


def test_act_names_of_a_charge_of_several_acts() -> None:
    assert act_names(DRUGS) == ["走私毒品", "贩卖毒品", "运输毒品", "制造毒品"]
    assert act_names("窝藏、包庇") == ["窝藏", "包庇"]
    assert act_names("非法制造、出售非法制造的发票") == []  # the first act names its own object
    assert act_names("盗窃") == []


def test_unknown_or_vague_charge_names_are_refused_with_suggestions() -> None:
    with pytest.raises(ValueError, match="未收录的罪名：毒品；可能是：.*「非法持有毒品」"):
        predict_sentence("被告人某甲贩卖毒品。", charge="毒品")
    with pytest.raises(ValueError, match="「酒驾」不是罪名.*道路交通安全法》第九十一条.*危险驾驶"):
        predict_sentence("被告人某甲酒后驾车。", charge="酒驾")
    with pytest.raises(ValueError, match="未收录的罪名：火星罪$|未收录的罪名：火星罪（"):
        predict_sentence("被告人某甲实施了犯罪。", charge="火星罪")


# ---- 2. two crimes in one fact ------------------------------------------------------------------------


def test_a_second_crime_told_in_its_own_sentence_is_detected() -> None:
    assert detect_further_charges(THEFT_THEN_FRAUD, "盗窃", K) == ["诈骗"]
    texts = text_of_charges(THEFT_THEN_FRAUD, ["盗窃", "诈骗"], K)
    assert texts is not None and "3000元" in texts["盗窃"] and "2万元" not in texts["盗窃"]


def test_each_crime_is_measured_by_its_own_amount_and_combined() -> None:
    output = predict_sentence(THEFT_THEN_FRAUD)
    assert output["charge"] == "盗窃；诈骗"
    described = steps_of(output)
    assert "「盗窃」按其所涉事实计算（涉案金额（元）3000，入户）" in described
    assert "「诈骗」按其所涉事实计算（涉案金额（元）20000）" in described
    assert "涉案金额（元）23000" not in described  # the fraud's 2万 is not theft
    assert "数罪并罚" in described and "第六十九条" in " ".join(s["source"] for s in output["steps"])


def test_the_factor_list_shows_each_crimes_own_amount_not_the_facts_sum() -> None:
    # the whole fact's 23000 measures neither crime: each charge's row carries its own figure and its own circumstances
    output = predict_sentence(THEFT_THEN_FRAUD + "归案后，被告人如实供述了上述事实。")
    amounts = {row["charge"]: row["value"] for row in output["factors"] if row["name"] == "amount"}
    assert amounts == {"盗窃": 3000, "诈骗": 20000}
    circumstances = [(row["name"], row.get("charge")) for row in output["factors"] if row["name"] == "入户"]
    assert circumstances == [("入户", "盗窃")]
    own_conduct = [row for row in output["factors"] if row["name"] == "坦白"]
    assert len(own_conduct) == 1 and "charge" not in own_conduct[0]  # the defendant's, for both crimes, shown once


def test_a_second_crime_told_after_a_comma_is_detected_and_measured_on_its_own() -> None:
    # 刑法第六十九条: each crime is sentenced on its own facts. The theft's 4000 is not the fraud's, nor the fraud's
    # 2万 the theft's
    fact = "被告人俞某在超市盗窃财物价值4000元，又假冒快递员骗取他人钱款2万元。"
    assert detect_further_charges(fact, "盗窃", K) == ["诈骗"]
    output = predict_sentence(fact)
    assert output["charge"] == "盗窃；诈骗"
    described = steps_of(output)
    assert "「盗窃」按其所涉事实计算（涉案金额（元）4000）" in described
    assert "「诈骗」按其所涉事实计算（涉案金额（元）20000）" in described
    assert "涉案金额（元）24000" not in described and "数罪并罚" in described


def test_more_of_the_same_crime_after_a_comma_is_no_second_charge() -> None:
    fact = "被告人俞某在超市盗窃财物价值4000元，又在商场盗窃手机一部，价值3000元。"
    assert detect_further_charges(fact, "盗窃", K) == []
    assert predict_sentence(fact)["charge"] == "盗窃"


def test_no_second_charge_of_office_from_one_sentence() -> None:
    # 收受好处费 reads like 非国家工作人员受贿, but whether the defendant holds a post is not in the sentence
    fact = "被告人钱某于2023年5月殴打王某致其轻伤二级。同年6月，钱某收受他人好处费5万元。"
    assert detect_further_charges(fact, "故意伤害", K) == []


def test_one_crime_with_its_own_follow_up_is_not_split() -> None:
    fact = "被告人钱某于2023年5月盗窃他人手机一部，价值3000元。后钱某将该手机以800元销赃给他人。"
    assert detect_further_charges(fact, "盗窃", K) == []  # selling one's own loot is no second crime
    assert predict_sentence(fact)["charge"] == "盗窃"


# ---- 3. recidivism and minors from dates ------------------------------------------------------------


def test_recidivism_follows_from_release_and_new_act_dates() -> None:
    assert read_recidivism(PRIOR_THEN_DRUGS) is not None
    factors = extract_factors(PRIOR_THEN_DRUGS, K)
    assert factors["累犯"].value is True and "刑满释放" in factors["累犯"].evidence
    output = predict_sentence(PRIOR_THEN_DRUGS)
    assert "累犯" in steps_of(output)


@pytest.mark.parametrize(
    "fact",
    [
        # more than five years after the release
        "被告人赵某曾因盗窃罪于2010年1月被判处有期徒刑二年，2011年12月刑满释放。2023年5月，赵某贩卖冰毒15克。",
        # a suspended sentence is not a served one
        "被告人赵某曾因盗窃罪于2020年1月被判处有期徒刑二年，缓刑三年。2023年5月，赵某贩卖冰毒15克。",
        # 拘役 is lighter than 有期徒刑
        "被告人赵某曾因盗窃罪于2020年1月被判处拘役五个月，2020年6月刑满释放。2023年5月，赵某贩卖冰毒15克。",
        # another person's conviction
        "程某因犯盗窃罪于2020年1月被判处有期徒刑一年，2021年1月刑满释放。2023年5月，被告人王某为程某提供住处。",
        # the earlier crime was a minor's
        "被告人赵某，2004年1月出生，曾因盗窃罪于2020年1月被判处有期徒刑二年，2021年12月刑满释放。"
        "2023年5月，赵某贩卖冰毒15克。",
    ],
)
def test_no_recidivism_outside_article_65(fact: str) -> None:
    assert read_recidivism(fact) is None
    assert "累犯" not in extract_factors(fact, K)


def test_negligent_crime_is_never_recidivism() -> None:
    fact = (
        "被告人赵某曾因盗窃罪于2020年1月被判处有期徒刑二年，2021年12月刑满释放。2023年5月，赵某驾驶货车"
        "与行人相撞发生交通事故，致一人死亡，赵某负事故全部责任。"
    )
    output = predict_sentence(fact, charge="交通肇事")
    assert "「交通肇事」是过失犯罪，不构成累犯" in steps_of(output)
    assert "调节：累犯" not in steps_of(output)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人李某（作案时17周岁）于2023年5月在北京市某小区入户盗窃现金5000元。",
        "被告人李某作案时十七周岁，于2023年5月盗窃现金5000元。",
        "被告人王某，2006年3月出生。王某于2023年5月在江苏省南京市盗窃电动车一辆，价值5000元。",
        # same month, day unknown: an age that cannot be established is presumed the lower one
        "被告人王某，2005年5月出生。2023年5月，王某盗窃电动车一辆，价值5000元。",
    ],
)
def test_minor_at_the_time_of_the_act(fact: str) -> None:
    output = predict_sentence(fact, charge="盗窃")
    assert any(f["name"] == "未成年" for f in output["factors"])
    assert "犯罪时未成年" in steps_of(output)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人王某，2005年4月出生。王某于2023年5月盗窃电动车一辆，价值5000元。",
        # the victim's birth date, not the defendant's
        "被告人王某于2023年5月猥亵被害人李某（女，2012年3月出生）。",
        "被告人王某犯罪时已满十六周岁，于2023年5月盗窃电动车一辆。",
    ],
)
def test_no_minor_factor_for_an_adult_or_someone_else(fact: str) -> None:
    assert read_minor(fact) is None
    assert "未成年" not in extract_factors(fact, K)


# ---- 4. 饮酒驾驶 below 80 mg/100ml --------------------------------------------------------------------


def test_drinking_below_the_drunk_level_is_not_dangerous_driving() -> None:
    fact = "被告人张某于2023年5月饮酒后驾驶小型轿车在道路上行驶，经鉴定其血液酒精含量为60mg/100ml。"
    output = predict_sentence(fact, charge="危险驾驶")
    assert output["months"] == 0 and output["range_months"] == [0.0, 0.0]
    described = steps_of(output)
    assert "低于「危险驾驶」罪的入罪标准（醉酒80）" in described and "饮酒驾驶" in described
    assert "不构成所列犯罪" in described
    assert "道路交通安全法》第九十一条" in " ".join(step["source"] for step in output["steps"])
    # another ground of the charge is still a crime, whatever the alcohol
    assert predict_sentence(fact + "张某在道路上与他人追逐竞驶。", charge="危险驾驶")["months"] > 0


def test_drunk_driving_at_or_above_80_is_unchanged() -> None:
    fact = "被告人张某于2023年5月饮酒后驾驶小型轿车在道路上行驶，经鉴定其血液酒精含量为120mg/100ml。"
    output = predict_sentence(fact, charge="危险驾驶")
    assert output["months"] == 4
    assert "宣告刑：4个月（拘役4个月）" in steps_of(output) and output["penalty"] == "拘役4个月"


# ---- 5. the declared term ---------------------------------------------------------------------------


def test_declared_term_names_its_penalty_kind() -> None:
    theft = predict_sentence("被告人张某于2020年3月盗窃他人手机等物品，共计价值人民币10000元。", charge="盗窃")
    assert f"宣告刑：{theft['months']}个月（有期徒刑{theft['months']}个月）" in steps_of(theft)
    years = predict_sentence("被告人李某持木棒将王某打伤，经鉴定王某的损伤程度为重伤二级。", charge="故意伤害")
    assert years["months"] == 48 and years["penalty"] == "有期徒刑4年" and "（有期徒刑4年）" in steps_of(years)


def test_murder_names_its_tier_and_warns_of_life_and_death() -> None:
    output = predict_sentence("被告人孙某因琐事与被害人发生争执，持刀将被害人刺死。", charge="故意杀人")
    described = steps_of(output)
    assert output["months"] == 120
    assert "加重档次" not in described
    assert "本案适用「基本犯」档（本罪另有较轻的「情节较轻」档），取该档法定最低刑 120个月" in described
    final = output["steps"][-1]["description"]
    assert "无期徒刑、死刑" in final and "本预测是有期徒刑的下限" in final and "可能判处无期徒刑或死刑" in final
    assert "第232条" in output["steps"][-1]["source"]


# ---- 6. provinces -----------------------------------------------------------------------------------


def test_unknown_province_is_refused_and_absent_one_is_national() -> None:
    fact = "被告人钱某盗窃现金5000元。"
    with pytest.raises(ValueError, match="未知的省份：火星（可填省级行政区：北京、"):
        predict_sentence(fact, charge="盗窃", province="火星")
    national = predict_sentence(fact, charge="盗窃")
    assert national["province"] is None and "省份未知，取全国幅度中值" in steps_of(national)
    assert predict_sentence(fact, charge="盗窃", province="全国")["province"] is None
    assert predict_sentence(fact, charge="盗窃", province="浙江省")["province"] == "浙江"
    assert predict_sentence(fact, charge="盗窃", province="杭州市")["province"] == "浙江"


@pytest.mark.parametrize(
    ("fact", "province"),
    [
        ("被告人钱某在浙江宁波某小区盗窃现金2500元。", "浙江"),
        ("被告人钱某在宁波某小区盗窃现金2500元。", "浙江"),
        ("被告人钱某在东莞一工厂宿舍盗窃现金2500元。", "广东一类地区"),
        ("被告人钱某在上海某地铁站盗窃现金2500元。", "上海"),
        ("被告人钱某在成都盗窃现金2500元。", "四川"),
    ],
)
def test_a_place_named_without_its_suffix_is_read(fact: str, province: str) -> None:
    # 法释〔2013〕8号第一条第二款: each province fixes its figures; 浙江 and 广东一类地区 take 3000 as 数额较大
    output = predict_sentence(fact, charge="盗窃")
    assert output["province"] == province
    if province in ("浙江", "广东一类地区"):
        assert output["penalty"] == "不构成所列犯罪，不判处刑罚"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人钱某在中山路一商店盗窃现金2500元。",
        "被告人钱某于北京时间凌晨2时盗窃现金2500元。",
        "被告人钱某系杭州人，盗窃现金2500元。",
        # a road or a shop named after a city or a province is found in any city
        "被告人钱某在中山北路一家便利店内窃得顾客手机一部，价值2500元。",
        "被告人钱某在四川北路一商场盗窃现金2500元。",
        "被告人钱某在湖南米粉店内趁店主不备盗窃现金2500元。",
    ],
)
def test_a_road_a_shop_a_clock_or_a_birthplace_names_no_place_of_the_crime(fact: str) -> None:
    assert predict_sentence(fact, charge="盗窃")["province"] is None


def test_a_province_named_with_its_suffix_wins_over_a_bare_city_name() -> None:
    # the bare 温州 names a company; the prosecutor's 辽宁省 the place
    fact = "辽宁省某县人民检察院指控：被告人钱某在温州某网贷公司以虚假材料借款2万元，到期拒不归还。"
    assert predict_sentence(fact, charge="诈骗")["province"] == "辽宁"


@pytest.mark.parametrize(
    ("fact", "province"),
    [
        ("被告人钱某，男，户籍地浙江省湖州市。2023年8月，钱某在上海市闵行区一超市盗窃现金2500元。", "上海"),
        ("被告人钱某，户籍地浙江，2023年8月在上海一超市盗窃现金2500元。", "上海"),
        ("被告人钱某（住浙江省湖州市吴兴区）在江苏省苏州市一超市盗窃现金2500元。", "江苏"),
        ("被告人钱某从浙江来到上海打工，后在一超市盗窃现金2500元。", "上海"),
        ("被告人钱某在上海市一超市盗窃现金2500元后潜逃至浙江省湖州市。", "上海"),
        # the residence is the only place named: still the likeliest place of the act
        ("被告人钱某，家住浙江省湖州市吴兴区，在其住处附近的超市盗窃现金2500元。", "浙江"),
    ],
)
def test_the_place_of_the_act_sets_the_thresholds_not_the_defendants_home(fact: str, province: str) -> None:
    # 法释〔2013〕8号第一条第二款: the figures are those where the theft took place; 浙江 takes 3000 as 数额较大, 上海 and
    # 江苏 2000, so 2500 is a crime in Shanghai
    output = predict_sentence(fact, charge="盗窃")
    assert output["province"] == province
    assert (output["months"] == 0) == (province == "浙江")


def test_a_defendants_name_stops_before_a_year() -> None:
    # '被告人郑某2021年…' names 郑某: his confession and his record are his (刑法第六十五条, 第六十七条第三款)
    fact = (
        "被告人郑某2021年因盗窃罪被判处有期徒刑一年，2022年3月刑满释放。"
        "2023年1月，郑某又在超市盗窃财物价值4000元，被当场抓获，如实供述。"
    )
    assert defendant_names(fact) == frozenset({"郑某"})
    assert {"坦白", "累犯"} <= set(extract_factors(fact, K))


def test_threshold_wording_says_what_is_missing() -> None:
    fact = "被告人钱某盗窃现金5000元。"
    beijing = steps_of(predict_sentence(fact, charge="盗窃", province="北京"))
    assert "未收录北京的地方标准，按全国幅度中值" in beijing and "无单独标准" not in beijing
    # 贪污 figures are fixed for the whole country: there is no provincial standard to miss
    bribe = steps_of(predict_sentence("被告人某甲利用职务便利侵吞公款50000元。", charge="贪污", province="北京"))
    assert "全国统一标准" in bribe
