"""Training data from engine outputs: prompts of engine outputs read as the user's question (also from
exports written before the export wrote them so), and examples a reward cannot score named and left out."""

from __future__ import annotations

import json

import pytest

from training.data import grpo_records, input_question, question_of
from training.prompts import COMPENSATION_SYSTEM, SENTENCING_SYSTEM, prompt_builder
from training.rewards import missing_reference
from training.runner import _scorable


def test_one_rule_turns_a_stored_input_into_the_question_and_reads_it_back():
    assert input_question({"question": " 月薪8000元，干了3年被辞退 ", "params": None}) == "月薪8000元，干了3年被辞退"
    with_params = input_question({"question": "工伤九级", "params": {"scenario": "work_injury", "own_wage": 5000}})
    assert with_params == '工伤九级\n已知参数：{"params": {"own_wage": 5000, "scenario": "work_injury"}}'
    assert input_question({"fact": "盗窃三千元", "charge": "盗窃罪", "province": None, "factors": None}) == \
        '盗窃三千元\n已知参数：{"charge": "盗窃罪"}'
    assert input_question({"params": {}}) is None
    # what the export writes is what the reader gives back
    assert question_of(with_params) == with_params
    # an export written before: the stored input as JSON text, in a string prompt or a chat message
    assert question_of('{"question": "月薪8000…", "params": null}') == "月薪8000…"
    assert question_of([{"role": "user", "content": '{"fact": "盗窃三千元", "charge": null}'}]) == "盗窃三千元"
    # JSON that is no stored input, or no JSON at all, is the question as it stands
    assert question_of('{"answer": 1}') == '{"answer": 1}'
    assert question_of("{月薪} 问题：能拿多少？") == "能拿多少？"


def test_prompt_styles_rebuild_engine_prompts_around_the_question():
    rows = [{"prompt": '{"question": "月薪8000元，干了3年被违法辞退，能拿多少？", "params": null}', "task": "compensation",
             "reference": "\\boxed{48000}", "rubric_targets": {}, "output_id": 1},
            {"prompt": '{"fact": "被告人盗窃三千元，自首。", "charge": null}', "task": "sentencing",
             "reference": "<answer>拘役三个月</answer>", "rubric_targets": {}, "output_id": 2}]
    compensation = grpo_records(rows[:1], prompt_builder("compensation"))[0]
    assert compensation["prompt"] == [{"role": "system", "content": COMPENSATION_SYSTEM},
                                      {"role": "user", "content": "月薪8000元，干了3年被违法辞退，能拿多少？"}]
    sentencing = grpo_records(rows[1:], prompt_builder("sentencing"))[0]
    assert sentencing["prompt"][0]["content"] == SENTENCING_SYSTEM
    assert sentencing["prompt"][1]["content"] == "案件事实：被告人盗窃三千元，自首。"


def _record(reference, targets=None, output_id="1"):
    return {"question": "q", "reference": reference, "rubric_targets": json.dumps(targets or {}, ensure_ascii=False),
            "output_id": output_id}


def test_examples_a_reward_cannot_score_are_named_counted_and_left_out():
    assert missing_reference(["compensation"], _record("\\boxed{24000}")) is None
    assert missing_reference(["compensation"], _record(None, {"amount": 24000})) is None
    assert missing_reference(["compensation"], _record("应为N")).startswith("compensation: ")
    assert missing_reference(["sentencing"], _record("<answer>有期徒刑一年</answer>")) is None
    assert "sentencing example needs" in missing_reference(["sentencing"], _record(None))
    assert "issue_tree" in missing_reference(["issue_tree"], _record("结论"))
    # rewards that need no reference never leave an example out
    assert missing_reference(["syllogism", "syllogism_format"], _record(None)) is None

    train = [_record("\\boxed{1000}", output_id="1"), _record(None, output_id="2"), _record("应为N", output_id="3")]
    held = [_record(None, output_id="4"), _record("合计为2000元", output_id="5")]
    kept_train, kept_held, left_out = _scorable(train, held, ["compensation"])
    assert [r["output_id"] for r in kept_train] == ["1"] and [r["output_id"] for r in kept_held] == ["5"]
    assert left_out == 3
    with pytest.raises(ValueError, match=r"none of the 2 training examples can be scored \(3 × compensation"):
        _scorable(train[1:], held, ["compensation"])
