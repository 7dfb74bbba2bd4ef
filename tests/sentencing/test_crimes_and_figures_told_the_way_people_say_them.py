"""Lay questions (我/他/朋友, no court words) over crimes the everyday bench did not yet cover: the crime is named from
the act as people tell it, the tier follows only from what the words say, and what a tier or the crime itself turns on
is asked for where it is not told."""

import pytest

from backend.sentencing.factors import parse_number, read_amount, read_bac
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factor(result: dict, name: str):
    return next((f["value"] for f in result["factors"] if f["name"] == name), None)


@pytest.mark.parametrize(("question", "charge"), [
    ("我在公司当仓库管理员，偷偷把公司的货卖了八万块", "职务侵占"),
    ("他拿前女友的裸照威胁她，要了五万块", "敲诈勒索"),
    ("两帮人约好在公园打群架，我朋友也去了", "聚众斗殴"),
    ("他为了拿工程，给局长送了五十万", "行贿"),
    ("城管执法的时候他把城管打了", "妨害公务"),
    ("他花三千块收了一辆偷来的电动车", "掩饰、隐瞒犯罪所得、犯罪所得收益"),
    ("他在网上卖假名牌包，卖了二十多万", "销售假冒注册商标的商品"),
    ("他家里藏了一把自制的手枪", "非法持有、私藏枪支、弹药"),
    ("他趁邻居不在家撬门进去住了好几天", "非法侵入住宅"),
    ("他已经结婚了，又在老家跟另一个女的办了酒席住在一起", "重婚"),
    ("我老公在外面跟别的女人领了结婚证", "重婚"),
    ("他在网上找人办了一个假的驾驶证", "伪造、变造、买卖身份证件"),
    ("他把亲生的孩子以五万块卖给了别人", "拐卖妇女、儿童"),
    ("他强迫自己的女朋友跟他发生关系", "强奸"),
    ("他在家里做有毒的辣条卖给小孩", "生产、销售有毒、有害食品"),
    ("他用农药泡韭菜卖到菜市场", "生产、销售有毒、有害食品"),
    ("他在路上抢了别人的项链，把人推倒在地", "抢劫"),
    ("他把同事的电脑砸了，值六千块", "故意毁坏财物"),
    ("我表哥在网上开了个赌博网站，拉了几个中学生来赌", "开设赌场"),
    ("他把家里的房子租给别人吸毒，收了房租", "容留他人吸毒"),
    ("他在电梯里强行抱住一个女孩乱亲", "强制猥亵、侮辱"),
    ("他在电梯里摸了一个十岁小女孩的下体", "猥亵儿童"),
    ("我舅舅把村里合作社的钱挪去买彩票了，挪了八万多", "挪用资金"),
    ("他帮助别人逃跑，把通缉犯藏在自己家里", "窝藏、包庇"),
    ("他帮两个越南人偷渡进来，每人收了五千", "组织他人偷越国（边）境"),
    ("我们几个人偷渡去缅甸打工被抓了", "偷越国（边）境"),
    ("我前夫跟我还没离婚，又跟别的女人以夫妻名义住在一起", "重婚"),
    ("他开车的时候被查，酒精测出来一百五，没出事故", "危险驾驶"),
])
def test_the_crime_is_named_from_the_act_as_people_tell_it(question, charge):
    assert predict_sentence(question)["charge"] == charge


def test_a_party_drug_sold_asks_for_its_weight():
    result = predict_sentence("我同学在酒吧里卖摇头丸，卖了十几颗")
    assert result["charge"] == "走私、贩卖、运输、制造毒品" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["drug_grams"]


# 刑法第二百七十七条第五款: driving at an officer or dragging one along is the heavier tier (三年以上七年以下)
@pytest.mark.parametrize("question", ["他开车把交警拖行了十几米", "交警拦车检查，他开着车撞向交警后逃跑"])
def test_an_officer_dragged_or_rammed_by_a_car_is_the_heavier_tier(question):
    result = predict_sentence(question)
    assert result["charge"] == "袭警" and 36 <= result["months"] <= 84


# 开设赌场 (刑法第三百零三条第二款): the 情节严重 tier (五年以上十年以下) turns on figures a lay question rarely tells
def test_a_gambling_house_without_figures_asks_for_them():
    result = predict_sentence("他开了个棋牌室，每局抽成")
    assert result["charge"] == "开设赌场" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["开设赌场情节严重"]
    steps = _steps(result)
    assert "抽头渔利数额累计三万元以上" in steps and "不在 LexLoop 收录的法规库中" in steps


@pytest.mark.parametrize(("question", "serious"), [
    ("他开了个棋牌室，每局抽成，一年下来抽了五万多块", True),
    ("他开了个麻将馆赌钱，前后有两百多个人来赌过", True),
    ("我表哥在网上开了个赌博网站，拉了几个中学生来赌", True),
    ("他开了个棋牌室，每局抽成，前后抽了八千块", False),
])
def test_a_gambling_house_figure_told_sets_the_tier(question, serious):
    result = predict_sentence(question)
    assert result["charge"] == "开设赌场" and not result["missing"]
    assert (result["months"] >= 60) == serious and result["months"] > 0


def test_a_judgments_gambling_house_is_not_asked():
    result = predict_sentence("被告人王某在其经营的棋牌室内开设赌场，从中抽头渔利。")
    assert result["charge"] == "开设赌场" and result["months"] > 0 and not result["missing"]


# 爆炸 (刑法第一百一十四条、第一百一十五条第一款): the same tiers as 放火
def test_a_bomb_that_kills_is_in_the_heavier_tier():
    result = predict_sentence("他在楼里放了个炸弹，炸死了两个人")
    assert result["charge"] == "爆炸" and result["months"] >= 120


def test_a_gas_tank_set_off_without_harm_is_the_lighter_tier():
    result = predict_sentence("他在小区里引爆了煤气罐，没人受伤")
    assert result["charge"] == "爆炸" and 36 <= result["months"] <= 120


def test_an_explosion_told_as_news_is_no_bombing():
    result = predict_sentence("在微信群里编造说化工厂爆炸了、毒气泄漏，引起附近居民连夜逃离")
    assert result["charge"] == "编造、故意传播虚假信息"


# 组织、领导传销活动 punishes the organizers and leaders only (刑法第二百二十四条之一)
def test_a_member_of_a_pyramid_scheme_is_asked_for_the_role():
    result = predict_sentence("我参加了一个传销，拉了三十多个人进来，会坐牢吗")
    assert result["charge"] == "组织、领导传销活动" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["传销组织者领导者"]
    assert "一般参与者不构成本罪" in _steps(result)


def test_a_leader_of_a_pyramid_scheme_gets_a_term():
    result = predict_sentence("我参加了一个传销组织，当了个小头目，下面有三十多个人，分了三层")
    assert result["charge"] == "组织、领导传销活动" and result["months"] > 0 and not result["missing"]


# 破坏计算机信息系统 (刑法第二百八十六条) is a crime only where 后果严重 (法释〔2011〕19号第四条)
def test_a_system_broken_into_asks_for_the_consequence():
    result = predict_sentence("他黑进了公司的服务器，删了很多数据")
    assert result["charge"] == "破坏计算机信息系统" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"] and "经济损失一万元以上" in _steps(result)


def test_a_system_attack_with_its_loss_told_gets_a_term():
    result = predict_sentence("他用软件攻击了别人公司的网站，网站瘫痪了两天，公司损失了五万多")
    assert result["charge"] == "破坏计算机信息系统" and 0 < result["months"] <= 60 and not result["missing"]


# figures as people say them: the last digit after a unit counts in the unit below it
@pytest.mark.parametrize(("words", "value"), [("一百二", 120), ("三千五", 3500), ("一万五", 15000), ("一百零二", 102),
                                               ("一百二十", 120), ("三万五千", 35000)])
def test_a_figure_with_its_last_unit_left_out(words, value):
    assert parse_number(words) == value


def test_a_spoken_alcohol_figure_makes_it_drunk_driving_not_a_crash():
    assert read_bac("他酒后开车，酒精一百二，撞坏了路边的护栏")[0] == 120
    result = predict_sentence("他酒后开车，酒精一百二，撞坏了路边的护栏")
    assert result["charge"] == "危险驾驶" and _factor(result, "bac") == 120


def test_a_bare_sum_taken_from_someone_counted_as_people_count_them_is_the_amount():
    assert _factor(predict_sentence("他冒充税务局的人打电话骗了一个老板二十万"), "amount") == 200_000


def test_a_bare_sum_in_another_currency_is_no_yuan():
    assert read_amount("他陆续给了140多万港币给对方") is None


# 强制猥亵 (刑法第二百三十七条) needs force, a threat or another means that leaves the victim unable to resist: a touch
# snatched without it is told what it mostly is (治安管理处罚法第五十二条) and what would make it the crime
@pytest.mark.parametrize("question", ["他在公交车上摸了一个女孩的屁股", "他偷偷摸了女同事的胸，被同事报警了"])
def test_a_touch_snatched_without_force_is_told_what_it_mostly_is(question):
    with pytest.raises(ValueError, match="治安管理处罚法》第五十二条") as refused:
        predict_sentence(question)
    assert "强制猥亵罪" in str(refused.value)


# someone the victim trusts impersonated to get money sent, and the sum told right after 转了/汇了: 诈骗 with its amount
@pytest.mark.parametrize(("question", "amount"), [
    ("有人冒充我们老板加我微信，让我转了五万块", 50_000),
    ("冒充老板让财务转了二十万", 200_000),
    ("他冒充公安打电话，骗一个老太太转了十万", 100_000),
    ("他假装是客服，骗人退款转了三千", 3_000),
])
def test_money_sent_to_an_impersonator_is_fraud_with_its_sum(question, amount):
    result = predict_sentence(question)
    assert result["charge"] == "诈骗" and _factor(result, "amount") == amount
    assert result["missing"] == [] and result["months"] > 0
