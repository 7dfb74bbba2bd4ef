"""The items of a road-accident death or injury that follow a standard or the court: 丧葬费 as six months of the
local average wage whatever was spent (人身损害赔偿解释 第十四条), and 精神损害抚慰金 asked for, never invented.
Expected values by hand, with the article each follows."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.params import TrafficParams
from backend.compensation.reference import get_reference
from backend.compensation.traffic import TrafficCalculator


# --- 丧葬费 (人身损害赔偿解释 第十四条: 上一年度职工月平均工资 × 6个月) -------------------------------------------------

DEATH = "2023年6月我父亲被车撞死了，对方全责，父亲50岁，城镇户口，当地上年度城镇居民人均可支配收入50000元，"


def test_funeral_costs_are_six_months_of_the_local_average_wage() -> None:
    # 第十五条: 50000 × 20 = 1,000,000; 第十四条: 8000 × 6 = 48,000; full liability, no commercial cover: all of it
    result = compensate(DEATH + "当地上年度职工月平均工资8000元，丧葬费多少？总共能赔多少？")
    assert result["params"]["local_avg_monthly_wage"] == 8000
    funeral = [step for step in result["steps"] if step["description"].startswith("丧葬费 =")]
    assert [step["amount"] for step in funeral] == [48000]
    assert "第十四条" in funeral[0]["source"]
    assert result["amount"] == 1048000


def test_a_yearly_average_wage_is_divided_by_twelve() -> None:
    # 职工年平均工资 96000 → 8000 a month → 48,000 (第十四条)
    result = compensate(DEATH + "当地上年度职工年平均工资96000元，总共能赔多少？")
    assert result["amount"] == 1048000


def test_funeral_costs_asked_about_without_the_wage_are_asked_for() -> None:
    result = compensate(DEATH + "丧葬费多少？总共能赔多少？")
    assert result["amount"] is None
    assert any("职工月平均工资" in item and "丧葬费" in item for item in result["missing"])


def test_funeral_costs_not_asked_about_are_left_out_with_a_note() -> None:
    # only 死亡赔偿金 is counted (50000 × 20); the answer says 丧葬费 is not in it and what it needs
    result = compensate(DEATH + "总共能赔多少？")
    assert result["amount"] == 1000000
    assert any(note.startswith("未计入丧葬费") and "职工月平均工资" in note for note in result["notes"])


def test_funeral_costs_stated_without_the_wage_are_used_as_given() -> None:
    # no 职工月平均工资 to apply 第十四条's standard to: the 50,000 stated is counted (with the wage told, the standard
    # replaces it: tests/compensation/test_review9c.py)
    result = compensate(DEATH + "丧葬费5万元，总共能赔多少？")
    assert result["amount"] == 1050000  # 1,000,000 + the 50,000 stated


def test_funeral_costs_follow_the_earlier_text_before_2022_05_01() -> None:
    params = TrafficParams(
        accident_date=date(2021, 6, 1), liability="全部责任", victim_died=True, victim_age=50,
        local_disposable_income=Decimal(50000), local_avg_monthly_wage=Decimal(8000), targets=["total_loss"],
    )
    calculation = TrafficCalculator(get_reference()).calculate(params)
    funeral = next(step for step in calculation.steps if step.description.startswith("丧葬费 ="))
    assert funeral.amount == Decimal(48000) and "2020修正" in funeral.source and "第十四条" in funeral.source


def test_a_negative_average_wage_is_refused() -> None:
    with pytest.raises(ValueError):
        compensate(DEATH + "总共能赔多少？", {"local_avg_monthly_wage": -1})


# --- 精神损害抚慰金: fixed by the court (精神损害赔偿解释 第五条), paid first within 交强险 (道交解释 第十三条) ----------------


def test_mental_distress_compensation_asked_about_is_asked_for_not_invented() -> None:
    result = compensate("2023年6月我被车撞成十级伤残，对方全责，精神损害抚慰金能要多少？医疗费1万元")
    assert result["amount"] is None
    assert any(item.startswith("精神损害抚慰金的具体金额") and "酌定" in item for item in result["missing"])
    note = next(note for note in result["notes"] if note.startswith("精神损害抚慰金由法院酌定"))
    assert "第五条" in note and "第十三条" in note and "优先赔偿" in note


def test_mental_distress_compensation_denied_or_in_a_sum_is_not_asked_for() -> None:
    # '家属没主张精神抚慰金': none claimed; 1万 医疗 + 误工 5000 all within the limits (交强险 pays 15,000)
    result = compensate("2023年6月我被车撞伤，对方全责，医疗费1万元，误工费5000元，没主张精神抚慰金，能赔多少？")
    assert result["amount"] == 15000
    # counted in a stated sum under the death/disability limit: that sum stands; 10,000 + 20,000 all within the limits
    result = compensate("2023年6月我被车撞伤，对方全责，医疗费1万元，误工费、精神抚慰金合计2万元，能赔多少？")
    assert result["amount"] == 30000


# 5. 精神损害抚慰金 in a sum the question asks for is still claimed


def test_mental_distress_in_an_asked_sum_is_asked_for() -> None:
    question = (
        "2023年5月，我爸60岁被车撞死，对方全责，当地城镇居民人均可支配收入5万元，当地职工月平均工资8000元，"
        "死亡赔偿金、丧葬费和精神损害抚慰金一共能赔多少？"
    )
    result = compensate(question)
    assert result["amount"] is None
    assert any("精神损害抚慰金" in item for item in result["missing"])


def test_mental_distress_inside_a_told_sum_is_not_asked_again() -> None:
    # 医疗费 20,000 + the told sum 200,000 = 220,000, all within the vehicle side's full liability
    result = compensate("2023年5月，我被车撞伤，对方全责，医疗费2万，残疾赔偿金、误工费、精神抚慰金合计20万，能赔多少？")
    assert result["amount"] == 220000 and not result["missing"]


# 8. 丧葬费 is the standard, not what was spent


def test_funeral_costs_follow_the_standard_when_the_wage_is_told() -> None:
    # 死亡赔偿金 50000 × 20 = 1,000,000 (第十五条, 60岁); 丧葬费 8000 × 6 = 48,000 (人损解释 第十四条), not the 50,000 spent;
    # full liability: 1,048,000
    question = (
        "2023年6月，我爸60岁，被车撞死了，对方全责，丧葬费花了5万，当地城镇居民人均可支配收入5万元，"
        "当地上年度职工月平均工资8000元，能赔多少？"
    )
    result = compensate(question)
    assert result["amount"] == 1048000
    assert any("丧葬费" in note and "50000.00元" in note and "48000.00元" in note for note in result["notes"])


# 9. an item named as the court's to reckon is asked for, however many figures of its limit are told beside it


def test_death_compensation_named_for_the_court_to_reckon_is_asked_for_not_left_out() -> None:
    # the funeral costs and the solace have figures of their own (both under the death/disability limit); 死亡赔偿金 is
    # named without one and the urban income it is reckoned from is not told: it is asked for, the total is not given
    question = (
        "2024年5月在江苏被货车撞死，货车司机全责，死者52岁，城镇户口，丧葬费6万元，死亡赔偿金按标准算，精神抚慰金3万元，"
        "总共能赔多少？"
    )
    result = compensate(question)
    assert "死亡赔偿金" in result["params"]["unquantified_losses"]
    assert result["amount"] is None
    assert any("死亡赔偿金" in item and "城镇居民人均可支配收入" in item for item in result["missing"])


def test_death_compensation_named_for_the_court_is_counted_once_the_income_is_told() -> None:
    # 第十五条: 60000 × 20 (52岁) = 1,200,000; with the 60,000 funeral costs told (no average wage to apply 第十四条's
    # standard to) and the 30,000 solace, 1,290,000, all of it the wholly liable vehicle side's
    question = (
        "2024年5月在江苏被货车撞死，货车司机全责，死者52岁，城镇户口，当地上年度城镇居民人均可支配收入6万元，"
        "丧葬费6万元，死亡赔偿金按标准算，精神抚慰金3万元，总共能赔多少？"
    )
    result = compensate(question)
    assert result["amount"] == 1290000
    assert [step["amount"] for step in result["steps"] if step["description"].startswith("死亡赔偿金 =")] == [1200000]
