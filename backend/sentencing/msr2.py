"""MSR²: multi-source retrieval and reasoning rollouts for capable models.

A rollout is a dialogue in tags (after Chen et al., "Multi-Source Retrieval and Reasoning for Legal
Sentencing Prediction"): the model reasons in <reasoning>, lists sentencing factors in <factors>, asks
for knowledge with <search><SOURCE>query</SOURCE></search> where SOURCE routes the query to one
retriever (statute, interpretation, guideline, case), receives <information>, and ends with <answer>.
The driver enforces a turn budget; a turn with neither a search nor an answer is answered with a nudge.
GRPO training runs the same dialogue in training/rollouts.py and scores it with training/rewards.py
(``sentencing_reward``, the paper's Eq. 2). Both use the readers here (``parse_search``, ``parse_answer_months``),
the source tags of backend.retrieval.routing (``TAGS``, read as ``SOURCE_TAGS``) and the nudge ``RETHINK``.

``llm`` is any object with ``generate(messages: list[dict], max_new_tokens: int) -> str``;
``retrieve(source, query, k) -> list[dict]`` returns passages with "title" and "text" (and optionally
"source"/"citation").
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from backend.corpus.models import SourceKind
from backend.retrieval.routing import TAGS
from backend.sentencing.factors import Factor, coerce_value, parse_number
from backend.sentencing.knowledge import Knowledge, default_knowledge

Retrieve = Callable[[str, str, int], list[dict[str, Any]]]
# the sources the sentencing prompt offers (tag: what it holds)
SOURCES: dict[str, str] = {
    "statute": "法律条文（刑法等）",
    "interpretation": "司法解释（数额、数量标准等）",
    "guideline": "量刑指导意见（量刑起点、调节比例）",
    "case": "类案判决",
}
# the name a search's source goes by: the corpus kind's, with the prompt's shorter 'interpretation'
SOURCE_NAMES: dict[SourceKind, str] = {kind: kind.value for kind in SourceKind} | {
    SourceKind.judicial_interpretation: "interpretation"
}
# every source tag a routed search may carry (the retrieval's table, aliases such as <precedent> included), to the
# source it names
SOURCE_TAGS: dict[str, str] = {tag: SOURCE_NAMES[kind] for tag, kind in TAGS.items()}
DEFAULT_SOURCE = "statute"
# the nudge after a turn with neither a search nor an answer, word for word MSR² Algorithm 1 line 16. The GRPO rollouts
# (training/rollouts.py) write it into the policy's own completion, so it is in the model's voice; the engine's loop
# sends the same words, so a trained policy meets at inference the nudge it was trained with
RETHINK = "My action is not correct. Let me rethink."
_TAG = re.compile(r"<(reasoning|factors|search|answer|information)>(.*?)</\1>", re.S)
_ROUTED = re.compile(r"<(\w+)>(.*?)</\1>", re.S)
_STOP = re.compile(r"</search>|</answer>")
_NO_PRISON_WORDS = ("不判处监禁", "不判处刑罚", "免予刑事处罚", "免于刑事处罚", "单处罚金", "免除处罚", "无罪", "不起诉", "不予起诉")
_LIFE_OR_DEATH = re.compile(r"无期(?!限)|死刑|死缓")
# a sentence the answer rules out is not its term: '不判处死刑，判处有期徒刑十五年' states fifteen years, and
# '不宜单处罚金，判处拘役三个月' three months
_RULED_OUT = re.compile(
    r"(?:(?:不|未|没有|并非|非|无须|无需)(?:再|够|足以|应当?|宜|能|可|予|得|必|至于?)?|排除)(?:判处|判|适用|处以|处)?"
    r"(?:无期徒刑|死刑(?:立即执行)?|免[予于]刑事处罚|免除处罚|单处罚金|无罪)"
)
# a term as written in an answer: 'N年', 'N年M个月', 'N年半', 'M个月', in figures (half- or full-width, '1.5年') or
# Chinese numerals
_NUMERAL = r"(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百零〇]+)"
_TERM = re.compile(rf"({_NUMERAL})\s*年\s*(?:零?\s*({_NUMERAL})\s*个?\s*月|(半))?|({_NUMERAL})\s*个?\s*月")
_FALSE_WORDS = ("否", "无", "没有", "不成立", "false", "no", "不具有", "不构成")


SYSTEM_PROMPT = """你是一名刑事法官，需要根据案情预测宣告刑（月数）。按以下格式逐步作答，只使用这些标签：
<reasoning>分析案情、罪名与法定刑档次</reasoning>
<factors>
- 因素名: 值 | 证据（案情原文）
</factors>
需要知识时检索，一次一个来源：<search><来源>查询</来源></search>
来源可选：{sources}。系统会在 <information>…</information> 中返回检索结果，然后你继续推理。
最后给出 <answer>N个月</answer>（不判处监禁刑写 <answer>0个月</answer>）。
因素名尽量使用：{factor_names}。"""


@dataclass
class Search:
    source: str
    query: str
    results: list[dict[str, Any]]


@dataclass
class Msr2Output:
    months: float | None
    factors: dict[str, Factor]
    searches: list[Search]
    turns: int

    @property
    def sources_cited(self) -> list[str]:
        cited: list[str] = []
        for search in self.searches:
            for item in search.results:
                citation = str(item.get("citation") or item.get("title") or "")
                if citation and citation not in cited:
                    cited.append(citation)
        return cited

    @property
    def trace(self) -> list[dict[str, Any]]:
        """Per-source retrieval trace for the page."""
        by_source: dict[str, list[dict[str, str]]] = {}
        for search in self.searches:
            by_source.setdefault(search.source, []).append(
                {
                    "cited": "；".join(str(r.get("citation") or r.get("title") or "") for r in search.results),
                    "used_for": f"MSR² 检索：{search.query}",
                }
            )
        return [{"source": source, "items": items} for source, items in by_source.items()]


def build_messages(fact: str, charge: str | None, knowledge: Knowledge) -> list[dict[str, str]]:
    names = "、".join(name for name, spec in knowledge.factors.items() if spec.type == "bool")
    system = SYSTEM_PROMPT.format(
        sources="、".join(f"{tag}（{label}）" for tag, label in SOURCES.items()),
        factor_names=f"amount（涉案金额，元）、count（次数）、injury（伤情）、drug_grams（毒品克数）、{names}",
    )
    user = f"案情：{fact}" + (f"\n罪名：{charge}" if charge else "")
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def cut_at_action(text: str) -> str:
    """The reply up to and including its first </search> or </answer>: anything after is the model
    imagining the system's turn."""
    match = _STOP.search(text)
    return text[: match.end()] if match else text


def parse_search(segment: str, default_source: str = DEFAULT_SOURCE) -> tuple[str, str] | None:
    """(source, query) of the last <search>…</search> in a segment, routed by its inner tag (MSR² action-space
    routing): '<search><guideline>盗窃 数额较大</guideline></search>' -> ('guideline', '盗窃 数额较大'). A tag in
    SOURCE_TAGS names its source ('<precedent>' is 'case'); an untagged query, or one under a tag no source has,
    goes to ``default_source``. None when the segment has no search."""
    blocks = [body for tag, body in _TAG.findall(segment) if tag == "search"]
    if not blocks:
        return None
    body = blocks[-1].strip()
    routed = _ROUTED.search(body)
    if routed:
        return SOURCE_TAGS.get(routed.group(1).lower(), default_source), routed.group(2).strip()
    return default_source, body


def parse_answer_months(text: str) -> float | None:
    """The prison term an answer states, in months: '18个月', '1年6个月', '有期徒刑三年 六个月', '一年半', '1.5年',
    '拘役五个月', a bare '36'; a suspended sentence counts its term ('有期徒刑一年，缓刑二年' -> 12); 0 for no prison term
    ('不判处监禁刑', '免予刑事处罚', '单处罚金', '无罪'); ``math.inf`` for 无期徒刑 or 死刑. A sentence the answer rules out
    is none of these ('不判处死刑，判处有期徒刑十五年' -> 180). None when it states no term."""
    answer = _RULED_OUT.sub("", text).strip()
    if re.fullmatch(r"\d+(?:\.\d+)?", answer):
        return float(answer)
    # the penalty stated first is the sentence: what follows may mention others ('判处有期徒刑两年，其无罪的辩解不成立')
    stated: list[tuple[int, float | None]] = []
    if life := _LIFE_OR_DEATH.search(answer):
        stated.append((life.start(), math.inf))
    stated += [(answer.find(word), 0.0) for word in _NO_PRISON_WORDS if word in answer]
    if match := _TERM.search(answer.split("缓刑")[0]):
        stated.append((match.start(), _term_months(match)))
    return min(stated, key=lambda position_and_months: position_and_months[0])[1] if stated else None


def _term_months(match: re.Match[str]) -> float | None:
    years, year_months, half, months = match.groups()
    try:
        if years is None:
            return parse_number(months)
        return parse_number(years) * 12 + (parse_number(year_months) if year_months else 6 if half else 0)
    except ValueError:  # numerals that spell no number ('十百年')
        return None


def parse_factor_lines(text: str, knowledge: Knowledge) -> dict[str, Factor]:
    """Factors from '- 名称: 值 | 证据' lines, mapped to the knowledge's factor names. A line whose name is no factor,
    or whose value does not read, is left out: the engine's own extractor still reads the facts."""
    by_label = {spec.label: name for name, spec in knowledge.factors.items()}
    factors: dict[str, Factor] = {}
    for raw in text.splitlines():
        line = raw.strip().lstrip("-*•").strip()
        if not line:
            continue
        head, _, evidence = line.partition("|")
        name, separator, value_text = head.partition(":") if ":" in head else head.partition("：")
        if not separator:
            value_text = "是"  # a bare name asserts the circumstance
        name, value_text = name.strip(), value_text.strip()
        key = name if name in knowledge.factors else by_label.get(name)
        if key is None:
            continue
        spec = knowledge.factors[key]
        try:
            value = _factor_value(spec.type, value_text, spec, knowledge)
        except ValueError:
            continue
        if value is False:
            continue
        factors[key] = Factor(key, spec.label, spec.kind, value, evidence.strip(), None, "model")
    return factors


def _factor_value(kind: str, text: str, spec, knowledge: Knowledge):
    if kind == "bool":
        lowered = text.lower()
        # a description of the circumstance counts as asserting it; only an explicit no removes it
        return not any(lowered.startswith(word) for word in _FALSE_WORDS)
    if kind == "number":
        number = re.search(r"\d+(?:\.\d+)?", text.replace(",", ""))
        if not number:
            raise ValueError(text)
        value = float(number.group(0))
        if "万" in text[number.end() : number.end() + 2]:
            value *= 10_000
        return value
    if kind == "range":
        months = parse_answer_months(text)
        if months is None or math.isinf(months):
            raise ValueError(text)
        return (months, months)
    return coerce_value(spec, text)


def _format_information(results: list[dict[str, Any]]) -> str:
    if not results:
        return "<information>未检索到相关内容。</information>"
    lines = []
    for index, item in enumerate(results, 1):
        title = item.get("citation") or item.get("title") or ""
        lines.append(f"[{index}] {title}：{str(item.get('text', ''))[:400]}")
    return "<information>\n" + "\n".join(lines) + "\n</information>"


def run_msr2(
    fact: str,
    llm: Any,
    retrieve: Retrieve,
    charge: str | None = None,
    knowledge: Knowledge | None = None,
    max_turns: int = 4,
    k: int = 3,
    max_new_tokens: int = 512,
) -> Msr2Output:
    """One rollout (paper's Algorithm 1) with routed retrieval and a turn budget, parsed."""
    knowledge = knowledge or default_knowledge()
    messages = build_messages(fact, charge, knowledge)
    replies: list[str] = []
    searches: list[Search] = []
    answer: float | None = None
    turns = 0
    for turns in range(1, max_turns + 1):
        reply = cut_at_action(llm.generate(messages, max_new_tokens))
        replies.append(reply)
        messages.append({"role": "assistant", "content": reply})
        answer_blocks = [body for tag, body in _TAG.findall(reply) if tag == "answer"]
        if answer_blocks:
            answer = parse_answer_months(answer_blocks[-1])
            break
        search = parse_search(reply)
        if search is not None:
            source, query = search
            results = retrieve(source, query, k)
            searches.append(Search(source, query, results))
            information = _format_information(results)
        else:
            information = RETHINK
        messages.append({"role": "user", "content": information})
    factors: dict[str, Factor] = {}
    for tag, body in _TAG.findall("".join(replies)):
        if tag == "factors":
            factors.update(parse_factor_lines(body, knowledge))
    return Msr2Output(answer, factors, searches, turns)


# ---- retrieval over the engine's own knowledge ------------------------------------------------------


def knowledge_passages(knowledge: Knowledge) -> dict[str, list[dict[str, str]]]:
    """The sentencing data as retrievable passages per source (statute, interpretation, guideline)."""
    passages: dict[str, list[dict[str, str]]] = {"statute": [], "interpretation": [], "guideline": []}
    for charge, tiers in knowledge.statutes.items():
        for tier in tiers:
            passages["statute"].append(
                {
                    "title": f"{charge}罪 {tier.label}",
                    "citation": tier.source,
                    "text": f"{charge}罪，{tier.label}：{tier.min_months}至{tier.max_months}个月"
                    + (f"，另可{'、'.join(tier.also)}" if tier.also else ""),
                }
            )
    for name, thresholds in knowledge.thresholds.items():
        levels = "，".join(
            f"{level}{'%g至%g' % value if isinstance(value, tuple) else '%g' % value}{thresholds.unit}"
            for level, value in thresholds.levels.items()
        )
        passages["interpretation"].append({"title": f"{name} 数额标准", "citation": thresholds.source, "text": levels})
    for charge, entry in knowledge.guideline.items():
        for tier_entry in entry.tiers:
            if tier_entry.start is None:
                continue
            tier = knowledge.statutes[charge][tier_entry.tier]
            passages["guideline"].append(
                {
                    "title": f"{charge}罪 量刑起点",
                    "citation": f"{knowledge.guideline_source}{entry.section}",
                    "text": f"{charge}罪{tier.label}"
                    + (f"（{'、'.join(str(c) for c in tier_entry.when)}）" if tier_entry.when else "")
                    + (f"（且{'、'.join(str(c) for c in tier_entry.needs)}）" if tier_entry.needs else "")
                    + f"：在{tier_entry.start[0]}至{tier_entry.start[1]}个月幅度内确定量刑起点",
                }
            )
    for spec in knowledge.factors.values():
        if spec.adjust is not None:
            low, high = spec.adjust
            passages["guideline"].append(
                {
                    "title": f"{spec.label} 调节比例",
                    "citation": spec.source,
                    "text": f"{spec.label}：调节基准刑{low:g}%至{high:g}%",
                }
            )
    return passages


def _overlap(query: str, text: str) -> float:
    grams = {query[i : i + 2] for i in range(len(query) - 1)}
    return sum(1 for gram in grams if gram in text) / (1 + math.log1p(len(text)))


def make_knowledge_retriever(knowledge: Knowledge | None = None, fallback: Retrieve | None = None) -> Retrieve:
    """A retriever over the sentencing data; sources it does not hold go to ``fallback`` (e.g. the corpus)."""
    passages = knowledge_passages(knowledge or default_knowledge())

    def retrieve(source: str, query: str, k: int) -> list[dict[str, Any]]:
        ranked = sorted(passages.get(source, []), key=lambda p: _overlap(query, p["title"] + p["text"]), reverse=True)
        found = [p for p in ranked[:k] if _overlap(query, p["title"] + p["text"]) > 0]
        if len(found) < k and fallback is not None:
            found += fallback(source, query, k - len(found))
        return found

    return retrieve


def render_rollout(output: dict[str, Any]) -> str:
    """A sentence (predict_sentence output) written in the rollout format: the engine's steps as reasoning,
    its factors, the answer. Stored with each output so that corrected outputs can teach the format."""
    reasoning = "\n".join(f"{step['description']}（{step['source']}）" for step in output["steps"])
    factor_lines = "\n".join(
        f"- {item['name']}: {item['value']}" + (f" | {item['evidence']}" if item.get("evidence") else "")
        for item in output["factors"]
    )
    return (
        f"<reasoning>\n{reasoning}\n</reasoning>\n<factors>\n{factor_lines}\n</factors>\n"
        f"<answer>{output['months']}个月</answer>"
    )


def corpus_retriever(retriever: Any) -> Retrieve:
    """Adapt the corpus Retriever (backend.retrieval.service) to ``retrieve(source, query, k)``: each source searches
    its own kind of document (a name no kind has searches statutes)."""
    kinds = {name: kind for kind, name in SOURCE_NAMES.items()}

    def retrieve(source: str, query: str, k: int) -> list[dict[str, Any]]:
        hits = retriever.search(query, k=k, source=kinds.get(source, SourceKind.statute))
        return [
            {"title": f"{hit.law}{hit.number_text}", "citation": f"《{hit.law}》{hit.number_text}", "text": hit.text}
            for hit in hits
        ]

    return retrieve
