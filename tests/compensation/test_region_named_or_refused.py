"""The region: a figure missing for a region that was read or set names that region ('深圳（广东省）上年度职工月平均
工资'), a region the data does not know ('火星') is refused with the known ones named (API 422, a per-line error of
`lexloop compensate`), and the places of a question are read once per request. Expected values by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import backend.places
from backend.cli import main
from backend.compensation import compensate, compensate_params
from backend.compensation.reference import SHIPPED_DATA_DIR, _cached_reference

# 25000 a month may pass three times the local average (第四十七条第二款): the average is asked for
LAYOFF_IN_SHENZHEN = "我在深圳上班，月薪25000，2019年4月1日入职，2024年3月31日公司经济性裁员把我裁了，经济补偿能拿多少"


@pytest.mark.parametrize(
    ("question", "missing"),
    [
        (LAYOFF_IN_SHENZHEN, "深圳（广东省）上年度职工月平均工资（月工资较高"),
        (LAYOFF_IN_SHENZHEN.replace("我在深圳上班，", "我在广东省上班，"), "广东省上年度职工月平均工资（月工资较高"),
        ("我弟在宁波的厂里上班，2024年6月2日因工死亡，丧葬补助金多少", "宁波（浙江省）上年度职工月平均工资（丧葬补助金为其6个月）"),
        ("在重庆出的车祸，我妈被卡车撞死了，对方全责，丧葬费能赔多少", "重庆市上一年度职工月平均工资（丧葬费按其六个月总额计算"),
    ],
)
def test_a_missing_local_figure_names_the_region_read(question: str, missing: str) -> None:
    result = compensate(question)
    assert result["amount"] is None
    assert any(line.startswith(missing) or f"：{missing}" in line for line in result["missing"]), result["missing"]


def test_without_a_region_the_missing_figure_is_the_local_one() -> None:
    result = compensate(LAYOFF_IN_SHENZHEN.replace("我在深圳上班，", ""))
    assert any(line.startswith("本地区上年度职工月平均工资（月工资较高") for line in result["missing"])


@pytest.mark.parametrize(
    ("given", "region"),
    [
        ("广东省深圳市", "深圳"), ("深圳市", "深圳"), ("广东省", "广东"), ("广西壮族自治区", "广西"), ("", None),
        # as a missing figure names it
        ("深圳（广东省）", "深圳"),
        # no region: the national figures, as sentencing reads 全国
        ("全国", None),
    ],
)
def test_a_region_set_is_read_as_the_data_names_it(given: str, region: str | None) -> None:
    assert compensate(LAYOFF_IN_SHENZHEN, {"region": given})["params"]["region"] == region


def test_a_region_the_data_does_not_know_is_refused_with_the_known_ones_named() -> None:
    with pytest.raises(ValueError, match="未知的地区：火星（可填省级行政区：北京、天津、"):
        compensate(LAYOFF_IN_SHENZHEN, {"region": "火星"})
    with pytest.raises(ValueError, match="未知的地区：火星"):
        compensate_params("work_injury", {"death": True, "region": "火星", "targets": ["funeral_grant"]})
    with pytest.raises(ValueError, match="未知的地区：中山路"):  # a road of a city's name
        compensate(LAYOFF_IN_SHENZHEN, {"region": "中山路"})
    with pytest.raises(ValueError, match="region 应为一个地区，收到的“广州、杭州”中有广州、杭州"):
        compensate(LAYOFF_IN_SHENZHEN, {"region": "广州、杭州"})
    with pytest.raises(ValueError, match="region 应为地区名称"):
        compensate(LAYOFF_IN_SHENZHEN, {"region": 5})


def test_a_region_with_figures_on_the_operators_file_is_known(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    statistics = (SHIPPED_DATA_DIR / "statistics.yaml").read_text(encoding="utf-8")
    (tmp_path / "statistics.yaml").write_text(
        statistics.replace("regional: {}", "regional:\n  样例新区:\n    average_monthly_wage: {2023: 9000}\n"), encoding="utf-8"
    )
    monkeypatch.setenv("LEXLOOP_COMPENSATION_DATA_DIR", str(tmp_path))
    _cached_reference.cache_clear()
    try:
        result = compensate(LAYOFF_IN_SHENZHEN, {"region": "样例新区"})
        # 25000 is under 3 × 9000: not capped, 5 years × 25000
        assert (result["params"]["region"], result["amount"]) == ("样例新区", 125000)
    finally:
        monkeypatch.delenv("LEXLOOP_COMPENSATION_DATA_DIR")
        _cached_reference.cache_clear()


@pytest.mark.parametrize("route", ["/api/compensate", "/api/compensate/extract"])
def test_the_api_refuses_an_unknown_region_with_422(store_api: TestClient, route: str) -> None:
    response = store_api.post(route, json={"question": LAYOFF_IN_SHENZHEN, "params": {"region": "火星"}})
    assert response.status_code == 422
    said = json.dumps(response.json(), ensure_ascii=False)
    assert "未知的地区：火星" in said and "广东" in said


def test_the_cli_refuses_an_unknown_region_on_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [
        {"id": "mars", "question": LAYOFF_IN_SHENZHEN, "params": {"region": "火星"}},
        {"id": "shenzhen", "question": LAYOFF_IN_SHENZHEN, "params": {"region": "深圳"}},
    ]
    (tmp_path / "q.jsonl").write_text("\n".join(json.dumps(row, ensure_ascii=False) for row in rows), encoding="utf-8")
    assert main(["compensate", "--input", str(tmp_path / "q.jsonl"), "--output", str(tmp_path / "a.jsonl")]) == 1
    assert "q.jsonl:1: 未知的地区：火星" in capsys.readouterr().err
    out = [json.loads(line) for line in (tmp_path / "a.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [row["id"] for row in out] == ["shenzhen"]


@pytest.mark.parametrize(
    "question",
    [
        # each question asked nowhere else, so that no earlier reading of it is at hand
        "在苏州签的合同，派到无锡上班，月薪7300，干了2年，被公司辞退了，经济补偿多少？",
        "我在南昌被车撞了，对方全责，后来转到九江住院，医疗费3.1万，能赔多少？",
    ],
)
def test_the_places_of_a_question_are_read_once(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []
    blank = backend.places.elsewhere_blanked
    monkeypatch.setattr(backend.places, "elsewhere_blanked", lambda text: reads.append(text) or blank(text))
    result = compensate(question)
    assert [note for note in result["notes"] if note.startswith("题中提到多个地点")]  # the note read them too
    assert len(reads) == 1
