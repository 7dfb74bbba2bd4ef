"""Criminal amount totals (LawBench 3-7 style): multi-count sums and the amounts that must not count.

The judgments below are written for these tests; none is taken from LawBench.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from backend.compensation import compensate
from backend.compensation.criminal_extract import extract_criminal_amount

CASES = [
    (
        "counts with Chinese-style amounts are summed",
        "经审理查明：\n1、2018年3月，被告人甲以介绍工作为由骗取乙人民币1.5万元。\n"
        "2、2018年5月，被告人甲以办理贷款为由骗取丙人民币三千元、丁人民币2000元。\n",
        20000,
    ),
    (
        "refunds, seizures and resale prices do not count",
        "经审理查明：2019年6月1日，被告人王某窃得被害人手机一部，经鉴定价值人民币2500元。"
        "王某随后将手机以800元的价格卖给他人。案发后，被告人家属退赔被害人人民币3000元，取得谅解。",
        2500,
    ),
    (
        "a total stated for the whole case wins",
        "公诉机关指控：2017年至2018年，被告人李某先后五次盗窃电动车，价值共计人民币9800元。其中一辆价值2000元。",
        9800,
    ),
    (
        "a total inside one act is just that act's amount",
        "经审理查明：被告人赵某盗走现金共计1200元和一部手机，经鉴定，该手机价值800元。",
        2000,
    ),
    (
        "the same sum told twice counts once",
        "经审理查明：被告人孙某骗取被害人租金人民币6000元，并让被害人将该6000元转入其银行卡。",
        6000,
    ),
    (
        "a subtotal of listed items is not added again",
        "公诉机关指控：被告人钱某盗得手机一部，价值1000元，现金500元，合计价值1500元。",
        1500,
    ),
    (
        "a closing total that names what it leaves out wins over the counts and a resale price",
        "经审理查明：\n1、2016年3月2日，被告人吴某盗走一辆电动车，经鉴定价值1500元。\n"
        "2、2016年3月5日，被告人吴某盗走一辆电动车，后以300元卖掉，该车无法鉴定价值。\n"
        "3、2016年3月9日，被告人吴某盗走一辆电动车，经鉴定价值900元。\n"
        "综上，被告人吴某三次盗窃电动车，总计价值2400元及一辆电动车无法鉴定价值。",
        2400,
    ),
    (
        "side findings after 另查明 are not amounts of the crime",
        "经审理查明：被告人周某盗窃现金4000元。\n另查明，被告人周某曾于2015年被判处罚金2000元。",
        4000,
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), CASES, ids=[case[0] for case in CASES])
def test_criminal_amount(name: str, text: str, expected: float) -> None:
    result = compensate(text, {"scenario": "criminal_amount"})
    assert result["scenario"] == "criminal_amount"
    assert result["amount"] == pytest.approx(expected)


def test_criminal_scenario_is_detected_from_a_judgment() -> None:
    result = compensate("文书:经审理查明，被告人李某盗窃手机一部，价值2000元。")
    assert result["scenario"] == "criminal_amount"
    assert result["amount"] == 2000


def test_judgment_without_amounts_asks_for_them() -> None:
    result = compensate("经审理查明，被告人李某盗窃他人手机一部，物价部门无法鉴定价值。", {"scenario": "criminal_amount"})
    assert result["amount"] is None
    assert result["missing"]


LAWBENCH = Path(__file__).resolve().parents[3] / "shared" / "data" / "lawbench" / "3-7.dev.jsonl"


@pytest.mark.skipif(not LAWBENCH.exists(), reason="LawBench 3-7 development file not present")
def test_lawbench_3_7_development_halves() -> None:
    """Same split as bench/compensation: first 125 lines tuned on, the rest only reported."""
    rows = [json.loads(line) for line in LAWBENCH.read_text(encoding="utf-8").splitlines() if line.strip()]

    def accuracy(half: list[dict]) -> float:
        correct = 0
        for row in half:
            gold = float(re.search(r"(\d+(?:\.\d+)?)\s*元", row["answer"]).group(1))  # type: ignore[union-attr]
            amount = compensate(row["question"], {"scenario": "criminal_amount"})["amount"]
            correct += amount is not None and abs(amount - gold) < 0.01
        return correct / len(half)

    assert accuracy(rows[:125]) >= 0.9
    assert accuracy(rows[125:]) >= 0.8


def test_each_listed_amount_is_described_without_the_ones_before_it() -> None:
    params = extract_criminal_amount("经审理查明，被告人张某分三次盗窃手机三部，价值分别为1200元、2500元和800元。")
    assert [(item.description, item.amount) for item in params.items] == [
        ("价值分别为1200元", 1200), ("价值分别为2500元", 2500), ("价值分别为800元", 800)]
