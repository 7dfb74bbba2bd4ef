"""A province the user types is refined by a city the fact names inside it that has thresholds of its own (广州 in
广东 is 广东一类地区); a city in another province, or a province without such areas, leaves the typed one."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence

THEFT_IN = "被告人罗某在{city}某商场内盗窃他人手机一部，经鉴定价值人民币2600元。"


@pytest.mark.parametrize("typed", ["广东", "广东省", "广州", None])
def test_a_city_of_the_first_area_keeps_its_figures(typed: str | None) -> None:
    # 广东一类地区 (广州、深圳…): 数额较大 3000, so 2600 is no crime whatever way the province is typed
    output = predict_sentence(THEFT_IN.format(city="广州市越秀区"), province=typed)
    assert output["province"] == "广东一类地区"
    assert output["months"] == 0


def test_a_city_of_the_province_without_its_own_figures_takes_the_provinces() -> None:
    # 汕头 has no area of its own: 广东's 二类地区 2000, so 2600 is a crime
    output = predict_sentence(THEFT_IN.format(city="汕头市"), province="广东")
    assert output["province"] == "广东"
    assert output["months"] > 0


def test_a_city_outside_the_typed_province_leaves_the_typed_one() -> None:
    # the user's province stands where the fact's city lies elsewhere (浙江 3000: no crime either way, but 浙江's figures)
    output = predict_sentence(THEFT_IN.format(city="深圳市"), province="浙江")
    assert output["province"] == "浙江"
