"""A factor score or issue-tree rating with a misspelt field or a flag that is not true/false is refused over
HTTP, and the rating stored before it stays as it was (a dropped `penalty` would have scored the answer higher)."""

from __future__ import annotations

from annotation_support import add_output

from backend.store.models import Task

SIMPLE_TREE = [{"id": "1", "title": "押金能否扣留", "conclusion": "不能全额扣留"},
               {"id": "1.1", "title": "房屋损坏是否由承租人造成", "conclusion": "未能证明"}]


def _rate(api, headers, output_id, rubric, values):
    return api.post("/api/annotation/ratings", headers=headers,
                    json={"output_id": output_id, "rubric": rubric, "values": values})


def test_a_misspelt_penalty_field_is_refused_not_dropped(api, engine, people):
    alice = people.headers["alice"]
    theft = add_output(engine, "李某趁邻居外出进屋拿走手机一部，价值两千元", task=Task.sentencing)
    kept = _rate(api, alice, theft, "msr2_factors", {"band": "7-8", "penalties": {"generic_labels": 1}})
    assert kept.status_code == 201 and kept.json()["items"] == {"score": 7.0}

    misspelt = _rate(api, alice, theft, "msr2_factors", {"band": "9-10", "penalty": {"speculative": 2}})
    assert misspelt.status_code == 422
    assert misspelt.json()["detail"] == ("msr2_factors has no field(s) penalty; its fields are band, penalties")
    mine = api.get(f"/api/annotation/outputs/{theft}", headers=alice).json()["my_ratings"]
    assert [(r["items"], r["revision"]) for r in mine] == [({"score": 7.0}, 1)]


def test_issue_marks_take_only_true_or_false_under_their_own_names(api, engine, people):
    bob = people.headers["bob"]
    deposit = add_output(engine, "退租时房东以墙面发黄为由扣下全部押金，合法吗？")
    built = api.put(f"/api/annotation/issue-trees/{deposit}", json={"issues": SIMPLE_TREE, "base_version": 0},
                    headers=bob)
    assert built.status_code == 200
    both = {"1": {"covered": True, "correct": True}, "1.1": {"covered": True, "correct": False}}
    kept = _rate(api, bob, deposit, "legit", {"final_order_correct": True, "marks": both})
    assert kept.status_code == 201 and kept.json()["items"]["coverage"] == 2.0

    # the string "no" would read as covered: refused, as are a misspelt mark name and a misspelt top field
    word = _rate(api, bob, deposit, "legit",
                 {"final_order_correct": True, "marks": {**both, "1.1": {"covered": "no", "correct": False}}})
    assert word.status_code == 422
    assert word.json()["detail"] == "legit: covered of issue 1.1 must be true or false, got 'no'"
    number = _rate(api, bob, deposit, "legit",
                   {"final_order_correct": True, "marks": {**both, "1": {"covered": 1, "correct": 1}}})
    assert number.status_code == 422 and "covered of issue 1 must be true or false" in number.json()["detail"]
    misspelt = _rate(api, bob, deposit, "legit",
                     {"final_order_correct": True, "marks": {**both, "1.1": {"coverd": True}}})
    assert misspelt.status_code == 422
    assert misspelt.json()["detail"] == ("legit: the mark of issue 1.1 has no field(s) coverd; "
                                         "its fields are covered, correct")
    extra = _rate(api, bob, deposit, "legit", {"final_order_correct": True, "marks": both, "mark": {}})
    assert extra.status_code == 422 and "legit has no field(s) mark" in extra.json()["detail"]

    mine = api.get(f"/api/annotation/outputs/{deposit}", headers=bob).json()["my_ratings"]
    assert [(r["items"]["score"], r["revision"]) for r in mine] == [(8.5, 1)]
    # an issue left without a flag is not covered, as the Annotate page's empty cell means
    partial = _rate(api, bob, deposit, "legit",
                    {"final_order_correct": True, "marks": {**both, "1.1": {"covered": True}}})
    assert partial.status_code == 201 and partial.json()["values"]["marks"]["1.1"] == {"covered": True,
                                                                                      "correct": False}
