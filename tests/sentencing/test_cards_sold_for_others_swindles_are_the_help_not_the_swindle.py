"""Bank cards sold or rented out to others who swindle with them ('卖了十几张银行卡给别人用于诈骗') are 帮助信息网络犯罪
活动 (刑法第二百八十七条之二第一款; 法发〔2021〕22号: selling cards is such help), not the swindle itself; the sale is
measured by the help's own figures, asked for where untold. A card lent to one person who swindled with it, no network
told, stays that swindle's accomplice; a common plan told makes the sale the swindle."""

import pytest

from backend.sentencing.predict import predict_sentence

HELPING = "帮助信息网络犯罪活动"


@pytest.mark.parametrize("question", [
    "卖了十几张银行卡给别人用于诈骗，会怎么判？",
    "朋友在微信上卖了十几张银行卡给别人",
    "把自己的几张银行卡租出去给人用，被拿去诈骗了",
    # trading in cards sells them too (it read as 制毒物品's 买卖 before)
    "我在网上买卖银行卡，会判刑吗？",
])
def test_cards_sold_or_rented_out_are_the_help(question: str) -> None:
    result = predict_sentence(question)
    assert result["charge"] == HELPING
    assert [item["factor"] for item in result["missing"]] == ["amount"]


def test_a_sale_with_its_payments_told_is_sentenced() -> None:
    result = predict_sentence("卖了十几张银行卡给别人用于诈骗，支付结算金额50万元")
    assert result["charge"] == HELPING and result["months"] > 0


def test_a_card_lent_to_one_who_swindled_stays_the_swindle() -> None:
    assert predict_sentence("把自己的银行卡借给别人用于诈骗")["charge"] == "诈骗"


def test_a_common_plan_makes_the_sale_the_swindle() -> None:
    assert predict_sentence("和上家事先商量好分赃，卖了五张银行卡给他们用于诈骗")["charge"] == "诈骗"
