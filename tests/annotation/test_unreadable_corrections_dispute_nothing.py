"""A correction the export cannot train on, because no answer of its task can be read from it, claims nothing in a
correction dispute either: the raw words of a compensation answer pasted onto a sentencing output ('工作3年…') are
no 36-month sentence to set against a lawyer's real one. Where such a correction sits beside two that do disagree,
the dispute view lists it with no outcome and says why."""

from __future__ import annotations

from pathlib import Path

from annotation_support import add_output

from annotation.models import Correction
from annotation.service import correction_claim
from backend.store.models import Task

THEFT = "张某夜里翻墙进邻居院子偷走一辆价值四千元的电动车，案发后主动交代，会怎么判？"
PASTED = "工作3年，违法解除应支付二倍经济补偿48000元"  # a compensation answer sent to the wrong output


def _correct(api, people, name: str, output_id: int, answer: str) -> dict:
    saved = api.post("/api/annotation/corrections", headers=people.headers[name],
                     json={"output_id": output_id, "answer": answer, "articles": []})
    assert saved.status_code == 201, saved.text
    return saved.json()


def _disputes(api, people) -> list[dict]:
    listed = api.get("/api/annotation/disputes", headers=people.headers["olga"], params={"rubric": "correction"})
    assert listed.status_code == 200, listed.text
    return listed.json()["disputes"]


def test_the_claim_of_a_correction_is_what_the_export_reads_from_it():
    def claim(task: str, answer: str):
        return correction_claim(task, Correction(output_id=1, annotator_id=1, answer=answer, articles=[]))

    assert claim(Task.sentencing, PASTED) is None  # no term the export reads: '3年' is how long someone worked
    assert claim(Task.sentencing, "应判处有期徒刑一年").months == 12
    # two amounts stated as results: the export reads no single amount, so neither is claimed
    assert claim(Task.compensation, "经济补偿24000元，赔偿金48000元") is None
    assert claim(Task.compensation, "违法解除，应支付赔偿金48000元") == 48000


def test_a_pasted_compensation_answer_does_not_dispute_a_sentence(api, engine, people):
    theft = add_output(engine, THEFT, answer="<answer>有期徒刑二年</answer>", task=Task.sentencing)
    _correct(api, people, "alice", theft, "入户盗窃，有自首情节，应判处有期徒刑一年")
    pasted = _correct(api, people, "bob", theft, PASTED)
    assert "lacks a term in <answer></answer>" in pasted["warning"]

    assert _disputes(api, people) == []  # before: alice's 12 months against bob's "36"
    made = api.post("/api/exports", headers=people.headers["olga"])
    assert made.status_code == 201, made.text
    assert made.json()["withheld"]["disputed_corrections"] == []
    # alice's correction is the reference; nothing is trained on from bob's words
    grpo = (Path(made.json()["path"]) / "grpo.jsonl").read_text("utf-8")
    assert "<answer>有期徒刑12个月</answer>" in grpo and "48000" not in grpo


def test_an_unreadable_correction_listed_in_a_dispute_says_it_is_no_side(api, engine, people):
    theft = add_output(engine, THEFT, answer="<answer>有期徒刑二年</answer>", task=Task.sentencing)
    year = _correct(api, people, "alice", theft, "应判处有期徒刑一年")
    pasted = _correct(api, people, "bob", theft, PASTED)
    eight = _correct(api, people, "carol", theft, "刑期以八个月为宜")

    [dispute] = _disputes(api, people)
    values = dispute["values"]
    assert (values["alice"]["correction"], values["alice"]["outcome"]["months"]) == (year["id"], 12)
    assert (values["carol"]["correction"], values["carol"]["outcome"]["months"]) == (eight["id"], 8)
    assert values["bob"]["correction"] == pasted["id"] and values["bob"]["outcome"] is None
    assert values["bob"]["note"] == ("lacks a term in <answer></answer> (<answer>有期徒刑一年</answer>): exports do not "
                                     "train on it, and it disagrees with no other correction")
    assert dispute["spread"] is None  # bob states no term to measure a spread with

    def choose(correction: dict):
        return api.post("/api/annotation/adjudications", headers=people.headers["olga"],
                        json={"rubric": "correction", "unit": f"output:{theft}", "item": "answer",
                              "value": correction["id"]})

    # bob's is no side: chosen by a slip, it would settle the output on a reference the export cannot train on
    refused = choose(pasted)
    assert refused.status_code == 422
    assert refused.json()["detail"] == (
        f"correction {pasted['id']} lacks a term in <answer></answer> (<answer>有期徒刑一年</answer>), so exports "
        f"cannot train on it: choose one that states it ({year['id']}, {eight['id']}), or have its annotator edit it")
    assert choose(year).status_code == 201
    assert _disputes(api, people) == []
    made = api.post("/api/exports", headers=people.headers["olga"])
    assert made.status_code == 201, made.text
    grpo = (Path(made.json()["path"]) / "grpo.jsonl").read_text("utf-8")
    assert "<answer>有期徒刑12个月</answer>" in grpo
