"""Benchmark: the 30-step CPU GRPO run on the syllogism structure reward with the bundled tiny model.

    python -m bench.training [--steps 30] [--set KEY=VALUE ...] [--out bench/training/result.json]

Trains sft_format (a short SFT warm-up on hand-written syllogism answers: the tiny model practically never
writes the structure by itself, so GRPO would see a reward of 0 for every sample) and then the grpo_format
recipe from that adapter, into a throw-away data dir. Reports GRPO seconds per step, peak memory, the reward
curve (first vs last steps) and the machine's load average, since other processes on a shared CPU inflate
the timing.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.training")
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--out", type=Path, help="also write the result as JSON here")
    parser.add_argument("--no-warmup", action="store_true",
                        help="skip the sft_format warm-up (the tiny model then almost never writes the structure)")
    args = parser.parse_args(argv)

    data_dir = Path(tempfile.mkdtemp(prefix="lexloop-bench-training-"))
    os.environ["LEXLOOP_DATA_DIR"] = str(data_dir)
    from backend.config import get_settings

    get_settings.cache_clear()
    import torch

    from training.runner import run_recipe

    load_before = os.getloadavg()
    overrides = [f"args.max_steps={args.steps}", *args.overrides]
    warmup = None
    if not args.no_warmup:  # SyLeR's order: SFT warm-up, then RL
        warmup = run_recipe("sft_format")
        overrides.append(f"init_adapter={warmup.id}")
    started = time.monotonic()
    run = run_recipe("grpo_format", overrides)
    wall = time.monotonic() - started
    history = json.loads((Path(run.run_dir) / "metrics.json").read_text())["log_history"]
    rewards = [p["reward"] for p in history if "reward" in p]
    step_times = [p["step_time"] for p in history if "step_time" in p]
    fifth = max(1, len(rewards) // 5)
    result = {
        "recipe": "grpo_format", "steps": len(rewards), "overrides": overrides,
        "warmup": {"run": warmup.id, "seconds_per_step": warmup.metrics.get("seconds_per_step"),
                   "loss": warmup.metrics.get("curve_summary")} if warmup else None,
        "seconds_per_step_mean": round(sum(step_times) / len(step_times), 2) if step_times else None,
        "seconds_per_step_max": round(max(step_times), 2) if step_times else None,
        "wall_seconds_total": round(wall, 1),
        "peak_rss_gib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, 2),
        "reward_first_step": rewards[0] if rewards else None, "reward_last_step": rewards[-1] if rewards else None,
        f"reward_mean_first_{fifth}": sum(rewards[:fifth]) / fifth if rewards else None,
        f"reward_mean_last_{fifth}": sum(rewards[-fifth:]) / fifth if rewards else None,
        "rewards": [round(r, 4) for r in rewards],
        "evaluation": run.metrics.get("evaluation", {}),
        "curve_png": str(Path(run.run_dir) / "reward_curve.png"),
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "cpu_count": os.cpu_count(),
        "torch_threads": torch.get_num_threads(),  # what the recipe's cpu_threads chose for the GRPO run
    }
    text = json.dumps(result, ensure_ascii=False, indent=1)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
