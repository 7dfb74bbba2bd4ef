"""Drunk driving with a crash: 交通肇事 replaces 危险驾驶 only where the accident is shown to be a crime; where the harm
that would make it one is not measured, the drunk driving is sentenced (拘役) and a step says what is missing."""

from __future__ import annotations

from backend.sentencing.predict import predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def test_a_crash_with_an_unmeasured_loss_leaves_the_drunk_driving() -> None:
    output = predict_sentence(
        "被告人蒋某酒后驾驶小型轿车在公路上行驶时与路边停放的货车相撞，造成财产损失。经检测其血液中乙醇含量为190mg/100ml。",
        charge="交通肇事；危险驾驶",
    )
    assert output["charge"] == "危险驾驶"
    assert output["penalty"].startswith("拘役")
    assert "不能认定交通肇事罪" in steps_text(output)


def test_a_death_with_full_responsibility_is_the_accident() -> None:
    output = predict_sentence(
        "被告人蒋某酒后驾驶小型轿车在公路上行驶，经检测血液中乙醇含量为190mg/100ml，将横穿马路的行人撞倒，致其当场死亡。"
        "经交警部门认定，蒋某负事故全部责任。",
        charge="交通肇事；危险驾驶",
    )
    assert output["charge"] == "交通肇事"
    assert output["penalty"].startswith("有期徒刑")
    assert "不能认定交通肇事罪" not in steps_text(output)
