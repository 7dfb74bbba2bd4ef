"""Session 29, round 2: lay questions on crimes less asked about. A battery taken off another's e-bike is theft; a paid
task scam told by the one who paid is the swindler's fraud; money taken in from the neighbours on a promised interest is
非法吸收公众存款, its sum said as '三千万' read as thirty million; a card stolen and used is theft (刑法第一百九十六条第三款);
a found phone kept from the owner who asks is 侵占; taking a friend's blame at the traffic police is 包庇; a home broken
into and not left, a second union while married and a sale forced on tourists are named; a throw from a height that hit
no one asks for 情节严重, not for the intent a harm turns on; a parcel taken in for a friend, its drugs unknown, is none."""

import pytest

from backend.sentencing.factors import read_amount
from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


@pytest.mark.parametrize("fact", [
    "半夜在小区车棚里拆了别人电动车上的电瓶，一共拆了四个，值四千多块，会坐牢吗",
    "把邻居电动车上的电瓶卸走了，值四千块",
])
def test_a_battery_taken_off_anothers_e_bike_is_theft(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "盗窃" and result["months"] > 0
    assert "法定刑档次「数额较大、多次」" in _steps(result)


@pytest.mark.parametrize("fact", [
    "我在网上做刷单兼职，前后垫付了两万块，对方说任务没完成不返钱，然后把我拉黑了，他们会被判刑吗",
    "我做刷单任务，垫了两万块进去，结果对方一分没返，把我拉黑了",  # the sum said before 进去 was not read
])
def test_a_paid_task_scam_told_by_the_one_who_paid_is_fraud(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "诈骗"
    assert "法定刑档次「数额较大」" in _steps(result)


@pytest.mark.parametrize("said, value", [("一共三千万", 30_000_000), ("一共三千多万", 30_000_000), ("价值三千万", 30_000_000),
                                         ("价值三千二", 3200), ("一共两万五", 25_000)])
def test_a_sum_in_tens_of_millions_said_in_chinese_numerals_is_read_whole(said, value):
    assert read_amount(f"他收了别人的钱，{said}")[0] == value


def test_money_taken_in_from_neighbours_on_a_promised_interest_is_illegal_deposit_taking_in_its_tier():
    result = predict_sentence(
        "他开了个投资公司，跟街坊们说把钱存进来每月给两分利息，收了两百多户的钱，一共三千万，后来还不上了，会判几年")
    assert result["charge"] == "非法吸收公众存款"
    assert "法定刑档次「数额巨大、其他严重情节」" in _steps(result)


@pytest.mark.parametrize("fact", ["偷偷拿了室友的信用卡去商场刷了一万块，会判几年", "偷了同事的银行卡，在取款机上取了一万块"])
def test_a_card_stolen_and_used_is_theft(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "盗窃"
    assert "法定刑档次「数额较大、多次」" in _steps(result)


def test_a_card_found_and_used_stays_card_fraud():
    assert predict_sentence("他在路边捡到一张信用卡，去商场刷了一万块")["charge"] == "信用卡诈骗"


@pytest.mark.parametrize("fact", ["在出租车上捡到一部手机，失主打电话来要，我不想还，手机值六千，犯法吗",
                                  "在地铁上捡了一个钱包，里面有五千块，失主找过来要，我说没捡到"])
def test_a_found_thing_kept_from_the_owner_who_asks_is_conversion_with_the_refusal_read(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "侵占" and not result["missing"]


def test_taking_a_friends_blame_at_the_traffic_police_is_harbouring():
    result = predict_sentence("朋友喝酒开车撞了人，我替他去交警队说是我开的车，我会被判刑吗")
    assert result["charge"] == "窝藏、包庇" and result["months"] > 0


@pytest.mark.parametrize("fact, charge", [
    ("跟前女友分手后，半夜撬锁进了她家，她让我走我也不走，会坐牢吗", "非法侵入住宅"),
    ("他在老家有老婆，又在外地跟另一个女人以夫妻名义一起生活了好几年，还生了孩子，算犯罪吗", "重婚"),
    ("在景区门口拉客，游客不买我们的东西就不让他们走，还推了他们几下，会判刑吗", "强迫交易"),
])
def test_homes_broken_into_second_unions_and_forced_sales_are_named(fact, charge):
    assert predict_sentence(fact)["charge"] == charge


def test_a_throw_that_hit_no_one_asks_whether_it_was_serious_not_the_intent():
    result = predict_sentence("从十二楼往下扔了一个花盆，没砸到人，只是把楼下的地砸了个坑，会判刑吗")
    assert result["charge"] == "高空抛物" and result["months"] == 0
    assert [missing["factor"] for missing in result["missing"]] == ["写明情节严重"]
    # a throw that hurt someone still asks for the intent
    hurt = predict_sentence("从十二楼往下扔了一个花盆，砸伤了楼下的人，会判刑吗")
    assert [missing["factor"] for missing in hurt["missing"]] == ["抛物伤人系过失"]


def test_a_parcel_taken_in_for_a_friend_its_drugs_unknown_is_no_crime_with_why():
    with pytest.raises(NoCrimeTold, match="以明知是毒品为前提") as raised:
        predict_sentence("朋友让我帮他代收一个快递，警察说快递里有冰毒，我根本不知道里面是什么，我会被判刑吗")
    assert "公通字〔2007〕84号" in raised.value.reason


def test_a_parcel_of_drugs_taken_in_knowingly_stays_a_drug_crime():
    result = predict_sentence("明知道快递里是冰毒，还帮朋友代收了，一共二十克")
    assert result["charge"] in ("非法持有毒品", "走私、贩卖、运输、制造毒品")
