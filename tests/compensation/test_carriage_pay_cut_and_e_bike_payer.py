"""Three readings left by earlier rounds. A passenger hurt in a bus, a coach or a taxi claims against the carrier by the
contract of carriage (民法典 第八百二十三条): the whole loss, no compulsory-insurance step, no liability finding needed.
A dismissal for refusing a pay cut is unlawful (劳动合同法 第三十五条: a term changed only by agreement) and owes 2N.
An electric bike or a bicycle that hit someone is a non-motor vehicle: no compulsory insurance, the rider answers by
fault; an over-standard electric bike is computed either way and asked about where the two differ."""

from __future__ import annotations

import pytest

from backend.compensation import compensate


def _steps(result: dict) -> list[str]:
    return [step["description"] for step in result["steps"]]


# --- a passenger of a carrier ------------------------------------------------------------------------------------


def test_a_bus_passenger_hurt_by_braking_is_a_carriage_claim_with_its_losses_asked() -> None:
    result = compensate("坐公交车司机急刹车我摔骨折了，能赔多少")
    assert result["scenario"] == "traffic"
    assert result["params"]["carried_passenger"] is True
    assert result["amount"] is None and result["missing"]
    [note] = [note for note in result["notes"] if "客运合同" in note]
    assert "第八百二十三条" in note and "承运人责任险" in note and "第一百八十六条" in note


def test_a_bus_passenger_is_owed_the_whole_loss_by_the_carrier() -> None:
    result = compensate("我坐公交车，司机一个急刹车我摔倒了，医疗费8000，误工一个月，月工资5000，公交公司要赔多少")
    assert result["amount"] == 13000  # 8000 + 5000 × 1, no liability share
    assert result["params"]["liability"] is None
    assert not any(step.startswith("交强险") for step in _steps(result))
    assert any("交强险、商业三者险不赔本车上的人员" in step for step in _steps(result))
    owed = [step for step in result["steps"] if step["description"].startswith("承运人应赔偿合计")]
    assert owed and owed[0]["amount"] == 13000 and owed[0]["source"] == "民法典 第八百二十三条"


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("我坐大巴车出了车祸，腿骨折了，医疗费3万，能找谁赔", 30000),
        ("打车的时候出租车跟别的车撞了，我受伤了，医疗费2万，出租车司机全责，能赔多少", 20000),
        ("我妈坐长途客车，车翻了，她医疗费5万，能赔多少", 50000),
        # a train or the metro carries by the same contract
        ("坐地铁的时候列车急停我摔倒了，骨折花了两万，能找谁赔？", 20000),
        ("我坐高铁时行李架上的箱子掉下来砸伤了我，医药费5000，能赔多少", 5000),
    ],
)
def test_a_passenger_of_a_coach_or_taxi_is_owed_the_whole_loss(question: str, amount: int) -> None:
    result = compensate(question)
    assert result["params"]["carried_passenger"] is True
    assert result["amount"] == amount


def test_a_passenger_asking_the_other_vehicles_insurer_claims_as_its_third_party() -> None:
    # the asking words turn to the other vehicle: that vehicle's compulsory insurance pays first
    result = compensate("2023年我坐出租车被一辆货车追尾了，货车全责，我医疗费2万，货车的保险公司要赔多少")
    assert not result["params"]["carried_passenger"]
    assert any(step.startswith("交强险医疗费用赔偿限额") for step in _steps(result))


def test_a_walker_hit_by_a_bus_is_no_passenger() -> None:
    result = compensate("我走路被公交车撞了，公交车全责，医疗费1万，能赔多少")
    assert not result["params"]["carried_passenger"]
    assert result["amount"] == 10000


# --- a pay cut refused -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("公司要降薪我不同意就把我辞退了，干了3年，月薪8000", 48000),
        ("老板让我签降薪协议，我不签就把我开了，干了2年，月薪7000", 28000),
        ("公司把我工资从8000降到5000，我不同意，公司就说我不服从安排把我开除了，工作5年", 80000),
    ],
)
def test_a_dismissal_for_refusing_a_pay_cut_is_unlawful(question: str, amount: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == amount  # 2N on the wage before the cut
    [note] = [note for note in result["notes"] if "不同意降薪被辞退" in note]
    assert "第三十五条" in note and "第四十条第（三）项" in note


def test_a_pay_cut_refused_with_no_figures_asks_for_them_as_an_unlawful_ending() -> None:
    result = compensate("公司要降薪我不同意就把我辞退了")
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] is None and len(result["missing"]) == 2


def test_a_change_of_circumstances_told_keeps_the_40_ending() -> None:
    # the employer's 第四十条第（三）项 ground is told: compensation, not damages
    result = compensate("公司因为客观情况发生重大变化要降薪，我不同意，协商不成，提前30天书面通知解除了合同，干了4年，月薪6000")
    assert result["params"]["termination_reason"] == "employer_40"
    assert result["amount"] == 24000


def test_a_worker_who_resigned_over_a_pay_cut_is_no_dismissal() -> None:
    result = compensate("公司要给我降薪，我不同意，就自己辞职了，干了3年，月薪6000")
    assert result["params"]["termination_reason"] != "illegal"
    assert not any("不同意降薪被辞退" in note for note in result["notes"])


# --- an electric bike or a bicycle on the paying side ------------------------------------------------------------


def test_a_car_that_hit_an_e_bike_rider_pays_through_its_compulsory_insurance() -> None:
    result = compensate("我骑电动车被一辆小轿车撞了，对方全责，医疗费2万，误工1个月，月收入6000")
    assert not result["params"].get("payer_non_motor")
    assert any(step.startswith("交强险医疗费用赔偿限额") for step in _steps(result))
    assert result["amount"] == 26000


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("我骑电动车撞了一个行人，对方医疗费1万，我全责，要赔多少", 10000),
        ("我骑电动自行车和行人相撞，交警认定我同等责任，对方医疗费6000，要赔多少", 3000),
        ("我骑电瓶车上班，不小心撞了一个老人，老人医疗费4000，我全责", 4000),
    ],
)
def test_an_e_bike_that_hit_someone_pays_by_fault_without_compulsory_insurance(question: str, amount: int) -> None:
    result = compensate(question)
    assert result["params"]["payer_non_motor"] is True
    assert not any(step.startswith("交强险") for step in _steps(result))
    assert any(step.startswith("致害一方骑的是非机动车") for step in _steps(result))
    assert result["amount"] == amount


def test_an_e_bike_rider_with_a_main_share_is_asked_for_the_share() -> None:
    result = compensate("我骑电动自行车和行人相撞，交警认定我主要责任，对方医疗费5000")
    assert result["amount"] is None
    assert any("骑车人一方承担的责任比例" in asked for asked in result["missing"])


def test_an_over_standard_e_bike_wholly_liable_is_answered_either_way() -> None:
    result = compensate("我骑的电动车是超标的，撞了一个老人，对方医疗费3万，我全责，要赔多少")
    assert result["params"]["payer_over_standard"] is True and result["params"]["payer_non_motor"] is None
    assert result["amount"] == 30000
    assert any("两种认定下应赔金额相同" in note for note in result["notes"])


def test_an_over_standard_e_bike_with_a_stated_share_asks_whether_it_is_a_motor_vehicle() -> None:
    # as a non-motor vehicle 70% of 30000 = 21000; as an uninsured motor vehicle 18000 + 12000 × 70% = 26400
    question = "2023年我骑超标电动车撞了行人，我负70%的责任，对方医疗费3万，要赔多少"
    result = compensate(question)
    assert result["amount"] is None
    assert any("是否经交警或鉴定认定为机动车" in asked for asked in result["missing"])
    assert compensate(question, {"payer_non_motor": True})["amount"] == 21000
    assert compensate(question, {"payer_non_motor": False})["amount"] == 26400


def test_a_bus_ride_to_work_before_harm_at_work_is_no_carriage() -> None:
    result = compensate("我坐公交车去公司，在车间干活时受伤了，医疗费2万，公司该怎么赔")
    assert result["scenario"] == "work_injury"


def test_a_taxi_passenger_on_the_way_to_work_gets_the_commute_note() -> None:
    result = compensate("我坐出租车去上班的路上出了车祸，出租车司机全责，医疗费2万，能算工伤吗，能赔多少")
    assert result["params"]["carried_passenger"] is True and result["amount"] == 20000
    assert any("第十四条第（六）项" in note for note in result["notes"])
