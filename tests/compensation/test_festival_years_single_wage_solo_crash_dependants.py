"""Session 23 (comp23c): a festival's statutory holiday days by the year it fell in (labour.yaml festival_days periods:
春节 4 days and 劳动节 2 from 2025, 3 and 1 before; untold, the days now in force with a note); overtime told paid at
'一倍工资' asked, not guessed; a solo crash riding to work ('骑电动车上班撞了路边的石墩') noted under 第十四条第（六）项;
the urban consumption figure told without 人均 ('消费支出30000'); the asker's minor brother or sister where a parent
died ('我爸被车撞死了…我妹妹15岁') a dependant; a hit-and-run unfound: the relief fund advances the funeral costs too."""

from __future__ import annotations

from datetime import date

import pytest

from backend.compensation import compensate
from backend.compensation.reference import get_reference

# --- 1. festival days by the year ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("year", "spring", "labour_day"),
    [(2005, 3, 3), (2024, 3, 1), (2025, 4, 2), (2030, 4, 2)],
)
def test_the_festival_table_is_dated(year: int, spring: int, labour_day: int) -> None:
    days = get_reference().festival_days(year)["days"]
    assert (days["春节"], days["劳动节"]) == (spring, labour_day)


def test_no_festival_table_before_the_first_period_and_none_untold_is_the_current() -> None:
    reference = get_reference()
    assert reference.festival_days(1990) is None
    assert reference.festival_days(None)["days"]["春节"] == 4


@pytest.mark.parametrize(
    ("question", "holidays", "rest_days", "amount"),
    [
        # 8700 ÷ 21.75 = 400 a day; holidays × 300 %, the rest of the break × 200 %
        ("2024年春节我加班七天，月薪8700，没给加班费，能要多少", 3, 4, 6800),  # 3 × 1200 + 4 × 800
        ("2025年春节我加班七天，月薪8700，没给加班费，能要多少", 4, 3, 7200),
        ("2023年五一加了五天班，月薪8700，加班费多少", 1, 4, 4400),
        ("2025年五一加了五天班，月薪8700，加班费多少", 2, 3, 4800),
        # 国庆 kept 3 days through the revision
        ("2024年国庆七天都在上班，月薪8700，加班费多少", 3, 4, 6800),
    ],
)
def test_a_festival_year_told_counts_that_years_holidays(question: str, holidays: int, rest_days: int, amount: float) -> None:
    result = compensate(question)
    params = result["params"]
    assert (params["overtime_holiday_days"], params["overtime_rest_days"]) == (holidays, rest_days)
    assert result["amount"] == amount
    assert not any("题目没说是哪一年" in note for note in result["notes"])


def test_a_relative_year_before_a_festival_is_counted_from_the_day_asked() -> None:
    result = compensate("前年春节七天都在加班，月薪8700，加班费多少", asked_on=date(2026, 3, 1))
    assert result["params"]["overtime_festival_year"] == 2024
    assert result["params"]["overtime_holiday_days"] == 3
    assert result["amount"] == 6800


def test_a_festival_year_untold_takes_the_current_days_with_a_note_of_the_earlier() -> None:
    result = compensate("春节加班七天，月薪8700，加班费多少")
    assert result["params"]["overtime_festival_year"] is None
    assert result["params"]["overtime_holiday_days"] == 4
    assert result["amount"] == 7200
    [note] = [note for note in result["notes"] if "题目没说是哪一年" in note]
    assert "春节4天" in note and "2025年1月1日以前春节3天、劳动节1天" in note


def test_a_festival_that_was_no_holiday_that_year_is_asked() -> None:
    # 清明 became a statutory holiday only in 2008
    result = compensate("2005年清明加班一天，月薪8700，加班费多少")
    assert result["amount"] is None
    assert result["params"]["overtime_days_kind_untold"] == 1
    assert any("休息日" in need and "法定休假日" in need for need in result["missing"])


def test_days_paid_at_300_against_a_dated_spring_festival() -> None:
    # 2024: 3 holidays, all paid at 300 %; the 4 rest days of the break are owed at 200 %
    result = compensate("2024年春节七天全在上班，月薪8700，公司只给了三天的三倍，还差多少")
    assert result["params"]["overtime_holiday_days_paid"] == 3
    assert result["amount"] == 3200


# --- 2. paid at '一倍' ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "国庆节加了两天班，月薪8700，公司只给了一倍工资，还差多少",
        "周末加了四天班，月薪8700，公司只按一倍工资算的，还能要多少",
        "春节值班三天，月薪8700，老板说给了1倍工资，够吗",
    ],
)
def test_overtime_paid_at_one_times_asks_what_was_paid(question: str) -> None:
    result = compensate(question)
    assert result["params"]["overtime_paid_single_wage"] is True
    assert result["amount"] is None
    assert any("一倍工资" in need and "实际另付了多少钱" in need and "already_paid" not in need for need in result["missing"])


def test_overtime_paid_at_one_times_with_the_sum_told_is_counted() -> None:
    # the two holidays are owed 2 × 400 × 300 % = 2400; 800 told paid leaves 1600
    result = compensate(
        "国庆节加了两天班，月薪8700，公司只给了一倍工资，还差多少",
        params_override={"already_paid": 800},
    )
    assert result["amount"] == 1600


def test_double_pay_told_as_days_is_not_the_one_times_ask() -> None:
    result = compensate("国庆七天都在加班，月薪8700，给了三天的三倍和两天的双倍，还差多少")
    assert result["params"]["overtime_paid_single_wage"] is False
    assert result["amount"] == 1600


# --- 2. a solo crash riding to work -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("骑电动车上班撞了路边的石墩，评了十级，月薪5000，算工伤吗", 35000),  # 7 months (第三十七条)
        ("开车下班路上撞到护栏了，评了九级，月薪6000，算工伤吗", 54000),  # 9 months
    ],
)
def test_a_solo_crash_riding_to_work_gets_the_commute_note(question: str, amount: float) -> None:
    result = compensate(question)
    assert result["scenario"] == "work_injury"
    assert result["amount"] == amount
    assert any("单方事故" in note and "第十四条第（六）项" in note for note in result["notes"])


def test_a_crash_at_work_has_no_commute_note() -> None:
    result = compensate("在车间干活被机器压伤了，评了十级，月薪5000，能拿多少")
    assert result["amount"] == 35000
    assert not any("单方事故" in note for note in result["notes"])


# --- 3. traffic: the consumption figure and the dependants ----------------------------------------------------------


def test_the_consumption_figure_told_without_per_person_is_read() -> None:
    result = compensate(
        "我老公35岁被车撞死了，对方负主要责任，按70%，家里有一个8岁的孩子和我，他父母都60岁了没有劳动能力也没有收入，"
        "当地城镇人均可支配收入45000，消费支出30000，死亡赔偿金多少"
    )
    assert result["params"]["local_consumption_expenditure"] == 30000
    # what is still asked is the parents' other supporters, not the figure
    assert not any("人均消费支出" in need for need in result["missing"])


def test_a_rural_consumption_figure_is_not_read_as_the_urban() -> None:
    result = compensate("我爸被车撞死了，52岁，对方全责，农村居民人均消费支出15000，城镇居民人均可支配收入5万，能赔多少")
    assert result["params"]["local_consumption_expenditure"] is None
    assert result["params"]["rural_consumption_expenditure"] == 15000


@pytest.mark.parametrize(
    ("question", "relation", "age", "support", "amount"),
    [
        # 30000 × (18 − 15) ÷ 2 = 45000; death 50000 × 20 = 1000000 (52 years old)
        ("我爸被车撞死了，52岁，对方全责，我妹妹15岁，城镇居民人均可支配收入5万，城镇人均消费支出3万，能赔多少", "妹妹", 15, 45000, 1045000),
        # 32000 × 8 ÷ 2 = 128000; 48000 × 20 = 960000
        ("我妈被大货车撞死了，45岁，对方负全部责任，我弟弟才10岁，当地城镇居民人均可支配收入48000，人均消费支出32000，一共能赔多少", "弟弟", 10, 128000, 1088000),
    ],
)
def test_the_askers_minor_sibling_is_a_dependant_of_the_dead_parent(
    question: str, relation: str, age: int, support: float, amount: float
) -> None:
    result = compensate(question)
    [person] = result["params"]["supported_people"]
    assert (person["relation"], person["age"]) == (relation, age)
    assert any(step["description"].startswith("被扶养人生活费合计") and step["amount"] == support for step in result["steps"])
    assert result["amount"] == amount


def test_an_adult_sibling_is_no_dependant() -> None:
    result = compensate("我爸被车撞死了，52岁，对方全责，我妹妹25岁，城镇居民人均可支配收入5万，城镇人均消费支出3万，能赔多少")
    assert not result["params"]["supported_people"]
    assert result["amount"] == 1000000


@pytest.mark.parametrize(
    ("question", "advanced"),
    [
        ("我爸被车撞死了，司机逃逸到现在没抓到，丧葬费花了3万，社会救助基金能垫付吗", "抢救费用和丧葬费用"),
        ("被撞后肇事车逃逸找不到人，我住院花了8万，能找社会救助基金吗", "抢救费用可以"),
    ],
)
def test_a_hit_and_run_unfound_names_what_the_relief_fund_advances(question: str, advanced: str) -> None:
    result = compensate(question)
    [note] = [note for note in result["notes"] if "社会救助基金" in note]
    assert advanced in note and "第二十四条" in note
    # the vehicle side's whole liability is still the figure (实施条例 第九十二条)
    assert result["params"]["liability"] == "全部责任"
