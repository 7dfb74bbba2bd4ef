"""Sentencing page: facts -> factors as editable values -> term with its range, cited steps and retrieval trace.

The factors come back from the API as a table the user edits (tick or untick, change a value, add a row);
"Recompute" sends the table as corrections and shows how the term and the steps change.
"""

from __future__ import annotations

import difflib
import json
import re
from html import escape

import gradio as gr

from app.client import ApiClient, ApiError
from app.render import INPUT_NAMES, refusal, trace_markdown

EXAMPLE = (
    "2020年5月3日，被告人张某在某市公交车上扒窃被害人李某手机一部，经鉴定价值人民币3500元。"
    "被告人张某于次日主动到公安机关投案，如实供述了犯罪事实，并退赔了被害人全部损失。"
)
HEADERS = ["使用 Use", "因素 Factor", "名称 Label", "值 Value", "证据 Evidence"]
NUMBER_EXAMPLES = "数字（如 3000、5千、1.2万、三千五）"
# a range of months as people write it: 6到12个月 · 6-12 · 六至十二个月 (the API reads [6, 12])
RANGE_TYPED = re.compile(r"(\S+?)\s*(?:到|至|-|~|～|—)\s*(\S+?)")
# the names a factor row most often needs, shown when a typed name is close to none (an English word)
FACTOR_EXAMPLES = ("自首", "坦白", "立功", "退赃退赔", "取得谅解", "累犯")
INPUT_LABELS = {key: INPUT_NAMES[key] for key in ("fact", "charge", "province")}
# the API's penalty for a crime sentenced without a term; any other penalty with 0 months says why there is no penalty
NO_PRISON_TERM = "不判处监禁刑"


# POST /api/sentence's key for a correction of one charge of several: "诈骗:amount"; a plain name is every charge's
CHARGE_SCOPE = ":"


# the API's missing "factor" for a fact that tells nothing: the facts are to be written, no factor row to add
FACTS_UNTOLD = "facts"
# the API's `engine`: which engine set the term, in words a reader knows (its key after them)
ENGINE_NAMES = {"rules": "规则引擎 rules", "rules+model": "规则引擎＋学习模型 rules + learned model",
                "msr2": "MSR² 多源检索推理 MSR² reasoning"}


def _key(item: dict) -> str:
    """The factor as the API's corrections name it: a charge's own row (several charges) with its charge."""
    return f"{item['charge']}{CHARGE_SCOPE}{item['name']}" if item.get("charge") else item["name"]


def factor_rows(result: dict, catalog: dict[str, dict]) -> list[list]:
    """The API's factors as editable rows: [use, key (_key), label, value, evidence]."""
    rows = []
    for item in result["factors"]:
        value = item["value"]
        shown = ("是" if value is True else json.dumps(value, ensure_ascii=False) if isinstance(value, list)
                 else _number_text(value) if isinstance(value, float) else str(value))
        label = catalog.get(item["name"], {}).get("label", item["name"])
        rows.append([True, _key(item), label, shown, item["evidence"]])
    return rows


class FactorValueError(ValueError):
    """A table value the page can tell is wrong before asking the API; the message is the user's to read."""


def _number_text(value: float) -> str:
    """3000.0 as 3000: the table is read by people, who do not write the API's float."""
    return str(int(value)) if value.is_integer() else str(value)


def corrections(rows: list[list], original: dict, catalog: dict[str, dict] | None = None) -> dict:
    """What the user changed in the table since the first prediction, as the API's `factors` corrections: a charge's
    own row is corrected for that charge alone (its key names it), a row without a charge for every charge.

    With the catalog (/api/sentence/factors), a row may name its factor by its label, and a name the catalog does not
    hold, or a number factor left blank, raises FactorValueError with the Chinese sentence to show: the API would
    otherwise list all its factors. A number factor goes as typed ('5千', '两万五'): the API reads it, or refuses it
    in Chinese with the forms to use."""
    catalog = catalog or {}
    before = {_key(item): item["value"] for item in original.get("factors", [])}
    changes: dict = {}
    seen = set()
    for row in rows:
        if not row or not str(row[1] or "").strip():
            continue
        use, value = row[0], row[3]
        key = _known_key(str(row[1]).strip(), catalog)
        seen.add(key)
        if use in (False, "false", "False", 0):
            changes[key] = None
            continue
        kind = catalog.get(key.rpartition(CHARGE_SCOPE)[2], {}).get("type")
        if kind == "number":
            # the figure as typed ('5千', '两万五'): the API reads it, or says in Chinese why it is none
            parsed = _check_number(key, value, catalog)
            if isinstance(before.get(key), int | float) and parsed == _number_text(float(before[key])):
                continue
        else:
            parsed = _parse_value(value)
        if kind == "range":
            parsed = _as_range(parsed)
        if key not in before or parsed != before[key]:
            changes[key] = parsed
    for key in before:
        if key not in seen:
            changes[key] = None  # a deleted row removes the factor
    return changes


def _known_key(key: str, catalog: dict[str, dict]) -> str:
    """The row's factor as the API names it: its name, or its label for it ('涉案金额（元）' is amount, '坦白（如实供述）'
    is 坦白), a charge's own row keeping its charge ('诈骗：涉案金额（元）' is 诈骗:amount). Any other name raises
    FactorValueError naming the closest ones (the API would answer with all of them). Without a catalog the key
    is the API's to check."""
    if not catalog:
        return key
    charge, scope, name = key.replace("：", CHARGE_SCOPE).rpartition(CHARGE_SCOPE)
    name = name.strip()
    by_label = {entry["label"]: entry["name"] for entry in catalog.values()}
    by_lowercase = {known.lower(): known for known in catalog}
    found = name if name in catalog else by_label.get(name) or by_lowercase.get(name.lower())
    if found is None:
        near = _closest_factors(name, catalog)
        raise FactorValueError(f"未知的量刑因素「{name[:40]}」，" + (
            f"是否要写 {'、'.join(near)}？" if near else f"「因素」栏请填写中文名称，如 {'、'.join(FACTOR_EXAMPLES)}"))
    return f"{charge.strip()}{scope}{found}"


def _closest_factors(name: str, catalog: dict[str, dict], most: int = 3) -> list[str]:
    """The factors closest to a name the catalog does not hold, by their Chinese names and labels ('自首情节', '退赃',
    '金额' inside 涉案金额（元）); an English word only by the English names it nearly spells ('amout'): 'surrender' is
    no misspelling of remainder. Each is said as a row may name it in Chinese: its name, or the label of a factor
    named in English."""
    chinese = {written: entry["name"] for entry in catalog.values()
               for written in (entry["name"], entry["label"]) if not written.isascii()}
    english = [known for known in catalog if known.isascii()]
    near = [chinese[written] for written in difflib.get_close_matches(name, chinese, n=most, cutoff=0.5)]
    near += [chinese[written] for written in chinese if name in written or written in name]
    near += difflib.get_close_matches(name.lower(), english, n=1, cutoff=0.8)
    return [_said(known, catalog) for known in dict.fromkeys(near)][:most]


def _said(known: str, catalog: dict[str, dict]) -> str:
    """A factor as a row may name it in Chinese: its name, or the label of a factor the API names in English
    ('amount' is 涉案金额（元）)."""
    return catalog.get(known, {}).get("label", known) if known.isascii() else known


def recomputed_message(changed_inputs: list[str], edits: dict, catalog: dict[str, dict]) -> str:
    """The status line after Recompute: the inputs changed and each factor edited, as the table's reader names them
    (a charge's own factor with its charge: '诈骗：涉案金额（元）'), never by the API's key ('诈骗:amount')."""
    factors = []
    for key in edits:
        charge, scope, name = key.rpartition(CHARGE_SCOPE)
        factors.append(f"{charge}：{_said(name, catalog)}" if scope else _said(name, catalog))
    return f"✔ 已按修改重新计算 · Recomputed with: {'、'.join([*changed_inputs, *factors]) or '无 none'}"


def _as_range(parsed):
    """A range typed as words ('6到12个月', '6-12', '六至十二个月') as the API's [下限, 上限], each end as typed (the API
    reads '六', '12个月'); anything else as it was (the API answers with the form to use)."""
    typed = RANGE_TYPED.fullmatch(parsed) if isinstance(parsed, str) else None
    return list(typed.groups()) if typed else parsed


def _check_number(key: str, value, catalog: dict[str, dict]) -> str:
    """A number factor's typed text, sent as typed; a blank one is refused here, where the page can say to untick
    the row (the API knows no row)."""
    text = str(value or "").strip()
    if not text:
        label = catalog.get(key.rpartition(CHARGE_SCOPE)[2], {}).get("label", key)
        raise FactorValueError(f"「{label}」的值为空：请填写{NUMBER_EXAMPLES}，或取消勾选「使用」去掉这一因素")
    return text


def _parse_value(value) -> object:
    if isinstance(value, (bool, int, float)):
        return value
    text = str(value or "").strip()
    if text in ("", "是", "true", "True"):
        return True
    if text in ("否", "false", "False"):
        return False
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text  # a grade such as 轻伤二级; the API checks it


def summary(result: dict) -> str:
    low, high = result["range_months"]
    term = f"{NO_PRISON_TERM} · no prison term" if result["months"] == 0 else f"{result['months']} 个月 · months"
    if result.get("penalty") and result["months"]:
        term += f"（{escape(result['penalty'])}）"
    # no term because there is no penalty at all (below the crime's entry level, too young, exempt): the API's
    # penalty says which; "no prison term" with a 0–0 range would read as a sentence for the crime
    no_penalty = result["months"] == 0 and result.get("penalty") not in (None, "", NO_PRISON_TERM)
    if no_penalty:
        term = f"{escape(result['penalty'])} · no criminal penalty"
    several = "；" in result["charge"]  # the API joins several charges with '；'
    # with several charges the row to add names its charge (_key), so the figure is that charge's alone
    needed = [
        f"{escape(item['charge'])}：{escape(item['label'])}"
        + ("" if item["factor"] == FACTS_UNTOLD
           else "（" + escape(_key({"name": item["factor"], "charge": item["charge"] if several else None})) + "）")
        for item in result.get("missing", [])
    ]
    if needed and result["months"] == 0:
        # the term turns on a figure the facts do not give: ask for it rather than show "no prison term"
        term = "未计算 · not computed"
    # the API's "interval" is the literature's 10-class term band; its "interval_label" says it in months
    computed = not term.startswith("未计算") and not no_penalty
    band = escape(result["interval_label"]) if computed else "—"
    # an uncomputed term has no range: the API's 0–0 would read as "no prison"
    term_range = f"{low}–{high} 个月" if computed else "—"
    lines = [
        f"## 宣告刑 · Term: **{term}**",
        f"刑期档 Band：{band} · 可判范围 Range {term_range} · 罪名 Charge：{escape(result['charge'])}"
        + (f" · 省份 Province：{escape(result['province'])}" if result.get("province") else "")
        + f" · 引擎 Engine：{ENGINE_NAMES.get(result['engine'], escape(result['engine']))}",
    ]
    unused = [escape(item["label"]) for item in result.get("not_applicable", [])]
    if unused:
        lines.append("不适用于本罪名的情节 · Not applicable to this charge：" + "、".join(unused))
    if needed:
        lines.append("**需补充 · Needed**（在因素表中新增一行后重新计算 · add a row and recompute）：" + "；".join(needed))
    return "\n\n".join(lines)


def steps_table(steps: list[dict]) -> str:
    rows = "".join(
        f"<tr><td>{number}</td><td>{escape(step['description'])}</td><td><small>{escape(step['source'])}</small></td></tr>"
        for number, step in enumerate(steps, start=1)
    )
    return (
        "<table style='width:100%;border-collapse:collapse'>"
        "<thead><tr><th>#</th><th>步骤 Step</th><th>依据 Source</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )


def build(client: ApiClient) -> None:
    with gr.Tab("Sentencing · 量刑"):
        fact = gr.Textbox(label="案情 Facts", lines=6, placeholder=EXAMPLE)
        with gr.Row():
            charge = gr.Textbox(label="罪名 Charge (optional; several: a;b)", placeholder="盗窃")
            province = gr.Textbox(label="省份 Province (optional)", placeholder="浙江")
        predict_button = gr.Button("1. 预测 Predict", variant="primary")
        gr.Examples([[EXAMPLE, "盗窃", ""]], inputs=[fact, charge, province])
        status = gr.Markdown()
        factors = gr.Dataframe(
            headers=HEADERS,
            datatype=["bool", "str", "str", "str", "str"],
            label="量刑因素（可勾选、修改数值或新增一行后重新计算）Factors: untick, edit a value or add a row, then recompute",
            interactive=True,
            column_count=(5, "fixed"),
            type="array",
        )
        recompute_button = gr.Button("2. 重新计算 Recompute", variant="primary")
        result_summary = gr.Markdown()
        steps = gr.HTML()
        with gr.Accordion("检索轨迹 Retrieval trace (per source)", open=False):
            trace = gr.Markdown()
        last = gr.State({})

        def catalog() -> dict[str, dict]:
            return {item["name"]: item for item in client.get("/api/sentence/factors")}

        def call(text: str, written_charge: str, written_province: str, changes: dict | None):
            body = {"fact": text, "charge": written_charge or None, "province": written_province or None}
            if changes:
                body["factors"] = changes
            return client.post("/api/sentence", body)

        def inputs_of(text: str, written_charge: str, written_province: str) -> dict[str, str]:
            return {"fact": (text or "").strip(), "charge": (written_charge or "").strip(),
                    "province": (written_province or "").strip()}

        def run_predict(text: str, written_charge: str, written_province: str):
            if not text or not text.strip():
                return "⚠ 请输入案情 · Please enter the facts", [], "", "", "", {}
            try:
                result = call(text, written_charge, written_province, None)
                rows = factor_rows(result, catalog())
            except ApiError as exc:
                return refusal(exc), [], "", "", "", {}
            # the baseline of "what changed": this prediction, for these facts, charge and province
            baseline = {"inputs": inputs_of(text, written_charge, written_province), "result": result}
            return ("✔ 请核对量刑因素 · Check the factors", rows, summary(result), steps_table(result["steps"]),
                    trace_markdown(result["retrieval"]), baseline)

        def run_recompute(text: str, written_charge: str, written_province: str, rows, baseline: dict):
            if not baseline:
                return "⚠ 请先预测 · Predict first", rows, "", "", "", baseline
            if not text or not text.strip():
                return "⚠ 请输入案情 · Please enter the facts", rows, "", "", "", baseline
            inputs = inputs_of(text, written_charge, written_province)
            changed_inputs = [INPUT_LABELS[key] for key in INPUT_LABELS if inputs[key] != baseline["inputs"][key]]
            # the table's edits are corrections over the facts it was read from: other facts start a fresh table
            facts_changed = inputs["fact"] != baseline["inputs"]["fact"]
            try:
                known = catalog()
                edits = {} if facts_changed else corrections(rows or [], baseline["result"], known)
                if changed_inputs:
                    baseline = {"inputs": inputs, "result": call(text, written_charge, written_province, None)}
                result = call(text, written_charge, written_province, edits) if edits else baseline["result"]
                rows = factor_rows(result, known)
            except (ApiError, FactorValueError) as exc:
                return refusal(exc), rows, "", "", "", baseline
            # every recompute sends all table edits since the baseline prediction
            return (recomputed_message(changed_inputs, edits, known), rows, summary(result),
                    steps_table(result["steps"]), trace_markdown(result["retrieval"]), baseline)

        outputs = [status, factors, result_summary, steps, trace, last]
        predict_button.click(run_predict, inputs=[fact, charge, province], outputs=outputs, api_name="sentence")
        recompute_button.click(
            run_recompute, inputs=[fact, charge, province, factors, last], outputs=outputs, api_name="sentence_recompute"
        )
