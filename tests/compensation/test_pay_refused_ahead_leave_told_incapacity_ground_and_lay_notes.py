"""Session 26 lay wordings: pay refused for a time to come is not owed yet (劳动合同法 第三十条), a dismissal for
absence the worker says was leave is unlawful (第八十七条), 'said I could not work' after a work injury or in an illness
is the 第四十二条 state as the ground, a resignation asked for and refused is no agreed ending, the Spring Festival's
days told by their lunar dates, a rider's delivery trip, and notes worded for people rather than API keys. Expected
values by hand."""

from __future__ import annotations

import re

import pytest

from backend.compensation import compensate


def _note(result: dict, opening: str) -> str:
    return next(note for note in result["notes"] if note.startswith(opening))


# --- 1. a threat is not a debt -------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "question",
    [
        "公司说下个月不给我发工资了，月薪6000",
        "老板说下个月起不发工资了，月薪5000，怎么办",
        "公司说从下个月开始停发工资，月薪5000，能要多少",
    ],
)
def test_pay_refused_for_a_month_to_come_is_nothing_owed_yet(question: str) -> None:
    # not yet due: 0 owed, no months asked, and the note says what follows once a payday passes unpaid
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["amount"] == 0 and result["missing"] == []
    assert result["params"]["pay_refused_ahead"] is True
    note = _note(result, "用人单位应当按照约定的日期及时足额支付劳动报酬")
    assert "第三十条" in note and "第三十八条第一款第（二）项" in note and "第四十六条第（一）项" in note
    assert not any("加付赔偿金" in note for note in result["notes"])  # 第八十五条 needs wages owed


@pytest.mark.parametrize(
    ("question", "owed"),
    [
        ("上个月的工资说不发了，月薪6000", 6000),
        ("上个月的工资老板说不发了，月薪6000，能要多少", 6000),
        # a month owed beside the pay refused ahead: the month owed is the answer
        ("老板说以后的工资都不发了，上个月的也没发，月薪6000", 6000),
    ],
)
def test_pay_already_due_and_refused_stays_wages_owed(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == ["unpaid_wages"] and not result["params"]["pay_refused_ahead"]
    assert result["amount"] == owed


# --- 2. the absence was leave --------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("question", "damages"),
    [
        # 2 × 4 × 7000
        ("公司以我旷工为由把我开除了，其实我请了假的，干了4年，月薪7000，能赔多少", 56000),
        ("公司说我旷工三天把我辞退了，我是请了假才没去的，干了3年，月薪6000", 36000),
        ("我请过假的，公司还说我旷工把我开除了，干了2年，月薪5000", 20000),
        # the employer calling it serious changes nothing when the days were leave
        ("公司以我严重违纪旷工为由把我开除了，我请过假的，领导也批了，干了3年，月薪6000，能要多少", 36000),
    ],
)
def test_a_dismissal_for_absence_the_worker_says_was_leave_is_unlawful(question: str, damages: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == damages and result["missing"] == []
    note = _note(result, "题目说单位以旷工为由解除劳动合同，而劳动者说当时请了假")
    assert "第八十七条" in note and "能否证明请假已获批准" in note


@pytest.mark.parametrize(
    "question",
    [
        # leave denied, or someone else's leave: the absence stands as told
        "公司说我旷工三天严重违纪把我开除了，我没请假，干了3年，月薪6000",
        "我老婆请假照顾我，公司说我旷工把我开除了，干了3年，月薪6000",
    ],
)
def test_leave_denied_or_of_another_is_no_dispute(question: str) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] != "illegal"
    assert not any(note.startswith("题目说单位以旷工为由解除劳动合同，而劳动者说") for note in result["notes"])


# --- 3. 'said I could not work' ------------------------------------------------------------------------------------

def test_a_work_injury_dismissal_asked_about_is_the_damages_beside_the_benefits() -> None:
    # 十级, 3 years at 5000: damages 2 × 3 × 5000 = 30000; benefits related 7 × 5000 = 35000
    result = compensate("我工伤评了十级，公司说我干不了活了就把我辞退了，辞退能赔多少，干了3年，月薪5000")
    assert result["scenario"] == "economic"
    assert result["params"]["termination_reason"] == "prohibited_42_work_injury"
    assert result["amount"] == 30000
    assert result["related"][0]["amount"] == 35000 and result["combined_total"] == 65000


def test_a_work_injury_story_asked_generally_keeps_the_benefits_with_the_damages_related() -> None:
    # 九级 at 6000: 9 × 6000 = 54000; the dismissal on the injury: 2 × 5 × 6000 = 60000, no longer 'depends on the ground'
    result = compensate("我工伤九级，公司说我干不了活了就把我辞退了，干了5年，月薪6000，能赔多少")
    assert result["scenario"] == "work_injury" and result["amount"] == 54000
    assert result["related"][0]["amount"] == 60000 and result["combined_total"] == 114000
    assert "第四十二条第（二）项" in result["related"][0]["label"]


@pytest.mark.parametrize(
    "question",
    ["我生病住院了，公司说我干不了活了就把我辞退了，干了3年，月薪5000，能赔多少", "我生病了，老板说我不能干活了，把我辞退了，干了3年，月薪5000"],
)
def test_an_ill_worker_dismissed_as_unable_to_work_is_read_within_the_medical_period(question: str) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "prohibited_42_medical_period"
    assert result["amount"] == 30000  # 2 × 3 × 5000
    note = _note(result, "题目说劳动者患病后，单位以干不了活为由将其辞退")
    assert "第四十二条第（三）项" in note and "医疗期满后" in note and "第四十条第（一）项" in note


def test_a_medical_period_over_leaves_the_ground_of_article_40() -> None:
    result = compensate("我医疗期满了还是干不了原来的活，公司给我调了岗我也干不了，公司说我干不了活就把我辞退了，干了3年，月薪5000")
    assert result["params"]["termination_reason"] != "prohibited_42_medical_period"
    assert result["amount"] == 15000


# --- 5. a resignation asked for and refused ------------------------------------------------------------------------

@pytest.mark.parametrize(
    "question",
    [
        "公司让我自愿离职，我不同意，公司就不让我上班了，干了4年，月薪8000，能要多少",
        "公司让我写自愿离职申请，说这样就不用给补偿，我没签，公司就不让我上班了，干了4年，月薪8000，能要多少",
    ],
)
def test_a_resignation_refused_then_kept_out_is_no_agreed_ending(question: str) -> None:
    # not 协商一致: the no-ground reading (N 32000) with the damages of an ending without a ground in the note (64000)
    result = compensate(question)
    assert result["params"]["termination_reason"] is None
    assert result["amount"] == 32000
    note = _note(result, "题目说单位要求劳动者辞职，劳动者没有同意")
    assert "不是协商一致" in note and "64000.00元" in note


def test_a_resignation_agreed_to_stays_the_agreed_ending() -> None:
    result = compensate("公司让我自愿离职，我签了，干了4年，月薪8000，能要多少")
    assert result["params"]["termination_reason"] == "mutual_by_employer" and result["amount"] == 32000


# --- 5. the Spring Festival by its lunar days; a rider's delivery ---------------------------------------------------

@pytest.mark.parametrize(
    ("question", "holidays", "rest", "amount"),
    [
        # 6000 ÷ 21.75 = 275.86; × 3 × 300% = 2482.74
        ("春节初一到初三都在加班，月薪6000，公司也没安排补休，加班费多少", 3, None, 2482.74),
        # 初四 to 初六 are rest days moved: 3 × 275.86 × 200% = 1655.16 more
        ("春节初一到初六都在加班，月薪6000，没补休，加班费多少", 3, 3, 4137.90),
    ],
)
def test_spring_festival_days_told_by_lunar_dates_are_counted_by_kind(question, holidays, rest, amount) -> None:
    result = compensate(question)
    assert result["params"]["overtime_holiday_days"] == holidays
    assert result["params"]["overtime_rest_days"] == rest
    assert result["amount"] == pytest.approx(amount)


def test_a_lunar_day_whose_kind_varied_by_year_is_asked() -> None:
    # 除夕 was no holiday before 2025: its kind in 2024 is asked, not guessed
    result = compensate("2024年春节除夕到初三都在加班，月薪6000，没补休，加班费多少")
    assert result["params"]["overtime_holiday_days"] == 3 and result["params"]["overtime_days_kind_untold"] == 1
    assert result["amount"] is None


def test_a_rider_hurt_on_a_delivery_gets_the_work_injury_note() -> None:
    result = compensate("我是外卖骑手，送单路上被小轿车撞了，对方全责，医疗费2万，能赔多少")
    assert result["scenario"] == "traffic" and result["amount"] == 20000
    note = _note(result, "因工外出期间")
    assert "第十四条第（五）项" in note and "劳动关系" in note


# --- 4. notes worded for people ------------------------------------------------------------------------------------

_API_KEY = re.compile(r"[a-z]+_[a-z_]+|supporters|(?<![A-Za-z])scenario(?![A-Za-z])")


@pytest.mark.parametrize(
    "question",
    [
        # a minor dependant's second parent, asked in words
        "我老公被车撞死了，对方全责，他35岁，城镇户口，留下一个5岁的儿子，能赔多少",
        # the police's equal finding, a ratio to be given
        "我骑电动车和一辆小车撞了，交警认定同等责任，医疗费2万，能赔多少",
        # the work trip's note, and the dismissal's ground asked
        "我送货途中被货车撞伤了，货车全责，医疗费3万，能赔多少？",
        "公司说我旷工三天把我辞退了，干了3年，月薪6000，能赔多少",
        "国庆加班了两天，月薪8700，公司只给了一倍工资，还差多少",
        "我工伤九级，公司说我干不了活了就把我辞退了，干了5年，月薪6000，能赔多少",
    ],
)
def test_notes_and_questions_name_no_api_key(question: str) -> None:
    result = compensate(question)
    for text in [*result["notes"], *result["missing"], *(step["description"] for step in result["steps"])]:
        assert not _API_KEY.search(text), text


def test_a_minor_dependants_one_parent_is_asked_in_words() -> None:
    result = compensate("我老公被车撞死了，对方全责，他35岁，城镇户口，留下一个5岁的儿子，能赔多少")
    note = next(note for note in result["notes"] if "按父母二人共同抚养计算" in note)
    assert "另一方父母已去世或没有抚养能力" in note and "supporters" not in note
