"""高空抛物 (刑法第二百九十一条之二): a thing thrown from a building that hurts someone is judged by the heavier crime
(第二款), so the harm's own charge is sentenced and a step says why; the harm untold is asked for."""

from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def test_a_throw_that_hurts_names_the_heavier_rule():
    result = predict_sentence("他从九楼阳台往下扔了个酒瓶，把楼下的人砸成轻伤")
    assert result["charge"] == "故意伤害" and result["months"] > 0
    assert "高空抛物罪" in _steps(result) and "依照处罚较重的规定" in _steps(result)


def test_a_throw_whose_harm_is_untold_asks_for_it():
    result = predict_sentence("邻居从楼上往下扔花盆，砸伤了一个路人")
    assert result["charge"] == "故意伤害" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["injury"] and "高空抛物罪" in _steps(result)


def test_a_harm_without_a_throw_says_nothing_of_it():
    result = predict_sentence("他和邻居吵架，把邻居打成轻伤")
    assert "高空抛物" not in _steps(result)


def test_a_person_pushed_from_upstairs_is_no_throw():
    result = predict_sentence("他把她从楼上推了下去，她摔成重伤")
    assert result["charge"] == "故意伤害" and "高空抛物" not in _steps(result)
