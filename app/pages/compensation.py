"""Compensation page: question -> extracted parameters (editable) -> itemised calculation with articles -> amount."""

from __future__ import annotations

import json
import re

import gradio as gr

from app.client import ApiClient, ApiError
from app.render import calculation_summary, claim_steps, refusal

EXAMPLE = "张某2016年3月1日入职，2021年8月31日公司提出协商一致解除劳动合同，张某解除前12个月平均工资9000元。公司应支付多少经济补偿？"
MISSING_HINT = "Add them to the parameters above and calculate again · 请在上方参数中补充后重新计算。"
# a date as people type it in the parameters box: 2019年3月1日 · 2019/3/1 · 2019.3.1 (the API reads YYYY-MM-DD)
TYPED_DATE = re.compile(r"\s*(\d{4})\s*[年/.-]\s*(\d{1,2})\s*[月/.-]\s*(\d{1,2})\s*日?\s*")
SCENARIOS = [
    ("Economic compensation · 经济补偿", "economic"),
    ("Work injury · 工伤待遇", "work_injury"),
    ("Traffic accident · 交通事故", "traffic"),
    ("Personal injury · 人身损害（交通以外）", "personal_injury"),
    ("Criminal amount · 犯罪金额", "criminal_amount"),
]


def as_typed(params: dict) -> dict:
    """The edited parameters as the API reads them: a value cleared to "" is not known (null, so the calculation
    names the figure it needs) and a date typed the Chinese way is written YYYY-MM-DD, in nested items too; a figure
    goes as typed ('一万二', '5千'): the API reads it, or refuses it in Chinese."""
    return {key: _typed_value(value) for key, value in params.items()}


def _typed_value(value):
    if isinstance(value, dict):
        return as_typed(value)
    if isinstance(value, list):
        return [_typed_value(item) for item in value]
    if not isinstance(value, str):
        return value
    date = TYPED_DATE.fullmatch(value)
    if not value.strip():
        return None
    return "{}-{:0>2}-{:0>2}".format(*date.groups()) if date else value


def build(client: ApiClient) -> None:
    with gr.Tab("Compensation · 赔偿计算"):
        question = gr.Textbox(label="Question · 问题", lines=4, placeholder=EXAMPLE)
        extract_button = gr.Button("1. Extract parameters · 抽取参数", variant="primary")
        gr.Examples([[EXAMPLE]], inputs=question)
        status = gr.Markdown()
        scenario = gr.Dropdown(choices=SCENARIOS, label="Scenario · 场景", interactive=True)
        params = gr.Code(
            label="Parameters (edit before calculating) · 参数（可修改后再计算）", language="json", lines=12, interactive=True
        )
        calculate_button = gr.Button("2. Calculate · 计算", variant="primary")
        result_summary = gr.Markdown()
        steps = gr.HTML()

        extracted = gr.State({})  # the question and scenario the parameters box was filled for

        def clear_result():
            return "", ""

        def run_extract(text: str):
            if not text or not text.strip():
                return "⚠ Please enter a question · 请输入问题", None, "", {}
            try:
                data = client.post("/api/compensate/extract", {"question": text})
            except ApiError as exc:
                return refusal(exc), None, "", {}
            notes = "".join(f"\n- {note}" for note in data["notes"])
            return ("✔ Check the parameters, then calculate · 请核对参数后计算" + notes, data["scenario"],
                    json.dumps(data["params"], ensure_ascii=False, indent=2),
                    {"question": text.strip(), "scenario": data["scenario"]})

        def run_rescenario(text: str, chosen: str | None, filled_for: dict):
            """The scenario was switched by hand: read the question again as that scenario, so the box holds its
            parameters rather than another scenario's."""
            if not chosen or not text or not text.strip():
                return "⚠ Please enter a question · 请输入问题", "", {}, "", ""
            try:
                data = client.post("/api/compensate/extract", {"question": text, "params": {"scenario": chosen}})
            except ApiError as exc:
                return refusal(exc), "", {}, "", ""
            notes = "".join(f"\n- {note}" for note in data["notes"])
            return ("✔ Parameters read again for this scenario · 已按所选场景重新抽取参数" + notes,
                    json.dumps(data["params"], ensure_ascii=False, indent=2),
                    {"question": text.strip(), "scenario": data["scenario"]}, "", "")

        def run_calculate(text: str, chosen: str | None, edited: str, filled_for: dict):
            if not text or not text.strip():
                return "⚠ Please enter a question · 请输入问题", "", ""
            try:
                corrections = json.loads(edited) if edited and edited.strip() else {}
            except json.JSONDecodeError as exc:
                return f"⚠ The parameters are not valid JSON · 参数不是合法的 JSON：{exc.msg}（第{exc.lineno}行）", "", ""
            if not isinstance(corrections, dict):
                return "⚠ The parameters must be a JSON object · 参数必须是 JSON 对象", "", ""
            # parameters extracted from another question would silently override this one's facts
            if corrections and filled_for and filled_for.get("question") != text.strip():
                return ("⚠ The question changed since the parameters were extracted: press Extract again, or clear "
                        "the parameters to calculate from the question alone · 问题已修改，请重新抽取参数（或清空参数后直接计算）",
                        "", "")
            corrections = as_typed(corrections)
            if chosen:
                corrections["scenario"] = chosen
            try:
                result = client.post("/api/compensate", {"question": text, "params": corrections})
            except ApiError as exc:
                return refusal(exc), "", ""
            return ("✔ Calculated · 已计算",
                    calculation_summary(result, MISSING_HINT),
                    claim_steps(result))

        # a new extraction belongs to a new question: the previous result goes first
        extract_button.click(clear_result, None, [result_summary, steps], api_visibility="private", queue=False).then(
            run_extract, inputs=question, outputs=[status, scenario, params, extracted], api_name="compensate_extract")
        scenario.input(run_rescenario, inputs=[question, scenario, extracted],
                       outputs=[status, params, extracted, result_summary, steps], api_name="compensate_scenario")
        calculate_button.click(run_calculate, inputs=[question, scenario, params, extracted],
                               outputs=[status, result_summary, steps], api_name="compensate")
