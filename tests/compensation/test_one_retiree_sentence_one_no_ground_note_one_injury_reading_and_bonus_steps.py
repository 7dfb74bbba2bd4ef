"""Session 31, round 3: text written once. The retiree's service relation is one sentence in every note that says it,
the note on a 第四十二条 worker dismissed on no told ground is one function fed by labour.yaml's `state`, a personal
injury question is read by read_traffic once, and a withheld bonus's step names the bonus. Each test runs the real
engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate
from backend.compensation.extract import personal_injury as personal_injury_reader
from backend.compensation.extract.common import RETIREE_SERVICE_RELATION, RETIREE_WORK_INJURY_EXCEPTIONS
from backend.compensation.reference import get_reference


@pytest.mark.parametrize(
    "question",
    [
        "我退休返聘在厂里看门，上班路上被小车撞了，医药费2万，对方全责，能赔多少",
        "我已经领养老金了，在工地干活从架子上摔下来，医药费3万，能赔多少",
    ],
)
def test_every_retiree_note_says_the_one_sentence_and_its_exceptions(question: str) -> None:
    notes = compensate(question)["notes"]
    assert any(RETIREE_SERVICE_RELATION in note and RETIREE_WORK_INJURY_EXCEPTIONS in note for note in notes)


def test_the_work_injury_retiree_note_says_the_one_sentence() -> None:
    result = compensate("工伤待遇怎么算：我已经领养老金了，在厂里上班时机器压伤了手，评了九级伤残，月工资4000")
    assert any(RETIREE_SERVICE_RELATION in note for note in result["notes"])


def test_the_states_of_article_42_are_named_from_labour_yaml() -> None:
    reasons = get_reference().labour["termination_reasons"]
    for state in ("prohibited_42_occupational_check", "prohibited_42_work_injury", "prohibited_42_medical_period",
                  "prohibited_42_pregnancy", "prohibited_42_long_service"):
        assert reasons[state]["state"]


@pytest.mark.parametrize(
    ("question", "state", "counted"),
    [
        ("我怀孕了，公司把我辞退了，月薪6000，干了3年，能赔多少", "在孕期、产期、哺乳期", "以上按违法解除计算"),
        ("我工伤评了九级，公司把我辞退了，月薪6000，干了5年，能拿多少", "因工负伤并被确认丧失或者部分丧失劳动能力",
         "以上另有的赔偿金按此计算"),
    ],
)
def test_a_dismissal_on_no_ground_in_an_article_42_state_has_one_note(question: str, state: str, counted: str) -> None:
    [note] = [note for note in compensate(question)["notes"] if "只剩第三十九条的过错" in note]
    assert state in note and note.endswith(f"{counted}。")


def test_a_personal_injury_question_is_read_by_the_traffic_reader_once(monkeypatch: pytest.MonkeyPatch) -> None:
    reads = []
    read_traffic = personal_injury_reader.read_traffic

    def counted(*args, **kwargs):
        reads.append(args)
        return read_traffic(*args, **kwargs)

    monkeypatch.setattr(personal_injury_reader, "read_traffic", counted)
    result = compensate("在超市滑倒摔伤了，地上有水没放警示牌，双方同等责任，医药费6000，能赔多少")
    assert len(reads) == 1
    assert result["amount"] == 3000
    assert any("题目说双方同等责任" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "step"),
    [
        ("我辞职了，公司说年终奖不发了，说好的年终奖是两个月工资，月薪8000，能要回来吗",
         "未发的约定奖金 = 每月工资 8000.00元 × 2个月工资"),
        ("我辞职了，公司说年终奖不发了，合同写了年终奖两个月工资16000，能要回来吗", "未发的约定奖金：题目所述 16000.00元"),
    ],
)
def test_a_withheld_bonus_step_names_the_bonus(question: str, step: str) -> None:
    result = compensate(question)
    assert result["params"]["unpaid_is_bonus"] is True and result["amount"] == 16000
    assert any(s["description"] == step for s in result["steps"])


def test_wages_owed_keep_their_own_step() -> None:
    result = compensate("公司拖欠了我三个月工资，月薪6000，能要多少")
    assert result["params"]["unpaid_is_bonus"] is None
    assert result["steps"][0]["description"] == "拖欠的工资 = 每月工资 6000.00元 × 拖欠 3个月"
