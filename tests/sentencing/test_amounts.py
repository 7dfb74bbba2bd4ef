"""The measures at stake read from a fact: amounts of money (a part of a stated total, equal figures of separate
acts, what 集资诈骗 actually took, overdrafts, other currencies), drug weights, blood alcohol and protected trees."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import (
    foreign_currency,
    read_amount,
    read_bac,
    read_count,
    read_drug_grams,
    read_protected_plants,
)
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


K = default_knowledge()


@pytest.mark.parametrize(
    ("fact", "yuan"),
    [
        # a 其中/包括 part is already inside the figure before it
        ("被告人窃取他人电脑、手机等物，价值8万元，其中现金3万元。", 80_000),
        ("被告人骗得钱款合计6万元，其中银行转账4万元。", 60_000),
        ("被告人骗取被害人钱款9万元，包括微信转账5万元和现金4万元。", 90_000),
        ("被告人侵占公司货款12万元（含运费2万元）。", 120_000),
        # a 其中 figure larger than anything before it is no part of it
        ("被告人先骗得赵某1万元。后又向多人借款不还，其中骗得钱某2万元。", 30_000),
        # parts add up to the whole at most: a whole met by its parts takes no more of them
        ("被告人骗得钱款7万元，其中现金4万元，转账3万元。", 70_000),
        # the parts of a claim for compensation are left out with the claim
        ("被告人窃得现金3000元。被害人家属要求赔偿各项损失人民币5万元（其中丧葬费2万元、交通费等1万元）。", 3_000),
    ],
)
def test_a_part_of_a_told_figure_is_not_added(fact: str, yuan: float) -> None:
    reading = read_amount(fact)
    assert reading is not None and reading[0] == yuan


@pytest.mark.parametrize(
    ("fact", "yuan"),
    [
        # 其中 opening a list of thefts with no figure before it in its sentence: every theft counts (法释〔2013〕8号:
        # 多次盗窃…累计计算), whether the later ones are smaller or not
        ("被告人刘某在小区内盗窃四次，其中窃取吴某现金2500元、窃取郑某现金800元、窃取冯某现金1200元。", 4_500),
        ("被告人刘某共实施诈骗三起，其中第一起骗得陈某6000元，第二起骗得褚某2000元，第三起骗得卫某6000元。", 14_000),
        # a whole in an earlier sentence: a 其中 later on is no part of it
        ("被告人刘某窃得蒋某现金2万元。后刘某又窃得沈某的财物，其中现金8000元，笔记本电脑一台价值6000元。", 34_000),
        ("被告人刘某骗得韩某5万元。刘某另骗得杨某、朱某二人，其中杨某3万元，朱某1万元。", 90_000),
    ],
)
def test_the_items_of_a_listed_run_of_acts_all_count(fact: str, yuan: float) -> None:
    reading = read_amount(fact)
    assert reading is not None and reading[0] == yuan


def test_a_list_of_thefts_reaches_the_tier_its_sum_reaches() -> None:
    # 4万 + 2万 + 2万 = 8万 ≥ 北京 数额巨大 (6.5万): the third tier, from three years
    fact = "被告人刘某在北京市某小区先后盗窃三次，其中盗窃蒋某现金4万元、盗窃沈某现金2万元、盗窃韩某现金2万元。"
    output = predict_sentence(fact, province="北京")
    assert {f["name"]: f["value"] for f in output["factors"]}["amount"] == 80_000 and output["months"] >= 36


@pytest.mark.parametrize(
    ("fact", "yuan"),
    [
        # the loot spent, banked or hidden after it was taken: the same money, not a second taking
        ("被告人刘某窃得现金6000元。后刘某又将窃得的6000元全部用于赌博。", 6_000),
        ("被告人刘某骗得许某3万元，后又将3万元存入其个人账户。", 30_000),
        ("被告人刘某抢得何某现金2000元，后又把赃款2000元挥霍一空。", 2_000),
        ("被告人刘某窃得吕某现金9000元。刘某另将盗窃所得9000元转移至其女友处藏匿。", 9_000),
        # the disposal told a clause after the figure
        ("被告人刘某骗得许某3万元，后又将3万元，分两次存入其个人账户。", 30_000),
        # a further taking that is then spent is still a second taking
        ("被告人刘某窃得现金6000元，次日又盗窃现金6000元用于赌博。", 12_000),
    ],
)
def test_spending_the_loot_is_no_second_taking(fact: str, yuan: float) -> None:
    reading = read_amount(fact)
    assert reading is not None and reading[0] == yuan


@pytest.mark.parametrize(
    ("fact", "yuan"),
    [
        # a part of the loot spent, banked or hidden, told with its own figure: still only what was taken
        ("被告人邱某在超市窃得现金7000元，后将其中2500元挥霍。", 7_000),
        ("被告人邱某骗得范某钱款4万元，随后将骗得的1.5万元存入其妻子账户。", 40_000),
        ("被告人邱某窃得马某现金3000元，又窃得龚某现金2000元，将赃款中的4000元用于网络赌博。", 5_000),
        # the disposal told a clause after the figure
        ("被告人邱某窃得现金7000元。邱某将窃得的2500元，于当晚存入其银行卡。", 7_000),
        ("被告人邱某骗得范某钱款4万元，后将赃款中的1万元，在网吧内全部花光。", 40_000),
        # a new taking that is then spent counts, whatever its figure
        ("被告人邱某窃得现金7000元，三天后又窃取汤某现金2500元并挥霍。", 9_500),
        # spending with a stolen card is a taking of its own (刑法第一百九十六条第三款: 盗窃信用卡并使用)
        ("被告人邱某窃得钱包一个，内有现金500元及信用卡一张，后持窃得的信用卡在商场消费300元。", 800),
        # more than was taken cannot be the loot: it is told as money of its own
        ("被告人邱某窃得现金1000元，后将其中6000元挥霍。", 7_000),
    ],
)
def test_spending_part_of_the_loot_is_no_new_taking(fact: str, yuan: float) -> None:
    reading = read_amount(fact)
    assert reading is not None and reading[0] == yuan


def test_spending_the_loot_does_not_lift_the_tier() -> None:
    # 4万 taken and 4万 gambled away is 4万 (数额较大 in 北京), not 8万 (数额巨大, from three years)
    fact = "2023年5月，被告人刘某在北京市某小区盗窃被害人吕某现金4万元。后被告人又将盗窃所得的4万元全部用于赌博挥霍。"
    output = predict_sentence(fact, province="北京")
    assert {f["name"]: f["value"] for f in output["factors"]}["amount"] == 40_000 and output["months"] < 36


@pytest.mark.parametrize(
    ("fact", "yuan"),
    [
        # two acts of the same value: both count
        ("被告人在车站扒得孙某钱包内现金2800元、周某钱包内现金2800元。", 5_600),
        ("被告人撬锁进入吴家窃得现金4000元。次日，被告人又窃得郑家现金4000元。", 8_000),
        ("2021年4月2日被告人窃得电瓶车一辆价值1500元；同年6月9日又窃得电瓶车一辆价值1500元。", 3_000),
        # two different things of the same value, each told after its date
        ("2021年3月5日，被告人偷走邻居家自行车一辆，价值800元。2021年3月9日，被告人偷走楼下商店的音箱一台，价值800元。", 1_600),
        # the same sum told again: once
        ("被告人偷走店内现金2500元。经审理查明，被告人偷走店内现金2500元。", 2_500),
        ("被告人于2022年1月3日偷走手机一部，价值2500元，经鉴定该手机价值2500元。", 2_500),
        # the same thing counted before its name and after it: one thing
        ("被告人偷走一辆电动车，价值1500元。经鉴定，所偷电动车一辆价值1500元。", 1_500),
        # one thing under two names, valued again where no act of taking is told: one thing
        ("被告人偷走门口一辆电动车，价值2200元。经评估，被盗电瓶车一辆价值2200元。", 2_200),
        ("被告人骑走邻居的电动车一辆，价值2600元。案发后，赃车一辆（价值2600元）被民警追回发还。", 2_600),
        # two things under two names, each taken: both count
        ("被告人偷走手机一部，经鉴定价值900元，当晚又偷走电瓶车一辆，经鉴定价值900元。", 1_800),
        # a date between does not make the same sum a second one; a conclusion restates it
        ("被告人向其家属索要赎金30万元。2019年5月6日，被告人收取30万元赎金后将人放回。", 300_000),
        ("被告人收受他人财物8万元。公诉机关认为，被告人又非法收受他人财物8万元。", 80_000),
        # a total that repeats the sum of the acts wins
        ("被告人窃得冯某600元、陈某600元，合计1200元。", 1_200),
        # a sum promised or demanded, then paid or received: the same money, even with 次日 or 又 between
        ("王某表示愿意出价8000元收购李某捕获的穿山甲。次日，李某将穿山甲送到王某家中，王某当场付给李某8000元。", 8_000),
        ("双方约定由刘某以600元的工钱替黄某砍伐香樟树。次日刘某砍伐完毕，黄某付清600元。", 600),
        ("被告人赵某以曝光隐私相威胁，向钱某索要人民币2万元。赵某又多次打电话催促，钱某被迫于三天后向其交付2万元。", 20_000),
        ("丁某说愿意花1500元买一张他人名下的银行卡。次日，被告人办好银行卡后以1500元的价格卖给丁某。", 1_500),
        # an explicit further act, or another victim, is a second act of the same value
        ("被告人孙某窃得被害人周某现金3000元。次日，孙某又盗窃被害人吴某现金3000元。", 6_000),
        ("被告人以介绍工作为名骗取陈某5000元。一周后，被告人再次骗取陈某5000元。", 10_000),
        ("被告人撬锁进入吴家窃得现金4000元。次日，被告人窃得郑家现金4000元。", 8_000),
        # a sale done at a price is an act, not a promise: a further sale at the same price counts again
        ("被告人以300元的价格卖给张某冰毒一小包。次日又以300元的价格卖给王某冰毒一小包。", 600),
        # a date alone between two equal figures of one victim is the same sum
        ("被告人孙某窃得周某现金3000元。次日，孙某将3000元挥霍一空。", 3_000),
        # the payer named apart from the one who demanded: still the demanded sum handed over
        ("被告人邓某受黄某指使上门强行索要8万元，店主冯某被迫给予邓某8万元。", 80_000),
        # the same victim written once without the surname ('向陈某乙' is read as 某乙): the loss told again
        ("被告人杨某向陈某乙骗取了现金6000元。案发后，被骗现金6000元被公安机关扣押并发还被害人陈某乙。", 6_000),
        # a figure pointing back (该/此笔) to one told before, though sold on to other people
        ("被告人邓某以欺骗手段取得陶某货款6万元，后将该6万元分别转借给廖某、贺某。", 60_000),
    ],
)
def test_equal_figures_of_separate_acts_add_up_once_each(fact: str, yuan: float) -> None:
    reading = read_amount(fact)
    assert reading is not None and reading[0] == yuan


@pytest.mark.parametrize(
    ("fact", "grams"),
    [
        ("查获海洛因1.5克。", 1.5),
        ("查获海洛因二十克。", 20.0),
        ("查获海洛因0.3公斤。", 300.0),
        ("查获海洛因零点五克。", 0.5),
        ("向他人出售海洛因0.4克。三天后又出售海洛因0.4克。", 0.8),
    ],
)
def test_drug_weights_in_figures_and_words(fact: str, grams: float) -> None:
    reading = read_drug_grams(fact, K)
    assert reading is not None and reading[0] == pytest.approx(grams)


def test_a_range_of_numerals_is_no_weight() -> None:
    assert read_drug_grams("身上搜出海洛因五六克。", K) is None


# ---- 帮助信息网络犯罪活动 (刑法第二百八十七条之二; 法释〔2019〕15号第十二条) --------------------------------------


def test_helping_network_crime_is_measured_by_the_settlement_amount() -> None:
    # 情节严重 from 20万 支付结算; start 1–9.75 (lower quarter of 1–36), rising to 12 at five times 20万:
    # 50万: f = 30万/80万 = 0.375 -> 1 + 0.375·11 = 5.125, 9.75 + 0.375·2.25 = 10.59, middle 7.86
    fact = "被告人孙某明知他人利用信息网络实施犯罪，仍出售银行卡，经查支付结算金额人民币50万元。"
    output = predict_sentence(fact, charge="帮信")
    assert output["charge"] == "帮助信息网络犯罪活动" and output["months"] == 8
    assert any("法释〔2019〕15号" in step["source"] for step in output["steps"])


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 集资诈骗: what was actually taken (刑法第一百九十二条; 法释〔2022〕5号第八条) -----------------------------------

FUND = "集资诈骗"


def test_sums_paid_back_before_discovery_come_off() -> None:
    # 300万 raised less 250万 paid back = 50万: 数额较大 (10万以上), not 数额巨大 (100万以上): 三年以上七年以下
    output = predict_sentence(
        "被告人王某以高额回报为诱饵，向社会公众非法集资人民币300万元，案发前已归还本金和利息共计250万元。", charge=FUND
    )
    assert 36 <= output["months"] <= 84
    assert "减去案发前已归还的2500000元，为500000元" in _steps(output)


def test_the_sum_not_paid_back_is_the_amount() -> None:
    output = predict_sentence("被告人王某以高额回报为诱饵，骗取社会公众集资款300万元，至案发尚有80万元未归还。", charge=FUND)
    assert 36 <= output["months"] <= 84 and "800000元" in _steps(output)


def test_a_line_break_ends_the_clause_a_repayment_is_read_in() -> None:
    # the repayment's clause starts after the line break: the '尚有…未兑付' of the line before does not make it unpaid
    fact = "被告人王某以高额回报为诱饵向社会公众集资共计500万元，至案发时尚有部分本金未兑付\n其中王某已归还投资人本金200万元。"
    assert "减去案发前已归还的2000000元，为3000000元" in _steps(predict_sentence(fact, charge=FUND))


def test_restitution_after_discovery_is_no_deduction() -> None:
    # 退赔 after 案发 is 退赃 (a mitigating factor), not money the scheme paid back: 300万 stays 数额巨大
    output = predict_sentence("被告人王某以高额回报为诱饵，骗取社会公众集资款300万元。案发后，王某退赔200万元。", charge=FUND)
    assert output["months"] >= 84 and "案情未写明案发前归还的数额" in _steps(output)


def test_a_users_amount_is_the_amount_taken() -> None:
    # the user's own figure (200万, 数额巨大) is taken as the amount defrauded: nothing more comes off it
    output = predict_sentence(
        "被告人王某以高额回报为诱饵，向社会公众非法集资人民币300万元，案发前已归还250万元。",
        charge=FUND,
        factor_overrides={"amount": 2_000_000},
    )
    assert output["months"] >= 84 and "减去" not in _steps(output)


def _descriptions(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 恶意透支, 逃逸, 携带凶器 -----------------------------------------------------------------------------------


def test_overdraft_repaid_gets_the_note_and_reminders_are_no_count() -> None:
    fact = (
        "被告人李某使用信用卡透支消费人民币6万元，经发卡银行两次有效催收后超过三个月仍不归还。"
        "案发后，李某在公安机关立案前已全部归还透支款息。"
    )
    assert read_count(fact) is None
    output = predict_sentence(fact, charge="信用卡诈骗")
    assert "可以不起诉" in _descriptions(output) and "第十条" in "".join(s["source"] for s in output["steps"])
    assert "count" not in {f["name"] for f in output["factors"]}


# ---- units of blood alcohol; counts of trees ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("经鉴定血液酒精含量为194.33㎎／100ml。", 194.33),
        ("血液中乙醇含量为156ｍｇ/100ｍｌ。", 156.0),
        ("血液酒精含量为90㎎/100㎖。", 90.0),
        ("血液酒精含量为88mg/dl。", 88.0),  # a decilitre is 100 ml
        ("血液酒精含量为80毫克每100毫升。", 80.0),
    ],
)
def test_blood_alcohol_in_every_unit_judgments_type(text: str, value: float) -> None:
    found = read_bac(text)
    assert found is not None and found[0] == value


def test_drunk_driving_with_the_square_milligram_sign_is_sentenced() -> None:
    # 刑法第一百三十三条之一: 80 mg/100ml or more is 醉酒驾驶 (《道路交通安全法》/GB 19522), punished with 拘役
    output = predict_sentence("2023年5月1日晚，被告人郭某醉酒驾驶小型轿车在道路上行驶，经鉴定血液酒精含量为194.33㎎／100ml。")
    assert output["charge"] == "危险驾驶" and 1 <= output["months"] <= 6
    assert any(f["name"] == "bac" and f["value"] == 194.33 for f in output["factors"])


def test_protected_trees_counted_in_ke() -> None:
    # 棵 counts trees as 株 does (法释〔2020〕2号: a count of plants)
    found = read_protected_plants("被告人在林地内盗伐国家二级保护植物香樟5棵。")
    assert found is not None and found[0] == pytest.approx(2.5)  # second grade weighs half a first-grade plant


# ---- amounts in the forms the reader missed -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, yuan",
    [
        ("经认定价值1.2万。", 12_000),
        ("盗窃现金￥3000。", 3000),
        ("盗窃现金¥3000。", 3000),
        ("经鉴定价值人民币肆仟元。", 4000),
        ("经鉴定价值人民币壹万贰仟伍佰元。", 12_500),
    ],
)
def test_amount_forms(text: str, yuan: float) -> None:
    found = read_amount(text)
    assert found is not None and found[0] == yuan


def test_a_foreign_sum_is_not_yuan_and_the_user_is_asked() -> None:
    assert read_amount("盗窃现金5000美元。") is None
    assert read_amount("盗窃港币5000元。") is None
    assert foreign_currency("盗窃现金5000美元。") == "美元"
    result = predict_sentence("被告人张某盗窃被害人现金5000美元。")
    assert result["months"] == 0
    assert any("汇率" in step["description"] for step in result["steps"])


def test_drug_weight_in_chinese_numerals() -> None:
    assert read_drug_grams("查获海洛因十五克", K)[0] == 15
    assert read_drug_grams("查获海洛因零点五克", K)[0] == 0.5


# ---- 集资诈骗: the amount actually taken (法释〔2022〕5号第八条第三款; 数额巨大 from 100万, 第八条第一款) --------------


def test_several_investors_losses_add_up() -> None:
    # 30万 + 40万 + 50万 = 120万 not paid back: 数额巨大 (≥ 100万), not the largest single loss (50万, 数额较大)
    output = predict_sentence(
        "被告人张某以高息为诱饵非法集资，造成投资人王某损失30万元、李某损失40万元、赵某损失50万元。", charge="集资诈骗"
    )
    assert "未归还（实际骗取）的数额1200000元" in _steps(output)
    assert "数额巨大" in _steps(output) and output["months"] >= 84


def test_a_stated_total_loss_is_not_added_to_its_parts() -> None:
    # 损失共计120万元, 其中王某50万元: 120万 (the part is inside the total)
    output = predict_sentence(
        "被告人张某以高息为诱饵非法集资，造成投资人损失共计120万元，其中王某损失50万元。", charge="集资诈骗"
    )
    assert "未归还（实际骗取）的数额1200000元" in _steps(output)


def test_principal_taken_in_is_no_repayment() -> None:
    # 吸收本金150万元 is what was raised; 案发前归还80万元 comes off it: 70万, 数额较大 (10万–100万, 36–84 months)
    output = predict_sentence("被告人张某以高息为诱饵向社会公众吸收本金150万元，案发前归还80万元。", charge="集资诈骗")
    steps = _steps(output)
    assert "减去案发前已归还的800000元，为700000元" in steps and "未写明" not in steps
    assert 36 <= output["months"] < 84


def test_principal_and_interest_paid_to_investors_is_a_repayment() -> None:
    # '其中用于支付投资人本息300万元' went back to the investors (第八条第三款: deducted); money 用于挥霍 is not
    output = predict_sentence(
        "被告人张某以高息为诱饵非法集资1100万元，其中用于支付投资人本息300万元，其余被其挥霍。", charge="集资诈骗"
    )
    steps = _steps(output)
    assert "减去案发前已归还的3000000元" in steps and "未写明" not in steps


def test_money_used_for_the_schemes_costs_is_no_repayment() -> None:
    # 广告费 are costs of the scheme, never deducted (第八条第三款 deducts only what was paid back to the investors)
    output = predict_sentence(
        "被告人张某以高息为诱饵非法集资150万元，其中用于支付广告费20万元。", charge="集资诈骗"
    )
    assert "减去案发前已归还" not in _steps(output)


def test_a_repayment_word_in_the_previous_clause_does_not_hide_the_overdraft():
    # 法释〔2018〕19号: 恶意透支 数额较大 from 5万; '仍未归还，透支本金4万元' is 4万 overdrawn, not a repayment
    below = predict_sentence("被告人张某持卡透支后，经发卡银行两次催收后仍未归还，透支本金人民币4万元。", charge="信用卡诈骗")
    above = predict_sentence("被告人张某持卡透支后，经发卡银行两次催收后仍未归还，透支本金人民币8万元。", charge="信用卡诈骗")
    assert below["months"] == 0 and above["months"] > 0
    assert {f["name"]: f["value"] for f in above["factors"]}["amount"] == 80000


# ---- 块 spoken for 元 -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "yuan"),
    [
        ("被告人石某盗窃他人电动车一辆，价值3000块。", 3000),
        ("我表哥偷了邻居的手机，值4000块，会判多久？", 4000),
        ("被告人石某冒充房东骗取租客房租2万块钱。", 20000),
        ("被告人石某盗窃他人现金800块左右。", 800),
    ],
)
def test_kuai_after_a_sum_is_yuan(fact: str, yuan: float) -> None:
    amount = read_amount(fact)
    assert amount is not None and amount[0] == yuan


def test_kuai_counting_things_is_no_sum() -> None:
    # 块 counts the batteries; their worth is the 600 yuan
    amount = read_amount("被告人石某盗窃电瓶3块，价值600元。")
    assert amount is not None and amount[0] == 600
    assert read_amount("被告人石某盗窃金条3块。") is None
