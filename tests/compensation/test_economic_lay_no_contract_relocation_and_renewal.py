"""Labour questions in lay words: a stretch without a written contract told before the words ('两年没签合同': the double
wage stops at 11 months, 实施条例 第七条), a dismissal for refusing to follow the workplace to another place (第四十条第
（三）项), a contract the employer did not renew (第四十六条第（五）项) and a resignation the employer asked for. Expected
values by hand."""

from __future__ import annotations

from backend.compensation import compensate
from backend.compensation.extract import extract_economic


def test_two_years_without_a_contract_give_the_eleven_months_without_asking_the_service() -> None:
    result = compensate("公司两年没签合同，月薪5000，我把公司辞了，二倍工资能要多少？")
    assert result["params"]["no_contract_months"] == 24
    assert result["amount"] == 55000  # 5000 × 11
    assert not any("工作年限" in need for need in result["missing"])
    assert any("第十四条第三款" in note for note in result["notes"])  # deemed open-ended after a year


def test_an_ending_told_without_its_ground_or_service_gives_the_double_wage_and_says_what_it_may_add() -> None:
    result = compensate("公司两年没签合同，月薪5000，现在我离职了，能拿多少？")
    assert result["amount"] == 55000  # 5000 × 11
    assert result["missing"] == []
    assert any("没有说明离职的原因和在本单位的工作年限" in note for note in result["notes"])
    # the service told: the ending's compensation is counted beside it (5000 × 2 + 55000)
    assert compensate("公司两年没签合同，月薪5000，干了两年被辞退了，能拿多少？")["amount"] == 65000


def test_a_stretch_without_a_contract_in_lay_words() -> None:
    assert extract_economic("老板一年多都没跟我签劳动合同，月薪4000，能要多少双倍工资？").no_contract_months == 12
    assert compensate("老板一年多都没跟我签劳动合同，月薪4000，能要多少双倍工资？")["amount"] == 44000
    assert extract_economic("上班8个月没签合同，工资5000，被辞退了，能赔多少？").no_contract_months == 8
    # '半年多' is no count of months, and a year named ('到2023年') is no stretch
    assert extract_economic("干了半年多没签合同，月薪5000，被辞退了能拿多少").no_contract_months is None
    assert extract_economic("我2023年3月入职，到现在（2023年）一直没签劳动合同，月薪7000，二倍工资多少？").no_contract_months is None


def test_a_dismissal_for_not_following_the_workplace_elsewhere_is_a_change_of_circumstances() -> None:
    result = compensate("公司搬到外地，我不愿意去，被辞退了，月薪7000，干了4年，能拿多少补偿？")
    assert result["params"]["termination_reason"] == "employer_40"
    assert result["amount"] == 28000
    # without 30 days' notice: N + one month, 27000 + 9000
    no_notice = compensate("公司从上海搬到苏州，我不愿意去，公司就把我辞退了，干了3年，月薪9000，也没提前通知，能赔多少？")
    assert no_notice["amount"] == 36000
    # the worker who moves away and quits is no dismissal
    quit_ = compensate("我搬到外地去了，就辞职了，干了两年，月薪6000，有补偿吗？")
    assert quit_["params"]["termination_reason"] == "employee_resigned" and quit_["amount"] == 0


def test_a_contract_the_employer_did_not_renew_is_named_as_such() -> None:
    for question, amount in (
        ("劳动合同到期了，公司不跟我续签，干了6年，月薪7000，有补偿吗？", 42000),
        ("合同到期公司没续签，工作了两年零八个月，月薪5500，能拿多少钱？", 16500),
        ("合同到期后公司让我走人，工作3年7个月，月工资6200元，能拿多少经济补偿？", 24800),
    ):
        result = compensate(question)
        assert result["params"]["termination_reason"] == "expiry_not_renewed", question
        assert result["amount"] == amount
    # the worker's own not renewing is not the employer's
    assert compensate("合同到期了，我没续签就走了，干了3年，月薪5000，有补偿吗？")["params"]["termination_reason"] is None


def test_a_resignation_letter_the_employer_had_signed_is_its_proposal() -> None:
    result = compensate("公司让我签了自愿离职书，其实是公司让我走的，干了5年，月薪6000，能拿多少？")
    assert result["params"]["termination_reason"] == "mutual_by_employer"
    assert result["amount"] == 30000
    assert compensate("我自己签了自愿离职书，干了5年，月薪6000，能拿补偿吗？")["amount"] == 0


def test_a_probation_dismissal_with_no_account_given_is_unlawful() -> None:
    # 2 months → half a month: 5000 × 0.5 × 2 (第八十七条)
    result = compensate("我在试用期被公司辞退了，没给任何说法，干了两个月，月薪5000，能赔多少？")
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == 5000
