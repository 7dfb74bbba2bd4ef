"""Session 26, second round: a question whether the dismissal is lawful asks about the dismissal (its 2N the answer, a
work injury's benefits related); a work-injured worker dismissed in 停工留薪期 before any grade is dismissed
unlawfully (2N); pay refused on a condition ('不去的就不发工资') is no debt yet; the days worked a week ('一周干六天')
are its days off told the other way, and a rest day worked as long as the others is all rest-day work; a final wage
withheld after the worker's own notice is wages owed alone; a dismissal straight after the employer learnt of a
pregnancy is on the pregnancy itself; a shop's shelf falling on a customer is its duty of safety failed. Expected
values by hand."""

from __future__ import annotations

import pytest

from backend.compensation import compensate


def _note(result: dict, opening: str) -> str:
    return next(note for note in result["notes"] if note.startswith(opening))


def _related(result: dict) -> dict:
    (related,) = result["related"]
    return related


# --- 1. the dismissal's lawfulness asked ------------------------------------------------------------------------------

def test_a_graded_worker_asking_whether_the_dismissal_is_lawful_gets_the_2n_with_the_benefits_related() -> None:
    # 6000 × 5 × 2 = 60000 (第四十二条第（二）项, the incapacity given as the ground); benefits 6000 × 9 = 54000
    result = compensate("我工伤评了九级，公司说我干不了活了就把我辞退了，我工作了5年，月薪6000，辞退合法吗")
    assert result["scenario"] == "economic"
    assert result["params"]["termination_reason"] == "prohibited_42_work_injury"
    assert result["amount"] == 60000
    related = _related(result)
    assert related["scenario"] == "work_injury" and related["amount"] == 54000
    assert result["combined_total"] == 114000


@pytest.mark.parametrize(
    "question, damages, benefits",
    [
        # no ground told: 第四十二条第（二）项 leaves only an untold 第三十九条 fault, so 2N (session 28), the benefits
        # beside it
        ("我工伤九级，公司开除我合法吗，干了5年，月薪6000", 60000, 54000),
        ("我工伤评了十级，公司就把我辞退了，这样辞退我违法吗，干了3年，月薪5000", 30000, 35000),
    ],
)
def test_the_lawfulness_asked_in_any_clause_makes_the_dismissal_the_primary_claim(question: str, damages: float, benefits: float) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["termination_reason"] == "prohibited_42_work_injury"
    assert result["amount"] == damages
    assert _related(result)["amount"] == benefits
    assert any("第四十二条第（二）项" in note and "第三十九条" in note for note in result["notes"])


def test_asking_only_the_sum_keeps_the_benefits_primary() -> None:
    # '能赔多少' names neither claim: unchanged, the benefits first and the 2N related
    result = compensate("我工伤九级，公司说我干不了活了就把我辞退了，干了5年，月薪6000，能赔多少")
    assert result["scenario"] == "work_injury" and result["amount"] == 54000
    assert _related(result)["amount"] == 60000


# --- 2. dismissed in 停工留薪期 before any grade ----------------------------------------------------------------------

@pytest.mark.parametrize(
    "question, damages",
    [
        ("我工伤了还在停工留薪期，公司说我干不了活就把我辞退了，干了3年，月薪5000，能赔多少", 30000),
        # 2 years at 4500: 4500 × 2 × 2
        ("我在厂里干活把手压伤了，停工留薪期还没满，老板就把我开除了，做了两年，月薪4500", 18000),
    ],
)
def test_a_dismissal_in_the_time_off_for_a_work_injury_is_unlawful(question: str, damages: float) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == damages and result["missing"] == []
    note = _note(result, "题目说因工受伤、还在停工留薪期内")
    assert "第四十八条、第八十七条" in note and "第四十二条第（二）项" in note and "伤残等级" in note
    assert "工伤保险条例 第三十三条" in note


def test_a_ground_of_article_39_in_the_time_off_is_not_read_as_unlawful() -> None:
    # the serious fault alleged is a ground 停工留薪期 does not bar: the grade is still asked for the benefits
    result = compensate("我工伤了还在停工留薪期，因为我旷工三天被公司以严重违纪开除了，干了3年，月薪5000，能赔多少")
    assert result["scenario"] == "work_injury"
    assert result["params"].get("termination_reason") is None
    assert any("伤残等级" in need for need in result["missing"])


def test_the_time_off_said_to_be_over_is_no_such_dismissal() -> None:
    # (session 26, third round: the dismissal after the period is counted as any untold ground is, N; see
    # test_docked_pay_years_so_far_after_suspension_bare_refusal.py)
    result = compensate("我工伤停工留薪期满了，回去上班后公司把我辞退了，干了3年，月薪5000，能赔多少")
    assert result["scenario"] == "economic" and result["amount"] == 15000
    assert not any(note.startswith("题目说因工受伤、还在停工留薪期内") for note in result["notes"])


def test_a_graded_worker_in_the_time_off_keeps_the_work_injury_reading() -> None:
    result = compensate("我工伤评了九级，还在停工留薪期，公司把我辞退了，干了3年，月薪5000，能赔多少")
    assert result["scenario"] == "work_injury" and result["amount"] == 45000


# --- 3. pay refused on a condition ------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "question",
    [
        "公司下个月要搬到外地，说不去的就不发工资了",
        "老板说不加班就不发工资",
        "老板说要是不签这个协议就不给发工资，我该怎么办",
    ],
)
def test_pay_refused_on_a_condition_is_nothing_owed_yet(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["amount"] == 0 and result["missing"] == []
    assert result["params"]["pay_refused_ahead"] is True
    assert "第三十八条第一款第（二）项" in _note(result, "用人单位应当按照约定的日期及时足额支付劳动报酬")
    assert not any("加付赔偿金" in note for note in result["notes"])


def test_the_move_beside_the_threat_tells_what_a_dismissal_for_not_going_owes() -> None:
    result = compensate("公司下个月要搬到外地，说不去的就不发工资了")
    note = _note(result, "题目还说单位要搬到外地")
    assert "第四十条第（三）项" in note and "第四十六条第（三）项" in note and "第八十七条" in note
    assert not any(note.startswith("题目还说单位要搬到外地") for note in compensate("老板说不加班就不发工资")["notes"])


def test_a_past_months_pay_refused_with_said_is_owed() -> None:
    result = compensate("老板说上个月工资不发了，月薪6000")
    assert result["scenario"] == "economic"
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["params"].get("pay_refused_ahead") in (None, False)
    assert result["amount"] == 6000


# --- 4. lay questions ---------------------------------------------------------------------------------------------

def test_six_days_a_week_of_twelve_hours_counts_the_rest_days_worked_in_full() -> None:
    # 4000 ÷ 21.75 = 183.91 a day, 22.99 an hour; 248 working days × 4 × 22.99 × 150% = 34209.12; one day off a
    # week: 104 − 52 = 52 rest days × 12 hours × 22.99 × 200% = 28691.52
    result = compensate("我每天干12个小时，一周干六天，干了一年，月薪4000，加班费能要多少")
    assert result["params"]["overtime_days_off_per_week"] == 1
    assert result["amount"] == 62900.64
    assert any("每天 12小时" in step["description"] for step in result["steps"])
    assert not any("请写明天数" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question, days_off",
    [("我在厂里一周上七天班，每天8小时，干了半年，月薪4350，加班费多少", 0), ("每周上6天班，每天8小时，干了半年，月薪4350，加班费多少", 1)],
)
def test_the_days_worked_a_week_are_read_as_its_days_off(question: str, days_off: int) -> None:
    result = compensate(question)
    assert result["params"]["overtime_days_off_per_week"] == days_off
    # 4350 ÷ 21.75 = 200 a day; half a year is 26 weeks: (52 − 26 × days off) × 200 × 200%
    assert result["amount"] == (52 - 26 * days_off) * 200 * 2


def test_five_days_a_week_is_no_rest_day_worked() -> None:
    result = compensate("我每周干5天，每天10小时，干了一年，月薪4000，加班费多少")
    assert result["params"].get("overtime_days_off_per_week") is None


@pytest.mark.parametrize(
    "question, owed",
    [
        ("我按规定提前一个月提了离职，走了以后最后半个月的工资公司一直不发，月薪6000", 3000),
        ("我交了辞职报告，公司说不批，我干满30天走了，最后一个月工资没给，月薪5000", 5000),
    ],
)
def test_a_final_wage_withheld_after_the_workers_notice_is_wages_owed_alone(question: str, owed: float) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] == owed and not result.get("related")


@pytest.mark.parametrize(
    "question, damages",
    [
        # probation, 2 months at 5000: half a month's standard, × 2
        ("我在试用期，公司知道我怀孕了就把我辞退了，试用期3个月，月薪5000，干了2个月，能赔多少", 5000),
        ("公司发现我怀孕以后就把我开除了，干了两年，月薪8000", 32000),
    ],
)
def test_a_dismissal_straight_after_the_pregnancy_was_learnt_is_on_the_pregnancy(question: str, damages: float) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "prohibited_42_pregnancy"
    assert result["amount"] == damages


def test_a_fault_ground_given_later_is_not_the_pregnancy() -> None:
    result = compensate("公司知道我怀孕了，过了半年以严重违纪为由把我开除了，干了3年，月薪6000")
    assert result["params"]["termination_reason"] == "employee_fault_39"


@pytest.mark.parametrize(
    "question",
    ["我在超市买东西，货架倒了砸到我头上，花了医药费8000，超市要赔多少", "在超市买东西，货架上的东西掉下来砸伤了我，医药费3000，能要多少"],
)
def test_a_shop_shelf_falling_on_a_customer_is_the_duty_of_safety_failed(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "personal_injury"
    assert result["params"]["safety_duty_breached"] is True
    assert not any("安全保障义务" in need for need in result["missing"])


def test_a_fall_beside_a_shelf_is_no_shelf_falling() -> None:
    result = compensate("我在超市货架旁边摔倒了，骨折花了2万，超市要赔多少")
    assert result["params"].get("safety_duty_breached") is None


def test_a_shop_worker_hurt_by_the_shelf_is_a_work_injury() -> None:
    result = compensate("我是超市的理货员，上班时货架倒了砸伤了我，医药费8000，能赔多少")
    assert result["scenario"] == "work_injury"


@pytest.mark.parametrize(
    "question, owed",
    [
        # the refusal not on a condition, and how long it has lasted in the next clause: owed
        ("我不同意降薪，老板就不发工资了，已经两个月了，月薪5000", 10000),
        ("工资一直没发，都三个月了，月薪4000", 12000),
    ],
)
def test_pay_withheld_with_its_span_in_the_next_clause_is_owed_for_that_span(question: str, owed: float) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] == owed


def test_resigning_over_pay_withheld_for_months_told_after_is_a_forced_resignation() -> None:
    # 第三十八条第一款第（二）项: N = 6000 × 2, the 18000 owed beside it
    result = compensate("老板不发工资，已经三个月了，月薪6000，我想辞职能要补偿吗，干了2年")
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == 12000
    assert _related(result)["amount"] == 18000
