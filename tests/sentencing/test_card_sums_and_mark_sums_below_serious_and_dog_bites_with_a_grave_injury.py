"""Session 30, round 3: a lay question of 帮信 or 假冒注册商标 (crimes only where 情节严重) whose sum is below the
figure and that tells no other item of 情节严重 is asked about, not sentenced on an assumed 情节严重; an item told
(a fee of 一万元, three helped, a profit of 三万元) gives the term; a court record keeps its reading. A dog's bite told
with a grave injury is the keeper's 过失致人重伤, with the negligence read, assumed (said so) or asked about."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def _missing(result: dict) -> list[str]:
    return [m["factor"] for m in result["missing"]]


# ---- 帮信 below 二十万元 ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "用自己的银行卡帮人走账，卡里过了十几万，拿了两千块好处费",  # was 拘役5个月 at 情节严重 with no basis
    "把银行卡借给别人用，转了五万块，拿了一千块好处",
])
def test_a_card_sum_below_the_figure_with_nothing_else_told_is_asked_about(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "帮助信息网络犯罪活动" and result["months"] == 0
    assert _missing(result) == ["写明情节严重"]
    steps = _steps(result)
    assert "不满情节严重的数额标准200000" in steps and "为三个以上对象提供帮助" in steps and "违法所得一万元以上" in steps


@pytest.mark.parametrize("fact, told", [
    ("用自己的银行卡帮人走账，卡里过了十几万，拿了一万两千块好处费", "一万两千块好处费"),
    ("用自己的银行卡帮人走账，卡里过了十几万，帮了三个上家", "三个上家"),
])
def test_another_item_of_serious_told_gives_the_term(fact, told):
    result = predict_sentence(fact)
    assert result["charge"] == "帮助信息网络犯罪活动" and result["months"] > 0 and not result["missing"]
    assert f"法定刑档次「情节严重」：1–36个月，另可拘役、单处罚金（依据：事实中写明「{told}」" in _steps(result)


def test_a_card_sum_above_the_figure_is_unchanged():
    result = predict_sentence("用自己的银行卡帮人走账，卡里过了五十多万，拿了三千块好处费")
    assert result["months"] == 8 and "500000 ≥ 情节严重（200000）" in _steps(result)


def test_a_court_record_below_the_figure_keeps_its_reading():
    result = predict_sentence(
        "经审理查明，被告人张某明知他人利用信息网络实施犯罪，仍将其银行卡出租给他人使用，支付结算金额共计人民币10万元。"
    )
    assert result["charge"] == "帮助信息网络犯罪活动" and result["months"] > 0 and not result["missing"]


# ---- 假冒注册商标 below 五万元 ----------------------------------------------------------------------------------------

def test_a_counterfeit_mark_sum_below_the_figure_is_asked_about():
    result = predict_sentence("在家做假冒注册商标的洗发水，卖了两万多")  # was 有期徒刑10个月 with no basis
    assert result["charge"] == "假冒注册商标" and result["months"] == 0 and _missing(result) == ["写明情节严重"]
    assert "不满情节严重的数额标准50000" in _steps(result) and "违法所得数额三万元以上" in _steps(result)


def test_a_counterfeit_marks_profit_told_gives_the_term():
    result = predict_sentence("在家做假冒注册商标的洗发水，卖了两万多，赚了三万")
    assert result["months"] > 0 and "事实中写明「赚了三万」，违法所得达到3万元以上" in _steps(result)


# ---- a dog's bite with a grave injury -----------------------------------------------------------------------------

def test_a_grave_dog_bite_with_nothing_told_of_the_keeping_assumes_negligence():
    result = predict_sentence("邻居家的狗把我孩子咬成重伤了，狗主人要坐牢吗")  # was 故意伤害, 有期徒刑4年
    assert result["charge"] == "过失致人重伤" and result["months"] > 0
    steps = _steps(result)
    assert "本案假定狗主人未尽管束义务（有过失）计算" in steps and "民法典》第一千二百四十五条至第一千二百四十七条" in steps


@pytest.mark.parametrize("fact, told", [
    ("遛狗不拴绳，狗把路人咬成重伤", "遛狗不拴"),
    ("养的藏獒跑出去把路人咬成重伤，主人会判刑吗", "藏獒"),
])
def test_a_grave_dog_bite_with_negligence_told(fact, told):
    result = predict_sentence(fact)
    assert result["charge"] == "过失致人重伤" and result["months"] > 0
    assert told in _steps(result) and "按过失致人重伤罪计算" in _steps(result)


def test_a_grave_bite_of_a_held_dog_that_was_provoked_is_asked_about():
    result = predict_sentence("邻居家的狗拴着，我孩子去逗狗，被咬成重伤了，狗主人要坐牢吗")
    assert result["charge"] == "过失致人重伤" and result["months"] == 0 and _missing(result) == ["狗主人未尽管束义务"]


def test_a_dog_set_on_someone_stays_intentional_harm():
    assert predict_sentence("他放狗把人咬成重伤")["charge"] == "故意伤害"


def test_a_light_dog_bite_stays_no_crime_told():
    with pytest.raises(NoCrimeTold, match="狗主人一般不构成犯罪"):
        predict_sentence("邻居的狗咬了我孩子，狗主人要坐牢吗")
