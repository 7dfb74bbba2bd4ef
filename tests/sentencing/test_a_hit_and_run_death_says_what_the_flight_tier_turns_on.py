"""A driver who hit someone and ran ('撞了人跑了') fled the scene (逃逸, 刑法第一百三十三条: three to seven years). Where a
death is told too but not that the flight caused it ('那人后来死了'), the term is the flight's tier, and a step says
that a death from the victim being left without help (因逃逸致人死亡, 法释〔2000〕33号第五条) is seven years and up."""

from backend.sentencing.predict import predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def test_running_off_after_hitting_someone_is_flight() -> None:
    result = predict_sentence("开车撞了人就跑了，那个人重伤了，我负全责")
    assert "逃逸" in [factor["name"] for factor in result["factors"]]


def test_a_later_death_after_a_flight_is_the_flight_tier_with_the_heavier_one_explained() -> None:
    result = predict_sentence("开车撞了人跑了，那人后来死了，会判多久？")
    assert result["charge"] == "交通肇事"
    assert 36 <= result["months"] <= 84
    text = steps_text(result)
    assert "未写明死亡是否因逃逸所致" in text and "因逃逸致人死亡" in text and "七年以上" in text


def test_a_death_the_flight_caused_is_the_heaviest_tier_without_the_open_step() -> None:
    result = predict_sentence("开车撞了人后逃逸，被害人因得不到及时救助而死亡")
    assert result["months"] >= 84
    assert "未写明死亡是否因逃逸所致" not in steps_text(result)


def test_a_flight_with_no_death_has_no_step_about_one() -> None:
    result = predict_sentence("开车撞了人后逃逸，被害人重伤二级，负全部责任")
    assert "未写明死亡是否因逃逸所致" not in steps_text(result)


def test_a_death_told_as_a_rescue_that_failed_is_counted() -> None:
    result = predict_sentence("开车把人撞倒后开车跑了，那人送到医院没抢救过来")
    assert result["charge"] == "交通肇事" and not result["missing"] and 36 <= result["months"] <= 84
