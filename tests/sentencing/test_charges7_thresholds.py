"""Session 7 charge fixes: entry levels (below them no crime), 交通肇事's crime conditions, 职务侵占's guideline
section, a charge's own 从重 circumstance (非法拘禁 with 殴打) and a death set by the user choosing the death tier.

Each gold term is derived by hand from the data files; the comments give the arithmetic and the article.
"""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def sources_text(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- 1. below the entry amount: no crime -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "floor", "cited"),
    [
        # 法释〔2011〕7号第一条: 数额较大 3000–10000, so 2000 is below every province's figure
        ("被告人孟某冒充客服，以退款为名骗取被害人杜某人民币2000元。孟某到案后如实供述。", "数额较大全国幅度下限3000", "法释〔2011〕7号第一条"),
        # 法释〔2013〕10号第一条: 2000–5000
        ("被告人吴某以散布隐私相要挟，向被害人刘某勒索人民币1000元。", "数额较大全国幅度下限2000", "法释〔2013〕10号第一条"),
        # 浙江's own 盗窃 figure is 3000 (thresholds.yaml), the city names the province
        ("被告人张某在浙江省宁波市某商场内盗窃手机一部，价值人民币2500元。", "数额较大3000", "法释〔2013〕8号第一条"),
        # 法释〔2016〕9号第十一条第一款: twice 贪污's 3万
        ("被告人林某系某公司销售员，利用职务便利，将收取的货款人民币5万元占为己有。", "数额较大60000", "法释〔2016〕9号第十一条"),
    ],
)
def test_an_amount_below_every_entry_level_is_no_crime(fact: str, floor: str, cited: str) -> None:
    output = predict_sentence(fact)
    assert output["months"] == 0 and output["penalty"] == "不构成所列犯罪，不判处刑罚"
    described = steps_text(output)
    assert f"入罪标准（{floor}）" in described and "不按本罪量刑，计0个月" in described
    assert cited in sources_text(output)


def test_between_the_lowest_and_the_middle_figure_the_province_decides() -> None:
    # 1500 is above the national bottom (1000) but below the middle used without a province (2000): sentenced,
    # with a step that says the local figure decides
    output = predict_sentence("被告人张某在某商场内盗窃手机一部，价值人民币1500元。", charge="盗窃")
    assert output["months"] > 0
    assert "是否构成本罪取决于当地确定的数额标准" in steps_text(output)


def test_another_ground_of_the_charge_makes_a_small_amount_a_crime() -> None:
    # 刑法第二百六十四条: 入户盗窃 is theft whatever the amount; 法释〔2013〕10号第三条: 多次敲诈勒索
    assert predict_sentence("被告人张某撬锁入户盗窃现金800元。", charge="盗窃")["months"] > 0
    assert predict_sentence("被告人吴某二年内先后三次向他人敲诈勒索共计1000元。", charge="敲诈勒索")["months"] > 0


def test_a_prior_theft_conviction_halves_the_entry_level() -> None:
    # 法释〔2013〕8号第二条（一）: 曾因盗窃受过刑事处罚 -> 50% of the national 1000–3000, i.e. 500–1500 (middle 1000)
    # where the province is unknown
    prior = "被告人张某曾因盗窃罪于2018年被判处有期徒刑六个月。2023年5月，张某在某超市盗窃商品，价值人民币"
    crime = predict_sentence(prior + "1200元。", charge="盗窃")
    assert crime["months"] > 0 and "达到数额较大全国幅度下限1000的50%即500" in steps_text(crime)
    assert "法释〔2013〕8号第二条" in sources_text(crime)
    none = predict_sentence(prior + "400元。", charge="盗窃")
    assert none["months"] == 0 and "50%即500" in steps_text(none)


def test_drunk_driving_below_80_keeps_its_message() -> None:
    output = predict_sentence("被告人张某饮酒后驾驶小型轿车在道路上行驶，经鉴定其血液酒精含量为60mg/100ml。", charge="危险驾驶")
    assert output["months"] == 0 and "入罪标准（醉酒80）" in steps_text(output)


# ---- 6. 交通肇事: 法释〔2000〕33号第二条 ----------------------------------------------------------------------

CRASH = "被告人郑某驾驶小型轿车在道路上行驶时，与被害人马某驾驶的电动自行车相撞，"


@pytest.mark.parametrize(
    "fact",
    [
        CRASH + "致马某死亡。经交警认定，郑某负事故同等责任。",  # one death needs 全部/主要 (第二条第一款（一）)
        CRASH + "致马某重伤二级。经交警认定，郑某负事故全部责任。",  # 重伤 needs one of 第二款's six circumstances
        CRASH + "致马某死亡。经交警认定，郑某负事故次要责任。",  # 次要 responsibility is never this crime
    ],
)
def test_an_accident_that_the_interpretation_does_not_make_a_crime(fact: str) -> None:
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 0 and "不构成交通肇事罪" in steps_text(output)
    assert "法释〔2000〕33号" in sources_text(output)


def test_the_responsibility_is_the_defendants_not_the_victims() -> None:
    # the victim's 次要 share is told first; the defendant's 主要 one with a death is a crime (第二条第一款（一）)
    fact = CRASH + "致马某死亡。经交警认定，被害人马某负事故次要责任，郑某负事故主要责任。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 13 and "负事故主要责任，构成交通肇事罪" in steps_text(output)


def test_three_deaths_with_equal_responsibility_are_the_basic_tier() -> None:
    # 第二条第一款（二）: 3 deaths, 同等 -> crime; 第四条（二） needs 6 for the heavier tier: start 1–24, middle 12.5
    output = predict_sentence(CRASH + "致马某等3人死亡。经交警认定，郑某负事故同等责任。", charge="交通肇事")
    assert output["months"] == 13 and "基本犯" in steps_text(output)


def test_two_deaths_with_main_responsibility_are_the_heavier_tier() -> None:
    # 第四条（一）: 2 deaths, 全部/主要 -> 其他特别恶劣情节, start 36–60, middle 48
    assert predict_sentence(CRASH + "致马某等2人死亡。经交警认定，郑某负事故主要责任。", charge="交通肇事")["months"] == 48


def test_serious_injury_with_a_circumstance_is_a_crime() -> None:
    # 第二条第二款（一）: 酒后驾驶; basic tier 1–24, middle 12.5
    fact = "被告人郑某酒后驾驶小型轿车将行人马某撞倒，致马某重伤二级。经交警认定，郑某负事故全部责任。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 13 and "酒后、吸食毒品后驾驶" in steps_text(output)


def test_flight_that_makes_a_serious_injury_a_crime_does_not_also_lift_the_tier() -> None:
    # 第二条第二款（六） makes it a crime; 第三条's 逃逸 (the heavier tier) excludes that very circumstance
    fact = "被告人郑某驾驶小型轿车将行人马某撞倒，致马某重伤二级，郑某驾车逃离现场。经交警认定，郑某负事故全部责任。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 13 and "不再升档" in steps_text(output)


# ---- 9. 职务侵占: 指导意见四（十四） -------------------------------------------------------------------------


def test_embezzlement_by_an_employee_has_the_guideline_starting_points() -> None:
    # 200万: 数额巨大 (100万) tier, start 36–48; f = (200万−100万)/(4·100万) = 0.25 towards the tier maximum 120:
    # 36 + 0.25·84 = 57, 48 + 0.25·72 = 66, middle 61.5
    fact = "被告人林某系某公司财务人员，利用职务便利，将公司资金人民币200万元占为己有。"
    output = predict_sentence(fact, charge="职务侵占")
    assert output["months"] == 62
    assert "四（十四）" in sources_text(output) and "指导意见对本罪未规定起点" not in steps_text(output)


# ---- 10. 非法拘禁 with 殴打、侮辱: 刑法第二百三十八条第一款 -------------------------------------------------------

DETENTION = "被告人赵某因索要债务，将被害人钱某关押在仓库内两天"


def test_beating_during_unlawful_detention_is_punished_more_heavily() -> None:
    # start 1–12; +10–20 %: range 1.1–14.4
    beaten = predict_sentence(DETENTION + "，期间多次殴打钱某。", charge="非法拘禁")
    assert "具有殴打、侮辱情节" in steps_text(beaten) and "第二百三十八条第一款" in sources_text(beaten)
    assert beaten["range_months"] == [1.1, 14.4]
    plain = predict_sentence(DETENTION + "，期间未殴打钱某。", charge="非法拘禁")
    assert "具有殴打、侮辱情节" not in steps_text(plain) and plain["range_months"] == [1.0, 12.0]


# ---- 11. a death set by the user ----------------------------------------------------------------------------


@pytest.mark.parametrize(("charge", "fact"), [("故意伤害", "被告人王某持木棍击打张某。"), ("非法拘禁", DETENTION + "。")])
def test_a_death_set_by_the_user_chooses_the_death_tier(charge: str, fact: str) -> None:
    # 刑法第二百三十四条第二款、第二百三十八条第二款: 致人死亡 -> 10 years or more; start 120–156, middle 138
    output = predict_sentence(fact, charge=charge, factor_overrides={"deaths": 1})
    assert output["months"] == 138 and "死亡人数1 ≥ 1" in steps_text(output)
