"""What the export will not train on, and says so: two identical answers compared, a correction far longer than any
answer, a store with nothing annotated; what an adjudicator is shown of an ask correction with a calculation; and
whose ratings the agreement figures count (an operator who rates is an annotator)."""

from __future__ import annotations

import json

from annotation_support import add_output

from backend.cli import main
from backend.config import get_settings

GOOD = {"correctness": 5, "logic": 4, "explainability": 4, "trust": 5}
POOR = {"correctness": 2, "logic": 2, "explainability": 3, "trust": 2}


def _post(api, path: str, headers: dict, body: dict) -> dict:
    response = api.post(path, headers=headers, json=body)
    assert response.status_code == 201, response.text
    return response.json()


def _read(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _export(api, people, services) -> tuple[dict, dict[str, list[dict]]]:
    manifest = _post(api, "/api/exports", people.headers["olga"], {})
    folder = services.settings.data_dir / "exports" / manifest["snapshot_id"]
    return manifest, {kind: _read(folder / f"{kind}.jsonl") for kind in ("sft", "preference", "grpo")}


def test_two_identical_answers_are_not_offered_for_comparison_nor_exported_as_a_pair(api, engine, people, services):
    h = people.headers
    question = "试用期被辞退有补偿吗？"
    first = add_output(engine, question, answer="试用期内违法解除也要支付赔偿金。")
    again = add_output(engine, question, answer="试用期内违法解除也要支付赔偿金。")  # temperature 0: the same words
    other = add_output(engine, question, answer="试用期内可以随时解除，没有补偿。")

    offered = []
    for _ in range(3):
        pair = api.get("/api/annotation/pairs/next", headers=h["alice"]).json()["pair"]
        if pair is None:
            break
        ids = (pair["a"]["id"], pair["b"]["id"])
        offered.append(ids)
        _post(api, "/api/annotation/preferences", h["alice"], {"output_a_id": ids[0], "output_b_id": ids[1],
                                                                "choice": "a"})
    assert offered == [(first, other), (again, other)]

    # a pair of identical answers judged all the same (by a client that does not use the queue) is no row
    _post(api, "/api/annotation/preferences", h["bob"], {"output_a_id": first, "output_b_id": again, "choice": "b"})
    manifest, rows = _export(api, people, services)
    assert all(row["chosen"] != row["rejected"] for row in rows["preference"])
    assert sorted(map(tuple, (row["output_ids"] for row in rows["preference"]))) == [(first, other), (again, other)]
    assert manifest["withheld"]["identical_pairs"] == [[first, again]]


def test_an_ask_correction_dispute_shows_each_sides_amount_and_their_spread(api, engine, people):
    h = people.headers
    output = add_output(engine, "月薪8000元，工作5年被违法辞退，能拿多少？", answer="可以拿到赔偿金。")
    article = [{"law": "中华人民共和国劳动合同法", "article": 87}]
    _post(api, "/api/annotation/corrections", h["alice"], {
        "output_id": output, "articles": article,
        "answer": "大前提：劳动合同法第八十七条。\n小前提：月薪8000元，工作5年。\n结论：赔偿金为80000元。"})
    _post(api, "/api/annotation/corrections", h["bob"], {
        "output_id": output, "articles": article + [{"law": "中华人民共和国劳动合同法", "article": 47}],
        "answer": "大前提：第四十七条、第八十七条。小前提：工作满5年，加一个月代通知金。结论：应赔96000元。"})

    disputes = api.get("/api/annotation/disputes", headers=h["olga"]).json()["disputes"]
    assert [(d["unit"], d["values"]["alice"]["amount"], d["values"]["bob"]["amount"], d["spread"])
            for d in disputes] == [(f"output:{output}", 80000.0, 96000.0, 16000.0)]
    assert [a["article"] for a in disputes[0]["values"]["bob"]["articles"]] == [87, 47]


def test_a_correction_far_longer_than_any_answer_is_stored_but_not_trained_on(api, engine, people, services):
    h = people.headers
    junk = add_output(engine, "公司拖欠工资怎么办？", answer="可以向劳动监察投诉。")
    fine = add_output(engine, "加班费怎么算？", answer="按工资的百分之一百五十支付。")
    pasted = "大前提：判。\n小前提：判。\n结论：" + "判" * 40_000
    warned = _post(api, "/api/annotation/corrections", h["alice"], {"output_id": junk, "answer": pasted})
    limit = 4 * max(len("可以向劳动监察投诉。"), services.settings.max_new_tokens)
    assert warned["warning"].startswith(f"saved, but the corrected answer is longer than {limit} characters")
    kept = _post(api, "/api/annotation/corrections", h["alice"], {
        "output_id": fine, "answer": "大前提：劳动法第四十四条。\n小前提：工作日延长工作时间。\n结论：支付不低于工资百分之一百五十的报酬。"})
    assert kept["warning"] is None
    stored = api.get(f"/api/annotation/outputs/{junk}", headers=h["alice"]).json()["my_corrections"]
    assert [c["answer"] for c in stored] == [pasted]  # stored as written, for the annotator to edit

    manifest, rows = _export(api, people, services)
    assert [row["output_id"] for row in rows["sft"]] == [fine]
    assert all(len(row["chosen"]) < limit for row in rows["preference"])
    assert {row["output_id"]: row["reference"] is None for row in rows["grpo"]} == {junk: True, fine: False}
    assert manifest["withheld"]["overlong_corrections"]["ask"]["output_ids"] == [junk]
    assert manifest["withheld"]["off_format_corrections"] == {}


def test_exporting_with_nothing_annotated_is_refused_and_writes_no_snapshot(api, engine, people, services, monkeypatch,
                                                                           capsys):
    add_output(engine, "被辞退了有补偿吗？")  # an output nobody has rated
    response = api.post("/api/exports", headers=people.headers["olga"], json={})
    assert response.status_code == 422
    assert response.json()["detail"].startswith("nothing to export: no output has been rated")
    assert api.get("/api/exports", headers=people.headers["olga"]).json()["snapshots"] == []

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(services.settings.data_dir))
    get_settings.cache_clear()
    try:
        code = main(["export"])
    finally:
        get_settings.cache_clear()
    captured = capsys.readouterr()
    assert code == 1 and captured.out == ""  # nothing to export is no usage error (2: a --data-dir that is not there)
    assert captured.err.splitlines() == ["error: nothing to export: no output has been rated, compared or corrected "
                                         "yet; the latest snapshot stays as it was"]
    exports = services.settings.data_dir / "exports"
    assert not exports.exists() or list(exports.iterdir()) == []


def test_an_operator_who_rates_counts_as_an_annotator_in_agreement(api, engine, people):
    """Roles nest (an operator may do what an annotator may): an operator's rating is an annotator's judgement, in
    the agreement figures and the exported median like any other."""
    h = people.headers
    output = add_output(engine, "公司不签劳动合同怎么办？", answer="可以要求二倍工资。")
    for who, values in (("alice", GOOD), ("bob", GOOD), ("olga", POOR)):
        _post(api, "/api/annotation/ratings", h[who], {"output_id": output, "rubric": "syler", "values": values})
    report = api.get("/api/annotation/agreement", params={"rubric": "syler"}, headers=h["olga"]).json()
    syler = report["rubrics"]["syler"]
    assert {a["annotator"] for a in syler["annotators"]} == {"alice", "bob", "olga"}
    pairs = {tuple(p["annotators"]) for p in syler["items"]["correctness"]["pairs"]}
    assert pairs == {("alice", "bob"), ("alice", "olga"), ("bob", "olga")}
    assert syler["items"]["correctness"]["values"] == 3
