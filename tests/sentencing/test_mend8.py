"""Session 8 cross-file sentencing fixes: the law at the time of the act (从旧兼从轻), the lowered entry figure of
贪污/受贿, blood-alcohol units, telecom fraud's national figure, the fine each tier's article names, training rows
without a term, 非法持有毒品's own 情节严重, and a correction that clears the circumstance it contradicts."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from backend.sentencing.factors import apply_overrides, extract_factors, read_bac, read_protected_plants
from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge
from backend.sentencing.learned import TrainingCase, featurize_cases
from backend.sentencing.predict import predict_sentence

K = default_knowledge()


def _steps(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


# ---- 1. the law at the time of the act; 贪污/受贿 from 一万元 with 其他较重情节 -------------------------------------------

GAMBLING = "被告人王某在其家中开设赌场，组织他人以打麻将方式赌博，抽头渔利人民币5000元。"


def test_gambling_house_opened_before_amendment_eleven_is_judged_by_the_old_tiers() -> None:
    # 刑法第十二条第一款 (从旧兼从轻): 刑法修正案（十一） (in force 2021-03-01) raised 第三百零三条第二款's basic tier to
    # 五年以下; an act of 2020 is judged by the old 三年以下有期徒刑、拘役或者管制, i.e. 1–36 months
    output = predict_sentence("2020年5月，" + GAMBLING, charge="开设赌场")
    steps = _steps(output)
    assert "第十二条第一款" in steps and "刑法修正案（十一）" in steps
    assert "1–36个月" in steps and "施行前" in steps
    assert 0 < output["months"] <= 36


def test_gambling_house_opened_after_the_amendment_uses_the_current_tiers() -> None:
    # acts on or after 2021-03-01 are judged by the amended 第三百零三条第二款 (五年以下 in the basic tier)
    steps = _steps(predict_sentence("2022年5月，" + GAMBLING, charge="开设赌场"))
    assert "第十二条第一款" not in steps and "1–60个月" in steps


@pytest.mark.parametrize(
    ("charge", "fact"),
    [
        # 法释〔2016〕9号第一条第二款（三）: 贪污 of 一万元以上不满三万元 with the money used for 赌博 (非法活动)
        ("贪污", "被告人张某系某镇财政所会计，利用职务便利侵吞公款人民币2万元，赃款全部用于赌博。"),
        # 第一条第三款（一）: 多次索贿
        ("受贿", "被告人赵某系某局科长，利用职务便利多次索贿，共收受他人财物人民币1.5万元。"),
    ],
)
def test_graft_from_ten_thousand_with_a_listed_circumstance_is_a_crime(charge: str, fact: str) -> None:
    output = predict_sentence(fact, charge=charge)
    assert output["months"] > 0
    steps = _steps(output)
    assert "法释〔2016〕9号第一条" in steps and "构成本罪" in steps


def test_graft_below_thirty_thousand_without_a_listed_circumstance_is_no_crime() -> None:
    # 法释〔2016〕9号第一条第一款: 数额较大 is 三万元; 2万元 alone is no crime
    output = predict_sentence("被告人张某系某镇财政所会计，利用职务便利侵吞公款人民币2万元，用于家庭开支。", charge="贪污")
    assert output["months"] == 0 and output["penalty"] == "不构成所列犯罪，不判处刑罚"


def test_graft_below_ten_thousand_is_no_crime_even_with_a_listed_circumstance() -> None:
    # the lowered figure is 一万元 (第一条第二款): 8000元 used for gambling is still no crime
    output = predict_sentence("被告人张某系某镇财政所会计，利用职务便利侵吞公款人民币8000元，赃款全部用于赌博。", charge="贪污")
    assert output["months"] == 0


# ---- 2. units of blood alcohol; counts of trees ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("经鉴定血液酒精含量为194.33㎎／100ml。", 194.33),
        ("血液中乙醇含量为156ｍｇ/100ｍｌ。", 156.0),
        ("血液酒精含量为90㎎/100㎖。", 90.0),
        ("血液酒精含量为88mg/dl。", 88.0),  # a decilitre is 100 ml
        ("血液酒精含量为80毫克每100毫升。", 80.0),
    ],
)
def test_blood_alcohol_in_every_unit_judgments_type(text: str, value: float) -> None:
    found = read_bac(text)
    assert found is not None and found[0] == value


def test_drunk_driving_with_the_square_milligram_sign_is_sentenced() -> None:
    # 刑法第一百三十三条之一: 80 mg/100ml or more is 醉酒驾驶 (《道路交通安全法》/GB 19522), punished with 拘役
    output = predict_sentence("2023年5月1日晚，被告人郭某醉酒驾驶小型轿车在道路上行驶，经鉴定血液酒精含量为194.33㎎／100ml。")
    assert output["charge"] == "危险驾驶" and 1 <= output["months"] <= 6
    assert any(f["name"] == "bac" and f["value"] == 194.33 for f in output["factors"])


def test_protected_trees_counted_in_ke() -> None:
    # 棵 counts trees as 株 does (法释〔2020〕2号: a count of plants)
    found = read_protected_plants("被告人在林地内盗伐国家二级保护植物香樟5棵。")
    assert found is not None and found[0] == pytest.approx(2.5)  # second grade weighs half a first-grade plant


# ---- 3. telecom fraud: one national figure ---------------------------------------------------------------------------

ZHEJIANG = "浙江省杭州市人民检察院指控："


@pytest.mark.parametrize(
    "told",
    [
        "被告人陈某通过微信冒充客服，虚构退款理由骗取被害人钱某人民币{}元。",
        "被告人陈某拨打电话冒充公安人员，以涉嫌洗钱为由骗取被害人钱某人民币{}元。",
        "被告人陈某参与电信网络诈骗，骗得被害人钱某人民币{}元。",
    ],
)
def test_telecom_fraud_uses_the_national_three_thousand(told: str) -> None:
    # 法发〔2016〕32号二（一）: 电信网络诈骗 of 三千元 is 数额较大 nationwide, whatever the province's own figure
    # (浙江's 诈骗 figure is 6000元): 4000元 is a crime, 2000元 is not
    above = predict_sentence(ZHEJIANG + told.format(4000), charge="诈骗")
    assert above["months"] > 0 and "法发〔2016〕32号" in _steps(above)
    below = predict_sentence(ZHEJIANG + told.format(2000), charge="诈骗")
    assert below["months"] == 0


def test_fraud_face_to_face_is_no_telecom_fraud() -> None:
    factors = extract_factors(ZHEJIANG + "被告人陈某虚构借款理由当面骗取被害人钱某人民币4000元。", K)
    assert "电信网络诈骗" not in factors


# ---- 4. the fine each tier's article names ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("charge", "tier", "fine"),
    [
        ("危险驾驶", 0, "并处"),  # 第一百三十三条之一: 处拘役，并处罚金
        ("盗窃", 0, "并处或者单处"),  # 第二百六十四条
        ("盗窃", 1, "并处"),
        ("盗窃", 2, "并处罚金或者没收财产"),
        ("诈骗", 0, "并处或者单处"),  # 第二百六十六条
        ("抢劫", 0, "并处"),  # 第二百六十三条
        ("抢劫", 1, "并处罚金或者没收财产"),
        ("贪污", 0, "并处"),  # 第三百八十三条第一款（一）
        ("受贿", 1, "并处罚金或者没收财产"),  # 第三百八十六条 -> 第三百八十三条第一款（二）
        ("走私、贩卖、运输、制造毒品", 0, "并处"),  # 第三百四十七条第四款
        ("走私、贩卖、运输、制造毒品", 3, "并处没收财产"),  # 第三百四十七条第二款
        ("非法持有毒品", 0, "并处"),  # 第三百四十八条
    ],
)
def test_statute_tiers_carry_the_articles_fine(charge: str, tier: int, fine: str) -> None:
    assert K.statutes[charge][tier].fine == fine


def test_fine_steps_say_what_the_article_says_and_name_no_amount() -> None:
    drunk = _steps(predict_sentence("2023年5月1日晚，被告人郭某醉酒驾驶小型轿车在道路上行驶，经鉴定血液酒精含量为156mg/100ml。"))
    assert "并处罚金" in drunk and "并处或者单处" not in drunk and "不计算罚金数额" in drunk
    robbery = _steps(predict_sentence("被告人李某持刀抢劫他人财物价值5000元。", charge="抢劫"))
    assert "法定刑并处罚金" in robbery


def test_a_fine_wording_no_article_uses_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    statutes = folder / "statutes.yaml"
    statutes.write_text(statutes.read_text(encoding="utf-8").replace("fine: 并处\n", "fine: 罚款\n", 1), encoding="utf-8")
    with pytest.raises(KnowledgeError, match="fine"):
        load_knowledge(folder)


# ---- 5. training rows whose level needs a missing amount -------------------------------------------------------------


def test_training_skips_cases_the_engine_gives_no_term() -> None:
    # a theft with no amount gets no term (the level 数额较大 needs it), so it teaches the model nothing
    cases = [
        TrainingCase("被告人李某在某小区盗窃他人电动车一辆。", ["盗窃"], 8.0),
        TrainingCase("被告人李某在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。", ["盗窃"], 8.0),
    ]
    facts, rows, _, targets, _, skipped = featurize_cases(cases, K)
    assert facts == [cases[1].fact] and len(rows) == 1 and targets == [8.0]
    assert skipped == ["缺少定档所需的涉案金额（元）"]


# ---- 6. 非法持有毒品: its own 情节严重 ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人刘某在强制隔离戒毒所内私藏甲基苯丙胺15克，被管教民警查获。",  # 法释〔2016〕8号第五条（一）
        "被告人刘某教唆未成年人周某替其保管甲基苯丙胺15克。",  # （二）
        "被告人刘某系某区财政局工作人员，属国家工作人员，在其住处非法持有甲基苯丙胺12克。",  # （三）
    ],
)
def test_holding_drugs_in_a_listed_circumstance_is_the_serious_tier(fact: str) -> None:
    # 刑法第三百四十八条: 数量较大 (10 g of methamphetamine) with 情节严重 is 三年以上七年以下
    output = predict_sentence(fact, charge="非法持有毒品")
    assert 36 <= output["months"] <= 84
    assert "数量较大且情节严重" in _steps(output)


def test_holding_below_ten_grams_is_no_crime_whatever_the_place() -> None:
    # 第五条 needs 数量较大 first: 5 g held in a 戒毒所 is no crime of 第三百四十八条
    output = predict_sentence("被告人刘某在强制隔离戒毒所内私藏甲基苯丙胺5克，被管教民警查获。", charge="非法持有毒品")
    assert output["months"] == 0


def test_selling_circumstances_do_not_make_holding_serious() -> None:
    # 法释〔2016〕8号第四条's 多次贩卖 is 第三百四十七条's 情节严重, not 第三百四十八条's
    output = predict_sentence("被告人刘某多次贩卖毒品未查实，其住处查获甲基苯丙胺15克，系非法持有。", charge="非法持有毒品")
    assert output["months"] <= 36


# ---- 7. a correction clears the circumstance it contradicts ----------------------------------------------------------


def test_setting_old_age_clears_a_read_minor() -> None:
    # 刑法第十七条、第十七条之一: under 18 and 75 or over cannot both hold; the user's word wins over the reading
    fact = "被告人张某（犯罪时未满十八周岁）在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。"
    read = extract_factors(fact, K)
    assert "未成年" in read
    corrected = apply_overrides(read, {"老年人": True}, K)
    assert "老年人" in corrected and "未成年" not in corrected and "未满十六周岁" not in corrected


def test_setting_minor_clears_a_read_recidivism() -> None:
    # 刑法第六十五条第一款: 不满十八周岁的人犯罪 is no 累犯
    fact = "被告人张某曾因盗窃罪于2020年1月被判处有期徒刑一年，2021年1月刑满释放，系累犯。2022年3月又盗窃他人电动车一辆，价值5000元。"
    read = extract_factors(fact, K)
    assert "累犯" in read
    corrected = apply_overrides(read, {"未成年": True}, K)
    assert "未成年" in corrected and "累犯" not in corrected
    output = predict_sentence(fact, charge="盗窃", factor_overrides={"未成年": True})
    assert not any(f["name"] == "累犯" for f in output["factors"])
