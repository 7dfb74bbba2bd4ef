"""Disclosing crimes the authorities did not yet know is at least 坦白 (刑法第六十七条第三款; 量刑指导意见三（七）),
whether or not the words 如实供述 are used; a refusal to disclose is none."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge


def confessed(fact: str) -> bool:
    return "坦白" in extract_factors(fact, default_knowledge())


@pytest.mark.parametrize(
    "fact",
    [
        "被告人鲁某收受工程商贿赂共计人民币60万元。留置期间，鲁某主动交代了监察机关尚未掌握的另外两笔受贿事实。",
        "被告人鲁某盗窃电动车一辆，被抓获后供述了公安机关尚未发现的另两起盗窃事实。",
        "被告人鲁某到案后主动供述了其盗窃电动车的犯罪事实。",
    ],
)
def test_disclosure_is_a_confession(fact: str) -> None:
    assert confessed(fact)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人鲁某收受工程商贿赂共计人民币60万元。留置期间，鲁某拒不交代尚未掌握的受贿款去向。",
        "被告人鲁某盗窃电动车一辆，到案后未主动交代犯罪事实。",
    ],
)
def test_a_refusal_is_none(fact: str) -> None:
    assert not confessed(fact)
