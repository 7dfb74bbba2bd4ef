"""A state organ's paper forged and named (房产证, 营业执照, 结婚证) is 伪造国家机关证件 (刑法第二百八十条第一款); used to
get money ('去抵押借钱') it is also the fraud it served, and the two are punished once, by the heavier: the step says
both and which one the term is for: the forgery where no sum is told, the fraud, measured by its sum, where one is.
Papers another forged and the defendant only used are not this charge's words."""

from backend.sentencing.engine import detect_charge
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

FORGERY = "伪造、变造、买卖国家机关公文、证件、印章"


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def test_a_forged_deed_used_for_a_loan_names_the_forgery_and_the_fraud():
    result = predict_sentence("伪造了一个房产证去抵押借钱")
    assert result["charge"] == FORGERY and result["months"] > 0
    assert "同时触犯伪造国家机关证件罪和诈骗罪" in _steps(result)
    assert "本估算按伪造国家机关证件罪计算" in _steps(result)


def test_a_forged_deed_that_got_a_sum_told_is_sentenced_as_the_fraud():
    result = predict_sentence("用自己伪造的房产证抵押，从朋友那借了二十万，后来跑了")
    assert result["charge"] == "诈骗" and result["months"] >= 36
    assert "同时触犯伪造国家机关证件罪和诈骗罪" in _steps(result) and "本估算按诈骗罪以骗得的数额计算" in _steps(result)


def test_a_forgery_not_used_for_money_says_nothing_of_fraud():
    result = predict_sentence("他找人做了个假营业执照挂在店里")
    assert result["charge"] == FORGERY and "诈骗罪" not in _steps(result)


def test_papers_only_used_are_not_the_forgery():
    knowledge = default_knowledge()
    assert detect_charge("被告人向银行提供他人伪造的房产证明申请贷款", knowledge) != FORGERY
    assert detect_charge("被告人使用伪造发票以及房产证骗取贷款", knowledge) != FORGERY
