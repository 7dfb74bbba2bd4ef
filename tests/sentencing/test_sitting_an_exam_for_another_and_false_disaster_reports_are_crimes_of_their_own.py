"""Two crimes 刑法修正案（九） made (from 2015-11-01): sitting a national exam for another, or having another sit it for
oneself (代替考试, 刑法第二百八十四条之一第四款: 拘役或者管制, 并处或者单处罚金), and a false report of a danger, an epidemic,
a disaster or a police matter made up and spread online (编造、故意传播虚假信息, 第二百九十一条之一第二款: 严重扰乱社会秩序,
up to three years; 造成严重后果, three to seven). A rumour about a person stays 诽谤's; a false report spread before the
amendment is judged as 寻衅滋事 (法释〔2013〕21号第五条第二款)."""

import pytest

from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


@pytest.mark.parametrize("question", [
    "替别人参加高考被抓了",
    "花钱找人替我考研究生考试",
    "帮表弟去考了公务员考试，被发现了",
])
def test_sitting_an_exam_for_another_is_detention_at_most(question):
    result = predict_sentence(question)
    assert result["charge"] == "代替考试" and 0 < result["months"] <= 6
    assert "拘役1–6个月" in _steps(result) and "有期徒刑" not in result["penalty"]


@pytest.mark.parametrize("question", [
    "在网上发布虚假信息说地震要来了，造成恐慌",
    "他在朋友圈编造了小区有人确诊的假消息，很多人恐慌",
    "在微信群里造谣说水库要溃坝了",
])
def test_a_false_disaster_report_spread_online_is_its_own_crime(question):
    result = predict_sentence(question)
    assert result["charge"] == "编造、故意传播虚假信息" and result["months"] > 0
    # 严重扰乱社会秩序 is the crime's own condition: the term says it assumes it
    assert "「严重扰乱社会秩序」的标准未从案情中认定，按已达到估算" in _steps(result)


def test_a_rumour_about_a_person_stays_defamation():
    assert predict_sentence("他在微信群里造谣说邻居偷东西")["charge"] == "诽谤"


def test_a_false_report_before_the_amendment_is_judged_as_picking_quarrels():
    result = predict_sentence("2014年5月，他在网上造谣说要地震了，引起恐慌")
    assert result["charge"] == "寻衅滋事" and "依行为时的法律以「寻衅滋事」论处" in _steps(result)


# (the driving test and 英语四六级 are named 代替考试 on the condition that they are a law's exam, asked:
# test_one_exam_list_…, test_rough_sums_forced_sales_and_the_disputed_english_test)
@pytest.mark.parametrize("question", ["替朋友代考学校的月考被抓了", "帮同学考了期末考试"])
def test_an_exam_no_law_provides_for_is_not_named_a_national_one(question):
    try:
        charge = predict_sentence(question)["charge"]
    except ValueError:
        charge = None
    assert charge != "代替考试"
