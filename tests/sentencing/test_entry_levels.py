"""Entry levels: below the figure a charge needs there is no crime; what halves or lowers the figure; the province's part."""

from __future__ import annotations

import pytest

from app.pages.sentencing import summary
from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def sources_text(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- below the entry amount: no crime -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "floor", "cited"),
    [
        # 法释〔2011〕7号第一条: 数额较大 3000–10000, so 2000 is below every province's figure
        ("被告人孟某冒充客服，以退款为名骗取被害人杜某人民币2000元。孟某到案后如实供述。", "数额较大全国幅度下限3000", "法释〔2011〕7号第一条"),
        # 法释〔2013〕10号第一条: 2000–5000
        ("被告人吴某以散布隐私相要挟，向被害人刘某勒索人民币1000元。", "数额较大全国幅度下限2000", "法释〔2013〕10号第一条"),
        # 浙江's own 盗窃 figure is 3000 (thresholds.yaml), the city names the province
        ("被告人张某在浙江省宁波市某商场内盗窃手机一部，价值人民币2500元。", "数额较大3000", "法释〔2013〕8号第一条"),
        # 立案追诉标准（二）（2022）第七十六条: 3万, below 法释〔2016〕9号第十一条第一款's 数额较大 (twice 贪污's 3万)
        ("被告人林某系某公司销售员，利用职务便利，将收取的货款人民币2万元占为己有。", "立案追诉标准30000", "第七十六条"),
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


@pytest.mark.parametrize(
    "fact, charge",
    [
        ("公安机关在被告人周某住处查获甲基苯丙胺5克，周某供称系其购买用于自己吸食。", None),
        ("被告人周某非法持有甲基苯丙胺5克。", "非法持有毒品"),
        # 鸦片 200 g is the 数量较大 figure: 150 g is below it
        ("公安机关在被告人周某住处查获鸦片150克，周某供称系其购买用于自己吸食。", "非法持有毒品"),
    ],
)
def test_possession_below_the_quantity_is_no_crime(fact: str, charge: str | None) -> None:
    # 第348条: holding is a crime only from 海洛因/甲基苯丙胺 10 g, 鸦片 200 g
    result = predict_sentence(fact, charge=charge)
    assert result["charge"] == "非法持有毒品"
    assert result["months"] == 0
    assert any("第三百四十八条" in s["source"] for s in result["steps"])


# ---- A4: entry levels ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fact, charge",
    [
        # 法释〔2016〕9号第一条: 三万元 (一万 to 三万 only with 其他较重情节)
        ("被告人李某利用职务便利侵吞公款2万元。", "贪污"),
        ("被告人王某利用职务便利，非法收受他人财物2万元。", "受贿"),
        # 立案追诉标准（二）（2022）第十条: 三万元, below 同解释第十一条第一款's 数额较大 (六万元)
        ("被告人赵某系某民营公司采购经理，利用职务便利收受供应商回扣2万元。", "非国家工作人员受贿"),
        # 立案追诉标准（一）第三十三条: 五千元
        ("被告人钱某故意毁坏他人汽车，经鉴定损失价值3000元。", "故意毁坏财物"),
        # 同解释第七条: 三万元
        ("被告人吴某为谋取不正当利益，给予国家工作人员财物共计2万元。", "行贿"),
    ],
)
def test_below_the_entry_level_is_no_crime(fact: str, charge: str) -> None:
    result = predict_sentence(fact, charge=charge)
    assert result["months"] == 0
    assert any("入罪标准" in s["description"] for s in result["steps"])


@pytest.mark.parametrize(
    "fact, charge, low, high",
    [
        ("被告人李某利用职务便利侵吞公款5万元。", "贪污", 1, 36),
        ("被告人赵某系某民营公司采购经理，利用职务便利收受供应商回扣8万元。", "非国家工作人员受贿", 1, 36),
        ("被告人钱某故意毁坏他人汽车，经鉴定损失价值8000元。", "故意毁坏财物", 1, 36),
        # 毁坏 three times is 其他严重情节 whatever the loss (立案追诉标准（一）第三十三条)
        ("被告人钱某先后三次故意毁坏他人汽车，共造成损失3000元。", "故意毁坏财物", 1, 36),
        # 法释〔2016〕9号第八条: 一百万元 or more is 情节严重 -> 3–10 years (刑法第三百九十条)
        ("被告人吴某为谋取不正当利益，给予国家工作人员财物共计120万元。", "行贿", 36, 120),
        ("被告人吴某为谋取不正当利益，给予国家工作人员财物共计80万元。", "行贿", 1, 36),
    ],
)
def test_at_or_above_the_entry_level_is_sentenced_in_its_tier(fact: str, charge: str, low: int, high: int) -> None:
    assert low <= predict_sentence(fact, charge=charge)["months"] <= high


def test_graft_circumstances_that_lower_the_entry_figure_are_loaded() -> None:
    # 法释〔2016〕9号第一条第二款: 一万元 with 其他较重情节 (the engine reads them where it supports lowered_when)
    graft = default_knowledge().guideline["贪污"]
    assert graft.no_crime_lowered_to == 10000
    assert any(p.search("曾因贪污受过党纪处分") for p in graft.no_crime_lowered_when)


THEFT = "广东省某市人民检察院指控：被告人李某在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。"


def _steps_and_sources(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


# ---- a missing amount is asked for ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "overrides"),
    [("被告人某某盗窃。", None), (THEFT, {"amount": None})],
)
def test_theft_without_an_amount_gets_no_term_and_asks_for_it(fact: str, overrides: dict | None) -> None:
    # 刑法第二百六十四条 and 法释〔2013〕8号第一条: 数额较大 (or 多次, 入户, 携带凶器, 扒窃) makes theft a crime and the
    # amount picks the tier; with none of them told there is no basis for a term
    output = predict_sentence(fact, charge="盗窃罪", factor_overrides=overrides)
    assert output["months"] == 0
    assert output["penalty"].startswith("无法计算") and "涉案金额" in output["penalty"]
    assert output["missing"] == [{"factor": "amount", "label": "涉案金额（元）", "charge": "盗窃"}]
    assert "请补充涉案金额" in _steps_and_sources(output)
    assert "未计算" in summary(output) and "需补充" in summary(output)


def test_a_ground_other_than_the_amount_or_the_level_in_words_still_gives_a_term() -> None:
    # 扒窃 is theft whatever the amount (刑法第二百六十四条); a fact stating 数额较大 in words places the first tier
    pickpocket = predict_sentence("被告人某某在公交车上扒窃他人手机一部。", charge="盗窃")
    assert pickpocket["months"] > 0 and pickpocket["missing"] == []
    stated = predict_sentence("被告人某某盗窃他人财物，数额较大。", charge="盗窃")
    assert stated["months"] > 0 and stated["missing"] == []
    assert "事实中写明「数额较大」" in _steps_and_sources(stated)


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def _sources(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- 故意伤害 needs at least 轻伤 (刑法第二百三十四条第一款; 指导意见四（七）1 starts at 致一人轻伤) ---------------


def test_a_minor_injury_is_no_intentional_injury() -> None:
    output = predict_sentence("被告人张某因琐事殴打李某，致李某轻微伤。")
    assert output["charge"] == "故意伤害" and output["months"] == 0
    assert "不构成故意伤害罪" in _steps(output) and "轻微伤" in _steps(output)
    assert "第二百三十四条" in _sources(output)


def test_no_injury_told_asks_for_it_instead_of_a_term() -> None:
    output = predict_sentence("被告人张某因琐事殴打李某。", charge="故意伤害")
    assert output["months"] == 0 and [item["factor"] for item in output["missing"]] == ["injury"]


def test_a_light_injury_is_still_sentenced() -> None:
    output = predict_sentence("被告人张某因琐事殴打李某，致李某轻伤二级。")
    assert output["charge"] == "故意伤害" and 1 <= output["months"] <= 36


# ---- 挪用资金: prosecuted from 5万 for 营利活动 or 超过三个月未还, 3万 for 非法活动 (立案追诉标准（二）第七十七条); 数额较大
# 10万 and 6万 (法释〔2016〕9号第十一条第二款, 第五、六条) ------------------------------------------------------------------


def test_misused_funds_for_trading_below_50000_are_no_crime() -> None:
    output = predict_sentence("被告人张某利用职务便利，挪用公司资金4万元用于个人炒股，超过三个月未还。")
    assert output["charge"] == "挪用资金" and output["months"] == 0
    assert "50000" in _steps(output)


def test_misused_funds_for_gambling_from_60000_are_a_crime() -> None:
    output = predict_sentence("被告人张某利用职务便利，挪用公司资金8万元用于赌博，超过三个月未还。")
    assert output["months"] > 0 and "60000" in _steps(output)


K = default_knowledge()


# ---- telecom fraud: one national figure ---------------------------------------------------------------------------

ZHEJIANG = "浙江省杭州市人民检察院指控："


@pytest.mark.parametrize(
    ("charge", "fact"),
    [
        # 法释〔2016〕9号第一条第二款（三）: 贪污 of 一万元以上不满三万元 with the money used for 赌博 (非法活动)
        ("贪污", "被告人张某系某镇财政所会计，利用职务便利侵吞公款人民币2万元，赃款全部用于赌博。"),
        # 第一条第三款（一）: 多次索贿
        ("受贿", "被告人赵某系某局科长，利用职务便利多次索贿，共收受他人财物人民币1.5万元。"),
    ],
)
def test_graft_from_ten_thousand_with_a_listed_circumstance_is_a_crime(charge: str, fact: str) -> None:
    output = predict_sentence(fact, charge=charge)
    assert output["months"] > 0
    steps = _steps_and_sources(output)
    assert "法释〔2016〕9号第一条" in steps and "构成本罪" in steps


def test_graft_below_thirty_thousand_without_a_listed_circumstance_is_no_crime() -> None:
    # 法释〔2016〕9号第一条第一款: 数额较大 is 三万元; 2万元 alone is no crime
    output = predict_sentence("被告人张某系某镇财政所会计，利用职务便利侵吞公款人民币2万元，用于家庭开支。", charge="贪污")
    assert output["months"] == 0 and output["penalty"] == "不构成所列犯罪，不判处刑罚"


def test_graft_below_ten_thousand_is_no_crime_even_with_a_listed_circumstance() -> None:
    # the lowered figure is 一万元 (第一条第二款): 8000元 used for gambling is still no crime
    output = predict_sentence("被告人张某系某镇财政所会计，利用职务便利侵吞公款人民币8000元，赃款全部用于赌博。", charge="贪污")
    assert output["months"] == 0


@pytest.mark.parametrize(
    "told",
    [
        "被告人陈某通过微信冒充客服，虚构退款理由骗取被害人钱某人民币{}元。",
        "被告人陈某拨打电话冒充公安人员，以涉嫌洗钱为由骗取被害人钱某人民币{}元。",
        "被告人陈某参与电信网络诈骗，骗得被害人钱某人民币{}元。",
    ],
)
def test_telecom_fraud_uses_the_national_three_thousand(told: str) -> None:
    # 法发〔2016〕32号二（一）: 电信网络诈骗 of 三千元 is 数额较大 nationwide, whatever the province's own figure
    # (浙江's 诈骗 figure is 6000元): 4000元 is a crime, 2000元 is not
    above = predict_sentence(ZHEJIANG + told.format(4000), charge="诈骗")
    assert above["months"] > 0 and "法发〔2016〕32号" in _steps_and_sources(above)
    below = predict_sentence(ZHEJIANG + told.format(2000), charge="诈骗")
    assert below["months"] == 0


def test_fraud_face_to_face_is_no_telecom_fraud() -> None:
    factors = extract_factors(ZHEJIANG + "被告人陈某虚构借款理由当面骗取被害人钱某人民币4000元。", K)
    assert "电信网络诈骗" not in factors


def test_holding_below_ten_grams_is_no_crime_whatever_the_place() -> None:
    # 第五条 needs 数量较大 first: 5 g held in a 戒毒所 is no crime of 第三百四十八条
    output = predict_sentence("被告人刘某在强制隔离戒毒所内私藏甲基苯丙胺5克，被管教民警查获。", charge="非法持有毒品")
    assert output["months"] == 0


def test_an_administrative_penalty_halves_the_theft_level_only_within_a_year():
    # 法释〔2013〕8号第二条(二): 一年内曾因盗窃受过行政处罚; an older detention does not halve the level
    old = predict_sentence("被告人张某2010年3月曾因盗窃被行政拘留十日。2017年5月，张某在北京市盗窃手机一部，价值800元。",
                           charge="盗窃")
    recent = predict_sentence("被告人张某一年内曾因盗窃被行政拘留十日。2017年5月，张某在北京市盗窃手机一部，价值800元。",
                              charge="盗窃")
    assert old["months"] == 0 and recent["months"] > 0


def test_a_dated_administrative_penalty_halves_the_level_when_within_the_year_before_the_act():
    # 法释〔2013〕8号第二条(二): 浙江 数额较大 3000, halved to 1500 by a penalty 5 months before; not by one 29 months before
    act = "2023年3月，朱某在浙江省杭州市盗窃手机一部，价值人民币1，600元。"
    recent = predict_sentence("被告人朱某曾因盗窃于2022年10月被公安机关行政拘留十日。" + act, charge="盗窃")
    told_first = predict_sentence("被告人朱某2022年10月因盗窃被行政处罚。" + act, charge="盗窃")
    old = predict_sentence("被告人朱某曾因盗窃于2020年10月被公安机关行政拘留十日。" + act, charge="盗窃")
    assert recent["months"] > 0 and told_first["months"] > 0 and old["months"] == 0
