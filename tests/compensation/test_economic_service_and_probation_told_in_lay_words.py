"""Labour questions told as workers tell them: the time of service in lay words ('入职半年', '来这个厂八个月',
'干了一年半', '试用期第二个月') is read, and 第四十七条's compensation and 第八十二条's double wage (from the second month
without a written contract, at most 11 months; 实施条例 第六条、第七条) are worked out from it; a time told loosely
('两年多', '半年多', '两个半月' for the double wage) or not told is asked for, with a note giving what it may come to,
never filled in. A dismissal in the probation period without its ground told shows no figure as owed: the ground is
asked for, and a note says what decides it (第二十一条, 第三十九条第（一）项, 2N of 第八十七条 else) with each figure."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params

DOUBLE_WAGE_SOURCE = "劳动合同法 第八十二条第一款；劳动合同法实施条例 第六条、第七条"


def _step(result: dict, starts: str) -> dict:
    (step,) = [step for step in result["steps"] if step["description"].startswith(starts)]
    return step


@pytest.mark.parametrize(
    ("question", "service_months", "compensation", "double_wage"),
    [
        # six months: 第四十七条 counts six months or more as a year; months 2 to 6 earn the double wage
        ("入职半年公司一直没跟我签劳动合同，月薪5000，现在被辞退了，能要多少钱？", 6, 5000, 25000),
        ("在超市上了半年班，一直没签合同，工资3000一个月，现在被老板辞了，能要多少", 6, 3000, 15000),
        ("我来这个厂八个月了，老板一直拖着不跟我签合同，工资每月4500，上周被撵走了，能要多少", 8, 4500, 31500),
        # under six months: half a month's wage
        ("在公司做了三个月，没签劳动合同，每月4000，被辞退了，能拿多少", 3, 2000, 8000),
        ("在厂里干了十一个月，没签过劳动合同，月薪7000，被裁了，能拿多少", 11, 7000, 70000),
    ],
)
def test_a_service_told_in_lay_words_gives_the_compensation_and_the_double_wage(
    question: str, service_months: int, compensation: int, double_wage: int
) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["service_months"] == service_months
    assert result["params"]["no_contract_months"] == service_months
    assert _step(result, "经济补偿 =")["amount"] == compensation
    double = _step(result, "二倍工资差额")
    assert double["amount"] == double_wage and double["source"] == DOUBLE_WAGE_SOURCE
    assert result["amount"] == compensation + double_wage
    assert result["missing"] == []


def test_a_year_and_a_half_is_two_months_of_compensation() -> None:
    result = compensate("在饭店干了一年半，月工资6000，老板把我辞了，经济补偿多少")
    assert result["params"]["service_months"] == 18
    assert result["amount"] == 12000


def test_a_year_and_a_half_without_a_contract_earns_at_most_eleven_double_months() -> None:
    result = compensate("在工地干了一年半，老板从来没跟我签过合同，月薪6000，现在被辞退了，能拿多少")
    assert _step(result, "二倍工资差额")["amount"] == 66000  # 6000 × 11, not × 17
    assert result["amount"] == 12000 + 66000
    assert any("无固定期限劳动合同" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "said", "figures"),
    [
        ("在这家公司做了两年多，月薪8000，公司把我开了，能拿多少补偿", "两年多", "20000.00元 或 24000.00元"),
        ("在店里干了一年多，工资5000，被老板辞退了，补偿多少", "一年多", "7500.00元 或 10000.00元"),
    ],
)
def test_a_loose_service_is_asked_for_with_what_it_may_come_to(question: str, said: str, figures: str) -> None:
    result = compensate(question)
    assert result["amount"] is None
    assert result["params"]["service_months"] is None
    assert any("工作年限" in item for item in result["missing"])
    (note,) = [note for note in result["notes"] if note.startswith(f"题目说工作了“{said}”")]
    assert figures in note and "第四十七条" in note


def test_more_than_half_a_year_without_a_contract_asks_for_the_time_and_notes_the_double_wage() -> None:
    result = compensate("干了半年多没签合同，月薪5000，被辞退了能拿多少")
    assert result["amount"] is None
    assert result["params"]["no_contract_months"] is None
    assert any("工作年限" in item for item in result["missing"])
    assert any(note.startswith("题目说工作了“半年多”") and "5000.00元" in note for note in result["notes"])
    (double,) = [note for note in result["notes"] if "以上未计二倍工资" in note]
    assert "第二个月起" in double and "最多11个月" in double and "第八十二条" in double


def test_no_time_told_without_a_contract_is_asked_for_not_invented() -> None:
    result = compensate("被公司辞退了，没签合同，月薪6000，能拿多少")
    assert result["amount"] is None
    assert result["params"]["service_months"] is None and result["params"]["no_contract_months"] is None
    assert any("以上未计二倍工资" in note for note in result["notes"])


def test_two_and_a_half_months_without_a_contract_asks_for_the_double_wage_months() -> None:
    # the service rounds alike whatever the half month, but the double wage is owed for the half month too
    result = compensate("入职两个半月，公司没和我签合同，月薪6000，被辞退了，二倍工资多少")
    assert result["params"]["service_months"] == 2
    assert result["params"]["no_contract_months"] is None
    assert result["amount"] is None
    assert any("未订立书面劳动合同的月数" in item for item in result["missing"])


@pytest.mark.parametrize("question", ["试用期第二个月被公司辞退了，月薪6000，有补偿吗", "试用期第二个月，公司就把我辞退了，月薪6000，有补偿吗"])
def test_a_dismissal_in_the_second_probation_month_asks_for_the_ground_that_decides_it(question: str) -> None:
    result = compensate(question)
    assert result["params"]["service_months"] == 1
    assert result["params"]["termination_reason"] is None and result["params"]["dismissed_in_probation"] is True
    # nothing, N or 2N as the ground is: none of them is shown as what is owed
    assert result["amount"] is None
    assert any(item.startswith("单位在试用期内解除劳动合同的理由") for item in result["missing"])
    assert not any("以下按第四十七条标准计算" in note for note in result["notes"])
    (note,) = [note for note in result["notes"] if note.startswith("题目说在试用期内被单位解除")]
    assert "第二十一条" in note and "第三十九条第（一）项" in note and "举证责任在单位" in note
    assert "3000.00元" in note and "6000.00元" in note and "第八十七条" in note  # N = 6000 × 0.5, and 2N


def test_a_probation_ground_told_keeps_nothing_owed_and_notes_the_damages_if_unproven() -> None:
    result = compensate("试用期第3个月，公司说我不符合录用条件把我辞退了，月薪5000")
    assert result["params"]["service_months"] == 2
    assert result["params"]["termination_reason"] == "probation_unqualified_39"
    assert result["amount"] == 0
    assert any(note.startswith("单位以不符合录用条件解除而不能证明的") and "5000.00元" in note for note in result["notes"])


def test_the_first_probation_month_is_under_a_month_of_service_and_its_note_gives_half_a_month() -> None:
    # 第四十七条: under six months, half a month's wage, however short the service; the ground is asked for
    result = compensate("试用期第一个月就被辞退了，月薪5000，能拿多少")
    assert result["params"]["service_months"] == 0
    assert result["amount"] is None
    assert any(note.startswith("题目说在试用期内被单位解除") and "2500.00元" in note and "5000.00元" in note for note in result["notes"])


def test_a_probation_month_without_a_contract_does_not_count_the_part_month_as_none() -> None:
    result = compensate("试用期第二个月被辞退了，没签合同，月薪6000，能拿多少")
    assert result["params"]["no_contract_months"] is None
    assert any("以上未计二倍工资" in note for note in result["notes"])


def test_a_span_in_weeks_before_the_service_does_not_hide_it() -> None:
    result = compensate("我入职一周就开始天天加班，在公司一共干了五个月，月薪4000，被辞退了，补偿多少")
    assert result["params"]["service_months"] == 5
    assert result["amount"] == 2000


def test_a_probation_month_in_which_no_ending_came_is_not_the_service() -> None:
    result = compensate("试用期第二个月公司才跟我签的合同，后来被辞退了，月薪5000，补偿多少")
    assert result["params"]["service_months"] is None
    assert result["amount"] is None


def test_a_dismissal_after_the_probation_period_gets_no_probation_note() -> None:
    result = compensate("试用期过了，又干了8个月被辞退了，月薪5000，补偿多少")
    assert not any(note.startswith("题目说在试用期内被单位解除") for note in result["notes"])


def test_not_yet_confirmed_in_the_job_is_within_the_probation_period() -> None:
    result = compensate("还没转正就被公司辞退了，入职三个月，月薪5000，能拿多少")
    assert result["params"]["dismissed_in_probation"] is True and result["amount"] is None
    assert any(note.startswith("题目说在试用期内被单位解除") and "5000.00元" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    ["我在试用期被公司辞退了，月薪6000，入职两个月，能拿多少补偿？", "试用期就被老板开除了，干了两个月，月薪6000，能赔多少"],
)
def test_a_dismissal_in_probation_told_in_lay_words_asks_for_its_ground(question: str) -> None:
    result = compensate(question)
    assert result["params"]["dismissed_in_probation"] is True and result["amount"] is None
    assert any(item.startswith("单位在试用期内解除劳动合同的理由") for item in result["missing"])
    assert any(note.startswith("题目说在试用期内被单位解除") and "3000.00元" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "owed"),
    [
        ("试用期被公司无故辞退，月薪6000，工作了3个月，能赔多少？", 6000),  # unlawful: 2N
        ("试用期两个月被辞退，公司说我不符合录用条件，月薪6000，能赔多少？", 0),  # 第三十九条第（一）项
    ],
)
def test_a_dismissal_in_probation_with_its_ground_told_is_worked_out(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["amount"] == owed and not result["missing"]


def test_a_dismissal_after_probation_is_no_dismissal_in_probation() -> None:
    result = compensate("试用期满后干了四个月被公司辞退了，月薪6000，能拿多少补偿")
    assert result["params"]["dismissed_in_probation"] is None
    assert result["amount"] == 3000  # 6000 × 0.5: under six months


def test_a_dismissal_in_probation_given_with_its_ground_as_parameters_is_worked_out() -> None:
    params = {"monthly_wage": 6000, "service_months": 2, "dismissed_in_probation": True, "termination_reason": "employer_40_incapable"}
    assert compensate_params("economic", params)["amount"] == 3000


def test_a_dismissal_in_probation_of_a_worker_still_in_the_job_is_refused() -> None:
    with pytest.raises(ValueError, match="dismissed_in_probation"):
        compensate_params("economic", {"monthly_wage": 6000, "service_months": 2, "dismissed_in_probation": True, "contract_ended": False})
