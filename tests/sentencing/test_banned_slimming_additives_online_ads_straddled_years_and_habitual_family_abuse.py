"""Lay questions read since session 23's second round: a banned substance added to a slimming product sold (刑法第一百
四十四条; as a medicine, 假药: 第一百四十一条, 药品管理法第九十八条), '三无' alone is no crime; online ads for guns, drugs or
drug tools (非法利用信息网络, 刑法第二百八十七条之一, 情节严重 asked unless a hundred posts are told); a year told alone
that holds the day a crime was created asks for the month (刑法第十二条); habitual beating or starving of one's family
is 虐待 (第二百六十条), while a graded injury keeps 故意伤害."""

from datetime import date

import pytest

from backend.sentencing.factors import act_year_straddles
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


# ---- 1. banned substances in slimming products ------------------------------------------------------------------

def test_slimming_pills_with_sibutramine_name_both_readings_and_compute_the_food_crime():
    result = predict_sentence("网上卖的减肥药里加了西布曲明，卖了八万多")
    assert result["charge"] == "生产、销售有毒、有害食品" and result["months"] >= 6
    steps = _steps(result)
    assert "刑法第一百四十一条" in steps and "本案按生产、销售有毒、有害食品罪计算" in steps


def test_sold_as_health_food_is_the_food_crime_without_the_medicine_note():
    result = predict_sentence("他在网上卖减肥胶囊，里面加了西布曲明，当保健品卖，卖了五万多")
    assert result["charge"] == "生产、销售有毒、有害食品" and result["months"] >= 6
    assert "以非药品冒充药品" not in _steps(result)


def test_sold_as_a_medicine_is_false_medicine():
    result = predict_sentence("他卖的减肥药是药品，里面加了西布曲明，卖了三万")
    assert result["charge"] == "生产、销售、提供假药" and result["months"] > 0
    assert "以非药品冒充药品的，为假药" in _steps(result)


def test_a_sum_of_two_hundred_thousand_reaches_the_second_tier():
    result = predict_sentence("他卖减肥茶，里面加了酚酞，一共卖了三十多万")
    assert result["charge"] == "生产、销售有毒、有害食品" and result["months"] >= 60
    assert "法释〔2021〕24号" in _steps(result)


def test_no_label_alone_is_no_crime_with_why():
    with pytest.raises(ValueError, match="「三无」.*本身不构成犯罪.*第一百四十四条"):
        predict_sentence("他卖三无减肥茶，没有标签，卖了两万")


# ---- 2. online ads for contraband ---------------------------------------------------------------------------------

@pytest.mark.parametrize("question", ["在网上发广告卖仿真枪", "在群里发卖冰壶的广告", "他在网上发帖卖迷药"])
def test_an_online_ad_for_contraband_asks_whether_it_was_serious(question):
    result = predict_sentence(question)
    assert result["charge"] == "非法利用信息网络" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"]
    assert "一百条以上" in _steps(result)


def test_hundreds_of_ads_are_serious_and_not_the_gun_trade():
    result = predict_sentence("他在网上发了几百个贩卖枪支的广告")
    assert result["charge"] == "非法利用信息网络" and result["months"] > 0
    assert "几百个贩卖枪支的广告" in _steps(result)


def test_guns_actually_sold_stay_the_gun_trade():
    result = predict_sentence("他出售了两支自制手枪")
    assert result["charge"] == "非法制造、买卖、运输、邮寄、储存枪支、弹药、爆炸物"


# ---- 3. a year that holds a crime's first day ---------------------------------------------------------------------

def test_the_year_a_crime_was_created_asks_for_the_month():
    with pytest.raises(ValueError, match="只写明行为发生于2021年.*请写明行为发生的月份"):
        predict_sentence("2021年他冒名顶替别人上了大学")
    assert act_year_straddles("2021年他冒名顶替别人上了大学", date(2021, 3, 1)) == 2021


@pytest.mark.parametrize("question", ["2021年5月他冒名顶替别人上了大学", "2022年他冒名顶替别人上了大学"])
def test_a_month_or_a_later_year_is_sentenced(question):
    assert predict_sentence(question)["charge"] == "冒名顶替"
    assert act_year_straddles(question, date(2021, 3, 1)) is None


# ---- 4. habitual abuse within a family ----------------------------------------------------------------------------

def test_years_of_beating_and_starving_a_wife_is_ill_treatment():
    result = predict_sentence("他经常打老婆，不给饭吃，已经好几年了")
    assert result["charge"] == "虐待" and result["months"] > 0
    assert "已经好几年了" in _steps(result)


@pytest.mark.parametrize("question", ["他把他女儿关在家里不让去上学，还经常打她", "他把八十岁的老母亲锁在屋里不给饭吃，经常打骂"])
def test_habitual_abuse_without_its_length_asks_whether_it_was_grave(question):
    result = predict_sentence(question)
    assert result["charge"] == "虐待" and result["months"] == 0
    assert "告诉的才处理" in _steps(result)


@pytest.mark.parametrize(("question", "grade"), [("他经常打老婆，有一次把她打成轻伤", "轻伤二级"), ("他经常打老婆，有一次把她打成重伤", "重伤二级")])
def test_a_graded_injury_keeps_intentional_injury(question, grade):
    result = predict_sentence(question)
    assert result["charge"] == "故意伤害" and result["months"] > 0
    assert next(f["value"] for f in result["factors"] if f["name"] == "injury") == grade


def test_a_beating_endured_is_not_the_speakers_ill_treatment():
    assert predict_sentence("老公经常打我，我把他杀了")["charge"] != "虐待"


# ---- 5. own lay questions -----------------------------------------------------------------------------------------

def test_a_cashier_moving_the_companys_money_to_own_card_then_gambling_is_embezzlement_not_gambling():
    result = predict_sentence("他是公司的出纳，把公司账上的三十万转到自己卡里拿去赌博了")
    assert result["charge"] == "职务侵占" and result["months"] > 0
    assert next(f["value"] for f in result["factors"] if f["name"] == "amount") == 300000
    assert "挪用资金罪" in _steps(result)


def test_gathering_gamblers_for_a_cut_stays_gambling():
    assert predict_sentence("他组织十几个人在家里赌博，抽头两万多")["charge"] == "赌博"


def test_cannabis_vapes_sold_are_drug_trafficking_and_ask_the_weight():
    result = predict_sentence("他在微信上卖大麻电子烟，卖了二十多支")
    assert result["charge"] == "走私、贩卖、运输、制造毒品" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["drug_grams"]


def test_a_worker_carrying_out_the_workplaces_goods_is_theft_with_embezzlement_named():
    result = predict_sentence("他在公司仓库上班，把仓库的电缆拉出去卖了，值两万多")
    assert result["charge"] == "盗窃" and result["months"] > 0
    assert next(f["value"] for f in result["factors"] if f["name"] == "amount") == 20000
    assert "是职务侵占罪" in _steps(result) and "本案按盗窃罪计算" in _steps(result)


def test_the_keeper_of_the_warehouse_selling_its_goods_stays_embezzlement():
    result = predict_sentence("我在公司管仓库，偷偷把公司的货卖了，值八万")
    assert result["charge"] == "职务侵占" and result["months"] > 0
