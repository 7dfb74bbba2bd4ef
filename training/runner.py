"""Run a recipe end to end: data -> trainer -> adapter, metrics, reward curve and evaluation in the registry."""

from __future__ import annotations

import json
import logging
import os
import shutil
import time
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

from training.recipe import Recipe, init_adapter_folder, load_recipe
from training.registry import Registry, TrainingRun, shown_id

log = logging.getLogger(__name__)


def run_recipe(recipe_name: str, overrides: list[str] | None = None, snapshot: str | None = None,
               run_id: str | None = None, registry: Registry | None = None) -> TrainingRun:
    """Train one recipe and record everything about it; returns the finished run (status succeeded)."""
    recipe = load_recipe(recipe_name, overrides)
    threads = torch_threads(recipe.raw.get("cpu_threads"))  # a bad value is refused before a run is recorded
    if snapshot:
        if recipe.data.get("source", "export") != "export":  # it would be recorded, and not read
            raise ValueError(f"recipe {recipe.name} reads data.path, not an export snapshot: leave --snapshot out")
        recipe.raw.setdefault("data", {})["snapshot"] = snapshot
    registry = registry or Registry.open()
    main_process = int(os.environ.get("RANK", "0")) == 0
    world_size = int(os.environ.get("WORLD_SIZE", "1"))
    if world_size > 1 and not run_id:
        raise ValueError("on several processes pass --run-id, so that every process writes the same run")
    if run_id and main_process:
        run = _run_to_continue(registry, run_id) or registry.new_run(recipe.name, recipe.trainer, recipe.raw, None,
                                                                      run_id)
    elif main_process:
        run = registry.new_run(recipe.name, recipe.trainer, recipe.raw, None)
    else:  # another process of an accelerate launch: the run the main one records
        run = _wait_for_start(registry, run_id)
    run_dir = Path(run.run_dir)
    if main_process:
        try:  # recorded at launch, so that a failed or cancelled run names its data too
            snapshot_id = pin_data(recipe)
        except ValueError as exc:
            registry.update_run(run.id, status="failed", error=str(exc))
            raise
        finally:  # what the run trains on ('latest' resolved), so that the folder alone runs it again
            (run_dir / "recipe.yaml").write_text(yaml.safe_dump(recipe.raw, allow_unicode=True, sort_keys=False))
        registry.update_run(run.id, status="running", pid=os.getpid(), snapshot_id=snapshot_id, recipe=recipe.raw)
    else:  # it reads the snapshot the main process pinned and recorded
        pin_data(recipe, run.snapshot_id)
    if threads:
        import torch

        torch.set_num_threads(threads)
        log.info("training on %d torch thread(s) (cpu_threads: %s)", threads, recipe.raw.get("cpu_threads"))
    started = time.monotonic()
    try:
        outcome = TRAINERS[recipe.trainer](recipe, run_dir)
    except BaseException as exc:
        if main_process:
            registry.update_run(run.id, status="failed", error=f"{type(exc).__name__}: {exc}"[:2000])
        raise
    if not main_process:
        return run
    (run_dir / "adapter" / "lexloop_base.json").write_text(json.dumps(recipe.model or {}))
    from training.progress import plot_curve

    history = outcome["history"]
    curve = plot_curve(history, run_dir / "reward_curve.png", f"{recipe.name} · {run.id}")
    metrics = {
        "steps": outcome.get("steps", len(history)),
        "curve": curve,
        "curve_summary": _curve_summary(history, curve),
        "train_seconds": round(time.monotonic() - started, 1),
        "seconds_per_step": outcome.get("seconds_per_step"),
        "examples": outcome.get("examples", {}),
        "evaluation": outcome.get("evaluation", {}),
    }
    (run_dir / "metrics.json").write_text(json.dumps({**metrics, "log_history": history}, ensure_ascii=False, indent=1))
    return registry.update_run(run.id, status="succeeded", metrics=metrics)


def pin_data(recipe: Recipe, recorded: str | None = None) -> str | None:
    """The data the run reads, looked up once, at launch, and written into the recipe the run folder keeps: an export
    snapshot's id ('latest' becomes the newest snapshot's, so the trainer reads the one the run records even when an
    export lands in between), or the absolute path of a `data.source: jsonl` file (a path relative to the recipe
    would not be found beside the run's copy). Returns the snapshot id, None for a file. recorded: the id the run's
    main process pinned (the other processes of an accelerate launch read that one, not the newest when they start)."""
    from training.data import data_file, snapshot_dir

    if recipe.data.get("source", "export") != "export":
        recipe.raw["data"] = {**recipe.data, "path": str(data_file(recipe.data, recipe.directory).resolve())}
        return None
    snapshot_id = snapshot_dir(recorded or recipe.data.get("snapshot")).name
    recipe.raw["data"] = {**recipe.data, "snapshot": snapshot_id}
    return snapshot_id


def _fitting(records: list[dict], tokenizer, max_length: int | None, kind: str,
             required: bool = True, held_back: int = 0) -> tuple[list[dict], int]:
    """The records that fit max_length (see training.data.fitting_records); the rest are counted and logged. None left
    of the training records is a clear error rather than a run that trains on nothing; held-back records are not
    required (an evaluation over fewer, or none, is still a run). held_back: how many examples the holdout took from
    these training records, named in the error: on a small export it may have taken the only ones that fit."""
    from training.data import fitting_records

    kept, too_long = fitting_records(records, tokenizer, max_length)
    if too_long:
        log.warning("%d of %d %s examples are longer than args.max_length=%s tokens and are left out (trl would cut "
                    "their answers off); raise args.max_length to train on them", too_long, len(records), kind,
                    max_length)
    if required and records and not kept:
        held = (f"; {held_back} more were held back for evaluation (data.holdout_fraction): --set "
                "data.holdout_fraction=0 trains on them too" if held_back else "")
        raise ValueError(f"all {len(records)} {kind} examples are longer than args.max_length={max_length} tokens; "
                         f"raise args.max_length (ask prompts with their retrieved passages take about 2,300-2,800)"
                         f"{held}")
    return kept, too_long


def torch_threads(setting: int | str | None) -> int | None:
    """The recipe's `cpu_threads`: a number, `auto` (the cores idle right now), or unset (torch's default).

    On a small shared CPU, torch's default of one thread per core spins at every barrier while other
    processes hold the cores: generation measured 10x slower with 2 threads than with 1 on 2 loaded cores,
    while on the same 2 cores idle a GRPO step took 9.8 s with 2 threads against 11.6 s with 1."""
    if setting in (None, "", 0):
        return None
    if setting == "auto":
        return max(1, round(idle_cores()))
    try:
        return int(setting)
    except (TypeError, ValueError):
        raise ValueError(f"cpu_threads must be a number or 'auto', not {setting!r}") from None


def idle_cores(sample_s: float = 0.5) -> float:
    """How many cores other processes leave idle, from two /proc/stat samples (all cores where it is absent)."""
    cores = os.cpu_count() or 1
    try:
        first = _cpu_times()
        time.sleep(sample_s)
        second = _cpu_times()
    except OSError:
        return float(cores)
    idle = (second[0] - first[0]) / max(1, second[1] - first[1])
    return idle * cores


def _cpu_times() -> tuple[int, int]:
    """(idle + iowait, total) jiffies over all cores."""
    with open("/proc/stat") as stat:
        fields = [int(x) for x in stat.readline().split()[1:]]
    return fields[3] + fields[4], sum(fields[:8])


def _existing(registry: Registry, run_id: str) -> TrainingRun | None:
    try:
        return registry.get_run(run_id)
    except LookupError:
        return None


def _run_to_continue(registry: Registry, run_id: str) -> TrainingRun | None:
    """The run a server queued for this process (launched over HTTP), or None when run_id is new. Any other
    existing run is refused: training into it would overwrite its adapter (perhaps the one serving) and leave
    its row naming the recipe it was first trained with."""
    existing = _existing(registry, run_id)
    if existing is None:
        return None
    # the server records the child's pid just after starting it, so a fresh child may still find none
    if existing.status != "queued" or existing.pid not in (None, os.getpid()):
        state = existing.status if existing.status != "queued" else f"queued for process {existing.pid}"
        raise ValueError(f"run {shown_id(run_id)} already exists ({state}); give a new --run-id")
    return existing


def _wait_for_start(registry: Registry, run_id: str, timeout_s: float = 120) -> TrainingRun:
    """The run, once the main process of an accelerate launch has recorded it, pinned its snapshot and marked it
    running."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        run = _existing(registry, run_id)
        if run is not None and run.status == "running":
            return run
        if run is not None and run.status != "queued":
            raise RuntimeError(f"run {run_id} is {run.status}: {run.error or 'the main process stopped it'}")
        time.sleep(1)
    raise RuntimeError(f"run {run_id} was not started by the main process within {timeout_s:.0f} s")


def _curve_summary(history: list[dict], key: str) -> dict[str, Any]:
    values = [p[key] for p in history if key in p]
    if not values:
        return {}
    tenth = max(1, len(values) // 5)
    first, last = values[:tenth], values[-tenth:]
    return {"key": key, "points": len(values), "first": values[0], "last": values[-1],
            f"mean_first_{tenth}": sum(first) / len(first), f"mean_last_{tenth}": sum(last) / len(last)}


# ------------------------------------------------------------------ shared pieces


def _rows_and_holdout(recipe: Recipe) -> tuple[list[dict], list[dict], str | None]:
    """The training rows of the file the recipe's trainer reads, the held-back rows, and why none were held back
    when data.holdout_fraction asked for some (None otherwise): the run then has no evaluation, which its record
    says rather than only the log."""
    from training.data import TRAINER_KINDS, load_rows, split_holdout

    kind = TRAINER_KINDS[recipe.trainer]
    rows = load_rows(recipe.data, kind, recipe.directory)
    if recipe.data.get("max_examples"):
        rows = rows[: int(recipe.data["max_examples"])]
    fraction = float(recipe.data.get("holdout_fraction", 0.0))
    train, held = split_holdout(rows, fraction)
    if not train:
        raise ValueError("every example fell in the held-back slice: lower data.holdout_fraction or export more")
    holdout_note = None
    # the slice is chosen by a hash of each example: a few examples may give none (told unless evaluation is off)
    if fraction > 0 and not held and recipe.evaluation.get("max_examples") != 0:
        holdout_note = (f"nothing held back: data.holdout_fraction {fraction:g} of {len(rows)} {kind} examples "
                        "chose none, so the adapter is not evaluated; export more examples or raise the fraction")
        log.warning("%s", holdout_note)
    return train, held, holdout_note


def _generation_records(recipe: Recipe, rows: list[dict]) -> list[dict]:
    from training.data import CorpusContext, grpo_records
    from training.prompts import prompt_builder

    style = recipe.data.get("prompt_style", "as_exported")
    needs_corpus = recipe.data.get("use_corpus", False) or any(r["name"] == "syllogism" for r in recipe.rewards) \
        or (recipe.raw.get("rollout") or {}).get("kind") == "msr2"
    context = CorpusContext.open() if needs_corpus else None
    enrich = context.enrich if context and any(r["name"] == "syllogism" for r in recipe.rewards) else None
    return grpo_records(rows, prompt_builder(style, context), enrich)


def _scorable(train: list[dict], held: list[dict], reward_names: list[str]) -> tuple[list[dict], list[dict], int]:
    """The examples the rewards can score, and how many were left out: a compensation output neither accepted
    nor corrected with an amount has no reference amount, and must not stop a run inside the trainer. The
    count and the reasons go to the log, the count to the run's metrics; with nothing left, a clear error."""
    from training.rewards import missing_reference

    kept: tuple[list[dict], list[dict]] = ([], [])
    reasons: Counter[str] = Counter()
    for part, records in enumerate((train, held)):
        for record in records:
            reason = missing_reference(reward_names, record)
            if reason is None:
                kept[part].append(record)
            else:
                reasons[reason] += 1
    left_out = sum(reasons.values())
    why = "; ".join(f"{count} × {reason}" for reason, count in reasons.most_common())
    if left_out:
        log.warning("%d of %d examples left out, their rewards cannot score them: %s", left_out,
                    len(train) + len(held), why)
    if not kept[0]:
        raise ValueError(f"none of the {len(train)} training examples can be scored ({why}); export outputs that "
                         "raters accepted, or corrected with the answer stated (a compensation amount as \\boxed{N})")
    return kept[0], kept[1], left_out


def _reward_funcs(recipe: Recipe) -> tuple[list, list[float]]:
    from training.rewards import build_reward

    funcs, weights = [], []
    for entry in recipe.rewards:
        funcs.append(build_reward(entry["name"], **(entry.get("params") or {})))
        weights.append(float(entry.get("weight", 1.0)))
    return funcs, weights


def _policy(recipe: Recipe):
    """Tokenizer, model and the LoRA config to wrap it with (None when starting from an adapter)."""
    from peft import PeftModel

    from training.modeling import load_policy, lora_config

    tokenizer, model = load_policy(recipe.model)
    init = recipe.raw.get("init_adapter")
    if init:
        path = init_adapter_folder(init)
        return tokenizer, PeftModel.from_pretrained(model, str(path), is_trainable=True), None, path
    return tokenizer, model, lora_config(recipe.lora), None


def _output_dir(run_dir: Path) -> str:
    return str(run_dir / "checkpoints")


def _finish_trainer(trainer, run_dir: Path) -> None:
    trainer.save_model(str(run_dir / "adapter"))
    shutil.rmtree(run_dir / "checkpoints", ignore_errors=True)


def _evaluate(recipe: Recipe, held: list[dict], holdout_note: str | None, default_limit: int, evaluate
              ) -> dict[str, Any]:
    """evaluate(records) on the first evaluation.max_examples held-back records; 0 switches evaluation off.
    holdout_note: why the split held nothing back (_rows_and_holdout), recorded as the evaluation's note."""
    limit = int(recipe.evaluation.get("max_examples", default_limit))
    if limit == 0:  # the recipe chose not to evaluate, whatever the split held back
        return {"n": 0, "note": f"skipped: evaluation.max_examples is 0 ({len(held)} held back)"}
    if not held and holdout_note:
        return {"n": 0, "note": holdout_note}
    return evaluate(held[:limit])


def _steps_timing(history: list[dict]) -> float | None:
    times = [p["step_time"] for p in history if "step_time" in p]
    return round(sum(times) / len(times), 2) if times else None


# ------------------------------------------------------------------ trainers


def train_sft(recipe: Recipe, run_dir: Path) -> dict[str, Any]:
    from datasets import Dataset
    from trl import SFTTrainer

    from training.configs import LexSFTConfig
    from training.data import sft_records
    from training.evaluation import evaluate_sft
    from training.progress import ProgressCallback, ProgressWriter

    train_rows, held_rows, holdout_note = _rows_and_holdout(recipe)
    tokenizer, model, peft_config, _ = _policy(recipe)
    args = LexSFTConfig(output_dir=_output_dir(run_dir), **recipe.args)
    train, too_long = _fitting(sft_records(train_rows), tokenizer, args.max_length, "sft", held_back=len(held_rows))
    held, held_too_long = _fitting(sft_records(held_rows), tokenizer, args.max_length, "held-back sft",
                                    required=False)
    writer = ProgressWriter(run_dir, args.max_steps)
    trainer = SFTTrainer(model=model, args=args, train_dataset=Dataset.from_list(train), processing_class=tokenizer,
                         peft_config=peft_config, callbacks=[ProgressCallback(writer)])
    started = time.perf_counter()
    trainer.train()
    elapsed = time.perf_counter() - started
    _finish_trainer(trainer, run_dir)
    evaluation = _evaluate(recipe, held, holdout_note, 16,
                           lambda records: evaluate_sft(trainer.model, tokenizer, records))
    history = [p for p in writer.state["history"]]
    return {"history": history, "steps": trainer.state.global_step,
            "seconds_per_step": round(elapsed / max(trainer.state.global_step, 1), 2),
            "examples": {"train": len(train), "held_back": len(held), "too_long": too_long + held_too_long},
            "evaluation": evaluation}


def _grpo_stage(recipe: Recipe, run_dir: Path, model, tokenizer, peft_config, records: list[dict],
                reward_funcs: list, weights: list[float], args_overrides: dict | None = None, stage: str = ""):
    from datasets import Dataset
    from trl import GRPOTrainer

    from training.configs import LexGRPOConfig
    from training.progress import ProgressCallback, ProgressWriter

    rollout_func = None
    rollout = recipe.raw.get("rollout") or {}
    if rollout.get("kind") == "msr2":
        from training.data import CorpusContext
        from training.rollouts import corpus_search, msr2_rollout

        context = CorpusContext.open()
        rollout_func = msr2_rollout(corpus_search(context.retriever, int(rollout.get("top_k", 3))),
                                    int(rollout.get("budget", 4)), rollout.get("default_source", "statute"))
    args = LexGRPOConfig(output_dir=_output_dir(run_dir), reward_weights=weights,
                         **{**recipe.args, **(args_overrides or {})})
    writer = ProgressWriter(run_dir, args.max_steps, stage)
    trainer = GRPOTrainer(model=model, reward_funcs=reward_funcs, args=args, train_dataset=Dataset.from_list(records),
                          processing_class=tokenizer, peft_config=peft_config, rollout_func=rollout_func,
                          callbacks=[ProgressCallback(writer)])
    started = time.perf_counter()
    trainer.train()
    return trainer, writer, time.perf_counter() - started


def train_grpo(recipe: Recipe, run_dir: Path) -> dict[str, Any]:
    from training.evaluation import evaluate_generation

    train_rows, held_rows, holdout_note = _rows_and_holdout(recipe)
    records = _generation_records(recipe, train_rows + held_rows)
    train, held, left_out = _scorable(records[: len(train_rows)], records[len(train_rows):],
                                      [r["name"] for r in recipe.rewards])
    reward_funcs, weights = _reward_funcs(recipe)
    tokenizer, model, peft_config, _ = _policy(recipe)
    trainer, writer, elapsed = _grpo_stage(recipe, run_dir, model, tokenizer, peft_config, train, reward_funcs, weights)
    _finish_trainer(trainer, run_dir)
    evaluation = _evaluate(recipe, held, holdout_note, 8, lambda records: evaluate_generation(
        trainer.model, tokenizer, records, reward_funcs, weights, trainer.args.max_completion_length))
    history = writer.state["history"]
    return {"history": history, "steps": trainer.state.global_step,
            "seconds_per_step": round(elapsed / max(trainer.state.global_step, 1), 2),
            "examples": {"train": len(train), "held_back": len(held), "left_out": left_out}, "evaluation": evaluation}


def train_lexpam(recipe: Recipe, run_dir: Path) -> dict[str, Any]:
    """LexPam: teacher split, stage 1 on D₁ with r_correct + α·r_format, stage 2 on D₂ adding β·r_law."""
    from training.curriculum import split_by_teacher, teacher_solves
    from training.evaluation import evaluate_generation
    from training.rewards import build_reward

    curriculum = recipe.raw.get("curriculum") or {}
    train_rows, held_rows, holdout_note = _rows_and_holdout(recipe)
    records = _generation_records(recipe, train_rows + held_rows)
    # every LexPam stage scores with the compensation reward, whatever the recipe lists
    train, held, left_out = _scorable(records[: len(train_rows)], records[len(train_rows):], ["compensation"])
    teacher = None
    if curriculum.get("teacher") is not None or not all(
            "teacher_solved" in json.loads(r["rubric_targets"]) for r in train):
        from backend.config import Settings
        from models.backends import build_backend

        teacher = build_backend(Settings(**(curriculum.get("teacher") or {})))
    solves = teacher_solves(teacher, int(curriculum.get("max_new_tokens", 768))) if teacher else (lambda r: False)
    stage1, stage2 = split_by_teacher(train, solves, run_dir / "curriculum.json")
    params = next((e.get("params") or {} for e in recipe.rewards if e["name"] == "compensation"), {})
    alpha, beta = float(params.get("alpha", 0.1)), float(params.get("beta", 0.1))
    stage_steps = curriculum.get("stage_steps") or [recipe.args.get("max_steps", 10)] * 2
    tokenizer, model, peft_config, _ = _policy(recipe)
    history: list[dict] = []
    trainer, steps, elapsed = None, 0, 0.0
    for stage, rows, use_law, max_steps in (("stage 1", stage1, False, stage_steps[0]),
                                            ("stage 2", stage2, True, stage_steps[1])):
        if not rows:
            log.warning("LexPam %s has no examples; skipped", stage)
            continue
        reward = build_reward("compensation", alpha=alpha, beta=beta, use_law=use_law)
        trainer, writer, seconds = _grpo_stage(recipe, run_dir, model, tokenizer, peft_config, rows, [reward], [1.0],
                                               {"max_steps": int(max_steps)}, stage)
        model, peft_config = trainer.model, None  # stage 2 continues the stage-1 adapter
        history = writer.state["history"]
        steps += trainer.state.global_step
        elapsed += seconds
    if trainer is None:
        raise ValueError("LexPam found no training examples in either stage")
    _finish_trainer(trainer, run_dir)
    final_reward = build_reward("compensation", alpha=alpha, beta=beta, use_law=True)
    evaluation = _evaluate(recipe, held, holdout_note, 8, lambda records: evaluate_generation(
        trainer.model, tokenizer, records, [final_reward], [1.0], trainer.args.max_completion_length))
    return {"history": history, "steps": steps,
            "seconds_per_step": round(elapsed / max(steps, 1), 2),
            "examples": {"stage1": len(stage1), "stage2": len(stage2), "held_back": len(held), "left_out": left_out},
            "evaluation": evaluation}


def train_ppo(recipe: Recipe, run_dir: Path) -> dict[str, Any]:
    from peft import get_peft_model

    from training.configs import PPOConfig
    from training.evaluation import evaluate_generation
    from training.ppo import PPOTrainer
    from training.progress import ProgressWriter

    train_rows, held_rows, holdout_note = _rows_and_holdout(recipe)
    records = _generation_records(recipe, train_rows + held_rows)
    train, held, left_out = _scorable(records[: len(train_rows)], records[len(train_rows):],
                                      [r["name"] for r in recipe.rewards])
    reward_funcs, weights = _reward_funcs(recipe)
    tokenizer, model, peft_config, warmup_path = _policy(recipe)
    reference_adapter = None
    if warmup_path is not None:  # KL to the warm-up policy: keep a frozen copy of the warm-up adapter
        model.load_adapter(str(warmup_path), adapter_name="reference", is_trainable=False)
        model.set_adapter("default")
        reference_adapter = "reference"
    else:
        model = get_peft_model(model, peft_config)
    args = PPOConfig(output_dir=_output_dir(run_dir), **recipe.args)
    if args.max_steps <= 0:
        raise ValueError("a PPO recipe needs args.max_steps")
    writer = ProgressWriter(run_dir, args.max_steps)
    trainer = PPOTrainer(model, tokenizer, reward_funcs, weights, args, train, reference_adapter, writer.log)
    history = trainer.train()
    (run_dir / "adapter").mkdir(exist_ok=True)
    trainer.save_adapter(run_dir / "adapter")
    policy = trainer.accelerator.unwrap_model(trainer.model)
    if reference_adapter:
        policy.delete_adapter(reference_adapter)
    evaluation = _evaluate(recipe, held, holdout_note, 8, lambda records: evaluate_generation(
        policy, tokenizer, records, reward_funcs, weights, args.max_completion_length))
    return {"history": history, "steps": len(history),
            "seconds_per_step": _steps_timing(history),
            "examples": {"train": len(train), "held_back": len(held), "left_out": left_out}, "evaluation": evaluation}


def train_reward_model(recipe: Recipe, run_dir: Path) -> dict[str, Any]:
    from datasets import Dataset
    from peft import TaskType
    from trl import RewardTrainer

    from training.configs import LexRewardConfig
    from training.data import preference_records
    from training.evaluation import evaluate_reward_model
    from training.modeling import RewardModelScorer, load_sequence_classifier, lora_config
    from training.progress import ProgressCallback, ProgressWriter

    train_rows, held_rows, holdout_note = _rows_and_holdout(recipe)
    tokenizer, model = load_sequence_classifier(recipe.model)
    args = LexRewardConfig(output_dir=_output_dir(run_dir), **recipe.args)
    train, too_long = _fitting(preference_records(train_rows), tokenizer, args.max_length, "preference",
                               held_back=len(held_rows))
    held, held_too_long = _fitting(preference_records(held_rows), tokenizer, args.max_length,
                                    "held-back preference", required=False)
    writer = ProgressWriter(run_dir, args.max_steps)
    trainer = RewardTrainer(model=model, args=args, train_dataset=Dataset.from_list(train), processing_class=tokenizer,
                            peft_config=lora_config(recipe.lora, TaskType.SEQ_CLS), callbacks=[ProgressCallback(writer)])
    started = time.perf_counter()
    trainer.train()
    elapsed = time.perf_counter() - started
    _finish_trainer(trainer, run_dir)
    scorer = RewardModelScorer(tokenizer, trainer.model)
    evaluation = _evaluate(recipe, held, holdout_note, 32, lambda records: evaluate_reward_model(scorer, records))
    return {"history": writer.state["history"], "steps": trainer.state.global_step,
            "seconds_per_step": round(elapsed / max(trainer.state.global_step, 1), 2),
            "examples": {"train": len(train), "held_back": len(held), "too_long": too_long + held_too_long},
            "evaluation": evaluation}


TRAINERS = {"sft": train_sft, "grpo": train_grpo, "lexpam": train_lexpam, "ppo": train_ppo,
            "reward": train_reward_model}
