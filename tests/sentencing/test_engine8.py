"""Session 8 engine fixes: a prosecutor's recommendation held inside the law, a missing amount asked for rather than
guessed, checked factor corrections, factors that cannot apply to the charge, and the 缓刑 / 罚金 notes."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from app.pages.sentencing import summary
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import check_overrides, predict_sentence

K = default_knowledge()
DRUNK = (
    "公诉机关指控：2023年5月1日晚，被告人郭某醉酒驾驶小型轿车在道路上行驶，经鉴定血液酒精含量为156mg/100ml。"
    "郭某认罪认罚，公诉机关建议判处拘役八个月。"
)
THEFT = "广东省某市人民检察院指控：被告人李某在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。"


def _steps(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


# ---- 1. the recommendation within the law ----------------------------------------------------------------------------


def test_drunk_driving_recommendation_above_detention_is_held_at_six_months_detention() -> None:
    # 刑法第一百三十三条之一: 醉酒驾驶 is punished with 拘役 alone; 拘役 is one to six months (第四十二条). A
    # recommendation of eight months is 明显不当 (刑事诉讼法第二百零一条第二款): the court judges by law, 拘役6个月 at most
    output = predict_sentence(DRUNK)
    assert output["charge"] == "危险驾驶"
    assert output["months"] == 6 and output["penalty"] == "拘役6个月"
    assert output["range_months"] == [6.0, 6.0]
    steps = _steps(output)
    assert "明显不当" in steps and "第二百零一条第二款" in steps


def test_theft_recommendation_above_the_tier_is_held_at_its_ceiling() -> None:
    # 5000元 in 广东 is 数额较大 only (法释〔2013〕8号第一条; 数额巨大 starts far higher): 刑法第二百六十四条's first tier
    # is 三年以下 (36 months). Five years recommended is outside it: held at 36 months and flagged
    output = predict_sentence(THEFT + "公诉机关建议判处有期徒刑五年。")
    assert output["months"] == 36 and output["penalty"] == "有期徒刑3年"
    assert "明显不当" in _steps(output)
    # the same through a user's correction of 100–200 months
    corrected = predict_sentence(THEFT, factor_overrides={"recommendation": [100, 200]})
    assert corrected["months"] == 36 and "明显不当" in _steps(corrected)


def test_recommendation_inside_the_tier_is_adopted_and_its_detention_kept() -> None:
    # 刑事诉讼法第二百零一条第一款: a lawful recommendation is generally adopted
    adopted = predict_sentence(THEFT + "公诉机关建议判处有期徒刑八个月。")
    assert adopted["months"] == 8 and adopted["penalty"] == "有期徒刑8个月"
    assert "明显不当" not in _steps(adopted)
    # 拘役六个月 recommended for a tier that allows 拘役 (第二百六十四条): six months is 拘役, not 有期徒刑 (第四十二条)
    detention = predict_sentence(THEFT + "公诉机关建议判处拘役六个月。")
    assert detention["penalty"] == "拘役6个月"


# ---- 2. a missing amount is asked for ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "overrides"),
    [("被告人某某盗窃。", None), (THEFT, {"amount": None})],
)
def test_theft_without_an_amount_gets_no_term_and_asks_for_it(fact: str, overrides: dict | None) -> None:
    # 刑法第二百六十四条 and 法释〔2013〕8号第一条: 数额较大 (or 多次, 入户, 携带凶器, 扒窃) makes theft a crime and the
    # amount picks the tier; with none of them told there is no basis for a term
    output = predict_sentence(fact, charge="盗窃罪", factor_overrides=overrides)
    assert output["months"] == 0
    assert output["penalty"].startswith("无法计算") and "涉案金额" in output["penalty"]
    assert output["missing"] == [{"factor": "amount", "label": "涉案金额（元）", "charge": "盗窃"}]
    assert "请补充涉案金额" in _steps(output)
    assert "未计算" in summary(output) and "需补充" in summary(output)


def test_a_ground_other_than_the_amount_or_the_level_in_words_still_gives_a_term() -> None:
    # 扒窃 is theft whatever the amount (刑法第二百六十四条); a fact stating 数额较大 in words places the first tier
    pickpocket = predict_sentence("被告人某某在公交车上扒窃他人手机一部。", charge="盗窃")
    assert pickpocket["months"] > 0 and pickpocket["missing"] == []
    stated = predict_sentence("被告人某某盗窃他人财物，数额较大。", charge="盗窃")
    assert stated["months"] > 0 and stated["missing"] == []
    assert "事实中写明「数额较大」" in _steps(stated)


# ---- 3. corrections are checked -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        ({"amount": 1e300}, "过大"),
        ({"自首": "yes"}, "布尔"),
        ({"count": 2.5}, "整数"),
        ({"count": True}, "数值"),
        ({"未成年": True, "老年人": True}, "矛盾"),  # under 18 and 75 or more at once (刑法第十七条、第十七条之一)
        ({"未成年": True, "累犯": True}, "矛盾"),  # a crime under 18 makes no 累犯 (刑法第六十五条第一款)
        ({"recommendation": [100, 400]}, "300"),  # 刑法第六十九条: no fixed term above 25 years
    ],
)
def test_bad_corrections_are_refused(overrides: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        check_overrides(overrides, K)


def test_good_corrections_pass() -> None:
    check_overrides({"amount": 5000, "自首": True, "count": 3, "累犯": False, "injury": "轻伤二级"}, K)
    check_overrides({"recommendation": [None, 12], "未成年": True, "老年人": False}, K)


def test_api_refuses_bad_corrections_with_a_short_message(store_api: TestClient) -> None:
    for overrides in ({"amount": 1e300}, {"自首": "yes"}, {"count": 2.5}, {"未成年": True, "老年人": True}):
        response = store_api.post("/api/sentence", json={"fact": THEFT, "factors": overrides})
        assert response.status_code == 422, (overrides, response.text)
        assert len(response.text) < 400
    long_fact = store_api.post("/api/sentence", json={"fact": "盗" * 100_001})
    assert long_fact.status_code == 422 and len(long_fact.text) < 1000  # the reason, not the input echoed back


def test_robbery_circumstances_are_not_shown_for_fraud() -> None:
    # 在公共交通工具上 and 冒充军警 choose a tier of robbery only (刑法第二百六十三条第（二）、（六）项)
    fact = "被告人张某在公交车上冒充警察，骗取被害人李某人民币3500元。"
    fraud = predict_sentence(fact, charge="诈骗")
    shown = {item["name"] for item in fraud["factors"]}
    unused = {item["name"] for item in fraud["not_applicable"]}
    assert {"公共交通工具", "冒充军警"} <= unused and not unused & shown
    robbery = predict_sentence("被告人张某在公交车上持刀抢劫乘客财物价值3500元。", charge="抢劫")
    assert "公共交通工具" in {item["name"] for item in robbery["factors"]}


# ---- 4. 缓刑 and 罚金 -------------------------------------------------------------------------------------------------


def test_probation_note_fine_note_and_recommended_probation_kept() -> None:
    output = predict_sentence(THEFT + "公诉机关建议判处有期徒刑八个月，缓刑一年。")
    # 刑事诉讼法第二百零一条: the recommendation, 缓刑 included, is adopted; 刑法第七十二条 allows it for ≤ 3 years
    assert output["penalty"] == "有期徒刑8个月，缓刑1年"
    steps = _steps(output)
    assert "可以宣告缓刑" in steps and "第七十二条" in steps
    # 刑法第二百六十四条: 三年以下有期徒刑、拘役或者管制，并处或者单处罚金 — said, with no amount
    assert "并处或者单处罚金" in steps


def test_recidivist_cannot_have_probation() -> None:
    # 刑法第七十四条: 对于累犯和犯罪集团的首要分子，不适用缓刑
    output = predict_sentence(
        THEFT + "公诉机关建议判处有期徒刑八个月，缓刑一年。", factor_overrides={"累犯": True}
    )
    assert "缓刑" not in output["penalty"]
    assert "依法不适用缓刑" in _steps(output) and "第七十四条" in _steps(output)


def test_no_probation_note_above_three_years() -> None:
    # 刑法第七十二条 covers 拘役 and 有期徒刑 of at most three years only
    above = predict_sentence("被告人李某抢劫他人财物价值5000元。", charge="抢劫")
    assert above["months"] > 36 and "缓刑" not in _steps(above)


def test_a_charges_own_circumstance_told_of_the_victim_does_not_weigh() -> None:
    # 非法拘禁's 殴打、侮辱 (刑法第二百三十八条第一款 从重) is the defendant's act, not the victim's insult that led to it
    victims = predict_sentence("经审理查明，被害人李某因债务纠纷辱骂被告人张某，被告人张某遂将李某关在自家仓库内两天，"
                               "期间未对李某实施殴打。", charge="非法拘禁")
    assert not any("殴打、侮辱" in step["description"] for step in victims["steps"])
    own = predict_sentence("经审理查明，被告人张某因债务纠纷将李某关在自家仓库内两天，期间多次殴打、辱骂李某。", charge="非法拘禁")
    assert any("殴打、侮辱" in step["description"] for step in own["steps"])
