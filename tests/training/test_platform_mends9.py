"""Session 9 mends: one rule for folders recorded relative to the data dir, recipe `args:` checked without
importing trl, `--run-id` refusing to train into a run that already exists, and no lora.alpha peft would truncate."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from backend.config import recorded_folder
from backend.db import init_db, make_engine
from training.recipe import ARG_NAMES_FILE, TRAINERS, load_recipe, trainer_arg_names
from training.registry import Registry
from training.runner import _run_to_continue, run_recipe

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def test_recorded_folder_reads_relative_rows_under_the_data_dir_and_old_absolute_ones_where_they_are(tmp_path):
    data_dir = tmp_path / "home"
    moved_to = data_dir / "runs" / "r1"
    assert recorded_folder("runs/r1", data_dir, moved_to) == moved_to  # relative: under this data dir
    old_home = tmp_path / "old" / "runs" / "r1"
    assert recorded_folder(str(old_home), data_dir, moved_to) == old_home  # gone, and not copied here either
    moved_to.mkdir(parents=True)
    assert recorded_folder(str(old_home), data_dir, moved_to) == moved_to  # gone, but copied with the data dir
    old_home.mkdir(parents=True)
    assert recorded_folder(str(old_home), data_dir, moved_to) == old_home  # still there: kept


def test_the_recorded_arg_names_are_the_fields_of_the_trainer_configs():
    from training.configs import TRAINER_CONFIGS, config_arg_names, recorded_arg_names

    assert set(TRAINER_CONFIGS) == set(TRAINERS)
    for trainer in TRAINERS:
        assert trainer_arg_names(trainer) == config_arg_names(trainer), trainer
    recorded = json.loads(ARG_NAMES_FILE.read_text(encoding="utf-8"))
    if recorded["versions"] == recorded_arg_names()["versions"]:
        assert recorded == recorded_arg_names(), "stale: run `python -m training.configs`"
    assert {"max_steps", "learning_rate"} <= trainer_arg_names("sft")
    assert "kl_coef" in trainer_arg_names("ppo") and "kl_coef" not in trainer_arg_names("sft")


def test_checking_a_recipe_imports_neither_trl_nor_torch():
    recorded = json.loads(ARG_NAMES_FILE.read_text(encoding="utf-8"))["versions"]
    if any(version(name) != wanted for name, wanted in recorded.items()):
        pytest.skip(f"{ARG_NAMES_FILE.name} records {recorded}; run `python -m training.configs` for these versions")
    script = ("import sys\nfrom training.recipe import load_recipe\n"
              "load_recipe('grpo_format', ['args.max_steps=3'])\n"
              "try:\n    load_recipe('grpo_format', ['args.max_step=3'])\nexcept ValueError as exc:\n    print(exc)\n"
              "print(sorted(name for name in ('trl', 'torch', 'transformers') if name in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], cwd=PROJECT_ROOT, capture_output=True, text=True,
                          timeout=120, check=True)
    refusal, loaded = done.stdout.strip().splitlines()
    assert refusal.endswith("args.max_step is not a setting of the grpo trainer; did you mean args.max_steps?")
    assert loaded == "[]"


@pytest.fixture
def registry(tmp_path) -> Registry:
    engine = make_engine(f"sqlite:///{tmp_path / 'lexloop.db'}")
    init_db(engine)
    return Registry(engine, tmp_path / "runs")


def test_a_run_id_that_exists_is_not_trained_into_again(registry):
    done = registry.new_run("grpo_format", "grpo", {"trainer": "grpo"}, "snap-1", run_id="done")
    registry.update_run(done.id, status="succeeded")
    with pytest.raises(ValueError, match=r"run 'done' already exists \(succeeded\); give a new --run-id"):
        run_recipe("grpo_format", ["args.max_steps=1"], run_id="done", registry=registry)
    kept = registry.get_run("done")
    assert kept.status == "succeeded" and kept.recipe == {"trainer": "grpo"} and kept.pid is None
    assert not (Path(kept.run_dir) / "recipe.yaml").exists()

    other = registry.new_run("grpo_format", "grpo", {}, None, run_id="other")
    registry.update_run(other.id, pid=os.getpid() + 1)  # queued by the server for another process
    with pytest.raises(ValueError, match=r"queued for process \d+"):
        _run_to_continue(registry, "other")


def test_the_run_a_server_queued_for_this_process_is_continued(registry):
    assert _run_to_continue(registry, "new") is None
    registry.new_run("grpo_format", "grpo", {}, None, run_id="queued")
    assert _run_to_continue(registry, "queued").id == "queued"  # the server has not recorded the pid yet
    registry.update_run("queued", pid=os.getpid())
    assert _run_to_continue(registry, "queued").id == "queued"


@pytest.mark.parametrize("override", ["lora.alpha=0.5", "lora.alpha=24.5", "lora.alpha=0"])
def test_a_lora_alpha_peft_would_truncate_is_refused(override):
    # lora_config passes int(alpha) to peft: 0.5 became 0, a scaling of 0 that trains an adapter doing nothing
    with pytest.raises(ValueError, match=r"lora.alpha must be a whole number >= 1"):
        load_recipe("grpo_format", [override])
    assert load_recipe("grpo_format", ["lora.alpha=32"]).lora["alpha"] == 32
