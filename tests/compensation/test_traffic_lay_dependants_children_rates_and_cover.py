"""Traffic questions in lay words: an adult who lived on the victim (人身损害赔偿解释 第十七条: a dependant only if without
working capacity and other income, asked), a minor victim's own age, a minor child of a dead or disabled asker or spouse,
daily rates under 100 yuan, a vehicle with no insurance at all (道交解释 第十六条) and two vehicles' losses told apart
(道路交通安全法 第七十六条第一款第（一）项). Expected values by hand."""

from __future__ import annotations

from typing import Any

from backend.compensation import compensate


def _steps(result: dict[str, Any]) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def _people(result: dict[str, Any]) -> list[tuple[str, int | None, bool | None]]:
    return [(p["relation"], p["age"], p["unable_to_work"]) for p in result["params"]["supported_people"]]


def test_an_adult_who_lived_on_the_victim_is_asked_about_working_capacity() -> None:
    result = compensate("我爸去年被车撞死了，对方全责，我爸56岁，我妈没工作，靠我爸养，我妈今年55岁，能赔多少？")
    # '没工作' is neither 丧失劳动能力 nor its opposite: asked, not assumed
    assert _people(result) == [("妈", 55, None)]
    assert result["amount"] is None
    assert any("受害人的妻子（提问人的妈）是否丧失劳动能力又无其他生活来源" in need for need in result["missing"])


def test_the_asker_who_lived_on_the_dead_spouse_is_asked_about_themselves() -> None:
    result = compensate("我老公被车撞死了，对方全责，他40岁，我身体不好干不了活，一直靠他养活，我今年38岁，能赔多少？")
    assert _people(result) == [("提问人本人", 38, None)]
    assert result["params"]["victim_age"] == 40
    assert any("受害人的妻子（提问人本人）是否丧失劳动能力" in need for need in result["missing"])


def test_a_sister_in_law_living_on_the_victim_is_hers_not_the_victims_age() -> None:
    result = compensate(
        "我哥被车撞死了，对方全责，我哥30岁，嫂子没有工作，全靠我哥生活，嫂子28岁，当地人均可支配收入5万，人均消费支出3万，能赔多少？"
    )
    assert result["params"]["victim_age"] == 30
    assert _people(result) == [("嫂子", 28, None)]


def test_a_minor_victims_own_age_counts_twenty_years() -> None:
    # 死亡赔偿金 45000 × 20 (under 60) = 900000, + 丧葬费 50000
    died = compensate("我女儿5岁被车撞死了，对方全责，当地城镇居民人均可支配收入45000，丧葬费5万，能赔多少？")
    assert died["params"]["victim_age"] == 5 and died["amount"] == 950000
    # 残疾赔偿金 50000 × 20 × 30 % (八级) = 300000, + 医疗费 50000; the grandchild is the one hurt
    hurt = compensate("我孙子6岁，在小区门口被一辆车撞成了八级伤残，司机全责，当地城镇居民人均可支配收入5万，医疗费5万，能赔多少？")
    assert hurt["params"]["victim_age"] == 6 and hurt["amount"] == 350000


def test_a_minor_child_of_a_dead_spouse_is_a_dependant_without_a_word_of_support() -> None:
    # 30000 × (18 − 5) ÷ 2 parents = 195000 into the 死亡赔偿金 of 50000 × 20
    result = compensate(
        "我老公被车撞死了，34岁，对方全责，儿子5岁，当地城镇居民人均可支配收入5万，人均消费支出3万，能赔多少？"
    )
    assert _people(result) == [("儿子", 5, None)]
    assert result["amount"] == 1195000
    # any victim's child told as theirs: 30000 × (18 − 8) ÷ 2 and 30000 × (18 − 3) ÷ 2
    brother = compensate(
        "我哥被车撞死了，对方全责，我哥35岁，他女儿8岁，当地城镇居民人均可支配收入5万，人均消费支出3万，能赔多少？"
    )
    assert _people(brother) == [("女儿", 8, None)] and brother["amount"] == 1000000 + 150000
    younger = compensate(
        "我弟弟被车撞死了，对方全责，28岁，他有一个3岁的儿子，当地城镇居民人均可支配收入5万，人均消费支出3万，能赔多少？"
    )
    assert younger["amount"] == 1000000 + 225000
    # the asker's own child, the victim's grandchild, is none
    grandchild = compensate("我爸被车撞死了，60岁，对方全责，我儿子5岁，当地城镇居民人均可支配收入5万，人均消费支出3万，能赔多少？")
    assert grandchild["params"]["supported_people"] == []


def test_daily_rates_under_a_hundred_are_read_as_rates() -> None:
    # 误工费 80 × 20 = 1600
    wage = compensate("我被车撞了，对方全责，医疗费1万，误工20天，日薪80，能赔多少？")
    assert "80.00元/天 × 误工时间 20 天" in _steps(wage) and wage["amount"] == 11600
    # 护理费 70 × 10 = 700, a relative's own pay by the day
    care = compensate("我被车撞了，对方全责，医疗费8000，我老婆请假照顾了我10天，她一天工资70，能赔多少？")
    assert care["amount"] == 8700
    # 住院伙食补助费 50 × 15 = 750
    meals = compensate("我被车撞了，对方全责，住院15天，医疗费2万，伙食补助每天50，能赔多少？")
    assert meals["amount"] == 20750
    # a count per day is no money: '每天3次'
    assert compensate("我被车撞了，对方全责，医疗费1万，每天换药3次，能赔多少？")["amount"] == 10000


def test_a_vehicle_without_any_insurance_pays_the_compulsory_part_itself() -> None:
    for question in (
        "撞我的车没有交强险也没有商业险，对方负全责，我医疗费2万，怎么赔？",
        "我被一辆没买保险的车撞了，对方全责，医疗费5万，误工费1万，能赔多少？",
    ):
        result = compensate(question)
        assert result["params"]["compulsory_insured"] is False
        assert "未投保交强险：由投保义务人在交强险责任限额范围内赔偿" in _steps(result)


def test_the_paying_sides_own_vehicle_loss_is_not_in_what_it_owes() -> None:
    # the other's 20000: 交强险 2000 + 18000 × 50 % = 11000; the asker's own 30000 is their claim against the other
    result = compensate("我开车和别人的车撞了，各负50%，我的车损失3万，对方车损失2万，我要赔对方多少？")
    assert result["params"]["losses"] == {"车损": 20000}
    assert result["amount"] == 11000
    assert any("提问人一方车辆的损失 30000.00元" in note for note in result["notes"])


def test_a_retiree_asking_for_lost_wages_is_told_what_they_turn_on() -> None:
    retired = compensate("我被车撞了，对方全责，我今年63岁，退休了，医疗费3万，住院20天，误工费能要吗？")
    assert retired["amount"] == 30000
    assert any("受害人已退休" in note and "第七条" in note for note in retired["notes"])
    # a retiree who still works loses that pay: 3000 × 2
    working = compensate("我退休后在超市上班，月工资3000，被车撞了，对方全责，误工2个月，医疗费1万，误工费能要多少？")
    assert "误工费 = 受害人收入 3000.00元/月 × 误工时间 2 个月" in _steps(working)
    # 误工费 asked by name: its figure is the answer, the whole claim (with the 医疗费 1万) beside it
    assert (working["amount"], working["whole_amount"]) == (6000, 16000)
    assert not any("受害人已退休" in note for note in working["notes"])


def test_a_relatives_death_driving_for_the_employer_or_commuting_notes_the_work_death_claim() -> None:
    driving = compensate("我老公开货车出了车祸死了，是给老板开车的，老板说他没交工伤保险，我老公月工资8000，能赔多少？")
    assert any("应当认定为工伤" in note and "第十四条第（五）项" in note for note in driving["notes"])
    commuting = compensate("我爸下班路上被车撞死了，对方全责，60岁，当地人均可支配收入5万，能赔多少？")
    assert commuting["amount"] == 1000000  # 50000 × 20
    assert any("第十四条第（六）项" in note for note in commuting["notes"])
    # a death with nothing of work told has no such note
    plain = compensate("我爸被车撞死了，对方全责，60岁，当地人均可支配收入5万，能赔多少？")
    assert not any("应当认定为工伤" in note for note in plain["notes"])
