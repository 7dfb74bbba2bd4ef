"""Compared pairs that pick no better answer — two lawyers choosing opposite answers, or both calling it a tie — are
no preference row; the export says so under `withheld` instead of answering "nothing changed since" the latest
snapshot as if the comparisons were never made."""

from __future__ import annotations

import json

from annotation_support import add_output

QUESTION = "公司拖欠三个月工资不发，我可以直接辞职要补偿吗？"
RIGHT = "可以。用人单位未及时足额支付劳动报酬的，劳动者可以解除劳动合同，并可要求经济补偿。"
WRONG = "不可以，辞职是劳动者自己的决定，公司无需支付任何补偿。"
GOOD = {"correctness": 5, "logic": 5, "explainability": 4, "trust": 5}


def _prefer(api, headers: dict, a: int, b: int, choice: str) -> None:
    response = api.post("/api/annotation/preferences", headers=headers,
                        json={"output_a_id": a, "output_b_id": b, "choice": choice})
    assert response.status_code == 201, response.text


def _export(api, people):
    return api.post("/api/exports", headers=people.headers["olga"], json={})


def _preference_rows(services, manifest: dict) -> list[dict]:
    path = services.settings.data_dir / "exports" / manifest["snapshot_id"] / "preference.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_opposite_choices_are_withheld_as_a_disputed_pair_until_an_operator_decides(api, engine, people, services):
    h = people.headers
    right, wrong = add_output(engine, QUESTION, answer=RIGHT), add_output(engine, QUESTION, answer=WRONG)
    other = add_output(engine, "试用期被辞退有补偿吗？", answer="试用期内违法解除也要支付赔偿金。")
    response = api.post("/api/annotation/ratings", headers=h["alice"],
                        json={"output_id": other, "rubric": "syler", "values": GOOD})
    assert response.status_code == 201, response.text
    first = _export(api, people)
    assert first.status_code == 201, first.text

    # two lawyers compare the same two answers and choose opposite ones: their median is a tie
    _prefer(api, h["alice"], right, wrong, "a")
    _prefer(api, h["bob"], wrong, right, "a")
    second = _export(api, people)
    assert second.status_code == 201, second.text  # a new snapshot, not "nothing changed since"
    manifest = second.json()
    assert manifest["unchanged"] is False
    assert manifest["withheld"]["disputed_pairs"] == [[right, wrong]]
    assert manifest["withheld"]["tied_pairs"] == []
    assert manifest["source"]["preferences"] == 2
    assert _preference_rows(services, manifest) == []

    # the operator decides for the right answer: the pair trains, and is no longer withheld
    decided = api.post("/api/annotation/adjudications", headers=h["olga"],
                       json={"rubric": "pairwise", "unit": f"pair:{right}-{wrong}", "item": "preference",
                             "value": -1})
    assert decided.status_code == 201, decided.text
    third = _export(api, people).json()
    assert third["withheld"]["disputed_pairs"] == []
    rows = _preference_rows(services, third)
    assert [row["output_ids"] for row in rows] == [[right, wrong]]
    assert rows[0]["chosen"].endswith(f"结论：{RIGHT}") and rows[0]["rejected"].endswith(f"结论：{WRONG}")


def test_two_lawyers_calling_a_pair_a_tie_is_listed_as_a_tied_pair(api, engine, people, services):
    h = people.headers
    first, second = (add_output(engine, "被公司辞退要提前多久通知？", answer=text)
                     for text in ("提前三十日书面通知，或额外支付一个月工资。", "应当提前三十日以书面形式通知劳动者本人。"))
    _prefer(api, h["alice"], first, second, "tie")
    _prefer(api, h["bob"], second, first, "tie")

    response = _export(api, people)
    assert response.status_code == 201, response.text
    manifest = response.json()
    assert manifest["withheld"]["tied_pairs"] == [[first, second]]
    assert manifest["withheld"]["disputed_pairs"] == []
    assert _preference_rows(services, manifest) == []
    assert api.get("/api/annotation/disputes?rubric=pairwise", headers=h["olga"]).json()["disputes"] == []
