"""The Chinese label of each compensation parameter (data/param_labels.yaml), and which parameters a page shows first:
those the question gave and those the scenario's calculation rests on."""

from __future__ import annotations

import dataclasses
import functools
import typing
from pathlib import Path
from typing import Any

import yaml

from backend.compensation.params import scenario_of

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


def needed(scenario: str) -> list[str]:
    return list(_data()["needed"][scenario])


def _unset(field: dataclasses.Field) -> Any:
    return field.default_factory() if field.default is dataclasses.MISSING else field.default


def labelled(params: Any) -> dict:
    """What a page needs to show `params` labelled: `labels` {key: label}; `item_labels` {key: {key: label}} for a
    field whose items are themselves parameter objects (rated_items, supported_people …); `needed`, the keys the
    scenario's calculation rests on first; `given`, the keys whose value the reading of the question set (every
    field's default is its "not stated")."""
    cls = type(params)
    hints = typing.get_type_hints(cls)
    items = {name: item_class(hints[name]) for name in hints}
    return {
        "labels": field_labels(cls),
        "item_labels": {name: field_labels(inner) for name, inner in items.items() if inner is not None},
        "needed": needed(scenario_of(params)),
        "given": [field.name for field in dataclasses.fields(params) if getattr(params, field.name) != _unset(field)],
    }
