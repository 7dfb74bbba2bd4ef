"""The operator page's views of the API's answers, and that the page builds."""

from __future__ import annotations

import gradio as gr

from app.client import ApiClient
from app.pages import operator


def test_curve_frame_has_the_reward_and_each_registry_reward():
    history = [{"step": 1, "reward": 0.1, "rewards/syllogism_format/mean": 0.1, "grad_norm": 0.5},
               {"step": 2, "reward": 0.3, "rewards/syllogism_format/mean": 0.3}]
    frame = operator.curve_frame(history)
    assert frame.values.tolist() == [[1, 0.1, "reward"], [1, 0.1, "rewards/syllogism_format/mean"],
                                     [2, 0.3, "reward"], [2, 0.3, "rewards/syllogism_format/mean"]]
    assert operator.curve_frame([{"step": 1, "loss": 2.5}]).values.tolist() == [[1, 2.5, "loss"]]


def test_progress_and_evaluation_text():
    run = {"id": "r1", "recipe_name": "grpo_format", "trainer": "grpo", "snapshot_id": "s1", "status": "running",
           "error": None, "metrics": {}, "progress": {"step": 3, "max_steps": 30, "elapsed_s": 42.0, "stage": ""}}
    text = operator.progress_markdown(run)
    assert "step 3 / 30" in text and "running" in text and "42 s" in text
    assert "appears when the run finishes" in operator.evaluation_markdown(run)
    done = {**run, "metrics": {"evaluation": {"n": 4, "metric": "mean weighted reward (greedy)", "adapter": 0.5,
                                              "base": 0.25}}}
    assert "adapter **0.5000** vs base 0.2500" in operator.evaluation_markdown(done)


def test_snapshot_table_and_page_build():
    table = operator.snapshot_table([{"snapshot_id": "s1", "created_at": "2026-01-01", "sizes": {"sft": 3, "grpo": 2}}])
    assert table.values.tolist() == [["s1", "2026-01-01", 3, 0, 2]]
    with gr.Blocks() as blocks:
        operator.build(ApiClient("http://127.0.0.1:9"))
    assert "promote_adapter" in {fn.api_name for fn in blocks.fns.values()}
    # before sign-in the snapshots table is empty but headed by its columns, not gradio's placeholders
    (snapshots,) = [block for block in blocks.blocks.values() if isinstance(block, gr.Dataframe)]
    assert snapshots.value == {"headers": operator.SNAPSHOT_COLUMNS, "data": [], "metadata": None}
