"""A blood alcohol figure quoted bare after 酒精含量 ('酒精含量是150', '血液酒精含量150') is the blood test's mg/100ml;
a figure with another unit (a breath test's mg/L) is not read as one."""

import pytest

from backend.sentencing.factors import read_bac
from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize("question", [
    "我爸酒驾撞了护栏，酒精含量是150，会判多久？",
    "酒驾被交警查了，血液酒精含量150",
])
def test_a_bare_figure_after_the_alcohol_content_is_the_level(question: str) -> None:
    result = predict_sentence(question)
    assert result["charge"] == "危险驾驶" and not result["missing"] and result["months"] > 0
    assert read_bac(question)[0] == 150


@pytest.mark.parametrize("words", ["呼气酒精含量0.8mg/L", "酒精含量150毫克每升", "酒精含量15%"])
def test_a_figure_with_another_unit_is_not_the_level(words: str) -> None:
    assert read_bac(words) is None
