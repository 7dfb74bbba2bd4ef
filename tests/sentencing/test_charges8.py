"""Session 8 walkthrough (qa8a A2–A5, A8): drug possession, state functionaries, entry levels, detection from the
described conduct, and tiers changed by 刑法修正案（十一）. Gold terms are derived by hand from the articles cited."""

from __future__ import annotations

from datetime import date
from pathlib import Path
import shutil

import pytest

from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge
from backend.sentencing.predict import predict_sentence


def _tier_step(result: dict) -> dict:
    return next(s for s in result["steps"] if "法定刑档次" in s["description"])


# ---- A2: 非法持有毒品 (刑法第三百四十八条) -----------------------------------------------------------------


def test_drugs_found_and_kept_for_own_use_are_possession_not_selling() -> None:
    # 15 g of methamphetamine kept for one's own use: 第348条, 10–50 g -> 三年以下 (1–36 months)
    result = predict_sentence("公安机关在被告人周某住处查获甲基苯丙胺15克，周某供称系其购买用于自己吸食。")
    assert result["charge"] == "非法持有毒品"
    assert 1 <= result["months"] <= 36
    assert "第348条" in _tier_step(result)["source"]


def test_possession_said_in_words_is_possession() -> None:
    result = predict_sentence("被告人周某非法持有甲基苯丙胺20克。")
    assert result["charge"] == "非法持有毒品"
    assert 1 <= result["months"] <= 36


@pytest.mark.parametrize(
    "fact, charge",
    [
        ("公安机关在被告人周某住处查获甲基苯丙胺5克，周某供称系其购买用于自己吸食。", None),
        ("被告人周某非法持有甲基苯丙胺5克。", "非法持有毒品"),
        # 鸦片 200 g is the 数量较大 figure: 150 g is below it
        ("公安机关在被告人周某住处查获鸦片150克，周某供称系其购买用于自己吸食。", "非法持有毒品"),
    ],
)
def test_possession_below_the_quantity_is_no_crime(fact: str, charge: str | None) -> None:
    # 第348条: holding is a crime only from 海洛因/甲基苯丙胺 10 g, 鸦片 200 g
    result = predict_sentence(fact, charge=charge)
    assert result["charge"] == "非法持有毒品"
    assert result["months"] == 0
    assert any("第三百四十八条" in s["source"] for s in result["steps"])


def test_possession_of_a_large_quantity_is_seven_years_or_more() -> None:
    # 第348条: 海洛因 50 g or more -> 七年以上
    result = predict_sentence("被告人周某非法持有海洛因60克。", charge="非法持有毒品")
    assert result["months"] >= 84


def test_possession_thresholds_step_cites_article_348() -> None:
    result = predict_sentence("被告人周某非法持有甲基苯丙胺20克。", charge="非法持有毒品")
    thresholds = next(s for s in result["steps"] if s["description"].startswith("数额/数量标准"))
    assert "第三百四十八条" in thresholds["source"] and "第三百四十七条" not in thresholds["source"]


@pytest.mark.parametrize(
    "fact",
    [
        "被告人以200元的价格将0.5克甲基苯丙胺卖给吸毒人员王某，供其吸食。",
        "被告人张某向吸毒人员贩卖海洛因1克，民警从其身上查获海洛因3克。",
    ],
)
def test_selling_stays_selling(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "走私、贩卖、运输、制造毒品"


# ---- A3: state functionaries (刑法第九十三条) -------------------------------------------------------------


def test_bureau_chief_taking_money_is_bribery_of_an_official() -> None:
    # a 局长 of a county bureau is a 国家工作人员; 45万 >= 20万 (法释〔2016〕9号第二条) -> 3–10 years
    result = predict_sentence(
        "被告人王某利用担任某县国土资源局局长的职务便利，为他人谋取利益，非法收受他人财物共计人民币45万元。"
    )
    assert result["charge"] == "受贿"
    assert 36 <= result["months"] <= 120


def test_state_company_cashier_taking_public_money_is_embezzlement() -> None:
    # 刑法第九十三条第二款, 第三百八十二条: a 国有公司 cashier; 25万 >= 20万 -> 3–10 years
    result = predict_sentence("被告人李某系某国有公司出纳，利用职务便利，侵吞公款共计人民币25万元。")
    assert result["charge"] == "贪污"
    assert 36 <= result["months"] <= 120


def test_village_head_assisting_the_government_is_an_official() -> None:
    # 全国人大常委会关于刑法第九十三条第二款的解释: 村委会 members assisting in 征地补偿 work are 从事公务
    result = predict_sentence(
        "被告人张某系某村村委会主任，在协助人民政府从事征地补偿款发放工作中，利用职务便利，收受他人贿赂5万元。"
    )
    assert result["charge"] == "受贿"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人赵某系某民营公司采购经理，利用职务便利收受供应商回扣8万元。",
        # 市长 inside a place name is no post
        "西安市长安区人民检察院指控：被告人刘某系某科技有限公司采购部经理，利用职务便利收受供应商回扣8万元。",
        # a denied status is none
        "被告人肖某系村委会主任，不属于依法从事公务的人员，利用职务便利收受他人回扣8万元。",
    ],
)
def test_private_sector_bribery_stays_private(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "非国家工作人员受贿"


# ---- A4: entry levels ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fact, charge",
    [
        # 法释〔2016〕9号第一条: 三万元 (一万 to 三万 only with 其他较重情节)
        ("被告人李某利用职务便利侵吞公款2万元。", "贪污"),
        ("被告人王某利用职务便利，非法收受他人财物2万元。", "受贿"),
        # 同解释第十一条第一款: twice 三万元 = 六万元
        ("被告人赵某系某民营公司采购经理，利用职务便利收受供应商回扣5万元。", "非国家工作人员受贿"),
        # 立案追诉标准（一）第三十三条: 五千元
        ("被告人钱某故意毁坏他人汽车，经鉴定损失价值3000元。", "故意毁坏财物"),
        # 同解释第七条: 三万元
        ("被告人吴某为谋取不正当利益，给予国家工作人员财物共计2万元。", "行贿"),
    ],
)
def test_below_the_entry_level_is_no_crime(fact: str, charge: str) -> None:
    result = predict_sentence(fact, charge=charge)
    assert result["months"] == 0
    assert any("入罪标准" in s["description"] for s in result["steps"])


@pytest.mark.parametrize(
    "fact, charge, low, high",
    [
        ("被告人李某利用职务便利侵吞公款5万元。", "贪污", 1, 36),
        ("被告人赵某系某民营公司采购经理，利用职务便利收受供应商回扣8万元。", "非国家工作人员受贿", 1, 36),
        ("被告人钱某故意毁坏他人汽车，经鉴定损失价值8000元。", "故意毁坏财物", 1, 36),
        # 毁坏 three times is 其他严重情节 whatever the loss (立案追诉标准（一）第三十三条)
        ("被告人钱某先后三次故意毁坏他人汽车，共造成损失3000元。", "故意毁坏财物", 1, 36),
        # 法释〔2016〕9号第八条: 一百万元 or more is 情节严重 -> 3–10 years (刑法第三百九十条)
        ("被告人吴某为谋取不正当利益，给予国家工作人员财物共计120万元。", "行贿", 36, 120),
        ("被告人吴某为谋取不正当利益，给予国家工作人员财物共计80万元。", "行贿", 1, 36),
    ],
)
def test_at_or_above_the_entry_level_is_sentenced_in_its_tier(fact: str, charge: str, low: int, high: int) -> None:
    assert low <= predict_sentence(fact, charge=charge)["months"] <= high


def test_graft_circumstances_that_lower_the_entry_figure_are_loaded() -> None:
    # 法释〔2016〕9号第一条第二款: 一万元 with 其他较重情节 (the engine reads them where it supports lowered_when)
    graft = default_knowledge().guideline["贪污"]
    assert graft.no_crime_lowered_to == 10000
    assert any(p.search("曾因贪污受过党纪处分") for p in graft.no_crime_lowered_when)


# ---- A5: detection from the described conduct ----------------------------------------------------------


@pytest.mark.parametrize(
    "fact, charge",
    [
        ("被告人孙某出售公民个人信息（包括姓名、电话、住址）12000条，违法所得8000元。", "侵犯公民个人信息"),
        ("被告人郑某私刻某县人民政府公章一枚，并伪造该县政府证明文件。", "伪造、变造、买卖国家机关公文、证件、印章"),
        ("被告人冯某招募、雇佣卖淫女8名，安排其向嫖客提供卖淫服务。", "组织卖淫"),
        (
            "被告人陈某以非法占有为目的，使用诈骗方法非法集资，向社会公众募集资金600万元，造成集资参与人损失450万元。",
            "集资诈骗",
        ),
        ("被告人褚某采用暴力手段强行与被害人王某发生性关系。", "强奸"),
        ("被告人褚某明知被害人不满十四周岁，仍与其发生性关系。", "强奸"),
        ("我朋友在超市偷了价值3000元的东西。", "盗窃"),
        ("我喝酒后开车被查，血液酒精含量120mg/100ml。", "危险驾驶"),
        # 容留 several people to sell sex in one's shop is still 容留卖淫, not 组织
        ("被告人在其经营的足浴店内容留卖淫女卖淫，从中抽成。", "引诱、容留、介绍卖淫"),
    ],
)
def test_charge_detected_from_the_conduct(fact: str, charge: str) -> None:
    assert predict_sentence(fact)["charge"] == charge


def test_organising_prostitution_is_five_years_or_more() -> None:
    # 刑法第三百五十八条第一款: 组织卖淫 五年以上十年以下
    assert 60 <= predict_sentence("被告人冯某招募、雇佣卖淫女8名，安排其向嫖客提供卖淫服务。")["months"] <= 120


# ---- A8: tiers changed by 刑法修正案（十一） (2021-03-01) ----------------------------------------------------


def test_gambling_house_tiers_before_amendment_eleven_are_the_old_lighter_ones() -> None:
    # old 第三百零三条第二款: 三年以下 / 三年以上十年以下; new: 五年以下 / 五年以上十年以下 (刑法第十二条: 从旧兼从轻)
    knowledge = default_knowledge()
    old, earlier = knowledge.tiers_at("开设赌场", date(2020, 1, 31))
    assert earlier is not None and earlier.since == date(2021, 3, 1)
    assert [(t.min_months, t.max_months) for t in old] == [(1, 36), (36, 120)]
    now, none = knowledge.tiers_at("开设赌场", date(2021, 3, 1))
    assert none is None and [(t.min_months, t.max_months) for t in now] == [(1, 60), (60, 120)]
    assert knowledge.tiers_at("开设赌场", None)[1] is None  # no act date: today's law


def test_earlier_tiers_must_match_the_number_of_tiers(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    statutes = folder / "statutes.yaml"
    text = statutes.read_text(encoding="utf-8")
    cut = text.index("  # before 刑法修正案（十一） the article read 三年以下")
    broken = text[:cut] + text[cut:].replace(
        "    - label: 情节严重\n      months: [36, 120]\n      article: 第303条第2款（刑法修正案（十一）施行前）\n", "", 1
    )
    statutes.write_text(broken, encoding="utf-8")
    with pytest.raises(KnowledgeError, match="档次数"):
        load_knowledge(folder)
