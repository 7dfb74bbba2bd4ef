"""Session 25 (second round), lay questions: overtime told by the day and a month's working days or asked by the
month, wages owed beside what an ending owes (a related claim), a pregnant worker's dismissal with no ground told
(2N, the answer since session 28), a lift or escalator that failed in use as a breach of the safety duty, the last pay
refused told before its span ('不给我发最后半个月工资'), a stay's length between the stay and its cost, a relative's
maternity leave told before the pronoun of her dismissal, a posting elsewhere refused before a dismissal, and a sum
handed over in the clause after the employer's ('公司让我签自愿离职，给了3万')."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


def test_daily_overtime_with_a_months_working_days() -> None:
    result = compensate("公司让我每天加班3小时，一个月上22天班，工资6000，加班费一分没给，一个月能要多少")
    assert result["params"]["overtime_workday_hours"] == 66
    # 6000 ÷ 21.75 ÷ 8 = 34.48 an hour, × 66 hours × 150%
    assert result["amount"] == pytest.approx(3413.52)


def test_more_working_days_than_a_month_holds_are_not_taken_for_workdays() -> None:
    # 26 days take in rest days, whose hours are paid otherwise: the days are asked
    result = compensate("每天加班2小时，每个月上26天班，月薪5000，加班费能要多少")
    assert result["amount"] is None
    assert any("工作日共有多少天" in need for need in result["missing"])


def test_daily_overtime_asked_by_the_month_is_one_months_standard_workdays() -> None:
    result = compensate("我每天加班3小时，工资6000，加班费一分没给，一个月能要多少")
    assert result["params"]["overtime_months"] == 1
    # 248 working days a year ÷ 12 = 20.67 days × 3 hours = 62.01 hours × 34.48 × 150%
    assert result["amount"] == pytest.approx(3207.16)


def test_daily_overtime_not_asked_by_the_month_still_asks_the_days() -> None:
    result = compensate("我每天加班3小时，工资6000，加班费一分没给，能要多少")
    assert result["amount"] is None


def test_wages_owed_beside_a_resignation_for_them_are_a_related_claim() -> None:
    result = compensate("公司拖欠我三个月工资，每月5000，我受不了就辞职了，干了两年，能要多少钱")
    # 第三十八条: N = 2 × 5000; the wages owed 3 × 5000 beside it
    assert result["amount"] == 10000
    [related] = result["related"]
    assert related["amount"] == 15000 and "第三十条" in related["label"]
    assert result["combined_total"] == 25000


def test_wages_owed_beside_a_resignation_asked_as_the_whole_are_a_related_claim_too() -> None:
    # '一共' asks for everything: the wages owed are not left to a note
    result = compensate("公司拖欠了我三个月工资，每月6000，我受不了就辞职了，干了4年，一共能要多少钱")
    assert result["amount"] == 24000
    [related] = result["related"]
    assert related["amount"] == 18000 and result["combined_total"] == 42000


def test_wages_owed_beside_the_compensation_named_are_not_added_to_it() -> None:
    result = compensate("公司拖欠了我两个月工资，月薪6000，干了3年，把我辞退了，经济补偿多少")
    assert result["amount"] == 18000
    assert result["related"][0]["amount"] == 12000 and "combined_total" not in result


def test_a_pregnant_worker_dismissed_without_a_ground_told_is_owed_2n() -> None:
    result = compensate("我怀孕三个月，公司把我辞退了，我干了两年，月薪8000，能赔多少")
    # 2 × 2 × 8000
    assert result["amount"] == 32000
    assert result["params"]["termination_reason"] == "prohibited_42_pregnancy"
    [note] = [note for note in result["notes"] if "第四十二条第（四）项" in note]
    assert "第三十九条" in note


@pytest.mark.parametrize(
    "question",
    [
        "我在商场的扶梯上摔倒了，扶梯突然停了，骨折花了2万，商场要赔多少",
        "我在小区坐电梯，电梯故障突然下坠，我腿受伤了，医药费1万，物业要赔多少",
        "我在健身房跑步机上摔下来，跑步机突然加速，腿骨折了，医药费1万5，健身房赔多少",
    ],
)
def test_a_lift_that_failed_in_use_is_a_breach_of_the_safety_duty(question: str) -> None:
    result = compensate(question)
    assert any("未尽到安全保障义务" in step["description"] for step in result["steps"])
    # what is left is the victim's own fault, not whether the duty was breached
    assert not any("有没有未尽到安全保障义务" in need for need in result["missing"])
    assert any("受害人自己有没有过错" in need for need in result["missing"])


def test_a_fall_on_an_escalator_alone_still_asks_the_breach() -> None:
    result = compensate("我在商场的扶梯上摔倒了，骨折花了2万，商场要赔多少")
    assert any("有没有未尽到安全保障义务" in need for need in result["missing"])


def test_the_last_half_months_pay_refused_after_resigning_is_the_answer() -> None:
    result = compensate("我在试用期自己辞职了，公司不给我发最后半个月工资，月薪4000，能要回多少")
    assert result["params"]["unpaid_wage_months"] == 0.5
    assert result["amount"] == 2000


def test_a_refusal_told_before_the_month_is_wages_owed() -> None:
    result = compensate("我离职了，公司没给我结最后一个月工资，月薪6000，能要多少")
    assert result["params"]["unpaid_wage_months"] == 1


def test_a_stays_length_between_the_stay_and_its_cost() -> None:
    result = compensate("我儿子8岁，放学在路上被一辆右转的渣土车撞了，住院10天花了4万，对方全责，能赔多少")
    assert result["amount"] == 40000
    assert any(step["description"] == "医疗费用类：医疗费 40000.00元" for step in result["steps"])


def test_a_relatives_maternity_leave_told_before_a_pronoun_is_the_dismissed_workers_state() -> None:
    result = compensate("我老婆生孩子休产假，公司把她辞退了，她干了4年，月薪9000，能赔多少")
    assert result["params"]["termination_reason"] == "prohibited_42_pregnancy"
    # 2 × 4 × 9000
    assert result["amount"] == 72000


def test_the_askers_own_dismissal_beside_a_wifes_pregnancy_gets_no_protected_state() -> None:
    result = compensate("我老婆怀孕了，公司把我辞退了，我干了3年，月薪7000，能赔多少")
    assert result["amount"] == 21000 and not any("第四十二条" in note for note in result["notes"])


def test_a_posting_elsewhere_refused_before_a_dismissal_gets_the_change_refused_note() -> None:
    result = compensate("公司把我调到外地，我不去就把我开除了，干了6年，月薪7000，能赔多少")
    [note] = [note for note in result["notes"] if "第三十五条" in note]
    # 2 × 6 × 7000
    assert "按题目数据为 84000.00元" in note


def test_a_workplace_moved_elsewhere_stays_the_objective_change() -> None:
    result = compensate("公司搬到外地，我不愿意去，被辞退了，干了6年，月薪7000，能赔多少")
    assert result["params"]["termination_reason"] != "illegal" and result["amount"] == 42000
    assert not any("第三十五条" in note for note in result["notes"])


def test_a_sum_handed_in_a_clause_after_the_employers_is_noted_not_deducted() -> None:
    result = compensate("工伤八级，公司让我签自愿离职，给了3万，月工资6000，我还能要多少")
    # 一次性伤残补助金 11 × 6000; the 3万 is what for untold
    assert result["amount"] == 66000
    [note] = [note for note in result["notes"] if note.startswith("单位已给的 30000.00元")]
    assert "还可要 36000.00元" in note


def test_a_sum_handed_after_the_employers_clause_opened_by_a_time_word_is_noted() -> None:
    result = compensate("我在厂里干了3年，月工资5000，去年工伤评了十级，现在公司让我走人，给了我2万块，我还能要多少")
    assert any(note.startswith("单位已给的 20000.00元") for note in result["notes"])


def test_a_sum_handed_in_a_clause_after_someone_elses_is_not_the_employers() -> None:
    result = compensate("工伤八级，同事们凑钱，给了3万，月工资6000，我还能要多少")
    assert not any(note.startswith("单位已给的") for note in result["notes"])


def test_an_offer_in_the_clause_after_the_employers_keeps_only_the_settlement_note() -> None:
    result = compensate("工伤九级，老板想私了，给我3万，月工资6000，亏不亏")
    assert not any(note.startswith("单位已给的") for note in result["notes"])
