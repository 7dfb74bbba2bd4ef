"""What a reward builds only when it first scores is checked when the recipe loads, `--set` reaches list
entries, and examples longer than the trainer's max_length are counted and left out rather than cut."""

from __future__ import annotations


import pytest

from backend.config import Settings, get_settings
from backend.db import init_db, make_engine
from training.data import fitting_records
from training.recipe import apply_overrides, load_recipe
from training.registry import Registry


@pytest.fixture
def registry(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    engine = make_engine(Settings(data_dir=tmp_path).resolved_database_url)
    init_db(engine)
    yield Registry(engine, tmp_path / "runs")
    get_settings.cache_clear()


def test_set_reaches_a_list_entry_and_refuses_a_bad_index():
    raw = {"rewards": [{"name": "preference", "params": {"run": "x"}}, {"name": "syllogism_format", "weight": 0.5}]}
    changed = apply_overrides(raw, ["rewards.0.params.run=rm-7", "rewards.1.weight=2"])
    assert changed["rewards"][0]["params"]["run"] == "rm-7" and changed["rewards"][1]["weight"] == 2
    with pytest.raises(ValueError, match=r"rewards.5 must be an index of the list, 0 to 1"):
        apply_overrides(raw, ["rewards.5.params.run=rm-7"])
    with pytest.raises(ValueError, match="must be an index"):
        apply_overrides(raw, ["rewards.first.weight=1"])


def test_the_placeholder_reward_model_run_is_refused_at_load_with_the_runs_to_use(registry):
    with pytest.raises(ValueError, match=r"no training run 'REPLACE_WITH_REWARD_MODEL_RUN_ID' \(no reward_model run "
                                         r"has finished yet.*--set rewards.0.params.run=RUN_ID"):
        load_recipe("grpo_preference")
    reward_run = registry.new_run("reward_model", "reward", {"trainer": "reward"}, None)
    policy_run = registry.new_run("sft_warmup", "sft", {"trainer": "sft"}, None)
    with pytest.raises(ValueError, match="is a queued 'reward' run, not a finished reward model"):
        load_recipe("grpo_preference", [f"rewards.0.params.run={reward_run.id}"])  # still queued
    registry.update_run(reward_run.id, status="succeeded")
    registry.update_run(policy_run.id, status="succeeded")
    with pytest.raises(ValueError, match=f"a succeeded 'sft' run.*finished reward_model runs: {reward_run.id}"):
        load_recipe("grpo_preference", [f"rewards.0.params.run={policy_run.id}"])
    recipe = load_recipe("grpo_preference", [f"rewards.0.params.run={reward_run.id}"])
    assert recipe.rewards[0]["params"]["run"] == reward_run.id


def test_judge_settings_that_cannot_build_a_backend_are_refused_at_load(tmp_path):
    recipe = tmp_path / "judged.yaml"
    recipe.write_text("trainer: grpo\nrewards:\n  - {name: sentencing, params: {judge: {llm_backend: nonsense}}}\n")
    with pytest.raises(ValueError, match="reward sentencing: judge settings are not valid"):
        load_recipe(str(recipe))


def tiny_tokenizer():
    """A real fast tokenizer over a handful of words, one token per word, with a plain chat template."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    words = ["<unk>", "user", "assistant", ":", "the", "law", "says", "pay", "twice", "context", "answer"]
    core = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=core, unk_token="<unk>")
    tokenizer.chat_template = "{% for m in messages %}{{ m['role'] }} : {{ m['content'] }} {% endfor %}"
    return tokenizer


def test_examples_longer_than_max_length_are_counted_and_left_out():
    tokenizer = tiny_tokenizer()
    short = {"messages": [{"role": "user", "content": "the law"}, {"role": "assistant", "content": "pay twice"}]}
    long_context = " ".join(["context"] * 20)
    long = {"messages": [{"role": "user", "content": long_context}, {"role": "assistant", "content": "pay twice"}]}
    # short: "user : the law assistant : pay twice" = 8 tokens
    assert fitting_records([short, long], tokenizer, 8) == ([short], 1)
    assert fitting_records([short, long], tokenizer, 7) == ([], 2)
    assert fitting_records([short, long], tokenizer, None) == ([short, long], 0)
    pair = {"prompt": [{"role": "user", "content": "the law"}], "chosen": [{"role": "assistant", "content": "pay"}],
            "rejected": [{"role": "assistant", "content": "pay twice " + long_context}]}
    assert fitting_records([pair], tokenizer, 10) == ([], 1)  # the longer answer decides
    assert fitting_records([pair], tokenizer, 30) == ([pair], 0)


def test_only_the_training_records_must_fit_a_held_back_slice_may_be_left_empty():
    from training.runner import _fitting

    tokenizer = tiny_tokenizer()
    long = {"messages": [{"role": "user", "content": " ".join(["context"] * 20)},
                         {"role": "assistant", "content": "pay twice"}]}
    assert _fitting([long], tokenizer, 8, "held-back sft", required=False) == ([], 1)
    with pytest.raises(ValueError, match="all 1 sft examples are longer"):
        _fitting([long], tokenizer, 8, "sft")
