"""A recipe entry that no part of a run would read — a misspelt key, a reward parameter no reward takes, a section
the chosen trainer ignores, a LoRA target no layer has — is refused when the recipe loads, naming it, instead of a
run that trains as if it were absent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from training.recipe import load_recipe
from training.runner import run_recipe

# LexPam's bundled teacher is a server on port 8001; these checks are about what the recipe itself says
NO_TEACHER = "curriculum.teacher=null"


@pytest.mark.parametrize(("recipe", "overrides", "refusal"), [
    ("grpo_format", ["lora.lora_alpha=32"], r"lora.lora_alpha is read by nothing; did you mean lora.alpha\?"),
    ("grpo_format", ["lora.target_module=[q_proj]"], r"lora.target_module is read by nothing; did you mean "
                                                      r"lora.target_modules\?"),
    ("sft_warmup", ["data.holdout=0.2"], r"data.holdout is read by nothing; did you mean data.holdout_fraction\?"),
    ("sft_warmup", ["evaluation.max_example=4"], r"evaluation.max_example is read by nothing; did you mean "
                                                 r"evaluation.max_examples\?"),
    ("grpo_format", ["rewards=[{name: syllogism_format, wieght: 2}]"],
     r"rewards.0.wieght is read by nothing; did you mean rewards.0.weight\?"),
    ("grpo_syllogism", ["rewards=[{name: syllogism, params: {rouge_tokeniser: jieba}}]"],
     r"rewards.0.params.rouge_tokeniser is read by nothing; did you mean rewards.0.params.rouge_tokenizer\?"),
    ("grpo_syllogism", ["rewards=[{name: syllogism, params: {rouge_tokenizer: words}}]"],
     r"rewards.0.params.rouge_tokenizer must be one of char, jieba, got 'words'"),
    ("grpo_format", ["rewards=[{name: syllogism_format, params: {weight: 2}}]"],
     r"rewards.0.params.weight is read by nothing; known: none"),
    ("grpo_format", ["rewards=[{name: sentencing, params: {lamda: 0.5}}]"],
     r"rewards.0.params.lamda is read by nothing; did you mean rewards.0.params.lam\?"),
    # a judge named in words other than llm/keyword was the served model, silently
    ("grpo_issue_tree", ["rewards=[{name: issue_tree, params: {judge: keywords}}]"],
     r"rewards.0.params.judge must be llm \(the served model\), keyword, or backend settings"),
    ("grpo_format", ["rewards=[{name: sentencing, params: {judge: keyword}}]"],
     r"rewards.0.params.judge must be backend settings .* or left out for the served model, got 'keyword'"),
    ("grpo_format", ["rewards=[{name: sentencing, params: {judge: {llm_backend: openai, opanai_model: big}}}]"],
     r"rewards.0.params.judge.opanai_model is read by nothing; did you mean rewards.0.params.judge.openai_model\?"),
    ("grpo_format", ["rewards=[{name: sentencing, params: {lam: 2}}]"],
     r"rewards.0.params.lam must be a number from 0 to 1, got 2"),
])
def test_a_misspelt_or_unknown_entry_is_refused_naming_it(recipe, overrides, refusal):
    with pytest.raises(ValueError, match=refusal):
        load_recipe(recipe, overrides)


@pytest.mark.parametrize(("recipe", "overrides", "refusal"), [
    ("sft_warmup", ["rewards=[{name: syllogism_format}]"], r"the sft trainer does not read rewards \(only grpo, "
                                                            r"ppo, lexpam do\)"),
    ("reward_model", ["init_adapter=some-run"], "the reward trainer does not read init_adapter"),
    ("sft_warmup", ["data.prompt_style=syllogism"], "the sft trainer does not read data.prompt_style"),
    ("ppo_syllogism", ["rollout={kind: msr2, budget: 2}"], "the ppo trainer does not read rollout"),
    ("grpo_format", ["curriculum={stage_steps: [1, 1]}"], "the grpo trainer does not read curriculum"),
])
def test_a_section_the_trainer_does_not_read_is_refused(recipe, overrides, refusal):
    with pytest.raises(ValueError, match=refusal):
        load_recipe(recipe, overrides)


def test_lexpam_scores_with_the_compensation_reward_alone_and_trains_its_stage_steps():
    assert load_recipe("lexpam_compensation", [NO_TEACHER]).trainer == "lexpam"
    with pytest.raises(ValueError, match=r"scores both stages with the compensation reward alone, so rewards.1 "
                                         r"\(syllogism_format, weight 1.0\) would not be used"):
        load_recipe("lexpam_compensation", [NO_TEACHER, "rewards=[{name: compensation}, {name: syllogism_format}]"])
    with pytest.raises(ValueError, match=r"rewards.0.params.use_law is read by nothing"):  # set per stage
        load_recipe("lexpam_compensation", [NO_TEACHER, "rewards=[{name: compensation, params: {use_law: false}}]"])
    with pytest.raises(ValueError, match="give either curriculum.stage_steps or args.max_steps"):
        load_recipe("lexpam_compensation", [NO_TEACHER, "args.max_steps=5"])
    with pytest.raises(ValueError, match=r"curriculum.stage_steps must be two whole numbers >= 1"):
        load_recipe("lexpam_compensation", [NO_TEACHER, "curriculum.stage_steps=[5]"])
    # without stage_steps both stages train args.max_steps
    assert load_recipe("lexpam_compensation", [NO_TEACHER, "curriculum.stage_steps=null", "args.max_steps=5"]
                       ).args["max_steps"] == 5


def test_data_entries_the_chosen_source_does_not_read_are_refused(tmp_path):
    with pytest.raises(ValueError, match="data.path is read only with data.source: jsonl"):
        load_recipe("grpo_syllogism", [f"data.path={tmp_path / 'mine.jsonl'}"])  # would train on the export
    prompts = tmp_path / "prompts.jsonl"
    prompts.write_text('{"prompt": "公司拖欠工资怎么办？", "task": "ask"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="data.snapshot is read only with data.source: export"):
        load_recipe("grpo_syllogism", ["data.source=jsonl", f"data.path={prompts}"])
    recipe = load_recipe("grpo_syllogism", ["data.source=jsonl", f"data.path={prompts}", "data.snapshot=null"])
    assert recipe.data["path"] == str(prompts)
    with pytest.raises(ValueError, match=r"data file .*missing.jsonl not found"):
        load_recipe("grpo_format", [f"data.path={tmp_path / 'missing.jsonl'}"])
    with pytest.raises(ValueError, match=r"data.tasks must be a list of ask, sentencing, compensation, got \['asks'\]"):
        load_recipe("grpo_syllogism", ["data.tasks=[asks]"])
    with pytest.raises(ValueError, match="data.prompt_style must be one of as_exported, syllogism, "):
        load_recipe("grpo_syllogism", ["data.prompt_style=sylogism"])
    with pytest.raises(ValueError, match="data.source must be export or jsonl, got 'file'"):
        load_recipe("grpo_syllogism", ["data.source=file"])


def test_a_snapshot_given_to_a_recipe_that_reads_a_file_is_refused_before_a_run_is_recorded():
    with pytest.raises(ValueError, match="grpo_format reads data.path, not an export snapshot: leave --snapshot out"):
        run_recipe("grpo_format", snapshot="20260101-000000")


def test_a_rollout_that_would_search_something_else_is_refused():
    with pytest.raises(ValueError, match="rollout.kind must be msr2, got 'msr3'"):
        load_recipe("grpo_format", ["rollout={kind: msr3}"])
    # a source name no source has searched statutes
    with pytest.raises(ValueError, match=r"rollout.default_source must be one of .*statute.*, got 'statutes'"):
        load_recipe("grpo_format", ["rollout={kind: msr2, default_source: statutes}"])
    with pytest.raises(ValueError, match="rollout.budget must be a whole number >= 1"):
        load_recipe("grpo_format", ["rollout={kind: msr2, budget: 0}"])


@pytest.fixture
def small_llama(tmp_path) -> Path:
    """A Hugging Face model folder holding only a config (one small Llama layer): the LoRA check reads no weights."""
    from transformers import LlamaConfig

    folder = tmp_path / "small-llama"
    LlamaConfig(hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2,
                num_key_value_heads=2, vocab_size=64).save_pretrained(folder)
    return folder


def test_a_lora_target_no_layer_has_is_refused(small_llama):
    model = f"model={{path: {small_llama}, gguf_file: ''}}"
    # peft would adapt q_proj and drop v_porj without a word
    with pytest.raises(ValueError, match=r"lora.target_modules: 'v_porj' names no layer of llama; did you mean "
                                         r"v_proj\? layers: .*q_proj"):
        load_recipe("grpo_format", [model, "lora.target_modules=[q_proj, v_porj]"])
    with pytest.raises(ValueError, match="'mlp' names no layer of llama"):  # a block, not a layer LoRA adapts
        load_recipe("grpo_format", [model, "lora.target_modules=[mlp]"])
    with pytest.raises(ValueError, match=r"the pattern \.\*attn\\\.qq matches no layer of llama"):
        load_recipe("grpo_format", [model, r"lora.target_modules=.*attn\.qq"])
    assert load_recipe("grpo_format", [model, "lora.target_modules=[q_proj, v_proj]"]).lora["target_modules"] == [
        "q_proj", "v_proj"]
    assert load_recipe("reward_model", [model, r"lora.target_modules=.*self_attn\.(q|v)_proj"]).trainer == "reward"


def test_a_model_or_starting_adapter_that_is_not_there_is_refused(tmp_path, small_llama, monkeypatch):
    from backend.config import get_settings

    with pytest.raises(ValueError, match=r"model folder '.*nowhere' not found"):
        load_recipe("sft_warmup", [f"model={{path: {tmp_path / 'nowhere'}}}"])
    with pytest.raises(ValueError, match=r"holds no GGUF file 'model.gguf'"):
        load_recipe("sft_warmup", [f"model={{path: {small_llama}, gguf_file: model.gguf}}"])
    # the run id is looked up in a store of the test's own, not in the host's default one (~/.lexloop)
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path / "store"))
    get_settings.cache_clear()
    try:
        with pytest.raises(ValueError, match="init_adapter 'no-such-run' is neither a folder holding "
                                             "adapter_config.json nor a training run"):
            load_recipe("grpo_format", ["init_adapter=no-such-run"])
    finally:
        get_settings.cache_clear()


def test_the_lora_of_a_recipe_that_continues_an_adapter_must_be_the_adapters(tmp_path):
    adapter = tmp_path / "warm-up"
    adapter.mkdir()  # the fields peft writes for a rank-16 adapter
    (adapter / "adapter_config.json").write_text(json.dumps({
        "peft_type": "LORA", "r": 16, "lora_alpha": 16, "lora_dropout": 0.05, "target_modules": ["q_proj", "v_proj"]}))
    with pytest.raises(ValueError, match=r"init_adapter .*warm-up is continued with its own LoRA layers, so lora r 8 "
                                         r"\(the adapter's 16\) would not be used"):
        load_recipe("grpo_format", [f"init_adapter={adapter}"])
    with pytest.raises(ValueError, match=r"target_modules \['q_proj'\] \(the adapter's \['q_proj', 'v_proj'\]\)"):
        load_recipe("grpo_format", [f"init_adapter={adapter}", "lora.r=16", "lora.target_modules=[q_proj]"])
    assert load_recipe("grpo_format", [f"init_adapter={adapter}", "lora.r=16"]).raw["init_adapter"] == str(adapter)


def test_a_reward_model_is_no_adapter_to_start_a_policy_from(tmp_path):
    # a reward_model run's adapter is a sequence classifier (peft task_type SEQ_CLS, with its score head): a policy
    # started from it would continue LoRA layers trained to score answers, not to write them
    reward_model = tmp_path / "reward-model"
    reward_model.mkdir()
    (reward_model / "adapter_config.json").write_text(json.dumps({
        "peft_type": "LORA", "task_type": "SEQ_CLS", "r": 8, "lora_alpha": 16, "lora_dropout": 0.05,
        "target_modules": ["q_proj", "v_proj"], "modules_to_save": ["score"]}))
    for recipe in ("ppo_syllogism", "grpo_format", "sft_warmup"):
        with pytest.raises(ValueError, match=r"init_adapter .*reward-model is a reward model \(a classifier that "
                                             r"scores answers\), not a model that writes them"):
            load_recipe(recipe, [f"init_adapter={reward_model}"])
    policy = tmp_path / "warm-up"
    policy.mkdir()
    (policy / "adapter_config.json").write_text(json.dumps({
        "peft_type": "LORA", "task_type": "CAUSAL_LM", "r": 8, "lora_alpha": 16, "lora_dropout": 0.05,
        "target_modules": ["q_proj", "v_proj"]}))
    assert load_recipe("ppo_syllogism", [f"init_adapter={policy}"]).raw["init_adapter"] == str(policy)
