"""Lay questions of sub-areas earlier rounds did not probe. A platform rider's work injury rests on a labour relation,
which is asked for; a commuting accident of the worker's own main fault, and a death after more than 48 hours of rescue
from a sudden illness, are no work injury; a worker who draws a pension has a service relation, no work injury; one past
the retirement age without a pension is noted as covered; a gang boss's worker is the contractor's to answer for; an
employer's lump-sum offer is set beside the statutory benefits. In traffic: 丧葬费 told by a bare average wage, a stand-in
car or lost takings outside the compulsory insurance, depreciation noted as not owed, '伤残赔偿' as the disability item,
money the other side already handed over, and a dismissal while in the medical period."""

from __future__ import annotations

import pytest

from backend.compensation import compensate


def _notes_with(result: dict, words: str) -> list[str]:
    return [note for note in result["notes"] if words in note]


# --- platform riders ---------------------------------------------------------------------------------------------


def test_a_platform_riders_work_injury_asks_for_the_labour_relation() -> None:
    result = compensate("我是众包骑手，没签合同，送餐时撞伤了，医疗费1万，能找平台要工伤吗")
    assert result["scenario"] == "work_injury"
    assert result["params"]["platform_worker"] is True and result["params"]["labour_relation"] is None
    assert result["amount"] is None
    assert any("存在劳动关系" in asked and "劳社部发〔2005〕12号" in asked for asked in result["missing"])


def test_a_rider_who_fell_on_a_run_is_a_work_injury_question() -> None:
    result = compensate("我是饿了么骑手，跑单时自己摔了，胳膊骨折花了2万，平台只给了保险，能要求站点赔吗")
    assert result["scenario"] == "work_injury"
    assert any("存在劳动关系" in asked for asked in result["missing"])


def test_a_rider_with_a_labour_contract_is_computed() -> None:
    result = compensate("我是外卖骑手，跟站点签了劳动合同，送餐时摔伤评了十级伤残，月工资6000，工伤能拿多少")
    assert result["params"]["labour_relation"] is True
    assert result["amount"] == 42000  # 6000 × 7


def test_a_rider_with_no_labour_relation_has_no_benefits() -> None:
    result = compensate("我是众包骑手，送餐时摔伤评了十级伤残，月工资6000，工伤能拿多少", {"labour_relation": False})
    assert result["amount"] == 0
    assert _notes_with(result, "众包骑手通常不认定劳动关系")


def test_a_rider_hit_on_a_delivery_has_the_labour_relation_said_beside_the_work_injury_note() -> None:
    result = compensate("我在美团送外卖，送餐路上被一辆小车撞了，腿骨折，医疗费3万，对方全责，站点说我不是他们员工，能算工伤吗，能赔多少")
    assert result["scenario"] == "traffic" and result["amount"] == 30000
    [note] = _notes_with(result, "第十四条第（五）项")
    assert "以存在劳动关系为前提" in note


# --- commuting ---------------------------------------------------------------------------------------------------


def test_a_commuters_own_main_fault_is_no_work_injury() -> None:
    result = compensate("我上班路上闯红灯被车撞了，交警认定我主要责任，评了九级伤残，月工资5000，工伤待遇能拿多少")
    assert result["scenario"] == "work_injury"
    assert result["params"]["injury_recognised"] is False and result["amount"] == 0
    assert _notes_with(result, "只有非本人主要责任的才认定为工伤")


def test_a_commuters_own_main_fault_in_a_traffic_question_is_noted() -> None:
    result = compensate("我上班路上闯红灯被车撞了，交警认定我主要责任，医疗费2万，能算工伤吗")
    assert result["scenario"] == "traffic"
    [note] = _notes_with(result, "第十四条第（六）项")
    assert "一般不能认定为工伤" in note


def test_a_solo_fall_on_the_commute_turns_on_the_finding() -> None:
    result = compensate("我上班路上自己骑电动车摔倒了，没有其他车，骨折了，医疗费1万，算不算工伤")
    [note] = _notes_with(result, "单方事故")
    assert "第十四条第（六）项" in note and "事故责任认定" in note


# --- past the retirement age -------------------------------------------------------------------------------------


def test_a_worker_drawing_a_pension_has_a_service_relation_not_a_work_injury() -> None:
    # (since session 29, round 3, answered as the personal injury of a service relation: see
    # test_wages_not_got_thrown_bottles_and_rehired_retirees.py)
    result = compensate("我今年62岁，在工地干活摔伤了，已经领养老金了，老板不给赔，医疗费4万，能赔多少")
    assert (result["scenario"], result["params"]["cause"]) == ("personal_injury", "service")
    [note] = _notes_with(result, "按劳务关系处理")
    assert "第三十二条第一款" in note and "不能认定工伤" in note


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("我爸65岁了，没有退休金，在厂里上班被机器轧断了手指，评了八级伤残，月工资4000，能按工伤赔吗", 44000),
        ("我58岁女的，在保洁公司上班，已经过了退休年龄没领养老金，干活时摔伤了，能算工伤吗", None),
    ],
)
def test_a_worker_past_the_retirement_age_without_a_pension_is_noted_as_covered(question: str, amount: int | None) -> None:
    result = compensate(question)
    assert result["params"]["labour_relation"] is None
    assert result["amount"] == amount
    [note] = _notes_with(result, "已过法定退休年龄")
    assert "人社部发〔2016〕29号" in note


# --- gang bosses, sudden illness, settlements ---------------------------------------------------------------------


def test_a_gang_bosss_worker_is_the_contractors_to_answer_for() -> None:
    result = compensate("我在工地干活被砸伤了，包工头跑了，总包公司不管，医疗费8万，能找谁赔")
    [note] = _notes_with(result, "包工头")
    assert "承包单位承担工伤保险责任" in note and "第三条第一款第（四）项" in note


def test_a_death_after_three_days_of_rescue_is_no_work_death() -> None:
    result = compensate("我老公在公司上班时突发心梗，抢救了三天还是走了，能算工亡吗，他月工资7000")
    assert result["params"]["injury_recognised"] is False and result["amount"] == 0
    [note] = _notes_with(result, "抢救超过了48小时")
    assert "社会保险法 第十七条" in note


def test_a_death_within_the_day_stays_a_work_death() -> None:
    result = compensate("我老公在公司上班时突发心梗，当天抢救无效去世了，月工资7000，能拿多少工亡待遇")
    assert result["params"]["injury_recognised"] is None
    assert not _notes_with(result, "抢救超过了48小时")


@pytest.mark.parametrize(
    ("question", "offered"),
    [
        ("我工伤十级，公司让我签协议一次性给2万了事，月薪5000，这个合理吗", "20000.00元"),
        ("工伤九级，老板想私了，给我3万，月工资6000，亏不亏", "30000.00元"),
    ],
)
def test_an_employers_lump_sum_offer_is_set_beside_the_benefits(question: str, offered: str) -> None:
    result = compensate(question)
    [note] = _notes_with(result, "显失公平")
    assert f"单位提出的 {offered}" in note and "第三十五条" in note


# --- traffic losses in lay words ---------------------------------------------------------------------------------


def test_the_funeral_told_by_a_bare_average_wage_is_the_local_one() -> None:
    result = compensate("我爸72岁被车撞死了，对方全责，当地城镇人均可支配收入5万，丧葬费按当地6个月平均工资，平均工资每月8000，能赔多少")
    assert result["params"]["local_avg_monthly_wage"] == 8000
    assert not result["params"]["rated_items"]  # not the victim's income
    assert result["amount"] == 448000  # 50000 × (20 − 12) + 8000 × 6


@pytest.mark.parametrize(
    ("told", "item"),
    [("租车代步花了3000", "租车代步"), ("代步车费3000", "代步车费"), ("停运损失3000", "停运损失")],
)
def test_a_stand_in_car_or_lost_takings_is_owed_outside_the_compulsory_insurance(told: str, item: str) -> None:
    result = compensate(f"开车被追尾，对方全责，我的车修了1.5万，{told}，能要多少")
    assert result["params"]["losses"] == {"车辆损失": 15000, item: 3000}
    assert result["amount"] == 18000  # 2000 from the compulsory insurance, the rest by the share
    compulsory = [step for step in result["steps"] if step["description"] == "交强险赔偿合计"]
    assert compulsory[0]["amount"] == 2000


def test_depreciation_is_noted_as_not_owed() -> None:
    result = compensate("车被撞了，修车花了2万，贬值损失5000，对方全责，能赔多少")
    assert result["amount"] == 20000
    assert _notes_with(result, "贬值损失不计入")


def test_a_disability_award_told_as_伤残赔偿_is_the_disability_item() -> None:
    result = compensate("2023年被车撞了，对方只有交强险，我是无责，医疗费10万，伤残赔偿20万，保险公司赔多少")
    assert result["amount"] == 198000  # 18000 + 180000


def test_the_grades_index_is_no_disability_item() -> None:
    result = compensate("2023年5月，我骑电动车被轿车撞了，交警认定对方主要责任，伤残赔偿指数70%。我医疗费30000元，对方有交强险，没有商业险，能赔多少？")
    assert not result["params"]["unquantified_losses"]


def test_money_the_other_side_handed_over_is_taken_off() -> None:
    result = compensate("我被车撞了，对方全责，医疗费2万，对方已经给了5000，还能要多少")
    assert result["params"]["already_paid"] == 5000
    assert result["amount"] == 15000


def test_someone_who_ran_out_into_the_road_is_a_pedestrian() -> None:
    result = compensate("2023年我开车正常行驶，一个人突然冲出来被我撞了，交警认定我无责，对方医疗费5万，我要赔多少")
    assert result["params"]["victim_is_pedestrian"] is True
    assert result["amount"] == 6620  # the no-fault medical limit 1800, then at most 10% of the rest: 48200 × 10%


# --- a dismissal in the medical period ---------------------------------------------------------------------------


def test_a_dismissal_told_as_in_the_medical_period_gets_the_42_note() -> None:
    result = compensate("我在医疗期被公司辞退了，干了6年，月薪7000，能拿多少")
    assert _notes_with(result, "第四十二条第（三）项")


# --- more lay wordings ---------------------------------------------------------------------------------------------


def test_suspension_wages_told_as_unpaid_are_what_is_asked_without_a_grade() -> None:
    result = compensate("工伤停工留薪期6个月，公司一分钱工资没发，月薪5000，能要多少")
    assert result["params"]["targets"] == ["suspension_wages"]
    assert result["amount"] == 30000 and not result["missing"]
    # with a grade told, the benefits of the grade are asked as well
    graded = compensate("工伤九级，停工留薪6个月，公司一分钱工资没发，月薪5000，能要多少")
    assert graded["amount"] == 75000  # 5000 × 9 + 5000 × 6


def test_a_passengers_own_carelessness_is_noted_as_reducing_the_carriers_damages() -> None:
    result = compensate("坐公交车时我自己没扶好摔倒了，司机正常行驶，医疗费5000，能找公交公司赔吗")
    assert result["params"]["carried_passenger"] is True and result["amount"] == 5000
    [note] = _notes_with(result, "乘客自己也有疏忽")
    assert "第五百九十二条第二款" in note


def test_a_coach_passenger_hit_by_another_vehicle_is_told_the_carrier_answers_too() -> None:
    result = compensate("坐长途大巴，大巴和货车相撞，货车全责，我医疗费5万，我该找谁赔，能赔多少")
    assert not result["params"]["carried_passenger"]
    assert result["amount"] == 50000
    [note] = _notes_with(result, "按客运合同要求承运人")
    assert "第八百二十三条" in note


def test_a_rider_who_fled_bears_the_whole_and_the_fund_is_not_promised() -> None:
    result = compensate("我走路被骑电动车的撞了，骑车的跑了，医疗费8000，怎么办")
    assert result["params"]["liability"] == "全部责任" and result["amount"] == 8000
    [note] = _notes_with(result, "第九十二条")
    assert "按骑车人全部责任计算" in note and "限于机动车肇事" in note


@pytest.mark.parametrize(
    "question",
    ["我是农民工，在工地上摔伤了，没有劳动合同，老板说我是临时工不算工伤", "我在餐馆当服务员，端菜时被烫伤了，老板说试用期不算工伤，月薪4000"],
)
def test_a_temporary_or_probation_worker_is_told_the_work_injury_still_applies(question: str) -> None:
    [note] = _notes_with(compensate(question), "都不影响工伤认定")
    assert "工伤保险条例 第二条" in note


def test_an_unlawfully_dismissed_worker_who_wants_the_job_back_is_told_of_continued_performance() -> None:
    result = compensate("公司违法辞退我，我想回去上班，不要赔偿，可以吗，干了3年，月薪6000")
    assert result["amount"] == 36000  # the damages, should the worker not ask to be kept on
    [note] = _notes_with(result, "要求继续履行的")
    assert "第四十八条" in note
