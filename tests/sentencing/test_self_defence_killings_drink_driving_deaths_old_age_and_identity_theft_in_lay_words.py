"""Lay questions read since session 22 (second round): harm done in answer to an unlawful attack names 刑法第二十条's
readings instead of a plain term (正当防卫 none; 特殊防卫 none; 防卫过当 应当减轻或者免除处罚); a fight both sides joined
and harm done once the attack was over are no defence; a killing told as '把他杀了' is 故意杀人; a death caused driving
after drink is 交通肇事; an age of 75 or more told in lay words; a charge written as a judgment writes it ('犯盗窃罪');
冒名顶替 (刑法第二百八十条之二)."""

import pytest

from backend.sentencing.knowledge import load_knowledge
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factor(result: dict, name: str):
    return next((f["value"] for f in result["factors"] if f["name"] == name), None)


@pytest.mark.parametrize(("question", "charge"), [
    ("他拿刀砍我，我反击把他打成了轻伤，我算正当防卫吗", "故意伤害"),
    ("小偷半夜进我家，我用棍子把他打成重伤", "故意伤害"),
    ("他先动手打我，我还手把他打成了轻伤", "故意伤害"),
    # the robbery told is the attacker's: the teller's act is the harm done in answer
    ("有个男的半夜拿刀抢劫我，我夺过刀把他砍成了重伤", "故意伤害"),
])
def test_harm_done_in_answer_to_an_attack_names_the_defence_readings_and_no_plain_term(question, charge):
    result = predict_sentence(question)
    steps = _steps(result)
    assert result["charge"] == charge and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["防卫过当"]
    assert "不负刑事责任" in steps and "应当减轻或者免除处罚" in steps and "第二十条" in steps
    # what decides it is named: the attack still going on, the means, the harm
    assert "正在进行" in steps and "手段" in steps and "损害" in steps


@pytest.mark.parametrize("question", ["婚后老公经常打我，把我打成了轻伤", "他喝醉了打我，把我打到骨折，鉴定轻伤二级"])
def test_the_victims_own_account_of_a_beating_is_no_defence(question):
    # the asker is the one harmed, not the one who answered an attack: the beating's term, no 第二十条 reading
    result = predict_sentence(question)
    assert result["charge"] == "故意伤害" and result["months"] > 0 and not result["missing"]
    assert "正当防卫" not in _steps(result)


def test_a_stabbing_to_death_in_answer_to_a_robbery_is_read_with_the_defence():
    result = predict_sentence("有人持刀抢劫我，我夺过刀把他捅死了")
    assert result["charge"] == "故意伤害" and [m["factor"] for m in result["missing"]] == ["防卫过当"]
    assert "第三款" in _steps(result)


def test_an_armed_attack_names_the_special_defence():
    steps = _steps(predict_sentence("他拿刀砍我，我反击把他打成了轻伤"))
    assert "可能适用第三款" in steps
    assert "可能适用第三款" not in _steps(predict_sentence("他先动手打我，我还手把他打成了轻伤"))


def test_excessive_defence_told_is_sentenced_below_the_tier():
    # 防卫过当 told: the term is computed, lessened (应当减轻或者免除处罚: below the 致人重伤 tier's 36 months)
    result = predict_sentence("他拿刀砍我，我反击把他打成了重伤，法院认定我防卫过当")
    assert result["charge"] == "故意伤害" and 0 < result["months"] < 36


def test_a_fight_both_sides_joined_is_no_defence():
    result = predict_sentence("我们俩喝多了打架，互相动手，我把他打成了轻伤，这算正当防卫吗")
    assert result["charge"] == "故意伤害" and result["months"] > 0
    assert "互相斗殴" in _steps(result) and not result["missing"]


def test_a_killing_once_the_violence_was_over_is_murder_and_no_defence():
    result = predict_sentence("我老公家暴我十年，有一天我趁他睡着把他杀了")
    assert result["charge"] == "故意杀人" and result["months"] >= 120
    assert "不属于正当防卫" in _steps(result) and "情节较轻" in _steps(result)


def test_a_court_records_defence_is_left_to_its_own_words():
    result = predict_sentence("经审理查明，被告人周某在遭受李某持棍殴打时，持刀反击，致李某重伤二级。")
    assert result["charge"] == "故意伤害" and result["months"] >= 36 and not result["missing"]


@pytest.mark.parametrize("question", ["我趁他睡着把他杀了", "她把她老公掐死了"])
def test_a_killing_told_in_lay_words_is_murder(question):
    assert predict_sentence(question)["charge"] == "故意杀人"


def test_a_death_caused_driving_after_drink_is_a_traffic_crime():
    result = predict_sentence("他酒驾撞死了人，然后自首了，家属也谅解了")
    assert result["charge"] == "交通肇事" and 0 < result["months"] <= 36
    assert _factor(result, "deaths") == 1


@pytest.mark.parametrize("question", ["七十六岁的老人醉驾被查，酒精一百五", "他今年78了，喝了酒开车被查，酒精含量一百二"])
def test_an_age_of_75_or_more_told_in_lay_words_is_read(question):
    result = predict_sentence(question)
    assert result["charge"] == "危险驾驶" and _factor(result, "老年人") is True


@pytest.mark.parametrize("question", ["他开车撞倒了一个八十岁的老人，老人死了，他负全责", "一个七十八岁的老人被骗了五万块"])
def test_an_old_person_harmed_is_not_the_defendant(question):
    assert _factor(predict_sentence(question), "老年人") is None


def test_a_charge_written_as_a_judgment_writes_it_is_known(store_api):
    knowledge = load_knowledge()
    assert knowledge.canonical_charge("犯盗窃罪") == "盗窃"
    assert knowledge.canonical_charge("犯罪") is None
    fact = "被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。"
    answer = store_api.post("/api/sentence", json={"fact": fact, "charge": "犯盗窃罪"})
    assert answer.status_code == 200 and answer.json()["months"] == 10
    assert store_api.post("/api/sentence", json={"fact": fact, "charge": "犯罪"}).status_code == 422


@pytest.mark.parametrize("question", ["他冒名顶替别人上了大学", "有人盗用了我的身份上了大学，这算犯罪吗"])
def test_a_place_at_university_taken_under_anothers_name_is_identity_theft(question):
    result = predict_sentence(question)
    assert result["charge"] == "冒名顶替" and 0 < result["months"] <= 36


def test_drink_beside_a_death_says_how_it_weighs():
    result = predict_sentence("他吸了冰毒以后开车，撞死了一个人")
    assert result["charge"] == "交通肇事" and "从重处罚的酌定情节" in _steps(result)
    assert "从重处罚的酌定情节" not in _steps(predict_sentence("他开车撞死了一个人，负全责"))


@pytest.mark.parametrize(("question", "amount"), [
    ("冒充房东收了我三千押金然后跑了", 3_000),
    ("他冒充房东把别人的房子租出去，收了三个租客的押金一共两万多", 20_000),
])
def test_a_deposit_taken_by_a_false_landlord_is_the_sum_defrauded(question, amount):
    result = predict_sentence(question)
    assert result["charge"] == "诈骗" and _factor(result, "amount") == amount and result["months"] > 0


def test_a_real_landlord_keeping_a_deposit_is_no_fraud():
    # a deposit not returned is a civil dispute: no charge is read
    with pytest.raises(ValueError):
        predict_sentence("房东收了我三千押金，退房的时候不退")


def test_defence_of_another_and_harm_done_once_the_thief_was_caught():
    helped = predict_sentence("我看到有人在打一个女孩，我冲上去把那人打成了轻伤")
    assert helped["months"] == 0 and [m["factor"] for m in helped["missing"]] == ["防卫过当"]
    caught = predict_sentence("小偷偷我的手机，我当场抓住他，把他打成了轻伤")
    assert caught["months"] > 0 and "已经逃离或者被制服" in _steps(caught)


def test_buyers_found_for_a_dealer_is_the_sale_and_asks_the_weight():
    result = predict_sentence("他帮毒贩介绍买家，收了两千块好处费")
    assert result["charge"] == "走私、贩卖、运输、制造毒品" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["drug_grams"]


def test_drunk_on_an_e_bike_is_no_dangerous_driving_and_says_why():
    with pytest.raises(ValueError, match="非机动车"):
        predict_sentence("他喝了酒骑电动车被交警查了，酒精一百")
    # a death caused is still read as the crash's crime
    assert predict_sentence("他喝醉了骑电动车把一个老人撞死了")["charge"] == "交通肇事"


def test_a_beating_to_death_in_answer_to_an_armed_intruder_names_the_special_defence():
    result = predict_sentence("他喝醉了拿刀冲进我家要杀我，我把他打死了，我要坐牢吗")
    assert result["charge"] == "故意伤害" and result["months"] == 0
    assert "可能适用第三款" in _steps(result)


@pytest.mark.parametrize("question", ["他拿刀砍我，我反击把他打成了重伤，这算防卫过当吗", "他拿刀砍我，我反击把他打成了重伤，算不算防卫过当"])
def test_excessive_defence_asked_is_not_read_as_found(question):
    result = predict_sentence(question)
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["防卫过当"]


def test_a_place_taken_before_the_crime_existed_is_refused_with_why():
    # 刑法第二百八十条之二 is in force from 2021-03-01 (刑法第十二条第一款): before, only forged papers were a crime
    with pytest.raises(ValueError, match="当时尚无「冒名顶替」罪.*第二百八十条"):
        predict_sentence("2019年9月，他冒名顶替别人上了大学")
