"""Session 25 (second round): an age told without 岁 ('婆婆七十了', '我妈今年65了', '她都七十了'), read where a
person is named right before it and 了 follows; a rough age ('我六十多了') that names the person with the age asked; a
relative told with a pension, noted as usually no dependant (第十七条)."""

from __future__ import annotations

from typing import Any

import pytest

from backend.compensation.engine import compensate
from backend.compensation.extract.traffic import _AGE

_URBAN = "城镇居民人均可支配收入5万，人均消费支出3万"


def _people(result: dict[str, Any]) -> list[tuple[str, int | None, bool | None]]:
    return [(p["relation"], p["age"], p["unable_to_work"]) for p in result["params"]["supported_people"]]


@pytest.mark.parametrize(
    ("words", "ages"),
    [
        ("婆婆七十了", ["七十"]),
        ("我妈今年65了", ["65"]),
        ("她都七十了", ["七十"]),
        ("奶奶已经八十了", ["八十"]),
        ("我爸68岁", ["68"]),
        # a sum, a count and a rough age are no age read
        ("医药费已经花了500了", []),
        ("干了十年了", []),
        ("欠了我十五了", []),
        ("我爸六十多了", []),
    ],
)
def test_an_age_without_sui_needs_a_person_before_it_and_le_after(words: str, ages: list[str]) -> None:
    assert [m.group("age") for m in _AGE.finditer(words)] == ages


def test_a_dependant_told_with_an_age_without_sui_is_counted() -> None:
    result = compensate(f"我老公被车撞死了，对方全责，他45岁，婆婆七十了，没收入，老公是独子，{_URBAN}，能赔多少")
    assert _people(result) == [("婆婆", 70, True)]
    # 1000000 + 30000 × (20 − 10) years ÷ 1 supporter
    assert result["amount"] == 1300000


def test_both_grandparents_told_with_dou_and_an_age_without_sui() -> None:
    result = compensate(f"我爸被车撞死了，对方全责，他50岁，爷爷奶奶都八十了，没有收入，我爸是独子，{_URBAN}，能赔多少")
    assert _people(result) == [("爷爷", 80, True), ("奶奶", 80, True)]
    # 75 and over: 5 years each, 30000 × 5 × 2
    assert result["amount"] == 1300000 - 300000 + 300000 // 2


def test_a_disabled_victims_mother_told_with_an_age_without_sui() -> None:
    result = compensate(f"我被车撞成了七级伤残，对方全责，我40岁，我妈六十五了，丧失劳动能力，我是独生女，{_URBAN}，能赔多少")
    assert _people(result) == [("妈", 65, True)]
    # 50000 × 20 × 40% + 30000 × 15 × 40%
    assert result["amount"] == 580000


def test_the_victims_own_age_told_without_sui() -> None:
    result = compensate("我妈被车撞成十级伤残，她都七十了，对方全责，城镇人均可支配收入5万，能赔多少")
    assert result["params"]["victim_age"] == 70
    # 50000 × (20 − 10) × 10%
    assert result["amount"] == 50000


def test_a_rough_age_names_the_dependant_and_asks_the_age() -> None:
    result = compensate(f"我儿子被车撞死了，对方全责，他25岁，是独生子，我六十多了，没有收入，{_URBAN}，能赔多少")
    assert _people(result) == [("提问人本人", None, True)]
    assert result["amount"] is None
    assert any("受害人的父母（提问人本人）的年龄" in need for need in result["missing"])


@pytest.mark.parametrize(
    ("question", "told"),
    [
        (f"我爸被车撞死了，对方全责，他58岁，我奶奶有退休金，{_URBAN}，能赔多少", "我奶奶有退休金"),
        (f"我老公被车撞死了，对方全责，他45岁，婆婆70岁，有退休金，{_URBAN}，能赔多少", "婆婆70岁，有退休金"),
        (f"我爸被车撞成八级伤残，对方全责，他50岁，爷爷奶奶都每月领养老金，{_URBAN}，能赔多少", "爷爷奶奶都每月领养老金"),
    ],
)
def test_a_relative_with_a_pension_is_noted_as_usually_no_dependant(question: str, told: str) -> None:
    result = compensate(question)
    assert result["params"]["supported_people"] == []
    [note] = [note for note in result["notes"] if note.startswith("题目说“")]
    assert f"题目说“{told}”" in note and "第十七条" in note and "不是被扶养人" in note


@pytest.mark.parametrize(
    "question",
    [
        f"我爸被车撞死了，对方全责，他50岁，我妈没有退休金，{_URBAN}，能赔多少",
        # no death nor disability: no dependant to weigh
        "我被车撞伤了，花了医药费2万，我妈有退休金，对方全责，能赔多少",
    ],
)
def test_no_pension_note_without_a_pension_or_a_dependants_item(question: str) -> None:
    assert not any("退休金（" in note or "领取退休金、养老金的一般有生活来源" in note for note in compensate(question)["notes"])
