"""The Annotate page's form handling, without a server."""

from __future__ import annotations

import pytest

from annotation.rubrics import load_rubrics
from app.pages.annotate import (
    adjudicated_message,
    agreement_markdown,
    correction_saved_message,
    dispute_rows,
    issue_tree_note,
    labels_by_rubric,
    parse_articles,
    rating_values,
    table_to_tree,
    tree_to_table,
)


def test_articles_are_parsed_one_a_line():
    text = "《劳动合同法》第四十七条\n中华人民共和国刑法 第264条；\n劳动合同法 87\n《刑法》第一百三十三条之一\n\n"
    # the API reads each written number (ArticleRef), including an inserted article's 之一
    assert parse_articles(text) == [{"law": "劳动合同法", "article": "第四十七条"},
                                    {"law": "中华人民共和国刑法", "article": "第264条"},
                                    {"law": "劳动合同法", "article": "87"},
                                    {"law": "刑法", "article": "第一百三十三条之一"}]
    with pytest.raises(ValueError, match="line 1"):
        parse_articles("see the labour law")
    # a number alone names no law: before, '二百六十四' was sent as 《二》第百六十四条 and refused as a law not in the corpus
    for bare in ("二百六十四", "第二百六十四条", "264"):
        with pytest.raises(ValueError) as refused:
            parse_articles(f"《刑法》第二百六十四条\n{bare}")
        assert str(refused.value) == (f"line 2: write an article as 《法律名称》第N条, not {bare!r} · "
                                      "第2行：请写明法律名称和条号，如《刑法》第二百六十四条")


def test_issue_table_round_trip_and_marks():
    issues = [{"id": "1", "title": "是否违法解除", "conclusion": "违法",
               "arguments": [{"party": "plaintiff", "text": "无故辞退"}, {"party": "defendant", "text": "严重违纪"}]},
              {"id": "1.1", "title": "制度是否公示", "arguments": [], "conclusion": "未公示"}]
    table = tree_to_table(issues)
    table[0][5:7] = [True, True]
    table[1][5] = "true"
    table.append(["", "", "", "", "", False, False])  # an empty row the grid adds is ignored
    tree, marks = table_to_tree({"headers": [], "data": table})
    assert tree == issues
    assert marks == {"1": {"covered": True, "correct": True}, "1.1": {"covered": True, "correct": False}}
    assert rating_values("legit", [], [], None, [], table, True) == {"final_order_correct": True, "marks": marks}


def test_form_values_per_rubric():
    assert rating_values("syler", ["4", "5", "3", "2"], [None] * 3, None, [0] * 4, None, False) == {
        "correctness": 4, "logic": 5, "explainability": 3, "trust": 2}
    with pytest.raises(ValueError, match="missing: trust"):
        rating_values("syler", ["4", "5", "3", None], [None] * 3, None, [0] * 4, None, False)
    assert rating_values("msr2_factors", [None] * 4, [None] * 3, "7-8", [1, 0, 0, 2], None, False) == {
        "band": "7-8", "penalties": {"generic_labels": 1, "inconsistent": 2}}


def test_agreement_table():
    report = {"syler": {"items": {"correctness": {"units": 5, "pairable_units": 5, "alpha": 0.55, "mean_kappa": 1 / 6,
                                                  "pairs": [{"annotators": ["a", "b"], "kappa": 1 / 6, "units": 5}]},
                                  "logic": {"units": 0, "pairable_units": 0, "alpha": None, "mean_kappa": None,
                                            "pairs": []}}}}
    row = agreement_markdown(report).splitlines()[2]
    assert row == "| syler | correctness | 0.550 | 5 | a–b: 0.167 (n=5) | 0.167 |"
    assert agreement_markdown({}) == "No ratings yet · 暂无评分"


def test_a_saved_correction_shows_the_apis_format_warning_under_the_saved_line():
    # the API's shape: each article with its number as a citation writes it
    saved = {"output_id": 7, "articles": [{"law": "中华人民共和国劳动合同法", "article": 87, "number_text": "第八十七条"}],
             "warning": None}
    assert correction_saved_message(saved) == "✔ Correction saved for output 7 (《中华人民共和国劳动合同法》第八十七条) · 已保存修正"
    warning = "saved, but the corrected answer lacks a term in <answer></answer>: exports leave it out"
    assert correction_saved_message(saved | {"articles": [], "warning": warning}) == (
        f"✔ Correction saved for output 7 (no article) · 已保存修正\n\n⚠ {warning}")


def test_issue_tree_versions_are_named_and_an_unrecorded_one_is_an_earlier_tree():
    assert issue_tree_note(0, []) == ("**No issue tree yet · 尚无争点树** · build it below; saving it makes version 1 · "
                                      "保存后为第1版")
    current = issue_tree_note(3, [{"stale": False, "issue_tree_version": 3}])
    assert current.startswith("**Issue tree version 3 · 争点树第3版**") and "⚠" not in current
    assert "made on issue tree version 2 and count nowhere" in issue_tree_note(3, [{"stale": True,
                                                                                  "issue_tree_version": 2}])
    # a decision stored before decisions recorded their version settled marks on an earlier tree, not told which
    legit = {"rubric": "legit", "unit": "output:7", "item": "final_order", "values": {"a": 5.0, "b": 0.0},
             "spread": 5.0, "adjudicated": None, "lapsed": {"value": 2.5, "note": "", "issue_tree_version": None}}
    correction = {"rubric": "correction", "unit": "output:8", "item": "answer", "values": {}, "spread": None,
                  "adjudicated": None}
    assert [row[5] for row in dispute_rows([legit, correction])] == [
        "2.5 on an earlier issue tree (version not recorded) · 旧版争点树（未记录版本）", ""]
    # where the rows bound it, the versions it can have settled (not recorded, so said as read)
    bounded = {**legit, "lapsed": {**legit["lapsed"], "issue_tree_versions": {"from": 2, "to": 4}}}
    assert dispute_rows([bounded])[0][5] == (
        "2.5 on issue tree version 2, 3 or 4 (not recorded) · 争点树第2至4版之一（未记录具体版本）")
    wide = {**legit, "lapsed": {**legit["lapsed"], "issue_tree_versions": {"from": 1, "to": 6}}}
    assert dispute_rows([wide])[0][5].startswith("2.5 on issue tree version 1 to 6 (not recorded)")
    syler = {"rubric": "syler", "unit": "output:7", "item": "trust", "value": 4.0, "issue_tree_version": None}
    assert adjudicated_message(syler) == "✔ syler: trust of output:7 set to 4 · 已裁定为 4"


def test_the_review_tab_names_items_by_the_rubric_lists_labels_chinese_first():
    # what GET /api/annotation/rubrics answers, as the page reads it
    labels = labels_by_rubric([rubric.as_dict() for rubric in load_rubrics().values()])
    report = {"legit": {"items": {"final_order": {"units": 2, "pairable_units": 2, "alpha": 0.5, "mean_kappa": 0.5,
                                                  "pairs": [{"annotators": ["a", "b"], "kappa": 0.5, "units": 2}]}}}}
    assert agreement_markdown(report, labels).splitlines()[2] == (
        "| legit | 裁判结果正确 (/5) · Final order correct [final_order] | 0.500 | 2 | a–b: 0.500 (n=2) | 0.500 |")
    # the same name 'score' is a different item in two rubrics; the [ ] name is what the Adjudicate form takes
    msr2 = {"rubric": "msr2_factors", "unit": "output:3", "item": "score", "values": {"a": 9.0, "b": 4.0},
            "spread": 5.0, "adjudicated": None}
    legit = {**msr2, "rubric": "legit", "values": {"a": 10.0, "b": 2.5}, "spread": 7.5}
    pairwise = {**msr2, "rubric": "pairwise", "unit": "pair:3-4", "item": "preference"}
    correction = {"rubric": "correction", "unit": "output:8", "item": "answer", "values": {}, "spread": None,
                  "adjudicated": None}
    assert [row[2] for row in dispute_rows([msr2, legit, pairwise, correction], labels)] == [
        "情节得分 · Factor score [score]", "总分 (/10) · LEGIT score [score]", "哪个更好 · Which answer is better "
        "[preference]", "answer"]
    trust = {"rubric": "syler", "unit": "output:7", "item": "trust", "value": 4.0, "issue_tree_version": None}
    assert adjudicated_message(trust, labels) == "✔ syler: 可信度 · Trust [trust] of output:7 set to 4 · 已裁定为 4"
    coverage = {"rubric": "legit", "unit": "output:7", "item": "coverage", "value": 1.0, "issue_tree_version": 2}
    assert adjudicated_message(coverage, labels) == (
        "✔ legit: 争点覆盖 (/2) · Issue coverage [coverage] of output:7 set to 1 · 已裁定为 1 "
        "(the marks on issue tree version 2 · 争点树第2版)")


def test_the_note_warns_when_someone_saved_another_version_since_the_table_was_loaded():
    assert issue_tree_note(3, [], shown_version=3) == issue_tree_note(3, [])
    changed = issue_tree_note(3, [{"stale": True, "issue_tree_version": 2}], shown_version=2)
    assert changed.startswith("**Issue tree version 3 · 争点树第3版** · ⚠ someone saved it after you loaded version 2: "
                              "reload it (Reload issue tree)")
    assert "made on issue tree version 2 and count nowhere" in changed
    built = issue_tree_note(1, [], shown_version=0)
    assert "someone saved it after you loaded this output, before it had one" in built


class _TreeServer:
    """The one API call the Rate tab makes for the shown output's tree: GET /api/annotation/outputs/<id>."""

    def __init__(self, version: int):
        self.version, self.calls = version, []

    def get(self, path: str, token: str | None = None, **params) -> dict:
        self.calls.append(path)
        issues = [{"id": str(n), "title": f"争点{n}", "arguments": [], "conclusion": "成立"} for n in range(1, 3)]
        return {"issue_tree": {"version": self.version, "issues": issues[:self.version]},
                "my_ratings": [{"rubric": "legit", "stale": True, "issue_tree_version": 1}]}


def _rate_tab(server: _TreeServer):
    import gradio as gr

    from app.pages import annotate

    with gr.Blocks() as page:
        annotate.build(server)
    return page


def _handler(page, name: str):
    return next(block.fn for block in page.fns.values() if getattr(block.fn, "__name__", "") == name)


def test_switching_to_legit_loads_the_tree_of_the_output_shown():
    # an output loaded under another rubric has no tree in the table: switching to LEGIT loads it and names its version
    server = _TreeServer(version=2)
    follow_rubric = _handler(_rate_tab(server), "follow_rubric")
    status, table, tree, note = follow_rubric("token", "legit", 7, {"output_id": None, "version": 0})
    assert status == "" and [row[0] for row in table] == ["1", "2"] and tree == {"output_id": 7, "version": 2}
    assert note.startswith("**Issue tree version 2 · 争点树第2版** · the marks you submit refer to this version")
    assert "made on issue tree version 1" in note
    # back to LEGIT on the same output: the table (and its unsaved marks) stays; the note names a version saved since
    server.version = 3
    status, table, tree, note = follow_rubric("token", "legit", 7, {"output_id": 7, "version": 2})
    assert tree == {"output_id": 7, "version": 2} and table == {"__type__": "update"}
    assert note.startswith("**Issue tree version 3 · 争点树第3版** · ⚠ someone saved it after you loaded version 2")
    calls = len(server.calls)
    assert follow_rubric("token", "syler", 7, tree)[3] == {"__type__": "update"} and len(server.calls) == calls


def test_the_note_follows_every_change_of_the_tree_the_table_holds():
    # next output, reload, switching rubric, a save: each sets the table's tree state, whose change refreshes the note
    page = _rate_tab(_TreeServer(version=1))
    triggers = {(block.fn.__name__, event) for block in page.fns.values() if block.fn is not None
                for _target, event in block.targets}
    assert ("refresh_note", "change") in triggers and ("refresh_note", "tick") in triggers
    refresh_note = _handler(page, "refresh_note")
    assert refresh_note("token", "legit", 7, {"output_id": None, "version": 0}) == ""  # no tree loaded: no note
    assert refresh_note("token", "syler", 7, {"output_id": 7, "version": 1}) == ""
    assert refresh_note("token", "legit", 7, {"output_id": 7, "version": 1}).startswith("**Issue tree version 1")
