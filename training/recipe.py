"""Recipes: one YAML file says what to train (trainer, model, LoRA, data, rewards, trainer args).

The same recipe runs on a CPU and on GPUs: hardware-specific choices (use_vllm, vllm_mode, bf16, batch
sizes) are `args:` entries, changed in the recipe or with `--set args.use_vllm=true`, and several GPUs or
nodes come from `accelerate launch --config_file training/accelerate/<config>.yaml -m training <recipe>`.
"""

from __future__ import annotations

import copy
import datetime
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
    """'args.max_steps=30' -> (['args', 'max_steps'], 30); the value is read as YAML, except that a date
    ('args.run_name=2024-01-01') is the text written: no recipe setting takes a date."""
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise ValueError(f"override {text!r} must look like section.key=value")
    try:
        read = yaml.safe_load(value)
    except yaml.YAMLError:
        raise ValueError(f"override {text!r}: the value is not valid YAML; quote text ('...')") from None
    if isinstance(read, datetime.date):
        return key.strip().split("."), value.strip()
    return key.strip().split("."), _numbers_read(read)


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
    """The recipe with `section.key=value` overrides, each typed here so that a typo is refused at once rather
    than failing the run a minute later: a trainer setting (`args.`) takes what its field in the trainer's config
    takes (`args.run_name=2024` is the text '2024', `args.learning_rate=1` the number 1.0); any other value the
    recipe sets keeps its kind (a number stays a number)."""
    raw = copy.deepcopy(raw)
    for text in overrides:
        keys, value = parse_override(text)
        node = raw
        for depth, key in enumerate(keys[:-1]):
            node = _child(node, key, ".".join(keys[:depth + 1]), text)
        name = ".".join(keys)
        kinds = _field_kinds(raw, keys)
        if isinstance(node, list):  # `rewards.0.weight`'s list is reached; its last key must be an index
            _child(node, keys[-1], name, text)
            keys[-1] = int(keys[-1])
        else:
            _refuse_index_of_no_list(node, keys[-1], name, text)
        current = node.get(keys[-1]) if isinstance(node, dict) else node[keys[-1]]
        if kinds is not None:
            try:
                value = typed_arg(name, value, kinds, written=text.partition("=")[2].strip())
            except ValueError as exc:
                raise ValueError(f"override {text!r}: {exc}") from None
        elif current is not None and not _same_kind(current, value):
            raise ValueError(f"override {text!r}: {name} is {current!r} in the recipe; "
                             f"give a {type(current).__name__}, not {value!r}")
        node[keys[-1]] = value
    return raw


def _child(node: Any, key: str, where: str, text: str) -> Any:
    """The entry `key` of a section (made when missing) or of a list (`rewards.0`: by its index)."""
    if isinstance(node, list):
        if not key.isdigit() or int(key) >= len(node):
            raise ValueError(f"override {text!r}: {where} must be an index of the list, 0 to {len(node) - 1}")
        return node[int(key)]
    if not isinstance(node, dict):
        raise ValueError(f"override {text!r}: {where.rpartition('.')[0]} is not a section")
    _refuse_index_of_no_list(node, key, where, text)
    child = node.setdefault(key, {})
    if child is None:  # `params:` left empty in the file
        child = node[key] = {}
    if not isinstance(child, dict | list):
        raise ValueError(f"override {text!r}: {where} is not a section")
    return child


def _refuse_index_of_no_list(node: dict[str, Any], key: str, where: str, text: str) -> None:
    """An index (`data.tasks.0`) where the recipe has no list would make a mapping with the key '0', which nothing
    reads as a list: the run would fail later, or filter on nothing."""
    if key.isdigit() and key not in node:
        parent = where.rpartition(".")[0]
        key_written, _, value = text.partition("=")
        entries = value.strip() if key_written.strip() == where else "…"  # `data.tasks.0=ask`: [ask]
        raise ValueError(f"override {text!r}: {parent} is not a list in this recipe, so {key} is no index of it; "
                         f"set the whole list instead: {parent}=[{entries}]")


def _field_kinds(raw: dict[str, Any], keys: list[str]) -> list[str] | None:
    """The kinds of value the trainer config field at keys (`args.<field>`) takes; None for any other key and for
    a name the trainer lacks (refused, with the nearest name, when the recipe loads)."""
    if len(keys) != 2 or keys[0] != "args" or raw.get("trainer") not in TRAINERS:
        return None
    return trainer_arg_kinds(raw["trainer"]).get(keys[1])


_KIND_WORDS = {"int": "a whole number", "float": "a number", "bool": "true or false", "str": "text", "list": "a list",
               "dict": "a mapping", "null": "null"}
_KINDS = (("bool", bool), ("int", int), ("float", float), ("str", str), ("list", list), ("dict", dict),
          ("date", datetime.date))  # YAML reads 2024-01-01 as a date (a datetime is a date too)


def _kind_of(value: Any) -> str:
    """The YAML kind of a value; 'date' and 'other' (!!binary, !!set) no trainer field takes."""
    if value is None:
        return "null"
    return next((kind for kind, python in _KINDS if isinstance(value, python)), "other")


def typed_arg(name: str, value: Any, kinds: list[str], written: str | None = None) -> Any:
    """`value` as the trainer config field `name` takes it (kinds: recorded by training.configs), or ValueError
    naming what it takes. A whole number is a number where a float is wanted; a number or switch is its text as
    written (`written`, from an override) where only text is."""
    kind = _kind_of(value)
    if "any" in kinds or kind in kinds:
        return value
    if kind == "int" and "float" in kinds:
        return float(value)
    if written is not None and "str" in kinds and kind in ("int", "float", "bool"):
        return written
    takes = " or ".join(_KIND_WORDS[k] for k in kinds)
    hint = " (quote it to give text)" if kind == "date" and "str" in kinds else ""  # a date in a recipe file
    raise ValueError(f"{name} must be {takes}, got {repr(value)[:40]}{hint}")


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

    for index, entry in enumerate(raw.get("rewards") or []):
        if entry.get("name") not in REWARDS:
            raise ValueError(f"recipe {path.name}: unknown reward {entry.get('name')!r}; known: {sorted(REWARDS)}")
        _check_reward_params(entry, index, path.name)
    teacher = (raw.get("curriculum") or {}).get("teacher")
    if trainer == "lexpam" and isinstance(teacher, dict):  # only LexPam's curriculum asks a teacher
        _check_model_backend(teacher, "curriculum teacher", "curriculum.teacher", path.name)
    _check_finite(raw, path.name)
    _check_args(raw, trainer, path.name)
    _check_ranges(raw, path.name)
    return Recipe(raw.get("name") or path.stem, trainer, raw, path)


def _check_reward_params(entry: dict[str, Any], index: int, recipe_name: str) -> None:
    """What a reward builds only when it first scores (minutes into a run: after the model loads and the first
    completions are generated) is checked here: the reward-model run of `preference`, the judge backend of
    `sentencing` and `issue_tree`."""
    params = entry.get("params") or {}
    name = entry["name"]
    if name == "preference" and params.get("run") is not None:
        from training.registry import Registry

        problem = Registry.open().reward_model_problem(str(params["run"]))
        if problem:
            raise ValueError(f"recipe {recipe_name}: reward preference: {problem}; set it with "
                             f"--set rewards.{index}.params.run=RUN_ID")
    judge = params.get("judge")
    if name in ("sentencing", "issue_tree") and isinstance(judge, dict):
        _check_model_backend(judge, f"reward {name}: judge", f"rewards.{index}.params.judge", recipe_name)


# long enough for a server on another host to answer its model list, short enough that a launch is not held up
MODEL_SERVER_PROBE_S = 5.0


def _check_model_backend(fields: dict[str, Any], what: str, where: str, recipe_name: str) -> None:
    """Backend settings a run builds a judge or a teacher from (minutes in, after the model loads): valid Settings,
    and, for an OpenAI-compatible server, one that answers now (GET <openai_base_url>/models, as the backend asks
    when it is built)."""
    import httpx
    from pydantic import ValidationError

    from backend.config import Settings

    try:
        settings = Settings(**fields)
    except ValidationError as exc:
        raise ValueError(f"recipe {recipe_name}: {what} settings are not valid: "
                         f"{exc.errors()[0]['loc']}: {exc.errors()[0]['msg']}") from None
    if settings.llm_backend != "openai":
        return
    url = settings.openai_base_url.rstrip("/") + "/models"
    advice = f"start it, or give {where} another server"
    try:
        response = httpx.get(url, headers={"Authorization": f"Bearer {settings.openai_api_key}"},
                             timeout=MODEL_SERVER_PROBE_S)
    except httpx.HTTPError as exc:
        raise ValueError(f"recipe {recipe_name}: {what}: no model server answered at {settings.openai_base_url} "
                         f"({type(exc).__name__}); {advice}") from None
    if response.status_code != 200:
        raise ValueError(f"recipe {recipe_name}: {what}: GET {url} answered {response.status_code}, so no "
                         f"OpenAI-compatible server is at {settings.openai_base_url}; {advice}")


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


# the config fields of each trainer and the kinds of value each takes, written by `python -m training.configs` for
# the trl and transformers it names
ARG_KINDS_FILE = Path(__file__).resolve().parent / "trainer_args.json"


@functools.cache
def trainer_arg_kinds(trainer: str) -> dict[str, list[str]]:
    """The fields of the trainer config a recipe's `args:` go to (trl's configs, subclassed in training.configs),
    each with the YAML kinds it takes ('int', 'float', 'bool', 'str', 'list', 'dict', 'null'; 'any' for a type
    YAML cannot write). Read from ARG_KINDS_FILE: importing the configs loads torch and trl (about 10 s, which a
    server's first launch would wait for); with other trl or transformers versions installed, from the configs."""
    recorded = json.loads(ARG_KINDS_FILE.read_text(encoding="utf-8"))
    installed = {name: importlib.metadata.version(name) for name in recorded["versions"]}
    if installed == recorded["versions"]:
        return {name: kinds.split("|") for name, kinds in recorded["fields"][trainer].items()}
    from training.configs import config_arg_kinds

    return config_arg_kinds(trainer)


def _check_args(raw: dict[str, Any], trainer: str, recipe_name: str) -> None:
    """A misspelt `args.max_step`, or a value its field cannot take (`max_steps: "30"` in the file), is refused
    here, not by the trainer config a minute into the run."""
    args = raw.get("args")
    if args is None:
        return
    if not isinstance(args, dict):
        raise ValueError(f"recipe {recipe_name}: args must be a mapping of trainer settings, got {args!r}")
    known = trainer_arg_kinds(trainer)
    for key, value in args.items():
        if key in _RUNNER_ARGS:
            raise ValueError(f"recipe {recipe_name}: args.{key} is set by the runner, leave it out")
        if key not in known:
            close = difflib.get_close_matches(str(key), known, n=1)
            hint = f"; did you mean args.{close[0]}?" if close else ""
            raise ValueError(f"recipe {recipe_name}: args.{key} is not a setting of the {trainer} trainer{hint}")
        try:
            args[key] = typed_arg(f"args.{key}", value, known[key])
        except ValueError as exc:
            raise ValueError(f"recipe {recipe_name}: {exc}") from None


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
    max_steps = args.get("max_steps")  # a whole number: typed with the other args
    if max_steps is not None and max_steps < 1 and max_steps != -1:
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
