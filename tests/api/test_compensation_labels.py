"""POST /api/compensate/extract labels each parameter in Chinese and says which to show first, beside the fields it
always returned."""

from backend.compensation.param_labels import field_labels
from backend.compensation.params import TrafficParams

ECONOMIC = "张某2016年3月1日入职，2021年8月31日公司提出协商一致解除劳动合同，张某解除前12个月平均工资9000元。公司应支付多少经济补偿？"


def test_extract_labels_every_parameter_of_its_scenario_and_keeps_its_fields(store_api):
    data = store_api.post("/api/compensate/extract", json={"question": ECONOMIC}).json()
    assert data["scenario"] == "economic" and data["params"]["monthly_wage"] == 9000 and "notes" in data
    assert list(data["labels"]) == list(data["params"])  # one label per parameter, in the same order
    assert data["labels"]["monthly_wage"] == "月平均工资（解除或终止前12个月，元）"
    assert data["labels"]["start_date"] == "入职日期"
    # shown first: what the calculation rests on, and what the question gave
    assert data["needed"] == ["monthly_wage", "start_date", "end_date", "service_months", "termination_reason"]
    assert {"monthly_wage", "start_date", "end_date", "termination_reason"} <= set(data["given"])
    assert "service_months" not in data["given"] and "yearly_pay" not in data["given"]
    assert data["item_labels"] == {}  # no economic parameter holds items


def test_extract_labels_the_items_of_a_traffic_question_and_follows_a_scenario_chosen_by_hand(store_api):
    traffic = store_api.post("/api/compensate/extract", json={"question": "我被车撞了，对方全责，医药费2万"}).json()
    assert traffic["scenario"] == "traffic" and traffic["labels"] == field_labels(TrafficParams)
    assert traffic["item_labels"]["rated_items"]["rate"] == "收入或护理标准（元）"
    assert {"losses", "liability"} <= set(traffic["given"])
    chosen = store_api.post("/api/compensate/extract",
                            json={"question": ECONOMIC, "params": {"scenario": "work_injury"}})
    assert chosen.status_code == 200 and chosen.json()["labels"]["grade"] == "伤残等级（1–10 级）"
    assert "monthly_wage" not in chosen.json()["labels"]


def test_extract_names_the_codes_of_its_coded_parameters_and_reads_a_name_as_the_code(store_api):
    data = store_api.post("/api/compensate/extract", json={"question": ECONOMIC}).json()
    assert data["params"]["termination_reason"] == "mutual_by_employer"  # programs still get the code
    assert data["codes"]["termination_reason"]["mutual_by_employer"] == "用人单位提出、协商一致解除"
    assert data["codes"]["targets"]["economic_compensation"] == "经济补偿"
    assert set(data["codes"]) == {"termination_reason", "supposed_ending", "targets"}
    named = store_api.post("/api/compensate/extract", json={"question": ECONOMIC, "params": {
        "termination_reason": "用人单位违法解除或终止", "targets": ["违法解除（终止）劳动合同赔偿金"]}}).json()
    assert (named["params"]["termination_reason"], named["params"]["targets"]) == ("illegal", ["damages"])


def test_compensate_takes_a_name_as_its_code_and_refuses_an_unknown_name_with_the_names(store_api):
    by_code = store_api.post("/api/compensate", json={"question": ECONOMIC, "params": {
        "termination_reason": "illegal", "targets": ["damages"]}})
    by_name = store_api.post("/api/compensate", json={"question": ECONOMIC, "params": {
        "termination_reason": " 用人单位违法解除或终止 ", "targets": ["违法解除（终止）劳动合同赔偿金"]}})
    assert by_code.status_code == by_name.status_code == 200
    assert by_name.json()["amount"] == by_code.json()["amount"] == 108000  # 2N: 2 × 6 months × 9000
    assert by_name.json()["params"]["termination_reason"] == "illegal"
    for path in ("/api/compensate", "/api/compensate/extract"):
        refused = store_api.post(path, json={"question": ECONOMIC, "params": {"termination_reason": "公司把我开了"}})
        assert refused.status_code == 422, path
        said = refused.json()["detail"]
        assert "termination_reason「解除/终止原因」应填以下之一" in said and "用人单位违法解除或终止" in said
        assert "收到：'公司把我开了'" in said
    refused = store_api.post("/api/compensate", json={"question": ECONOMIC, "params": {"targets": ["经济补尝"]}})
    assert refused.status_code == 422 and "经济补偿；" in refused.json()["detail"]
