"""Lay criminal questions read in session 26 (third round): a habitual beating told by the one beaten, by either spouse,
a parent or a child (虐待, asking 情节恶劣; an injury graded stays 故意伤害); the blame for a crash taken by another
(顶包: the one who takes it commits 窝藏、包庇, the driver who asks him 交通肇事); a count of records sold is no sum of
money; a demand under a threat that was not paid is attempted (刑法第二十三条)."""

import pytest

from backend.sentencing.factors import read_amount
from backend.sentencing.predict import predict_sentence


def _factor(result: dict, name: str):
    return next((f["value"] for f in result["factors"] if f["name"] == name), None)


def _missing(result: dict) -> list[str]:
    return [m["factor"] for m in result["missing"]]


# ---- a family member's habitual beating, told by the one beaten ------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "我老婆总是打我，我想离婚",  # was 故意伤害 asking the injury
    "我妈经常打我，身上青一块紫一块",  # was 故意伤害 asking the injury
    "儿子动不动就打我，还不给我饭吃",
])
def test_a_family_members_habitual_beating_told_by_the_one_beaten_is_ill_treatment(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "虐待"
    assert not result["months"] and _missing(result) == ["写明情节严重"]


def test_a_graded_injury_in_the_family_stays_intentional_injury():
    result = predict_sentence("我老公经常打我，这次把我打成轻伤二级")
    assert result["charge"] == "故意伤害" and _factor(result, "injury") == "轻伤二级" and result["months"] > 0


def test_one_beating_told_by_the_harm_it_left_asks_the_injury():
    result = predict_sentence("我老婆经常打我，这次把我打得头破血流，住了三天院")
    assert result["charge"] == "故意伤害" and _missing(result) == ["injury"]


def test_a_habitual_beating_by_someone_outside_the_family_asks_the_harm():
    result = predict_sentence("同事总是打我")
    assert result["charge"] == "故意伤害" and _missing(result) == ["injury"]


# ---- the blame for a crash taken by another (顶包) --------------------------------------------------------------------

def test_the_asker_told_to_say_he_drove_is_the_harbourer():
    # was 交通肇事 asking the harm: the crash is the brother's
    result = predict_sentence("我弟弟开车撞了人，让我去派出所说是我开的车")
    assert result["charge"] == "窝藏、包庇" and result["months"] > 0


def test_the_driver_who_has_another_take_the_blame_is_the_crash():
    # was 窝藏、包庇, 5 months: the asker's own act is the crash, and his flight
    result = predict_sentence("我开车撞死了一个人，当时害怕就跑了，后来叫我表弟去顶罪")
    assert result["charge"] == "交通肇事"
    assert _factor(result, "deaths") == 1 and _factor(result, "逃逸") is True and result["months"] >= 36
    unmeasured = predict_sentence("我开车撞了人，让我弟弟去顶包说是他开的，我跑了")
    assert unmeasured["charge"] == "交通肇事" and _missing(unmeasured) == ["injury"]


def test_one_asked_to_take_the_blame_stays_the_harbourer():
    assert predict_sentence("我哥撞了人，让我去顶包")["charge"] == "窝藏、包庇"


# ---- a count of records is no sum ------------------------------------------------------------------------------------

def test_records_counted_after_the_sale_are_no_amount():
    # was amount 3000 yuan in the factors
    assert read_amount("我把客户信息卖了三千条") is None
    result = predict_sentence("我把客户信息卖了三千条")
    assert result["charge"] == "侵犯公民个人信息" and _factor(result, "amount") is None
    assert read_amount("一共卖了三千，钱都花了")[0] == 3000


# ---- a demand under a threat, not paid ------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "他要我转五千块，不然就把视频发出去，我没给",
    "他说不给两万就把我的照片发到网上，我一分钱都没给，报警了",
])
def test_a_demand_not_paid_is_attempted(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "敲诈勒索" and _factor(result, "未遂") is True


def test_a_demand_paid_is_not_attempted():
    paid = predict_sentence("他要我转五千块，不然就把视频发出去，我转了")
    unpaid = predict_sentence("他要我转五千块，不然就把视频发出去，我没给")
    assert _factor(paid, "未遂") is None and _factor(paid, "amount") == 5000
    assert unpaid["months"] < paid["months"]
