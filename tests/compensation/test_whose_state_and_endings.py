"""Readers that must tell whose state a word tells of and who ended the work: part-time work only as the worker's
present status (劳动合同法 第六十八、七十一条), 第四十二条 states and retirement of the worker, not of a relative,
a rural victim not read off the victim's relatives, dependants counted once, a lower-terms renewal only at
expiry and offered by the employer (第四十六条第（五）项), a drunk pedestrian no driver's misconduct (交强险条例
第二十二条), an ending by agreement no 第四十二条 dismissal, a move of the worker's own no merged service (实施条例
第十条), and bad input refused with a message. Expected values by hand."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params
from backend.compensation.extract.common import said_of_kin, subject_before
from backend.compensation.params import SCENARIO_NAMES


# --- the shared "whose state is it" check -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "word", "kin"),
    [
        ("公司搬迁，我妈住院期间我请假照顾她", "住院期间", True),
        ("我爷爷领退休金跟我们住", "领退休金", True),
        ("我妹妹怀孕了", "怀孕", True),
        ("我同事工伤九级", "工伤", True),
        ("我怀孕了", "怀孕", False),
        ("还在医疗期内", "医疗期", False),
        # only the clause the word stands in: '我妈' in an earlier clause is not the subject
        ("我妈退休了，我怀孕5个月", "怀孕", False),
    ],
)
def test_a_state_is_the_relatives_when_one_is_its_nearest_subject(text: str, word: str, kin: bool) -> None:
    assert said_of_kin(text, text.index(word)) is kin


def test_the_subject_before_is_the_last_person_named_in_the_clause() -> None:
    assert subject_before("我妈住院期间", 2) == "妈"
    assert subject_before("公司搬迁，没人", 5) is None


# --- 1. part-time work (第六十八、七十一条) --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "reason", "expected"),
    [
        # 计时工资 is a way of paying a full-time wage; the business's troubles are 第四十条第（三）项: N = 5 × 6000
        ("我在工厂上班五年了，月薪6000，拿的是计时工资，公司说经营困难把我裁了，能拿多少补偿？", "employer_40", 30000),
        # overtime paid by the hour; a dismissal without a reason is unlawful: 2N = 2 × 4 × 8000 (第八十七条)
        ("我在公司干了4年，月薪8000，加班费按小时算，公司无故把我辞退了，能赔多少？", "illegal", 64000),
        # 小时工 once, full-time now: 2N = 2 × 3 × 5000
        ("我以前做过小时工，后来在这家公司全职干了3年，月薪5000，公司无故把我开了，赔多少？", "illegal", 30000),
    ],
)
def test_part_time_words_that_are_not_the_workers_present_status_end_nothing(question: str, reason: str | None, expected: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == reason
    assert result["amount"] == expected
    assert not any("第六十八条" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    [
        "公司说我是小时工，其实我每天干8小时，月薪5000，干了3年，老板说不用来了，能拿多少？",
        "我是小时工，但一天要干10个小时，干了2年，老板说不用来了，能拿多少？",
    ],
)
def test_part_time_contradicted_by_a_salary_or_a_full_day_is_a_note(question: str) -> None:
    # 第六十八条: part-time work is paid by the hour, at most 4 hours a day on average
    result = compensate(question)
    assert result["params"]["termination_reason"] != "part_time_71"
    assert any("第六十八条" in note for note in result["notes"])


def test_part_time_work_said_of_the_worker_still_ends_without_compensation() -> None:
    # 第七十一条: either side may end part-time work at any time, no compensation
    result = compensate("我是钟点工，每天干3小时，一个月工资1800，干了1年，老板不让我干了，有补偿吗？")
    assert result["params"]["termination_reason"] == "part_time_71"
    assert result["amount"] == 0


# --- 2. 第四十二条 states and retirement of relatives ------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "reason", "expected"),
    [
        # the grandfather's pension: the worker is no retiree; 搬迁 is 第四十条第（三）项: N = 6 × 7000
        ("我在公司干了6年，月薪7000，我爷爷领退休金跟我们住，公司搬迁我不愿意去，把我解除了，补偿多少？", "employer_40", 42000),
        # the mother's stay in hospital is no 医疗期 of the worker: N = 3 × 6000
        ("我在公司干了3年，月薪6000，公司搬迁，我妈住院期间我请假照顾她，公司把我解除了合同，补偿多少？", "employer_40", 18000),
        # the sister's pregnancy: 第四十条第（二）项 stands: N = 3 × 6000
        ("我在公司干了3年，月薪6000，我妹妹怀孕了我请假陪她，公司以不能胜任为由把我解除了，能拿多少？", "employer_40_incapable", 18000),
        # the worker's own stay in hospital: 第四十二条第（三）项 makes the 第四十条 ending unlawful: 2N = 2 × 3 × 6000
        ("我在公司干了3年，月薪6000，我住院期间公司搬迁，把我解除了合同，补偿多少？", "prohibited_42_medical_period", 36000),
    ],
)
def test_a_relatives_state_is_not_the_workers(question: str, reason: str, expected: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == reason
    assert result["amount"] == expected


def test_a_fathers_years_to_retirement_are_not_the_workers() -> None:
    # 第四十二条第（五）项 is about the worker's own 15 years and less than 5 to retirement
    result = compensate("我在公司干了16年，月薪6000，我爸还有3年就退休了，公司经营困难把我裁了，赔多少？")
    assert not any("第四十二条第（五）项" in note for note in result["notes"])
    own = compensate("我在公司干了16年，月薪6000，我还有3年就退休了，公司裁员把我裁了，赔多少？")
    assert own["params"]["termination_reason"] == "prohibited_42_long_service"


# --- 2/3. traffic: the rural victim and the dependants ------------------------------------------------------------
def test_relatives_farming_do_not_make_the_victim_rural() -> None:
    # before 2022-05-01 the rural figure applied only to a rural victim; the brother worked in town: urban 50000 × 20
    result = compensate(
        "我哥2021年6月在城里被车撞死了，35岁，在城里上班多年，父母在老家务农，对方全责，当地城镇居民人均可支配收入5万，"
        "农村居民人均纯收入2万，死亡赔偿金多少？"
    )
    assert result["params"]["victim_rural"] is None
    assert result["amount"] == 1000000


def test_the_victim_farming_is_still_read() -> None:
    result = compensate("我爸2021年6月被车撞死了，62岁，对方全责，他在农村务农，当地城镇居民人均可支配收入5万，死亡赔偿金多少？")
    assert result["params"]["victim_rural"] is True


def test_a_dependant_named_again_is_one_person_and_the_victim_none() -> None:
    # 人身损害赔偿解释 第十七条: 85 years old -> 5 years × 30000, one supporter (独子): 150000; 死亡赔偿金 50000 × 20
    result = compensate(
        "我爸被车撞死了，50岁，对方全责，2023年5月，城镇居民人均可支配收入5万，人均消费支出3万，他生前扶养我奶奶，奶奶85岁，"
        "奶奶没有劳动能力也没有收入，父亲是独子，死亡赔偿金多少？"
    )
    people = result["params"]["supported_people"]
    assert [(p["relation"], p["age"], p["unable_to_work"], p["supporters"]) for p in people] == [("奶奶", 85, True, 1)]
    assert result["amount"] == 1150000


@pytest.mark.parametrize(
    ("tail", "relation", "age", "unable"),
    [
        ("她生前要赡养我外婆80岁，外婆有退休金", "外婆", 80, False),
        ("她生前要扶养我弟弟，弟弟12岁，弟弟还在上学", "弟弟", 12, None),
    ],
)
def test_one_relation_word_said_twice_is_one_dependant(tail: str, relation: str, age: int, unable: bool | None) -> None:
    result = compensate(f"我妈被车撞死了，55岁，对方全责，2023年5月，城镇居民人均可支配收入5万，人均消费支出3万，{tail}，死亡赔偿金多少？")
    people = result["params"]["supported_people"]
    assert [(p["relation"], p["age"], p["unable_to_work"]) for p in people] == [(relation, age, unable)]


def test_two_children_told_with_a_count_stay_two() -> None:
    result = compensate(
        "我老公被车撞死了，40岁，对方全责，2023年5月，城镇居民人均可支配收入5万，人均消费支出3万，我们要抚养两个孩子，一个8岁一个5岁，总共赔多少？"
    )
    assert [p["age"] for p in result["params"]["supported_people"]] == [8, 5]


# --- 4. renewal on lower terms (第四十六条第（五）项) --------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        # a pay cut during the contract, then a dismissal: no expiry
        "我在公司干了2年，月薪6000，去年续签了合同，今年公司降薪，我不同意，公司就把我辞退了，赔多少？",
        # the worker asked for the change; the employer offered to renew
        "我在公司干了3年，月薪8000，公司说续签合同可以，但我要求涨薪降低工时，公司不同意，合同到期我就走了，有补偿吗？",
    ],
)
def test_a_cut_that_is_no_employers_lower_renewal_at_expiry_is_not_read_as_one(question: str) -> None:
    assert compensate(question)["params"]["termination_reason"] != "expiry_not_renewed"


def test_a_lower_renewal_at_expiry_refused_is_owed_compensation() -> None:
    # 第四十六条第（五）项: N = 3 × 8000
    result = compensate("合同到期，公司要求续签但工资降到5000，我原来月薪8000，干了3年，我不同意，有补偿吗？")
    assert result["params"]["termination_reason"] == "expiry_not_renewed"
    assert result["amount"] == 24000


# --- 5. misconduct of the driver only (交强险条例 第二十二条, 道交解释 第十五条) ------------------------------------
def test_a_drunk_pedestrian_is_no_drivers_misconduct() -> None:
    result = compensate("一个醉酒的行人横穿马路被我开车撞伤了，我主责，他医疗费2万，电动车损坏3000元，交强险赔多少？")
    assert result["params"]["driver_misconduct"] is None


@pytest.mark.parametrize("question", ["2024年5月司机醉酒开车把我撞伤了，对方全责，医疗费5万。", "2024年5月对方司机醉酒，撞伤了我，对方全责，医疗费5万。"])
def test_a_drunk_driver_is_still_read(question: str) -> None:
    assert compensate(question)["params"]["driver_misconduct"] == "醉酒驾驶"


# --- 6. who ended a work injury's employment ----------------------------------------------------------------------
def test_an_ending_by_agreement_is_mutual_and_no_42_dismissal() -> None:
    result = compensate("我在工厂上班被机器压伤，认定工伤九级，本人工资6000，后来我跟公司协商一致解除了劳动合同，能拿多少？")
    assert result["params"]["employment_ended_by"] == "mutual"
    assert not any("不得依照劳动合同法第四十条" in note for note in result["notes"])
    assert any("协商一致" in note for note in result["notes"])


def test_a_resignation_denied_is_the_employers_ending() -> None:
    injury = compensate("我工伤七级，月工资6000，我不想辞职，公司却把我辞退了，能拿多少？")
    assert injury["params"]["employment_ended_by"] == "employer"
    labour = compensate("我在公司干了3年，月薪6000，我不想辞职，公司却把我辞退了，赔多少？")
    assert labour["params"]["termination_reason"] != "employee_resigned"


def test_the_workers_own_crash_is_no_third_party() -> None:
    crash = compensate("我骑电动车上班撞了墙，认定工伤十级，月工资5000，能拿多少？")
    assert crash["params"]["third_party_caused"] is None
    hit = compensate("我上班路上被一辆电动车撞了，认定工伤十级，月工资5000，能拿多少？")
    assert hit["params"]["third_party_caused"] is True


# --- 7. bad input ---------------------------------------------------------------------------------------------------
def test_a_carried_over_span_too_long_is_refused_with_a_message() -> None:
    with pytest.raises(ValueError, match="过长"):
        compensate(
            "公司违法解除劳动合同，我在这家公司的时间是2019-04-01至2024-03-31，月薪1万，之前在前一家关联公司干了"
            "99999999999999999999年，是公司安排我过来的，赔偿金多少？"
        )


def test_a_traffic_accident_after_today_is_refused() -> None:
    with pytest.raises(ValueError, match="事故日期"):
        compensate_params("traffic", {"accident_date": "2999-01-01", "losses": {"医疗费": 9000}, "liability": "全部责任"})


# --- 8. one source of the scenario names ----------------------------------------------------------------------------
def test_an_unknown_scenario_message_names_every_scenario() -> None:
    with pytest.raises(ValueError) as refused:
        compensate("今天天气怎么样？")
    assert all(name in str(refused.value) for name in SCENARIO_NAMES.values())


def test_the_urban_income_is_read_past_a_rural_figure() -> None:
    result = compensate(
        "我2023年5月被车撞成十级伤残，35岁，对方全责，农村居民人均可支配收入2万，城镇居民人均可支配收入5万，残疾赔偿金多少？"
    )
    # 人身损害赔偿解释 第十二条: 50000 × 20 years × 10%
    assert result["params"]["local_disposable_income"] == 50000
    assert result["amount"] == 100000


# --- 9. service carried over only when the employer arranged the move (实施条例 第十条) ------------------------------
@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # '转到' alone: the new employer's 2 years: 2N = 2 × 2 × 6000, with a note on 第十条
        ("我在A公司干了3年，后来转到B公司干了2年，月薪6000，B公司把我无故辞退了，赔多少？", 24000),
        # arranged by the employer: 3 + 2 years: N = 5 × 8000
        ("我在A公司干了3年，后来公司安排我到关联的B公司，又在B公司干了2年，B公司裁员，月薪8000，补偿多少？", 40000),
    ],
)
def test_only_an_arranged_move_merges_the_years(question: str, expected: int) -> None:
    assert compensate(question)["amount"] == expected


def test_a_business_trip_is_no_move_to_another_employer() -> None:
    result = compensate("我在公司干了3年，月薪8000，公司安排我去外地分公司出差半年，回来后把我无故辞退了，赔多少？")
    assert result["amount"] == 48000  # 2N = 2 × 3 × 8000
    assert not any("实施条例第十条" in note for note in result["notes"])
