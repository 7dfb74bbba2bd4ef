"""Session 28 (comp28b): a fall on a dwelling's fixture its keeper left broken is the landlord's or the estate's fault
(民法典 第一千一百六十五条, with 第七百一十二条 or 第九百四十二条), not 第一千二百五十三条 (nothing fell); a fall into an open
manhole is its manager's (第一千二百五十八条第二款). The losses told are computed, the share's note beside (第一千一百七十三条)."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.personal_injury import ESTATE_MANAGER, LANDLORD, MANHOLE_MANAGER


def _owed_step(result: dict) -> dict:
    return next(step for step in result["steps"] if "应赔偿" in step["description"])


@pytest.mark.parametrize(
    ("question", "keeper", "article", "owed"),
    [
        ("租的房子楼梯扶手松了，我摔伤了，花了八千医药费，房东要赔吗", LANDLORD, "第七百一十二条", 8000),
        ("小区楼道的灯坏了很久，物业一直不修，我摔了一跤骨折了，花了两万", ESTATE_MANAGER, "第九百四十二条", 20000),
    ],
)
def test_a_fixture_left_broken_is_its_keepers_fault_computed_in_full(question: str, keeper: str, article: str, owed: int) -> None:
    result = compensate(question)
    params = result["params"]
    assert result["scenario"] == "personal_injury" and params["cause"] == "fault" and params["liable_party"] == keeper
    assert result["amount"] == owed and not result["missing"]
    source = _owed_step(result)["source"]
    assert "第一千一百六十五条" in source and article in source and "第一千二百五十三条" not in source
    [note] = [note for note in result["notes"] if note.startswith("责任大小取决于")]
    assert "第一千一百七十三条" in note and "没有说到受害人的过错" in note


def test_the_askers_own_carelessness_told_asks_the_reduced_share() -> None:
    # a rented home names its landlord without the word 房东
    result = compensate("租的房子楼梯扶手松了，我自己没注意，摔伤了，花了八千医药费")
    assert result["params"]["liable_party"] == LANDLORD and result["params"]["victim_at_fault"] is True
    assert result["amount"] is None
    assert result["missing"][0].startswith("受害人自己的过错时责任人承担的比例")


@pytest.mark.parametrize(
    ("question", "owed"),
    [("走路掉进没盖井盖的下水道，腿摔断了，花了三万", 30000), ("晚上踩翻了小区的井盖，摔进去了，医药费5000", 5000)],
)
def test_a_fall_into_an_open_manhole_is_its_managers(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["params"]["cause"] == "fault" and result["params"]["liable_party"] == MANHOLE_MANAGER
    assert result["amount"] == owed
    assert _owed_step(result)["source"] == "民法典 第一千二百五十八条第二款"


@pytest.mark.parametrize(
    ("question", "scenario", "cause"),
    [
        # a shop's handrail stays the operator's duty of safety (第一千一百九十八条)
        ("商场的楼梯扶手松了，我摔伤了，医药费5000", "personal_injury", "premises"),
        # a fixture that fell stays 第一千二百五十三条
        ("楼道的灯掉下来砸伤了我，物业不管，医药费3000", "personal_injury", "falling_object"),
        # a worker who fell into a manhole at work is asking of a work injury
        ("我在工地干活时掉进了没盖的窨井，腿摔断了，月薪6000，算工伤吗", "work_injury", None),
    ],
)
def test_other_keepers_and_a_worker_keep_their_readings(question: str, scenario: str, cause: str | None) -> None:
    result = compensate(question)
    assert result["scenario"] == scenario and result["params"].get("cause") == cause


def test_a_fall_at_home_with_no_one_named_is_still_refused_as_no_ones() -> None:
    with pytest.raises(ValueError, match="没有可以向他人主张的赔偿"):
        compensate("我在家里楼梯上摔了")
