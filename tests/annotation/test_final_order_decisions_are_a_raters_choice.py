"""LEGIT raters say whether an answer reaches the court's final order: 0 or 5 (rubrics.yaml weights). An operator
who settles a dispute on it chooses one of those two as well; 3 is no verdict on the final order and is refused with
the allowed values. The raters' median stays as it is (two raters apart: 2.5), and the other parts, shares of the
issue tree, may still be decided as fractions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from annotation_support import add_output

from annotation.rubrics import get_rubric
from backend.store.models import Task

ROBBERY = "李某在公交车上趁乘客睡着拿走手机一部，价值两千元，事后退赃，法院会怎么判？"
TREE = [{"id": "1", "title": "是否构成扒窃", "arguments": [], "conclusion": "在公共交通工具上窃取随身携带财物，构成扒窃"},
        {"id": "2", "title": "退赃能否从轻", "arguments": [], "conclusion": "可以酌情从轻"}]


def _disputed_case(api, engine, people) -> int:
    case = add_output(engine, ROBBERY, answer="<answer>拘役四个月</answer>", task=Task.sentencing)
    saved = api.put(f"/api/annotation/issue-trees/{case}", json={"issues": TREE, "base_version": 0},
                    headers=people.headers["alice"])
    assert saved.status_code == 200, saved.text
    for name, final in (("alice", True), ("bob", False)):
        marks = {issue["id"]: {"covered": True, "correct": final} for issue in TREE}
        rated = api.post("/api/annotation/ratings", headers=people.headers[name], json={
            "output_id": case, "rubric": "legit", "values": {"final_order_correct": final, "marks": marks}})
        assert rated.status_code == 201, rated.text
    return case


def _decide(api, people, case: int, item: str, value):
    return api.post("/api/annotation/adjudications", headers=people.headers["olga"],
                    json={"rubric": "legit", "unit": f"output:{case}", "item": item, "value": value})


def _exported_legit(api, people, case: int) -> dict:
    made = api.post("/api/exports", headers=people.headers["olga"])
    assert made.status_code == 201, made.text
    rows = (Path(made.json()["path"]) / "grpo.jsonl").read_text("utf-8").splitlines()
    [row] = [json.loads(line) for line in rows if json.loads(line)["output_id"] == case]
    return {item: value for item, value in row["rubric_targets"]["legit"].items() if item != "issue_tree"}


def test_a_final_order_decision_is_one_of_the_raters_choices(api, engine, people):
    case = _disputed_case(api, engine, people)
    # undecided: the median of 5 and 0, as before
    assert _exported_legit(api, people, case)["final_order"] == 2.5

    for between in (3, 2.5, 1, -0.0001, 5.5):
        refused = _decide(api, people, case, "final_order", between)
        assert refused.status_code == 422, refused.text
        assert refused.json()["detail"] == (
            f"legit.final_order is decided as one of the raters' choices, 0 or 5, got {float(between)!r}")

    assert _decide(api, people, case, "final_order", 5).status_code == 201
    assert _decide(api, people, case, "correctness", 1.5).status_code == 201  # a share: a fraction is allowed
    assert _exported_legit(api, people, case) == {"final_order": 5.0, "coverage": 2.0, "correctness": 1.5,
                                                  "score": 8.5}
    replaced = _decide(api, people, case, "final_order", 0)
    assert replaced.status_code == 201 and replaced.json()["value"] == 0.0


def test_a_unit_pasted_with_a_blank_is_read_as_written_without(api, engine, people):
    case = _disputed_case(api, engine, people)
    for unit in (f" output:{case}", f"output: {case}", f"output:{case} "):
        decided = api.post("/api/annotation/adjudications", headers=people.headers["olga"],
                           json={"rubric": "legit", "unit": unit, "item": "final_order", "value": 0})
        assert decided.status_code == 201, decided.text
        assert decided.json()["unit"] == f"output:{case}"


def test_the_rubric_list_names_the_choices(api, people):
    listed = api.get("/api/annotation/rubrics", headers=people.headers["alice"])
    assert listed.status_code == 200, listed.text
    [legit] = [rubric for rubric in listed.json()["rubrics"] if rubric["name"] == "legit"]
    assert {item["name"]: item["choices"] for item in legit["items"]} == {"final_order": [0.0, 5.0], "coverage": None, "correctness": None, "score": None}


def test_the_choices_are_the_values_a_rating_scores_into():
    legit = get_rubric("legit")
    tree = [{"id": "1", "title": "是否自首", "arguments": [], "conclusion": "构成自首"}]
    scored = {final: legit.score({"final_order_correct": final, "marks": {"1": {}}}, tree).items["final_order"]
              for final in (False, True)}
    assert (scored[False], scored[True]) == legit.rater_choices("final_order") == (0.0, 5.0)
    with pytest.raises(ValueError, match="got True"):
        legit.final_value("final_order", True)  # JSON true is no number of points
