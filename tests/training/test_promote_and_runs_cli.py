"""`lexloop promote | rollback | runs | train` against a real store and a real HTTP server on a free port: a
promotion reaches the server however it was started, and the listing says what happened to each run."""

from __future__ import annotations

import functools
import http.server
import json
import socket
import threading
import time
from pathlib import Path

import pytest
import uvicorn
from fastapi import FastAPI

from backend.cli import main
from backend.config import Settings, get_settings
from backend.db import init_db, make_engine
from training.registry import Registry

from test_training_registry import NO_WEIGHTS_SAFETENSORS


class ServedLLM:
    """Keeps the adapter the server was told to serve, as the real backends do."""

    model_id = "tiny"

    def __init__(self):
        self.adapter_id = None

    def use_adapter(self, path, adapter_id=None):
        self.adapter_id = None  # dropped before loading, as the transformers backend does
        if path and json.loads((Path(path) / "adapter_config.json").read_text()).get("base_model_name_or_path"):
            raise RuntimeError("size mismatch for lora_A.weight")  # an adapter trained on another base model
        self.adapter_id = adapter_id if path else None


@pytest.fixture
def registry(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LEXLOOP_LLM_BACKEND", "none")
    get_settings.cache_clear()
    settings = Settings(data_dir=tmp_path, llm_backend="none")
    engine = make_engine(settings.resolved_database_url)
    init_db(engine)
    yield Registry(engine, tmp_path / "runs")
    get_settings.cache_clear()


def finished(registry: Registry, name: str) -> str:
    run = registry.new_run(name, "sft", {"trainer": "sft"}, "snap-1")
    (Path(run.run_dir) / "adapter").mkdir()
    (Path(run.run_dir) / "adapter" / "adapter_config.json").write_text("{}")
    (Path(run.run_dir) / "adapter" / "adapter_model.safetensors").write_bytes(NO_WEIGHTS_SAFETENSORS)
    registry.update_run(run.id, status="succeeded", metrics={"steps": 3})
    return run.id


def exported(registry: Registry, snapshot_id: str) -> None:
    """An (empty) export snapshot in the registry's data dir."""
    folder = registry.data_dir / "exports" / snapshot_id
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text(json.dumps({"snapshot_id": snapshot_id}))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def server(registry):
    """The training routes served over HTTP on a port other than the default, like `lexloop serve --port N`."""
    from backend.api.routes import training as routes
    from backend.services import Services

    app = FastAPI()
    app.state.services = Services(Settings(data_dir=registry.data_dir, llm_backend="none"), registry.engine, None,
                                  ServedLLM(), None)
    app.include_router(routes.router)
    port = free_port()
    uv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=uv.run, daemon=True)
    thread.start()
    while not uv.started:
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}", app.state.services.llm
    uv.should_exit = True
    thread.join(5)


def test_promote_with_no_server_at_the_address_records_nothing_and_names_url(registry, capsys):
    run_id = finished(registry, "a")
    assert main(["promote", run_id, "--url", f"http://127.0.0.1:{free_port()}"]) == 1
    err = capsys.readouterr().err
    assert "nothing was recorded" in err and "--url" in err and "--offline" in err
    assert registry.active() is None  # the registry does not claim what no server took


@pytest.fixture
def foreign_server():
    """Another program on the port: a plain static file server, which answers 404 or 501 to LexLoop's paths."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(Path(__file__).parent))
    handler.log_message = lambda *args: None
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    thread.join(5)


def test_promote_or_rollback_records_nothing_when_what_answers_is_no_lexloop_server(foreign_server, server, registry,
                                                                                    capsys):
    run_id = finished(registry, "a")
    lexloop_url, llm = server
    for url in (foreign_server, lexloop_url + "/api"):  # another program; LexLoop's address with a path too many
        assert main(["promote", run_id, "--url", url]) == 1
        err = capsys.readouterr().err
        assert f"what answered at {url} is no LexLoop server (GET /api/training/active: 404)" in err, err
        assert "nothing was recorded" in err
        assert registry.active() is None and llm.adapter_id is None
    assert main(["promote", run_id, "--offline"]) == 0
    assert main(["rollback", "--url", foreign_server]) == 1
    assert registry.active().run_id == run_id  # the rollback was not recorded either


def test_promote_reaches_a_server_on_another_port_and_a_retry_reapplies(server, registry, capsys):
    url, llm = server
    run_id = finished(registry, "a")
    assert main(["promote", run_id, "--url", url]) == 0
    assert llm.adapter_id == run_id and f"now serves adapter {run_id}" in capsys.readouterr().out
    llm.use_adapter(None)  # as a server restarted without it, or one that missed the first call
    assert main(["promote", run_id, "--url", url]) == 0  # not "already serving": applied again
    assert llm.adapter_id == run_id
    assert main(["rollback", "--url", url]) == 0
    assert llm.adapter_id is None
    assert "rolled back to the base model; the server at " in capsys.readouterr().out


def test_promote_of_an_adapter_the_server_cannot_load_records_nothing(server, registry, capsys):
    url, llm = server
    good, other = finished(registry, "sft_warmup"), finished(registry, "sft_warmup")
    (registry.get_run(other).adapter_path / "adapter_config.json").write_text('{"base_model_name_or_path": "Qwen"}')
    assert main(["promote", good, "--url", url]) == 0
    capsys.readouterr()
    assert main(["promote", other, "--url", url]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: the server at") and f"adapter of run {other} cannot be loaded" in err
    assert f"nothing was recorded and the server serves {good} as before" in err and "in the registry" not in err
    assert registry.active().run_id == good and llm.adapter_id == good


def test_offline_promotion_is_recorded_for_the_next_server_start(registry, capsys):
    run_id = finished(registry, "a")
    assert main(["promote", run_id, "--offline"]) == 0
    assert "a server serves it when it starts" in capsys.readouterr().out
    assert registry.active().run_id == run_id
    assert main(["rollback", "--offline"]) == 0
    assert registry.active().run_id is None


def test_promote_reads_the_adapter_weights_once(registry, monkeypatch, capsys):
    from training import registry as registry_module

    reads = []
    counted = registry_module.nonfinite_weights

    def counting(adapter_dir):
        reads.append(Path(adapter_dir))
        return counted(adapter_dir)

    monkeypatch.setattr(registry_module, "nonfinite_weights", counting)
    run_id = finished(registry, "a")
    assert main(["promote", run_id, "--offline"]) == 0
    assert reads == [registry.get_run(run_id).adapter_path]  # checked before the server is asked, not again after
    assert registry.active().run_id == run_id


def test_runs_show_step_error_and_that_a_failed_run_cannot_serve(registry, capsys):
    done = finished(registry, "done")
    failed = registry.new_run("broken", "sft", {"trainer": "sft"}, "snap-2")
    registry.update_run(failed.id, status="failed", error="Traceback …\nValueError: no sft examples in sft.jsonl")
    (Path(failed.run_dir) / "progress.json").write_text('{"step": 4, "max_steps": 30, "history": []}')
    assert main(["runs"]) == 0
    out = capsys.readouterr().out
    assert f"{done}" in out and "steps=3" in out
    assert "step=4/30" in out and "    error: ValueError: no sft examples in sft.jsonl" in out
    summary = registry.get_run(failed.id).summary()
    assert summary["servable"] is False and summary["adapter_path"] is None
    assert registry.get_run(done).summary()["servable"] is True


def test_runs_name_the_file_a_run_without_a_snapshot_trained_on(registry, capsys):
    from_file = registry.new_run("sft_format", "sft", {"trainer": "sft", "data": {"source": "jsonl",
                                                                                   "path": "warmup/answers.jsonl"}},
                                 None)
    from_export = registry.new_run("sft_warmup", "sft", {"trainer": "sft"}, "snap-7")
    assert main(["runs"]) == 0
    lines = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    assert "data=warmup/answers.jsonl" in lines[from_file.id] and "snapshot=None" not in lines[from_file.id]
    assert "snapshot=snap-7" in lines[from_export.id]


def test_runs_print_why_a_finished_run_was_not_evaluated(registry, capsys):
    # the run's JSON and the Operator page show the note; the listing printed nothing, reading as "no evaluation"
    unevaluated = registry.new_run("grpo_format", "grpo", {"trainer": "grpo"}, None)
    note = ("nothing held back: data.holdout_fraction 0.1 of 3 grpo examples chose none, so the adapter is not "
            "evaluated; export more examples or raise the fraction")
    registry.update_run(unevaluated.id, status="succeeded", metrics={"steps": 2, "evaluation": {"n": 0, "note": note}})
    evaluated = registry.new_run("sft_warmup", "sft", {"trainer": "sft"}, "snap-1")
    registry.update_run(evaluated.id, status="succeeded", metrics={"steps": 2, "evaluation": {
        "n": 4, "metric": "mean answer-token loss (lower is better)", "adapter": 1.25, "base": 2.5}})
    assert main(["runs"]) == 0
    lines = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    assert lines[unevaluated.id].endswith(f" steps=2 held-back: {note}")
    assert lines[evaluated.id].endswith(
        " held-back mean answer-token loss (lower is better): adapter=1.2500 base=2.5000 (n=4)")


def test_train_refuses_while_another_run_holds_the_slot(registry, capsys):
    import os

    exported(registry, "20261124T010203Z-abcd1234")  # the data is there: only the slot is taken
    example = {"messages": [{"role": "user", "content": "试用期被辞退有补偿吗？"},
                            {"role": "assistant", "content": "违法解除的，应支付赔偿金。"}], "task": "ask", "output_id": 1}
    (registry.data_dir / "exports" / "20261124T010203Z-abcd1234" / "sft.jsonl").write_text(
        json.dumps(example, ensure_ascii=False) + "\n", encoding="utf-8")
    holder = registry.new_run("sft_warmup", "sft", {"trainer": "sft"}, None)
    registry.update_run(holder.id, status="running", pid=os.getpid())  # a live process holds the slot
    assert main(["train", "sft_warmup"]) == 2
    err = capsys.readouterr().err
    assert holder.id in err and "one run at a time" in err
    assert len(registry.list_runs()) == 1  # nothing new was recorded


def test_train_names_a_misspelt_recipe_or_key_before_waiting_for_the_slot(registry, capsys, tmp_path):
    import os

    holder = registry.new_run("sft_format", "sft", {"trainer": "sft"}, None)
    registry.update_run(holder.id, status="running", pid=os.getpid())
    assert main(["train", "sft_fromat"]) == 2
    err = capsys.readouterr().err
    assert "sft_fromat" in err and "one run at a time" not in err
    assert main(["train", "sft_format", "--set", "args.max_step=1"]) == 2
    assert "did you mean args.max_steps?" in capsys.readouterr().err
    own = tmp_path / "own_recipe.yaml"  # an operator's own recipe with a misspelt section
    own.write_text("trainer: sft\nlroa: {r: 8}\nargs: {max_steps: 1}\n", encoding="utf-8")
    assert main(["train", str(own)]) == 2
    assert capsys.readouterr().err.startswith("error: recipe own_recipe.yaml: lroa is read by nothing; "
                                              "did you mean lora? known: args, ")
    assert [run.id for run in registry.list_runs()] == [holder.id]


def test_train_with_a_missing_snapshot_records_no_run_and_names_the_snapshots_there_are(registry, capsys):
    assert main(["train", "sft_warmup"]) == 2  # no export yet
    assert "no export snapshot under" in capsys.readouterr().err
    exported(registry, "20261124T010203Z-abcd1234")
    assert main(["train", "sft_warmup", "--snapshot", "20261124T010203Z-abcd"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: no export snapshot '20261124T010203Z-abcd' under ")
    assert err.rstrip().endswith("(the newest: 20261124T010203Z-abcd1234)")
    assert registry.list_runs() == []  # a typo is no failed run in the listing


def test_runs_into_a_reader_that_stops_ends_quietly(registry):
    import os
    import subprocess
    import sys

    finished(registry, "r")
    # the reader closes its end at once, as `head` does once it has its lines: every write then hits a closed pipe
    result = subprocess.run(f"{sys.executable} -m backend.cli runs | (exec 0<&-; sleep 3)", shell=True,
                            capture_output=True, text=True, env=dict(os.environ), timeout=120)
    assert "BrokenPipeError" not in result.stderr and "Traceback" not in result.stderr


def test_train_from_a_snapshot_without_the_trainers_examples_records_no_run(registry, capsys):
    """Lawyers rated two answers poorly and corrected none: the export holds GRPO prompts but no SFT target. The
    warm-up is refused at once, saying what would give it examples, instead of a run failing after the model loads."""
    exported(registry, "20261124T020000Z-0a1b2c3d")
    folder = registry.data_dir / "exports" / "20261124T020000Z-0a1b2c3d"
    (folder / "sft.jsonl").write_text("", encoding="utf-8")
    prompt = {"prompt": "月薪5000元，干了2年被辞退，补偿多少？", "task": "compensation", "reference": None, "output_id": 1}
    (folder / "grpo.jsonl").write_text(json.dumps(prompt, ensure_ascii=False) + "\n", encoding="utf-8")
    assert main(["train", "sft_warmup"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: no sft examples in snapshot 20261124T020000Z-0a1b2c3d: each comes from an output "
                          "rated at or above its rubric's accept level, or a correction")
    assert main(["train", "grpo_syllogism"]) == 2  # its data.tasks is [ask]: the compensation prompt is no example
    assert "no grpo examples in snapshot 20261124T020000Z-0a1b2c3d for tasks ['ask']" in capsys.readouterr().err
    assert registry.list_runs() == []


def test_an_offline_switch_says_when_a_server_of_this_registry_still_serves_the_old_adapter(server, registry, capsys):
    url, llm = server
    run_id = finished(registry, "a")
    assert main(["promote", run_id, "--offline", "--url", url]) == 0
    out, err = capsys.readouterr()
    assert "a server serves it when it starts" in out
    assert err == (f"note: the server at {url} reads this registry and still serves the base model until it restarts; "
                   f"`lexloop promote {run_id} --url {url}` applies it to a running server now\n")
    assert registry.active().run_id == run_id and llm.adapter_id is None  # recorded, not applied: --offline
    assert main(["promote", run_id, "--url", url]) == 0 and llm.adapter_id == run_id
    capsys.readouterr()
    assert main(["rollback", "--offline", "--url", url]) == 0
    assert f"still serves {run_id} until it restarts; restart the server" in capsys.readouterr().err
    assert main(["promote", run_id, "--offline", "--url", f"http://127.0.0.1:{free_port()}"]) == 0  # none there
    assert capsys.readouterr().err == ""
