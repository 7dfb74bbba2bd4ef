"""Session 28: a worker in a 劳动合同法第四十二条第（三）（四）项 state (医疗期; 孕期、产期、哺乳期) dismissed with no ground
told. 第四十二条 takes away the 第四十条/第四十一条 grounds and a dismissal is no agreement, so only an untold 第三十九条
fault could make the ending lawful: the answer is 2N (第四十八条、第八十七条), the note saying what a proved fault would
change. A ground told keeps its own reading; an agreement offered and a resignation keep theirs."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


@pytest.mark.parametrize(
    ("question", "state", "damages"),
    [
        # 2 × 2 × 7000
        ("我怀孕了，公司把我辞退了，干了两年，月薪7000", "prohibited_42_pregnancy", 28000),
        # 2 × 3 × 8000
        ("我在休产假，单位直接把我开除了，工作三年，工资8000一个月", "prohibited_42_pregnancy", 48000),
        # 2 × 4 × 6000
        ("我还在哺乳期，老板让我明天不用来了，入职4年，月工资6000", "prohibited_42_pregnancy", 48000),
        # 2 × 5 × 9000
        ("我生病住院期间被公司辞退了，干了5年，月薪9000", "prohibited_42_medical_period", 90000),
        # 2 × 2 × 6000
        ("我还在医疗期，公司就把我辞退了，工作两年，月薪6000", "prohibited_42_medical_period", 24000),
        # told as on no reason ('无故'): the same reading
        ("我怀孕了，公司无故把我辞退了，干了两年，月薪7000", "prohibited_42_pregnancy", 28000),
    ],
)
def test_a_protected_worker_dismissed_on_no_ground_told_is_owed_2n(question: str, state: str, damages: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == state
    assert result["amount"] == damages
    [note] = [note for note in result["notes"] if "没有说理由" in note]
    assert "第三十九条" in note and "继续履行" in note
    assert not any("题目未说明解除或终止劳动合同的原因" in note for note in result["notes"])


def test_a_fault_under_article_39_told_keeps_its_reading() -> None:
    result = compensate("我怀孕了，公司以我严重违反规章制度为由把我开除了，干了两年，月薪7000")
    assert result["params"]["termination_reason"] == "employee_fault_39"
    assert result["amount"] == 0


def test_a_breach_of_rules_told_is_not_read_as_no_ground() -> None:
    # the employer's ground is told ('迟到三次'): whether it is a serious breach is what the answer turns on
    result = compensate("我怀孕了，公司说我迟到三次把我开除了，干了两年，月薪7000")
    assert result["params"]["termination_reason"] is None
    assert result["params"]["breach_told"] == "迟到三次"
    assert not any("没有说理由" in note for note in result["notes"])


def test_a_business_ground_in_pregnancy_stays_forbidden_without_the_no_ground_note() -> None:
    result = compensate("我怀孕了，公司说经营困难裁员把我辞退了，干了两年，月薪7000")
    assert result["params"]["termination_reason"] == "prohibited_42_pregnancy"
    assert result["amount"] == 28000
    assert not any("没有说理由" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    [
        "我怀孕了，公司说要跟我协商解除，干了两年，月薪7000",
        "我怀孕了，公司跟我协商一致解除了合同，干了两年，月薪7000",
    ],
)
def test_an_agreement_in_pregnancy_stays_n(question: str) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "mutual_by_employer"
    assert result["amount"] == 14000


def test_a_resignation_in_pregnancy_owes_nothing() -> None:
    result = compensate("我怀孕了，自己辞职了，干了两年，月薪7000")
    assert result["amount"] == 0


def test_a_state_over_before_the_dismissal_is_no_protected_state() -> None:
    result = compensate("我哺乳期结束后被公司辞退了，干了两年，月薪7000")
    assert result["params"]["termination_reason"] is None
    assert result["amount"] == 14000


def test_a_wifes_pregnancy_does_not_protect_the_dismissed_husband() -> None:
    result = compensate("我老婆在哺乳期，公司把我辞退了，我干了3年，月薪7000")
    assert result["params"]["termination_reason"] is None
    assert result["amount"] == 21000
