"""竞业限制经济补偿 (劳动合同法 第二十三、二十四条; 劳动争议解释（一） 第三十六条): agreed or 30% of the
12-month average, by the month or over the period (at most two years), and a dismissal told beside it.
Expected values by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator
from backend.compensation.extract.economic import extract_economic
from backend.compensation.params import EconomicParams
from backend.compensation.reference import get_reference


# --- 竞业限制经济补偿 (劳动合同法 第二十三、二十四条; 劳动争议解释（一） 第三十六条) ---------------------------------------

NON_COMPETE = "我工作了3年后离职，签了竞业限制协议，期限2年，公司没约定补偿，离职前12个月平均工资10000元，"


def test_non_compete_compensation_not_agreed_is_30_percent_a_month() -> None:
    # 10000 × 30% = 3000 a month (解释一 第三十六条), not 经济补偿 N (10000 × 3)
    result = compensate(NON_COMPETE + "竞业限制经济补偿每月多少？")
    assert result["params"]["targets"] == ["non_compete_monthly"]
    assert result["amount"] == 3000
    assert any("不是劳动合同法第四十七条的经济补偿" in note for note in result["notes"])


def test_non_compete_compensation_over_the_period() -> None:
    # 3000 × 24 months = 72,000 (第二十四条: at most two years)
    result = compensate(NON_COMPETE + "竞业限制补偿一共能要多少？")
    assert result["amount"] == 72000


def test_non_compete_compensation_agreed_is_owed_after_a_resignation_and_capped_at_two_years() -> None:
    # agreed 3000 a month (第二十三条), owed however the job ended; a 3-year restriction counts 24 months (第二十四条)
    result = compensate("我工作了3年后主动辞职，签了竞业限制协议，竞业限制期3年，约定每月补偿3000元，公司一直没给，能要多少？")
    assert result["params"]["non_compete_agreed_monthly"] == 3000
    assert result["params"].get("monthly_wage") is None  # the agreed sum is not the wage
    assert result["amount"] == 72000
    assert any("不得超过二年" in step["description"] for step in result["steps"])


def test_non_compete_compensation_without_its_period_asks_for_it() -> None:
    result = compensate("我工作了3年后主动辞职，签了竞业限制协议，约定每月补偿3000元，公司一直没给，能要多少？")
    assert result["amount"] is None and any("竞业限制期限" in item for item in result["missing"])


def test_non_compete_compensation_is_raised_to_the_minimum_wage() -> None:
    # 30% of 6000 = 1800 < the minimum wage 2000 → 2000 a month (解释一 第三十六条第二款)
    calculation = EconomicCalculator(get_reference()).calculate(
        EconomicParams(monthly_wage=Decimal(6000), local_min_wage=Decimal(2000), targets=["non_compete_monthly"])
    )
    assert calculation.amount == Decimal(2000)


def test_non_compete_mixed_with_other_claims_is_refused() -> None:
    with pytest.raises(ValueError, match="竞业限制"):
        EconomicCalculator(get_reference()).calculate(EconomicParams(monthly_wage=Decimal(6000), targets=["non_compete", "damages"]))


# 3. a dismissal told in a non-compete question: the ending's claim comes back as `related`


def test_dismissal_beside_a_non_compete_gives_the_compensation_as_related() -> None:
    # asked: 3000 × 24 = 72,000 (劳动合同法 第二十三、二十四条); related: 2018-03-01 to 2024-03-01, 6 years → N = 6 × 8000
    # = 48,000 (第四十七条). `amount` stays the restriction's compensation; nothing is summed as only one claim was asked
    question = (
        "我2018年3月1日入职，月薪8000，公司签了竞业限制协议，约定每月补偿3000元，竞业限制期限2年。"
        "2024年3月1日公司以经济困难为由把我辞退了，我能拿多少钱？"
    )
    result = compensate(question)
    assert result["amount"] == 72000
    (related,) = result["related"]
    assert related["scenario"] == "economic" and related["amount"] == 48000
    assert "combined_total" not in result
    assert any("（另一项请求，不计入以上金额）" in note for note in result["notes"])


# 6. a probation period is not the restriction's period


def test_probation_period_is_not_the_non_compete_period() -> None:
    question = "2020年1月入职，月薪1万，入职时签了竞业限制协议，试用期3个月，2024年1月离职，没约定补偿，竞业限制补偿能拿多少？"
    params = extract_economic(question, get_reference())
    assert params.non_compete_months is None
    assert any("竞业限制期限" in item for item in compensate(question)["missing"])


def test_the_period_in_the_next_clause_is_read() -> None:
    params = extract_economic("我离职了，签了竞业限制协议，期限2年，公司没约定补偿，月薪10000元，竞业限制补偿多少？", get_reference())
    assert params.non_compete_months == 24


# 7. one wage rule for the non-compete 30% and for N; the unpaid-three-months citation


def test_non_compete_share_averages_the_yearly_bonus() -> None:
    # (8000 + 24000 / 12) × 30% × 24 = 72,000 (实施条例 第二十七条; 劳动争议解释（一） 第三十六条; 劳动合同法 第二十四条)
    question = "我2019年1月入职，月薪8000，每年年终奖2.4万，2024年1月离职，签了竞业限制，没约定补偿，竞业限制期限2年，竞业限制补偿能拿多少？"
    assert compensate(question)["amount"] == 72000


@pytest.mark.parametrize(("question", "amount"), [
    # 3000 a month agreed (劳动合同法第二十三条) × 18 months: 一年半 is 18, not 12
    ("签了竞业限制协议，约定每月补偿3000元，竞业限制一年半，公司一直没给，能要多少？", 54000),
    # the period two clauses after the restriction is still its period: 3000 × 24
    ("我和公司签了竞业限制协议，约定每月补偿3000元，期限2年，公司一直没给，能要多少？", 72000),
])
def test_a_non_compete_question_alone_is_a_labour_claim_with_its_period(question, amount):
    result = compensate(question)
    assert result["amount"] == amount and not result["missing"]
