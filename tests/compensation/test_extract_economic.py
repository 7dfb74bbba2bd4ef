"""Labour-contract questions in other words: which termination reason (裁员, 不胜任, 第40条/第41条 in digits,
a change of post not agreed, a dismissal in everyday words), N+1 and 2N, the month's pay in lieu of notice
and the ways it is pointed at, the no-contract double wage, and money already paid towards what is asked
(the answer is what is still owed). Expected values by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.extract import detect_scenario, extract_economic
from wording import THIS_YEAR


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a plain range of two dates in a sentence about working
        ("我从2019年3月1日到2023年8月31日在这家公司上班，公司提出协商解除，月薪1.2万，经济补偿多少？", 60000),  # 4年6个月: 5 months
        # labels before the dates
        ("我的入职时间是2018-05-01，离职时间是2022-10-31，公司违法解除，月薪9000，赔偿金多少？", 90000),
        # yearly pay is averaged over 12 months (实施条例 第二十七条)
        ("公司违法辞退我，我工作了2年零3个月，年薪18万，赔偿金多少？", 75000),
        # the 12-month average wins over the basic wage
        ("公司协商解除，我工作了3年，基本工资5000，加上提成平均每月8000，经济补偿多少？", 24000),
        # 'X个多月' under a year: the rounding does not turn on the extra days
        ("入职两个多月公司就协商解除了，月薪5000，经济补偿多少？", 2500),
        ("合同期满公司不续签了。我在这儿工作了8个半月，工资每月6500。公司应该给多少经济补偿？", 6500),
        # 'N+1' asks for the compensation and a month in lieu of notice; '2N' for damages
        ("公司说我不能胜任工作把我辞了，我干了4年，月薪9000，能拿N+1吗？是多少？", 45000),
        ("公司违法辞退，我干了3年，月薪1万，2N是多少？", 60000),
        # '走的' ends the service; '今年' is read from '今年是2024年' (8年6个月: 9 months)
        ("公司让我走，说是协商解除，我2015年10月进厂，今年3月底走的，今年是2024年，工资每月7200元，补偿多少？", 64800),
        # 没提前 is no notice, even though 提前30天通知 follows
        ("医疗期满后不能从事原工作，公司解除了合同，但是没提前30天通知我。我干了2年零2个月，月工资6000。经济补偿加上代通知金合计多少？", 21000),
        # still unsigned 'up to now (2023)': more than 12 months, so the 11-month cap decides
        ("我是2021年4月入职的，到现在（2023年）一直没签书面劳动合同，月工资7千。没签合同的二倍工资最多能要多少？", 77000),
    ],
)
def test_economic_wording(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


def test_economic_layoff_is_recognised() -> None:
    assert detect_scenario("单位搞经济性裁员把我裁了，干了两年，月薪六千，能补偿多少？") == "economic"


def test_dismissal_in_everyday_words_is_a_termination_question() -> None:
    question = "在饭店当了三年多服务员，经理昨天跟我说以后不用我了，让我收拾东西走人，能要多少赔偿？"
    assert detect_scenario(question) == "economic"
    result = compensate(question)
    # no wage, and '三年多' does not settle the months: asked for, not guessed
    assert result["scenario"] == "economic"
    assert result["amount"] is None and result["missing"]


def test_article_numbers_in_digits_and_not_competent() -> None:
    assert extract_economic("公司按劳动合同法第41条把我裁了").termination_reason == "layoff_41"
    assert extract_economic("公司说我不胜任，解除了合同").termination_reason == "employer_40_incapable"
    assert extract_economic("厂里按第40条第三项跟我解除了").termination_reason == "employer_40"


def test_change_of_post_not_agreed_and_notice_month_asked() -> None:
    question = (
        "我干了6年整，部门撤并后公司跟我谈调岗没谈拢，就直接解除了合同，没提前通知。月薪9000，本地社平8500。"
        "一共应该给我多少（经济补偿加上没提前通知的那一个月工资）？"
    )
    params = extract_economic(question)
    assert params.termination_reason == "employer_40"
    assert set(params.targets) >= {"economic_compensation", "notice_pay"}
    assert compensate(question)["amount"] == 63000  # 6 x 9000 + 9000


@pytest.mark.parametrize(
    "asked",
    ["经济补偿+额外一个月工资一共多少", "经济补偿加上多给的一个月工资是多少", "经济补偿和代通知金总共多少", "除了经济补偿，公司还要另付1个月工资，一共多少"],
)
def test_economic_notice_pay_in_other_words(asked: str) -> None:
    # 第四十条 without notice: N = 2 for two years, plus one month's wage = 3 x 5000
    question = f"干了2年，医疗期满后不能从事原工作，公司解除合同，没提前30天通知，月薪5000。{asked}？"
    assert "notice_pay" in extract_economic(question).targets
    assert compensate(question)["amount"] == 15000


def test_month_in_lieu_of_notice_pointed_back_at() -> None:
    question = (
        "我在公司做了5年，培训后还是不能胜任，公司解除了合同，没有提前一个月通知，说多发一个月工资顶替。"
        "我月薪7000，上月也是7000。经济补偿和那个月的工资合起来一共多少？"
    )
    params = extract_economic(question)
    assert "notice_pay" in params.targets and "economic_compensation" in params.targets
    assert compensate(question)["amount"] == 42000  # 5 x 7000 + 7000


def test_notice_pay_pointed_at_as_the_part_for_notice_not_given() -> None:
    question = (
        "2025年1月1日入职，月薪8000，2025年12月31日公司以不胜任为由解除，没提前一个月通知。"
        "公司总共该给多少（经济补偿加上没提前通知那部分）？"
    )
    params = extract_economic(question)
    assert "notice_pay" in params.targets
    assert compensate(question)["amount"] == 16000  # one year x 8000 + a month in lieu of notice


def test_this_months_pay_without_notice_words_is_not_notice_pay() -> None:
    # '这个月工资' is the current month's pay, and nothing earlier speaks of notice
    params = extract_economic("我工作了3年，公司把我裁了，月薪6000。经济补偿加上这个月工资一共多少？")
    assert "notice_pay" not in params.targets


def test_double_wage_from_start_and_leaving_dates() -> None:
    question = "2024年5月1日开始上班，老板一直不跟我签劳动合同，12月31号我辞职了，月工资4000。二倍工资差额有多少？"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2024, 5, 1), date(2024, 12, 31))
    assert compensate(question)["amount"] == 28000  # 8 months without a contract: 7 extra months x 4000


def test_economic_unsigned_months_lower_bound_only_when_capped() -> None:
    # from 2023-03 'up to 2023' gives no bound of 12 months: the months stay unknown
    params = extract_economic("我2023年3月入职，到现在（2023年）一直没签劳动合同，月薪7000，二倍工资多少？")
    assert params.no_contract_months is None


_PAID_CASE = (
    "2018年1月1日入职，2024年12月31日公司以客观情况发生重大变化为由解除合同，提前一个月通知了。月薪8000，当地社平9000。"
    "公司已经打给我2万说是补偿，"
)


def test_compensation_already_paid_is_deducted_when_the_rest_is_asked() -> None:
    question = _PAID_CASE + "经济补偿还差我多少？"
    assert extract_economic(question).already_paid == Decimal("20000")
    assert compensate(question)["amount"] == 36000  # 7 x 8000 - 20000


def test_payment_is_not_deducted_when_the_whole_amount_is_asked() -> None:
    question = _PAID_CASE + "经济补偿按法律应该是多少？"
    assert extract_economic(question).already_paid is None
    assert compensate(question)["amount"] == 56000


def test_compensation_promised_but_not_paid_is_not_deducted() -> None:
    question = _PAID_CASE.replace("公司已经打给我2万说是补偿，", "公司说应该给我2万补偿，") + "经济补偿还差我多少？"
    assert extract_economic(question).already_paid is None


def test_money_paid_as_wages_is_not_a_payment_of_compensation() -> None:
    question = "2020年1月1日入职，2024年12月31日被违法辞退，公司每月给我发8000工资，赔偿金还应给我多少？"
    assert extract_economic(question).already_paid is None


# the span of service when its start or end has no word the rules know: the earliest and the latest date of
# work, never the date of another event; an end only when the question speaks of leaving
@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # '招她过来' names no start; the end is the day she was let go (2年3个月: 2.5 months)
        ("2023年4月10日我们把她招过来做会计，2025年7月9日公司裁员把她裁了，月薪6000，经济补偿多少？", 15000),
        # '签了两年期的合同' and '到期' are the span of a fixed-term contract not renewed (2 years)
        ("2024年5月1日我跟厂里签了两年期的合同，2026年4月30日到期，厂里不续了，月薪5500，经济补偿多少？", 11000),
        # the arbitration date is no end of work: the last day is the one he was told to leave (1年1个月)
        ("老板2024年9月1日让我过来上班，2025年9月30日叫我别来了，2025年11月3日我申请了劳动仲裁，违法解除，月薪7000，赔偿金多少？", 21000),
    ],
)
def test_span_from_the_earliest_and_latest_dates_of_work(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


def test_no_end_is_taken_while_the_worker_stays() -> None:
    # the second date is a raise, not an end of service: the span is unknown and must be asked for
    question = "我2024年3月1日来的公司，2025年3月1日涨了工资，月薪9000，现在还在上班。公司要是辞退我，经济补偿多少？"
    assert extract_economic(question).end_date is None
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


def test_label_right_before_the_date_names_it() -> None:
    params = extract_economic("一、入职2019年7月1日；二、被违法解除日2024年6月30日；三、月工资1万。赔偿金多少？")
    assert (params.start_date, params.end_date) == (date(2019, 7, 1), date(2024, 6, 30))
    params = extract_economic("入职是2022年2月1日，离职是2025年1月31日，月薪6000，公司裁员，经济补偿多少？")
    assert (params.start_date, params.end_date) == (date(2022, 2, 1), date(2025, 1, 31))


def test_time_before_leaving_is_not_the_day_of_leaving() -> None:
    # '离职前12个月' dates the bonus, not the end; the bonus is pay of those 12 months (6000 + 24000/12)
    question = (
        "劳动合同是2022年7月1日到2025年6月30日，到期单位不续签了，我愿意续。月工资6000，"
        "2025年1月发了年终奖24000（在离职前12个月里）。经济补偿多少？"
    )
    params = extract_economic(question)
    assert params.end_date == date(2025, 6, 30)
    assert params.monthly_wage == Decimal(8000)
    assert compensate(question)["amount"] == 24000  # 3 x 8000


def test_bonus_outside_the_last_twelve_months_is_not_averaged_in() -> None:
    question = "2020年1月1日入职，2025年12月31日公司裁员，月工资6000，2024年2月发过年终奖12000。经济补偿多少？"
    assert extract_economic(question).monthly_wage == Decimal(6000)


def test_pay_totalled_over_the_last_twelve_months_is_averaged() -> None:
    question = "我基本工资三千再加提成，走之前这12个月一共到手七万二，入职两年零一个月，公司裁员，社平八千，补偿金多少？"
    assert extract_economic(question).monthly_wage == Decimal(6000)
    assert compensate(question)["amount"] == 15000  # 2.5 x 6000


def test_the_pay_average_wins_over_a_part_averaged() -> None:
    question = "工资由底薪6000、全勤奖平均每月300组成，离职前一年平均应发工资每月7500。2021年3月1日入职，2025年2月28日公司破产，经济补偿多少？"
    assert extract_economic(question).monthly_wage == Decimal(7500)


def test_a_deduction_is_not_the_wage() -> None:
    # no wage given: the engine must ask for it, not take the rent deducted
    question = "我2022年3月入职，2025年9月被公司辞退，说是经营困难。公司宿舍每月扣我房租400。经济补偿能拿多少？"
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


def test_the_average_where_i_live_is_the_local_average() -> None:
    params = extract_economic("公司不给我交社保，我书面通知解除了合同，干了三年，月薪五千，咱们这边平均工资7000左右，补偿多少？")
    assert params.monthly_wage == Decimal(5000) and params.local_avg_monthly_wage == Decimal(7000)
    assert params.termination_reason == "employee_38"


def test_target_from_an_earlier_question_when_the_last_names_none() -> None:
    question = (
        "我2025年9月1日入职，到现在一直没签劳动合同，月薪6500，我还在这上班。我最多能要多少二倍工资？"
        "是不是满一年以后就没有了？"
    )
    assert extract_economic(question).targets == ["double_wage"]
    assert compensate(question)["amount"] == 71500  # 11 x 6500


def test_double_wage_spoken_of_when_no_question_names_an_item() -> None:
    question = "我开了个小饭馆，2026年2月1日请了个厨师，一直没签合同，他7月31日辞工了，现在要双倍工资。月薪7000，多的那份要给他多少？"
    assert extract_economic(question).targets == ["double_wage"]
    assert compensate(question)["amount"] == 35000  # 6 months worked, 5 of them doubled


def test_pay_before_tax_wins_over_pay_received() -> None:
    # 应得工资 (实施条例 第二十七条) is the pay before tax, whichever is named first
    question = "我每个月到手6100元，税前7500元，2023年1月1日入职，2025年12月31日公司裁员，经济补偿多少？"
    assert extract_economic(question).monthly_wage == Decimal(7500)


def test_monthly_income_in_short_form() -> None:
    assert extract_economic("我2022年5月1日入职，2025年4月30日公司裁员，月入8k，经济补偿多少？").monthly_wage == Decimal(8000)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("我2021年9月1日来的，2024年8月31日被老板炒了，违法解除，月薪7000，赔偿金多少？", 42000),  # 3 years, 2N
        ("2025年4月1日她来店里上班，2026年3月31日老板叫她走，是老板提出协商解除，月薪4800，经济补偿多少？", 4800),
    ],
)
def test_dismissal_in_everyday_words_ends_the_service(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


def test_pay_named_after_a_deduction_word_in_one_clause() -> None:
    assert extract_economic("公司一直没交社保工资5500，我干了两年被迫解除了，经济补偿多少？").monthly_wage == Decimal(5500)


def test_local_average_given_only_as_a_floor_is_not_taken_as_exact() -> None:
    # '6000出头' says only that the average is above 6000: not a figure to cap with
    params = extract_economic("工作了三年，公司裁员，月薪2万，我们这边平均工资6000出头，经济补偿多少？")
    assert params.monthly_wage == Decimal(20000) and params.local_avg_monthly_wage is None


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # named per year, in the label or after the figure: divided by 12 (72000 / 12 = 6000, cap 18000)
        ("协商解除，我做了两年，月薪2万，本市职工年平均工资7.2万元，经济补偿多少？", 36000),
        ("协商解除，我做了两年，月薪2万，当地社平工资72000元/年，经济补偿多少？", 36000),
        # no period named: a figure no month's average reaches is a year's
        ("协商解除，我做了两年，月薪2.5万，当地上年度社平工资84000，经济补偿多少？", 42000),  # cap 21000
        # a month's average stays as it is
        ("协商解除，我做了两年，月薪2万，当地社平6000元一个月，经济补偿多少？", 36000),
    ],
)
def test_local_average_stated_per_year(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


def test_local_average_of_either_period_is_asked_for() -> None:
    # 30000 could be a month's average nowhere and a year's only long ago: asked for, not guessed
    result = compensate("协商解除，我做了两年，月薪4万，当地社平30000，经济补偿多少？")
    assert result["amount"] is None and result["missing"]


@pytest.mark.parametrize(
    ("question", "wage"),
    [
        # a part of the pay after the base, each month: the wage is both together
        ("公司裁员，我干了3年，底薪四千，每个月提成平均两千五左右，补偿多少？", 6500),
        ("公司裁员，我干了3年，工资构成是基础工资6000、绩效1500、加班费每月500，补偿多少？", 8000),
        ("公司裁员，我干了3年，基本工资5000，每月饭补400，话补100，补偿多少？", 5500),
        # a quarterly bonus counts for its three months
        ("公司裁员，我干了3年，基本工资5000，每季度奖3600，补偿多少？", 6200),
        # the average of the whole pay, when stated, wins over adding the parts
        ("公司裁员，我干了3年，底薪3000，提成每月3000，离职前一年平均应发工资6500，补偿多少？", 6500),
    ],
)
def test_base_pay_and_its_monthly_parts(question: str, wage: int) -> None:
    assert extract_economic(question).monthly_wage == Decimal(wage)


@pytest.mark.parametrize(
    "question",
    [
        # 月薪 may or may not include the 绩效: asked for
        "公司裁员，我干了3年，月薪9000，每个月绩效平均1500，补偿多少？",
        # a part given only as a floor
        "公司裁员，我干了3年，底薪4000，提成每月三千多，补偿多少？",
        # a yearly part with no month named
        "公司裁员，我干了3年，基本工资6000，年度绩效两万，补偿多少？",
    ],
)
def test_pay_in_parts_that_cannot_be_summed_is_asked_for(question: str) -> None:
    assert extract_economic(question).monthly_wage is None


def test_money_owed_is_no_part_of_the_pay() -> None:
    assert extract_economic("公司裁员，我干了3年，基本工资5000，另外公司还拖欠我加班费4000，补偿多少？").monthly_wage == Decimal(5000)


def test_a_part_inside_the_wage_adds_nothing() -> None:
    # '其中' breaks the wage down: neither a part to add nor an average of the whole pay
    assert extract_economic("公司裁员，我干了3年，月薪7500，其中提成每月平均2500，补偿多少？").monthly_wage == Decimal(7500)


def test_pay_per_year_is_averaged_over_its_months() -> None:
    assert extract_economic("协商解除，我干了3年，工资18万元/年，当地社平9000，补偿多少？").monthly_wage == Decimal(15000)
    assert extract_economic("协商解除，我干了3年，收入每年大概15万，当地社平9000，补偿多少？").monthly_wage == Decimal(12500)


@pytest.mark.parametrize(
    ("question", "months"),
    [
        # a start date without an end, and the span up to now or up to leaving
        ("我是2024年2月入职的，到现在差不多两年九个月，公司协商解除，月薪8000，补偿多少？", 33),
        ("2022年1月进的公司，到被辞退那天一共四年零十个月，月薪8000，补偿多少？", 58),
        # the time since joining, with no date at all
        ("我进厂六年了，厂里协商解除，月薪5000，补偿多少？", 72),
        ("我在超市上了3年班，超市关门了，月薪4000，补偿多少？", 36),
    ],
)
def test_span_stated_up_to_now_or_leaving(question: str, months: int) -> None:
    assert extract_economic(question).service_months == months


@pytest.mark.parametrize(
    "question",
    [
        # a layoff said as 裁掉 with the employer's reason
        "公司以效益不好为理由把我们组裁掉了，我在那干了6年，月薪7000，能拿多少？",
        # a fixed-term contract that ends and is not renewed, without 劳动合同 or 补偿
        "合同签的一年，到期了老板说不跟我续了，月薪4500，能拿多少钱？",
        # a closed business and the years worked there
        "我们厂倒闭了，我在厂里做了八年，工资一个月5000，老板该给多少？",
        # a dismissal in everyday words with no keyword of the law
        "老板让我下周别来了，我在店里干了两年多，能要多少钱？",
    ],
)
def test_termination_questions_without_the_usual_keywords(question: str) -> None:
    assert detect_scenario(question) == "economic"


def test_termination_without_a_wage_asks_for_it() -> None:
    result = compensate("在这家公司做了五年零三个月，公司说经营困难把我辞了，我能拿多少？")
    assert result["scenario"] == "economic"
    assert result["amount"] is None and any("工资" in item for item in result["missing"])


def test_not_competent_without_training_is_an_illegal_dismissal() -> None:
    # 第四十条第（二）项 needs training or a change of post first: without either the dismissal is unlawful (2N)
    question = "主管说我胜任不了这个岗位，也没安排培训就直接让我走人了，我做了三年，月薪六千，能赔多少？"
    assert extract_economic(question).termination_reason == "illegal"
    assert compensate(question)["amount"] == 36000
    trained = "主管说我胜任不了这个岗位，培训了一个月还是不行，公司解除了合同，我做了三年，月薪六千，补偿多少？"
    assert extract_economic(trained).termination_reason == "employer_40_incapable"


@pytest.mark.parametrize(
    "question",
    [
        # a range of pay, not one figure
        "公司裁员，我干了4年，工资七千到九千不等，补偿多少？",
        "公司裁员，我干了4年，每月工资6500-8000，补偿多少？",
        # a part of the pay named with no figure that can be read: the base alone is not the wage
        "公司裁员，我干了4年，底薪3000，提成每月大概四五千，补偿多少？",
    ],
)
def test_pay_not_known_as_one_figure_is_asked_for(question: str) -> None:
    assert extract_economic(question).monthly_wage is None


@pytest.mark.parametrize(
    "question",
    [
        "公司裁员，我干了4年，底薪5500，没有提成，补偿多少？",
        # a part the asker sets aside, in any of the shared set-aside words
        "公司裁员，我干了4年，底薪5500，不算提成，补偿多少？",
        "公司裁员，我干了4年，底薪5500，不考虑提成，补偿多少？",
    ],
)
def test_base_pay_alone_when_no_part_is_paid(question: str) -> None:
    assert extract_economic(question).monthly_wage == Decimal(5500)


def test_bonus_counted_in_months_of_pay() -> None:
    # 8000 a month and a bonus of one month's pay in the last 12 months: (12 + 1) x 8000 / 12
    question = "公司裁员，我干了4年，月薪8000，离职前一年里年终奖发了一个月工资，补偿多少？"
    assert extract_economic(question).monthly_wage == Decimal("8666.67")


def test_years_of_service_alone_is_no_termination_question() -> None:
    assert detect_scenario("我在公司干了3年，想问问年假有几天？") is None


def test_loan_repayments_are_not_the_wage() -> None:
    # '房贷每月还' is what the asker pays out, not what the employer pays: the wage is asked for
    assert extract_economic("公司裁员，我干了6年，车贷每月还2800，房贷每个月还5000，补偿多少？").monthly_wage is None


def test_wage_in_ten_thousands_per_month() -> None:
    # '3.5万一个月': the 一 counts the month, it is not the spoken tail of the amount (3.51万)
    assert extract_economic("公司裁员，我干了6年，离职前平均工资3.5万一个月，补偿多少？").monthly_wage == Decimal(35000)


def test_notice_too_late_is_no_notice() -> None:
    # '来不及提前30天通知' says the notice was not given: the month in lieu is owed
    params = extract_economic("客观情况发生重大变化，调岗没谈成，公司来不及提前30天通知我，说多给一个月工资，我干了3年，月薪8000，一共给多少？")
    assert params.notice_given is False


@pytest.mark.parametrize("spent", ["孩子学费每月2000", "每月还贷3000", "月供6500", "每个月生活费3000"])
def test_money_spent_each_month_is_not_the_wage(spent: str) -> None:
    assert extract_economic(f"公司裁员，我干了6年，{spent}，补偿多少？").monthly_wage is None


def test_change_of_circumstances_told_with_a_last_day_and_a_month_in_lieu() -> None:
    # no 解除 or 经济补偿 named: the 第四十条 ending is told by its reason, its last day and the month in lieu;
    # '今年' after the start dates the days that follow, and '20号' is in the month of '4月10号'
    question = (
        "我2018年6月1号到的这家超市。今年门店关了，属于客观情况发生重大变化，换岗也没谈拢。4月10号店长说20号是"
        "最后一天，来不及提前30天通知，多给一个月工资。月薪6000。一共能拿多少？"
    )
    assert detect_scenario(question) == "economic"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2018, 6, 1), date(THIS_YEAR, 4, 20))
    assert params.notice_given is False
    # 2018-06-01 to 4月20日 this year: whole years plus ten months and more, counted as one more year; + the month
    assert compensate(question)["amount"] == (THIS_YEAR - 2018) * 6000 + 6000


@pytest.mark.parametrize(
    ("bonus", "expected"),
    [
        # a bonus named after its amount, paid in the 12 months before leaving, counts in the average:
        # 2020-03-01..2024-06-30 = 4 years 4 months -> 4.5 months of (8000 + 12000 / 12)
        ("2024年1月发了一笔1.2万的年终奖", 40500),
        ("2023年12月拿了6000块的奖金", 38250),
        # paid more than a year before leaving: not in the 12 months averaged
        ("2023年1月发了一笔1.2万的年终奖", 36000),
    ],
)
def test_bonus_named_after_its_amount(bonus: str, expected: int) -> None:
    question = f"我2020年3月1日入职，2024年6月30日公司提出协商解除。税前月薪一直8000，{bonus}，没有别的收入。经济补偿多少？"
    assert compensate(question)["amount"] == expected


def test_compensation_asked_as_bu_chang_with_the_month_in_lieu() -> None:
    # '补偿' alone in a question about leaving is the economic compensation; the month named before is in lieu of notice
    question = (
        "我2021年4月1号入职，2024年4月10号公司说客观情况变了，调岗也没谈成，就解除了合同，没提前30天通知，"
        "答应多发一个月工资。月薪6000。总共能拿多少（补偿和那个月的工资）？"
    )
    params = extract_economic(question)
    assert params.targets == ["total", "economic_compensation", "notice_pay"]
    # 3 years and 10 days -> 3.5 months, + one month
    assert compensate(question)["amount"] == 6000 * 3.5 + 6000


@pytest.mark.parametrize(
    ("pay", "wage"),
    [
        # a total over the 12 months before leaving, with words between the months and the total: its average
        ("离职前12个月工资单上的应发工资加起来一共7万2", Decimal(6000)),
        # a total over months that are not the 12 averaged, or over no months named: never a monthly wage
        ("最近半年工资一共3万6", None),
        ("工资加起来一共9万", None),
        # a sum of parts said per month stays the monthly wage
        ("工资加绩效合计8000元/月", Decimal(8000)),
    ],
)
def test_pay_summed_over_months_is_not_a_monthly_wage(pay: str, wage: Decimal | None) -> None:
    question = f"我工作了3年，公司协商解除。{pay}。经济补偿多少？"
    assert extract_economic(question).monthly_wage == wage


def test_bonus_not_placed_in_the_last_twelve_months_is_asked_for() -> None:
    # a one-off bonus counts in the average only if it was paid in the 12 months before leaving: unsaid, so asked
    question = "我2020年3月1日入职，2024年6月30日公司提出协商解除。月薪8000，发过一次奖金1.2万。经济补偿多少？"
    assert extract_economic(question).monthly_wage is None
    assert compensate(question)["amount"] is None
    # a 年终奖 is paid every year, so one year's worth falls in the 12 months (实施条例 第二十七条):
    # 4 years 4 months -> 4.5 months of (8000 + 12000 / 12) (session 9: it was asked for before)
    yearly = "我2020年3月1日入职，2024年6月30日公司提出协商解除。月薪8000，年终奖1.2万。经济补偿多少？"
    assert compensate(yearly)["amount"] == 40500
    # an average the asker states with the bonus inside it is the wage
    stated = "我2020年3月1日入职，2024年6月30日公司提出协商解除。离职前12个月平均工资9000（含年终奖1.2万）。经济补偿多少？"
    assert compensate(stated)["amount"] == 40500


@pytest.mark.parametrize(
    "asked",
    [
        # the month of notice added to the compensation with its pay left unsaid
        "单位总共要付我多少（经济补偿再加上那一个月的）？",
        "经济补偿加上没提前通知的那一个月，合计多少钱？",
    ],
)
def test_month_added_to_the_compensation_without_naming_its_pay(asked: str) -> None:
    question = (
        "我2021年4月1日到这家物流公司上班，病好以后原岗位和新安排的岗位都干不了，"
        f"2024年9月30日公司当天通知解除，没提前三十天告诉我。月薪6500。{asked}"
    )
    assert "notice_pay" in extract_economic(question).targets
    assert compensate(question)["amount"] == 32500  # 3年6个月 counts 4 months: 4 x 6500 + 6500


def test_renewal_offered_on_the_same_terms_and_turned_down_is_no_compensation() -> None:
    # '原来的条件' must not read as a start ('来……的'), and the worker turning the offer down leaves nothing owed
    question = (
        "我的劳动合同今年8月31日期满。7月中旬人事说可以照原来的待遇续签，还给加薪300，"
        "我自己打算回老家，就没续签，8月31日离开的。月薪6200，干了四年。公司需要给经济补偿吗？"
    )
    params = extract_economic(question)
    assert params.termination_reason == "expiry_employee_declined"
    assert compensate(question)["amount"] == 0


@pytest.mark.parametrize(
    "question",
    [
        # the statute's own words (第四十六条第（五）项), the worker named by a surname
        "合同期满，公司提出维持原劳动合同约定条件续订，张某不同意，合同终止。月薪6000，干了三年，经济补偿多少？",
        # '维持原条件' with the renewal said later in the sentence
        "合同到期了，公司说维持原条件，但我不同意续签。月薪6000，干了三年，经济补偿多少？",
        # better terms offered, turned down
        "合同到期，单位愿意提高待遇续签，我拒绝了。月薪6000，干了三年，经济补偿多少？",
    ],
)
def test_same_or_better_renewal_turned_down_in_other_words(question: str) -> None:
    assert extract_economic(question).termination_reason == "expiry_employee_declined"


@pytest.mark.parametrize(
    "question",
    [
        # the worker wanting the renewal and the employer refusing it is the other way round
        "我想按原来的条件续签，公司不同意，合同到期就走了。月薪6000，干了三年，经济补偿多少？",
        # the pay kept through a change of post is no offer to renew
        "公司要给我调岗，说维持原待遇，我不同意调岗。月薪6000，干了三年，经济补偿多少？",
        # 某 after the employer's name is one of its managers, not the worker
        "合同到期，我想按原来的条件续签，公司某经理说不同意。月薪6000，干了三年，经济补偿多少？",
        # better terms the worker asked for are no offer
        "合同到期，我要求提高待遇才续签，公司不肯，我就没签。月薪6000，干了三年，经济补偿多少？",
    ],
)
def test_a_refusal_that_is_not_the_worker_declining_a_renewal(question: str) -> None:
    assert extract_economic(question).termination_reason != "expiry_employee_declined"
    assert compensate(question)["amount"] == 18000


@pytest.mark.parametrize(
    "question",
    [
        "我在厂里干了4年，月薪7000，厂里无缘无故把我辞退了，能拿多少补偿？",
        "我在公司做了4年，月薪7000，上周公司把我开了，一个理由都没给，能赔多少？",
        "我在公司做了4年，月薪7000，老板突然说不用来了，没有任何理由，能要多少钱？",
    ],
)
def test_a_dismissal_without_any_reason_is_unlawful_and_owes_double(question: str) -> None:
    # the employer may end the contract only on 第三十九至四十一条's grounds; 第八十七条: twice 4 months' pay
    result = compensate(question)
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == 56000 and result["elements"]["compensation_type"] == ["违法解除（终止）劳动合同赔偿金"]


def test_absence_without_leave_is_the_workers_not_the_employers_lack_of_reason() -> None:
    question = "我在公司做了4年，月薪7000，我无故旷工三天被开除了，能拿多少补偿？"
    assert extract_economic(question).termination_reason != "illegal"
    assert "违法解除（终止）劳动合同赔偿金" not in compensate(question)["elements"]["compensation_type"]


def test_wages_withheld_with_a_pronoun_between_are_the_workers_ground_to_leave() -> None:
    # 第三十八条: the worker leaves because the employer withheld pay; 第四十六条第（一）项 owes compensation
    result = compensate("公司无故克扣我工资，我辞职了，干了3年，月薪6000，能拿多少补偿？")
    assert result["params"]["termination_reason"] == "employee_38" and result["amount"] == 18000


def test_economic_compensation_named_after_an_unlawful_dismissal_gives_the_standard_and_says_what_is_owed() -> None:
    result = compensate("我在公司做了4年，月薪7000，公司违法解除，经济补偿是多少？")
    assert result["amount"] == 28000
    assert any("二倍支付赔偿金" in note for note in result["notes"])


def test_the_employer_not_renewing_is_not_the_worker_declining() -> None:
    question = "合同2025年12月31日到期，公司说不再续签了。我2021年1月1日入职，月薪7000。经济补偿多少？"
    assert extract_economic(question).termination_reason == "expiry_not_renewed"


def test_a_day_named_as_the_last_one_wins_over_the_day_of_the_notice() -> None:
    question = (
        "我2025年3月10日入职，公司要撤掉我们部门，换岗没谈拢。9月1号公司书面通知我一个月后解除，"
        "9月9号是最后一天。月薪5000。经济补偿多少？"
    )
    params = extract_economic(question)
    assert params.end_date == date(2025, 9, 9)
    assert compensate(question)["amount"] == 5000  # exactly 6 months: one month's pay


def test_joining_a_firm_named_with_its_trade_and_an_arbitration_filed_later() -> None:
    # '进了一家设计公司' is the start; '申请了仲裁' is no layoff ('裁了') and no day of leaving
    question = (
        "我2023年3月1日进了一家设计公司，从来没签过书面劳动合同，月薪9000。"
        "2024年2月去申请了仲裁，4月底辞职走了。没签合同的二倍工资最多多少？"
    )
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2023, 3, 1), date(2024, 4, 30))
    assert compensate(question)["amount"] == 99000  # 11 x 9000


def test_a_start_read_after_the_end_is_asked_for_not_refused() -> None:
    # the day without its year would fall a year after the expiry named first: which year is not said
    question = "劳动合同2026年6月30日到期，公司不续签了。我是3月1日开始上班的，月薪5000，经济补偿多少？"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (None, None)
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


# the pay owed before tax (应得工资) named in a clause of its own, without 工资 ('每个月差不多，税前固定7000')
@pytest.mark.parametrize("wording", ["税前固定7000", "应发固定7000", "税前一般都是7000"])
def test_pay_before_tax_named_in_its_own_clause(wording: str) -> None:
    question = f"我{THIS_YEAR - 2}年3月1日入职，{THIS_YEAR}年2月28日公司协商解除。每个月差不多，{wording}。经济补偿多少？"
    assert extract_economic(question).monthly_wage == Decimal(7000)


@pytest.mark.parametrize(
    ("question", "scenario"),
    [
        # the economic compensation set aside: the question is about the injury benefits
        ("我工伤八级，合同到期不续了，本人工资6000，伤残就业补助金和医疗补助金一共多少（经济补偿先不算）？", "work_injury"),
        ("公司协商解除，月薪8000，干了3年，经济补偿多少？代通知金这里不考虑。", "economic"),
        # '算不算' asks: nothing is set aside
        ("上班路上被车撞了算不算工伤？", "work_injury"),
    ],
)
def test_what_the_asker_sets_aside_does_not_pick_the_scenario(question: str, scenario: str) -> None:
    assert detect_scenario(question) == scenario


@pytest.mark.parametrize(
    "question",
    [
        "2021年1月1日入职，月薪7000，公司说我不能胜任，没培训就直接开除了，2025年1月1日走的，能拿多少？",
        "2021年1月1日入职，月薪7000，公司说我不能胜任，也没有安排任何培训或调岗，就在2025年1月1日开除了我，能拿多少？",
    ],
    ids=["no_training_then_dismissed", "neither_training_nor_new_post_before_dismissal"],
)
def test_incapacity_without_training_or_a_new_post_is_an_illegal_dismissal_however_said(question: str) -> None:
    # 第四十条第（二）项 needs training or a change of post first: without either, 第八十七条's double
    assert extract_economic(question).termination_reason == "illegal"


def test_a_day_alone_after_28_february_of_a_leap_year_is_read_not_refused() -> None:
    # '29号' takes February of 2024; the later-year reading of '2月28号' has no 29th and is dropped
    question = "2024年1月1日入职，2月28号通知我解除，29号走人，月薪8000，经济补偿多少？"
    assert compensate(question)["amount"] == 4000  # under six months: half a month


# --- pay in lieu of notice after a 第四十条 dismissal, asked without 'N+1' -------------------------------------
# 劳动合同法 第四十条: a dismissal under it needs 30 days' written notice or one extra month's wage; 实施条例 第二十条:
# that month is paid at the previous month's wage. 第四十七条: 3年7个月 -> 4 months. 6000 × 4 + 6000 = 30000.
_INCAPABLE = "公司说我不能胜任工作，培训后还是不行，就{how}把我辞退了{notice}。我月薪6000，工作了3年7个月。{ask}"


@pytest.mark.parametrize(
    ("question", "amount", "notice_step"),
    [
        # no notice, asked what is owed: compensation + the extra month, the month a step of its own
        (_INCAPABLE.format(how="直接", notice="，没有提前30天通知", ask="能拿多少？"), 30000, True),
        ("厂里搬到外地了，调岗没谈成，公司也没提前通知，直接解除了合同。我月薪6000，干了3年7个月，公司该给我多少钱？", 30000, True),
        # notice given: the compensation alone (第四十条 satisfied)
        (_INCAPABLE.format(how="提前30天书面通知", notice="", ask="能拿多少？"), 24000, False),
        # notice not said: the compensation, and a note (not a guess) about the month
        (_INCAPABLE.format(how="", notice="", ask="能拿多少？"), 24000, False),
        # the economic compensation named as such: that item alone, the month told in a note
        (_INCAPABLE.format(how="直接", notice="，没有提前30天通知", ask="经济补偿是多少？"), 24000, False),
        # 第四十一条 layoff and 第三十八条 resignation: no month in lieu of notice
        ("公司经济性裁员把我裁了，没有提前30天通知。我月薪6000，工作了3年7个月。能拿多少？", 24000, False),
        ("公司拖欠工资，我被迫解除劳动合同，没有提前30天通知公司。我月薪6000，工作了3年7个月。能拿多少？", 24000, False),
        # unlawful dismissal: 第八十七条 damages (2 × 24000), which carry no extra month
        ("公司无故把我辞退了，没有提前30天通知。我月薪6000，工作了3年7个月。能拿多少？", 48000, False),
    ],
)
def test_notice_month_added_after_a_dismissal_under_article_40(question: str, amount: int, notice_step: bool) -> None:
    result = compensate(question)
    assert result["amount"] == amount
    notice_steps = [step for step in result["steps"] if "第四十条" in step["source"] and step["amount"] == 6000]
    assert bool(notice_steps) == notice_step
    if notice_step:
        assert "实施条例 第二十条" in notice_steps[0]["source"]


def test_notice_unknown_or_not_asked_is_told_in_a_note() -> None:
    unknown = compensate(_INCAPABLE.format(how="", notice="", ask="能拿多少？"))
    assert any("未说明用人单位是否提前三十日书面通知" in note for note in unknown["notes"])
    not_asked = compensate(_INCAPABLE.format(how="直接", notice="，没有提前30天通知", ask="经济补偿是多少？"))
    assert any("代通知金" in note for note in not_asked["notes"])
    layoff = compensate("公司经济性裁员把我裁了。我月薪6000，工作了3年7个月。能拿多少？")
    assert not any("代通知金" in note for note in layoff["notes"])
