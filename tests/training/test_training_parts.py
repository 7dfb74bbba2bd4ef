"""Parsing, recipes, data snapshots, PPO arithmetic, MSR² rollouts, judges: the parts without a model."""

from __future__ import annotations

import json
import os
from decimal import Decimal
from pathlib import Path

import pytest
import torch

from backend.corpus.models import SourceKind
from training.completions import boxed_amount, boxed_answer, parse_amount, stated_amount
from training.curriculum import split_by_teacher
from training.data import grpo_records, is_held_out, list_snapshots, load_rows, question_of, snapshot_dir, split_holdout
from training.judges import parse_judge_score, parse_tree_verdict
from training.ppo import gae, masked_whiten, per_token_rewards
from training.recipe import Recipe, apply_overrides, load_recipe
from training.rollouts import RETHINK, corpus_search, msr2_rollout
from training.runner import _rows_and_holdout, idle_cores, pin_data, torch_threads


def test_boxed_and_amounts():
    assert boxed_answer("a \\boxed{1} then \\boxed{12,345.67元}") == "12,345.67元"
    assert boxed_answer("no box") is None
    assert parse_amount("12,345.67元") == Decimal("12345.67")
    assert parse_amount("1.2万元") == Decimal("12000")
    assert parse_amount("￥800") == Decimal("800")
    assert parse_amount("8000×3") is None  # an expression is not an answer


@pytest.mark.parametrize("answer, amount", [
    ("<think>x</think>\\boxed{54000}", Decimal("54000")),
    ("\\boxed{45,000}", Decimal("45000")),
    ("\\boxed{12,345.67元}", Decimal("12345.67")),
    ("\\boxed{2.4万元}", Decimal("24000")),
    ("\\boxed{\\text{12万}}", Decimal("120000")),
    ("\\boxed{￥800}", Decimal("800")),
    ("<think>违法解除，二倍</think>\\boxed{2N}", None),  # a formula: parse_amount alone reads it as 2
    ("\\boxed{N+1}", None),
    ("\\boxed{8000×3}", None),
    ("\\boxed{约5万元}", None),
    ("\\boxed{}", None),
    ("合计48000元", None),  # no box
])
def test_a_boxed_value_is_an_amount_only_when_the_box_holds_a_whole_amount(answer, amount):
    assert boxed_amount(answer) == amount
    # the amount an answer settles on: a box without a whole amount states none, whatever the prose says
    if "boxed" in answer:
        assert stated_amount(answer + " 合计48000元") == amount


def test_judge_reply_parsing():
    assert parse_judge_score("<answer>7</answer>") == 7
    assert parse_judge_score("score: <answer> 10 </answer>") == 10
    assert parse_judge_score("<answer>11</answer>") is None
    assert parse_judge_score("seven") is None
    verdict = parse_tree_verdict('ok {"final_order_correct": true, "issues": [{"id": 1, "covered": true, '
                                 '"correct": true}, {"id": 2, "covered": false, "correct": true}]}', 3)
    assert verdict.final_order_correct
    assert [(v.covered, v.correct) for v in verdict.issues] == [(True, True), (False, False), (False, False)]
    assert parse_tree_verdict("not json", 2) is None


# ---------------------------------------------------------------- recipes


def test_bundled_recipes_load_and_overrides_apply():
    recipe = load_recipe("grpo_format", ["args.max_steps=3", "args.use_vllm=true", "data.holdout_fraction=0"])
    assert recipe.trainer == "grpo" and recipe.args["max_steps"] == 3 and recipe.args["use_vllm"] is True
    assert recipe.lora == {"r": 8, "alpha": 16, "dropout": 0.05, "target_modules": "all-linear"}
    assert apply_overrides({"a": {"b": 1}}, ["a.c.d=[1, 2]"]) == {"a": {"b": 1, "c": {"d": [1, 2]}}}
    assert apply_overrides({"a": {"lr": 0.1}}, ["a.lr=1e-4"]) == {"a": {"lr": 1e-4}}  # a number for a number
    assert apply_overrides({"a": {"teacher": {"x": 1}}}, ["a.teacher=null"]) == {"a": {"teacher": None}}  # off
    for wrong in ("a.lr=abc", "a.flag=1", "a.name=3"):  # a value the recipe sets keeps its kind
        with pytest.raises(ValueError, match="in the recipe"):
            apply_overrides({"a": {"lr": 0.1, "flag": True, "name": "x"}}, [wrong])


def test_bad_recipes_are_refused(tmp_path):
    with pytest.raises(ValueError, match="no recipe"):
        load_recipe("does_not_exist")
    bad = tmp_path / "bad.yaml"
    bad.write_text("trainer: grpo\nrewards: [{name: nope}]\n")
    with pytest.raises(ValueError, match="unknown reward"):
        load_recipe(str(bad))
    bad.write_text("trainer: dpo\n")
    with pytest.raises(ValueError, match="trainer must be one of"):
        load_recipe(str(bad))
    with pytest.raises(ValueError, match="section.key=value"):
        load_recipe("grpo_format", ["max_steps"])


@pytest.mark.parametrize("override, message", [
    ("lora.r=0", "lora.r must be a whole number >= 1"),
    ("lora.dropout=1.0", "lora.dropout must be >= 0 and < 1"),
    ("args.learning_rate=-1e-4", "args.learning_rate must be > 0"),
    ("args.num_generations=1", "args.num_generations must be a whole number >= 2"),
    ("args.num_generations=3", r"num_generations \(3\) must divide the generation batch \(4"),
    ("args.max_steps=0", "args.max_steps must be a whole number >= 1"),
    ("data.holdout_fraction=1", "holdout_fraction must be >= 0 and < 1"),
    # null or text where the GRPO batch arithmetic needs a number: a clear refusal, not a TypeError
    ("args.num_generations=null", "args.num_generations must be a whole number >= 2, got None"),
    ("args.per_device_train_batch_size=null", "per_device_train_batch_size must be a whole number"),
    ("args.generation_batch_size=abc", "generation_batch_size must be a whole number or null, got 'abc'"),
    ("args.steps_per_generation=x", "steps_per_generation must be a whole number or null, got 'x'"),
])
def test_out_of_range_values_are_refused_when_the_recipe_loads(override, message):
    with pytest.raises(ValueError, match=message):
        load_recipe("grpo_format", [override])


def test_a_recipe_file_writing_1e_4_means_a_number(tmp_path):
    written = tmp_path / "lr.yaml"  # YAML 1.1 alone would read 1e-4 as text
    written.write_text("trainer: sft\nargs: {learning_rate: 1e-4, max_steps: 2}\n")
    assert load_recipe(str(written)).args["learning_rate"] == 1e-4


def test_in_range_values_load():
    recipe = load_recipe("grpo_format", ["args.max_steps=-1", "args.per_device_train_batch_size=8", "lora.r=4"])
    assert recipe.args["max_steps"] == -1 and recipe.lora["r"] == 4  # -1: train by epochs; 8 is 2 groups of 4


# ---------------------------------------------------------------- data


def write_snapshot(root: Path, snapshot_id: str, created_at: str, grpo_rows: list[dict]) -> Path:
    folder = root / snapshot_id
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text(json.dumps({"snapshot_id": snapshot_id, "created_at": created_at}))
    (folder / "grpo.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in grpo_rows))
    (folder / "sft.jsonl").write_text("")
    return folder


def test_a_run_reads_the_snapshot_it_pinned_at_launch_and_says_when_nothing_is_held_back(tmp_path, monkeypatch):
    from backend.config import get_settings

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    try:
        row = {"prompt": "q", "task": "ask", "reference": "r", "reference_articles": [], "rubric_targets": {}}
        write_snapshot(tmp_path / "exports", "first", "2026-01-01T00:00:00", [{**row, "output_id": 1}])
        recipe = Recipe("r", "grpo", {"data": {"source": "export", "snapshot": "latest", "holdout_fraction": 0.1}},
                        None)
        assert pin_data(recipe) == "first" and recipe.data["snapshot"] == "first"
        # an export that lands while the run starts is not what it trains on: the run recorded "first"
        write_snapshot(tmp_path / "exports", "second", "2026-02-01T00:00:00", [{**row, "output_id": n} for n in (2, 3)])
        train, held, note = _rows_and_holdout(recipe)
        assert [r["output_id"] for r in train] == [1] and held == []
        assert note == ("nothing held back: data.holdout_fraction 0.1 of 1 grpo examples chose none, so the adapter "
                        "is not evaluated; export more examples or raise the fraction")
        recipe.raw["data"]["holdout_fraction"] = 0.0  # holding nothing back was asked for: nothing to say
        assert _rows_and_holdout(recipe)[2] is None
        # a file is no snapshot; the run's copy of the recipe names it by its absolute path
        (tmp_path / "prompts").mkdir()
        (tmp_path / "prompts" / "x.jsonl").write_text(json.dumps({**row, "output_id": 4}) + "\n")
        from_file = Recipe("j", "grpo", {"data": {"source": "jsonl", "path": "x.jsonl"}}, tmp_path / "prompts" / "j.yaml")
        assert pin_data(from_file) is None and from_file.data["path"] == str(tmp_path / "prompts" / "x.jsonl")
    finally:
        get_settings.cache_clear()


def test_cpu_threads_setting():
    assert torch_threads(None) is None and torch_threads(3) == 3 and torch_threads("2") == 2
    cores = os.cpu_count()
    assert 0.0 <= idle_cores(0.1) <= cores + 0.01  # a measurement of this machine, bounded by its cores
    assert 1 <= torch_threads("auto") <= cores
    with pytest.raises(ValueError, match="auto"):
        torch_threads("many")


def test_snapshots_sizes_and_latest(tmp_path):
    row = {"prompt": "q", "task": "ask", "reference": None, "reference_articles": [], "rubric_targets": {},
           "output_id": 1}
    write_snapshot(tmp_path, "old", "2026-01-01T00:00:00", [row])
    write_snapshot(tmp_path, "new", "2026-02-01T00:00:00", [row, {**row, "output_id": 2, "task": "sentencing"}])
    snapshots = list_snapshots(tmp_path)
    assert [s["snapshot_id"] for s in snapshots] == ["new", "old"]
    assert snapshots[0]["sizes"] == {"sft": 0, "preference": 0, "grpo": 2}
    assert snapshot_dir("latest", tmp_path).name == "new"
    rows = load_rows({"source": "export", "tasks": ["sentencing"]}, "grpo", exports=tmp_path)
    assert [r["output_id"] for r in rows] == [2]  # only the newest snapshot has it
    assert [r["output_id"] for r in load_rows({"source": "export", "snapshot": "old"}, "grpo", exports=tmp_path)] == [1]
    with pytest.raises(ValueError, match="no export snapshot 'missing'"):
        snapshot_dir("missing", tmp_path)
    with pytest.raises(ValueError, match="no sft examples"):
        load_rows({"source": "export"}, "sft", exports=tmp_path)
    assert list_snapshots(tmp_path / "nowhere") == []


def test_holdout_is_stable_and_near_the_fraction():
    rows = [{"output_id": i} for i in range(1000)]
    train, held = split_holdout(rows, 0.2)
    assert len(train) + len(held) == 1000 and 150 < len(held) < 250
    # membership depends on the example only, not on what else is in the snapshot
    assert [r for r in rows[:100] if is_held_out(r, 0.2)] == [r for r in held if r["output_id"] < 100]
    with pytest.raises(ValueError):
        is_held_out(rows[0], 1.0)


def test_grpo_records_from_an_exported_ask_prompt():
    exported = "system text\n\n相关法条：\n《劳动合同法》第四十七条：…\n\n问题：公司辞退我，能拿多少补偿？"
    assert question_of(exported) == "公司辞退我，能拿多少补偿？"
    records = grpo_records([{"prompt": exported, "task": "ask", "reference": "r", "rubric_targets": {"legit": {}},
                             "output_id": 7}])
    assert records[0]["question"] == "公司辞退我，能拿多少补偿？"
    assert records[0]["prompt"] == [{"role": "user", "content": exported}]
    assert json.loads(records[0]["rubric_targets"]) == {"legit": {}}


def test_curriculum_split_uses_labels_then_the_teacher_and_caches(tmp_path):
    records = [{"question": "a", "output_id": "1", "rubric_targets": json.dumps({"teacher_solved": True})},
               {"question": "b", "output_id": "2", "rubric_targets": "{}"},
               {"question": "c", "output_id": "3", "rubric_targets": "{}"}]
    asked = []

    def solves(record):
        asked.append(record["output_id"])
        return record["question"] == "b"

    cache = tmp_path / "curriculum.json"
    solved, unsolved = split_by_teacher(records, solves, cache)
    assert [r["output_id"] for r in solved] == ["1", "2"] and [r["output_id"] for r in unsolved] == ["3"]
    assert asked == ["2", "3"]
    split_by_teacher(records, solves, cache)
    assert asked == ["2", "3"]  # the cached verdicts were reused


# ---------------------------------------------------------------- PPO arithmetic


def test_gae_by_hand():
    rewards = torch.tensor([[0.0, 0.0, 1.0]])
    values = torch.tensor([[0.5, 0.5, 0.5]])
    mask = torch.ones(1, 3)
    advantages, returns = gae(rewards, values, mask, gamma=1.0, lam=1.0)
    # δ2 = 1 − 0.5 = 0.5; δ1 = 0 + 0.5 − 0.5 = 0; δ0 = 0 -> A = [0.5, 0.5, 0.5], returns = A + V = 1
    assert advantages.tolist() == [[0.5, 0.5, 0.5]] and returns.tolist() == [[1.0, 1.0, 1.0]]
    advantages, _ = gae(rewards, values, mask, gamma=1.0, lam=0.5)
    assert advantages.tolist() == [[0.125, 0.25, 0.5]]  # A1 = 0 + 0.5·0.5, A0 = 0.5·0.25
    # a padded position contributes nothing and does not leak into earlier advantages
    advantages, _ = gae(torch.tensor([[0.0, 1.0, 7.0]]), values, torch.tensor([[1.0, 1.0, 0.0]]), 1.0, 1.0)
    assert advantages.tolist() == [[0.5, 0.5, 0.0]]


def test_per_token_rewards_kl_penalty_and_final_score():
    policy = torch.tensor([[-1.0, -2.0, -3.0]])
    reference = torch.tensor([[-1.5, -2.0, -2.0]])
    mask = torch.tensor([[1.0, 1.0, 0.0]])
    rewards, kl = per_token_rewards(torch.tensor([2.0]), policy, reference, mask, kl_coef=0.1)
    # KL per token [0.5, 0, (masked)]; reward −0.1·KL, plus the score 2 on the last generated token (index 1)
    assert kl.tolist() == [[0.5, 0.0, 0.0]]
    assert rewards[0].tolist() == pytest.approx([-0.05, 2.0, 0.0])


def test_masked_whiten():
    values = torch.tensor([[1.0, 3.0, 100.0]])
    whitened = masked_whiten(values, torch.tensor([[1.0, 1.0, 0.0]]))
    assert whitened[0, :2].tolist() == pytest.approx([-1.0, 1.0], abs=1e-4)


# ---------------------------------------------------------------- MSR² rollout


class CharTokenizer:
    """One token per character (id = code point); id 0 is EOS."""

    eos_token_id = 0
    pad_token_id = 0

    def __call__(self, text, add_special_tokens=False):
        return {"input_ids": [ord(c) for c in text]}

    def decode(self, ids, skip_special_tokens=True):
        return "".join(chr(i) for i in ids if i != 0)

    def apply_chat_template(self, messages, add_generation_prompt=True, tokenize=True, return_dict=False):
        return [ord(c) for c in "U:" + messages[-1]["content"] + "\nA:"]


class ScriptedTrainer:
    """Stands in for GRPOTrainer: each call returns the next scripted text per sequence (with junk after a stop)."""

    def __init__(self, scripts, max_completion_length=400):
        self.processing_class = CharTokenizer()
        self.eos_token_ids = [0]
        self.args = type("Args", (), {"max_completion_length": max_completion_length})()
        self.scripts = scripts
        self.turn = 0
        self.inputs = []

    def _generate_single_turn(self, prompt_ids, images, multimodal, num_generations):
        self.inputs.append(prompt_ids)
        texts = [self.scripts[i][self.turn] for i in range(len(prompt_ids))]
        self.turn += 1
        ids = [[ord(c) for c in text] for text in texts]
        return ids, [[-0.5] * len(x) for x in ids]


def test_msr2_rollout_inserts_masked_information_and_stops_at_answer():
    searches = []

    def search(source, query):
        searches.append((source, query))
        return ["《刑法》第二百六十四条：盗窃…"]

    trainer = ScriptedTrainer([[
        "<factors>[数额较大]</factors><search><guideline>数额较大</guideline></search>JUNK",
        "<answer>有期徒刑一年</answer>MORE",
    ]])
    out = msr2_rollout(search, budget=4)([[{"role": "user", "content": "事实"}]], trainer)
    text = trainer.processing_class.decode(out["completion_ids"][0])
    first = "<factors>[数额较大]</factors><search><guideline>数额较大</guideline></search>"
    inserted = "\n<information>《刑法》第二百六十四条：盗窃…</information>\n"
    assert text == first + inserted + "<answer>有期徒刑一年</answer>"
    assert searches == [("guideline", "数额较大")]
    # generated tokens count in the loss, the inserted ones do not
    assert out["env_mask"][0] == [1] * len(first) + [0] * len(inserted) + [1] * len("<answer>有期徒刑一年</answer>")
    assert out["logprobs"][0] == [-0.5] * len(first) + [0.0] * len(inserted) + [-0.5] * len("<answer>有期徒刑一年</answer>")
    assert out["search_count"] == [1]
    # the second turn continued from prompt + first segment + information
    assert trainer.processing_class.decode(trainer.inputs[1][0]).endswith(first + inserted)


def test_msr2_rollout_budget_and_rethink():
    trainer = ScriptedTrainer([["I am not sure", "still nothing", "x"]])
    out = msr2_rollout(lambda source, query: [], budget=2)([[{"role": "user", "content": "f"}]], trainer)
    text = trainer.processing_class.decode(out["completion_ids"][0])
    assert text == f"I am not sure\n{RETHINK}\nstill nothing\n{RETHINK}\n"
    assert trainer.turn == 2  # budget B = 2 turns


class KindRecordingRetriever:
    """Stands in for the corpus Retriever: records the kind of document each search asks for."""

    def __init__(self):
        self.kinds = []

    def search(self, query, k, source):
        self.kinds.append(source)
        hit = type("Hit", (), {"law": "中华人民共和国刑法", "number_text": "第一百三十三条之一", "text": "醉酒开车上路会被处拘役"})
        return [hit()]


def test_a_precedent_search_in_a_rollout_reads_cases():
    retriever = KindRecordingRetriever()
    trainer = ScriptedTrainer([["<search><precedent>醉驾 拘役</precedent></search>", "<answer>拘役二个月</answer>"]])
    out = msr2_rollout(corpus_search(retriever, top_k=1, max_chars=6), budget=4)([[{"role": "user", "content": "f"}]],
                                                                                   trainer)
    text = trainer.processing_class.decode(out["completion_ids"][0])
    assert retriever.kinds == [SourceKind.case]  # '<precedent>' names the case source; before, statutes were searched
    assert "<information>《中华人民共和国刑法》第一百三十三条之一：醉酒开车上路</information>" in text


def test_msr2_rollout_respects_max_completion_length():
    trainer = ScriptedTrainer([["<search>q</search>", "never reached"]], max_completion_length=25)
    out = msr2_rollout(lambda source, query: ["a long retrieved text " * 5], budget=4)([[{"role": "user", "content": "f"}]], trainer)
    assert len(out["completion_ids"][0]) == 25 == len(out["env_mask"][0])
    assert trainer.turn == 1
