"""Aggravating circumstances: recidivism and prior records, many acts within two years, weapons, vulnerable victims, drugs sold to minors."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors, read_recidivism
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def sources_text(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- 非法拘禁 with 殴打、侮辱: 刑法第二百三十八条第一款 -------------------------------------------------------

DETENTION = "被告人赵某因索要债务，将被害人钱某关押在仓库内两天"


def test_beating_during_unlawful_detention_is_punished_more_heavily() -> None:
    # start 1–12; +10–20 %: range 1.1–14.4
    beaten = predict_sentence(DETENTION + "，期间多次殴打钱某。", charge="非法拘禁")
    assert "具有殴打、侮辱情节" in steps_text(beaten) and "第二百三十八条第一款" in sources_text(beaten)
    assert beaten["range_months"] == [1.1, 14.4]
    plain = predict_sentence(DETENTION + "，期间未殴打钱某。", charge="非法拘禁")
    assert "具有殴打、侮辱情节" not in steps_text(plain) and plain["range_months"] == [1.0, 12.0]


THEFT = "广东省某市人民检察院指控：被告人李某在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。"


def _steps_and_sources(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


def test_robbery_circumstances_are_not_shown_for_fraud() -> None:
    # 在公共交通工具上 and 冒充军警 choose a tier of robbery only (刑法第二百六十三条第（二）、（六）项)
    fact = "被告人张某在公交车上冒充警察，骗取被害人李某人民币3500元。"
    fraud = predict_sentence(fact, charge="诈骗")
    shown = {item["name"] for item in fraud["factors"]}
    unused = {item["name"] for item in fraud["not_applicable"]}
    assert {"公共交通工具", "冒充军警"} <= unused and not unused & shown
    robbery = predict_sentence("被告人张某在公交车上持刀抢劫乘客财物价值3500元。", charge="抢劫")
    assert "公共交通工具" in {item["name"] for item in robbery["factors"]}


def test_recidivist_cannot_have_probation() -> None:
    # 刑法第七十四条: 对于累犯和犯罪集团的首要分子，不适用缓刑
    output = predict_sentence(
        THEFT + "公诉机关建议判处有期徒刑八个月，缓刑一年。", factor_overrides={"累犯": True}
    )
    assert "缓刑" not in output["penalty"]
    assert "依法不适用缓刑" in _steps_and_sources(output) and "第七十四条" in _steps_and_sources(output)


def test_a_charges_own_circumstance_told_of_the_victim_does_not_weigh() -> None:
    # 非法拘禁's 殴打、侮辱 (刑法第二百三十八条第一款 从重) is the defendant's act, not the victim's insult that led to it
    victims = predict_sentence("经审理查明，被害人李某因债务纠纷辱骂被告人张某，被告人张某遂将李某关在自家仓库内两天，"
                               "期间未对李某实施殴打。", charge="非法拘禁")
    assert not any("殴打、侮辱" in step["description"] for step in victims["steps"])
    own = predict_sentence("经审理查明，被告人张某因债务纠纷将李某关在自家仓库内两天，期间多次殴打、辱骂李某。", charge="非法拘禁")
    assert any("殴打、侮辱" in step["description"] for step in own["steps"])


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- robbery: 多次 (第二百六十三条第（四）项), 入户 (第（一）项), 转化型 (第二百六十九条) -------------------------------


def test_three_robberies_are_the_heavier_tier() -> None:
    output = predict_sentence("被告人张某先后三次在路边拦截行人，采用殴打手段劫取财物共计1800元。")
    assert output["charge"] == "抢劫" and output["months"] >= 120


def test_robbery_after_breaking_into_a_home_is_the_heavier_tier() -> None:
    output = predict_sentence("被告人张某持水果刀闯入被害人吴某家中，以暴力威胁劫取现金2000元。")
    assert output["charge"] == "抢劫" and output["months"] >= 120
    assert any(item["name"] == "入户" for item in output["factors"])


# ---- 故意伤害's top tier: 以特别残忍手段致人重伤造成严重残疾 (第二百三十四条第二款; 指导意见四（七）1: 10–13 years) ----


def test_cruel_maiming_is_the_top_tier() -> None:
    output = predict_sentence("被告人张某因琐事持刀以特别残忍手段致人重伤造成严重残疾（一级伤残）。")
    assert output["charge"] == "故意伤害" and 120 <= output["months"] <= 156
    assert "特别残忍致严重残疾" in [item["name"] for item in output["factors"]]


def test_cruel_means_without_disability_stay_in_the_grave_harm_tier() -> None:
    output = predict_sentence("被告人张某以特别残忍手段持刀砍伤被害人李某，致其重伤二级，未造成严重残疾。")
    assert 36 <= output["months"] < 120


# ---- 聚众斗殴's aggravated start: 三年至五年 (指导意见四（十七）2) ---------------------------------------------------


def test_armed_affray_starts_at_three_to_five_years() -> None:
    output = predict_sentence("被告人高某纠集十余人，持钢管、砍刀与对方聚众斗殴，高某系首要分子。")
    assert "量刑起点：在36–60个月幅度内确定" in _steps(output)
    assert 36 <= output["months"] <= 60


K = default_knowledge()


# ---- 前科, 当庭认罪, the plea cap (量刑指导意见三（八）、（十四）、（十六）) ----------------------------------------------


def test_negligent_or_juvenile_prior_is_no_prior_record() -> None:
    negligent = "被告人张某曾因交通肇事罪于2015年被判处有期徒刑一年。2023年5月，张某在超市盗窃手机一部，价值人民币5000元。"
    assert "前科" not in extract_factors(negligent, K)
    juvenile = (
        "被告人张某，男，1995年3月1日出生，曾于2012年5月因盗窃罪被判处有期徒刑六个月。2023年5月，张某在超市盗窃手机一部，"
        "价值人民币5000元。"
    )
    assert "前科" not in extract_factors(juvenile, K)
    adult = (
        "被告人张某，男，1995年3月1日出生，曾于2016年5月因盗窃罪被判处拘役六个月。2023年5月，张某在超市盗窃手机一部，"
        "价值人民币5000元。"
    )
    assert "前科" in extract_factors(adult, K)


# ---- 多次盗窃 is three thefts within two years (法释〔2013〕8号第三条第一款) -------------------------------------------

_THEFTS = "经审理查明：被告人冯某于{}三次在超市内窃取商品，价值共计900元。"


# ---- 累犯 after parole: five years from the end of the parole period (刑法第六十五条第二款、第八十五条) ------------------

_PAROLED = "经审理查明：被告人冯某曾因故意伤害罪被判处有期徒刑三年，{}。{}，冯某在某小区内窃取电动自行车一辆，价值5000元。"


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


# ---- 非法持有毒品: its own 情节严重 ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人刘某在强制隔离戒毒所内私藏甲基苯丙胺15克，被管教民警查获。",  # 法释〔2016〕8号第五条（一）
        "被告人刘某教唆未成年人周某替其保管甲基苯丙胺15克。",  # （二）
        "被告人刘某系某区财政局工作人员，属国家工作人员，在其住处非法持有甲基苯丙胺12克。",  # （三）
    ],
)
def test_holding_drugs_in_a_listed_circumstance_is_the_serious_tier(fact: str) -> None:
    # 刑法第三百四十八条: 数量较大 (10 g of methamphetamine) with 情节严重 is 三年以上七年以下
    output = predict_sentence(fact, charge="非法持有毒品")
    assert 36 <= output["months"] <= 84
    assert "数量较大且情节严重" in _steps_and_sources(output)


def test_selling_circumstances_do_not_make_holding_serious() -> None:
    # 法释〔2016〕8号第四条's 多次贩卖 is 第三百四十七条's 情节严重, not 第三百四十八条's
    output = predict_sentence("被告人刘某多次贩卖毒品未查实，其住处查获甲基苯丙胺15克，系非法持有。", charge="非法持有毒品")
    assert output["months"] <= 36


def _factor_names(result: dict) -> set[str]:
    return {factor["name"] for factor in result["factors"]}


# ---- vulnerable victims: one clause, not counted twice (量刑指导意见三（十七）) --------------------------------------


def test_a_minor_defendant_is_no_vulnerable_victim() -> None:
    result = predict_sentence("经被害人报案，被告人系未成年人，盗窃他人手机一部，价值3000元。")
    assert "侵害弱势人员" not in _factor_names(result)


@pytest.mark.parametrize(
    "fact, charge",
    [
        # 刑法第二百三十七条第三款: the child's age is the crime itself
        ("被告人张某猥亵儿童一名，被害人系未成年人。", "猥亵儿童"),
        # 第二百三十六条第二款: 奸淫幼女 is already weighed by the 幼女 factor
        ("被告人张某奸淫幼女一名，被害人系未成年人，年仅十二岁。", "强奸"),
    ],
)
def test_the_victims_age_in_the_crime_is_not_weighed_again(fact: str, charge: str) -> None:
    result = predict_sentence(fact, charge=charge)
    assert "侵害弱势人员" not in _factor_names(result)
    assert any("不再重复评价" in step["description"] for step in result["steps"])


def test_university_students_are_no_vulnerable_victims_but_old_people_are() -> None:
    students = predict_sentence("被告人张某以办理校园贷为名，骗取多名在校学生钱款共计3万元。")
    assert "侵害弱势人员" not in _factor_names(students)
    assert "侵害弱势人员" in _factor_names(predict_sentence("被告人张某骗取多名老年人钱款共计3万元。"))
    assert "侵害弱势人员" in _factor_names(predict_sentence("被告人张某骗取多名中小学生钱款共计3万元。"))


def test_selling_to_a_pupil_is_the_serious_tier_only() -> None:
    # 法释〔2016〕8号第四条（三）: 向在校学生贩卖 is 情节严重 (三至七年, 刑法第三百四十七条第四款); the same sale is not
    # also 向未成年人出售 (第六款, 从重)
    pupil = predict_sentence("被告人张某向小学生李某贩卖甲基苯丙胺0.2克。")
    assert {"毒品情节严重"} <= _factor_names(pupil)
    assert "向未成年人出售毒品" not in _factor_names(pupil)
    assert 36 <= pupil["months"] <= 48
    # a minor not said to be a student keeps the 从重 of 第六款 and the basic tier
    minor = predict_sentence("被告人张某向未成年人李某贩卖甲基苯丙胺0.2克。")
    assert "向未成年人出售毒品" in _factor_names(minor)
    assert minor["months"] < 36


def _said(result: dict, words: str) -> list[str]:
    return [s["description"] for s in result["steps"] if words in s["description"]]


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


@pytest.mark.parametrize("fact", [
    "被告人张某纠集李某等十余人，携带钢管、砍刀与赵某一方在某广场聚众斗殴，致一人轻伤。",
    "被告人张某纠集十余人，手持钢管、砍刀与对方在某路口相互殴打，张某系首要分子。",
    "被告人张某纠集二十余人与对方人员持钢管、砍刀聚众斗殴。",
])
def test_an_armed_group_fight_told_in_other_word_orders_is_armed(fact):
    # 刑法第二百九十二条第一款第（四）项: 持械聚众斗殴 -> 三年以上十年以下
    result = predict_sentence(fact, charge="聚众斗殴")
    assert "持械斗殴" in {f["name"] for f in result["factors"]} and result["months"] >= 36


def test_an_unarmed_side_is_not_armed():
    result = predict_sentence("被告人张某纠集十余人与王某一方聚众斗殴，张某等人未持械。", charge="聚众斗殴")
    assert "持械斗殴" not in {f["name"] for f in result["factors"]} and result["months"] < 36


def test_a_drug_repeat_cites_its_own_article_beside_recidivism() -> None:
    # 刑法第三百五十六条 (毒品再犯) and 第六十五条 (累犯) are both cited; the earlier crime is weighed once
    fact = "被告人冯某于2022年贩卖海洛因35克。冯某曾因贩卖毒品罪被判处有期徒刑三年，2020年刑满释放，系累犯。"
    output = predict_sentence(fact)
    sources = "\n".join(step["source"] for step in output["steps"])
    assert "第三百五十六条" in sources and "第六十五条" in sources
    assert sum("累犯" in step["description"] and step["description"].startswith("调节") for step in output["steps"]) == 1


def test_an_earlier_theft_is_no_drug_repeat() -> None:
    fact = "被告人冯某于2022年贩卖海洛因35克。冯某曾因盗窃罪被判处有期徒刑三年，2020年刑满释放，系累犯。"
    assert "毒品再犯" not in steps_text(predict_sentence(fact))


def test_a_drug_repeat_without_recidivism_is_weighed_as_its_own_increase_once() -> None:
    # 刑法第三百五十六条; 量刑指导意见四（二十）3: 毒品再犯 adds 10%–30%, in place of the 前科's 0–10%. The earlier
    # sentence was 拘役 (刑法第六十五条 needs 有期徒刑 for 累犯), so no 累犯
    fact = "被告人冯某于2023年5月贩卖海洛因5克。冯某曾于2021年因贩卖毒品罪被判处拘役六个月。"
    output = predict_sentence(fact, charge="贩卖毒品")
    assert "累犯" not in {f["name"] for f in output["factors"]}
    adjustments = [s for s in output["steps"] if s["description"].startswith("调节")]
    assert sum("毒品再犯" in s["description"] for s in adjustments) == 1
    assert not any("有前科" in s["description"] for s in adjustments)
    assert "第三百五十六条" in sources_text(output)
    lighter = predict_sentence(fact.replace("贩卖毒品罪", "盗窃罪"), charge="贩卖毒品")
    assert output["months"] > lighter["months"]


def test_a_drug_repeat_keeps_its_increase_when_a_correction_removes_the_prior_record() -> None:
    # the increase is 刑法第三百五十六条's own: the earlier drug sentence the fact tells is still there when the user
    # takes the general 前科 circumstance away
    fact = "被告人石某于2022年9月贩卖甲基苯丙胺3克。石某曾于2020年因贩卖毒品罪被判处拘役五个月。"
    kept = predict_sentence(fact, charge="贩卖毒品")
    corrected = predict_sentence(fact, charge="贩卖毒品", factor_overrides={"前科": False})
    for output in (kept, corrected):
        adjustments = [s["description"] for s in output["steps"] if s["description"].startswith("调节")]
        assert sum("毒品再犯" in words for words in adjustments) == 1
    assert corrected["months"] == kept["months"]
    no_prior = predict_sentence(fact.replace("贩卖毒品罪", "盗窃罪"), charge="贩卖毒品", factor_overrides={"前科": False})
    assert corrected["months"] > no_prior["months"]


def test_a_drug_crime_done_as_a_minor_before_gets_no_drug_repeat_increase_and_says_why() -> None:
    fact = "被告人石某于2022年9月贩卖甲基苯丙胺3克。石某曾于2017年因贩卖毒品罪（犯罪时十六周岁）被判处拘役五个月。"
    output = predict_sentence(fact, charge="贩卖毒品")
    assert not any("毒品再犯" in s["description"] for s in output["steps"] if s["description"].startswith("调节"))
    assert "前罪系不满十八周岁时所犯" in steps_text(output) and "存在争议" in steps_text(output)
