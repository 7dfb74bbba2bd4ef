"""Money and wages as people write them: spoken numbers (五千五, 1万5), amounts without 元 (6k, 1.2w,
两万一一个月), pay listed month by month or by stretches of months (averaged over the months worked,
实施条例 第二十七条), the last month's pay, pay by the day with the days of a month, and the cap at three
times the local average wage (第四十七条第二款). Expected values by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate, compensate_params
from backend.compensation.economic import EconomicCalculator
from backend.compensation.extract import extract_economic, extract_work_injury
from backend.compensation.money import find_loose_money, parse_spoken_number
from backend.compensation.params import EconomicParams
from backend.compensation.reference import get_reference


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("五千五", Decimal(5500)),
        ("一万二", Decimal(12000)),
        ("两万三", Decimal(23000)),
        ("三千五", Decimal(3500)),
        ("一百五", Decimal(150)),
        ("两万三千五", Decimal(23500)),
        ("1万5", Decimal(15000)),
        ("一万零五", Decimal(10005)),  # with 零 the literal reading stays
        ("一万二千", Decimal(12000)),
        ("二十五", Decimal(25)),
        ("3.2万", Decimal(32000)),
    ],
)
def test_parse_spoken_number(text: str, value: Decimal) -> None:
    assert parse_spoken_number(text) == value


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("月薪5万，干了3年", [50000]),
        ("月薪8千", [8000]),
        ("工资是四千八。", [4800]),
        ("离职前12个月平均工资7500，上个月工资8000。", [7500, 8000]),
        ("医疗费3.2万，营养费2千，护理费6千。", [32000, 2000, 6000]),
        ("住院伙食补助费1500，月薪3000块", [1500, 3000]),
        ("当地最低工资标准2100元/月", [2100]),
        ("100万的商业三者险", [1000000]),
        # not money: dates, durations, counts, grades, article numbers, small bare numbers
        ("2023年5月被撞，工作了12个月，伤残七级", []),
        ("依据第一千二百一十三条，三千五百人参加", []),
        ("工资涨了20，住院15天", []),
        ("他住在1203室，共3000", []),  # a bare number needs a money word before it
    ],
)
def test_find_loose_money(text: str, amounts: list[int]) -> None:
    assert [mention.value for mention in find_loose_money(text)] == [Decimal(a) for a in amounts]


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("月薪6k", [6000]),
        ("月薪1.2w，", [12000]),
        ("本人工资两万一一个月", [21000]),  # the last 一 counts the month
        ("工资八千一个月", [8000]),
        ("车损5000，电动车损坏1500", [5000, 1500]),
        ("月薪好几千", []),  # vague: no figure at all
        ("十几万", []),
        ("差不多五六千", []),  # a range, not an amount
        ("跑了5km", []),
        ("他一个月能拿两w", [20000]),  # chat shorthand after a Chinese numeral
        ("底薪八k，", [8000]),
        ("年终奖一点五w", [15000]),
        ("大概五六w吧", []),  # a range stays no amount
        ("工资一万出头", []),  # only a floor
        ("月薪1w2", [12000]),  # as '1万2'
        ("月薪6000元出头", []),
    ],
)
def test_loose_money_in_chat_forms(text: str, amounts: list[int]) -> None:
    assert [mention.value for mention in find_loose_money(text)] == [Decimal(a) for a in amounts]


def test_wage_stated_as_monthly_average_without_the_word_wage() -> None:
    params = extract_economic("单位倒闭了，我干了3年，离职前平均每月才1800元，当地最低工资标准是2000元/月，补偿多少？")
    assert params.monthly_wage == Decimal(1800)
    assert params.local_min_wage == Decimal(2000)


def test_pay_listed_month_by_month_is_averaged() -> None:
    question = "2024年7月1日入职，12月31号被公司辞退了，协商解除是公司提的。这半年工资分别是5000、5000、5200、5200、5400、5400。经济补偿多少？"
    params = extract_economic(question)
    assert params.monthly_wage == Decimal("5200")
    assert params.last_month_wage == Decimal("5400")
    assert compensate(question)["amount"] == 5200


def test_payslip_by_month_and_the_last_month_for_notice_pay() -> None:
    params = extract_economic(
        "2024年4月1日入职，7月31日公司说客观情况发生重大变化解除了合同，没有提前通知。工资条：4月6000、5月6200、6月6400、7月6600。"
        "经济补偿加代通知金一共多少？"
    )
    assert params.monthly_wage == Decimal("6300")
    assert params.last_month_wage == Decimal("6600")


def test_a_listed_pay_is_not_confused_with_the_date_after_it() -> None:
    question = "工资分别是5000、6000、7000，2023年1月1日入职，2023年3月31日被裁员。经济补偿多少？"
    assert extract_economic(question).monthly_wage == Decimal("6000")
    assert compensate(question)["amount"] == 3000  # under six months: half a month's pay


def test_a_list_that_leaves_months_out_gives_no_wage() -> None:
    params = extract_economic("2024年1月1日入职，2024年12月31日离职，被裁员了。工资分别是7000、7200、7400。经济补偿多少？")
    assert params.monthly_wage is None


@pytest.mark.parametrize(
    ("question", "wage"),
    [
        ("干了3年被裁员了。离职前一年，前半年每月8000，后半年每月1万。经济补偿多少？", 9000),
        ("干了3年被裁员了。离职前12个月，头3个月每月6000，之后9个月每月八千。经济补偿多少？", 7500),
        # a shorter service: the average of the months worked (实施条例 第二十七条)
        ("干了8个月被裁员了。前3个月每月5000，后5个月涨到了6000。经济补偿多少？", 5625),
        # the stretches leave a month out: the average is not known, and no single figure is taken instead
        ("干了3年被裁员了。前6个月每月9000，后5个月每月11000。经济补偿多少？", None),
    ],
)
def test_economic_average_of_pay_stated_by_stretches(question: str, wage: int | None) -> None:
    assert extract_economic(question).monthly_wage == (Decimal(wage) if wage is not None else None)


def test_year_of_pay_split_into_halves_is_averaged() -> None:
    question = "我2019年3月1日入职，2024年2月29日合同到期公司不续签了。最后一年工资：上半年每月7千，下半年每月8千。经济补偿多少？"
    params = extract_economic(question)
    assert params.monthly_wage == Decimal("7500")
    assert compensate(question)["amount"] == 37500  # 5 years x 7500


def test_own_wage_from_two_half_years() -> None:
    question = "七级伤残，已认定工伤。受伤前一年，上半年每个月6000，下半年每个月7000，当地社平工资8000。一次性伤残补助金多少？"
    assert extract_work_injury(question).own_wage == Decimal("6500")
    assert compensate(question)["amount"] == 84500  # 13 months x 6500


@pytest.mark.parametrize("label", ["最后一个月工资", "离职前一个月的工资", "上个月工资"])
def test_last_month_pay_in_other_words(label: str) -> None:
    question = (
        f"员工2020年1月1日入职，2023年12月31日医疗期满不能从事原工作被公司解除，没有提前30天通知，另付一个月工资。"
        f"解除前12个月平均工资7000元，{label}6500元，当地社平工资6000元。经济补偿加代通知金一共多少？"
    )
    params = extract_economic(question)
    assert params.last_month_wage == 6500
    assert params.monthly_wage == 7000
    assert compensate(question)["amount"] == 34500  # 4 x 7000 + 6500


def test_daily_pay_times_the_days_the_question_counts() -> None:
    question = "我在饭馆2022年4月1号开始在后厨做帮工，日工资300元，月工资是按日工资乘以21.75算的。2025年3月31日老板无故辞退我，违法解除赔偿金多少？"
    params = extract_economic(question)
    assert params.monthly_wage == Decimal("6525")
    assert params.start_date == date(2022, 4, 1)
    # 3 years -> 3 months x 6525 x 2
    assert compensate(question)["amount"] == 39150


def test_daily_pay_with_working_days_per_month_in_work_injury() -> None:
    params = extract_work_injury("我在装修队干活，日薪150，一个月一般干25天。去年摔伤认定工伤，评了十级，一次性伤残补助金多少？")
    assert params.own_wage == Decimal("3750")


def test_high_wage_without_local_average_asks_for_it() -> None:
    # 第47条第2款: whether 30000/month is above three times the local average depends on the region
    result = compensate("我月薪3万，工作了5年，公司提出协商解除劳动合同，经济补偿多少？")
    assert result["amount"] is None
    assert any("平均工资" in item for item in result["missing"])
    # 12000 is below three times any region's average: 5 years -> 5 x 12000 = 60000
    assert compensate("我月薪1.2万，工作了5年，公司提出协商解除劳动合同，经济补偿多少？")["amount"] == 60000


def test_high_wage_cap_with_local_average_given() -> None:
    # 40000 > 3 x 10000: base 30000; 5 years -> 5 x 30000 = 150000 (第47条第2款)
    result = compensate_params(
        "economic",
        {"monthly_wage": 40000, "service_months": 60, "local_avg_monthly_wage": 10000, "termination_reason": "mutual_by_employer"},
    )
    assert result["amount"] == 150000


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("这两个月老板给了我2500", [2500]),  # a bare sum handed over is money
        ("单位转了1800过来", [1800]),
        ("出事后马上打了120", []),  # a phone number is no money
        ("老板给了我3个月的假", []),
    ],
)
def test_a_bare_sum_after_a_verb_of_paying(text: str, amounts: list[int]) -> None:
    assert [mention.value for mention in find_loose_money(text)] == [Decimal(a) for a in amounts]


@pytest.mark.parametrize(
    ("question", "own_wage", "expected"),
    [
        # 七级 13 months x (96000 / 12)
        ("工伤评了七级，出事前那一年总共挣了九万六，当地社平工资9000，一次性伤残补助金能拿多少？", Decimal(8000), 104000),
        # the months named in the clause before the total: 十级 7 months x (45000 / 6)
        ("鉴定十级伤残。受伤前6个月，我的工资加在一起是4万5。伤残补助金多少？", Decimal(7500), 52500),
        # stretches of months, each added up: (36000 + 48000) / 12 = 7000, 九级 9 x 7000
        ("工伤九级。受伤前那一年，上半年工资一共3万6，下半年工资一共4万8，当地社平6500，伤残补助金多少？", Decimal(7000), 63000),
        # a monthly wage made of parts is still one month's, all of it (缴费工资): 九级 9 x 6800
        ("工伤九级，每个月底薪加提成一共6800，一次性伤残补助金多少？", Decimal(6800), 61200),
        ("工伤九级，底薪4000，算上绩效一共6800，一次性伤残补助金多少？", Decimal(6800), 61200),
    ],
    ids=["a_year_in_all", "months_in_the_clause_before", "stretches_each_added_up", "parts_of_each_month", "parts_named_apart"],
)
def test_a_wage_total_over_months_is_averaged_per_month(question: str, own_wage: Decimal, expected: int) -> None:
    assert extract_work_injury(question).own_wage == own_wage
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    "question",
    [
        # a total over months not counted
        "工伤八级，受伤前那几个月工资一共拿了3万多一点，伤残补助金多少？",
        "工伤八级，受伤前那几个月工资一共拿了3万，伤残补助金多少？",
        # a 'monthly' wage ten times the local average: most likely several months' pay
        "工伤八级，工资每月12万，我们这社平工资8000，一次性伤残补助金多少？",
    ],
    ids=["floor_only", "months_not_counted", "ten_times_the_local_average"],
)
def test_an_implausible_or_uncounted_wage_total_is_asked_for(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None
    assert any("本人工资" in item for item in result["missing"])


# Chat forms of the wage with a dismissal in chat words: 8k = 8000, 1.2W = 12000; 第四十七条 3 years -> 3 months,
# 2 years -> 2 months.
@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("工资8k，干了3年，被公司开了，能赔多少", 24000),
        ("月薪8K，干了3年，被开了，能拿多少", 24000),
        ("月薪1.2W，在公司干了两年，被老板炒了，能拿多少？", 24000),
        ("月薪1.2w，在公司干了两年，被公司开了，能拿多少？", 24000),
    ],
)
def test_chat_wage_and_dismissal_words(question: str, amount: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["amount"] == amount


# A floor ('过万', '上万', '超过8000', '一万多') names no figure: the wage is asked for, as for '6000出头'.
@pytest.mark.parametrize("wage", ["月入过万", "工资上万", "月薪超过8000", "月薪一万多", "月薪破万"])
def test_a_wage_given_only_as_a_floor_is_asked_for(wage: str) -> None:
    result = compensate(f"{wage}，干了3年，公司裁员，能拿多少补偿？")
    assert result["params"]["monthly_wage"] is None
    assert result["amount"] is None
    assert any("平均工资" in item for item in result["missing"])


# An approximation ('八千左右', '大概8000') is used as given, and the answer says which figure it took:
# 8000 × 3 months (第四十七条) = 24000.
@pytest.mark.parametrize(("wage", "said"), [("月薪八千左右", "八千左右"), ("月薪大概8000", "大概8000"), ("月薪8000元左右", "8000元左右"),
                                           ("月薪大概是8000", "大概是8000")])
def test_an_approximate_wage_is_used_with_a_labelled_assumption(wage: str, said: str) -> None:
    result = compensate(f"{wage}，干了3年，公司裁员，能拿多少补偿？")
    assert result["amount"] == 24000
    assert any(f"“{said}”是约数" in note and "8000.00元" in note for note in result["notes"])


def test_an_exact_wage_carries_no_approximation_note() -> None:
    result = compensate("月薪8000，干了3年，公司裁员，能拿多少补偿？")
    assert not any("约数" in note for note in result["notes"])


@pytest.mark.parametrize("loss", ["医疗费过万", "医疗费用过万"])  # 费用过: not '用过一万' (a sum spent)
def test_a_floor_before_a_loss_in_a_traffic_question_is_asked_for(loss: str) -> None:
    # names no figure: the item is asked for rather than read as 10000
    result = compensate(f"我被车撞了，交警认定对方全责，2023年5月的事，{loss}，误工费5000元，能赔多少")
    assert result["amount"] is None
    assert any(name.startswith("医疗费") for name in result["params"]["unquantified_losses"])


@pytest.mark.parametrize(
    ("text", "floor"),
    [("月入过万", True), ("工资上万", True), ("月薪破万", True), ("月薪超过8000", True), ("不低于6千", True),
     ("对方已经赔过一万", False), ("加上一千元护理费", False), ("月薪8000", False)],
)
def test_words_before_an_amount_that_make_it_a_floor(text: str, floor: bool) -> None:
    (mention,) = find_loose_money(text)
    assert mention.floor is floor


# --- a wage given after tax (实施条例 第二十七条: 应得工资) -----------------------------------------------------------


def test_an_after_tax_wage_is_flagged() -> None:
    result = compensate("我税后月薪8000元，工作3年，公司违法解除，能拿多少？")
    assert result["amount"] == 48000  # the figure given, 8000 × 3 × 2
    assert any("税后" in note and "第二十七条" in note for note in result["notes"])
    result = compensate("我税前月薪10000元，税后8000元，工作3年，公司违法解除，能拿多少？")
    assert not any("税后（到手）" in note for note in result["notes"])


# 10. the after-tax note only for an after-tax wage; one business-trouble list


def test_after_tax_note_only_when_the_after_tax_figure_is_used() -> None:
    # 2020-01 to 2024-01, 4 years: 8000 × 4 = 32,000 on the gross wage; 7000 × 4 on the after-tax one
    gross = compensate("我2020年1月入职，月薪8000，税后到手7000，2024年1月公司把我辞退了，能拿多少？")
    assert gross["amount"] == 32000 and not any("税后（到手）" in note for note in gross["notes"])
    net = compensate("我2020年1月入职，每月到手7000，2024年1月公司把我辞退了，能拿多少？")
    assert net["amount"] == 28000 and any("税后（到手）" in note for note in net["notes"])


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


@pytest.mark.parametrize(
    ("told", "wage"),
    [
        ("每个月底薪5000加提成平均3000", 8000),  # an average below the base is the part's
        ("基本工资4000，绩效平均每月1500", 5500),
    ],
)
def test_a_parts_average_below_the_base_is_added_to_it(told: str, wage: int) -> None:
    result = compensate(f"公司突然把我辞退了，干了两年，{told}，能赔多少？")
    assert result["params"]["monthly_wage"] == wage and result["amount"] == wage * 2


def test_an_average_with_its_part_above_the_base_is_the_whole_pay() -> None:
    # '底薪3000，加上提成平均每月8000': the average of the pay with its part, not the part alone
    assert extract_economic("公司把我辞退了，干了两年，底薪3000，加上提成平均每月8000，能赔多少？").monthly_wage == Decimal(8000)
