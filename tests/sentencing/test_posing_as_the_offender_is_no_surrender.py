"""Going to the police as the offender of someone else's crime (顶包: '冒充肇事司机投案', '投案，谎称事故是其所致') is
the harbouring itself, not a surrender (刑法第六十七条第一款 asks for a truthful account of one's own crime); a later
real surrender of the harbourer's own still is one."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

K = default_knowledge()
ACCIDENT = "2022年5月3日，钱某驾驶货车撞倒行人致其死亡后逃离现场。"


@pytest.mark.parametrize(
    "posing",
    [
        "被告人郑某明知钱某是肇事者，冒充肇事司机向交警大队投案。",
        "被告人郑某为使钱某逃避追究，次日到交警大队投案，谎称事故是其本人驾车所致。",
        "被告人郑某让其雇员冯某顶替钱某到公安机关投案。",
    ],
)
def test_a_surrender_posing_as_the_offender_is_not_read(posing: str) -> None:
    assert "自首" not in extract_factors(ACCIDENT + posing, K)


def test_the_harbourers_term_takes_no_surrender_reduction() -> None:
    output = predict_sentence(ACCIDENT + "被告人郑某冒充肇事司机向交警大队投案，作假证明包庇钱某。", charge="窝藏、包庇")
    assert not any("自首" in s["description"] for s in output["steps"] if s["description"].startswith("调节"))


def test_a_real_surrender_afterwards_still_counts() -> None:
    fact = ACCIDENT + "被告人郑某冒充肇事司机作假证明。2022年6月1日，郑某主动到公安机关投案，如实供述了包庇钱某的事实。"
    read = extract_factors(fact, K)
    assert read["自首"].value is True and "如实供述了包庇" in read["自首"].evidence


@pytest.mark.parametrize(
    "confessed",
    [
        "被告人郑某于2022年6月1日主动到公安机关投案，如实供述了其冒充肇事司机包庇钱某的事实。",
        "被告人郑某冒充民警骗取他人财物后，主动到公安机关投案，如实供述了犯罪事实。",
        "被告人郑某主动到公安机关投案，如实交代了其谎称自己是律师骗取钱款的事实。",
    ],
)
def test_a_surrender_that_confesses_posing_or_another_deceit_is_still_read(confessed: str) -> None:
    assert extract_factors(confessed, K)["自首"].value is True


def test_posing_earlier_in_the_sentence_does_not_undo_a_later_real_surrender() -> None:
    fact = ACCIDENT + "被告人郑某冒充肇事司机作假证明，后于2022年6月1日主动到公安机关投案，如实供述了包庇钱某的事实。"
    assert extract_factors(fact, K)["自首"].value is True
