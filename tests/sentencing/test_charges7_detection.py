"""Session 7 charge detection (no charge given) and the two added charges, 袭警 and 帮助信息网络犯罪活动.

The charge's own act decides, not the words of a crime it refers to (他人盗窃所得, 用于赌博, 吸食冰毒).
"""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        ("被告人李某在其租住的房屋内容留吸毒人员王某、赵某吸食甲基苯丙胺（冰毒）。", "容留他人吸毒"),  # 刑法第三百五十四条
        (
            "被告人陈某明知是他人盗窃所得的电动自行车，仍以300元的价格予以收购，共计收购五辆，价值人民币1万元。",
            "掩饰、隐瞒犯罪所得、犯罪所得收益",  # 刑法第三百一十二条
        ),
        ("被告人周某系某公司出纳，利用职务便利，挪用公司资金人民币30万元用于网络赌博，至案发未归还。", "挪用资金"),  # 第272条
        ("被告人赵某因索要赌债，伙同他人将被害人钱某关押在一出租屋内三天，期间多次殴打钱某。", "非法拘禁"),  # 第238条第3款
        (
            "被告人孙某明知他人利用信息网络实施犯罪，仍将其名下银行卡4张出售给他人，经查，上述银行卡支付结算金额达人民币120万元。",
            "帮助信息网络犯罪活动",  # 第287条之二
        ),
        ("被告人刘某因琐事与被害人李某发生争执，持菜刀朝李某头部连砍数刀，致李某当场死亡。", "故意杀人"),
        ("被告人王某与被害人张某发生争执，持铁锹击打张某头部一下，致张某经抢救无效死亡。", "故意伤害"),
        ("被告人郑某驾驶小型轿车在道路上行驶时，将行人马某撞倒，致马某当场死亡。经交警认定，郑某负事故全部责任。", "交通肇事"),
        ("被告人何某在民警依法盘查时拒不配合，并击打民警面部，致民警轻微伤。", "袭警"),  # 第277条第5款
        ("被告人冯某在街头对被害人拳打脚踢，抢走其手机一部，价值人民币3000元。", "抢劫"),
        # taking the blame for another's accident is 包庇 (刑法第三百一十条), not the accident
        ("赵某驾驶摩托车将行人撞伤后，被告人钱某冒充摩托车驾驶人到交警大队接受调查，为赵某顶包。", "窝藏、包庇"),
    ],
)
def test_the_charge_is_detected_from_its_own_act(fact: str, charge: str) -> None:
    output = predict_sentence(fact)
    assert output["charge"] == charge and output["charge_origin"] == "detected"


@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        # the words blanked for other charges do not hide the crime they name when it is the act itself
        ("被告人张某在某商场盗窃手机一部，价值人民币5000元，后将盗窃所得手机销赃。", "盗窃"),
        ("被告人陈某以300元的价格向吸毒人员贩卖冰毒0.5克。", "走私、贩卖、运输、制造毒品"),
        ("被告人王某以暴力阻碍城管执法人员依法执行职务。", "妨害公务"),
        ("被告人陈某明知是犯罪所得的手机而予以收购。", "掩饰、隐瞒犯罪所得、犯罪所得收益"),
    ],
)
def test_the_underlying_crime_still_counts_where_it_is_the_act(fact: str, charge: str) -> None:
    assert predict_sentence(fact)["charge"] == charge


def test_harbouring_drug_users_stays_within_its_three_year_maximum() -> None:
    output = predict_sentence("被告人李某多次在其家中容留他人吸食甲基苯丙胺（冰毒）。")
    assert output["charge"] == "容留他人吸毒" and 0 < output["months"] <= 36


# ---- 袭警 (刑法第二百七十七条第五款) ----------------------------------------------------------------------------


def test_assaulting_a_police_officer_is_its_own_charge() -> None:
    # no guideline start: lower quarter of 1–36 = 1–9.75, middle 5.375 -> 拘役5个月
    output = predict_sentence("被告人何某在民警依法盘查时拒不配合，并击打民警面部，致民警轻微伤。", charge="袭警")
    assert output["months"] == 5 and output["penalty"] == "拘役5个月"
    assert any("第277条第5款" in step["source"] for step in output["steps"])


def test_assault_on_police_with_a_knife_is_the_heavier_tier() -> None:
    # 使用管制刀具…严重危及其人身安全: 3–7 years, no guideline start: the tier minimum 36
    output = predict_sentence("被告人何某在民警依法盘查时，持匕首刺向民警。", charge="袭警")
    assert output["months"] == 36 and "严重危及其人身安全" in steps_text(output)


# ---- 帮助信息网络犯罪活动 (刑法第二百八十七条之二; 法释〔2019〕15号第十二条) --------------------------------------


def test_helping_network_crime_is_measured_by_the_settlement_amount() -> None:
    # 情节严重 from 20万 支付结算; start 1–9.75 (lower quarter of 1–36), rising to 12 at five times 20万:
    # 50万: f = 30万/80万 = 0.375 -> 1 + 0.375·11 = 5.125, 9.75 + 0.375·2.25 = 10.59, middle 7.86
    fact = "被告人孙某明知他人利用信息网络实施犯罪，仍出售银行卡，经查支付结算金额人民币50万元。"
    output = predict_sentence(fact, charge="帮信")
    assert output["charge"] == "帮助信息网络犯罪活动" and output["months"] == 8
    assert any("法释〔2019〕15号" in step["source"] for step in output["steps"])
