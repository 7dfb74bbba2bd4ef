"""Everyday conduct told as laypeople tell it: theft with no 偷 word (shoplifting, a pocket picked), fraud told by the
claim and what it really was, a snatch and run, a person hurt, a gang fight; and the sums and alcohol levels people
say without 元 or in words. Each is read, and words that tell something else are not."""

import pytest

from backend.sentencing.factors import read_amount, read_bac
from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize(("question", "charge"), [
    ("在便利店把两条烟塞进外套里，没付钱就走了", "盗窃"),
    ("趁宿舍没人，把室友的耳机揣进自己包里", "盗窃"),
    ("在火车站从一个旅客的背包里摸走了钱包", "盗窃"),
    ("偷自行车被抓了，那辆车值两千", "盗窃"),
    ("从人家阳台上晾着的衣服里拿走了一件大衣", "盗窃"),
    ("小区里的小偷偷了我停在楼下的摩托车", "盗窃"),  # 小偷偷: the thief stole, not 偷偷 (secretly)
    ("叫几个朋友到他出租屋里一起吸毒", "容留他人吸毒"),
    ("骗他转了一万块，说是帮他办贷款的手续费", "诈骗"),
    ("跟客户说这只镯子是老坑翡翠，其实是染色的石头，卖了他三万", "诈骗"),
    ("在路口一把抢过一个女孩的挎包转身就跑", "抢夺"),
    ("拿砖头把他砸伤了", "故意伤害"),
    ("两个村的十几个人打群架，我们这边都拿着铁棍", "聚众斗殴"),
])
def test_conduct_told_in_lay_words_is_its_crime(question, charge):
    assert predict_sentence(question)["charge"] == charge


@pytest.mark.parametrize(("question", "not_charge"), [
    ("公司偷税被查了，老板会坐牢吗", "盗窃"),
    ("在地铁上偷拍女乘客被抓了", "盗窃"),
    ("说好下个月还钱，其实我也不确定能不能还上", "诈骗"),
    ("我和他两个人互相打了起来，他的胳膊被我打伤了", "聚众斗殴"),  # two people, no crowd gathered
    ("同事拿了我的钱一直不还，他会判刑吗", "盗窃"),  # someone else taking and keeping: a debt, no theft
    ("吸毒被抓了会坐牢吗", "容留他人吸毒"),  # taking drugs oneself: giving others the place is the crime
])
def test_words_that_tell_another_act_are_not_that_crime(question, not_charge):
    try:
        charge = predict_sentence(question)["charge"]
    except ValueError:
        charge = None  # no crime recognised at all
    assert charge != not_charge


def test_a_gang_fight_with_iron_bars_is_an_armed_one():
    result = predict_sentence("两个村的十几个人打群架，我们这边都拿着铁棍互相打，我是叫人的那个")
    assert "持械斗殴" in {f["name"] for f in result["factors"]}


def test_a_pocket_picked_on_a_bus_is_theft_whatever_the_sum():
    result = predict_sentence("在公交车上从一个大爷的包里摸走了两百块")
    assert result["charge"] == "盗窃" and "扒窃" in {f["name"] for f in result["factors"]} and result["months"] > 0


@pytest.mark.parametrize(("words", "amount"), [
    ("那块表标价六千，会判几年", 6000),
    ("几件衣服一共值两千五，会坐牢吗", 2500),
    ("一共卖了十二万，会判几年", 120000),
    ("钱包里只有五十块，会坐牢吗", 50),
    ("偷了一辆价值两万五千元的摩托车", 25000),  # not 两万 and 两万五千 both
    ("信用卡刷了两万块没还", 20000),
    ("收了供应商八万块回扣", 80000),
    ("挪了公司三十万去炒股", 300000),
])
def test_a_sum_said_without_yuan_is_read(words, amount):
    assert read_amount(words)[0] == amount


@pytest.mark.parametrize("words", ["交了五千保证金就放出来了", "家里有三个孩子要养", "偷了三块手表"])
def test_figures_that_are_no_sum_taken_are_not_read(words):
    assert read_amount(words) is None


def test_an_alcohol_level_said_in_words_is_read():
    assert read_bac("抽血查出来酒精含量一百一十毫克每一百毫升")[0] == 110
    assert read_bac("酒精含量一百五十毫克每升") is None  # per litre is a breath test's unit, not the blood test's


def test_a_blow_before_a_grab_and_a_run_is_robbery():
    # force used to take the thing is 抢劫 (刑法第二百六十三条), whatever the run-off after it
    assert predict_sentence("打了他一拳抢了手机就跑")["charge"] == "抢劫"
    assert predict_sentence("一把抢走了他的手机就跑")["charge"] == "抢夺"
