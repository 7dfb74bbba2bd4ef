"""A lawyer and an operator using the annotation API with bad and awkward input: each request is refused with a 4xx
and a short sentence saying what is wrong (never a 500, never the pasted text sent back whole), and what was stored
before stays as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from annotation_support import add_output

from annotation.rubrics import QUOTED_CHARS
from app.pages.annotate import agreement_markdown
from backend.auth.service import update_user

SYLER = {"correctness": 4, "logic": 4, "explainability": 3, "trust": 4}
PASTED = "违法解除劳动合同应当支付赔偿金。" * 10_000  # a page pasted into a one-word field
ANSWER = "大前提：《劳动合同法》第八十七条\n小前提：公司无故辞退。\n结论：应支付二倍经济补偿的赔偿金。"


def _rate(api, who: dict, output: int, values: dict, comment: str = ""):
    return api.post("/api/annotation/ratings", headers=who,
                    json={"output_id": output, "rubric": "syler", "values": values, "comment": comment})


def _raw(api, who: dict, path: str, body: str):
    """A body a JSON library will not write (NaN, 1e400), as a hand-made script sends it."""
    return api.post(path, headers={**who, "content-type": "application/json"}, content=body)


def _mine(api, who: dict) -> list[dict]:
    return api.get("/api/annotation/ratings/mine", headers=who).json()["ratings"]


def test_scores_out_of_range_are_refused_and_the_stored_rating_stays(api, engine, people):
    alice = people.headers["alice"]
    output = add_output(engine, "公司没签书面劳动合同，我能要双倍工资吗？")
    assert _rate(api, alice, output, SYLER, "first look").status_code == 201
    for trust, said in ((0, "got 0"), (6, "got 6"), (4.5, "whole number from 1 to 5, got 4.5"),
                        ("4", "got '4'"), (None, "got None"), (True, "got True")):
        refused = _rate(api, alice, output, {**SYLER, "trust": trust})
        assert refused.status_code == 422 and refused.json()["detail"].startswith("syler.trust must be"), trust
        assert said in refused.json()["detail"]
    for number in ("NaN", "1e400"):
        refused = _raw(api, alice, "/api/annotation/ratings",
                       f'{{"output_id": {output}, "rubric": "syler", "values": {{"correctness": 4, "logic": 4, '
                       f'"explainability": 3, "trust": {number}}}}}')
        assert refused.status_code == 422, refused.text
        assert refused.json()["detail"] in ("syler.trust must be a whole number from 1 to 5, got nan",
                                            "syler.trust must be a whole number from 1 to 5, got inf")
    (kept,) = _mine(api, alice)
    assert (kept["items"]["trust"], kept["comment"], kept["revision"]) == (4.0, "first look", 1)


def test_a_rating_of_an_output_that_does_not_exist_is_a_404(api, people):
    alice = people.headers["alice"]
    missing = _rate(api, alice, 424242, SYLER)
    assert missing.status_code == 404 and missing.json()["detail"] == "no output 424242"
    zero = _rate(api, alice, 0, SYLER)
    assert zero.status_code == 422 and zero.json()["detail"][0]["loc"] == ["body", "output_id"]
    assert api.get("/api/annotation/outputs/424242", headers=alice).status_code == 404
    assert _mine(api, alice) == []


def test_the_same_annotator_rating_twice_replaces_their_one_rating(api, engine, people):
    alice, bob = people.headers["alice"], people.headers["bob"]
    output = add_output(engine, "试用期最后一天被辞退，有补偿吗？")
    assert _rate(api, alice, output, SYLER).status_code == 201
    again = _rate(api, alice, output, {**SYLER, "trust": 2}, "changed my mind")
    assert again.status_code == 201 and (again.json()["revision"], again.json()["items"]["trust"]) == (2, 2.0)
    assert _rate(api, bob, output, {**SYLER, "trust": 5}).status_code == 201
    (mine,) = _mine(api, alice)
    assert (mine["id"], mine["comment"]) == (again.json()["id"], "changed my mind")
    disputed = api.get("/api/annotation/disputes", params={"rubric": "syler"}, headers=people.headers["olga"]).json()
    assert [(d["item"], d["values"]) for d in disputed["disputes"]] == [("trust", {"alice": 2.0, "bob": 5.0})]


def test_an_empty_correction_is_refused_and_the_earlier_one_kept(api, engine, people):
    alice = people.headers["alice"]
    output = add_output(engine, "公司无故辞退我，工作三年，能拿多少？")
    saved = api.post("/api/annotation/corrections", headers=alice, json={"output_id": output, "answer": ANSWER})
    assert saved.status_code == 201, saved.text
    for blank in ("", "   ", "\n\t　"):
        refused = api.post("/api/annotation/corrections", headers=alice, json={"output_id": output, "answer": blank})
        assert refused.status_code == 422, blank
    assert refused.json()["detail"] == "the corrected answer is empty"
    view = api.get(f"/api/annotation/outputs/{output}", headers=alice).json()
    assert [c["answer"] for c in view["my_corrections"]] == [ANSWER]


def test_agreement_with_one_annotator_or_none_says_why_there_is_no_figure(api, engine, people):
    olga = people.headers["olga"]
    none = api.get("/api/annotation/agreement", params={"rubric": "syler"}, headers=olga)
    assert none.status_code == 200
    assert none.json()["rubrics"]["syler"]["note"].startswith("nobody has rated under this rubric yet")
    assert agreement_markdown(none.json()["rubrics"]) == "No ratings yet · 暂无评分"

    first, second = (add_output(engine, question) for question in ("加班费怎么算？", "年假没休完能折现吗？"))
    _rate(api, people.headers["alice"], first, SYLER)
    one = api.get("/api/annotation/agreement", params={"rubric": "syler"}, headers=olga).json()["rubrics"]
    assert one["syler"]["items"]["trust"]["alpha"] is None
    assert one["syler"]["note"] == ("only alice has rated under this rubric: agreement needs a second annotator who "
                                    "rates the same outputs")
    assert "- **syler**: only alice has rated" in agreement_markdown(one)

    _rate(api, people.headers["bob"], second, SYLER)  # two annotators, but never on the same output
    apart = api.get("/api/annotation/agreement", params={"rubric": "syler"}, headers=olga).json()["rubrics"]
    assert apart["syler"]["note"].startswith("alice, bob have rated under this rubric, but no output has ratings")
    _rate(api, people.headers["bob"], first, SYLER)
    paired = api.get("/api/annotation/agreement", params={"rubric": "syler"}, headers=olga).json()["rubrics"]
    assert paired["syler"]["note"] is None and paired["syler"]["items"]["trust"]["pairable_units"] == 1


def test_an_export_with_nothing_rated_is_refused_and_writes_nothing(api, services, people):
    refused = api.post("/api/exports", headers=people.headers["olga"])
    assert refused.status_code == 422 and refused.json()["detail"].startswith("nothing to export")
    assert api.get("/api/exports", headers=people.headers["olga"]).json()["snapshots"] == []
    assert not any((services.settings.data_dir / "exports").glob("*/manifest.json"))


@pytest.mark.parametrize("field", ["rubric", "unit", "item"])
def test_a_pasted_page_in_a_name_field_is_refused_in_a_short_sentence(api, engine, people, field):
    output = add_output(engine, "被辞退后公司不开离职证明怎么办？")
    _rate(api, people.headers["alice"], output, SYLER)
    body = {"rubric": "syler", "unit": f"output:{output}", "item": "trust", "value": 3, field: PASTED}
    refused = api.post("/api/annotation/adjudications", headers=people.headers["olga"], json=body)
    assert refused.status_code == 422
    detail = refused.json()["detail"]
    assert len(detail) < 400 and f"({len(PASTED)} characters)" in detail, detail


def test_long_texts_and_pasted_keys_are_refused_with_what_is_wrong(api, engine, people):
    alice = people.headers["alice"]
    output = add_output(engine, "医疗期内公司能辞退我吗？")
    too_long = _rate(api, alice, output, SYLER, comment="评" * 50_001)
    assert too_long.status_code == 422 and too_long.json()["detail"][0]["loc"] == ["body", "comment"]
    keys = _rate(api, alice, output, {**SYLER, **{f"{PASTED[:80]}{n}": 1 for n in range(300)}})
    assert keys.status_code == 422
    detail = keys.json()["detail"]
    assert detail.startswith("the syler rubric has no item(s) ") and detail.endswith(" and 295 more"), detail[:200]
    assert len(detail) < 6 * (QUOTED_CHARS + 30)
    marked = _rate(api, alice, output, {**SYLER, "trust": PASTED})
    assert marked.status_code == 422 and len(marked.json()["detail"]) < 200
    queue = api.get("/api/annotation/queue", params={"rubric": PASTED[:3000]}, headers=alice)
    assert queue.status_code == 422 and len(queue.json()["detail"]) < 300
    correction = api.post("/api/annotation/corrections", headers=alice, json={"output_id": output, "answer": PASTED})
    assert correction.status_code == 422 and correction.json()["detail"][0]["loc"] == ["body", "answer"]
    assert _mine(api, alice) == []


def test_a_correction_id_no_row_can_have_is_refused_without_its_digits(api, engine, people):
    output = add_output(engine, "公司拖欠工资三个月，我能解除合同要补偿吗？")
    saved = api.post("/api/annotation/corrections", headers=people.headers["alice"],
                     json={"output_id": output, "answer": ANSWER})
    assert saved.status_code == 201
    # (the value is read as a number: -5 comes back as -5.0; a 301-digit integer as 1e+300)
    for value, shown in ((1e300, "1e+300"), (-5, "-5.0"), (2.5, "2.5"), (10**300, "1e+300")):
        refused = api.post("/api/annotation/adjudications", headers=people.headers["olga"],
                           json={"rubric": "correction", "unit": f"output:{output}", "item": "answer", "value": value})
        assert refused.status_code == 422
        assert refused.json()["detail"] == ("the value is the id of the correction to use (see the dispute's values), "
                                            f"not {shown}")


def test_an_issue_tree_save_from_a_version_that_never_was_is_refused(api, engine, people):
    alice = people.headers["alice"]
    output = add_output(engine, "公司以末位淘汰为由辞退我，合法吗？")
    tree = [{"id": "1", "title": "末位淘汰能否作为解除理由", "arguments": [], "conclusion": "不能"}]
    assert api.put(f"/api/annotation/issue-trees/{output}", headers=alice,
                   json={"issues": tree, "base_version": 0}).status_code == 200
    ahead = api.put(f"/api/annotation/issue-trees/{output}", headers=alice,
                    json={"issues": [{**tree[0], "conclusion": "可以"}], "base_version": 7})
    assert ahead.status_code == 422
    assert ahead.json()["detail"].startswith("the issue tree has no version 7: it is at version 1")
    kept = api.get(f"/api/annotation/issue-trees/{output}", headers=alice).json()
    assert (kept["version"], kept["issues"][0]["conclusion"]) == (1, "不能")


def test_a_deactivated_annotators_token_is_refused_and_their_ratings_still_count(api, engine, people):
    output = add_output(engine, "我怀孕了公司要调我岗降薪，可以吗？")
    for who, trust in (("alice", 5), ("bob", 1)):
        assert _rate(api, people.headers[who], output, {**SYLER, "trust": trust}).status_code == 201
    update_user(engine, "alice", active=False)  # alice left the firm
    for refused in (_rate(api, people.headers["alice"], output, SYLER),
                    api.get("/api/annotation/queue", params={"rubric": "syler"}, headers=people.headers["alice"])):
        assert refused.status_code == 401
        assert refused.json()["detail"] == "the account 'alice' is deactivated; an administrator must re-enable it"
    olga = people.headers["olga"]
    disputed = api.get("/api/annotation/disputes", params={"rubric": "syler"}, headers=olga).json()["disputes"]
    assert [(d["item"], d["values"]) for d in disputed] == [("trust", {"alice": 5.0, "bob": 1.0})]
    made = api.post("/api/exports", headers=olga)
    assert made.status_code == 201
    grpo = [json.loads(line) for line in (Path(made.json()["path"]) / "grpo.jsonl").read_text("utf-8").splitlines()]
    assert [row["rubric_targets"]["syler"]["trust"] for row in grpo] == [3.0]  # the median of both
