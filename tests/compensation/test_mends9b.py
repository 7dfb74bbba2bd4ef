"""Session 9, round 2 mends: 丧葬费 and 精神损害抚慰金 in traffic deaths and injuries, 竞业限制经济补偿, the double
wage beside a dismissal without a written contract, a work-injured worker dismissed for the business's troubles,
a wage given after tax, and the traffic display (the real ratio; each victim's part beyond the compulsory cover).
Expected values by hand, with the article each follows."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator
from backend.compensation.params import EconomicParams, TrafficParams
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


# --- traffic display: the real ratio; each victim's part --------------------------------------------------------


def test_full_liability_with_nothing_beyond_the_compulsory_cover_shows_100_percent() -> None:
    result = compensate("2023年6月我被车撞伤，对方全责，医疗费1万元，误工费5000元，能赔多少？")
    share = next(step for step in result["steps"] if step["description"].startswith("机动车一方按责任比例承担"))
    assert share["description"].endswith("× 100%") and share["amount"] == 0
    assert result["amount"] == 15000


def test_an_unknown_ratio_with_nothing_beyond_the_compulsory_cover_is_not_shown_as_zero_percent() -> None:
    result = compensate("2023年6月我被车撞伤，对方主要责任，医疗费1万元，能赔多少？")
    share = next(step for step in result["steps"] if step["description"].startswith("机动车一方按责任比例承担"))
    assert "0%" not in share["description"] and "无论比例多少均为0" in share["description"]
    assert result["amount"] == 10000


def test_each_victim_gets_their_part_beyond_the_compulsory_cover() -> None:
    # 第十九条: medical 30,000 > 18,000 → 甲 18000×2/3 = 12,000, 乙 6,000; 误工 within the limit: 甲 10,000, 乙 10,000.
    # 甲: 22,000 from 交强险, 8,000 beyond at 100% → 30,000; 乙: 16,000 + 4,000 → 20,000; together 50,000
    result = compensate(
        "2023年6月一辆轿车撞了甲和乙两个行人，对方全责，没有商业险。甲的医疗费2万元，误工费10000元，乙的医疗费1万元，误工费10000元。甲乙各能赔多少？"
    )
    per_victim = [step for step in result["steps"] if "：机动车一方应赔偿合计" in step["description"]]
    assert {step["description"].split("：")[0]: step["amount"] for step in per_victim} == {"甲": 30000, "乙": 20000}
    assert result["amount"] == 50000


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


# --- no written contract and a dismissal: 2N (第八十七条) and the double wage (第八十二条; 实施条例 第六、七条) ---------------


def test_a_dismissal_without_a_written_contract_adds_the_double_wage() -> None:
    # 2023-01-01..2023-10-31: 10 months, N = 1 month → 2N = 10,000; double wage from the second month to the end:
    # 9 whole months × 5000 = 45,000; total 55,000
    result = compensate("我2023年1月1日入职，公司一直没有跟我签劳动合同，2023年10月公司无故把我辞退了，月薪5000元，能要多少？")
    assert result["params"]["no_written_contract"] is True
    assert result["elements"]["compensation_type"] == ["违法解除（终止）劳动合同赔偿金", "未订立书面劳动合同的二倍工资差额"]
    assert result["amount"] == 55000


def test_a_contract_signed_keeps_the_dismissal_alone() -> None:
    result = compensate("我2023年1月1日入职，签了劳动合同，2023年10月公司无故把我辞退了，月薪5000元，能要多少？")
    assert result["amount"] == 10000


# --- 第四十二条第（二）项: a work-injured worker dismissed for the business's troubles -----------------------------------


def test_work_injured_worker_dismissed_for_economic_difficulty_is_unlawful() -> None:
    # 9级工伤 is 部分丧失劳动能力: 第四十二条第（二）项 forbids a 第四十、四十一条 ending → 2N = 6000 × 5 × 2 = 60,000
    result = compensate("我在公司工作了5年，去年工伤九级，月薪6000元，今年公司以经济困难为由把我辞退了，能要多少？", {"scenario": "economic"})
    assert result["params"]["termination_reason"] == "prohibited_42_work_injury"
    assert result["amount"] == 60000


def test_economic_difficulty_alone_keeps_the_plain_reading() -> None:
    # no 第四十二条 state: the ground reading is unchanged (N = 6000 × 5)
    result = compensate("我在公司工作了5年，月薪6000元，今年公司以经济困难为由把我辞退了，经济补偿能拿多少？")
    assert result["params"].get("termination_reason") is None
    assert result["amount"] == 30000


# --- a wage given after tax (实施条例 第二十七条: 应得工资) -----------------------------------------------------------


def test_an_after_tax_wage_is_flagged() -> None:
    result = compensate("我税后月薪8000元，工作3年，公司违法解除，能拿多少？")
    assert result["amount"] == 48000  # the figure given, 8000 × 3 × 2
    assert any("税后" in note and "第二十七条" in note for note in result["notes"])
    result = compensate("我税前月薪10000元，税后8000元，工作3年，公司违法解除，能拿多少？")
    assert not any("税后（到手）" in note for note in result["notes"])


def test_a_work_injury_dismissal_gives_the_2n_as_a_related_claim() -> None:
    # benefits: 一次性伤残补助金 9 × 5000 = 45,000 (工伤保险条例 第三十七条); related: 2N = 5000 × 5 × 2 = 50,000
    # (劳动合同法 第四十二条第（二）项、第八十七条); together 95,000. '能要多少' asks both: whichever claim the question
    # is read as (the business's troubles are labour-contract words too), the other comes back as `related`.
    result = compensate("工伤九级，本人工资5000元，工作5年，公司以经济困难为由把我辞退了，能要多少？")
    (related,) = result["related"]
    claims = {result["scenario"]: result["amount"], related["scenario"]: related["amount"]}
    assert claims == {"work_injury": 45000, "economic": 50000}
    assert ("第八十七条" if related["scenario"] == "economic" else "工伤保险条例") in related["label"]
    assert result["combined_total"] == 95000
    assert any("（见 related）" in note for note in result["notes"])


def test_no_related_claim_without_a_forbidden_ground() -> None:
    # the ground of the dismissal is not told: the note says what 第四十二条 means, no figure is guessed
    result = compensate("工伤九级，本人工资5000元，工作5年，公司把我辞退了，能要多少？")
    assert "related" not in result and "combined_total" not in result


def test_a_dismissal_mentioning_a_restriction_signed_is_still_a_dismissal() -> None:
    # no word of the restriction's compensation: 第八十七条 2N = 10000 × 3 × 2
    result = compensate("我工作了3年，月薪10000元，签过竞业协议，公司无故把我辞退了，能要多少？")
    assert result["params"]["targets"] == [] and result["amount"] == 60000
