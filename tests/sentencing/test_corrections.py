"""A user's corrections of the factors: checked values, clear refusals (422 over the API), and what a set factor clears."""

from __future__ import annotations

import math
from gradio_client import Client

import pytest
from fastapi.testclient import TestClient

from backend.sentencing.factors import apply_overrides, coerce_value, extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import check_overrides, predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 非法拘禁 with 殴打、侮辱: 刑法第二百三十八条第一款 -------------------------------------------------------

DETENTION = "被告人赵某因索要债务，将被害人钱某关押在仓库内两天"


# ---- a death set by the user ----------------------------------------------------------------------------


@pytest.mark.parametrize(("charge", "fact"), [("故意伤害", "被告人王某持木棍击打张某。"), ("非法拘禁", DETENTION + "。")])
def test_a_death_set_by_the_user_chooses_the_death_tier(charge: str, fact: str) -> None:
    # 刑法第二百三十四条第二款、第二百三十八条第二款: 致人死亡 -> 10 years or more; start 120–156, middle 138
    output = predict_sentence(fact, charge=charge, factor_overrides={"deaths": 1})
    assert output["months"] == 138 and "死亡人数1 ≥ 1" in steps_text(output)


K = default_knowledge()


THEFT = "广东省某市人民检察院指控：被告人李某在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。"


# ---- corrections are checked -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        ({"amount": 1e300}, "过大"),
        ({"自首": "yes"}, "布尔"),
        ({"count": 2.5}, "整数"),
        ({"count": True}, "数值"),
        ({"未成年": True, "老年人": True}, "矛盾"),  # under 18 and 75 or more at once (刑法第十七条、第十七条之一)
        ({"未成年": True, "累犯": True}, "矛盾"),  # a crime under 18 makes no 累犯 (刑法第六十五条第一款)
        ({"recommendation": [100, 400]}, "300"),  # 刑法第六十九条: no fixed term above 25 years
    ],
)
def test_bad_corrections_are_refused(overrides: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        check_overrides(overrides, K)


def test_good_corrections_pass() -> None:
    check_overrides({"amount": 5000, "自首": True, "count": 3, "累犯": False, "injury": "轻伤二级"}, K)
    check_overrides({"recommendation": [None, 12], "未成年": True, "老年人": False}, K)


def test_api_refuses_bad_corrections_with_a_short_message(store_api: TestClient) -> None:
    for overrides in ({"amount": 1e300}, {"自首": "yes"}, {"count": 2.5}, {"未成年": True, "老年人": True}):
        response = store_api.post("/api/sentence", json={"fact": THEFT, "factors": overrides})
        assert response.status_code == 422, (overrides, response.text)
        assert len(response.text) < 400
    long_fact = store_api.post("/api/sentence", json={"fact": "盗" * 100_001})
    assert long_fact.status_code == 422 and len(long_fact.text) < 1000  # the reason, not the input echoed back


def test_the_harm_given_by_the_user_gives_the_term() -> None:
    # 轻伤二级 is the basic tier (第二百三十四条第一款: 三年以下), starting point 1–24 months (指导意见四（七）1)
    output = predict_sentence("被告人张某因琐事殴打李某。", charge="故意伤害", factor_overrides={"injury": "轻伤二级"})
    assert 1 <= output["months"] <= 24 and not output["missing"]


def test_the_user_may_set_cruel_maiming() -> None:
    output = predict_sentence(
        "被告人张某持刀砍伤被害人李某，致其重伤一级。", factor_overrides={"特别残忍致严重残疾": True}
    )
    assert output["months"] >= 120


# ---- the page: a number JSON cannot carry is a plain message, not a crash (app.client refuses it) -------------------


def test_the_page_answers_a_non_finite_value_with_a_warning(store_live_server: str) -> None:
    client = Client(store_live_server + "/ui/", verbose=False)
    fact = "被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。"
    status, *_ = client.predict(fact, "盗窃", "", api_name="/sentence")
    assert status.startswith("✔")
    headers = ["使用 Use", "因素 Factor", "名称 Label", "值 Value", "证据 Evidence"]
    for written in ("1e400", "NaN"):
        rows = [[True, "amount", "涉案金额（元）", written, ""]]
        status, *_ = client.predict(fact, "盗窃", "", {"headers": headers, "data": rows}, api_name="/sentence_recompute")
        assert status.startswith("⚠") and "有限" in status


# ---- non-finite overrides -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "nan", math.nan, math.inf, 1e309, [1, math.inf]])
def test_non_finite_override_is_refused(value) -> None:
    name = "recommendation" if isinstance(value, list) else "amount"
    with pytest.raises(ValueError, match="有限"):
        apply_overrides({}, {name: value}, K)


def test_api_refuses_non_finite_factor(store_api) -> None:
    fact = "被告人张某盗窃手机一部，价值5000元。"
    for value in ("NaN", "Infinity"):
        response = store_api.post("/api/sentence", json={"fact": fact, "factors": {"amount": value}})
        assert response.status_code == 422, response.text
    raw = '{"fact": "%s", "factors": {"amount": NaN}}' % fact
    response = store_api.post("/api/sentence", content=raw.encode(), headers={"Content-Type": "application/json"})
    assert response.status_code == 422


# ---- a correction clears the circumstance it contradicts ----------------------------------------------------------


def test_setting_old_age_clears_a_read_minor() -> None:
    # 刑法第十七条、第十七条之一: under 18 and 75 or over cannot both hold; the user's word wins over the reading
    fact = "被告人张某（犯罪时未满十八周岁）在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。"
    read = extract_factors(fact, K)
    assert "未成年" in read
    corrected = apply_overrides(read, {"老年人": True}, K)
    assert "老年人" in corrected and "未成年" not in corrected and "未满十六周岁" not in corrected


def test_setting_minor_clears_a_read_recidivism() -> None:
    # 刑法第六十五条第一款: 不满十八周岁的人犯罪 is no 累犯
    fact = "被告人张某曾因盗窃罪于2020年1月被判处有期徒刑一年，2021年1月刑满释放，系累犯。2022年3月又盗窃他人电动车一辆，价值5000元。"
    read = extract_factors(fact, K)
    assert "累犯" in read
    corrected = apply_overrides(read, {"未成年": True}, K)
    assert "未成年" in corrected and "累犯" not in corrected
    output = predict_sentence(fact, charge="盗窃", factor_overrides={"未成年": True})
    assert not any(f["name"] == "累犯" for f in output["factors"])


# ---- 5 and 6. one strict check of a correction ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        ({"count": 10**400}, "过大"),  # a JSON integer too large for a float: no OverflowError
        ({"amount": 10**400}, "过大"),
        ({"recommendation": [1, 10**400]}, "过大"),
        ({"自首": "是"}, "布尔"),
        ({"自首": 1}, "布尔"),
        ({"amount": "很多"}, "有限的数值（如 3000"),  # a figure typed as text is read ('3000'); one that is none is not
        ({"amount": [3000]}, "JSON 数字"),
    ],
)
def test_a_bad_correction_is_a_value_error(overrides: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        check_overrides(overrides, K)
    with pytest.raises(ValueError, match=words):
        apply_overrides({}, overrides, K)
    with pytest.raises(ValueError, match=words):
        predict_sentence("被告人张某盗窃手机一部，价值5000元。", factor_overrides=overrides)


def test_coerce_value_takes_json_values() -> None:
    assert coerce_value(K.factors["自首"], True) is True
    assert coerce_value(K.factors["count"], 3) == 3.0
    assert coerce_value(K.factors["recommendation"], [None, 12]) == (None, 12.0)


def test_api_answers_a_huge_number_with_422(store_api) -> None:
    fact = "被告人张某盗窃手机一部，价值5000元。"
    response = store_api.post("/api/sentence", json={"fact": fact, "factors": {"count": 10**400}})
    assert response.status_code == 422, response.text


# ---- a band the user sets is not dropped -------------------------------------------------------------------


def test_the_users_age_band_replaces_the_extracted_one():
    # 量刑指导意见三（一）: 12–16 and 16–18 are separate bands; the user's correction to 16–18 must take effect
    knowledge = default_knowledge()
    fact = "被告人张某，2005年3月1日出生。2020年5月1日，张某在某商场盗窃手机一部，价值5000元。"
    extracted = extract_factors(fact, knowledge)
    assert "未满十六周岁" in extracted
    corrected = apply_overrides(extracted, {"未成年": True}, knowledge)
    assert corrected["未成年"].origin == "user"
    assert "未满十六周岁" not in corrected
    # both bands set by the user: the narrower one, as for extracted bands
    both = apply_overrides(extracted, {"未成年": True, "未满十六周岁": True}, knowledge)
    assert "未满十六周岁" in both and "未成年" not in both


# ---- a correction scoped to one charge of several ("诈骗:amount") ----------------------------------------------------

# 入户盗窃 of 3000 and a fraud of 5万: each charge is measured by its own amount (刑法第六十九条)
TWO_CHARGES = (
    "被告人张某于2021年3月在某小区入户盗窃他人现金3000元。"
    "2021年5月，张某又虚构投资项目，骗取被害人王某人民币5万元。"
)


def rows_by_charge(output: dict) -> dict[tuple[str, str | None], object]:
    return {(item["name"], item.get("charge")): item["value"] for item in output["factors"]}


def test_a_correction_scoped_to_one_charge_leaves_the_other_charges_alone() -> None:
    read = predict_sentence(TWO_CHARGES, charge="盗窃;诈骗")
    assert rows_by_charge(read)[("amount", "盗窃")] == 3000 and rows_by_charge(read)[("amount", "诈骗")] == 50000
    for key in ("诈骗:amount", "诈骗罪:amount"):  # the charge as the case names it, or with 罪
        corrected = predict_sentence(TWO_CHARGES, charge="盗窃;诈骗", factor_overrides={key: 100000})
        assert rows_by_charge(corrected)[("amount", "盗窃")] == 3000
        assert rows_by_charge(corrected)[("amount", "诈骗")] == 100000
        assert "「盗窃」按其所涉事实计算（涉案金额（元）3000" in steps_text(corrected)
        assert corrected["months"] > read["months"]


def test_a_plain_correction_applies_to_every_charge() -> None:
    corrected = predict_sentence(TWO_CHARGES, charge="盗窃;诈骗", factor_overrides={"amount": 8000})
    assert rows_by_charge(corrected)[("amount", "盗窃")] == 8000 and rows_by_charge(corrected)[("amount", "诈骗")] == 8000


def test_a_scoped_correction_of_the_only_charge_is_the_cases() -> None:
    output = predict_sentence(THEFT, charge="盗窃", factor_overrides={"盗窃:amount": 70000})
    assert [(item["name"], item["value"]) for item in output["factors"]] == [("amount", 70000)]
    assert output["months"] >= 36  # 数额巨大


def test_a_scoped_correction_may_remove_one_charges_circumstance() -> None:
    output = predict_sentence(TWO_CHARGES, charge="盗窃;诈骗", factor_overrides={"盗窃:入户": None})
    assert ("入户", "盗窃") not in rows_by_charge(output)


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        ({"抢劫:amount": 1000}, "「抢劫」不是本案的罪名：本案罪名为「盗窃」、「诈骗」"),
        ({"不存在罪:amount": 1000}, "本案罪名为「盗窃」、「诈骗」"),
        ({"诈骗:自首": True}, "不能限定罪名"),  # the defendant's conduct is the whole case's
        ({"诈骗:recommendation": [12, 24]}, "不能限定罪名"),  # so is the prosecutor's recommendation
        ({":amount": 1000}, "罪名:因素名"),
        ({"诈骗:金额": 1000}, "罪名:因素名"),
        ({"诈骗:amount": "很多"}, "有限的数值（如 3000"),  # the value is checked as a plain one is
    ],
)
def test_a_bad_scoped_correction_is_refused(overrides: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        predict_sentence(TWO_CHARGES, charge="盗窃;诈骗", factor_overrides=overrides)


def test_the_api_and_the_batch_command_take_the_same_scoped_corrections(store_api: TestClient) -> None:
    from backend.jsonl import RecordError
    from backend.sentencing.batch import make_handler

    body = {"fact": TWO_CHARGES, "charge": "盗窃;诈骗", "factors": {"诈骗:amount": 100000}}
    answered = store_api.post("/api/sentence", json=body)
    assert answered.status_code == 200, answered.text
    line = make_handler(None)({"id": "1", **body})
    assert line["months"] == answered.json()["months"]
    assert rows_by_charge(line) == rows_by_charge(answered.json())

    refused = store_api.post("/api/sentence", json={**body, "factors": {"抢劫:amount": 1}})
    assert refused.status_code == 422 and "本案罪名为「盗窃」、「诈骗」" in refused.text
    with pytest.raises(RecordError, match="本案罪名为"):
        make_handler(None)({"id": "2", **body, "factors": {"抢劫:amount": 1}})


def test_the_page_sends_only_what_the_user_changed_per_charge() -> None:
    from app.pages.sentencing import corrections, factor_rows

    read = predict_sentence(TWO_CHARGES, charge="盗窃;诈骗")
    rows = factor_rows(read, {})
    assert [row[1] for row in rows][:3] == ["盗窃:amount", "盗窃:入户", "诈骗:amount"]
    assert corrections(rows, read) == {}  # an untouched table corrects nothing
    edited = [[*row[:3], "10万" if row[1] == "诈骗:amount" else row[3], row[4]] for row in rows]
    assert corrections(edited, read) == {"诈骗:amount": "10万"}  # sent as typed: the API reads it
    unticked = [[row[1] != "盗窃:入户", *row[1:]] for row in rows]
    assert corrections(unticked, read) == {"盗窃:入户": None}
    added = [*rows, [True, "count", "次数", "3", ""]]  # a row without a charge is every charge's
    assert corrections(added, read) == {"count": 3}


def test_the_page_recomputes_one_charges_amount_alone(store_live_server: str) -> None:
    client = Client(store_live_server + "/ui/", verbose=False)
    status, factors, first, *_ = client.predict(TWO_CHARGES, "盗窃;诈骗", "", api_name="/sentence")
    assert status.startswith("✔")
    headers, rows = factors["headers"], factors["data"]
    status, _, untouched, *_ = client.predict(
        TWO_CHARGES, "盗窃;诈骗", "", {"headers": headers, "data": rows}, api_name="/sentence_recompute"
    )
    assert status.endswith("无 none") and untouched == first
    edited = [[*row[:3], "100000" if row[1] == "诈骗:amount" else row[3], row[4]] for row in rows]
    status, table, _, steps, _ = client.predict(
        TWO_CHARGES, "盗窃;诈骗", "", {"headers": headers, "data": edited}, api_name="/sentence_recompute"
    )
    assert status.startswith("✔") and "诈骗：涉案金额（元）" in status and "盗窃：涉案金额（元）" not in status
    assert "「盗窃」按其所涉事实计算（涉案金额（元）3000" in steps
    # (the page shows a whole number as people write it: app/pages/sentencing.py _number_text)
    assert [row[3] for row in table["data"] if row[1] == "诈骗:amount"] == ["100000"]
