"""已满七十五周岁 (刑法第十七条之一) is read however the fact gives the age: 已满/年满, the defendant's header, or the
birth date and the act's date; another person's age, or an age below 75, is not the defendant's."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge


def elderly(fact: str) -> bool:
    return "老年人" in extract_factors(fact, default_knowledge())


@pytest.mark.parametrize(
    "fact",
    [
        "被告人葛某（78周岁）在菜市场内盗窃他人钱包一个，内有现金人民币3500元。",
        "被告人葛某，男，七十七岁，在菜市场内盗窃他人钱包一个，内有现金人民币3500元。",
        "被告人葛某，男，1944年8月12日出生。2022年10月3日，葛某在菜市场内盗窃他人钱包一个，内有现金人民币3500元。",
        "被告人葛某作案时已满七十六周岁，在菜市场内盗窃他人钱包一个，内有现金人民币3500元。",
    ],
)
def test_seventy_five_or_more_is_read(fact: str) -> None:
    assert elderly(fact)


@pytest.mark.parametrize(
    "fact",
    [
        # 74 at the act: the birthday comes after it
        "被告人葛某，男，1948年11月2日出生。2022年10月3日，葛某在菜市场内盗窃他人钱包一个，内有现金人民币3500元。",
        "被告人葛某（68周岁）在菜市场内盗窃他人钱包一个，内有现金人民币3500元。",
        # the victim's age
        "被告人葛某，男，45岁，在菜市场内盗窃被害人冯某（81岁）的钱包一个，内有现金人民币3500元。",
    ],
)
def test_a_younger_defendant_or_anothers_age_is_not(fact: str) -> None:
    assert not elderly(fact)
