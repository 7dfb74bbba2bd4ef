"""Work-injury questions in lay words: provincial subsidies told in months beside the question (工伤保险条例 第三十六条、
第三十七条), the 停工留薪 wage cut to its base (第三十三条), and a death recognised in other words. Expected values by hand."""

from __future__ import annotations

from typing import Any

from backend.compensation import compensate


def _steps(result: dict[str, Any]) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def test_subsidies_given_as_facts_leave_everything_asked() -> None:
    # 九级 9 × 6000 = 54000; 医疗补助金 4 × 6000; 就业补助金 8 months of the same wage, named once before
    result = compensate("工伤九级，月薪6000，我主动辞职了，当地一次性工伤医疗补助金4个月工资，就业补助金8个月，能拿多少？")
    assert result["params"]["employment_subsidy"] == 48000
    assert result["amount"] == 54000 + 24000 + 48000


def test_two_subsidies_listed_before_their_one_figure_are_facts() -> None:
    # 八级 11 × 5500 = 60500, both subsidies 6 × 5500 = 33000
    result = compensate(
        "在厂里上班被机器绞断三根手指，评了八级伤残，月工资5500，公司没给交工伤保险，我现在离职了，"
        "当地医疗补助金和就业补助金各是6个月工资，能拿多少？"
    )
    assert "一次性伤残补助金：8级伤残为11个月本人工资" in _steps(result)
    assert result["amount"] == 60500 + 33000 + 33000


def test_the_suspension_wage_cut_to_its_base_is_a_part_payment_not_the_wage() -> None:
    # 6000 × 8 = 48000 kept, 2000 × 8 = 16000 paid
    result = compensate("工伤停工留薪期8个月，公司说只发基本工资2000，我原来月工资6000，公司应该补我多少？")
    assert result["params"]["own_wage"] == 6000
    assert result["amount"] == 32000
    # 5000 × 5 − 1800 × 5
    assert compensate("停工留薪期5个月，单位每月只给我发基本工资1800，我受伤前月工资5000，还应该补多少？")["amount"] == 16000


def test_a_death_recognised_as_such_is_not_noted_as_unrecognised() -> None:
    result = compensate(
        "我老公在工地干活时从脚手架上摔下来死了，认定了工亡，他生前月工资7000，当地上年度职工月平均工资8000，"
        "上年度全国城镇居民人均可支配收入51821元，能拿多少？"
    )
    assert result["params"]["injury_recognised"] is True
    assert not any("未明确工伤认定结论" in note for note in result["notes"])
    assert result["amount"] == 48000 + 1036420  # 丧葬补助金 8000 × 6, 一次性工亡补助金 51821 × 20
