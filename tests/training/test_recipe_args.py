"""Recipe `args:` checked against the trainer's config without importing trl: each override typed as the config
field expects it (whole numbers, numbers, switches, text), misspelt names refused with the nearest one, and no
lora.alpha that peft would truncate."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from training.recipe import ARG_KINDS_FILE, TRAINERS, load_recipe, trainer_arg_kinds

import test_training_registry

# the training routes with an operator's client, as the registry tests build them
api, store = test_training_registry.api, test_training_registry.store

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def test_the_recorded_arg_kinds_are_the_fields_of_the_trainer_configs():
    from training.configs import TRAINER_CONFIGS, config_arg_kinds, recorded_arg_kinds

    assert set(TRAINER_CONFIGS) == set(TRAINERS)
    for trainer in TRAINERS:
        assert trainer_arg_kinds(trainer) == config_arg_kinds(trainer), trainer
    recorded = json.loads(ARG_KINDS_FILE.read_text(encoding="utf-8"))
    if recorded["versions"] == recorded_arg_kinds()["versions"]:
        assert recorded == recorded_arg_kinds(), "stale: run `python -m training.configs`"
    sft = trainer_arg_kinds("sft")
    assert (sft["max_steps"], sft["learning_rate"], sft["run_name"]) == (["int"], ["float"], ["null", "str"])
    assert trainer_arg_kinds("grpo")["use_vllm"] == ["bool"]
    assert "kl_coef" in trainer_arg_kinds("ppo") and "kl_coef" not in sft


def test_checking_a_recipe_imports_neither_trl_nor_torch():
    recorded = json.loads(ARG_KINDS_FILE.read_text(encoding="utf-8"))["versions"]
    if any(version(name) != wanted for name, wanted in recorded.items()):
        pytest.skip(f"{ARG_KINDS_FILE.name} records {recorded}; run `python -m training.configs` for these versions")
    script = ("import sys\nfrom training.recipe import load_recipe\n"
              "load_recipe('grpo_format', ['args.max_steps=3'])\n"
              "try:\n    load_recipe('grpo_format', ['args.max_step=3'])\nexcept ValueError as exc:\n    print(exc)\n"
              "print(sorted(name for name in ('trl', 'torch', 'transformers') if name in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], cwd=PROJECT_ROOT, capture_output=True, text=True,
                          timeout=120, check=True)
    refusal, loaded = done.stdout.strip().splitlines()
    assert refusal.endswith("args.max_step is not a setting of the grpo trainer; did you mean args.max_steps?")
    assert loaded == "[]"


def test_overrides_take_the_kind_of_value_their_trainer_field_takes():
    recipe = load_recipe("grpo_format", ["args.max_steps=7", "args.learning_rate=1", "args.use_vllm=true",
                                         "args.run_name=2024", "args.report_to=none"])
    args = recipe.args
    assert args["max_steps"] == 7 and isinstance(args["max_steps"], int)
    assert args["learning_rate"] == 1.0 and isinstance(args["learning_rate"], float)  # a whole number is a number
    assert args["use_vllm"] is True
    assert args["run_name"] == "2024"  # a text field: the text as written, not the number YAML reads
    assert args["report_to"] == "none"
    assert load_recipe("sft_warmup", ["args.learning_rate=2e-5"]).args["learning_rate"] == 2e-5
    # YAML reads 2025-03-15 as a date, which no setting takes: the text as typed
    assert load_recipe("sft_warmup", ["args.run_name=2025-03-15"]).args["run_name"] == "2025-03-15"
    assert load_recipe("sft_warmup", ["args.run_name=2025-03-15T08:30:00Z"]).args["run_name"] == "2025-03-15T08:30:00Z"


@pytest.mark.parametrize("override, message", [
    ("args.max_steps=abc", "args.max_steps must be a whole number, got 'abc'"),
    ("args.max_steps=2.5", "args.max_steps must be a whole number, got 2.5"),
    ("args.max_steps=null", "args.max_steps must be a whole number, got None"),
    ("args.learning_rate=fast", "args.learning_rate must be a number, got 'fast'"),
    ("args.use_vllm=1", "args.use_vllm must be true or false, got 1"),
    ("args.use_vllm=maybe", "args.use_vllm must be true or false, got 'maybe'"),
    ("args.run_name=[a, b]", "args.run_name must be null or text, got ['a', 'b']"),
    ("args.max_steps=2025-03-15", "args.max_steps must be a whole number, got '2025-03-15'"),
    ("args.run_name=[a, b", "the value is not valid YAML; quote text ('...')"),
    ("args.run_name=!!binary bGV4", "args.run_name must be null or text, got b'lex'"),
])
def test_an_override_of_the_wrong_kind_names_what_the_field_takes(override, message):
    with pytest.raises(ValueError) as refused:
        load_recipe("grpo_format", [override])
    assert str(refused.value) == f"override {override!r}: {message}"


def test_a_recipe_file_value_of_the_wrong_kind_is_refused_when_it_loads(tmp_path):
    written = tmp_path / "quoted.yaml"
    written.write_text('trainer: sft\nargs: {max_steps: "30"}\n')
    with pytest.raises(ValueError, match=r"recipe quoted.yaml: args.max_steps must be a whole number, got '30'"):
        load_recipe(str(written))
    dated = tmp_path / "dated.yaml"
    dated.write_text("trainer: sft\nargs: {run_name: 2025-03-15}\n")
    with pytest.raises(ValueError, match=r"recipe dated.yaml: args.run_name must be null or text, got "
                                         r"datetime.date\(2025, 3, 15\) \(quote it to give text\)"):
        load_recipe(str(dated))


def test_an_http_override_yaml_cannot_type_is_a_422_not_a_server_error(api):
    client, _, _ = api
    for override, said in (("args.run_name=2025-03-15", "host operator"),  # text: not settable over HTTP
                           ("args.max_steps=2025-03-15", "args.max_steps must be a whole number"),
                           ("args.max_steps={1", "not valid YAML")):
        response = client.post("/api/training/runs", json={"recipe": "sft_warmup", "overrides": [override]})
        assert response.status_code == 422, (override, response.text)
        assert said in response.json()["detail"], (override, response.text)


@pytest.mark.parametrize("override", ["lora.alpha=0.5", "lora.alpha=24.5", "lora.alpha=0"])
def test_a_lora_alpha_peft_would_truncate_is_refused(override):
    # lora_config passes int(alpha) to peft: 0.5 became 0, a scaling of 0 that trains an adapter doing nothing
    with pytest.raises(ValueError, match=r"lora.alpha must be a whole number >= 1"):
        load_recipe("grpo_format", [override])
    assert load_recipe("grpo_format", ["lora.alpha=32"]).lora["alpha"] == 32
