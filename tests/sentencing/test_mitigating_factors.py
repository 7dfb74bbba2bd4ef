"""Mitigating circumstances read from a fact and how they lessen the term: surrender, attempt, abandonment and
preparation, excessive defence, accessories and the coerced, 聋哑或盲人, restitution and pleas, 立功 and 重大立功,
each with its evidence and an honest source (the guideline's figure, or the statute's rule where it gives none)."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import apply_overrides, extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


K = default_knowledge()


THEFT = "被告人何某于2023年5月窃取邻居黄某现金6000元。"


@pytest.mark.parametrize(
    ("told", "factor"),
    [
        ("何某到案后检举揭发他人犯罪行为，经查证属实。", "立功"),
        ("归案后，何某揭发刘某贩卖毒品的事实，经公安机关查证属实。", "立功"),
        ("何某揭发同案人许某另有诈骗犯罪的其他事实，经查证属实。", "立功"),
        ("何某检举揭发马某抢劫一案，马某可能被判处无期徒刑以上刑罚，经查证属实。", "重大立功"),
        ("何某协助公安机关抓获重大犯罪嫌疑人唐某。", "重大立功"),
        ("何某有重大立功表现。", "重大立功"),
        # verified as 据此破获 or 核实属实
        ("羁押期间，何某揭发他人入户抢劫，公安机关据此破获一起抢劫案。", "立功"),
        ("何某到案后举报他人盗窃摩托车的线索，经公安机关核实属实。", "立功"),
        # the arrest told before the 无期 words
        ("羁押期间，何某揭发同监室人员龚某抢劫致人死亡，公安机关据此将龚某抓获，龚某可能被判处无期徒刑以上刑罚。", "重大立功"),
        ("何某协助公安机关将可能被判处无期徒刑的犯罪嫌疑人唐某抓获。", "重大立功"),
    ],
)
def test_a_verified_report_is_meritorious_service(told: str, factor: str) -> None:
    found = extract_factors(THEFT + told, K)
    assert found[factor].value is True
    assert found[factor].evidence and found[factor].evidence in THEFT + told
    other = "立功" if factor == "重大立功" else "重大立功"
    assert other not in found  # 立功 gives way to 重大立功: one act, weighed once
    assert "第六十八条" in K.factors[factor].source


@pytest.mark.parametrize(
    "told",
    [
        "何某到案后检举揭发他人犯罪，但未经查证属实。",
        "何某检举他人盗窃的线索，尚未查实。",
        "何某到案后检举揭发他人犯罪行为。",
        # the co-defendant's part in the same joint crime is no 立功 (法释〔1998〕8号第六条)
        "何某揭发同案犯许某与其共同盗窃的事实，经查证属实。",
        # nor where the co-defendant may be sentenced to 无期徒刑: still the joint crime
        "何某到案后揭发同伙许某贩卖毒品可能被判处无期徒刑的事实，经查证属实。",
        # checked (核实) and found false
        "何某到案后检举他人盗窃电瓶车的线索，经公安机关核实，该线索不属实。",
        "何某检举他人诈骗的线索，经公安机关核实为虚假。",
        # the defendant reported by others and caught: no report of the defendant's
        "经群众举报，公安机关以涉嫌重大犯罪将何某抓获。",
        "经他人检举揭发，公安机关查实何某另有盗窃行为。",
        "公安机关接到举报后将何某抓获，经查证属实。",
    ],
)
def test_an_unverified_or_joint_crime_report_is_not(told: str) -> None:
    found = extract_factors(THEFT + told, K)
    assert "立功" not in found and "重大立功" not in found


def test_a_co_defendants_joint_drug_crime_keeps_the_statutory_floor() -> None:
    # 甲基苯丙胺50克以上 starts at fifteen years (刑法第三百四十七条第二款); telling on the partner in the same sale is
    # no 重大立功 (法释〔1998〕8号第六条), so nothing takes the term below it
    fact = (
        "被告人何某伙同许某贩卖甲基苯丙胺60克。何某到案后揭发同案犯许某贩卖毒品可能被判处无期徒刑的犯罪事实，"
        "经查证属实。"
    )
    output = predict_sentence(fact, province="北京")
    assert "重大立功" not in {factor["name"] for factor in output["factors"]} and output["months"] >= 180


def test_meritorious_service_can_be_set_and_cleared() -> None:
    fact = THEFT + "何某到案后检举揭发他人犯罪行为，经查证属实。"
    found = extract_factors(fact, K)
    corrected = apply_overrides(found, {"立功": False, "重大立功": True}, K)
    assert "立功" not in corrected and corrected["重大立功"].origin == "user"


@pytest.mark.parametrize("name", ["胁从犯", "犯罪预备"])
def test_a_reduction_the_guideline_does_not_give_says_so(name: str) -> None:
    source = K.factors[name].source
    assert "指导意见未规定比例" in source and "LexLoop 假设" in source


def test_an_unchecked_guideline_figure_says_so() -> None:
    source = K.factors["聋哑或盲人"].source
    assert source.startswith("刑法第十九条（可以从轻、减轻或者免除处罚）") and "未经核对" in source


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 犯罪中止 with damage lessens below the lightest tier's minimum (第二十四条第二款, 第六十三条第一款) --------------


@pytest.mark.parametrize("overrides", [None, {"累犯": True}])
def test_abandoned_robbery_with_harm_goes_below_three_years(overrides: dict | None) -> None:
    fact = "被告人杨某持刀抢劫被害人，在被害人哀求下自动放弃，未劫取财物，但在推搡中致被害人轻微伤，系犯罪中止。"
    output = predict_sentence(fact, factor_overrides=overrides)
    assert 0 < output["months"] < 36 and output["range_months"][1] < 36
    assert "在该档法定最低刑36个月以下判处" in _steps(output)


def _descriptions(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


class _HeavyModel:
    """A learned model that always wants 100 months."""

    description = "test"
    min_cases = 1

    def pick(self, fact, result, factors) -> float:
        return 100.0


# ---- 自首: 报警 / 在现场等候 (法释〔1998〕8号第一条（一）; 法发〔2010〕60号一（一）) --------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人刘某持刀刺中张某胸部致其死亡。刘某随即拨打110报警，在现场等候民警并如实供述。",
        "被告人吴某用铁锤击打李某头部致其死亡。吴某随即拨打110报警并在现场等候。",
        "被告人王某持木棍击打赵某致其轻伤一级。王某在现场等候，民警到达后如实供述。",
        "被告人陈某驾车撞倒行人周某致其死亡。事故发生后陈某在现场等候，主动报警，如实供述。",
    ],
)
def test_calling_the_police_or_waiting_at_the_scene_is_surrender(fact: str) -> None:
    assert "自首" in extract_factors(fact, K)


@pytest.mark.parametrize(
    "fact",
    [
        # the court's own denial wins over the circumstantial words
        "被告人王某持木棍击打赵某致其轻伤一级。王某在现场等候民警并如实供述，但其行为不构成自首。",
        "被告人王某持木棍击打赵某致其轻伤一级，后在现场等候。辩护人提出王某系自首的辩护意见，经查不能成立，本院不予采纳。",
        # the victim called; the defendant was caught, not waiting
        "被告人王某持木棍击打赵某致其轻伤一级。被害人赵某报警后在现场等候，民警将王某抓获。",
    ],
)
def test_surrender_denied_or_someone_elses(fact: str) -> None:
    assert "自首" not in extract_factors(fact, K)


def test_surrender_by_waiting_is_weighed_as_surrender() -> None:
    # 故意伤害 轻伤: start 1–24 months (量刑指导意见四（二）), middle 12.5; 自首 with its 如实供述 reduces up to 40%
    # (三（六）), middle 20%: 12.5 × 0.8 = 10
    output = predict_sentence(
        "被告人王某与赵某发生争执，王某持木棍击打赵某，致赵某轻伤一级。王某在现场等候，民警到达后如实供述。",
        charge="故意伤害",
    )
    assert output["months"] == 10
    assert "自首（已含如实供述）" in _descriptions(output)


# ---- 犯罪中止, 防卫过当, 未遂 (刑法第二十四条、第二十条第二款、第二十三条) ----------------------------------------


def test_abandonment_without_damage_is_exempt() -> None:
    # 刑法第二十四条第二款: 对于中止犯，没有造成损害的，应当免除处罚
    output = predict_sentence(
        "被告人孙某持刀进入便利店欲抢劫，见店员系年迈老人，心生怜悯，遂自动放弃，未造成任何损害。孙某系犯罪中止。",
        charge="抢劫",
    )
    assert output["months"] == 0
    assert output["penalty"] == "免予刑事处罚"
    assert "应当免除处罚" in _descriptions(output)
    assert "有期徒刑" not in output["penalty"]


def test_the_defendants_own_offer_to_stop_is_no_claim_of_abandonment() -> None:
    # '主动提出' is what the defendant did, not a party's claim the court may not have accepted (_NOT_FROM_CLAIMS)
    fact = "被告人钱某撬开邻居家门进屋后，主动提出停止行窃，自动放弃犯罪，离开时未拿走任何财物。"
    assert "犯罪中止" in extract_factors(fact, K)


@pytest.mark.parametrize(
    "fact",
    [
        # what was given up is told with 不再 in the clause before the bare 自动放弃 / 主动放弃
        "被告人朱某翻墙进入邻居院内欲行窃，想到邻居一家待其不薄，不再继续实施盗窃，自动放弃，空手离开。",
        "被告人朱某将被害人拖入树林欲强奸，被害人苦苦哀求，朱某不再继续，主动放弃，让被害人离开。",
        # or in the clause after it
        "被告人朱某将被害人拖入树林欲强奸，后朱某主动放弃，不再继续实施。",
        # a change of heart told just before 不再
        "被告人朱某持刀拦住被害人欲抢劫，见被害人是个孩子，心生怜悯，不再抢劫，转身离开。",
    ],
)
def test_abandonment_told_with_no_longer_is_read(fact: str) -> None:
    # 刑法第二十四条第一款: 在犯罪过程中，自动放弃犯罪
    assert "犯罪中止" in extract_factors(fact, K)


def test_no_longer_for_fear_of_being_caught_is_no_abandonment() -> None:
    # stopping for want of a chance is not giving up of one's own will
    fact = "被告人朱某撬锁欲入户行窃，听见屋内有人说话，害怕被发现，不再盗窃。"
    assert "犯罪中止" not in extract_factors(fact, K)


def test_abandonment_with_damage_goes_below_the_tier() -> None:
    # 刑法第二十四条第二款: 造成损害的，应当减轻处罚; 第六十三条第一款: in the next lighter tier. 故意杀人's basic
    # tier is 10 years or more; the lighter one (情节较轻) 3–10 years, so the term is under 120 months and at least 36
    output = predict_sentence(
        "被告人钱某持刀欲杀害李某，刺中李某手臂致其轻伤二级后，心生悔意，自动放弃继续侵害，并将李某送医。钱某系犯罪中止。",
        charge="故意杀人",
    )
    assert 36 <= output["months"] < 120
    assert output["range_months"][1] < 120
    assert "应当减轻处罚" in _descriptions(output)
    assert "死刑" not in output["steps"][-1]["description"]  # the term is in the 3–10-year tier now


def test_excessive_defence_is_lessened_into_the_lower_tier() -> None:
    # 刑法第二十条第二款: 应当减轻或者免除处罚. 重伤二级 is the 3–10-year tier (第二百三十四条第二款), start 36–60
    # (量刑指导意见四（二）), middle 48; 防卫过当 reduces 30–100% (LexLoop's percentages), middle 65%: 48 × 0.35 = 16.8
    # -> 17 months, in the 3-years-or-less tier; the range reaches exemption (0) and stays below 36
    output = predict_sentence(
        "被告人周某在遭受李某持棍殴打时，持刀反击，致李某重伤二级。经审理，周某的行为属于防卫过当，依法应当减轻处罚。",
        charge="故意伤害",
    )
    assert output["months"] == 17
    assert output["range_months"] == [0.0, 35.0]
    assert "下一个量刑幅度" in _descriptions(output)


def test_a_learned_model_keeps_below_the_tier_the_law_requires() -> None:
    output = predict_sentence(
        "被告人周某在遭受李某持棍殴打时，持刀反击，致李某重伤二级。经审理，周某的行为属于防卫过当。",
        charge="故意伤害",
        model=_HeavyModel(),
    )
    assert output["months"] == 35  # 刑法第二十条第二款、第六十三条第一款: under the 3-year minimum of the 重伤 tier


def test_a_defence_claim_of_excessive_defence_is_not_a_finding() -> None:
    claimed = "被告人朱某持刀捅刺陈某致其重伤二级。辩护人提出朱某的行为属于防卫过当，经查，陈某当时已停止侵害。"
    assert "防卫过当" not in extract_factors(claimed, K)
    accepted = "被告人朱某持刀捅刺陈某致其重伤二级。辩护人提出朱某的行为属于防卫过当的意见，本院予以采纳。"
    assert "防卫过当" in extract_factors(accepted, K)


def test_a_conclusion_is_denied_only_by_words_that_deny_it() -> None:
    # "系犯罪未遂，系从犯": the 未 of 未遂 denies nothing
    factors = extract_factors("公诉机关认为，被告人张某甲是犯罪未遂，系从犯。", K)
    assert {"未遂", "从犯"} <= set(factors)
    assert "从犯" not in extract_factors("被告人张某与同案人作用相当，不宜区分主从犯。", K)


def test_failed_theft_is_an_attempt() -> None:
    # 刑法第二十三条: 未窃得 is 未遂, although a negation ('无值钱物品') stands just before it. 入户盗窃: start 1–12
    # (量刑指导意见四（三）), middle 6.5; 未遂 reduces up to 50% (三（四）), middle 25%: 6.5 × 0.75 = 4.875 -> 5, 拘役
    fact = "被告人郑某撬锁进入被害人家中，欲盗窃财物，因屋内无值钱物品，未窃得财物即逃离。"
    assert "未遂" in extract_factors(fact, K)
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] == 5 and output["penalty"] == "拘役5个月"
    assert "未遂" not in extract_factors("被告人郑某盗窃得手后逃离，并非未遂。", K)


def test_plea_is_not_also_a_confession_in_court_and_caps_at_30() -> None:
    fact = "被告人张某在超市盗窃手机一部，价值人民币5000元。张某到案后如实供述，自愿认罪认罚。"
    factors = extract_factors(fact, K)
    assert "当庭认罪" not in factors and {"坦白", "认罪认罚"} <= set(factors)
    # 认罪认罚 with only 坦白: at most 30% together (三（十四）). 盗窃 5000: start 1–12, baseline 1 + 3000/63000 × 35
    # and 12 + 3000/63000 × 24 (to the tier's 36), middle 7.5 × (1 - 15%)
    output = predict_sentence(fact, charge="盗窃")
    assert "认罪认罚（坦白不重复评价）" in _descriptions(output)
    low_base = 1 + 3000 / 63000 * 35
    high_base = 12 + 3000 / 63000 * 24
    assert output["range_months"][0] == pytest.approx(round(low_base * 0.7, 1), abs=0.1)
    assert output["months"] == round((low_base + high_base) / 2 * 0.85)


# ---- 退缴 is restitution (量刑指导意见三（十）; for 贪污 and 受贿 刑法第三百八十三条第三款 too) ---------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "经审理查明：被告人钱某利用担任局长的职务便利，收受他人财物共计45万元。钱某到案后如实供述，退缴全部赃款。",
        "经审理查明：被告人孙某利用担任国有公司出纳的职务便利，侵吞公款25万元。案发后孙某积极退缴违法所得。",
        "经审理查明：被告人孙某贪污公款30万元，已退出全部赃款。",
        "经审理查明：被告人孙某贪污公款30万元，案发后主动上缴违法所得。",
    ],
)
def test_paying_back_the_bribe_or_the_funds_is_restitution(fact: str) -> None:
    assert "退赃退赔" in extract_factors(fact, K)


@pytest.mark.parametrize(
    "fact",
    ["经审理查明：被告人孙某贪污公款30万元，案发后未退缴赃款。", "经审理查明：被告人孙某贪污公款30万元。本院责令其退缴违法所得。"],
)
def test_no_or_ordered_repayment_is_not_restitution(fact: str) -> None:
    assert "退赃退赔" not in extract_factors(fact, K)


def test_restitution_lowers_an_embezzlement_term() -> None:
    told = "经审理查明：被告人孙某利用担任某国有公司出纳的职务便利，侵吞公款共计人民币25万元。"
    without = predict_sentence(told, charge="贪污")["months"]
    with_repayment = predict_sentence(told + "案发后孙某退缴全部赃款。", charge="贪污")["months"]
    assert with_repayment < without


def _factor_names(result: dict) -> set[str]:
    return {factor["name"] for factor in result["factors"]}


# ---- a court's order to pay back is not restitution (量刑指导意见三（十）) ------------------------------------------


def test_an_ordered_repayment_is_no_restitution() -> None:
    graft = "被告人卫某利用职务便利侵吞公款30万元。"
    for ordered in ("判决责令被告人卫某退缴违法所得。", "对其违法所得依法予以追缴。"):
        assert "退赃退赔" not in _factor_names(predict_sentence(graft + ordered, charge="贪污"))
    for repaid in ("案发后积极退缴全部赃款。", "其家属代为退缴全部赃款。"):
        assert "退赃退赔" in _factor_names(predict_sentence(graft + repaid, charge="贪污"))


def test_the_defendant_giving_up_after_seeing_the_victim_is_abandonment_and_exempt():
    # 刑法第二十四条第二款: 没有造成损害的，应当免除处罚
    fact = "被告人张某持刀入户抢劫，见被害人李某哭泣，遂主动放弃继续实施抢劫，离开现场，未造成任何损害。"
    result = predict_sentence(fact)
    assert "犯罪中止" in [f["name"] for f in result["factors"]]
    assert result["months"] == 0 and result["penalty"] == "免予刑事处罚"


def test_当庭认罪_still_gives_way_to_认罪认罚():
    # 量刑指导意见三（十四）: not weighed twice
    knowledge = default_knowledge()
    fact = "被告人张某在某商场盗窃手机一部，价值5000元。张某当庭自愿认罪，并签署认罪认罚具结书。"
    found = extract_factors(fact, knowledge)
    assert "认罪认罚" in found and "当庭认罪" not in found
    # set by the user it gives way too: the one place the rule lives (the plea cap no longer lists it)
    assert "当庭认罪" not in apply_overrides(found, {"当庭认罪": True}, knowledge)
    assert "当庭认罪" not in knowledge.plea_cap.absorbs


def _said(result: dict, words: str) -> list[str]:
    return [s["description"] for s in result["steps"] if words in s["description"]]


# ---- B. 未遂 and 犯罪中止 exclude each other (刑法第二十三条、第二十四条) ---------------------------------------------

_ABANDONED = "被告人杨某持刀抢劫被害人，在被害人哀求下自动放弃，未劫取财物，但在推搡中致被害人轻微伤，系犯罪中止。"


# ---- D. standings and roles the law names ------------------------------------------------------------------------

_HURT = "因琐事殴打被害人李某，致李某轻伤二级。"


def test_attempt_and_abandonment_together_are_refused() -> None:
    with pytest.raises(ValueError, match="未遂.*犯罪中止.*第二十三条.*第二十四条"):
        predict_sentence(_ABANDONED, factor_overrides={"犯罪中止": True, "未遂": True})


def test_preparation_excludes_attempt_and_abandonment() -> None:
    # 刑法第二十二条 (before the act begins) against 第二十三条 (已经着手) and 第二十四条 (自动放弃)
    for other in ("未遂", "犯罪中止"):
        with pytest.raises(ValueError, match="犯罪预备"):
            predict_sentence(_ABANDONED, factor_overrides={"犯罪预备": True, other: True})


def test_a_deaf_mute_defendant_is_mitigated_before_the_others() -> None:
    # 刑法第十九条 (可以从轻、减轻或者免除处罚); 量刑指导意见三（三）: up to 50% of the baseline, applied first
    for said in ("被告人张某系又聋又哑的人，", "被告人张某系聋哑人，", "被告人张某系盲人，"):
        assert extract_factors(said + _HURT, K)["聋哑或盲人"].value is True
    plain = predict_sentence("被告人张某" + _HURT)
    deaf = predict_sentence("被告人张某系又聋又哑的人，" + _HURT)
    assert deaf["months"] < plain["months"]
    assert _said(deaf, "先行调节：又聋又哑的人或者盲人犯罪")


def test_a_coerced_participant_is_not_an_accessory_and_must_be_lessened() -> None:
    # 刑法第二十八条: 胁从犯 应当减轻处罚或者免除处罚, unlike 从犯 (第二十七条); 抢劫's lightest tier starts at
    # three years (第二百六十三条), so 减轻 goes below 36 months (第六十三条第一款)
    fact = "被告人张某在他人胁迫下参与抢劫，劫得现金500元，系胁从犯。"
    found = extract_factors(fact, K)
    assert "胁从犯" in found and "从犯" not in found
    result = predict_sentence(fact, charge="抢劫")
    assert result["months"] < 36 and result["range_months"][1] < 36
    assert _said(result, "胁从犯（被胁迫参加犯罪）：应当减轻或者免除处罚")


def test_accessory_and_coerced_together_are_refused() -> None:
    with pytest.raises(ValueError, match="从犯.*胁从犯"):
        predict_sentence("被告人张某" + _HURT, factor_overrides={"从犯": True, "胁从犯": True})


def test_preparation_is_read_and_lessens() -> None:
    # 刑法第二十二条第二款: 可以比照既遂犯从轻、减轻处罚或者免除处罚
    fact = "被告人张某为伤害李某，事先购买了砍刀，尚未着手即被抓获。"
    assert "犯罪预备" in extract_factors(fact, K)
    done = predict_sentence("被告人张某" + _HURT)
    prepared = predict_sentence(fact, charge="故意伤害", factor_overrides={"injury": "轻伤二级"})
    assert prepared["months"] < done["months"]
    assert _said(prepared, "先行调节：犯罪预备")


def test_giving_up_before_the_act_is_abandonment_not_preparation() -> None:
    # 刑法第二十四条: 在犯罪过程中自动放弃犯罪 includes the preparation stage
    found = extract_factors("被告人张某购买了砍刀准备伤害李某，尚未着手即自动放弃，系犯罪中止。", K)
    assert "犯罪中止" in found and "犯罪预备" not in found


def test_lay_words_for_compensation_and_forgiveness() -> None:
    # 量刑指导意见三（十一）: 积极赔偿 and 取得谅解, however the user words them
    found = extract_factors("我打伤了邻居，也赔了钱人家原谅了。", K)
    assert "赔偿损失" in found and "取得谅解" in found
    denied = extract_factors("我打伤了邻居，人家不原谅我，我也没赔钱。", K)
    assert "赔偿损失" not in denied and "取得谅解" not in denied


def test_restitution_for_fraud_cites_the_guideline_not_the_embezzlement_article() -> None:
    # 刑法第三百八十三条第三款 speaks of 贪污 and 受贿 only; restitution in a fraud rests on 量刑指导意见三（十）
    output = predict_sentence("被告人冯某冒充客服骗取被害人人民币6万元，案发后全部退赔。", charge="诈骗")
    restitution = [s for s in output["steps"] if "退赃" in s["description"]]
    assert restitution and all("三（十）" in s["source"] and "第三百八十三条" not in s["source"] for s in restitution)


# ---- a party's claim the court rejects is no finding ------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "claimed"),
    [
        ("被告人冯某盗窃财物价值5000元，其辩护人提出冯某有立功表现，经查不属实。", "立功"),
        ("被告人冯某盗窃财物价值5000元，辩护人称冯某已赔偿被害人损失，但无证据证实。", "赔偿损失"),
        ("被告人冯某盗窃财物价值5000元，辩护人提出冯某系投案自首，与事实不符。", "自首"),
        ("被告人冯某盗窃财物价值5000元，冯某辩称已取得被害人谅解，查无实据。", "取得谅解"),
    ],
)
def test_a_rejected_claim_is_no_mitigating_factor(fact: str, claimed: str) -> None:
    assert claimed not in extract_factors(fact, K)


@pytest.mark.parametrize(
    ("fact", "kept", "rejected"),
    [
        # the rejection answers the second claim only: the first was found true
        ("被告人冯某盗窃财物价值2万元，辩护人提出冯某系投案自首，经查属实，另提出冯某检举他人犯罪，经查不属实。", {"自首"}, {"立功"}),
        # a claim ends at the first of the next claim and a finding of truth: the 属实 told after the second claim's
        # rejection does not stretch the first claim over it
        ("被告人冯某盗窃财物价值2万元，辩护人提出冯某系投案自首，另提出冯某系从犯，经查不属实，冯某当庭认罪属实。", {"自首"}, {"从犯"}),
        # a rejection that names its part leaves the rest of the claim
        ("被告人冯某盗窃财物价值2万元，辩护人提出冯某已退赔全部赃款并取得被害人谅解、有立功表现，其中立功部分无证据证实。", {"退赃退赔", "取得谅解"}, {"立功"}),
        # the defendant's own offer to pay is an act, no claim; the rejection answers the later 辩称
        ("被告人冯某盗窃财物价值2万元，冯某主动提出赔偿被害人损失2万元，被害人表示谅解，冯某辩称不知财物贵重，与事实不符。", {"赔偿损失", "取得谅解"}, set()),
    ],
)
def test_a_rejection_answers_only_its_own_claim(fact: str, kept: set[str], rejected: set[str]) -> None:
    found = extract_factors(fact, K)
    assert kept <= found.keys() and not rejected & found.keys()


@pytest.mark.parametrize(
    ("answer", "claimed"),
    [
        # the court answers in the next sentence, in words of rejection
        ("被告人冯某辩称其是主动去派出所投案的。经审查，该辩解与查明的事实不符。", "自首"),
        ("辩护人提出冯某有检举他人的立功表现。经查，不属实。", "立功"),
        # or by finding what the claim denies: caught by the police is no surrender (刑法第六十七条)
        ("被告人冯某辩称其系主动投案。经查，冯某系在其租住处被公安民警抓获。", "自首"),
    ],
)
def test_a_claim_the_next_sentence_rejects_is_no_mitigating_factor(answer: str, claimed: str) -> None:
    assert claimed not in extract_factors("被告人冯某于2023年4月盗窃财物价值2万元。" + answer, K)


def test_an_arrest_the_court_still_counts_as_surrender_does_not_reject_the_claim() -> None:
    # waiting at the scene and confessing when the police came is surrender (法释〔1998〕8号第一条); the answer says so
    fact = ("被告人冯某于2023年4月盗窃财物价值2万元。辩护人提出冯某有自首情节。经查，冯某作案后在现场等候，"
            "被民警抓获后如实供述，应视为自首。")
    assert "自首" in extract_factors(fact, K)


@pytest.mark.parametrize(
    ("part", "rejected", "kept"),
    [
        ("其中退赃部分不属实", "退赃退赔", "取得谅解"),
        ("其中退还赃款部分不属实", "退赃退赔", "取得谅解"),  # named by another word for restitution
        ("其中关于退回钱款一节，经查不属实", "退赃退赔", "取得谅解"),
        ("其中谅解部分没有证据证实", "取得谅解", "退赃退赔"),
    ],
)
def test_a_rejected_part_named_in_other_words_is_rejected_alone(part: str, rejected: str, kept: str) -> None:
    fact = f"被告人冯某于2023年4月盗窃财物价值2万元。辩护人提出冯某已退赃并取得被害人谅解。经查，{part}。"
    found = extract_factors(fact, K)
    assert rejected not in found and kept in found


def test_an_accepted_claim_still_counts() -> None:
    fact = "被告人冯某盗窃财物价值5000元，辩护人提出冯某有立功表现，经查属实，本院予以采纳。"
    assert "立功" in extract_factors(fact, K)


# ---- the defendant's abandonment after the victim is named; restitution told as a sum returned -------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人邵某持刀抢劫被害人，后自动放弃犯罪，未造成损害。",  # the elided subject is the defendant, not 被害人
        "被告人邵某持刀抢劫被害人，在被害人哀求下不再抢劫，未造成损害。",
        "被告人邵某持刀拦住被害人索要财物，见被害人哭着哀求，不再抢劫，转身离开，未造成损害。",
    ],
)
def test_abandonment_after_the_victim_is_named_is_the_defendants_and_exempts(fact: str) -> None:
    # 刑法第二十四条第二款: 没有造成损害的，应当免除处罚
    output = predict_sentence(fact)
    assert "犯罪中止" in {f["name"] for f in output["factors"]}
    assert output["months"] == 0 and output["penalty"] == "免予刑事处罚"


def test_abandonment_after_harm_goes_below_the_robbery_tier() -> None:
    # 造成损害的，应当减轻处罚: below 抢劫's three-year minimum (刑法第二百六十三条)
    output = predict_sentence("被告人邵某持刀抢劫被害人，后自动放弃犯罪，但已将被害人划伤致轻微伤。")
    assert "犯罪中止" in {f["name"] for f in output["factors"]}
    assert 0 < output["months"] < 36


def test_the_victim_giving_something_up_is_still_not_the_defendants_abandonment() -> None:
    fact = "被告人邵某持刀抢劫被害人马某，马某被迫交出手机后，被害人马某主动放弃追赶。"
    assert "犯罪中止" not in extract_factors(fact, K)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人陶某虚构投资项目骗取他人3万元，案发后退还全部款项。",
        "被告人陶某虚构投资项目骗取他人3万元，案发后已退还了全部钱款。",
    ],
)
def test_a_returned_sum_is_restitution(fact: str) -> None:
    # 量刑指导意见三（十）: 退赃、退赔
    assert "退赃退赔" in extract_factors(fact, K)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人邵某入户抢劫被害人，后自动放弃，未取得财物，亦未造成损害。",
        "被告人邵某持刀入户抢劫，随后主动放弃，离开被害人家，未造成损害。",
    ],
)
def test_a_bare_abandonment_after_the_crime_begun_is_read(fact: str) -> None:
    # 刑法第二十四条: the defendant gave up of their own will; no damage: 应当免除处罚
    output = predict_sentence(fact, charge="抢劫")
    assert "犯罪中止" in {f["name"] for f in output["factors"]}
    assert output["months"] == 0 and output["penalty"] == "免予刑事处罚"


def test_giving_up_something_else_after_the_crime_is_no_abandonment() -> None:
    fact = "被告人邵某入户抢劫被害人现金2000元，后主动放弃上诉。"
    assert "犯罪中止" not in extract_factors(fact, K)
