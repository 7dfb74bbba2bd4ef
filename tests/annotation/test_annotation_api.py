"""The annotation API in process: blind queue, ratings, preferences, corrections, issue trees,
agreement, disputes and adjudication."""

from __future__ import annotations

import pytest
from sqlmodel import Session, select

from annotation.models import Assignment, Rating
from backend.store.models import Task
from annotation_support import add_output

SYLER = {"correctness": 4, "logic": 4, "explainability": 3, "trust": 4}


def _rate(api, headers, output_id, rubric="syler", values=None):
    return api.post("/api/annotation/ratings", headers=headers,
                    json={"output_id": output_id, "rubric": rubric, "values": values or SYLER})


def test_queue_gives_each_output_to_two_annotators_blind(api, engine, people):
    h = people.headers
    first, second = add_output(engine, "问题一"), add_output(engine, "问题二")
    sentencing = add_output(engine, "量刑问题", task=Task.sentencing)  # SyLeR rates every task

    alice = api.get("/api/annotation/queue", params={"rubric": "syler", "limit": 2}, headers=h["alice"]).json()
    assert [item["id"] for item in alice["items"]] == [first, second]
    assert "model_id" not in alice["items"][0]  # raters do not see which model answered
    # asking again returns the same open assignments, not new ones
    again = api.get("/api/annotation/queue", params={"rubric": "syler", "limit": 2}, headers=h["alice"]).json()
    assert [item["id"] for item in again["items"]] == [first, second]

    bob = api.get("/api/annotation/queue", params={"rubric": "syler", "limit": 2}, headers=h["bob"]).json()
    assert [item["id"] for item in bob["items"]] == [first, second]
    # two places per output (ratings_per_output = 2) are taken by alice and bob: carol gets the sentencing one
    carol = api.get("/api/annotation/queue", params={"rubric": "syler", "limit": 5}, headers=h["carol"]).json()
    assert [item["task"] for item in carol["items"]] == ["sentencing"]

    assert _rate(api, h["alice"], first).status_code == 201
    seen_by_bob = api.get(f"/api/annotation/outputs/{first}", headers=h["bob"]).json()
    assert seen_by_bob["my_ratings"] == []  # bob never sees alice's rating
    assert "model_id" in api.get(f"/api/annotation/outputs/{first}", headers=h["olga"]).json()

    with Session(engine) as session:
        done = session.exec(select(Assignment).where(Assignment.output_id == first,
                                                     Assignment.annotator_id == people.ids["alice"])).one()
        assert done.done_at is not None
    after = api.get("/api/annotation/queue", params={"rubric": "syler", "limit": 2}, headers=h["alice"]).json()
    # her open assignment first, then the sentencing output, which has one place left after carol
    assert [item["id"] for item in after["items"]] == [second, sentencing]


def test_rating_again_replaces_and_bad_ratings_are_refused(api, engine, people):
    h = people.headers
    output = add_output(engine, "问题")
    assert _rate(api, h["alice"], output).json()["revision"] == 1
    replaced = _rate(api, h["alice"], output, values={**SYLER, "trust": 2}).json()
    assert replaced["revision"] == 2 and replaced["items"]["trust"] == 2
    with Session(engine) as session:
        assert len(session.exec(select(Rating)).all()) == 1
    mine = api.get("/api/annotation/ratings/mine", headers=h["alice"]).json()["ratings"]
    assert [(r["output_id"], r["revision"]) for r in mine] == [(output, 2)]
    assert api.get("/api/annotation/ratings/mine", headers=h["bob"]).json()["ratings"] == []

    assert _rate(api, h["alice"], 9999).status_code == 404
    for beyond_sqlite in (2**63, 2**70):  # more than a 64-bit INTEGER: refused before any query, not a 500
        assert _rate(api, h["alice"], beyond_sqlite).status_code == 422
        assert api.get(f"/api/annotation/outputs/{beyond_sqlite}", headers=h["alice"]).status_code == 422
        assert api.get(f"/api/annotation/issue-trees/{beyond_sqlite}", headers=h["alice"]).status_code == 422
        assert api.delete(f"/api/auth/tokens/{beyond_sqlite}", headers=h["alice"]).status_code == 422
    bad = _rate(api, h["alice"], output, values={**SYLER, "logic": 7})
    assert bad.status_code == 422 and "from 1 to 5" in bad.json()["detail"]
    wrong_task = _rate(api, h["alice"], output, rubric="msr2_factors", values={"band": "7-8"})
    assert wrong_task.status_code == 422 and "for sentencing outputs" in wrong_task.json()["detail"]
    assert _rate(api, h["alice"], output, rubric="nonsense").status_code == 422
    assert _rate(api, h["alice"], output, rubric="pairwise").status_code == 422


def test_msr2_and_legit_ratings(api, engine, people):
    h = people.headers
    sentencing = add_output(engine, "张某盗窃三千元，自首", task=Task.sentencing)
    scored = _rate(api, h["alice"], sentencing, "msr2_factors", {"band": "7-8", "penalties": {"generic_labels": 1}})
    assert scored.status_code == 201 and scored.json()["items"] == {"score": 7.0}

    case = add_output(engine, "公司以严重违纪为由辞退我，但规章制度没有公示")
    missing_tree = _rate(api, h["alice"], case, "legit", {"final_order_correct": True, "marks": {}})
    assert missing_tree.status_code == 422 and "issue tree" in missing_tree.json()["detail"]
    issues = [{"id": "1", "title": "是否违法解除", "conclusion": "违法解除"},
              {"id": "1.1", "title": "规章是否公示", "conclusion": "未公示"}]
    tree = api.put(f"/api/annotation/issue-trees/{case}", json={"issues": issues, "base_version": 0},
                   headers=h["alice"])
    assert tree.status_code == 200 and tree.json()["version"] == 1
    # bob edits from a stale version: refused, nothing lost
    stale = api.put(f"/api/annotation/issue-trees/{case}", json={"issues": issues[:1], "base_version": 0},
                    headers=h["bob"])
    assert stale.status_code == 409
    # the tree belongs to the input: another output for the same question shares it
    twin = add_output(engine, "公司以严重违纪为由辞退我，但规章制度没有公示", answer="另一个回答")
    assert api.get(f"/api/annotation/issue-trees/{twin}", headers=h["bob"]).json()["version"] == 1

    marks = {"1": {"covered": True, "correct": True}, "1.1": {"covered": True, "correct": False}}
    legit = _rate(api, h["bob"], twin, "legit", {"final_order_correct": True, "marks": marks})
    assert legit.status_code == 201
    assert legit.json()["items"] == {"final_order": 5.0, "coverage": 2.0, "correctness": 1.5, "score": 8.5}
    assert legit.json()["issue_tree_version"] == 1


def test_preferences_and_corrections(api, engine, people):
    h = people.headers
    first = add_output(engine, "辞退补偿怎么算？", answer="按工作年限，每年一个月工资。")
    second = add_output(engine, "辞退补偿怎么算？", answer="不知道。")
    other = add_output(engine, "别的问题")
    pair = api.get("/api/annotation/pairs/next", headers=h["alice"]).json()["pair"]
    assert {pair["a"]["id"], pair["b"]["id"]} == {first, second}
    saved = api.post("/api/annotation/preferences", headers=h["alice"],
                     json={"output_a_id": second, "output_b_id": first, "choice": "b"})
    # stored with the lower id as A: alice preferred `first`
    assert saved.status_code == 201 and saved.json() == {**saved.json(), "output_a_id": first, "choice": "a"}
    assert api.get("/api/annotation/pairs/next", headers=h["alice"]).json()["pair"] is None
    different = api.post("/api/annotation/preferences", headers=h["alice"],
                         json={"output_a_id": first, "output_b_id": other, "choice": "a"})
    assert different.status_code == 422 and "different inputs" in different.json()["detail"]

    correction = api.post("/api/annotation/corrections", headers=h["bob"], json={
        "output_id": second, "answer": "应按《劳动合同法》第四十七条计算经济补偿。",
        "articles": [{"law": "劳动合同法", "article": "第四十七条"}, {"law": "中华人民共和国劳动合同法", "article": 47}]})
    assert correction.status_code == 201
    # each article with its number as a citation writes it, for the page to name it (not as 第47条)
    assert correction.json()["articles"] == [{"law": "中华人民共和国劳动合同法", "article": 47, "number_text": "第四十七条"}]
    unknown = api.post("/api/annotation/corrections", headers=h["bob"], json={
        "output_id": second, "answer": "x", "articles": [{"law": "劳动合同法", "article": 999}]})
    assert unknown.status_code == 422 and "not in the corpus" in unknown.json()["detail"]
    feedback = api.get("/api/annotation/article-feedback", headers=h["olga"]).json()["feedback"]
    assert feedback == [{"output_id": second, "task": "ask", "input": {"question": "辞退补偿怎么算？"},
                         "articles": [{"law": "中华人民共和国劳动合同法", "article": 47}]}]
    # an article inserted by an amendment (刑法第一百三十三条之一, dangerous driving) is its own, not 第一百三十三条
    inserted = api.post("/api/annotation/corrections", headers=h["bob"], json={
        "output_id": other, "answer": "醉驾构成危险驾驶罪。", "articles": [
            {"law": "刑法", "article": "第一百三十三条之一"}, {"law": "刑法", "article": 133, "sub": 1},
            {"law": "刑法", "article": 133}]})
    assert inserted.status_code == 201
    assert inserted.json()["articles"] == [
        {"law": "中华人民共和国刑法", "article": 133, "sub": 1, "number_text": "第一百三十三条之一"},
        {"law": "中华人民共和国刑法", "article": 133, "number_text": "第一百三十三条"}]
    missing = api.post("/api/annotation/corrections", headers=h["bob"], json={
        "output_id": other, "answer": "x", "articles": [{"law": "刑法", "article": "133之九"}]})
    assert missing.status_code == 422 and "第一百三十三条之九 is not in the corpus" in missing.json()["detail"]
    # 刑法第一百九十九条 keeps its number, but an amendment deleted it: a correction may not cite it as law
    deleted = api.post("/api/annotation/corrections", headers=h["bob"], json={
        "output_id": other, "answer": "x", "articles": [{"law": "刑法", "article": 199}]})
    assert deleted.status_code == 422
    assert "《中华人民共和国刑法》第一百九十九条 was deleted (by an amendment)" in deleted.json()["detail"]
    # a regulation the national-law corpus lacks (the compensation engine cites it) is kept, marked unchecked
    regulation = api.post("/api/annotation/corrections", headers=h["bob"], json={
        "output_id": other, "answer": "一级伤残的一次性伤残补助金为27个月本人工资。", "articles": [
            {"law": "《工伤保险条例》", "article": "第三十五条"}, {"law": "刑法", "article": 133, "sub": 1}]})
    assert regulation.status_code == 201
    assert regulation.json()["articles"] == [
        {"law": "工伤保险条例", "article": 35, "in_corpus": False, "number_text": "第三十五条"},
        {"law": "中华人民共和国刑法", "article": 133, "sub": 1, "number_text": "第一百三十三条之一"}]
    for unknown_name in ("张三说的话", "不存在法"):  # no law's name; a national law the corpus would hold
        refused = api.post("/api/annotation/corrections", headers=h["bob"], json={
            "output_id": other, "answer": "x", "articles": [{"law": unknown_name, "article": 1}]})
        assert refused.status_code == 422 and "is not in the corpus" in refused.json()["detail"]
    beyond = api.post("/api/annotation/corrections", headers=h["bob"], json={
        "output_id": other, "answer": "x", "articles": [{"law": "工伤保险条例", "article": 10000}]})
    assert beyond.status_code == 422 and "1 to 9999" in beyond.text
    for not_a_number in ({"article": True}, {"article": 47.0}, {"article": 47, "sub": True}):  # JSON true was 第1条
        refused = api.post("/api/annotation/corrections", headers=h["bob"], json={
            "output_id": other, "answer": "x", "articles": [{"law": "刑法"} | not_a_number]})
        assert refused.status_code == 422 and "valid integer" in refused.text


def test_agreement_disputes_and_adjudication(api, engine, people):
    h = people.headers
    outputs = [add_output(engine, f"问题{i}") for i in range(5)]
    for who, correctness in (("alice", [4, 3, 5, 2, 4]), ("bob", [4, 2, 5, 4, 3])):
        for output, value in zip(outputs, correctness, strict=True):
            assert _rate(api, h[who], output, values={**SYLER, "correctness": value}).status_code == 201
    report = api.get("/api/annotation/agreement", params={"rubric": "syler"}, headers=h["olga"]).json()["rubrics"]
    correctness = report["syler"]["items"]["correctness"]
    assert correctness["alpha"] == pytest.approx(0.55)
    assert correctness["pairs"][0]["kappa"] == pytest.approx(1 / 6, abs=1e-4)
    assert report["syler"]["items"]["logic"]["alpha"] is None  # everyone gave 4: alpha undefined, not 1
    assert {a["annotator"] for a in report["syler"]["annotators"]} == {"alice", "bob"}

    disputed = api.get("/api/annotation/disputes", params={"rubric": "syler"}, headers=h["olga"]).json()["disputes"]
    unit = f"output:{outputs[3]}"
    assert [(d["unit"], d["item"]) for d in disputed] == [(unit, "correctness")]
    out_of_scale = api.post("/api/annotation/adjudications", headers=h["olga"],
                            json={"rubric": "syler", "unit": unit, "item": "correctness", "value": 9})
    assert out_of_scale.status_code == 422
    assert api.post("/api/annotation/adjudications", headers=h["alice"],
                    json={"rubric": "syler", "unit": unit, "item": "correctness", "value": 3}).status_code == 403
    unrated = api.post("/api/annotation/adjudications", headers=h["olga"],
                       json={"rubric": "lexpam", "unit": unit, "item": "coverage", "value": 3})
    assert unrated.status_code == 422 and "nothing to adjudicate" in unrated.json()["detail"]
    # a likert mark is a whole number, for the operator as for the raters
    half = api.post("/api/annotation/adjudications", headers=h["olga"],
                    json={"rubric": "syler", "unit": unit, "item": "correctness", "value": 3.5})
    assert half.status_code == 422 and "whole number" in half.json()["detail"]
    endless = api.post("/api/annotation/adjudications", headers={**h["olga"], "Content-Type": "application/json"},
                       content=f'{{"rubric": "syler", "unit": "{unit}", "item": "correctness", "value": Infinity}}')
    assert endless.status_code == 422  # was an OverflowError (500)
    too_big = api.post("/api/annotation/adjudications", headers=h["olga"],
                       json={"rubric": "syler", "unit": f"output:{2**63}", "item": "correctness", "value": 3})
    assert too_big.status_code == 422 and "ids from 1 to" in too_big.json()["detail"]
    decided = api.post("/api/annotation/adjudications", headers=h["olga"],
                       json={"rubric": "syler", "unit": unit, "item": "correctness", "value": 3, "note": "partly"})
    assert decided.status_code == 201
    assert api.get("/api/annotation/disputes", headers=h["olga"]).json()["disputes"] == []
    kept = api.get("/api/annotation/disputes", params={"include_adjudicated": True}, headers=h["olga"]).json()
    assert kept["disputes"][0]["adjudicated"] == 3.0


def test_concurrent_resubmissions_of_one_rating_all_succeed(engine, people):
    from concurrent.futures import ThreadPoolExecutor

    from annotation.service import submit_rating

    output = add_output(engine, "并发")
    alice = people.ids["alice"]
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda trust: submit_rating(engine, alice, output, "syler", {**SYLER, "trust": trust}),
                                [1, 2, 3, 4, 5, 1, 2, 3]))
    assert len({r.id for r in results}) == 1  # one row, updated in turn
    with Session(engine) as session:
        stored = session.exec(select(Rating)).one()
    assert stored.revision == 8


def test_concurrent_edits_of_one_issue_tree_version_let_exactly_one_through(engine, people):
    from concurrent.futures import ThreadPoolExecutor

    from annotation.service import ConflictError, get_issue_tree, save_issue_tree

    output = add_output(engine, "争点树并发")
    save_issue_tree(engine, people.ids["alice"], output, [{"id": "1", "title": "起点"}], base_version=0)

    def edit(title: str) -> str:
        try:
            save_issue_tree(engine, people.ids["alice"], output, [{"id": "1", "title": title}], base_version=1)
        except ConflictError:
            return "conflict"
        return title

    with ThreadPoolExecutor(max_workers=4) as pool:
        outcomes = list(pool.map(edit, ["甲", "乙", "丙", "丁"]))
    winners = [o for o in outcomes if o != "conflict"]
    assert len(winners) == 1
    tree = get_issue_tree(engine, output)
    assert tree.version == 2 and tree.issues[0]["title"] == winners[0]


def test_a_calculation_is_rated_with_its_notes_and_a_failed_one_with_the_facts_it_asked_for(api, people):
    h = people.headers
    approximate = api.post("/api/compensate", json={"question": "月薪大概八千左右，干了3年，公司无故辞退我，能拿多少？"})
    asking = api.post("/api/compensate", json={"question": "公司无故辞退我，能拿多少？"})
    shown = api.get(f"/api/annotation/outputs/{approximate.json()['output_id']}", headers=h["alice"]).json()["answer"]
    assert "\\boxed{48000}" in shown and "说明：" in shown and "约数" in shown  # the note the user saw
    asked = api.get(f"/api/annotation/outputs/{asking.json()['output_id']}", headers=h["alice"]).json()["answer"]
    assert asked.startswith("需要补充的事实：") and "工作年限" in asked  # not an empty answer to rate
