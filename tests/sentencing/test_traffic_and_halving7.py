"""交通肇事's crime conditions when several shares or no harm are told, and the halved theft level's one-year rule."""

from backend.sentencing.predict import predict_sentence


def test_a_crash_without_death_or_serious_injury_is_no_traffic_crime():
    # 法释〔2000〕33号第二条: no death, no serious injury, no property loss told -> not 交通肇事; the 醉驾 remains
    result = predict_sentence("被告人张某醉酒驾驶小型轿车，与李某驾驶的车辆相撞，致两车受损。经认定，张某负事故全部责任。"
                              "经鉴定，张某血液中乙醇含量为150mg/100ml。")
    assert result["penalty"].startswith("拘役") and 1 <= result["months"] <= 6
    assert any("未致人死亡或重伤：不构成交通肇事罪" in step["description"] for step in result["steps"])


def test_shares_of_several_parties_not_told_whose_leave_the_crime_undecided():
    # the victim's 次要 share must not be read as the defendant's (which would give 'no crime')
    result = predict_sentence("被告人张某驾驶货车与骑电动车的李某相撞，致李某当场死亡。经认定，李某负事故次要责任，"
                              "张某负事故主要责任。", charge="交通肇事")
    assert result["months"] > 0
    assert not any("次要责任" in step["description"] and "不构成" in step["description"] for step in result["steps"])


def test_an_administrative_penalty_halves_the_theft_level_only_within_a_year():
    # 法释〔2013〕8号第二条(二): 一年内曾因盗窃受过行政处罚; an older detention does not halve the level
    old = predict_sentence("被告人张某2010年3月曾因盗窃被行政拘留十日。2017年5月，张某在北京市盗窃手机一部，价值800元。",
                           charge="盗窃")
    recent = predict_sentence("被告人张某一年内曾因盗窃被行政拘留十日。2017年5月，张某在北京市盗窃手机一部，价值800元。",
                              charge="盗窃")
    assert old["months"] == 0 and recent["months"] > 0


def test_a_crash_that_only_caused_a_minor_injury_is_no_traffic_crime_even_without_a_share():
    # 法释〔2000〕33号第二条 needs a death or a serious injury; 轻伤 never suffices
    result = predict_sentence("被告人张某驾驶小型轿车与行人李某相撞，致李某轻伤二级。", charge="交通肇事")
    assert result["months"] == 0 and any("轻伤二级，未致人死亡或重伤" in s["description"] for s in result["steps"])


def test_a_dated_administrative_penalty_halves_the_level_when_within_the_year_before_the_act():
    # 法释〔2013〕8号第二条(二): 浙江 数额较大 3000, halved to 1500 by a penalty 5 months before; not by one 29 months before
    act = "2023年3月，朱某在浙江省杭州市盗窃手机一部，价值人民币1，600元。"
    recent = predict_sentence("被告人朱某曾因盗窃于2022年10月被公安机关行政拘留十日。" + act, charge="盗窃")
    told_first = predict_sentence("被告人朱某2022年10月因盗窃被行政处罚。" + act, charge="盗窃")
    old = predict_sentence("被告人朱某曾因盗窃于2020年10月被公安机关行政拘留十日。" + act, charge="盗窃")
    assert recent["months"] > 0 and told_first["months"] > 0 and old["months"] == 0
