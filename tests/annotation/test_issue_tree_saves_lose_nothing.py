"""Saving an issue tree loses nothing another annotator or the editor wrote: a save must say which version it edited
(over HTTP and through the library alike), and an argument that names a party but has no text is refused rather than
dropped."""

from __future__ import annotations

import pytest
from annotation_support import add_output

from annotation.service import get_issue_tree, save_issue_tree

FIRST_TREE = [{"id": "1", "title": "加班费是否应当支付", "conclusion": "应当支付",
               "arguments": [{"party": "劳动者", "text": "有打卡记录证明延时工作"}]}]


def test_a_save_without_the_version_it_edited_is_refused_and_the_tree_stays(api, engine, people):
    h = people.headers
    overtime = add_output(engine, "公司不给加班费，我每天多干两个小时，能要回来吗？")
    saved = api.put(f"/api/annotation/issue-trees/{overtime}", json={"issues": FIRST_TREE, "base_version": 0},
                    headers=h["alice"])
    assert saved.status_code == 200 and saved.json()["version"] == 1

    blind = api.put(f"/api/annotation/issue-trees/{overtime}",
                    json={"issues": [{"id": "1", "title": "另起炉灶"}]}, headers=h["bob"])
    assert blind.status_code == 422
    assert [(e["type"], e["loc"]) for e in blind.json()["detail"]] == [("missing", ["body", "base_version"])]
    kept = api.get(f"/api/annotation/issue-trees/{overtime}", headers=h["bob"]).json()
    assert kept["version"] == 1 and kept["issues"][0]["title"] == "加班费是否应当支付"


def test_an_argument_with_a_party_and_no_text_is_refused(api, engine, people):
    alice = people.headers["alice"]
    overtime = add_output(engine, "周末被叫去加班，公司说调休抵扣，合法吗？")
    half_written = [{"id": "1", "title": "调休能否替代加班费", "conclusion": "休息日可以安排补休",
                     "arguments": [{"party": "用人单位", "text": "已安排同等时间补休"}, {"party": "劳动者"}]}]
    refused = api.put(f"/api/annotation/issue-trees/{overtime}", json={"issues": half_written, "base_version": 0},
                      headers=alice)
    assert refused.status_code == 422
    assert refused.json()["detail"] == "issue 1: the argument of 劳动者 has no text"
    assert api.get(f"/api/annotation/issue-trees/{overtime}", headers=alice).json() == {"version": 0, "issues": []}


def test_the_library_also_needs_the_version_a_save_edited(engine, people):
    overtime = add_output(engine, "值班算不算加班？公司说值班只给补贴。")
    save_issue_tree(engine, people.ids["alice"], overtime, FIRST_TREE, base_version=0)
    with pytest.raises(ValueError, match=r"^base_version must be the version of the issue tree you edited \(0 for a "
                                         r"new tree\), not None$"):
        save_issue_tree(engine, people.ids["bob"], overtime, [{"id": "1", "title": "另起炉灶"}], base_version=None)
    with pytest.raises(TypeError, match="base_version"):
        save_issue_tree(engine, people.ids["bob"], overtime, [{"id": "1", "title": "另起炉灶"}])
    kept = get_issue_tree(engine, overtime)
    assert kept.version == 1 and kept.issues[0]["title"] == "加班费是否应当支付"
