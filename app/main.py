"""The Gradio Blocks: one tab per capability, each page in app/pages."""

from __future__ import annotations

import gradio as gr

from app.client import ApiClient
from app.pages import annotate, ask, compensation, operator, sentencing


def build_ui(api_url: str) -> gr.Blocks:
    client = ApiClient(api_url)
    with gr.Blocks(title="LexLoop") as blocks:
        gr.Markdown("# LexLoop · 法律助手\n回答以法条库为依据，引用的每一条法条都经过核验 · Answers are grounded in the "
                    "statute corpus; every cited article is checked.")
        for page in (ask, sentencing, compensation, annotate, operator):
            page.build(client)
    return blocks
