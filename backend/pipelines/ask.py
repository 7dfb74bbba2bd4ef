"""Ask: retrieve -> prompt -> generate -> parse the syllogism -> verify citations -> store.

The tiny default model often breaks the format; then the answer is assembled from grounded parts
(the retrieved articles, the facts stated in the question) and marked format_ok=False.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field

from sqlalchemy.engine import Engine

from backend.db import session_scope
from backend.pipelines.citations import verify_citations
from backend.retrieval.service import Retriever
from backend.store.models import OutputRecord, Task
from models.backends.base import LLMBackend
from models.parsers import facts_from_question, parse_syllogism
from models.prompts import syllogism_messages

NO_CONCLUSION = "（模型未给出可用的结论 / the model gave no usable conclusion）"
NO_SOURCES = "（语料库中未检索到相关法条 / no relevant article found in the corpus）"


@dataclass
class AskResult:
    question: str
    major_premise: str
    minor_premise: str
    conclusion: str
    answer_text: str  # the model's raw text
    sources: list[dict]
    citations: list[dict]
    format_ok: bool
    model_id: str
    adapter_id: str | None
    timings: dict[str, float] = field(default_factory=dict)
    output_id: int | None = None

    def as_dict(self) -> dict:
        return asdict(self)


def grounded_major_premise(sources: list[dict]) -> str:
    cited = [s for s in sources if s.get("article")]
    if not cited:
        return NO_SOURCES
    return "\n".join(f"《{s['law']}》{s['number_text']}：{s['text']}" for s in cited)


class AskPipeline:
    def __init__(self, retriever: Retriever, llm: LLMBackend, engine: Engine, k: int, max_new_tokens: int,
                 temperature: float = 0.0):
        self.retriever = retriever
        self.llm = llm
        self.engine = engine
        self.k = k
        self.max_new_tokens = max_new_tokens
        self.temperature = temperature

    def stream(self, question: str) -> Iterator[tuple[str, object]]:
        """("sources", [hits]), then ("token", text) pieces, then ("result", AskResult)."""
        started = time.perf_counter()
        hits = self.retriever.search(question, k=self.k)
        self.retriever.attach_cases(question, hits)  # SyLeR tree: precedents under the top statute(s)
        sources = [hit.as_dict() for hit in hits]
        retrieved = time.perf_counter()
        yield "sources", sources
        messages = syllogism_messages(question, sources)
        pieces: list[str] = []
        first_token = None
        for piece in self.llm.stream(messages, self.max_new_tokens, self.temperature):
            if first_token is None:
                first_token = time.perf_counter()
            pieces.append(piece)
            yield "token", piece
        generated = time.perf_counter()
        raw = "".join(pieces)
        parsed = parse_syllogism(raw)
        if parsed is not None:
            major, minor, conclusion = parsed.major_premise, parsed.minor_premise, parsed.conclusion
        else:
            major = grounded_major_premise(sources)
            minor = facts_from_question(question)
            conclusion = raw.strip() or NO_CONCLUSION
        citations = verify_citations(self.retriever, "\n".join((major, minor, conclusion)))
        timings = {
            "retrieval_ms": _ms(started, retrieved),
            "first_token_ms": _ms(started, first_token or generated),
            "generation_ms": _ms(retrieved, generated),
            "total_ms": _ms(started, time.perf_counter()),
        }
        result = AskResult(question, major, minor, conclusion, raw, sources, citations, parsed is not None,
                           self.llm.model_id, self.llm.adapter_id, timings)
        result.output_id = self._store(result, messages)
        yield "result", result

    def run(self, question: str) -> AskResult:
        for kind, value in self.stream(question):
            if kind == "result":
                return value  # type: ignore[return-value]
        raise RuntimeError("the ask pipeline ended without a result")

    def _store(self, result: AskResult, messages: list[dict]) -> int:
        record = OutputRecord(
            task=Task.ask, input={"question": result.question}, model_id=result.model_id,
            adapter_id=result.adapter_id, prompt="\n\n".join(m["content"] for m in messages),
            sources=result.sources, raw_text=result.answer_text,
            parsed={"major_premise": result.major_premise, "minor_premise": result.minor_premise,
                    "conclusion": result.conclusion, "citations": result.citations},
            format_ok=result.format_ok, timings=result.timings,
        )
        with session_scope(self.engine) as session:
            session.add(record)
            session.flush()
            return record.id


def _ms(start: float, end: float) -> float:
    return round((end - start) * 1000, 1)
