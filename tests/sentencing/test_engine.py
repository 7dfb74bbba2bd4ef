"""The engine's terms, derived by hand from the data files, and the steps it cites.

Threshold midpoints when no province is known (thresholds.yaml): theft 数额较大 2000, 数额巨大 65000.
Baseline = start + f·(to − start) where f is the amount's position between the tier's threshold and the
next one; adjustments take the middle of each percentage range."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from app.pages.sentencing import summary
from backend.sentencing.engine import combine_with_remainder, detention_only, is_detention
from backend.sentencing.intervals import INTERVAL_LABELS
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


THEFT = "被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。"


SURRENDER = "案发后被告人张某主动到派出所投案，如实供述了犯罪事实。"


def months(fact: str, charge: str, **kwargs) -> int:
    return predict_sentence(fact, charge=charge, **kwargs)["months"]


def test_theft_with_surrender() -> None:
    # f = (10000-2000)/(65000-2000) = 0.127; start 1–12, to 36: baseline 5.44–15.05, middle 10.25;
    # surrender with confession: −0–40 %, middle −20 % -> 8.2
    output = predict_sentence(THEFT + SURRENDER, charge="盗窃")
    assert output["months"] == 8
    assert output["interval"] == 7
    assert output["range_months"] == [3.3, 15.0]  # 5.44 × 0.6 and 15.05 × 1.0
    sources = " ".join(step["source"] for step in output["steps"])
    assert "法释〔2013〕8号" in sources and "第264条" in sources and "四（十一）" in sources and "三（六）" in sources


def test_theft_province_thresholds() -> None:
    # Zhejiang 3000 / 80000: f = 7000/77000 = 0.091; baseline middle 6.5 + 0.091 × 29.5 = 9.18
    output = predict_sentence("被告人张某在杭州市某商场盗窃他人手机，共计价值人民币10000元。", charge="盗窃")
    assert output["province"] == "浙江"
    assert output["months"] == 9
    assert any("浙江标准" in step["description"] for step in output["steps"])


def test_injury_with_recidivism() -> None:
    # 轻伤: start 1–24, middle 12.5; recidivism +10–40 %, middle +25 % = 3.1 months (at least 3) -> 15.6
    fact = "被告人李某因琐事与王某发生争执，用拳头将王某打伤，经鉴定王某的损伤程度为轻伤二级。被告人李某系累犯。"
    assert months(fact, "故意伤害") == 16


def test_serious_injury_moves_to_the_next_tier() -> None:
    fact = "被告人李某持木棒将王某打伤，经鉴定王某的损伤程度为重伤二级。"
    output = predict_sentence(fact, charge="故意伤害")
    assert output["months"] == 48  # start 36–60
    assert "36–120个月" in output["steps"][0]["description"]


def test_drunk_driving() -> None:
    # 200 mg/100ml is the top of the 80–200 span: baseline 6; confession −10 % -> 5.4
    fact = "被告人赵某醉酒后驾驶小型轿车在道路上行驶，经鉴定其血液中乙醇含量为200mg/100ml。被告人赵某到案后如实供述。"
    assert months(fact, "危险驾驶") == 5


def test_drug_sale_small_quantity() -> None:
    # 5 g methamphetamine is half of the 10 g 数量较大: baseline (1 + 0.5·35, 36) -> middle 27.25
    assert months("被告人陈某以300元的价格向吸毒人员贩卖甲基苯丙胺5克。", "走私、贩卖、运输、制造毒品") == 27


def test_drug_quantity_large_tier() -> None:
    # 15 g heroin: 数量较大 tier, start 84–96, f = (15-10)/(50-10) = 0.125 towards 180 -> 90+0.125·(180-90) = 101.25
    assert months("被告人陈某贩卖海洛因15克。", "走私、贩卖、运输、制造毒品") == 101


def test_robbery_in_a_home() -> None:
    assert months("被告人王某持刀入户抢劫被害人现金500元。", "抢劫") == 138  # start 120–156


def test_hit_and_run() -> None:
    fact = "被告人驾驶货车与行人相撞，致行人死亡，被告人驾车逃离现场。经认定被告人负事故全部责任。"
    assert months(fact, "交通肇事") == 48  # escape: start 36–60


def test_rape_of_a_girl_under_fourteen() -> None:
    assert months("被告人奸淫不满十四周岁的幼女一名。", "强奸") == 66  # start 48–84


def test_charge_without_guideline_uses_the_statute() -> None:
    # 刑法第310条 1–36 months; no guideline start: lower quarter 1–9.75, middle 5.4
    output = predict_sentence("被告人刘某明知孙某是在逃犯罪嫌疑人，仍为其提供住处。", charge="窝藏、包庇")
    assert output["months"] == 5
    assert any("第310条" in step["source"] for step in output["steps"])


def test_stated_severity_selects_the_tier() -> None:
    fact = "被告人孙某身为国家机关工作人员滥用职权，造成国家经济损失，情节特别严重。"
    # 36–84: the stated circumstance chose the heavier tier, so the start is its minimum, 36
    assert months(fact, "滥用职权") == 36


def test_heavier_tier_without_guideline_starts_at_its_minimum() -> None:
    # 刑法第213条 情节特别严重 36–120; start 36; truthful account −0–20 %, middle −10 % -> 32.4, but 坦白
    # does not allow going below the tier's minimum, so 36
    fact = "被告人王某未经注册商标所有人许可，在同一种商品上使用与其注册商标相同的商标，情节特别严重。到案后如实供述。"
    output = predict_sentence(fact, charge="假冒注册商标")
    assert output["months"] == 36 and output["interval"] == 4
    assert any("该档法定最低刑 36个月" in step["description"] for step in output["steps"])
    # with surrender (may go below the minimum, 刑法第六十七条): 36 × (1 − 20 %) = 28.8 -> 29
    assert months(fact + "案发后主动投案。", "假冒注册商标") == 29


def test_basic_tier_without_guideline_keeps_the_lower_quarter() -> None:
    # 刑法第280条第2款 1–36: lower quarter 1–9.75, middle 5.4
    fact = "被告人马某伪造某公司印章一枚。"
    assert months(fact, "伪造公司、企业、事业单位、人民团体印章") == 5


def test_prosecutor_recommendation_is_adopted() -> None:
    fact = "被告人周某盗窃电动车一辆，价值3000元。公诉机关建议判处被告人有期徒刑六个月至一年。"
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] == 9
    assert any("刑事诉讼法》第二百零一条" in step["source"] for step in output["steps"])


def test_recommended_fine_alone_means_no_prison() -> None:
    fact = "被告人管某使用粘网非法捕猎野生鸟类5只。公诉机关认为其有坦白情节，建议单处罚金。"
    output = predict_sentence(fact, charge="非法狩猎")
    assert output["months"] == 0 and output["interval"] == 9


def test_correcting_a_factor_changes_term_and_steps() -> None:
    without = predict_sentence(THEFT, charge="盗窃")
    assert without["months"] == 10  # baseline middle 10.25
    assert not any("自首" in step["description"] for step in without["steps"])
    with_surrender = predict_sentence(THEFT, charge="盗窃", factor_overrides={"自首": True})
    assert with_surrender["months"] == 8
    assert any("自首" in step["description"] for step in with_surrender["steps"])
    bigger = predict_sentence(THEFT, charge="盗窃", factor_overrides={"amount": 70000})
    assert bigger["months"] > 36  # 数额巨大: the next statutory tier
    assert any("36–120个月" in step["description"] for step in bigger["steps"])


def test_several_charges_are_combined() -> None:
    # theft 8.2 (as above, 有期徒刑) and harbouring 5.375 × 0.8 = 4.3 (拘役): 刑法第六十九条第二款 executes
    # only the 有期徒刑 -> 8.2
    fact = THEFT + SURRENDER + "被告人张某还明知孙某是在逃人员而为其提供住处。"
    output = predict_sentence(fact, charge="盗窃;窝藏、包庇")
    assert output["months"] == 8 and output["penalty"] == "有期徒刑8个月"
    assert any("第六十九条" in step["source"] for step in output["steps"])
    assert any("有期徒刑与拘役并罚的，执行有期徒刑" in step["description"] for step in output["steps"])


def test_contract_shape() -> None:
    output = predict_sentence(THEFT + SURRENDER)
    assert output["charge"] == "盗窃" and output["charge_origin"] == "detected"
    assert isinstance(output["months"], int)
    assert {"name", "value", "evidence"} == set(output["factors"][0])
    assert all({"description", "source"} == set(step) for step in output["steps"])
    assert {entry["source"] for entry in output["retrieval"]} >= {"statute", "judicial_interpretation", "guideline"}


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"fact": " "}, "不能为空"),
        ({"fact": THEFT, "charge": "不存在罪"}, "未收录的罪名"),
        ({"fact": "今天天气很好。"}, "无法从案情中识别罪名"),
    ],
)
def test_bad_input_is_refused_with_a_message(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        predict_sentence(**kwargs)


def test_indecency_with_several_children_takes_the_heavier_tier() -> None:
    # 刑法第237条第3款: 猥亵儿童多人 -> 五年以上 (60–180); no guideline start: the tier's minimum, 60
    fact = "被告人蔡某在某小学教室内，以检查身体为由，先后对三名六岁女童实施猥亵。"
    output = predict_sentence(fact, charge="猥亵儿童")
    assert output["months"] == 60
    assert any(f["name"] == "猥亵儿童加重" for f in output["factors"])
    # one child, no aggravating circumstance: 6–60, lower quarter 6–19.5, middle 12.75 -> 13
    assert months("被告人颜某在被害人家中对一名五岁女童实施猥亵。", "猥亵儿童") == 13


def test_protected_plants_follow_the_2023_interpretation() -> None:
    # 4 second-grade plants = 2 first-grade equivalents: a crime (≥ 1) but not 情节严重 (≥ 5) under
    # 法释〔2023〕8号第二条 (the repealed 法释〔2000〕36号 made 2 株 情节严重). Basic tier 1–36, lower quarter
    # 1–9.75 raised by (2 − 1)/(5 − 1) = 25 % of the way to 36: 9.75–16.31, middle 13.03
    fact = "被告人李某非法采伐国家二级重点保护野生植物香樟4株，立木蓄积1.9立方米。"
    output = predict_sentence(fact, charge="危害国家重点保护植物")
    assert output["months"] == 13
    assert any("法释〔2023〕8号" in step["source"] for step in output["steps"])
    assert any("1–36个月" in step["description"] for step in output["steps"])
    # ten second-grade plants reach 情节严重: 36–84, starting at the tier's minimum
    assert months("被告人李某非法采伐国家二级重点保护野生植物香樟10株。", "危害国家重点保护植物") == 36
    # so does a value of 二十万元 or more, whatever the count
    valued = "被告人李某非法采伐国家二级重点保护野生植物楠木1株，经鉴定价值人民币250000元。"
    assert months(valued, "危害国家重点保护植物") == 36
    # and a case the facts call 情节严重 (其他情节严重的情形)
    stated = "被告人李某非法采伐国家二级重点保护野生植物香樟4株，情节严重。"
    assert months(stated, "危害国家重点保护植物") == 36


def test_escape_is_combined_with_the_unserved_remainder() -> None:
    # 刑法第七十一条: the escape (basic tier 1–60, lower quarter 1–15.75, middle 8.375) is combined with the
    # 27 months left of the earlier sentence: the longer plus half the other, 27 + 4.19 = 31.19
    escape = "罪犯王某在某监狱服刑期间，于2017年6月1日趁外出劳动之机脱逃，次日被抓获。"
    output = predict_sentence(escape + "经查，王某脱逃时余刑二年三个月。", charge="脱逃")
    assert output["months"] == 31
    assert any("第七十一条" in step["source"] for step in output["steps"])
    assert months(escape, "脱逃") == 8  # no remainder stated: the escape alone
    assert months(escape, "脱逃", factor_overrides={"remainder": 27}) == 31  # or the user supplies it


def test_remainder_combination_bounds() -> None:
    # 刑法第六十九条: never above the sum, and at most 20 years where the sum stays under 35 years
    (term, low, high), _ = combine_with_remainder([12], 6, 24, 230)
    assert term == 236 and low == 233 and high == 240
    with pytest.raises(ValueError, match="应大于0"):
        combine_with_remainder([12], 6, 24, 0)


def test_several_new_crimes_and_the_remainder_are_combined_once() -> None:
    # new terms 60 and 40 with 100 months unserved: 100 + (60 + 40) / 2 = 150; combining the new terms first
    # (60 + 20 = 80) and the remainder after (100 + 40) would take "half of the others" twice
    (term, _, _), step = combine_with_remainder([60, 40], 60, 100, 100)
    assert term == 150
    assert "100个月与本次判处的60、40个月" in step.description
    # through the pipeline: theft 8.2 and harbouring 4.3 (test_several_charges_are_combined) with 100 unserved:
    # the 拘役 4.3 is not executed beside 有期徒刑 (刑法第六十九条第二款): 100 + 8.2 / 2 = 104.1
    fact = THEFT + SURRENDER + "被告人张某还明知孙某是在逃人员而为其提供住处。"
    output = predict_sentence(fact, charge="盗窃;窝藏、包庇", factor_overrides={"remainder": 100})
    assert output["months"] == 104 and output["penalty"] == "有期徒刑8年8个月"
    combining = [step for step in output["steps"] if "并罚" in step["description"]]
    assert len(combining) == 1 and "第七十一条" in combining[0]["source"]
    # the harbouring sentence is its own charge's (刑法第三百一十条), so each crime is measured on its own facts
    apart = [step["description"] for step in output["steps"] if step["description"].startswith("数罪分别认定")]
    assert len(apart) == 2 and "案情未能分开叙述" not in steps_text(output)


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def test_harbouring_drug_users_stays_within_its_three_year_maximum() -> None:
    output = predict_sentence("被告人李某多次在其家中容留他人吸食甲基苯丙胺（冰毒）。")
    assert output["charge"] == "容留他人吸毒" and 0 < output["months"] <= 36


def test_assault_on_police_with_a_knife_is_the_heavier_tier() -> None:
    # 使用管制刀具…严重危及其人身安全: 3–7 years, no guideline start: the tier minimum 36
    output = predict_sentence("被告人何某在民警依法盘查时，持匕首刺向民警。", charge="袭警")
    assert output["months"] == 36 and "严重危及其人身安全" in steps_text(output)


def sources_text(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- 职务侵占: 指导意见四（十四） -------------------------------------------------------------------------


def test_embezzlement_by_an_employee_has_the_guideline_starting_points() -> None:
    # 200万: 数额巨大 (100万) tier, start 36–48; f = (200万−100万)/(4·100万) = 0.25 towards the tier maximum 120:
    # 36 + 0.25·84 = 57, 48 + 0.25·72 = 66, middle 61.5
    fact = "被告人林某系某公司财务人员，利用职务便利，将公司资金人民币200万元占为己有。"
    output = predict_sentence(fact, charge="职务侵占")
    assert output["months"] == 62
    assert "四（十四）" in sources_text(output) and "指导意见对本罪未规定起点" not in steps_text(output)


def test_possession_of_a_large_quantity_is_seven_years_or_more() -> None:
    # 第348条: 海洛因 50 g or more -> 七年以上
    result = predict_sentence("被告人周某非法持有海洛因60克。", charge="非法持有毒品")
    assert result["months"] >= 84


def test_possession_thresholds_step_cites_article_348() -> None:
    result = predict_sentence("被告人周某非法持有甲基苯丙胺20克。", charge="非法持有毒品")
    thresholds = next(s for s in result["steps"] if s["description"].startswith("数额/数量标准"))
    assert "第三百四十八条" in thresholds["source"] and "第三百四十七条" not in thresholds["source"]


def test_organising_prostitution_is_five_years_or_more() -> None:
    # 刑法第三百五十八条第一款: 组织卖淫 五年以上十年以下
    assert 60 <= predict_sentence("被告人冯某招募、雇佣卖淫女8名，安排其向嫖客提供卖淫服务。")["months"] <= 120


# ---- the band label comes from the API (backend/sentencing/intervals.py) --------------------------------------------


def test_the_answer_carries_the_band_label_and_the_page_shows_it() -> None:
    output = predict_sentence("被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。", charge="盗窃")
    assert output["interval_label"] == INTERVAL_LABELS[output["interval"]]
    assert f"刑期档 Band：{output['interval_label']}" in summary(output)


def test_the_api_answer_carries_the_band_label(store_api: TestClient) -> None:
    body = store_api.post(
        "/api/sentence", json={"fact": "被告人张某盗窃他人手机等物品，共计价值人民币10000元。", "charge": "盗窃"}
    ).json()
    assert body["interval_label"] == INTERVAL_LABELS[body["interval"]]


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def test_carrying_hazardous_chemicals_says_it_assumes_public_danger() -> None:
    output = predict_sentence("被告人张某违反危险化学品安全管理规定，驾驶槽罐车运输液化石油气。")
    assert output["charge"] == "危险驾驶" and "案情未写明是否危及公共安全" in _steps(output)
    told = predict_sentence("被告人张某违反危险化学品安全管理规定，驾驶槽罐车运输液化石油气，危及公共安全。")
    assert "案情未写明是否危及公共安全" not in _steps(told)


def test_six_months_is_detention_only_where_the_tier_goes_no_higher() -> None:
    # 危险驾驶 (刑法第一百三十三条之一) is punished by 拘役 at most: its six months are 拘役; 盗窃's lightest tier reaches
    # three years of 有期徒刑, where six months is 有期徒刑 (刑法第四十二条、第四十五条)
    statutes = default_knowledge().statutes
    drunk, theft = statutes["危险驾驶"][0], statutes["盗窃"][0]
    assert detention_only(drunk) and not detention_only(theft)
    assert is_detention(6, drunk) and not is_detention(6, theft) and is_detention(5, theft)


# ---- a term below the tier's minimum says it is 减轻处罚 (刑法第六十三条第一款) -------------------------------------------


def test_a_term_below_the_tiers_minimum_says_it_is_a_reduction_below_it() -> None:
    # 12 grams of methamphetamine: 刑法第三百四十七条第三款, seven years (84 months) or more. 立功 may lessen below it
    # (刑法第六十八条), and the steps must say that the term is 减轻处罚
    output = predict_sentence("被告人庞某向他人出售甲基苯丙胺12克，到案后如实供述，并检举他人贩毒线索，经查证属实。")
    assert output["months"] < 84
    below = [s for s in output["steps"] if "低于本档法定最低刑84个月" in s["description"]]
    assert len(below) == 1 and "减轻处罚" in below[0]["description"] and "立功" in below[0]["description"]
    assert "第六十三条第一款" in below[0]["source"] and "第六十八条" in below[0]["source"]


def test_a_term_within_the_tier_says_nothing_of_a_reduction() -> None:
    output = predict_sentence("被告人庞某向他人出售甲基苯丙胺12克，到案后如实供述。")
    assert output["months"] >= 84
    assert not any("低于本档法定最低刑" in s["description"] for s in output["steps"])


def test_the_range_never_falls_below_one_month_of_detention() -> None:
    # 刑法第四十二条: 拘役 is at least one month; below it are only 管制, a fine alone or exemption
    fact = "被告人钱某驾驶机动车发生交通事故，致一人死亡，负事故全部责任。钱某事故后投案自首，赔偿被害人家属并取得谅解。"
    output = predict_sentence(fact)
    assert output["range_months"][0] == 1.0
    assert any("不足拘役最低期限" in step["description"] for step in output["steps"])
