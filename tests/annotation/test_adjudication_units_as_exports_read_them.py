"""An adjudication is stored under the unit the exports and the disputes list look it up by: `output:07` is
`output:7`, and a pair written B-first is refused (its value's sign is relative to A and B), never stored where
nothing reads it."""

from __future__ import annotations

import json

from annotation_support import add_output

LENIENT = {"correctness": 5, "logic": 5, "explainability": 5, "trust": 5}
STRICT = {"correctness": 1, "logic": 1, "explainability": 1, "trust": 1}


def _post(api, headers, path, body):
    return api.post(path, headers=headers, json=body)


def test_a_zero_padded_output_unit_is_the_output_the_export_reads(api, engine, people, services):
    h = people.headers
    refund = add_output(engine, "网购商品七天无理由退货被拒怎么办？", answer="可以向平台投诉。")
    for who, values in (("alice", LENIENT), ("bob", STRICT)):
        assert _post(api, h[who], "/api/annotation/ratings",
                     {"output_id": refund, "rubric": "syler", "values": values}).status_code == 201
    decided = _post(api, h["olga"], "/api/annotation/adjudications",
                    {"rubric": "syler", "unit": f"output:0{refund}", "item": "trust", "value": 4})
    assert decided.status_code == 201 and decided.json()["unit"] == f"output:{refund}"

    listed = api.get("/api/annotation/disputes", params={"rubric": "syler", "include_adjudicated": True},
                     headers=h["olga"]).json()["disputes"]
    assert {d["item"]: d["adjudicated"] for d in listed}["trust"] == 4.0
    manifest = _post(api, h["olga"], "/api/exports", None).json()
    grpo = services.settings.data_dir / "exports" / manifest["snapshot_id"] / "grpo.jsonl"
    row = next(json.loads(line) for line in grpo.read_text(encoding="utf-8").splitlines())
    # the raters' median of 5 and 1 is 3 for every item; the operator's 4 decides trust
    assert row["rubric_targets"]["syler"] == {"correctness": 3.0, "logic": 3.0, "explainability": 3.0, "trust": 4.0}


def test_a_pair_written_b_first_is_refused_and_the_earlier_decision_stays(api, engine, people):
    h = people.headers
    short = add_output(engine, "邻居装修噪音扰民怎么办？", answer="报警。")
    full = add_output(engine, "邻居装修噪音扰民怎么办？", answer="先协商，再找物业，最后可以起诉。")
    assert _post(api, h["alice"], "/api/annotation/preferences",
                 {"output_a_id": short, "output_b_id": full, "choice": "b"}).status_code == 201
    assert _post(api, h["bob"], "/api/annotation/preferences",
                 {"output_a_id": short, "output_b_id": full, "choice": "a"}).status_code == 201
    kept = _post(api, h["olga"], "/api/annotation/adjudications",
                 {"rubric": "pairwise", "unit": f"pair:{short}-{full}", "item": "preference", "value": 1})
    assert kept.status_code == 201

    reversed_pair = _post(api, h["olga"], "/api/annotation/adjudications",
                          {"rubric": "pairwise", "unit": f"pair:{full}-{short}", "item": "preference", "value": -1})
    assert reversed_pair.status_code == 422
    assert reversed_pair.json()["detail"].startswith(f"write the pair as pair:{short}-{full} (A is output {short}")
    listed = api.get("/api/annotation/disputes", params={"rubric": "pairwise", "include_adjudicated": True},
                     headers=h["olga"]).json()["disputes"]
    assert [(d["unit"], d["adjudicated"]) for d in listed] == [(f"pair:{short}-{full}", 1.0)]


def test_a_misspelt_rubric_for_disputes_or_adjudication_names_correction_among_the_choices(api, engine, people):
    olga = people.headers["olga"]
    listed = api.get("/api/annotation/disputes", params={"rubric": "corection"}, headers=olga)
    decided = _post(api, olga, "/api/annotation/adjudications",
                    {"rubric": "corection", "unit": "output:1", "item": "answer", "value": 1})
    for refused in (listed, decided):
        assert refused.status_code == 422
        assert refused.json()["detail"] == ("unknown rubric 'corection'; choose one of syler, lexpam, msr2_factors, "
                                            "legit, pairwise or correction (corrections that disagree)")
