"""Crimes told the way people tell them, with no legal name: each is recognised as its own charge, and words near
them that tell another act are not."""

import pytest

from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize(("question", "charge"), [
    ("拿着菜刀逼店主把收银台里的三千块钱交出来", "抢劫"),
    ("知道是朋友偷来的电瓶车，还是花八百块买了下来", "掩饰、隐瞒犯罪所得、犯罪所得收益"),
    ("晚上在路边随便拦住人就打，一连打了三个", "寻衅滋事"),
    ("租了个门面开棋牌室，客人来赌钱，每桌我抽成两百", "开设赌场"),
    ("我在工厂当保管员，把自己管的铜材偷偷拉出去卖了，值十万块", "职务侵占"),
    ("在公交站趁一个老人不注意抢了他的手机就跑", "抢夺"),
    ("让几个朋友到我出租屋里来吸K粉", "容留他人吸毒"),
    ("把买来的几千个别人的手机号和姓名卖给了贷款中介", "侵犯公民个人信息"),
])
def test_a_crime_told_in_everyday_words_is_recognised(question, charge):
    assert predict_sentence(question)["charge"] == charge


@pytest.mark.parametrize(("question", "charge"), [
    # a knife carried but nothing demanded with it: the taking unseen is theft
    ("拿着水果刀削苹果的时候，顺手偷了同桌五千块钱", "盗窃"),
    # the drugs someone used, with a quantity of one's own held: holding, not 容留
    ("我在家吸冰毒时被抓，家里还搜出冰毒30克", "非法持有毒品"),
    # bought for oneself, not from someone else's theft
    ("花八百块从车行买了一辆二手电瓶车，后来偷了邻居的电瓶五千块", "盗窃"),
])
def test_nearby_words_of_another_act_do_not_name_it(question, charge):
    assert predict_sentence(question)["charge"] == charge
