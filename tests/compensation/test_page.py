"""The Compensation page in a real server: extract -> edit the parameters -> calculate, all over HTTP."""

from __future__ import annotations

import json

from gradio_client import Client

QUESTION = "2019年6月，张三驾驶小型轿车撞伤行人李四，交警认定张三负全部责任。李四医疗费32000元，误工费8000元。交强险应赔偿多少？"


def test_two_step_calculation(store_live_server: str) -> None:
    client = Client(store_live_server + "/ui/", verbose=False)
    status, scenario, params = client.predict(QUESTION, api_name="/compensate_extract")
    assert status.startswith("✔") and scenario == "traffic"
    extracted = json.loads(params)
    assert extracted["losses"] == {"医疗费": 32000, "误工费": 8000}

    status, summary, steps = client.predict(QUESTION, scenario, params, api_name="/compensate")
    assert status.startswith("✔")
    assert "18,000.00 元" in summary  # medical capped at 10000 (before 2020-09-19) + lost wages 8000
    assert "交强险医疗费用赔偿限额" in steps and "机动车交通事故责任强制保险" in steps

    edited = json.dumps({**extracted, "accident_date": "2021-06-01"}, ensure_ascii=False)
    _, summary, _ = client.predict(QUESTION, scenario, edited, api_name="/compensate")
    assert "26,000.00 元" in summary  # from 2020-09-19 the medical limit is 18000


def test_missing_figure_and_bad_json(store_live_server: str) -> None:
    client = Client(store_live_server + "/ui/", verbose=False)
    _, summary, _ = client.predict("我被公司裁员了，工作了4年，经济补偿多少？", "economic", "{}", api_name="/compensate")
    assert "Missing figures" in summary and "工资" in summary
    status, _, _ = client.predict(QUESTION, "traffic", "{oops", api_name="/compensate")
    assert status.startswith("⚠ The parameters are not valid JSON")
