"""A bank card lent or sold by someone who did not know what it served ('不知道对方在网上做诈骗', '并不知情',
'被蒙在鼓里') is neither 帮助信息网络犯罪活动 (刑法第二百八十七条之二 needs 明知) nor an accomplice's 诈骗 (刑法第二十五条
needs a shared intent): the engine says that without 明知 there is no crime, and names no charge. Where the knowledge
is told, or the ignorance is someone else's (the card's owner), the charge stands."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


@pytest.mark.parametrize("question", [
    "不知道对方在网上做诈骗，把银行卡借给了他",
    "我把银行卡卖给了一个网友，被蒙在鼓里，后来才听说卡被拿去诈骗了",
    "我把自己的银行卡出借给同学，我并不知情他拿去搞网络诈骗，会坐牢吗",
])
def test_a_card_handed_over_without_knowledge_names_no_charge(question):
    with pytest.raises(NoCrimeTold, match="不明知的不构成犯罪") as raised:
        predict_sentence(question)
    assert "反电信网络诈骗法" in raised.value.reason and str(raised.value).endswith("如有这些事实，请写明")


@pytest.mark.parametrize("question", [
    "明知道对方在搞网络诈骗，还把银行卡借给他",
    "把银行卡卖给了别人，后来知道对方用来诈骗，还继续卖了三张",
])
def test_a_card_handed_over_knowing_keeps_a_charge(question):
    assert predict_sentence(question)["charge"] in ("诈骗", "帮助信息网络犯罪活动")


def test_someone_elses_ignorance_is_not_the_defendants():
    result = predict_sentence("我用别人的银行卡骗了人家两万块钱，卡主不知情")
    assert result["charge"] == "诈骗" and result["months"] > 0


def test_a_question_of_law_is_no_denial_of_knowledge():
    result = predict_sentence("把银行卡借给朋友，不知道这样算不算犯罪，对方拿去诈骗了")
    assert result["charge"] == "诈骗"


@pytest.mark.parametrize("question", [
    "我把银行卡借给朋友用了，后来被冻结了",
    "我把自己的银行卡出借给一个朋友用了几天",
])
def test_a_card_lent_with_nothing_more_told_names_no_charge(question):
    # no crime it served and no knowledge, pay or sale told: lending alone is no crime (刑法第二百八十七条之二 needs 明知)
    with pytest.raises(NoCrimeTold, match="出借本身不构成犯罪") as raised:
        predict_sentence(question)
    assert "明知他人利用信息网络实施犯罪" in raised.value.reason and "收取了报酬" in str(raised.value)


def test_a_card_lent_with_a_fee_or_the_crime_told_keeps_its_charge():
    assert predict_sentence("我把银行卡借给别人用，拿了两千块好处费，后来卡被冻结了")["charge"] == "帮助信息网络犯罪活动"
    assert predict_sentence("我把银行卡借给朋友用，他拿去网络诈骗了")["charge"] in ("帮助信息网络犯罪活动", "诈骗")
