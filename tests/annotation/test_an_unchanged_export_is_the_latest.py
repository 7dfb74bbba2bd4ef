"""Exporting again with nothing annotated since answers with the latest snapshot (200, `unchanged`: true) and writes
no copy; an annotation since makes a new one (201)."""

from __future__ import annotations

from annotation_support import add_output

from annotation.export import export_snapshot
from annotation.service import submit_correction
from backend.store.models import Task


def _correct(api, headers: dict, output_id: int, answer: str) -> None:
    response = api.post("/api/annotation/corrections", headers=headers,
                        json={"output_id": output_id, "answer": answer, "articles": []})
    assert response.status_code == 201, response.text


def test_a_repeated_export_answers_with_the_latest_snapshot_until_something_changes(api, engine, people, services):
    h = people.headers
    dismissal = add_output(engine, "公司违法辞退我，工作三年，月薪八千，能赔多少？", "24000元", task=Task.compensation)
    _correct(api, h["alice"], dismissal, "违法解除应支付赔偿金：8000×3×2=48000元")
    first = api.post("/api/exports", headers=h["olga"])
    assert first.status_code == 201 and first.json()["unchanged"] is False

    again = api.post("/api/exports", headers=h["olga"])
    assert again.status_code == 200
    body = again.json()
    assert body["unchanged"] is True and body["snapshot_id"] == first.json()["snapshot_id"]
    assert body["content_sha256"] == first.json()["content_sha256"] and body["counts"] == first.json()["counts"]
    assert body["note"] == (f"nothing changed since snapshot {body['snapshot_id']}: it stays the latest and no new "
                            "one was written")
    listed = api.get("/api/exports", headers=h["olga"]).json()["snapshots"]
    assert [s["id"] for s in listed] == [body["snapshot_id"]]

    theft = add_output(engine, "偷了邻居的电动车，价值四千元，会怎么判？", "有期徒刑一年", task=Task.sentencing)
    _correct(api, h["bob"], theft, "判处拘役四个月")
    changed = api.post("/api/exports", headers=h["olga"])
    assert changed.status_code == 201 and changed.json()["unchanged"] is False
    assert changed.json()["snapshot_id"] != body["snapshot_id"] and changed.json()["counts"]["sft"] == 2
    assert len(api.get("/api/exports", headers=h["olga"]).json()["snapshots"]) == 2


def test_a_latest_snapshot_whose_files_are_gone_is_not_answered_with(engine, people, services):
    data_dir = services.settings.data_dir
    dismissal = add_output(engine, "试用期被辞退有没有补偿？", "没有", task=Task.compensation)
    submit_correction(engine, people.ids["alice"], dismissal, "经济补偿4000元", [], lambda law, n, sub: (law, True))
    first = export_snapshot(engine, data_dir)
    (data_dir / "exports" / first["snapshot_id"] / "manifest.json").unlink()
    second = export_snapshot(engine, data_dir)
    assert second["unchanged"] is False and second["snapshot_id"] != first["snapshot_id"]
    assert second["content_sha256"] == first["content_sha256"]
