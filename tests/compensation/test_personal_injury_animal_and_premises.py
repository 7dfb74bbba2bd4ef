"""Personal injury outside traffic (scenario personal_injury): harm by a kept animal (民法典 第一千二百四十五条至第一千二百五十条)
and at a place whose operator failed its duty of safety (第一千一百九十八条). The items are the road accident's (the
shared injury_items code), with no insurance step; the share of the one who answers follows the rule of the cause, and
what it turns on (who kept the animal, a provocation, a leash, a breach of the duty) is asked where untold."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params


def _step(result: dict, words: str) -> dict:
    return next(step for step in result["steps"] if words in step["description"])


# --- a kept animal ---------------------------------------------------------------------------------------------------


def test_a_dog_bite_with_the_items_told_is_computed_on_the_keepers_strict_liability() -> None:
    result = compensate("被邻居家的狗咬了，狗没拴绳，打疫苗花了2000，误工一周，我月工资6000，我是正常路过，能赔多少")
    assert result["scenario"] == "personal_injury"
    params = result["params"]
    assert (params["cause"], params["liable_party_known"], params["safety_measures_lacking"], params["victim_at_fault"]) == (
        "animal", True, True, False
    )
    assert result["amount"] == 3400  # 医疗费 2000 + 误工费 6000 ÷ 30 × 7
    assert _step(result, "误工费 =")["amount"] == 1400
    assert "医疗费 2000.00元" in _step(result, "受害人合理损失总额")["description"]
    assert "第一千二百四十六条" in _step(result, "应赔偿")["source"]
    assert not any("交强险" in step["description"] for step in result["steps"])


def test_a_dog_bite_asks_whether_the_victim_provoked_it_and_whether_it_was_leashed() -> None:
    result = compensate("被邻居家的狗咬了，打疫苗花了2000，能赔多少")
    assert result["scenario"] == "personal_injury" and result["amount"] is None
    asked = "；".join(result["missing"])
    assert "挑逗" in asked and "第一千二百四十五条" in asked and "拴绳" in asked


def test_a_dog_bite_with_no_losses_told_asks_for_them_without_a_vehicle() -> None:
    result = compensate("被邻居家的狗咬了谁赔")
    [losses] = [asked for asked in result["missing"] if asked.startswith("受害人各项损失")]
    assert "医疗费" in losses and "车辆" not in losses


def test_an_animal_whose_keeper_is_untold_has_the_keeper_asked_for() -> None:
    result = compensate("走在小区里被一条大狗扑倒咬伤了，我没招惹它，医疗费5000，能赔多少")
    assert result["scenario"] == "personal_injury"
    assert result["params"]["liable_party_known"] is None
    assert any("饲养人或者管理人是谁" in asked for asked in result["missing"])


def test_a_banned_dangerous_dog_is_all_the_keepers_whatever_the_victim_did() -> None:
    result = compensate("楼上养的藏獒把我咬伤了，我当时踢了它一脚，医疗费1万，能赔多少")
    assert result["params"]["animal_banned"] is True
    assert result["amount"] == 10000
    assert "第一千二百四十七条" in _step(result, "应赔偿")["source"]


def test_a_provoked_animal_asks_for_the_reduced_share_and_uses_one_told() -> None:
    asked = compensate("我逗邻居家的狗被咬了，医疗费3000，能赔多少")
    assert asked["params"]["victim_at_fault"] is True and asked["amount"] is None
    assert any("判决、调解或者协议确定的比例" in item for item in asked["missing"])
    told = compensate("我逗邻居家的狗被咬了，医疗费3000，能赔多少", {"liability_ratio": 0.6})
    assert told["amount"] == 1800


def test_an_unleashed_dog_reduces_only_for_the_victims_intent() -> None:
    result = compensate("邻居家的狗没拴绳，冲出来把我咬了，医疗费3000，能赔多少")
    assert result["params"]["safety_measures_lacking"] is True
    assert any(asked.startswith("受害人有没有故意挑逗") and "第一千二百四十六条" in asked for asked in result["missing"])


def test_a_stray_dog_asks_for_its_former_keeper() -> None:
    result = compensate("被流浪狗咬了，医疗费2000，找谁赔")
    assert result["params"]["animal_stray"] is True
    assert any("第一千二百四十九条" in asked for asked in result["missing"])


def test_a_dog_that_knocked_someone_over_is_no_road_accident() -> None:
    result = compensate("被邻居家的狗撞倒了，摔骨折了，医疗费1万，我没招惹它，能赔多少")
    assert result["scenario"] == "personal_injury"


def test_a_car_that_hit_a_dog_stays_a_road_accident() -> None:
    assert compensate("开车撞到一只狗，狗主人要我赔，怎么算")["scenario"] == "traffic"


# --- a place's duty of safety ----------------------------------------------------------------------------------------


def test_a_fall_in_a_shop_asks_whether_the_duty_of_safety_was_failed() -> None:
    result = compensate("在超市滑倒摔骨折了，医疗费2万，能赔多少")
    assert result["scenario"] == "personal_injury" and result["params"]["cause"] == "premises"
    assert any("安全保障义务" in asked and "第一千一百九十八条" in asked for asked in result["missing"])


def test_a_fall_on_a_wet_floor_without_a_sign_is_the_shops_with_the_victims_fault_asked() -> None:
    question = "在超市滑倒摔骨折了，地上有水也没放警示牌，医疗费2万，超市要赔多少"
    result = compensate(question)
    assert result["params"]["safety_duty_breached"] is True
    assert any("第一千一百七十三条" in asked for asked in result["missing"])
    told = compensate(question, {"victim_at_fault": False})
    assert told["amount"] == 20000
    assert "第一千一百九十八条" in _step(told, "应赔偿")["source"]


def test_a_third_persons_push_leaves_the_operator_a_supplementary_share() -> None:
    result = compensate("在商场被别的顾客推倒摔伤了，商场地面也很滑没有警示，医疗费8000，能赔多少")
    assert result["params"]["third_party_caused"] is True
    assert any("补充责任" in note and "第二款" in note for note in result["notes"])
    assert any("补充责任比例" in asked for asked in result["missing"])


def test_a_worker_hurt_at_the_shop_they_work_in_is_a_work_injury() -> None:
    assert compensate("我在超市上班时摔倒了，骨折了，医疗费1万")["scenario"] == "work_injury"


# --- the parameters set directly ---------------------------------------------------------------------------------------


def test_the_scenario_runs_on_parameters_set_by_the_caller() -> None:
    result = compensate_params(
        "personal_injury",
        {"cause": "animal", "liable_party_known": True, "victim_at_fault": False, "losses": {"医疗费": 5000},
         "victim_died": None, "disability_grade": 10, "victim_age": 30, "local_disposable_income": 50000},
    )
    assert result["amount"] == 105000  # 5000 + 50000 × 20 × 10 %


@pytest.mark.parametrize(
    ("params", "words"),
    [
        ({"cause": "fire"}, "cause"),
        ({"cause": "animal", "liability_ratio": 1.5}, "责任比例"),
        ({"cause": "animal", "liable_party_known": True, "victim_at_fault": False, "losses": {"手机": 100}}, "无法识别的损失项目"),
    ],
)
def test_bad_parameters_are_refused_with_a_message(params: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        compensate_params("personal_injury", params)


# --- readings of lay wordings ----------------------------------------------------------------------------------------


def test_the_asker_as_the_keeper_is_the_one_who_answers() -> None:
    result = compensate("遛狗的时候我家狗没牵绳，把一个小孩咬了，对方医疗费3000，孩子没有逗狗，我要赔多少")
    assert result["params"]["liable_party"] == "提问人（动物饲养人）"
    assert result["amount"] == 3000


def test_a_disability_from_a_dog_bite_is_no_work_injury_and_is_computed() -> None:
    result = compensate("被邻居家的狗咬伤，评了十级伤残，我35岁，当地城镇居民人均可支配收入5万，我没惹它，能赔多少")
    assert result["scenario"] == "personal_injury"
    assert result["amount"] == 100000  # 50000 × 20 × 10 %


def test_money_the_keeper_handed_over_is_deducted() -> None:
    result = compensate("被邻居家的狗咬了，狗主人已经给了1000，医疗费3000，我没招惹它，还能要多少")
    assert result["params"]["already_paid"] == 1000
    assert result["amount"] == 2000


def test_the_victim_named_before_the_passive_is_the_one_whose_age_counts() -> None:
    result = compensate("我爸被邻居家的狗咬死了，他68岁，狗没拴绳")
    assert result["params"]["victim_died"] is True and result["params"]["victim_age"] == 68


def test_a_missing_mat_and_the_victims_own_inattention_are_both_read() -> None:
    result = compensate("在酒店洗澡滑倒了，没有防滑垫，医疗费1万，我自己也没注意，能要多少")
    assert (result["params"]["safety_duty_breached"], result["params"]["victim_at_fault"]) == (True, True)
    assert any("判决、调解或者协议确定的比例" in asked for asked in result["missing"])


def test_an_object_fallen_from_a_building_asks_whose_it_was_with_its_articles() -> None:
    # (computed since the third round: tests/compensation/test_personal_injury_school_and_falling_objects.py)
    result = compensate("在小区里被楼上掉下来的花盆砸伤了，医疗费2万，谁赔")
    assert (result["scenario"], result["params"]["cause"], result["amount"]) == ("personal_injury", "falling_object", None)
    assert any("第一千二百五十三条" in asked and "第一千二百五十四条" in asked for asked in result["missing"])


def test_a_shops_own_dog_is_the_shops_to_answer_for() -> None:
    result = compensate("在超市门口被超市的狗咬了，医疗费2000，我没逗它")
    assert result["params"]["liable_party"] == "超市（动物饲养人或者管理人）"
    assert result["amount"] == 2000


def test_a_childs_keeping_to_the_rules_is_read_as_no_fault_of_their_own() -> None:
    result = compensate("在游乐场玩蹦床摔伤了，工作人员没在旁边看护，医疗费8000，小孩没有违规，游乐场赔多少")
    assert (result["params"]["safety_duty_breached"], result["params"]["victim_at_fault"]) == (True, False)
    assert result["amount"] == 8000


def test_a_pets_death_on_the_road_is_no_victims_death() -> None:
    result = compensate("我家的狗被车撞死了，对方全责，狗值5000，能赔多少")
    assert result["scenario"] == "traffic"
    assert result["params"]["victim_died"] is None
    assert not any("死亡赔偿金" in asked for asked in result["missing"])


@pytest.mark.parametrize(
    ("question", "keeper", "amount"),
    [
        ("邻居家的鹅把我奶奶啄伤了，医药费800，奶奶没招惹它", "邻居（动物饲养人或者管理人）", 800),
        ("我女儿被邻居家的大狗扑倒，门牙摔断了，补牙花了1万，孩子没招惹它，能赔多少", "邻居（动物饲养人或者管理人）", 10000),
        ("晚上散步被一只泰迪咬了脚，主人当时牵着绳，我也没招惹它，医疗费1200", "动物饲养人或者管理人", 1200),
    ],
)
def test_everyday_wordings_of_an_animals_harm(question: str, keeper: str, amount: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "personal_injury"
    assert result["params"]["liable_party"] == keeper
    assert result["amount"] == amount


def test_a_leash_told_is_read_and_the_full_liability_stays() -> None:
    result = compensate("晚上散步被一只泰迪咬了脚，主人当时牵着绳，我也没招惹它，医疗费1200")
    assert result["params"]["safety_measures_lacking"] is False
    assert "第一千二百四十五条" in _step(result, "应赔偿")["source"]


def test_an_estates_property_company_named_is_the_one_who_answers() -> None:
    result = compensate("孩子在小区游乐设施上摔下来，设施螺丝松了，物业不管，医疗费1万，孩子没有违规，能找物业赔吗")
    assert result["params"]["liable_party"] == "物业服务企业（小区的管理者）"
    assert result["amount"] == 10000


def test_a_duty_of_safety_kept_is_nothing_owed_with_a_note_on_how_it_is_judged() -> None:
    result = compensate("在超市滑倒了，超市已经放了警示牌，医疗费3000，能赔多少")
    assert result["params"]["safety_duty_breached"] is False
    assert result["amount"] == 0
    assert _step(result, "应赔偿")["source"] == "民法典 第一千一百九十八条"
    assert any(note.startswith("是否尽到安全保障义务") for note in result["notes"])
