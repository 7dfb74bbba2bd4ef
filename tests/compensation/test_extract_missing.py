"""Facts too vague to compute with are asked for, not guessed: 4年多, 1万多, 好几万, no end date, pay by the
day without the days of a month, and lengths of service beyond any working life."""

from __future__ import annotations

import pytest

from backend.compensation import compensate, compensate_params
from backend.compensation.extract import extract_economic, extract_traffic
from backend.compensation.reference import get_reference


@pytest.mark.parametrize(
    "question",
    [
        "公司裁员，我在公司干了4年多，月薪八千块，经济补偿多少？",  # 4年1个月 gives 4.5 months, 4年7个月 gives 5
        "公司协商解除，我工作了3年，月薪1万多，经济补偿多少？",  # a floor is not a wage
        "我2021年4月入职，到现在一直没签劳动合同，月薪7000，仲裁时效不考虑，经济补偿多少？",  # no end date
    ],
)
def test_economic_vague_facts_are_asked_for(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


def test_daily_pay_without_days_per_month_is_asked_for() -> None:
    # how many days make a month is not assumed: the monthly wage stays missing
    question = "日薪300，2020年1月1日入职，2024年12月31日被公司违法辞退，赔偿金多少？"
    assert extract_economic(question).monthly_wage is None
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


@pytest.mark.parametrize(
    "question",
    [
        "公司提出协商解除，我同意了。我在这家公司干了80年，月薪5000，经济补偿多少？",
        "公司提出协商解除，我同意了。我上班是2023年开始的，月薪5000，经济补偿多少？",  # a year read as a span
    ],
)
def test_service_beyond_any_working_life_is_asked_for(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None
    assert any("超过50年" in item for item in result["missing"])


def test_service_beyond_any_working_life_from_typed_dates() -> None:
    result = compensate_params(
        "economic",
        {"monthly_wage": 5000, "start_date": "1921-04-01", "end_date": "2023-09-30", "termination_reason": "mutual_by_employer"},
    )
    assert result["amount"] is None and any("超过50年" in item for item in result["missing"])


@pytest.mark.parametrize("vague", ["好几万", "2万多", "十几万"])
def test_traffic_vague_loss_is_asked_for(vague: str) -> None:
    question = f"去年(2023年)被车撞了，对方全责。住院花了医疗费{vague}，误工费1万。对方交强险赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.unquantified_losses == ["医疗费"]
    result = compensate(question)
    assert result["amount"] is None and any("医疗费" in item for item in result["missing"])


def test_traffic_medical_spending_with_a_vague_amount_is_asked_for() -> None:
    result = compensate("2022年3月我被货车撞了，司机全责。看病花了1万多，误工费1万。交强险赔多少？")
    assert result["amount"] is None and any("医疗费" in item for item in result["missing"])


@pytest.mark.parametrize(
    ("finding", "usual_range"),
    [("出租车主要责任、我次要责任", "60%–90%"), ("对方次责，我主责", "10%–40%")],
)
def test_traffic_main_or_minor_finding_without_ratio_is_asked_for(finding: str, usual_range: str) -> None:
    # what is owed beyond the compulsory insurance depends on the share, which the court fixes within a range
    question = f"2025年我骑车被出租车撞了，交警认定{finding}，没说比例。医疗费6万，误工费1万。交强险以外对方还要赔多少？"
    result = compensate(question)
    assert result["amount"] is None
    assert any("责任比例" in item and usual_range in item for item in result["missing"])


@pytest.mark.parametrize(
    "question",
    [
        # two items of different limits run together before one figure: which is which is not guessed
        "2023年8月被车撞了，对方全责。医药费误工费加起来4万。交强险赔多少？",
        # an item named with no figure that any rule reads: asked for, not left out of the sum
        "2023年8月被车撞了，对方全责。医药费5000，营养费照单子报，误工费3000。交强险赔多少？",
        "2023年8月被车撞了，对方全责。医药费5000，精神损害抚慰金，误工费3000。交强险赔多少？",
        # a daily rate with no days in hospital stated
        "2023年8月被车撞了，对方全责。医药费6000，住院伙食补助按每天100元算。交强险赔多少？",
        # the days in hospital are not the nursing period: which span the court takes is not guessed
        "2023年8月被车撞了，对方全责。住院10天，医药费6000，护理费每天120元。交强险赔多少？",
    ],
)
def test_traffic_items_without_a_readable_figure_are_asked_for(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None and any("具体金额" in item for item in result["missing"])


def test_traffic_items_summed_within_one_limit_or_zero_are_not_asked_for() -> None:
    # '误工费加护理费6000': one figure for two items of one limit; '交通费0元': nothing to ask
    question = "2023年8月被车撞了，对方全责。医药费5000，误工费加护理费6000，交通费0元。交强险赔多少？"
    assert compensate(question)["amount"] == 11000


def test_pedestrian_hit_without_a_liability_finding_is_asked_for() -> None:
    # a pedestrian can be found wholly at fault (the car then 无责): the 有责 limits give 18000 + 9000 here,
    # the 无责 ones 1800 + 9000, so the finding is asked for rather than assumed
    question = "2024年9月我爸横穿马路时被一辆出租车撞了。医疗费3万，误工费9000。出租车的交强险赔多少？"
    result = compensate(question)
    assert result["amount"] is None
    assert any("事故责任" in item for item in result["missing"])


@pytest.mark.parametrize(
    ("question", "spans", "asked"),
    [
        # the span of lost work, given as a range in months, with the income that would price it
        (
            "2024年3月我骑车被面包车撞了，司机全责。医药费9000，误工三四个月，月工资4000。交强险赔多少？",
            {"误工费": "三四个月"},
            "误工费的计算期间：三四个月（请给出确切月数）",
        ),
        # the nursing span in days, right after its daily rate
        (
            "2024年3月我骑车被面包车撞了，司机全责。医药费9000，护理费每天120元，十一二天。交强险赔多少？",
            {"护理费": "十一二天"},
            "护理费的计算期间：十一二天（请给出确切天数）",
        ),
        # the nursing span before its monthly rate
        (
            "2024年3月我骑车被面包车撞了，司机全责。医药费9000，护理两三个月，每月3500。对方（交强险加司机）一共赔我多少？",
            {"护理费": "两三个月"},
            "护理费的计算期间：两三个月（请给出确切月数）",
        ),
    ],
)
def test_traffic_a_range_for_one_item_asks_for_that_item(question: str, spans: dict[str, str], asked: str) -> None:
    # only the one item is uncertain: its span is kept as the question said it and asked for, the rest is read
    params = extract_traffic(question, get_reference())
    assert params.losses == {"医药费": 9000} and params.unquantified_losses == [] and params.unclear_spans == spans
    result = compensate(question)
    assert result["amount"] is None and result["missing"] == [asked]


@pytest.mark.parametrize("aside", ["误工费先不算", "误工费另外协商"])
def test_traffic_a_range_for_an_item_set_aside_asks_nothing(aside: str) -> None:
    # the asker leaves lost work out of the sum: neither its span nor its amount is asked for
    question = f"2024年3月我骑车被面包车撞了，司机全责。医药费9000，误工三四个月，月工资4000，{aside}。交强险赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.unclear_spans == {} and params.unquantified_losses == []
    assert compensate(question)["amount"] == 9000


def test_traffic_a_range_for_an_item_that_has_its_own_amount_asks_nothing() -> None:
    # the item's amount is stated: the range of its span no longer matters
    question = "2024年3月我骑车被面包车撞了，司机全责。医药费9000，误工三四个月，误工费1.2万，月工资4000。交强险赔多少？"
    assert compensate(question)["amount"] == 21000


def test_traffic_a_range_is_asked_for_even_where_the_asked_limit_does_not_hold_the_item() -> None:
    # the medical limit alone is asked and the lost work lies under another limit; like any other item
    # without a figure, the range is still asked for (the engine asks for every unread item before it sums)
    question = "2024年3月我骑车被面包车撞了，司机全责。医药费3万，误工两三个月，月工资4000。交强险医疗费用那一项赔多少？"
    assert compensate(question)["missing"] == ["误工费的计算期间：两三个月（请给出确切月数）"]
