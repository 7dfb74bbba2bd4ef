"""The Annotate page says which issue-tree version LEGIT marks and decisions refer to: above the issues a rater marks
(and that their earlier marks on another version are stale), in the rater's list of their ratings, in the status
line of a saved rating and of a decision, and beside a dispute whose earlier decision lapsed with its tree. The note
above the issues follows the output being rated: the next output's tree, a version saved from the page, and a version
another rater saved meanwhile (the page polls it), which the rater then reloads."""

from __future__ import annotations

import httpx
import pytest
from annotation_support import LiveServer, add_output, prepare_store
from gradio_client import Client

from backend.auth.models import Role
from backend.auth.service import create_user
from backend.config import get_settings
from backend.db import make_engine

ONE_ISSUE = [{"id": "1", "title": "公司能否以不胜任为由直接辞退", "arguments": [], "conclusion": "不能直接辞退"}]
TWO_ISSUES = ONE_ISSUE + [{"id": "2", "title": "是否需要先培训或调岗", "arguments": [], "conclusion": "需要"}]
THREE_ISSUES = TWO_ISSUES + [{"id": "3", "title": "违法解除的赔偿金如何计算", "arguments": [], "conclusion": "二倍经济补偿"}]


@pytest.fixture
def server(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LEXLOOP_LLM_BACKEND", "none")
    get_settings.cache_clear()
    prepare_store(tmp_path)
    engine = make_engine(f"sqlite:///{tmp_path / 'lexloop.db'}")
    for name, role in (("alice", Role.annotator), ("bob", Role.annotator), ("olga", Role.operator)):
        create_user(engine, name, f"{name}-password", role)
    output = add_output(engine, "公司说我不胜任工作，当天就让我走人，合法吗？", answer="不合法，应先培训或调岗。")
    add_output(engine, "试用期内公司不说理由就辞退我，要给补偿吗？", answer="试用期内无理由辞退属违法解除。")
    engine.dispose()
    live = LiveServer(tmp_path).start()
    yield live, output
    live.stop()
    get_settings.cache_clear()


def _headers(url: str, name: str) -> dict:
    token = httpx.post(f"{url}/api/auth/login", json={"username": name, "password": f"{name}-password"}).json()["token"]
    return {"Authorization": f"Bearer {token}"}


def _page(url: str, name: str) -> Client:
    page = Client(f"{url}/ui/", verbose=False)
    who, _cleared = page.predict(name, f"{name}-password", api_name="/sign_in")
    assert who.startswith("✔ Signed in as"), who
    return page


def _mark(url: str, who: dict, output: int, issues: list[dict], final: bool) -> None:
    marks = {issue["id"]: {"covered": True, "correct": True} for issue in issues}
    marked = httpx.post(f"{url}/api/annotation/ratings", headers=who,
                        json={"output_id": output, "rubric": "legit",
                              "values": {"final_order_correct": final, "marks": marks}})
    assert marked.status_code == 201, marked.text


def _save_tree(url: str, who: dict, output: int, issues: list[dict], base_version: int) -> None:
    saved = httpx.put(f"{url}/api/annotation/issue-trees/{output}", headers=who,
                      json={"issues": issues, "base_version": base_version})
    assert saved.status_code == 200, saved.text


def _rows(table) -> list[list]:
    return table["data"] if isinstance(table, dict) else table


def test_the_page_names_the_tree_version_of_marks_and_decisions(server):
    live, output = server
    url, unit = live.url, f"output:{output}"
    alice, bob, olga = (_headers(url, name) for name in ("alice", "bob", "olga"))
    _save_tree(url, alice, output, ONE_ISSUE, 0)
    _mark(url, alice, output, ONE_ISSUE, True)
    _mark(url, bob, output, ONE_ISSUE, False)
    decided = httpx.post(f"{url}/api/annotation/adjudications", headers=olga,
                         json={"rubric": "legit", "unit": unit, "item": "final_order", "value": 5,
                               "note": "判决主文与回答一致"})
    assert decided.status_code == 201 and decided.json()["issue_tree_version"] == 1
    _save_tree(url, bob, output, TWO_ISSUES, 1)  # alice's marks and the decision are now on an earlier tree

    rater = _page(url, "alice")
    status, shown_id, shown, _sources, table, *_form = rater.predict("legit", api_name="/next_output")
    assert status == "" and shown_id == output and f"Output #{output}" in shown  # offered again: marks went stale
    note = rater.predict("legit", output, api_name="/issue_tree_note")  # as the table's change and the poll set it
    assert note.startswith("**Issue tree version 2 · 争点树第2版** · the marks you submit refer to this version")
    assert "⚠ Your marks of this output were made on issue tree version 1 and count nowhere" in note
    status, mine = rater.predict("legit", api_name="/my_ratings")
    assert status.startswith("1 rating(s), 1 stale")
    assert [row[:4] for row in _rows(mine)] == [[str(output), "legit", "1", "⚠ mark again · 请重新标注"]]

    rows = _rows(table)
    for row in rows:
        row[5:7] = [True, True]
    saved = rater.predict("legit", output, None, None, None, None, None, None, None, None, 0, 0, 0, 0,
                          {"headers": ["id"] * 7, "data": rows}, True, "", api_name="/submit_rating")
    assert saved.startswith("✔ Saved rating") and saved.endswith("on issue tree version 2 · 基于争点树第2版"), saved
    note = rater.predict("legit", output, api_name="/issue_tree_note")  # the poll, and the refresh after a submit
    assert note.startswith("**Issue tree version 2 · 争点树第2版**") and "⚠" not in note  # her marks are current
    _status, mine = rater.predict("legit", api_name="/my_ratings")
    assert [row[:4] for row in _rows(mine)] == [[str(output), "legit", "2", ""]]
    # a rubric without an issue tree names no version
    assert _rows(rater.predict("syler", api_name="/my_ratings")[1]) == []

    _mark(url, bob, output, TWO_ISSUES, False)  # apart again, on version 2
    operator = _page(url, "olga")
    status, disputed = operator.predict("legit", api_name="/disputes")
    final_order = [row for row in _rows(disputed) if row[2] == "裁判结果正确 (/5) · Final order correct [final_order]"]
    assert [(row[1], row[5]) for row in final_order] == [(unit, "5 on issue tree version 1 · 判决主文与回答一致")]
    message = operator.predict("legit", unit, "final_order", 4, "", api_name="/adjudicate")
    assert message == "⚠ legit.final_order is decided as one of the raters' choices, 0 or 5, got 4.0（HTTP 422）"
    message = operator.predict("legit", unit, "final_order", 0, "", api_name="/adjudicate")
    assert message == (f"✔ legit: 裁判结果正确 (/5) · Final order correct [final_order] of {unit} set to 0 · 已裁定为 0 "
                       "(the marks on issue tree version 2 · 争点树第2版)")
    # a decision nobody's marks call for is still refused with the API's reason
    message = operator.predict("syler", unit, "trust", 4, "", api_name="/adjudicate")
    assert message == f"⚠ nobody has judged {unit} under syler; there is nothing to adjudicate（HTTP 422）"

    _follows_the_tree_and_the_next_output(rater, url, bob, output, rows)


def _follows_the_tree_and_the_next_output(rater: Client, url: str, bob: dict, output: int, shown: list[list]) -> None:
    """Bob saves version 3 while alice has version 2 (shown) on her page: the polled note says so, and stays so when
    her save of the stale table is refused; reloading shows version 3 and that her marks are now stale; her marks on
    it are current; the next output's note is about that output's tree."""
    _save_tree(url, bob, output, THREE_ISSUES, 2)
    stale_note = "**Issue tree version 3 · 争点树第3版** · ⚠ someone saved it after you loaded version 2"
    assert rater.predict("legit", output, api_name="/issue_tree_note").startswith(stale_note)
    refused = rater.predict(output, {"headers": ["id"] * 7, "data": shown}, api_name="/save_issue_tree")
    assert refused.startswith("⚠ the issue tree was changed by someone else (now version 3, you edited version 2)")
    assert refused.endswith("（HTTP 409）")
    assert rater.predict("legit", output, api_name="/issue_tree_note").startswith(stale_note)

    status, table, note = rater.predict(output, api_name="/reload_issue_tree")
    assert status == "" and [row[0] for row in _rows(table)] == ["1", "2", "3"]
    assert note.startswith("**Issue tree version 3 · 争点树第3版** · the marks you submit refer to this version")
    assert "⚠ Your marks of this output were made on issue tree version 2 and count nowhere" in note
    rows = [[*row[:5], True, True] for row in _rows(table)]
    saved = rater.predict("legit", output, None, None, None, None, None, None, None, None, 0, 0, 0, 0,
                          {"headers": ["id"] * 7, "data": rows}, False, "", api_name="/submit_rating")
    assert saved.endswith("on issue tree version 3 · 基于争点树第3版"), saved
    assert "⚠" not in rater.predict("legit", output, api_name="/issue_tree_note")

    status, shown_id, _shown, _sources, table, *_form = rater.predict("legit", api_name="/next_output")
    assert status == "" and shown_id != output and _rows(table) == []
    note = rater.predict("legit", shown_id, api_name="/issue_tree_note")
    assert note.startswith("**No issue tree yet · 尚无争点树**"), note
