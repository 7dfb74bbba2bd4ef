"""以危险方法危害公共安全, 投放危险物质 and 妨害安全驾驶 (刑法第一百三十三条之二) told in lay words are recognised, without
taking over a crash (交通肇事), a snatch (抢夺) or poison used on fish (非法捕捞) or on one person."""

from __future__ import annotations

import pytest

from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize(
    ("question", "charge"),
    [
        ("有人驾车故意冲向排队的人群，会判几年", "以危险方法危害公共安全"),
        ("他开着货车往赶集的人群里冲", "以危险方法危害公共安全"),
        ("在果园周围私拉电网防贼", "以危险方法危害公共安全"),
        ("有人往小区的蓄水池里投了老鼠药", "投放危险物质"),
        ("在村头水塘里撒了敌敌畏，会判几年", "投放危险物质"),
        ("乘客在大巴上跟司机吵架，抢了司机的方向盘", "妨害安全驾驶"),
        ("坐公交车坐过站，一气之下打了公交司机", "妨害安全驾驶"),
    ],
)
def test_the_act_is_named_by_its_charge(question: str, charge: str) -> None:
    assert predict_sentence(question)["charge"] == charge


def test_driving_into_a_crowd_that_kills_is_in_the_heavier_tier() -> None:
    result = predict_sentence("他开车故意冲向广场上的人群，撞死了两个人")
    assert result["charge"] == "以危险方法危害公共安全" and result["months"] >= 120


def test_a_crash_a_snatch_and_poisoned_fish_stay_what_they_are() -> None:
    assert predict_sentence("开车不小心撞到了路边的人群，撞死一人，我负主要责任")["charge"] == "交通肇事"
    assert predict_sentence("在路上抢了一个人的手机就跑，手机值三千块")["charge"] == "抢夺"
    # poison used to catch fish is 非法捕捞水产品 (a forbidden method), a crime only where 情节严重: asked for
    fish = predict_sentence("往河里投农药毒鱼，会坐牢吗")
    assert fish["charge"] == "非法捕捞水产品" and fish["months"] == 0
    assert [m["factor"] for m in fish["missing"]] == ["非法捕捞情节严重"]


def test_the_bus_wheel_grabbed_is_its_own_one_tier_crime() -> None:
    tiers = default_knowledge().statutes["妨害安全驾驶"]
    assert [(t.min_months, t.max_months, t.article) for t in tiers] == [(1, 12, "第133条之二")]
    result = predict_sentence("在公交车上抢方向盘会坐牢吗")
    assert result["charge"] == "妨害安全驾驶" and 1 <= result["months"] <= 12
    # a judgment's words: 抢夺 of a wheel is no snatch, and a quarrel with the driver outweighs the crash it caused
    told = predict_sentence("被告人在乘坐客车时因下车地点与驾驶员发生争吵，抢夺方向盘，致客车撞上路边护栏")
    assert told["charge"] == "妨害安全驾驶"
    # before 2021-03-01 the crime did not exist: the act was 以危险方法危害公共安全 (刑法第十二条第一款)
    earlier = predict_sentence("2020年6月1日，被告人在行驶的公交车上抢夺方向盘，危及公共安全")
    assert earlier["charge"] == "以危险方法危害公共安全"


def test_a_crowd_told_before_the_car_driven_into_it_is_no_crash() -> None:
    assert predict_sentence("往人群里开车撞过去会判几年")["charge"] == "以危险方法危害公共安全"
