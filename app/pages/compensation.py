"""Compensation page: question -> extracted parameters (editable) -> itemised calculation with articles -> amount."""

from __future__ import annotations

import json

import gradio as gr

from app.client import ApiClient, ApiError
from app.render import calculation_summary, steps_table

EXAMPLE = "张某2016年3月1日入职，2021年8月31日公司提出协商一致解除劳动合同，张某解除前12个月平均工资9000元。公司应支付多少经济补偿？"
MISSING_HINT = "Add them to the parameters above and calculate again · 请在上方参数中补充后重新计算。"
SCENARIOS = [
    ("Economic compensation · 经济补偿", "economic"),
    ("Work injury · 工伤待遇", "work_injury"),
    ("Traffic accident · 交通事故", "traffic"),
    ("Criminal amount · 犯罪金额", "criminal_amount"),
]


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

        def run_extract(text: str):
            if not text or not text.strip():
                return "⚠ Please enter a question · 请输入问题", None, ""
            try:
                data = client.post("/api/compensate/extract", {"question": text})
            except ApiError as exc:
                return f"⚠ {exc}", None, ""
            notes = "".join(f"\n- {note}" for note in data["notes"])
            return "✔ Check the parameters, then calculate · 请核对参数后计算" + notes, data["scenario"], json.dumps(
                data["params"], ensure_ascii=False, indent=2
            )

        def run_calculate(text: str, chosen: str | None, edited: str):
            if not text or not text.strip():
                return "⚠ Please enter a question · 请输入问题", "", ""
            try:
                corrections = json.loads(edited) if edited and edited.strip() else {}
            except json.JSONDecodeError as exc:
                return f"⚠ The parameters are not valid JSON · 参数不是合法的 JSON：{exc.msg}（第{exc.lineno}行）", "", ""
            if not isinstance(corrections, dict):
                return "⚠ The parameters must be a JSON object · 参数必须是 JSON 对象", "", ""
            if chosen:
                corrections["scenario"] = chosen
            try:
                result = client.post("/api/compensate", {"question": text, "params": corrections})
            except ApiError as exc:
                return f"⚠ {exc}", "", ""
            return ("✔ Calculated · 已计算",
                    calculation_summary(result, MISSING_HINT),
                    steps_table(result["steps"]))

        extract_button.click(run_extract, inputs=question, outputs=[status, scenario, params], api_name="compensate_extract")
        calculate_button.click(
            run_calculate, inputs=[question, scenario, params], outputs=[status, result_summary, steps], api_name="compensate"
        )
