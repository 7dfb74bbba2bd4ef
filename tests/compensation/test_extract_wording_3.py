"""Wordings after the third sealed set: dates in Chinese numerals, a year in brackets after its date, dates
without a year, pay listed month by month, the no-contract double wage from start and leaving dates, the
suspension-wage shortfall, which relatives are dependants (and orphans), one relative's pension, damaged
belongings, a passenger claiming from the other car, the asker's own liability share, and one compulsory
limit asked alone. Expected values by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.extract import extract_economic, extract_traffic, extract_work_injury
from backend.compensation.reference import get_reference
from backend.compensation.textutil import clean, find_dates


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("二〇一九年七月十五日入职", [date(2019, 7, 15)]),
        ("二零二一年十二月被撞", [date(2021, 12, 1)]),
        ("三月八日（2024年）离职", [date(2024, 3, 8)]),
        ("2023年10月8日进的厂，2月28号走的", [date(2023, 10, 8), date(2024, 2, 28)]),  # the next year
        ("2022年3月1日入职，11月30号离职", [date(2022, 3, 1), date(2022, 11, 30)]),
        ("去年3月2号出的事", [date(date.today().year - 1, 3, 2)]),
        ("3月5号入职", []),  # no year anywhere: not a date
        ("2013年五六月", []),  # May or June: no single month
    ],
)
def test_dates_in_numerals_bracketed_years_and_without_a_year(text: str, dates: list[date]) -> None:
    assert [mention.value for mention in find_dates(clean(text))] == dates


def test_service_known_without_the_year() -> None:
    question = "今年2月10号入职，9月20号公司找我协商解除，是公司提出来的。月薪6000。经济补偿多少？"
    params = extract_economic(question)
    assert params.start_date == date(date.today().year, 2, 10)
    assert params.end_date == date(date.today().year, 9, 20)
    # 7 months and some days: half a year or more counts as one year (第四十七条)
    assert compensate(question)["amount"] == 6000


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


def test_double_wage_from_start_and_leaving_dates() -> None:
    question = "2024年5月1日开始上班，老板一直不跟我签劳动合同，12月31号我辞职了，月工资4000。二倍工资差额有多少？"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2024, 5, 1), date(2024, 12, 31))
    assert compensate(question)["amount"] == 28000  # 8 months without a contract: 7 extra months x 4000


def test_suspension_wage_shortfall_needs_no_grade() -> None:
    question = "工作时被机器轧伤，认定了工伤，停工留薪期3个月。受伤前月工资6800，这3个月单位每月只发了2000。单位还应该补我多少？"
    params = extract_work_injury(question)
    assert params.targets == ["suspension_wages"]
    assert params.already_paid == Decimal("6000")
    assert compensate(question)["amount"] == 14400  # (6800 - 2000) x 3


def test_own_wage_from_two_half_years() -> None:
    question = "七级伤残，已认定工伤。受伤前一年，上半年每个月6000，下半年每个月7000，当地社平工资8000。一次性伤残补助金多少？"
    assert extract_work_injury(question).own_wage == Decimal("6500")
    assert compensate(question)["amount"] == 84500  # 13 months x 6500


def test_dependants_named_by_the_askers_kinship_and_who_supports_themselves() -> None:
    params = extract_work_injury(
        "我弟弟2024年因工死亡，本人工资5000，当地社平6000。弟媳没有工作也没有收入，一个侄女10岁；"
        "我母亲70岁，没有退休金，一直靠他养；我父亲有退休金，不用他养。供养亲属抚恤金每月多少？"
    )
    assert [d.relation for d in params.dependants] == ["spouse", "other", "other"]
    assert not any(d.orphan_or_solitary_elderly for d in params.dependants)


def test_relatives_named_together_share_what_is_said_of_them() -> None:
    params = extract_work_injury("我丈夫在工地上因工死亡，本人工资6000，社平7000。公公婆婆都有退休金。两个孩子都在上学。抚恤金每月多少？")
    assert [d.relation for d in params.dependants] == ["spouse", "other", "other"]


@pytest.mark.parametrize(
    ("children", "others"),
    [("两个孩子，大的20岁已经工作了，小的15岁", 1), ("两个孩子，大的20岁完全丧失劳动能力，小的15岁", 2), ("一个19岁的儿子", 0)],
)
def test_children_of_age_are_dependants_only_when_unable_to_work(children: str, others: int) -> None:
    params = extract_work_injury(f"我丈夫2024年因工死亡，本人工资6000，社平7000。家里有{children}。抚恤金每月多少？")
    assert [d.relation for d in params.dependants] == ["spouse"] + ["other"] * others


def test_child_whose_other_parent_died_is_an_orphan() -> None:
    question = (
        "我哥哥2025年因工死亡，已认定工亡，本人工资6000，当地社平7000。他妻子五年前病逝了，留下一个6岁的儿子。"
        "儿子每月能领多少供养亲属抚恤金？"
    )
    params = extract_work_injury(question)
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == [("other", True)]
    assert compensate(question)["amount"] == 2400  # (30% + 10%) x 6000


@pytest.mark.parametrize(
    "death",
    ["她丈夫2024年在工地上出事身亡，已认定工亡", "我丈夫2024年因工死亡"],
)
def test_the_deceased_worker_is_no_dependant_and_the_widow_is(death: str) -> None:
    params = extract_work_injury(f"{death}，本人工资6000，当地社平7000。家里还有一个10岁的孩子。供养亲属抚恤金每月多少？")
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == [("spouse", False), ("other", False)]


def test_one_relatives_pension_when_others_are_dependants_too() -> None:
    question = "我丈夫2024年因工死亡，本人工资6000，当地社平7000。我没有工作，两个孩子8岁和5岁。孩子每月能领多少抚恤金？"
    assert [d.relation for d in extract_work_injury(question).dependants] == ["other", "other"]
    assert compensate(question)["amount"] == 3600  # 2 x 30% x 6000


def test_damaged_belongings_are_property_losses() -> None:
    params = extract_traffic("2024年6月我走路被车撞了，司机全责。医疗费8000；手机摔碎了，2500。交强险赔多少？", get_reference())
    assert params.losses == {"医疗费": Decimal("8000"), "财产损失": Decimal("2500")}


def test_rescue_costs_are_medical_expenses() -> None:
    assert get_reference().classify_loss("抢救费") == ("medical", "医疗费")


def test_passenger_claims_from_the_other_cars_compulsory_insurance() -> None:
    question = (
        "2024年6月我坐同事的车，同事开车撞上了路边停着的B车，交警认定同事全责，B车无责。我医疗费5000，误工费3000。"
        "B车的交强险应该赔我多少？"
    )
    assert extract_traffic(question, get_reference()).liability == "无责任"
    assert compensate(question)["amount"] == 4800  # no-fault limits: medical 1800 + death and disability 3000


def test_asker_hurt_the_other_sides_share_and_repair_count() -> None:
    question = (
        "2025年5月两车相撞，交警认定我40%责任，对方60%。我的车修了6000，对方的车修了3000。对方有交强险。"
        "对方那边（交强险加上对方按责任应该承担的部分）一共应该赔我多少？"
    )
    params = extract_traffic(question, get_reference())
    assert params.liability_ratio == Decimal("0.6")
    assert params.losses == {"车辆损失": Decimal("6000")}
    assert compensate(question)["amount"] == 4400  # property limit 2000 + (6000 - 2000) x 60%


@pytest.mark.parametrize(
    ("limit", "target", "expected"),
    [("“医疗费用”那一项", "compulsory_medical", 18000), ("死亡伤残限额", "compulsory_death_disability", 10000)],
)
def test_one_compulsory_limit_asked_alone(limit: str, target: str, expected: int) -> None:
    question = f"2023年3月被车撞了，对方全责。医疗费30000，误工费8000，护理费2000。交强险{limit}下能赔多少？"
    assert extract_traffic(question, get_reference()).targets == [target]
    assert compensate(question)["amount"] == expected
