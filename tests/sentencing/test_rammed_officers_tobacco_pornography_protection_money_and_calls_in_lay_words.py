"""Lay questions earlier rounds left misread: a car driven at an officer on duty (袭警's heavier tier, not 交通肇事);
tobacco sold without the licence (非法经营) and pornography sold online (淫秽物品牟利), each asked for the figures that
make it a crime and sentenced by them; 'protection money' (敲诈勒索, with why not 寻衅滋事); a debt whose borrower changed
his number (civil, with what would make it 诈骗); and money sent to an impersonated boss or son over WeChat or the phone
(电信网络诈骗's national figures)."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factors(result: dict) -> set[str]:
    return {factor["name"] for factor in result["factors"]}


@pytest.mark.parametrize("question", ["他开车撞了正在检查的交警", "交警在路口查酒驾，他开车直接冲过去把交警撞伤了"])
def test_a_car_driven_at_an_officer_on_duty_is_the_heavier_tier_of_assaulting_the_police(question):
    result = predict_sentence(question)
    assert result["charge"] == "袭警" and 36 <= result["months"] <= 84
    # the step says the estimate takes the ramming as meant, and what a careless hit or a death would be
    assert "以下按故意驾车撞击计算" in _steps(result) and "交通肇事罪" in _steps(result)


def test_a_pedestrian_hit_by_a_careless_driver_stays_a_traffic_accident():
    result = predict_sentence("他开车不小心撞倒了一个行人，行人死了")
    assert result["charge"] == "交通肇事" and "故意驾车撞击" not in _steps(result)


@pytest.mark.parametrize(("question", "charge"), [
    ("他在街边小店里无证卖烟，会判刑吗", "非法经营"),
    ("他在网上卖淫秽视频", "制作、复制、出版、贩卖、传播淫秽物品牟利"),
])
def test_tobacco_or_pornography_sold_with_no_figure_asks_for_it(question, charge):
    result = predict_sentence(question)
    assert result["charge"] == charge and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"]
    assert ("五万元以上" if charge == "非法经营" else "淫秽视频文件二十个以上") in _steps(result)


@pytest.mark.parametrize(("question", "charge", "tier"), [
    ("他没有烟草专卖许可证，在网上卖香烟，卖了十几万", "非法经营", "情节严重"),  # 11万 at least: 5万
    ("他没有许可证批发香烟，一年卖了三千多条", "非法经营", "情节严重"),  # 60万支 at least: 20万支
    ("他在网上卖淫秽视频，赚了两万多", "制作、复制、出版、贩卖、传播淫秽物品牟利", "基本犯"),  # 违法所得 1万
    ("他在网上卖黄色视频给别人，卖了三百多个", "制作、复制、出版、贩卖、传播淫秽物品牟利", "情节严重"),  # 100 (5 × 20)
    ("他建了个微信群，收会员费发黄片，群里有三百多个会员", "制作、复制、出版、贩卖、传播淫秽物品牟利", "基本犯"),
])
def test_a_figure_told_makes_it_a_crime_and_sets_its_tier(question, charge, tier):
    result = predict_sentence(question)
    assert result["charge"] == charge and result["months"] > 0 and not result["missing"]
    assert f"法定刑档次「{tier}」" in _steps(result)


def test_selling_pornography_is_no_prostitution():
    assert predict_sentence("他在网上卖淫秽视频，赚了两万多")["charge"] != "引诱、容留、介绍卖淫"


@pytest.mark.parametrize("question", ["几个混混天天去菜市场收保护费", "他带着几个人到商铺收保护费，不给就砸店"])
def test_protection_money_is_extortion_asked_for_its_sum(question):
    result = predict_sentence(question)
    assert result["charge"] == "敲诈勒索" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["amount"]
    assert "寻衅滋事罪" in _steps(result) and "以下按敲诈勒索罪计算" in _steps(result)


def test_protection_money_with_its_sum_gets_a_term():
    result = predict_sentence("他多次向小摊贩收保护费，一共收了八千块")
    assert result["charge"] == "敲诈勒索" and 0 < result["months"] <= 36


@pytest.mark.parametrize("question", ["借了钱不还，还把手机号换了", "他借了我三万块钱一直不还，还把手机号换了",
                                      "我朋友借了我五千块说是给他妈看病，其实是拿去赌博了"])
def test_a_debt_whose_borrower_hid_is_civil_and_says_when_it_is_fraud(question):
    with pytest.raises(NoCrimeTold) as refused:
        predict_sentence(question)
    assert "民法典》第六百七十五条" in refused.value.reason
    assert "更换手机号" in refused.value.reason and "才构成诈骗罪" in refused.value.reason


@pytest.mark.parametrize(("question", "amount"), [
    ("有人在微信上冒充我老板，让我转了五万块", 50000),
    ("有人打电话冒充我儿子说出车祸了，我转了八千块", 8000),
])
def test_money_sent_to_an_impersonator_by_phone_or_online_is_measured_as_telecom_fraud(question, amount):
    result = predict_sentence(question)
    assert result["charge"] == "诈骗" and "电信网络诈骗" in _factors(result)
    assert "（全国统一标准）：数额较大3000，数额巨大30000" in _steps(result)
    # the national figure: 3000 is 数额较大, 30000 数额巨大 (三年以上)
    assert (result["months"] >= 36) == (amount >= 30000)


def test_the_crime_a_swindler_names_is_no_charge():
    result = predict_sentence("骗子在QQ上冒充公安说我涉嫌洗钱，让我把三万块转到安全账户")
    assert result["charge"] == "诈骗" and "电信网络诈骗" in _factors(result)


# 保险诈骗 (刑法第一百九十八条): damage done or an accident made up to claim the insurance, a crime from 数额较大 (立案追诉
# 标准: 五万元); 医保 money got by a lie is ordinary 诈骗
@pytest.mark.parametrize("question", ["他故意把自己的车撞坏骗保险公司的赔偿", "他编造了一起交通事故，找保险公司理赔了两万"])
def test_insurance_fraud_below_or_without_its_sum_asks_for_it(question):
    result = predict_sentence(question)
    assert result["charge"] == "保险诈骗" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"] and "五万元以上" in _steps(result)


def test_insurance_fraud_at_its_sum_gets_a_term():
    result = predict_sentence("他故意把车开进河里，骗了保险公司八万块")
    assert result["charge"] == "保险诈骗" and 0 < result["months"] <= 60 and not result["missing"]


def test_medical_insurance_money_got_by_a_lie_is_fraud():
    assert predict_sentence("我骗取医保报销了三万块")["charge"] == "诈骗"
