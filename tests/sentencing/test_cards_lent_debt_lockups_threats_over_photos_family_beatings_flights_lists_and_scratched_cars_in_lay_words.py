"""Lay criminal questions read in session 26 (second round): a card lent or rented to a stranger whose account carried
swindled money (帮助信息网络犯罪活动, by the turnover told); blows during a debt collector's lock-up (非法拘禁, 从重); a
demand over private photos and the part of it paid (敲诈勒索, the demand once); a husband's habitual beating told by
his wife (虐待); a car that hit someone and drove off, and a flight told as its own clause (交通肇事, 逃逸); lists of
customers or parcel labels sold (侵犯公民个人信息, counted, halved for records held in one's work); a friend wanted by
the police let hide at home (窝藏); a car sprayed or scratched, its repair cost the loss (故意毁坏财物); fake branded
cigarettes sold (销售假冒注册商标的商品)."""

import pytest

from backend.sentencing.factors import read_amount
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factor(result: dict, name: str):
    return next((f["value"] for f in result["factors"] if f["name"] == name), None)


def _missing(result: dict) -> list[str]:
    return [m["factor"] for m in result["missing"]]


# ---- a card lent or rented out, the swindled money passing through it ------------------------------------------------

def test_a_card_lent_for_pay_is_the_help_measured_by_its_turnover_not_the_fee():
    # was 诈骗, 7 months, measured by the 3000 fee
    result = predict_sentence(
        "有人在网上说借我的银行卡用一个月给我三千块，我就把卡和密码给他了，后来卡被冻结了，说是流水有八十万诈骗款"
    )
    assert result["charge"] == "帮助信息网络犯罪活动"
    assert _factor(result, "amount") == 800000
    assert "800000 ≥ 情节严重（200000）" in _steps(result) and result["months"] > 0


def test_cards_rented_out_with_swindled_money_in_them_are_the_help_and_ask_the_turnover():
    # was 诈骗, asking the amount swindled
    result = predict_sentence("我把自己的两张银行卡租给网上认识的人用，每张每个月给五百，后来警察找上门说卡里过了好多诈骗的钱")
    assert result["charge"] == "帮助信息网络犯罪活动"
    assert result["months"] == 0 and _missing(result) == ["amount"]
    assert "交易价格或者方式明显异常" in _steps(result)


def test_the_turnover_told_as_what_passed_through_the_card_is_the_amount():
    result = predict_sentence("我把自己的两张银行卡租给网上认识的人用，后来警察说卡里过了三十万诈骗的钱")
    assert result["charge"] == "帮助信息网络犯罪活动" and _factor(result, "amount") == 300000


def test_a_swindle_planned_together_keeps_the_swindle():
    # a common plan told makes the card's owner the swindler's accomplice: the fraud's words stay
    result = predict_sentence("我和他商量好，把银行卡租给他用来收诈骗的钱，卡里过了三十万，我分了五万")
    assert result["charge"] != "帮助信息网络犯罪活动"


# ---- a lock-up by debt collectors with blows --------------------------------------------------------------------------

def test_blows_during_a_lock_up_told_in_lay_words_weigh_heavier():
    result = predict_sentence("我欠了网贷没还，催收的人把我堵在出租屋里关了两天，还打了我几巴掌")
    assert result["charge"] == "非法拘禁"
    assert "具有殴打、侮辱情节，增加基准刑10–20%" in _steps(result)


def test_a_lock_up_without_blows_has_no_such_step():
    result = predict_sentence("讨债的把我老公关在宾馆房间里一天一夜，不让他出来，说不还钱就别想走")
    assert result["charge"] == "非法拘禁" and "殴打" not in _steps(result)


# ---- a threat over private photos --------------------------------------------------------------------------------------

def test_the_paid_part_of_a_demand_is_not_added_to_it():
    # was 30000 (the 2万 demanded and the 1万 paid of it added)
    result = predict_sentence("前男友拿我的裸照威胁我，说不给他两万块就发到我单位群里，我已经给了他一万")
    assert result["charge"] == "敲诈勒索" and _factor(result, "amount") == 20000


def test_a_demand_with_a_threat_to_send_a_video_is_extortion():
    # was refused
    result = predict_sentence("网友说手里有我的不雅视频，要我转五千块，不然就发给我通讯录里的人")
    assert result["charge"] == "敲诈勒索" and _factor(result, "amount") == 5000


def test_a_threat_told_as_a_condition_is_extortion():
    result = predict_sentence("他说不给五万就把视频发出去，我先转了他一万，后来又转了两万")
    assert result["charge"] == "敲诈勒索" and _factor(result, "amount") == 50000


def test_two_sums_that_are_no_demand_and_its_part_still_add_up():
    # no demand told: the two sums taken are two
    assert read_amount("他骗了我两万块，后来又骗我转了一万")[0] == 30000


# ---- a husband's habitual beating -------------------------------------------------------------------------------------

def test_a_habitual_beating_told_by_the_wife_is_ill_treatment_asking_how_bad():
    # was refused
    result = predict_sentence("丈夫这几年经常打我骂我，不给饭吃，我身上到处是伤")
    assert result["charge"] == "虐待" and result["months"] == 0
    assert "情节恶劣的，才构成虐待罪" in _steps(result)


def test_a_graded_injury_from_the_beating_stays_a_wounding():
    result = predict_sentence("我老公经常打我，这次把我打成轻伤二级")
    assert result["charge"] == "故意伤害" and _factor(result, "injury") == "轻伤二级" and result["months"] > 0


# ---- a car that hit someone and drove off -----------------------------------------------------------------------------

def test_a_vehicle_that_hit_and_drove_off_is_a_traffic_crime_with_flight():
    # was refused
    result = predict_sentence("一辆面包车把我爸撞倒后开走了，我爸送到医院没抢救过来，司机第二天被抓到了")
    assert result["charge"] == "交通肇事" and _factor(result, "逃逸") is True
    assert "肇事后逃逸或其他特别恶劣情节" in _steps(result) and result["months"] >= 36


def test_a_flight_told_as_its_own_clause_is_read():
    # was the basic tier, 13 months: '当时害怕就跑了' not read as flight
    result = predict_sentence("我开车撞了一个骑电动车的老人，当时害怕就跑了，后来老人死了")
    assert result["charge"] == "交通肇事" and _factor(result, "逃逸") is True and result["months"] >= 36
    assert "未写明死亡是否因逃逸所致" in _steps(result)


def test_a_driver_who_stayed_has_no_flight():
    result = predict_sentence("我开车把一个行人撞了，当时就停车打了120，那人后来还是死了")
    assert result["charge"] == "交通肇事" and _factor(result, "逃逸") is None and result["months"] < 36


def test_a_car_driven_at_someone_on_purpose_stays_a_wounding():
    result = predict_sentence("那辆车的司机故意把我撞倒，我腿骨折了，鉴定轻伤一级")
    assert result["charge"] == "故意伤害"


# ---- lists of people's details sold ----------------------------------------------------------------------------------

def test_a_customer_list_sold_by_its_service_clerk_is_counted_at_half_the_figures():
    # was: asked for 情节严重, though 6000 records and 8000 yuan were told
    result = predict_sentence("我在公司做客服，把客户的名单和电话卖给别人，一共卖了六千多条，赚了八千块")
    assert result["charge"] == "侵犯公民个人信息" and result["months"] > 0
    assert "其他公民个人信息6000条，达到情节严重标准（履行职责或提供服务中获得，标准减半" in _steps(result)


def test_owners_phone_numbers_sold_by_the_estate_office_clerk_reach_the_halved_figure():
    result = predict_sentence("我在物业上班，把业主的电话卖给了装修公司，卖了三千条")
    assert "其他公民个人信息3000条，达到情节严重标准（履行职责或提供服务中获得" in _steps(result)


def test_parcel_labels_sold_are_counted_and_an_article_is_no_record():
    # was refused; '一个做推销的' is not one more record
    result = predict_sentence("我把快递单上的五万条姓名电话地址打包卖给了一个做推销的")
    assert result["charge"] == "侵犯公民个人信息"
    assert "其他公民个人信息50000条，达到情节严重标准的十倍以上：情节特别严重" in _steps(result)
    assert result["months"] >= 36


def test_a_list_below_the_figure_held_by_no_post_is_no_crime():
    result = predict_sentence("我把客户名单卖了，一共卖了三千条，赚了两千块")
    assert result["months"] == 0 and "不构成侵犯公民个人信息罪" in _steps(result)


# ---- a wanted friend hidden -------------------------------------------------------------------------------------------

def test_a_wanted_friend_let_hide_at_home_is_harbouring():
    # was refused
    result = predict_sentence("我朋友犯了事被警察通缉，我让他在我家躲了半个月，还给了他两千块路费")
    assert result["charge"] == "窝藏、包庇" and result["months"] > 0


# ---- a car sprayed or scratched ----------------------------------------------------------------------------------------

def test_a_car_sprayed_with_paint_is_damage_by_its_repair_cost():
    # was refused
    result = predict_sentence("有人用油漆在我的车上乱喷，修车花了六千块")
    assert result["charge"] == "故意毁坏财物" and _factor(result, "amount") == 6000 and result["months"] > 0


def test_a_repainting_quote_is_the_loss():
    # was: asked the amount
    result = predict_sentence("邻居拿钥匙把我的车划了一圈，4S店说喷漆要八千")
    assert result["charge"] == "故意毁坏财物" and _factor(result, "amount") == 8000


def test_a_repair_below_five_thousand_is_no_crime():
    result = predict_sentence("邻居拿钥匙把我的车划了一圈，修车花了三千")
    assert result["months"] == 0 and "不构成故意毁坏财物罪" in _steps(result)


# ---- fake cigarettes ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("fact", "months_given"),
    [("我开的小卖部卖假烟，一年卖了八万多块", True), ("我开的小卖部卖假烟被查了，查出来的假中华有三百条，货值大概十二万", False)],
)
def test_fake_cigarettes_sold_are_the_counterfeit_mark_by_the_sales(fact, months_given):
    # were refused; the stock seized is no sales figure, so the sales are asked
    result = predict_sentence(fact)
    assert result["charge"] == "销售假冒注册商标的商品"
    assert (result["months"] > 0) is months_given
    if not months_given:
        assert _missing(result) == ["amount"]


def test_a_death_told_as_not_brought_back_is_counted():
    # '没救回来' was not read as a death: the flight tier asked for the harm
    result = predict_sentence("一辆小货车把我妈撞倒以后直接开走了，我妈在医院住了一个月没救回来")
    assert result["charge"] == "交通肇事" and _factor(result, "deaths") == 1 and result["months"] >= 36


def test_a_post_named_with_its_desk_still_halves_the_figures():
    result = predict_sentence("我在医院挂号处上班，把病人的名单和电话卖给了卖保健品的，一共三千条")
    assert "其他公民个人信息3000条，达到情节严重标准（履行职责或提供服务中获得" in _steps(result)


# ---- a few more: a small total in 块, wages withheld after the labour inspectors' order, a friend impersonated ----------

def test_a_small_theft_told_as_a_total_in_kuai_is_below_the_entry():
    # was: asked the amount ('一共三百块' not read)
    result = predict_sentence("我在超市偷了两瓶酒被保安抓住了，一共三百块")
    assert result["charge"] == "盗窃" and _factor(result, "amount") == 300 and result["months"] == 0
    assert "低于「盗窃」罪的入罪标准" in _steps(result)


def test_wages_withheld_after_the_labour_inspectors_order_are_the_crime():
    # was refused: the order told as '劳动监察大队责令他付' was not read as the refusal
    result = predict_sentence("老板拖欠我们二十个工人的工资一共三十万，劳动监察大队责令他付他也不付，人跑了")
    assert result["charge"] == "拒不支付劳动报酬" and _factor(result, "责令支付") is True and result["months"] > 0


def test_wages_owed_with_no_order_nor_flight_are_still_no_crime():
    with pytest.raises(ValueError):
        predict_sentence("老板欠了我三个月工资，说下个月一起发")


def test_a_chat_friend_impersonated_for_a_transfer_is_fraud():
    # was refused ('好友' was not among the people one poses as)
    result = predict_sentence("有人冒充我的微信好友让我转了八千块")
    assert result["charge"] == "诈骗" and _factor(result, "amount") == 8000


def test_goods_lifted_in_a_shop_told_as_shun_are_theft():
    # was refused
    result = predict_sentence("我在便利店顺了几盒巧克力被店员拦下了，加起来两百块")
    assert result["charge"] == "盗窃" and _factor(result, "amount") == 200 and result["months"] == 0


def test_a_friend_posed_as_from_a_stolen_account_is_fraud():
    # was refused
    result = predict_sentence("有人盗了我同学的QQ，冒充他找我借钱，我转了两万过去")
    assert result["charge"] == "诈骗" and _factor(result, "amount") == 20000 and result["months"] > 0


def test_gains_told_as_earned_reach_the_gains_figure():
    # '赚了8000元' was not read as 违法所得 (第五条第一款第（七）项: 5000元)
    result = predict_sentence("我把客户的名单卖给别人，赚了8000元")
    assert "违法所得8000元，达到情节严重标准" in _steps(result) and result["months"] > 0
