"""Lay questions read since session 22: a rough total after 一共/总共/加起来 or a card's 流水; 跑分 (帮助信息网络犯罪活动,
法释〔2019〕15号第十二条); a village cadre pocketing 扶贫款 (贪污: 刑法第九十三条第二款的解释); a vehicle ridden or pushed
off (盗窃); fake vaccines and false medicine by the sum sold (法释〔2022〕1号第三条、第四条); a person held for a usury
debt (非法拘禁, 刑法第二百三十八条第三款, with 催收非法债务 named); a breath test's figure; a climb-in theft (入户);
intimate videos spread (侮辱); a single blow that killed; robbery at knifepoint; a rough drug weight."""

import pytest

from backend.sentencing.factors import read_amount, read_bac
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factor(result: dict, name: str):
    return next((f["value"] for f in result["factors"] if f["name"] == name), None)


@pytest.mark.parametrize(("text", "amount"), [
    ("我朋友在网上卖游戏账号，收了钱不给账号，骗了二十几个人一共三万多", 30_000),
    ("他在网上卖假演唱会门票，前后骗了十几个人，加起来有两万多", 20_000),
    ("我表哥帮人跑分，银行卡流水两百多万", 2_000_000),
])
def test_a_rough_total_in_everyday_words_is_read_at_its_floor(text, amount):
    assert read_amount(text)[0] == amount


def test_money_one_holds_is_no_rough_sum_taken():
    # the deposit the victim has is not what was taken: only 5000 was ('款' leads a fund taken, 救灾款, not 存款)
    result = predict_sentence("我家存款二十多万，他骗走了我五千块")
    assert result["charge"] == "诈骗" and _factor(result, "amount") == 5_000


def test_a_court_records_rough_total_is_left_as_it_was_read():
    assert read_amount("经审理查明，被告人骗取多名被害人财物，一共三万多") is None


def test_a_rough_online_sale_fraud_total_is_sentenced():
    result = predict_sentence("我朋友在网上卖游戏账号，收了钱不给账号，骗了二十几个人一共三万多")
    assert result["charge"] == "诈骗" and _factor(result, "amount") == 30_000
    assert result["months"] > 0 and not result["missing"]


def test_card_running_for_others_is_helping_a_network_crime_by_its_turnover():
    result = predict_sentence("我表哥帮人跑分，银行卡流水两百多万，会判几年")
    assert result["charge"] == "帮助信息网络犯罪活动" and _factor(result, "amount") == 2_000_000
    assert result["months"] == 12  # five times the 20万 figure and more: one year (LexLoop's line)


def test_a_card_sold_with_no_sum_asks_for_it_and_names_what_else_is_serious():
    result = predict_sentence("她把自己名下的银行卡卖给了一个陌生人，会不会坐牢")
    assert result["charge"] == "帮助信息网络犯罪活动" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["amount"]
    steps = _steps(result)
    assert "明知他人利用信息网络实施犯罪" in steps and "违法所得一万元以上" in steps and "三个以上对象" in steps


@pytest.mark.parametrize("question", [
    "村干部把扶贫款五万块装进自己口袋",
    "我们村的村支书把上面发的救灾款四万多私吞了",
])
def test_a_village_cadre_pocketing_money_he_handles_for_the_government_is_embezzlement(question):
    result = predict_sentence(question)
    assert result["charge"] == "贪污" and result["months"] > 0 and not result["missing"]
    assert _factor(result, "amount") >= 40_000


@pytest.mark.parametrize(("question", "amount"), [
    ("他偷偷把别人的电动车骑走了，车值三千", 3000),
    ("他半夜把邻居家的三轮车推走了，那车值五千块", 5000),
])
def test_a_vehicle_of_anothers_ridden_or_pushed_off_is_theft(question, amount):
    result = predict_sentence(question)
    assert result["charge"] == "盗窃" and _factor(result, "amount") == amount and result["months"] > 0


def test_a_car_borrowed_and_driven_off_is_not_read_as_theft():
    with pytest.raises(ValueError):
        predict_sentence("他借了朋友的车开走了")


@pytest.mark.parametrize(("question", "months", "why"), [
    ("有人卖假疫苗，金额五十万", 120, "生产、销售、提供假药的金额达到50万元以上"),  # 其他特别严重情节: 十年以上
    ("他在药店里卖假药，一年卖了二十多万", 36, "生产、销售、提供假药的金额达到20万元以上"),  # 其他严重情节: 三年以上
    # a medicine for children: the figures are halved (法释〔2022〕1号第一条、第三条第（三）项)
    ("他在网上卖假的儿童感冒药，卖了十五万", 36, "儿童"),
])
def test_false_medicine_reaches_its_heavier_tiers_by_the_sum_sold(question, months, why):
    result = predict_sentence(question)
    assert result["charge"] == "生产、销售、提供假药" and result["months"] == months
    assert why in _steps(result)


def test_false_medicine_below_the_figures_is_the_first_tier():
    result = predict_sentence("他卖假药，卖了十五万")
    assert result["charge"] == "生产、销售、提供假药" and 0 < result["months"] <= 36


def test_a_person_held_for_a_usury_debt_is_unlawful_detention_with_the_debt_collection_named():
    result = predict_sentence("有人在小区里放高利贷，暴力催收，把人关了两天")
    assert result["charge"] == "非法拘禁" and 0 < result["months"] <= 12
    assert "催收非法债务罪" in _steps(result) and "择一重罪处罚" in _steps(result)


def test_a_usury_debt_collected_by_harassment_alone_still_asks_whether_it_was_serious():
    result = predict_sentence("放高利贷的人天天堵在我家门口要债，还往门上泼油漆")
    assert result["charge"] == "催收非法债务" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"]


@pytest.mark.parametrize(("text", "bac"), [("开车被交警拦下，吹出来八十多", 80), ("他喝了酒开车，吹出来一百二", 120)])
def test_a_breath_test_told_in_everyday_words_is_read(text, bac):
    assert read_bac(text)[0] == bac


def test_a_breath_test_figure_is_sentenced_with_the_blood_test_named():
    result = predict_sentence("他开车被交警拦下，吹出来八十多")
    assert result["charge"] == "危险驾驶" and _factor(result, "bac") == 80 and result["months"] > 0
    assert "血样" in _steps(result)


def test_a_climb_in_theft_is_burglary_even_with_no_value():
    result = predict_sentence("他翻墙进去拿走了一条金项链")
    assert result["charge"] == "盗窃" and _factor(result, "入户") is True and result["months"] > 0


def test_intimate_videos_spread_online_ask_whether_the_insult_was_serious():
    result = predict_sentence("他把前女友的私密视频发到网上")
    assert result["charge"] == "侮辱" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["诽谤侮辱情节严重"]


def test_a_single_stab_that_killed_is_intentional_injury_causing_death():
    result = predict_sentence("他酒后跟人吵架，一刀捅死了对方")
    assert result["charge"] == "故意伤害" and _factor(result, "deaths") == 1 and result["months"] >= 120


def test_a_phone_taken_at_knifepoint_is_robbery():
    result = predict_sentence("他用刀逼着路人把手机交出来")
    assert result["charge"] == "抢劫" and result["months"] >= 36


def test_a_bag_snatched_from_a_motorbike_asks_whether_force_was_used():
    result = predict_sentence("他骑摩托车从后面把一个女的包抢走了，包里有三千块")
    assert result["charge"] == "抢夺" and _factor(result, "amount") == 3000
    assert [m["factor"] for m in result["missing"]] == ["当场暴力胁迫"]


def test_a_rough_drug_weight_is_read_at_its_floor():
    result = predict_sentence("他在微信群里卖冰毒，卖了十几克")
    assert _factor(result, "drug_grams") == 10 and result["months"] >= 84  # 数量较大: 七年以上


def test_a_post_told_as_made_up_is_defamation_and_its_forwards_reach_the_serious_figure():
    result = predict_sentence("他在网上发帖说某个明星吸毒，其实是他编的，转发了一千多次")
    assert result["charge"] == "诽谤" and result["months"] > 0
    assert "同一信息被转发的次数达到500次以上" in _steps(result)


def test_what_a_made_up_post_says_someone_did_is_not_the_posters_act():
    result = predict_sentence("他在网上发帖说邻居偷东西，后来发现都是他瞎编的")
    assert result["charge"] == "诽谤" and _factor(result, "捏造事实") is True
    assert [m["factor"] for m in result["missing"]] == ["诽谤侮辱情节严重"]


def test_clothes_worn_out_of_a_shop_unpaid_are_theft():
    result = predict_sentence("她在商场试了件大衣，穿着没付钱就走了，大衣值两千八")
    assert result["charge"] == "盗窃" and _factor(result, "amount") == 2800


def test_a_state_company_manager_taking_money_is_bribery_with_the_post_told_after():
    result = predict_sentence("他收了包工头二十万，帮他拿下了工程，他是国企的经理")
    assert result["charge"] == "受贿" and _factor(result, "amount") == 200_000
    assert result["months"] >= 36  # 数额巨大 (二十万元): 三年以上
