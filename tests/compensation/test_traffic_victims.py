"""The victims of a road accident: ages that date nothing ('我今年50岁'), 死亡赔偿金 and 残疾赔偿金 from the
victim's age, grade and the local income (人身损害赔偿解释（2022修正） 第十二、十五条), several victims sharing
the compulsory limits (道路交通事故损害赔偿解释 第十九条), and the no-fault ceiling towards a pedestrian
(道路交通安全法 第七十六条第一款第（二）项). Expected values by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params
from backend.compensation.extract import extract_traffic
from backend.compensation.params import to_jsonable
from backend.compensation.reference import get_reference
from wording import THIS_YEAR


def test_this_year_before_an_age_dates_nothing() -> None:
    # 六年前 = 2020, the year the limits changed on 09-19: 15000 is over the old 10000 medical limit, so the
    # date is asked for rather than read from '今年50岁'
    result = compensate("我今年50岁，六年前被车撞了，对方全责，医疗费1万5，交强险能赔多少？")
    assert result["params"]["accident_date"] is None
    assert result["amount"] is None and any("事故发生日期" in item for item in result["missing"])


def test_last_month_after_an_age_is_the_accident_month() -> None:
    params = extract_traffic("我今年45岁，上个月被车撞了，对方全责，医疗费1万5，交强险能赔多少？", get_reference())
    assert params.accident_date is not None
    assert (params.accident_date.year, params.accident_date.month) == (THIS_YEAR, 10)
    assert params.victim_age == 45


def test_death_compensation_from_age_and_local_income() -> None:
    # 68岁: 20 − (68 − 60) = 12 years × 50000 = 600000 (第十五条); 交强险 death/disability limit 180000 first,
    # the car wholly at fault pays the remaining 420000: 600000 in all
    result = compensate("我爸今年68岁，上个月过马路被轿车撞死了，轿车全责，当地城镇居民人均可支配收入5万，死亡赔偿金能赔多少？")
    assert result["amount"] == 600000
    descriptions = [step["description"] for step in result["steps"]]
    assert any("× 12 年" in text for text in descriptions)
    assert any("赔偿 180000.00元" in text for text in descriptions)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 75周岁以上按五年 (第十五条): 5 × 50000 = 250000
        ("我爸今年80岁，上个月被车撞死了，对方全责，当地人均可支配收入5万，死亡赔偿金多少？", 250000),
        # 72岁: 20 − 12 = 8 years; 八级 index 30% (第十二条): 48000 × 8 × 30% = 115200, within the 180000 limit
        ("我妈72岁，骑电动车被货车撞成八级伤残，货车全责，事故在2025年5月，当地城镇居民人均可支配收入4.8万，残疾赔偿金多少？", 115200),
        # 40岁: 20 years; 九级 20%: 50000 × 20 × 20% = 200000, + medical 30000: 18000 + 180000 from 交强险, 32000 beyond
        ("2025年6月被车撞了，我40岁，评了九级伤残，对方全责，医疗费3万，当地城镇居民人均可支配收入5万，残疾赔偿金和医疗费一共能赔多少？", 230000),
    ],
)
def test_compensation_items_from_the_facts(question: str, expected: int) -> None:
    assert compensate(question)["amount"] == expected


def test_the_local_income_is_asked_for_naming_its_year() -> None:
    result = compensate("我爸上个月被车撞死了，对方全责，死亡赔偿金能赔多少？")
    assert result["amount"] is None
    assert any("年龄" in item for item in result["missing"])
    assert any("城镇居民人均可支配收入" in item and f"{THIS_YEAR - 1}年度" in item for item in result["missing"])


def test_a_stated_amount_wins_over_the_facts() -> None:
    params = {"accident_date": "2025-05-01", "liability": "全部责任", "victim_died": True, "victim_age": 68,
              "local_disposable_income": 50000, "losses": {"死亡赔偿金": 500000}}
    assert compensate_params("traffic", params)["amount"] == 500000


def test_a_grade_off_the_scale_is_refused() -> None:
    with pytest.raises(ValueError, match="伤残等级"):
        compensate_params("traffic", {"liability": "全部责任", "disability_grade": 11, "losses": {"医疗费": 1000}})


def test_several_victims_share_the_compulsory_limit_by_their_losses() -> None:
    # 30000 of medical loss against the 18000 limit: 甲 18000 × 2/3 = 12000, 乙 18000 × 1/3 = 6000 (第十九条)
    result = compensate("2025年3月甲乙两人过马路被轿车撞伤，轿车全责，甲的医疗费2万，乙的医疗费1万，交强险各赔多少？")
    assert result["amount"] == 18000
    assert result["params"]["victims"] == {"甲": {"医疗费": 20000}, "乙": {"医疗费": 10000}}
    shares = {step["description"].split("：")[0]: step["amount"] for step in result["steps"] if "交强险赔偿小计" in step["description"]}
    assert shares == {"甲": 12000, "乙": 6000}


def test_the_asker_and_a_relative_are_two_victims() -> None:
    # medical 10000 + 20000 = 30000 against 18000: the asker 6000, the mother 12000
    params = extract_traffic("2025年3月我和我妈一起被车撞了，对方全责，我的医疗费1万，我妈的医疗费2万，交强险能赔多少？", get_reference())
    assert params.victims == {"我": {"医疗费": Decimal(10000)}, "我妈": {"医疗费": Decimal(20000)}}


def test_each_ones_part_of_losses_not_told_apart_is_refused() -> None:
    with pytest.raises(ValueError, match="多名受害人"):
        compensate("2025年3月甲乙两人被车撞了，对方全责，甲的医疗费2万，乙的医疗费1万，两人误工费一共1万，交强险各赔多少？")


def test_the_total_of_losses_not_told_apart_is_calculated_with_a_note() -> None:
    # the unlabelled 车辆维修费 is no one victim's; the limits cap the sum whatever the split (第十九条 only divides
    # it): 2025 有责 medical 30000 -> 18000, property 5000 -> 2000 = 20000
    result = compensate("2025年3月我开车被对方追尾，对方全责，车辆维修费5000，我老婆的医疗费1万，我的医疗费2万，交强险能赔多少？")
    assert result["amount"] == 20000
    assert result["params"]["victims"] == {}
    assert result["params"]["losses"] == {"车辆维修费": 5000, "医疗费": 30000}
    assert any("多名受害人" in note for note in result["notes"])


def test_one_named_with_nursing_costs_alone_is_the_carer_not_a_victim() -> None:
    # 护理费 is the injured mother's loss (人身损害赔偿解释 第八条): one victim, 2025 有责 medical 20000 -> 18000,
    # nursing 3000 under the death/disability limit -> 21000
    question = "2025年3月我妈被车撞了，对方全责，我妈的医疗费2万，我爸的护理费3000，交强险能赔多少？"
    assert extract_traffic(question, get_reference()).victims == {}
    assert compensate(question)["amount"] == 21000


def _per_victim(result: dict, label: str) -> dict[str, float]:
    return {step["description"].split("：")[0]: step["amount"] for step in result["steps"] if step["description"].split("：")[-1].startswith(label)}


def test_the_death_items_are_the_dead_victims_share_of_the_limits() -> None:
    # 甲 died at 60: 死亡赔偿金 50000 × 20 = 1000000 + 丧葬费 8000 × 6 = 48000 -> 1048000, all 甲's; 乙 medical 30000,
    # lost wages 5000. 2023 有责 limits: medical 18000 all 乙's; death/disability 180000 over 1053000: 甲
    # 180000 × 1048000 / 1053000 = 179145.30, 乙 854.70 (第十九条). Wholly at fault, each is paid their own loss.
    result = compensate(
        "2023年6月，一辆货车撞倒了甲乙两人，货车负全部责任。甲当场死亡，死时60岁；乙受伤住院，乙的医疗费3万元、误工费5000元。"
        "当地城镇居民人均可支配收入5万元，职工月平均工资8000元。甲乙各能赔多少？"
    )
    assert result["params"]["victim_of_facts"] == "甲"
    assert result["amount"] == 1083000
    assert _per_victim(result, "交强险赔偿小计") == {"甲": 179145.30, "乙": 18854.70}
    totals = {step["description"].split("：")[0]: step["amount"] for step in result["steps"] if "：机动车一方应赔偿合计" in step["description"]}
    assert totals == {"甲": 1048000, "乙": 35000}


def test_the_disability_compensation_is_the_graded_victims() -> None:
    # 甲 (45, grade 9): 残疾赔偿金 50000 × 20 × 20% = 200000 plus medical 40000; 乙 medical 20000, lost wages 6000.
    # Medical 60000 over 18000: 甲 12000, 乙 6000; death/disability 206000 over 180000: 甲 × 200000/206000 =
    # 174757.28, 乙 5242.72
    result = compensate(
        "2023年6月，货车撞伤了甲和乙，货车全责。甲45岁，甲被评为九级伤残，甲的医疗费4万元；乙的医疗费2万元、误工费6000元。"
        "当地城镇居民人均可支配收入5万元。两人各能得到多少赔偿？"
    )
    assert result["params"]["victims"]["甲"] == {"医疗费": 40000}
    assert _per_victim(result, "交强险赔偿小计") == {"甲": 186757.28, "乙": 11242.72}
    assert not any("无法确定归属" in note for note in result["notes"])


def test_one_victim_killed_and_another_graded_each_get_their_own_items() -> None:
    # 我爸 died at 62: 死亡赔偿金 50000 × (20 − 2) = 900000 + 丧葬费 8000 × 6 = 48000, medical 10000; 我妈 (50, grade 8):
    # 残疾赔偿金 50000 × 20 × 30% = 300000, medical 40000. 2025 有责 limits, shared by each one's loss (第十九条):
    # medical 18000 → 3600 / 14400; death/disability 180000 over 1248000 → 136730.77 / 43269.23. Wholly at fault,
    # the vehicle side pays all 1298000: 我爸 958000, 我妈 340000.
    result = compensate(
        "2025年6月一辆货车撞了我父母，我爸当场死亡，死时62岁，我爸的医疗费1万元；我妈评了八级伤残，50岁，我妈的医疗费4万元。"
        "货车全责，当地城镇居民人均可支配收入5万元，职工月平均工资8000元。能赔多少？"
    )
    assert result["params"]["victims_facts"] == {
        "我爸": {"died": True, "age": 62, "disability_grade": None, "supported_people": []},
        "我妈": {"died": None, "age": 50, "disability_grade": 8, "supported_people": []},
    }
    assert result["amount"] == 1298000
    assert _per_victim(result, "交强险赔偿小计") == {"我爸": 140330.77, "我妈": 57669.23}
    totals = {step["description"].split("：")[0]: step["amount"] for step in result["steps"] if "：机动车一方应赔偿合计" in step["description"]}
    assert totals == {"我爸": 958000, "我妈": 340000}
    assert not any("无法确定归属" in note for note in result["notes"])


@pytest.mark.parametrize(
    "medical",
    ["我爸医疗费1万元，我妈医疗费4万元", "我爸的医疗费1万元，我妈医疗费4万元", "父亲医疗费1万元，母亲医疗费4万元"],
)
def test_kin_named_without_de_are_victims_with_their_own_items(medical: str) -> None:
    # the same sums as above: 我爸 900000 + 48000 + 10000, 我妈 300000 + 40000; '父亲' and '我爸' are one victim
    result = compensate(
        "2024年6月，我爸妈过马路时被一辆货车撞了，我爸当场死亡，死时62岁；我妈评了八级伤残，定残时50岁。货车全责。"
        f"{medical}。当地居民人均可支配收入5万元，职工月平均工资8000元。一共能赔多少？"
    )
    assert result["params"]["victims_facts"] == {
        "我爸": {"died": True, "age": 62, "disability_grade": None, "supported_people": []},
        "我妈": {"died": None, "age": 50, "disability_grade": 8, "supported_people": []},
    }
    assert result["amount"] == 1298000


def test_each_victims_death_funeral_and_disability_steps_name_them() -> None:
    result = compensate(
        "2024年6月，我爸妈过马路时被一辆货车撞了，我爸当场死亡，死时62岁；我妈评了八级伤残，定残时50岁，花了医疗费4万元。"
        "货车全责。当地居民人均可支配收入5万元，职工月平均工资8000元。一共能赔多少？"
    )
    assert result["amount"] == 1288000
    named = {step["description"].split(" = ")[0]: step["amount"] for step in result["steps"] if " = " in step["description"]}
    assert named["我爸：死亡赔偿金"] == 900000 and named["我爸：丧葬费"] == 48000 and named["我妈：残疾赔偿金"] == 300000


def test_kin_named_as_a_pair_are_not_split_into_victims() -> None:
    # '我爸妈被撞了': one clause tells both, so no one's part is read from it; the losses are read as a total
    params = extract_traffic("2024年6月我爸妈都被货车撞伤了，货车全责，医疗费一共5万元，能赔多少？", get_reference())
    assert params.victims == {} and params.victims_facts == {}


def test_the_killed_victim_with_no_loss_told_still_gets_their_items() -> None:
    # 甲 (62) has no loss of their own told: 900000 + 48000 computed; 乙 (50, grade 8) 300000 + medical 40000
    params = extract_traffic(
        "2025年6月一辆货车撞了甲、乙两人，甲当场死亡，死时62岁；乙评了八级伤残，定残时50岁，乙的医疗费4万元。货车全责，"
        "当地城镇居民人均可支配收入5万元，职工月平均工资8000元。保险公司和司机一共要赔多少？",
        get_reference(),
    )
    assert (params.victim_died, params.victim_age, params.disability_grade, params.victim_of_facts) == (None, None, None, None)
    assert set(params.victims_facts) == {"甲", "乙"}
    assert compensate_params("traffic", to_jsonable(params))["amount"] == 1288000


def test_each_victims_facts_must_name_a_victim() -> None:
    with pytest.raises(ValueError, match="victims_facts 中的 丙"):
        compensate_params(
            "traffic",
            {"victims": {"甲": {"医疗费": 1000}, "乙": {"医疗费": 2000}}, "victims_facts": {"丙": {"died": True, "age": 60}},
             "liability": "全部责任", "accident_date": "2025-06-01", "local_disposable_income": 50000},
        )


def test_the_age_told_in_the_dead_victims_part_is_theirs() -> None:
    # 72 at death: 20 − 12 = 8 years × 50000 = 400000, plus 乙's medical 30000 (no 丧葬费: no wage told)
    params = extract_traffic(
        "2023年6月，货车撞了甲乙两人，货车负全部责任。乙的医疗费3万元。甲当场死亡，死时72岁。当地城镇居民人均可支配收入5万元。甲乙各能赔多少？",
        get_reference(),
    )
    assert (params.victim_of_facts, params.victim_age) == ("甲", 72)
    assert params.victims == {"甲": {}, "乙": {"医疗费": Decimal(30000)}}


def test_a_victim_of_the_facts_outside_the_victims_is_refused() -> None:
    with pytest.raises(ValueError, match="victim_of_facts"):
        compensate_params(
            "traffic",
            {"victims": {"甲": {"医疗费": 1000}, "乙": {"医疗费": 2000}}, "victim_of_facts": "丙", "liability": "全部责任"},
        )


def test_one_victim_has_no_split() -> None:
    params = extract_traffic("2025年3月我妈被车撞了，对方全责，我妈的医疗费2万，交强险能赔多少？", get_reference())
    assert params.victims == {}


def test_no_fault_towards_a_pedestrian_is_a_ceiling() -> None:
    # 2023 无责 medical limit 1800; (50000 − 1800) × 10% = 4820 at most: 6620 (第七十六条第一款第（二）项)
    result = compensate("2023年5月我骑电动车被轿车撞了，机动车无责，医疗费5万，能赔多少？")
    assert result["amount"] == 6620
    assert any("不超过10%" in step["description"] and "第（二）项" in step["source"] for step in result["steps"])
    assert not any("负无责任" in step["description"] for step in result["steps"])


@pytest.mark.parametrize(
    ("question", "age", "died"),
    [
        ("我爸今年68岁，上个月过马路被轿车撞死了，轿车全责", 68, True),
        # the asker's age is not the father's: his is asked for
        ("我今年40岁，我爸上个月被车撞死了，对方全责", None, True),
        ("我今年30岁，上个月被车撞了，吓死了，对方全责，医疗费5000", 30, None),
        # a child named with an age is a dependant, not the victim
        ("我妈被车撞死了，她儿子才8岁，对方全责", None, True),
        # an age told before its person is that person's: the driver's is not the victim's
        ("我爸被一个20岁的司机开车撞死了，对方全责，死亡赔偿金多少", None, True),
        ("一位68周岁的老人过马路被车撞死了，司机全责", 68, True),
        # a near miss is no death
        ("2025年5月我差点被车撞死，医疗费2万，对方全责", None, None),
        ("我今年35岁，上个月险些被货车撞死，医疗费1万，货车全责", 35, None),
    ],
)
def test_the_victims_age_and_death(question: str, age: int | None, died: bool | None) -> None:
    params = extract_traffic(question, get_reference())
    assert (params.victim_age, params.victim_died) == (age, died)


def test_a_subtotal_of_the_limit_may_hold_the_death_compensation() -> None:
    # 2018 有责 limits (保监产险〔2008〕1号): medical 8000 of 10000, death/disability 110000 of the 500000 subtotal
    result = compensate("2018年5月我爸被小车撞死了，小车全责。医疗费8000，丧葬费等死亡伤残类共50万。交强险能赔多少？")
    assert result["amount"] == 118000
    assert not any("未计入死亡赔偿金" in note for note in result["notes"])


def test_a_grade_without_the_facts_leaves_the_item_out_with_a_note() -> None:
    # 2025 有责 medical limit 18000 of 20000, the driver wholly at fault pays 2000: 20000
    result = compensate("2025年3月被车撞了，对方全责，评了十级伤残，医疗费2万，能赔多少？")
    assert result["amount"] == 20000
    assert any("未计入残疾赔偿金" in note for note in result["notes"])


@pytest.mark.parametrize("question", [
    "我父亲被货车撞死了，货车全责，父亲今年65岁，当地城镇居民人均可支配收入5万，死亡赔偿金多少？",
    "我65岁的父亲被货车撞死了，货车全责，当地城镇居民人均可支配收入5万，死亡赔偿金多少？",
    "我今年40岁，我父亲被货车撞死了，货车全责，父亲65岁，当地城镇居民人均可支配收入5万，死亡赔偿金多少？",
])
def test_a_relatives_age_is_the_victims_however_the_relative_is_named(question):
    # 解释 第十五条: 20 years less one a year over 60 -> 15 years × 50,000 ('我父亲' and '父亲' are one person)
    result = compensate(question)
    assert result["params"]["victim_age"] == 65
    assert any(step["description"].startswith("死亡赔偿金 =") and step["amount"] == 750000 for step in result["steps"])


# --- traffic display: the real ratio; each victim's part --------------------------------------------------------


def test_full_liability_with_nothing_beyond_the_compulsory_cover_shows_100_percent() -> None:
    result = compensate("2023年6月我被车撞伤，对方全责，医疗费1万元，误工费5000元，能赔多少？")
    share = next(step for step in result["steps"] if step["description"].startswith("机动车一方按责任比例承担"))
    assert share["description"].endswith("× 100%") and share["amount"] == 0
    assert result["amount"] == 15000


def test_an_unknown_ratio_with_nothing_beyond_the_compulsory_cover_is_not_shown_as_zero_percent() -> None:
    result = compensate("2023年6月我被车撞伤，对方主要责任，医疗费1万元，能赔多少？")
    share = next(step for step in result["steps"] if step["description"].startswith("机动车一方按责任比例承担"))
    assert "0%" not in share["description"] and "无论比例多少均为0" in share["description"]
    assert result["amount"] == 10000


def test_each_victim_gets_their_part_beyond_the_compulsory_cover() -> None:
    # 第十九条: medical 30,000 > 18,000 → 甲 18000×2/3 = 12,000, 乙 6,000; 误工 within the limit: 甲 10,000, 乙 10,000.
    # 甲: 22,000 from 交强险, 8,000 beyond at 100% → 30,000; 乙: 16,000 + 4,000 → 20,000; together 50,000
    result = compensate(
        "2023年6月一辆轿车撞了甲和乙两个行人，对方全责，没有商业险。甲的医疗费2万元，误工费10000元，乙的医疗费1万元，误工费10000元。甲乙各能赔多少？"
    )
    per_victim = [step for step in result["steps"] if "：机动车一方应赔偿合计" in step["description"]]
    assert {step["description"].split("：")[0]: step["amount"] for step in per_victim} == {"甲": 30000, "乙": 20000}
    assert result["amount"] == 50000


# 2. per-victim lines that cannot add up are left out, with a note


def test_per_victim_lines_left_out_when_a_computed_item_has_no_victim() -> None:
    # 死亡赔偿金 50000 × 20 = 1,000,000 (人损解释 第十五条, 60岁) is computed from the facts of an unnamed one of them;
    # total: 交强险 18,000 + 180,000 = 198,000; (1,070,000 − 198,000) × 50% = 436,000; 634,000 (道交法 第七十六条)
    question = (
        "2023年5月发生交通事故，对方机动车负同等责任（50%），其中一人被撞死了，死者60岁，甲的医疗费2万，乙的医疗费5万，"
        "当地城镇居民人均可支配收入5万元，甲乙各能赔多少？"
    )
    result = compensate(question)
    assert result["amount"] == 634000
    assert not any(step["description"].startswith(("甲：", "乙：")) for step in result["steps"])
    assert any("死亡赔偿金无法确定归属" in note for note in result["notes"])


def test_a_death_told_before_the_victims_own_losses_is_theirs() -> None:
    # 甲's 死亡赔偿金 1,000,000 beside 甲's medical 20,000; medical 70,000 over 18,000: 甲 5,142.86, 乙 12,857.14;
    # death/disability 180,000 all 甲's. Beyond it at 50%: 甲 (1,020,000 − 185,142.86) × 50% = 417,428.57,
    # 乙 (50,000 − 12,857.14) × 50% = 18,571.43; the total is unchanged, 634,000
    result = compensate(
        "2023年5月发生交通事故，对方机动车负同等责任（50%），甲被撞死了，甲60岁，甲的医疗费2万，乙的医疗费5万，"
        "当地城镇居民人均可支配收入5万元，甲乙各能赔多少？"
    )
    assert result["amount"] == 634000 and result["params"]["victim_of_facts"] == "甲"
    totals = {step["description"].split("：")[0]: step["amount"] for step in result["steps"] if "：机动车一方应赔偿合计" in step["description"]}
    assert totals == {"甲": 602571.43, "乙": 31428.57}


def test_per_victim_lines_kept_when_they_add_up() -> None:
    # 医疗费 20,000 + 50,000 against the 18,000 limit: 甲 18000 × 2/7 = 5,142.86, 乙 12,857.14 (道交解释 第十九条)
    result = compensate("2023年5月发生交通事故，对方机动车全责，甲的医疗费2万，乙的医疗费5万，甲乙各能赔多少？")
    shares = {step["description"]: step["amount"] for step in result["steps"]}
    assert shares["甲：交强险赔偿小计"] == 5142.86 and shares["乙：交强险赔偿小计"] == 12857.14


# --- traffic: the victim's age told of a brother or sister ----------------------------------------------


@pytest.mark.parametrize(
    ("question", "age"),
    [
        # the asker's own age is not the victim's: the age told of the brother who was hurt is
        ("我今年30岁，我哥被车撞死了，我哥45岁，对方全责，死亡赔偿金多少？", 45),
        ("我哥被车撞死了，我哥今年45岁，我今年38岁，对方全责，死亡赔偿金多少？", 45),
        # one person under two words: '我姐' and '姐姐'
        ("我今年38岁，我姐被车撞成十级伤残，姐姐42岁，对方全责，残疾赔偿金多少？", 42),
    ],
)
def test_the_age_of_a_brother_or_sister_hurt_is_the_victims(question: str, age: int) -> None:
    assert extract_traffic(question, get_reference()).victim_age == age


def test_another_victims_age_is_never_the_dead_victims() -> None:
    # 45 is 乙's: 甲's age at death is not told, so 死亡赔偿金 cannot be worked out and is asked for, not guessed
    result = compensate(
        "2023年6月，货车撞了甲乙两人，货车负全部责任。乙今年45岁，乙的医疗费3万元。甲当场死亡。当地城镇居民人均可支配收入5万元。甲乙各能赔多少？"
    )
    assert result["params"]["victim_age"] is None
    assert result["amount"] is None
    assert any("甲死亡时的年龄" in item for item in result["missing"])


def test_an_age_named_with_the_dead_victim_outside_their_part_is_theirs() -> None:
    # '甲今年72岁' names 甲 though it stands before 甲's own part: 20 − 12 = 8 years × 50000 = 400000, all from the
    # 交强险 death limit's 180000 and the rest from the vehicle side in full (全责); 乙's 30000 medical beside it
    result = compensate(
        "2023年6月，货车撞了甲乙两人，货车负全部责任。甲今年72岁，乙今年45岁。乙的医疗费3万元。甲当场死亡。"
        "当地城镇居民人均可支配收入5万元。甲乙各能赔多少？"
    )
    assert result["params"]["victim_age"] == 72
    assert result["amount"] == 430000


def _step(result: dict, description: str) -> float:
    return next(step["amount"] for step in result["steps"] if step["description"].startswith(description))


def test_a_commercial_limit_that_runs_out_is_shared_by_the_victims_shares() -> None:
    # 交强险 2024: medical 18000 shared 3:1 (甲 13500, 乙 4500), 乙's 误工费 20000 within the 180000 limit. Beyond it, 全责:
    # 甲 286500, 乙 95500, 382000 in all; the 100000 三者险 shared by those: 甲 75000, 乙 25000; the driver pays the rest
    result = compensate(
        "2024年5月，一辆货车撞伤了甲乙两人，货车负全部责任。甲的医疗费30万元，乙的医疗费10万元、误工费2万元。"
        "货车有交强险，商业三者险只保了10万元。甲乙各能赔多少？保险之外司机自己要掏多少？"
    )
    assert result["amount"] == 282000
    assert _step(result, "甲：商业三者险分得") == 75000 and _step(result, "乙：商业三者险分得") == 25000
    assert _step(result, "甲：保险公司合计") == 88500 and _step(result, "乙：保险公司合计") == 49500
    assert _step(result, "甲：侵权人自行承担") == 211500 and _step(result, "乙：侵权人自行承担") == 70500


def test_a_commercial_limit_that_covers_all_pays_each_victims_share() -> None:
    # 100万 covers the 382000 beyond the compulsory insurance: each victim's share is paid in full, nothing out of pocket
    result = compensate(
        "2024年5月，一辆货车撞伤了甲乙两人，货车负全部责任。甲的医疗费30万元，乙的医疗费10万元、误工费2万元。"
        "货车有交强险，商业三者险保了100万元。甲乙各能赔多少？保险之外司机自己要掏多少？"
    )
    assert result["amount"] == 0
    assert _step(result, "甲：商业三者险分得") == 286500 and _step(result, "乙：侵权人自行承担") == 0


def test_victims_corrected_by_the_user_drop_the_name_the_facts_were_read_for() -> None:
    # the death was read for 甲; the user renames the victims, so 甲 no longer names one of them: no refusal
    question = "车祸中甲当场死亡，死时60岁；乙的医疗费3万元，甲的医疗费1万元。2024年5月，司机全责，只有交强险，保险公司赔多少？"
    result = compensate(question, params_override={"victims": {"张三": {"医疗费": 30000}, "李四": {"医疗费": 10000}}})
    assert result["params"]["victim_of_facts"] is None


# two victims, each with their own death or grade: the facts read are {我爸: died, 我妈: grade 8}, their ages untold
_TWO_VICTIMS = "2024年3月车祸，我爸当场死亡，我爸的医疗费1万元；我妈评了八级伤残，我妈的医疗费2万元，对方全责，能赔多少？"


def test_correcting_one_victims_facts_keeps_the_rest() -> None:
    result = compensate(_TWO_VICTIMS, params_override={"victims_facts": {"我爸": {"age": 60}}, "local_disposable_income": 50000})
    assert result["params"]["victims_facts"] == {
        "我爸": {"died": True, "age": 60, "disability_grade": None, "supported_people": []},
        "我妈": {"died": None, "age": None, "disability_grade": 8, "supported_people": []},
    }
    assert result["amount"] is None and any("我妈定残时的年龄" in line for line in result["missing"])
    # both ages given: 我爸 20 years × 50000; 我妈 20 years × 50000 × 30% (八级); plus 30000 medical
    both = compensate(
        _TWO_VICTIMS,
        params_override={"victims_facts": {"我爸": {"age": 60}, "我妈": {"age": 50}}, "local_disposable_income": 50000},
    )
    assert both["amount"] == 1330000


def test_a_victims_facts_entry_with_neither_death_nor_grade_is_refused() -> None:
    with pytest.raises(ValueError, match="我爸 既未写明死亡"):
        compensate(_TWO_VICTIMS, params_override={"victims_facts": {"我爸": {"died": False}}})


def test_victims_renamed_by_the_user_drop_each_victims_facts_read_under_the_old_names_and_say_so() -> None:
    result = compensate(_TWO_VICTIMS, params_override={"victims": {"爸爸": {"医疗费": 10000}, "妈妈": {"医疗费": 20000}}})
    assert result["params"]["victims_facts"] == {} and result["amount"] == 30000
    assert any("没有我爸、我妈" in note and "未计入" in note for note in result["notes"])


def test_victims_renamed_with_their_facts_keyed_by_the_new_names_count_those_facts() -> None:
    result = compensate(
        _TWO_VICTIMS,
        params_override={
            "victims": {"爸爸": {"医疗费": 10000}, "妈妈": {"医疗费": 20000}},
            "victims_facts": {"爸爸": {"died": True, "age": 60}, "妈妈": {"disability_grade": 8, "age": 50}},
            "local_disposable_income": 50000,
        },
    )
    assert set(result["params"]["victims_facts"]) == {"爸爸", "妈妈"}
    assert result["amount"] == 1330000


def test_kin_named_bare_before_their_own_harm_are_victims() -> None:
    # 爸爸 died at 60: 50000 × 20 + 丧葬费 8000 × 6 = 1048000; 妈妈 (55, grade 9, 20%): 50000 × 20 × 20% = 200000 and
    # her medical 50000. Wholly at fault: 1298000
    result = compensate(
        "2025年3月出了车祸，爸爸当场死亡，妈妈被撞成九级伤残，妈妈的医疗费5万元，对方全责，当地城镇居民人均可支配收入50000元，"
        "职工月平均工资8000元，爸爸60岁，妈妈55岁，能赔多少"
    )
    facts = result["params"]["victims_facts"]
    assert (facts["爸爸"]["died"], facts["妈妈"]["disability_grade"]) == (True, 9)
    assert result["amount"] == 1298000


@pytest.mark.parametrize("told", ["他爸爸当场死亡，妈妈受伤", "爸爸妈妈都受了伤"])
def test_anothers_kin_or_a_pair_are_no_victim_labels(told: str) -> None:
    params = extract_traffic(f"2025年3月出了车祸，{told}，医疗费5万元，对方全责，能赔多少", get_reference())
    assert params.victims == {} and params.victims_facts == {}
