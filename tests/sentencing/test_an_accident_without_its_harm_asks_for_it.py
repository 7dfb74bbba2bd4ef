"""An accident is 交通肇事 only by its harm (法释〔2000〕33号第二条): a death, a 重伤, or a property loss the driver cannot
pay. A question that tells none of them ('开车撞了人会判几年', '撞伤了人开走了') gets no term: the engine asks for the harm,
as it asks theft for its amount. A harm told in any words the engine reads still gets its term or its no-crime."""

import pytest

from backend.pipelines.ask import read_sentence
from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize("question", [
    "开车把人撞伤了没停车直接开走了",
    "开车撞了人会判几年",
    "开车撞了人，交警说我负全责，会判几年",
    "开车撞了人，我都快急死了，会坐牢吗",
    "开车把一个老人撞倒了，腿撞骨折了，会坐牢吗",
])
def test_an_accident_with_no_harm_told_asks_for_the_harm(question):
    result = predict_sentence(question)
    assert result["charge"] == "交通肇事"
    assert [item["factor"] for item in result["missing"]] == ["injury"]
    assert result["months"] == 0
    assert any("未写明事故的后果" in step["description"] for step in result["steps"])


@pytest.mark.parametrize("question", [
    "开车撞死了一个行人，会判几年",
    "开车撞了人，人死了，会判几年",
    "开车撞了人，对方当场身亡，我负主要责任",
    "开车把人撞成了植物人，我负全责，还没停车就跑了",
    "开车撞坏了别人的店面，损失四十万，我无力赔偿，负全部责任",
])
def test_a_harm_told_in_any_words_gets_a_term(question):
    result = predict_sentence(question)
    assert result["charge"] == "交通肇事"
    assert result["missing"] == []
    assert result["months"] > 0


@pytest.mark.parametrize("question", [
    "开车撞了人，对方轻伤二级，会坐牢吗",
    "开车撞死了人，交警认定我负次要责任",
])
def test_a_harm_that_makes_no_crime_is_still_said_to(question):
    result = predict_sentence(question)
    assert result["missing"] == []
    assert result["penalty"].startswith("不构成")


def test_a_drunk_crash_with_no_harm_told_is_sentenced_as_drunk_driving():
    result = predict_sentence("喝醉了开车撞了人，查出来酒精含量150mg/100ml")
    assert result["charge"] == "危险驾驶" and result["months"] > 0


def test_the_ask_page_shows_no_term_for_an_accident_without_its_harm():
    # Ask shows the crime with the harm asked for (sentence.missing), never a term
    sentence = read_sentence("开车撞了人会判几年").sentence
    assert sentence["months"] == 0 and [item["factor"] for item in sentence["missing"]] == ["injury"]


@pytest.mark.parametrize(("question", "crime"), [
    # 重伤 with 全部责任 is a crime only with one of 第二条第二款's circumstances, here the flight
    ("开车把人撞成重伤二级，我负全责，没停车直接开走了", True),
    ("开车把人撞成重伤二级，我负全责，停车后马上报了警", False),
])
def test_driving_off_without_stopping_is_a_flight(question, crime):
    result = predict_sentence(question)
    assert (result["months"] > 0) is crime
