"""Operator endpoints: export snapshots, recipes, training runs (launch, progress, curve), promotion, rollback.

A run trains in its own process (`python -m training`, its own process group), never inside the server; the
server only reads the registry, stops a run on cancel, and, on promotion, swaps the LoRA adapter of the loaded
model in place (no restart). Launch, cancel, promote and rollback write an audit line to the server log.
Everything needs the operator role except reading which adapter serves and /active/apply, which only makes
the server serve what the registry (the database) already says, so `lexloop promote` needs no token.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from fastapi import APIRouter, HTTPException, Query
from fastapi.responses import FileResponse, PlainTextResponse
from pydantic import Field

from backend.api.deps import ServicesDep
from backend.api.fields import RequestBody
from backend.auth.deps import Operator
from backend.services import Services
from training.data import check_examples, exports_root, list_snapshots, snapshot_dir
from training.recipe import list_recipes, load_recipe, parse_override
from training.registry import AdapterNotLoadable, Registry, apply_active_adapter, audit

router = APIRouter(prefix="/api/training", tags=["training"])

PROJECT_ROOT = Path(__file__).resolve().parents[3]


def registry_of(services: Services) -> Registry:
    registry = getattr(services, "_training_registry", None)
    if registry is None:
        registry = Registry(services.engine, services.settings.data_dir / "runs")
        services._training_registry = registry  # one per server: creating it checks the tables
    return registry


@router.get("/snapshots")
def snapshots(services: ServicesDep, _operator: Operator) -> list[dict]:
    """Annotation export snapshots, newest first, with the number of SFT / preference / GRPO examples."""
    return [{k: s[k] for k in ("snapshot_id", "created_at", "sizes")}
            for s in list_snapshots(services.settings.data_dir / "exports")]


@router.get("/recipes")
def recipes(_operator: Operator) -> list[dict]:
    return list_recipes()


@router.get("/runs")
def runs(services: ServicesDep, _operator: Operator) -> list[dict]:
    return [run.summary() for run in registry_of(services).list_runs()]


# what an HTTP caller may change: numbers and switches of the trainer, LoRA, data sizes and evaluation. Anything
# else can name files, models or addresses on the server (data.path, init_adapter, a teacher's URL,
# args.deepspeed): that is the host operator's, in the recipe or with `lexloop train --set`
_HTTP_SECTIONS = {"args", "lora", "evaluation"}
_HTTP_DATA_KEYS = {"data.max_examples", "data.holdout_fraction"}
# ... and the keys of those sections that name files or model layers (lora.target_modules is checked against the
# model's own layers when the recipe loads: reading the model's config is not an HTTP caller's to ask for)
_HTTP_REFUSED_KEYS = {"args.deepspeed", "args.output_dir", "args.logging_dir", "args.resume_from_checkpoint",
                      "lora.target_modules"}
# a run over HTTP holds the only training slot: cap its length like the other HTTP limits (cancel stops one early)
_HTTP_MAX = {"args.max_steps": 100_000, "args.num_train_epochs": 1_000}
# ... except the run id of a preference reward's reward model (grpo_preference's placeholder has to be replaced):
# load_recipe accepts only a finished reward_model run of the registry there, which names no file or address
_HTTP_REWARD_RUN = re.compile(r"rewards\.\d+\.params\.run")


def _check_http_override(override: str, typed: bool) -> None:
    """An HTTPException 422 for an override an HTTP caller may not give. `typed`: load_recipe has typed it, so a
    mistyped number was already refused as a type error, not as text that is not allowed; before that only the
    key is checked."""
    keys, value = parse_override(override)
    key = ".".join(keys)
    reward_run = _HTTP_REWARD_RUN.fullmatch(key) is not None
    allowed = ((len(keys) == 2 and keys[0] in _HTTP_SECTIONS and key not in _HTTP_REFUSED_KEYS)
               or key in _HTTP_DATA_KEYS or reward_run)
    if not allowed or (typed and not isinstance(value, str if reward_run else int | float | bool)):
        raise HTTPException(422, f"over HTTP an override sets a number or true/false under args, lora, evaluation, "
                                 f"data.max_examples or data.holdout_fraction, or a preference reward's reward_model "
                                 f"run id (rewards.N.params.run); {key[:100]} = {str(value)[:40]!r} is the host "
                                 "operator's (the recipe, or `lexloop train --set`)")
    limit = _HTTP_MAX.get(key)
    if typed and limit is not None and not isinstance(value, bool) and value > limit:
        raise HTTPException(422, f"{key} is at most {limit:,} over HTTP, got {value}; a longer run is the host "
                                 "operator's (`lexloop train --set`)")


class LaunchRequest(RequestBody):
    recipe: str = Field(description="a bundled recipe name, e.g. grpo_format")
    snapshot_id: str | None = Field(None, description="export snapshot (default: the recipe's, else the latest)")
    overrides: list[str] = Field(default_factory=list, description="recipe overrides, e.g. args.max_steps=30")


@router.post("/runs", status_code=202)
def launch(services: ServicesDep, operator: Operator, body: LaunchRequest) -> dict:
    """Start training a recipe in a separate process; poll GET /runs/{id} for progress."""
    bundled_names = [r["name"] for r in list_recipes()]
    if body.recipe.removesuffix(".yaml") not in bundled_names:  # a path or a file in the server's folder is not one
        raise HTTPException(422, f"no bundled recipe {body.recipe!r}: one of {', '.join(bundled_names)}")
    try:
        for override in body.overrides:  # a key on the server's side is refused before anything reads its value
            _check_http_override(override, typed=False)
        recipe = load_recipe(body.recipe, body.overrides)  # types every override once
        for override in body.overrides:
            _check_http_override(override, typed=True)
    except ValueError as exc:
        raise HTTPException(422, str(exc)) from exc
    if body.snapshot_id:
        if recipe.data.get("source", "export") != "export":
            raise HTTPException(422, f"recipe {recipe.name} reads data.path, not an export snapshot: leave snapshot_id out")
        try:
            snapshot_dir(body.snapshot_id, exports_root(services.settings))
        except ValueError as exc:  # recorded with the run: an unknown id would be false provenance
            raise HTTPException(404, str(exc)) from exc
    try:  # no snapshot yet, or none of the trainer's examples in it: refused now, not as a run failing in a minute
        check_examples(recipe.data, recipe.trainer, body.snapshot_id, recipe.directory, exports_root(services.settings))
    except ValueError as exc:
        raise HTTPException(422, str(exc)) from exc
    registry = registry_of(services)
    busy = registry.running()
    if busy:
        raise HTTPException(409, f"run {busy[0].id} is still {busy[0].status}; one run at a time: wait for it or "
                                 f"stop it (POST /api/training/runs/{busy[0].id}/cancel)")
    run = registry.new_run(recipe.name, recipe.trainer, recipe.raw, body.snapshot_id)
    command = [sys.executable, "-m", "training", body.recipe, "--run-id", run.id]
    if body.snapshot_id:
        command += ["--snapshot", body.snapshot_id]
    for override in body.overrides:
        command += ["--set", override]
    log_file = open(Path(run.run_dir) / "train.log", "ab")  # noqa: SIM115 - handed to the child process
    process = subprocess.Popen(command, cwd=PROJECT_ROOT, stdout=log_file, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, start_new_session=True)
    log_file.close()
    registry.update_run(run.id, pid=process.pid)
    audit.info("training run %s launched by %s: recipe %s, snapshot %s, overrides %s", run.id, operator.username,
               body.recipe, body.snapshot_id or "the recipe's", body.overrides or "none")
    return {"run_id": run.id, "status": "queued"}


@router.get("/runs/{run_id}")
def run_progress(services: ServicesDep, _operator: Operator, run_id: str) -> dict:
    try:
        return registry_of(services).progress(run_id)
    except LookupError as exc:
        raise HTTPException(404, str(exc)) from exc


@router.post("/runs/{run_id}/cancel")
def cancel_run(services: ServicesDep, operator: Operator, run_id: str) -> dict:
    """Stop a queued or running run and free the training slot; a finished run gives 409."""
    try:
        run = registry_of(services).cancel(run_id, by=operator.username)
    except LookupError as exc:
        raise HTTPException(404, str(exc)) from exc
    except ValueError as exc:
        raise HTTPException(409, str(exc)) from exc
    return run.summary()


@router.get("/runs/{run_id}/log", response_class=PlainTextResponse)
def run_log(services: ServicesDep, _operator: Operator, run_id: str,
            lines: int = Query(200, ge=1, le=5000, description="how many last lines")) -> str:
    """The last lines of the run's train.log (trainer output and any traceback)."""
    try:
        return registry_of(services).log_tail(run_id, lines)
    except LookupError as exc:
        raise HTTPException(404, str(exc)) from exc


@router.get("/runs/{run_id}/curve.png", response_model=None)
def reward_curve(services: ServicesDep, _operator: Operator, run_id: str) -> FileResponse:
    try:
        run = registry_of(services).get_run(run_id)
    except LookupError as exc:
        raise HTTPException(404, str(exc)) from exc
    path = Path(run.run_dir) / "reward_curve.png"
    if not path.exists():
        raise HTTPException(404, f"run {run.id} has no reward curve yet (it is drawn when the run finishes)")
    return FileResponse(path, media_type="image/png")


def _active(services: Services) -> dict:
    registry = registry_of(services)
    row = registry.active()
    return {
        "adapter_id": services.llm.adapter_id if services.llm else None,
        "model_id": services.llm.model_id if services.llm else None,
        "registry_run_id": row.run_id if row else None,
        "since": row.created_at.isoformat() if row else None,
    }


@router.get("/active")
def active(services: ServicesDep) -> dict:
    """The adapter the loaded model serves with, and the registry's active run."""
    return _active(services)


def _apply(services: Services) -> dict:
    llm = services.require_llm()  # 503 when no model is loaded
    registry = registry_of(services)
    switch = registry.active()
    try:
        apply_active_adapter(registry, llm)
    except AdapterNotLoadable as exc:  # the switch is undone: the registry names what serves, as before
        registry.withdraw(switch)
        raise HTTPException(409, f"{exc}; nothing was recorded and the server serves "
                                 f"{llm.adapter_id or 'the base model'} as before") from exc
    return _active(services)


@router.post("/active/apply")
def apply(services: ServicesDep) -> dict:
    """Serve the registry's active adapter now (what `lexloop promote` / `rollback` call after writing it); 409, and
    the switch withdrawn from the registry, when the model cannot load that adapter."""
    return _apply(services)


class PromoteRequest(RequestBody):
    run_id: str


@router.post("/promote")
def promote(services: ServicesDep, operator: Operator, body: PromoteRequest) -> dict:
    try:
        registry_of(services).promote(body.run_id, by=operator.username)
    except LookupError as exc:
        raise HTTPException(404, str(exc)) from exc
    except ValueError as exc:
        raise HTTPException(409, str(exc)) from exc
    return _apply(services)


@router.post("/rollback")
def rollback(services: ServicesDep, operator: Operator) -> dict:
    try:
        registry_of(services).rollback(by=operator.username)
    except ValueError as exc:
        raise HTTPException(409, str(exc)) from exc
    return _apply(services)
