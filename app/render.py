"""Fragments shared by the pages: citation badges, source cards, calculation steps (HTML) and summary (Markdown)."""

from __future__ import annotations

import re
from html import escape

# what the check establishes: the article exists and is in force. Not that it answers the question.
_BADGES = {
    "verified": ("✔ in the corpus, in force · 法条存在且有效", "#1a7f37"),
    "repealed": ("✘ deleted · 本条已删去", "#cf222e"),
    "not_in_force": ("⚠ not in force · 已失效", "#9a6700"),
    "not_yet_in_force": ("⏳ not yet in force · 尚未施行", "#9a6700"),
    # the corpus lacks the article: a citation the model made up, or a regulation or interpretation the store does not
    # hold (an engine's 法释 or 工伤保险条例): either way it could not be checked, which is what the person needs to know
    "not_found": ("? 法条库中未找到，无法核验 · not in the corpus, unverified", "#9a6700"),
}


def article_name(entry: dict) -> str:
    """第四十七条 as the API wrote it, else built from "article" and "sub" (1 for an inserted 第N条之一)."""
    if entry.get("number_text"):
        return entry["number_text"]
    sub = entry.get("sub") or 0
    return f"第{entry['article']}条" + (f"之{sub}" if sub else "")


def citation_badges(citations: list[dict]) -> str:
    if not citations:
        return "<p><i>No article cited · 未引用法条</i></p>"
    items = []
    for c in citations:
        label, color = _BADGES.get(c["status"], (c["status"], "#57606a"))
        if c.get("repealed_by"):
            verb = "删去" if c["status"] == "repealed" else "废止"
            label += f" · 已被{escape(c['repealed_by'])}{verb}"
        if c.get("in_force_from"):
            label += f" · {escape(c['in_force_from'])}起施行"
        items.append(
            f"<span class='lex-badge' style='border:1px solid {color};color:{color};border-radius:12px;"
            f"padding:2px 8px;margin:2px;display:inline-block'>《{escape(c['law'])}》{article_name(c)} · {label}</span>"
        )
    return "<div>" + "".join(items) + "</div>"


# why an article is among the sources: an engine's step cites it (not ranked by the search: its score is 0), else the
# search's score
_CITED_BY = {"calculation": "赔偿计算所依据 cited by the calculation",
             "sentencing": "量刑估算所依据 cited by the sentencing estimate"}


def source_cards(sources: list[dict]) -> str:
    if not sources:
        return "<p><i>No source retrieved · 未检索到来源</i></p>"
    cards = []
    for s in sources:
        title = f"《{escape(s['law'])}》{escape(s.get('number_text') or '')}"
        kind = TRACE_SOURCE_LABELS.get(s.get("source", ""), s.get("source", ""))
        why = _CITED_BY.get(s.get("match", "")) or f"检索得分 score {s.get('score', 0):.2f}"
        meta = " · ".join(x for x in (kind, s.get("chapter") or "", why) if x)
        children = "".join(
            f"<li><b>{escape(c['law'])}</b>: {escape(c['text'][:200])}…</li>" for c in s.get("cases", [])
        )
        cards.append(
            "<details class='lex-source' open style='margin:4px 0'>"
            f"<summary><b>{title}</b> <small>{escape(meta)}</small></summary>"
            f"<div style='white-space:pre-wrap'>{escape(s['text'])}</div>"
            + (f"<ul>{children}</ul>" if children else "")
            + "</details>"
        )
    return "".join(cards)


# a retrieval trace (sentencing): {"source": kind, "items": [{"cited": …}, …]} per source kind
TRACE_SOURCE_LABELS = {
    "statute": "法律条文 Statutes",
    "judicial_interpretation": "司法解释 Judicial interpretations",
    "guideline": "量刑指导意见 Sentencing guideline",
    "case": "类案 Precedents",
    "engine_rule": "引擎规则 Engine rules",
    "learned_model": "学习模型 Learned model",
}


def is_retrieval_trace(sources: list[dict]) -> bool:
    return bool(sources) and all("items" in entry and "source" in entry for entry in sources)


def trace_groups(retrieval: list[dict]) -> list[tuple[str, list[str]]]:
    """(label of the source kind, what it cited, each once) in the trace's order."""
    groups = []
    for entry in retrieval:
        cited = list(dict.fromkeys(item["cited"] for item in entry.get("items", [])))
        groups.append((TRACE_SOURCE_LABELS.get(entry["source"], entry["source"]), cited))
    return groups


def trace_markdown(retrieval: list[dict]) -> str:
    parts = []
    for label, cited in trace_groups(retrieval):
        parts.append(f"#### {label}")
        parts += [f"- {escape(text)}" for text in cited]
    return "\n".join(parts) or "_无 · none_"


def trace_html(retrieval: list[dict]) -> str:
    if not retrieval:
        return "<p><i>No source retrieved · 未检索到来源</i></p>"
    return "".join(f"<h4>{escape(label)}</h4><ul>" + "".join(f"<li>{escape(text)}</li>" for text in cited) + "</ul>"
                   for label, cited in trace_groups(retrieval))


def output_sources(sources: list[dict]) -> str:
    """A stored output's sources as HTML: article cards (ask), or a retrieval trace per source kind (sentencing)."""
    return trace_html(sources) if is_retrieval_trace(sources) else source_cards(sources)


# the request fields a layperson types into (Ask, Compensation: question; Sentencing: the rest), as the pages name
# them: a refusal of one names it so ('问题 question：过长…'), not by the API's key ('question: 过长…')
INPUT_NAMES = {"question": "问题 question", "fact": "案情 facts", "charge": "罪名 charge", "province": "省份 province"}

# the page's words for a language model that cannot answer: the Ask page has no answer to show, the engines' pages work
MODEL_UNAVAILABLE = ("语言模型暂时无法使用，这个问题现在得不到回答；这不是您的提问有误。请联系本站管理员启动或加载模型后再试。"
                     "「量刑」和「赔偿计算」页由规则引擎计算、不需要语言模型，现在仍可使用。")

# API texts that name a repository file or a setting, or that the API words in English alone (sign-in, the rubrics'
# checks): the plain sentence a user of the page needs instead
_PLAIN_WORDING = (
    (re.compile(rf"(^|; )({'|'.join(INPUT_NAMES)}): "), lambda found: f"{found[1]}{INPUT_NAMES[found[2]]}："),
    (re.compile(r"（收录的罪名见 [\w./-]+\.yaml）"), ""),
    (re.compile(r"请在 charge 中写明(?:罪名)?"), "请在「罪名」栏写明罪名"),
    # the Chinese first: the English is the API's own wording, kept for operators and bug reports
    (re.compile(r"wrong username or password"), r"用户名或密码错误 · \g<0>"),
    (re.compile(r"msr2_factors: choose a band, one of ([^;]+)"), r"请选择档位（\1） · \g<0>"),
    (re.compile(r"sign in first: this needs the (\w+) role"), r"请先以具有 \1 角色的账号登录 · \g<0>"),
    (re.compile(r"this needs the (\w+) role; (\S+) is (\w+)"), r"此操作需要 \1 角色；\2 的角色是 \3 · \g<0>"),
    (re.compile(r"nothing to roll back: the base model is serving and no earlier adapter was promoted"),
     r"没有可回滚的适配器：当前使用基础模型，此前也没有上线过适配器 · \g<0>"),
    # a model that cannot answer (backend.api.errors.model_unavailable) on the operators' pages (English routes):
    # they are the ones to load it
    (re.compile(r"^language model unavailable: "), r"语言模型不可用，请先在服务器上配置并加载模型 · \g<0>"),
    # and on Ask: what it means for the person asking and what still works; the backend's reason ('not loaded',
    # vLLM's English) stays after it, for the operator they report it to
    (re.compile(r"^语言模型不可用：(.*)", re.DOTALL),
     lambda found: f"{MODEL_UNAVAILABLE}（原因，供管理员参考 · reason, for the operator: {found[1]}）"),
)


# the HTTP status app/client.py puts before a refusal ('422: …')
_STATUS_PREFIX = re.compile(r"^(\d{3}): ")


def plain_message(text: str) -> str:
    """A refusal or note as a user reads it: the message first, the HTTP status (for operators) after it."""
    status = _STATUS_PREFIX.match(text)
    if status:
        text = text[status.end():]
    for pattern, plain in _PLAIN_WORDING:
        text = pattern.sub(plain, text)
    return f"{text}{http_status(status.group(1))}" if status else text


def http_status(code: int | str) -> str:
    """How a refusal shown on a page ends: its HTTP status, which the session watcher (app/pages/sign_in.py) reads."""
    return f"（HTTP {code}）"


def refusal(exc: Exception) -> str:
    """A page's status line for a call the API refused or could not answer: ⚠, the message, then the HTTP status."""
    return f"⚠ {plain_message(str(exc))}"


def _money(amount: float | None) -> str:
    return "" if amount is None else f"{amount:,.2f}"


def claim_steps(result: dict) -> str:
    """A compensation result's steps, then each related claim's under its own name."""
    return steps_table(result["steps"]) + "".join(
        f"<h4>另有请求 · Related claim：{escape(claim['label'])}</h4>" + steps_table(claim["steps"])
        for claim in result.get("related", [])
    )


def steps_table(steps: list[dict]) -> str:
    if not steps:
        return "<p><i>No step · 无计算步骤</i></p>"
    rows = "".join(
        f"<tr><td>{number}</td><td>{escape(step['description'])}</td>"
        f"<td style='text-align:right;white-space:nowrap'>{_money(step['amount'])}</td>"
        f"<td><small>{escape(step['source'])}</small></td></tr>"
        for number, step in enumerate(steps, start=1)
    )
    return (
        "<table class='lex-steps' style='width:100%;border-collapse:collapse'>"
        "<thead><tr><th>#</th><th>Step · 计算步骤</th><th>Amount · 金额（元）</th><th>Source · 依据</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )


ELEMENT_LABELS = {
    "compensation_type": "补偿类型", "months": "月数", "injury_recognition": "工伤认定", "liability": "责任",
    "benefit_items": "待遇项目", "insurance": "保险", "counts": "犯罪事实（起）", "amount": "金额",
}


def calculation_summary(result: dict, missing_hint: str = "") -> str:
    """A calculation's amount (or the figures it still needs), legal elements and notes, as Markdown."""
    lines = []
    if result["amount"] is None:
        lines.append("### ⚠ Missing figures · 需要补充的数据")
        lines += [f"- {escape(item)}" for item in result["missing"]]
        if missing_hint:
            lines.append(f"\n{missing_hint}")
    elif result.get("answered_item"):  # one loss item asked by name: the amount is that item's, the whole beside it
        lines.append(f"## Amount · 所问的{escape(result['answered_item'])}：**{result['amount']:,.2f} 元**")
        if result["whole_amount"] is not None:
            lines.append(f"各项损失一并计算的应赔偿合计 · Whole claim：{result['whole_amount']:,.2f} 元")
    else:
        lines.append(f"## Amount · 金额：**{result['amount']:,.2f} 元**")
    if result.get("related"):  # claims the same facts give beside the one computed: not in the amount above
        lines.append("\n### Related claims · 另有请求（与以上金额分别主张，未计入以上金额）")
        lines += [f"- {escape(claim['label'])}：**{claim['amount']:,.2f} 元**" for claim in result["related"]]
        if result.get("combined_total") is not None:
            lines.append(f"\n合计 · Combined total（以上金额与另有请求之和）：**{result['combined_total']:,.2f} 元**")
    elements = [
        f"- **{ELEMENT_LABELS.get(key, key)}**：{'、'.join(map(str, value)) if isinstance(value, list) else value}"
        for key, value in result["elements"].items()
        if key != "amount"
    ]
    if elements:
        lines += ["\n### Legal elements · 法律要素", *elements]
    if result.get("notes"):
        lines += ["\n### Notes · 说明", *[f"- {escape(plain_message(note))}" for note in result["notes"]]]
    return "\n".join(lines)
