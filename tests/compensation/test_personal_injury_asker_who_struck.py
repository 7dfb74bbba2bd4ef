"""Personal injury, fourth round: the asker as the one who struck someone ('我把人打了…我要赔多少') is the payer of a
fault claim (民法典 第一千一百六十五条), computed from the payer's side, the share asked where the fight was mutual or the
hurt one started it (第一千一百七十三条); a child who ran into someone is its guardian's to answer for (第一千一百八十八条),
not a road accident; a passer-by hit by a brick fallen from a building site is the site's (第一千二百五十三条)."""

from __future__ import annotations

from backend.compensation import compensate


def test_the_asker_who_struck_someone_owes_the_hurt_ones_loss() -> None:
    result = compensate("我把人打了，对方医药费3000，我要赔多少")
    params = result["params"]
    assert (result["scenario"], params["cause"], params["victim_at_fault"]) == ("personal_injury", "fault", False)
    assert params["liable_party"] == "提问人（打人的一方）"
    assert result["amount"] == 3000
    assert any(step["source"] == "民法典 第一千一百六十五条" for step in result["steps"])


def test_the_asker_who_struck_in_a_mutual_fight_is_asked_the_share() -> None:
    result = compensate("我和邻居吵架动手把他打伤了，他医疗费8000，我俩是互殴，我要赔多少")
    params = result["params"]
    assert (params["cause"], params["liable_party"], params["victim_at_fault"]) == ("fault", "提问人（打人的一方）", True)
    assert result["amount"] is None
    assert any("判决、调解或者协议确定的比例" in asked for asked in result["missing"])


def test_the_asker_who_struck_after_the_other_started_is_asked_the_share() -> None:
    result = compensate("对方先动手推我，我一拳把他打伤了，他花了医疗费6000，我要赔多少")
    assert (result["params"]["cause"], result["params"]["victim_at_fault"]) == ("fault", True)
    assert result["amount"] is None


def test_the_asker_who_pushed_someone_the_other_having_started_it_is_asked_the_share() -> None:
    result = compensate("我推了邻居一把，他摔倒骨折了，医疗费2万，是他先骂人的，我要赔多少")
    params = result["params"]
    assert (params["cause"], params["liable_party"], params["victim_at_fault"]) == ("fault", "提问人（打人的一方）", True)
    assert result["amount"] is None


def test_the_asker_who_hit_someone_owes_the_medical_costs_and_the_lost_wages() -> None:
    result = compensate("我打了人，他医药费2000，误工一周，他月薪6000，我总共要赔多少")
    assert (result["params"]["cause"], result["params"]["liable_party"]) == ("fault", "提问人（打人的一方）")
    # 医药费 2000 + 误工费 7 days of a 6000 month (200 a day): 1400
    assert result["amount"] == 3400


def test_a_child_who_ran_into_an_old_man_is_the_guardians_not_a_road_accident() -> None:
    result = compensate("小孩在小区里跑把老人撞倒了，老人骨折医疗费2万，孩子8岁，家长要赔多少")
    params = result["params"]
    assert (result["scenario"], params["cause"], params["minor_caused"]) == ("personal_injury", "fault", True)
    assert result["amount"] == 20000
    assert result["steps"][-1]["source"] == "民法典 第一千一百八十八条"
    assert any("由监护人承担侵权责任" in step["description"] for step in result["steps"])


def test_the_asker_knocked_over_by_a_running_child_is_not_asked_a_vehicles_liability() -> None:
    result = compensate("我妈在小区散步被一个小孩跑过来撞倒了，医疗费1万，能赔多少")
    assert (result["scenario"], result["params"]["cause"]) == ("personal_injury", "fault")
    assert result["amount"] == 10000
    assert not any("机动车" in asked for asked in result["missing"])


def test_the_askers_own_child_who_knocked_someone_over_is_computed_for_the_parent() -> None:
    result = compensate("我家孩子7岁，在小区玩的时候把一个老太太撞倒了，她医疗费5000，我要赔多少")
    assert (result["params"]["cause"], result["params"]["minor_caused"], result["amount"]) == ("fault", True, 5000)


def test_a_bicycle_that_knocked_someone_over_stays_a_road_accident() -> None:
    assert compensate("被电动车撞倒了，医疗费3000，对方全责")["scenario"] == "traffic"


def test_a_passer_by_hit_by_a_brick_from_a_building_site_is_the_sites_by_presumed_fault() -> None:
    result = compensate("路过工地被掉下来的砖头砸伤了，医疗费5000，能赔多少")
    params = result["params"]
    assert (result["scenario"], params["cause"], params["object_thrown"]) == ("personal_injury", "falling_object", False)
    assert params["liable_party_known"] is True
    assert result["amount"] == 5000
    assert result["steps"][-1]["source"] == "民法典 第一千二百五十三条"


def test_a_worker_hit_by_a_brick_on_the_site_stays_a_work_injury() -> None:
    assert compensate("我在工地干活被掉下来的砖头砸伤了，能算工伤吗")["scenario"] == "work_injury"
