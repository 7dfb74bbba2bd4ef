"""A card handed over to someone the defendant knew was committing fraud, with no network told, is the fraud's own
accomplice part (帮助犯, 从犯: 刑法第二十五条、第二十七条; 第二百八十七条之二第三款 punishes it once). The sentence says
so whether the hand-over is told verb first ('出售自己的银行卡') or card first ('将自己的银行卡提供给他人'), before or after
the knowledge; the knowledge in another sentence, or a help that hands over no card, is no such step."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence

LOSS = "被害人被骗人民币5万元。"


def _accomplice_steps(fact: str) -> list[str]:
    output = predict_sentence(fact + LOSS, charge="诈骗")
    return [s["description"] for s in output["steps"] if "帮助犯" in s["description"]]


@pytest.mark.parametrize(
    "fact",
    [
        "被告人田某明知他人实施诈骗，仍出售自己的银行卡给他人。",
        "被告人田某明知他人实施诈骗犯罪，仍将自己的银行卡提供给他人使用。",
        "被告人田某明知对方实施诈骗，仍把两张银行卡交给对方。",
        "被告人田某将自己的银行卡提供给他人使用，其明知他人实施诈骗犯罪。",
        "被告人田某将自己名下的银行卡出售给他人，明知他人用于诈骗。",
    ],
)
def test_a_card_handed_to_a_known_fraud_names_the_accomplice_part(fact: str) -> None:
    assert len(_accomplice_steps(fact)) == 1


@pytest.mark.parametrize(
    "fact",
    [
        "被告人田某明知他人实施诈骗犯罪。田某后将银行卡交给其母亲保管。",
        "被告人田某明知他人实施诈骗，仍驾车接送他人。",
    ],
)
def test_no_card_handed_over_in_the_knowing_sentence_is_no_accomplice_step(fact: str) -> None:
    assert _accomplice_steps(fact) == []
