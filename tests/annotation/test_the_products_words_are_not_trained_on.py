"""An Ask answer trains in the form the user read it, less the product's own words in its conclusion: the line
saying why no model answered and the line saying the model gave no usable conclusion, or with no model that no engine
computes the question (raters still see them). An accepted answer whose conclusion was only those words has nothing
to learn from: no SFT row, and the manifest lists it. Built from real /api/ask answers of a store with no model
loaded, rated and exported as an operator does."""

from __future__ import annotations

import json

from sqlmodel import Session

from annotation.service import answer_text, shown_answer
from backend.pipelines.ask import NO_CONCLUSION, NO_GROUNDED_CONCLUSION, NO_MODEL
from backend.store.models import OutputRecord

GOOD = {"correctness": 5, "logic": 4, "explainability": 4, "trust": 5}
# no engine reads this question: with no model, its conclusion is the product's words alone
RULE_QUESTION = "什么是诉讼时效？"
# the sentencing engine reads this one: its term is the conclusion
THEFT_QUESTION = "邻居偷了我家三千块钱现金，他会坐牢吗？"


def _ask(api, question: str) -> dict:
    response = api.post("/api/ask", json={"question": question})
    assert response.status_code == 200, response.text
    return response.json()


def test_an_accepted_answer_trains_without_the_products_words_or_not_at_all(api, people, services):
    rule, theft = _ask(api, RULE_QUESTION), _ask(api, THEFT_QUESTION)
    notice = NO_MODEL.format(reason=rule["model_unavailable"])
    # no model spoke, so none is blamed: the line says no engine computes the question
    assert rule["conclusion"].endswith(notice + NO_GROUNDED_CONCLUSION) and NO_CONCLUSION not in rule["conclusion"]
    assert theft["conclusion"].startswith(notice + "按量刑引擎估算（非模型生成），罪名「盗窃」")
    with Session(services.engine) as session:
        rule_record = session.get(OutputRecord, rule["output_id"])
        theft_record = session.get(OutputRecord, theft["output_id"])
    # raters read what the user read, the product's lines included
    shown = shown_answer(rule_record)
    assert shown.startswith(notice + "大前提：") and NO_GROUNDED_CONCLUSION in shown
    # the training form keeps the engine's conclusion and leaves both lines out
    assert answer_text(rule_record).endswith("结论：")
    assert "结论：按量刑引擎估算（非模型生成），罪名「盗窃」" in answer_text(theft_record)
    assert notice not in answer_text(theft_record) and NO_GROUNDED_CONCLUSION not in answer_text(rule_record)

    for who in ("alice", "bob"):
        for output_id in (rule["output_id"], theft["output_id"]):
            response = api.post("/api/annotation/ratings", headers=people.headers[who],
                                json={"output_id": output_id, "rubric": "syler", "values": GOOD})
            assert response.status_code == 201, response.text
    response = api.post("/api/exports", headers=people.headers["olga"], json={})
    assert response.status_code == 201, response.text
    manifest = response.json()
    folder = services.settings.data_dir / "exports" / manifest["snapshot_id"]
    sft = [json.loads(line) for line in (folder / "sft.jsonl").read_text(encoding="utf-8").splitlines()]
    grpo = {row["output_id"]: row
            for row in map(json.loads, (folder / "grpo.jsonl").read_text(encoding="utf-8").splitlines())}
    # the engine's answer is trained on; the one with no conclusion of its own is not, and the manifest says so
    assert [row["output_id"] for row in sft] == [theft["output_id"]]
    assert sft[0]["messages"][-1]["content"] == answer_text(theft_record)
    assert manifest["withheld"]["accepted_without_conclusion"] == [rule["output_id"]]
    assert grpo[rule["output_id"]]["reference"] is None and grpo[theft["output_id"]]["reference"]

    # a lawyer's correction gives it a conclusion: it trains, and the manifest no longer lists it
    correction = "大前提：《中华人民共和国民法典》第一百八十八条\n小前提：问诉讼时效。\n结论：一般为三年。"
    response = api.post("/api/annotation/corrections", headers=people.headers["carol"],
                        json={"output_id": rule["output_id"], "answer": correction})
    assert response.status_code == 201, response.text
    response = api.post("/api/exports", headers=people.headers["olga"], json={})
    assert response.status_code == 201, response.text
    assert response.json()["withheld"]["accepted_without_conclusion"] == []
