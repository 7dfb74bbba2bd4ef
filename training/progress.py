"""Live progress of a run (progress.json, read by the operator API) and its reward curve PNG."""

from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path
from typing import Any

from transformers import TrainerCallback

# what the curve and the operator page show; the full log stays in metrics.json
_KEPT = ("reward", "reward_std", "loss", "grad_norm", "kl", "eval_loss", "accuracy", "step_time", "learning_rate")


class ProgressWriter:
    def __init__(self, run_dir: Path, max_steps: int, stage: str = ""):
        self.path = Path(run_dir) / "progress.json"
        self.started = time.monotonic()
        self.state: dict[str, Any] = {"step": 0, "max_steps": max_steps, "stage": stage, "history": []}
        if self.path.exists():  # a later stage (LexPam stage 2) continues the same curve
            previous = json.loads(self.path.read_text())
            self.state["history"] = previous.get("history", [])
            self.state["step_offset"] = previous.get("step", 0) + previous.get("step_offset", 0)
        self._write()

    def log(self, step: int, logs: dict[str, Any]) -> None:
        kept = {k: float(v) for k, v in logs.items()
                if (k in _KEPT or (k.startswith("rewards/") and k.endswith("/mean"))) and _finite(v)}
        if not kept:
            return
        self.state["step"] = step
        self.state["history"].append({"step": step + self.state.get("step_offset", 0), **kept})
        self.state["elapsed_s"] = round(time.monotonic() - self.started, 1)
        self._write()

    def _write(self) -> None:
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(self.state, ensure_ascii=False))
        os.replace(temporary, self.path)  # readers never see a half-written file


def _finite(value: Any) -> bool:
    return isinstance(value, int | float) and math.isfinite(float(value))


class ProgressCallback(TrainerCallback):
    def __init__(self, writer: ProgressWriter):
        self.writer = writer

    def on_log(self, args, state, control, logs=None, **kwargs):
        if state.is_world_process_zero and logs:
            self.writer.log(state.global_step, logs)


def curve_key(history: list[dict[str, Any]]) -> str:
    """The curve to draw: the mean reward when the run has one, else the training loss."""
    for key in ("reward", "loss"):
        if any(key in point for point in history):
            return key
    return ""


def plot_curve(history: list[dict[str, Any]], out_file: Path, title: str) -> str:
    """Draw the reward (or loss) per step with a moving average; returns the key drawn."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    key = curve_key(history)
    points = [(p["step"], p[key]) for p in history if key in p]
    fig, ax = plt.subplots(figsize=(7, 3.5), dpi=100)
    if points:
        steps, values = zip(*points, strict=True)
        ax.plot(steps, values, marker=".", linewidth=1, label=key)
        window = max(1, len(values) // 6)
        if window > 1:
            smooth = [sum(values[max(0, i - window + 1):i + 1]) / len(values[max(0, i - window + 1):i + 1])
                      for i in range(len(values))]
            ax.plot(steps, smooth, linewidth=2, label=f"{key} (moving mean, {window} steps)")
        ax.legend()
    ax.set_xlabel("step")
    ax.set_ylabel(key or "no metric logged")
    ax.set_title(title)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(out_file)
    plt.close(fig)
    return key
