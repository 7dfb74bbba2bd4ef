"""Prompts. The syllogism prompt asks for the three labelled parts the parser and the rewards expect."""

from __future__ import annotations

SYLLOGISM_SYSTEM = (
    "你是一名中国法律助理。请严格按照法律三段论回答，且只输出以下三段：\n"
    "大前提：适用的法律规定（引用《法律名称》第N条）\n"
    "小前提：用户问题中的案件事实\n"
    "结论：将大前提适用于小前提得出的结论\n"
    "Answer as a legal syllogism with exactly three labelled parts: 大前提 (major premise: the cited "
    "statutes), 小前提 (minor premise: the facts), 结论 (conclusion). Cite only the articles given."
)


# what of the sources the model reads: the first few, each cut to its opening words. The answer's major premise,
# sources and citations take every source in full from retrieval, not from the prompt. The default 135M model kept
# the format no better with more (none of the bench's answers did either way), and each character of Chinese costs it
# ~1.8 tokens of prefill: six sources cut at 240 characters were ~1500 of the ~1800 tokens of a prompt (bench.ask)
PROMPT_SOURCES = 3
PROMPT_SOURCE_CHARS = 80


def format_sources(sources: list[dict], max_chars: int = PROMPT_SOURCE_CHARS) -> str:
    lines = []
    for hit in sources:
        ref = f"《{hit['law']}》{hit['number_text']}" if hit.get("article") else f"《{hit['law']}》"
        text = hit["text"].replace("\n", " ")
        lines.append(f"{ref}：{text[:max_chars]}{'…' if len(text) > max_chars else ''}")
    return "\n".join(lines)


def syllogism_messages(question: str, sources: list[dict], calculation: str | None = None) -> list[dict[str, str]]:
    """The serving prompt; `calculation` is the rule engine's itemised result, which the conclusion should state. The
    sources come first to last as the retriever ranked them (the calculation's articles lead them)."""
    context = format_sources(sources[:PROMPT_SOURCES]) or "（未检索到相关法条）"
    computed = f"\n\n计算结果（规则引擎，结论应采用）：\n{calculation}" if calculation else ""
    return [
        {"role": "system", "content": SYLLOGISM_SYSTEM},
        {"role": "user", "content": f"相关法条：\n{context}{computed}\n\n问题：{question}"},
    ]
