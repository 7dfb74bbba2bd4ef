"""The rubrics in rubrics.yaml as typed objects, and the scoring of one annotator's rating under each.

A rating's `values` is what the annotator entered; its `items` are the numbers agreement and export use
(one per rubric item, e.g. SyLeR's four 1-5 scores, or MSR²'s single 0-10 score).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

RUBRICS_FILE = Path(__file__).with_name("rubrics.yaml")
# a pairwise choice as sent (A shown first) -> the preference item's value
PREFERENCE_VALUE = {"a": -1.0, "tie": 0.0, "b": 1.0}
# the fields of a rating's values, by rubric kind (a likert rating's are its items); the validators accept these
# names only and the rubric list shows them (Rubric.input_fields)
FACTOR_FIELDS = ("band", "penalties")
ISSUE_TREE_FIELDS = ("final_order_correct", "marks")
MARK_FLAGS = ("covered", "correct")
# the fields of an issue of a LEGIT issue tree, and of one party's argument in it
ISSUE_FIELDS = ("id", "title", "arguments", "conclusion")
ARGUMENT_FIELDS = ("party", "text")
# an id is stored and shown in every mark and message: dotted numbers, at most 6 levels of at most 3 digits
ISSUE_ID = re.compile(r"^[1-9]\d{0,2}(\.[1-9]\d{0,2}){0,5}$")
MAX_ISSUES = 200
MAX_TEXT_CHARS = 20_000


@dataclass(frozen=True)
class Item:
    name: str
    label: str
    low: float
    high: float
    dispute_gap: float  # ratings of one unit this far apart are a dispute for an operator
    guide: str = ""
    # the items this one is the sum of (LEGIT's score): worked out from them, never rated or decided on its own
    derived_from: tuple[str, ...] = ()

    def normalize(self, value: float) -> float:
        return (value - self.low) / (self.high - self.low)


@dataclass(frozen=True)
class Band:
    name: str
    low: int
    high: int
    guide: str


@dataclass(frozen=True)
class Penalty:
    name: str
    label: str
    min: int
    max: int


@dataclass(frozen=True)
class ScoredRating:
    values: dict[str, Any]  # the entered values, normalised (defaults filled in, types fixed)
    items: dict[str, float]


@dataclass(frozen=True)
class Rubric:
    name: str
    title: str
    source: str
    kind: str  # likert | factor_score | issue_tree | pairwise
    tasks: tuple[str, ...]
    items: tuple[Item, ...]
    accept_at: float | None = None
    bands: tuple[Band, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    penalty_floor: str = "band_low"
    weights: dict[str, float] = field(default_factory=dict)
    correctness_over: str = "covered"

    def item(self, name: str) -> Item:
        for item in self.items:
            if item.name == name:
                return item
        raise ValueError(f"the {self.name} rubric has no item {quoted(name)}; its items: {', '.join(self.item_names)}")

    @property
    def item_names(self) -> list[str]:
        return [item.name for item in self.items]

    def final_value(self, item_name: str, value: Any) -> float:
        """An operator's decision on one item: on the item's scale, and a whole number where raters choose whole
        numbers (likert marks, a pairwise choice), one of the raters' choices where they choose between two
        (rater_choices: LEGIT's final order, 0 or 5); a factor score, coverage or correctness may be fractional (the
        median of two raters'). An item derived from others is refused: it follows the items it sums."""
        item = self.item(item_name)
        what = f"{self.name}.{item.name}"
        if item.derived_from:
            *others, last = item.derived_from
            raise ValueError(f"{what} is not decided on its own: it is the sum of {', '.join(item.derived_from)}, "
                             f"worked out from their settled values; adjudicate {', '.join(others)} or {last} "
                             "instead")
        choices = self.rater_choices(item.name)
        if choices is not None:
            # a decision between an answer that reaches the final order and one that misses it: 3 is neither
            if isinstance(value, bool) or value not in choices:
                raise ValueError(f"{what} is decided as one of the raters' choices, "
                                 f"{' or '.join(f'{choice:g}' for choice in choices)}, got {quoted(value)}")
            return float(value)
        if self.kind in ("likert", "pairwise"):
            return float(_integer_in(value, item.low, item.high, what))
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not item.low <= value <= item.high:
            raise ValueError(f"{what} takes a value from {item.low:g} to {item.high:g}, got {quoted(value)}")
        return float(value)

    def rater_choices(self, item_name: str) -> tuple[float, ...] | None:
        """The values a rater can give an item that they score by choosing between two: LEGIT's final order, 0 or
        its weight (final_order_correct false or true). None for an item rated over its scale. A median of raters'
        choices may fall between them (two raters apart: 2.5); an operator's decision is one of them."""
        if self.kind == "issue_tree" and item_name == "final_order":
            return (0.0, float(self.weights["final_order"]))
        return None

    @property
    def derived_item_names(self) -> frozenset[str]:
        return frozenset(item.name for item in self.items if item.derived_from)

    def check_task(self, task: str) -> None:
        if task not in self.tasks:
            raise ValueError(f"the {self.name} rubric is for {', '.join(self.tasks)} outputs, not {task}")

    def overall(self, items: dict[str, float]) -> float:
        """0-1 quality of one output under this rubric: its total score, or the mean of its items."""
        if "score" in items:
            return self.item("score").normalize(items["score"])
        return sum(self.item(name).normalize(value) for name, value in items.items()) / len(items)

    def with_derived(self, items: dict[str, float]) -> dict[str, float]:
        """items with each derived item (Item.derived_from) worked out as the sum of its parts: the one place a
        total is computed, for one rater's marks and for the values settled from several (medians, operators'
        decisions), so a total always agrees with its parts. One whose parts are not all given is left out."""
        settled = {name: value for name, value in items.items() if name not in self.derived_item_names}
        for item in (item for item in self.items if item.derived_from):
            if all(part in settled for part in item.derived_from):
                settled[item.name] = round(sum(settled[part] for part in item.derived_from), 4)
        return settled

    def input_fields(self) -> list[dict]:
        """What a judgement under this rubric sends, field by field (name, JSON type, whether required, allowed
        values or range, label; an object's named fields in `fields`, or its `keys` and the shape of `each` value):
        a rating's `values`, or for pairwise the preference's `choice`. Read from the definitions score() checks
        against, so the rubric list and the validator cannot drift apart."""
        if self.kind == "likert":
            return [{"name": item.name, "type": "integer", "required": True, "minimum": item.low, "maximum": item.high,
                     "label": item.label} for item in self.items]
        if self.kind == "factor_score":
            band, penalties = FACTOR_FIELDS
            return [
                {"name": band, "type": "string", "required": True, "allowed": [b.name for b in self.bands],
                 "label": "the band the factors fall in; the score starts at its top"},
                {"name": penalties, "type": "object", "required": False,
                 "label": "trigger name -> deduction; a trigger left out, 0 or null is not triggered",
                 "fields": [{"name": p.name, "type": "integer", "required": False, "minimum": p.min,
                             "maximum": p.max, "label": p.label} for p in self.penalties]},
            ]
        if self.kind == "issue_tree":
            final_order, marks = ISSUE_TREE_FIELDS
            covered, correct = MARK_FLAGS
            return [
                {"name": final_order, "type": "boolean", "required": True,
                 "label": "the answer reaches the court's final order"},
                {"name": marks, "type": "object", "required": True, "label": "each issue's mark",
                 "keys": "every issue id of the output's issue tree (GET /api/annotation/issue-trees/{output_id})",
                 "each": {"type": "object", "fields": [
                     {"name": covered, "type": "boolean", "required": False, "default": False,
                      "label": "the answer addresses the issue"},
                     {"name": correct, "type": "boolean", "required": False, "default": False,
                      "label": "it resolves the issue as the court did (only where covered)"}]}},
            ]
        if self.kind == "pairwise":
            return [{"name": "choice", "type": "string", "required": True, "allowed": list(PREFERENCE_VALUE),
                     "label": "the better answer: a, b, or tie"}]
        raise ValueError(f"the {self.name} rubric is of no kind a judgement is sent for: {quoted(self.kind)}")

    def as_dict(self) -> dict:
        """The rubric as GET /api/annotation/rubrics lists it: `items` are what a judgement is scored into (an item
        with `derived_from` is their sum; `choices`: the values raters choose between, and an operator decides it as,
        else null), `input` what a judgement sends (input_fields) and where."""
        request = "POST /api/annotation/preferences" if self.kind == "pairwise" else "POST /api/annotation/ratings"
        return {
            "name": self.name, "title": self.title, "source": self.source, "kind": self.kind,
            "tasks": list(self.tasks), "accept_at": self.accept_at,
            "items": [vars(i) | {"choices": self.rater_choices(i.name)} for i in self.items],
            "bands": [vars(b) for b in self.bands],
            "penalties": [vars(p) for p in self.penalties], "penalty_floor": self.penalty_floor,
            "weights": self.weights, "correctness_over": self.correctness_over,
            "input": {"request": request, "field": "choice" if self.kind == "pairwise" else "values",
                      "fields": self.input_fields()},
        }

    # ------------------------------------------------------------------ scoring
    def score(self, values: dict[str, Any], issue_tree: list[dict] | None = None) -> ScoredRating:
        if not isinstance(values, dict):
            raise ValueError("a rating's values must be a JSON object")
        if self.kind == "likert":
            return self._score_likert(values)
        if self.kind == "factor_score":
            return self._score_factors(values)
        if self.kind == "issue_tree":
            return self._score_issue_tree(values, issue_tree or [])
        raise ValueError(f"the {self.name} rubric is not rated with a values form")

    def _score_likert(self, values: dict[str, Any]) -> ScoredRating:
        unknown = set(values) - set(self.item_names)
        if unknown:
            raise ValueError(f"the {self.name} rubric has no item(s) {listed(unknown)}")
        items = {}
        for item in self.items:
            if item.name not in values:
                raise ValueError(f"{self.name}: rate {item.name} ({item.low:g}-{item.high:g})")
            items[item.name] = float(_integer_in(values[item.name], item.low, item.high, f"{self.name}.{item.name}"))
        return ScoredRating({k: int(v) for k, v in items.items()}, items)

    def _score_factors(self, values: dict[str, Any]) -> ScoredRating:
        _only_keys(values, FACTOR_FIELDS, self.name)
        band_field, penalties_field = FACTOR_FIELDS
        bands = {band.name: band for band in self.bands}
        band = bands.get(values.get(band_field))
        if band is None:
            raise ValueError(f"{self.name}: choose a band, one of {', '.join(bands)}")
        given = values.get(penalties_field) or {}
        if not isinstance(given, dict):
            raise ValueError(f"{self.name}: penalties must map a trigger name to its deduction")
        known = {p.name: p for p in self.penalties}
        unknown = set(given) - set(known)
        if unknown:
            raise ValueError(f"{self.name}: unknown penalty trigger(s) {listed(unknown)}; "
                             f"known: {', '.join(known)}")
        deductions = {}
        for name, amount in given.items():
            if amount in (None, 0, False):
                continue  # not triggered
            penalty = known[name]
            deductions[name] = _integer_in(amount, penalty.min, penalty.max, f"{self.name} penalty {name}")
        floor = band.low if self.penalty_floor == "band_low" else 0
        score = max(floor, band.high - sum(deductions.values()))
        return ScoredRating({band_field: band.name, penalties_field: deductions}, {"score": float(score)})

    def _score_issue_tree(self, values: dict[str, Any], issue_tree: list[dict]) -> ScoredRating:
        if not issue_tree:
            raise ValueError("legit: build the issue tree for this input before marking it")
        _only_keys(values, ISSUE_TREE_FIELDS, self.name)
        final_order_field, marks_field = ISSUE_TREE_FIELDS
        final_order = values.get(final_order_field)
        if not isinstance(final_order, bool):
            raise ValueError(f"legit: say whether the answer reaches the court's final order ({final_order_field})")
        marks = values.get(marks_field)
        if not isinstance(marks, dict):
            raise ValueError("legit: marks must map each issue id to {covered, correct}")
        ids = [issue["id"] for issue in issue_tree]
        unknown = set(marks) - set(ids)
        if unknown:
            raise ValueError(f"legit: marks for issue(s) not in the tree: {listed(unknown)}")
        missing = [i for i in ids if i not in marks]
        if missing:
            raise ValueError(f"legit: mark every issue; missing: {', '.join(missing)}")
        clean = {}
        for issue_id in ids:
            mark = marks[issue_id]
            if not isinstance(mark, dict):
                raise ValueError(f"legit: the mark of issue {issue_id} must be {{covered, correct}}")
            _only_keys(mark, MARK_FLAGS, f"legit: the mark of issue {issue_id}")
            # bool("no") is True: only JSON true/false may mark an issue (an absent one is false)
            flags = {name: mark.get(name, False) for name in MARK_FLAGS}
            for name, flag in flags.items():
                if not isinstance(flag, bool):
                    raise ValueError(f"legit: {name} of issue {issue_id} must be true or false, got {quoted(flag)}")
            covered, correct = flags["covered"], flags["correct"]
            if correct and not covered:
                raise ValueError(f"legit: issue {issue_id} is marked correct but not covered")
            clean[issue_id] = {"covered": covered, "correct": correct}
        covered_count = sum(m["covered"] for m in clean.values())
        correct_count = sum(m["correct"] for m in clean.values())
        denominator = covered_count if self.correctness_over == "covered" else len(ids)
        w = self.weights
        missed, reached = self.rater_choices("final_order")
        items = self.with_derived({
            "final_order": reached if final_order else missed,
            "coverage": w["coverage"] * covered_count / len(ids),
            "correctness": w["correctness"] * correct_count / denominator if denominator else 0.0,
        })
        items = {k: round(v, 4) for k, v in items.items()}
        return ScoredRating({final_order_field: final_order, marks_field: clean}, items)


QUOTED_CHARS = 60  # of a caller's value a refusal repeats: a pasted page in a name field is not sent back whole
LISTED_NAMES = 5  # of the unknown names a refusal lists


def quoted(value: Any) -> str:
    """A caller's value as a refusal repeats it: repr, cut to QUOTED_CHARS with its length told."""
    shown = repr(value)
    if len(shown) <= QUOTED_CHARS:
        return shown
    size = f" ({len(value)} characters)" if isinstance(value, str) else ""
    return f"{shown[:QUOTED_CHARS]}…{size}"


def listed(names: Any) -> str:
    """Unknown names as a refusal lists them: the first LISTED_NAMES, sorted, each cut (quoted), and how many more."""
    ordered = sorted(str(name) for name in names)
    shown = ", ".join(name if len(name) <= QUOTED_CHARS else quoted(name) for name in ordered[:LISTED_NAMES])
    return shown + (f" and {len(ordered) - LISTED_NAMES} more" if len(ordered) > LISTED_NAMES else "")


def _only_keys(values: dict[str, Any], known: tuple[str, ...], what: str) -> None:
    """A misspelt key (`penalty`, `coverd`) would otherwise be dropped and the rating stored without it."""
    unknown = set(values) - set(known)
    if unknown:
        raise ValueError(f"{what} has no field(s) {listed(unknown)}; its fields are {', '.join(known)}")


def _integer_in(value: Any, low: float, high: float, what: str) -> int:
    # int(inf) raises OverflowError: refuse non-finite numbers first
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or int(value) != value:
        raise ValueError(f"{what} must be a whole number from {low:g} to {high:g}, got {quoted(value)}")
    if not low <= value <= high:
        raise ValueError(f"{what} must be from {low:g} to {high:g}, got {value:g}")
    return int(value)


def validate_issue_tree(issues: Any) -> list[dict]:
    """A LEGIT issue tree: issues with dotted ids ("1", "1.2"), each with the parties' arguments and the
    court's conclusion; "1.2" is a sub-issue of "1", which must exist. Returns the cleaned, ordered list."""
    if not isinstance(issues, list) or not issues:
        raise ValueError("an issue tree is a non-empty list of issues")
    if len(issues) > MAX_ISSUES:
        raise ValueError(f"an issue tree has at most {MAX_ISSUES} issues")
    clean: dict[str, dict] = {}
    for position, issue in enumerate(issues, 1):
        if not isinstance(issue, dict):
            raise ValueError(f"issue #{position} must be an object")
        # a misspelt 'conclusoin' would be dropped and the tree saved as a new version without the court's conclusion
        _only_keys(issue, ISSUE_FIELDS, f"issue #{position}")
        issue_id = str(issue.get("id", "")).strip()
        if not ISSUE_ID.match(issue_id):
            raise ValueError(f"issue #{position}: id {quoted(issue_id)} must be dotted numbers like 1, 2 or 1.2 (at most 6 levels, each up to 999)")
        if issue_id in clean:
            raise ValueError(f"issue id {issue_id} appears twice")
        title = _text(issue.get("title"), f"issue {issue_id} title")
        conclusion = _text(issue.get("conclusion"), f"issue {issue_id} conclusion")
        arguments = []
        given = issue.get("arguments") or []
        if not isinstance(given, list):  # a string would be read character by character
            raise ValueError(f"issue {issue_id}: arguments must be a list of {{party, text}}")
        for argument in given:
            if not isinstance(argument, dict):
                raise ValueError(f"issue {issue_id}: each argument is {{party, text}}")
            _only_keys(argument, ARGUMENT_FIELDS, f"issue {issue_id}: an argument")
            party = _text(argument.get("party"), f"issue {issue_id} argument party")
            text = _text(argument.get("text"), f"issue {issue_id} argument text")
            if text:
                arguments.append({"party": party or "party", "text": text})
            elif party:  # dropping it would lose the party the annotator named
                raise ValueError(f"issue {issue_id}: the argument of {party} has no text")
        if not (title or conclusion or arguments):
            raise ValueError(f"issue {issue_id} is empty: give a title, the arguments or the court's conclusion")
        clean[issue_id] = {"id": issue_id, "title": title, "arguments": arguments, "conclusion": conclusion}
    for issue_id in clean:
        parent = issue_id.rpartition(".")[0]
        if parent and parent not in clean:
            raise ValueError(f"issue {issue_id} has no parent issue {parent}")
    return sorted(clean.values(), key=lambda i: [int(part) for part in i["id"].split(".")])


def _text(value: Any, what: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ValueError(f"{what} must be text")
    if len(value) > MAX_TEXT_CHARS:
        raise ValueError(f"{what} is longer than {MAX_TEXT_CHARS} characters")
    return value.strip()


@lru_cache
def load_rubrics(path: Path = RUBRICS_FILE) -> dict[str, Rubric]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    rubrics = {}
    for name, spec in data["rubrics"].items():
        items = tuple(Item(i["name"], i["label"], i["scale"][0], i["scale"][1], i["dispute_gap"], i.get("guide", ""),
                           tuple(i.get("derived_from", ())))
                      for i in spec["items"])
        rated = {item.name for item in items if not item.derived_from}
        for item in items:
            # a total of totals, or of a name the rubric lacks, could not be worked out from settled items
            if not set(item.derived_from) <= rated:
                raise ValueError(f"{path}: {name}.{item.name} is derived from {listed(item.derived_from)}, which must "
                                 f"be other items of {name} that are not derived themselves")
        rubrics[name] = Rubric(
            name=name, title=spec["title"], source=spec["source"], kind=spec["kind"], tasks=tuple(spec["tasks"]),
            items=items, accept_at=spec.get("accept_at"),
            bands=tuple(Band(b["name"], b["low"], b["high"], b["guide"]) for b in spec.get("bands", [])),
            penalties=tuple(Penalty(p["name"], p["label"], p["min"], p["max"]) for p in spec.get("penalties", [])),
            penalty_floor=spec.get("penalty_floor", "band_low"), weights=spec.get("weights", {}),
            correctness_over=spec.get("correctness_over", "covered"),
        )
    return rubrics


def named(name: str, names: Iterable[str]) -> str | None:
    """The one of `names` (as stored) that a caller's `name` means, in any case: 'Legit' and 'SYLER' name legit and
    syler, as a lawyer types them; None when it means none."""
    return next((known for known in names if known.casefold() == name.casefold()), None)


def get_rubric(name: str) -> Rubric:
    rubrics = load_rubrics()
    known = named(name, rubrics)
    if known is None:
        raise ValueError(f"unknown rubric {quoted(name)}; choose one of {', '.join(rubrics)}")
    return rubrics[known]


RATED_RUBRICS = ("syler", "lexpam", "msr2_factors", "legit")  # rated one output at a time with a values form
