"""Export: the three dataset kinds, their exact formats, snapshots, and loading them with `datasets`."""

from __future__ import annotations

import json

import pytest
from annotation_support import add_output
from sqlmodel import Session, select

from annotation.models import ExportSnapshot
from backend.cli import main
from backend.config import get_settings
from backend.store.models import Task

# a correction written in the ask task's answer format (大前提/小前提/结论), as the Annotate page starts one
CORRECTED_ASK = ("大前提：《劳动合同法》第八十七条，违法解除的，按第四十七条经济补偿标准的二倍支付赔偿金。\n"
                 "小前提：公司违法解除了劳动合同。\n结论：违法解除应按经济补偿标准的二倍支付赔偿金。")
GOOD = {"correctness": 5, "logic": 4, "explainability": 4, "trust": 5}  # overall (4+3+3+4)/16 = 0.875
POOR = {"correctness": 2, "logic": 2, "explainability": 3, "trust": 2}


@pytest.fixture
def annotated(api, engine, people):
    """A store with every kind of annotation; returns the output ids by role."""
    h = people.headers
    good = add_output(engine, "辞退补偿怎么算？", answer="每满一年支付一个月工资。")
    poor = add_output(engine, "辞退补偿怎么算？", answer="不用补偿。")
    corrected = add_output(engine, "违法解除怎么赔？", answer="赔一个月。")
    split = add_output(engine, "试用期能随便辞退吗？", answer="可以。")
    theft = add_output(engine, "盗窃三千元，自首，怎么判？", task=Task.sentencing, answer="拘役三个月")

    def post(path, who, body):
        response = api.post(path, headers=h[who], json=body)
        assert response.status_code == 201, response.text

    for who in ("alice", "bob"):
        post("/api/annotation/ratings", who, {"output_id": good, "rubric": "syler", "values": GOOD})
        post("/api/annotation/ratings", who, {"output_id": poor, "rubric": "syler", "values": POOR})
        post("/api/annotation/preferences", who, {"output_a_id": good, "output_b_id": poor, "choice": "a"})
    post("/api/annotation/ratings", "alice", {"output_id": split, "rubric": "syler", "values": GOOD})
    post("/api/annotation/ratings", "bob", {"output_id": split, "rubric": "syler", "values": POOR})
    post("/api/annotation/adjudications", "olga", {"rubric": "syler", "unit": f"output:{split}", "item": "correctness",
                                                   "value": 1})
    post("/api/annotation/corrections", "carol", {
        "output_id": corrected, "answer": CORRECTED_ASK,
        "articles": [{"law": "劳动合同法", "article": 87}, {"law": "劳动合同法", "article": 47}]})
    post("/api/annotation/ratings", "alice", {"output_id": theft, "rubric": "msr2_factors",
                                              "values": {"band": "7-8"}})
    tree = [{"id": "1", "title": "盗窃数额是否较大", "conclusion": "数额较大"}]
    assert api.put(f"/api/annotation/issue-trees/{theft}", headers=h["alice"],
                   json={"issues": tree, "base_version": 0}).status_code == 200
    return {"good": good, "poor": poor, "corrected": corrected, "split": split, "theft": theft}


def _read(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_export_formats(api, people, annotated, services, tmp_path):
    response = api.post("/api/exports", headers=people.headers["olga"])
    assert response.status_code == 201
    manifest = response.json()
    folder = services.settings.data_dir / "exports" / manifest["snapshot_id"]
    assert json.loads((folder / "manifest.json").read_text(encoding="utf-8"))["counts"] == manifest["counts"]

    sft = _read(folder / "sft.jsonl")
    # accepted: `good` (0.875) and `theft` (MSR² 8/10); corrected: `corrected`. `poor` and `split` are not:
    # split's raters disagreed and the operator's correctness 1 pulls it under 0.75.
    assert sorted(row["output_id"] for row in sft) == sorted([annotated["good"], annotated["corrected"],
                                                              annotated["theft"]])
    for row in sft:
        assert set(row) == {"messages", "task", "output_id"}
        assert [m["role"] for m in row["messages"]][-1] == "assistant"
        assert all(set(m) == {"role", "content"} for m in row["messages"])
    by_id = {row["output_id"]: row for row in sft}
    assert by_id[annotated["corrected"]]["messages"][-1]["content"] == CORRECTED_ASK
    assert manifest["withheld"]["off_format_corrections"] == {}
    assert by_id[annotated["good"]]["messages"][0]["role"] == "system"  # the ask prompt, rebuilt as served

    preference = _read(folder / "preference.jsonl")
    for row in preference:
        assert set(row) == {"prompt", "chosen", "rejected", "task", "output_ids"}
    explicit = [row for row in preference if len(row["output_ids"]) == 2]
    assert [row["output_ids"] for row in explicit] == [[annotated["good"], annotated["poor"]]]
    assert "每满一年" in explicit[0]["chosen"] and "不用补偿" in explicit[0]["rejected"]
    from_correction = [row for row in preference if row["output_ids"] == [annotated["corrected"]]]
    assert from_correction[0]["chosen"] == CORRECTED_ASK and "赔一个月" in from_correction[0]["rejected"]

    grpo = {row["output_id"]: row for row in _read(folder / "grpo.jsonl")}
    for row in grpo.values():
        assert set(row) == {"prompt", "task", "reference", "reference_articles", "rubric_targets", "output_id"}
    # good and poor answer the same question: one prompt, represented by the accepted answer
    assert annotated["good"] in grpo and annotated["poor"] not in grpo
    assert grpo[annotated["corrected"]]["reference_articles"] == [
        {"law": "中华人民共和国劳动合同法", "article": 87}, {"law": "中华人民共和国劳动合同法", "article": 47}]
    assert grpo[annotated["corrected"]]["task"] == "ask"  # a row with articles keeps its task
    assert grpo[annotated["split"]]["reference"] is None
    assert grpo[annotated["split"]]["rubric_targets"]["syler"]["correctness"] == 1.0  # the adjudicated value
    theft = grpo[annotated["theft"]]
    assert theft["task"] == "sentencing" and theft["rubric_targets"]["msr2_factors"] == {"score": 8.0}
    assert theft["rubric_targets"]["legit"]["issue_tree"][0]["title"] == "盗窃数额是否较大"
    assert manifest["counts"] == {"sft": len(sft), "preference": len(preference), "grpo": len(grpo)}

    listed = api.get("/api/exports", headers=people.headers["olga"]).json()["snapshots"]
    assert [s["id"] for s in listed] == [manifest["snapshot_id"]]
    # stored relative to the data dir, shown where the files are on this host
    assert listed[0]["path"] == str(services.settings.data_dir / "exports" / manifest["snapshot_id"])
    download = api.get(f"/api/exports/{manifest['snapshot_id']}/sft", headers=people.headers["olga"])
    assert download.status_code == 200 and len(download.text.splitlines()) == len(sft)
    assert api.get(f"/api/exports/{manifest['snapshot_id']}/other", headers=people.headers["olga"]).status_code == 422


def test_cli_export_snapshots_load_with_datasets(annotated, services, monkeypatch, capsys, tmp_path):
    from datasets import load_dataset

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(services.settings.data_dir))
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    get_settings.cache_clear()
    try:
        assert main(["export"]) == 0
        first = json.loads(capsys.readouterr().out)
        assert main(["export"]) == 0
        second = json.loads(capsys.readouterr().out)
    finally:
        get_settings.cache_clear()
    # nothing changed in between: the second export answers with the first snapshot, and writes none
    assert first["unchanged"] is False and second["unchanged"] is True
    assert second["snapshot_id"] == first["snapshot_id"] and second["content_sha256"] == first["content_sha256"]
    assert second["note"].startswith(f"nothing changed since snapshot {first['snapshot_id']}")
    with Session(services.engine) as session:
        recorded = {s.id: s for s in session.exec(select(ExportSnapshot))}
    assert set(recorded) == {first["snapshot_id"]}
    assert recorded[first["snapshot_id"]].counts == first["counts"]

    folder = services.settings.data_dir / "exports" / first["snapshot_id"]
    for kind, count in first["counts"].items():
        assert count > 0
        dataset = load_dataset("json", data_files=str(folder / f"{kind}.jsonl"), split="train",
                               cache_dir=str(tmp_path / "hf-cache"))
        assert dataset.num_rows == count
    sft = load_dataset("json", data_files=str(folder / "sft.jsonl"), split="train", cache_dir=str(tmp_path / "hf"))
    assert sft.column_names == ["messages", "task", "output_id"]
    assert sft[0]["messages"][-1]["role"] == "assistant"
