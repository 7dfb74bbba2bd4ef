"""Rule-based extraction: money, dates, scenarios and each scenario's parameters."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation.extract import detect_scenario, extract_economic, extract_traffic, extract_work_injury
from backend.compensation import compensate_params
from backend.compensation.money import ANCHORED_BARE_MINIMUM, BARE_MINIMUM, bare_amount_at, find_loose_money, find_money, parse_money, parse_number
from backend.compensation.reference import get_reference
from backend.compensation.textutil import clean, find_dates


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2.6万", Decimal("26000")),
        ("三千", Decimal("3000")),
        ("一万二千", Decimal("12000")),
        ("七万一千", Decimal("71000")),
        ("1万5千", Decimal("15000")),
        ("二点五", Decimal("2.5")),
        ("1234.5", Decimal("1234.5")),
        ("十二", Decimal("12")),
    ],
)
def test_parse_number(text: str, value: Decimal) -> None:
    assert parse_number(text) == value


def test_find_money_in_a_sentence() -> None:
    text = clean("骗取黄某人民币2.6万元，骗得陈某人民币三千元，另有16万余元，1,234.50元")
    assert [m.value for m in find_money(text)] == [Decimal("26000"), Decimal("3000"), Decimal("160000"), Decimal("1234.50")]
    # '余' stays in the mention's text: the extractors read it as a floor (is_lower_bound)
    assert find_money(text)[2].text == "16万余元"


def test_thousands_grouped_with_a_full_width_comma_are_one_amount() -> None:
    # judgments write '36，500.00元'; read as '500.00元' it put a fraud below the crime threshold
    assert [m.value for m in find_money("诈骗36，500.00元，共计2，440，245.8元")] == [Decimal("36500.00"), Decimal("2440245.8")]
    assert [m.value for m in find_money("盗窃3次，500元")] == [Decimal("500")]


def test_a_chinese_numeral_before_arabic_digits_is_part_of_no_amount() -> None:
    # 捡拾 (to pick up) ends in 拾, the capital ten: '捡拾3000元' was read as 3010
    assert [m.value for m in find_money("被告人捡拾3000元后据为己有")] == [Decimal("3000")]
    assert [m.value for m in find_money("月薪1万5千元，另有3万5000元")] == [Decimal("15000"), Decimal("35000")]


@pytest.mark.parametrize("text", ["价值1e30元", "月薪1e4元", "月工资1.2e+4元", "工资1E4"])
def test_scientific_notation_is_no_amount(text: str) -> None:
    # read as '30元' / '4元' it gave a confident wrong answer; unread, the amount is asked for
    assert find_money(text) == [] and find_loose_money(text) == []


def test_parse_money_rejects_text_that_is_not_one_amount() -> None:
    assert parse_money("8,000元") == Decimal("8000")
    with pytest.raises(ValueError):
        parse_money("大约八千或九千")
    with pytest.raises(ValueError):
        parse_money("千千")  # units fall from left to right: no figure


@pytest.mark.parametrize(("typed", "value"), [("一万二", 12000), ("三千五元", 3500), ("1万2", 12000), ("一万零二", 10002)])
def test_an_amount_typed_as_said_is_read_as_said(typed: str, value: int) -> None:
    # a parameter typed in a page or a batch line ('monthly_wage': '一万二') is 12000, as in a question, not 10002
    assert parse_money(typed) == value
    result = compensate_params("economic", {"monthly_wage": typed, "service_months": 24, "termination_reason": "illegal"})
    assert result["amount"] == value * 4


def test_find_dates_with_and_without_day() -> None:
    dates = find_dates("2016年3月1日入职，2021年8月离职")
    assert [d.value for d in dates] == [date(2016, 3, 1), date(2021, 8, 1)]
    assert [d.day_known for d in dates] == [True, False]


@pytest.mark.parametrize(
    ("question", "scenario"),
    [
        ("我被公司辞退了，工作了3年，月工资5000元，能拿多少经济补偿？", "economic"),
        ("职工因工受伤被鉴定为七级伤残，一次性伤残补助金是多少？", "work_injury"),
        ("张某驾车撞伤行人，负全部责任，交强险应赔多少？", "traffic"),
        ("文书:经审理查明，被告人李某盗窃手机一部，价值2000元。", "criminal_amount"),
        ("今天天气怎么样？", None),
    ],
)
def test_detect_scenario(question: str, scenario: str | None) -> None:
    assert detect_scenario(question) == scenario


def test_economic_parameters() -> None:
    params = extract_economic(
        "员工小赵于2017年4月1日入职，月平均工资为6800元，当地上年度职工月平均工资为7000元。"
        "2021年9月30日公司以经济性裁员为由与其解除劳动合同。请问经济补偿是多少？"
    )
    assert params.start_date == date(2017, 4, 1)
    assert params.end_date == date(2021, 9, 30)
    assert params.monthly_wage == Decimal("6800")
    assert params.local_avg_monthly_wage == Decimal("7000")
    assert params.termination_reason == "layoff_41"
    assert params.targets == ["economic_compensation"]


def test_economic_months_only_dates_count_whole_months() -> None:
    params = extract_economic("小钱2019年4月入职，2022年4月被公司协商解除劳动合同（公司提出），月工资5000元。经济补偿多少？")
    assert params.start_date == date(2019, 4, 1)
    assert params.end_date == date(2022, 3, 31)


def test_economic_service_length_in_words() -> None:
    params = extract_economic("我在单位干了六年零五个月，单位拖欠工资我提出解除，月工资四千元，经济补偿多少？")
    assert params.service_months == 77
    assert params.monthly_wage == Decimal("4000")
    assert params.termination_reason == "employee_38"


def test_economic_illegal_and_notice() -> None:
    params = extract_economic("公司未提前通知就辞退了我，仲裁认定属于违法解除。我工作了2年，月工资9000元，赔偿金多少？")
    assert params.termination_reason == "illegal"
    assert params.notice_given is False
    assert params.targets == ["damages"]


def test_work_injury_parameters() -> None:
    params = extract_work_injury(
        "某职工受伤后认定为工伤，劳动能力鉴定为伤残八级，停工留薪期三个月。受伤前本人月工资4600元，"
        "统筹地区上年度职工月平均工资为5800元，单位没有为其缴纳工伤保险。一次性伤残补助金是多少？"
    )
    assert params.injury_recognised is True
    assert params.grade == 8
    assert params.suspension_months == Decimal("3")
    assert params.own_wage == Decimal("4600")
    assert params.local_avg_monthly_wage == Decimal("5800")
    assert params.employer_insured is False
    assert params.targets == ["one_off_disability_benefit"]


def test_work_injury_death_and_dependants() -> None:
    params = extract_work_injury(
        "2019年10月，某工人因工死亡，生前月工资5500元。他的妻子没有劳动能力，还有两个孩子需要抚养。每月供养亲属抚恤金是多少？"
    )
    assert params.death is True
    assert params.death_date == date(2019, 10, 1)
    assert [d.relation for d in params.dependants] == ["spouse", "other", "other"]
    assert params.targets == ["dependants_pension"]


def test_traffic_parameters() -> None:
    params = extract_traffic(
        "2021年4月2日，赵某驾驶轿车撞伤骑自行车的钱某，交警认定赵某负主要责任、钱某负次要责任。钱某损失：医药费22000元，"
        "住院伙食补助费600元，误工费5000元，自行车损失800元。赵某车辆投保了交强险和保额100万元的商业三者险。商业三者险应赔偿多少？",
        get_reference(),
    )
    assert params.accident_date == date(2021, 4, 2)
    assert params.losses == {"医药费": Decimal("22000"), "住院伙食补助费": Decimal("600"), "误工费": Decimal("5000"), "车辆损失": Decimal("800")}
    assert params.liability == "主要责任"
    assert params.victim_is_pedestrian is True
    assert params.commercial_limit == Decimal("1000000")
    assert params.targets == ["commercial"]


def test_traffic_losses_listed_with_respectively() -> None:
    params = extract_traffic("某司机负全部责任，伤者的医疗费、误工费、护理费分别为6000元、2000元、1000元，交强险赔多少？", get_reference())
    assert params.losses == {"医疗费": Decimal("6000"), "误工费": Decimal("2000"), "护理费": Decimal("1000")}


def test_traffic_month_only_date_in_september_2020_is_left_open() -> None:
    params = extract_traffic("2020年9月，某司机驾车撞伤行人，负全部责任，医疗费3万元，交强险赔多少？", get_reference())
    assert params.accident_date is None


@pytest.mark.parametrize(
    ("text", "position", "gap", "clause_ends", "value"),
    [
        ("交通住宿5000，", 4, "", False, Decimal("5000")),
        # words allowed before the figure, and 元 after it
        ("手机摔坏了，大概1200元。", 5, r"[^。；、\d]{0,8}?", False, Decimal("1200")),
        # below the minimum of a figure right after a name: a count, not money
        ("交通住宿5，", 4, "", False, None),
        # a figure with a scale is left to find_loose_money
        ("交通住宿3千，", 4, "", False, None),
        # a unit after the figure makes it no amount
        ("护理30天，", 2, "", False, None),
        # a figure that must end its clause
        ("电动车骑了200米", 3, r"[^，。\d]{0,3}", True, None),
        ("眼镜和衣服1000，", 5, "", True, Decimal("1000")),
    ],
)
def test_bare_amount_at(text: str, position: int, gap: str, clause_ends: bool, value: Decimal | None) -> None:
    money = bare_amount_at(text, position, gap=gap, clause_ends=clause_ends)
    assert (money.value if money else None) == value
    if money is not None:
        assert text[money.start : money.start + len(money.text)] == money.text


def test_a_figure_right_after_a_name_has_a_lower_minimum_than_one_near_a_money_word() -> None:
    # a figure without 元 somewhere after a money word is money from BARE_MINIMUM up; one right after the
    # name of what it prices is that thing's price from ANCHORED_BARE_MINIMUM up
    below, floor = BARE_MINIMUM - 1, BARE_MINIMUM
    assert [m.value for m in find_loose_money(f"工资{below}，补贴{floor}")] == [floor]
    assert bare_amount_at(f"交通费{below}", 3).value == below  # type: ignore[union-attr]
    assert bare_amount_at(f"交通费{ANCHORED_BARE_MINIMUM - 1}", 3) is None
    assert bare_amount_at(f"交通费{ANCHORED_BARE_MINIMUM}", 3).value == ANCHORED_BARE_MINIMUM  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("question", "scenario"),
    [
        # work-injury words in the asking sentence win over the contract's end, which is when 工伤保险条例
        # 第三十六、三十七条's lump sums fall due
        ("工伤九级伤残，本人工资5000元，现在劳动合同到期我要离职，工伤待遇一共能拿多少？", "work_injury"),
        ("工伤九级伤残，本人工资5000元，现在劳动合同到期我要离职，能拿多少？", "work_injury"),
        ("我工伤评了九级，工资5000，合同到期了不续签，想辞职走人，伤残待遇总共能拿多少？", "work_injury"),
        # the economic compensation asked for after an injury stays economic
        ("工伤后公司把我辞退了，月薪5000，干了3年，经济补偿能拿多少？", "economic"),
        ("我之前受过工伤已经好了。公司说合同到期不续签了，我月薪5000，干了6年，能拿多少补偿？", "economic"),
        # a dismissal in chat words ('被公司开了', '被老板炒了')
        ("工资8k，干了3年，被公司开了，能赔多少", "economic"),
        ("月薪1.2W，在公司干了两年，被老板炒了，能拿多少？", "economic"),
    ],
)
def test_scenario_from_what_is_asked(question: str, scenario: str) -> None:
    assert detect_scenario(question) == scenario
