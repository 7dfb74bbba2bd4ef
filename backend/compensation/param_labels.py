"""The Chinese label of each compensation parameter (data/param_labels.yaml), the Chinese name of each code a coded
parameter takes, and which parameters a page shows first: those the question gave and those the scenario's calculation
rests on."""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

import yaml

from backend.compensation.economic import ECONOMIC_TARGETS, SUPPOSED_ENDINGS, TARGET_LABELS
from backend.compensation.params import (
    INJURY_CAUSES,
    VICTIM_CAPACITIES,
    Dependant,
    EconomicParams,
    PersonalInjuryParams,
    TrafficParams,
    WorkInjuryParams,
    scenario_of,
)
from backend.compensation.reference import Reference, get_reference
from backend.compensation.traffic import LIABILITY_LABELS, TRAFFIC_TARGETS
from backend.compensation.work_injury import CARE_LEVELS, EMPLOYMENT_ENDINGS, ITEM_LABELS, PAYERS, WORK_INJURY_TARGETS

LABELS_FILE = Path(__file__).parent / "data" / "param_labels.yaml"


@functools.cache
def _data() -> dict:
    with LABELS_FILE.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def field_labels(cls: type) -> dict[str, str]:
    """Each field of the parameter dataclass `cls` with its label, in the order the fields are declared; a field that
    `cls` takes from a class it extends is labelled under that class. A field without a label (which the test
    test_every_parameter_has_a_label refuses to ship) is shown by its key rather than failing the page."""
    declared: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        declared.update(_data()["labels"].get(klass.__name__, {}))
    return {field.name: declared.get(field.name, field.name) for field in dataclasses.fields(cls)}


def item_class(annotation: Any) -> type | None:
    """The parameter dataclass a field holds, alone or as the items of a list or the values of a dict; None for a
    plain value."""
    if dataclasses.is_dataclass(annotation):
        return annotation
    for inner in typing.get_args(annotation):
        found = item_class(inner)
        if found is not None:
            return found
    return None


def coded_fields(reference: Reference) -> dict[type, dict[str, tuple[Collection[str], Mapping[str, str]]]]:
    """Each coded field of each parameter class: the codes its engine accepts, and the names the engines' own data
    gives them (param_labels.yaml code_names names the others)."""
    reasons = reference.labour["termination_reasons"]
    return {
        EconomicParams: {
            "termination_reason": (reasons, {code: reason["label"] for code, reason in reasons.items()}),
            "supposed_ending": (SUPPOSED_ENDINGS, {}),
            "targets": (ECONOMIC_TARGETS, TARGET_LABELS),
        },
        WorkInjuryParams: {
            "care_level": (CARE_LEVELS, CARE_LEVELS),
            "payer": (PAYERS, {}),
            "employment_ended_by": (EMPLOYMENT_ENDINGS, {}),
            "targets": (WORK_INJURY_TARGETS, ITEM_LABELS),
        },
        Dependant: {"relation": (reference.work_injury["death"]["dependant_rates"], {})},
        # a finding of liability is written in Chinese already: it is its own name
        TrafficParams: {"liability": (LIABILITY_LABELS, {code: code for code in LIABILITY_LABELS}),
                        "targets": (TRAFFIC_TARGETS, {})},
        PersonalInjuryParams: {"cause": (INJURY_CAUSES, {}), "victim_capacity": (VICTIM_CAPACITIES, {})},
    }


@functools.lru_cache(maxsize=4)
def _code_names(reference: Reference) -> dict[type, dict[str, dict[str, str]]]:
    written = _data()["code_names"]
    return {
        cls: {
            key: {code: {**given, **written.get(cls.__name__, {}).get(key, {})}.get(code, code) for code in codes}
            for key, (codes, given) in fields.items()
        }
        for cls, fields in coded_fields(reference).items()
    }


def code_names(cls: type) -> dict[str, dict[str, str]]:
    """Each coded field of the parameter dataclass `cls` with its codes' names {key: {code: name}}; a code without a
    name (which test_coded_parameters_by_name refuses to ship) is named by itself."""
    return _code_names(get_reference()).get(cls, {})


def as_codes(cls: type, data: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """`data` (the JSON of a `cls`) with each coded field's value, or each item of a list of codes, given as its code
    or as its Chinese name (exact after trimming), read as the code. A text that is neither is refused, the names
    listed: kept, it would be refused later by an engine in codes a layperson cannot read, or not at all."""
    read = dict(data)
    for key, names in code_names(cls).items():
        value = data.get(key)
        if isinstance(value, str):
            read[key] = _code(value, names, cls, key, prefix)
        elif isinstance(value, list):
            read[key] = [_code(item, names, cls, key, prefix) if isinstance(item, str) else item for item in value]
    return read


def _code(text: str, names: dict[str, str], cls: type, key: str, prefix: str) -> str:
    trimmed = text.strip()
    if trimmed in names:
        return trimmed
    by_name = {name: code for code, name in names.items()}
    if trimmed in by_name:
        return by_name[trimmed]
    raise ValueError(
        f"参数 {prefix}{key}「{field_labels(cls)[key]}」应填以下之一：{'；'.join(names.values())}"
        f"（或其代码：{'、'.join(names)}），收到：{text!r}"
    )


def needed(scenario: str) -> list[str]:
    return list(_data()["needed"][scenario])


def _unset(field: dataclasses.Field) -> Any:
    return field.default_factory() if field.default is dataclasses.MISSING else field.default


def labelled(params: Any) -> dict:
    """What a page needs to show `params` labelled: `labels` {key: label}; `item_labels` {key: {key: label}} for a
    field whose items are themselves parameter objects (rated_items, supported_people …); `needed`, the keys the
    scenario's calculation rests on first; `given`, the keys whose value the reading of the question set (every
    field's default is its "not stated"); `codes` {key: {code: name}}, the names of a coded field's codes, which the
    API reads as the codes."""
    cls = type(params)
    hints = typing.get_type_hints(cls)
    items = {name: item_class(hints[name]) for name in hints}
    return {
        "labels": field_labels(cls),
        "item_labels": {name: field_labels(inner) for name, inner in items.items() if inner is not None},
        "needed": needed(scenario_of(params)),
        "given": [field.name for field in dataclasses.fields(params) if getattr(params, field.name) != _unset(field)],
        "codes": code_names(cls),
    }
