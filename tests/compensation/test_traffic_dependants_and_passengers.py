"""被扶养人生活费 (人身损害赔偿解释（2022修正） 第十六、十七条), the rural figures before 2022-05-01 (法释〔2022〕14号
第二十四条), a passenger of the liable car (交强险条例 第三、二十一条; 民法典 第一千二百一十七条) and the driver's
misconduct (道交解释 第十五条; 交强险条例 第二十二条). Expected values by hand."""

from __future__ import annotations

from typing import Any

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params
from backend.compensation.extract import extract_traffic
from backend.compensation.reference import get_reference

GRANDMOTHER_AND_SISTER = (
    "2024年6月我父亲骑电动车被小轿车撞死，交警认定轿车全责。父亲62岁，当地上年度城镇居民人均可支配收入5万元。丧葬费5万，医疗费3万。"
    "他生前扶养我奶奶（85岁，无劳动能力，父亲兄弟共3人），还有我妹妹15岁。当地上年度城镇居民人均消费支出3万元。能赔多少？"
)


def _steps(result: dict[str, Any]) -> str:
    return "\n".join(f"{step['description']} {step['source']}" for step in result["steps"])


def test_dependants_are_counted_into_the_death_compensation() -> None:
    # 第十七条: grandmother 85 → 5 years (75 and over), shared by 3 sons: 30000 × 5 / 3 = 50000; sister 15 → to 18,
    # 3 years, both parents: 30000 × 3 / 2 = 45000; yearly 10000 + 15000 ≤ 30000, no cap. 死亡赔偿金 50000 × 18
    # (62: 20 − 2) = 900000; + 丧葬费 50000 + 医疗费 30000 + 95000 = 1075000 (第十六条: counted into 死亡赔偿金)
    result = compensate(GRANDMOTHER_AND_SISTER)
    people = result["params"]["supported_people"]
    assert [(p["age"], p["unable_to_work"], p["supporters"]) for p in people] == [(85, True, 3), (15, None, None)]
    assert result["params"]["victim_age"] == 62
    assert result["amount"] == 1075000
    assert "被扶养人生活费合计 95000.00元" in _steps(result) and "第十七条" in _steps(result)
    assert any("父母二人" in note for note in result["notes"])  # the minor's default of two supporters is said


def test_a_child_the_death_left_behind_is_a_dependant() -> None:
    # 30000 × (18 − 3) ÷ 2 parents: the child a death left behind, told without a word of support
    result = compensate(
        "我老婆被车撞死了，34岁，对方全责，留下一个3岁的孩子，当地城镇居民人均可支配收入5万，人均消费支出3万，能要多少？"
    )
    assert [(p["relation"], p["age"]) for p in result["params"]["supported_people"]] == [("孩子", 3)]
    assert result["amount"] == 1000000 + 225000


def test_what_an_injury_left_behind_is_no_dependant() -> None:
    result = compensate("我被车撞了，对方全责，评了十级伤残，留下了后遗症，医疗费2万，能赔多少？")
    assert result["params"]["supported_people"] == []


def test_two_children_told_together_and_the_victims_age_beside_them() -> None:
    # 40 → 20 years: 60000 × 20 = 1200000; children 8 and 5 → 10 and 13 years at 30000 / 2: 150000 + 195000;
    # yearly at most 30000, no cap; + 丧葬费 60000 = 1605000
    result = compensate(
        "2023年8月我老公被货车撞死了，货车全责，他40岁。当地上年度城镇居民人均可支配收入6万元，人均消费支出3万元。丧葬费6万。"
        "家里两个孩子要抚养，分别8岁和5岁。能赔多少？"
    )
    assert result["params"]["victim_age"] == 40
    assert [p["age"] for p in result["params"]["supported_people"]] == [8, 5]
    assert result["amount"] == 1605000


def test_the_yearly_total_over_several_dependants_is_capped() -> None:
    # daughter 10 → 8 years at 15000; mother 75, only child → 5 years at 30000. Years 1-5: 45000 capped to 30000,
    # years 6-8: 15000 → 150000 + 45000 = 195000. 45 → 20 years: 1200000; + 丧葬费 60000 = 1455000
    result = compensate(
        "2023年8月我老公被货车撞死了，货车全责。当地上年度城镇居民人均可支配收入6万元，人均消费支出3万元。丧葬费6万。"
        "他45岁，生前抚养一个10岁的女儿，还赡养75岁的老母亲（没有劳动能力，他是独生子）。能赔多少？"
    )
    assert result["amount"] == 1455000
    assert "逐年封顶后合计" in _steps(result)


def test_a_disabled_victims_dependants_follow_the_disability_index() -> None:
    # grade 5: 60%. Dependants 70 (10 years), 10 (8), 5 (13), each alone supported by the victim: every year capped
    # at 30000 over the 13 years = 390000 × 60% = 234000; 残疾赔偿金 50000 × 20 × 60% = 600000; + 医疗费 30000
    params = {
        "accident_date": "2024-06-01", "losses": {"医疗费": 30000}, "liability": "全部责任", "disability_grade": 5,
        "victim_age": 40, "local_disposable_income": 50000, "local_consumption_expenditure": 30000,
        "supported_people": [
            {"age": 70, "unable_to_work": True, "supporters": 1}, {"age": 10, "supporters": 1}, {"age": 5, "supporters": 1},
        ],
    }
    assert compensate_params("traffic", params)["amount"] == 864000


def test_missing_dependant_facts_are_asked_never_dropped() -> None:
    no_figure = compensate(GRANDMOTHER_AND_SISTER.replace("当地上年度城镇居民人均消费支出3万元。", ""))
    assert no_figure["amount"] is None
    assert any("人均消费支出" in item and "2025年度" in item for item in no_figure["missing"])
    adult = compensate(
        "2023年8月我老公被货车撞死了，货车全责，他50岁。当地上年度城镇居民人均可支配收入6万元，人均消费支出3万元。丧葬费6万。"
        "他还要赡养70岁的母亲。能赔多少？"
    )
    # an adult is a dependant only when 丧失劳动能力又无其他生活来源 (第十七条第二款)
    assert adult["amount"] is None and any("丧失劳动能力又无其他生活来源" in item for item in adult["missing"])


def test_bad_dependant_input_is_refused() -> None:
    params = {"losses": {"丧葬费": 1}, "liability": "全部责任", "victim_died": True, "victim_age": 40,
              "local_disposable_income": 1, "local_consumption_expenditure": 1,
              "supported_people": [{"age": 80, "unable_to_work": True, "supporters": 0}]}
    with pytest.raises(ValueError, match="扶养人人数"):
        compensate_params("traffic", params)


RURAL_2021 = (
    "2021年3月在农村被车撞死，死者是农村户口，55岁，对方全责。当地农村居民人均可支配收入2万元，城镇居民人均可支配收入4.5万元，"
    "丧葬费4万。能赔多少？"
)


def test_a_rural_victim_before_may_2022_keeps_the_rural_figure() -> None:
    # 法释〔2022〕14号 第二十四条: the amended text governs torts from 2022-05-01; before, the earlier text's 第十五条
    # used 农村居民人均纯收入 for a rural victim: 20000 × 20 + 丧葬费 40000 = 440000
    result = compensate(RURAL_2021)
    assert result["amount"] == 440000
    assert "2020修正" in _steps(result) and "农村居民人均纯收入" in _steps(result)
    assert any("第二十四条" in note for note in result["notes"])


def test_a_rural_victim_after_may_2022_gets_the_urban_figure() -> None:
    # 2022修正 第十五条: urban for all: 45000 × 20 + 40000 = 940000
    result = compensate(RURAL_2021.replace("2021年3月", "2023年3月"))
    assert result["amount"] == 940000
    assert "2022修正" in _steps(result)


def test_a_rural_victim_before_may_2022_without_the_rural_figure_is_asked() -> None:
    result = compensate(RURAL_2021.replace("当地农村居民人均可支配收入2万元，", ""))
    assert result["amount"] is None and any("农村居民人均纯收入" in item for item in result["missing"])


def test_an_urban_standard_before_may_2022_has_the_rule_noted() -> None:
    result = compensate("2021年3月我父亲被车撞死，55岁，对方全责。当地城镇居民人均可支配收入4.5万元，丧葬费4万。能赔多少？")
    assert result["amount"] == 940000
    assert any("农村户口" in note for note in result["notes"])


FREE_RIDE = (
    "我搭朋友的顺风车（没收钱），2024年5月朋友开车出了事故，朋友负全责，我受伤，医疗费4万，误工费2万。"
    "朋友车有交强险和100万商业三者险。能赔多少？"
)


def test_a_passenger_of_the_liable_car_gets_nothing_from_its_insurers() -> None:
    # 交强险条例 第三、二十一条: 本车人员 are outside the compulsory cover; 三者险 excludes 本车上人员
    result = compensate(FREE_RIDE)
    assert result["params"]["victim_is_passenger"] is True and result["params"]["free_ride"] is True
    assert result["amount"] == 0
    assert "第二十一条" in _steps(result)
    assert any("60000.00元" in note for note in result["notes"])  # what the driver bears is said


def test_a_free_ride_reduces_the_drivers_share() -> None:
    # 全责: the friend bears the whole 60000 before the reduction 民法典 第一千二百一十七条 calls for
    result = compensate(FREE_RIDE.replace("能赔多少？", "朋友要赔我多少？"))
    assert result["amount"] == 60000
    assert "第一千二百一十七条" in _steps(result)
    assert any("上限" in note for note in result["notes"])


def test_a_colleagues_car_against_a_guardrail() -> None:
    result = compensate("我坐同事的车上班，2024年3月同事开车撞上护栏，同事负全责，我受伤，医疗费2万元。同事的车有交强险，保险公司赔多少？")
    assert result["params"]["victim_is_passenger"] is True and result["amount"] == 0


def test_a_passenger_hurt_by_another_vehicle_is_its_third_party() -> None:
    # the A car's 交强险 (no fault, 2020-09-19 limits): medical 1800 + others 8500 under 18000 = 10300
    params = extract_traffic(
        "2025年4月，我坐朋友的车，朋友开车追尾了前面停着等红灯的A车，交警认定朋友全责，A车无责。我受了伤：医疗费9000，误工费6000，"
        "护理费2000，交通费500。A车的交强险应该赔我多少？",
        get_reference(),
    )
    assert params.victim_is_passenger is None


def test_a_drunk_driver_s_insurer_pays_within_the_limits_and_recovers() -> None:
    # 道交解释 第十五条: medical 18000 + 误工费 20000; 交强险条例 第二十二条第二款: no property payout
    result = compensate("2024年5月被醉驾的司机撞伤，对方全责，医疗费5万，误工费2万，电动车损失3000元。交强险能赔多少？")
    assert result["params"]["driver_misconduct"] == "醉酒驾驶"
    assert result["amount"] == 38000
    assert "第二十二条第二款" in _steps(result)
    assert any("第十五条" in note and "追偿" in note for note in result["notes"])


def test_an_unlicensed_driver_is_noted() -> None:
    result = compensate("2024年5月对方无证驾驶撞了我，全责，投保了交强险，没有商业险，医疗费1万元，护理费5000元。能赔多少？谁来赔？")
    assert result["amount"] == 15000
    assert any("未取得驾驶资格" in note and "追偿" in note for note in result["notes"])


def test_the_hurt_askers_own_licence_is_no_drivers_misconduct() -> None:
    # an e-bike rider without a licence: the car's 交强险 pays medical 10000 + property 2000 as usual
    result = compensate("2024年5月我没有驾照，骑电动车被小轿车撞了，轿车全责，医疗费1万，电动车损失2000元。交强险能赔多少？")
    assert result["params"]["driver_misconduct"] is None and result["amount"] == 12000
    hit = extract_traffic("2024年5月我被无证驾驶的司机撞伤，对方全责，医疗费1万。交强险能赔多少？", get_reference())
    assert hit.driver_misconduct == "未取得驾驶资格"


def test_a_rural_driver_is_not_a_rural_victim() -> None:
    # 2020-03: urban figure as stated, 40000 × 20 + 丧葬费 30000 = 830000, with the pre-2022 rule noted
    result = compensate("2020年3月我爸被车撞死，肇事司机是农民，对方全责。我爸50岁，当地城镇居民人均可支配收入4万，丧葬费3万。能赔多少？")
    assert result["params"]["victim_rural"] is None and result["amount"] == 830000


# --- several victims, each with the people they supported (第十七条) ----------------------------------------------

_BOTH_PARENTS_KILLED = (
    "2025年3月，我爸和我妈骑电动车被货车撞了，我爸当场死亡，我妈抢救无效也去世了。货车全责。我爸58岁，我妈55岁。{support}"
    "当地城镇居民人均可支配收入50000元，城镇居民人均消费支出30000元，职工月平均工资8000元。能赔多少？"
)


@pytest.mark.parametrize("support", ["他们俩共同抚养我弟弟，弟弟今年10岁。", "父母生前共同抚养我弟弟，弟弟今年10岁。"])
def test_a_child_both_killed_parents_supported_is_counted_for_each_of_them(support: str) -> None:
    # each parent: 死亡赔偿金 50000 × 20 = 1000000, 丧葬费 8000 × 6 = 48000, and their half of the brother's support,
    # 30000 × (18 − 10) ÷ 2 = 120000, counted into their own 死亡赔偿金: 1168000 each, 2336000 for the two (全责)
    result = compensate(_BOTH_PARENTS_KILLED.format(support=support))
    facts = result["params"]["victims_facts"]
    for parent in ("我爸", "我妈"):
        assert [(p["relation"], p["age"], p["supporters"]) for p in facts[parent]["supported_people"]] == [("弟弟", 10, 2)]
    assert result["params"]["supported_people"] == []
    assert result["amount"] == 2336000
    per_parent = [step for step in result["steps"] if step["description"].endswith("被扶养人生活费合计 120000.00元，计入死亡赔偿金")]
    assert [step["description"].split("：")[0] for step in per_parent] == ["我爸", "我妈"]
    assert not any("无法确定是哪一名受害人扶养的" in note for note in result["notes"])


def test_the_dependant_of_the_victim_who_is_told_to_support_them_is_theirs_alone() -> None:
    # 爸爸: 1000000 + 48000 + 奶奶 (80: 5 years) 30000 × 5 ÷ 2 sons = 75000; 妈妈 (five grade, 60%): 50000 × 20 × 60%
    # = 600000 and no dependant of hers told: 1723000
    result = compensate(
        "2025年3月出了车祸，爸爸当场死亡，妈妈被撞成五级伤残，货车全责。爸爸58岁，妈妈55岁。爸爸生前赡养奶奶，奶奶80岁，没有劳动能力，"
        "爸爸兄弟共2人。当地城镇居民人均可支配收入50000元，城镇居民人均消费支出30000元，职工月平均工资8000元。能赔多少？"
    )
    facts = result["params"]["victims_facts"]
    assert [p["relation"] for p in facts["爸爸"]["supported_people"]] == ["奶奶"] and facts["妈妈"]["supported_people"] == []
    assert result["amount"] == 1723000


def test_a_dependant_one_victim_shares_with_someone_else_is_that_victims_and_the_supporters_are_asked() -> None:
    # '由我爸和我叔叔共同赡养': 我爸's dependant, not 我妈's; how many support the grandmother in all is asked (第十七条)
    result = compensate(_BOTH_PARENTS_KILLED.format(support="奶奶由我爸和我叔叔共同赡养，奶奶80岁，没有劳动能力。"))
    facts = result["params"]["victims_facts"]
    assert [p["relation"] for p in facts["我爸"]["supported_people"]] == ["奶奶"] and facts["我妈"]["supported_people"] == []
    assert result["amount"] is None and any("奶奶的扶养人共几人" in line for line in result["missing"])


def test_each_victims_yearly_support_is_capped_on_its_own() -> None:
    # 我爸 alone supports a son of 10 (8 years) and his mother of 80 (5 years): 60000 a year is capped at 30000 for
    # years 1-5, then 30000 for years 6-8: 240000. 我妈 supports no one. 死亡赔偿金 2 × 1000000, no 丧葬费 (wage untold)
    result = compensate_params(
        "traffic",
        {
            "accident_date": "2025-03-01", "liability": "全部责任", "local_disposable_income": 50000,
            "local_consumption_expenditure": 30000, "targets": ["total_loss"], "victims": {"我爸": {}, "我妈": {}},
            "victims_facts": {
                "我爸": {"died": True, "age": 58, "supported_people": [
                    {"age": 10, "supporters": 1, "relation": "儿子"},
                    {"age": 80, "unable_to_work": True, "supporters": 1, "relation": "奶奶"},
                ]},
                "我妈": {"died": True, "age": 55},
            },
        },
    )
    assert result["amount"] == 2000000 + 240000
    assert "我爸：被扶养人有数人，年赔偿总额累计不超过城镇居民人均消费支出 30000.00元：逐年封顶后合计" in _steps(result)


def test_people_supported_by_no_one_victim_of_two_killed_are_asked_about() -> None:
    result = compensate_params(
        "traffic",
        {
            "accident_date": "2025-03-01", "liability": "全部责任", "local_disposable_income": 50000,
            "local_consumption_expenditure": 30000, "targets": ["total_loss"], "victims": {"我爸": {}, "我妈": {}},
            "victims_facts": {"我爸": {"died": True, "age": 58}, "我妈": {"died": True, "age": 55}},
            "supported_people": [{"age": 10, "relation": "弟弟"}],
        },
    )
    assert result["amount"] == 2000000
    assert any("无法确定是哪一名受害人扶养的" in note and "按受害人分别写明其扶养的人" in note for note in result["notes"])


# --- a relative told to support beside the victim is a supporter, not a dependant ----------------------------------


@pytest.mark.parametrize("support", ["我爸还有个弟弟也扶养奶奶", "我爸和他弟弟一起扶养奶奶"])
def test_a_relative_supporting_beside_the_victim_is_one_more_supporter_not_a_dependant(support: str) -> None:
    # 奶奶 85 → 5 years, shared by the victim and his brother: 30000 × 5 ÷ 2 = 75000; 死亡赔偿金 50000 × 18 (62: 20 − 2)
    # = 900000; + 丧葬费 50000 + 医疗费 30000 = 1055000
    result = compensate(
        "2024年6月我爸骑电动车被小轿车撞死，交警认定轿车全责。我爸62岁，当地上年度城镇居民人均可支配收入5万元。丧葬费5万，医疗费3万。"
        f"{support}，奶奶85岁，无劳动能力。当地上年度城镇居民人均消费支出3万元。能赔多少？"
    )
    people = result["params"]["supported_people"]
    assert [(p["relation"], p["age"], p["unable_to_work"], p["supporters"]) for p in people] == [("奶奶", 85, True, 2)]
    assert result["amount"] == 1055000


def test_the_asker_hurt_supporting_with_a_sibling_counts_the_sibling_as_a_supporter() -> None:
    params = extract_traffic(
        "我被小轿车撞成七级伤残，对方全责，我今年40岁。我和弟弟一起供养母亲，母亲65岁，没有劳动能力。能赔多少？", get_reference()
    )
    assert [(p.relation, p.age, p.unable_to_work, p.supporters) for p in params.supported_people] == [("母亲", 65, True, 2)]


def test_a_pronoun_supporting_after_two_victims_is_the_one_it_names() -> None:
    # '他' after '我爸58岁，我妈55岁…我爸是老大': 我爸's dependant alone, 奶奶 80 → 5 years ÷ 2 sons = 75000
    result = compensate(_BOTH_PARENTS_KILLED.format(support="我爸是家里老大，他生前还赡养奶奶，奶奶80岁，没有劳动能力，爸爸兄弟共2人。"))
    facts = result["params"]["victims_facts"]
    assert [p["relation"] for p in facts["我爸"]["supported_people"]] == ["奶奶"] and facts["我妈"]["supported_people"] == []
    # each: 1000000 + 48000; 我爸 also 75000
    assert result["amount"] == 2 * 1048000 + 75000


def test_parents_told_in_one_word_are_two_dependants_whose_ages_are_asked() -> None:
    # '她父母都六十多了': 父母 is the father and the mother; '六十多' is no exact age, so each age is asked
    result = compensate("我老婆被车撞死了，34岁，城镇户口，对方主责，留下一个3岁的孩子，还有她父母都六十多了，能要多少？")
    relations = [person["relation"] for person in result["params"]["supported_people"]]
    assert relations == ["孩子", "父亲", "母亲"]
    assert any(line.endswith("父亲的年龄") for line in result["missing"])
    assert any(line.endswith("母亲的年龄") for line in result["missing"])


def test_parents_told_with_one_age_for_both_have_that_age() -> None:
    people = extract_traffic("我哥被车撞死了，对方全责，他留下了父母都70岁，没有收入，能赔多少？", get_reference()).supported_people
    assert [(person.relation, person.age, person.unable_to_work) for person in people] == [("父亲", 70, True), ("母亲", 70, True)]


def test_parents_who_support_are_no_dependants() -> None:
    people = extract_traffic("我弟弟被车撞死了，对方全责，他父母共同抚养他的儿子，儿子5岁，能赔多少？", get_reference()).supported_people
    assert [person.relation for person in people] == ["儿子"]


def test_the_one_left_at_home_after_a_death_is_a_dependant_to_ask_about() -> None:
    people = extract_traffic("我爸被车撞死了，对方全责，他五十五岁，城镇户口，家里还有我妈没工作，能赔多少？", get_reference()).supported_people
    assert [(person.relation, person.age) for person in people] == [("妈", None)]
