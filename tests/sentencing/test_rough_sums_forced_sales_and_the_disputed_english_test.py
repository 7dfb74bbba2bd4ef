"""Session 30: a sum said roughly ('一万多块钱') is read at its floor with a step that says so; the factors listed are
those the engine sentenced on (fake notes by their total face value); 强迫交易 asks for its 情节严重 where no fact tells
it; 英语四六级, whose standing as a 法律规定的国家考试 is disputed, names each exam crime on that condition and asks; a
found thing the owner asked for and the finder 没还 is refused."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def _amount(result: dict) -> float:
    return next(f["value"] for f in result["factors"] if f["name"] == "amount")


# ---- a sum said roughly ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact, charge, floor", [
    ("用假币买了一万多块钱的东西，会判几年", "持有、使用假币", 10000),  # was asked for the amount
    ("偷了两千多块钱，会坐牢吗", "盗窃", 2000),
    ("诈骗了别人三万多元，会判几年", "诈骗", 30000),
])
def test_a_rough_sum_is_read_at_its_floor_and_said_so(fact, charge, floor):
    result = predict_sentence(fact)
    assert result["charge"] == charge and result["months"] > 0 and _amount(result) == floor
    assert f"是约数，按其所说的最少数额{floor}元计算" in _steps(result)


@pytest.mark.parametrize("fact", ["偷了两千块钱，会坐牢吗", "被告人盗窃他人现金3000余元。"])
def test_an_exact_sum_or_a_court_records_gets_no_rough_sum_step(fact):
    assert "是约数" not in _steps(predict_sentence(fact))


def test_the_factors_listed_are_those_the_term_was_computed_on():
    result = predict_sentence("明知道是假钞，还拿五十张一百元的假钞去商场买东西，会判几年")
    assert _amount(result) == 5000  # was listed as 100, one note's value, while the engine measured 5000
    assert "共5000元" in _steps(result)


# ---- 强迫交易 and 非法捕捞水产品 ask for 情节严重 --------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "去旅游被导游拉进一家玉器店，不买东西就不让我们走，这是犯罪吗",  # was sentenced as 情节严重, said to be assumed
    "在景区强买强卖，会判刑吗",
    "强迫两个游客买玉，不买就不让走",
])
def test_a_forced_sale_with_no_serious_circumstance_told_asks_for_it(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "强迫交易" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"]
    steps = _steps(result)
    assert "强迫交易三次以上或者强迫三人以上交易" in steps and "立案追诉标准（一）第二十八条，本地语料库未收录，按记忆引用" in steps
    assert "治安管理处罚法》第五十四条" in steps


@pytest.mark.parametrize("fact, told", [
    ("他强迫顾客买东西，一共强迫了五次", "五次"),
    ("导游强迫三十多个游客购物，不买就不让走", "三十多个游客"),
])
def test_a_forced_sale_told_three_times_or_to_three_people_is_sentenced(fact, told):
    result = predict_sentence(fact)
    assert result["charge"] == "强迫交易" and result["months"] > 0 and not result["missing"]
    assert f"事实中写明「{told}」" in _steps(result)


def test_electric_fishing_with_nothing_of_its_severity_told_asks_for_it():
    result = predict_sentence("去水库电鱼，会坐牢吗")
    assert result["charge"] == "非法捕捞水产品" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["非法捕捞情节严重"]


# ---- 英语四六级 --------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact, charge", [
    ("组织英语四六级考试作弊，会坐牢吗", "组织考试作弊"),  # was answered as no crime
    ("我在学校里偷偷卖英语六级考试的作弊耳机，会判刑吗", "组织考试作弊"),
    ("在网上卖英语四级考试的答案，会判刑吗", "非法出售、提供试题、答案"),
    ("帮同学替考英语四六级被抓了", "代替考试"),
])
def test_the_english_test_names_the_crime_on_a_condition_and_asks(fact, charge):
    result = predict_sentence(fact)
    assert result["charge"] == charge and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["法律规定的国家考试"]
    steps = _steps(result)
    assert "有争议" in steps and f"认定属于的，构成「{charge}」" in steps and "请写明「属于国家考试」" in steps


def test_the_english_test_told_a_national_exam_is_sentenced():
    result = predict_sentence("组织英语四六级考试作弊，四六级属于国家考试")
    assert result["charge"] == "组织考试作弊" and result["months"] > 0 and not result["missing"]


def test_a_school_exam_stays_no_crime():
    with pytest.raises(NoCrimeTold, match="学校的期末考试和月考不在其中"):
        predict_sentence("帮同学期末考试作弊，会怎么样")


# ---- a found thing not given back ------------------------------------------------------------------------------------

def test_a_found_phone_the_owner_asked_for_and_not_given_back_is_a_refusal():
    result = predict_sentence("在出租车上捡到一部手机，失主打电话来要，我没还，手机值六千")  # was asked for the refusal
    assert result["charge"] == "侵占" and result["months"] > 0 and not result["missing"]
    assert any(f["name"] == "拒不退还" and f["value"] is True for f in result["factors"])
