"""经济补偿 arises only when the contract ends (劳动合同法 第四十六条): a worker still in the job is owed none yet, and a
service length told without any ending is no ending. The double wage for work without a written contract (第八十二条)
is owed either way, and the notes say what an ending would add (第四十七条). Expected values by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator
from backend.compensation.extract import extract_economic
from backend.compensation.params import EconomicParams
from backend.compensation.reference import get_reference


def _ending_note(result: dict) -> str:
    return next(note for note in result["notes"] if "经济补偿在劳动合同解除或终止时才发生" in note)


@pytest.mark.parametrize(
    "still",
    ["我还在职，经济补偿能要多少？", "目前在职，能拿多少经济补偿？", "现在还在公司上班，经济补偿是多少？", "我还没离职，赔偿金能要多少？"],
)
def test_a_worker_still_in_the_job_is_owed_no_compensation_yet(still: str) -> None:
    # nothing has ended: 0, and the note gives 第四十七条's figure should it end on a ground of 第四十六条: 3 × 6000
    result = compensate(f"我在公司干了3年，月工资6000，{still}")
    assert result["amount"] == 0
    assert result["params"]["contract_ended"] is False
    assert [step["amount"] for step in result["steps"]] == [0]
    assert "18000.00元（3个月工资）" in _ending_note(result)


def test_a_worker_still_in_the_job_without_a_contract_is_owed_the_double_wage_beside_a_nil_compensation() -> None:
    # 经济补偿 named: shown as 0 beside 第八十二条's double wage for months 2-8, 7 × 5000
    result = compensate("我在公司干了8个月了，一直没签书面劳动合同，月工资5000，我还在职，经济补偿能要多少？")
    assert result["params"]["targets"] == ["total", "economic_compensation", "double_wage"]
    assert result["amount"] == 35000
    assert result["steps"][0]["amount"] == 0
    assert "5000.00元（1个月工资）" in _ending_note(result)


@pytest.mark.parametrize(
    "question",
    ["在公司干了8个月，公司一直没签劳动合同，月工资5000，能要多少？", "在单位做了8个月，单位一直没跟我签劳动合同，月薪5000，我能拿到多少钱？"],
)
def test_a_service_length_without_an_ending_owes_the_double_wage_only(question: str) -> None:
    # 8 months told, no ending: the double wage 7 × 5000, not 经济补偿 added beside it; the note says an ending adds 5000
    result = compensate(question)
    assert result["params"]["contract_ended"] is None
    assert result["amount"] == 35000
    assert not any(step["description"].startswith("经济补偿") for step in result["steps"])
    assert "5000.00元（1个月工资）" in _ending_note(result)


@pytest.mark.parametrize("ending", ["被辞退了", "我上个月离职了", "公司让我走人了"])
def test_an_ending_told_without_a_ground_still_adds_the_compensation(ending: str) -> None:
    # the ending is told though its ground is not: 1 month for 8 (第四十七条) beside the double wage 7 × 5000
    result = compensate(f"在公司干了8个月，公司一直没签劳动合同，月工资5000，{ending}，能要多少？")
    assert result["params"]["contract_ended"] is True
    assert result["amount"] == 5000 + 35000


@pytest.mark.parametrize(
    "told",
    ["我现在还在公司附近租房，上个月离职了", "我现在还在公司对面租房，上周已经离职", "我还在职的时候公司就没签，上个月我离职了"],
)
def test_a_leaving_told_outweighs_words_that_only_look_like_still_being_there(told: str) -> None:
    # a place by the workplace or a time in the past is no still-employed: the leaving told adds 1 month for 8
    # (第四十七条) to the double wage 7 × 5000, and nothing says the worker is still there
    result = compensate(f"在公司干了8个月，公司一直没签劳动合同，月工资5000，{told}，能要多少？")
    assert result["params"]["contract_ended"] is True
    assert result["amount"] == 5000 + 35000
    assert not any("仍在职" in note for note in result["notes"])


def test_a_ground_told_while_still_in_the_job_is_the_ending_asked_about() -> None:
    # '公司说下个月裁员': the asker asks what that layoff (第四十一条) will owe, 3 × 6000
    result = compensate("我在公司干了3年，月工资6000，我还在职，公司说下个月裁员，经济补偿能要多少？")
    assert (result["params"]["termination_reason"], result["params"]["contract_ended"]) == ("layoff_41", None)
    assert result["amount"] == 18000


_UNSIGNED = {"monthly_wage": Decimal(5000), "service_months": 8, "no_contract_months": 8, "no_written_contract": True}


@pytest.mark.parametrize(("ended", "expected"), [(None, 35000), (False, 35000), (True, 40000)])
def test_the_calculator_adds_the_compensation_only_for_an_ending(ended: bool | None, expected: int) -> None:
    calculation = EconomicCalculator(get_reference()).calculate(EconomicParams(**_UNSIGNED, contract_ended=ended))
    assert calculation.amount == expected


def test_still_in_the_job_and_an_ending_ground_together_are_refused() -> None:
    params = EconomicParams(monthly_wage=Decimal(5000), service_months=8, termination_reason="layoff_41", contract_ended=False)
    with pytest.raises(ValueError, match="contract_ended"):
        EconomicCalculator(get_reference()).calculate(params)


# --- 经济补偿 asked with no ending told: a figure that holds only for an ending of 第四十六条 -------------------


@pytest.mark.parametrize("asked", ["经济补偿能拿多少？", "能拿多少钱？"])
def test_compensation_without_an_ending_told_is_said_to_rest_on_one_first(asked: str) -> None:
    # 3 years × 6000 (第四十七条), but only for an ending of 第四十六条: the first step says so, the note names what gives
    # nothing (a plain resignation, 第三十九条) and the 2N of an unlawful ending, 2 × 18000 (the bare question names no
    # claim: the user picks the scenario)
    result = compensate(f"我在公司干了3年，月工资6000，{asked}", {"scenario": "economic"})
    assert result["amount"] == 18000
    first = result["steps"][0]
    assert first["description"].startswith("前提") and first["amount"] is None and "第四十六条" in first["source"]
    conditional = next(note for note in result["notes"] if "只在劳动合同因第四十六条所列情形解除或终止时支付" in note)
    assert "主动辞职" in conditional and "第三十九条" in conditional and "36000.00元" in conditional
    assert not any("未说明解除或终止劳动合同的原因" in note for note in result["notes"])


def test_an_ending_told_without_its_ground_needs_no_such_first_step() -> None:
    result = compensate("我在公司干了3年，月工资6000，被公司辞退了，经济补偿能拿多少？")
    assert result["amount"] == 18000
    assert not result["steps"][0]["description"].startswith("前提")
    assert any("未说明解除或终止劳动合同的原因" in note for note in result["notes"])


# --- 'N+1' asked while still in the job: what a 第四十条 ending without notice would bring --------------------


def test_n_plus_one_asked_while_still_in_the_job_is_answered_as_the_ending_it_names() -> None:
    # N = 3 × 6000 = 18000 and a month's wage in lieu of notice 6000 (第四十条, 实施条例 第二十条), each labelled as
    # supposed: nothing is owed yet while the worker stays
    result = compensate("我还在职，在公司干了3年，月工资6000，N+1是多少？")
    assert result["params"]["contract_ended"] is False
    assert result["amount"] == 24000
    assert result["steps"][0]["description"].startswith("假设") and "第四十条" in result["steps"][0]["source"]
    assert result["steps"][-1]["description"].startswith("假设如此解除时合计")
    assert any("不是现在应得的" in note for note in result["notes"])
    assert not any("以上未计经济补偿" in note for note in result["notes"])


@pytest.mark.parametrize(
    "asked",
    [
        "经济补偿能要多少？",  # no ending named: '经济补偿' may follow a resignation that owes nothing
        "赔偿金和代通知金能要多少？",  # 第八十七条's damages and a month in lieu of notice come from no one ending
    ],
)
def test_an_item_asked_while_still_in_the_job_without_the_ending_it_names_stays_nil(asked: str) -> None:
    result = compensate(f"我还在职，在公司干了3年，月工资6000，{asked}")
    assert result["amount"] == 0 and not any(step["description"].startswith("假设") for step in result["steps"])


# --- the double wage alone is counted from the monthly wage, not from the 12 months before an ending ----------


@pytest.mark.parametrize(
    "question",
    ["在公司干了8个月，公司一直没签劳动合同，月工资5000，能要多少？", "在公司干了8个月，一直没签劳动合同，月工资5000，我还在职，能拿多少？"],
)
def test_the_double_wage_alone_shows_no_average_before_an_ending(question: str) -> None:
    result = compensate(question)
    assert result["amount"] == 35000  # months 2-8: 7 × 5000 (第八十二条)
    assert not any("解除或终止前12个月平均工资" in step["description"] for step in result["steps"])


# --- words of leaving beside words of still being there -------------------------------------------------------


@pytest.mark.parametrize(
    "told", ["本来还在公司，上周被撵走了", "之前还在公司，老板突然让我回家了", "我原来还在职，上个月走人了"]
)
def test_a_leaving_in_everyday_words_outweighs_words_of_still_being_there(told: str) -> None:
    # the job ended: 1 month for 8 (第四十七条) beside the double wage 7 × 5000
    result = compensate(f"在公司干了8个月，一直没签劳动合同，月工资5000，{told}，能拿多少？")
    assert result["params"]["contract_ended"] is True
    assert result["amount"] == 5000 + 35000


@pytest.mark.parametrize("told", ["我还在公司，打算下个月不干了", "我还在职，老板让我回家休息几天"])
def test_a_leaving_only_planned_or_a_few_days_sent_home_is_no_ending(told: str) -> None:
    result = compensate(f"在公司干了8个月，一直没签劳动合同，月工资5000，{told}，能拿多少？")
    assert result["params"]["contract_ended"] is False
    assert result["amount"] == 35000


# --- what an ending would give, counted once for the notes ----------------------------------------------------


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        # still in the job: the note gives N = 3 × 6000 and 2N
        ("我在公司干了3年，月工资6000，我还在职，经济补偿能要多少？", "36000.00元"),
        # a 第三十九条 ground the asker calls unlawful: the note gives 2N should the ground fail
        ("我在公司干了3年，月工资6000，公司以我严重违反规章制度为由把我开除了，我觉得是违法解除，能拿多少？", "36000.00元"),
    ],
)
def test_the_calculator_runs_once_and_the_notes_take_the_ending_figures(
    question: str, figure: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    runs = []
    calculate = EconomicCalculator.calculate
    monkeypatch.setattr(EconomicCalculator, "calculate", lambda self, params: runs.append(params) or calculate(self, params))
    result = compensate(question)
    assert result["amount"] == 0 and len(runs) == 1
    assert any(figure in note for note in result["notes"])


def test_the_ending_figures_are_n_and_2n_of_the_facts() -> None:
    # 2 years 4 months: 2.5 months (第四十七条) × 6000, and twice that (第八十七条)
    figures = EconomicCalculator(get_reference()).ending_figures(EconomicParams(monthly_wage=Decimal(6000), service_months=28))
    assert (figures.compensation, figures.months, figures.damages) == (Decimal(15000), Decimal("2.5"), Decimal(30000))
    assert EconomicCalculator(get_reference()).ending_figures(EconomicParams(service_months=28)).compensation is None


# --- quitting in everyday words is the worker's own leaving ----------------------------------------------------


@pytest.mark.parametrize("quit", ["我不干了", "已经不干了", "人还在公司，但已经不干了", "现在我在这家公司不干了"])
def test_quitting_in_everyday_words_is_a_resignation(quit: str) -> None:
    # the worker left of their own accord: no 经济补偿 (第三十七条、第四十六条); the double wage for months 2-8,
    # 7 × 5000, is owed however the job ended (第八十二条)
    result = compensate(f"在公司干了8个月，一直没签劳动合同，月工资5000，{quit}，能拿多少？")
    assert result["params"]["contract_ended"] is True
    assert result["params"]["termination_reason"] == "employee_resigned"
    assert result["amount"] == 35000
    assert any("第三十八条" in note for note in result["notes"])


@pytest.mark.parametrize("told", ["老板让我不干了", "我打算下个月不干了"])
def test_quitting_words_the_employer_says_or_only_planned_are_no_resignation(told: str) -> None:
    assert extract_economic(f"我在这家店做了4年，月薪4500，{told}，能拿多少？", get_reference()).termination_reason is None


@pytest.mark.parametrize("plan", ["我打算下个月不干了", "我想下个月离职", "计划年底走人"])
def test_a_plan_to_leave_is_no_ending_yet(plan: str) -> None:
    # still in the job until the plan is carried out: nothing owed now; the note gives the N an ending on a ground of
    # 第四十六条 would bring (4 × 4500) and says that leaving of one's own accord brings none
    result = compensate(f"我在这家店做了4年，月薪4500，{plan}，能拿多少补偿？")
    assert result["params"]["contract_ended"] is False
    assert result["amount"] == 0
    note = _ending_note(result)
    assert "18000.00元（4个月工资）" in note and "主动辞职" in note


@pytest.mark.parametrize(
    "told", ["我想问一下，被公司辞退了能拿多少补偿", "公司准备裁员，把我裁了，能拿多少补偿"]
)
def test_a_plan_word_that_is_no_workers_plan_to_leave_keeps_the_ending(told: str) -> None:
    assert extract_economic(f"我在这家店做了4年，月薪4500，{told}", get_reference()).contract_ended is True


def test_a_quit_alone_is_a_labour_question_owing_no_compensation() -> None:
    result = compensate("我在这家店做了4年，月薪4500，我不干了，能拿多少？")
    assert (result["scenario"], result["amount"]) == ("economic", 0)


# --- work without a written contract, no ending: a total asked is the double wage too -----------------------


@pytest.mark.parametrize("asked", ["能拿多少？", "一共能拿多少？", "总共能要多少钱？"])
def test_a_total_asked_without_an_ending_is_the_double_wage_alone(asked: str) -> None:
    # nothing ended: 第八十二条's double wage for months 2-8 (7 × 5000) is all that is owed now, with or without a word
    # for the total; the note says what an ending would add (1 month, 第四十七条)
    result = compensate(f"在公司干了8个月，公司一直没签劳动合同，月工资5000，{asked}")
    assert result["amount"] == 35000
    assert not any(step["description"].startswith(("经济补偿", "前提")) for step in result["steps"])
    assert "5000.00元（1个月工资）" in _ending_note(result)


# --- '2N' asked while still in the job: what an unlawful ending would bring ---------------------------------


def test_2n_asked_while_still_in_the_job_is_answered_as_an_unlawful_ending_supposed() -> None:
    # 2 × 3 × 6000 = 36000 (第八十七条), labelled as supposed; '赔偿金能要多少' in the same job stays 0 (see above)
    result = compensate("我还在职，在公司干了3年，月工资6000，2N是多少？")
    assert result["params"]["supposed_ending"] == "illegal" and result["params"]["contract_ended"] is False
    assert result["amount"] == 36000
    assert result["steps"][0]["description"].startswith("假设") and "第八十七条" in result["steps"][0]["source"]
    assert any("不是现在应得的" in note for note in result["notes"])
    assert compensate("我还在职，在公司干了3年，月工资6000，赔偿金能要多少？")["params"]["supposed_ending"] is None


@pytest.mark.parametrize(("ended", "supposed"), [(True, "illegal"), (None, "illegal"), (False, "dismissed")])
def test_a_supposed_ending_needs_a_worker_still_in_the_job_and_a_known_ending(ended: bool | None, supposed: str) -> None:
    params = EconomicParams(monthly_wage=Decimal(6000), service_months=36, contract_ended=ended, supposed_ending=supposed)
    with pytest.raises(ValueError, match="supposed_ending"):
        EconomicCalculator(get_reference()).calculate(params)


def test_the_supposed_ending_is_what_the_parameters_say_not_guessed_from_the_items() -> None:
    # the same facts and items: with the 第四十条 ending supposed, N + a month in lieu of notice (18000 + 6000); without
    # it, a worker still in the job is owed neither yet
    calculator = EconomicCalculator(get_reference())
    facts = {"monthly_wage": Decimal(6000), "service_months": 36, "contract_ended": False, "targets": ["total", "economic_compensation", "notice_pay"]}
    assert calculator.calculate(EconomicParams(**facts, supposed_ending="employer_40")).amount == 24000
    assert calculator.calculate(EconomicParams(**facts)).amount == 0
