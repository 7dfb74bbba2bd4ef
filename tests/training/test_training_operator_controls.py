"""Operator controls of training: finite values and known trainer settings in recipes, refusing a diverged
adapter, cancelling a run, reading its log, audit lines, HTTP limits, and run folders stored relative to the
data dir. A stand-in process (a sleeping python) plays the trainer, so nothing here trains a model."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlmodel import Session

from training.recipe import load_recipe
from training.registry import Registry, TrainingRun, nonfinite_weights
from training.runner import _evaluate

from test_training_registry import NO_WEIGHTS_SAFETENSORS, api, finished_run, store  # noqa: F401 - fixtures

OPERATOR = "olga"  # the operator the `api` fixture signs in as


# ----------------------------------------------------------------- recipes


@pytest.mark.parametrize("override", ["args.learning_rate=.inf", "args.learning_rate=.nan", "lora.alpha=.inf",
                                      "lora.alpha=.nan", "args.temperature=.nan", "args.beta=.inf",
                                      "args.num_train_epochs=.inf", "args.weight_decay=.nan", "lora.dropout=-.inf"])
def test_nan_and_infinity_are_refused_when_the_recipe_loads(override):
    key = override.split("=")[0]
    with pytest.raises(ValueError, match=rf"{key} must be (a finite number|>=)"):
        load_recipe("grpo_format", [override])


def test_misspelt_trainer_settings_are_refused_with_the_nearest_name():
    with pytest.raises(ValueError, match=r"args\.max_step is not a setting of the grpo trainer; did you mean "
                                         r"args\.max_steps\?"):
        load_recipe("grpo_format", ["args.max_step=1"])
    with pytest.raises(ValueError, match=r"args\.bogus_key is not a setting"):
        load_recipe("grpo_format", ["args.bogus_key=1"])
    with pytest.raises(ValueError, match=r"args\.kl_coef is not a setting of the sft trainer"):
        load_recipe("sft_warmup", ["args.kl_coef=0.1"])  # a PPO setting, not an SFT one
    with pytest.raises(ValueError, match="set by the runner"):
        load_recipe("grpo_format", ["args.output_dir=x"])
    assert load_recipe("ppo_syllogism", ["args.kl_coef=0.05"]).args["kl_coef"] == 0.05


# ----------------------------------------------------------------- diverged adapters


def _adapter_with(run_dir: Path, weights: dict) -> None:
    from safetensors.torch import save_file

    adapter = run_dir / "adapter"
    adapter.mkdir(exist_ok=True)
    (adapter / "adapter_config.json").write_text("{}")
    save_file(weights, str(adapter / "adapter_model.safetensors"))


def test_non_finite_weights_are_counted_in_every_float_type(tmp_path):
    import torch

    weights = {"a": torch.tensor([1.0, float("nan"), 2.0]),
               "b": torch.tensor([float("inf"), 0.5], dtype=torch.bfloat16),
               "c": torch.tensor([-float("inf"), 1.0], dtype=torch.float16), "steps": torch.tensor([3, 4])}
    _adapter_with(tmp_path, weights)
    assert nonfinite_weights(tmp_path / "adapter") == (3, 7)  # integer tensors are not weights


@pytest.mark.parametrize("content", [b"", b"\x10\x00\x00\x00\x00\x00\x00\x00{not json", "cut"])
def test_an_unreadable_weights_file_is_named_when_promoting(tmp_path, store, content):  # noqa: F811
    import torch

    _adapter_with(tmp_path, {"a": torch.ones(64)})
    weights = tmp_path / "adapter" / "adapter_model.safetensors"
    # a copy cut short keeps the header and loses the end of the weights
    weights.write_bytes(weights.read_bytes()[:-100] if content == "cut" else content)
    with pytest.raises(ValueError, match="is no readable safetensors file .*train the run again or restore the file"):
        nonfinite_weights(tmp_path / "adapter")
    _, _, registry = store
    run_id = finished_run(registry, "sft_warmup", trainer="sft")
    shutil.copy(weights, registry.get_run(run_id).adapter_path)
    with pytest.raises(ValueError, match="no readable safetensors file"):
        registry.promote(run_id)
    assert registry.active() is None


def test_promote_refuses_an_adapter_with_non_finite_weights(api):  # noqa: F811
    import torch

    client, _, registry = api
    diverged = registry.new_run("grpo_format", "grpo", {}, None)
    _adapter_with(Path(diverged.run_dir), {"lora_A": torch.full((4, 4), float("nan"))})
    registry.update_run(diverged.id, status="succeeded")
    with pytest.raises(ValueError, match="16 of 16 adapter weights are NaN or infinite"):
        registry.promote(diverged.id)
    refused = client.post("/api/training/promote", json={"run_id": diverged.id})
    assert refused.status_code == 409 and "NaN or infinite" in refused.json()["detail"]
    assert registry.active() is None

    healthy = registry.new_run("grpo_format", "grpo", {}, None)
    _adapter_with(Path(healthy.run_dir), {"lora_A": torch.ones((4, 4))})
    registry.update_run(healthy.id, status="succeeded")
    assert client.post("/api/training/promote", json={"run_id": healthy.id}).status_code == 200


@pytest.mark.parametrize("weights", ["adapter_model.safetensors", "adapter_model.bin"])
def test_promote_refuses_an_adapter_without_weights_before_recording_it(api, weights):  # noqa: F811
    client, services, registry = api
    serving = finished_run(registry, "grpo_format")
    assert client.post("/api/training/promote", json={"run_id": serving}).status_code == 200
    history = registry.active().id
    # a copy that kept adapter_config.json and lost the weights: before, the promotion was recorded and the server
    # then refused to load it
    emptied = finished_run(registry, "grpo_format")
    (registry.get_run(emptied).adapter_path / "adapter_model.safetensors").unlink()
    refused = client.post("/api/training/promote", json={"run_id": emptied})
    assert refused.status_code == 409
    assert refused.json()["detail"] == (
        f"run {emptied}: the adapter at {registry.get_run(emptied).adapter_path} has adapter_config.json but no "
        "weights (adapter_model.safetensors or adapter_model.bin is missing); train the run again or restore the file")
    assert registry.active().id == history and services.llm.adapter_id == serving  # nothing recorded or switched
    # either file peft saves is weights enough
    (registry.get_run(emptied).adapter_path / weights).write_bytes(NO_WEIGHTS_SAFETENSORS)
    assert client.post("/api/training/promote", json={"run_id": emptied}).status_code == 200
    assert services.llm.adapter_id == emptied


# ----------------------------------------------------------------- cancelling


def _sleeping_trainer() -> subprocess.Popen:
    """A process group like the one a launch starts: a leader and a child of its own."""
    sleep = "import time; time.sleep(60)"
    script = f"import subprocess, sys, time; subprocess.Popen([sys.executable, '-c', {sleep!r}]); {sleep}"
    return subprocess.Popen([sys.executable, "-c", script], start_new_session=True)


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[-1].split()[0] == "Z"


def test_cancel_stops_the_process_group_and_frees_the_slot(store):  # noqa: F811
    _, _, registry = store
    process = _sleeping_trainer()
    try:
        run = registry.new_run("grpo_format", "grpo", {}, None)
        registry.update_run(run.id, status="running", pid=process.pid)
        time.sleep(0.5)  # let the leader start its child
        group = subprocess.run(["pgrep", "-g", str(process.pid)], capture_output=True, text=True).stdout.split()
        assert len(group) == 2
        cancelled = registry.cancel(run.id, by="olga")
        assert cancelled.status == "cancelled" and cancelled.error == "cancelled by olga"
        assert cancelled.finished_at is not None
        assert process.poll() is not None and all(_gone(int(pid)) for pid in group)
        assert registry.running() == []
        with pytest.raises(ValueError, match="is cancelled; only a queued or running run"):
            registry.cancel(run.id, by="olga")
        with pytest.raises(ValueError, match="only a run that succeeded can be promoted"):
            registry.promote(run.id)
    finally:
        if process.poll() is None:
            process.kill()
    with pytest.raises(LookupError):
        registry.cancel("no-such-run", by="olga")


def test_cancel_launch_and_log_over_http_with_audit_lines(api, monkeypatch, caplog):  # noqa: F811
    from backend.api.routes import training as routes

    client, _, registry = api
    started = []
    real_popen = subprocess.Popen

    def fake_popen(command, **kwargs):  # the real launch command, but a sleeping stand-in runs
        assert command[1:3] == ["-m", "training"]
        kwargs["stdout"].write(b"step 1\nstep 2\nTraceback: nothing, a stand-in\n")
        started.append(real_popen([sys.executable, "-c", "import time; time.sleep(60)"], **kwargs))
        return started[-1]

    monkeypatch.setattr(routes.subprocess, "Popen", fake_popen)
    caplog.set_level(logging.INFO, logger="lexloop.audit")
    try:
        launched = client.post("/api/training/runs", json={"recipe": "grpo_format", "overrides": ["args.max_steps=5"]})
        assert launched.status_code == 202, launched.text
        run_id = launched.json()["run_id"]
        assert client.post("/api/training/runs", json={"recipe": "grpo_format"}).status_code == 409  # slot held

        log = client.get(f"/api/training/runs/{run_id}/log", params={"lines": 2})
        assert log.status_code == 200 and log.text == "step 2\nTraceback: nothing, a stand-in\n"
        assert client.get(f"/api/training/runs/{run_id}/log", params={"lines": 0}).status_code == 422

        forbidden = client.post(f"/api/training/runs/{run_id}/cancel", headers=client.annotator_headers)
        assert forbidden.status_code == 403
        cancelled = client.post(f"/api/training/runs/{run_id}/cancel")
        assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
        assert cancelled.json()["error"] == f"cancelled by {OPERATOR}"
        assert started[0].poll() is not None
        assert client.post(f"/api/training/runs/{run_id}/cancel").status_code == 409
        assert client.post("/api/training/runs/nope/cancel").status_code == 404
    finally:
        for process in started:
            if process.poll() is None:
                process.kill()
    finished = finished_run(registry, "b")
    assert client.get(f"/api/training/runs/{finished}/log").status_code == 404  # no train.log: not launched over HTTP
    assert client.post("/api/training/promote", json={"run_id": finished}).status_code == 200
    assert client.post("/api/training/rollback").status_code == 200

    lines = [record.getMessage() for record in caplog.records if record.name == "lexloop.audit"]
    assert any(line.startswith(f"training run {run_id} launched by {OPERATOR}: recipe grpo_format")
               and "args.max_steps=5" in line for line in lines)
    assert f"training run {run_id} cancelled by {OPERATOR}" in lines
    assert f"adapter of run {finished} promoted by {OPERATOR}" in lines
    assert f"adapter rolled back by {OPERATOR} from {finished} to the base model" in lines


# ----------------------------------------------------------------- HTTP limits and messages


def test_http_overrides_are_capped_and_a_mistyped_number_is_a_type_error(api):  # noqa: F811
    client, _, _ = api

    def refused(override: str) -> str:
        response = client.post("/api/training/runs", json={"recipe": "grpo_format", "overrides": [override]})
        assert response.status_code == 422, override
        return response.json()["detail"]

    assert "at most 100,000" in refused("args.max_steps=100000000")
    assert "at most 1,000" in refused("args.num_train_epochs=1e9")
    mistyped = refused("args.max_steps=abc")
    assert "args.max_steps must be a whole number" in mistyped and "host operator" not in mistyped
    assert "args.learning_rate must be a number" in refused("args.learning_rate=fast")
    assert "finite" in refused("args.learning_rate=.inf")
    assert "did you mean args.max_steps" in refused("args.max_step=1")


def test_an_unknown_run_id_is_not_echoed_in_full(api):  # noqa: F811
    client, _, _ = api
    in_path, in_body = "x" * 5_000, "x" * 100_000  # an HTTP client refuses a URL much longer than 5,000
    for response in (client.get(f"/api/training/runs/{in_path}"),
                     client.post("/api/training/promote", json={"run_id": in_body}),
                     client.post(f"/api/training/runs/{in_path}/cancel")):
        assert response.status_code == 404 and len(response.text) < 300


# ----------------------------------------------------------------- evaluation


def test_evaluation_switched_off_is_not_reported_as_no_held_back_examples():
    recipe = load_recipe("grpo_format", ["evaluation.max_examples=0"])
    held = [{"prompt": "a"}, {"prompt": "b"}]
    assert _evaluate(recipe, held, None, 8, lambda records: pytest.fail("evaluated")) == {
        "n": 0, "note": "skipped: evaluation.max_examples is 0 (2 held back)"}
    nothing = _evaluate(recipe, [], None, 8, lambda records: pytest.fail("evaluated"))
    assert nothing == {"n": 0, "note": "skipped: evaluation.max_examples is 0 (0 held back)"}
    # switched off, a split that held nothing back is no reason to export more: the note says evaluation is off
    unheld = "nothing held back: data.holdout_fraction 0.1 of 6 grpo examples chose none"
    assert _evaluate(recipe, [], unheld, 8, lambda records: pytest.fail("evaluated"))["note"].startswith("skipped")
    limited = load_recipe("grpo_format", ["evaluation.max_examples=1"])
    assert _evaluate(limited, held, None, 8, lambda records: {"n": len(records)}) == {"n": 1}
    # a fraction that held nothing back says so, rather than the evaluator's plain "no held-back examples"
    note = "nothing held back: data.holdout_fraction 0.25 of 3 grpo examples chose none"
    assert _evaluate(limited, [], note, 8, lambda records: pytest.fail("evaluated")) == {"n": 0, "note": note}


def test_a_split_that_holds_nothing_back_is_not_warned_about_when_evaluation_is_off(caplog):
    from training.runner import _rows_and_holdout

    # the hash puts none of the first four bundled warm-up answers in a 10 % slice (test_training_runs)
    asked = ["data.holdout_fraction=0.1", "data.max_examples=4"]
    train, held, note = _rows_and_holdout(load_recipe("sft_format", asked + ["evaluation.max_examples=0"]))
    assert (len(train), held, note) == (4, [], None) and not caplog.records
    _, _, note = _rows_and_holdout(load_recipe("sft_format", asked + ["evaluation.max_examples=4"]))
    assert note.startswith("nothing held back") and [r.getMessage() for r in caplog.records] == [note]


# ----------------------------------------------------------------- paths


def test_run_folders_are_stored_relative_and_survive_a_copied_data_dir(tmp_path):
    from backend.db import init_db, make_engine

    old_home = tmp_path / "old"
    engine = make_engine(f"sqlite:///{old_home / 'lexloop.db'}")
    old_home.mkdir(exist_ok=True)  # make_engine may create it
    init_db(engine)
    registry = Registry(engine, old_home / "runs")
    fresh = finished_run(registry, "fresh")
    legacy = finished_run(registry, "legacy")
    with Session(engine) as session:
        assert session.get(TrainingRun, fresh).run_dir == f"runs/{fresh}"
        row = session.get(TrainingRun, legacy)  # as rows were written before: an absolute path
        row.run_dir = str(old_home / "runs" / legacy)
        session.add(row)
        session.commit()
    assert registry.get_run(legacy).adapter_path == old_home / "runs" / legacy / "adapter"
    engine.dispose()

    new_home = tmp_path / "restored"
    shutil.copytree(old_home, new_home)
    shutil.rmtree(old_home)  # the old store is gone: nothing may still point there
    moved = Registry(make_engine(f"sqlite:///{new_home / 'lexloop.db'}"), new_home / "runs")
    for run_id in (fresh, legacy):
        assert moved.get_run(run_id).adapter_path == new_home / "runs" / run_id / "adapter"
        assert moved.list_runs()[0].run_dir.startswith(str(new_home))
    assert moved.promote(fresh).id == fresh
    assert moved.progress(legacy)["adapter_path"] == str(new_home / "runs" / legacy / "adapter")


def test_cli_runs_cancel_and_log(tmp_path, monkeypatch, capsys):
    from backend.cli import main
    from backend.config import get_settings

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    process = _sleeping_trainer()
    try:
        registry = Registry.open()
        run = registry.new_run("grpo_format", "grpo", {}, None)
        registry.update_run(run.id, status="running", pid=process.pid)
        (Path(run.run_dir) / "train.log").write_text("one\ntwo\nthree\n")
        assert main(["runs", "log", run.id, "--lines", "2"]) == 0
        assert capsys.readouterr().out == "two\nthree\n"
        assert main(["runs", "cancel", run.id]) == 0
        assert capsys.readouterr().out == f"cancelled {run.id}; the training slot is free\n"
        assert process.poll() is not None
        cancelled = registry.get_run(run.id)
        assert cancelled.status == "cancelled" and cancelled.error.endswith("(cli)")
        for argv in (["runs", "cancel", run.id], ["runs", "cancel", "nope"], ["runs", "log", "nope"]):
            assert main(argv) == 2
            err = capsys.readouterr().err
            assert err.startswith("error: ") and err.count("\n") == 1, argv
        assert main(["runs"]) == 0 and run.id in capsys.readouterr().out
        evaluated = registry.new_run("sft_warmup", "sft", {}, None)
        registry.update_run(evaluated.id, status="succeeded", metrics={
            "evaluation": {"n": 4, "metric": "loss", "adapter": 1.25, "base": 2.5}})
        assert main(["runs"]) == 0
        assert "held-back loss: adapter=1.2500 base=2.5000 (n=4)" in capsys.readouterr().out
    finally:
        if process.poll() is None:
            process.kill()
        get_settings.cache_clear()
