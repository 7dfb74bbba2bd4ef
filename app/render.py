"""Fragments shared by the pages: citation badges, source cards, calculation steps (HTML) and summary (Markdown)."""

from __future__ import annotations

from html import escape

# what the check establishes: the article exists and is in force. Not that it answers the question.
_BADGES = {
    "verified": ("✔ in the corpus, in force · 法条存在且有效", "#1a7f37"),
    "not_in_force": ("⚠ not in force · 已失效", "#9a6700"),
    "not_found": ("✘ not found · 未找到", "#cf222e"),
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
            label += f" · 已被{escape(c['repealed_by'])}废止"
        items.append(
            f"<span class='lex-badge' style='border:1px solid {color};color:{color};border-radius:12px;"
            f"padding:2px 8px;margin:2px;display:inline-block'>《{escape(c['law'])}》{article_name(c)} · {label}</span>"
        )
    return "<div>" + "".join(items) + "</div>"


def source_cards(sources: list[dict]) -> str:
    if not sources:
        return "<p><i>No source retrieved · 未检索到来源</i></p>"
    cards = []
    for s in sources:
        title = f"《{escape(s['law'])}》{escape(s.get('number_text') or '')}"
        meta = " · ".join(x for x in (s.get("source", ""), s.get("chapter") or "", f"score {s.get('score', 0):.2f}") if x)
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


def _money(amount: float | None) -> str:
    return "" if amount is None else f"{amount:,.2f}"


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
    else:
        lines.append(f"## Amount · 金额：**{result['amount']:,.2f} 元**")
    elements = [
        f"- **{ELEMENT_LABELS.get(key, key)}**：{'、'.join(map(str, value)) if isinstance(value, list) else value}"
        for key, value in result["elements"].items()
        if key != "amount"
    ]
    if elements:
        lines += ["\n### Legal elements · 法律要素", *elements]
    if result.get("notes"):
        lines += ["\n### Notes · 说明", *[f"- {escape(note)}" for note in result["notes"]]]
    return "\n".join(lines)
