"""Hand-derived calculations, one per case, each with its derivation and the articles it applies.

The parameters are given directly (no extraction), so these cases check the statutory procedure
itself. Gold amounts were computed by hand from the articles cited, not by running the engine.
"""

from __future__ import annotations

import pytest

from backend.compensation import compensate_params

CASES = [
    # --- economic compensation (劳动合同法) -----------------------------------------------------------
    ("exactly six months counts as a full year", "economic",
     {"monthly_wage": 6000, "start_date": "2022-01-01", "end_date": "2022-06-30", "termination_reason": "mutual_by_employer"},
     6000, "2022-01-01..2022-06-30 is exactly 6 months: 六个月以上不满一年的按一年计算 (第47条第1款) -> 1 x 6000"),
    ("one day short of six months is half a month", "economic",
     {"monthly_wage": 6000, "start_date": "2022-01-02", "end_date": "2022-06-30", "termination_reason": "mutual_by_employer"},
     3000, "5 months 29 days < 6 months: 不满六个月的支付半个月 (第47条第1款) -> 0.5 x 6000"),
    ("a last day on the anniversary of the first is whole years", "economic",
     {"monthly_wage": 8000, "start_date": "2021-03-01", "end_date": "2026-03-01", "termination_reason": "mutual_by_employer"},
     40000, "2021-03-01..2026-03-01 ends on the fifth anniversary: 5 years, no remainder (第47条第1款) -> 5 x 8000"),
    ("a day past the anniversary earns half a month", "economic",
     {"monthly_wage": 8000, "start_date": "2021-03-01", "end_date": "2026-03-02", "termination_reason": "mutual_by_employer"},
     44000, "5 years and a day: 不满六个月的支付半个月 (第47条第1款) -> 5.5 x 8000"),
    ("six months to the day counts as a full year", "economic",
     {"monthly_wage": 6000, "start_date": "2025-03-01", "end_date": "2025-09-01", "termination_reason": "mutual_by_employer"},
     6000, "2025-03-01..2025-09-01 ends on the six-month anniversary: 6 months -> 1 x 6000"),
    ("the last day of the sixth month, both days counted, is six months", "economic",
     {"monthly_wage": 6000, "start_date": "2025-03-01", "end_date": "2025-08-31", "termination_reason": "mutual_by_employer"},
     6000, "2025-03-01..2025-08-31 is March to August, 6 whole months (a half-year contract '2025.3.1-2025.8.31') -> 1 x 6000"),
    ("full years only", "economic",
     {"monthly_wage": 8000, "start_date": "2015-03-01", "end_date": "2019-02-28", "termination_reason": "layoff_41"},
     32000, "4 full years (第41条裁员, 第46条第4项) -> 4 x 8000"),
    ("years plus a remainder under six months", "economic",
     {"monthly_wage": 7000, "service_months": 40, "termination_reason": "employee_38"},
     24500, "3 years 4 months -> 3.5 months (第47条); 第38条被迫解除 is 第46条第1项 -> 3.5 x 7000"),
    ("wage above three times the local average: base and years capped", "economic",
     {"monthly_wage": 50000, "service_months": 15 * 12, "local_avg_monthly_wage": 10000, "termination_reason": "employer_40", "notice_given": True},
     360000, "50000 > 3 x 10000: base 30000, years at most 12 (第47条第2款) -> 30000 x 12"),
    ("wage exactly three times the average is not capped", "economic",
     {"monthly_wage": 30000, "service_months": 14 * 12, "local_avg_monthly_wage": 10000, "termination_reason": "layoff_41"},
     420000, "30000 is not higher than 3 x 10000, so neither cap applies (第47条第2款) -> 30000 x 14"),
    ("wage below the minimum wage is raised to it", "economic",
     {"monthly_wage": 1500, "service_months": 24, "local_min_wage": 2000, "termination_reason": "layoff_41"},
     4000, "实施条例第27条: below the local minimum wage -> 2000; 2 years -> 2 x 2000"),
    ("illegal termination pays double", "economic",
     {"monthly_wage": 9000, "start_date": "2019-05-10", "end_date": "2022-11-09", "termination_reason": "illegal"},
     72000, "3 years 6 months -> 4 months (第47条); 赔偿金 = 2 x standard (第87条) -> 2 x 4 x 9000"),
    ("illegal termination with the high-wage caps", "economic",
     {"monthly_wage": 40000, "service_months": 13 * 12 + 2, "local_avg_monthly_wage": 9000, "termination_reason": "illegal"},
     648000, "40000 > 27000: base 27000, 13.5 months capped at 12 (第47条第2款); x2 (第87条) -> 27000 x 12 x 2"),
    ("employee resigning on their own gets nothing", "economic",
     {"monthly_wage": 8000, "service_months": 60, "termination_reason": "employee_resigned"},
     0, "主动辞职 is not among 第46条's cases -> 0"),
    ("mutual termination proposed by the employee gets nothing", "economic",
     {"monthly_wage": 8000, "service_months": 60, "termination_reason": "mutual_by_employee"},
     0, "第46条第2项 covers only agreement proposed by the employer -> 0"),
    ("fixed term ends, employee declines renewal on the same terms", "economic",
     {"monthly_wage": 8000, "service_months": 36, "termination_reason": "expiry_employee_declined"},
     0, "第46条第5项 excludes renewal refused by the worker on maintained terms -> 0"),
    ("service across 2008-01-01 is split", "economic",
     {"monthly_wage": 4000, "start_date": "2005-07-01", "end_date": "2010-03-31", "termination_reason": "mutual_by_employer"},
     22000, "第97条第3款: 2005-07-01..2007-12-31 = 2y6m, the 1994 measures count a started year as a year -> 3; 2008-01-01..2010-03-31 = 2y3m -> 2.5 (第47条); (3 + 2.5) x 4000"),
    ("the split at 2008-01-01 is no anniversary: a year and a day before it is two years then", "economic",
     {"monthly_wage": 4000, "start_date": "2006-12-31", "end_date": "2009-12-31", "termination_reason": "mutual_by_employer"},
     16000, "第97条第3款: 2006-12-31..2007-12-31 = 1 year and a day, a started year counts as a year -> 2; 2008-01-01..2009-12-31 = 2 years -> 2 (第47条); (2 + 2) x 4000"),
    ("pay in lieu of notice for a 第40条 dismissal without notice", "economic",
     {"monthly_wage": 7000, "last_month_wage": 7500, "service_months": 30, "termination_reason": "employer_40", "notice_given": False, "targets": ["total", "economic_compensation", "notice_pay"]},
     28500, "2y6m -> 3 months x 7000 = 21000 (第47条); 代通知金 = last month's wage 7500 (第40条, 实施条例第20条) -> 21000 + 7500"),
    ("double wages for eight months without a contract", "economic",
     {"monthly_wage": 5000, "start_date": "2023-01-01", "end_date": "2023-08-31", "targets": ["double_wage"]},
     35000, "8 months without a written contract; double pay from the day after the first month: 7 months (第82条, 实施条例第6条) -> 7 x 5000"),
    ("double wages stop at eleven months", "economic",
     {"monthly_wage": 5000, "no_contract_months": 20, "targets": ["double_wage"]},
     55000, "beyond one year the contract is deemed open-ended; at most 11 months of double pay (实施条例第7条) -> 11 x 5000"),
    # --- work injury (工伤保险条例) ---------------------------------------------------------------------
    ("grade 1 one-off disability benefit", "work_injury",
     {"grade": 1, "own_wage": 5000, "local_avg_monthly_wage": 6000},
     135000, "一级 27 months of 本人工资 (第35条); 5000 within 3600..18000 (第64条) -> 27 x 5000"),
    ("grade 3 benefit", "work_injury",
     {"grade": 3, "own_wage": 8000, "local_avg_monthly_wage": 7000},
     184000, "三级 23 months (第35条); 8000 within bounds -> 23 x 8000"),
    ("grade 5 benefit", "work_injury",
     {"grade": 5, "own_wage": 6000, "local_avg_monthly_wage": 6000},
     108000, "五级 18 months (第36条) -> 18 x 6000"),
    ("grade 7 benefit, wage raised to 60% of the average", "work_injury",
     {"grade": 7, "own_wage": 3000, "local_avg_monthly_wage": 6000},
     46800, "3000 < 60% x 6000 = 3600 (第64条); 七级 13 months (第37条) -> 13 x 3600"),
    ("grade 10 benefit, wage lowered to 300% of the average", "work_injury",
     {"grade": 10, "own_wage": 40000, "local_avg_monthly_wage": 10000},
     210000, "40000 > 300% x 10000 = 30000 (第64条); 十级 7 months (第37条) -> 7 x 30000"),
    ("disability allowance of grade 2, monthly", "work_injury",
     {"grade": 2, "own_wage": 6000, "local_avg_monthly_wage": 6000, "targets": ["disability_allowance"]},
     5100, "二级 85% of 本人工资 (第35条) -> 0.85 x 6000"),
    ("disability allowance raised to the minimum wage", "work_injury",
     {"grade": 4, "own_wage": 2000, "local_min_wage": 2200, "targets": ["disability_allowance"]},
     2200, "四级 75% x 2000 = 1500 < minimum wage 2200: the fund makes up the difference (第35条第2项)"),
    ("grade 6 allowance when suitable work is arranged", "work_injury",
     {"grade": 6, "own_wage": 6000, "work_arranged": True, "targets": ["disability_allowance"]},
     0, "五级、六级: allowance only when the employer cannot arrange work (第36条第2项) -> 0"),
    ("suspension wages use the original wage, not the bounded one", "work_injury",
     {"grade": 9, "own_wage": 2500, "local_avg_monthly_wage": 6000, "suspension_months": 3, "targets": ["suspension_wages"]},
     7500, "原工资福利待遇不变 (第33条): 3 x 2500, the 60% floor of 第64条 does not apply to it"),
    ("death benefits with the national figure from the data file", "work_injury",
     {"death": True, "death_date": "2020-06-01", "local_avg_monthly_wage": 7000},
     889180, "funeral grant 6 x 7000 = 42000; one-off death benefit 20 x 42359 (2019 national urban disposable income, the year before the death) = 847180 (第39条) -> 889180"),
    ("dependants' pensions capped at the deceased's wage", "work_injury",
     {"death": True, "own_wage": 5000, "dependants": [{"relation": "spouse"}, {"relation": "other"}, {"relation": "other"}, {"relation": "other", "orphan_or_solitary_elderly": True}], "targets": ["dependants_pension"]},
     5000, "40% + 30% + 30% + 40% = 140% > 100%: the sum may not exceed the wage (第39条第1款第2项) -> 5000"),
    ("dependants' pensions below the cap", "work_injury",
     {"death": True, "own_wage": 5000, "dependants": [{"relation": "spouse"}, {"relation": "other", "orphan_or_solitary_elderly": True}], "targets": ["dependants_pension"]},
     4000, "spouse 40% + orphan 30% + 10% = 80% of 5000 (第39条第1款第2项)"),
    ("employer's share when insured", "work_injury",
     {"grade": 8, "own_wage": 5000, "suspension_months": 2, "employment_subsidy": 20000, "medical_subsidy": 15000, "employer_insured": True, "payer": "employer", "targets": ["total"]},
     30000, "insured: the employer pays suspension wages 2 x 5000 (第33条) and the employment subsidy 20000 (第37条第2项); the fund pays the rest -> 30000"),
    ("uninsured employer pays every item", "work_injury",
     {"grade": 8, "own_wage": 5000, "suspension_months": 2, "employer_insured": False, "payer": "employer", "targets": ["total"]},
     65000, "第62条第2款: uninsured employer pays all: one-off 11 x 5000 = 55000 + suspension 10000"),
    # --- traffic (道路交通安全法 第76条, 交强险限额) -------------------------------------------------------
    ("accident the day before the 2020 limits", "traffic",
     {"accident_date": "2020-09-18", "losses": {"医疗费": 20000, "残疾赔偿金": 150000}, "liability": "全部责任", "targets": ["compulsory"]},
     120000, "before 2020-09-19: medical 10000, death/disability 110000 -> 10000 + 110000"),
    ("accident on 2020-09-19 uses the new limits", "traffic",
     {"accident_date": "2020-09-19", "losses": {"医疗费": 20000, "残疾赔偿金": 150000}, "liability": "全部责任", "targets": ["compulsory"]},
     168000, "from 2020-09-19: medical 18000, death/disability 180000 -> 18000 + 150000"),
    ("no-fault limits after 2020", "traffic",
     {"accident_date": "2021-01-01", "losses": {"医疗费": 5000, "误工费": 30000, "车辆损失": 800}, "liability": "无责任", "victim_is_pedestrian": False, "targets": ["compulsory"]},
     19900, "无责 limits: medical 1800, death/disability 18000, property 100 -> 1800 + 18000 + 100"),
    ("limits of 2006-2008", "traffic",
     {"accident_date": "2007-05-01", "losses": {"医疗费": 9000, "死亡赔偿金": 60000}, "liability": "主要责任", "targets": ["compulsory"]},
     58000, "2006-07-01..2008-01-31 with fault: medical 8000, death/disability 50000 -> 58000"),
    ("appraisal fees are outside the compulsory insurance but shared by liability", "traffic",
     {"accident_date": "2022-01-01", "losses": {"医疗费": 10000, "鉴定费": 2000}, "liability": "同等责任", "victim_is_pedestrian": False, "targets": ["vehicle_side"]},
     11000, "compulsory pays medical 10000; appraisal 2000 not covered (条款第10条); remaining 2000 x 50% (同等, two vehicles) = 1000 -> 11000"),
    ("commercial insurance capped at its insured amount", "traffic",
     {"accident_date": "2021-06-01", "losses": {"死亡赔偿金": 900000, "丧葬费": 50000}, "liability": "全部责任", "commercial_insured": True, "commercial_limit": 500000, "targets": ["out_of_pocket"]},
     270000, "compulsory 180000; remaining 770000 x 100%; commercial pays 500000; the driver pays 270000"),
    ("vehicle without fault towards a pedestrian bears 10%", "traffic",
     {"accident_date": "2022-05-01", "losses": {"医疗费": 21800}, "liability": "无责任", "victim_is_pedestrian": True, "targets": ["vehicle_side"]},
     3800, "no-fault medical limit 1800; remaining 20000 x 10% (第76条第1款第2项) = 2000 -> 3800"),
    ("explicit liability ratio overrides the table", "traffic",
     {"accident_date": "2022-05-01", "losses": {"医疗费": 28000}, "liability": "主要责任", "liability_ratio": 0.8, "targets": ["vehicle_side"]},
     26000, "compulsory 18000; remaining 10000 x 80% = 8000 -> 26000"),
    ("property limit is 2000 in every period", "traffic",
     {"losses": {"车辆维修费": 3000}, "liability": "全部责任", "targets": ["compulsory"]},
     2000, "property limit 2000 before and after 2020-09-19, so the date is not needed -> 2000"),
]


@pytest.mark.parametrize(("name", "scenario", "params", "expected", "derivation"), CASES, ids=[case[0] for case in CASES])
def test_hand_derived_case(name: str, scenario: str, params: dict, expected: float, derivation: str) -> None:
    result = compensate_params(scenario, params)
    assert result["missing"] == []
    assert result["amount"] == pytest.approx(expected, abs=0.005), derivation
    assert all(step["source"] for step in result["steps"])


def test_at_least_thirty_cases_cover_all_scenarios() -> None:
    assert len(CASES) >= 30
    assert {case[1] for case in CASES} == {"economic", "work_injury", "traffic"}


def test_traffic_an_unclear_span_is_asked_for_in_the_calculators_words() -> None:
    # the calculator words the request from the item and the span as the user gave it, days or months
    params = {"accident_date": "2023-05-01", "losses": {"医疗费": 9000}, "liability": "全部责任",
              "unclear_spans": {"误工费": "三四个月", "护理费": "十一二天"}}
    result = compensate_params("traffic", params)
    assert result["amount"] is None
    assert result["missing"] == ["误工费的计算期间：三四个月（请给出确切月数）", "护理费的计算期间：十一二天（请给出确切天数）"]


def test_traffic_an_empty_unclear_span_is_refused() -> None:
    params = {"losses": {"医疗费": 9000}, "liability": "全部责任", "unclear_spans": {"误工费": " "}}
    with pytest.raises(ValueError, match="unclear_spans"):
        compensate_params("traffic", params)


@pytest.mark.parametrize(("notice_given", "amount"), [(False, 30500), (None, 24000), (True, 24000)])
def test_article_40_dismissal_without_notice_adds_the_previous_months_wage(notice_given: bool | None, amount: int) -> None:
    # 劳动合同法 第四十条 + 第四十七条: 3年7个月 -> 4 × 6000 = 24000; without notice, plus the previous month's
    # wage (实施条例 第二十条) 6500 = 30500; notice given or not said: no extra month is assumed
    result = compensate_params(
        "economic",
        {"termination_reason": "employer_40", "notice_given": notice_given, "monthly_wage": 6000, "last_month_wage": 6500, "service_months": 43},
    )
    assert result["amount"] == amount
