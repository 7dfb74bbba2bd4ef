"""Every compensation parameter has its Chinese label (backend/compensation/data/param_labels.yaml), so a new field
cannot ship unlabelled on the Compensation page, and no label is left for a field that is gone."""

from __future__ import annotations

import dataclasses
import typing

from backend.compensation.param_labels import _data, field_labels, item_class, labelled, needed
from backend.compensation.params import PARAM_CLASSES, SCENARIOS, EconomicParams, TrafficParams


def _parameter_classes() -> set[type]:
    """The scenarios' parameter dataclasses, the classes they extend and the dataclasses their fields hold."""
    found: set[type] = set()
    waiting = list(PARAM_CLASSES.values())
    while waiting:
        cls = waiting.pop()
        if cls in found:
            continue
        found.add(cls)
        waiting.extend(base for base in cls.__mro__[1:] if dataclasses.is_dataclass(base))
        waiting.extend(inner for hint in typing.get_type_hints(cls).values() if (inner := item_class(hint)) is not None)
    return found


def _own_fields(cls: type) -> set[str]:
    return set(cls.__dict__.get("__annotations__", {}))


def test_every_field_of_every_parameter_class_has_a_label():
    labels = _data()["labels"]
    unlabelled = {cls.__name__: sorted(_own_fields(cls) - set(labels.get(cls.__name__, {})))
                  for cls in _parameter_classes()}
    assert {name: fields for name, fields in unlabelled.items() if fields} == {}


def test_every_label_names_a_field_of_its_class():
    classes = {cls.__name__: cls for cls in _parameter_classes()}
    assert set(_data()["labels"]) <= set(classes), "a label section names no parameter class"
    stray = {name: sorted(set(own) - _own_fields(classes[name])) for name, own in _data()["labels"].items()}
    assert {name: keys for name, keys in stray.items() if keys} == {}


def test_labels_are_short_and_tell_the_scenarios_fields_apart():
    for scenario, cls in PARAM_CLASSES.items():
        labels = field_labels(cls)
        assert list(labels) == [field.name for field in dataclasses.fields(cls)]
        # a coded field's codes are named apart (code_names), not in its label; longer than 80 characters it is no label
        assert all(label != key and len(label) <= 80 for key, label in labels.items()), scenario
        repeated = {label for label in labels.values() if list(labels.values()).count(label) > 1}
        assert not repeated, (scenario, repeated)


def test_labels_carry_their_units_and_inherit_the_injury_losses():
    economic = field_labels(EconomicParams)
    assert economic["monthly_wage"] == "月平均工资（解除或终止前12个月，元）"
    assert "个月" in economic["service_months"] and "天" in economic["unused_leave_days"]
    traffic = field_labels(TrafficParams)
    assert traffic["losses"].startswith("各项损失及金额") and traffic["liability"].startswith("机动车一方的事故责任")


def test_the_needed_parameters_are_fields_of_their_scenario():
    assert set(_data()["needed"]) == set(SCENARIOS)
    for scenario in SCENARIOS:
        fields = {field.name for field in dataclasses.fields(PARAM_CLASSES[scenario])}
        assert needed(scenario) and set(needed(scenario)) <= fields, scenario


def test_given_is_what_differs_from_not_stated_and_items_are_labelled():
    shown = labelled(TrafficParams(liability="全部责任", losses={"医疗费": 20000}, victims_unassigned=False))
    assert shown["given"] == ["losses", "liability"]  # victims_unassigned False is its not-stated default
    assert shown["needed"] == ["accident_date", "liability", "losses"]
    assert shown["item_labels"]["rated_items"]["per"] == "标准的计算单位（天、月或年）"
    assert set(shown["item_labels"]) == {"supported_people", "victims_facts", "rated_items"}
    assert set(shown["codes"]) == {"liability", "targets"} and shown["codes"]["targets"]["compulsory"] == "交强险赔付"
