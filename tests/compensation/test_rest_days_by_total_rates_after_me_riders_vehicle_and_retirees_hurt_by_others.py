"""Session 30, round 2: rest days told worked and counted by a total beside them, a rate told after '我月薪' or as
'一个月4500', the non-compete sum '每月补偿3000', a delivery rider's untold vehicle, and a rehired retiree hurt at the
work by a third person or a fellow worker. Each test runs the real engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


def test_every_saturday_worked_counted_by_the_total_told_is_rest_day_overtime() -> None:
    result = compensate("在饭店做厨师，去年每个周六都来上班，一共48天，没调休，加班费一分没给，月工资6000，能要多少加班费")
    assert result["params"]["overtime_rest_days"] == 48
    assert result["params"]["overtime_rest_made_up"] is False
    # 6000 ÷ 21.75 = 275.86 a day, × 48 × 200 % (劳动法 第四十四条第（二）项)
    assert result["amount"] == 26482.56


def test_sundays_on_duty_counted_by_a_total_are_rest_days() -> None:
    result = compensate("这半年每个星期天都被叫去值班，总共24天，公司也没安排调休，月薪8700，加班费能要多少")
    assert (result["params"]["overtime_rest_days"], result["amount"]) == (24, 19200)


def test_saturdays_in_a_months_working_days_are_no_overtime_count() -> None:
    # '一个月上22天班' is the month's working days, not a total of rest days worked
    result = compensate("我们厂周六也要上班，一个月上22天班，月工资5000，加班费怎么算")
    assert result["params"]["overtime_rest_days"] is None
    assert result["amount"] is None


@pytest.mark.parametrize(
    ("question", "lost_pay"),
    [
        ("和人打架被打伤了，医药费5000，误工半个月，我月薪6000，能要多少", 3000),
        ("喝酒时跟邻桌吵起来，对方拿酒瓶把我头打破了，我没还手，医药费6500，误工半个月，我月薪6000，能让他赔多少", 3000),
        ("邻居因为停车的事把我打伤了，医药费3000，休息了20天，我一天挣300，能赔多少", 6000),
    ],
)
def test_the_askers_own_pay_after_a_blow_is_the_rate_of_lost_pay(question: str, lost_pay: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "personal_injury"
    [step] = [step for step in result["steps"] if step["description"].startswith("误工费")]
    assert step["amount"] == lost_pay


def test_a_bottle_fight_without_own_fault_counts_the_lost_pay_in_the_amount() -> None:
    result = compensate("喝酒时跟邻桌吵起来，对方拿酒瓶把我头打破了，我没还手，医药费6500，误工半个月，我月薪6000，能让他赔多少")
    assert result["amount"] == 9500


def test_a_bare_month_rate_after_the_months_owed_is_the_wage() -> None:
    result = compensate("工资一直要不到，都半年了，一个月4500，能要回多少")
    params = result["params"]
    assert (params["monthly_wage"], params["unpaid_wage_months"], result["amount"]) == (4500, 6, 27000)


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("竞业限制两年，每月补偿3000，离职后公司没有支付，已经五个月了", 15000),
        ("离职时签了竞业限制，每月补偿3000，公司一直没给，已经4个月了，能要多少", 12000),
    ],
)
def test_a_monthly_sum_told_as_compensation_beside_a_restriction_is_the_agreed_sum(question: str, amount: int) -> None:
    result = compensate(question)
    params = result["params"]
    assert (params["non_compete_agreed_monthly"], params["monthly_wage"]) == (3000, None)
    assert result["amount"] == amount


def test_a_delivery_rider_who_names_no_vehicle_is_read_as_on_an_electric_bike() -> None:
    result = compensate("我是美团骑手，送餐时闯红灯撞倒了一个老人，交警认定我全责，老人医药费花了12000，我要赔多少")
    assert result["params"]["payer_non_motor"] is True
    # no compulsory insurance: the rider's side owes the whole loss by its fault
    assert result["amount"] == 12000
    assert not any("交强险赔偿合计" in step["description"] for step in result["steps"])
    [assumed] = [note for note in result["notes"] if "没有说骑的是什么车" in note]
    assert "电动自行车" in assumed and "摩托车" in assumed and "请说明骑的是什么车" in assumed
    # who answers for a rider on the job: the employer (民法典 第一千一百九十一条), a note, the sum unchanged
    assert any("第一千一百九十一条" in note for note in result["notes"])


def test_a_delivery_riders_untold_finding_is_asked_of_the_riders_side() -> None:
    result = compensate("我是美团骑手，送餐时闯红灯撞倒了一个老人，老人医药费花了2万，我要赔多少")
    assert result["amount"] is None
    assert any(missing.startswith("骑车人一方的事故责任") for missing in result["missing"])


def test_a_delivery_rider_on_a_motorcycle_stays_a_motor_vehicle() -> None:
    result = compensate("我是美团骑手，送餐时骑摩托车闯红灯撞倒了一个老人，交警认定我全责，医药费12000，我要赔多少")
    assert result["params"]["payer_non_motor"] is None
    assert not any("没有说骑的是什么车" in note for note in result["notes"])


def test_a_pensioner_guard_struck_by_a_customer_is_owed_by_the_third_person() -> None:
    result = compensate("已经领养老金了，在超市当保安，被闹事的顾客打伤了，医药费8000，找谁赔")
    params = result["params"]
    assert (result["scenario"], params["cause"], params["third_party_caused"]) == ("personal_injury", "service", True)
    assert result["amount"] == 8000
    assert any("第一千一百九十二条第二款" in step["source"] for step in result["steps"])


def test_a_rehired_retiree_hit_by_a_fellow_workers_forklift_is_the_service_takers() -> None:
    result = compensate("退休返聘在工地干活，被同事开的叉车撞伤了，医药费3万，找谁赔")
    params = result["params"]
    assert (result["scenario"], params["cause"]) == ("personal_injury", "service")
    # the fellow worker's act is the one who took the service's (1191): its fault is shown, the victim's own part asked
    assert (params["safety_duty_breached"], params["third_party_caused"]) == (True, None)
    assert result["amount"] is None
    assert any(missing.startswith("受伤的人自己有没有过错") for missing in result["missing"])
    [note] = [note for note in result["notes"] if "一起干活的同事" in note]
    assert "第一千一百九十一条" in note and "不是道路交通事故" in note


def test_a_rehired_retiree_hit_by_a_fellow_workers_forklift_without_own_fault_is_owed_the_whole() -> None:
    result = compensate("退休返聘在工地干活，被同事开的叉车撞伤了，我自己没有过错，医药费3万，找谁赔")
    assert (result["params"]["cause"], result["amount"]) == ("service", 30000)


def test_a_rehired_retiree_struck_by_a_fellow_worker_is_the_strikers_tort() -> None:
    # a blow is no act of the work: the striker answers (第一千一百六十五条), not refused as before
    result = compensate("我退休后返聘在厂里上班，上班时被同事打伤了，医药费5000，能赔多少")
    assert (result["scenario"], result["params"]["cause"]) == ("personal_injury", "fault")


def test_a_retiree_hit_on_the_road_on_an_errand_stays_a_road_accident() -> None:
    result = compensate("退休返聘，在厂里开叉车送货时在马路上被货车撞了，医药费2万，对方全责")
    assert (result["scenario"], result["amount"]) == ("traffic", 20000)


def test_a_rehired_retiree_with_unsafe_work_and_own_part_untold_is_asked_the_own_part() -> None:
    result = compensate("我退休后返聘到厂里，干活时被机器压伤了手，厂里没给我发手套，花了医疗费2万，能赔多少")
    assert result["params"]["safety_duty_breached"] is True
    assert result["amount"] is None
    assert any(missing.startswith("受伤的人自己有没有过错") for missing in result["missing"])


def test_a_daily_meal_allowance_told_before_its_name_is_counted_over_the_stay() -> None:
    result = compensate("走路被一辆小轿车撞了，交警认定对方全责，住院15天，医药费4万，每天伙食补助100，能赔多少")
    # 100 a day × 15 days in hospital, not 100 once
    assert result["params"]["losses"]["伙食补助"] == 1500
    assert result["amount"] == 41500
