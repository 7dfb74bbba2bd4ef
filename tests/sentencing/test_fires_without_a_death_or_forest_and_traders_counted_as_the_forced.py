"""Review mends: a careless fire is a crime only where its harm reaches the figures, so dead chickens are no death and
wheat fields no forest; the doers of a forced sale are not the people forced; and where a reading makes the case a
crime below the tier the charge starts from, the tier's step still says why (the reading's ground)."""

from backend.sentencing import predict_sentence


def _tier_step(result: dict) -> str:
    return next(step["description"] for step in result["steps"] if "法定刑档次" in step["description"])


def test_a_fire_that_killed_chickens_or_burnt_wheat_asks_for_its_harm():
    for fact in ("上坟烧纸不小心引起火灾，把邻居家的鸡烧死了，会判几年", "烧荒不小心引起火灾，烧了三十亩麦田，旁边就是山"):
        result = predict_sentence(fact)
        assert result["charge"] == "失火" and result["months"] == 0 and result["missing"]


def test_a_fire_that_killed_a_person_or_burnt_forest_gives_the_term_and_its_ground():
    for fact, told in (("烧纸不小心把房子点着了，烧死了一个人", "烧死了一个人"), ("烧荒不小心引起火灾，烧了三十亩山林", "三十亩")):
        result = predict_sentence(fact)
        assert result["charge"] == "失火" and result["months"] == 36
        assert f"依据：事实中写明「{told}」" in _tier_step(result)


def test_the_doers_of_a_forced_sale_are_not_counted_as_the_people_forced():
    doers = predict_sentence("我们三个人在景区门口拦游客，不买东西就不让他们走")
    assert doers["charge"] == "强迫交易" and doers["months"] == 0 and doers["missing"]
    forced = predict_sentence("在景区门口强迫五个游客买东西")
    assert forced["months"] > 0 and "依据：事实中写明「五个游客」" in _tier_step(forced)
