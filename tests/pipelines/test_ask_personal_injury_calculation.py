"""An Ask question of personal injury outside traffic (a dog bite, a fall in a shop) is answered by the compensation
engine's personal_injury calculation, named as such, as the other calculated scenarios are."""

from backend.pipelines.ask import SCENARIO_STATUTES, calculation_text, engine_calculation


def test_a_dog_bite_asking_an_amount_gets_the_engines_calculation():
    calculation = engine_calculation("被邻居家的狗咬了，医疗费3000，我没招惹它，能赔多少？")
    assert calculation is not None and calculation["scenario"] == "personal_injury"
    assert calculation["amount"] == 3000
    text = calculation_text(calculation)
    assert text.startswith("按规则引擎计算（非模型生成），人身损害赔偿为 3,000.00 元")
    assert "民法典 第一千二百四十五条" in text


def test_a_fall_in_a_shop_with_its_facts_untold_asks_for_them():
    calculation = engine_calculation("在超市滑倒摔骨折了，医疗费2万，能赔多少？")
    assert calculation is not None and calculation["amount"] is None
    assert "安全保障义务" in calculation_text(calculation)


def test_the_items_article_is_the_scenarios_statute():
    assert SCENARIO_STATUTES["personal_injury"] == (("中华人民共和国民法典", 1179),)
