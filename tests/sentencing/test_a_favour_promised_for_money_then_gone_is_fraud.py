"""A favour promised for money that the taker never meant to do ('说能帮孩子安排工作，收了五万就联系不上了', '收了我两万块
其实什么都没办') is fraud (刑法第二百六十六条: 虚构事实, the money taken, 非法占有 shown by nothing done or the taker gone),
sentenced by the sum; a job paid for and merely left undone is a civil default, not fraud's."""

import pytest

from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize(("question", "amount"), [
    ("他说帮我办事，收了我两万块其实什么都没办，会判刑吗", 20000),
    ("说能帮孩子安排工作，收了五万就联系不上了，会判几年", 50000),
    ("有人答应帮我把户口迁进城里，收了三万块钱以后把我拉黑了", 30000),
])
def test_a_favour_never_meant_is_fraud_by_its_sum(question, amount):
    result = predict_sentence(question)
    assert result["charge"] == "诈骗" and result["months"] > 0 and not result["missing"]
    assert {f["name"]: f["value"] for f in result["factors"]}["amount"] == amount


def test_a_favour_without_the_sum_asks_for_it():
    result = predict_sentence("说能帮我儿子进公安局上班，收了钱人就跑了，会坐牢吗")
    assert result["charge"] == "诈骗" and [m["factor"] for m in result["missing"]] == ["amount"]


@pytest.mark.parametrize("question", [
    "说好帮我装修房子，收了两万定金一直没装，会判刑吗",
    "他答应帮我修车，收了钱拖了一个月还没修好，会判刑吗",
])
def test_a_paid_job_left_undone_is_no_fraud(question):
    # no crime is named from the words: the Ask page gives no sentence for them
    with pytest.raises(ValueError, match="无法从案情中识别罪名"):
        predict_sentence(question)
