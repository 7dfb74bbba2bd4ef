"""误工费 and 护理费 told as a rate and a time (人身损害赔偿解释 第七条、第八条) are worked out by the engine in a step of
their own and counted under the 交强险 死亡伤残 limit; one told without its rate or its time is noted, asking only for
what is missing; an income of someone other than the injured is never taken for theirs; the stay in hospital is read
in weeks and months too; an item the asker sets aside is neither computed nor noted."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params
from backend.compensation.extract.common import hospital_stay
from backend.compensation.extract.traffic import extract_traffic
from backend.compensation.reference import SHIPPED_FILES, Reference, get_reference

LOST_WORK_ARTICLE = "最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释 第七条"
CARE_ARTICLE = "最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释 第八条"
# a commuter hit by a car fully to blame; each test adds what it tells of the lost work or the care
HIT = "我骑车上班时被一辆小车撞了，小车司机全责，医疗费1万元，"


def _step(result: dict, starts: str) -> dict:
    return next(step for step in result["steps"] if step["description"].startswith(starts))


def _still_needed(note: str) -> str:
    """What a note on an item left out asks for ('…计算它还需要误工时间…')."""
    return note.split("还需要")[1]


def _left_out(result: dict) -> dict[str, str]:
    """Each item a note says is not counted ('未计入误工费：…'), with its note."""
    return {note.removeprefix("未计入").split("：")[0]: note for note in result["notes"] if note.startswith("未计入")}


def test_the_wage_and_the_time_off_told_give_the_lost_wages() -> None:
    result = compensate("我在上班路上被车撞了，对方全责，住院两周，花了医疗费2万元，我月工资6000元，休息了两个月，能赔多少？")
    step = _step(result, "误工费 =")
    assert step["amount"] == 12000 and step["source"] == LOST_WORK_ARTICLE
    assert "6000.00元/月" in step["description"] and "2 个月" in step["description"]
    # under the death-and-disability limit, beside the medical expense under its own
    assert _step(result, "死亡伤残类：误工费")["amount"] == 12000
    assert "误工费" not in _left_out(result)
    assert result["params"]["hospital_days"] == 14
    # the medical limit pays 18000 of the 20000, the vehicle side fully to blame bears the rest: the whole 32000
    assert result["amount"] == 32000


@pytest.mark.parametrize(
    ("told", "lost_wages", "reckoned"),
    [
        ("我月工资6000，误工45天", 9000, "÷ 30"),  # a monthly wage over days: 6000 ÷ 30 a day
        ("我日工资300，休息了两个月", 18000, "× 30"),  # a daily wage over months: 30 days a month
        ("我年收入12万，休息了3个月", 30000, "÷ 12"),  # a yearly income over months
        ("我一个月工资4500，请了半个月假", 2250, ""),  # half a month
        ("我每天能挣200块，两周没上班", 2800, ""),  # two weeks are 14 days
        ("我月薪8000，在家休养了两个半月", 20000, ""),
        ("误工费按月收入5000算，误工2个月", 10000, ""),  # the rate named with the item
        ("我做点小生意，平均每月挣1万，养伤养了三个月", 30000, ""),  # an income that is not fixed, by its average
    ],
)
def test_the_wage_is_brought_to_the_unit_of_the_time_off(told: str, lost_wages: int, reckoned: str) -> None:
    result = compensate(f"{HIT}{told}，能赔多少？")
    step = _step(result, "误工费 =")
    assert step["amount"] == lost_wages and reckoned in step["description"]
    assert result["amount"] == 10000 + lost_wages


@pytest.mark.parametrize(
    ("told", "lost_wages"),
    # ('一天300' with no 元: a rate per day is money as a rate per month is)
    [("误工一个月，每月7千", 7000), ("休息了两个月，一个月能挣6000元", 12000), ("误工二十天，一天300", 6000)],
)
def test_a_bare_rate_right_after_the_time_off_is_the_injureds_wage(told: str, lost_wages: int) -> None:
    result = compensate(f"{HIT}{told}，能赔多少？")
    assert _step(result, "误工费 =")["amount"] == lost_wages
    assert not result["missing"] and result["amount"] == 10000 + lost_wages


def test_a_rate_of_something_else_after_the_time_off_is_no_wage() -> None:
    result = compensate(f"{HIT}休息了20天，每天吃药花50元，能赔多少？")
    assert not any(step["description"].startswith("误工费 =") for step in result["steps"])


def test_a_wage_told_without_the_time_off_asks_for_the_time_only() -> None:
    result = compensate(f"{HIT}住院两周，我月收入8000，能赔多少？")
    note = _left_out(result)["误工费"]
    assert "8000.00元/月" in note and "误工时间" in _still_needed(note) and "收入" not in _still_needed(note)
    assert result["amount"] == 10000 and result["missing"] == []


def test_the_time_off_told_without_a_wage_asks_for_the_wage_only() -> None:
    result = compensate(f"{HIT}休息了两个月，能赔多少？")
    note = _left_out(result)["误工费"]
    assert "2 个月" in note and "受害人受伤前的收入" in _still_needed(note) and "误工时间" not in _still_needed(note)
    assert result["amount"] == 10000


@pytest.mark.parametrize(
    "someone_elses",
    [
        "对方司机月收入1万",  # the driver's
        "我们单位职工月平均工资7000",  # the employer's average, no pay of the injured
        "我老婆月工资5000",  # a relative's
    ],
)
def test_a_wage_of_someone_else_is_not_the_injureds(someone_elses: str) -> None:
    params = extract_traffic(f"{HIT}{someone_elses}，我休息了两个月，能赔多少？", get_reference())
    (rated,) = params.rated_items
    assert rated.item == "误工费" and rated.rate is None and rated.time == 2


def test_the_paying_askers_own_wage_is_not_the_victims() -> None:
    params = extract_traffic("我开车撞了一个行人，我全责，对方医疗费1万，我月工资8000，我要赔多少？", get_reference())
    assert params.rated_items == []


def test_the_victims_wage_told_to_the_paying_asker_is_theirs() -> None:
    result = compensate("我开车撞了一个行人，我全责，他医疗费1万，他月工资5000，休息了一个月，我要赔多少？")
    assert _step(result, "误工费 =")["amount"] == 5000
    assert result["amount"] == 15000


def test_a_vague_time_off_with_its_wage_is_asked_for_exactly() -> None:
    result = compensate(f"{HIT}我月工资6000，休息了两个多月，能赔多少？")
    assert result["amount"] is None
    assert result["missing"] == ["误工费的计算期间：两个多月（请给出确切月数）"]


def test_a_hired_carers_daily_rate_and_days_give_the_care() -> None:
    result = compensate("被电动车撞了，对方全责，住院十天，请了护工，每天200元，护理了30天，医疗费3万，能赔多少？")
    step = _step(result, "护理费 =")
    assert step["amount"] == 6000 and step["source"] == CARE_ARTICLE
    assert "护理费" not in _left_out(result)


@pytest.mark.parametrize(
    ("told", "care"),
    [
        ("护理了20天，护工费每月4500元，", 3000),  # 4500 ÷ 30 × 20
        ("护理两个月，护工每月4500，", 9000),
        ("护理期15天，护工工资一天220块，", 3300),
        ("护理了一个月，陪护费每天160元，", 4800),  # 160 × 30
    ],
)
def test_a_carers_rate_named_after_the_time_of_care_gives_the_care(told: str, care: int) -> None:
    result = compensate(f"{HIT}{told}能赔多少？")
    step = _step(result, "护理费 =")
    assert step["amount"] == care and step["source"] == CARE_ARTICLE
    assert "护理费" not in result["params"]["unquantified_losses"] and not result["missing"]
    assert result["amount"] == 10000 + care


def test_the_rate_named_after_the_time_of_care_with_lost_wages_gives_both() -> None:
    # 8000 × 4 months of lost work and 4500 × 2 months of care beside a medical bill of 30000
    result = compensate("被车撞骨折了，对方全责，误工四个月，月工资八千，医疗费三万，护理两个月，护工每月4500，能赔多少？")
    assert _step(result, "误工费 =")["amount"] == 32000 and _step(result, "护理费 =")["amount"] == 9000
    assert result["amount"] == 71000


def test_a_carers_rate_named_in_another_clause_than_the_care_is_not_its_rate() -> None:
    # the carer's wage told apart from the time of care, with something between: the rate is not taken for it
    result = compensate(f"{HIT}护理了20天，后来出院回家了，护工每月4500元，能赔多少？")
    assert not any(step["description"].startswith("护理费 =") for step in result["steps"])


@pytest.mark.parametrize(
    ("told", "care"),
    [
        ("我女儿照顾了我一个月，护工每天200元，", 6000),  # 200 × 30: a relative's care at a hired carer's rate
        ("家里人照顾了我半个月，每天180块，", 2700),
        ("我老公陪床20天，护工费一天150，", 3000),
        ("我和我姐两个人轮流照顾了一个月，护工费一天200，", 6000),  # in turns: one carer at a time
    ],
)
def test_a_carers_rate_after_a_time_of_care_told_in_other_words_gives_the_care(told: str, care: int) -> None:
    result = compensate(f"{HIT}{told}能赔多少？")
    step = _step(result, "护理费 =")
    assert step["amount"] == care and step["source"] == CARE_ARTICLE
    assert "护理费" not in _left_out(result) and not result["missing"]
    assert result["amount"] == 10000 + care


def test_a_care_rate_named_before_a_time_of_care_told_with_who_nursed_gives_the_care() -> None:
    result = compensate(f"{HIT}护理费每天150元，我老婆照顾了我20天，能赔多少？")
    assert _step(result, "护理费 =")["amount"] == 3000
    assert result["amount"] == 13000 and not result["missing"]


def test_a_relatives_own_wage_after_a_time_of_care_is_no_carers_rate() -> None:
    # '每月工资5000' after the time of care is a pay, whose it is not told: it is not taken for a carer's rate
    result = compensate(f"{HIT}我老婆照顾了我一个月，每月工资5000，能赔多少？")
    assert not any(step["description"].startswith("护理费 =") for step in result["steps"])
    assert "护理人员因护理减少的收入或护工费标准" in _still_needed(_left_out(result)["护理费"])


@pytest.mark.parametrize(
    ("question", "care"),
    [
        # the asker nursed a hurt son: the pay lost told right after is the asker's (300 × 30 × 0.5)
        ("我儿子12岁，上学路上被车撞了，对方全责，医疗费1万元，我请假照顾了他半个月，一天少挣300，能赔多少？", 4500),
        ("我被车撞了，对方全责，医疗费1万元，我老婆请假照顾了我20天，每天少挣200，能赔多少？", 4000),
    ],
)
def test_pay_lost_told_right_after_the_care_is_the_carers(question: str, care: int) -> None:
    result = compensate(question)
    assert _step(result, "护理费 =")["amount"] == care
    assert not any(step["description"].startswith("误工费 =") for step in result["steps"])
    assert result["amount"] == 10000 + care


def test_pay_lost_told_after_the_injureds_time_off_is_the_injureds() -> None:
    result = compensate(f"{HIT}休息了一个月，一天少挣300，能赔多少？")
    assert _step(result, "误工费 =")["amount"] == 9000 and "护理费" not in [t["item"] for t in result["params"]["rated_items"]]


@pytest.mark.parametrize("told", ["我请了护工一天两百，", "陪护每天200元，"])
def test_a_carers_rate_told_without_the_time_of_care_asks_for_the_time_only(told: str) -> None:
    result = compensate(f"{HIT}住院二十天，{told}能赔多少？")
    note = _left_out(result)["护理费"]
    assert "题目给出了护理人员收入或护工费 200.00元/天" in note
    assert "护理天数" in _still_needed(note) and "护工费标准" not in _still_needed(note)
    assert result["amount"] == 10000


def test_a_relatives_lost_pay_while_nursing_gives_the_care() -> None:
    result = compensate("我散步时被一辆小车撞了，小车司机全责，医疗费1万元，我老婆请假照顾了我一个月，她月工资5000，能赔多少？")
    step = _step(result, "护理费 =")
    assert step["amount"] == 5000 and step["source"] == CARE_ARTICLE
    # her leave and pay are no lost work of the injured: neither computed nor noted as such
    assert not any(step["description"].startswith("误工费 =") for step in result["steps"])
    assert result["params"]["lost_work"] is None and "误工费" not in _left_out(result)
    assert result["amount"] == 15000


def test_the_askers_lost_pay_nursing_a_hurt_father_gives_the_care() -> None:
    result = compensate("我爸被车撞了，对方全责，医疗费2万，我请了20天假照顾他，我月薪6000，能赔多少？")
    assert _step(result, "护理费 =")["amount"] == 4000  # 6000 ÷ 30 × 20 days
    assert result["amount"] == 24000


def test_the_time_of_care_told_without_its_pay_asks_for_the_pay_only() -> None:
    result = compensate(f"{HIT}住院期间我妈陪床半个月，能赔多少？")
    note = _left_out(result)["护理费"]
    assert "0.5 个月" in note and "护理人员因护理减少的收入或护工费标准" in _still_needed(note) and "护理天数" not in _still_needed(note)
    assert result["amount"] == 10000


def test_each_victims_lost_wages_are_their_own() -> None:
    result = compensate(
        "我爸和我妈都被车撞了，对方全责。我爸医疗费2万，月工资5000，休息了两个月；我妈医疗费1万，她月工资4000，误工1个月，各赔多少？"
    )
    assert _step(result, "我爸：误工费 =")["amount"] == 10000
    assert _step(result, "我妈：误工费 =")["amount"] == 4000
    assert _step(result, "死亡伤残类：误工费")["amount"] == 14000
    assert result["amount"] == 44000


@pytest.mark.parametrize(
    ("stay", "days"),
    [("住院两周", 14), ("住院半个月", 15), ("住了一个月院", 30), ("在医院住了20天", 20), ("住院十来天", None), ("住院十几天", None)],
)
def test_the_stay_in_hospital_in_weeks_and_months(stay: str, days: int | None) -> None:
    assert hospital_stay(f"{HIT}{stay}。") == (True, days)


def test_a_stay_in_months_says_the_days_it_was_taken_for() -> None:
    result = compensate(f"{HIT}住院半个月，能赔多少？", {"hospital_meal_allowance": 100})
    assert _step(result, "住院伙食补助费 =")["amount"] == 1500
    assert any("半个月" in note and "15 天" in note for note in result["notes"])


def test_a_vague_stay_is_said_to_be_approximate() -> None:
    result = compensate(f"{HIT}住院十来天，能赔多少？")
    assert result["params"]["hospital_days"] is None
    assert any("十来天" in note and "约数" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("aside", "gone"),
    [
        ("我月工资6000，休息了两个月，误工费我不要了", {"误工费"}),
        ("住院10天，不主张护理费", {"护理费"}),
        ("住院10天，我月工资6000，休息了两个月，只算医疗费", {"误工费", "护理费", "住院伙食补助费", "营养费", "交通费"}),
    ],
)
def test_an_item_set_aside_is_neither_computed_nor_noted(aside: str, gone: set[str]) -> None:
    result = compensate(f"{HIT}{aside}，能赔多少？")
    assert not gone & set(_left_out(result))
    assert not any(step["description"].split(" =")[0] in gone for step in result["steps"])
    assert result["amount"] == 10000


def test_rated_items_given_as_parameters() -> None:
    params = {
        "losses": {"医疗费": 10000},
        "liability": "全部责任",
        "rated_items": [{"item": "误工费", "rate": 6000, "per": "月", "time": 20, "time_unit": "天"}],
    }
    result = compensate_params("traffic", params)
    assert _step(result, "误工费 =")["amount"] == 4000
    assert result["amount"] == 14000


@pytest.mark.parametrize(
    ("rated", "message"),
    [
        ({"item": "营养费", "rate": 30, "per": "天", "time": 10, "time_unit": "天"}, "不能按标准"),
        ({"item": "误工费", "rate": 6000, "per": "周", "time": 2, "time_unit": "个月"}, "单位不对"),
        ({"item": "误工费", "rate": 6000, "per": "月", "time": 2, "time_unit": "个月", "victim": "乙"}, "victim"),
        ({"item": "误工费", "rate": 6000, "time": 2, "time_unit": "个月"}, "同时给出"),  # a rate per nothing
        ({"item": "护理费"}, "既没有"),
    ],
)
def test_rated_items_that_cannot_be_worked_out_are_refused(rated: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        compensate_params("traffic", {"losses": {"医疗费": 10000}, "liability": "全部责任", "rated_items": [rated]})


def test_an_item_given_both_as_an_amount_and_as_a_rate_is_refused() -> None:
    params = {
        "losses": {"医疗费": 10000, "误工费": 3000},
        "liability": "全部责任",
        "rated_items": [{"item": "误工费", "rate": 6000, "per": "月", "time": 2, "time_unit": "个月"}],
    }
    with pytest.raises(ValueError, match="只保留一种"):
        compensate_params("traffic", params)


def test_the_rated_amount_is_rate_times_time() -> None:
    (rated,) = extract_traffic(f"{HIT}我月工资6000，休息了两个月，能赔多少？", get_reference()).rated_items
    assert rated.amount() == Decimal(12000)


def test_an_operators_table_without_the_words_of_a_rated_item_is_refused_at_load(tmp_path: Path) -> None:
    text = SHIPPED_FILES["traffic.yaml"].read_text(encoding="utf-8")
    (tmp_path / "traffic.yaml").write_text(text.replace("    rate_label: 受害人收入\n", ""), encoding="utf-8")
    with pytest.raises(ValueError, match="误工费.*rate_label"):
        Reference(tmp_path)
