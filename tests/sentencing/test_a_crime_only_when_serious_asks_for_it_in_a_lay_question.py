"""Some acts are crimes only where 情节恶劣 or 情节严重: a family member one must keep left without keep (遗弃,
刑法第二百六十一条), racing on the road (追逐竞驶, 第一百三十三条之一第一款第（一）项), fishing by a forbidden method
or in a closed place or season (非法捕捞水产品, 第三百四十条). A lay question that tells the act alone is asked for that
circumstance, with what counts as it, and no term is computed; told (or a catch of 500 kg or 1万元), the term follows.
A judgment's charge has settled it: there the tier is only said to be assumed."""

import pytest

from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


@pytest.mark.parametrize(("question", "charge", "factor", "words"), [
    ("儿子不赡养八十岁的老母亲，把她赶出家门", "遗弃", "遗弃情节恶劣", "流离失所"),
    ("他在路上和别人飙车", "危险驾驶", "追逐竞驶情节恶劣", "情节恶劣的，才构成危险驾驶罪"),
    ("在水库里电鱼被抓了", "非法捕捞水产品", "非法捕捞情节严重", "五百公斤以上或者价值一万元以上"),
])
def test_the_act_alone_asks_for_what_makes_it_a_crime(question, charge, factor, words):
    result = predict_sentence(question)
    assert result["charge"] == charge and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == [factor]
    assert words in _steps(result) and "无法判断是否构成本罪" in _steps(result)


@pytest.mark.parametrize(("question", "charge"), [
    ("儿子长期不赡养瘫痪在床的老父亲，老人生活无人照料", "遗弃"),
    ("我爸不管我奶奶，把她赶出家门，奶奶流落街头无家可归", "遗弃"),
    ("他多次在城市主干道上和别人飙车，闯了好几个红灯", "危险驾驶"),
    ("他在禁渔期用电瓶电鱼，被渔政抓了", "非法捕捞水产品"),
    # a catch of 500 kg (1000 斤) or 1万元 is 情节严重 by itself (法释〔2022〕12号第三条第一款第（一）项)
    ("他电鱼被抓，电了两千斤", "非法捕捞水产品"),
    ("他在水库电鱼，抓的鱼值一万五千元", "非法捕捞水产品"),
])
def test_the_circumstance_told_gives_a_term(question, charge):
    result = predict_sentence(question)
    assert result["charge"] == charge and result["months"] > 0 and not result["missing"]


def test_a_drunk_racer_is_sentenced_for_the_drunk_driving():
    # the drunk level makes it a crime whatever the racing was
    result = predict_sentence("他喝了酒和别人飙车，酒精含量150")
    assert result["charge"] == "危险驾驶" and result["months"] > 0 and not result["missing"]


def test_a_judgments_charge_is_not_asked_for():
    result = predict_sentence("被告人王某在禁渔区内使用电鱼方法捕捞水产品。")
    assert result["charge"] == "非法捕捞水产品" and result["months"] > 0 and not result["missing"]
    result = predict_sentence("被告人李某不履行赡养义务，将其母亲赶出家门。", charge="遗弃")
    assert result["months"] > 0 and "按已达到估算" in _steps(result)


def test_a_small_catch_still_asks():
    result = predict_sentence("他电鱼被抓，电了一百斤")
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["非法捕捞情节严重"]


# 聚众赌博 is counted by 法释〔2005〕3号第一条: 抽头 5000元, 赌资 5万元 or 20 gamblers, all in total
def test_gathering_people_to_gamble_asks_for_the_figures():
    result = predict_sentence("我舅舅在微信群里拉人一起赌博")
    assert result["charge"] == "赌博" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"]
    assert "参赌人数累计二十人以上" in _steps(result)


@pytest.mark.parametrize("question", [
    "他在微信群里组织四十多个人赌博",
    "他组织朋友打麻将赌钱，每局抽头，前后抽了六千块",
    "他组织别人赌博，赌资一共八万多",
])
def test_a_gathering_at_a_figure_gives_a_term(question):
    result = predict_sentence(question)
    assert result["charge"] == "赌博" and result["months"] > 0 and not result["missing"]


# 损害商业信誉、商品声誉 (刑法第二百二十一条): a lie made up about a business is a crime only with a heavy loss or
# another serious circumstance (a shop closed six months or more, 50万元 lost)
def test_a_made_up_story_about_a_shop_asks_for_the_loss():
    result = predict_sentence("她在网上发帖说那家超市的菜有毒，其实是她编的")
    assert result["charge"] == "损害商业信誉、商品声誉" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"] and "五十万元以上" in _steps(result)


def test_a_made_up_story_that_closed_the_shop_gives_a_term():
    result = predict_sentence("他发朋友圈说隔壁饭店用地沟油，全是瞎编的，饭店因此停业了八个月")
    assert result["charge"] == "损害商业信誉、商品声誉" and 1 <= result["months"] <= 24 and not result["missing"]


def test_a_true_complaint_about_a_shop_is_no_such_charge():
    with pytest.raises(ValueError):
        predict_sentence("我在网上说超市卖的肉过期了")


@pytest.mark.parametrize("question", [
    "他组织别人赌博，赌资2.5万",  # not 5万: the figure is read whole
    "他组织别人赌博，抽头0.3万",
    "他组织别人赌博，一晚上输了2000人民币",  # a sum, not 2000 gamblers
])
def test_a_gathering_below_the_figures_still_asks(question):
    result = predict_sentence(question)
    assert result["charge"] == "赌博" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"]
