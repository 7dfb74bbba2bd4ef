"""Session 9 mends: the ground of an ending looked up once, one list of relatives for traffic's age reader,
a renewal offered on lower terms at a contract's expiry, and pay told by the year in the 12-month average.
Expected values by hand, with the article each follows."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator
from backend.compensation.extract import extract_economic, extract_traffic
from backend.compensation.params import EconomicParams
from backend.compensation.reference import get_reference

# --- the ground of an ending, looked up once -------------------------------------------------------------


def test_the_ground_is_looked_up_once_per_calculation(monkeypatch: pytest.MonkeyPatch) -> None:
    calculator = EconomicCalculator(get_reference())
    lookups = []
    looked_up = calculator._reason
    monkeypatch.setattr(calculator, "_reason", lambda params: lookups.append(params) or looked_up(params))
    params = EconomicParams(
        monthly_wage=Decimal(8000), service_months=36, termination_reason="prohibited_42_work_injury", targets=["total"]
    )
    calculation = calculator.calculate(params)
    assert len(lookups) == 1
    # 第四十二条 makes the dismissal unlawful: 第八十七条's 2N, 8000 x 3 x 2
    assert calculation.amount == Decimal(48000)


def test_an_unknown_target_is_refused_before_an_unknown_ground() -> None:
    calculator = EconomicCalculator(get_reference())
    with pytest.raises(ValueError, match="未知的计算项目"):
        calculator.calculate(EconomicParams(termination_reason="no_such_ground", targets=["no_such_target"]))
    with pytest.raises(ValueError, match="未知的解除/终止原因"):
        calculator.calculate(EconomicParams(termination_reason="no_such_ground"))


# --- traffic: the victim's age told of a brother or sister ----------------------------------------------


@pytest.mark.parametrize(
    ("question", "age"),
    [
        # the asker's own age is not the victim's: the age told of the brother who was hurt is
        ("我今年30岁，我哥被车撞死了，我哥45岁，对方全责，死亡赔偿金多少？", 45),
        ("我哥被车撞死了，我哥今年45岁，我今年38岁，对方全责，死亡赔偿金多少？", 45),
        # one person under two words: '我姐' and '姐姐'
        ("我今年38岁，我姐被车撞成十级伤残，姐姐42岁，对方全责，残疾赔偿金多少？", 42),
    ],
)
def test_the_age_of_a_brother_or_sister_hurt_is_the_victims(question: str, age: int) -> None:
    assert extract_traffic(question, get_reference()).victim_age == age


# --- a renewal offered on lower terms at expiry (劳动合同法 第四十六条第（五）项) --------------------------

_SERVICE = "我2020年3月1日入职，合同2025年2月28日到期，月薪8000。"


@pytest.mark.parametrize(
    "offer",
    [
        "公司说续签合同可以，但工资要从8000降到6000，我不同意",
        "公司说续签可以，但岗位要从主管降为普通员工，我不同意",
        "公司同意续签，不过要把我调到仓库当普通工人，我没答应",
        "公司说续签可以，但要改成劳务派遣，我不同意",
        "公司说续签可以，但要延长工作时间，工资不变，我不同意",
        "公司说续签可以，但要提高考核指标，我不同意",
    ],
)
def test_a_renewal_on_lower_terms_refused_still_owes_compensation(offer: str) -> None:
    # 第四十六条第（五）项: only a renewal that keeps or raises the terms, refused, owes nothing; a lower one is
    # no such offer. 2020-03-01..2025-02-28 is 5 years: 5 x 8000 (第四十七条)
    result = compensate(f"{_SERVICE}合同到期时{offer}。能拿多少补偿？")
    assert result["params"]["termination_reason"] == "expiry_not_renewed"
    assert result["amount"] == 40000


def test_the_wage_a_cut_starts_from_is_the_wage() -> None:
    # '从8000降到6000': 8000 is the pay now, 6000 the offer; with the expiry in the same sentence. 5 x 8000
    question = "公司说续签合同可以，但工资要降（从8000降到6000），我不同意，合同到期走人。我2020年3月1日入职，合同2025年2月28日到期，能拿多少补偿？"
    params = extract_economic(question)
    assert params.monthly_wage == Decimal(8000)
    assert params.termination_reason == "expiry_not_renewed"
    assert compensate(question)["amount"] == 40000


def test_the_expiry_told_in_the_sentence_before_the_offer() -> None:
    question = "我的合同2025年2月28日到期了，2020年3月1日入职，月薪8000。公司说续签可以，但工资要降到6000，我不同意。能拿多少补偿？"
    assert compensate(question)["amount"] == 40000


def test_a_cut_after_a_renewal_made_is_no_renewal_offer() -> None:
    # the contract was renewed; the later cut and the worker's resignation are another ending (no 第四十六条第（五）项)
    assert extract_economic("合同到期续签了三年，后来公司降薪，我就辞职了，能拿补偿吗？").termination_reason == "employee_resigned"


@pytest.mark.parametrize(
    "offer",
    ["公司愿意续签，条件不变，我不想续", "公司说可以按原条件续签，我不想干了就没签", "公司说续签合同可以，但是工资不涨，我不同意续签"],
)
def test_a_renewal_on_the_same_terms_refused_owes_nothing(offer: str) -> None:
    # 第四十六条第（五）项's exception: the terms kept (or raised) and the worker refusing
    result = compensate(f"{_SERVICE}合同到期时{offer}。能拿多少补偿？")
    assert result["params"]["termination_reason"] == "expiry_employee_declined"
    assert result["amount"] == 0


# --- pay told by the year (劳动合同法实施条例 第二十七条) --------------------------------------------------


@pytest.mark.parametrize(
    ("pay", "monthly", "yearly", "expected"),
    [
        # (5000 + 60000 / 12) x 5 months
        ("月薪5000，每年提成6万", 5000, 60000, 50000),
        ("基本工资5000，提成一年6万", 5000, 60000, 50000),
        ("月薪5000，提成6万/年", 5000, 60000, 50000),
        # (8000 + 20000 / 12 = 1666.67) x 5 = 48333.35
        ("月薪8000，年终奖2万", 8000, 20000, 48333.35),
        # (4000 + 24000 / 12) x 5
        ("底薪4000，每年年底奖金2.4万", 4000, 24000, 30000),
    ],
)
def test_pay_told_by_the_year_is_averaged_into_the_monthly_wage(
    pay: str, monthly: int, yearly: int, expected: float
) -> None:
    question = f"我干了5年，{pay}，公司裁员把我裁了，经济补偿多少？"
    params = extract_economic(question)
    assert (params.monthly_wage, params.yearly_pay) == (Decimal(monthly), Decimal(yearly))
    result = compensate(question)
    assert result["amount"] == expected
    assert any("÷ 12个月" in step["description"] for step in result["steps"])


def test_pay_by_the_year_in_a_service_under_a_year_is_asked_for() -> None:
    # the 8 months worked may hold no yearly payment: the 12-month (here 8-month) average is asked, not guessed
    result = compensate("我干了8个月，月薪8000，年终奖2万，公司裁员，补偿多少？")
    assert result["amount"] is None
    assert result["missing"]


def test_pay_of_one_named_year_is_not_standing_yearly_pay() -> None:
    # last year's bonus may or may not fall in the 12 months before leaving: asked, as before
    assert extract_economic("我干了5年，月薪8000，去年年终奖2万，公司裁员，补偿多少？").yearly_pay is None


def test_yearly_pay_given_as_a_parameter_is_shown_as_its_own_step() -> None:
    calculator = EconomicCalculator(get_reference())
    calculation = calculator.calculate(
        EconomicParams(monthly_wage=Decimal(6000), yearly_pay=Decimal(18000), service_months=24, termination_reason="layoff_41")
    )
    # (6000 + 18000 / 12) x 2 months (第四十七条)
    assert calculation.amount == Decimal(15000)
    assert [step.amount for step in calculation.steps[:3]] == [Decimal(6000), Decimal(1500), Decimal(7500)]
