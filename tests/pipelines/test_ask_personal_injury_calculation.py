"""An Ask question of personal injury outside traffic (a dog bite, a fall in a shop) is answered by the compensation
engine's personal_injury calculation, named as such, as the other calculated scenarios are; one loss item asked by name
is named with its figure, the whole claim beside it."""

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


def test_one_item_asked_by_name_is_named_with_its_figure_and_the_whole_beside_it():
    calculation = engine_calculation("我爸被车撞死了，52岁，对方全责，我妹妹15岁，城镇居民人均可支配收入5万，"
                                     "城镇人均消费支出3万，被扶养人生活费能拿多少？")
    assert calculation is not None
    assert (calculation["answered_item"], calculation["amount"], calculation["whole_amount"]) == ("被扶养人生活费", 45000, 1045000)
    text = calculation_text(calculation)
    assert text.startswith("按规则引擎计算（非模型生成），被扶养人生活费为 45,000.00 元")
    assert "各项损失一并计算的应赔偿合计为 1,045,000.00 元。" in text


def test_the_items_article_is_the_scenarios_statute():
    assert SCENARIO_STATUTES["personal_injury"] == (("中华人民共和国民法典", 1179),)
