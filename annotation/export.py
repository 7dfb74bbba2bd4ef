"""Training data from the annotation store, as versioned snapshots:

  <data_dir>/exports/<snapshot_id>/sft.jsonl         {"messages": [...], "task", "output_id"}
                                  /preference.jsonl  {"prompt", "chosen", "rejected", "task", "output_ids"}
                                  /grpo.jsonl        {"prompt", "task", "reference", "reference_articles",
                                                      "rubric_targets", "output_id"}
                                  /manifest.json     counts, checksums, what the snapshot was made from,
                                                     what was withheld (disputed corrections, corrections
                                                     not in their task's answer format or overlong, each
                                                     such correction by id, compared pairs
                                                     that pick no better answer, accepted answers
                                                     with no conclusion of their own, GRPO prompts
                                                     without a reference, ratings and operators'
                                                     decisions made on an issue tree that has changed
                                                     since, decisions on a derived item)

A snapshot is written into a temporary folder and renamed into place, so a crash never leaves half of
one; the snapshot is then recorded in the export_snapshots table, with its folder relative to the data dir
("exports/<id>") when the database is the data dir's own SQLite file, so a data dir that is copied, moved or
restored keeps working; over a shared database (database_url) with its absolute folder (_stored_path).
Each file loads with datasets.load_dataset("json", data_files=...).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import Engine
from sqlmodel import Session, col, func, select

from annotation.models import Adjudication, Correction, ExportSnapshot, Preference, Rating
from annotation.rubrics import RATED_RUBRICS, load_rubrics
from annotation.service import (
    OFF_FORMAT,
    OVERLONG,
    Resolved,
    Staleness,
    annotated_output_ids,
    answer_text,
    changes_outcome,
    correction_groups,
    correction_withheld_why,
    dispute_report,
    input_key,
    issue_trees,
    lapsed_adjudications,
    output_unit,
    outputs_by_id,
    pair_unit,
    parse_unit,
    resolve_all,
    same_text,
    set_aside_adjudications,
    stale_judgements,
    training_target,
    without_conclusion,
)
from backend.config import get_settings, recorded_folder
from backend.db import session_scope
from backend.store.models import OutputRecord, Task, utc_now
from models.prompts import syllogism_messages
from training.data import input_question

EXPORT_KINDS = ("sft", "preference", "grpo")
FORMAT_VERSION = 1


def prompt_messages(record: OutputRecord) -> list[dict[str, str]]:
    """The chat messages that produced this output, as the serving code builds them today. An engine's output
    (compensation, sentencing) has no prompt: its question is the user's words, written as training.data
    reads them back (input_question), so a recipe's prompt_style rebuilds the prompt around the question."""
    if record.task == Task.ask and isinstance(record.input.get("question"), str):
        return syllogism_messages(record.input["question"], record.sources)
    content = record.prompt or input_question(record.input) or json.dumps(record.input, ensure_ascii=False)
    return [{"role": "user", "content": content}]


def prompt_text(record: OutputRecord) -> str:
    return "\n\n".join(message["content"] for message in prompt_messages(record))


@dataclass
class Verdict:
    """What the annotations say about one output."""

    record: OutputRecord
    resolved: dict[str, Resolved]  # rubric -> resolved values (rated rubrics only)
    corrected: str | None  # the settled correction: adjudicated, or of ones that agree the latest it can train on
    articles: list[dict]  # the articles that correction says it should cite
    disputed: bool = False  # corrected to different outcomes and not adjudicated: no reference at all
    withheld: tuple[str, str] | None = None  # why the settled correction trains nothing (correction_withheld_why)
    # the settled correction as exports train on it (training_target: in the task's answer format); None when
    # uncorrected, disputed or withheld
    target: str | None = None
    # every correction of the output that exports do not train on, settled or not (an unreadable one beside an
    # agreeing sibling that is trained on is one): {id, output_id, annotator, reason, why}
    untrained: tuple[dict, ...] = ()

    @property
    def accepted(self) -> bool:
        """Rated under at least one rubric, and at or above that rubric's acceptance level under each."""
        return bool(self.resolved) and all(r.overall >= r.rubric.accept_at for r in self.resolved.values())

    @property
    def quality(self) -> float:
        return min((r.overall for r in self.resolved.values()), default=0.0)

    @property
    def reference(self) -> str | None:
        """The correction in its training form, else the answer when accepted; a withheld correction says the
        answer is wrong without giving a usable one: no reference."""
        if self.disputed:
            return None
        if self.corrected is not None:
            return self.target
        return answer_text(self.record) if self.accepted and not self.conclusionless else None

    @property
    def conclusionless(self) -> bool:
        """Accepted uncorrected, but its conclusion was all the product's words (no model answered, or none usably):
        nothing to train on, which the manifest says."""
        return self.accepted and self.corrected is None and without_conclusion(self.record)

    def answer_targets(self) -> dict:
        """What an accepted calculation's reward checks, from the engine's own record: its amount and scenario.
        A corrected answer carries its amount in its text (\\boxed{N}); one that states none has no amount."""
        parsed = self.record.parsed or {}
        if self.record.task != Task.compensation or self.corrected is not None or self.reference is None:
            return {}
        return {key: parsed[key] for key in ("amount", "scenario") if parsed.get(key) is not None}


def _verdicts(engine: Engine, stale: Staleness
              ) -> tuple[dict[int, Verdict], dict[tuple[str, str], Resolved], dict[int, OutputRecord]]:
    resolved = resolve_all(engine, stale)
    groups = correction_groups(engine)
    records = outputs_by_id(engine, annotated_output_ids(engine, stale))
    max_new_tokens = get_settings().max_new_tokens
    verdicts = {}
    for output_id, record in sorted(records.items()):
        by_rubric = {name: resolved[name, output_unit(output_id)] for name in RATED_RUBRICS
                     if (name, output_unit(output_id)) in resolved}
        task, original = str(record.task), answer_text(record)
        group = groups.get(output_id)
        reasons: dict[int, tuple[str, str] | None] = {}  # correction id -> why it is withheld: each read once

        def withheld_why(correction: Correction) -> tuple[str, str] | None:
            if correction.id not in reasons:
                reasons[correction.id] = correction_withheld_why(task, correction.answer, original, max_new_tokens)
            return reasons[correction.id]

        correction = group.settled(lambda c: withheld_why(c) is None) if group else None
        withheld = None if correction is None else withheld_why(correction)
        target = training_target(task, correction.answer) if correction is not None and withheld is None else None
        untrained = tuple({"id": c.id, "output_id": output_id, "annotator": annotator, "reason": why[0], "why": why[1]}
                          for c, annotator in (group.corrections if group else []) if (why := withheld_why(c)))
        verdicts[output_id] = Verdict(record, by_rubric, correction.answer if correction else None,
                                      correction.articles if correction else [],
                                      disputed=group is not None and correction is None, withheld=withheld,
                                      target=target, untrained=untrained)
    return verdicts, resolved, records


def _sft_rows(verdicts: dict[int, Verdict]) -> list[dict]:
    rows = []
    for output_id, verdict in verdicts.items():
        reference = verdict.reference
        if reference is None:
            continue
        messages = prompt_messages(verdict.record) + [{"role": "assistant", "content": reference}]
        rows.append({"messages": messages, "task": str(verdict.record.task), "output_id": output_id})
    return rows


def _preference_rows(verdicts: dict[int, Verdict], resolved: dict[tuple[str, str], Resolved],
                     records: dict[int, OutputRecord]) -> tuple[list[dict], list[list[int]], list[list[int]]]:
    """The rows; the compared pairs left out because both answers read the same (same_text): a preference
    between one answer and itself teaches nothing; and those left out because they resolve to a tie."""
    rows, identical, tied = [], [], []
    # explicit comparisons: the resolved preference (operator's, else the raters' median) picks the winner
    for (rubric, unit), decision in sorted(resolved.items()):
        if rubric != "pairwise":
            continue
        low, high = (int(part) for part in unit.removeprefix("pair:").split("-"))
        value = decision.items.get("preference", 0.0)
        if value == 0:
            tied.append([low, high])  # a tie teaches no preference
            continue
        chosen, rejected = (records[low], records[high]) if value < 0 else (records[high], records[low])
        if same_text(answer_text(chosen), answer_text(rejected)):
            identical.append([low, high])
            continue
        rows.append({"prompt": prompt_text(chosen), "chosen": answer_text(chosen), "rejected": answer_text(rejected),
                     "task": str(chosen.task), "output_ids": [chosen.id, rejected.id]})
    # a lawyer's correction is preferred to the answer it corrects, where it changes the outcome (a calculation's
    # amount; a sentence's penalty, term, suspension or fine): the same amount in other words teaches no preference
    for output_id, verdict in verdicts.items():
        original = answer_text(verdict.record)
        task = str(verdict.record.task)
        if verdict.target is not None and not verdict.disputed and changes_outcome(task, verdict.target, original):
            rows.append({"prompt": prompt_text(verdict.record), "chosen": verdict.target, "rejected": original,
                         "task": str(verdict.record.task), "output_ids": [output_id]})
    return rows, identical, tied


def _grpo_rows(engine: Engine, verdicts: dict[int, Verdict]) -> list[dict]:
    """One prompt per distinct input, represented by its best-annotated output."""
    trees = issue_trees(engine)
    groups: dict[tuple[str, str], list[Verdict]] = defaultdict(list)
    for verdict in verdicts.values():
        task = str(verdict.record.task)
        groups[task, input_key(task, verdict.record.input)].append(verdict)
    rows = []
    for key, group in groups.items():
        # a withheld correction gives no reference: an accepted sibling's answer is the better one to reward against
        best = max(group, key=lambda v: (not v.disputed, v.reference is not None, v.corrected is not None,
                                         v.accepted, v.quality, v.record.id))
        articles, seen = [], set()
        for verdict in group:
            for article in verdict.articles:
                law, number, sub = article["law"], int(article["article"]), article.get("sub", 0)
                if (law, number, sub) not in seen:
                    seen.add((law, number, sub))
                    articles.append({"law": law, "article": number} | ({"sub": sub} if sub else {}))
        targets: dict[str, dict] = {name: {item: float(v) for item, v in r.items.items()}
                                    for name, r in best.resolved.items()}
        targets |= best.answer_targets()
        tree = trees.get(key)
        if tree is not None:
            targets.setdefault("legit", {})["issue_tree"] = tree.issues
        rows.append({"prompt": prompt_text(best.record), "task": key[0], "reference": best.reference,
                     "reference_articles": articles, "rubric_targets": targets, "output_id": best.record.id})
    rows.sort(key=lambda row: row["output_id"])
    return rows


def _untrained_corrections(verdicts: dict[int, Verdict], reason: str) -> dict[str, dict]:
    """Per task, the corrections withheld for one reason (OVERLONG, OFF_FORMAT): their outputs and why (the
    limit of an overlong one depends on the answer it corrects: the first one's is shown)."""
    by_task: dict[str, list[Verdict]] = defaultdict(list)
    for verdict in verdicts.values():
        if verdict.withheld is not None and verdict.withheld[0] == reason:
            by_task[str(verdict.record.task)].append(verdict)
    return {task: {"count": len(found), "output_ids": [v.record.id for v in found], "why": found[0].withheld[1]}
            for task, found in sorted(by_task.items())}


class NothingToExport(ValueError):
    """Nothing annotated yields a row: a snapshot would be empty, and as the latest it would be what recipes train
    on (snapshot: latest); refused, so the previous latest stays (the API answers 422; the CLI prints an error line
    and exits 1, not the 2 of a usage error)."""


def _jsonl(rows: list[dict]) -> bytes:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows).encode("utf-8")


def _stale_ratings(engine: Engine, stale: Staleness) -> dict:
    """How many ratings were left out because their issue tree changed since (Staleness), and of which outputs:
    their raters find them in the queue again."""
    with Session(engine) as session:
        outputs = set(session.exec(select(Rating.output_id).where(col(Rating.id).in_(stale.ratings))))
    return {"count": len(stale.ratings), "output_ids": sorted(outputs)}


def _stale_adjudications(engine: Engine, stale: Staleness) -> dict:
    """How many operators' decisions were left out because their issue tree changed since (Staleness), and on which
    outputs: the disputes list shows each as "lapsed" once the raters have marked the new tree and still differ."""
    lapsed = lapsed_adjudications(engine, stale)
    return {"count": len(lapsed), "output_ids": sorted({parse_unit(decision.unit)[0] for decision in lapsed})}


def _derived_adjudications(engine: Engine) -> dict:
    """How many operators' decisions on a derived item (LEGIT's score) were set aside (set_aside_adjudications), on
    which outputs, and why: an operator who made them sees they were not used."""
    set_aside = set_aside_adjudications(engine)
    items = sorted({f"{decision.rubric}.{decision.item}" for decision in set_aside})
    return {"count": len(set_aside), "output_ids": sorted({parse_unit(decision.unit)[0] for decision in set_aside}),
            "why": (f"decided on {', '.join(items)}, which is worked out from the items it sums; adjudicate those "
                    "instead") if set_aside else None}


def _source_counts(engine: Engine) -> dict[str, int]:
    with Session(engine) as session:
        return {name: session.exec(select(func.count()).select_from(table)).one()
                for name, table in (("outputs", OutputRecord), ("ratings", Rating), ("preferences", Preference),
                                    ("corrections", Correction), ("adjudications", Adjudication))}


def export_snapshot(engine: Engine, data_dir: Path, created_by: int | None = None) -> dict:
    """Write a new snapshot of the three datasets under <data_dir>/exports/ and record it; returns its manifest
    (`unchanged`: false). When nothing changed since the latest snapshot, that one is returned instead (`unchanged`:
    true, with a `note`) and none is written.
    data_dir: the data dir of the store the engine's database belongs to. A data_dir that does not exist is refused
    (ValueError) rather than created: a typo would otherwise leave a stray folder that the database points at."""
    data_dir = Path(data_dir)
    if not data_dir.is_dir():
        raise ValueError(f"data dir {data_dir} does not exist or is not a folder; create it or give the right path")
    stale = stale_judgements(engine)  # once, so every reader leaves out the same ratings and decisions
    verdicts, resolved, records = _verdicts(engine, stale)
    preference, identical_pairs, tied_pairs = _preference_rows(verdicts, resolved, records)
    disputed_pairs, tied_pairs = _split_disputed(engine, tied_pairs, stale)
    rows = {"sft": _sft_rows(verdicts), "preference": preference, "grpo": _grpo_rows(engine, verdicts)}
    stale_ratings = _stale_ratings(engine, stale)
    if not any(rows.values()):
        stale = (f" ({stale_ratings['count']} rating(s) were marked on an issue tree edited since: mark them again)"
                 if stale_ratings["count"] else "")
        raise NothingToExport(f"nothing to export: no output has been rated, compared or corrected yet{stale}; the "
                              "latest snapshot stays as it was")
    payloads = {kind: _jsonl(rows[kind]) for kind in EXPORT_KINDS}
    digest = hashlib.sha256(b"".join(hashlib.sha256(payloads[k]).digest() for k in EXPORT_KINDS)).hexdigest()
    # what a trainer cannot use, so the operator sees it before a run: outputs whose corrections disagree (see the
    # disputes); corrections left out of sft, preference and GRPO because no answer in their task's format can be read
    # from them, or because they are far longer than the task's answers, per task (outputs whose settled correction
    # it is), and each such correction by its id (also one whose output is trained on an agreeing sibling's: its
    # annotator has one to edit); compared pairs whose two answers
    # read the same, whose raters chose opposite answers (undecided: see the disputes) or judged them a tie; accepted
    # answers with no conclusion of their own (without_conclusion: a correction gives them one); GRPO prompts without
    # a reference, per task; ratings marked, and decisions made, on an issue tree that has changed
    # since; decisions on a derived item (LEGIT's score), which its parts settle instead
    withheld = {
        "disputed_corrections": sorted(output_id for output_id, v in verdicts.items() if v.disputed),
        "off_format_corrections": _untrained_corrections(verdicts, OFF_FORMAT),
        "overlong_corrections": _untrained_corrections(verdicts, OVERLONG),
        "untrained_corrections": sorted((entry for v in verdicts.values() for entry in v.untrained),
                                        key=lambda entry: entry["id"]),
        "identical_pairs": identical_pairs,
        "disputed_pairs": disputed_pairs,
        "tied_pairs": tied_pairs,
        "accepted_without_conclusion": sorted(output_id for output_id, v in verdicts.items() if v.conclusionless),
        "grpo_without_reference": dict(sorted(Counter(row["task"] for row in rows["grpo"]
                                                      if row["reference"] is None).items())),
        "stale_ratings": stale_ratings,
        "stale_adjudications": _stale_adjudications(engine, stale),
        "derived_adjudications": _derived_adjudications(engine),
    }
    latest = _unchanged_latest(engine, data_dir, digest, withheld)
    if latest is not None:
        return latest
    created_at = utc_now()
    exports = Path(data_dir) / "exports"
    exports.mkdir(parents=True, exist_ok=True)
    snapshot_id = f"{created_at:%Y%m%dT%H%M%S}Z-{digest[:8]}"
    suffix = 1
    while (exports / snapshot_id).exists():  # same content exported twice within one second
        suffix += 1
        snapshot_id = f"{created_at:%Y%m%dT%H%M%S}Z-{digest[:8]}-{suffix}"
    manifest = {
        "snapshot_id": snapshot_id, "format_version": FORMAT_VERSION, "created_at": created_at.isoformat(),
        "created_by": created_by, "counts": {kind: len(rows[kind]) for kind in EXPORT_KINDS},
        "files": {kind: f"{kind}.jsonl" for kind in EXPORT_KINDS},
        "sha256": {kind: hashlib.sha256(payloads[kind]).hexdigest() for kind in EXPORT_KINDS},
        "content_sha256": digest, "rubrics": sorted(load_rubrics()), "source": _source_counts(engine),
        "withheld": withheld,
    }
    staging = exports / f".staging-{snapshot_id}"
    staging.mkdir()
    try:
        for kind in EXPORT_KINDS:
            _write_synced(staging / f"{kind}.jsonl", payloads[kind])
        _write_synced(staging / "manifest.json", json.dumps(manifest, ensure_ascii=False, indent=2).encode("utf-8"))
        final = exports / snapshot_id
        os.rename(staging, final)
        with session_scope(engine) as session:
            session.add(ExportSnapshot(id=snapshot_id, created_at=created_at, created_by=created_by,
                                       counts=manifest["counts"], path=_stored_path(final, data_dir, engine),
                                       content_sha256=digest))
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        shutil.rmtree(exports / snapshot_id, ignore_errors=True)
        raise
    return {**manifest, "path": str(final), "unchanged": False}


def _split_disputed(engine: Engine, tied: list[list[int]], stale: Staleness
                    ) -> tuple[list[list[int]], list[list[int]]]:
    """The tied pairs split into (disputed, agreed): with two raters, A against B has the median of a tie, which is
    a dispute for the operator to decide (the disputes list shows it), not the raters' verdict that neither is
    better."""
    disputed_units = {dispute["unit"] for dispute in dispute_report(engine, "pairwise", stale=stale)}
    disputed = [pair for pair in tied if pair_unit(*pair) in disputed_units]
    return disputed, [pair for pair in tied if pair not in disputed]


def _unchanged_latest(engine: Engine, data_dir: Path, digest: str, withheld: dict) -> dict | None:
    """The latest snapshot's manifest when a new one would hold the same rows and withhold the same (nothing was
    annotated since): a copy would only crowd the list recipes pick `latest` from. None when anything differs or the
    latest's files are gone."""
    snapshots = list_snapshots(engine)
    if not snapshots or snapshots[0].content_sha256 != digest:
        return None
    folder = snapshot_folder(snapshots[0], data_dir)
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    # compared as the manifest file holds it: JSON has lists where withheld has tuples
    if (manifest.get("format_version") != FORMAT_VERSION
            or manifest.get("withheld") != json.loads(json.dumps(withheld, ensure_ascii=False))):
        return None
    return {**manifest, "path": str(folder), "unchanged": True,
            "note": f"nothing changed since snapshot {snapshots[0].id}: it stays the latest and no new one was written"}


def _write_synced(path: Path, payload: bytes) -> None:
    with path.open("wb") as handle:
        handle.write(payload)
        handle.flush()
        os.fsync(handle.fileno())


def _stored_path(folder: Path, data_dir: Path, engine: Engine) -> str:
    """The snapshot folder as recorded. Relative to the data dir when the database is that data dir's own SQLite file:
    the two are copied, moved and restored together, and a server on the store resolves it under its data dir.
    Absolute when the database is not the data dir's (PostgreSQL, a SQLite file elsewhere: the settings'
    database_url): each server on it resolves a relative path under its own data dir, where these files need not be
    (`lexloop export --data-dir X` writes them under X), so the row says where they were written."""
    if _own_database(engine, data_dir):
        return str(folder.resolve().relative_to(data_dir.resolve()))
    return str(folder.resolve())


def _own_database(engine: Engine, data_dir: Path) -> bool:
    url = engine.url
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return False
    return Path(url.database).resolve().is_relative_to(data_dir.resolve())


def snapshot_folder(snapshot: ExportSnapshot, data_dir: Path) -> Path:
    """Where a recorded snapshot's files are on this host: a relative path is under data_dir; an absolute one (written
    over a shared database, or before paths were relative) falls back to <data_dir>/exports/<id> when it is gone."""
    return recorded_folder(snapshot.path, data_dir, data_dir / "exports" / snapshot.id)


def list_snapshots(engine: Engine) -> list[ExportSnapshot]:
    with Session(engine) as session:
        return list(session.exec(select(ExportSnapshot).order_by(ExportSnapshot.created_at.desc())))


def snapshot_file(engine: Engine, snapshot_id: str, kind: str, data_dir: Path) -> Path:
    """A file of a snapshot; data_dir: the one its relative path is under."""
    if kind not in (*EXPORT_KINDS, "manifest"):
        raise ValueError(f"kind must be one of {', '.join(EXPORT_KINDS)} or manifest")
    with Session(engine) as session:
        snapshot = session.get(ExportSnapshot, snapshot_id)
    if snapshot is None:
        raise LookupError(f"no export snapshot {snapshot_id[:100]!r}")
    folder = snapshot_folder(snapshot, Path(data_dir))
    path = folder / ("manifest.json" if kind == "manifest" else f"{kind}.jsonl")
    if not path.is_file():
        here = Path(data_dir) / "exports" / snapshot.id
        if folder != here:
            raise LookupError(f"the files of snapshot {snapshot_id} are neither in {folder}, where they were written, "
                              f"nor in {here} (copy them there)")
        raise LookupError(f"the files of snapshot {snapshot_id} are gone from {folder}")
    return path
