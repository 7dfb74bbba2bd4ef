"""Ask page: question in; the three premises as cards, sources with text, citation badges, timings."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Iterator
from contextlib import closing

import gradio as gr

from app.client import ApiClient, ApiError
from app.pages.sentencing import steps_table as sentence_steps
from app.pages.sentencing import summary as sentence_summary
from app.render import calculation_summary, citation_badges, claim_steps, plain_message, refusal, source_cards

EXAMPLE = "公司无故辞退我，工作了三年，能拿多少补偿？"
# answers streaming at once, all visitors together: each holds a worker thread and an API connection until it ends.
# More than one, so that a visitor's next question starts (and stops their previous one: asked_last) while it streams
ASK_STREAMS = 8


def build(client: ApiClient) -> None:
    with gr.Tab("Ask · 咨询"):
        question = gr.Textbox(label="Question or case description · 问题或案情", lines=3, placeholder=EXAMPLE)
        ask_button = gr.Button("Ask · 提问", variant="primary")
        gr.Examples([[EXAMPLE]], inputs=question)
        status = gr.Markdown()
        live = gr.Textbox(label="Model output (streaming) · 模型输出", lines=4, interactive=False)
        with gr.Row(equal_height=True):
            major = gr.Textbox(label="Major premise · 大前提", lines=6, interactive=False, elem_classes="lex-card")
            minor = gr.Textbox(label="Minor premise · 小前提", lines=6, interactive=False, elem_classes="lex-card")
            conclusion = gr.Textbox(label="Conclusion · 结论", lines=6, interactive=False, elem_classes="lex-card")
        calculation = gr.Markdown()
        sentence = gr.Markdown()
        gr.Markdown("### Citations · 引用核验")
        badges = gr.HTML()
        gr.Markdown("### Sources · 法律依据")
        sources = gr.HTML()
        timings = gr.Markdown()

        # per page session (gradio's session hash): the ticket of the question asked last. A question asked while
        # an answer streams replaces it: that answer stops at its next event, so its tokens never reach the page
        # under the new question, and its API stream is closed, which stops the model
        asked_last: dict[str, int] = {}
        asked_lock = threading.Lock()  # an answer that ends forgets its ticket only if no newer one took its place
        tickets = itertools.count(1)

        def run(text: str, request: gr.Request):
            session, ticket = request.session_hash, next(tickets)
            if session is None:  # no page session (a bare API call): nothing to replace
                yield from answer(text, lambda: False)
                return
            with asked_lock:
                asked_last[session] = ticket
            try:
                yield from answer(text, lambda: asked_last.get(session) != ticket)
            finally:
                with asked_lock:
                    if asked_last.get(session) == ticket:
                        del asked_last[session]

        def answer(text: str, replaced: Callable[[], bool]):
            """The page's outputs as the answer streams in; stops (closing the API stream) once `replaced()`."""
            outputs = dict.fromkeys(("status", "live", "major", "minor", "conclusion", "calculation", "sentence", "badges",
                                     "sources", "timings"), "")
            if not text or not text.strip():
                outputs["status"] = "⚠ Please enter a question · 请输入问题"
                yield tuple(outputs.values())
                return
            outputs["status"] = "Retrieving… · 检索中"
            yield tuple(outputs.values())
            try:
                with closing(client.stream("/api/ask", {"question": text, "stream": True})) as events:
                    yield from _shown(events, outputs, replaced)
            except ApiError as exc:
                outputs["status"] = refusal(exc)
                yield tuple(outputs.values())

        # "multiple": a click while an answer streams asks at once (the default "once" dropped it until the end)
        ask_button.click(run, inputs=question, api_name="ask", trigger_mode="multiple", concurrency_limit=ASK_STREAMS,
                         outputs=[status, live, major, minor, conclusion, calculation, sentence, badges, sources,
                                  timings])


def _shown(events: Iterator[tuple[str, object]], outputs: dict[str, str], replaced: Callable[[], bool]):
    """The page's outputs after each event of the API's stream, until it ends or a newer question `replaced()` it."""
    for event, data in events:
        if replaced():
            return
        if event == "sources":
            outputs["sources"] = source_cards(data)
            outputs["status"] = "Generating… · 生成中"
        elif event == "token":
            outputs["live"] += data
        elif event == "error":
            outputs["status"] = f"⚠ {plain_message(data['detail'])}"
        elif event == "result":
            outputs.update(
                major=data["major_premise"], minor=data["minor_premise"], conclusion=data["conclusion"],
                calculation=_calculation(data.get("calculation")), sentence=_sentence(data.get("sentence")),
                badges=citation_badges(data["citations"]), sources=source_cards(data["sources"]),
                timings=_timings(data),
                status=_status(data),
            )
        yield tuple(outputs.values())


def _status(result: dict) -> str:
    if result["format_ok"]:
        return "✔ 已回答 · Answered"
    # the Chinese first, as one sentence, and the English after it (before: the two languages alternated)
    grounded = ("以下前提由检索到的法条与问题中的事实组成", "the premises below are the retrieved articles and the facts in "
                                                       "your question")
    if result.get("timed_out"):
        return f"⚠ 模型未在时限内答完，{grounded[0]} · The model ran out of time; {grounded[1]}"
    if result.get("model_unavailable"):  # the backend's reason (English, 'not loaded') is the operator's, last
        return (f"⚠ 语言模型暂时无法使用，{grounded[0]} · No language model answered; {grounded[1]}"
                f"（原因，供管理员参考 · reason, for the operator: {result['model_unavailable']}）")
    return f"⚠ 模型未按三段论格式输出，{grounded[0]} · The model broke the syllogism format; {grounded[1]}"


# the Ask page has no parameters box: the figures a calculation lacks are added on the Compensation tab
MISSING_HINT = "Add them on the Compensation tab · 请在问题中写明，或到「赔偿计算」页补充后计算。"


def _calculation(calculation: dict | None) -> str:
    if not calculation:
        return ""
    steps = f"\n\n{claim_steps(calculation)}" if calculation["steps"] else ""
    return "### Calculation · 计算（规则引擎，非模型生成）\n\n" + calculation_summary(calculation, MISSING_HINT) + steps


def _sentence(sentence: dict | None) -> str:
    if not sentence:
        return ""
    return ("### Sentencing estimate · 量刑估算（规则引擎，非模型生成；在「量刑」页可修改量刑因素）\n\n"
            + sentence_summary(sentence) + "\n\n" + sentence_steps(sentence["steps"]))


def _timings(result: dict) -> str:
    t = result["timings"]
    return (
        f"检索 retrieval {t['retrieval_ms']:.0f} ms · 首字 first token {t['first_token_ms']:.0f} ms · "
        f"总计 total {t['total_ms']:.0f} ms · 模型 model `{result['model_id']}`"
        + (f" + 适配器 adapter `{result['adapter_id']}`" if result.get("adapter_id") else "")
    )
