"""A thing told with its price in 块 ('偷了一瓶两千块的酒') is stolen at that amount: 块 of thousands before 的 prices the
thing, it counts nothing."""

import pytest

from backend.sentencing.factors import read_amount
from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize(("fact", "amount"), [
    ("我在超市偷了一瓶两千块的酒，被保安抓住了，会坐牢吗", 2000),
    ("他偷了邻居一辆三万块的摩托车", 30000),
    # a rough price after one thing, read at its floor as any rough sum in everyday words
    ("他偷了一部两千多块的手机，会判刑吗", 2000),
    ("他偷了一辆三万多的摩托车，会判几年", 30000),
])
def test_a_price_in_kuai_before_the_thing_is_read(fact, amount):
    read = read_amount(fact)
    assert read is not None and read[0] == amount
    result = predict_sentence(fact)
    assert result["charge"] == "盗窃" and result["missing"] == [] and result["months"] > 0


@pytest.mark.parametrize("fact", ["他从工地偷了三千块砖", "他从工地偷了一块三千多斤的钢板"])
def test_kuai_counting_things_or_a_weight_is_still_no_sum(fact):
    assert read_amount(fact) is None
