"""A factor's figure may be sent as typed ('3,500', '5千', '1.2万元', '两万五', '三次'): the backend reads it as it
reads a typed amount (backend/compensation/money.py), with the factor's own measure word after it, through
POST /api/sentence and `lexloop sentence` alike; a string that is no figure is refused in Chinese with the forms to
use. Before, any string was refused with '应为有限的数值（JSON 数字）' and the pages read the figure themselves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from backend.cli import main
from backend.sentencing.factors import coerce_value
from backend.sentencing.knowledge import default_knowledge

FACT = "被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。"


def _spec(name: str):
    return default_knowledge().factors[name]


@pytest.mark.parametrize(("name", "typed", "number"), [
    ("amount", "3,500", 3500), ("amount", "5千", 5000), ("amount", "1.2万元", 12000), ("amount", "两万五", 25000),
    ("amount", "一万二", 12000), ("amount", "1万2", 12000), ("amount", "三千五百元", 3500), ("amount", "两千块", 2000),
    ("amount", "一亿二千万", 120_000_000), ("amount", " 3000 ", 3000), ("count", "三次", 3), ("deaths", "0", 0),
    ("deaths", "两人", 2), ("drug_grams", "零点五克", 0.5), ("guns", "2支", 2), ("protected_plants", "十株", 10),
    ("remainder", "6个月", 6),
])
def test_a_figure_typed_as_said_is_its_number(name: str, typed: str, number: float) -> None:
    assert coerce_value(_spec(name), typed) == number


@pytest.mark.parametrize(("name", "typed", "said"), [
    ("amount", "abc", "因素「涉案金额（元）」应为有限的数值（如 3000、3千、1.2万、三千），收到 'abc'"),
    ("amount", "五五", "因素「涉案金额（元）」应为有限的数值（如 3000、3千、1.2万、三千），收到 '五五'"),  # two digits, no unit
    ("amount", "3,6", "因素「涉案金额（元）」应为有限的数值（如 3000、3千、1.2万、三千），收到 '3,6'"),  # a comma groups thousands
    ("amount", "", "因素「涉案金额（元）」应为有限的数值（如 3000、3千、1.2万、三千），收到 ''"),
    ("amount", "3000次", "因素「涉案金额（元）」应为有限的数值（如 3000、3千、1.2万、三千），收到 '3000次'"),  # not its unit
    ("count", "1.5次", "因素「作案次数」应为整数，收到 1.5"),  # the checks of a JSON number still hold
    ("amount", "2万亿", "因素「涉案金额（元）」的数值过大：2e+12，上限 1e+12"),
])
def test_a_string_that_is_no_figure_is_refused_with_the_forms_to_use(name: str, typed: str, said: str) -> None:
    with pytest.raises(ValueError) as refused:
        coerce_value(_spec(name), typed)
    assert str(refused.value) == said


def test_a_recommended_range_may_have_its_ends_typed() -> None:
    assert coerce_value(_spec("recommendation"), ["六", "12个月"]) == (6, 12)


def test_the_api_reads_a_typed_amount_as_the_number(store_api: TestClient) -> None:
    as_number = store_api.post("/api/sentence", json={"fact": FACT, "charge": "盗窃", "factors": {"amount": 25000}})
    as_said = store_api.post("/api/sentence", json={"fact": FACT, "charge": "盗窃", "factors": {"amount": "两万五"}})
    assert as_said.status_code == 200 and as_said.json()["months"] == as_number.json()["months"]
    amount = next(item for item in as_said.json()["factors"] if item["name"] == "amount")
    assert amount["value"] == 25000
    refused = store_api.post("/api/sentence", json={"fact": FACT, "charge": "盗窃", "factors": {"amount": "很多"}})
    assert refused.status_code == 422
    assert "因素「涉案金额（元）」应为有限的数值（如 3000、3千、1.2万、三千），收到 '很多'" in json.dumps(
        refused.json()["detail"], ensure_ascii=False)


def test_the_cli_reads_a_typed_amount_as_the_number(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    from backend.config import get_settings

    get_settings.cache_clear()
    source = tmp_path / "cases.jsonl"
    lines = [{"id": "number", "fact": FACT, "charge": "盗窃", "factors": {"amount": 25000}},
             {"id": "said", "fact": FACT, "charge": "盗窃", "factors": {"amount": "2.5万元"}}]
    source.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    output = tmp_path / "out.jsonl"
    assert main(["sentence", "--input", str(source), "--output", str(output)]) == 0
    number, said = (json.loads(line) for line in output.read_text(encoding="utf-8").splitlines())
    assert said["months"] == number["months"] and number["months"] > 10  # 25000 yuan is above the 10000 of the fact
    get_settings.cache_clear()
