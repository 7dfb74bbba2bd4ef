"""Traffic readings left by the first round of session 21: a victim named after the harm in a relative clause ('我被车撞
死的儿子才25岁') whose age is read; a brother of the victim told beside a dependant grandparent, who is no dependant but
one more of her supporters (人身损害赔偿解释 第十七条); and a relative's lost pay while caring, with no time of care told,
taken over the stay in hospital (第八条), with a note."""

from __future__ import annotations

from backend.compensation import compensate


def test_an_age_told_after_a_relative_clause_of_the_harm_is_the_victims() -> None:
    result = compensate("我被车撞死的儿子才25岁，对方全责，当地城镇居民人均可支配收入5万，死亡赔偿金能赔多少")
    assert result["params"]["victim_age"] == 25
    assert result["params"]["supported_people"] == []
    death = [step for step in result["steps"] if step["description"].startswith("死亡赔偿金")]
    assert death and death[0]["amount"] == 1_000_000  # 50000 × 20 years


def test_a_victim_named_before_the_harm_keeps_a_childs_age_as_a_dependants() -> None:
    result = compensate("我爸被车撞死了，他儿子8岁，对方全责")
    assert result["params"]["victim_age"] is None
    assert [person["age"] for person in result["params"]["supported_people"]] == [8]


def test_a_brother_of_the_victim_shares_the_support_of_their_mother() -> None:
    result = compensate("我爸62岁被撞死了，对方全责，我奶奶85岁靠他养，我爸还有个弟弟，被扶养人生活费怎么算")
    people = result["params"]["supported_people"]
    assert [(person["relation"], person["age"], person["supporters"]) for person in people] == [("奶奶", 85, 2)]
    assert not any("弟弟的年龄" in asked for asked in result["missing"])


def test_two_sisters_of_the_victim_make_three_supporters() -> None:
    result = compensate(
        "我爸62岁被撞死了，对方全责，我奶奶85岁没有收入靠他养，我爸还有两个姐姐，当地人均消费支出3万，被扶养人生活费多少"
    )
    step = next(step for step in result["steps"] if step["description"].startswith("受害人的母亲（提问人的奶奶）"))
    assert "÷ 扶养人 3 人" in step["description"]
    assert step["amount"] == 50000  # 30000 × 5 years (over 75) ÷ 3


def test_the_askers_own_minor_brother_stays_a_dependant() -> None:
    # the brother is the asker's, a child of the dead father: not the victim's sibling
    result = compensate("我爸被车撞死了，我还有个弟弟今年10岁，被扶养人生活费怎么算")
    assert [(person["relation"], person["age"]) for person in result["params"]["supported_people"]] == [("弟弟", 10)]


def test_a_relatives_care_with_no_time_told_is_counted_over_the_stay() -> None:
    result = compensate("我老婆被车撞了，住院两个月，我请假照顾她，我月工资1万，对方全责，护理费能要多少")
    care = [item for item in result["params"]["rated_items"] if item["item"] == "护理费"]
    assert care and (care[0]["rate"], care[0]["per"], care[0]["time"], care[0]["time_unit"]) == (10000, "月", 2, "个月")
    assert any(step["description"].startswith("护理费 =") and step["amount"] == 20000 for step in result["steps"])
    assert any("护理期限按住院期间计算" in note and "第八条" in note for note in result["notes"])


def test_a_time_of_care_told_is_used_rather_than_the_stay() -> None:
    result = compensate("我老婆被车撞了，住院两个月，我请假照顾了她一个月，我月工资1万，对方全责，护理费能要多少")
    care = [item for item in result["params"]["rated_items"] if item["item"] == "护理费"]
    assert care and (care[0]["time"], care[0]["time_unit"]) == (1, "个月")
    assert not any("护理期限按住院期间计算" in note for note in result["notes"])


def test_a_relative_without_income_caring_over_the_stay_has_only_the_rate_asked() -> None:
    result = compensate("被车撞了住院半个月，我妈每天来照顾我，她没工作，对方全责，护理费怎么算")
    care = [item for item in result["params"]["rated_items"] if item["item"] == "护理费"]
    assert care and (care[0]["rate"], care[0]["time"], care[0]["time_unit"]) == (None, 0.5, "个月")
    assert any(note.startswith("未计入护理费") and "护工" in note for note in result["notes"])


def test_the_item_named_in_the_asking_sentence_is_no_word_of_support() -> None:
    # '被扶养人生活费怎么算' names the item; the daughter and the parents told before it are still read
    result = compensate("我老婆被车撞死了，她45岁，我们有个16岁的女儿，她父母都70岁没有收入，她还有个哥哥，对方全责，被扶养人生活费怎么算")
    people = [(person["relation"], person["age"], person["supporters"]) for person in result["params"]["supported_people"]]
    # the daughter's other parent is the asker (two, by default); the parents share their son with the victim
    assert people == [("女儿", 16, None), ("父亲", 70, 2), ("母亲", 70, 2)]
