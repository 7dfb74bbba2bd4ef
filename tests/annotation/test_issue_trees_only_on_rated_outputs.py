"""An issue tree is built only on an output an issue-tree rubric rates: one saved on a compensation output could never
be marked (LEGIT rates ask and sentencing outputs, as rubrics.yaml says)."""

from __future__ import annotations

import pytest
from annotation_support import add_output

from annotation.rubrics import get_rubric
from annotation.service import save_issue_tree
from backend.store.models import Task

TREE = [{"id": "1", "title": "经济补偿应否支付", "conclusion": "应当支付"}]


def test_a_tree_on_an_output_no_tree_rubric_rates_is_refused_naming_the_tasks(api, engine, people):
    assert "compensation" not in get_rubric("legit").tasks
    dismissal = add_output(engine, "公司无故辞退我，工作三年，月薪八千，能拿多少补偿？", task=Task.compensation)
    refused = api.put(f"/api/annotation/issue-trees/{dismissal}", json={"issues": TREE, "base_version": 0},
                      headers=people.headers["alice"])
    assert refused.status_code == 422
    detail = refused.json()["detail"]
    assert "the legit rubric rates ask, sentencing outputs" in detail and "not for a compensation output" in detail
    assert api.get(f"/api/annotation/issue-trees/{dismissal}",
                   headers=people.headers["alice"]).json() == {"version": 0, "issues": []}


def test_the_library_refuses_it_too_and_still_saves_one_on_a_rated_output(engine, people):
    theft = add_output(engine, "偷了同事的手机，价值五千元，会怎么判？", task=Task.sentencing)
    assert save_issue_tree(engine, people.ids["alice"], theft, TREE, base_version=0).version == 1
    wage = add_output(engine, "公司拖欠三个月工资，能要多少？", task=Task.compensation)
    with pytest.raises(ValueError, match="not for a compensation output"):
        save_issue_tree(engine, people.ids["alice"], wage, TREE, base_version=0)
