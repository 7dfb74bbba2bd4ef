"""A number in an annotation request is a JSON number. A script that quotes it (`"value": "5"`, `"output_id": "7"`)
was read as if it had sent 5 or 7 (pydantic's lax mode), so it never learnt that its bodies were wrong; the same
value as a number is stored as before. The 422 names the field and says a number is wanted."""

from __future__ import annotations

import pytest
from annotation_support import add_output

from backend.store.models import Task

THEFT = "王某趁同事午休拿走其抽屉里的现金三千元，后全部退还，会怎么处理？"


def _refusal(response) -> list[tuple[str, str]]:
    assert response.status_code == 422, response.text
    return [(".".join(str(part) for part in error["loc"][1:]), error["msg"]) for error in response.json()["detail"]]


@pytest.fixture
def case(engine) -> int:
    return add_output(engine, THEFT, answer="<answer>拘役三个月</answer>", task=Task.sentencing)


def test_a_decided_value_sent_as_text_is_refused_and_the_number_is_stored(api, people, case):
    for name, band in (("alice", "7-8"), ("bob", "3-4")):
        rated = api.post("/api/annotation/ratings", headers=people.headers[name], json={
            "output_id": case, "rubric": "msr2_factors", "values": {"band": band, "penalties": {}}})
        assert rated.status_code == 201, rated.text
    decision = {"rubric": "msr2_factors", "unit": f"output:{case}", "item": "score"}
    for text in ("5", "五", ""):
        refused = api.post("/api/annotation/adjudications", headers=people.headers["olga"],
                           json={**decision, "value": text})
        assert _refusal(refused) == [("value", "Input should be a valid number: write the number without quotes")]
    assert _refusal(api.post("/api/annotation/adjudications", headers=people.headers["olga"],
                             json={**decision, "value": True})) == [("value", "Input should be a valid number")]

    stored = api.post("/api/annotation/adjudications", headers=people.headers["olga"], json={**decision, "value": 5})
    assert stored.status_code == 201, stored.text
    assert stored.json()["value"] == 5.0


def test_ids_and_versions_sent_as_text_are_refused_and_numbers_still_work(api, engine, people, case):
    alice = people.headers["alice"]
    rating = {"rubric": "msr2_factors", "values": {"band": "5-6", "penalties": {}}}
    assert _refusal(api.post("/api/annotation/ratings", headers=alice, json={**rating, "output_id": str(case)})) == [
        ("output_id", "Input should be a valid integer: write the number without quotes")]
    # 7.0 is not an id either: lax mode read it as 7
    assert _refusal(api.post("/api/annotation/ratings", headers=alice, json={**rating, "output_id": float(case)})) == [
        ("output_id", "Input should be a valid integer")]
    assert api.post("/api/annotation/ratings", headers=alice, json={**rating, "output_id": case}).status_code == 201

    other = add_output(engine, THEFT, answer="<answer>拘役二个月</answer>", task=Task.sentencing)
    pair = {"output_a_id": case, "output_b_id": str(other), "choice": "a"}
    assert _refusal(api.post("/api/annotation/preferences", headers=alice, json=pair)) == [
        ("output_b_id", "Input should be a valid integer: write the number without quotes")]
    assert api.post("/api/annotation/preferences", headers=alice, json={**pair, "output_b_id": other}).status_code == 201

    tree = {"issues": [{"id": "1", "title": "是否构成盗窃", "arguments": [], "conclusion": "构成盗窃"}]}
    assert _refusal(api.put(f"/api/annotation/issue-trees/{case}", headers=alice,
                            json={**tree, "base_version": "0"})) == [
        ("base_version", "Input should be a valid integer: write the number without quotes")]
    saved = api.put(f"/api/annotation/issue-trees/{case}", headers=alice, json={**tree, "base_version": 0})
    assert saved.status_code == 200, saved.text
    assert saved.json()["version"] == 1

    # the path's id is text by nature and is still read
    assert api.get(f"/api/annotation/issue-trees/{case}", headers=alice).json()["version"] == 1


def test_a_correction_cites_articles_by_number_or_in_words_but_not_by_quoted_digits_in_sub(api, people, case):
    alice = people.headers["alice"]
    correction = {"output_id": case, "answer": "盗窃数额较大，退赃可酌情从轻，<answer>拘役三个月</answer>"}
    for cited in ({"law": "中华人民共和国刑法", "article": 264}, {"law": "中华人民共和国刑法", "article": "第二百六十四条"}):
        saved = api.post("/api/annotation/corrections", headers=alice, json={**correction, "articles": [cited]})
        assert saved.status_code == 201, saved.text
    assert _refusal(api.post("/api/annotation/corrections", headers=alice, json={
        **correction, "articles": [{"law": "中华人民共和国刑法", "article": 133, "sub": "1"}]})) == [
        ("articles.0.sub", "Input should be a valid integer: write the number without quotes")]
