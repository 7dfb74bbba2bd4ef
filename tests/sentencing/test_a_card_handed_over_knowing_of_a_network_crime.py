"""A bank or phone card handed over, told card first ('将自己的银行卡提供给他人'): 帮助信息网络犯罪活动 (刑法第二百八十七条之二)
only where the fact tells the defendant knew it served a crime over a network, never for the hand-over alone."""

from __future__ import annotations

import pytest

from backend.sentencing.engine import detect_charge
from backend.sentencing.knowledge import default_knowledge

HELPING = "帮助信息网络犯罪活动"


@pytest.mark.parametrize(
    "fact",
    [
        # knowledge first, of a fraud (whose words not_the_act blanks as the crime helped)
        "被告人田某明知他人利用网络实施诈骗，仍将自己的银行卡提供给他人使用。",
        # knowledge first, of another crime over a network
        "被告人田某知道对方把银行卡用于网络赌博犯罪，仍把银行卡交给他人使用。",
        # the hand-over first, the knowledge after it in the same sentence
        "被告人田某将本人名下的两张银行卡提供给上家，其明知上家用于电信网络诈骗犯罪。",
        "被告人田某把手机卡交给他人，且知道对方要用它在互联网上实施犯罪。",
    ],
)
def test_a_card_handed_over_knowing_it_served_a_network_crime_is_helping_one(fact: str) -> None:
    assert detect_charge(fact, default_knowledge()) == HELPING


@pytest.mark.parametrize(
    "fact",
    [
        "被告人田某将自己的银行卡提供给他人使用，获得好处费300元。",
        "被告人田某把银行卡交给朋友使用，后该卡被他人用于转账。",
        # the knowledge denied is none
        "被告人田某并不知道他人利用网络实施犯罪，将自己的银行卡提供给他人使用。",
        # the knowledge told in another sentence than the hand-over is not of it
        "被告人田某明知他人利用网络实施赌博犯罪。田某后将银行卡交给其母亲保管。",
    ],
)
def test_a_bare_card_hand_over_is_no_helping_crime(fact: str) -> None:
    assert detect_charge(fact, default_knowledge()) != HELPING


def test_a_card_handed_to_a_fraud_known_without_a_network_stays_the_fraud() -> None:
    # no network told: the help is the fraud's accomplice part (刑法第二十五条), not 帮信
    fact = "被告人田某明知他人实施诈骗犯罪，仍将自己的银行卡提供给他人使用。"
    assert detect_charge(fact, default_knowledge()) == "诈骗"
