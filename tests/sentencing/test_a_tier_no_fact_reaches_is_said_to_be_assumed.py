"""A charge with no measure enters at a tier its own words name (拒不执行判决、裁定's 情节严重, 侵占's 数额较大): where the
fact neither states those words nor tells anything the engine reads for them, the tier step says that the term assumes
them, so that an answer built on it does not present the tier as found. The lighter tier of a danger to the public
(尚未造成严重后果) assumes nothing: it is the act with no harm told, and its step says so."""

from backend.sentencing.predict import predict_sentence


def _tier(fact: str, charge: str | None = None) -> str:
    result = predict_sentence(fact, charge=charge)
    return next(s["description"] for s in result["steps"] if "法定刑档次" in s["description"])


def test_a_tier_whose_words_the_fact_does_not_tell_is_said_to_be_assumed():
    step = _tier("法院判了他每个月给孩子抚养费，他有钱就是不给")
    assert "「情节严重」的标准未从案情中认定，按已达到估算" in step
    # 侵占 told with its value and the refusal (with either untold, they are asked for: no tier step)
    assert "「数额较大」的标准未从案情中认定" in _tier("朋友放在我这里保管的五万块钱，他要了几次我都不还")


def test_the_lighter_public_danger_tier_is_the_act_with_no_harm_told():
    # 尚未造成严重后果 is no standard to reach: the act that endangers the public is the crime (刑法第一百一十四条)
    step = _tier("他开车故意冲向人群会判几年")
    assert "按已达到估算" not in step
    assert "行为足以危害公共安全即构成本罪，不要求发生实害；案情未写明致人重伤、死亡" in step


def test_a_tier_whose_words_the_fact_states_rests_on_them():
    assert "（依据：事实中写明「情节严重」）" in _tier("被告人拒不执行法院判决，情节严重")
    # a basic tier asks for nothing beyond the act, and a measured tier rests on its figure
    assert "按已达到估算" not in _tier("叫一帮人来打牌赌钱，我从中抽头赚了一万块")
    assert "按已达到估算" not in _tier("卖了5克冰毒给别人")
