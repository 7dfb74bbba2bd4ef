"""A student still at school who works as an intern is usually in no employment relation (原劳动部《关于贯彻执行
〈中华人民共和国劳动法〉若干问题的意见》第12条), so a note says economic compensation and work-injury benefits may not
apply; '实习期' said of a probation period is no such student."""

from __future__ import annotations

import pytest

from backend.compensation import compensate

INTERN_NOTE = "在校学生实习"


@pytest.mark.parametrize(
    "question",
    [
        "我是实习生，在公司实习了半年，公司把我辞退了，月薪三千，能要经济补偿吗？",
        "我女儿大学还没毕业，在公司实习了三个月被辞退了，月薪四千，能要补偿吗？",
        "我是实习生，在工厂实习时手被机器压伤了，评了十级伤残，能拿多少？",
    ],
)
def test_an_intern_at_school_gets_the_note(question: str) -> None:
    notes = [note for note in compensate(question)["notes"] if INTERN_NOTE in note]
    assert len(notes) == 1 and "第12条" in notes[0]


def test_a_probation_called_an_internship_period_gets_no_note() -> None:
    result = compensate("我入职两年了，实习期过了早就转正，公司把我辞退了，月薪六千，能赔多少？")
    assert not any(INTERN_NOTE in note for note in result["notes"])
