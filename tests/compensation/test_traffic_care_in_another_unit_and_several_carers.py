"""护理费 told as a carer's rate and the time of care (人身损害赔偿解释 第八条): a rate in another unit than the time is
brought to the time's unit at 30 days a month, as a wage is for 误工费, and the step says so; carers told in number
('请了两个护工', '两人同时护理') multiply it, and the step says that more than one needs a medical opinion; carers taking
turns ('两个人轮流护理') are one at a time, the step saying so; carers told without their number ('几个人护理') count one,
with a note asking for the number and the medical opinion."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params
from backend.compensation.extract.traffic import extract_traffic
from backend.compensation.reference import get_reference

CARE_ARTICLE = "最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释 第八条"
# a cyclist hit by a van wholly to blame; each test tells the care
HIT = "2025年4月我骑电动车被面包车撞了，面包车全责，医疗费8000元，"


def _care_step(result: dict) -> dict:
    (step,) = [step for step in result["steps"] if step["description"].startswith("护理费 =")]
    return step


@pytest.mark.parametrize(
    ("told", "care"),
    [
        ("请了护工，护工每天150元，护理了一个月。", 4500),  # 150 × 30
        ("护工一天180块，陪护了两个月。", 10800),  # 180 × 60
        ("护理了20天，每个月4500元。", 3000),  # 4500 ÷ 30 × 20
    ],
)
def test_a_care_rate_in_another_unit_than_the_time_is_converted(told: str, care: int) -> None:
    result = compensate(f"{HIT}{told}交强险应该赔多少？")
    step = _care_step(result)
    assert step["amount"] == care and step["source"] == CARE_ARTICLE
    assert "一个月按 30 天" in step["description"]
    assert result["amount"] == 8000 + care
    assert not any("护理费" in note and "未计入" in note for note in result["notes"])


def test_a_care_rate_in_the_time_s_unit_says_no_conversion() -> None:
    step = _care_step(compensate(f"{HIT}请了护工，每天150元，护理了20天。交强险应该赔多少？"))
    assert step["amount"] == 3000 and "折算" not in step["description"]


@pytest.mark.parametrize(
    ("told", "carers", "care"),
    [
        ("请了两个护工，每天150元，护理了20天。", 2, 6000),
        ("医生说需要两人同时护理，护工每天200元，护理了10天。", 2, 4000),
        ("护理人数为3人，护工每天100元，护理了10天。", 3, 3000),
        ("请了两个护工，护理费每天150元，护理了20天。", 2, 6000),  # the rate named as the item's
    ],
)
def test_carers_told_in_number_multiply_the_care_and_the_step_names_the_opinion_it_needs(told: str, carers: int, care: int) -> None:
    question = f"{HIT}{told}交强险应该赔多少？"
    (rated,) = extract_traffic(question, get_reference()).rated_items
    assert rated.carers == carers
    step = _care_step(compensate(question))
    assert step["amount"] == care
    assert f"护理人数 {carers} 人" in step["description"] and "医疗机构或者鉴定机构的明确意见" in step["description"]


@pytest.mark.parametrize(
    "told",
    [
        "请了护工，每天150元，护理了20天，家里两个人轮流来看我。",  # visits in turn are no care
        "请了一个护工，每天150元，护理了20天。",
    ],
)
def test_one_carer_is_not_multiplied(told: str) -> None:
    question = f"{HIT}{told}交强险应该赔多少？"
    (rated,) = extract_traffic(question, get_reference()).rated_items
    assert rated.carers == 1
    step = _care_step(compensate(question))
    assert step["amount"] == 3000 and "护理人数" not in step["description"]


def test_carers_given_as_a_parameter() -> None:
    params = {
        "losses": {"医疗费": 8000},
        "liability": "全部责任",
        "rated_items": [{"item": "护理费", "rate": 150, "per": "天", "time": 1, "time_unit": "个月", "carers": 2}],
    }
    result = compensate_params("traffic", params)
    assert _care_step(result)["amount"] == 9000  # 150 × 30 × 2
    assert result["amount"] == 17000


@pytest.mark.parametrize(
    "rated",
    [
        {"item": "护理费", "rate": 150, "per": "天", "time": 20, "time_unit": "天", "carers": 0},
        {"item": "误工费", "rate": 6000, "per": "月", "time": 2, "time_unit": "个月", "carers": 2},  # one victim's own work
    ],
)
def test_a_number_of_carers_that_cannot_be_is_refused(rated: dict) -> None:
    with pytest.raises(ValueError, match="carers"):
        compensate_params("traffic", {"losses": {"医疗费": 8000}, "liability": "全部责任", "rated_items": [rated]})


def test_the_rated_amount_counts_the_carers() -> None:
    (rated,) = extract_traffic(f"{HIT}请了两个护工，每天150元，护理了一个月。交强险应该赔多少？", get_reference()).rated_items
    assert rated.amount() == Decimal(9000)


@pytest.mark.parametrize(
    ("told", "care"),
    [
        ("我老婆和我妈两个人轮流护理，请了护工每天150元，护理了20天。", 3000),
        ("请了两个护工轮流陪护，护理了20天，每天150元。", 3000),  # two hired, but one at a time
        ("家里人轮流照顾了我一个月，我老婆月工资4500。", 4500),  # a relative's lost pay
    ],
)
def test_carers_taking_turns_count_one_and_the_step_says_so(told: str, care: int) -> None:
    question = f"{HIT}{told}交强险应该赔多少？"
    (rated,) = extract_traffic(question, get_reference()).rated_items
    assert rated.carers == 1 and rated.carers_in_turns
    step = _care_step(compensate(question))
    assert step["amount"] == care
    assert "护理人数 1 人（轮流护理，同一时间只有一人护理，按一人计）" in step["description"]


def test_carers_taking_turns_without_their_pay_say_so_in_the_note_asking_for_it() -> None:
    result = compensate(f"{HIT}我爸妈轮流照顾了我20天。交强险应该赔多少？")
    (note,) = [note for note in result["notes"] if note.startswith("未计入护理费")]
    assert "护理时间 20 天、护理人数 1 人（轮流护理" in note


@pytest.mark.parametrize(
    ("told", "said"),
    [
        ("几个人护理了20天，护工每天150元。", "几个人护理"),
        ("请了好几个护工，护理了20天，每天150元。", "请了好几个护工"),
    ],
)
def test_carers_without_their_number_count_one_and_a_note_asks_for_it(told: str, said: str) -> None:
    question = f"{HIT}{told}交强险应该赔多少？"
    (rated,) = extract_traffic(question, get_reference()).rated_items
    assert rated.carers == 1 and not rated.carers_in_turns
    result = compensate(question)
    assert _care_step(result)["amount"] == 3000
    (note,) = [note for note in result["notes"] if "护理人数" in note and not note.startswith("未计入")]
    assert f"“{said}”没有说明确切的护理人数" in note and "医疗机构或者鉴定机构" in note and CARE_ARTICLE in note


@pytest.mark.parametrize("told", ["请了两个护工，每天150元，护理了20天。", "请了护工，每天150元，护理了20天。"])
def test_carers_told_exactly_or_not_at_all_get_no_note_on_their_number(told: str) -> None:
    result = compensate(f"{HIT}{told}交强险应该赔多少？")
    assert not any("没有说明确切的护理人数" in note for note in result["notes"])


def test_carers_in_turns_given_as_a_parameter() -> None:
    params = {
        "losses": {"医疗费": 8000},
        "liability": "全部责任",
        "rated_items": [{"item": "护理费", "rate": 150, "per": "天", "time": 20, "time_unit": "天", "carers_in_turns": True}],
    }
    step = _care_step(compensate_params("traffic", params))
    assert step["amount"] == 3000 and "轮流护理" in step["description"]


@pytest.mark.parametrize(
    "rated",
    [
        {"item": "护理费", "rate": 150, "per": "天", "time": 20, "time_unit": "天", "carers": 2, "carers_in_turns": True},
        {"item": "误工费", "rate": 6000, "per": "月", "time": 2, "time_unit": "个月", "carers_in_turns": True},
    ],
)
def test_carers_in_turns_beside_several_at_once_or_on_another_item_are_refused(rated: dict) -> None:
    with pytest.raises(ValueError, match="carers_in_turns"):
        compensate_params("traffic", {"losses": {"医疗费": 8000}, "liability": "全部责任", "rated_items": [rated]})
