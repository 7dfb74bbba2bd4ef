"""The sentencing commands: one line of `lexloop sentence`, the model a deployment uses, and MSR² wiring."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from backend.jsonl import RecordError, refuse_misspelt_fields, require_text
from backend.sentencing.learned import SentencingModel
from backend.sentencing.predict import MAX_FACT_CHARS, predict_sentence

# missing: why a row has no term (months 0); not_applicable: circumstances read that weigh only for another charge;
# charge: the charge sentenced (given or detected), so a batch user can see what was detected
# what a line may give beside id and fact (the README's contract); "factors" holds the corrections
OPTIONAL_FIELDS = ("charge", "province", "factors")
CONTRACT_FIELDS = ("months", "interval", "penalty", "charge", "factors", "steps", "missing", "not_applicable")


def model_path(settings: Any) -> Path:
    """Where `lexloop train-sentencing` writes the model and the server looks for it."""
    configured = getattr(settings, "sentencing_model_path", "")
    return Path(configured) if configured else Path(settings.data_dir) / "sentencing" / "model.joblib"


def load_model(path: Path) -> SentencingModel | None:
    """The trained model at `path`, or None when none was trained (the engine then works alone)."""
    if not path.is_file():
        return None
    return _load_cached(str(path), os.stat(path).st_mtime_ns)


@lru_cache(maxsize=2)
def _load_cached(path: str, _mtime_ns: int) -> SentencingModel:
    # keyed by modification time: a retrained model is picked up without a restart
    return SentencingModel.load(path)


def msr2_tools(services: Any) -> tuple[Any, Any]:
    """(llm, retrieve) for MSR² when the operator marked the loaded model as capable, else (None, None)."""
    if not getattr(services.settings, "sentencing_msr2", False) or services.llm is None:
        return None, None
    from backend.sentencing.msr2 import corpus_retriever, make_knowledge_retriever

    fallback = corpus_retriever(services.retriever) if services.retriever is not None else None
    return services.llm, make_knowledge_retriever(fallback=fallback)


def make_handler(model: SentencingModel | None, llm: Any = None, retrieve: Any = None):
    """A `process_jsonl` handler: {"id","fact","charge"?,"province"?,"factors"?} -> the contract fields."""

    def handle(record: dict[str, Any]) -> dict[str, Any]:
        fact = require_text(record, "fact", MAX_FACT_CHARS)
        refuse_misspelt_fields(record, ("fact", *OPTIONAL_FIELDS))
        optional = {}
        for field in ("charge", "province"):  # the text fields of OPTIONAL_FIELDS
            value = record.get(field)
            if value is not None and not isinstance(value, str):
                raise RecordError(f"{field}: 应为文字")  # as POST /api/sentence words it
            optional[field] = value
        # the same corrections as POST /api/sentence's `factors`; predict_sentence checks names and values
        overrides = record.get("factors")
        try:
            output = predict_sentence(fact, factor_overrides=overrides, model=model, llm=llm, retrieve=retrieve,
                                      **optional)
        except ValueError as exc:
            raise RecordError(str(exc)) from exc
        return {key: output[key] for key in CONTRACT_FIELDS}

    return handle
