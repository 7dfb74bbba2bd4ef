"""HTML fragments shared by the pages: citation badges and source cards."""

from __future__ import annotations

from html import escape

_BADGES = {
    "verified": ("✔ verified · 已核实", "#1a7f37"),
    "not_in_force": ("⚠ not in force · 已失效", "#9a6700"),
    "not_found": ("✘ not found · 未找到", "#cf222e"),
}


def citation_badges(citations: list[dict]) -> str:
    if not citations:
        return "<p><i>No article cited · 未引用法条</i></p>"
    items = []
    for c in citations:
        label, color = _BADGES.get(c["status"], (c["status"], "#57606a"))
        items.append(
            f"<span class='lex-badge' style='border:1px solid {color};color:{color};border-radius:12px;"
            f"padding:2px 8px;margin:2px;display:inline-block'>《{escape(c['law'])}》第{c['article']}条 · {label}</span>"
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
