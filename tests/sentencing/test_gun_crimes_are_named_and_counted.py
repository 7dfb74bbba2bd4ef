"""Gun crimes (刑法第一百二十五条、第一百二十八条): found from the gun acted on, never from a bare 制造; the names judgments
give one act of these 选择性罪名 are accepted; the guns counted choose the tier (法释〔2001〕15号 as amended)."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence

MAKING = "非法制造、买卖、运输、邮寄、储存枪支、弹药、爆炸物"
HOLDING = "非法持有、私藏枪支、弹药"


def tier_step(output: dict) -> str:
    return next(step["description"] for step in output["steps"] if "法定刑档次" in step["description"])


def test_making_guns_is_the_gun_crime_not_the_trademark_one() -> None:
    output = predict_sentence("被告人谭某在自家车库中用车床加工零件，非法制造以火药为动力的枪支3支，后被公安机关查获。")
    assert output["charge"] == MAKING
    assert "基本犯" in tier_step(output)
    assert 36 <= output["months"] <= 120


def test_a_trademark_case_stays_the_trademark_crime() -> None:
    output = predict_sentence(
        "被告人谭某未经商标注册人许可，非法制造某品牌注册商标标识2万件，情节严重。", charge="非法制造、销售非法制造的注册商标标识"
    )
    assert output["charge"] == "非法制造、销售非法制造的注册商标标识"


@pytest.mark.parametrize(
    ("name", "charge"),
    [("非法制造枪支", MAKING), ("非法制造枪支罪", MAKING), ("非法买卖枪支", MAKING), ("非法持有枪支", HOLDING),
     ("私藏枪支罪", HOLDING)],
)
def test_the_short_names_are_accepted(name: str, charge: str) -> None:
    output = predict_sentence("被告人谭某从他人处购得以火药为动力的枪支1支，藏于家中。", charge=name)
    assert output["charge"] == charge


@pytest.mark.parametrize(
    ("fact", "tier"),
    [
        # 第二条第（一）项: five times 第一条's one firearm
        ("被告人谭某先后非法制造以火药为动力的枪支共计6支，并出售给他人。", "情节严重"),
        # compressed gas: two make the crime, ten the heavier tier (第一条第（二）项)
        ("被告人谭某非法制造以压缩气体为动力的枪支6支。", "基本犯"),
    ],
)
def test_the_guns_counted_choose_the_tier(fact: str, tier: str) -> None:
    output = predict_sentence(fact, charge="非法制造枪支")
    assert f"「{tier}」" in tier_step(output)


def test_holding_one_gas_gun_is_below_the_entry_count() -> None:
    # 第五条第一款第（二）项: two guns driven by compressed gas; one firearm is enough
    gas = predict_sentence("被告人谭某在其住处非法持有以压缩气体为动力的枪支1支，被民警查获。")
    assert gas["charge"] == HOLDING and gas["months"] == 0
    firearm = predict_sentence("被告人谭某在其住处非法持有以火药为动力的枪支1支，被民警查获。")
    assert firearm["charge"] == HOLDING and firearm["months"] > 0
    two = predict_sentence("被告人谭某在其住处非法持有以火药为动力的枪支2支，被民警查获。")
    assert "「情节严重」" in tier_step(two)


def test_ammunition_told_beside_one_gas_gun_keeps_the_crime() -> None:
    # 第五条第一款第（三）项: pellets have a count of their own, which the gun count does not hold
    output = predict_sentence("被告人谭某在其车内非法持有气枪1支及气枪铅弹1500发，被民警查获。")
    assert output["charge"] == HOLDING and output["months"] > 0
