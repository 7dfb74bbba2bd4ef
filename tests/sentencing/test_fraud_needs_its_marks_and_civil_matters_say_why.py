"""A fraud is read only from fraud's marks (a deceit, or money taken and the taker gone), not from the word 合同; a deceit
in a deal the deceiver still performs, a deposit kept back, a 轻微伤 and property moved before a divorce are no crimes,
each told with its reason; and crimes told in everyday words are read with their figures ('二十多万' at its floor)."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


@pytest.mark.parametrize("question", ["合同纠纷能报警吗", "合同到期公司不续签", "公司不签劳动合同，老板会坐牢吗"])
def test_the_word_contract_alone_names_no_fraud(question):
    with pytest.raises(ValueError) as raised:
        predict_sentence(question)
    assert "合同诈骗" not in str(raised.value)


@pytest.mark.parametrize(("question", "amount"), [
    ("装修公司签了合同收了三万定金就跑路了", 30000),
    ("二房东收了我们一年房租两万四千元，卷钱跑了", 24000),
])
def test_money_taken_under_a_deal_and_the_taker_gone_is_contract_fraud(question, amount):
    result = predict_sentence(question)
    assert result["charge"] == "合同诈骗"
    assert next(f["value"] for f in result["factors"] if f["name"] == "amount") == amount
    assert 0 < result["months"] <= 36  # 刑法第二百二十四条 first tier: 数额较大


def test_a_prepayment_taken_and_the_taker_gone_asks_only_the_sum():
    result = predict_sentence("二房东收了一年房租卷钱跑了")
    assert result["charge"] == "合同诈骗" and [m["factor"] for m in result["missing"]] == ["amount"]


@pytest.mark.parametrize(("question", "law"), [
    ("签劳动合同时用假学历，算诈骗吗", "劳动合同法》第二十六条"),
    ("装修公司偷工减料，算诈骗吗", "民法典》第一百四十八条"),
    ("二手车里程是假的，卖家算诈骗吗", "消费者权益保护法》第五十五条"),
])
def test_a_deceit_in_a_deal_still_performed_is_a_civil_matter(question, law):
    with pytest.raises(NoCrimeTold, match="非法占有为目的") as raised:
        predict_sentence(question)
    assert law in raised.value.reason and "不构成「诈骗」" in raised.value.reason


def test_a_deceit_in_a_deal_with_the_money_taken_and_the_seller_gone_stays_a_fraud():
    result = predict_sentence("卖家谎称车子没出过事故，骗了我八万元后就失联了")
    assert result["charge"] == "诈骗"


@pytest.mark.parametrize("question", ["房东扣押金不还，算不算侵占罪", "房东收了押金不退，还说要告我"])
def test_a_deposit_kept_back_is_a_debt_not_embezzlement(question):
    with pytest.raises(NoCrimeTold, match="代为保管的他人财物") as raised:
        predict_sentence(question)
    assert "刑法第二百七十条" in raised.value.reason


def test_a_thing_left_in_ones_keeping_and_kept_is_still_embezzlement():
    assert predict_sentence("朋友寄存在我家的金项链，我拒不退还")["charge"] == "侵占"


@pytest.mark.parametrize(("question", "charge"), [
    ("私企会计用假发票报销了公司二十万，她会坐牢吗", "职务侵占"),
    ("老板欠了工人半年工资人跑了", "拒不支付劳动报酬"),
    ("他买了一辆偷来的电动车，知道是偷的", "掩饰、隐瞒犯罪所得、犯罪所得收益"),
    ("他在家里用煤气罐把房子炸了", "爆炸"),
    ("网购收到假名牌包", "销售假冒注册商标的商品"),
])
def test_crimes_told_in_everyday_words(question, charge):
    assert predict_sentence(question)["charge"] == charge


def test_wages_unpaid_and_the_boss_gone_asks_for_the_order_to_pay():
    # 刑法第二百七十六条之一: 经政府有关部门责令支付仍不支付 is an element, asked with the sum
    missing = {m["factor"] for m in predict_sentence("老板欠了工人半年工资人跑了")["missing"]}
    assert "amount" in missing and len(missing) == 2


def test_a_seller_who_hides_a_flood_damaged_car_is_no_receiver_of_stolen_goods():
    with pytest.raises(ValueError) as raised:
        predict_sentence("卖家隐瞒了车子泡过水，卖了八万多")
    assert "掩饰" not in str(raised.value)


@pytest.mark.parametrize(("question", "words"), [
    ("被人打了轻微伤，能让对方坐牢吗", ("治安管理处罚法》第五十一条", "轻伤以上")),
    ("打了人对方报警了，派出所会怎么处理", ("治安管理处罚法》第五十一条", "伤情鉴定")),
    ("离婚前转移夫妻共同财产会坐牢吗", ("民法典》第一千零九十二条", "少分或者不分")),
])
def test_conduct_that_is_no_crime_says_which_law_answers_it(question, words):
    with pytest.raises(NoCrimeTold) as raised:
        predict_sentence(question)
    assert all(word in raised.value.reason for word in words)


def test_a_beating_with_a_light_injury_graded_is_still_intentional_injury():
    assert predict_sentence("他打了人，对方被鉴定为轻伤二级")["charge"] == "故意伤害"


@pytest.mark.parametrize(("question", "amount"), [
    ("他在网上卖假名牌包，卖了二十多万", 200000),
    ("他挪了公司八万多去炒股", 80000),
    ("他在保险柜里偷了十万块现金", 100000),
    ("私企会计用假发票报销了公司二十万", 200000),
])
def test_sums_said_roughly_or_with_their_noun_are_read(question, amount):
    result = predict_sentence(question)
    assert next(f["value"] for f in result["factors"] if f["name"] == "amount") == amount


def test_a_rough_sum_in_a_court_record_is_not_read_at_its_floor():
    result = predict_sentence("被告人王某在网上销售假冒名牌包，卖了二十多万", charge="销售假冒注册商标的商品")
    assert all(f["name"] != "amount" for f in result["factors"])
