"""Session 25 (third round), lay questions: last month's pay refused ('老板不给我发上个月的工资'), wages owed after
the worker's own leaving with no ground told ('我离职了，公司没给我结最后一个月工资'), a dismissal on the 第四十二条
state itself ('以我工伤评了九级为由把我辞退了', '因为我怀孕了就把我辞退了'), and a cost told in the clause after one
of the treatment ('住院10天，花了3万')."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


@pytest.mark.parametrize(
    "question, owed",
    [
        ("老板不给我发上个月的工资，月薪5000，能要多少", 5000),
        ("老板不给我发上个月的工资，月薪5000", 5000),
        ("上个月的工资公司一直没发，月薪4500，怎么要", 4500),
        ("公司拖欠了我上上个月的工资，工资7000一个月", 7000),
    ],
)
def test_a_named_months_pay_refused_is_one_month_owed(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["params"]["unpaid_wage_months"] == 1
    assert result["amount"] == owed


def test_a_refusal_before_a_loose_span_is_a_labour_claim_with_the_months_asked() -> None:
    # refused before as no known calculation: the claim is the wages owed, their months asked
    result = compensate("公司两个多月没发工资了，月薪5000，能要多少")
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] is None
    assert any("拖欠" in need for need in result["missing"])


@pytest.mark.parametrize("question", ["老板不给我发工资，月薪5000，能要多少", "公司拖欠我工资，月薪5000，能要多少"])
def test_wages_owed_without_months_or_sum_ask_for_them(question: str) -> None:
    # before: refused, or the ending's compensation asking the service; the wages owed are what is asked
    result = compensate(question)
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] is None
    assert result["missing"] == ["拖欠工资的数额，或拖欠了几个月的工资"]


def test_last_months_pay_told_as_the_wage_is_not_owed() -> None:
    # '上个月工资8000' tells the wage of the month before leaving, not a month unpaid
    result = compensate("公司把我辞退了，上个月工资8000，干了3年，能赔多少")
    assert result["params"]["targets"] != ["unpaid_wages"]
    assert result["params"]["unpaid_wage_months"] is None


@pytest.mark.parametrize(
    "question, owed",
    [
        ("我离职了，公司没给我结最后一个月工资，月薪6000，能要多少", 6000),
        ("我离职了，公司还欠我两个月工资，干了3年，月薪5000，能要多少", 10000),
        ("我从公司离职了，最后一个月的工资一直没发，月薪6000", 6000),
    ],
)
def test_wages_owed_after_leaving_with_no_ground_told_are_the_answer(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] == owed
    assert not result["missing"]


def test_wages_owed_after_a_dismissal_keep_the_ending_as_the_answer() -> None:
    result = compensate("我被辞退了，公司没给我结最后一个月工资，干了3年，月薪6000，能要多少")
    assert result["amount"] == 18000  # N = 3 × 6000
    assert any("拖欠工资" in note and "6000.00元" in note for note in result["notes"])


def test_arrears_before_leaving_are_still_the_ground_of_resigning() -> None:
    # the arrears told before the leaving are its ground (第三十八条): N, the wages beside it
    result = compensate("公司拖欠我三个月工资，每月5000，我受不了就辞职了，干了两年，能要多少钱")
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == 10000
    [wages] = result["related"]
    assert wages["amount"] == 15000


@pytest.mark.parametrize(
    "question",
    [
        "公司以我工伤评了九级为由把我辞退了，干了5年，月薪6000，能赔多少",
        "我工伤评了九级，公司以此为由把我辞退了，干了5年，月薪6000，能赔多少",
    ],
)
def test_a_dismissal_on_the_work_injury_itself_is_unlawful(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "work_injury"
    assert result["amount"] == 54000  # 一次性伤残补助金 9 × 6000
    [related] = result["related"]
    assert related["scenario"] == "economic"
    assert related["params"]["termination_reason"] == "prohibited_42_work_injury"
    assert related["amount"] == 60000  # 2N = 2 × 5 × 6000 (第八十七条)
    assert result["combined_total"] == 114000


def test_a_dismissal_on_pregnancy_itself_is_unlawful() -> None:
    result = compensate("因为我怀孕了，公司就把我辞退了，干了2年，月薪8000，能赔多少")
    assert result["params"]["termination_reason"] == "prohibited_42_pregnancy"
    assert result["amount"] == 32000  # 2N
    assert any("情形本身" in note and "第八十七条" in note for note in result["notes"])


def test_a_dismissal_on_another_ground_is_not_read_as_on_the_injury() -> None:
    # the ground told is absence (第三十九条 if proved), not the injury: no unlawful reading is made up
    result = compensate("公司以我旷工为由把我开除了，我工伤九级，干了5年，月薪6000，能赔多少")
    assert result["scenario"] == "work_injury"
    assert "related" not in result


@pytest.mark.parametrize(
    "question, medical",
    [
        ("我爸六十五了，在菜市场被一辆电动三轮车撞倒了，送到医院住了一周院，花了1万，对方全责，能赔多少", 10000),
        ("我被电动车撞倒了，在医院治疗了半个月，花了2万，对方全责，能赔多少", 20000),
        ("我被电动车撞倒了，住院10天，花了3万，对方全责，能赔多少", 30000),
    ],
)
def test_a_cost_in_the_clause_after_the_treatments_is_medical(question: str, medical: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "traffic"
    assert result["amount"] == medical
    assert any("医疗费" in step["description"] and f"{medical}.00元" in step["description"] for step in result["steps"])


@pytest.mark.parametrize(
    "question",
    [
        # the clause between is the vehicle's, not the treatment's: the sum could be anything, asked
        "我爸六十五了，在菜市场被一辆三轮车撞倒了，三轮车是电动的，花了1万，能赔多少",
        "我被电动车撞倒了，车子送去修，花了2000，对方全责，能赔多少",
    ],
)
def test_a_cost_after_a_clause_of_something_else_is_asked(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None
    assert any("损失" in need for need in result["missing"])

