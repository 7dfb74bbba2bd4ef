"""Lay criminal questions read in session 27: a rumour spread in war (刑法第三百七十八条 anyone's, 第四百三十三条 a
serviceman's); an attempt at a sum short of 数额巨大 (盗窃, 诈骗: not prosecuted, 法释〔2013〕8号第十二条, 法释〔2011〕7号
第五条; 敲诈勒索: a note, the term kept); a demand paid in part (the part got 既遂, the rest 未遂, the heavier tier
sentenced); exam cheating, a crime taught, a protected bird shot and an official at work pushed, told in everyday words."""

import pytest

from backend.sentencing.factors import demand_paid_in_part, read_amount
from backend.sentencing.predict import predict_sentence


def _factor(result: dict, name: str):
    return next((f["value"] for f in result["factors"] if f["name"] == name), None)


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def _sources(result: dict) -> str:
    return "\n".join(step["source"] for step in result["steps"])


# ---- 战时 rumours ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "战时造谣惑众会判几年",  # was refused (无法识别罪名)
    "打仗的时候我在网上编造前线战败的消息，扰乱人心，会怎么判",  # was 诽谤 asking 情节严重
    "战时造谣说前线士兵都逃跑了，会判几年",  # soldiers named in the rumour, not as its teller
])
def test_a_war_rumour_by_anyone_is_the_article_378_crime(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "战时造谣扰乱军心"
    assert 1 <= result["months"] <= 36  # 三年以下有期徒刑、拘役或者管制
    assert "第三百七十八条" in _sources(result) and "第四百五十一条" in _sources(result)
    assert "案情未写明造谣的人是军人" in _steps(result)


def test_a_servicemans_war_rumour_is_the_article_433_crime():
    result = predict_sentence("一个当兵的在战时到处散布谣言说部队要投降了，动摇军心，会判几年")
    assert result["charge"] == "战时造谣惑众"
    assert 6 <= result["months"] <= 36  # 三年以下有期徒刑: no 拘役
    assert "现役军人" in _steps(result)


@pytest.mark.parametrize("fact, charge", [
    ("我在网上造谣说某某出轨，会判几年", "诽谤"),
    ("我在网上造谣说要地震了", "编造、故意传播虚假信息"),
])
def test_a_rumour_in_peace_is_read_as_before(fact, charge):
    assert predict_sentence(fact)["charge"] == charge


# ---- an attempt at a sum short of 数额巨大 -------------------------------------------------------------------------------

@pytest.mark.parametrize("fact, charge, source", [
    ("我想偷邻居家的金项链，价值五千，还没拿到就被抓了，没偷成", "盗窃", "法释〔2013〕8号）第十二条第一款"),
    ("我骗他转三千块，结果他没上当，没骗成", "诈骗", "法释〔2011〕7号）第五条第一款"),
])
def test_an_attempted_theft_or_fraud_of_a_lesser_sum_gets_no_term(fact, charge, source):
    result = predict_sentence(fact)
    assert result["charge"] == charge and _factor(result, "未遂") is True
    assert result["months"] == 0 and result["penalty"] == "不构成所列犯罪，不判处刑罚"
    assert "一般不予追究刑事责任" in _steps(result) and source in _sources(result)


@pytest.mark.parametrize("fact", [
    "我偷东西没偷成，那东西价值十万",  # 数额巨大 aimed at
    "我去博物馆偷一件文物，价值五千，没偷成",  # a relic aimed at
    "我偷了一个金项链价值五千，又偷了两次手机，最后一次没偷到",  # other acts done
])
def test_an_attempt_the_interpretation_prosecutes_keeps_its_term(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "盗窃" and _factor(result, "未遂") is True and result["months"] > 0
    assert "一般不予追究刑事责任" not in _steps(result)


def test_an_attempt_in_a_court_record_is_sentenced():
    result = predict_sentence("被告人王某于2020年5月窜至被害人家中盗窃价值5000元的金项链，因被发现未能得逞。")
    assert result["charge"] == "盗窃" and result["months"] > 0


@pytest.mark.parametrize("fact", [
    "我跟他要五千块不给就曝光他，他没给",  # was refused (无法识别罪名)
    "他要我转五千块，不然就把视频发出去，我没给",
])
def test_an_attempted_extortion_of_a_lesser_sum_keeps_its_term_with_a_note(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "敲诈勒索" and _factor(result, "amount") == 5000 and _factor(result, "未遂") is True
    assert result["months"] > 0
    assert "敲诈勒索的司法解释没有规定未遂" in _steps(result) and "第十三条" in _sources(result)


def test_an_extortion_done_gets_no_attempt_note():
    result = predict_sentence("我跟他要五千块不给就曝光他，他给了")
    assert result["charge"] == "敲诈勒索" and _factor(result, "未遂") is None
    assert "未遂" not in _steps(result)


# ---- a demand paid in part ----------------------------------------------------------------------------------------

def test_a_demand_and_its_part_paid_are_read_apart():
    assert demand_paid_in_part("勒索五万，给了三万") == (50000, 30000)
    assert demand_paid_in_part("他勒索我十万，我先给了他两万，后来又给了三万") == (100000, 50000)
    assert read_amount("勒索五万，给了三万")[0] == 50000  # the paid part is no second sum
    assert demand_paid_in_part("被告人勒索被害人5万元，被害人给了3万元") is None  # a court record states what was got
    # a sum said right after 要 is the demand: was 15000 (the demand unread), and 135000 with 块 (both added)
    assert demand_paid_in_part("前男友拿我的照片要挟我要十二万，我先给了他一万五") == (120000, 15000)
    assert read_amount("前男友拿我的照片要挟我，要十二万块，我先给了他一万五")[0] == 120000
    assert read_amount("看病需要五万") is None and read_amount("他还要五千") is None


def test_both_parts_in_one_tier_keep_the_whole_sum():
    before = predict_sentence("勒索五万")
    result = predict_sentence("勒索五万，给了三万")
    assert result["months"] == before["months"] and _factor(result, "amount") == 50000
    assert "两部分在同一档次，以下按既遂、以要求的总数额50000元计算" in _steps(result)


def test_the_unpaid_part_in_the_heavier_tier_is_sentenced_as_an_attempt():
    result = predict_sentence("他勒索我十万，我给了他两万")
    steps = _steps(result)
    assert "没有得到的80000元是未遂（数额巨大）" in steps and "以下按未遂的80000元、犯罪未遂计算" in steps
    assert "犯罪未遂" in steps and "法定刑档次「数额巨大、其他严重情节」" in steps
    assert 18 <= result["months"] < predict_sentence("他勒索我十万")["months"]


def test_the_paid_part_in_the_heavier_tier_is_sentenced_as_done():
    result = predict_sentence("他勒索我四十五万，我给了他三十五万")
    assert "以下按既遂的350000元计算" in _steps(result)
    assert "法定刑档次「数额巨大、其他严重情节」" in _steps(result)  # not 数额特别巨大, which 45万 alone reaches


def test_two_parts_in_one_tier_below_the_whole_sum_take_the_part_got():
    result = predict_sentence("他勒索我十万，我给了他五万")
    assert "以下按既遂的50000元计算" in _steps(result) and "法定刑档次「数额较大、多次」" in _steps(result)


# ---- exam cheating, a crime taught, a protected bird, an official pushed ---------------------------------------------

@pytest.mark.parametrize("fact, charge", [
    ("我帮人在公务员考试里组织作弊，卖答案，会判几年", "组织考试作弊"),  # was refused
    ("考研的时候我在网上卖考研的真题答案，赚了两万", "非法出售、提供试题、答案"),  # was refused
    ("我替我表弟去参加高考，被发现了会怎么样", "代替考试"),  # was refused
    ("我在网吧教别人怎么开锁偷车", "传授犯罪方法"),  # was 盗窃 asking the amount
    ("城管来收我的摊子，我推了他一把，把他推倒了，会坐牢吗", "妨害公务"),  # was refused
])
def test_everyday_crimes_are_named(fact, charge):
    result = predict_sentence(fact)
    assert result["charge"] == charge and result["months"] > 0


def test_a_protected_bird_shot_asks_its_value():
    # was refused: the bird's class told, not its name
    result = predict_sentence("我用弹弓打了一只国家二级保护的鸟，会判刑吗")
    assert result["charge"] == "危害珍贵、濒危野生动物"
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["amount"]


def test_a_driving_test_sat_for_another_is_not_read_as_a_state_exam():
    with pytest.raises(ValueError, match="无法从案情中识别罪名"):
        predict_sentence("我替我表弟去考驾照")
