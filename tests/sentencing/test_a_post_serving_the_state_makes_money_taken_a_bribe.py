"""Money taken by one whose post serves the state is 受贿 (刑法第三百八十五条): a village cadre over work done for the
government, such as approving a 宅基地 or land compensation (全国人大常委会关于刑法第九十三条第二款的解释), and the
head of a public school over admissions (刑法第九十三条第二款). Money a company's buyer or manager takes from a supplier
is 非国家工作人员受贿 (刑法第一百六十三条第一款)."""

import pytest

from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize(("question", "amount"), [
    ("我是村支书，收了别人五万块帮他批了宅基地", 50_000),
    ("我是公办学校校长，收了十万帮人孩子入学", 100_000),
    ("我是村主任，收了开发商二十万，在征地补偿上多报了面积", 200_000),
    # the post told after the act
    ("收了别人十万块帮他孩子进了公办学校，我是校长", 100_000),
])
def test_a_post_serving_the_state_takes_a_bribe(question: str, amount: float) -> None:
    result = predict_sentence(question)
    assert result["charge"] == "受贿" and result["months"] > 0
    assert [f["value"] for f in result["factors"] if f["name"] == "amount"] == [amount]


def test_a_company_buyer_taking_a_suppliers_money_is_the_private_sector_bribe() -> None:
    result = predict_sentence("我是采购经理，收了供应商五万")
    assert result["charge"] == "非国家工作人员受贿" and result["months"] > 0


def test_a_village_cadres_money_with_no_government_work_told_is_not_read_as_a_bribe() -> None:
    try:
        charge = predict_sentence("我是村支书，收了亲戚五万块的份子钱")["charge"]
    except ValueError:
        charge = None
    assert charge != "受贿"


def test_a_hospital_heads_kickback_is_measured_and_the_post_asked_for() -> None:
    # a hospital may be public (受贿) or private (非国家工作人员受贿): the post decides, so it is asked for; the sum after
    # the giver ('药商二十万') is read
    result = predict_sentence("医院院长收了药商二十万回扣")
    assert result["charge"] in ("非国家工作人员受贿", "受贿") and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["收钱者身份"]
    assert [f["value"] for f in result["factors"] if f["name"] == "amount"] == [200_000]


def test_a_doctors_kickback_from_a_drug_seller_is_the_private_sector_bribe() -> None:
    # the prescribing is what the seller pays for (法发〔2008〕33号第四条), in a public hospital too
    result = predict_sentence("我在公立医院当医生，收了药企五万块回扣")
    assert result["charge"] == "非国家工作人员受贿" and result["months"] > 0 and not result["missing"]
