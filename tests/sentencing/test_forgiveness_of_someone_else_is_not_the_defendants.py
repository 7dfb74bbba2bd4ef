"""取得谅解 weighs the victim's forgiveness of the defendant (量刑指导意见三（十一）). A forgiveness letter only named among
the evidence shown tells no one's forgiveness, and a forgiveness given to someone else named (the harboured driver, a
co-offender) is that person's; forgiveness the sentence gives the defendant is still read."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge

K = default_knowledge()
HARBOURING = (
    "2022年8月9日，严某乙无证驾驶货车撞倒一名行人致其死亡。被告人严某甲明知严某乙是肇事者，为使其逃避追究，"
    "到交警部门谎称是自己驾车肇事。"
)


def test_a_letter_only_listed_among_the_evidence_is_no_forgiveness() -> None:
    fact = HARBOURING + "公诉机关当庭出示了户籍证明、谅解书、证人证言、尸体检验报告等证据。"
    assert "取得谅解" not in extract_factors(fact, K)


@pytest.mark.parametrize(
    "given",
    [
        "死者家属对严某乙表示谅解。",
        "死者家属出具谅解书，对严某乙的行为予以谅解。",
        "死者家属已谅解了严某乙。",
    ],
)
def test_forgiveness_given_to_another_person_is_not_the_defendants(given: str) -> None:
    read = extract_factors(HARBOURING + given, K)["取得谅解"]
    assert read.value is False and "严某乙的情节" in read.evidence


@pytest.mark.parametrize(
    "given",
    [
        "死者家属对被告人严某甲表示谅解。",
        "死者家属出具谅解书，对被告人的行为予以谅解。",
        "死者家属出具了谅解书。",
        "被告人严某甲取得了死者家属的谅解，有谅解书在案佐证。",
        "死者家属对严某乙表示谅解，也对被告人严某甲表示谅解。",
    ],
)
def test_forgiveness_given_to_the_defendant_is_still_read(given: str) -> None:
    assert extract_factors(HARBOURING + given, K)["取得谅解"].value is True
