"""Session 30, round 4: the one walking a dog is its keeper or manager, a fall on foot on the way to or from work is no
traffic accident and so no work injury, and a child knocked over at a place by a bigger child is a third person's act
there. Each test runs the real engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


@pytest.mark.parametrize(
    ("question", "keeper"),
    [
        ("被邻居牵着的狗扑上来咬了，医药费2000，能赔多少", "邻居（动物饲养人或者管理人）"),
        ("在小区散步，被一个大爷遛的狗咬了，打疫苗花了1800", "大爷（动物饲养人或者管理人）"),
        ("小区里有人遛狗没牵绳，狗把我咬了，打疫苗花了1500，我正常走路", "遛（牵着）动物的人（动物饲养人或者管理人）"),
        # the asker walking their own dog is the keeper of the dog that bit
        ("我牵着的狗把邻居咬了，他打疫苗花了2000，要我赔多少", "提问人（动物饲养人）"),
    ],
)
def test_the_one_walking_the_dog_is_its_keeper_or_manager(question: str, keeper: str) -> None:
    params = compensate(question)["params"]
    assert params["cause"] == "animal"
    assert params["liable_party_known"] is True and params["liable_party"] == keeper
    assert not any("饲养人或者管理人是谁" in need for need in compensate(question)["missing"])


def test_a_walk_with_a_dog_of_ones_own_tells_no_keeper_of_the_dog_that_bit() -> None:
    result = compensate("我牵着狗散步，被一条狗咬了，花了500")
    assert result["params"]["liable_party_known"] is None
    assert any("饲养人或者管理人是谁" in need for need in result["missing"])


def test_a_walker_unprovoked_pays_the_whole() -> None:
    # 民法典 第一千二百四十五条: the keeper or manager answers for all where the victim did nothing
    assert compensate("在小区散步，被一个大爷遛的狗咬了，打疫苗花了1800")["amount"] == 1800


@pytest.mark.parametrize(
    "question",
    [
        "下班回家路上自己在台阶上摔了一跤，骨折了，算工伤吗",
        "上班途中走路滑倒了，手腕骨折，评了十级，月薪5000，能拿多少",
    ],
)
def test_a_fall_on_foot_on_the_way_is_no_traffic_accident_and_no_work_injury(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "work_injury"
    assert result["amount"] == 0 and result["missing"] == []
    assert any("不是交通事故" in note and "第一百一十九条第（五）项" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    [
        # a vehicle told: the solo-accident note, computed as recognised
        "下班路上骑电动车自己摔倒了，没有别的车，算工伤吗",
        # another's vehicle: a commuting work injury
        "下班路上被电动车撞倒了，对方全责，评了十级，月薪5000",
        # recognition told keeps the benefits
        "下班路上走路摔倒了，已经认定为工伤，评了十级，月薪5000",
    ],
)
def test_a_vehicle_or_a_recognition_told_is_no_fall_on_foot(question: str) -> None:
    result = compensate(question)
    assert result["amount"] != 0
    assert not any("不是交通事故" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    [
        "孩子在蹦床公园玩，被别的大孩子撞了一下摔骨折了，工作人员也没人管，花了医药费15000，能赔多少",
        # no staff watching is the duty of safety not kept
        "带女儿去室内游乐场，她被别的大孩子撞倒磕破了头，当时没有工作人员看着，医药费6000，游乐场要赔多少",
    ],
)
def test_a_child_knocked_over_by_a_bigger_child_at_a_place_is_a_third_persons_act(question: str) -> None:
    result = compensate(question)
    params = result["params"]
    assert params["safety_duty_breached"] is True
    assert params["cause"] == "premises" and params["third_party_caused"] is True
    # the operator's share is the supplementary one, the court's to set (民法典 第一千一百九十八条第二款)
    assert result["amount"] is None
    assert any("补充责任" in need for need in result["missing"])
