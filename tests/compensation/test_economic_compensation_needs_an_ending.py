"""经济补偿 arises only when the contract ends (劳动合同法 第四十六条): a worker still in the job is owed none yet, and a
service length told without any ending is no ending. The double wage for work without a written contract (第八十二条)
is owed either way, and the notes say what an ending would add (第四十七条). Expected values by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator
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
