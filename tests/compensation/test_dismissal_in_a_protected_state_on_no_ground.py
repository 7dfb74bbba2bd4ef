"""Session 28: a worker in a 劳动合同法第四十二条 state (第（一）项 an occupational-disease check, 第（二）项 a work injury
graded, 第（三）项 医疗期 — a sick leave told in plain words too —, 第（四）项 孕期、产期、哺乳期, 第（五）项 15 years' service
within 5 years of retirement) dismissed with no ground told. 第四十二条 takes away the 第四十条/第四十一条 grounds and a dismissal is no agreement, so only an untold 第三十九条
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
        # a sick leave told in plain words, the worker still at home ill (第（三）项): 2 × 3 × 6000
        ("请病假在家养病，公司把我开除了，干了三年，月薪6000", "prohibited_42_medical_period", 36000),
        # 第（一）项, a suspected occupational disease still being diagnosed: 2 × 3 × 6000
        ("我是疑似职业病病人，还在诊断期间，公司把我辞退了，干了三年，月薪6000", "prohibited_42_occupational_check", 36000),
        # 第（二）项 read as the ending first (the dismissal's lawfulness asked): 2 × 5 × 6000
        ("我工伤九级，公司开除我合法吗，干了5年，月薪6000", "prohibited_42_work_injury", 60000),
        # 第（五）项, 16 years' service and 3 years to retirement: 2 × 16 × 9000
        ("我在公司干了16年，还有3年就退休了，公司把我辞退了，月薪9000", "prohibited_42_long_service", 288000),
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


@pytest.mark.parametrize(
    ("question", "item"),
    [
        ("我怀孕了，公司把我辞退了，干了两年，月薪7000", "第四十二条第（四）项"),
        ("请病假在家养病，公司把我开除了，干了三年，月薪6000", "第四十二条第（三）项"),
        ("我是疑似职业病病人，还在诊断期间，公司把我辞退了，干了三年，月薪6000", "第四十二条第（一）项"),
        ("我工伤九级，公司开除我合法吗，干了5年，月薪6000", "第四十二条第（二）项"),
        ("我在公司干了16年，还有3年就退休了，公司把我辞退了，月薪9000", "第四十二条第（五）项"),
    ],
)
def test_the_no_ground_note_names_the_states_own_item(question: str, item: str) -> None:
    [note] = [note for note in compensate(question)["notes"] if "没有说理由" in note]
    assert item in note


def test_a_graded_work_injury_read_first_keeps_the_benefits_with_the_damages_beside_them() -> None:
    # 一次性伤残补助金 8000 × 9 = 72000 (工伤保险条例 第三十七条); beside it 2N = 2 × 5 × 8000 = 80000 (第八十七条)
    result = compensate("我工伤评了九级，公司把我辞退了，干了5年，月薪8000")
    assert result["scenario"] == "work_injury" and result["amount"] == 72000
    (related,) = result["related"]
    assert related["scenario"] == "economic" and related["amount"] == 80000
    assert "第四十二条第（二）项" in related["label"] and result["combined_total"] == 152000
    [note] = [note for note in result["notes"] if "只剩第三十九条的过错" in note]
    assert "第三十九条" in note


def test_a_graded_work_injury_with_a_breach_told_keeps_the_lawful_and_unlawful_figures() -> None:
    # '说我旷工': a ground told, whether it is a serious breach decides; the benefits alone, no damages read
    result = compensate("我工伤评了九级，公司说我旷工把我开除了，干了5年，月薪8000")
    assert result["amount"] == 72000 and not result.get("related")
    assert not any("只剩第三十九条的过错" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "reason", "amount"),
    [
        # the sick leave told as over before the dismissal: N, the ground untold
        ("病假结束后，公司把我开除了，干了三年，月薪6000", None, 18000),
        ("病好了以后，公司把我开除了，干了三年，月薪6000", None, 18000),
        ("我请病假在家养病，病好了以后公司把我开除了，干了三年，月薪6000", None, 18000),
        # a wife's sick leave is not the dismissed husband's state
        ("我老婆请病假在家养病，公司把我开除了，干了三年，月薪6000", None, 18000),
        # a 第三十九条 fault told, an agreement, a resignation keep their readings
        ("我请病假在家养病，公司以严重违反规章制度为由把我开除了，干了三年，月薪6000", "employee_fault_39", 0),
        ("我在公司干了16年，还有3年就退休了，公司跟我协商一致解除了合同，月薪9000", "mutual_by_employer", 144000),
        ("我在公司干了16年，还有3年就退休了，公司以我严重失职为由把我开除了，月薪9000", "employee_fault_39", 0),
        ("我是疑似职业病病人，还在医学观察期间，自己辞职了，干了三年，月薪6000", "employee_resigned", 0),
    ],
)
def test_other_readings_beside_the_wider_states_are_kept(question: str, reason: str | None, amount: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == reason
    assert result["amount"] == amount
    assert not any("没有说理由" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    ["我干活受伤了，鉴定为九级伤残，公司把我辞退了，干了5年，月薪8000", "我上班时被机器压伤，评了九级伤残，公司把我辞退了，干了5年，月薪8000"],
)
def test_a_work_injury_graded_in_lay_words_is_the_protected_state(question: str) -> None:
    # the injury told at work without the word 工伤: 第四十二条第（二）项 all the same; 72000 benefits, 2N 80000 beside
    result = compensate(question)
    assert result["scenario"] == "work_injury" and result["amount"] == 72000
    assert [(claim["scenario"], claim["amount"]) for claim in result["related"]] == [("economic", 80000)]
