"""The thresholds of a province apply where the act took place (法释〔2013〕8号第一条: each province sets its own within
the national range). A defendant's origin ('湖南省衡阳市人', '户籍地湖南省衡阳市') says where the defendant comes from,
not where the act was: it never gives the province, while a place of the act, or a residence where the act is told
to be near it, still does."""

from __future__ import annotations

import pytest

from backend.sentencing.engine import detect_province
from backend.sentencing.knowledge import default_knowledge

K = default_knowledge()
THEFT = "2020年5月，被告人田某在某小区盗窃电动车一辆，价值3000元。"


@pytest.mark.parametrize(
    "origin",
    [
        "被告人田某，男，汉族，湖南省衡阳市人。",
        "被告人田某，男，湖南省衡阳市衡南县人，初中文化。",
        "被告人田某，户籍地湖南省衡阳市。",
        "被告人田某，男，1990年出生于湖南省衡阳市。",
    ],
)
def test_an_origin_alone_names_no_province(origin: str) -> None:
    assert detect_province(origin + THEFT, K) is None


def test_the_place_of_the_act_wins_over_an_origin_named_before_it() -> None:
    fact = "被告人田某，男，湖南省衡阳市人。2020年5月，田某在浙江省杭州市某小区盗窃电动车一辆。"
    assert detect_province(fact, K) == "浙江"


def test_a_residence_near_the_act_still_gives_the_province_beside_an_origin() -> None:
    fact = "被告人田某，户籍地湖南省衡阳市，住浙江省杭州市西湖区。2020年5月，田某在其住处附近盗窃电动车一辆。"
    assert detect_province(fact, K) == "浙江"


def test_a_procuratorate_of_the_same_name_is_still_a_place() -> None:
    assert detect_province("湖南省衡阳市人民检察院指控，" + THEFT, K) == "湖南"
