"""Lay questions read since session 23: an act dated by its year alone is judged by the law of that year (刑法第十二条);
大麻 plants below 五千株 (法释〔2016〕8号第九条) are no crime unless replanted after the police dealt with it or the
uprooting was resisted (刑法第三百五十一条第一款); a state company's buyer who took a kickback takes a bribe (刑法第九十三条
第二款、第一百六十三条第三款); crime proceeds knowingly moved through one's card are 掩饰、隐瞒 (第三百一十二条), and 跑分
names it; an online sale that swindled many takes the telecom fraud figures (法发〔2016〕32号二（一）); customer records
sold and wages withheld after the authorities' order, told in everyday words."""

from datetime import date

import pytest

from backend.sentencing.factors import last_act_day, read_amount
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factor(result: dict, name: str):
    return next((f["value"] for f in result["factors"] if f["name"] == name), None)


# ---- 1. a year told alone dates the act --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "day"), [
    ("2018年他冒名顶替别人上了大学", date(2018, 12, 31)),
    # when it came to light is not when it was done
    ("他2018年冒名顶替别人上了大学，2022年被发现了", date(2018, 12, 31)),
    # a full date still wins over a year alone
    ("2020年他开始赌博，2021年5月3日他冒名顶替别人上了大学", date(2021, 5, 3)),
    ("他1998年出生，2023年冒名顶替别人上了大学", date(2023, 12, 31)),
])
def test_a_year_told_alone_dates_the_act_at_its_last_day(text, day):
    assert last_act_day(text) == day


@pytest.mark.parametrize("question", [
    "2018年他冒名顶替别人上了大学",
    "他2018年冒名顶替别人上了大学，2022年被发现了",
])
def test_an_act_in_a_year_before_the_crime_existed_is_refused_with_why(question):
    with pytest.raises(ValueError, match="2021年3月1日以前.*刑法第十二条第一款"):
        predict_sentence(question)


def test_an_act_in_a_year_after_the_crime_existed_is_sentenced():
    result = predict_sentence("2023年他冒名顶替别人上了大学")
    assert result["charge"] == "冒名顶替" and result["months"] > 0


# ---- 2. 大麻 plants are counted against 五千株 -------------------------------------------------------------------------

def test_hemp_below_five_thousand_plants_says_so_and_asks_for_the_other_two_grounds():
    result = predict_sentence("他在家里种了三百多棵大麻")
    assert result["charge"] == "非法种植毒品原植物" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["又种植或抗拒铲除"]
    steps = _steps(result)
    assert "种植的大麻不满5000株" in steps and "数量未达到入罪标准" in steps
    assert "是否经公安机关处理后又种植、是否抗拒铲除" in steps


@pytest.mark.parametrize(("question", "tier", "months_at_least"), [
    ("他在家里种了六千多棵大麻", "基本犯", 1),
    ("他在山里种了三万多株大麻", "数量大", 60),
])
def test_hemp_at_the_interpretations_figures_reaches_its_tier(question, tier, months_at_least):
    result = predict_sentence(question)
    assert result["charge"] == "非法种植毒品原植物" and result["months"] >= months_at_least
    assert f"法定刑档次「{tier}」" in _steps(result) and "种植的大麻达到" in _steps(result)


def test_hemp_below_the_figure_whose_uprooting_was_resisted_is_a_crime():
    result = predict_sentence("他在家里种了三百多棵大麻，派出所来铲，他拦着不让铲")
    assert result["charge"] == "非法种植毒品原植物" and result["months"] > 0 and not result["missing"]


def test_poppies_keep_their_own_figures():
    below = predict_sentence("他在院子里种了两百棵罂粟")
    assert below["months"] == 0 and "种植的罂粟不满500株" in _steps(below)
    assert predict_sentence("他在山上种了五百多棵罂粟")["months"] > 0


# ---- 3. a state company's buyer takes a bribe -------------------------------------------------------------------

@pytest.mark.parametrize(("question", "amount", "tier"), [
    ("国企采购经理收了供应商二十万回扣", 200_000, "数额巨大或有其他严重情节"),
    ("我爸是国企的采购经理，收了供应商八万块回扣", 80_000, "数额较大或有其他较重情节"),
    ("他在一家国有企业当采购主管，收了供货商十几万的回扣", 100_000, "数额较大或有其他较重情节"),
])
def test_a_state_company_buyers_kickback_is_a_bribe_and_says_what_it_turns_on(question, amount, tier):
    result = predict_sentence(question)
    assert result["charge"] == "受贿" and _factor(result, "amount") == amount
    steps = _steps(result)
    assert f"法定刑档次「{tier}」" in steps
    assert "从事公务" in steps and "非国家工作人员受贿罪" in steps


def test_a_private_companys_buyer_keeps_the_private_sector_bribe():
    result = predict_sentence("私企采购经理收了供应商二十万回扣")
    assert result["charge"] == "非国家工作人员受贿" and "从事公务的人员以国家工作人员论" not in _steps(result)


# ---- 4. card running and crime proceeds moved -------------------------------------------------------------------

@pytest.mark.parametrize(("question", "amount", "tier"), [
    ("他明知道是诈骗的钱，还帮人用自己的卡取现转账，一共五十多万", 500_000, "情节严重"),
    ("我知道卡里转进来的是诈骗的钱，还帮他们取现了六万多", 60_000, "基本犯"),
])
def test_proceeds_knowingly_moved_are_concealing_them_not_the_fraud(question, amount, tier):
    result = predict_sentence(question)
    assert result["charge"] == "掩饰、隐瞒犯罪所得、犯罪所得收益" and _factor(result, "amount") == amount
    steps = _steps(result)
    assert f"法定刑档次「{tier}」" in steps
    assert "帮助信息网络犯罪活动罪" in steps and "本案按掩饰、隐瞒犯罪所得罪计算" in steps


def test_card_running_names_concealment_as_the_other_reading_and_keeps_its_own_term():
    result = predict_sentence("我表哥帮人跑分，银行卡流水两百多万，会判几年")
    assert result["charge"] == "帮助信息网络犯罪活动" and result["months"] == 12
    steps = _steps(result)
    assert "刑法第三百一十二条" in steps and "本案按帮助信息网络犯罪活动罪计算" in steps


def test_the_fee_earned_is_not_added_to_the_cards_turnover():
    text = "我同学拿自己的银行卡帮别人收钱转钱，一个月流水三十多万，拿了几千块好处费"
    assert read_amount(text)[0] == 300_000


def test_a_fraudster_spending_his_own_takings_is_still_the_fraud():
    assert predict_sentence("他把诈骗的钱拿去买了车")["charge"] == "诈骗"


# ---- 5. an online sale that swindled many takes the telecom fraud figures ----------------------------------------

@pytest.mark.parametrize(("question", "amount", "tier"), [
    ("在网上卖假演唱会门票骗了五十多个人一共四万", 40_000, "数额巨大、其他严重情节"),
    ("他在二手平台上卖根本不存在的手机，骗了四十多个人，一共三万六", 36_000, "数额巨大、其他严重情节"),
    ("他在网上卖假演唱会门票，前后骗了十几个人，加起来有两万多", 20_000, "数额较大"),
])
def test_an_online_sale_fraud_on_many_is_measured_by_the_telecom_figures(question, amount, tier):
    result = predict_sentence(question)
    assert result["charge"] == "诈骗" and _factor(result, "amount") == amount
    assert _factor(result, "电信网络诈骗") is True
    assert f"法定刑档次「{tier}」" in _steps(result) and "数额巨大30000" in _steps(result)


def test_one_person_deceived_online_keeps_the_provinces_figures():
    result = predict_sentence("他在网上认识了一个女孩，骗了她五万块")
    assert result["charge"] == "诈骗" and _factor(result, "电信网络诈骗") is None


@pytest.mark.parametrize(("text", "amount"), [
    ("骗了五十多个人，一共四万", 40_000),
    ("他偷了三次，加起来有两万五", 25_000),
])
def test_an_exact_total_said_in_everyday_words_is_read(text, amount):
    assert read_amount(text)[0] == amount


@pytest.mark.parametrize("text", ["他把公司客户的信息导出来卖给别人，一共卖了三千多条", "他卖了五千多条公民信息"])
def test_a_count_of_records_is_no_sum(text):
    assert read_amount(text) is None


# ---- 6. own lay questions ----------------------------------------------------------------------------------------

def test_customer_records_taken_from_work_and_sold_count_at_half_the_figure():
    result = predict_sentence("他把公司客户的信息导出来卖给别人，一共卖了三千多条")
    assert result["charge"] == "侵犯公民个人信息" and result["months"] > 0
    assert "标准减半" in _steps(result) and _factor(result, "amount") is None


def test_wages_withheld_after_the_labour_bureau_told_him_to_pay_are_the_crime():
    result = predict_sentence("他在工地当包工头，拖欠二十多个工人的工资四十多万，劳动局让他付他还跑了")
    assert result["charge"] == "拒不支付劳动报酬" and result["months"] > 0
    assert _factor(result, "责令支付") is True


def test_wages_merely_owed_still_ask_for_the_order():
    result = predict_sentence("老板拖欠我三个月工资不给")
    assert result["charge"] == "拒不支付劳动报酬" and result["months"] == 0
    assert "责令支付" in [m["factor"] for m in result["missing"]]
