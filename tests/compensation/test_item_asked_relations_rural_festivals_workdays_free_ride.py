"""Session 24 (comp24): one loss item asked by name ('被扶养人生活费能拿多少') answered with that item's figure, the whole
claim beside it (`whole_amount`); a dependant named by the asker's word labelled by their relation to the victim ('受害人
的女儿（提问人的妹妹）'); '农村的', '农民', '农村人' as a rural victim; two festivals in different years each noted with its
own year's days; a working day's length told with its span ('每天干12个小时，干了一年') counted over the standard working
days; a friend's free ride that crashed alone ('朋友开车带我…撞到护栏') as the car's whole liability, reduced by 民法典
第一千二百一十七条 unless the driver drank; a work injury's part-paid 停工留薪 wages taken off where what is left is asked."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params


def _step(result: dict, starts: str) -> dict:
    return next(step for step in result["steps"] if step["description"].startswith(starts))


# --- 1. one item asked by name ---------------------------------------------------------------------------------------


def test_the_dependants_living_costs_asked_alone_are_the_answer() -> None:
    # 30000 × (18 − 15) ÷ 2 = 45000; the whole claim 50000 × 20 + 45000 (full liability)
    result = compensate("我爸被车撞死了，52岁，对方全责，我妹妹15岁，城镇居民人均可支配收入5万，城镇人均消费支出3万，被扶养人生活费能拿多少")
    assert result["params"]["asked_item"] == "被扶养人生活费"
    assert (result["answered_item"], result["amount"], result["whole_amount"]) == ("被扶养人生活费", 45000, 1045000)
    assert result["elements"]["amount"] == 45000
    assert _step(result, "所问的被扶养人生活费")["amount"] == 45000
    # the whole claim's steps stay
    assert _step(result, "机动车一方应赔偿合计")["amount"] == 1045000


def test_the_funeral_costs_asked_alone_are_answered_without_the_death_compensation_facts() -> None:
    # 8000 × 6; the 死亡赔偿金 needs the age and the income, which only the whole claim needs: a note, not asked
    result = compensate("我妈被车撞死了，对方全责，当地职工月平均工资8000，丧葬费多少")
    assert (result["amount"], result["whole_amount"], result["missing"]) == (48000, None, [])
    assert any(note.startswith("以上只回答所问的丧葬费") and "死亡时的年龄" in note for note in result["notes"])


def test_an_item_of_a_shared_liability_says_the_whole_is_not_split_by_item() -> None:
    # 6000 × 3 = 18000 of a loss of 68000; the vehicle side at 70 % pays less than the whole loss
    result = compensate("2023年我被车撞伤了，误工三个月，月薪6000，医疗费5万，对方主要责任，责任比例70%，误工费能赔多少")
    assert result["amount"] == 18000
    # compulsory 18000 + 18000, then (68000 − 36000) × 70 %
    assert result["whole_amount"] == 58400
    assert any("不单独分摊到某一项" in note for note in result["notes"])


def test_the_death_compensation_asked_holds_the_dependants_living_costs() -> None:
    # 被扶养人生活费 is counted into 死亡赔偿金 (人身损害赔偿解释 第十六条): 50000 × 20 + 30000 × 5 ÷ 1
    result = compensate(
        "我爸被车撞死了，50岁，对方全责，2023年5月，城镇居民人均可支配收入5万，人均消费支出3万，他生前扶养我奶奶，奶奶85岁，"
        "奶奶没有劳动能力也没有收入，父亲是独子，死亡赔偿金多少？"
    )
    assert result["amount"] == 1150000
    assert "含计入其中的被扶养人生活费 150000.00元" in _step(result, "所问的死亡赔偿金")["description"]


def test_an_item_asked_outside_traffic_is_answered_too() -> None:
    result = compensate("被邻居家的狗咬了，打疫苗花了800，误工一周，日薪300，医疗费能赔多少")
    assert (result["scenario"], result["amount"], result["whole_amount"]) == ("personal_injury", 800, None)


def test_an_item_asked_without_its_facts_is_asked_for() -> None:
    result = compensate("我被车撞伤了，对方全责，医疗费2万，误工费能赔多少")
    assert result["amount"] is None and "whole_amount" not in result
    assert any("所问的误工费" in need for need in result["missing"])
    assert any(note.startswith("未计入误工费") for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    [
        # a yes/no question asks no figure of the item
        "我被车撞了，对方全责，我今年63岁，退休了，医疗费3万，住院20天，误工费能要吗？",
        # two items together
        "我被车撞伤了，对方全责，医疗费2万，误工三个月，月薪6000，误工费和医疗费一共能赔多少",
        # a policy's payout under one limit is the policy's (targets), not the item
        "我被撞了对方全责 医疗费一万五 就问交强险医疗费用那一块能赔多少 别的先不管",
        # an item told with its figure in the asking clause tells it, it does not ask it
        "我被车撞伤了，对方全责，住院了，医疗费2万能赔多少",
    ],
)
def test_no_item_is_asked_where_the_question_asks_no_single_items_figure(question: str) -> None:
    result = compensate(question)
    assert result["params"]["asked_item"] is None
    assert "whole_amount" not in result and "answered_item" not in result


def test_the_item_asked_may_be_set_by_the_user_and_a_wrong_one_is_refused() -> None:
    params = {"losses": {"医疗费": 20000, "误工费": 9000}, "liability": "全部责任", "asked_item": "误工费"}
    result = compensate_params("traffic", params)
    assert (result["amount"], result["whole_amount"]) == (9000, 29000)
    with pytest.raises(ValueError, match="asked_item"):
        compensate_params("traffic", {**params, "asked_item": "加班费"})


# --- 2. a dependant labelled by their relation to the victim -----------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "label", "victims_relation"),
    [
        ("我爸被车撞死了，52岁，对方全责，我妹妹15岁，城镇居民人均可支配收入5万，城镇人均消费支出3万，能赔多少", "受害人的女儿（提问人的妹妹）", "女儿"),
        ("我爸被车撞死了，我今年15岁，我爸42岁，对方全责，城镇居民人均可支配收入5万，人均消费支出3万，能赔多少？", "受害人的子女（提问人本人）", "子女"),
        ("我爸被车撞死了，55岁，他生前扶养我奶奶（85岁，无劳动能力，父亲兄弟共3人），对方全责，城镇居民人均可支配收入5万，城镇人均消费支出3万，能赔多少",
         "受害人的母亲（提问人的奶奶）", "母亲"),
        ("我老公35岁被车撞死了，婆婆70岁没有收入，一直靠他养，老公是独子，对方全责，城镇居民人均可支配收入5万，城镇人均消费支出3万，能赔多少",
         "受害人的母亲（提问人的婆婆）", "母亲"),
    ],
)
def test_a_dependant_named_from_the_askers_side_is_labelled_by_the_relation_to_the_victim(
    question: str, label: str, victims_relation: str
) -> None:
    result = compensate(question)
    [person] = result["params"]["supported_people"]
    assert person["victims_relation"] == victims_relation
    assert _step(result, label)["amount"] > 0


def test_a_child_of_a_dead_husband_keeps_its_name_and_the_amount_is_unchanged() -> None:
    result = compensate("我老公35岁被车撞死了，儿子5岁，对方全责，城镇居民人均可支配收入5万，城镇人均消费支出3万，能赔多少")
    [person] = result["params"]["supported_people"]
    assert (person["relation"], person["victims_relation"]) == ("儿子", None)
    assert _step(result, "儿子（未成年")["amount"] == 195000  # 30000 × 13 ÷ 2
    assert result["amount"] == 1195000


# --- 3. a rural victim in lay words ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        # 18000 × (20 − 10) before 2022-05-01: the rural figure
        ("被车撞死的是个70岁的老人，农村的，2021年出的事，对方全责，农村居民人均纯收入18000，死亡赔偿金多少", 180000),
        ("2021年3月我爸被车撞死了，60岁，他是个农民，对方全责，农村居民人均可支配收入2万，能赔多少", 400000),
        # 20000 × 20 × 20 %
        ("2021年5月我被车撞成九级伤残，我是农村人，35岁，对方全责，农村居民人均可支配收入2万，能赔多少", 80000),
    ],
)
def test_a_victim_told_rural_in_lay_words_takes_the_rural_figure_before_may_2022(question: str, amount: float) -> None:
    result = compensate(question)
    assert result["params"]["victim_rural"] is True
    assert result["amount"] == amount


@pytest.mark.parametrize(
    "question",
    [
        # the other side's, a statistic's name, a migrant worker on urban pay
        "2021年6月肇事司机是农民，把我撞成十级伤残，我35岁，对方全责，城镇居民人均可支配收入5万，能赔多少",
        "2021年6月我被车撞成十级伤残，我35岁，对方全责，城镇居民人均可支配收入5万，农村的人均可支配收入2万，能赔多少",
        "2021年6月我被车撞成十级伤残，我35岁，是农民工，在城里打工多年，对方全责，城镇居民人均可支配收入5万，能赔多少",
    ],
)
def test_rural_words_not_of_the_victim_leave_the_urban_figure(question: str) -> None:
    result = compensate(question)
    assert result["params"]["victim_rural"] is None
    assert result["amount"] == 100000  # 50000 × 20 × 10 %


# --- 4. festivals of different years -----------------------------------------------------------------------------------


def test_two_festivals_of_different_years_are_each_noted_with_their_years_days() -> None:
    # 8700 ÷ 21.75 = 400: 2024 春节 3 holidays + 4 rest days, 2025 劳动节 2 holidays + 3 rest days
    result = compensate("2024年春节加班七天，2025年五一加了五天班，月薪8700，没给加班费，能要多少")
    assert result["params"]["overtime_festival_years"] == {"2024": ["春节"], "2025": ["劳动节"]}
    assert result["amount"] == 5 * 1200 + 7 * 800
    [note] = [note for note in result["notes"] if note.startswith("法定休假日只指节日当天")]
    assert "2024年春节3天" in note and "2025年劳动节2天" in note


def test_the_same_festival_in_two_years_counts_each_years_days() -> None:
    # '也加了七天' (no 班) is overtime too: 3 + 4 holidays, 4 + 3 rest days
    result = compensate("2024年春节加班七天，2025年春节也加了七天，月薪8700，没给加班费，能要多少")
    assert (result["params"]["overtime_holiday_days"], result["params"]["overtime_rest_days"]) == (7, 7)
    assert result["amount"] == 7 * 1200 + 7 * 800
    assert any("2024年春节3天" in note and "2025年春节4天" in note for note in result["notes"])


# --- 5. a working day's length over its span ---------------------------------------------------------------------------


def test_a_days_length_told_with_its_span_counts_the_standard_working_days() -> None:
    # 6000 ÷ 21.75 = 275.86 a day, 34.48 an hour; a year's working days 365 − 104 − 13 = 248; 248 × 4 hours × 150 %
    result = compensate("每天干12个小时，月薪6000，干了一年，没给过加班费，能要多少")
    assert result["params"]["overtime_months"] == 12
    assert "248天" in _step(result, "工作日天数")["description"]
    assert result["amount"] == 51306.24
    assert any(note.startswith("工作日按标准天数计算") and "考勤" in note for note in result["notes"])


def test_a_days_length_with_days_off_a_month_adds_the_rest_days_worked() -> None:
    # 4000 ÷ 21.75 = 183.91, 22.99 an hour: 248 × 4 × 22.99 × 150 % + (104 − 2 × 12) × 12 hours × 22.99 × 200 % (a rest
    # day worked is as long as the others, every hour of it rest-day work)
    result = compensate("每天干12个小时，一个月就休两天，工资4000，从来没给过加班费，干了一年，能要多少加班费？")
    assert result["amount"] == 78349.92


def test_a_shorter_stretch_within_the_service_leaves_the_days_asked() -> None:
    result = compensate("在公司干了五年，最近三个月每天干12个小时，月薪6000，加班费多少")
    assert result["amount"] is None
    assert any("每天加班 4 小时的工作日共有多少天" in need for need in result["missing"])


# --- 6. a friend's free ride that crashed alone ------------------------------------------------------------------------


def test_a_free_ride_that_crashed_alone_is_the_drivers_whole_liability_reduced_by_the_court() -> None:
    result = compensate("朋友开车带我去吃饭，路上他撞到护栏，我受伤了，住院花了3万，能让他赔多少")
    params = result["params"]
    assert (params["liability"], params["victim_is_passenger"], params["free_ride"]) == ("全部责任", True, True)
    # no compulsory insurance for its own car's occupant; the driver's share before the reduction is the ceiling
    assert result["amount"] == 30000
    assert "第一千二百一十七条" in _step(result, "好意同乘")["source"]
    assert any(note.startswith("车辆自己撞上护栏等") for note in result["notes"])
    assert not any(note.startswith("驾驶人酒后驾车") for note in result["notes"])


def test_a_free_ride_with_a_driver_who_drank_is_usually_not_reduced() -> None:
    result = compensate("朋友开车带我，他酒驾撞到护栏，我受伤花了5万医疗费，能赔多少")
    assert result["amount"] == 50000
    assert any(note.startswith("驾驶人酒后驾车") and "重大过失" in note for note in result["notes"])


def test_a_ride_whose_car_hit_another_vehicle_is_no_solo_crash() -> None:
    result = compensate("朋友开车带我去吃饭，路上和一辆货车相撞，货车全责，我医疗费3万，能赔多少")
    assert result["params"]["victim_is_passenger"] is None
    assert not any(note.startswith("车辆自己撞上护栏等") for note in result["notes"])


# --- 7. a work injury's part-paid wages where what is left is asked ----------------------------------------------------


def test_what_is_left_of_a_work_injurys_benefits_takes_off_the_wages_paid() -> None:
    # 4500 × 7 (grade 10) + 4500 × 3 (停工留薪) − 2000 × 3 paid
    result = compensate("我在厂里被烫伤了，评了十级，工资4500，停工留薪期3个月，公司只发了基本工资2000，还能拿多少")
    assert (result["params"]["already_paid"], result["amount"]) == (6000, 39000)
    # not asked what is left: the whole, the wages still owed in a note
    result = compensate("我在厂里被烫伤了，评了十级，工资4500，停工留薪期3个月，公司只发了基本工资2000，能拿多少")
    assert result["amount"] == 45000
    assert any("还应补发 7500.00元" in note for note in result["notes"])


def test_no_grade_reached_leaves_the_suspension_wages_and_no_disability_benefit() -> None:
    # '没评上残疾等级': the grade is not asked for; the 停工留薪期 wages are what is owed, their months asked
    result = compensate("我干活时腰扭伤了，住院半个月，没评上残疾等级，月工资5000，公司要给我什么")
    assert result["params"]["no_grade_reached"] is True
    assert result["missing"] == ["停工留薪期的月数"]
    result = compensate("我在厂里被砸伤了脚，伤残鉴定不够级，停工留薪期2个月，月工资6000，能拿多少")
    assert result["amount"] == 12000  # 6000 × 2
    result = compensate("工伤没有达到伤残等级，月薪5000，能拿一次性伤残补助金吗，多少")
    assert result["amount"] == 0
    assert _step(result, "未达到伤残等级")["amount"] == 0
