"""Session 27 lay wordings: a share of the pay docked is the sum owed, a 第三十八条 ground supposed or threatened
beside a resignation asked about is answered as the resignation it would be (with a note that nothing is owed yet),
a length of service said loosely ('快一年', '差不多三年') is read with a note, a graded work injury and a dismissal
with no ground told show both claims, a probation dismissal with no reason given and a disability told by its share.
Expected values by hand."""

from __future__ import annotations

import pytest

from backend.compensation import compensate


def _note(result: dict, opening: str) -> str:
    return next(note for note in result["notes"] if note.startswith(opening))


# --- 1. a share of the pay docked ----------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("question", "owed", "share"),
    [
        ("工资被扣了一半，月薪8000", 4000, 0.5),
        ("公司扣了我三成工资，月薪6000，能要回多少", 1800, 0.3),
        ("公司扣了我两成工资，月薪5000", 1000, 0.2),
        ("这个月工资被扣了一半，月薪5000，能要回来吗", 2500, 0.5),
        ("工资被扣了30%，月薪9000", 2700, 0.3),
        ("两个月工资都被扣了一半，月薪6000", 6000, 0.5),
    ],
)
def test_a_share_of_the_pay_docked_is_that_share_owed(question: str, owed: int, share: float) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic" and result["missing"] == []
    assert result["params"]["targets"] == ["unpaid_wages"] and result["params"]["unpaid_wage_share"] == share
    assert result["amount"] == owed
    # a deduction is lawful only on the grounds the note names (劳动法 第五十条)
    assert "劳动法第五十条" in _note(result, "工资不得克扣")


@pytest.mark.parametrize("question", ["押金被扣了一半，押金2000", "年终奖被扣了一半，月薪8000"])
def test_half_of_a_deposit_or_a_bonus_docked_is_not_read_as_wages(question: str) -> None:
    with pytest.raises(ValueError, match="无法判断问题属于哪类计算"):
        compensate(question)


def test_pay_docked_by_a_share_is_a_ground_for_leaving_with_compensation() -> None:
    # not paid in full (第三十八条第一款第（二）项): N for 3 years at 8000, the docked half beside it
    result = compensate("工资被扣了一半，我辞职了，干了3年，月薪8000")
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == 24000
    assert [claim["amount"] for claim in result["related"]] == [4000] and result["combined_total"] == 28000


def test_a_sum_docked_is_a_ground_for_leaving_as_withheld_pay_is() -> None:
    result = compensate("工资被扣了1000，我辞职了，干了3年，月薪8000")
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == 24000 and result["combined_total"] == 25000


# --- 2 and 4. a ground supposed, or threatened for a time to come, beside a resignation asked -----------------------

@pytest.mark.parametrize(
    ("question", "compensation", "article"),
    [
        ("如果公司一直不发工资的话我能辞职吗，干了三年，月薪6000", 18000, "第三十八条第一款第（二）项"),
        ("要是公司不给我交社保，我能辞职要补偿吗，干了两年，月薪5000", 10000, "劳动合同法第三十八条、"),
    ],
)
def test_a_supposed_ground_answers_the_resignation_it_would_be(question: str, compensation: int, article: str) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == compensation
    note = _note(result, "题目所说的情形是假设的")
    assert article in note and "第四十六条第（一）项" in note and "书面通知" in note and "主动辞职" in note


@pytest.mark.parametrize(
    ("question", "compensation"),
    [
        ("老板说下个月不发工资了，我能不能辞职要补偿，干了2年，月薪5000", 10000),
        ("老板说要是我不加班就不发工资，我能辞职要补偿吗，干了一年，月薪5000", 5000),
    ],
)
def test_pay_refused_ahead_beside_a_resignation_asked_is_n_once_the_pay_is_withheld(question: str, compensation: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == compensation
    note = _note(result, "题目说单位表示以后")
    assert "现在不属于拖欠" in note and "第三十条" in note and "第三十八条第一款第（二）项" in note
    assert "情形尚未发生就辞职的，属主动辞职，没有经济补偿" in note


def test_pay_refused_ahead_with_no_figures_asks_them_under_the_same_reading() -> None:
    result = compensate("老板说下个月不发工资了，我能不能辞职要补偿")
    assert result["params"]["termination_reason"] == "employee_38" and result["amount"] is None
    assert any("工作年限" in missing for missing in result["missing"])


def test_a_resignation_already_made_over_a_threat_is_still_a_plain_resignation() -> None:
    # nothing was owed when the worker left: no 第三十八条 ground
    result = compensate("老板说下个月不发工资了，我已经辞职了，干了2年，月薪5000")
    assert result["params"]["termination_reason"] == "employee_resigned" and result["amount"] == 0


def test_arrears_told_as_a_fact_carry_no_supposition_note() -> None:
    result = compensate("公司拖欠我两个月工资，我能辞职吗，干了2年，月薪5000")
    assert result["amount"] == 10000
    assert not any(note.startswith("题目所说的情形是假设的") for note in result["notes"])


# --- 3. a length of service said loosely ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("question", "months", "amount", "reading"),
    [
        # under a year but six months or more: one month's pay (第四十七条)
        ("我在公司快一年了，被辞退了，月薪6000，能赔多少", 11, 6000, "按不满一年计（11个月）"),
        ("干了快两年，公司把我辞退了，月薪7000", 23, 14000, "按不满两年计（1年11个月）"),
        # under six months: half a month
        ("干了快半年就被辞退了，月薪6000，能赔多少", 5, 3000, "按不满半年计（5个月）"),
        ("入职将近八个月，公司把我辞退了，月薪5000", 7, 5000, "按不满八个月计（7个月）"),
        ("快三年了，公司倒闭了，月薪6000", 35, 18000, "按不满三年计（2年11个月）"),
        # about: read as said (2N for the dismissal without a reason)
        ("差不多三年了，公司无故辞退我，月薪5000", 36, 30000, "按3年计"),
        ("在这家公司干了大概两年，公司裁员把我裁了，月薪8000", 24, 16000, "按2年计"),
        ("干了三年左右，公司把我辞退了，月薪6000", 36, 18000, "按3年计"),
        ("入职快满一年被辞退了，月薪5000", 11, 5000, "按不满一年计（11个月）"),
    ],
)
def test_service_said_loosely_is_read_with_a_note(question: str, months: int, amount: int, reading: str) -> None:
    result = compensate(question)
    assert result["params"]["service_months"] == months
    assert result["amount"] == amount
    note = _note(result, "题目说工作年限")
    assert reading in note and "第四十七条" in note and "入职和离职日期" in note


def test_service_said_loosely_beside_wages_owed_alone_carries_no_note() -> None:
    # the answer is the docked half (3000), which the length of service does not change
    result = compensate("我在公司快一年了，工资被扣了一半，月薪6000")
    assert result["amount"] == 3000
    assert not any(note.startswith("题目说工作年限") for note in result["notes"])


def test_a_loose_span_of_something_else_is_not_the_service() -> None:
    # '近两年' is how long the arrears have gone on; the service is the five years told
    result = compensate("近两年公司一直拖欠工资，我辞职了，月薪5000，干了5年")
    assert result["params"]["service_months"] == 60 and result["amount"] == 25000
    assert not any(note.startswith("题目说工作年限") for note in result["notes"])


def test_service_said_exactly_carries_no_loose_note() -> None:
    result = compensate("我在公司三年了，公司把我辞退了，月薪6000")
    assert result["params"]["service_months"] == 36 and result["amount"] == 18000
    assert not any(note.startswith("题目说工作年限") for note in result["notes"])


# --- 5. a graded work injury and a dismissal with no ground told ---------------------------------------------------

def test_benefits_read_first_show_the_endings_damages_beside_them() -> None:
    # grade 9 at 6000: 9 months' 一次性伤残补助金 (54000); beside it the damages of a dismissal on no told ground of a
    # worker 第四十二条第（二）项 protects (session 28): 2N for 4 years, 48000
    result = compensate("我工伤评了九级，后来公司把我辞退了，干了4年，月薪6000，能赔多少")
    assert result["scenario"] == "work_injury" and result["amount"] == 54000
    assert [(claim["scenario"], claim["amount"]) for claim in result["related"]] == [("economic", 48000)]
    assert "第四十二条第（二）项" in result["related"][0]["label"]
    assert result["combined_total"] == 102000


def test_the_ending_read_first_shows_the_benefits_beside_it() -> None:
    # the same shape from the other side: 2N for 3 years at 5000 (30000), grade 10's 7 months (35000) beside it
    result = compensate("我工伤十级，工伤后被辞退了，干了3年，月薪5000，能赔多少")
    assert result["amount"] == 30000 and result["params"]["termination_reason"] == "prohibited_42_work_injury"
    assert [claim["amount"] for claim in result["related"]] == [35000] and result["combined_total"] == 65000


def test_a_graded_injury_without_a_dismissal_has_no_ending_claim() -> None:
    result = compensate("我工伤评了九级，干了4年，月薪6000，能赔多少")
    assert result["amount"] == 54000 and not result.get("related")


# --- 6. lay questions ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("question", "damages"),
    [
        # a probation dismissal must give its reason (第二十一条): none given is unlawful, 2 × half a month
        ("我在试用期，公司突然说我不用来了，也没说为什么，工资5000，上了三个月班", 5000),
        ("公司把我辞退了，不告诉我为啥，干了两年，月薪6000", 24000),
    ],
)
def test_a_dismissal_with_no_reason_told_in_plain_words_is_unlawful(question: str, damages: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == damages


@pytest.mark.parametrize(
    ("question", "grade"),
    [
        ("我被骑电动车的撞了，评了10%的伤残，对方全责，我38岁，城镇户口，医药费2万，当地城镇居民人均可支配收入5万", 10),
        ("我被骑电动车的撞了，伤残系数20%，对方全责，我38岁，城镇户口，医药费2万，当地城镇居民人均可支配收入5万", 9),
    ],
)
def test_a_disability_told_by_its_share_is_its_grade(question: str, grade: int) -> None:
    # 人体损伤致残程度分级: 十级 10 %, 九级 20 %; 50000 × 20 years × the share, plus the 20000 medical costs
    result = compensate(question)
    assert result["params"]["disability_grade"] == grade
    assert result["amount"] == 20000 + 50000 * 20 * (11 - grade) / 10


def test_a_share_off_the_scale_is_no_grade() -> None:
    result = compensate("我被骑电动车的撞了，伤残系数15%，对方全责，医药费2万")
    assert result["params"]["disability_grade"] is None
