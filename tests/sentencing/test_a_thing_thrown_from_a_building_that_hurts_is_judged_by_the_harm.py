"""高空抛物 (刑法第二百九十一条之二): a thing thrown from a building is a crime of its own where 情节严重; one that hurts
or kills someone is judged by the heavier crime (第二款), which turns on the thrower's intent. A lay question that tells
the harm and not the intent is asked for it, with the alternatives named, and no term; a harm charge given is
sentenced with a step saying why."""

import pytest

from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


@pytest.mark.parametrize("question", [
    "他从阳台往下扔砖头，砸死了一个路人",
    "邻居从楼上往下扔花盆，砸伤了一个路人",
    "他从九楼阳台往下扔了个酒瓶，把楼下的人砸成轻伤",
])
def test_a_throw_that_hurts_asks_what_decides_the_heavier_crime(question):
    result = predict_sentence(question)
    assert result["charge"] == "高空抛物" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["抛物伤人系过失"]
    steps = _steps(result)
    assert "依照处罚较重的规定" in steps and "过失致人死亡罪" in steps and "以危险方法危害公共安全罪" in steps


def test_a_negligent_throw_that_lightly_hurt_is_the_throw_alone():
    result = predict_sentence("邻居多次从楼上往下扔花盆，有一次砸伤了一个路人", factor_overrides={"抛物伤人系过失": True})
    assert result["charge"] == "高空抛物" and 0 < result["months"] <= 12 and not result["missing"]
    assert "以下只按高空抛物罪计算" in _steps(result)


# a negligent throw that killed or seriously injured is 过失致人死亡 / 过失致人重伤 (the heavier: 第二百九十一条之二第二款),
# whether the negligence is the correction the asking step names or told in words
@pytest.mark.parametrize(("question", "overrides", "charge", "months"), [
    ("他从阳台往下扔砖头，砸死了一个路人", {"抛物伤人系过失": True}, "过失致人死亡", (36, 84)),
    ("他从楼上扔花盆没看到楼下有人，砸死了一个人", None, "过失致人死亡", (36, 84)),
    ("他从九楼阳台往下扔了个酒瓶，不小心把楼下的人砸成重伤", None, "过失致人重伤", (1, 36)),
])
def test_a_negligent_throw_that_killed_or_seriously_injured_is_sentenced_as_the_harm(question, overrides, charge, months):
    result = predict_sentence(question, factor_overrides=overrides)
    assert result["charge"] == charge and months[0] <= result["months"] <= months[1] and not result["missing"]
    steps = _steps(result)
    assert "依照处罚较重的规定定罪处罚" in steps and f"罪名按「{charge}」认定" in steps


def test_a_throw_that_killed_with_its_intent_untold_still_asks():
    result = predict_sentence("他从阳台往下扔砖头，砸死了一个路人")
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["抛物伤人系过失"]


def test_a_harm_charge_given_names_the_heavier_rule():
    result = predict_sentence("他从九楼阳台往下扔了个酒瓶，把楼下的人砸成轻伤", charge="故意伤害")
    assert result["charge"] == "故意伤害" and result["months"] > 0
    assert "高空抛物罪" in _steps(result) and "以下按伤亡后果所构成的犯罪计算" in _steps(result)


@pytest.mark.parametrize(("question", "serious"), [
    ("邻居从十二楼往下扔了一个酒瓶子，会判刑吗", False),
    ("邻居经常从十二楼往下扔酒瓶子，会判刑吗", True),
    ("楼上的人被物业劝过好几次，还是从阳台往下扔垃圾", True),
])
def test_a_throw_without_harm_is_a_crime_only_where_serious(question, serious):
    result = predict_sentence(question)
    assert result["charge"] == "高空抛物"
    if serious:
        assert 0 < result["months"] <= 12 and not result["missing"]
    else:
        assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["写明情节严重"]
        assert "经劝阻仍继续实施" in _steps(result)


def test_a_throw_before_the_amendment_is_judged_under_the_law_of_its_day():
    result = predict_sentence("2019年5月，他多次从十楼往楼下扔酒瓶")
    assert result["charge"] != "高空抛物" or "以危险方法危害公共安全" in _steps(result)


def test_a_harm_without_a_throw_says_nothing_of_it():
    result = predict_sentence("他和邻居吵架，把邻居打成轻伤")
    assert "高空抛物" not in _steps(result)


def test_a_person_pushed_from_upstairs_is_no_throw():
    result = predict_sentence("他把她从楼上推了下去，她摔成重伤")
    assert result["charge"] == "故意伤害" and "高空抛物" not in _steps(result)


def test_a_negligence_told_in_words_is_read():
    result = predict_sentence("他经常从阳台往下扔东西，有一次没看到楼下有人，把一个路人砸成轻伤")
    assert result["charge"] == "高空抛物" and 0 < result["months"] <= 12 and not result["missing"]
