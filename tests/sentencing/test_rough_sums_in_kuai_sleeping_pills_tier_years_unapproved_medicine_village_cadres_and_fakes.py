"""Lay questions read in session 24: a rough sum said with 块 ('三千多块') is read at its floor; prescription sleeping
pills sold on name 贩卖毒品 (刑法第三百四十七条、第三百五十五条、第三百五十七条), 非法经营 and 妨害药品管理 and ask who
bought them; a year told alone that holds the day a charge's penalties were raised asks for the month (刑法第十二条); a
banned-substance medicine sold without approval is 妨害药品管理 (第一百四十二条之一); a village cadre's bribe is 非国家工作人员
受贿 for the village's own affairs and 受贿 while assisting the government (第九十三条第二款的解释); fakes sold as genuine
are one act (销售假冒注册商标的商品, 诈骗 named), not two crimes."""

import pytest

from backend.sentencing.factors import read_amount
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factor(result: dict, name: str):
    return next((f.get("value") for f in result["factors"] if f["name"] == name), None)


# ---- 1. a rough sum followed by 块 --------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("words", "amount"),
    [("他把工地的钢筋拉出去卖了三千多块", 3000.0), ("他偷了邻居家的电动车，值两千多块", 2000.0),
     ("骗了我一万多块钱", 10000.0), ("收了五万多块的回扣", 50000.0)],
)
def test_a_rough_sum_said_with_kuai_is_read_at_its_floor(words, amount):
    assert read_amount(words)[0] == amount


@pytest.mark.parametrize("words", ["偷了三千多块砖", "偷了三千多块手表", "被告人盗窃三千余块"])
def test_kuai_counting_things_or_in_a_court_record_is_no_rough_sum(words):
    assert read_amount(words) is None


def test_steel_carried_out_of_a_site_and_sold_for_three_thousand_odd_is_theft_sentenced():
    result = predict_sentence("他把工地的钢筋拉出去卖了三千多块")
    assert result["charge"] == "盗窃" and result["months"] > 0 and not result["missing"]
    assert _factor(result, "amount") == 3000.0


# ---- 2. prescription sleeping pills sold on -----------------------------------------------------------------------

def test_sleeping_pills_sold_to_many_name_the_readings_and_ask_who_bought_them():
    result = predict_sentence("他在网上卖处方安眠药，卖给了几十个人")
    assert result["charge"] == "走私、贩卖、运输、制造毒品" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["精神药品卖给吸毒人员"]
    steps = _steps(result)
    assert "第三百五十七条第一款" in steps and "非法经营罪" in steps and "妨害药品管理罪" in steps


def test_a_listed_sedative_sold_to_drug_users_is_drug_selling_asking_the_weight():
    result = predict_sentence("他在网上卖三唑仑给吸毒的人，一共卖了两百多片")
    assert result["charge"] == "走私、贩卖、运输、制造毒品" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["drug_grams"]
    assert "本案按贩卖毒品罪计算" in _steps(result)


def test_methamphetamine_sold_is_untouched_by_the_sedatives_reading():
    result = predict_sentence("他卖了五克冰毒给别人")
    assert result["months"] > 0 and "安眠药" not in _steps(result)


# ---- 3. a year that straddles a change of a charge's penalties ----------------------------------------------------

def test_a_year_alone_when_the_penalties_were_raised_asks_for_the_month():
    with pytest.raises(ValueError, match="「开设赌场」罪的法定刑由.*加重.*2021年.*修改前较轻的法定刑.*请写明行为发生的月份"):
        predict_sentence("2021年他开了个棋牌室，每桌抽两百，赌资一共五十多万")


def test_a_month_or_a_year_wholly_on_one_side_is_judged():
    for question in ("2021年10月他开了个棋牌室，每桌抽两百，赌资一共五十多万", "2020年他开了个棋牌室，每桌抽两百，赌资一共五十多万"):
        assert predict_sentence(question)["charge"] == "开设赌场"


def test_a_created_charge_still_asks_as_before():
    with pytest.raises(ValueError, match="「冒名顶替」罪由.*增设.*当时不单独构成犯罪"):
        predict_sentence("2021年他冒名顶替别人上了大学")


# ---- 4. a banned-substance medicine sold without approval ---------------------------------------------------------

def test_sibutramine_pills_sold_as_medicine_without_approval_are_drug_administration():
    result = predict_sentence("他卖的减肥药里加了西布曲明，没有批准文号，当药卖，卖了五万多")
    assert result["charge"] == "妨害药品管理" and 1 <= result["months"] <= 36
    steps = _steps(result)
    assert "第一百四十二条之一第一款" in steps and "依照处罚较重的规定" in steps and "第一百四十四条" in steps


def test_without_approval_untold_it_stays_false_medicine_and_as_food_the_food_crime():
    assert predict_sentence("他卖的减肥药是药品，里面加了西布曲明，卖了三万")["charge"] == "生产、销售、提供假药"
    food = predict_sentence("他在网上卖减肥胶囊，里面加了西布曲明，当保健品卖，没有批准文号，卖了五万多")
    assert food["charge"] == "生产、销售有毒、有害食品"


def test_an_unapproved_medicine_sold_before_the_amendment_is_false_medicine():
    result = predict_sentence("2020年他卖的减肥药里加了西布曲明，没有批准文号，当药卖，卖了五万多")
    assert result["charge"] == "生产、销售、提供假药"


# ---- 5. a village cadre's bribe -----------------------------------------------------------------------------------

def test_a_village_secretary_paid_for_a_village_road_contract_is_private_sector_bribery_with_why():
    result = predict_sentence("村支书收了包工头五万块，把村里修路的活给了他")
    assert result["charge"] == "非国家工作人员受贿" and result["months"] > 0
    assert _factor(result, "amount") == 50000.0
    steps = _steps(result)
    assert "协助人民政府从事行政管理工作" in steps and "本案按非国家工作人员受贿罪计算" in steps


def test_a_village_cadre_paid_while_managing_poverty_funds_is_bribery():
    result = predict_sentence("村支书在管扶贫款的时候收了别人八万块")
    assert result["charge"] == "受贿" and result["months"] > 0
    assert "本案按受贿罪计算" in _steps(result)


def test_a_village_cadre_assisting_the_township_government_is_bribery():
    result = predict_sentence("村主任在帮镇政府登记户口的时候收了别人五万块")
    assert result["charge"] == "受贿" and _factor(result, "amount") == 50000.0


# ---- 6. fake designer goods ---------------------------------------------------------------------------------------

def test_fakes_sold_as_genuine_are_one_act_with_fraud_named():
    result = predict_sentence("他在朋友圈卖假名牌包，说是正品，按正品的价格卖，骗了三十多个人，一共卖了二十多万")
    assert result["charge"] == "销售假冒注册商标的商品" and result.get("charges") in (None, ["销售假冒注册商标的商品"])
    assert _factor(result, "amount") == 200000.0 and result["months"] > 0
    steps = _steps(result)
    assert "诈骗罪" in steps and "依照处罚较重的规定" in steps and "不数罪并罚" in steps


def test_fakes_sold_cheap_to_buyers_who_knew_are_the_trademark_crime_alone():
    result = predict_sentence("他在朋友圈卖假名牌包，价格很便宜，买的人都知道是假的，卖了八万多")
    assert result["charge"] == "销售假冒注册商标的商品" and result["months"] > 0
    assert "诈骗" not in _steps(result)


# ---- 7. everyday questions of my own ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("words", "amount"), [("偷偷把公司的六万多块转到了自己卡上", 60000.0), ("刷了三万多块没还", 30000.0)]
)
def test_a_rough_sum_with_kuai_before_what_was_done_with_it_is_read(words, amount):
    assert read_amount(words)[0] == amount


def test_a_drunk_driver_who_left_one_gravely_injured_is_sentenced_for_the_traffic_accident_once():
    result = predict_sentence("他喝了酒开车，撞伤了两个人，一个轻伤一个重伤，血液酒精含量150毫克")
    assert result["charge"] == "交通肇事" and result["months"] > 6
    steps = _steps(result)
    assert "不再以危险驾驶罪数罪并罚" in steps and "案情未写明事故责任" in steps


def test_a_drunk_driver_who_caused_a_light_injury_stays_dangerous_driving():
    result = predict_sentence("他喝了酒开车，撞了一个人，对方轻伤，酒精含量120")
    assert result["charge"] == "危险驾驶" and 1 <= result["months"] <= 6


def test_a_fee_paid_first_for_a_loan_then_blocked_is_fraud():
    result = predict_sentence("有人在微信上说可以帮我贷款，让我先交了八千块手续费，然后就把我拉黑了")
    assert result["charge"] == "诈骗" and result["months"] > 0
    assert _factor(result, "amount") == 8000.0


def test_a_wallet_stolen_from_a_pocket_on_a_bus_is_pickpocketing_whatever_the_sum():
    result = predict_sentence("他在公交车上把别人口袋里的钱包偷了，里面有三百块")
    assert result["charge"] == "盗窃" and result["months"] > 0
    assert _factor(result, "扒窃") is True
