"""A starting point LexLoop borrows where the guideline gives none (guideline.yaml start_note) says so in its step
and its source; the guideline's own starting points are cited plainly."""

from __future__ import annotations

from backend.sentencing.predict import predict_sentence


def starting_point(output: dict) -> dict:
    return next(step for step in output["steps"] if step["description"].startswith("量刑起点"))


def test_an_injury_that_caused_death_marks_its_borrowed_starting_point() -> None:
    output = predict_sentence("被告人严某用木棒击打被害人头部，致被害人经抢救无效死亡。", charge="故意伤害")
    step = starting_point(output)
    assert step["description"].startswith("量刑起点：在120–156个月幅度内确定（")
    assert "未规定致人死亡的量刑起点" in step["description"] and "LexLoop 的类比取值" in step["description"]
    assert "（比照适用）" in step["source"] and "LexLoop 计算规则" in step["source"]


def test_the_guidelines_own_starting_point_is_cited_plainly() -> None:
    output = predict_sentence("被告人严某用木棒击打被害人，致被害人重伤二级。", charge="故意伤害")
    step = starting_point(output)
    assert step["description"] == "量刑起点：在36–60个月幅度内确定"
    assert "比照" not in step["source"] and "LexLoop" not in step["source"]
