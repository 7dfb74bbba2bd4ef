"""Session 30, round 5: a bite told by its count is an injury whose spending is its treatment's, a child's push at a
place that failed its duty of safety is a third person's act there, pay in the employer's shutdown, an insurer's offer
set beside the amount computed, and an agreed year-end bonus withheld on leaving. Each test runs the real engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


# --- 1. '咬了我一口，花了800': the spending after the bite is its treatment's ------------------------------------------

def test_a_bite_told_by_its_count_reads_the_spending_after_it_as_the_medical_cost() -> None:
    result = compensate("楼下阿姨牵着的泰迪突然扑过来咬了我一口，花了800，能赔多少")
    assert result["params"]["losses"] == {"医疗费": 800}
    assert not any("受害人各项损失" in need for need in result["missing"])


def test_a_bite_told_by_its_count_unprovoked_is_paid_in_full() -> None:
    assert compensate("邻居家的狗咬了我一口，花了800，我没招惹它")["amount"] == 800


def test_a_sum_spent_on_another_thing_after_a_bite_is_no_medical_cost() -> None:
    # the door mended is a property loss (session 31), never a medical cost
    assert compensate("狗咬了一口，花了800修门")["params"]["losses"] == {"财产损失": 800}


# --- 2. a child's push at a place that failed its duty of safety ------------------------------------------------------

@pytest.mark.parametrize(
    "question",
    [
        "孩子在蹦床公园玩，被别的大孩子推倒摔骨折了，工作人员也没人管，医药费15000",
        "孩子在游乐场被别的小孩推倒了，没有工作人员看着，医药费3000",
        # a knock, as before: the two are answered alike
        "孩子在蹦床公园玩，被别的大孩子撞倒摔骨折了，工作人员也没人管，医药费15000",
    ],
)
def test_a_childs_push_at_a_place_that_failed_its_duty_is_a_third_persons_act_there(question: str) -> None:
    result = compensate(question)
    assert result["params"]["cause"] == "premises" and result["params"]["third_party_caused"] is True
    assert result["amount"] is None and any("补充责任比例" in need for need in result["missing"])
    assert any("第一千一百九十八条第二款" in note for note in result["notes"])


def test_a_childs_push_with_no_failure_of_the_place_told_stays_the_guardians() -> None:
    result = compensate("我儿子8岁，在小区玩被别的小孩推倒摔伤了，花了三千，对方家长要赔吗")
    assert result["params"]["liable_party"] == "打伤人孩子的监护人（父母）" and result["amount"] == 3000


# --- 3. pay in the employer's shutdown (工资支付暂行规定 第十二条, from memory) -------------------------------------

def test_a_shutdown_unpaid_owes_the_first_cycle_at_the_full_wage() -> None:
    result = compensate("公司停工停产三个月了，一分钱工资都没发，我月薪6000")
    assert result["scenario"] == "economic" and result["amount"] == 6000
    note = next(note for note in result["notes"] if "停工停产" in note)
    assert "第十二条" in note and "只计第一个工资支付周期" in note and "生活费" in note


def test_a_shutdown_paid_its_first_month_and_then_living_money_is_answered_not_refused() -> None:
    result = compensate("公司停产放假，第一个月发了全工资，之后只发生活费，我月薪5000，现在第三个月了，少发的能要吗")
    assert result["scenario"] == "economic" and result["amount"] is None
    note = next(note for note in result["notes"] if "停工停产" in note)
    assert "第一个月已按全工资发放" in note and "当地的生活费标准" in note


def test_arrears_told_in_months_in_a_shutdown_are_counted_with_the_rule_in_a_note() -> None:
    result = compensate("公司停产了，拖欠了三个月工资，月薪6000")
    assert result["amount"] == 18000
    assert any("按题目所说的月数" in note for note in result["notes"])


def test_time_off_for_a_work_injury_is_no_shutdown() -> None:
    result = compensate("工伤停工三个月，单位没发工资，月薪6000")
    assert not any("停工停产" in note for note in result["notes"])


# --- 4. an insurer's offer set beside the amount computed ----------------------------------------------------------

def test_an_insurers_offer_is_compared_with_the_amount_computed() -> None:
    result = compensate("被车撞了，对方全责，医药费8000，护理15天每天150，误工1个月月薪4000，保险公司只愿意赔5000")
    assert result["amount"] == 14250
    note = next(note for note in result["notes"] if "保险公司提出赔" in note)
    assert "5000.00元" in note and "比它多 9250.00元" in note and "第七十四条" in note


def test_what_the_insurer_paid_is_no_offer() -> None:
    result = compensate("被车撞了，对方全责，医药费8000，保险公司已经赔了5000")
    assert not any("保险公司提出赔" in note for note in result["notes"])


# --- 5. an agreed year-end bonus withheld on leaving (劳动合同法 第三十条) ---------------------------------------------

@pytest.mark.parametrize(
    "question",
    [
        "我辞职了，公司说年终奖不发了，合同写了年终奖两个月工资16000，能要回来吗",
        "我辞职了，公司说年终奖不发了，说好的年终奖是两个月工资，月薪8000，能要回来吗",
    ],
)
def test_an_agreed_bonus_withheld_on_leaving_is_owed_as_pay(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic" and result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] == 16000
    assert any("第三十条" in note and "指导案例183号" in note for note in result["notes"])


def test_a_bonus_withheld_with_no_agreement_told_is_addressed_in_a_note() -> None:
    result = compensate("我辞职了，公司说年终奖不发了，月薪8000，干了3年")
    assert result["amount"] == 0
    assert any("以上未计入年终奖" in note for note in result["notes"])
