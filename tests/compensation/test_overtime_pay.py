"""Overtime pay (加班费, 劳动法 第四十四条), an economic claim of its own: the day's wage is the monthly wage ÷ 21.75, the
hour's that ÷ 8 (劳社部发〔2008〕3号); hours added to working days 150%, rest days worked and not given back as rest 200%
(nothing where given back), statutory holidays 300% (a festival's other days of its break are rest days). Told beside a
dismissal it is a note with its figure, apart from the dismissal's amount. Also session 22's third round: a dismissal
called unlawful in everyday words ('违规把我开除了') owes 2N, and a delivery rider who hit the asker brings a note on the
one they deliver for (民法典 第一千一百九十一条); a dismissal after a service shorter than the probation's length told is
one within the probation (its ground asked). Expected values by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator
from backend.compensation.params import EconomicParams
from backend.compensation.reference import get_reference


@pytest.mark.parametrize(
    ("question", "amount", "counted"),
    [
        # the day's wage is stated to the cent and that figure multiplied: 8000 ÷ 21.75 = 367.82; × 4 × 200% = 2942.56
        ("周末加了四天班没调休，月薪8000，能要多少加班费", 2942.56, {"overtime_rest_days": 4, "overtime_rest_made_up": False}),
        # 6000 ÷ 21.75 = 275.86; × 3 × 300% = 2482.74
        ("国庆加班三天，月薪6000，加班费多少", 2482.74, {"overtime_holiday_days": 3}),
        # 国庆's holidays are three days (10月1日至3日): 3 × 300% + 4 × 200% of 5000 ÷ 21.75 = 229.89: 2069.01 + 1839.12
        ("国庆七天都在加班，公司也没给补休，月工资5000，能拿多少加班费", 3908.13, {"overtime_holiday_days": 3, "overtime_rest_days": 4}),
        # 春节's four days (除夕至初三) are holidays, the other three of a seven-day break rest days: 400 × (12 + 6)
        ("过年加班了7天，月薪8700，没给调休，加班费多少", 7200, {"overtime_holiday_days": 4, "overtime_rest_days": 3}),
        # 4350 ÷ 21.75 = 200 a day, 25 an hour: 2 × 20 = 40 hours × 150% = 1500
        ("每天晚上加班2小时，一共加了20天，月薪4350，加班费是多少", 1500, {"overtime_workday_hours": 40, "overtime_daily_hours": 2}),
        # 6525 ÷ 21.75 ÷ 8 = 37.5 an hour: 3 × 22 = 66 hours × 150% = 3712.5
        ("我每天下班后还要加班3个小时，加了22天，月薪6525，能要多少加班费", 3712.5, {"overtime_workday_hours": 66}),
        ("上个月工作日加班了30个小时，月薪8700，加班费多少钱", 2250, {"overtime_workday_hours": 30}),
        # the hours added told without 班 in an overtime question: 6000 ÷ 21.75 = 275.86 ÷ 8 = 34.48 × 40 × 150%
        ("公司让我每天加班到晚上十点，不给加班费，月薪6000，上个月加了40个小时，能要多少？", 2068.8,
         {"overtime_workday_hours": 40}),
        # a ten-hour day is two added hours: 2 × 22 = 44 hours × 25 × 150%
        ("每天上班10小时，一共干了22天，月薪4350，加班费多少", 1650, {"overtime_workday_hours": 44, "overtime_daily_hours": 2}),
        # a rest day's hours are its share of an 8-hour day: 5220 ÷ 21.75 = 240 × 200%
        ("周六加班8小时，月薪5220，加班费多少", 480, {"overtime_rest_days": 1}),
        # rest days counted by their name
        ("平时每周六都要上班，一共上了10个周六，也没补休，月薪4350，加班费多少", 4000, {"overtime_rest_days": 10}),
        # the weekend's two days named, the total told after them
        ("周末两天都在加班，一共加了6天，没调休，月薪6000", 3310.32, {"overtime_rest_days": 6}),
        ("春节值班两天，工资7000，公司说只给双倍，对吗", 1931.04, {"overtime_holiday_days": 2}),
        ("国庆节期间上了三天班，月工资4350，能拿多少", 1800, {"overtime_holiday_days": 3}),
        # rest days given back as rest owe nothing (第四十四条第（二）项)
        ("周末加班两天，后来公司安排调休了，月薪6000，还有加班费吗", 0, {"overtime_rest_days": 2, "overtime_rest_made_up": True}),
        ("周末加班两天，公司答应给补休，后来补休了，月薪6000", 0, {"overtime_rest_made_up": True}),
        # rest promised and never given is none given: 275.86 × 2 × 200%
        ("周末加班两天，公司说给调休，但一直没让休，月薪6000", 1103.44, {"overtime_rest_made_up": False}),
        # promised, whether given untold: counted as not given, the step says so
        ("周末加班三天，公司说会安排调休，月薪6000", 1655.16, {"overtime_rest_made_up": None}),
    ],
)
def test_overtime_told_in_lay_words_is_worked_out(question: str, amount: float, counted: dict) -> None:
    result = compensate(question)
    params = result["params"]
    assert (result["scenario"], params["targets"], result["amount"]) == ("economic", ["overtime_pay"], amount)
    assert {name: params[name] for name in counted} == counted
    assert result["elements"]["compensation_type"] == ["加班费（加班工资）"]
    assert any("第四十四条" in step["source"] for step in result["steps"])
    assert any("计算基数" in note for note in result["notes"])


def test_a_festival_worked_names_its_holidays_in_a_note() -> None:
    result = compensate("国庆加班三天，月薪6000，加班费多少")
    assert any("国庆3天" in note and "休息日" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        # the working days of the daily hours
        ("每天加班两小时，一个月工资6000，加班费怎么算", "工作日共有多少天"),
        # days whose kind is not told
        ("加了三天班，月薪6000，加班费多少", "是休息日"),
        # nothing counted
        ("公司从来不给加班费，月薪6000，能要多少加班费", "加班的时数或天数"),
        # the day's length told: its hours past eight, the days asked where no span is told (with one, the standard
        # working days: test_item_asked_relations_rural_festivals_workdays_free_ride.py)
        ("每天干12个小时，一个月就休两天，工资4000，从来没给过加班费，能要多少加班费？", "每天加班 4 小时"),
        # the wage
        ("国庆加班三天，加班费怎么算", "月工资"),
    ],
)
def test_what_overtime_lacks_is_asked(question: str, asked: str) -> None:
    result = compensate(question)
    assert (result["scenario"], result["params"]["targets"], result["amount"]) == ("economic", ["overtime_pay"], None)
    assert any(asked in missing for missing in result["missing"])


def test_the_pay_of_one_such_day_is_given_where_the_days_are_asked() -> None:
    # 6000 ÷ 21.75 = 275.86 a day, ÷ 8 = 34.48 an hour; × 2 × 150% = 103.44
    result = compensate("每天加班两小时，一个月工资6000，加班费怎么算")
    assert any("103.44元" in note for note in result["notes"])


def test_overtime_beside_a_dismissal_is_a_note_apart() -> None:
    # N: 4350 × 2 = 8700; the rest days' pay 200 × 4 × 200% = 1600 is a claim apart
    result = compensate("公司把我辞退了，周末加了4天班也没给钱，干了两年，月薪4350，能赔多少")
    assert result["amount"] == 8700
    assert any("1600.00元" in note and "分别主张" in note for note in result["notes"])
    # overtime named only as a part of the wage or a sum owed is no overtime claim
    assert compensate("公司把我辞退了，还欠我加班费3000，干了两年，月薪5000，能赔多少？")["amount"] == 10000


def test_overtime_asked_with_other_claims_is_refused_clearly() -> None:
    calculator = EconomicCalculator(get_reference())
    params = EconomicParams(monthly_wage=Decimal(6000), overtime_rest_days=Decimal(2), targets=["overtime_pay", "economic_compensation"])
    with pytest.raises(ValueError, match="加班费与经济补偿"):
        calculator.calculate(params)
    with pytest.raises(ValueError, match="应大于0"):
        calculator.calculate(EconomicParams(monthly_wage=Decimal(6000), overtime_rest_days=Decimal(0), targets=["overtime_pay"]))


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("公司违规把我开除了，我干了三年，月薪6000，能赔多少", 36000),
        ("公司不合法地辞退了我，工作5年，月薪1万，能赔多少", 100000),
        ("公司违反劳动法把我辞退了，干了两年，月薪5000，能赔多少", 20000),
    ],
)
def test_a_dismissal_called_unlawful_in_everyday_words_owes_damages(question: str, amount: int) -> None:
    result = compensate(question)
    assert (result["params"]["termination_reason"], result["amount"]) == ("illegal", amount)


def test_the_workers_own_breach_is_no_unlawful_dismissal() -> None:
    # '违规' of the worker: the employer's ground, asked whether serious (comp22b's reading), never 2N as told
    result = compensate("我上班违规被开除了，干了两年，月薪5000，能赔多少")
    assert result["params"]["termination_reason"] != "illegal"


@pytest.mark.parametrize(
    "question",
    ["一个骑电动车的外卖小哥把我撞倒了，医疗费3000，他全责", "我走路被一个送外卖的电动车撞了，花了五千医药费，骑车的全责"],
)
def test_a_delivery_rider_who_hit_brings_the_employers_liability_note(question: str) -> None:
    result = compensate(question)
    assert result["params"]["payer_non_motor"] is True
    assert any("第一千一百九十一条" in note and "撞人的是送外卖" in note for note in result["notes"])
    # the delivery is the rider's, not the asker's errand: no work-injury note
    assert not any("因工外出" in note for note in result["notes"])


def test_a_rider_hit_by_someone_else_has_no_such_note() -> None:
    result = compensate("我是外卖骑手，送餐时被一辆电动车撞了，医疗费2000，对方全责")
    assert not any("撞人的是送外卖" in note for note in result["notes"])
    assert any("因工外出" in note for note in result["notes"])


def test_a_dismissal_within_the_probation_length_told_asks_its_ground() -> None:
    # '试用期三个月' and one month served: within it (劳动合同法 第二十一条), so nothing, N or 2N rests on the ground
    result = compensate("试用期三个月，刚干了一个月公司就说我不合适让我走人，工资5000，能赔吗")
    assert result["params"]["dismissed_in_probation"] is True and result["amount"] is None
    assert any("试用期内解除劳动合同的理由" in missing for missing in result["missing"])
    # a service longer than the probation is no probation dismissal: N with the untold-reason note
    after = compensate("试用期6个月，我干了两年了，公司把我辞退了，月薪5000")
    assert (after["params"]["dismissed_in_probation"], after["amount"]) == (None, 10000)
