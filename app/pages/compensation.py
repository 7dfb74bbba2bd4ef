"""Compensation page: question -> extracted parameters (editable) -> itemised calculation with articles -> amount.

The parameters are shown as tables of Chinese labels and values (POST /api/compensate/extract's `labels`): first
those the question gave and those the calculation needs, the rest folded away. A coded value (a termination reason,
the items asked) is shown by its Chinese name (the extraction's `codes`), which the API reads as the code. Calculate
reads the tables into the parameters' JSON (shown read-only below them) and sends that, as a program sends it to the
`compensate` endpoint."""

from __future__ import annotations

import json
import re

import gradio as gr

from app.client import ApiClient, ApiError
from app.render import calculation_summary, claim_steps, refusal

EXAMPLE = "张某2016年3月1日入职，2021年8月31日公司提出协商一致解除劳动合同，张某解除前12个月平均工资9000元。公司应支付多少经济补偿？"
MISSING_HINT = "Add them to the parameters above and calculate again · 请在上方参数表中补充（其余参数在“其他参数”中）后重新计算。"
# a date as people type it in the parameters box: 2019年3月1日 · 2019/3/1 · 2019.3.1 (the API reads YYYY-MM-DD)
TYPED_DATE = re.compile(r"\s*(\d{4})\s*[年/.-]\s*(\d{1,2})\s*[月/.-]\s*(\d{1,2})\s*日?\s*")
# the parameter tables: the label, the value (the one column a user edits), a note, and the key the API reads
PARAMETER_HEADERS = ["参数 Parameter", "值 Value（清空表示不知道）", "说明 Note", "键 Key"]
VALUE, KEY = 1, 3
# wide enough for a label and a value; the note takes what is left, wrapping a coded key's list of choices
PARAMETER_COLUMN_WIDTHS = ["22%", "22%", "44%", "12%"]
GIVEN_NOTE = "从问题中读出 · read from the question"
# the scenario's calculation rests on these keys; some are alternatives (dates or the months of service), so a blank
# one is not an error: the calculation names the figure it still lacks
NEEDED_NOTE = "计算所依据，问题未提及（不知道可留空）· used by the calculation, not in the question"
# the names of a list of codes (the items asked) are shown joined by 、 and may be typed parted by 、，or ,
NAMES_JOINED = "、"
NAMES_PARTED = re.compile(r"[、，,]")
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


def cell_text(value) -> str:
    """A parameter's value as its table cell shows it: 是/否 for yes or no, the JSON of a value of items (losses,
    rated_items), and blank for not known or none."""
    if value is None or value == [] or value == {}:
        return ""
    if isinstance(value, bool):
        return "是" if value else "否"
    if isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def parameter_rows(params: dict, shown: dict) -> tuple[list[list], list[list]]:
    """The parameters as rows [label, value, note, key] of two tables: first those the calculation needs and those
    the question gave (`needed` and `given` of the extraction), then the rest."""
    needed, given = shown.get("needed", []), shown.get("given", [])
    first = [*needed, *(key for key in params if key in given and key not in needed)]
    rest = [key for key in params if key not in first]
    return [_row(key, params[key], shown) for key in first], [_row(key, params[key], shown) for key in rest]


def _row(key: str, value, shown: dict) -> list:
    notes = [GIVEN_NOTE if key in shown.get("given", []) else NEEDED_NOTE if key in shown.get("needed", []) else ""]
    # a value of items is edited as JSON: each item's keys with their labels say what to write
    item_labels = shown.get("item_labels", {}).get(key)
    if item_labels:
        notes.append("每项 each item：" + "；".join(f"{name} {label}" for name, label in item_labels.items()))
    # a coded value is shown and typed by its name: the names say what may be written
    names = shown.get("codes", {}).get(key)
    if names:
        notes.append("可填 choices：" + "；".join(names.values()))
    text = _named(value, names) if names else cell_text(value)
    return [shown.get("labels", {}).get(key, key), text, "\n".join(note for note in notes if note), key]


def _named(value, names: dict[str, str]) -> str:
    """A coded value as its cell shows it: its code's name, a list of codes as their names joined by 、; a code with
    no name as itself."""
    if isinstance(value, list):
        return NAMES_JOINED.join(names.get(code, code) for code in value)
    return "" if value is None else names.get(value, value)


def parameters_from_rows(rows: list[list], shown: dict) -> dict:
    """The tables' values as the API's parameters, each as typed (as_typed then reads blanks and dates): a list of
    coded values (the items asked) is the names typed, parted by 、，or , (the API reads each name, or refuses it with
    the names it knows); any other value of items (a list or an object when extracted) is read from its JSON, blank
    for none; text that is no JSON goes as typed, for the API to refuse in Chinese."""
    extracted = shown.get("params", {})
    params = {}
    for row in rows:
        key, text = _cell(row[KEY]), _cell(row[VALUE])
        if not key:
            continue
        if key in shown.get("codes", {}) and isinstance(extracted.get(key), list):
            params[key] = [name.strip() for name in NAMES_PARTED.split(text) if name.strip()]
        elif isinstance(extracted.get(key), (list, dict)):
            params[key] = _items(text, empty=type(extracted[key])())
        else:
            params[key] = text
    return params


def _cell(value) -> str:
    return "" if value is None else str(value)


def _items(text: str, empty: list | dict):
    if not text.strip():
        return empty
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def build(client: ApiClient) -> None:
    with gr.Tab("Compensation · 赔偿计算"):
        question = gr.Textbox(label="Question · 问题", lines=4, placeholder=EXAMPLE)
        extract_button = gr.Button("1. Extract parameters · 抽取参数", variant="primary")
        gr.Examples([[EXAMPLE]], inputs=question)
        status = gr.Markdown()
        scenario = gr.Dropdown(choices=SCENARIOS, label="Scenario · 场景", interactive=True)
        first_table = gr.Dataframe(
            headers=PARAMETER_HEADERS, datatype=["str"] * 4, type="array", interactive=True, column_count=(4, "fixed"),
            static_columns=[0, 2, KEY], wrap=True, column_widths=PARAMETER_COLUMN_WIDTHS,
            label="参数：问题中读出的与计算需要的（可修改“值”后再计算）· Parameters read from the question or needed",
        )
        with gr.Accordion("其他参数（问题未提及，可补充）· Other parameters", open=False):
            rest_table = gr.Dataframe(
                headers=PARAMETER_HEADERS, datatype=["str"] * 4, type="array", interactive=True,
                column_count=(4, "fixed"), static_columns=[0, 2, KEY], wrap=True, column_widths=PARAMETER_COLUMN_WIDTHS,
                show_label=False,
            )
        with gr.Accordion("参数 JSON（只读，计算时由上面的表生成）· Parameters as JSON", open=False):
            params = gr.Code(language="json", lines=12, interactive=False, show_label=False)
        calculate_button = gr.Button("2. Calculate · 计算", variant="primary")
        result_summary = gr.Markdown()
        steps = gr.HTML()

        # the question and scenario the parameters were extracted for, with their labels, `needed` and `given`
        extracted = gr.State({})

        def clear_result():
            return "", ""

        def extraction_state(text: str, data: dict) -> dict:
            return {"question": text.strip(), "scenario": data["scenario"], "params": data["params"],
                    **{key: data[key] for key in ("labels", "item_labels", "needed", "given", "codes")}}

        def run_extract(text: str):
            if not text or not text.strip():
                return "⚠ Please enter a question · 请输入问题", None, "", {}
            try:
                data = client.post("/api/compensate/extract", {"question": text})
            except ApiError as exc:
                return refusal(exc), None, "", {}
            notes = "".join(f"\n- {note}" for note in data["notes"])
            return ("✔ Check the parameters, then calculate · 请核对参数后计算" + notes, data["scenario"],
                    json.dumps(data["params"], ensure_ascii=False, indent=2), extraction_state(text, data))

        def run_rescenario(text: str, chosen: str | None, filled_for: dict):
            """The scenario was switched by hand: read the question again as that scenario, so the tables hold
            its parameters rather than another scenario's."""
            if not chosen or not text or not text.strip():
                return "⚠ Please enter a question · 请输入问题", "", {}, "", ""
            try:
                data = client.post("/api/compensate/extract", {"question": text, "params": {"scenario": chosen}})
            except ApiError as exc:
                return refusal(exc), "", {}, "", ""
            notes = "".join(f"\n- {note}" for note in data["notes"])
            return ("✔ Parameters read again for this scenario · 已按所选场景重新抽取参数" + notes,
                    json.dumps(data["params"], ensure_ascii=False, indent=2), extraction_state(text, data), "", "")

        def show_parameters(shown_json: str, shown: dict):
            """The extracted parameters in the labelled tables."""
            if not shown or not shown_json:
                return [], []
            return parameter_rows(json.loads(shown_json), shown)

        def run_edited(first_rows, rest_rows, shown: dict) -> str:
            """The tables as the parameters' JSON, which Calculate sends."""
            edited = parameters_from_rows([*(first_rows or []), *(rest_rows or [])], shown) if shown else {}
            return json.dumps(edited, ensure_ascii=False, indent=2) if edited else ""

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
                return ("⚠ The question changed since the parameters were extracted: press Extract again · "
                        "问题已修改，请重新抽取参数", "", "")
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
        tables = [first_table, rest_table]
        extract_button.click(clear_result, None, [result_summary, steps], api_visibility="private", queue=False).then(
            run_extract, inputs=question, outputs=[status, scenario, params, extracted], api_name="compensate_extract"
        ).then(show_parameters, [params, extracted], tables, api_name="compensate_labelled")
        scenario.input(run_rescenario, inputs=[question, scenario, extracted],
                       outputs=[status, params, extracted, result_summary, steps], api_name="compensate_scenario"
                       ).then(show_parameters, [params, extracted], tables, api_visibility="private")
        # the tables are read into the JSON first, so the calculation sends what they show
        calculate_button.click(run_edited, [*tables, extracted], params, api_name="compensate_edited").then(
            run_calculate, inputs=[question, scenario, params, extracted], outputs=[status, result_summary, steps],
            api_name="compensate")
