"""假冒注册商标 (刑法第二百一十三条): the 非法经营数额 chooses the tier (法释〔2004〕19号第一条: 五万元 / 二十五万元, three
and fifteen where two marks or more are counterfeited), the goods' value counting (第十二条); money told as something else
(a bail, compensation paid, the proceeds) is not that amount; an act before 刑法修正案（十一） keeps the lighter tiers."""

from __future__ import annotations

from backend.sentencing.predict import predict_sentence

CHARGE = "假冒注册商标"


def _tier_step(output: dict) -> str:
    return next(s["description"] for s in output["steps"] if s["description"].startswith(f"罪名「{CHARGE}」"))


def test_goods_worth_less_than_the_especially_serious_figure_stay_in_the_basic_tier() -> None:
    fact = "2022年5月，被告人韩某未经许可，在租来的仓库里给散装白酒贴上“洋河”注册商标，被查获时经鉴定价值人民币18万元。"
    output = predict_sentence(fact, charge=CHARGE)
    assert "「情节严重」" in _tier_step(output) and 6 <= output["months"] <= 24


def test_sales_from_250000_are_especially_serious() -> None:
    fact = "2022年5月，被告人韩某未经许可，在租来的仓库里给散装白酒贴上“洋河”注册商标后出售，销售金额共计人民币60万元。"
    output = predict_sentence(fact, charge=CHARGE)
    assert "「情节特别严重」" in _tier_step(output) and 36 <= output["months"] <= 60


def test_two_marks_counterfeited_lower_the_figures() -> None:
    one = "2022年5月，被告人韩某未经许可，在作坊里给白酒贴上“洋河”注册商标后出售，销售金额共计人民币20万元。"
    two = "2022年5月，被告人韩某未经许可，在作坊里给白酒贴上“洋河”、“汾酒”注册商标后出售，销售金额共计人民币20万元。"
    assert "「情节严重」" in _tier_step(predict_sentence(one, charge=CHARGE))
    output = predict_sentence(two, charge=CHARGE)
    assert "「情节特别严重」" in _tier_step(output) and "150000" in _tier_step(output)


def test_a_bail_or_compensation_is_not_the_business_amount() -> None:
    fact = (
        "2022年5月，被告人韩某未经许可，在作坊里给白酒贴上“洋河”注册商标，被查获的白酒经鉴定价值人民币6万元。"
        "案发后韩某交纳取保候审保证金人民币30万元，并赔偿商标权利人经济损失人民币40万元。"
    )
    output = predict_sentence(fact, charge=CHARGE)
    assert "涉案金额（元）60000" in _tier_step(output) and "「情节严重」" in _tier_step(output)


def test_a_sum_taken_after_a_compensation_word_is_still_the_amount() -> None:
    # the compensation word only tells the lie ('拿到赔偿款'); what follows it was taken, and what is paid back
    # ('退赔…被骗款项', '所骗取的') stays out
    from backend.sentencing.factors import read_amount

    assert read_amount("被告人谎称能帮被害人拿到赔偿款骗取被害人人民币2万元")[0] == 20000
    assert read_amount("被告人已退赔被害人被骗款项人民币3万元") is None
    assert read_amount("被告人赔偿了被害人所骗取的全部钱款人民币3万元") is None


def test_an_act_before_amendment_eleven_keeps_the_seven_year_tier() -> None:
    fact = "2019年5月，被告人韩某未经许可，在作坊里给白酒贴上“洋河”注册商标后出售，销售金额共计人民币300万元。"
    output = predict_sentence(fact, charge=CHARGE)
    assert "36–84个月" in _tier_step(output) and output["months"] <= 84


def test_without_an_amount_the_tiers_words_choose_and_without_them_the_amount_is_asked_for() -> None:
    told = "2022年5月，被告人韩某未经许可，在作坊里给白酒贴上“洋河”注册商标后出售，公诉机关认为其行为情节严重。"
    assert "「情节严重」" in _tier_step(predict_sentence(told, charge=CHARGE))
    untold = predict_sentence("2022年5月，被告人韩某未经许可，在作坊里给白酒贴上“洋河”注册商标后出售。", charge=CHARGE)
    assert untold["months"] == 0 and [m["factor"] for m in untold["missing"]] == ["amount"]
