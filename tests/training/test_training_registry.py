"""Model registry, promotion and rollback, and the operator API, on a real SQLite store with a stand-in model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from backend.config import Settings
from backend.db import init_db, make_engine
from training.registry import Registry, apply_active_adapter


class RecordingLLM:
    """Implements use_adapter like the real backends; remembers what it was asked to serve."""

    model_id = "tiny"

    def __init__(self):
        self.adapter_id = None
        self.calls = []

    def use_adapter(self, path, adapter_id=None):
        self.calls.append((path, adapter_id))
        self.adapter_id = adapter_id if path else None


@pytest.fixture
def store(tmp_path):
    settings = Settings(data_dir=tmp_path, llm_backend="none")
    engine = make_engine(settings.resolved_database_url)
    init_db(engine)
    return settings, engine, Registry(engine, tmp_path / "runs")


# a safetensors file that holds no tensor: the 8-byte length of its JSON header, then the header
NO_WEIGHTS_SAFETENSORS = (2).to_bytes(8, "little") + b"{}"


def finished_run(registry: Registry, name: str, trainer: str = "grpo") -> str:
    run = registry.new_run(name, trainer, {"trainer": trainer}, "snap-1")
    adapter = Path(run.run_dir) / "adapter"
    adapter.mkdir()
    (adapter / "adapter_config.json").write_text("{}")
    (adapter / "adapter_model.safetensors").write_bytes(NO_WEIGHTS_SAFETENSORS)  # the stand-in model loads nothing
    registry.update_run(run.id, status="succeeded", metrics={"curve_summary": {"last": 1.0}})
    return run.id


def test_promote_and_rollback_walk_the_history(store):
    _, _, registry = store
    llm = RecordingLLM()
    first, second = finished_run(registry, "a"), finished_run(registry, "b")
    assert apply_active_adapter(registry, llm) is None and llm.calls == []  # nothing promoted: untouched

    registry.promote(first)
    assert apply_active_adapter(registry, llm) == first
    registry.promote(second)
    assert apply_active_adapter(registry, llm) == second
    assert llm.calls[-1] == (str(registry.get_run(second).adapter_path), second)
    promotions = registry.active().id
    registry.promote(second)  # again: the caller re-applies it; a second record would make a rollback a no-op
    assert registry.active().id == promotions

    assert registry.rollback().id == first
    assert apply_active_adapter(registry, llm) == first
    assert registry.rollback() is None  # back to the base model
    assert apply_active_adapter(registry, llm) is None and llm.calls[-1] == (None, None)
    with pytest.raises(ValueError, match="nothing to roll back"):
        registry.rollback()


def test_promotion_is_refused_for_unfinished_or_unservable_runs(store):
    _, _, registry = store
    running = registry.new_run("r", "grpo", {}, None)
    with pytest.raises(ValueError, match="only a run that succeeded"):
        registry.promote(running.id)
    reward_model = finished_run(registry, "rm", trainer="reward")
    with pytest.raises(ValueError, match="cannot serve"):
        registry.promote(reward_model)
    with pytest.raises(LookupError):
        registry.promote("no-such-run")
    with pytest.raises(ValueError, match="run id"):
        registry.new_run("x", "grpo", {}, None, run_id="../escape")


def test_a_dead_training_process_marks_its_run_failed(store):
    _, _, registry = store
    run = registry.new_run("r", "grpo", {}, None)
    registry.update_run(run.id, status="running", pid=2**22 + 12345)  # no such process
    assert registry.progress(run.id)["status"] == "failed"


class OtherBaseLLM(RecordingLLM):
    """Like the transformers backend: drops the adapter it serves, then fails on one trained on another base model
    (peft raises a size mismatch)."""

    def use_adapter(self, path, adapter_id=None):
        self.adapter_id = None
        if path and json.loads((Path(path) / "adapter_config.json").read_text()).get("base_model_name_or_path"):
            raise RuntimeError("Error(s) in loading state_dict for LoraModel: size mismatch for lora_A.weight")
        super().use_adapter(path, adapter_id)


def on_another_base(registry: Registry, name: str) -> str:
    run_id = finished_run(registry, name)
    (registry.get_run(run_id).adapter_path / "adapter_config.json").write_text('{"base_model_name_or_path": "Qwen"}')
    return run_id


def test_an_adapter_the_model_cannot_load_leaves_the_served_one_and_the_server_starts(store):
    from training.registry import AdapterNotLoadable, serve_promoted_adapter

    _, _, registry = store
    llm = OtherBaseLLM()
    good, other = finished_run(registry, "good"), on_another_base(registry, "other")
    registry.promote(good)
    assert apply_active_adapter(registry, llm) == good
    registry.promote(other)
    with pytest.raises(AdapterNotLoadable, match=f"adapter of run {other} cannot be loaded onto the served model tiny"):
        apply_active_adapter(registry, llm)
    assert llm.adapter_id == good  # served again after the failed switch
    serve_promoted_adapter(registry, OtherBaseLLM())  # at server start: logged, served without it, no crash


@pytest.fixture
def api(store):
    from backend.api.routes import training as routes
    from backend.services import Services

    settings, engine, registry = store
    services = Services(settings, engine, None, RecordingLLM(), None)
    app = FastAPI()
    app.state.services = services
    app.include_router(routes.router)
    exports = settings.data_dir / "exports" / "20260101T000000Z-abc"
    exports.mkdir(parents=True)
    (exports / "manifest.json").write_text(json.dumps({"snapshot_id": exports.name, "created_at": "2026-01-01"}))
    (exports / "sft.jsonl").write_text('{"messages": []}\n{"messages": []}\n')
    from backend.auth.models import Role, TokenKind
    from backend.auth.service import create_user, issue_token

    operator = create_user(engine, "olga", "a-long-password", Role.operator)
    annotator = create_user(engine, "alice", "a-long-password", Role.annotator)
    with TestClient(app) as client:
        client.annotator_headers = {"Authorization": f"Bearer {issue_token(engine, annotator.id, TokenKind.api).token}"}
        client.headers["Authorization"] = f"Bearer {issue_token(engine, operator.id, TokenKind.api).token}"
        yield client, services, registry


def test_operator_api_snapshots_runs_promote_rollback(api):
    client, services, registry = api
    assert client.get("/api/training/snapshots").json() == [
        {"snapshot_id": "20260101T000000Z-abc", "created_at": "2026-01-01", "sizes": {"sft": 2, "preference": 0, "grpo": 0}}]
    assert "grpo_format" in [r["name"] for r in client.get("/api/training/recipes").json()]
    run_id = finished_run(registry, "grpo_format")
    assert [r["id"] for r in client.get("/api/training/runs").json()] == [run_id]
    assert client.get(f"/api/training/runs/{run_id}").json()["status"] == "succeeded"
    assert client.get("/api/training/runs/nope").status_code == 404
    assert client.get(f"/api/training/runs/{run_id}/curve.png").status_code == 404  # no curve drawn

    promoted = client.post("/api/training/promote", json={"run_id": run_id})
    assert promoted.status_code == 200 and promoted.json()["adapter_id"] == run_id
    assert services.llm.adapter_id == run_id
    assert client.get("/api/training/active").json()["registry_run_id"] == run_id
    assert client.post("/api/training/promote", json={"run_id": "nope"}).status_code == 404

    rolled = client.post("/api/training/rollback")
    assert rolled.status_code == 200 and rolled.json()["adapter_id"] is None
    assert client.post("/api/training/rollback").status_code == 409


def test_promoting_an_adapter_the_model_cannot_load_is_a_409_that_records_nothing(api):
    client, services, registry = api
    services.llm = OtherBaseLLM()
    good, other = finished_run(registry, "good"), on_another_base(registry, "other")
    assert client.post("/api/training/promote", json={"run_id": good}).status_code == 200
    refused = client.post("/api/training/promote", json={"run_id": other})
    assert refused.status_code == 409
    assert f"serves {good} as before" in refused.json()["detail"] and "size mismatch" in refused.json()["detail"]
    active = client.get("/api/training/active").json()
    assert active["adapter_id"] == good and active["registry_run_id"] == good
    rolled = client.post("/api/training/rollback")  # the history is as it was: back to the base model
    assert rolled.status_code == 200 and rolled.json()["registry_run_id"] is None


def test_operator_endpoints_need_the_operator_role(api):
    client, _, registry = api
    run_id = finished_run(registry, "a")
    for method, path, body in [("get", "/api/training/snapshots", None), ("get", "/api/training/runs", None),
                               ("post", "/api/training/runs", {"recipe": "grpo_format"}),
                               ("post", "/api/training/promote", {"run_id": run_id}),
                               ("post", "/api/training/rollback", None)]:
        kwargs = {"json": body} if body is not None else {}
        assert getattr(client, method)(path, headers={"Authorization": ""}, **kwargs).status_code == 401
        assert getattr(client, method)(path, headers=client.annotator_headers, **kwargs).status_code == 403
    # serving what the registry says needs no token: `lexloop promote` calls it after writing the registry
    assert client.post("/api/training/active/apply", headers={"Authorization": ""}).status_code == 200


def test_launch_refuses_bad_recipes_and_a_second_run(api):
    client, _, registry = api
    unknown = client.post("/api/training/runs", json={"recipe": "nope"})
    assert unknown.status_code == 422 and "no bundled recipe 'nope': one of" in unknown.text
    assert client.post("/api/training/runs", json={"recipe": "../etc/passwd"}).status_code == 422
    # a YAML file in the server's working folder is no bundled recipe
    assert client.post("/api/training/runs", json={"recipe": "pyproject.yaml"}).status_code == 422
    assert client.post("/api/training/runs", json={"recipe": "grpo_format", "overrides": ["bad"]}).status_code == 422
    mistyped = client.post("/api/training/runs", json={"recipe": "grpo_format", "overrides": ["args.max_steps=abc"]})
    assert mistyped.status_code == 422 and "max_steps" in mistyped.json()["detail"]
    # out of range is refused before the run holds the slot, not a minute into it
    for override, message in (("lora.r=0", "lora.r must be"), ("args.num_generations=3", "must divide")):
        refused = client.post("/api/training/runs", json={"recipe": "grpo_format", "overrides": [override]})
        assert refused.status_code == 422 and message in refused.json()["detail"]
    # files, models and addresses on the server are the host operator's to choose, not an HTTP caller's
    for override in ("data.path=/etc/passwd", "data={source: jsonl, path: /etc/passwd}", "model.path=/tmp",
                     "init_adapter=/tmp/x", "curriculum.teacher={openai_base_url: 'http://internal/'}",
                     "args.deepspeed=/etc/x.json", "rewards=[{name: syllogism}]", "lora.target_modules=all"):
        refused = client.post("/api/training/runs", json={"recipe": "grpo_format", "overrides": [override]})
        assert refused.status_code == 422 and "host operator's" in refused.json()["detail"], override
    # a snapshot is recorded with the run: one the recipe does not read, or that does not exist, is refused
    ignored = client.post("/api/training/runs", json={"recipe": "grpo_format", "snapshot_id": "nosuch"})
    assert ignored.status_code == 422 and "not an export snapshot" in ignored.json()["detail"]
    unknown = client.post("/api/training/runs", json={"recipe": "sft_warmup", "snapshot_id": "nosuch"})
    assert unknown.status_code == 404 and "nosuch" in unknown.json()["detail"]
    busy = registry.new_run("busy", "grpo", {}, None)
    registry.update_run(busy.id, status="running")  # no pid: a run that is starting
    response = client.post("/api/training/runs", json={"recipe": "grpo_format"})
    assert response.status_code == 409 and response.json()["detail"] == (
        f"run {busy.id} is still running; one run at a time: wait for it or stop it "
        f"(POST /api/training/runs/{busy.id}/cancel)")


def test_launching_over_http_without_the_trainers_examples_is_refused_before_a_run_is_recorded(api):
    client, services, registry = api
    # the snapshot holds SFT rows only: a reward model has no preference pair to learn from
    folder = services.settings.data_dir / "exports" / "20260101T000000Z-abc"
    for kind in ("preference", "grpo"):
        (folder / f"{kind}.jsonl").write_text("", encoding="utf-8")
    refused = client.post("/api/training/runs", json={"recipe": "reward_model"})
    assert refused.status_code == 422, refused.text
    assert refused.json()["detail"].startswith("no preference examples in snapshot 20260101T000000Z-abc: each comes "
                                               "from a compared pair that picks a better answer")
    refused = client.post("/api/training/runs", json={"recipe": "grpo_syllogism",
                                                      "snapshot_id": "20260101T000000Z-abc"})
    assert refused.status_code == 422 and "no grpo examples in snapshot" in refused.json()["detail"]
    assert registry.list_runs() == []


def test_grpo_preference_is_launched_over_http_with_a_finished_reward_model_run(api, monkeypatch):
    """The bundled recipe names a placeholder reward model; an HTTP caller may name a finished reward_model run of
    the registry in its place, and nothing else there (a folder is the host operator's)."""
    from backend.api.routes import training as routes
    from backend.config import get_settings

    client, services, registry = api
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(services.settings.data_dir))  # the registry load_recipe opens
    get_settings.cache_clear()
    folder = services.settings.data_dir / "exports" / "20260101T000000Z-abc"
    (folder / "grpo.jsonl").write_text(json.dumps({"prompt": "公司拖欠工资三个月，我能解除合同吗？", "task": "ask",
                                                   "reference": None, "output_id": 1}, ensure_ascii=False) + "\n")
    reward_run = finished_run(registry, "reward_model", trainer="reward")
    policy_run = finished_run(registry, "sft_warmup", trainer="sft")
    launched = []

    class StandIn:  # what the route keeps of the training process
        pid = None

    def fake_popen(command, **kwargs):
        launched.append(command)
        return StandIn()

    monkeypatch.setattr(routes.subprocess, "Popen", fake_popen)
    try:
        placeholder = client.post("/api/training/runs", json={"recipe": "grpo_preference"})
        assert placeholder.status_code == 422 and f"finished reward_model runs: {reward_run}" in placeholder.text
        chosen = f"rewards.0.params.run={reward_run}"
        for overrides, said in (([f"rewards.0.params.run={policy_run}"], "a succeeded 'sft' run, not a finished reward"),
                                (["rewards.0.params.model=/tmp"], "host operator's"),
                                (["rewards.0.params.run=[a]"], "give a str, not ['a']"),
                                ([chosen, "rewards.1.params.run=x"], "rewards.1.params.run is read by nothing")):
            refused = client.post("/api/training/runs", json={"recipe": "grpo_preference", "overrides": overrides})
            assert refused.status_code == 422 and said in refused.json()["detail"], (overrides, refused.text)
        assert len(registry.list_runs()) == 2 and launched == []  # the refusals recorded and started nothing
        accepted = client.post("/api/training/runs", json={
            "recipe": "grpo_preference", "overrides": [chosen, "args.max_steps=1"]})
    finally:
        get_settings.cache_clear()
    assert accepted.status_code == 202, accepted.text
    run = registry.get_run(accepted.json()["run_id"])
    assert run.recipe_name == "grpo_preference" and run.recipe["rewards"][0]["params"]["run"] == reward_run
    assert launched[0][-4:] == ["--set", chosen, "--set", "args.max_steps=1"]
