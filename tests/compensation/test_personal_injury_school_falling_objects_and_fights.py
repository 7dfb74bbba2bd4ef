"""Personal injury, third round: a child hurt at a school or a kindergarten (民法典 第一千一百九十九条至第一千二百零一条),
an object thrown or fallen from a building (第一千二百五十三条、第一千二百五十四条) and a blow or a fight (第一千一百六十五条),
each computed with the share its rule gives and asked what decides it where untold; also a time off work told without
an income (the income asked, not the amount) and a pet's value as a property loss in a road accident."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params


def _step(result: dict, words: str) -> dict:
    return next(step for step in result["steps"] if words in step["description"])


# --- a school or a kindergarten ------------------------------------------------------------------------------------


def test_a_child_under_eight_hurt_at_a_kindergarten_is_the_kindergartens_by_presumed_fault() -> None:
    result = compensate("我家孩子5岁，在幼儿园玩滑梯摔骨折了，医疗费2万，幼儿园要赔多少")
    params = result["params"]
    assert (result["scenario"], params["cause"], params["victim_capacity"]) == ("personal_injury", "school", "none")
    assert result["amount"] == 20000
    assert _step(result, "应赔偿")["source"] == "民法典 第一千一百九十九条"
    assert "推定学校有过错" in _step(result, "无民事行为能力人")["description"]
    # the burden is the school's: the answer says what frees it
    assert any("举证责任在学校" in note for note in result["notes"])


def test_a_kindergarten_that_proved_it_met_its_duty_owes_nothing() -> None:
    result = compensate_params("personal_injury", {
        "cause": "school", "victim_capacity": "none", "safety_duty_breached": False, "losses": {"医疗费": 20000},
    })
    assert result["amount"] == 0
    assert "须由学校证明" in result["steps"][0]["description"]


def test_a_pupil_of_eight_or_more_asks_whether_the_school_failed_its_duty() -> None:
    result = compensate("我儿子12岁，上体育课跳马摔伤了，医疗费1万，学校要赔吗")
    assert result["params"]["victim_capacity"] == "limited" and result["amount"] is None
    asked = "；".join(result["missing"])
    assert "未尽到教育、管理职责" in asked and "第一千二百条" in asked and "由受害方证明" in asked


def test_a_pupils_unguarded_vault_with_no_fault_of_his_own_is_the_schools_whole_loss() -> None:
    result = compensate("我儿子12岁，上体育课跳马摔伤了，老师没有做保护，他自己没违规，医疗费1万，学校要赔多少")
    params = result["params"]
    assert (params["safety_duty_breached"], params["victim_at_fault"]) == (True, False)
    assert result["amount"] == 10000
    assert _step(result, "应赔偿")["source"] == "民法典 第一千二百条"


def test_a_pupils_horseplay_with_a_classmate_reads_his_own_part_and_the_classmate() -> None:
    result = compensate("我女儿上初二，课间和同学打闹摔伤了，医疗费6000，学校有没有责任")
    params = result["params"]
    assert (params["victim_capacity"], params["fellow_pupil_caused"], params["victim_at_fault"]) == ("limited", True, True)
    assert result["amount"] is None


def test_a_classmates_push_asks_the_schools_share_beside_the_classmates_guardian() -> None:
    question = "女儿7岁在学校被同学推倒磕掉了门牙，补牙花了5000，谁赔"
    asked = compensate(question)
    assert asked["params"]["fellow_pupil_caused"] is True and asked["params"]["victim_capacity"] == "none"
    assert any("监护人" in item and "判决、调解或者协议确定的比例" in item for item in asked["missing"])
    assert any("第一千一百八十八条" in note for note in asked["notes"])
    assert compensate(question, {"liability_ratio": 0.4})["amount"] == 2000


def test_a_person_from_outside_the_school_answers_and_the_school_only_a_supplementary_share() -> None:
    result = compensate("我儿子10岁，放学前在学校被校外闯进来的人打伤了，医疗费8000，学校有责任吗")
    assert result["params"]["third_party_caused"] is True and result["params"]["cause"] == "school"
    assert result["amount"] == 8000
    owed = _step(result, "应赔偿")
    assert owed["description"].startswith("实施侵害的第三人") and owed["source"] == "民法典 第一千二百零一条"
    assert any("补充责任" in note and "追偿" in note for note in result["notes"])


def test_a_primary_pupil_of_no_age_told_has_the_age_asked() -> None:
    result = compensate("孩子在小学上课时从椅子上摔下来骨折了，医疗费1万，学校赔吗")
    assert result["params"]["cause"] == "school" and result["params"]["victim_capacity"] is None
    assert any(asked.startswith("受伤学生的年龄") for asked in result["missing"])


def test_a_worker_hurt_at_the_school_where_they_work_stays_a_work_injury() -> None:
    assert compensate("我在学校食堂干活滑倒了，医疗费5000，能算工伤吗")["scenario"] == "work_injury"


def test_a_bad_capacity_is_refused_in_chinese() -> None:
    with pytest.raises(ValueError, match="victim_capacity"):
        compensate_params("personal_injury", {"cause": "school", "victim_capacity": "child", "losses": {"医疗费": 100}})


# --- an object from a building -------------------------------------------------------------------------------------


def test_an_identified_thrower_owes_the_whole_loss() -> None:
    result = compensate("被12楼扔下来的酒瓶砸伤了头，医疗费2万，误工一个月，月工资6000，能赔多少")
    params = result["params"]
    assert (params["cause"], params["object_thrown"], params["liable_party_known"]) == ("falling_object", True, True)
    assert result["amount"] == 26000  # 医疗费 20000 + 误工费 6000 × 1
    owed = _step(result, "应赔偿")
    assert owed["description"].startswith("抛掷物品的人") and owed["source"] == "民法典 第一千二百五十四条"


def test_a_fallen_flowerpots_owner_answers_on_presumed_fault() -> None:
    result = compensate("被楼上邻居家阳台掉下来的花盆砸伤了，医疗费1万，能赔多少")
    assert result["params"]["object_thrown"] is False and result["amount"] == 10000
    owed = _step(result, "应赔偿")
    assert owed["description"].startswith("坠落物的所有人、管理人或者使用人") and owed["source"] == "民法典 第一千二百五十三条"
    assert "不能证明自己没有过错" in _step(result, "推定所有人")["description"]


def test_no_one_found_gives_the_possible_users_compensation_not_damages() -> None:
    question = "走在小区里被高空抛物砸伤了，找不到是谁扔的，物业也没装监控，医疗费3万，能赔多少"
    asked = compensate(question)
    params = asked["params"]
    assert (params["liable_party_known"], params["safety_duty_breached"]) == (False, True)
    assert asked["amount"] is None and any("补偿" in item and "判决、调解或者协议确定的比例" in item for item in asked["missing"])
    assert "是补偿，不是赔偿" in _step(asked, "可能加害的建筑物使用人")["description"]
    assert any("物业服务企业" in note and "第一千二百五十四条第二款" in note for note in asked["notes"])
    told = compensate(question, {"liability_ratio": 0.5})
    assert told["amount"] == 15000
    assert _step(told, "应补偿")["description"].startswith("可能加害的建筑物使用人应补偿")


def test_an_object_of_no_one_told_asks_whether_the_doer_was_found() -> None:
    result = compensate("在小区被掉下来的外墙瓷砖砸伤了，医疗费5000，物业要赔吗")
    assert result["params"]["cause"] == "falling_object" and result["params"]["liable_party_known"] is None
    assert any("报警" in asked for asked in result["missing"])


@pytest.mark.parametrize(
    ("question", "scenario"),
    [
        # a case from a train's rack is the carrier's (民法典 第八百二十三条), not a building's
        ("我坐高铁时行李架上的箱子掉下来砸伤了我，医药费5000，能赔多少", "traffic"),
        # goods from a shop's shelf: the shop's duty of safety (第一千一百九十八条)
        ("在超市被货架上掉下来的东西砸伤了，医疗费3000，超市没有放警示，我没过错，能赔多少", "personal_injury"),
    ],
)
def test_a_fall_not_from_a_building_is_not_read_as_one(question: str, scenario: str) -> None:
    result = compensate(question)
    assert result["scenario"] == scenario
    if scenario == "personal_injury":
        assert result["params"]["cause"] == "premises" and result["amount"] == 3000


# --- a blow or a fight ---------------------------------------------------------------------------------------------


def test_a_blow_with_the_other_side_wholly_at_fault_is_computed_and_no_road_accident() -> None:
    result = compensate("我被人打了，鼻梁骨折，医疗费1万，对方全责，能赔多少")
    assert (result["scenario"], result["params"]["cause"]) == ("personal_injury", "fault")
    assert result["amount"] == 10000
    assert _step(result, "应赔偿")["source"] == "民法典 第一千一百六十五条"
    assert not any("交强险" in step["description"] for step in result["steps"])
    assert any("治安管理处罚法 第五十一条" in note and "刑法 第二百三十四条" in note for note in result["notes"])


def test_a_fight_asks_the_share_the_victims_own_part_leaves() -> None:
    question = "和别人打架被打伤了，医疗费5000，对方要赔多少"
    asked = compensate(question)
    assert asked["params"]["victim_at_fault"] is True and asked["amount"] is None
    assert any("判决、调解或者协议确定的比例" in item for item in asked["missing"])
    told = compensate(question, {"liability_ratio": 0.7})
    assert told["amount"] == 3500
    assert "第一千一百七十三条" in _step(told, "应赔偿")["source"]


def test_a_fight_at_work_asked_as_a_work_injury_stays_one() -> None:
    assert compensate("上班时跟同事打架被打伤了，医疗费3000，能算工伤吗")["scenario"] == "work_injury"


def test_a_striker_who_ran_off_is_asked_for() -> None:
    result = compensate("我爸68岁被人推倒摔骨折了，推他的人跑了，医疗费3万")
    assert result["params"]["cause"] == "fault" and result["params"]["liable_party_known"] is False
    assert any(asked.startswith("打伤人的是谁") for asked in result["missing"])


def test_a_blow_at_a_restaurant_is_the_strikers_with_the_restaurants_share_asked() -> None:
    result = compensate("在饭店吃饭被邻桌的人打伤了，医疗费8000，饭店有责任吗")
    assert (result["params"]["cause"], result["params"]["third_party_caused"]) == ("premises", True)
    assert any("第三人" in note for note in result["notes"])


# --- lost work told by its time, a pet's value ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    ["被车撞了，误工一周，对方全责，医疗费3000，能赔多少", "被邻居家的狗咬了，误工一周，医疗费2000，我没招惹它，狗没拴绳，能赔多少"],
)
def test_a_week_off_without_an_income_asks_the_income_not_the_amount(question: str) -> None:
    result = compensate(question)
    assert "误工费" not in result["params"]["unquantified_losses"]
    lost = next(item for item in result["params"]["rated_items"] if item["item"] == "误工费")
    assert (lost["time"], lost["time_unit"], lost["rate"]) == (7, "天", None)
    note = next(note for note in result["notes"] if note.startswith("未计入误工费"))
    assert "受害人受伤前的收入" in note and "误工时间 7 天" in note
    assert result["amount"] in (3000, 2000)


def test_a_pets_value_in_a_road_accident_is_a_property_loss() -> None:
    result = compensate("我家的狗被车撞死了，对方全责，狗值5000，能赔多少")
    assert result["params"]["losses"] == {"财产损失": 5000}
    assert result["params"]["victim_died"] is None
    assert result["amount"] == 5000  # 交强险 财产损失限额 2000 + 3000 by the driver's whole fault
    assert "财产损失赔偿限额" in _step(result, "交强险财产损失")["description"]


def test_a_pets_price_beside_the_walkers_own_injury_is_added() -> None:
    result = compensate("我牵着狗过马路被车撞了，我医疗费3000，狗也被撞死了，狗买的时候花了8000，对方全责，能赔多少")
    assert result["params"]["losses"] == {"医疗费": 3000, "财产损失": 8000}
    assert result["amount"] == 11000
