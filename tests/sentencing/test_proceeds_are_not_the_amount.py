"""The proceeds (违法所得, 获利) are not the amount the act is measured by: they are never added to it."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge


@pytest.mark.parametrize(
    ("fact", "amount"),
    [
        # 帮信: 支付结算 and 违法所得 are separate criteria (法释〔2019〕15号第十二条); 19.8万 stays below 20万
        ("被告人邹某明知他人利用网络实施诈骗，仍将本人银行卡提供给他人用于支付结算，流水金额人民币19.8万元，从中获利人民币5000元。", 198000),
        ("被告人邹某无烟草专卖许可证，非法收购并销售卷烟，经营数额人民币15万元，违法所得人民币2万元。", 150000),
        # two thefts are still added up
        ("被告人邹某先后两次盗窃，第一次窃得现金人民币3000元，第二次窃得现金人民币2000元。", 5000),
    ],
)
def test_the_amount_leaves_out_the_proceeds(fact: str, amount: float) -> None:
    found = extract_factors(fact, default_knowledge())
    assert found["amount"].value == amount
