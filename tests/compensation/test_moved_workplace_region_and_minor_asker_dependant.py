"""A workplace that moved (the figures are those of where the contract was performed, 劳动合同法实施条例 第十四条: the old
place for a worker who did not go along, the new one for a worker who went), the asker as the minor child of a dead or
disabled parent (人身损害赔偿解释 第十七条: a dependant) and a disposable income told without 人均. Expected values by
hand."""

from __future__ import annotations

from backend.compensation import compensate
from backend.compensation.extract.common import work_places_named
from backend.places import default_places


def _region(question: str) -> str | None:
    return compensate(question)["params"]["region"]


def test_a_worker_who_did_not_follow_the_move_worked_where_it_moved_from() -> None:
    assert _region("公司从上海搬到苏州，我不愿意去，被辞退了，月薪12000，干了6年，能拿多少？") == "上海"
    assert _region("我们厂从深圳迁到东莞，我没跟着去，厂里把我开了，工资9000，做了3年") == "深圳"
    # the new place named again as where the worker would not go is no place of the work
    assert _region("公司搬到苏州，我在上海上班，我不想去苏州，被辞退了，月薪9000，干了4年") == "上海"


def test_a_worker_who_went_along_works_where_it_moved_to_and_was_not_dismissed_for_the_move() -> None:
    result = compensate("公司从北京搬到天津，我跟着去了天津上班，一年后公司把我裁了，月薪8000，干了5年")
    assert result["params"]["region"] == "天津"
    assert result["params"]["termination_reason"] != "employer_40"


def test_a_move_told_without_whether_the_worker_went_leaves_both_places_for_the_user() -> None:
    result = compensate("公司从广州搬到佛山，后来把我辞退了，月薪8000，干了5年")
    assert result["params"]["region"] is None
    assert any("广州、佛山" in note and "第十四条" in note for note in result["notes"])


def test_the_workers_own_journey_is_no_move_of_the_workplace() -> None:
    assert work_places_named("我从湖南来深圳打工，干了3年被辞退", default_places()) == ("深圳",)


def test_the_asker_a_minor_child_of_a_dead_parent_is_a_dependant() -> None:
    result = compensate("我爸被车撞死了，我今年15岁，我爸42岁，对方全责，城镇居民人均可支配收入5万，人均消费支出3万，能赔多少？")
    people = [(p["relation"], p["age"]) for p in result["params"]["supported_people"]]
    assert people == [("提问人本人", 15)]
    assert result["params"]["victim_age"] == 42
    # 50000 × 20 + 30000 × (18 − 15) ÷ 2 (a minor has both parents as supporters)
    assert result["amount"] == 1045000


def test_the_asker_a_minor_child_of_a_disabled_parent_counts_by_the_grade() -> None:
    result = compensate("我爸被车撞成了三级伤残，我今年10岁，我爸40岁，对方全责，城镇居民人均可支配收入5万，人均消费支出3万")
    assert [(p["relation"], p["age"]) for p in result["params"]["supported_people"]] == [("提问人本人", 10)]
    # 50000 × 20 × 80 % + 30000 × 8 ÷ 2 × 80 %
    assert result["amount"] == 896000


def test_an_adult_asker_of_a_dead_parent_is_no_dependant() -> None:
    result = compensate("我爸被车撞死了，我今年25岁，我爸50岁，对方全责，城镇居民人均可支配收入5万，人均消费支出3万")
    assert result["params"]["supported_people"] == []
    assert result["amount"] == 1000000


def test_a_disposable_income_told_without_per_person() -> None:
    result = compensate("我妈出车祸去世了，我才12岁，妈妈38岁，对方负全部责任，可支配收入45000，人均消费支出28000")
    assert result["params"]["local_disposable_income"] == 45000
    # 45000 × 20 + 28000 × 6 ÷ 2
    assert result["amount"] == 984000
