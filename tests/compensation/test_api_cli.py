"""The compensation API (two steps, stored outputs, 422 on bad input) and `lexloop compensate`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlmodel import Session

from backend.cli import main
from backend.services import Services
from backend.store.models import OutputRecord

QUESTION = "李某2019年7月10日进入A公司工作，2020年3月9日公司违法解除与李某的劳动合同。李某月平均工资6500元。李某可以主张多少赔偿金？"


def test_extract_then_calculate_with_corrections(store_api: TestClient) -> None:
    extracted = store_api.post("/api/compensate/extract", json={"question": QUESTION})
    assert extracted.status_code == 200, extracted.text
    body = extracted.json()
    assert body["scenario"] == "economic"
    assert body["params"]["monthly_wage"] == 6500

    edited = {**body["params"], "monthly_wage": 7000, "scenario": body["scenario"]}
    calculated = store_api.post("/api/compensate", json={"question": QUESTION, "params": edited})
    assert calculated.status_code == 200, calculated.text
    result = calculated.json()
    assert result["amount"] == 14000  # 8 months -> 1 month (第47条) x 7000 x 2 (第87条)
    assert {"scenario", "amount", "params", "steps", "elements", "missing", "latency_ms", "output_id"} <= set(result)


def test_calculation_is_stored(store_api: TestClient, store_services: Services) -> None:
    result = store_api.post("/api/compensate", json={"question": QUESTION}).json()
    with Session(store_services.engine) as session:
        record = session.get(OutputRecord, result["output_id"])
    assert record is not None and record.task == "compensation"
    assert record.input["question"] == QUESTION
    assert record.parsed["amount"] == 13000
    assert record.raw_text.endswith("\\boxed{13000}")


def test_missing_figures_are_listed(store_api: TestClient) -> None:
    result = store_api.post("/api/compensate", json={"question": "公司违法解除了我的劳动合同，请问能获得多少赔偿金？"}).json()
    assert result["amount"] is None and result["missing"]


def test_a_chinese_question_with_english_work_words_is_calculated(store_api: TestClient) -> None:
    # 'fire', 'compensation' read as 辞退, 补偿: 3 years × 10000 (第四十七条), not a 422
    response = store_api.post("/api/compensate", json={"question": "我被公司fire了，干了3年，月薪1万，compensation怎么算？"})
    assert response.status_code == 200
    assert (response.json()["scenario"], response.json()["amount"]) == ("economic", 30000)


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ({"question": "  "}, "不能为空"),
        ({"question": "今天天气怎么样？"}, "无法判断"),
        ({"question": QUESTION, "params": {"monthly_wage": -1}}, "非负"),
        ({"question": QUESTION, "params": "wage"}, "应为对象"),
        # still in the job, yet an unlawful ending on a day told: the two cannot both hold
        ({"question": QUESTION, "params": {"contract_ended": False}}, "contract_ended"),
    ],
)
def test_bad_requests_get_422_with_a_reason(store_api: TestClient, body: dict, fragment: str) -> None:
    response = store_api.post("/api/compensate", json=body)
    assert response.status_code == 422
    assert fragment in json.dumps(response.json(), ensure_ascii=False)


def test_cli_contract(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [
        json.dumps({"id": "q1", "question": QUESTION}, ensure_ascii=False),
        "{not json",
        json.dumps({"id": "q2", "question": "我被裁员了，工作了4年，经济补偿多少？", "params": {"monthly_wage": 5000}}, ensure_ascii=False),
        json.dumps({"id": "q3", "question": "今天天气怎么样？"}, ensure_ascii=False),
        json.dumps({"id": "q4", "question": "文书:经审理查明，被告人甲骗取乙人民币1.2万元，骗取丙人民币三千元。"}, ensure_ascii=False),
        json.dumps({"id": "q5", "question": QUESTION, "params": "wage"}, ensure_ascii=False),
    ]
    (tmp_path / "q.jsonl").write_text("\n".join(rows), encoding="utf-8")
    code = main(["compensate", "--input", str(tmp_path / "q.jsonl"), "--output", str(tmp_path / "a.jsonl")])
    assert code == 1
    err = capsys.readouterr().err
    assert "q.jsonl:2: 不是有效的 JSON" in err and "q.jsonl:4: 无法判断" in err
    assert "q.jsonl:6: params: 应为对象（名称: 值）" in err  # as POST /api/compensate words it
    out = [json.loads(line) for line in (tmp_path / "a.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [row["id"] for row in out] == ["q1", "q2", "q4"]
    assert [row["amount"] for row in out] == [13000, 20000, 15000]
    assert out[2]["scenario"] == "criminal_amount"
    for row in out:
        assert {"id", "scenario", "amount", "params", "steps", "elements", "missing", "latency_ms"} <= set(row)
        assert all(set(step) == {"description", "amount", "source"} for step in row["steps"])
