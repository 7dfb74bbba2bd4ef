"""POST /api/sentence (stored outputs, corrections, 422 on bad input), `lexloop sentence` and `train-sentencing`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlmodel import Session

from backend.cli import main
from backend.services import Services
from backend.store.models import OutputRecord

FACT = "被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。"


def test_sentence_then_correct_a_factor(store_api: TestClient, store_services: Services) -> None:
    first = store_api.post("/api/sentence", json={"fact": FACT, "charge": "盗窃"})
    assert first.status_code == 200, first.text
    body = first.json()
    assert body["months"] == 10 and body["interval"] == 6
    assert {"months", "interval", "factors", "steps", "range_months", "retrieval", "latency_ms", "output_id"} <= set(body)

    corrected = store_api.post("/api/sentence", json={"fact": FACT, "charge": "盗窃", "factors": {"自首": True}}).json()
    assert corrected["months"] == 8
    assert any("自首" in step["description"] for step in corrected["steps"])

    with Session(store_services.engine) as session:
        record = session.get(OutputRecord, corrected["output_id"])
    assert record is not None and record.task == "sentencing"
    assert record.input["factors"] == {"自首": True}
    assert record.raw_text.endswith("<answer>8个月</answer>")


def test_factor_catalog(store_api: TestClient) -> None:
    catalog = store_api.get("/api/sentence/factors").json()
    names = {item["name"] for item in catalog}
    assert {"自首", "累犯", "amount", "injury"} <= names


@pytest.mark.parametrize(
    "body",
    [
        {"fact": "  "},
        {"fact": FACT, "charge": "不存在罪"},
        {"fact": FACT, "charge": "毒品"},
        {"fact": FACT, "province": "火星"},
        {"fact": FACT, "factors": {"amount": "很多"}},
        {"fact": FACT, "charge": "盗" * 5000},
        {"fact": FACT, "factors": {"amount": "x" * 5000}},
        {"fact": FACT, "factors": {"多少": ["x" * 5000]}},
    ],
)
def test_bad_requests_get_422(store_api: TestClient, body: dict) -> None:
    response = store_api.post("/api/sentence", json=body)
    assert response.status_code == 422
    assert response.json()["detail"] and len(response.text) < 1000  # the reason, not the input echoed back


def test_cli_sentence_reports_bad_lines(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    from backend.config import get_settings

    get_settings.cache_clear()
    source = tmp_path / "cases.jsonl"
    source.write_text(
        "\n".join(
            [
                json.dumps({"id": "a", "fact": FACT, "charge": "盗窃"}, ensure_ascii=False),
                "{broken",
                json.dumps({"id": "b", "fact": FACT, "province": "浙江"}, ensure_ascii=False),
                json.dumps({"id": "c", "fact": FACT, "charge": "不存在罪"}, ensure_ascii=False),
                # a correction, as POST /api/sentence's `factors`; it was silently ignored
                json.dumps({"id": "d", "fact": FACT, "charge": "盗窃", "factors": {"自首": True}}, ensure_ascii=False),
                json.dumps({"id": "e", "fact": FACT, "charge": "盗窃", "factors": ["自首"]}, ensure_ascii=False),
                json.dumps({"id": "f", "fact": FACT, "charge": "盗窃", "factors": {"自首": "是"}}, ensure_ascii=False),
                json.dumps({"id": "g", "fact": FACT, "province": 33}, ensure_ascii=False),
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    output = tmp_path / "out.jsonl"
    assert main(["sentence", "--input", str(source), "--output", str(output)]) == 1
    rows = [json.loads(line) for line in output.read_text(encoding="utf-8").splitlines()]
    assert [row["id"] for row in rows] == ["a", "b", "d"]
    assert set(rows[0]) == {
        "id", "months", "interval", "penalty", "charge", "factors", "steps", "missing", "not_applicable", "latency_ms"
    }
    assert rows[0]["charge"] == "盗窃" and rows[1]["charge"] == "盗窃"  # given; detected
    assert rows[2]["months"] < rows[0]["months"] and any(f["name"] == "自首" and f["value"] for f in rows[2]["factors"])
    assert rows[0]["missing"] == [] and rows[0]["not_applicable"] == []
    assert rows[0]["months"] == 10 and rows[1]["months"] == 9  # Zhejiang thresholds
    assert rows[0]["penalty"] == "有期徒刑10个月"
    errors = capsys.readouterr().err
    assert "cases.jsonl:2:" in errors and "cases.jsonl:4: 未收录的罪名" in errors
    assert "cases.jsonl:6: factors 应为" in errors and "cases.jsonl:7:" in errors
    assert "cases.jsonl:8: province: 应为文字" in errors  # as POST /api/sentence words it
    get_settings.cache_clear()


def test_cli_train_sentencing(tmp_path: Path, capsys) -> None:
    data = tmp_path / "train.jsonl"
    rows = [
        {"fact": f"被告人盗窃他人财物，共计价值人民币{amount}元。", "charge": "盗窃", "months": 6 + amount // 2000}
        for amount in range(2000, 42000, 1000)
    ]
    data.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    model = tmp_path / "model.joblib"
    assert main(["train-sentencing", "--data", str(data), "--output", str(model)]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["trained_on"] == 40 and model.is_file()
    assert main(["train-sentencing", "--data", str(tmp_path / "missing.jsonl")]) == 2
