"""What a careless annotator sends by hand: a misspelt key in an issue tree is refused (it was dropped, and the tree
saved as a new version without the court's conclusion), and a compensation answer sent as the correction of a
sentencing output is kept but not trained on as a prison term (its '工作3年' was read as 36 months)."""

from __future__ import annotations

import json
from pathlib import Path

from annotation_support import add_output

from backend.store.models import Task

TREE = [{"id": "1", "title": "是否构成入户盗窃", "conclusion": "构成入户盗窃"},
        {"id": "2", "title": "是否成立自首", "arguments": [{"party": "defendant", "text": "案发后主动到派出所投案"}],
         "conclusion": "成立自首"}]


def _put_tree(api, who, output, issues, base_version):
    return api.put(f"/api/annotation/issue-trees/{output}", json={"issues": issues, "base_version": base_version},
                   headers=who)


def test_a_misspelt_issue_or_argument_key_is_refused_and_the_saved_tree_stays(api, engine, people):
    alice = people.headers["alice"]
    theft = add_output(engine, "李某趁邻居外出翻窗进屋拿走现金六千元，第二天去派出所交代了，会怎么判？",
                       task=Task.sentencing)
    assert _put_tree(api, alice, theft, TREE, 0).status_code == 200

    misspelt = [{**TREE[0], "conclusoin": "不构成入户盗窃"}, TREE[1]]
    del misspelt[0]["conclusion"]
    refused = _put_tree(api, alice, theft, misspelt, 1)
    assert refused.status_code == 422
    assert refused.json()["detail"] == "issue #1 has no field(s) conclusoin; its fields are id, title, arguments, conclusion"

    argument = [TREE[0], {**TREE[1], "arguments": [{"party": "defendant", "txt": "主动投案"}]}]
    refused = _put_tree(api, alice, theft, argument, 1)
    assert refused.status_code == 422
    assert refused.json()["detail"] == "issue 2: an argument has no field(s) txt; its fields are party, text"

    prose = [TREE[0], {**TREE[1], "arguments": "辩护人认为成立自首"}]
    refused = _put_tree(api, alice, theft, prose, 1)
    assert refused.status_code == 422
    assert refused.json()["detail"] == "issue 2: arguments must be a list of {party, text}"

    saved = api.get(f"/api/annotation/issue-trees/{theft}", headers=alice).json()
    assert saved["version"] == 1
    assert [(issue["id"], issue["conclusion"]) for issue in saved["issues"]] == [("1", "构成入户盗窃"), ("2", "成立自首")]


def test_a_compensation_answer_sent_as_a_sentencing_correction_trains_no_prison_term(api, engine, people):
    h = people.headers
    theft = add_output(engine, "张某在商场偷了一部手机，价值四千元，会怎么判？", task=Task.sentencing,
                       answer="<answer>有期徒刑六个月</answer>")
    saved = api.post("/api/annotation/corrections", headers=h["bob"], json={
        "output_id": theft, "answer": "工作3年，公司违法解除，应支付二倍经济补偿48000元"})
    assert saved.status_code == 201, saved.text
    assert saved.json()["warning"].startswith("saved, but the corrected answer lacks a term in <answer></answer>")

    made = api.post("/api/exports", headers=h["olga"])
    assert made.status_code == 201, made.text
    manifest = made.json()
    assert manifest["withheld"]["off_format_corrections"]["sentencing"]["output_ids"] == [theft]
    folder = Path(manifest["path"])
    grpo = [json.loads(line) for line in (folder / "grpo.jsonl").read_text("utf-8").splitlines()]
    assert [(row["output_id"], row["reference"]) for row in grpo] == [(theft, None)]
    assert (folder / "sft.jsonl").read_text("utf-8") == ""  # no '<answer>36个月</answer>' to learn
