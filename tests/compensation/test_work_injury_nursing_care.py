"""生活护理费 (工伤保险条例 第三十四条) and a zero 本人工资 (第六十四条第二款). Expected values derived by hand.
第三十四条: once the 劳动能力鉴定委员会 confirms the need for care, the fund pays every month 50% (生活完全不能自理),
40% (大部分不能自理) or 30% (部分不能自理) of the 统筹地区上年度职工月平均工资."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient

from backend.compensation import compensate, compensate_params
from backend.compensation.extract import extract_work_injury
from backend.compensation.params import WorkInjuryParams
from backend.compensation.reference import get_reference
from backend.compensation.work_injury import WorkInjuryCalculator


# 9. nursing care: the employer's during the suspension period; a denied level


def test_suspension_period_care_is_not_the_funds_nursing_allowance() -> None:
    for question in ("我工伤二级，本人工资6000元，停工留薪期6个月，停工留薪期护理费怎么算？", "我工伤二级，本人工资6000元，医院护理费多少？"):
        assert "nursing_care" not in extract_work_injury(question).targets
        assert any("第三十三条第三款" in note for note in compensate(question)["notes"])


def test_a_denied_care_level_is_not_read() -> None:
    # partial: 30% of the 统筹地区 average 7000 = 2,100 a month (工伤保险条例 第三十四条)
    question = "我工伤二级，本人工资6000元，统筹地区职工月平均工资7000元，经鉴定不是完全不能自理，属于部分不能自理，生活护理费每月多少？"
    assert extract_work_injury(question).care_level == "partial"
    assert compensate(question)["amount"] == 2100


NURSING = "生活护理费（每月）"


def _with(**fields: Any) -> WorkInjuryParams:
    return WorkInjuryParams(**fields)


def test_nursing_care_is_shown_monthly_beside_the_lump_sum_asked_with_it() -> None:
    # 一次性伤残补助金: 3000 < 60% x 8000 = 4800 (第六十四条), grade 1 = 27 months (第三十五条) -> 4800 x 27 = 129600;
    # 生活护理费: 生活完全不能自理 -> 8000 x 50% = 4000 a month (第三十四条), not added to the lump sum
    result = compensate(
        "工伤一级伤残，本人工资3000元，当地职工月平均工资8000元，生活完全不能自理，一次性伤残补助金和护理费多少？"
    )
    assert result["amount"] == 129600
    assert result["elements"]["monthly_items"] == {NURSING: 4000}
    assert any(step["amount"] == 4000 and step["source"] == "工伤保险条例 第三十四条" for step in result["steps"])
    assert any("生活护理费（每月 4000.00元）" in note and "未计入" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("words", "monthly"),
    [
        ("生活完全不能自理", 4000),  # 8000 x 50%
        ("生活大部分不能自理", 3200),  # 8000 x 40%
        ("生活部分不能自理", 2400),  # 8000 x 30%
        ("大部分生活自理障碍", 3200),  # the words of the 2014 assessment standard
        ("部分护理依赖", 2400),  # the words of the older standard
    ],
)
def test_nursing_care_asked_alone_is_the_monthly_amount_of_the_level(words: str, monthly: int) -> None:
    result = compensate(f"工伤二级伤残，当地职工月平均工资8000元，经劳动能力鉴定委员会确认{words}，生活护理费每月多少？")
    assert result["amount"] == monthly
    assert result["elements"]["benefit_items"] == [NURSING]


def test_nursing_care_without_a_level_asks_for_it_and_names_each_levels_figure() -> None:
    result = compensate("工伤一级伤残，本人工资3000元，当地职工月平均工资8000元，一次性伤残补助金和护理费多少？")
    assert result["amount"] is None
    assert any("生活自理程度" in missing and "50%" in missing and "40%" in missing and "30%" in missing for missing in result["missing"])
    # 8000 x 50% / 40% / 30%
    assert any("4000.00元" in note and "3200.00元" in note and "2400.00元" in note for note in result["notes"])


def test_nursing_care_without_the_local_average_asks_for_it() -> None:
    result = compensate("工伤二级伤残，本人工资3000元，生活大部分不能自理，生活护理费每月多少？")
    assert result["amount"] is None
    assert result["missing"] == ["统筹地区上年度职工月平均工资（生活护理费按其40%按月支付）"]


def test_a_level_told_adds_the_nursing_care_beside_a_total_without_adding_it() -> None:
    # grade 2: 6000 x 25 = 150000 (第三十五条); monthly: 伤残津贴 6000 x 85% = 5100, 护理费 8000 x 30% = 2400
    result = compensate("工伤二级伤残，本人工资6000元，当地职工月平均工资8000元，经鉴定生活部分不能自理，我一共能拿多少？")
    assert result["amount"] == 150000
    assert result["elements"]["monthly_items"] == {"伤残津贴": 5100, NURSING: 2400}


def test_a_level_told_without_the_local_average_is_named_in_a_note() -> None:
    # grade 2: 6000 x 25 = 150000; the nursing care (30%) cannot be priced without the local average
    result = compensate("工伤二级伤残，本人工资6000元，经鉴定生活部分不能自理，我一共能拿多少？")
    assert result["amount"] == 150000
    assert any("生活护理费" in note and "30%" in note and "未含此项" in note for note in result["notes"])


def test_care_in_hospital_is_not_read_as_the_nursing_allowance() -> None:
    # care during the suspension period is the employer's (第三十三条第三款), not the fund's monthly 生活护理费
    params = extract_work_injury("工伤二级伤残，本人工资6000元，住院期间的护理费和一次性伤残补助金多少？")
    assert params.targets == ["one_off_disability_benefit"]


@pytest.mark.parametrize(
    ("question", "level"),
    [
        ("工伤一级，生活完全不能自理。", "full"),
        ("工伤二级，鉴定为大部分生活不能自理。", "most"),
        ("工伤三级，生活部分不能自理。", "partial"),
        ("工伤三级，本人工资5000元。", None),
    ],
)
def test_the_care_level_is_read_from_the_question(question: str, level: str | None) -> None:
    assert extract_work_injury(question).care_level == level


def test_an_unknown_care_level_is_refused() -> None:
    params = _with(grade=1, local_avg_monthly_wage=Decimal(8000), targets=["nursing_care"], care_level="half")
    with pytest.raises(ValueError, match="care_level"):
        WorkInjuryCalculator(get_reference()).calculate(params)


def test_nursing_care_is_nil_after_a_death() -> None:
    params = _with(death=True, local_avg_monthly_wage=Decimal(8000), targets=["nursing_care"], care_level="full")
    calculation = WorkInjuryCalculator(get_reference()).calculate(params)
    assert calculation.amount == 0


def test_the_care_level_given_as_a_parameter() -> None:
    # 8000 x 40%
    result = compensate_params(
        "work_injury", {"grade": 2, "local_avg_monthly_wage": 8000, "care_level": "most", "targets": ["nursing_care"]}
    )
    assert result["amount"] == 3200


# --- a zero 本人工资 ---------------------------------------------------------------------------------


def test_a_zero_own_wage_without_the_local_average_is_refused() -> None:
    with pytest.raises(ValueError, match="本人工资"):
        compensate("工伤九级，本人工资5000元", {"scenario": "work_injury", "own_wage": 0})


def test_a_zero_own_wage_is_refused_by_the_api_with_422(store_api: TestClient) -> None:
    response = store_api.post(
        "/api/compensate", json={"question": "工伤九级，本人工资5000元", "params": {"scenario": "work_injury", "own_wage": 0}}
    )
    assert response.status_code == 422
    assert "本人工资" in response.text


def test_a_zero_own_wage_is_raised_to_the_floor_when_the_local_average_is_known() -> None:
    # 第六十四条第二款: below 60% of 8000 -> 4800; grade 9 = 9 months (第三十七条) -> 43200
    result = compensate_params("work_injury", {"grade": 9, "own_wage": 0, "local_avg_monthly_wage": 8000})
    assert result["amount"] == 43200


def test_suspension_wages_of_a_zero_wage_are_refused() -> None:
    # 第三十三条: the original wage is kept, and a wage of 0 is no wage to keep
    with pytest.raises(ValueError, match="原工资"):
        compensate_params("work_injury", {"own_wage": 0, "local_avg_monthly_wage": 8000, "suspension_months": 3, "targets": ["suspension_wages"]})
