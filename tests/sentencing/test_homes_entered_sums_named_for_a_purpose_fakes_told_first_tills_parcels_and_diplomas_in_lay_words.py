"""Lay questions read in session 25: a home entered to steal (入户, 刑法第二百六十四条) told in everyday words, the
owner's absence before it negating nothing; a sum named for what it was said to be (保证金, 补偿款) read as what was
swindled or taken where the clause says it was handed over or taken; fakes told before their sale (第二百一十四条); a
cashier taking from the till (职务侵占 or 盗窃, what decides named); a parcel taken, a snatch told in two clauses and
fake diplomas made for others (第二百八十条第二款); a blood test's figure quoted bare, a call from a self-styled
officer, a burglar's force on the owner who caught him (第二百六十九条, 入户抢劫) and a found wallet kept (第二百七十条)."""

import pytest

from backend.sentencing.factors import read_amount, read_bac
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factor(result: dict, name: str) -> dict | None:
    return next((f for f in result["factors"] if f["name"] == name), None)


# ---- 1. a home entered to steal ------------------------------------------------------------------------------------

def test_a_window_climbed_while_the_neighbour_was_away_is_entering_a_home_named_with_its_words():
    result = predict_sentence("趁邻居不在家，翻窗进入其家中，盗走现金6000元")
    entered = _factor(result, "入户")
    assert result["charge"] == "盗窃" and result["months"] > 0
    assert entered is not None and entered["value"] is True and "翻窗进入其家中" in entered["evidence"]
    assert _factor(result, "amount")["value"] == 6000.0
    # the tier's grounds name the entry beside the amount
    assert "涉案金额（元）6000 ≥ 数额较大（2000）；入户" in _steps(result)


@pytest.mark.parametrize(
    "words",
    ["他溜进邻居家偷了五百块钱", "他撬开邻居家的门，溜进去拿了两千块钱", "他趁人家里没人溜进去偷了一部手机",
     "他趁楼下王某家里没人，从窗户爬进去拿走了一条金项链，值八千"],
)
def test_a_home_got_into_in_everyday_words_makes_the_theft_a_crime_whatever_the_amount(words):
    result = predict_sentence(words)
    assert result["charge"] == "盗窃" and result["months"] > 0 and not result["missing"]
    assert _factor(result, "入户")["value"] is True


def test_below_the_amount_the_entry_alone_is_the_tiers_ground():
    result = predict_sentence("他溜进邻居家偷了五百块钱")
    assert "（依据：入户）" in _steps(result) and _factor(result, "amount")["value"] == 500.0


@pytest.mark.parametrize(
    "words",
    ["他晚上撬开一家小卖部的门，偷了三千块钱", "他溜进家具店偷了一个台灯，值三千", "他翻进别人家的院子偷了一辆自行车"],
)
def test_a_shop_or_a_yard_alone_is_no_home(words):
    result = predict_sentence(words)
    assert result["charge"] == "盗窃" and _factor(result, "入户") is None


def test_a_yard_alone_with_no_amount_still_asks_for_it():
    result = predict_sentence("他翻进别人家的院子偷了一辆自行车")
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["amount"]


# ---- 2. a sum named for what it was said to be ---------------------------------------------------------------------

def test_a_deposit_handed_over_at_the_others_word_is_what_was_swindled():
    result = predict_sentence("让我先转了六千块保证金，之后就联系不上了")
    assert result["charge"] == "诈骗" and _factor(result, "amount")["value"] == 6000.0 and result["months"] > 0


def test_money_taken_while_handing_out_compensation_is_the_bribe():
    result = predict_sentence("村主任在帮乡政府发放拆迁补偿款的时候收了别人五万块")
    assert result["charge"] == "受贿" and _factor(result, "amount")["value"] == 50000.0 and result["months"] > 0


@pytest.mark.parametrize(
    ("words", "amount"),
    [("在帮乡政府发放拆迁补偿款的时候收了别人五万块", 50000.0), ("他拿了工资以后又偷了同事三千块", 3000.0)],
)
def test_money_named_then_a_taking_reads_the_sum_taken(words, amount):
    assert read_amount(words)[0] == amount


@pytest.mark.parametrize(
    "words",
    # a bail paid with no one's word to pay it, compensation paid, and a court record's words are no sum taken
    ["他交了五万块保证金取保候审", "他赔了人家五千块", "被告人在发放拆迁补偿款期间收受他人5万元"],
)
def test_money_paid_for_its_purpose_or_a_court_records_words_stay_unread(words):
    assert read_amount(words) is None


# ---- 3. fakes told before their sale --------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("words", "amount"),
    [("他把假冒名牌的手表说成是正品卖，卖了十万多", 100000.0), ("他把高仿大牌的包拿到网上去卖，说是正品，一共卖了六万", 60000.0)],
)
def test_fakes_told_first_then_sold_as_genuine_are_counterfeit_goods_sold_once(words, amount):
    result = predict_sentence(words)
    assert result["charge"] == "销售假冒注册商标的商品" and _factor(result, "amount")["value"] == amount
    assert result["months"] > 0 and "只定一罪" in _steps(result)


# ---- 4. a cashier taking from the till -----------------------------------------------------------------------------

def test_a_cashier_taking_from_the_till_names_both_readings_and_their_figures():
    result = predict_sentence("超市收银员每天从收银机里拿一两百块，一共拿了一万多")
    steps = _steps(result)
    assert result["charge"] == "职务侵占" and _factor(result, "amount")["value"] == 10000.0
    # below 职务侵占's prosecution figure: no term, and what would make it 盗窃 instead is said
    assert result["months"] == 0 and "三万元以上才立案追诉" in steps
    assert "盗窃罪（第二百六十四条），数额较大（一千元至三千元以上" in steps and "是否由她按职责经手、保管" in steps


def test_a_cashiers_sum_above_the_prosecution_figure_is_sentenced():
    result = predict_sentence("她在饭店当收银，从收银台里偷偷拿了五万块")
    assert result["charge"] == "职务侵占" and result["months"] > 0 and "收银员从收银机里拿钱" in _steps(result)


# ---- 5. more lay questions -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("words", "amount"),
    [("快递员送的包裹被他拿走了，里面是一部手机，价值五千", 5000.0), ("放在门口的快递被邻居顺走了，值三千多块", 3000.0)],
)
def test_a_parcel_taken_is_theft(words, amount):
    result = predict_sentence(words)
    assert result["charge"] == "盗窃" and _factor(result, "amount")["value"] == amount and result["months"] > 0


def test_a_grab_told_after_the_moment_of_inattention_is_a_snatch():
    result = predict_sentence("他在路边趁一个女孩不注意，一把抢过她手里的手机骑车跑了，手机值三千")
    assert result["charge"] == "抢夺" and _factor(result, "amount")["value"] == 3000.0 and result["months"] > 0


@pytest.mark.parametrize("words", ["他在学校附近帮学生做假的学位证，做了二十多本", "他在网上卖假的学位证，卖了五十多张"])
def test_fake_diplomas_made_or_sold_for_others_forge_a_universitys_seal(words):
    result = predict_sentence(words)
    assert result["charge"] == "伪造公司、企业、事业单位、人民团体印章" and result["months"] > 0


def test_a_diploma_made_for_the_asker_is_not_read_as_the_asker_forging():
    # (session 25b: the buyer's reading is said, guideline.yaml no_crime_alone; tested with its other wordings)
    with pytest.raises(ValueError, match="为自己使用而买、托人做假毕业证.*本身一般不构成犯罪"):
        predict_sentence("他帮我做了一张假的毕业证，我会坐牢吗")


def test_a_blood_tests_figure_quoted_in_milligrams_is_the_drivers_level():
    result = predict_sentence("他醉驾被交警拦下，抽血结果210毫克，没有发生事故")
    assert result["charge"] == "危险驾驶" and _factor(result, "bac")["value"] == 210.0


def test_a_blood_tests_bare_figure_in_a_lay_question_is_read():
    assert read_bac("喝了酒开车，验血出来是一百六")[0] == 160.0


@pytest.mark.parametrize("words", ["被告人抽血结果210毫克", "他抽血花了200块", "抽血结果0.8mg/L"])
def test_a_court_records_or_a_priced_or_per_litre_blood_figure_is_not_read_so(words):
    assert read_bac(words) is None


def test_a_call_from_a_self_styled_officer_moving_the_cards_money_is_a_telecom_swindle():
    result = predict_sentence("接到一个自称派出所民警的电话，说我涉嫌一起案子，让我把卡里的十五万转到他说的账户")
    assert result["charge"] == "诈骗" and _factor(result, "amount")["value"] == 150000.0
    assert _factor(result, "电信网络诈骗")["value"] is True and result["months"] > 36


def test_a_burglar_who_wounds_the_owner_who_caught_him_is_a_robber_in_a_home():
    result = predict_sentence("他晚上溜进一户人家偷东西，被主人发现后拿刀把主人砍伤了")
    steps = _steps(result)
    assert result["charge"] == "抢劫" and result["months"] >= 120
    assert _factor(result, "转化型抢劫")["value"] is True and _factor(result, "入户")["value"] is True
    assert "依照抢劫罪定罪处罚" in steps


def test_a_shop_thief_threatening_the_owner_with_a_knife_is_a_robber():
    result = predict_sentence("他在店里偷手机被店主发现，掏出刀威胁店主后跑了")
    assert result["charge"] == "抢劫" and 36 <= result["months"] < 120 and _factor(result, "入户") is None


def test_a_push_alone_after_a_petty_theft_is_not_made_robbery():
    result = predict_sentence("他在超市偷了一瓶酒，被老板发现后把老板推倒跑了")
    assert result["charge"] == "盗窃" and _factor(result, "转化型抢劫") is None


def test_a_found_wallet_kept_from_the_owner_who_asked_is_conversion():
    result = predict_sentence("他把别人掉在地上的钱包捡走了，里面有两千块，失主找他要他不给")
    assert result["charge"] == "侵占" and _factor(result, "拒不退还")["value"] is True
    assert _factor(result, "amount")["value"] == 2000.0
