"""The cost of treating a work injury (工伤医疗费): an item of its own where the question tells it and who pays it is
settled: the fund within its catalogues (工伤保险条例 第三十条第三款), or the employer that did not insure (第六十二条第二款);
noted, not counted, where the insurance is untold or other items alone are asked. Expected values by hand."""

from __future__ import annotations

import pytest

from backend.compensation import compensate, compensate_params


def _medical_step(result: dict) -> dict:
    [step] = [step for step in result["steps"] if step["description"].startswith("工伤医疗费")]
    return step


def test_the_insured_workers_medical_cost_is_the_funds_item() -> None:
    result = compensate("我在厂里上班时手被机器压伤了，公司给交了工伤保险，花了医疗费2万，评了十级伤残，月工资5000")
    assert result["params"]["medical_costs"] == 20000
    assert result["amount"] == 55000  # 5000 × 7 + 20000
    step = _medical_step(result)
    assert step["amount"] == 20000 and step["source"] == "工伤保险条例 第三十条第三款"
    # the caveat: only what the catalogues cover
    assert any("诊疗项目目录" in note and "第三十条第三款、第五款" in note for note in result["notes"])


def test_the_uninsured_employer_pays_the_medical_cost_beside_the_benefits() -> None:
    result = compensate("我在厂里干活被机器压断了手指，厂里没给上工伤保险，医疗费3万，评了九级，工资6000，能拿多少")
    assert result["amount"] == 84000  # 6000 × 9 + 30000
    assert _medical_step(result)["source"] == "工伤保险条例 第六十二条第二款"
    assert "工伤医疗费" in result["elements"]["benefit_items"]


def test_a_death_after_treatment_keeps_the_medical_cost() -> None:
    result = compensate("我老公在厂里干活出事故死了，厂里没买工伤保险，抢救花了医疗费6万，他月工资6000，能赔多少")
    assert _medical_step(result)["amount"] == 60000


def test_the_insurance_untold_leaves_the_medical_cost_a_note() -> None:
    result = compensate("我在车间干活摔伤了，评了十级，月工资5000，医疗费8000")
    assert result["params"]["medical_costs"] is None and result["amount"] == 35000
    assert any(note.startswith("题目所说的医疗费 8000.00元") for note in result["notes"])


def test_another_item_asked_alone_leaves_the_medical_cost_a_note() -> None:
    result = compensate("我在工地干活受伤，公司买了工伤保险，评了十级，工资5000，一次性伤残补助金多少，医疗费1万")
    assert result["amount"] == 35000
    assert any(note.startswith("题目所说的医疗费 10000.00元") for note in result["notes"])


def test_the_medical_cost_is_the_funds_share_or_the_uninsured_employers() -> None:
    params = {"grade": 10, "own_wage": 5000, "employer_insured": True, "medical_costs": 20000, "payer": "fund"}
    assert compensate_params("work_injury", params)["amount"] == 55000
    assert compensate_params("work_injury", {**params, "payer": "employer", "targets": ["medical_costs"]})["amount"] == 0
    uninsured = {**params, "employer_insured": False, "payer": "employer"}
    assert compensate_params("work_injury", uninsured)["amount"] == 55000


def test_a_negative_medical_cost_is_refused() -> None:
    with pytest.raises(ValueError, match="medical_costs"):
        compensate_params("work_injury", {"grade": 10, "own_wage": 5000, "employer_insured": True, "medical_costs": -1})
