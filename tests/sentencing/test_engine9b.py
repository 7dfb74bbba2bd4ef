"""Session 9, round 2 mends of the engine from a defence lawyer's walkthrough: 故意伤害 needs 轻伤, charges not read from
words of another crime, 寻衅滋事 told by its acts, 故意伤害's top tier by especially cruel maiming, 犯罪中止 lessening
below the lightest tier, 挪用资金's figures by the use, 聚众斗殴's aggravated start, 多次/入户/转化型抢劫, and the page's
answer to numbers JSON cannot carry."""

from __future__ import annotations

import pytest
from gradio_client import Client

from backend.sentencing.predict import predict_sentence


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def _sources(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- 1. 故意伤害 needs at least 轻伤 (刑法第二百三十四条第一款; 指导意见四（七）1 starts at 致一人轻伤) ---------------


def test_a_minor_injury_is_no_intentional_injury() -> None:
    output = predict_sentence("被告人张某因琐事殴打李某，致李某轻微伤。")
    assert output["charge"] == "故意伤害" and output["months"] == 0
    assert "不构成故意伤害罪" in _steps(output) and "轻微伤" in _steps(output)
    assert "第二百三十四条" in _sources(output)


def test_no_injury_told_asks_for_it_instead_of_a_term() -> None:
    output = predict_sentence("被告人张某因琐事殴打李某。", charge="故意伤害")
    assert output["months"] == 0 and [item["factor"] for item in output["missing"]] == ["injury"]


def test_the_harm_given_by_the_user_gives_the_term() -> None:
    # 轻伤二级 is the basic tier (第二百三十四条第一款: 三年以下), starting point 1–24 months (指导意见四（七）1)
    output = predict_sentence("被告人张某因琐事殴打李某。", charge="故意伤害", factor_overrides={"injury": "轻伤二级"})
    assert 1 <= output["months"] <= 24 and not output["missing"]


def test_a_light_injury_is_still_sentenced() -> None:
    output = predict_sentence("被告人张某因琐事殴打李某，致李某轻伤二级。")
    assert output["charge"] == "故意伤害" and 1 <= output["months"] <= 36


def test_an_injury_beside_a_robbery_is_no_second_charge() -> None:
    # the harm done in a robbery is the robbery's (第二百六十三条), not a 故意伤害 told by a sum of its own
    output = predict_sentence("被告人王某持刀抢劫被害人李某现金2000元，致李某轻伤二级。")
    assert output["charge"] == "抢劫"


# ---- 2. charges not read from words of another crime ----------------------------------------------------------------


def test_another_persons_crime_reported_for_merit_is_not_the_charge() -> None:
    # 立功 (刑法第六十八条) by reporting another's theft: the defendant's act is the injury
    fact = "被告人张某因琐事殴打李某，致李某轻伤一级。到案后，张某检举他人盗窃犯罪，经查证属实，构成立功。"
    output = predict_sentence(fact)
    assert output["charge"] == "故意伤害" and "立功" in _steps(output)


def test_carrying_hazardous_chemicals_against_the_rules_is_dangerous_driving() -> None:
    # 刑法第一百三十三条之一第一款第（四）项: 拘役 only, not a drug crime for the word 运输
    output = predict_sentence("被告人孙某违反危险化学品安全管理规定，驾驶罐车运输液化石油气，途经市区道路。")
    assert output["charge"] == "危险驾驶" and output["penalty"].startswith("拘役")


@pytest.mark.parametrize(
    "fact",
    [
        "被告人张某为伤害李某，事先购买了砍刀，尚未着手即被抓获，系犯罪预备。",  # 购买 is no counterfeit money
        "被告人王某在生产作业中，关闭、破坏直接关系生产安全的监控设备。",  # 危险作业 (第一百三十四条之一): not covered
    ],
)
def test_a_bare_verb_names_no_charge(fact: str) -> None:
    with pytest.raises(ValueError, match="无法从案情中识别罪名"):
        predict_sentence(fact)


def test_a_lent_bank_card_is_helping_network_crime_not_a_bribe() -> None:
    # 刑法第二百八十七条之二; 法释〔2019〕15号第十二条: the fee for the card is no bribe
    output = predict_sentence("我把自己的银行卡借给别人用，后来发现流水有30多万，我拿了2000块好处费。")
    assert output["charge"] == "帮助信息网络犯罪活动"


@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        ("被告人王某利用担任某公司采购经理的职务便利，收取供应商好处费5万元。", "非国家工作人员受贿"),
        ("被告人王某故意破坏李某的车辆，造成损失8000元。", "故意毁坏财物"),
        ("被告人王某运输毒品甲基苯丙胺50克。", "走私、贩卖、运输、制造毒品"),
        ("被告人王某购买假币2万元。", "出售、购买、运输假币"),
    ],
)
def test_the_narrowed_words_still_tell_their_crime(fact: str, charge: str) -> None:
    assert predict_sentence(fact)["charge"] == charge


# ---- 3. robbery: 多次 (第二百六十三条第（四）项), 入户 (第（一）项), 转化型 (第二百六十九条) -------------------------------


def test_three_robberies_are_the_heavier_tier() -> None:
    output = predict_sentence("被告人张某先后三次在路边拦截行人，采用殴打手段劫取财物共计1800元。")
    assert output["charge"] == "抢劫" and output["months"] >= 120


def test_robbery_after_breaking_into_a_home_is_the_heavier_tier() -> None:
    output = predict_sentence("被告人张某持水果刀闯入被害人吴某家中，以暴力威胁劫取现金2000元。")
    assert output["charge"] == "抢劫" and output["months"] >= 120
    assert any(item["name"] == "入户" for item in output["factors"])


def test_force_to_resist_arrest_after_a_theft_is_robbery() -> None:
    # 第二百六十九条: the basic tier of 第二百六十三条, 3–10 years
    fact = "被告人张某盗窃李某手机后逃跑，被李某追上时为抗拒抓捕当场用拳头殴打李某，致李某轻微伤，手机价值3000元。"
    output = predict_sentence(fact)
    assert output["charge"] == "抢劫" and 36 <= output["months"] <= 120
    assert "第二百六十九条" in _sources(output)


def test_a_theft_without_force_stays_theft() -> None:
    output = predict_sentence("被告人张某盗窃李某手机后逃跑，被民警抓获，手机价值3000元。")
    assert output["charge"] == "盗窃"


# ---- 4. 寻衅滋事 told by its acts (刑法第二百九十三条; 法释〔2013〕18号第二条第（一）项、第四条) -----------------------


def test_beating_people_for_no_cause_is_picking_quarrels() -> None:
    fact = "经审理查明：被告人吕某酒后在烧烤店无故殴打店主及顾客三人，致二人轻微伤，并砸毁店内物品价值3000元。"
    output = predict_sentence(fact)
    assert output["charge"] == "寻衅滋事" and output["months"] > 0


# ---- 5. 故意伤害's top tier: 以特别残忍手段致人重伤造成严重残疾 (第二百三十四条第二款; 指导意见四（七）1: 10–13 years) ----


def test_cruel_maiming_is_the_top_tier() -> None:
    output = predict_sentence("被告人张某因琐事持刀以特别残忍手段致人重伤造成严重残疾（一级伤残）。")
    assert output["charge"] == "故意伤害" and 120 <= output["months"] <= 156
    assert "特别残忍致严重残疾" in [item["name"] for item in output["factors"]]


def test_cruel_means_without_disability_stay_in_the_grave_harm_tier() -> None:
    output = predict_sentence("被告人张某以特别残忍手段持刀砍伤被害人李某，致其重伤二级，未造成严重残疾。")
    assert 36 <= output["months"] < 120


def test_the_user_may_set_cruel_maiming() -> None:
    output = predict_sentence(
        "被告人张某持刀砍伤被害人李某，致其重伤一级。", factor_overrides={"特别残忍致严重残疾": True}
    )
    assert output["months"] >= 120


# ---- 7. 犯罪中止 with damage lessens below the lightest tier's minimum (第二十四条第二款, 第六十三条第一款) --------------


@pytest.mark.parametrize("overrides", [None, {"累犯": True}])
def test_abandoned_robbery_with_harm_goes_below_three_years(overrides: dict | None) -> None:
    fact = "被告人杨某持刀抢劫被害人，在被害人哀求下自动放弃，未劫取财物，但在推搡中致被害人轻微伤，系犯罪中止。"
    output = predict_sentence(fact, factor_overrides=overrides)
    assert 0 < output["months"] < 36 and output["range_months"][1] < 36
    assert "在该档法定最低刑36个月以下判处" in _steps(output)


# ---- 8. 挪用资金: 10万 for 营利活动 or 超过三个月未还, 6万 for 非法活动 (法释〔2016〕9号第十一条第二款, 第五、六条) ------


def test_misused_funds_for_trading_below_100000_are_no_crime() -> None:
    output = predict_sentence("被告人张某利用职务便利，挪用公司资金8万元用于个人炒股，超过三个月未还。")
    assert output["charge"] == "挪用资金" and output["months"] == 0
    assert "100000" in _steps(output)


def test_misused_funds_for_gambling_from_60000_are_a_crime() -> None:
    output = predict_sentence("被告人张某利用职务便利，挪用公司资金8万元用于赌博，超过三个月未还。")
    assert output["months"] > 0 and "60000" in _steps(output)


# ---- 9. 聚众斗殴's aggravated start: 三年至五年 (指导意见四（十七）2) ---------------------------------------------------


def test_armed_affray_starts_at_three_to_five_years() -> None:
    output = predict_sentence("被告人高某纠集十余人，持钢管、砍刀与对方聚众斗殴，高某系首要分子。")
    assert "量刑起点：在36–60个月幅度内确定" in _steps(output)
    assert 36 <= output["months"] <= 60


# ---- the page: a number JSON cannot carry is a plain message, not a crash (app.client refuses it) -------------------


def test_the_page_answers_a_non_finite_value_with_a_warning(store_live_server: str) -> None:
    client = Client(store_live_server + "/ui/", verbose=False)
    fact = "被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。"
    status, *_ = client.predict(fact, "盗窃", "", api_name="/sentence")
    assert status.startswith("✔")
    headers = ["使用 Use", "因素 Factor", "名称 Label", "值 Value", "证据 Evidence"]
    for written in ("1e400", "NaN"):
        rows = [[True, "amount", "涉案金额（元）", written, ""]]
        status, *_ = client.predict(fact, "盗窃", "", {"headers": headers, "data": rows}, api_name="/sentence_recompute")
        assert status.startswith("⚠") and "有限" in status
