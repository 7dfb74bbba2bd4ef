"""Session 30, round 2: a thief or a swindler the teller calls another is the smear's word (侮辱, 诽谤), not a theft;
a friend's crash the teller tells the police he drove is 窝藏、包庇; a found wallet the finder 没给 back is 侵占, told as
prosecuted on complaint; a restaurant smashed drunk is 故意毁坏财物 with 寻衅滋事 named; a card's turnover said roughly
is the 帮信 sum, not the fee; a dog's bite is no crime; a sale price read as a stolen thing's value is said to be one."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def _missing(result: dict) -> list[str]:
    return [m["factor"] for m in result["missing"]]


# ---- the crime words of a smear -----------------------------------------------------------------------------------

@pytest.mark.parametrize("fact, charge, missing", [
    ("在网上发帖辱骂邻居，说她是小偷", "侮辱", ["诽谤侮辱情节严重"]),  # was 盗窃, asking for the sum stolen
    ("在网上说他是骗子，会坐牢吗", "诽谤", ["捏造事实", "诽谤侮辱情节严重"]),  # was refused
    ("到处造谣说她偷人，会判刑吗", "诽谤", ["诽谤侮辱情节严重"]),
])
def test_a_thief_or_a_swindler_called_is_the_smears_word(fact, charge, missing):
    result = predict_sentence(fact)
    assert result["charge"] == charge and result["months"] == 0 and _missing(result) == missing
    assert "本罪告诉的才处理" in _steps(result)


def test_a_theft_told_beside_the_word_is_still_a_theft():
    assert predict_sentence("他偷了我三千块钱，我在群里说他是小偷")["charge"] == "盗窃"


# ---- a friend's crash the teller took -----------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "朋友酒驾撞了人，我去交警队说车是我开的",  # was 交通肇事, asking for the harm
    "朋友喝酒开车撞了人，我替他去交警队说车是我开的",
    "朋友喝酒开车撞了人，我替他去交警队说是我开的车",
])
def test_telling_the_police_one_drove_a_friends_car_is_harbouring(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "窝藏、包庇" and result["months"] > 0


@pytest.mark.parametrize("fact", ["我开车撞了人，让我弟弟去顶包", "我酒驾撞了人，我去交警队说是我开的"])
def test_ones_own_crash_stays_the_drivers(fact):
    assert predict_sentence(fact)["charge"] == "交通肇事"


# ---- a found wallet kept ------------------------------------------------------------------------------------------

def test_a_found_wallet_not_given_back_is_conversion_on_complaint():
    result = predict_sentence("捡到一个钱包，失主找过来要，我没给，里面有一万块")  # was refused
    assert result["charge"] == "侵占" and result["months"] > 0
    step = next(step for step in result["steps"] if "侵占罪告诉的才处理" in step["description"])
    assert "第二百七十条第二款、第三款" in step["source"] and "刑事诉讼法》第二百一十二条" in step["source"]


# ---- a restaurant smashed drunk -----------------------------------------------------------------------------------

def test_a_restaurant_smashed_drunk_is_damage_with_the_quarrel_crime_named():
    result = predict_sentence("喝多了把饭店砸了，损失八千多")  # was refused
    assert result["charge"] == "故意毁坏财物" and result["months"] > 0
    steps = _steps(result)
    assert "也可能是寻衅滋事罪" in steps and "刑法第十八条第四款" in steps and "法释〔2013〕18号第四条，凭记忆引用" in steps


def test_a_loss_between_the_two_figures_says_the_quarrel_crime_may_reach_it():
    result = predict_sentence("喝多了把饭店砸了，损失三千")
    assert result["months"] == 0 and "按寻衅滋事罪仍可能构成犯罪" in _steps(result)


def test_a_smash_over_a_dispute_names_no_quarrel_crime():
    assert "寻衅滋事" not in _steps(predict_sentence("因为结账吵起来，我把他的饭店砸了，损失八千"))


# ---- a card run for others ----------------------------------------------------------------------------------------

def test_a_cards_turnover_said_roughly_is_the_help_sum_not_the_fee():
    result = predict_sentence("用自己的银行卡帮人走账，卡里过了五十多万，拿了三千块好处费")  # was refused
    assert result["charge"] == "帮助信息网络犯罪活动" and result["months"] > 0
    assert next(f["value"] for f in result["factors"] if f["name"] == "amount") == 500000
    steps = _steps(result)
    assert "500000 ≥ 情节严重（200000）" in steps and "掩饰、隐瞒犯罪所得、犯罪所得收益罪" in steps
    assert "法释〔2019〕15号第十一条、第十二条，凭记忆引用" in steps


# ---- a dog's bite -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", ["狗主人要坐牢吗", "邻居的狗咬了我孩子，狗主人要坐牢吗", "遛狗不拴绳，狗把路人咬了"])
def test_a_dogs_bite_is_no_crime_and_names_the_keepers_liability(fact):
    with pytest.raises(NoCrimeTold) as refused:
        predict_sentence(fact)
    assert "民法典》第一千二百四十五条" in refused.value.reason and "治安管理处罚法》第八十九条" in refused.value.reason


def test_a_dog_stolen_is_still_a_theft():
    assert predict_sentence("偷了邻居家的狗卖了两千")["charge"] == "盗窃"


# ---- a sale price -------------------------------------------------------------------------------------------------

def test_a_sale_price_read_as_the_value_is_said_to_be_one():
    result = predict_sentence("偷了工地上的钢筋，卖了一万二")
    assert result["months"] > 0 and "中的卖价读作12000元" in _steps(result)


def test_a_worth_told_gets_no_sale_price_note():
    assert "卖价" not in _steps(predict_sentence("偷了工地上价值一万二的钢筋"))
