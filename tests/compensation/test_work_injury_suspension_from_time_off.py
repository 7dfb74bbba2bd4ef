"""The wages of the suspension period (停工留薪期, 工伤保险条例 第三十三条: the employer pays the original wage) are computed
when the question tells the wage and the time off work without naming the period ('受伤后在家休了4个月'), with a note
that the time off was taken for the period; a period told by name is kept, and a vague time off or a carer's leave is
not taken for it."""

from __future__ import annotations

import pytest

from backend.compensation import compensate

INJURED = "我在工地上摔伤了，已经认定为工伤，月工资7000元，"


def _suspension_steps(result: dict) -> list[dict]:
    return [step for step in result["steps"] if step["description"].startswith("停工留薪期工资")]


@pytest.mark.parametrize(
    ("time_off", "months", "wages"),
    [("受伤后在家休了4个月", 4, 28000), ("休息了45天", 1.5, 10500), ("请了半年病假", 6, 42000)],
)
def test_the_time_off_work_is_taken_for_the_suspension_period(time_off: str, months: float, wages: int) -> None:
    result = compensate(f"{INJURED}{time_off}，单位应该付我多少工资？")
    assert result["params"]["suspension_months"] == months
    (step,) = _suspension_steps(result)
    assert step["amount"] == wages and "第三十三条" in step["source"]
    assert result["amount"] == wages
    assert any(note.startswith("题目未说停工留薪期") and "劳动能力鉴定委员会确认的期限为准" in note for note in result["notes"])


def test_a_suspension_period_told_by_name_is_kept() -> None:
    result = compensate(f"{INJURED}停工留薪期两个月，其实我休息了3个月，停工留薪期工资是多少？")
    assert result["params"]["suspension_months"] == 2
    assert result["amount"] == 14000
    assert not any(note.startswith("题目未说停工留薪期") for note in result["notes"])


@pytest.mark.parametrize("time_off", ["休息了两个多月", "我老婆请假照顾了我一个月"])
def test_a_vague_time_off_or_a_carers_leave_is_not_the_period(time_off: str) -> None:
    result = compensate(f"{INJURED}{time_off}，停工留薪期工资是多少？")
    assert result["params"]["suspension_months"] is None
    assert "停工留薪期的月数" in result["missing"]
