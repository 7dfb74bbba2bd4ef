"""Lay criminal questions read in session 28 (second round): a threat told by the one threatened, then a sum he was
told to hand over (敲诈勒索 by the one who threatened, 未遂 where nothing was paid; a debt asked back is none); a repair
cost said with no unit after its last digit ('修好花了一万二'); cheating in an exam no law provides for (英语四六级, a school's
own: not 组织考试作弊, answered with why)."""

import pytest

from backend.sentencing.factors import read_amount
from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _factor(result: dict, name: str):
    return next((f["value"] for f in result["factors"] if f["name"] == name), None)


# ---- extortion told by its victim ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("fact", "amount"), [
    ("他拿我的裸聊视频威胁我，要我给他五千块", 5000),  # was refused (无法识别罪名)
    ("他拿我的裸聊视频威胁我，要我给他五千块，我给了", 5000),
    ("他威胁说要去我单位闹，让我打给他两万块", 20000),
])
def test_a_threat_then_a_sum_demanded_of_the_teller_is_extortion(fact, amount):
    result = predict_sentence(fact)
    assert result["charge"] == "敲诈勒索"
    assert _factor(result, "amount") == amount and _factor(result, "未遂") is None
    assert 1 <= result["months"] <= 36  # 数额较大 (法释〔2013〕10号: 二千元至五千元以上)


@pytest.mark.parametrize("fact", [
    "他拿我的裸聊视频威胁我，要我给他五千块，我没给",
    "他恐吓我说要把我的事告诉我老婆，让我转给他两万，我一分钱都没转",
])
def test_a_threatened_demand_left_unpaid_is_an_attempt(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "敲诈勒索" and _factor(result, "未遂") is True
    assert "敲诈勒索的司法解释没有规定未遂" in "\n".join(step["description"] for step in result["steps"])


def test_a_debt_asked_back_is_no_extortion():
    with pytest.raises(ValueError):
        predict_sentence("他要我还他五千块")


def test_a_sum_demanded_at_knifepoint_stays_robbery():
    assert predict_sentence("他持刀威胁我，要我给他五千块")["charge"] == "抢劫"


# ---- a repair cost said with no unit after its last digit -----------------------------------------------------------

@pytest.mark.parametrize(("fact", "amount"), [
    ("他把我的车砸了，修好花了一万二", 12000),  # was asked for the amount
    ("他把我的车砸了，修好花了一万二千块", 12000),
    ("他把我家的门砸坏了，修好了花了两万三", 23000),
    ("他把我的车砸了，修复花了八千", 8000),
])
def test_a_repair_cost_said_roughly_is_the_amount(fact, amount):
    assert read_amount(fact)[0] == amount


def test_a_car_smashed_at_a_repair_cost_is_sentenced_by_it():
    result = predict_sentence("他把我的车砸了，修好花了一万二")
    assert result["charge"] == "故意毁坏财物" and _factor(result, "amount") == 12000
    assert 1 <= result["months"] <= 36  # 数额较大: 五千元以上


def test_a_repair_cost_below_the_threshold_is_no_crime():
    result = predict_sentence("他把我的车砸了，修好花了三千五")
    assert _factor(result, "amount") == 3500 and result["months"] == 0


@pytest.mark.parametrize("fact", [
    "修好花了三天",  # a time
    "修好花了一千二百个小时",  # a count in full
    "二〇一二年修好的",  # a date
])
def test_a_repair_lead_reads_no_time_count_or_date(fact):
    assert read_amount(fact) is None


# ---- cheating in an exam no law provides for ------------------------------------------------------------------------

# (英语四六级 is asked since session 30: test_rough_sums_forced_sales_and_the_disputed_english_test)
@pytest.mark.parametrize("fact", ["帮同学期末考试作弊会坐牢吗", "我替别人去考学校的月考"])
def test_cheating_in_an_exam_no_law_provides_for_is_answered_as_no_such_crime(fact):
    with pytest.raises(NoCrimeTold) as refused:
        predict_sentence(fact)
    note = str(refused.value)
    assert "学校的期末考试和月考不在其中" in note and "刑法第二百八十四条之一" in note
    assert "治安管理处罚法》第二十七条" in note and "刑法第二百八十三条" in note


@pytest.mark.parametrize("fact", [
    "我在网上卖高考作弊用的耳机",
    "我在网上卖英语四六级和考研作弊用的耳机",  # a law's exam named beside it: the crime is read
])
def test_a_device_for_a_national_exam_stays_the_crime(fact):
    assert predict_sentence(fact)["charge"] == "组织考试作弊"
