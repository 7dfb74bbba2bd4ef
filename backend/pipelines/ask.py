"""Ask: retrieve (+ the compensation engine) -> prompt -> generate -> parse the syllogism -> verify citations -> store.

The tiny default model often breaks the format; then the answer is assembled from grounded parts
(the retrieved articles, the facts stated in the question, the engine's calculation) and marked format_ok=False.
A question asking for an amount the compensation engine computes gets the engine's itemised calculation:
its figures come from the rules, never from the model, and its articles join the major premise.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field

from sqlalchemy.engine import Engine

from backend.compensation import compensate, step_lines
from backend.compensation.extract import detect_scenario
from backend.compensation.textutil import asking_sentences, clean
from backend.db import session_scope
from backend.pipelines.citations import verify_citations
from backend.retrieval.service import Hit, Retriever
from backend.store.models import OutputRecord, Task
from models.backends.base import GenerationTimedOut, LLMBackend
from models.parsers import HAN, facts_from_question, is_looping, parse_syllogism
from models.prompts import syllogism_messages

log = logging.getLogger(__name__)

# also when the model only repeated itself: its loop stays in answer_text, not in the conclusion
NO_CONCLUSION = "（模型未给出可用的结论 / the model gave no usable conclusion）"
TIMED_OUT = "（模型未在时限内答完（{reason}） / the model ran out of time）\n"
UNVERIFIED = "（以下为模型原文，未按三段论格式，未经核实 / the model's own words, off format, unverified）\n"
NO_SOURCES = "（语料库中未检索到相关法条 / no relevant article found in the corpus）"
ASK_IN_CHINESE = "（法条语料为中文，请用中文提问 / the statutes are in Chinese: ask in Chinese to find them）"

# the engine's scenarios a consultation asks about (its criminal_amount reads a judgment's facts, not a question)
CALCULATED_SCENARIOS = {"economic": "经济补偿或赔偿金", "work_injury": "工伤待遇", "traffic": "交通事故赔偿"}
# the asking sentence wants a sum of money, not whether or what compensation is due ('劳动合同法第四十七条怎么规定
# 经济补偿？' asks the law), nor a time ('仲裁时效是多少？', '多少天出结果') or a sentence ('醉驾撞人要判多少年？')
_ASKS_AMOUNT = re.compile(
    r"多少(?![年天日周次岁]|个?小时|个?工作日)|几个月|几倍|怎么算|如何计算|怎样计算|算一下|算算|金额|数额|能拿|能要(?!求)|能得|赔我|补我"
)
_REALLY_ASKS = re.compile(r"[?？]|吗|呢|多少|怎么|如何|是否|能否")
_ASKS_OTHER = re.compile(r"时效|期限|多久|多长时间|判|刑|罪|坐牢|拘留")


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
    calculation: dict | None = None  # the compensation engine's {scenario, amount, elements, steps, missing, notes}
    timed_out: bool = False  # the model ran out of time: the premises are the grounded ones (format_ok is False)

    def as_dict(self) -> dict:
        return asdict(self)


def grounded_major_premise(sources: list[dict]) -> str:
    cited = [s for s in sources if s.get("article")]
    if not cited:
        return NO_SOURCES
    return "\n".join(f"《{s['law']}》{s['number_text']}：{s['text']}" for s in cited)


def engine_calculation(question: str) -> dict | None:
    """The compensation engine's answer when the question asks for an amount the engine computes, else None."""
    # any of its questions may ask for the sum ('…能拿多少赔偿？另外拖欠的工资怎么办？'); a statement with 几 in it
    # ('我已经拿到了几个月的补偿。') asks nothing
    asked = [s for s in asking_sentences(clean(question)) if _REALLY_ASKS.search(s)] or [question]
    if not any(_ASKS_AMOUNT.search(s) and not _ASKS_OTHER.search(s) for s in asked):
        return None
    scenario = detect_scenario(question)
    if scenario not in CALCULATED_SCENARIOS:
        return None
    try:
        result = compensate(question, {"scenario": scenario})  # the scenario is already known: not detected twice
    except ValueError as exc:  # e.g. a range where the rules need one figure: the message says which
        return {"scenario": scenario, "amount": None, "elements": {}, "steps": [], "missing": [], "notes": [str(exc)]}
    except Exception:  # a fault in the engine must not take the answer down with it; the log keeps the trace
        log.exception("the compensation engine failed on an ask question")
        return None
    return {key: result[key] for key in ("scenario", "amount", "elements", "steps", "missing", "notes")}


def calculation_text(calculation: dict, with_sources: bool = True) -> str:
    """The calculation as a conclusion in words, each step with its legal basis (left out for the model's prompt,
    whose sources already carry the articles)."""
    kinds = calculation["elements"].get("compensation_type")  # economic: 经济补偿 / 赔偿金 / …, as the engine decided
    # one kind names the sum; several are named with their total ('经济补偿、代通知金合计')
    if kinds:
        name = kinds[0] if len(kinds) == 1 else "、".join(re.sub(r"（.*?）", "", kind) for kind in kinds) + "合计"
    else:
        name = CALCULATED_SCENARIOS[calculation["scenario"]]
    if calculation["amount"] is not None:
        lines = [f"按规则引擎计算（非模型生成），{name}为 {calculation['amount']:,.2f} 元：",
                 *step_lines(calculation["steps"], with_sources)]
    elif calculation["missing"]:
        lines = [f"要算出{name}的具体数额，还需要：" + "；".join(calculation["missing"])]
    else:
        lines = [f"未能计算{name}。"]
    lines += [f"注：{note}" for note in calculation["notes"]]
    return "\n".join(lines)


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
        calculation = engine_calculation(question)
        if calculation is not None:
            hits = self._calculation_articles(calculation, hits) + hits
        sources = [hit.as_dict() for hit in hits]
        retrieved = time.perf_counter()
        yield "sources", sources
        messages = syllogism_messages(question, sources,
                                      calculation_text(calculation, with_sources=False) if calculation else None)
        pieces: list[str] = []
        first_token = None
        timed_out = None
        try:
            for piece in self.llm.stream(messages, self.max_new_tokens, self.temperature):
                if first_token is None:
                    first_token = time.perf_counter()
                pieces.append(piece)
                yield "token", piece
        except GenerationTimedOut as exc:  # the retrieved articles and the engine's figures still answer
            timed_out = str(exc)
        generated = time.perf_counter()
        raw = "".join(pieces)
        parsed = parse_syllogism(raw) if timed_out is None else None
        if parsed is not None:
            major, minor, conclusion = parsed.major_premise, parsed.minor_premise, parsed.conclusion
        else:
            major = grounded_major_premise(sources)
            if not HAN.search(question):  # what an English question retrieves is chance
                major = ASK_IN_CHINESE + "\n" + major
            minor = facts_from_question(question)
            model_words = UNVERIFIED + raw.strip() if raw.strip() and not is_looping(raw) else NO_CONCLUSION
            if calculation is None:
                conclusion = model_words
            elif calculation["amount"] is None:  # the figures are missing: the model may still answer a rule question
                conclusion = calculation_text(calculation) + "\n\n" + model_words
            else:
                conclusion = calculation_text(calculation)
            if timed_out:
                conclusion = TIMED_OUT.format(reason=timed_out) + conclusion
        citations = verify_citations(self.retriever, "\n".join((major, minor, conclusion)))
        timings = {
            "retrieval_ms": _ms(started, retrieved),
            "first_token_ms": _ms(started, first_token or generated),
            "generation_ms": _ms(retrieved, generated),
            "total_ms": _ms(started, time.perf_counter()),
        }
        result = AskResult(question, major, minor, conclusion, raw, sources, citations, parsed is not None,
                           self.llm.model_id, self.llm.adapter_id, timings, calculation=calculation,
                           timed_out=timed_out is not None)
        result.output_id = self._store(result, messages)
        yield "result", result

    def run(self, question: str) -> AskResult:
        for kind, value in self.stream(question):
            if kind == "result":
                return value  # type: ignore[return-value]
        raise RuntimeError("the ask pipeline ended without a result")

    def _calculation_articles(self, calculation: dict, hits: list[Hit]) -> list[Hit]:
        """The articles the calculation's steps rest on, not already retrieved, in the order the steps name them."""
        have = {hit.article_id for hit in hits}
        added = []
        for ref in self.retriever.references("\n".join(step["source"] for step in calculation["steps"])):
            hit = self.retriever.cited_hit(ref.law, ref.article, match="calculation", sub=ref.sub)
            if hit is not None and hit.article_id not in have:
                have.add(hit.article_id)
                added.append(hit)
        return added

    def _store(self, result: AskResult, messages: list[dict]) -> int:
        record = OutputRecord(
            task=Task.ask, input={"question": result.question}, model_id=result.model_id,
            adapter_id=result.adapter_id, prompt="\n\n".join(m["content"] for m in messages),
            sources=result.sources, raw_text=result.answer_text,
            parsed={"major_premise": result.major_premise, "minor_premise": result.minor_premise,
                    "conclusion": result.conclusion, "citations": result.citations,
                    "calculation": result.calculation},
            format_ok=result.format_ok, timings=result.timings,
        )
        with session_scope(self.engine) as session:
            session.add(record)
            session.flush()
            return record.id


def _ms(start: float, end: float) -> float:
    return round((end - start) * 1000, 1)
