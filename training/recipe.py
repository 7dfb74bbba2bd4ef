"""Recipes: one YAML file says what to train (trainer, model, LoRA, data, rewards, trainer args).

The same recipe runs on a CPU and on GPUs: hardware-specific choices (use_vllm, vllm_mode, bf16, batch
sizes) are `args:` entries, changed in the recipe or with `--set args.use_vllm=true`, and several GPUs or
nodes come from `accelerate launch --config_file training/accelerate/<config>.yaml -m training <recipe>`.
"""

from __future__ import annotations

import copy
import difflib
import functools
import importlib.metadata
import json
import math
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

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
    return key.strip().split("."), _numbers_read(yaml.safe_load(value))


_SCIENTIFIC = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+")


def _numbers_read(value: Any) -> Any:
    """YAML 1.1 reads 1e-4 (no dot) as text; in a recipe a number is always meant (a learning rate)."""
    if isinstance(value, str) and _SCIENTIFIC.fullmatch(value.strip()):
        return float(value)
    if isinstance(value, dict):
        return {key: _numbers_read(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_numbers_read(item) for item in value]
    return value


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


def read_recipe(name_or_path: str) -> dict[str, Any]:
    """A recipe file's settings as written, before overrides and checks."""
    path = resolve_recipe_path(name_or_path)
    try:
        return _numbers_read(yaml.safe_load(path.read_text(encoding="utf-8")) or {})
    except yaml.YAMLError as exc:
        raise ValueError(f"recipe {path} is not valid YAML: {exc}") from exc


def load_recipe(name_or_path: str, overrides: list[str] | None = None) -> Recipe:
    path = resolve_recipe_path(name_or_path)
    raw = apply_overrides(read_recipe(name_or_path), overrides or [])
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
    _check_finite(raw, path.name)
    _check_arg_names(raw, trainer, path.name)
    _check_ranges(raw, path.name)
    return Recipe(raw.get("name") or path.stem, trainer, raw, path)


class _Bound(NamedTuple):
    low: float
    high: float | None = None
    low_open: bool = False   # low itself is not allowed
    high_open: bool = False
    whole: bool = False      # an int, not a float

    def describe(self) -> str:
        text = f"{'>' if self.low_open else '>='} {self.low}"
        if self.high is not None:
            text += f" and {'<' if self.high_open else '<='} {self.high}"
        return ("a whole number " if self.whole else "") + text

    def holds(self, value: float) -> bool:
        if not math.isfinite(value):  # every comparison with NaN is false, so it would pass the checks below
            return False
        if value < self.low or (self.low_open and value == self.low):
            return False
        return self.high is None or value < self.high or (not self.high_open and value == self.high)


_BOUNDS: dict[tuple[str, str], _Bound] = {
    ("lora", "r"): _Bound(1, whole=True),
    ("lora", "alpha"): _Bound(1, whole=True),  # peft takes an int: 0.5 would become 0, an adapter that learns nothing
    ("lora", "dropout"): _Bound(0, 1, high_open=True),
    ("data", "holdout_fraction"): _Bound(0, 1, high_open=True),
    ("data", "max_examples"): _Bound(1, whole=True),
    ("evaluation", "max_examples"): _Bound(0, whole=True),
    ("args", "learning_rate"): _Bound(0, low_open=True),
    ("args", "num_train_epochs"): _Bound(0, low_open=True),
    ("args", "per_device_train_batch_size"): _Bound(1, whole=True),
    ("args", "gradient_accumulation_steps"): _Bound(1, whole=True),
    ("args", "num_generations"): _Bound(2, whole=True),  # a group of one has no advantage
    ("args", "max_completion_length"): _Bound(1, whole=True),
    ("args", "max_length"): _Bound(1, whole=True),
    ("args", "temperature"): _Bound(0, low_open=True),
    ("args", "beta"): _Bound(0),
    ("args", "kl_coef"): _Bound(0),
    ("args", "cliprange"): _Bound(0, low_open=True),
    ("args", "num_ppo_epochs"): _Bound(1, whole=True),
    ("args", "generation_batch_size"): _Bound(1, whole=True),
    ("args", "steps_per_generation"): _Bound(1, whole=True),
}


# trl fills these in itself when they are null; every other bounded value must be given
_TRL_DEFAULTS_WHEN_NULL = {"generation_batch_size", "steps_per_generation", "max_length", "max_completion_length"}


def numeric_kind(raw: dict[str, Any], keys: list[str]) -> str | None:
    """'a whole number' / 'a number' when the recipe setting at keys takes a number (it is range-checked, or
    the recipe holds a number there), else None; used to call `args.max_steps=abc` a type error."""
    if len(keys) == 2 and (keys[0], keys[1]) in _BOUNDS:
        return "a whole number" if _BOUNDS[keys[0], keys[1]].whole else "a number"
    if keys == ["args", "max_steps"]:
        return "a whole number"
    node: Any = raw
    for key in keys:
        node = node.get(key) if isinstance(node, dict) else None
    if isinstance(node, bool) or not isinstance(node, int | float):
        return None
    return "a whole number" if isinstance(node, int) else "a number"


def _check_finite(node: Any, recipe_name: str, where: str = "") -> None:
    """No recipe value means NaN or infinity (`.nan`, `.inf` in YAML): a learning rate of inf trains an adapter of
    NaN weights that still 'succeeds', so refuse them anywhere in the recipe."""
    if isinstance(node, float) and not math.isfinite(node):
        raise ValueError(f"recipe {recipe_name}: {where or 'a value'} must be a finite number, got {node!r}")
    if isinstance(node, dict):
        for key, value in node.items():
            _check_finite(value, recipe_name, f"{where}.{key}" if where else str(key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            _check_finite(value, recipe_name, f"{where}[{index}]")


# the runner passes these to the trainer config itself; a recipe setting them would clash with it
_RUNNER_ARGS = {"output_dir", "reward_weights"}


# the config fields of each trainer, written by `python -m training.configs` for the trl and transformers it names
ARG_NAMES_FILE = Path(__file__).resolve().parent / "trainer_args.json"


@functools.cache
def trainer_arg_names(trainer: str) -> frozenset[str]:
    """The fields of the trainer config a recipe's `args:` go to (trl's configs, subclassed in training.configs).
    Read from ARG_NAMES_FILE: importing the configs loads torch and trl (about 10 s, which a server's first
    launch would wait for); with other trl or transformers versions installed, from the configs themselves."""
    recorded = json.loads(ARG_NAMES_FILE.read_text(encoding="utf-8"))
    installed = {name: importlib.metadata.version(name) for name in recorded["versions"]}
    if installed == recorded["versions"]:
        return frozenset(recorded["fields"][trainer])
    from training.configs import config_arg_names

    return config_arg_names(trainer)


def _check_arg_names(raw: dict[str, Any], trainer: str, recipe_name: str) -> None:
    """A misspelt `args.max_step` is refused here, not by the trainer config a minute into the run."""
    args = raw.get("args")
    if args is None:
        return
    if not isinstance(args, dict):
        raise ValueError(f"recipe {recipe_name}: args must be a mapping of trainer settings, got {args!r}")
    known = trainer_arg_names(trainer)
    for key in args:
        if key in _RUNNER_ARGS:
            raise ValueError(f"recipe {recipe_name}: args.{key} is set by the runner, leave it out")
        if key not in known:
            close = difflib.get_close_matches(str(key), known, n=1)
            hint = f"; did you mean args.{close[0]}?" if close else ""
            raise ValueError(f"recipe {recipe_name}: args.{key} is not a setting of the {trainer} trainer{hint}")


def _check_ranges(raw: dict[str, Any], recipe_name: str) -> None:
    """Refuse values a trainer cannot run with (lora.r=0, a negative learning rate) when the recipe is loaded,
    so an operator hears it at once instead of from a failed run that held the training slot."""
    for (section, key), bound in _BOUNDS.items():
        values = raw.get(section)
        if not isinstance(values, dict) or key not in values:
            continue
        value = values[key]
        if value is None and section == "args" and key in _TRL_DEFAULTS_WHEN_NULL:
            continue
        is_number = isinstance(value, int | float) and not isinstance(value, bool)
        if not is_number or (bound.whole and not isinstance(value, int)) or not bound.holds(value):
            raise ValueError(f"recipe {recipe_name}: {section}.{key} must be {bound.describe()}, got {value!r}")
    args = raw.get("args") or {}
    max_steps = args.get("max_steps")
    if max_steps is not None and (not isinstance(max_steps, int) or isinstance(max_steps, bool)
                                  or (max_steps < 1 and max_steps != -1)):
        raise ValueError(f"recipe {recipe_name}: args.max_steps must be a whole number >= 1 (or -1 to train by "
                         f"epochs), got {max_steps!r}")
    if raw.get("trainer") in ("grpo", "lexpam"):  # both run trl's GRPO
        # trl samples num_generations completions per prompt out of one generation batch
        processes = int(os.environ.get("WORLD_SIZE", "1"))
        batch = args.get("generation_batch_size") or (
            args.get("per_device_train_batch_size", 8) * processes
            * (args.get("steps_per_generation") or args.get("gradient_accumulation_steps", 1)))
        generations = args.get("num_generations", 8)
        if batch % generations:
            raise ValueError(f"recipe {recipe_name}: args.num_generations ({generations}) must divide the generation "
                             f"batch ({batch}: per_device_train_batch_size × processes × steps_per_generation, "
                             f"which defaults to gradient_accumulation_steps)")
