"""The ten defects review9c reproduced in session 9's compensation change, each with hand-derived gold."""

from __future__ import annotations

import re
import pytest

from backend.compensation.engine import compensate
from backend.compensation.extract.common import BUSINESS_TROUBLE
from backend.compensation.extract.economic import extract_economic
from backend.compensation.extract.scenario import detect_scenario
from backend.compensation.extract.work_injury import extract_work_injury
from backend.compensation.reference import get_reference


# 1. 第八十二条's double wage does not depend on how the job ended


def test_double_wage_counted_on_a_plain_dismissal_with_no_stated_ground() -> None:
    # 2023-03-01 to 2024-06-01: 1年3个月 → N = 1.5 × 6000 = 9,000 (劳动合同法 第四十七条); no written contract from
    # 2023-04-01 to 2024-02-29: 11 months × 6000 = 66,000 (第八十二条第一款, 实施条例 第七条); 75,000 in all
    result = compensate("我2023年3月1日入职，月薪6000，公司一直没跟我签劳动合同。2024年6月1日公司把我辞退了，能拿多少？")
    assert result["amount"] == 75000


def test_double_wage_counted_from_months_worked() -> None:
    # 8 months: N = 1 × 5000 (不满六个月的 half, 六个月以上 a whole month, 第四十七条); double wage for months 2-8 = 7 × 5000
    result = compensate("没签劳动合同，工作了8个月，月薪5000，公司把我辞退了，能拿多少？")
    assert result["amount"] == 40000


# 2. per-victim lines that cannot add up are left out, with a note


def test_per_victim_lines_left_out_when_a_computed_item_has_no_victim() -> None:
    # 死亡赔偿金 50000 × 20 = 1,000,000 (人损解释 第十五条, 60岁) is computed from the facts and not tied to 甲 or 乙;
    # total: 交强险 18,000 + 180,000 = 198,000; (1,070,000 − 198,000) × 50% = 436,000; 634,000 (道交法 第七十六条)
    question = (
        "2023年5月发生交通事故，对方机动车负同等责任，甲被撞死了，甲60岁，甲的医疗费2万，乙的医疗费5万，"
        "当地城镇居民人均可支配收入5万元，甲乙各能赔多少？"
    )
    result = compensate(question)
    assert result["amount"] == 634000
    assert not any(step["description"].startswith(("甲：", "乙：")) for step in result["steps"])
    assert any("死亡赔偿金无法确定归属" in note for note in result["notes"])


def test_per_victim_lines_kept_when_they_add_up() -> None:
    # 医疗费 20,000 + 50,000 against the 18,000 limit: 甲 18000 × 2/7 = 5,142.86, 乙 12,857.14 (道交解释 第十九条)
    result = compensate("2023年5月发生交通事故，对方机动车全责，甲的医疗费2万，乙的医疗费5万，甲乙各能赔多少？")
    shares = {step["description"]: step["amount"] for step in result["steps"]}
    assert shares["甲：交强险赔偿小计"] == 5142.86 and shares["乙：交强险赔偿小计"] == 12857.14


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
    assert any("（见 related）" in note for note in result["notes"])


# 4. the work-injury 2N works in both directions; combined_total only when everything is asked


def test_work_injury_and_its_dismissal_give_one_combined_total_whatever_the_punctuation() -> None:
    # benefits: 一次性伤残补助金 9 × 5000 = 45,000 (工伤保险条例 第三十七条); 2019-01-01 to 2024-02-29: 5年2个月 →
    # 5.5 months, 2N = 5000 × 5.5 × 2 = 55,000 (劳动合同法 第四十二条第（二）项、第八十七条); 100,000 together
    for joint in ("。", "，"):
        question = f"工伤九级，本人工资5000元，2019年1月入职{joint}2024年3月公司以经济困难为由把我辞退了，能要多少？"
        result = compensate(question)
        (related,) = result["related"]
        assert {result["scenario"]: result["amount"], related["scenario"]: related["amount"]} == {
            "work_injury": 45000,
            "economic": 55000,
        }
        assert result["combined_total"] == 100000


def test_no_combined_total_when_one_item_is_asked() -> None:
    result = compensate("工伤九级，本人工资5000元，2019年1月入职，2024年3月公司以经济困难为由把我辞退了，一次性伤残补助金多少？")
    assert result["amount"] == 45000  # 9 × 5000 (第三十七条)
    assert result["related"][0]["amount"] == 55000
    assert "combined_total" not in result


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


def test_unpaid_three_months_cites_article_38() -> None:
    # 劳动争议解释（一） 第三十八条: three months unpaid for the employer's reasons, the worker may end the restriction
    # (第三十七条 is the restriction and its agreed compensation owed after the contract ends, not this rule)
    source = get_reference().labour["non_compete"]["unpaid_source"]
    assert source.endswith("第三十八条") and "第三十七条" not in source


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


# 10. the after-tax note only for an after-tax wage; one business-trouble list


def test_after_tax_note_only_when_the_after_tax_figure_is_used() -> None:
    # 2020-01 to 2024-01, 4 years: 8000 × 4 = 32,000 on the gross wage; 7000 × 4 on the after-tax one
    gross = compensate("我2020年1月入职，月薪8000，税后到手7000，2024年1月公司把我辞退了，能拿多少？")
    assert gross["amount"] == 32000 and not any("税后（到手）" in note for note in gross["notes"])
    net = compensate("我2020年1月入职，每月到手7000，2024年1月公司把我辞退了，能拿多少？")
    assert net["amount"] == 28000 and any("税后（到手）" in note for note in net["notes"])


def test_business_trouble_words_route_and_read_alike() -> None:
    # one list: each word routes to the labour-contract calculation and, for a pregnant worker, is a ground 第四十二条第
    # （四）项 forbids: 2N = 6000 × 3 × 2 = 36,000 (劳动合同法 第八十七条)
    for words in ("经济困难", "效益差", "订单少了"):
        question = f"我怀孕了，月薪6000，工作3年，公司说{words}把我辞退了，能拿多少？"
        assert re.search(BUSINESS_TROUBLE, words)
        assert detect_scenario(question) == "economic"
        assert extract_economic(question, get_reference()).termination_reason == "prohibited_42_pregnancy"
        assert compensate(question)["amount"] == 36000


@pytest.mark.parametrize(("question", "amount"), [
    # 3000 a month agreed (劳动合同法第二十三条) × 18 months: 一年半 is 18, not 12
    ("签了竞业限制协议，约定每月补偿3000元，竞业限制一年半，公司一直没给，能要多少？", 54000),
    # the period two clauses after the restriction is still its period: 3000 × 24
    ("我和公司签了竞业限制协议，约定每月补偿3000元，期限2年，公司一直没给，能要多少？", 72000),
])
def test_a_non_compete_question_alone_is_a_labour_claim_with_its_period(question, amount):
    result = compensate(question)
    assert result["amount"] == amount and not result["missing"]


def test_the_money_reader_takes_capital_numerals_and_the_yuan_sign():
    # one reader for every caller: 人民币肆仟元 is 4000 (it read 1000 from 仟元), ￥3000 is 3000
    from backend.compensation.money import find_money, parse_money

    assert [int(m.value) for m in find_money("人民币肆仟元，共计壹万贰仟元，另￥3000")] == [4000, 12000, 3000]
    assert parse_money("肆仟元") == 4000
