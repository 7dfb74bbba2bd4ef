"""A debt, a contract or a card bill left unpaid is a civil default: told in fraud's words or near them ('欠信用卡还不上',
'签了合同没钱履行', '会被告诈骗吗'), the engine names no fraud charge and says why; with one of fraud's own marks
(a deceit, an escape, the bank's demands for a card) the charge stands."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


@pytest.mark.parametrize("question", [
    "欠信用卡还不上会坐牢吗",
    "签了合同后没钱履行，会被判刑吗",
    "做生意欠了供应商的货款一直没还上，会被告诈骗吗",
    "找人借了钱到期还不起，算不算诈骗",
])
def test_a_default_alone_is_not_sentenced_as_a_fraud(question):
    with pytest.raises(NoCrimeTold, match="民事纠纷") as raised:
        predict_sentence(question)
    assert "非法占有为目的" in raised.value.reason and str(raised.value).endswith("如有骗取的事实，请写明")


@pytest.mark.parametrize(("question", "charge"), [
    ("用假房产证做抵押跟人签合同，骗了对方的货款，会判刑吗", "合同诈骗"),
    ("他编造投资项目，骗了我三万元一直不还", "诈骗"),
    ("信用卡透支了五万，银行催了好几次，我还是没还，会坐牢吗", "信用卡诈骗"),
    ("信用卡透支了八万，我换了手机号躲起来不还", "信用卡诈骗"),
    ("被告人以借款为由骗取被害人人民币5万元，至今未还", "诈骗"),
])
def test_a_default_with_frauds_marks_keeps_the_charge(question, charge):
    assert predict_sentence(question)["charge"] == charge


def test_a_fraud_charge_given_is_sentenced_as_asked():
    # the charge given is the user's own finding: the default words do not overrule it
    result = predict_sentence("借了朋友五万元还不上", charge="诈骗")
    assert result["charge"] == "诈骗" and result["months"] > 0


def test_a_card_got_with_someone_elses_identity_is_card_fraud_by_its_lower_figure():
    # 以虚假的身份证明骗领 (法释〔2009〕19号第二条第三款): not a default of one's own card; 数额较大 is 5000元 (第五条)
    result = predict_sentence("用别人的身份证办了张信用卡透支了三万不还")
    assert result["charge"] == "信用卡诈骗" and result["months"] > 0
    assert "恶意透支" not in [factor["name"] for factor in result["factors"]]


def test_a_relatives_identity_leaves_consent_open_so_the_card_bill_stays_a_default():
    # 骗领 needs papers used against their owner's will; a mother's or a friend's may have been lent
    with pytest.raises(NoCrimeTold):
        predict_sentence("用我妈的身份证办了张信用卡透支了三万不还")
    assert predict_sentence("用捡到的身份证办了张信用卡，透支了两万")["charge"] == "信用卡诈骗"
    assert predict_sentence("背着我妈用她的身份证办了张信用卡，透支了两万")["charge"] == "信用卡诈骗"
