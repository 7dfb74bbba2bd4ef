"""Cases from the second walkthrough: armed group fights in other word orders, a defendant said to be a minor, an
overdraft told after a repayment word."""

import pytest

from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize("fact", [
    "被告人张某纠集李某等十余人，携带钢管、砍刀与赵某一方在某广场聚众斗殴，致一人轻伤。",
    "被告人张某纠集十余人，手持钢管、砍刀与对方在某路口相互殴打，张某系首要分子。",
    "被告人张某纠集二十余人与对方人员持钢管、砍刀聚众斗殴。",
])
def test_an_armed_group_fight_told_in_other_word_orders_is_armed(fact):
    # 刑法第二百九十二条第一款第（四）项: 持械聚众斗殴 -> 三年以上十年以下
    result = predict_sentence(fact, charge="聚众斗殴")
    assert "持械斗殴" in {f["name"] for f in result["factors"]} and result["months"] >= 36


def test_an_unarmed_side_is_not_armed():
    result = predict_sentence("被告人张某纠集十余人与王某一方聚众斗殴，张某等人未持械。", charge="聚众斗殴")
    assert "持械斗殴" not in {f["name"] for f in result["factors"]} and result["months"] < 36


def test_a_defendant_said_to_be_a_minor_gets_the_minors_reduction_and_a_minor_victim_does_not_give_it():
    # 刑法第十七条第四款: 已满十二周岁不满十八周岁的人犯罪，应当从轻或者减轻处罚 — the defendant's age, not the victim's
    own = predict_sentence("被告人王某系未成年人，2023年5月在上海市盗窃手机一部，价值5000元。", charge="盗窃")
    victim = predict_sentence("被告人王某于2023年5月盗窃被害人李某手机一部，价值5000元，被害人李某系未成年人。", charge="盗窃")
    assert "未成年" in {f["name"] for f in own["factors"]}
    assert "未成年" not in {f["name"] for f in victim["factors"]}
def test_a_repayment_word_in_the_previous_clause_does_not_hide_the_overdraft():
    # 法释〔2018〕19号: 恶意透支 数额较大 from 5万; '仍未归还，透支本金4万元' is 4万 overdrawn, not a repayment
    below = predict_sentence("被告人张某持卡透支后，经发卡银行两次催收后仍未归还，透支本金人民币4万元。", charge="信用卡诈骗")
    above = predict_sentence("被告人张某持卡透支后，经发卡银行两次催收后仍未归还，透支本金人民币8万元。", charge="信用卡诈骗")
    assert below["months"] == 0 and above["months"] > 0
    assert {f["name"]: f["value"] for f in above["factors"]}["amount"] == 80000
