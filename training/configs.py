"""Trainer configs: trl's own, subclassed (not forked) with defaults that run on a CPU as well as a GPU.

trl 1.16 has no PPOConfig (PPO left trl with its value-head models), so PPOConfig subclasses
transformers.TrainingArguments the way trl's former OnPolicyConfig did, adding the PPO fields.

`python -m training.configs` rewrites training/trainer_args.json, the config fields a recipe's `args:` may set
and the kinds of value each takes, under the installed trl and transformers, so that checking a recipe needs no
trl (under other versions the check reads these configs instead; tests/training/test_recipe_args.py compares the
file with them).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from dataclasses import dataclass, field
from importlib.metadata import version

import torch
from transformers import TrainingArguments
from trl import GRPOConfig, RewardConfig, SFTConfig


def _bf16_supported() -> bool:
    return torch.cuda.is_available() and torch.cuda.is_bf16_supported()


def _auto_precision(config) -> None:
    # trl turns bf16 on whenever fp16 is off, which breaks or slows CPU runs; decide from the hardware instead
    if config.bf16 is None:
        config.bf16 = _bf16_supported() and not config.fp16


@dataclass
class LexSFTConfig(SFTConfig):
    gradient_checkpointing: bool = False
    logging_steps: float = 1
    save_strategy: str = "no"
    report_to: str | list[str] = "none"

    def __post_init__(self):
        _auto_precision(self)
        super().__post_init__()


@dataclass
class LexGRPOConfig(GRPOConfig):
    gradient_checkpointing: bool = False
    logging_steps: float = 1
    save_strategy: str = "no"
    report_to: str | list[str] = "none"

    def __post_init__(self):
        _auto_precision(self)
        super().__post_init__()


@dataclass
class LexRewardConfig(RewardConfig):
    gradient_checkpointing: bool = False
    logging_steps: float = 1
    save_strategy: str = "no"
    report_to: str | list[str] = "none"

    def __post_init__(self):
        _auto_precision(self)
        super().__post_init__()


@dataclass
class PPOConfig(TrainingArguments):
    """PPO as SyLeR runs it (lr 1e-5, β = 0.02, clip range 0.2), RLHF-style: the reward arrives at the last
    token, every token pays β·KL to the frozen warm-up policy, a value head on the policy gives GAE advantages."""

    learning_rate: float = 1e-5
    logging_steps: float = 1
    save_strategy: str = "no"
    report_to: str | list[str] = "none"
    gradient_checkpointing: bool = False
    bf16: bool | None = None
    max_completion_length: int = field(default=256, metadata={"help": "tokens generated per rollout"})
    temperature: float = field(default=1.0, metadata={"help": "sampling temperature of rollouts"})
    kl_coef: float = field(default=0.02, metadata={"help": "β of SyLeR Eq. 5: weight of the per-token KL penalty"})
    cliprange: float = field(default=0.2, metadata={"help": "PPO policy-ratio clip range"})
    cliprange_value: float = field(default=0.2, metadata={"help": "clip range of the value update"})
    vf_coef: float = field(default=0.1, metadata={"help": "weight of the value loss"})
    gamma: float = field(default=1.0, metadata={"help": "discount factor"})
    lam: float = field(default=0.95, metadata={"help": "GAE λ"})
    num_ppo_epochs: int = field(default=4, metadata={"help": "optimisation passes over each rollout batch"})
    num_mini_batches: int = field(default=1, metadata={"help": "mini-batches per rollout batch"})
    whiten_rewards: bool = field(default=False, metadata={"help": "whiten the per-token rewards before GAE"})

    def __post_init__(self):
        _auto_precision(self)
        super().__post_init__()


# the config class each trainer's `args:` go to (lexpam runs trl's GRPO)
TRAINER_CONFIGS = {"sft": LexSFTConfig, "grpo": LexGRPOConfig, "lexpam": LexGRPOConfig, "ppo": PPOConfig,
                   "reward": LexRewardConfig}


# what a YAML value can be, by the Python type a config field is annotated with
_YAML_KINDS = {bool: "bool", int: "int", float: "float", str: "str", list: "list", dict: "dict", type(None): "null"}


def _kinds(hint) -> set[str]:
    """The YAML kinds a field annotated `hint` takes: 'int | None' -> {int, null}; an enum of text (trl's
    IntervalStrategy) is text; a class YAML cannot write (accelerate's ParallelismConfig) takes 'any'."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return set().union(*(_kinds(member) for member in typing.get_args(hint)))
    if origin is typing.Literal:
        return {_YAML_KINDS.get(type(value), "any") for value in typing.get_args(hint)}
    if origin is not None:  # list[str], dict[str, Any]
        return {_YAML_KINDS.get(origin, "any")}
    if isinstance(hint, type) and issubclass(hint, enum.Enum) and issubclass(hint, str):
        return {"str"}
    return {_YAML_KINDS.get(hint, "any")}


def config_arg_kinds(trainer: str) -> dict[str, list[str]]:
    """Each field a recipe's `args:` may set for this trainer, with the YAML kinds its type takes."""
    config = TRAINER_CONFIGS[trainer]
    hints = typing.get_type_hints(config)
    return {item.name: sorted(_kinds(hints[item.name])) for item in dataclasses.fields(config) if item.init}


def recorded_arg_kinds() -> dict:
    """What training/trainer_args.json holds: the fields of every trainer's config and the kinds of value each
    takes ('int|null', one line a field), under these trl and transformers versions."""
    return {"versions": {name: version(name) for name in ("trl", "transformers")},
            "fields": {trainer: {name: "|".join(kinds) for name, kinds in sorted(config_arg_kinds(trainer).items())}
                       for trainer in TRAINER_CONFIGS}}


if __name__ == "__main__":
    from training.recipe import ARG_KINDS_FILE

    ARG_KINDS_FILE.write_text(json.dumps(recorded_arg_kinds(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {ARG_KINDS_FILE}")
