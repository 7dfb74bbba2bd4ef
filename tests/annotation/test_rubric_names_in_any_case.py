"""A rubric named in another case ('Legit', 'SYLER', 'msr2_Factors') is the rubric: the rating, the queue, the
disputes and the decision are stored and shown under its own name. A name that is no rubric in any case is still a
422 listing the names."""

from __future__ import annotations

from annotation_support import add_output

from backend.store.models import Task

BURGLARY = "赵某深夜撬开邻居家房门，偷走笔记本电脑一台，价值五千元，被抓后如实供述，会怎么判？"
TREE = [{"id": "1", "title": "是否构成入户盗窃", "arguments": [], "conclusion": "非法进入他人住宅盗窃，构成入户盗窃"}]


def test_a_rubric_named_in_another_case_is_that_rubric(api, engine, people):
    case = add_output(engine, BURGLARY, answer="<answer>有期徒刑一年</answer>", task=Task.sentencing)
    queued = api.get("/api/annotation/queue", params={"rubric": "MSR2_Factors"}, headers=people.headers["alice"])
    assert queued.status_code == 200, queued.text
    assert queued.json()["rubric"] == "msr2_factors" and [item["id"] for item in queued.json()["items"]] == [case]

    for name, spelt, band in (("alice", "msr2_Factors", "7-8"), ("bob", "MSR2_FACTORS", "3-4")):
        rated = api.post("/api/annotation/ratings", headers=people.headers[name], json={
            "output_id": case, "rubric": spelt, "values": {"band": band, "penalties": {}}})
        assert rated.status_code == 201, rated.text
        assert rated.json()["rubric"] == "msr2_factors"
    mine = api.get("/api/annotation/ratings/mine", params={"rubric": "Msr2_factors"}, headers=people.headers["bob"])
    assert [r["values"]["band"] for r in mine.json()["ratings"]] == ["3-4"]

    olga = people.headers["olga"]
    [dispute] = api.get("/api/annotation/disputes", params={"rubric": "MSR2_factors"}, headers=olga).json()["disputes"]
    assert (dispute["rubric"], dispute["unit"], dispute["item"]) == ("msr2_factors", f"output:{case}", "score")
    assert sorted(dispute["values"]) == ["alice", "bob"]
    decided = api.post("/api/annotation/adjudications", headers=olga, json={
        "rubric": "Msr2_Factors", "unit": f"output:{case}", "item": "score", "value": 5})
    assert decided.status_code == 201, decided.text
    assert decided.json()["rubric"] == "msr2_factors"
    # the decision is the stored rubric's: the dispute is settled under its own name
    assert api.get("/api/annotation/disputes", params={"rubric": "msr2_factors"}, headers=olga).json()["disputes"] == []
    agreement = api.get("/api/annotation/agreement", params={"rubric": "MSR2_Factors"}, headers=olga).json()
    assert list(agreement["rubrics"]) == ["msr2_factors"]
    [bob] = [entry for entry in agreement["rubrics"]["msr2_factors"]["annotators"] if entry["annotator"] == "bob"]
    assert bob["items"]["score"]["adjudicated"] == 1


def test_legit_named_in_capitals_carries_its_issue_tree_and_correction_in_any_case_is_the_dispute_view(
        api, engine, people):
    case = add_output(engine, BURGLARY, answer="<answer>有期徒刑一年</answer>", task=Task.sentencing)
    alice = people.headers["alice"]
    assert api.put(f"/api/annotation/issue-trees/{case}", headers=alice,
                   json={"issues": TREE, "base_version": 0}).status_code == 200
    queued = api.get("/api/annotation/queue", params={"rubric": "Legit"}, headers=alice).json()
    assert queued["rubric"] == "legit" and queued["items"][0]["issue_tree"]["version"] == 1
    listed = api.get("/api/annotation/disputes", params={"rubric": "Correction"}, headers=people.headers["olga"])
    assert listed.status_code == 200 and listed.json() == {"disputes": []}


def test_a_name_that_is_no_rubric_in_any_case_lists_the_names(api, people):
    queue = api.get("/api/annotation/queue", params={"rubric": "Legitimacy"}, headers=people.headers["alice"])
    assert queue.status_code == 422
    assert queue.json()["detail"] == "unknown rubric 'Legitimacy'; choose one of syler, lexpam, msr2_factors, legit, pairwise"
    decided = api.post("/api/annotation/adjudications", headers=people.headers["olga"], json={
        "rubric": "SYLERS", "unit": "output:1", "item": "logic", "value": 3})
    assert decided.status_code == 422
    assert decided.json()["detail"] == ("unknown rubric 'SYLERS'; choose one of syler, lexpam, msr2_factors, legit, "
                                        "pairwise or correction (corrections that disagree)")
