"""GET /api/annotation/rubrics says what a judgement sends (`input`), beside the items it is scored into: an API user
can build a LEGIT rating (final_order_correct, marks per issue) or an MSR² one (band, penalties) from it alone."""

from __future__ import annotations

from annotation_support import add_output

from annotation.rubrics import load_rubrics
from backend.store.models import Task

TREE = [{"id": "1", "title": "押金能否全额扣留", "conclusion": "不能"},
        {"id": "2", "title": "墙面发黄是否属于正常损耗", "conclusion": "属于正常使用的损耗"}]


def _listed(api, people) -> dict[str, dict]:
    answer = api.get("/api/annotation/rubrics", headers=people.headers["alice"])
    assert answer.status_code == 200
    return {rubric["name"]: rubric for rubric in answer.json()["rubrics"]}


def _fields(spec: list[dict]) -> dict[str, dict]:
    return {field["name"]: field for field in spec}


def test_legit_lists_the_fields_a_rating_sends_beside_the_items_it_derives(api, people):
    legit = _listed(api, people)["legit"]
    assert [item["name"] for item in legit["items"]] == ["final_order", "coverage", "correctness", "score"]
    assert {item["name"]: item["derived_from"] for item in legit["items"]}["score"] == [
        "final_order", "coverage", "correctness"]
    assert (legit["input"]["request"], legit["input"]["field"]) == ("POST /api/annotation/ratings", "values")
    fields = _fields(legit["input"]["fields"])
    assert list(fields) == ["final_order_correct", "marks"]
    assert (fields["final_order_correct"]["type"], fields["final_order_correct"]["required"]) == ("boolean", True)
    marks = fields["marks"]
    assert (marks["type"], marks["required"], marks["each"]["type"]) == ("object", True, "object")
    assert "issue id" in marks["keys"]
    flags = _fields(marks["each"]["fields"])
    assert {name: (flag["type"], flag["default"]) for name, flag in flags.items()} == {
        "covered": ("boolean", False), "correct": ("boolean", False)}


def test_a_rating_built_from_the_listed_input_is_taken(api, engine, people):
    alice = people.headers["alice"]
    deposit = add_output(engine, "搬走时房东说墙面发黄，押金一分不退，这样行吗？", answer="房东不能全额扣押金。")
    assert api.put(f"/api/annotation/issue-trees/{deposit}", json={"issues": TREE, "base_version": 0},
                   headers=alice).status_code == 200
    fields = _fields(_listed(api, people)["legit"]["input"]["fields"])
    flag_names = [flag["name"] for flag in fields["marks"]["each"]["fields"]]
    issue_ids = [issue["id"] for issue in api.get(f"/api/annotation/issue-trees/{deposit}", headers=alice).json()["issues"]]
    values = {"final_order_correct": True, "marks": {issue: dict.fromkeys(flag_names, True) for issue in issue_ids}}
    assert set(values) == set(fields)
    rated = api.post("/api/annotation/ratings", headers=alice,
                     json={"output_id": deposit, "rubric": "legit", "values": values})
    assert rated.status_code == 201, rated.text
    assert rated.json()["items"] == {"final_order": 5.0, "coverage": 2.0, "correctness": 3.0, "score": 10.0}


def test_msr2_likert_and_pairwise_inputs_are_what_their_validators_take(api, engine, people):
    listed = _listed(api, people)
    msr2 = _fields(listed["msr2_factors"]["input"]["fields"])
    rubric = load_rubrics()["msr2_factors"]
    assert msr2["band"]["allowed"] == ["9-10", "7-8", "5-6", "3-4", "0-2"] and msr2["band"]["required"]
    penalties = _fields(msr2["penalties"]["fields"])
    assert {name: (p["minimum"], p["maximum"]) for name, p in penalties.items()} == {
        p.name: (p.min, p.max) for p in rubric.penalties}
    assert msr2["penalties"]["required"] is False

    syler = _fields(listed["syler"]["input"]["fields"])
    assert {name: (f["type"], f["minimum"], f["maximum"]) for name, f in syler.items()} == {
        name: ("integer", 1, 5) for name in ("correctness", "logic", "explainability", "trust")}
    assert listed["pairwise"]["input"] == {
        "request": "POST /api/annotation/preferences", "field": "choice",
        "fields": [{"name": "choice", "type": "string", "required": True, "allowed": ["a", "tie", "b"],
                    "label": "the better answer: a, b, or tie"}]}

    # the top end of the listed range is taken, one past it is refused
    theft = add_output(engine, "张某夜里撬开邻居车门拿走一台笔记本电脑", task=Task.sentencing)
    most = penalties["contradicted_key_factor"]["maximum"]
    for deduction, status in ((most, 201), (most + 1, 422)):
        rated = api.post("/api/annotation/ratings", headers=people.headers["bob"], json={
            "output_id": theft, "rubric": "msr2_factors",
            "values": {"band": "9-10", "penalties": {"contradicted_key_factor": deduction}}})
        assert rated.status_code == status, rated.text
    # the fields the refusal of a misspelt one names are the listed ones
    misspelt = api.post("/api/annotation/ratings", headers=people.headers["bob"], json={
        "output_id": theft, "rubric": "msr2_factors", "values": {"bnd": "9-10"}})
    assert misspelt.status_code == 422
    assert misspelt.json()["detail"].endswith(f"its fields are {', '.join(msr2)}")
