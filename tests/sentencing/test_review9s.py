"""Session 9, mends from the review of the sentencing diff (review9s): 集资诈骗's amount taken, 侵犯公民个人信息's counts
and kinds, a 村委会 seal told before a state organ's, 转化型抢劫 only by force 当场, 入户 within one clause, 挪用 for
非法活动 only by its use, 危险驾驶 of hazardous chemicals only when transporting them."""

from __future__ import annotations

import pytest

from backend.sentencing.engine import personal_information_verdict
from backend.sentencing.predict import predict_sentence


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 3. 集资诈骗: the amount actually taken (法释〔2022〕5号第八条第三款; 数额巨大 from 100万, 第八条第一款) --------------


def test_several_investors_losses_add_up() -> None:
    # 30万 + 40万 + 50万 = 120万 not paid back: 数额巨大 (≥ 100万), not the largest single loss (50万, 数额较大)
    output = predict_sentence(
        "被告人张某以高息为诱饵非法集资，造成投资人王某损失30万元、李某损失40万元、赵某损失50万元。", charge="集资诈骗"
    )
    assert "未归还（实际骗取）的数额1200000元" in _steps(output)
    assert "数额巨大" in _steps(output) and output["months"] >= 84


def test_a_stated_total_loss_is_not_added_to_its_parts() -> None:
    # 损失共计120万元, 其中王某50万元: 120万 (the part is inside the total)
    output = predict_sentence(
        "被告人张某以高息为诱饵非法集资，造成投资人损失共计120万元，其中王某损失50万元。", charge="集资诈骗"
    )
    assert "未归还（实际骗取）的数额1200000元" in _steps(output)


def test_principal_taken_in_is_no_repayment() -> None:
    # 吸收本金150万元 is what was raised; 案发前归还80万元 comes off it: 70万, 数额较大 (10万–100万, 36–84 months)
    output = predict_sentence("被告人张某以高息为诱饵向社会公众吸收本金150万元，案发前归还80万元。", charge="集资诈骗")
    steps = _steps(output)
    assert "减去案发前已归还的800000元，为700000元" in steps and "未写明" not in steps
    assert 36 <= output["months"] < 84


def test_principal_and_interest_paid_to_investors_is_a_repayment() -> None:
    # '其中用于支付投资人本息300万元' went back to the investors (第八条第三款: deducted); money 用于挥霍 is not
    output = predict_sentence(
        "被告人张某以高息为诱饵非法集资1100万元，其中用于支付投资人本息300万元，其余被其挥霍。", charge="集资诈骗"
    )
    steps = _steps(output)
    assert "减去案发前已归还的3000000元" in steps and "未写明" not in steps


def test_money_used_for_the_schemes_costs_is_no_repayment() -> None:
    # 广告费 are costs of the scheme, never deducted (第八条第三款 deducts only what was paid back to the investors)
    output = predict_sentence(
        "被告人张某以高息为诱饵非法集资150万元，其中用于支付广告费20万元。", charge="集资诈骗"
    )
    assert "减去案发前已归还" not in _steps(output)


# ---- 4. 侵犯公民个人信息 (法释〔2017〕10号第五条第一款第（三）（四）（五）项: 50 / 500 / 5000 records) ----------------


def test_messages_sent_are_not_records() -> None:
    # 3000 general records < 5000 and nothing else of 第五条: no crime; the 6万 advertising messages are not records
    verdict = personal_information_verdict("被告人张某非法购买公民个人信息3000条，利用上述信息群发广告短信6万条。")
    assert verdict.no_crime and "3000条" in verdict.reason and "63000" not in verdict.reason


def test_messages_counted_after_the_figure_are_not_records() -> None:
    verdict = personal_information_verdict("被告人张某出售3000条公民个人信息，群发6万条短信。")
    assert verdict.no_crime and "其他公民个人信息3000条" in verdict.reason


@pytest.mark.parametrize(
    "fact",
    [
        "被告人张某出售车辆行驶轨迹300条，获利2000元。",  # 行踪轨迹 (第（三）项)
        "被告人张某出售公民银行卡信息200条。",  # 财产信息 (第（三）项)
        "被告人张某出售公民实时位置信息100条。",  # 行踪轨迹 (第（三）项)
        "被告人张某出售他人短信内容60条。",  # 通信内容 (第（三）项)
    ],
)
def test_tracks_positions_and_property_records_are_serious_from_fifty(fact: str) -> None:
    verdict = personal_information_verdict(fact)
    assert not verdict.no_crime and verdict.tier == 0
    assert "行踪轨迹、通信内容、征信、财产信息" in verdict.reason and "达到情节严重标准" in verdict.reason


def test_records_of_a_kind_not_told_are_no_ground_for_no_crime() -> None:
    # 车辆信息 may be 财产信息 (50) or general (5000): the kind decides, so the basic tier stands with the note
    verdict = personal_information_verdict("被告人张某出售公民车辆信息200条。")
    assert not verdict.no_crime and verdict.tier == 0 and "未写明这些信息属于哪一类" in verdict.reason


def test_phone_numbers_are_records() -> None:
    # 电话号码 are general personal information: 6000 ≥ 5000 (第（五）项)
    verdict = personal_information_verdict("被告人张某出售公民电话号码6000条。")
    assert not verdict.no_crime and "其他公民个人信息6000条" in verdict.reason


# ---- 5. 刑法第二百八十条: a 村委会 seal told before a state organ's seal -------------------------------------------------


def test_a_village_committee_seal_named_first_does_not_hide_a_state_organs_seal() -> None:
    # 某镇人民政府 is a 国家机关 (第二百八十条第一款); the 村委会 seal beside it does not make the case unanswerable
    output = predict_sentence("被告人张某伪造某村委会公章及某镇人民政府公章各一枚。")
    assert output["charge"] == "伪造、变造、买卖国家机关公文、证件、印章"


def test_a_village_committee_seal_alone_is_still_refused() -> None:
    with pytest.raises(ValueError, match="村（居）民委员会"):
        predict_sentence("被告人张某伪造某村委会公章一枚。")


# ---- 1. 转化型抢劫 (刑法第二百六十九条): force or its threat 当场, not denied ---------------------------------------------


def test_resisting_arrest_without_force_stays_theft() -> None:
    # 未使用暴力: no force, so no robbery by 第二百六十九条; 3000元 is 盗窃 数额较大
    output = predict_sentence("被告人张某在超市盗窃价值3000元的手机，被保安李某发现后为抗拒抓捕挣脱逃跑，未使用暴力。")
    assert output["charge"] == "盗窃"


def test_force_at_an_arrest_a_week_later_is_not_on_the_spot() -> None:
    # the force is at an arrest seven days after the theft: not 当场 (第二百六十九条), the theft stays 盗窃
    output = predict_sentence(
        "被告人张某于2023年3月1日盗窃李某停放在楼下的电动车一辆，价值3000元。同年3月8日，民警在其住处抓捕张某时，"
        "张某为抗拒抓捕持刀威胁民警。"
    )
    assert output["charge"] == "盗窃"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人张某在超市盗窃价值3000元的手机，被保安李某发现后为抗拒抓捕持刀威胁李某。",
        "被告人张某盗窃被害人手机一部，价值3000元，被害人发现后追赶，张某为抗拒抓捕，持刀将被害人刺伤。",
        "被告人张某扒窃李某钱包，内有现金2000元。李某发觉后将其抓住，张某为抗拒抓捕对李某拳打脚踢。",
    ],
)
def test_force_on_the_spot_to_resist_arrest_is_robbery(fact: str) -> None:
    # discovered or chased right after the theft, then force: 依照抢劫罪定罪处罚 (第二百六十九条)
    output = predict_sentence(fact)
    assert output["charge"] == "抢劫" and "依照抢劫罪定罪处罚" in _steps(output)


# ---- 2. 入户 (法释〔2000〕35号第一条): the robbery in the home, not after leaving it --------------------------------------


def test_a_robbery_after_leaving_a_home_is_not_in_it() -> None:
    # the phone is robbed downstairs from a passer-by after leaving: a plain robbery (第二百六十三条, 3–10 years)
    output = predict_sentence(
        "被告人张某闯入李某家中寻找王某未果，离开后在楼下持刀抢走路人赵某手机一部，价值2000元。", charge="抢劫"
    )
    assert "入户" not in _steps(output) and output["months"] < 120


def test_force_in_the_next_clause_after_entering_is_in_the_home() -> None:
    # entering a home and robbing there: 入户抢劫, 10 years or more (第二百六十三条第（一）项)
    output = predict_sentence("被告人张某闯入被害人吴某家中，持刀威胁吴某，劫取现金2000元。", charge="抢劫")
    assert output["months"] >= 120


# ---- 7. 挪用资金 for 非法活动 (法释〔2016〕9号第五条、第十一条第二款): by the use told ----------------------------------------


def test_gambling_told_of_the_past_is_not_the_use() -> None:
    # the money went into shares (营利活动: 10万 for 挪用资金, twice 第六条's 5万); 8万 is below, so no crime
    output = predict_sentence(
        "被告人张某挪用本公司资金8万元用于炒股，一个月后归还。张某曾因赌博被行政处罚。", charge="挪用资金"
    )
    assert output["months"] == 0 and "挪用资金进行非法活动" not in _steps(output)


def test_repaying_a_gambling_debt_is_an_illegal_use() -> None:
    # 归还进行非法活动产生的欠款 is a use for 非法活动 (法〔2003〕167号纪要四（五）): 6万 (2× 3万) reached by 8万
    output = predict_sentence("被告人张某挪用本公司资金8万元用于偿还赌债，一个月后归还。", charge="挪用资金")
    assert output["months"] > 0


# ---- 6. 危险驾驶 by hazardous chemicals (刑法第一百三十三条之一第一款第（四）项) -------------------------------------------


def test_storing_hazardous_chemicals_is_no_dangerous_driving() -> None:
    # a storage fire is no driving: not 危险驾驶 (the charge is left for the user to name)
    fact = "被告人张某违反危险化学品安全管理规定，在其经营的仓库内违规储存烟花爆竹，引发火灾致一人死亡。"
    try:
        charge = predict_sentence(fact)["charge"]
    except ValueError:
        charge = None
    assert charge != "危险驾驶"


def test_carrying_hazardous_chemicals_says_it_assumes_public_danger() -> None:
    output = predict_sentence("被告人张某违反危险化学品安全管理规定，驾驶槽罐车运输液化石油气。")
    assert output["charge"] == "危险驾驶" and "案情未写明是否危及公共安全" in _steps(output)
    told = predict_sentence("被告人张某违反危险化学品安全管理规定，驾驶槽罐车运输液化石油气，危及公共安全。")
    assert "案情未写明是否危及公共安全" not in _steps(told)


# ---- 8. 携带凶器抢夺 and 转化型抢劫 read for the charges they convert (刑法第二百六十七条第二款、第二百六十九条) ----------------


def test_a_snatching_with_a_weapon_is_robbery() -> None:
    output = predict_sentence("被告人张某携带凶器抢夺李某手提包一个，内有现金3000元。", charge="抢夺")
    assert output["charge"] == "抢劫" and "携带凶器抢夺的，依照抢劫罪定罪处罚" in _steps(output)


@pytest.mark.parametrize("gains", ["六千元", "6,000元", "陆仟元"])
def test_illegal_gains_in_any_written_form_reach_the_serious_figure(gains):
    # 法释〔2017〕10号第五条第一款第（七）项: 违法所得五千元以上 is 情节严重, however the sum is written
    verdict = personal_information_verdict(f"被告人王某非法出售公民个人信息100条，违法所得人民币{gains}。")
    assert not verdict.no_crime
