"""Session 31, round 3: drink told beside a crash below 交通肇事's level names 危险驾驶 and asks the blood alcohol; a
found thing kept after the owner came for it is the refusal 侵占 needs; hemp below the figure asks for the law's other
two grounds by their own name; a family member shut in names 虐待 and 遗弃 beside 非法拘禁; a fatal stab names 故意杀人."""

import pytest

from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


# ---- drink and a crash, no blood alcohol told ---------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "喝了酒开车撞了人，对方轻伤，我当时吓跑了，会判几年",  # was: 交通肇事, 不构成所列犯罪
    "晚上喝了点酒开车把一个骑电动车的撞成轻伤了，会坐牢吗",
    "聚餐喝了三杯白酒后开车，追尾把前车司机撞成轻伤",  # the drink counted ('三杯白酒') is drink too
])
def test_drink_beside_a_crash_below_traffic_accidents_level_names_dangerous_driving_and_asks_the_level(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "危险驾驶" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["bac"]
    assert result["penalty"] == "无法计算：需补充血液酒精含量（mg/100ml）"
    assert "不构成交通肇事罪" in _steps(result)


def test_the_level_told_below_drunk_or_the_other_partys_drink_is_no_dangerous_driving():
    low = predict_sentence("喝了酒开车撞了人，对方轻伤，测出来血液酒精含量50")
    assert low["months"] == 0 and not low["missing"] and "饮酒驾驶" in _steps(low)
    other = predict_sentence("对方喝了酒，我开车撞了他，他轻伤")
    assert other["charge"] == "交通肇事" and other["penalty"] == "不构成所列犯罪，不判处刑罚"


def test_drink_beside_a_crash_whose_harm_is_untold_still_asks_the_harm():
    result = predict_sentence("喝了酒开车撞了人，会判几年")
    assert result["charge"] == "交通肇事" and [m["factor"] for m in result["missing"]] == ["injury"]


# ---- a found thing kept after the owner came for it ---------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "捡到一部手机没还，值四千块，失主找上门了我也没给",  # was: asked 拒不退还
    "在公交上捡了个包，里面有六千块现金，失主打电话来，我就是不还",
])
def test_the_owner_come_for_a_found_thing_and_refused_is_the_refusal(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "侵占" and result["months"] > 0 and not result["missing"]
    assert "经失主要求拒不交出" in _steps(result)


def test_a_found_phone_not_returned_with_no_owner_told_still_asks_the_refusal():
    result = predict_sentence("捡到一部手机没还，值四千块")
    assert [m["factor"] for m in result["missing"]] == ["拒不退还"]


# ---- hemp below the figure ----------------------------------------------------------------------------------------

def test_hemp_below_the_figure_asks_the_other_grounds_by_name_not_seriousness():
    result = predict_sentence("在自家阳台种了二十株大麻，自己抽，犯法吗")
    assert result["penalty"] == "无法计算：需补充经公安机关处理后又种植，或者抗拒铲除"
    assert "情节严重" not in result["penalty"] and "数量未达到入罪标准" in _steps(result)


def test_hemp_planted_again_after_a_fine_is_a_crime_with_the_ground_shown():
    result = predict_sentence("他去年种罂粟被罚过款，今年又种了一百棵")
    assert result["months"] > 0 and not result["missing"]
    assert any(f["name"] == "又种植或抗拒铲除" for f in result["factors"])


# ---- a family member shut in --------------------------------------------------------------------------------------

def test_a_family_member_shut_in_names_ill_treatment_and_abandonment_beside_detention():
    result = predict_sentence("我爸把我奶奶锁在屋里好几天不给饭吃，这算犯罪吗")
    assert result["charge"] == "非法拘禁" and result["months"] > 0
    steps = _steps(result)
    assert "被关的是家庭成员（「我奶奶」）" in steps and "虐待罪（刑法第二百六十条" in steps and "遗弃罪" in steps
    assert "charge 写「虐待」" in steps


def test_a_stranger_held_for_a_debt_gets_no_family_step():
    assert "家庭成员" not in _steps(predict_sentence("他们把欠钱的人关在仓库里两天"))


# ---- a fatal stab -------------------------------------------------------------------------------------------------

def test_a_fatal_stab_names_intentional_homicide_and_that_intent_decides():
    result = predict_sentence("我弟弟17岁，在网吧跟人起冲突，用刀把人捅死了")
    assert result["charge"] == "故意伤害" and result["months"] > 0
    steps = _steps(result)
    assert "故意杀人罪（第二百三十二条" in steps and "取决于行为人的故意" in steps


def test_a_death_by_blows_with_no_blade_gets_no_stab_step():
    result = predict_sentence("他跟人打架，一拳把对方打死了")
    assert result["charge"] == "故意伤害" and result["months"] > 0
    assert "用刀捅、刺、砍致人死亡" not in _steps(result)
