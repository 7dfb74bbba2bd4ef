"""Session 25: a victim's parent told without means and no word of support, the subsidies' months told without their
wage, the solo crash's passenger notes, the year that settles the rural standard, and a disabled worker sent away
with a sum handed over."""

from __future__ import annotations

from typing import Any

from backend.compensation.engine import compensate

_URBAN = "城镇居民人均可支配收入5万，人均消费支出3万"


def _people(result: dict[str, Any]) -> list[tuple[str, int | None, bool | None]]:
    return [(p["relation"], p["age"], p["unable_to_work"]) for p in result["params"]["supported_people"]]


def test_a_dead_husbands_mother_without_income_is_read_as_his_dependant() -> None:
    result = compensate(f"我老公被车撞死了，对方全责，他45岁，婆婆70岁，没有收入，老公是独子，{_URBAN}，能赔多少")
    assert _people(result) == [("婆婆", 70, True)]
    # 1000000 + 30000 × (20 − 10) years ÷ 1 supporter
    assert result["amount"] == 1300000
    step = next(s["description"] for s in result["steps"] if s["description"].startswith("受害人的母亲（提问人的婆婆）"))
    assert "题目说“没有收入”" in step
    assert any("成年近亲属须两者兼备" in note and "退休金" in note for note in result["notes"])


def test_the_parents_supporters_are_asked_where_not_told() -> None:
    result = compensate(f"我老公被车撞死了，对方全责，他45岁，婆婆70岁，没有收入，{_URBAN}，能赔多少")
    assert _people(result) == [("婆婆", 70, True)]
    assert result["amount"] is None
    assert any("受害人的母亲（提问人的婆婆）的扶养人共几人" in need for need in result["missing"])


def test_a_parent_told_only_without_work_is_asked_about_working_capacity() -> None:
    result = compensate(f"我爸被车撞死了，对方全责，他50岁，奶奶80岁了没工作，{_URBAN}，能赔多少")
    assert _people(result) == [("奶奶", 80, None)]
    assert any("受害人的母亲（提问人的奶奶）是否丧失劳动能力又无其他生活来源" in need for need in result["missing"])


def test_the_askers_own_mother_who_lost_her_working_capacity() -> None:
    result = compensate(f"我被车撞成了七级伤残，对方全责，我40岁，我妈65岁，丧失劳动能力，我是独生女，{_URBAN}，能赔多少")
    assert _people(result) == [("妈", 65, True)]
    # 残疾赔偿金 50000 × 20 × 40 % = 400000; 被扶养人 30000 × 15 × 40 % = 180000
    assert result["amount"] == 580000
    assert not any("成年近亲属须两者兼备" in note for note in result["notes"])


def test_a_parent_with_a_pension_is_no_dependant() -> None:
    result = compensate(f"我老公被车撞死了，对方全责，他45岁，婆婆70岁，有退休金，{_URBAN}，能赔多少")
    assert result["params"]["supported_people"] == []
    assert result["amount"] == 1000000


def test_subsidy_months_without_their_wage_name_the_base_missing() -> None:
    result = compensate("工伤十级，一次性伤残就业补助金和医疗补助金各6个月，月工资5000，能拿多少")
    assert result["params"]["subsidy_months_told"] == {"one_off_medical_subsidy": 6, "one_off_employment_subsidy": 6}
    # 一次性伤残补助金 7 × 5000; the subsidies' base is not said
    assert result["amount"] == 35000
    note = next(n for n in result["notes"] if "一次性伤残就业补助金" in n and "具体标准" in n)
    assert "一次性伤残就业补助金6个月" in note and "本人工资" in note and "职工月平均工资" in note
    assert "题目未给出当地标准" not in note


def test_subsidies_told_nothing_of_still_ask_the_local_standard() -> None:
    result = compensate("工伤九级，月工资5000，能拿多少")
    assert result["amount"] == 45000
    assert any("题目未给出当地标准" in note for note in result["notes"])


def test_a_solo_crash_passenger_gets_no_note_about_another_vehicle() -> None:
    result = compensate("朋友开车带我去吃饭，路上他撞到护栏，我受伤了，住院花了3万，能让他赔多少")
    assert result["amount"] == 30000
    assert not any("若事故另一方机动车也有责任" in note for note in result["notes"])
    assert any("单方事故" in note and "座位险" in note for note in result["notes"])


def test_a_passenger_of_a_crash_not_told_alone_keeps_the_note() -> None:
    result = compensate("我坐朋友的车出去玩，出了车祸，交警认定朋友全责，我作为车上乘客受伤，医疗费2万，能让朋友赔多少")
    assert result["amount"] == 20000
    assert result["params"]["victim_is_passenger"] is True
    assert any("若事故另一方机动车也有责任" in note for note in result["notes"])


def test_the_year_2020_settles_the_rural_standard_though_not_the_limits() -> None:
    result = compensate("2020年我爸被车撞死了，60岁，农村户口，对方全责，农村居民人均可支配收入2万，能赔多少")
    assert result["params"]["accident_date"] is None and result["params"]["accident_year"] == 2020
    # 20000 × 20; the vehicle side owes the whole under either limits
    assert result["amount"] == 400000
    assert result["missing"] == []


def test_the_year_2020_still_asks_the_date_where_the_limits_decide() -> None:
    result = compensate(
        "2020年我爸被车撞死了，60岁，农村户口，对方主要责任70%，农村居民人均可支配收入2万，保险公司交强险赔多少"
    )
    assert result["missing"] and all("交强险责任限额" in need for need in result["missing"])


def test_a_year_after_the_unification_is_the_urban_standard() -> None:
    result = compensate("2023年我爸被车撞死了，60岁，农村户口，对方全责，城镇居民人均可支配收入5万，能赔多少")
    assert result["amount"] == 1000000


def test_a_disabled_worker_sent_away_with_a_sum_gets_each_claim_and_the_sum_weighed() -> None:
    result = compensate("我是工伤十级，干了3年，公司给了我2万就让我走人，月工资5000，我还能要多少")
    # sent away on no ground told though 第四十二条第（二）项 protects him (session 28): 赔偿金 5000 × 3 × 2; beside it
    # 一次性伤残补助金 5000 × 7
    assert result["scenario"] == "economic" and result["amount"] == 30000
    assert [(r["scenario"], r["amount"]) for r in result["related"]] == [("work_injury", 35000)]
    assert result["combined_total"] == 65000
    note = next(n for n in result["notes"] if "单位已给的 20000.00元" in n)
    assert "以上金额未扣除" in note and "还可要 45000.00元" in note


def test_a_sum_handed_over_as_a_named_payment_is_deducted_not_noted() -> None:
    result = compensate("公司把我辞退了，干了2年，月薪8000，公司给了我5000经济补偿，还能要多少")
    assert result["amount"] == 11000
    assert not any("单位已给的" in note for note in result["notes"])


def test_wages_owed_after_resigning_are_the_question() -> None:
    # the resignation owes no 经济补偿; the two months' wages are what can be got back
    result = compensate("我上个月辞职了，公司还欠我两个月工资没发，月薪6000，能要回多少")
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] == 12000
    assert any("第三十八条第一款第（二）项" in note for note in result["notes"])


def test_a_resignation_told_alone_still_owes_no_compensation() -> None:
    result = compensate("我上个月辞职了，干了三年，月薪6000，能要多少")
    assert result["params"]["targets"] == [] and result["amount"] == 0


def test_the_year_2022_alone_leaves_the_rural_standard_asked() -> None:
    # the unification took effect on 2022-05-01: the year alone does not say which side the accident fell
    result = compensate("2022年我爸被车撞死了，60岁，农村户口，对方全责，农村居民人均可支配收入2万，城镇居民人均可支配收入5万，能赔多少")
    assert result["params"]["accident_year"] == 2022 and result["amount"] is None
    assert any("2022年5月1日前发生的按农村居民标准" in need for need in result["missing"])


def test_the_year_2022_alone_still_sets_the_limits_and_the_urban_text() -> None:
    result = compensate("2022年我被车撞了，对方全责，医疗费3万，误工费1万，能赔多少")
    assert result["amount"] == 40000
    assert any("交强险医疗费用赔偿限额（有责，事故发生于2022年）18000.00元" in step["description"] for step in result["steps"])
    assert not any("未给出事故日期" in note for note in result["notes"])
    urban = compensate("2022年我爸被车撞死了，60岁，对方全责，城镇居民人均可支配收入5万，能赔多少")
    assert urban["amount"] == 1000000
    assert not any("事故发生在2022年5月1日前" in note for note in urban["notes"])


def test_an_accident_year_to_come_is_refused() -> None:
    from backend.compensation.engine import compensate_params

    try:
        compensate_params("traffic", {"accident_year": 2999, "victim_died": True, "victim_age": 60, "liability": "全部责任"})
    except ValueError as error:
        assert "事故年份 2999" in str(error) and "accident_year" not in str(error)
    else:
        raise AssertionError("a year to come was not refused")


def test_wages_withheld_on_leaving_to_be_got_back_are_the_question() -> None:
    result = compensate("离职的时候公司扣了我半个月工资没给，月薪8000，能要回来吗多少钱")
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] == 4000
    assert result["missing"] == []


def test_a_dismissal_with_wages_owed_still_answers_the_ending() -> None:
    result = compensate("公司把我辞退了，还欠我两个月工资，月薪6000，干了两年，能要回多少")
    # 经济补偿 6000 × 2; the wages owed are a claim of their own, in a note
    assert result["params"]["targets"] == [] and result["amount"] == 12000
    assert any("拖欠的工资应当足额补发" in note for note in result["notes"])


def test_the_employers_denial_of_a_work_injury_is_noted_as_not_its_to_decide() -> None:
    result = compensate("我在公司上班时摔了一跤手骨折了，公司说不是工伤，医药费5000，怎么办能拿多少")
    assert result["scenario"] == "work_injury"
    assert any("用人单位不认为是工伤的，由用人单位承担举证责任（工伤保险条例 第十九条第二款）" in note for note in result["notes"])
    told_temporary = compensate("老板说我是临时工不算工伤，我干活摔伤了，评了十级，月工资5000")
    assert told_temporary["amount"] == 35000
    assert not any("第十九条第二款" in note for note in told_temporary["notes"])


def test_the_asker_as_the_dead_sons_parent_without_income() -> None:
    result = compensate(f"我儿子被车撞死了，对方全责，他25岁，是独生子，我今年62岁，没有收入，{_URBAN}，能赔多少")
    assert _people(result) == [("提问人本人", 62, True)]
    # 1000000 + 30000 × (20 − 2) years ÷ 1 (the victim an only child)
    assert result["amount"] == 1540000
    assert any(s["description"].startswith("受害人的父母（提问人本人）（题目说“没有收入”") for s in result["steps"])


def test_grandparents_told_together_share_the_age_and_the_want_of_means() -> None:
    result = compensate(f"我爸被车撞死了，对方全责，他50岁，爷爷奶奶都80岁了，没有收入，{_URBAN}，能赔多少")
    assert _people(result) == [("爷爷", 80, True), ("奶奶", 80, True)]
    assert result["amount"] is None
    assert sum("的扶养人共几人" in need for need in result["missing"]) == 2
