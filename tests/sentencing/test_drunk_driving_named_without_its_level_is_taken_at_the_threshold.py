"""醉驾 (醉酒驾驶) means a blood alcohol of 80mg/100ml or more (GB 19522): told without the figure, the term is estimated at
that level in 危险驾驶's one tier, with a step saying the level was not told and was taken as met. 酒驾 or drinking
before driving (饮酒, from 20mg/100ml) says no such thing: the level is asked for."""

from __future__ import annotations

import pytest

from backend.pipelines.ask import read_sentence
from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize("question", ["醉驾被交警抓到会判多久", "我醉酒驾车被查了，会判几个月", "醉酒后开车回家被拦下了，要坐牢吗"])
def test_drunk_driving_is_estimated_at_the_drunk_level(question: str) -> None:
    result = predict_sentence(question)
    assert result["charge"] == "危险驾驶" and not result["missing"]
    assert result["penalty"].startswith("拘役") and 1 <= result["months"] <= 6
    level = next(f for f in result["factors"] if f["name"] == "bac")
    assert level["value"] == 80
    assert next(d for d in result["factor_details"] if d["name"] == "bac")["origin"] == "assumed"
    assumed = [s["description"] for s in result["steps"] if s["description"].startswith("案情未写明血液酒精含量")]
    assert assumed and "按刚达到醉酒标准" in assumed[0]


def test_the_ask_page_shows_the_estimate() -> None:
    sentence = read_sentence("醉驾被交警抓到会判多久").sentence
    assert sentence is not None and sentence["charge"] == "危险驾驶" and sentence["months"] > 0


@pytest.mark.parametrize("question", ["酒驾被抓了会坐牢吗", "晚饭喝了几杯白酒开车回家被查了，会判刑吗", "喝醉了开车被交警拦住了会怎么样"])
def test_drinking_before_driving_asks_for_the_level(question: str) -> None:
    result = predict_sentence(question)
    assert result["charge"] == "危险驾驶" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["bac"]


def test_a_told_level_is_not_replaced_and_a_denied_one_is_not_assumed() -> None:
    measured = predict_sentence("醉驾被查，抽血结果是每100毫升血液含酒精150毫克")
    assert next(f for f in measured["factors"] if f["name"] == "bac")["value"] == 150
    assert not any(s["description"].startswith("案情未写明血液酒精含量") for s in measured["steps"])
    denied = predict_sentence("我不是醉驾，只是喝了一点酒开车，会判刑吗")
    assert denied["months"] == 0 and [m["factor"] for m in denied["missing"]] == ["bac"]
