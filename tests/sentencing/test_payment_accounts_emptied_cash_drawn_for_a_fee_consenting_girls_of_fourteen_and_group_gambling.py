"""Session 31, round 2: money moved out of another's phone or payment account unseen is 盗窃 by the sum moved; cash drawn
for others for a fee is 帮助信息网络犯罪活动 with 掩饰、隐瞒 named (as 跑分); sex with a willing girl told as 14 or older is
answered as no 强奸, her exact age asked; gambling run for a cut in a WeChat group names 开设赌场 and its tier."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


# ---- another's payment account emptied ----------------------------------------------------------------------------

@pytest.mark.parametrize("fact, amount", [
    ("我男朋友趁我睡着用我手机支付宝转走了两万，能告他吗", 20_000),  # was refused: no charge read
    ("同事偷偷用我的微信给他自己转了六千块，会判刑吗", 6_000),
    ("他用我的支付宝转走了三千块", 3_000),
])
def test_money_moved_out_of_anothers_payment_account_is_theft_of_the_sum(fact, amount):
    result = predict_sentence(fact)
    assert result["charge"] == "盗窃" and result["months"] > 0 and not result["missing"]
    assert any(f["name"] == "amount" and f["value"] == amount for f in result["factors"])
    assert "没有人因受骗而交出财物" in _steps(result)


def test_the_askers_own_transfer_to_a_swindler_is_no_theft():
    result = predict_sentence("骗子冒充客服，我用我的微信转了五千块给他，他会判刑吗")
    assert result["charge"] != "盗窃"


# ---- cash drawn for others for a fee ------------------------------------------------------------------------------

def test_cash_drawn_for_others_for_a_fee_is_network_help_with_laundering_named():
    result = predict_sentence("帮别人取现金，每次给我一百块，一共取了三十万，会坐牢吗")  # was refused
    assert result["charge"] == "帮助信息网络犯罪活动" and result["months"] > 0
    steps = _steps(result)
    assert "掩饰、隐瞒犯罪所得、犯罪所得收益罪" in steps and "案情未写明明知转的是犯罪所得" in steps
    assert "要求明知他人利用信息网络实施犯罪" in steps


def test_cash_drawn_for_a_relative_with_no_fee_is_no_crime_read():
    with pytest.raises(ValueError):
        predict_sentence("帮奶奶去银行取钱，会犯法吗")


# ---- a willing girl of fourteen or more ---------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "18岁男生和刚满14岁的女朋友发生了关系，女方自愿的，犯法吗",  # was refused
    "我19岁，女朋友十五岁，我们是自愿发生关系的，算强奸吗",
])
def test_a_willing_girl_of_fourteen_or_more_is_no_rape_and_her_birth_date_is_asked(fact):
    with pytest.raises(NoCrimeTold, match="已满十四周岁的女性自愿与他人发生性关系的，对方不构成强奸罪") as told:
        predict_sentence(fact)
    assert "请写明女方的出生日期和发生关系的日期" in str(told.value)


@pytest.mark.parametrize("fact", [
    "我19岁，女朋友13岁，她自愿的，我们发生了关系，犯法吗",
    "我20岁，和十四岁的女朋友发生关系，她不同意，我硬来了",
    "班主任和16岁的女学生发生了关系，女生自愿的，犯法吗",
])
def test_an_age_under_fourteen_force_or_a_duty_of_care_gets_no_such_answer(fact):
    try:
        predict_sentence(fact)
    except NoCrimeTold as told:
        assert "对方不构成强奸罪" not in str(told)
    except ValueError:
        pass


# ---- gambling in a WeChat group -----------------------------------------------------------------------------------

def test_gambling_for_a_cut_in_a_wechat_group_names_the_casino_reading_and_its_tier():
    result = predict_sentence("在微信群里组织人打麻将赌钱，抽水抽了三万多，会判几年")
    assert result["charge"] == "赌博"
    steps = _steps(result)
    assert "实践中多认定为开设赌场罪" in steps and "决定的事实是：群是否专为赌博建立" in steps
    assert "按开设赌场罪论的，事实中写明「抽水抽了三万多」" in steps and "属于情节严重" in steps


def test_gambling_in_a_room_names_no_group_reading():
    result = predict_sentence("叫了几个人到家里打麻将赌钱，我抽水抽了八千，会判刑吗")
    assert "网络群组" not in _steps(result)
