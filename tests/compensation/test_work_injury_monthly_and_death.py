"""Monthly benefits beside the lump sums, and the death benefits of a grade 1-4 worker who dies after the
suspension period (工伤保险条例 第三十五、三十六、三十九条). Expected values derived by hand."""

from __future__ import annotations

from typing import Any

import pytest

from backend.compensation import compensate, compensate_params
from backend.compensation.extract import extract_work_injury

GRADE_2_DEATH = {
    "death": True,
    "death_date": "2025-05-10",
    "grade": 2,
    "own_wage": 6000,
    "local_avg_monthly_wage": 8000,
    "targets": ["total"],
}


def _work_injury(**params: Any) -> dict[str, Any]:
    return compensate_params("work_injury", params)


def test_grade_1_to_4_death_after_the_suspension_period_draws_no_one_off_death_benefit() -> None:
    # 第三十九条第三款: only (一) 丧葬补助金 8000 x 6 = 48000 and (二) the monthly 供养亲属抚恤金
    result = _work_injury(**GRADE_2_DEATH, died_during_suspension=False)
    assert result["amount"] == 48000
    assert result["elements"]["benefit_items"] == ["丧葬补助金"]
    assert any("第三十九条第三款" in step["source"] and step["amount"] == 0 for step in result["steps"])
    # the pension is named with its monthly rates: spouse 6000 x 40% = 2400, others 6000 x 30% = 1800 each
    pension_note = next(note for note in result["notes"] if "供养亲属抚恤金" in note)
    assert "2400.00元" in pension_note and "1800.00元" in pension_note


def test_grade_1_to_4_death_within_the_suspension_period_draws_all_three() -> None:
    # 第三十九条第二款: 48000 + 2024 figure 54188 x 20 = 1083760; the spouse's pension 2400 a month, not added
    result = _work_injury(**GRADE_2_DEATH, died_during_suspension=True, dependants=[{"relation": "spouse"}])
    assert result["amount"] == 48000 + 1083760
    assert result["elements"]["monthly_items"] == {"供养亲属抚恤金（每月）": 2400}
    # the spouse's 40% holds only if she or he is unable to work or of retirement age (供养亲属范围规定 第三条)
    assert any("完全丧失劳动能力" in note for note in result["notes"])


def test_grade_1_to_4_death_not_said_within_or_after_the_period_is_asked() -> None:
    result = _work_injury(**GRADE_2_DEATH)
    assert result["amount"] is None
    assert any("停工留薪期" in missing for missing in result["missing"])


def test_grade_5_to_10_death_needs_no_word_on_the_period() -> None:
    # 第三十九条第三款 speaks of grades 1-4 only: 48000 + 1083760
    assert _work_injury(**{**GRADE_2_DEATH, "grade": 6})["amount"] == 1131760


def test_a_death_benefit_asked_after_the_period_is_told_nil() -> None:
    result = _work_injury(**{**GRADE_2_DEATH, "targets": ["one_off_death_benefit"]}, died_during_suspension=False)
    assert result["amount"] == 0
    assert result["elements"]["benefit_items"] == ["一次性工亡补助金"]


def test_a_death_whose_figure_is_not_on_file_asks_for_that_year() -> None:
    # a 2026 death needs the 2025 national figure, which the data file does not hold: asked for by year
    result = _work_injury(**{**GRADE_2_DEATH, "grade": None, "death_date": "2026-03-01"})
    assert result["amount"] is None
    assert any("2025年全国城镇居民人均可支配收入" in missing and "没有2025年" in missing for missing in result["missing"])


def test_the_disability_allowance_beside_the_one_off_benefit_is_monthly_and_not_added() -> None:
    # 第三十五条: grade 3 is 23 months (6000 x 23 = 138000) and 80% a month (4800)
    result = compensate("工伤三级，本人工资6000元，能拿多少？")
    assert result["amount"] == 138000
    assert result["elements"]["monthly_items"] == {"伤残津贴": 4800}
    assert any("4800.00元" in note and "未计入" in note for note in result["notes"])


def test_each_of_a_lump_sum_and_the_monthly_allowance_is_not_summed() -> None:
    # 第三十五条: grade 4 is 21 months (4000 x 21 = 84000) and 75% a month (3000); '各' adds nothing up
    result = compensate("工伤四级，本人工资4000，一次性伤残补助金和伤残津贴每月各多少？")
    assert result["amount"] == 84000
    assert result["elements"]["monthly_items"] == {"伤残津贴": 3000}
    assert not any(step["description"].startswith("合计") for step in result["steps"])


@pytest.mark.parametrize(
    ("question", "monthly"),
    [
        # 第三十六条: grade 5 with no work arranged draws 70% a month (5000 x 0.7 = 3500)
        ("工伤五级，本人工资5000元，公司也没给我安排工作，能拿多少？", {"伤残津贴": 3500}),
        # work arranged: the wage, no allowance
        ("工伤五级，本人工资5000元，公司给我安排了工作，能拿多少？", None),
    ],
)
def test_grade_5_allowance_follows_whether_work_is_arranged(question: str, monthly: dict[str, int] | None) -> None:
    result = compensate(question)
    assert result["amount"] == 90000  # 5000 x 18 months (第三十六条)
    assert result["elements"].get("monthly_items") == monthly


def test_grade_5_with_no_word_on_work_names_the_allowance_in_a_note() -> None:
    result = compensate("工伤五级，本人工资5000元，能拿多少？")
    assert result["amount"] == 90000
    assert any("伤残津贴" in note and "3500.00元" in note for note in result["notes"])


def test_the_dead_workers_allowance_told_as_a_past_fact_is_not_what_is_asked() -> None:
    question = (
        "我爸是二级伤残的工伤职工，一直领伤残津贴，停工留薪期早就满了，2025年5月因工伤旧伤复发去世了，本人工资6000，"
        "当地上年度职工月平均工资8000元，工亡待遇有哪些，一共多少？"
    )
    params = extract_work_injury(question)
    assert "disability_allowance" not in params.targets
    assert params.died_during_suspension is False
    assert params.injury_date is None  # the recurrence's date is the death's, not the injury's
    result = compensate(question)
    assert result["amount"] == 48000  # 第三十九条第三款: 丧葬补助金 8000 x 6 only


@pytest.mark.parametrize(
    ("question", "within"),
    [
        ("我哥工伤一级，停工留薪期内伤情恶化，2025年3月去世了，工亡待遇有多少？", True),
        ("我哥工伤一级，去世时还在停工留薪期，工亡待遇有多少？", True),
        ("我哥工伤一级，停工留薪期结束后一直在家养病，2025年3月去世了，工亡待遇有多少？", False),
        ("我哥工伤一级，领了三年伤残津贴，2025年3月去世了，工亡待遇有多少？", False),
        ("我哥工伤一级，2025年3月去世了，工亡待遇有多少？", None),
        ("我哥工伤一级，停工留薪期还没满，单位一直在发工资。后来2025年3月他去世了，工亡待遇有多少？", None),
        # not drawn: '一直没领到伤残津贴' says nothing of the period
        ("我哥工伤一级，一直没领到伤残津贴，2025年3月去世了，工亡待遇有多少？", None),
        # the end of the period still ahead at the death: within it (第三十九条第二款), never 'after' it
        ("我哥工伤一级，停工留薪期结束前去世了，工亡待遇有多少？", True),
        ("我哥工伤一级，停工留薪期满前一周去世了，工亡待遇有多少？", True),
        ("我哥工伤一级，在停工留薪期满之前去世了，工亡待遇有多少？", True),
        ("我哥工伤一级，停工留薪期快满的时候突然去世了，工亡待遇有多少？", True),
        ("我哥工伤一级，还没到停工留薪期满就去世了，工亡待遇有多少？", True),
        ("我哥工伤一级，停工留薪期过了以后病情加重去世了，工亡待遇有多少？", False),
    ],
)
def test_whether_the_death_came_within_the_suspension_period(question: str, within: bool | None) -> None:
    assert extract_work_injury(question).died_during_suspension is within


def test_dependants_of_a_death_are_shown_monthly_beside_the_total() -> None:
    # 48000 + 2023 figure 51821 x 20 = 1036420 -> 1084420; spouse 7000 x 40% + child 7000 x 30% = 4900 a month
    result = compensate(
        "我老公2024年3月在工地摔死了，认定工亡，本人工资7000元，当地上年度职工月平均工资8000元，家里有我和一个孩子靠他养，能拿多少？"
    )
    assert result["amount"] == 1084420
    assert result["elements"]["monthly_items"] == {"供养亲属抚恤金（每月）": 4900}
    assert any("完全丧失劳动能力" in note for note in result["notes"])


def test_the_employers_share_shows_the_grade_6_allowance_it_pays_monthly() -> None:
    # 第三十六条: the grade 6 allowance (60%: 5000 x 0.6 = 3000) is paid by the employer when no work is arranged;
    # the one-off benefit (5000 x 16) is the fund's, so the employer owes no lump sum
    result = compensate("工伤六级，本人工资5000元，单位安排不了工作，公司一共要支付多少？")
    assert result["amount"] == 0
    assert result["elements"]["monthly_items"] == {"伤残津贴": 3000}


def test_the_employers_share_leaves_out_the_allowance_the_fund_pays() -> None:
    # 第三十五条: grades 1-4 draw the allowance from the fund
    # and the one-off benefit (6000 x 23, 第三十五条第一款第（一）项) is the fund's too: the employer owes nil
    result = compensate("工伤三级，本人工资6000元，公司要支付多少？")
    assert result["params"]["payer"] == "employer"
    assert result["amount"] == 0
    assert any("用人单位支付的部分" in step["description"] for step in result["steps"])
    assert any(step["amount"] == 138000 and "一次性伤残补助金" in step["description"] for step in result["steps"])
    assert "monthly_items" not in result["elements"]


def test_a_private_fight_at_work_is_said_to_be_no_work_injury_before_the_figure():
    # 工伤保险条例 第十四条第（三）项: violence suffered 因履行工作职责; a private quarrel is not that
    result = compensate("在公司上班时和同事因私事打架受伤，鉴定为十级伤残，本人工资5000，能拿多少？")
    assert any("因私事与他人打架受伤" in note and "第十四条第（三）项" in note for note in result["notes"])
    plain = compensate("工伤十级伤残，本人工资5000元，能拿多少？")
    assert not any("打架" in note for note in plain["notes"])


@pytest.mark.parametrize("supported", ["他父亲丧失劳动能力，一直靠他养活", "生前扶养老母亲一人"])
def test_a_parent_the_dead_worker_supported_draws_the_pension_beside_the_death_benefits(supported: str) -> None:
    # 丧葬补助金 8000 × 6 = 48000 + 一次性工亡补助金 51821 (2023) × 20 = 1036420 → 1084420; the parent, another relative,
    # draws 30% of the worker's own wage each month, 9000 × 30% = 2700 (工伤保险条例 第三十九条第一款第（二）项), not added
    result = compensate(f"职工2024年因工死亡，本人工资9000元，{supported}，统筹地区上年度职工月平均工资8000元，工亡待遇有多少？")
    assert result["amount"] == 1084420
    assert result["elements"]["monthly_items"] == {"供养亲属抚恤金（每月）": 2700}


def test_the_death_benefits_asked_with_no_dependant_told_name_the_pension_they_leave_out() -> None:
    result = compensate("职工2024年因工死亡，本人工资9000元，统筹地区上年度职工月平均工资8000元，工亡待遇有多少？")
    assert result["amount"] == 1084420
    assert any("供养亲属抚恤金" in note and "2700.00元" in note and "未含此项" in note for note in result["notes"])
