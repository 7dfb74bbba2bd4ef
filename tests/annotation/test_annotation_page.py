"""The Annotate page's form handling, without a server."""

from __future__ import annotations

import pytest

from app.pages.annotate import (
    adjudicated_message,
    agreement_markdown,
    correction_saved_message,
    dispute_rows,
    issue_tree_note,
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
    saved = {"output_id": 7, "articles": [{"law": "中华人民共和国劳动合同法", "article": 87}], "warning": None}
    assert correction_saved_message(saved) == "✔ Correction saved for output 7 (《中华人民共和国劳动合同法》第87条)"
    warning = "saved, but the corrected answer lacks a term in <answer></answer>: exports leave it out"
    assert correction_saved_message(saved | {"articles": [], "warning": warning}) == (
        f"✔ Correction saved for output 7 (no article)\n\n⚠ {warning}")


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
    assert [row[5] for row in dispute_rows([legit, correction])] == ["2.5 on an earlier issue tree", ""]
    syler = {"rubric": "syler", "unit": "output:7", "item": "trust", "value": 4.0, "issue_tree_version": None}
    assert adjudicated_message(syler) == "✔ syler.trust of output:7 set to 4"
