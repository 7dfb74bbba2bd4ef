"""Wordings after the fourth sealed set: clauses separated by spaces instead of punctuation, the last
month's pay in other words, a benefit set aside in the question, 'these two subsidies', an employer
that did not pay into work-injury insurance, repairs named by the part of the car, a vehicle without
fault named next to the victim's own full liability, the compulsory payout plus what the other side
pays, what is owed beyond the compulsory insurance, a lapsed commercial policy, loss items named
without 费, and the driver paying out of pocket. Expected values by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.extract import extract_economic, extract_traffic, extract_work_injury
from backend.compensation.reference import get_reference
from backend.compensation.textutil import clean


@pytest.mark.parametrize(
    ("text", "cleaned"),
    [
        ("2019年5月6号进的厂 2023年5月5号被裁了", "2019年5月6号进的厂，2023年5月5号被裁了"),
        ("月薪7k 去年社平六千", "月薪7k，去年社平六千"),
        ("税前8800 我们这边", "税前8800，我们这边"),
        ("工资 8800 元", "工资 8800 元"),  # a label and its amount stay together
        ("2021年 4月 2日", "2021年 4月 2日"),  # a date written with spaces
        ("鉴定 8 级伤残", "鉴定 8 级伤残"),  # a number and what it counts
        ("一直干到 2024年7月", "一直干到 2024年7月"),  # a word leading into the date
    ],
)
def test_spaces_between_clauses_read_as_commas(text: str, cleaned: str) -> None:
    assert clean(text) == cleaned


def test_chat_style_question_without_punctuation() -> None:
    question = "我2018年6月1号进的厂 2024年5月31号被公司裁员了 离职前12个月平均工资8000 当地社平六千 经济补偿能拿多少"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2018, 6, 1), date(2024, 5, 31))
    assert compensate(question)["amount"] == 48000  # 6 years x 8000


def test_start_date_said_with_the_end_word_later_in_the_same_run() -> None:
    question = "2022年3月20号入职的 月薪5000 后来公司无故把我辞退了 最后一天是2024年9月19号 仲裁说是违法解除 赔偿金多少"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2022, 3, 20), date(2024, 9, 19))
    assert compensate(question)["amount"] == 30000  # 2 years 6 months count as 3: 3 x 5000 x 2


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


@pytest.mark.parametrize(
    "asked",
    [
        "抚恤金先不说，丧葬补助金和一次性工亡补助金加起来是多少？",
        "不算抚恤金，丧葬补助金加一次性工亡补助金一共多少？",
    ],
)
def test_a_benefit_set_aside_is_not_asked(asked: str) -> None:
    question = f"我哥2024年8月在车间出事故身亡，已认定工亡。本地上年度职工月平均工资9000元。他有一个女儿。{asked}"
    params = extract_work_injury(question)
    assert "dependants_pension" not in params.targets
    result = compensate(question)
    assert result["missing"] == []  # the own wage is only needed for the pension
    # 6 x 9000 + 20 x 51821 (national urban disposable income per head of 2023, the year before the death)
    assert result["amount"] == 1090420


def test_pension_still_asked_when_named_plainly() -> None:
    params = extract_work_injury("我丈夫因工死亡，已认定工亡。孩子5岁。供养亲属抚恤金每个月多少？")
    assert params.targets == ["dependants_pension"]


def test_these_two_subsidies_and_an_employer_without_insurance() -> None:
    question = (
        "单位没给我缴工伤险。我工伤鉴定八级，受伤前本人工资6000元，当地社平工资8000元。我们省规定八级的一次性工伤医疗补助金"
        "为6个月本人工资，一次性伤残就业补助金为8个月本人工资。伤残补助金加上这两个补助金一共多少？"
    )
    params = extract_work_injury(question)
    assert params.employer_insured is False
    assert set(params.targets) == {"one_off_disability_benefit", "one_off_medical_subsidy", "one_off_employment_subsidy"}
    assert compensate(question)["amount"] == 150000  # 11 x 6000 + 6 x 6000 + 8 x 6000


@pytest.mark.parametrize(
    "repair",
    ["车子修理花了3千", "我车头修了3000", "保险杠换了3000", "车尾维修了3000元"],
)
def test_repairs_named_by_the_car_or_its_part(repair: str) -> None:
    params = extract_traffic(f"2024年5月对方追尾我的车，对方全责。{repair}，医疗费500。对方交强险赔我多少？", get_reference())
    assert params.losses.get("车辆损失") == 3000


def test_vehicle_without_fault_named_after_the_victims_full_liability() -> None:
    question = (
        "我爸2023年5月晚上骑自行车逆行，被正常行驶的汽车撞了，交警认定我爸全责，司机无责，法院判机动车承担10%。"
        "医疗费20000，护理费3000。交强险加上司机赔的一共能拿多少？"
    )
    params = extract_traffic(question, get_reference())
    assert (params.liability, params.liability_ratio, params.targets) == ("无责任", Decimal("0.1"), ["vehicle_side"])
    # no-fault limits: medical 1800, care 3000 in full; (23000 - 4800) x 10% = 1820
    assert compensate(question)["amount"] == 6620


def test_vehicle_without_fault_as_no_fault_wording() -> None:
    params = extract_traffic("2024年3月行人翻越护栏被撞，行人全责，机动车无过错。医疗费8000。交强险赔多少？", get_reference())
    assert params.liability == "无责任"


@pytest.mark.parametrize(
    ("asked", "target"),
    [
        ("交强险之外被告还应赔偿多少？", "beyond_compulsory"),
        ("交强险以外对方要赔多少？", "beyond_compulsory"),
        ("交强险加上对方赔的，总共能拿多少？", "vehicle_side"),
        ("交强险能赔多少？", "compulsory"),
    ],
)
def test_what_is_asked_around_the_compulsory_insurance(asked: str, target: str) -> None:
    question = f"2022年6月我骑电动车被轿车撞了，轿车主责，按70%。医疗费3万，误工费5000。{asked}"
    assert extract_traffic(question, get_reference()).targets == [target]


@pytest.mark.parametrize(
    ("fact", "insured"),
    [
        ("我的商业险上个月刚过期没续", False),
        ("三者险去年就脱保了", False),
        ("现在只剩交强险", False),
        ("对方车只有交强险和100万的商业三者险", True),
    ],
)
def test_lapsed_commercial_insurance(fact: str, insured: bool) -> None:
    params = extract_traffic(f"2025年我开车撞了人，我主责，{fact}。对方医疗费5万。我要赔多少？", get_reference())
    assert params.commercial_insured is insured


def test_items_without_fee_and_paying_out_of_pocket() -> None:
    question = "2025年我开车刮了别人 我次责 按30%算 商业险过期了 对方车修了8000 误工1500 护理1200 我自己要掏多少"
    params = extract_traffic(question, get_reference())
    assert params.losses == {"车辆损失": 8000, "误工": 1500, "护理": 1200}
    assert params.targets == ["out_of_pocket"]
    # property limit 2000, the rest (6000) x 30%
    assert compensate(question)["amount"] == 1800
