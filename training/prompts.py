"""Training prompts per task (data.prompt_style). The syllogism style is exactly the serving prompt."""

from __future__ import annotations

from collections.abc import Callable

from models.prompts import syllogism_messages

SENTENCING_SYSTEM = (
    "你是一名刑事法官，请预测本案被告人的刑期。按以下格式输出：\n"
    "<reasoning>对案情的初步分析</reasoning>\n"
    "<factors>量刑情节列表，如：[数额：…，自首，退赔，…]</factors>\n"
    "需要查阅法律时输出 <search><statute>检索词</statute></search>（可选来源：statute 法律条文，"
    "interpretation 司法解释，guideline 量刑指导意见，case 案例），检索结果会放在 <information></information> 中返回。\n"
    "最后输出 <answer>刑期，如：有期徒刑三年</answer>"
)

COMPENSATION_SYSTEM = (
    "你是一名精通劳动、工伤和交通事故赔偿的律师。请先在 <think></think> 中写出依法计算的步骤"
    "（适用的赔偿项目、计算基数、责任比例、保险），再把最终金额（元）写在 \\boxed{} 中。"
)


# a short instruction for small models and CPU runs: the serving prompt is ~500 tokens of SmolLM2, which
# makes one GRPO step on a CPU take tens of seconds; this one is ~12 (plus the question)
SYLLOGISM_COMPACT_SYSTEM = "用三段论回答：大前提、小前提、结论。"


def syllogism_compact_messages(question: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": SYLLOGISM_COMPACT_SYSTEM}, {"role": "user", "content": question}]


def sentencing_messages(facts: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": SENTENCING_SYSTEM}, {"role": "user", "content": f"案件事实：{facts}"}]


def compensation_messages(question: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": COMPENSATION_SYSTEM}, {"role": "user", "content": question}]


# data.prompt_style: the export's own prompt, or one rebuilt from the question in a task's style
PROMPT_STYLES = ("as_exported", "syllogism", "syllogism_compact", "sentencing", "compensation")


def prompt_builder(style: str, context=None) -> Callable[[dict], list[dict]] | None:
    """Rebuild each example's prompt in a task's style from its question; 'as_exported' keeps the export's."""
    if style not in PROMPT_STYLES:
        raise ValueError(f"unknown prompt_style {style!r}: one of {', '.join(PROMPT_STYLES)}")
    if style == "as_exported":
        return None

    from training.data import question_of as question_in

    def question_of(row: dict) -> str:
        return question_in(row.get("prompt"))

    if style == "syllogism":
        # with a corpus, the retrieved articles go in as at serving time; without one the prompt says none were found
        return lambda row: syllogism_messages(question_of(row), context.sources(question_of(row)) if context else [])
    if style == "syllogism_compact":
        return lambda row: syllogism_compact_messages(question_of(row))
    if style == "sentencing":
        return lambda row: sentencing_messages(question_of(row))
    return lambda row: compensation_messages(question_of(row))
