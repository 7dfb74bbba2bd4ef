"""Annotate page: sign in, then rate outputs from the queue (SyLeR, LexPam, MSR², LEGIT), compare two
answers, correct an answer; operators review agreement, adjudicate disputes and export training data.

Everything goes through the HTTP API with the signed-in user's token, kept in this browser session only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html import escape

import gradio as gr

from annotation.rubrics import Item, Penalty, Rubric, get_rubric
from app.client import ApiClient, ApiError
from app.pages.sign_in import NOT_SIGNED_IN, SIGNED_OUT, session_watcher, sign_in_handler, sign_out_handler
from app.render import article_name, output_sources, refusal

RATED = ["syler", "lexpam", "msr2_factors", "legit"]
# two annotators' corrections of one output disagree: settled by naming the correction to use
CORRECTION_DISPUTE = "correction"
# agreement is computed over judgements on a scale (ratings, pairwise preferences); corrections only disagree or not,
# so they are listed and adjudicated as disputes but have no agreement figure
AGREEMENT_RUBRICS = ["all", *RATED, "pairwise"]
DISPUTE_RUBRICS = [*AGREEMENT_RUBRICS, CORRECTION_DISPUTE]
ADJUDICATION_RUBRICS = [*RATED, "pairwise", CORRECTION_DISPUTE]
# The Rate tab's forms: SyLeR's and LexPam's items (name, 'English · 中文' label, scale), MSR²'s bands and penalty
# triggers, read from the packaged rubric definition (annotation/rubrics.yaml) when the page is built: configuration,
# like the API's address. Gradio needs the radios and sliders then, while the API, mounted in the same process, is not
# serving yet; ratings and everything else still go over HTTP.
SYLER = get_rubric("syler")
LEXPAM = get_rubric("lexpam")
MSR2 = get_rubric("msr2_factors")
# a pairwise preference as shown and as sent
PREFERENCE_CHOICES = [("A is better · A 更好", "a"), ("Tie · 相当", "tie"), ("B is better · B 更好", "b")]
TREE_HEADERS = ["id", "issue · 争点", "plaintiff / prosecution · 原告/公诉", "defendant / defence · 被告/辩护",
                "court's conclusion · 法院结论", "covered · 覆盖", "correct · 正确"]
ARTICLE_LINE = re.compile(
    r"《?\s*([^《》\s]+?)\s*》?\s*(第?\s*[0-9零〇一二两三四五六七八九十百千万]+\s*条?(?:\s*之\s*(?:[一二三四五六七八九十]+|\d+))?)$"
)
# what an article number is written with: a line of these alone names no law ('二百六十四' is not 《二》第百六十四条)
NUMBER_ONLY = re.compile(r"[第条之\s0-9零〇一二两三四五六七八九十百千万]+")
UNLOADED_TREE = {"output_id": None, "version": 0}  # the LEGIT table holds no output's issue tree
TREE_POLL_S = 15  # how often the Rate tab asks whether the shown output's issue tree was changed by someone else
Watch = Callable[[gr.events.Dependency, gr.components.Component], None]


# ---------------------------------------------------------------------------- pure helpers (tested directly)
def tree_to_table(issues: list[dict]) -> list[list]:
    rows = []
    for issue in issues:
        by_party = {a["party"]: a["text"] for a in issue.get("arguments", [])}
        rows.append([issue["id"], issue.get("title", ""), by_party.get("plaintiff", ""), by_party.get("defendant", ""),
                     issue.get("conclusion", ""), False, False])
    return rows


def _cell(value) -> str:
    return "" if value is None else str(value).strip()


def _flag(value) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in {"true", "1", "yes", "y", "x", "✓", "是"}
    return bool(value)


def table_rows(table) -> list[list]:
    """The rows of a Dataframe value, whichever shape Gradio hands over; blank rows dropped."""
    if table is None:
        return []
    if isinstance(table, dict):
        table = table.get("data", [])
    elif hasattr(table, "values") and hasattr(table, "columns"):  # a pandas DataFrame
        table = table.values.tolist()
    return [list(row) + [None] * (len(TREE_HEADERS) - len(row)) for row in table
            if any(_cell(c) for c in list(row)[:5])]


def table_to_tree(table) -> tuple[list[dict], dict[str, dict]]:
    """The issue tree and the covered/correct marks from the table."""
    issues, marks = [], {}
    for row in table_rows(table):
        issue_id = _cell(row[0])
        arguments = [{"party": party, "text": _cell(text)}
                     for party, text in (("plaintiff", row[2]), ("defendant", row[3])) if _cell(text)]
        issues.append({"id": issue_id, "title": _cell(row[1]), "arguments": arguments, "conclusion": _cell(row[4])})
        marks[issue_id] = {"covered": _flag(row[5]), "correct": _flag(row[6])}
    return issues, marks


def parse_articles(text: str) -> list[dict]:
    """One article a line: 《劳动合同法》第四十七条, 劳动合同法 第47条, 劳动合同法 47 or 《刑法》第一百三十三条之一."""
    articles = []
    for number, line in enumerate((text or "").splitlines(), 1):
        line = line.strip().rstrip("，,;；。")
        if not line:
            continue
        match = ARTICLE_LINE.match(line)
        if match is None or NUMBER_ONLY.fullmatch(match.group(1)):
            raise ValueError(f"line {number}: write an article as 《法律名称》第N条, not {line!r} · "
                             f"第{number}行：请写明法律名称和条号，如《刑法》第二百六十四条")
        articles.append({"law": match.group(1), "article": match.group(2)})
    return articles


def rating_values(rubric: str, syler: list, lexpam: list, band: str | None, penalties: list, legit_table,
                  final_order_correct: bool) -> dict:
    if rubric == "syler":
        return _likert(SYLER, syler)
    if rubric == "lexpam":
        return _likert(LEXPAM, lexpam)
    if rubric == "msr2_factors":
        chosen = {penalty: int(value or 0) for penalty, value in zip(MSR2.penalties, penalties, strict=True) if value}
        # a slider runs from 0 (not triggered) to the most a trigger takes; below its least it is no deduction the
        # rubric allows (the API's refusal names the trigger by its key, in English)
        for penalty, value in chosen.items():
            if value < penalty.min:
                raise ValueError(f"{penalty.label}: 扣 {penalty.min}–{penalty.max} 分，不适用请设为 0 · deduct "
                                 f"{penalty.min} to {penalty.max}, or set 0 when it does not apply")
        return {"band": band, "penalties": {penalty.name: value for penalty, value in chosen.items()}}
    if rubric == "legit":
        _issues, marks = table_to_tree(legit_table)
        if not marks:  # LEGIT scores the answer issue by issue: an empty table leaves nothing to mark
            raise ValueError("LEGIT needs at least one issue · 请先在争点表中至少填写一个争点（LEGIT 按争点逐一评分）")
        return {"final_order_correct": bool(final_order_correct), "marks": marks}
    raise ValueError(f"unknown rubric {rubric!r}")


def penalty_label(penalty: Penalty) -> str:
    """A penalty slider's label: the trigger as the rubric words it, and the deduction it takes when it applies."""
    return f"{penalty.label} (−{penalty.min}…−{penalty.max})"


def label_halves(label: str) -> tuple[str, str]:
    """A rubric label's English and Chinese halves ('Trust · 可信度'); the Chinese is '' where the label has none."""
    english, _, chinese = label.partition(" · ")
    return english, chinese


def likert_choices(item: Item) -> list[str]:
    """The marks a rater picks from for an item: each whole number on its scale (SyLeR, LexPam: 1 to 5)."""
    return [str(mark) for mark in range(int(item.low), int(item.high) + 1)]


def likert_heading(rubric: Rubric) -> str:
    """Above a likert rubric's radios: its title and what the ends of its scale mean."""
    low, high = int(rubric.items[0].low), int(rubric.items[0].high)
    return f"**{rubric.title}** · {low} = poor … {high} = excellent · {low} 最差 … {high} 最好"


def _likert(rubric: Rubric, choices: list) -> dict:
    missing = [item for item, choice in zip(rubric.items, choices, strict=True) if choice in (None, "")]
    if missing:
        said = "、".join(label_halves(item.label)[1] or item.label for item in missing)
        raise ValueError(f"rate every item; missing: {', '.join(item.name for item in missing)} · "
                         f"请为每一项评分，未评：{said}")
    return {item.name: int(choice) for item, choice in zip(rubric.items, choices, strict=True)}


def item_labels(rubrics: list[dict], rubric: str) -> dict[str, str]:
    """A rubric's items by name with their label as GET /api/annotation/rubrics gives it ('Issue coverage · 争点覆盖
    (/2)'); none for a rubric the list lacks (its items are then named as the rating names them)."""
    found = next((entry for entry in rubrics if entry["name"] == rubric), {"items": []})
    return {item["name"]: item["label"] for item in found["items"]}


def review_item_name(labels: dict[str, str], item: str) -> str:
    """An item as the operators' Review tab names it: its label from the rubric list, Chinese first ('可信度 · Trust'),
    then in [ ] the name the Adjudicate form takes; an item the list has no label for (a correction's 'answer') by
    that name alone."""
    label = labels.get(item)
    if label is None:
        return item
    english, chinese = label_halves(label)
    return f"{chinese} · {english} [{item}]" if chinese else f"{label} [{item}]"


def labels_by_rubric(rubrics: list[dict]) -> dict[str, dict[str, str]]:
    """Every rubric's item labels (item_labels), by rubric name, for the Review tab's tables."""
    return {entry["name"]: item_labels(rubrics, entry["name"]) for entry in rubrics}


def saved_rating_message(rating: dict, labels: dict[str, str]) -> str:
    """The status line after a rating is stored: each item's score under its label, and a LEGIT rating's tree version."""
    scores = "; ".join(f"{labels.get(name, name)} {value:g}" for name, value in rating["items"].items())
    saved = f"✔ Saved rating #{rating['id']} of output {rating['output_id']} · 已保存评分（{scores}）"
    version = rating["issue_tree_version"]
    if version is not None:
        saved += f" on issue tree version {version} · 基于争点树第{version}版"
    return saved


def output_markdown(view: dict) -> str:
    question = view["input"].get("question") if isinstance(view["input"], dict) else None
    shown_input = question or json.dumps(view["input"], ensure_ascii=False, indent=1)
    unanswered = (view.get("parsed") or {}).get("model_notice")  # no model finished: the answer's first line says why
    flag = ("" if view.get("format_ok", True)
            else " · ⚠ 模型没有作完答（见回答首行），以下回答由法条、案情与引擎结果拼合而成 · no model finished; assembled answer"
            if unanswered
            else " · ⚠ 模型未按格式输出，以下回答由法条、案情与引擎结果拼合而成 · the model broke the format; assembled answer")
    return (f"**Output #{view['id']}** · task `{view['task']}`{flag}\n\n"
            f"**Input · 输入**\n\n> {escape(shown_input)}\n\n**Answer · 回答**\n\n"
            f"<div style='white-space:pre-wrap'>{escape(view['readable_answer'])}</div>")


def issue_tree_note(version: int, my_ratings: list[dict], shown_version: int | None = None) -> str:
    """Above a LEGIT output's issues: the issue-tree version the marks about to be submitted refer to, and any earlier
    marks of the rater's on another version (stale: kept, but counted nowhere until the output is marked again).
    shown_version: the version the table shows, when someone has saved another (version) since it was loaded: the
    marks would refer to a tree that is no longer current, and saving it is refused, so the rater reloads first."""
    if shown_version is not None and shown_version != version:
        loaded = f"version {shown_version}" if shown_version else "this output, before it had one"
        note = (f"**Issue tree version {version} · 争点树第{version}版** · ⚠ someone saved it after you loaded "
                f"{loaded}: reload it (Reload issue tree) before you mark it · 他人已保存新版本，请先重新加载争点树")
    elif version:
        note = (f"**Issue tree version {version} · 争点树第{version}版** · the marks you submit refer to this "
                "version · 提交的标注对应此版本")
    else:
        note = "**No issue tree yet · 尚无争点树** · build it below; saving it makes version 1 · 保存后为第1版"
    for rating in my_ratings:
        if rating["stale"]:
            made_on = _tree_version_words(rating["issue_tree_version"])
            note += (f"\n\n⚠ Your marks of this output were made on {made_on} and count nowhere until you mark it "
                     "again · 你的标注基于旧版争点树，已过期，请按当前版本重新标注")
    return note


def _tree_version_words(version: int | None) -> str:
    """A version a rating or decision recorded; None: one made before versions were recorded, on an earlier tree."""
    return "an earlier issue tree" if version is None else f"issue tree version {version}"


MY_RATING_HEADERS = ["output", "rubric", "issue tree version · 争点树版本", "stale · 已过期", "revision · 修订",
                     "updated · 更新时间"]


def my_rating_rows(ratings: list[dict]) -> list[list[str]]:
    """The rater's own ratings as listed on the page; a LEGIT one shows the tree version its marks refer to."""
    return [[str(r["output_id"]), r["rubric"], "" if r["issue_tree_version"] is None else str(r["issue_tree_version"]),
             "⚠ mark again · 请重新标注" if r["stale"] else "", str(r["revision"]), r["updated_at"][:19]]
            for r in ratings]


DISPUTE_HEADERS = ["rubric", "unit", "item", "values", "spread", "lapsed decision · 已失效的裁定"]


def dispute_rows(disputes: list[dict], labels: dict[str, dict[str, str]] | None = None) -> list[list]:
    """The disputes as listed on the page, each item named by its label (review_item_name; labels: labels_by_rubric,
    none given: by name); a LEGIT item whose earlier decision lapsed when its issue tree changed shows that decision
    and the tree version it settled."""
    labels = labels or {}
    return [[d["rubric"], d["unit"], review_item_name(labels.get(d["rubric"], {}), d["item"]),
             json.dumps(d["values"], ensure_ascii=False), d["spread"], _lapsed_words(d.get("lapsed"))]
            for d in disputes]


def _lapsed_words(lapsed: dict | None) -> str:
    if lapsed is None:
        return ""
    note = f" · {lapsed['note']}" if lapsed["note"] else ""
    if lapsed["issue_tree_version"] is not None:
        return f"{lapsed['value']:g} on {_tree_version_words(lapsed['issue_tree_version'])}{note}"
    # stored before decisions recorded their version: the versions the rows allow, said to be read, not recorded
    versions = lapsed.get("issue_tree_versions")
    if versions is None:
        made_on = "an earlier issue tree (version not recorded) · 旧版争点树（未记录版本）"
    elif versions["from"] == versions["to"]:
        made_on = (f"issue tree version {versions['from']} (read from the marks, not recorded) · "
                   f"争点树第{versions['from']}版（据标注推定）")
    else:
        made_on = (f"issue tree version {_alternatives(versions['from'], versions['to'])} (not recorded) · "
                   f"争点树第{versions['from']}至{versions['to']}版之一（未记录具体版本）")
    return f"{lapsed['value']:g} on {made_on}{note}"


def _alternatives(first: int, last: int) -> str:
    """'1 or 2', '1, 2 or 3', '1 to 5': the versions a decision can have settled."""
    if last - first > 2:
        return f"{first} to {last}"
    return ", ".join(map(str, range(first, last))) + f" or {last}"


def adjudicated_message(decision: dict, labels: dict[str, dict[str, str]] | None = None) -> str:
    """The status line after a decision, its item named as the disputes list names it (labels: labels_by_rubric); a
    LEGIT one names the tree version whose marks it settles."""
    item = review_item_name((labels or {}).get(decision["rubric"], {}), decision["item"])
    message = (f"✔ {decision['rubric']}: {item} of {decision['unit']} set to {decision['value']:g} · "
               f"已裁定为 {decision['value']:g}")
    version = decision.get("issue_tree_version")
    return message if version is None else f"{message} (the marks on issue tree version {version} · 争点树第{version}版)"


def export_message(snapshot: dict) -> str:
    """The status line after Export: the snapshot written, or, when nothing was annotated since the latest, that one
    kept (the API answers with its manifest, `unchanged`: no new snapshot)."""
    if snapshot.get("unchanged"):
        return (f"✔ Nothing changed since snapshot {snapshot['snapshot_id']}: no new one written · "
                f"自上次导出以来没有新的标注，未生成新快照（最新仍为 {snapshot['snapshot_id']}）")
    return f"✔ Snapshot {snapshot['snapshot_id']} written · 已生成快照 {snapshot['snapshot_id']}"


def correction_saved_message(saved: dict) -> str:
    """The status line after a correction is stored; its warning (why exports will not train on it: no answer in its
    task's format can be read from it, or it is far longer than the task's answers) is shown in full under it."""
    cites = "、".join(f"《{a['law']}》{article_name(a)}" for a in saved["articles"]) or "no article"
    message = f"✔ Correction saved for output {saved['output_id']} ({cites}) · 已保存修正"
    return f"{message}\n\n⚠ {saved['warning']}" if saved["warning"] else message


def agreement_markdown(report: dict, labels: dict[str, dict[str, str]] | None = None) -> str:
    """The agreement table, each item named by its label (review_item_name; labels: labels_by_rubric)."""
    labels = labels or {}
    lines = ["| rubric | item | α (ordinal) | units rated twice+ | κ per annotator pair | mean κ |",
             "|---|---|---|---|---|---|"]
    for rubric, data in report.items():
        for item, stats in data["items"].items():
            if not stats["units"]:
                continue
            pairs = "; ".join(f"{p['annotators'][0]}–{p['annotators'][1]}: {_num(p['kappa'])} (n={p['units']})"
                              for p in stats["pairs"])
            lines.append(f"| {rubric} | {review_item_name(labels.get(rubric, {}), item)} | {_num(stats['alpha'])} | {stats['pairable_units']} | {pairs or '–'} "
                         f"| {_num(stats['mean_kappa'])} |")
    # why a rated rubric has no figure (one annotator, or none on the same outputs), rather than a bare 'undefined'
    notes = [f"- **{rubric}**: {data['note']} · 一致性需要至少两名标注员评过同一批输出"
             for rubric, data in report.items() if data.get("note") and data["annotators"]]
    if not notes:
        return "\n".join(lines) if len(lines) > 2 else "No ratings yet · 暂无评分"
    return "\n".join(lines + [""] + notes if len(lines) > 2 else notes)


def _num(value: float | None) -> str:
    return "undefined" if value is None else f"{value:.3f}"


# ---------------------------------------------------------------------------- the page
def build(client: ApiClient) -> None:
    with gr.Tab("Annotate · 标注"):
        token = gr.State("")
        tree_state = gr.State(UNLOADED_TREE)
        with gr.Accordion("Sign in · 登录", open=True):
            with gr.Row():
                username = gr.Textbox(label="Username · 用户名", scale=2)
                password = gr.Textbox(label="Password · 密码", type="password", scale=2)
                sign_in = gr.Button("Sign in · 登录", variant="primary", scale=1)
                sign_out = gr.Button("Sign out · 退出", scale=1)
            who = gr.Markdown(SIGNED_OUT)

        sign_in.click(sign_in_handler(client), [username, password], [token, who, password], api_name="sign_in")
        sign_out.click(sign_out_handler(client), token, [token, who], api_name="sign_out")

        watch = session_watcher(token, who)
        with gr.Tabs():
            _rate_tab(client, token, tree_state, watch)
            _compare_tab(client, token, watch)
            _correct_tab(client, token, watch)
            _review_tab(client, token, watch)


def _rate_tab(client: ApiClient, token: gr.State, tree_state: gr.State, watch: Watch) -> None:
    with gr.Tab("Rate · 评分"):
        with gr.Row():
            rubric = gr.Dropdown(RATED, value="syler", label="Rubric · 评分标准", scale=2)
            next_button = gr.Button("Next output · 下一条", variant="primary", scale=1)
            output_id = gr.Number(label="Output id · 输出编号", precision=0, interactive=False, scale=1)
        shown = gr.Markdown()
        sources = gr.HTML()
        with gr.Group(visible=True) as syler_group:
            gr.Markdown(likert_heading(SYLER))
            syler = [gr.Radio(likert_choices(item), label=item.label) for item in SYLER.items]
        with gr.Group(visible=False) as lexpam_group:
            gr.Markdown(likert_heading(LEXPAM))
            lexpam = [gr.Radio(likert_choices(item), label=item.label) for item in LEXPAM.items]
        with gr.Group(visible=False) as msr2_group:
            gr.Markdown(f"**{MSR2.title}** · pick the band, then set the penalties that apply; the score starts at "
                        "the top of the band and penalties lower it, not below the band · 先选档位，再为适用的扣分项设定扣分；"
                        "得分从档位上限起扣，不低于档位下限")
            band = gr.Radio([b.name for b in MSR2.bands], label="Band · 档位")
            penalties = [gr.Slider(0, p.max, step=1, value=0, label=penalty_label(p)) for p in MSR2.penalties]
        with gr.Group(visible=False) as legit_group:
            gr.Markdown("**LEGIT issue tree · 争点树** · one issue a row; ids like 1, 1.1, 2 (1.1 is a sub-issue of 1). "
                        "Edit the tree, then mark each issue the answer covers and gets right · 每行一个争点，编号如 1、"
                        "1.1、2（1.1 是 1 的子争点）；先编辑争点树，再勾选回答覆盖了、且判断正确的争点")
            tree_note = gr.Markdown()
            legit_table = gr.Dataframe(headers=TREE_HEADERS, datatype=["str"] * 5 + ["bool", "bool"],
                                       column_count=len(TREE_HEADERS), row_count=3, type="array",
                                       interactive=True, label="Issues · 争点")
            final_order = gr.Checkbox(label="The answer reaches the court's final order · 结论与判决主文一致")
            with gr.Row():
                save_tree = gr.Button("Save issue tree · 保存争点树")
                reload_tree = gr.Button("Reload issue tree · 重新加载争点树")
        comment = gr.Textbox(label="Comment · 备注", lines=2)
        submit = gr.Button("Submit rating · 提交评分", variant="primary")
        status = gr.Markdown()

        groups = [syler_group, lexpam_group, msr2_group, legit_group]
        rubric.change(lambda r: [gr.update(visible=r == name) for name in RATED], rubric, groups,
                      api_visibility="private")

        # a new output starts with an empty form: one Submit must never rate it with the previous output's scores
        blank_form = (*[None] * len(syler), *[None] * len(lexpam), None, *[0] * len(penalties), False, "")

        def tree_view(current: str, shown_id, shown_version: int | None = None) -> tuple[dict, str]:
            """The output's issue tree as the server has it, and the note naming its version for the rater (the
            queue offers an output again when the rater's marks on it went stale); shown_version: the version the
            table holds, when it was loaded before (issue_tree_note)."""
            view = client.get(f"/api/annotation/outputs/{int(shown_id)}", token=current)
            legit_marks = [rating for rating in view["my_ratings"] if rating["rubric"] == "legit"]
            return view["issue_tree"], issue_tree_note(view["issue_tree"]["version"], legit_marks, shown_version)

        def load_next(current: str, rubric_name: str, tree: dict):
            if not current:
                return NOT_SIGNED_IN, None, "", "", [], tree, *blank_form
            try:
                items = client.get("/api/annotation/queue", token=current, rubric=rubric_name, limit=1)["items"]
            except ApiError as exc:
                return refusal(exc), None, "", "", [], tree, *blank_form
            if not items:
                return "Nothing left to rate under this rubric · 暂无待评内容", None, "", "", [], UNLOADED_TREE, *blank_form
            view = items[0]
            issue_tree = view.get("issue_tree") or {"version": 0, "issues": []}  # the queue gives it under LEGIT
            # under another rubric the tree is not loaded: switching to LEGIT loads it (follow_rubric)
            tree = {"output_id": view["id"] if rubric_name == "legit" else None, "version": issue_tree["version"]}
            return ("", view["id"], output_markdown(view), output_sources(view["sources"]),
                    tree_to_table(issue_tree["issues"]), tree, *blank_form)

        form = [*syler, *lexpam, band, *penalties, final_order, comment]
        watch(next_button.click(load_next, [token, rubric, tree_state],
                                        [status, output_id, shown, sources, legit_table, tree_state, *form],
                                        api_name="next_output"), status)

        def do_reload_tree(current: str, shown_id, tree: dict):
            """The shown output's issue tree as saved now, replacing the table (its unsaved edits and marks)."""
            if not current:
                return NOT_SIGNED_IN, gr.update(), tree, gr.update()
            if not shown_id:
                return "⚠ Load an output first · 请先加载", gr.update(), tree, gr.update()
            try:
                issue_tree, note = tree_view(current, shown_id)
            except ApiError as exc:
                return refusal(exc), gr.update(), tree, gr.update()
            return ("", tree_to_table(issue_tree["issues"]), {"output_id": int(shown_id),
                                                               "version": issue_tree["version"]}, note)

        tree_outputs = [status, legit_table, tree_state, tree_note]
        watch(reload_tree.click(do_reload_tree, [token, output_id, tree_state], tree_outputs,
                                api_name="reload_issue_tree"), status)

        def follow_rubric(current: str, rubric_name: str, shown_id, tree: dict):
            """Switching to LEGIT with an output shown loads its tree unless the table already holds it (so switching
            back and forth keeps unsaved marks; the note is brought up to date)."""
            if rubric_name != "legit" or not current or not shown_id:
                return gr.update(), gr.update(), tree, gr.update()
            if tree.get("output_id") == int(shown_id):
                return gr.update(), gr.update(), tree, refresh_note(current, rubric_name, shown_id, tree)
            return do_reload_tree(current, shown_id, tree)

        watch(rubric.change(follow_rubric, [token, rubric, output_id, tree_state], tree_outputs,
                            api_visibility="private"), status)

        def refresh_note(current: str, rubric_name: str, shown_id, tree: dict):
            """The note as the tree is now: it names a version someone else saved since the table was loaded; none
            while the table holds no output's tree (another rubric, nothing left to rate)."""
            if rubric_name != "legit" or not current or not shown_id or tree.get("output_id") != int(shown_id):
                return ""
            try:
                return tree_view(current, shown_id, tree["version"])[1]
            except ApiError:
                return gr.update()  # the next action says what is wrong; a poll does not overwrite the note with it

        note_inputs = [token, rubric, output_id, tree_state]
        # the table now holds another output's tree, or another version (next output, reload, a save): its note
        tree_state.change(refresh_note, note_inputs, tree_note, api_visibility="private")
        # the tree is shared: another rater's save shows here within TREE_POLL_S, not on the next page load
        gr.Timer(TREE_POLL_S).tick(refresh_note, note_inputs, tree_note, api_name="issue_tree_note")

        def store_tree(current: str, shown_id, table, tree: dict) -> tuple[str, dict]:
            issues, _marks = table_to_tree(table)
            saved = client.put(f"/api/annotation/issue-trees/{int(shown_id)}",
                               {"issues": issues, "base_version": tree.get("version", 0)}, token=current)
            version = saved["version"]
            return (f"✔ Issue tree saved (version {version}) · 已保存争点树第{version}版",
                    {"output_id": int(shown_id), "version": version})

        def do_save_tree(current: str, shown_id, table, tree: dict):
            if not current:
                return NOT_SIGNED_IN, tree
            if not shown_id:
                return "⚠ Load an output first · 请先加载", tree
            try:
                return store_tree(current, shown_id, table, tree)
            except ApiError as exc:
                return refusal(exc), tree

        saved_tree = save_tree.click(do_save_tree, [token, output_id, legit_table, tree_state], [status, tree_state],
                                     api_name="save_issue_tree")
        watch(saved_tree, status)
        # the version saved, or, when the save was refused, the version someone else saved meanwhile
        saved_tree.then(refresh_note, note_inputs, tree_note, api_visibility="private")

        def do_submit(current: str, rubric_name: str, shown_id, *form):
            # the form's inputs in the order submit.click lists them: as many radios and sliders as the rubrics have
            syler_marks, form = form[:len(syler)], form[len(syler):]
            lexpam_marks, form = form[:len(lexpam)], form[len(lexpam):]
            band_value, form = form[0], form[1:]
            penalty_values, (table, final, note, tree) = form[:len(penalties)], form[len(penalties):]
            if not current:
                return NOT_SIGNED_IN, tree
            if not shown_id:
                return "⚠ Load an output first · 请先加载", tree
            try:
                values = rating_values(rubric_name, list(syler_marks), list(lexpam_marks), band_value,
                                       list(penalty_values), table, final)
                if rubric_name == "legit":  # the tree as shown is the tree the marks refer to
                    _message, tree = store_tree(current, shown_id, table, tree)
                rating = client.post("/api/annotation/ratings", {"output_id": int(shown_id), "rubric": rubric_name,
                                                                 "values": values, "comment": note or ""},
                                     token=current)
            except (ApiError, ValueError) as exc:
                return refusal(exc), tree
            try:  # read when shown, not when the page is built: the API serving the page is not up yet then
                labels = item_labels(client.get("/api/annotation/rubrics", token=current)["rubrics"], rubric_name)
            except ApiError:  # the rating is stored: say so, with the items named as the API names them
                labels = {}
            return saved_rating_message(rating, labels), tree

        submitted = submit.click(do_submit, [token, rubric, output_id, *syler, *lexpam, band, *penalties, legit_table,
                                             final_order, comment, tree_state], [status, tree_state],
                                 api_name="submit_rating")
        watch(submitted, status)
        submitted.then(refresh_note, note_inputs, tree_note, api_visibility="private")

        with gr.Accordion("My ratings · 我的评分", open=False):
            list_mine = gr.Button("List my ratings under this rubric · 列出我在此标准下的评分")
            mine_table = gr.Dataframe(headers=MY_RATING_HEADERS, type="array", interactive=False,
                                      label="Newest first; a stale LEGIT rating was marked on an earlier issue tree · "
                                            "按时间倒序；已过期的 LEGIT 评分基于旧版争点树")

        def load_mine(current: str, rubric_name: str):
            if not current:
                return NOT_SIGNED_IN, []
            try:
                ratings = client.get("/api/annotation/ratings/mine", token=current, rubric=rubric_name)["ratings"]
            except ApiError as exc:
                return refusal(exc), []
            stale = sum(rating["stale"] for rating in ratings)
            return (f"{len(ratings)} rating(s), {stale} stale · 共{len(ratings)}条，{stale}条已过期",
                    my_rating_rows(ratings))

        watch(list_mine.click(load_mine, [token, rubric], [status, mine_table], api_name="my_ratings"), status)


def _compare_tab(client: ApiClient, token: gr.State, watch: Watch) -> None:
    with gr.Tab("Compare · 比较"):
        next_pair = gr.Button("Next pair · 下一组", variant="primary")
        with gr.Row():
            a_id = gr.Number(label="A: output id · 输出编号", precision=0, interactive=False)
            b_id = gr.Number(label="B: output id · 输出编号", precision=0, interactive=False)
        with gr.Row():
            shown_a = gr.Markdown()
            shown_b = gr.Markdown()
        choice = gr.Radio(PREFERENCE_CHOICES, label="Preference · 偏好")
        reason = gr.Textbox(label="Why · 理由", lines=2)
        submit = gr.Button("Submit preference · 提交", variant="primary")
        status = gr.Markdown()

        def load_pair(current: str):
            if not current:
                return NOT_SIGNED_IN, None, None, "", ""
            try:
                pair = client.get("/api/annotation/pairs/next", token=current)["pair"]
            except ApiError as exc:
                return refusal(exc), None, None, "", ""
            if pair is None:
                return "No pair waiting · 暂无可比较的回答", None, None, "", ""
            return "", pair["a"]["id"], pair["b"]["id"], output_markdown(pair["a"]), output_markdown(pair["b"])

        watch(next_pair.click(load_pair, token, [status, a_id, b_id, shown_a, shown_b], api_name="next_pair"), status)

        def do_submit(current: str, first, second, picked, why):
            if not current:
                return NOT_SIGNED_IN
            if not first or not second or not picked:
                return "⚠ Load a pair and choose A, B or tie · 请先加载并选择"
            try:
                client.post("/api/annotation/preferences", {"output_a_id": int(first), "output_b_id": int(second),
                                                            "choice": picked, "reason": why or ""}, token=current)
            except ApiError as exc:
                return refusal(exc)
            shown = next(label for label, value in PREFERENCE_CHOICES if value == picked)
            return f"✔ Preference saved · 已保存偏好：{shown}"

        watch(submit.click(do_submit, [token, a_id, b_id, choice, reason], status, api_name="submit_preference"), status)


def _correct_tab(client: ApiClient, token: gr.State, watch: Watch) -> None:
    with gr.Tab("Correct · 修正"):
        with gr.Row():
            output_id = gr.Number(label="Output id · 输出编号", precision=0)
            load = gr.Button("Load · 加载")
        shown = gr.Markdown()
        answer = gr.Textbox(label="Corrected answer · 修正后的回答", lines=8)
        articles = gr.Textbox(label="Articles it should cite, one a line · 应引用的法条（每行一条，如《劳动合同法》第四十七条）",
                              lines=3)
        note = gr.Textbox(label="Note · 备注")
        submit = gr.Button("Submit correction · 提交修正", variant="primary")
        status = gr.Markdown()

        def do_load(current: str, shown_id):
            if not current:
                return NOT_SIGNED_IN, "", ""
            if not shown_id:
                return "⚠ Enter an output id · 请输入编号", "", ""
            try:
                view = client.get(f"/api/annotation/outputs/{int(shown_id)}", token=current)
            except ApiError as exc:
                return refusal(exc), "", ""
            mine = view["my_corrections"]
            # the correction starts from the answer as stored: a calculation's <think>…</think>\boxed{} form is what
            # the export and the LexPam rewards read, so a corrected answer keeps it (the views above show it readably)
            return "", output_markdown(view), mine[0]["answer"] if mine else view["answer"]

        watch(load.click(do_load, [token, output_id], [status, shown, answer], api_name="load_for_correction"), status)

        def do_submit(current: str, shown_id, text: str, cited: str, why: str):
            if not current:
                return NOT_SIGNED_IN
            if not shown_id:
                return "⚠ Enter an output id · 请输入编号"
            try:
                body = {"output_id": int(shown_id), "answer": text or "", "articles": parse_articles(cited),
                        "note": why or ""}
                saved = client.post("/api/annotation/corrections", body, token=current)
            except (ApiError, ValueError) as exc:
                return refusal(exc)
            return correction_saved_message(saved)

        watch(submit.click(do_submit, [token, output_id, answer, articles, note], status, api_name="submit_correction"),
              status)


def _review_tab(client: ApiClient, token: gr.State, watch: Watch) -> None:
    with gr.Tab("Review & export · 审核与导出 (operator)"):
        with gr.Row():
            agreement_rubric = gr.Dropdown(AGREEMENT_RUBRICS, value="all", label="Rubric for agreement · 一致性评分标准")
            agreement_button = gr.Button("Agreement · 一致性")
        with gr.Row():
            dispute_rubric = gr.Dropdown(DISPUTE_RUBRICS, value="all", label="Rubric for disputes · 争议评分标准")
            disputes_button = gr.Button("Disputes · 争议")
        agreement = gr.Markdown()
        disputes = gr.Dataframe(headers=DISPUTE_HEADERS, type="array", interactive=False,
                                label="Disputed items · 争议条目")
        with gr.Row():
            adj_rubric = gr.Dropdown(ADJUDICATION_RUBRICS, value="syler", label="Rubric · 评分标准")
            adj_unit = gr.Textbox(label="Unit · 单位 (output:<id> or pair:<a>-<b>)")
            adj_item = gr.Textbox(label="Item · 条目 (the name in [ ] in the lists; correction: answer)")
            adj_value = gr.Number(label="Adjudicated value · 裁定值 (correction: the id of the correction to use)")
        adj_note = gr.Textbox(label="Note · 说明")
        adjudicate = gr.Button("Adjudicate · 裁定", variant="primary")
        export = gr.Button("Export training data · 导出训练数据")
        manifest = gr.JSON(label="Export snapshot · 导出快照")
        status = gr.Markdown()

        def review_labels(current: str) -> dict[str, dict[str, str]]:
            return labels_by_rubric(client.get("/api/annotation/rubrics", token=current)["rubrics"])

        def load_agreement(current: str, name: str):
            if not current:
                return NOT_SIGNED_IN, ""
            try:
                report = client.get("/api/annotation/agreement", token=current, rubric=None if name == "all" else name)
                labels = review_labels(current)
            except ApiError as exc:
                return refusal(exc), ""
            return "", agreement_markdown(report["rubrics"], labels)

        watch(agreement_button.click(load_agreement, [token, agreement_rubric], [status, agreement],
                                     api_name="agreement"), status)

        def load_disputes(current: str, name: str):
            if not current:
                return NOT_SIGNED_IN, []
            try:
                found = client.get("/api/annotation/disputes", token=current,
                                   rubric=None if name == "all" else name)["disputes"]
                labels = review_labels(current)
            except ApiError as exc:
                return refusal(exc), []
            return f"{len(found)} disputed item(s) · 争议条目", dispute_rows(found, labels)

        watch(disputes_button.click(load_disputes, [token, dispute_rubric], [status, disputes], api_name="disputes"),
              status)

        def do_adjudicate(current: str, name: str, unit: str, item: str, value, why: str):
            if not current:
                return NOT_SIGNED_IN
            if value is None:
                return "⚠ Enter the adjudicated value · 请输入裁定值"
            try:
                labels = review_labels(current)  # first: a decision stored is never reported as a refusal
                decision = client.post("/api/annotation/adjudications", {
                    "rubric": name, "unit": (unit or "").strip(), "item": (item or "").strip(), "value": value,
                    "note": why or ""}, token=current)
            except ApiError as exc:
                return refusal(exc)
            return adjudicated_message(decision, labels)

        watch(adjudicate.click(do_adjudicate, [token, adj_rubric, adj_unit, adj_item, adj_value, adj_note], status,
                               api_name="adjudicate"), status)

        def do_export(current: str):
            if not current:
                return NOT_SIGNED_IN, None
            try:
                snapshot = client.post("/api/exports", {}, token=current)
            except ApiError as exc:
                return refusal(exc), None
            return export_message(snapshot), snapshot

        watch(export.click(do_export, token, [status, manifest], api_name="export"), status)
