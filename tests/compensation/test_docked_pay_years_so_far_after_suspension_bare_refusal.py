"""Session 26, third round: a sum docked from the pay is pay not paid in full, owed with a note on lawful deductions;
years told in a clause of their own ('一年了') are the time worked so far, or the time pay has been withheld after a
clause telling it; the 第三十八条 note is worded for a worker who has already left; a work-injured worker dismissed once
停工留薪期 is over, no grade told, is counted as an untold ground (N) with a note on what the grade decides; pay refused,
told bare ('老板不发工资，我想辞职'), is a 第三十八条 ground while a threat or a supposition is not. Expected values by
hand."""

from __future__ import annotations

import pytest

from backend.compensation import compensate


def _note(result: dict, opening: str) -> str:
    return next(note for note in result["notes"] if note.startswith(opening))


# --- 1. pay docked ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("question", "owed"),
    [
        ("这个月工资被扣了1000，月薪5000", 1000),
        ("公司无故扣了我1000块工资", 1000),
        ("老板说不加班就扣工资，上个月真扣了我1000", 1000),
        ("上个月老板扣了我800元工资，说我迟到了，月薪4000", 800),
    ],
)
def test_a_sum_docked_from_the_pay_is_owed_with_the_lawful_deductions_noted(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] == owed
    note = _note(result, "工资不得克扣")
    assert "劳动法第五十条" in note and "20%" in note and "最低工资" in note


def test_days_of_pay_docked_are_owed_at_the_days_wage() -> None:
    # 4350 ÷ 21.75 = 200 a day × 3
    result = compensate("公司扣了我3天工资，月薪4350")
    assert result["params"]["unpaid_wage_days"] == 3
    assert result["amount"] == 600
    assert _note(result, "工资不得克扣")


def test_a_charge_taken_from_the_pay_is_not_a_sum_docked_nor_the_wage() -> None:
    result = compensate("宿舍每月扣我300，月薪5000，辞职能要补偿吗")
    assert result["params"]["monthly_wage"] == 5000
    assert result["params"].get("unpaid_wages") is None
    assert not any(note.startswith("工资不得克扣") for note in result["notes"])


def test_a_deduction_only_threatened_is_no_claim() -> None:
    with pytest.raises(ValueError, match="无法判断"):
        compensate("老板说不加班就扣工资")


# --- 2. years so far ---------------------------------------------------------------------------------------------------

def test_years_in_a_clause_of_their_own_are_the_months_worked() -> None:
    # 34209.12 on the working days' 4 extra hours + 52 rest days × 12 h × 22.99 × 200% = 28691.52
    result = compensate("我每天上班12小时，每周上6天班，一年了，月薪4000，加班费能要多少")
    assert result["params"]["targets"] == ["overtime_pay"]
    assert result["amount"] == pytest.approx(62900.64)


def test_years_after_a_dismissal_story_are_the_service() -> None:
    result = compensate("在这个厂，已经两年了，公司把我辞退了，月薪5000")
    assert result["params"]["service_months"] == 24
    assert result["amount"] == 10000


def test_years_after_pay_withheld_are_the_months_owed() -> None:
    result = compensate("公司拖欠我工资，一年了，月薪3000")
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["params"]["unpaid_wage_months"] == 12
    assert result["amount"] == 36000
    assert result["params"].get("service_months") is None


def test_nearly_a_year_of_pay_withheld_asks_the_months() -> None:
    result = compensate("公司拖欠我工资，快一年了，月薪3000")
    assert result["amount"] is None
    assert any("几个月" in need for need in result["missing"])


# --- 3. the 第三十八条 note once the worker has left -------------------------------------------------------------------

@pytest.mark.parametrize(
    "question",
    ["我提前30天写了辞职信，离职后公司不给我发最后一个月工资，月薪7000", "我辞职了，公司还欠我两个月工资，月薪5000"],
)
def test_the_note_for_a_worker_who_has_left_says_what_the_ending_decides(question: str) -> None:
    result = compensate(question)
    note = _note(result, "题目说已经离职")
    assert "一次付清" in note and "第三十八条第一款第（二）项" in note and "没有经济补偿" in note
    assert not any(note.startswith("用人单位未及时足额支付劳动报酬的，劳动者可以解除") for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "owed"),
    [
        ("公司拖欠了我三个月工资，月薪8000", 24000),
        # leaving asked about, not done
        ("公司不发工资的话我能辞职吗，干了2年，月薪6000", None),
    ],
)
def test_the_note_for_a_worker_still_employed_says_the_worker_may_leave(question: str, owed: int | None) -> None:
    result = compensate(question)
    assert result["amount"] == owed
    assert _note(result, "用人单位未及时足额支付劳动报酬的，劳动者可以解除劳动合同")
    assert not any(note.startswith("题目说已经离职") for note in result["notes"])


# --- 4. dismissed once 停工留薪期 is over, no grade -------------------------------------------------------------------

@pytest.mark.parametrize(
    ("question", "compensation", "damages"),
    [
        ("我工伤了，停工留薪期满了，回去上班后公司把我辞退了，干了3年，月薪5000，能赔多少", 15000, "30000.00元"),
        ("工伤停工留薪期结束后，公司就把我开除了，做了两年，月薪4500", 9000, "18000.00元"),
    ],
)
def test_a_dismissal_after_the_time_off_with_no_grade_notes_what_the_grade_decides(
    question: str, compensation: int, damages: str
) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic" and result["amount"] == compensation
    note = _note(result, "题目说停工留薪期满后被单位辞退")
    assert "第四十二条第（二）项" in note and damages in note and "不适用于工伤" in note


def test_a_fault_ground_after_the_time_off_keeps_the_work_injury_reading() -> None:
    result = compensate("停工留薪期满了，公司以严重违纪为由把我开除了，干了3年，月薪5000")
    assert result["scenario"] == "work_injury"
    assert any("伤残等级" in need for need in result["missing"])


def test_a_grade_told_after_the_time_off_keeps_the_benefits() -> None:
    result = compensate("我工伤九级，停工留薪期满了，公司把我辞退了，干了3年，月薪5000")
    assert result["scenario"] == "work_injury" and result["amount"] == 45000


# --- 5. pay refused, told bare, before leaving ------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("question", "compensation"),
    [
        ("老板不发工资，我想辞职，能要补偿吗，干了2年，月薪6000", 12000),
        ("老板就是不发工资，我想辞职能要补偿吗，干了3年，月薪5000", 15000),
        ("老板一直不发我工资，我想辞职，能要补偿吗，干了4年，月薪5000", 20000),
        ("老板不发工资，我辞职了，干了2年，月薪6000，能要补偿吗", 12000),
    ],
)
def test_pay_refused_told_bare_is_a_ground_to_leave_with_compensation(question: str, compensation: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == compensation


def test_pay_refused_told_bare_without_the_years_asks_them() -> None:
    result = compensate("老板不发工资，月薪6000，我想辞职能要补偿吗")
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] is None
    assert any("工作年限" in need for need in result["missing"])


@pytest.mark.parametrize(
    "question",
    [
        "老板说不加班就不发工资，我想辞职能要补偿吗，干了2年，月薪6000",
        "不加班就不发工资，我想辞职能要补偿吗，干了2年，月薪6000",
        "如果老板不发工资，我辞职能要补偿吗，干了2年，月薪6000",
        "公司下个月不发工资，我想辞职能要补偿吗，干了2年，月薪6000",
    ],
)
def test_a_threat_or_a_supposition_of_pay_refused_is_answered_as_the_ground_to_come(question: str) -> None:
    # session 27: the resignation asked about is answered as it will be once the pay is in fact withheld (N = 2 ×
    # 6000), with a note that nothing is owed yet and that leaving before then is a plain resignation
    result = compensate(question)
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == 12000
    note = next(note for note in result["notes"] if note.startswith("题目"))
    assert "情形尚未发生就辞职的，属主动辞职，没有经济补偿" in note


def test_a_question_whether_pay_is_refused_is_no_ground() -> None:
    result = compensate("老板是不是不发工资了，我想辞职能要补偿吗，干了2年，月薪6000")
    assert result["params"]["termination_reason"] == "employee_resigned"
    assert result["amount"] == 0
