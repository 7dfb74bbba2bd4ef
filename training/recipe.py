"""Recipes: one YAML file says what to train (trainer, model, LoRA, data, rewards, trainer args).

The same recipe runs on a CPU and on GPUs: hardware-specific choices (use_vllm, vllm_mode, bf16, batch
sizes) are `args:` entries, changed in the recipe or with `--set args.use_vllm=true`, and several GPUs or
nodes come from `accelerate launch --config_file training/accelerate/<config>.yaml -m training <recipe>`.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

RECIPES_DIR = Path(__file__).resolve().parent / "recipes"
TRAINERS = ("sft", "grpo", "ppo", "reward", "lexpam")
SECTIONS = {"name", "trainer", "description", "model", "lora", "init_adapter", "data", "rewards", "rollout",
            "curriculum", "evaluation", "args", "cpu_threads"}


@dataclass
class Recipe:
    name: str
    trainer: str
    raw: dict[str, Any]
    path: Path | None

    @property
    def model(self) -> dict[str, Any]:
        return self.raw.get("model") or {}

    @property
    def lora(self) -> dict[str, Any]:
        return self.raw.get("lora") or {}

    @property
    def data(self) -> dict[str, Any]:
        return self.raw.get("data") or {}

    @property
    def rewards(self) -> list[dict[str, Any]]:
        return self.raw.get("rewards") or []

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.raw.get("args") or {})

    @property
    def evaluation(self) -> dict[str, Any]:
        return self.raw.get("evaluation") or {}

    @property
    def directory(self) -> Path | None:
        return self.path.parent if self.path else None


def list_recipes() -> list[dict[str, str]]:
    recipes = []
    for path in sorted(RECIPES_DIR.glob("*.yaml")):
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        recipes.append({"name": path.stem, "trainer": raw.get("trainer", ""), "description": raw.get("description", "")})
    return recipes


def resolve_recipe_path(name_or_path: str) -> Path:
    path = Path(name_or_path)
    if path.suffix in (".yaml", ".yml") and path.exists():
        return path
    bundled = RECIPES_DIR / f"{name_or_path.removesuffix('.yaml')}.yaml"
    if bundled.exists():
        return bundled
    known = ", ".join(r["name"] for r in list_recipes())
    raise ValueError(f"no recipe {name_or_path!r}: give a YAML file or one of {known}")


def parse_override(text: str) -> tuple[list[str], Any]:
    """'args.max_steps=30' -> (['args', 'max_steps'], 30); the value is read as YAML."""
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise ValueError(f"override {text!r} must look like section.key=value")
    parsed = yaml.safe_load(value)
    if isinstance(parsed, str) and re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+", parsed.strip()):
        parsed = float(parsed)  # YAML 1.1 reads 1e-4 (no dot) as text; a learning rate is meant
    return key.strip().split("."), parsed


def apply_overrides(raw: dict[str, Any], overrides: list[str]) -> dict[str, Any]:
    """The recipe with `section.key=value` overrides; a value the recipe sets keeps its kind (a number stays a
    number), so a typo is refused here rather than failing the run a minute later."""
    raw = copy.deepcopy(raw)
    for text in overrides:
        keys, value = parse_override(text)
        node = raw
        for key in keys[:-1]:
            node = node.setdefault(key, {})
            if not isinstance(node, dict):
                raise ValueError(f"override {text!r}: {key} is not a section")
        current = node.get(keys[-1])
        if current is not None and not _same_kind(current, value):
            raise ValueError(f"override {text!r}: {'.'.join(keys)} is {current!r} in the recipe; "
                             f"give a {type(current).__name__}, not {value!r}")
        node[keys[-1]] = value
    return raw


def _same_kind(current: Any, value: Any) -> bool:
    if value is None:
        return True  # 'curriculum.teacher=null' switches a setting off
    if isinstance(current, bool) or isinstance(value, bool):
        return isinstance(current, bool) and isinstance(value, bool)
    if isinstance(current, int | float):
        return isinstance(value, int | float)  # 1e-4 for 0.0001, 2 for 2.0
    return isinstance(value, type(current))


def load_recipe(name_or_path: str, overrides: list[str] | None = None) -> Recipe:
    path = resolve_recipe_path(name_or_path)
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise ValueError(f"recipe {path} is not valid YAML: {exc}") from exc
    raw = apply_overrides(raw, overrides or [])
    unknown = set(raw) - SECTIONS
    if unknown:
        raise ValueError(f"recipe {path.name}: unknown sections {sorted(unknown)}; known: {sorted(SECTIONS)}")
    trainer = raw.get("trainer")
    if trainer not in TRAINERS:
        raise ValueError(f"recipe {path.name}: trainer must be one of {TRAINERS}, got {trainer!r}")
    if trainer in ("grpo", "ppo") and not raw.get("rewards"):
        raise ValueError(f"recipe {path.name}: a {trainer} recipe needs at least one entry under rewards")
    from training.rewards import REWARDS

    for entry in raw.get("rewards") or []:
        if entry.get("name") not in REWARDS:
            raise ValueError(f"recipe {path.name}: unknown reward {entry.get('name')!r}; known: {sorted(REWARDS)}")
    return Recipe(raw.get("name") or path.stem, trainer, raw, path)
