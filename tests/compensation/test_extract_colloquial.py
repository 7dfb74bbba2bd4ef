"""How people actually write their questions: amounts without 元, spoken numbers, durations in words,
short liability forms, which total is asked for. Expected values are worked out by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate, compensate_params
from backend.compensation.extract import detect_scenario, extract_economic, extract_traffic, extract_work_injury
from backend.compensation.money import find_loose_money, parse_spoken_number
from backend.compensation.reference import get_reference
from backend.compensation.textutil import find_dates, find_years


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


def test_month_end_and_year_only_dates() -> None:
    assert find_dates("到2024年7月底离职")[0].value == date(2024, 7, 31)
    assert [d.value for d in find_years("2019年我被车撞了")] == [date(2019, 1, 1)]
    assert find_years("2021年度职工平均工资") == []
    assert find_years("2021年3月") == []


@pytest.mark.parametrize(
    ("sentence", "months"),
    [
        ("在公司做了5年零8个月，", 68),
        ("在厂里干了整整6年，", 72),
        ("工作了三年又两个月，", 38),
        ("在这里上班足足2年半，", 30),
        ("总共才工作了5个月，", 5),
    ],
)
def test_service_length_in_everyday_words(sentence: str, months: int) -> None:
    params = extract_economic(f"公司提出协商解除劳动合同，我{sentence}月薪9000，经济补偿多少？")
    assert params.service_months == months
    assert params.monthly_wage == Decimal(9000)


def test_economic_dates_in_everyday_words() -> None:
    params = extract_economic("我2015年6月1日进的这家工厂，2023年12月31日是最后一天上班。公司提出协商解除，月薪六千五，补偿多少？")
    assert (params.start_date, params.end_date) == (date(2015, 6, 1), date(2023, 12, 31))
    assert params.monthly_wage == Decimal(6500)
    contract_end = extract_economic("合同到期公司不续签。我2019年7月1日入职，合同到2022年6月30日，月工资8千，补偿多少？")
    assert contract_end.end_date == date(2022, 6, 30)


def test_wage_stated_as_monthly_average_without_the_word_wage() -> None:
    params = extract_economic("单位倒闭了，我干了3年，离职前平均每月才1800元，当地最低工资标准是2000元/月，补偿多少？")
    assert params.monthly_wage == Decimal(1800)
    assert params.local_min_wage == Decimal(2000)


def test_economic_layoff_is_recognised() -> None:
    assert detect_scenario("单位搞经济性裁员把我裁了，干了两年，月薪六千，能补偿多少？") == "economic"


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


def test_work_injury_grade_and_wages_in_everyday_words() -> None:
    params = extract_work_injury("我工伤评了五级，本人工资才四千二，当地社平工资7000。一次性伤残补助金多少？")
    assert params.grade == 5
    assert params.own_wage == Decimal(4200)
    assert params.local_avg_monthly_wage == Decimal(7000)


def test_work_injury_total_of_items_named_before_the_question() -> None:
    params = extract_work_injury(
        "我九级伤残，已经辞职。本人工资5000元。一次性工伤医疗补助金是3万元，一次性伤残就业补助金是2万元。"
        "一次性伤残补助金加上这两项一共多少？"
    )
    # the items named are the ones added ('A加上这两项一共'): no open-ended total of every lump sum
    assert params.targets == ["one_off_disability_benefit", "one_off_medical_subsidy", "one_off_employment_subsidy"]
    # 第37条: 九级 9 months x 5000 = 45000; + 30000 + 20000 = 95000
    assert compensate(
        "我九级伤残，已经辞职。本人工资5000元，当地社平工资6000元。一次性工伤医疗补助金是3万元，一次性伤残就业补助金是2万元。"
        "一次性伤残补助金加上这两项一共多少？"
    )["amount"] == 95000


def test_traffic_losses_without_yuan_and_short_liability() -> None:
    params = extract_traffic(
        "2022年6月我骑车被小车撞了，司机全责。医药费1.8万，护理费五千，交通费800，残疾赔偿金6万。交强险赔多少？",
        get_reference(),
    )
    assert params.losses == {"医药费": Decimal(18000), "护理费": Decimal(5000), "交通费": Decimal(800), "残疾赔偿金": Decimal(60000)}
    assert params.liability == "全部责任"


def test_traffic_asker_share_is_not_the_vehicle_side() -> None:
    params = extract_traffic("2022年我横穿马路被车撞，交警认定我主责、司机次责。医疗费1万元。司机一方应赔多少？", get_reference())
    assert params.liability == "次要责任"
    assert params.accident_date == date(2022, 1, 1)
    only_me = extract_traffic("2022年5月我开车撞了行人，我负全部责任，医疗费2万元，交强险赔多少？", get_reference())
    assert only_me.liability == "全部责任"


def test_traffic_year_2020_alone_is_left_open() -> None:
    assert extract_traffic("2020年我被车撞了，对方全责，医疗费1.5万，交强险赔多少？", get_reference()).accident_date is None


@pytest.mark.parametrize(
    ("asked", "targets"),
    [
        ("对方只有交强险，对方一共应赔多少？", ["vehicle_side"]),
        ("轿车一方包括交强险一共赔多少？", ["vehicle_side"]),
        ("对方只买了交强险，交强险能赔多少？", ["compulsory"]),
        ("交强险能赔我多少？", ["compulsory"]),
        ("对方投保了交强险和商业险，保险公司一共赔多少？", ["insurers"]),
    ],
)
def test_traffic_question_target(asked: str, targets: list[str]) -> None:
    question = f"2022年3月我骑车被轿车撞了，轿车主要责任，医疗费2万元。{asked}"
    assert extract_traffic(question, get_reference()).targets == targets


def test_commercial_limit_without_yuan() -> None:
    params = extract_traffic("2023年2月两车相撞，对方全责。车损1万元。对方有交强险和150万商业三者险，保险公司赔多少？", get_reference())
    assert params.commercial_limit == Decimal(1500000)
