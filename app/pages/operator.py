"""Operator page: export snapshots and sizes, launch a training run, live progress and reward curve,
held-back evaluation of the new adapter, promote / roll back the served adapter. Needs an operator's
sign-in; the token stays in this browser session."""

from __future__ import annotations

import gradio as gr
import pandas as pd

from app.client import ApiClient, ApiError
from app.pages.sign_in import NOT_SIGNED_IN, SIGNED_OUT, session_watcher, sign_in_handler, sign_out_handler
from app.render import refusal

_CURVE_COLUMNS = ["step", "value", "series"]
LOG_LINES = 200
SNAPSHOT_COLUMNS = ["snapshot · 快照", "created · 导出时间", "SFT rows · 监督样本", "preference pairs · 偏好对",
                    "GRPO prompts · GRPO 提示"]


def snapshot_table(snapshots: list[dict]) -> pd.DataFrame:
    rows = [[s["snapshot_id"], str(s["created_at"]), s["sizes"].get("sft", 0), s["sizes"].get("preference", 0),
             s["sizes"].get("grpo", 0)] for s in snapshots]
    return pd.DataFrame(rows, columns=SNAPSHOT_COLUMNS)


def curve_frame(history: list[dict]) -> pd.DataFrame:
    """Reward (or loss) per step, plus each registry reward's mean, for the line plot."""
    rows = []
    for point in history:
        for key, value in point.items():
            if key == "reward" or key == "loss" or (key.startswith("rewards/") and key.endswith("/mean")):
                rows.append([point["step"], value, key])
    return pd.DataFrame(rows, columns=_CURVE_COLUMNS)


def _is_number(value: object) -> bool:
    # progress is what the trainer wrote: a run launched before override checks may hold max_steps "abc"
    return isinstance(value, int | float) and not isinstance(value, bool)


def progress_markdown(run: dict) -> str:
    progress = run.get("progress") or {}
    step, total, elapsed = progress.get("step", 0), progress.get("max_steps"), progress.get("elapsed_s")
    snapshot = f" · snapshot `{run['snapshot_id']}`" if run.get("snapshot_id") else ""
    lines = [f"**{run['id']}** · recipe `{run['recipe_name']}` ({run['trainer']}){snapshot}",
             f"status **{run['status']}** · step {step}" + (f" / {total}" if _is_number(total) and total > 0 else "")
             + (f" · {progress['stage']}" if progress.get("stage") else "")
             + (f" · {elapsed:.0f} s" if _is_number(elapsed) and elapsed else "")]
    if run.get("error"):
        lines.append(f"⚠ {run['error']}")
    summary = (run.get("metrics") or {}).get("curve_summary") or {}
    if summary:
        lines.append(f"{summary['key']}: first {summary['first']:.3f} → last {summary['last']:.3f} "
                     f"({summary['points']} points)")
    return "\n\n".join(lines)


def evaluation_markdown(run: dict) -> str:
    evaluation = (run.get("metrics") or {}).get("evaluation") or {}
    if not evaluation:
        return "_Evaluation on the held-back slice appears when the run finishes · 训练结束后显示留出集评估_"
    if not evaluation.get("n"):
        return f"_{evaluation.get('note', 'no held-back examples')}_"
    text = f"**Held-back slice · 留出集** ({evaluation['n']} examples), {evaluation['metric']}: adapter **{evaluation['adapter']:.4f}**"
    if "base" in evaluation:
        text += f" vs base {evaluation['base']:.4f}"
    return text


def build(client: ApiClient) -> None:
    with gr.Tab("Operator · 训练运维") as tab:
        token = gr.State("")
        with gr.Row():
            username = gr.Textbox(label="Operator · 运维账号", scale=2)
            password = gr.Textbox(label="Password · 密码", type="password", scale=2)
            sign_in = gr.Button("Sign in · 登录", scale=1)
            sign_out = gr.Button("Sign out · 退出", scale=1)
        who = gr.Markdown(SIGNED_OUT)
        gr.Markdown("### Data snapshots · 数据快照")
        # headed from the start: before sign-in an empty table would show gradio's placeholder headers 1 2 3
        snapshots = gr.Dataframe(value=snapshot_table([]), interactive=False)
        with gr.Row():
            recipe = gr.Dropdown(label="Recipe · 训练配方", choices=[])
            snapshot = gr.Dropdown(label="Snapshot · 快照 (empty: latest)", choices=[], allow_custom_value=True)
        overrides = gr.Textbox(label="Overrides · 覆盖参数 (one per line, e.g. args.max_steps=30)", lines=2)
        with gr.Row():
            refresh_button = gr.Button("Refresh · 刷新")
            launch_button = gr.Button("Launch run · 开始训练", variant="primary")
        launch_status = gr.Markdown()

        gr.Markdown("### Runs · 训练记录")
        run_choice = gr.Dropdown(label="Run · 训练", choices=[])
        progress = gr.Markdown()
        curve = gr.LinePlot(x="step", y="value", color="series", label="Reward curve · 奖励曲线", height=300)
        evaluation = gr.Markdown()
        with gr.Row():
            cancel_button = gr.Button("Cancel run · 取消训练", variant="stop")
            log_button = gr.Button("Show log · 查看日志")
        run_status = gr.Markdown()
        log_view = gr.Code(label=f"Log of the selected run (last {LOG_LINES} lines) · 训练日志（最后{LOG_LINES}行）", language=None,
                           lines=12, interactive=False)
        with gr.Row():
            promote_button = gr.Button("Promote to serving · 上线该适配器", variant="primary")
            rollback_button = gr.Button("Roll back · 回滚")
        serving = gr.Markdown()
        timer = gr.Timer(3.0)

        def refresh(current: str):
            if not current:
                return gr.update(), gr.update(), gr.update(), gr.update(), NOT_SIGNED_IN
            try:
                snaps = client.get("/api/training/snapshots", token=current)
                recipes = [r["name"] for r in client.get("/api/training/recipes", token=current)]
                runs = [r["id"] for r in client.get("/api/training/runs", token=current)]
                active = client.get("/api/training/active", token=current)
            except ApiError as exc:
                return (gr.update(), gr.update(), gr.update(), gr.update(), refusal(exc))
            return (snapshot_table(snaps), gr.update(choices=recipes),
                    gr.update(choices=[s["snapshot_id"] for s in snaps]), gr.update(choices=runs),
                    _serving_text(active))

        def launch(current, recipe_name, snapshot_id, override_text):
            if not current:
                return NOT_SIGNED_IN, gr.update()
            if not recipe_name:
                return "⚠ Choose a recipe · 请选择训练配方", gr.update()
            body = {"recipe": recipe_name, "snapshot_id": snapshot_id or None,
                    "overrides": [line.strip() for line in (override_text or "").splitlines() if line.strip()]}
            try:
                started = client.post("/api/training/runs", body, token=current)
                runs = [r["id"] for r in client.get("/api/training/runs", token=current)]
            except ApiError as exc:
                return refusal(exc), gr.update()
            return f"Started · 已启动 `{started['run_id']}`", gr.update(choices=runs, value=started["run_id"])

        def show(current, run_id):
            if not run_id:
                return "", pd.DataFrame(columns=_CURVE_COLUMNS), ""
            if not current:
                return NOT_SIGNED_IN, pd.DataFrame(columns=_CURVE_COLUMNS), ""
            try:
                run = client.get(f"/api/training/runs/{run_id}", token=current)
            except ApiError as exc:
                return refusal(exc), pd.DataFrame(columns=_CURVE_COLUMNS), ""
            history = (run.get("progress") or {}).get("history", [])
            return progress_markdown(run), curve_frame(history), evaluation_markdown(run)

        def cancel(current, run_id):
            if not current:
                return NOT_SIGNED_IN
            if not run_id:
                return "⚠ Choose a run · 请选择训练"
            try:
                run = client.post(f"/api/training/runs/{run_id}/cancel", {}, token=current)
            except ApiError as exc:
                return refusal(exc)
            return f"✔ Run `{run['id']}` is {run['status']} · 已取消"

        def show_log(current, run_id):
            if not current:
                return NOT_SIGNED_IN, ""
            if not run_id:
                return "⚠ Choose a run · 请选择训练", ""
            try:
                text = client.get_text(f"/api/training/runs/{run_id}/log", token=current, lines=LOG_LINES)
            except ApiError as exc:
                return refusal(exc), ""
            return "", text or "(the log is empty · 日志为空)"

        def promote(current, run_id):
            if not current:
                return NOT_SIGNED_IN
            if not run_id:
                return "⚠ Choose a finished run · 请选择已完成的训练"
            try:
                return _serving_text(client.post("/api/training/promote", {"run_id": run_id}, token=current))
            except ApiError as exc:
                return refusal(exc)

        def rollback(current):
            if not current:
                return NOT_SIGNED_IN
            try:
                return _serving_text(client.post("/api/training/rollback", {}, token=current))
            except ApiError as exc:
                return refusal(exc)

        watch = session_watcher(token, who)
        refresh_outputs = [snapshots, recipe, snapshot, run_choice, serving]
        sign_in.click(sign_in_handler(client), [username, password], [token, who, password]).then(
            refresh, token, refresh_outputs)
        # what the operator's token showed goes with it
        sign_out.click(sign_out_handler(client), token, [token, who], api_name="operator_sign_out").then(
            lambda: (snapshot_table([]), gr.update(choices=[], value=None), gr.update(choices=[], value=None),
                     gr.update(choices=[], value=None), SIGNED_OUT), None, refresh_outputs)
        watch(refresh_button.click(refresh, token, refresh_outputs, api_name="operator_refresh"), serving)
        tab.select(refresh, token, refresh_outputs)
        watch(launch_button.click(launch, [token, recipe, snapshot, overrides], [launch_status, run_choice]),
              launch_status)
        watch(run_choice.change(show, [token, run_choice], [progress, curve, evaluation]), progress)
        timer.tick(show, [token, run_choice], [progress, curve, evaluation])
        watch(cancel_button.click(cancel, [token, run_choice], run_status, api_name="cancel_run").then(
            show, [token, run_choice], [progress, curve, evaluation]), run_status)
        watch(log_button.click(show_log, [token, run_choice], [run_status, log_view], api_name="run_log"), run_status)
        watch(promote_button.click(promote, [token, run_choice], serving, api_name="promote_adapter"), serving)
        watch(rollback_button.click(rollback, token, serving, api_name="rollback_adapter"), serving)


def _serving_text(active: dict) -> str:
    adapter = active.get("adapter_id")
    return (f"Serving · 当前服务: model `{active.get('model_id')}`"
            + (f" + adapter `{adapter}`" if adapter else " (no adapter · 无适配器)"))
