"""POST /api/compensate/extract labels each parameter in Chinese and says which to show first, beside the fields it
always returned."""

import pytest
from fastapi.testclient import TestClient

from backend.compensation.param_labels import field_labels
from backend.compensation.params import TrafficParams

ECONOMIC = "张某2016年3月1日入职，2021年8月31日公司提出协商一致解除劳动合同，张某解除前12个月平均工资9000元。公司应支付多少经济补偿？"


@pytest.fixture(scope="module")
def api(tmp_path_factory):
    """The API on an empty store, without a model: the compensation engine needs neither."""
    from backend.api.main import create_app
    from backend.config import Settings
    from backend.db import init_db, make_engine
    from backend.services import Services

    settings = Settings(data_dir=tmp_path_factory.mktemp("labels"), llm_backend="none")
    engine = make_engine(settings.resolved_database_url)
    init_db(engine)
    with TestClient(create_app(Services(settings, engine, None, None, "no model"), with_ui=False)) as client:
        yield client


def test_extract_labels_every_parameter_of_its_scenario_and_keeps_its_fields(api):
    data = api.post("/api/compensate/extract", json={"question": ECONOMIC}).json()
    assert data["scenario"] == "economic" and data["params"]["monthly_wage"] == 9000 and "notes" in data
    assert list(data["labels"]) == list(data["params"])  # one label per parameter, in the same order
    assert data["labels"]["monthly_wage"] == "月平均工资（解除或终止前12个月，元）"
    assert data["labels"]["start_date"] == "入职日期"
    # shown first: what the calculation rests on, and what the question gave
    assert data["needed"] == ["monthly_wage", "start_date", "end_date", "service_months", "termination_reason"]
    assert {"monthly_wage", "start_date", "end_date", "termination_reason"} <= set(data["given"])
    assert "service_months" not in data["given"] and "yearly_pay" not in data["given"]
    assert data["item_labels"] == {}  # no economic parameter holds items


def test_extract_labels_the_items_of_a_traffic_question_and_follows_a_scenario_chosen_by_hand(api):
    traffic = api.post("/api/compensate/extract", json={"question": "我被车撞了，对方全责，医药费2万"}).json()
    assert traffic["scenario"] == "traffic" and traffic["labels"] == field_labels(TrafficParams)
    assert traffic["item_labels"]["rated_items"]["rate"] == "收入或护理标准（元）"
    assert {"losses", "liability"} <= set(traffic["given"])
    chosen = api.post("/api/compensate/extract", json={"question": ECONOMIC, "params": {"scenario": "work_injury"}})
    assert chosen.status_code == 200 and chosen.json()["labels"]["grade"] == "伤残等级（1–10 级）"
    assert "monthly_wage" not in chosen.json()["labels"]
