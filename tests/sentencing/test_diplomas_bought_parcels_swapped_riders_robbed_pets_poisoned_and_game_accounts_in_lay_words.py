"""Lay questions read in session 25b: a fake diploma bought for one's own use (no crime by itself: 治安管理处罚法第六十三条
第（三）项 and the job's contract, the maker's crime named); a courier swapping a parcel's contents (职务侵占 or 盗窃, what
decides named); a robbery told by its victim (the bare 抢 asks how, and the thing's worth beside the cash; a blow then a
grab is one robbery); the asker's pet poisoned (故意毁坏财物, not 投放危险物质); drunk on an e-bike with the blood level
told (no 危险驾驶); a false appeal for donations (诈骗, the gifts the sum); a game account stolen (盗窃, 第二百八十五条
第二款 named)."""

import pytest

from backend.sentencing.factors import read_amount
from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factor(result: dict, name: str) -> dict | None:
    return next((f for f in result["factors"] if f["name"] == name), None)


def _missing(result: dict) -> list[str]:
    return [m["factor"] for m in result["missing"]]


# ---- 1. a fake diploma bought for one's own use ---------------------------------------------------------------------

@pytest.mark.parametrize(
    "words",
    ["找人做了一张假毕业证拿去应聘", "我在网上买了一张假的本科毕业证，用来找工作", "他帮我做了一张假的毕业证，我会坐牢吗",
     "花了两千块办了个假文凭"],
)
def test_a_diploma_bought_for_ones_own_use_is_answered_with_what_the_law_makes_of_it(words):
    with pytest.raises(NoCrimeTold) as refused:
        predict_sentence(words)
    reason = refused.value.reason
    assert "本身一般不构成犯罪" in reason
    assert "《中华人民共和国治安管理处罚法》第六十三条第（三）项处十日以上十五日以下拘留" in reason
    assert "劳动合同因欺诈无效" in reason and "第三十九条第（五）项" in reason
    # the maker's and the knowing seller's crime is named beside it
    assert "伪造事业单位印章罪（刑法第二百八十条第二款" in reason and "共犯" in reason


@pytest.mark.parametrize("words", ["他在网上帮人做假的大学毕业证，做了三十多张", "他找人做了一批假毕业证卖给别人"])
def test_diplomas_made_for_others_or_sold_are_still_the_makers_crime(words):
    result = predict_sentence(words)
    assert result["charge"] == "伪造公司、企业、事业单位、人民团体印章" and result["months"] > 0


@pytest.mark.parametrize("name", ["伪造事业单位印章", "伪造公司印章"])
def test_the_charge_named_by_the_seal_forged_resolves(name):
    # the name the bought-diploma answer gives the maker's crime is accepted as the given charge (was 422: 未收录的罪名)
    result = predict_sentence("被告人为他人伪造某大学的毕业证书并加盖伪造的学校印章，收取费用2000元。", charge=name)
    assert result["charge"] == "伪造公司、企业、事业单位、人民团体印章"


def test_a_bag_snatched_with_cash_inside_reads_the_cash_and_asks_only_how():
    # cash held in the thing is its contents (the worth is asked only where a thing is joined to the cash: '手机和…')
    result = predict_sentence("有人抢了我的包，包里有三千块")
    assert _factor(result, "amount")["value"] == 3000.0 and _missing(result) == ["当场暴力胁迫"]


# ---- 2. a courier swapping a parcel's contents ------------------------------------------------------------------------

def test_a_courier_swapping_a_parcels_phone_names_both_readings_and_computes_embezzlement():
    result = predict_sentence("快递员把客户包裹里的新手机调包成了旧手机，手机值六千")
    steps = _steps(result)
    assert result["charge"] == "职务侵占" and _factor(result, "amount")["value"] == 6000.0
    # below the 三万元 prosecution figure: no term, and the step says when it would be theft instead
    assert result["months"] == 0
    assert "是职务侵占罪（刑法第二百七十一条第一款），三万元以上才立案追诉" in steps
    assert "是盗窃罪（第二百六十四条），数额较大（一千元至三千元以上" in steps
    assert "取决于包裹是否由他按职责经手、保管" in steps and "本案按职务侵占罪计算" in steps


def test_a_courier_swapping_goods_over_the_prosecution_figure_gets_a_term():
    result = predict_sentence("快递小哥把送的包裹里的两台笔记本电脑调包了，一共值四万")
    assert result["charge"] == "职务侵占" and _factor(result, "amount")["value"] == 40000.0 and result["months"] > 0


def test_a_courier_swap_with_no_value_asks_it():
    result = predict_sentence("快递员把包裹里的手机调包了")
    assert result["charge"] == "职务侵占" and result["months"] == 0 and _missing(result) == ["amount"]


def test_a_parcel_taken_by_someone_is_still_theft():
    result = predict_sentence("放在门口的快递被邻居顺走了，值三千多块")
    assert result["charge"] == "盗窃" and "包裹是否由他按职责经手" not in _steps(result)


# ---- 3. a delivery rider robbed ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("words", ["送外卖的时候被人抢了，手机和两百块钱", "我送外卖的时候被人抢了，手机和两百块钱"])
def test_a_robbery_told_by_its_victim_asks_how_and_the_things_worth(words):
    result = predict_sentence(words)
    assert result["charge"] == "抢夺" and result["months"] == 0
    # the cash alone is read: the phone's worth is asked beside how it was taken
    assert _missing(result) == ["当场暴力胁迫", "amount"]
    assert "当场对人使用暴力" in _steps(result) and "是抢劫罪，不论数额" in _steps(result)


def test_a_things_worth_told_leaves_only_how_it_was_taken():
    result = predict_sentence("有人抢了我的手机，手机值三千")
    assert _missing(result) == ["当场暴力胁迫"]


@pytest.mark.parametrize(
    "words", ["我送外卖的时候被人打了一顿，抢走了手机和两百块钱", "他打了我一顿，抢走了我的手机和两百块钱"]
)
def test_a_blow_then_a_grab_is_one_robbery_not_a_snatch_beside_it(words):
    result = predict_sentence(words)
    assert result["charge"] == "抢劫" and result["months"] >= 36 and not result["missing"]
    assert "「抢夺」" not in _steps(result)


def test_a_snatch_told_is_still_a_snatch():
    result = predict_sentence("我送外卖的时候被人一把抢走了手机就跑了，手机值三千")
    assert result["charge"] == "抢夺" and _factor(result, "amount")["value"] == 3000.0 and result["months"] > 0


# ---- 4. the asker's pet poisoned ------------------------------------------------------------------------------------

def test_a_dog_poisoned_is_destroying_property_and_asks_its_value():
    result = predict_sentence("邻居把我家的狗毒死了")
    assert result["charge"] == "故意毁坏财物" and result["months"] == 0 and _missing(result) == ["amount"]


def test_a_dog_poisoned_worth_over_five_thousand_gets_a_term():
    result = predict_sentence("邻居投毒把我家的狗毒死了，那条狗值八千")
    assert result["charge"] == "故意毁坏财物" and _factor(result, "amount")["value"] == 8000.0 and result["months"] > 0


def test_poison_put_in_a_village_well_is_still_endangering_the_public():
    assert predict_sentence("他往村里的水井里投了农药")["charge"] == "投放危险物质"


# ---- 5. drunk on an e-bike with the level told -----------------------------------------------------------------------

def test_drunk_on_an_e_bike_with_the_level_told_is_no_dangerous_driving():
    with pytest.raises(NoCrimeTold, match="非机动车"):
        predict_sentence("喝了酒骑电动车被交警查了，酒精含量一百二")


@pytest.mark.parametrize(
    "words",
    ["喝了酒骑电动车被交警查了，酒精含量一百二，那个电动车是超标的，上了牌的电动摩托", "他喝了酒开车被交警查了，酒精含量一百二"],
)
def test_a_motor_vehicle_driven_drunk_is_still_dangerous_driving(words):
    result = predict_sentence(words)
    assert result["charge"] == "危险驾驶" and _factor(result, "bac")["value"] == 120.0 and result["months"] > 0


# ---- 6. a false appeal for donations ---------------------------------------------------------------------------------

def test_a_false_appeal_for_donations_is_fraud_with_the_gifts_as_the_sum():
    result = predict_sentence("他在朋友圈发假的募捐信息，说女儿得了白血病，收了三万多块捐款都拿去打牌了")
    assert result["charge"] == "诈骗" and _factor(result, "amount")["value"] == 30000.0 and result["months"] > 0


@pytest.mark.parametrize(("words", "amount"), [("收了三万块捐款", 30000.0), ("收了三万多块捐款都拿去打牌了", 30000.0)])
def test_donations_named_after_the_sum_are_read(words, amount):
    assert read_amount(words)[0] == amount


# ---- 7. a game account stolen ------------------------------------------------------------------------------------------

def test_a_game_account_stolen_is_theft_with_the_data_reading_named():
    result = predict_sentence("我家孩子的游戏账号被人盗了，里面的装备值五千多")
    steps = _steps(result)
    assert result["charge"] == "盗窃" and _factor(result, "amount")["value"] == 5000.0 and result["months"] > 0
    assert "网络虚拟财产（《中华人民共和国民法典》第一百二十七条）" in steps
    assert "非法获取计算机信息系统数据罪（第二百八十五条第二款" in steps and "本案按盗窃罪计算" in steps


def test_a_court_records_game_items_theft_gets_no_lay_step():
    result = predict_sentence("经审理查明，被告人张某窃取被害人游戏账号内装备，价值人民币5000元")
    assert "网络虚拟财产" not in _steps(result)
