"""Crimes as a person names them in a question, with no charge given: the engine recognises the conduct from everyday
words ('偷税漏税', '卖了5克冰毒给别人', '我是公务员，收了别人五十万'), puts a told figure in the law's tier, and asks
for a figure the tier needs that the question leaves out; the same words that tell of no such conduct stay unread."""

import pytest

from backend.sentencing.predict import predict_sentence


def _tier(result):
    return next(s["description"] for s in result["steps"] if "法定刑档次" in s["description"])


@pytest.mark.parametrize(("question", "charge", "tier"), [
    ("公司做假账少交了两百万的税，会坐牢吗", "逃税", "数额巨大"),
    ("卖了5克冰毒给别人会判几年", "走私、贩卖、运输、制造毒品", "少量毒品"),
    ("我是公务员，收了别人五十万帮他办事，会判几年", "受贿", "数额巨大或有其他严重情节"),
    ("在私人公司当会计，把公司的十万块钱转到自己卡上花了", "职务侵占", "数额较大"),
    ("威胁说要把他的照片发到网上，他给了我一万块", "敲诈勒索", "数额较大、多次"),
    ("在网上卖假冒名牌的鞋，一共卖了十万块钱", "销售假冒注册商标的商品", "数额较大、其他严重情节"),
    ("喝完酒开车，抽血查出来酒精含量120毫克每100毫升", "危险驾驶", "基本犯"),
    ("知道对方在网上做诈骗，还把银行卡借给他用，卡里走了三十万的流水", "帮助信息网络犯罪活动", "情节严重"),
])
def test_a_crime_told_with_its_figure_is_placed_in_its_tier(question, charge, tier):
    result = predict_sentence(question)
    assert result["charge"] == charge and not result["missing"]
    assert f"法定刑档次「{tier}」" in _tier(result)


@pytest.mark.parametrize(("question", "charge"), [
    ("公司少报收入偷税漏税，老板会坐牢吗", "逃税"),
    ("明知道对方搞网络诈骗，还把自己的银行卡卖给他，会坐牢吗", "帮助信息网络犯罪活动"),
    ("在网上卖假冒的名牌包会判刑吗", "销售假冒注册商标的商品"),
])
def test_a_crime_told_without_its_figure_asks_for_it(question, charge):
    result = predict_sentence(question)
    assert result["charge"] == charge
    assert [m["factor"] for m in result["missing"]] == ["amount"]


@pytest.mark.parametrize(("question", "charge"), [
    ("帮朋友从外地带毒品回来会坐牢吗", "走私、贩卖、运输、制造毒品"),
    ("叫一帮人来打牌赌钱，我从中抽头赚了一万块", "赌博"),
    ("法院判了他每个月给孩子抚养费，他有钱就是不给", "拒不执行判决、裁定"),
    ("朋友放在我这里保管的钱我不想还了", "侵占"),
    ("老板欠了十几个工人五万块工资，劳动监察责令他支付，他还是不给", "拒不支付劳动报酬"),
])
def test_conduct_told_in_everyday_words_is_recognised(question, charge):
    assert predict_sentence(question)["charge"] == charge


def test_everyday_words_that_tell_of_no_such_conduct_are_not_read_as_it():
    # drugs bought for one's own use are held, not sold (买 is no 卖)
    assert predict_sentence("买了15克冰毒自己吸")["charge"] == "非法持有毒品"
    # a sale below the interpretation's 五万元 is no crime
    small = predict_sentence("在网上卖假冒名牌的鞋，一共卖了两万块钱")
    assert small["months"] == 0 and small["penalty"].startswith("不构成")
    # tax evaded below 十万元 is for the tax office
    assert predict_sentence("少交了五万元的税，会坐牢吗")["penalty"].startswith("不构成")
    # money taken by one not told as an official is no bribe, nor one's own money moved an embezzlement
    for question in ("老板收了客户五十万的货款，会坐牢吗", "把自己的十万块钱转到自己卡上会判刑吗"):
        with pytest.raises(ValueError):
            predict_sentence(question)
    # wages owed with no order to pay them is not yet the crime (刑法第二百七十六条之一: 经政府有关部门责令支付仍不支付):
    # no term, the order (and the sum) asked for
    owed = predict_sentence("老板拖欠工人半年工资一直不给，会坐牢吗")
    assert owed["months"] == 0 and "责令支付" in [item["factor"] for item in owed["missing"]]
