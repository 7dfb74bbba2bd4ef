"""Session 31, round 4: a manner of speaking ('吓死了') or an animal bitten to death is no one's death after a dog's
bite; sex she is told not to have wanted is no 'willing' no-crime; a transfer the holder agreed to is no theft; a
player on a gambling app is not told of 开设赌场; a crash that only damaged a car asks the loss the driver cannot pay."""

import pytest

from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def _refusal(fact: str) -> str:
    with pytest.raises(ValueError) as refused:
        predict_sentence(fact)
    return str(refused.value)


# ---- a dog's bite with no death -----------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "邻居的狗扑过来咬了我一口，吓死了，能告他吗",  # was: 过失致人死亡 3 years
    "邻居家的狗没拴绳，把我咬了，疼得我差点死了，他要坐牢吗",
    "邻居家的狗没拴绳，把我咬了，疼死了，他会坐牢吗",
    "邻居家的狗跑过来咬死了我家两只鸡，他犯法吗",
])
def test_a_manner_of_speaking_or_an_animal_bitten_to_death_is_no_ones_death(fact):
    assert "狗主人一般不构成犯罪" in _refusal(fact)


@pytest.mark.parametrize("fact", [
    "邻居家的狗把老人咬了，老人送医后死了，狗主人会坐牢吗",
    "邻居家的藏獒把一个小孩咬死了，狗主人会判几年",
    "邻居家的狗没拴，咬死了路过的老人，狗主人会判刑吗",
])
def test_a_persons_death_after_the_bite_is_still_the_keepers_negligent_homicide(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "过失致人死亡" and result["months"] == 36


# ---- sex she is told not to have wanted ---------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "她15岁，我们在宾馆发生了关系，她事后说不是自愿的，我会坐牢吗",  # was: 不构成强奸罪 (自愿 inside 不是自愿)
    "她16岁，被迫和他发生了关系，后来她说自己是自愿的，他犯法吗",
])
def test_sex_told_as_unwilling_is_rape_not_the_willing_no_crime(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "强奸" and result["months"] >= 36
    assert "未成年" not in _steps(result)  # her age is not the asker's


def test_sex_with_a_willing_girl_of_fourteen_is_still_no_rape():
    assert "对方不构成强奸罪" in _refusal("18岁男生和刚满14岁的女朋友发生了关系，女方自愿的，犯法吗")


# ---- a transfer the holder agreed to ------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "我同意室友用我的微信转给他自己五千，他说下个月还我，犯法吗",  # was: 盗窃, "趁人不备…"
    "同事用我的微信转给他自己五千，说是借的，下个月还，他犯法吗",
])
def test_a_transfer_the_holder_agreed_to_is_no_theft(fact):
    assert "无法从案情中识别罪名" in _refusal(fact)


@pytest.mark.parametrize("fact", [
    "我老公趁我睡着用我手机支付宝转走了两万，他犯法吗",
    "我把手机借给同事，他用我的支付宝转走了三千，他犯法吗",  # a phone lent is no leave to empty its account
])
def test_a_transfer_made_unseen_or_beyond_a_phone_lent_is_still_theft(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "盗窃" and "趁人不备" in _steps(result)


# ---- a player on a gambling app -----------------------------------------------------------------------------------

def test_a_player_on_a_gambling_app_is_not_told_of_running_a_casino():
    result = predict_sentence("我在一个赌博APP上充值玩百家乐，输了五万，会被抓吗")
    assert result["charge"] == "赌博" and "有两种读法" not in _steps(result)  # was: the 开设赌场 step first


def test_gambling_organised_in_a_group_for_a_cut_still_names_the_casino_reading():
    result = predict_sentence("在微信群里组织人打麻将赌钱，抽水抽了三万多，会判几年")
    assert result["charge"] == "赌博" and "有两种读法" in _steps(result)


# ---- a crash that only damaged a car ------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "喝了点酒开车撞坏了别人的车，会判几年",  # was: 交通肇事 1年1个月
    "开车撞坏了路边的护栏，会判刑吗",
])
def test_a_crash_that_only_damaged_a_thing_asks_the_unpaid_loss_and_any_injury(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "交通肇事" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["injury"]
    assert "无能力赔偿的数额在三十万元以上" in _steps(result)


def test_a_loss_the_driver_cannot_pay_or_a_death_beside_the_damage_is_still_sentenced():
    unpaid = predict_sentence("开车撞坏了别人的店面，负全部责任，损失四十万元，我无力赔偿，会判几年")
    assert unpaid["months"] > 0 and not unpaid["missing"]
    dead = predict_sentence("开车把人撞死了，车也撞坏了，会判几年")
    assert dead["months"] > 0 and not dead["missing"]
