"""The region whose published figures apply is read from the question where it names the place of the work or the
accident ('我在深圳上班', '在杭州出的车祸', '（广东省）'), never a hometown, a birthplace or a household registration;
a city without figures on file takes its province's (regions.yaml). Expected values by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from backend.compensation.engine import calculate, compensate
from backend.compensation.extract import extract
from backend.compensation.extract.common import place_told
from backend.compensation.reference import REGIONAL_FIGURE_SOURCE, SHIPPED_DATA_DIR, Reference
from wording import THIS_YEAR

PLACES = Reference().places()


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("我在深圳上班，月薪九千，上个月被公司辞退了，能拿多少（广东省）", "深圳"),
        ("工伤评了九级，本人工资6000，能拿多少（广东省）", "广东"),
        ("在杭州出的车祸，对方负全部责任", "杭州"),
        ("我们厂在广东东莞，干了五年", "东莞"),
        ("广东省深圳市某公司员工，干了两年被裁", "深圳"),
        # a hometown, a birthplace, a registration or where the worker came from is not where the work is
        ("我老家湖南，在东莞的一家厂打工", "东莞"),
        ("我是四川人，户口在河南，现在在上海工作", "上海"),
        ("出生在江西，从湖南来深圳打工三年了", "深圳"),
    ],
)
def test_the_place_of_the_work_or_the_accident_is_read(text: str, place: str) -> None:
    assert place_told(text, PLACES) == place


@pytest.mark.parametrize(
    "text",
    [
        "我老家在湖南，月薪六千",  # a hometown only
        "公司在中山路上，干了三年",  # a road of a city's name
        "我在深圳上班，回家路上在广州出的车祸",  # two cities: which one's figures apply is the user's to say
        "湖南人，在公司干了三年",
    ],
)
def test_no_place_is_read_where_none_or_two_are_named(text: str) -> None:
    assert place_told(text, PLACES) is None


def _with_regional_averages(tmp_path: Path, figures: str) -> Reference:
    text = (SHIPPED_DATA_DIR / "statistics.yaml").read_text(encoding="utf-8")
    assert "regional: {}" in text
    (tmp_path / "statistics.yaml").write_text(text.replace("regional: {}", f"regional:\n{figures}"), encoding="utf-8")
    return Reference(tmp_path)


_LAYOFF = "我在深圳上班，月薪30000，2020年3月1日入职，2025年2月28日公司经济性裁员把我裁了，能拿多少经济补偿"


def test_a_city_named_in_the_question_takes_its_provinces_average_wage_on_file(tmp_path: Path) -> None:
    reference = _with_regional_averages(tmp_path, "  广东省:\n    average_monthly_wage: {2024: 8000}\n")
    params = extract(_LAYOFF, "economic", reference)
    assert params.region == "深圳"
    calc = calculate(params, reference)
    # 30000 is above 3 × 8000 (广东省, 2024, the year before the ending): 24000 × 5 years' months = 120000
    assert calc.amount == 120000
    assert any(f"广东省2024年职工月平均工资，{REGIONAL_FIGURE_SOURCE}" in step.description for step in calc.steps)


def test_the_citys_own_figure_wins_over_its_provinces(tmp_path: Path) -> None:
    reference = _with_regional_averages(
        tmp_path, "  广东省:\n    average_monthly_wage: {2024: 8000}\n  深圳市:\n    average_monthly_wage: {2024: 9000}\n"
    )
    calc = calculate(extract(_LAYOFF, "economic", reference), reference)
    assert calc.amount == 135000  # 3 × 9000 = 27000 × 5
    assert any("深圳市2024年职工月平均工资" in step.description for step in calc.steps)


def test_without_a_place_in_the_question_the_figure_on_file_is_not_used(tmp_path: Path) -> None:
    reference = _with_regional_averages(tmp_path, "  广东省:\n    average_monthly_wage: {2024: 8000}\n")
    calc = calculate(extract(_LAYOFF.replace("我在深圳上班，", ""), "economic", reference), reference)
    # a wage this high may meet the 3× cap: the local average is asked for (第四十七条第二款)
    assert calc.amount is None
    assert any("本地区上年度职工月平均工资" in line for line in calc.missing)


def test_a_work_death_in_a_city_takes_the_funeral_grant_from_its_provinces_figure(tmp_path: Path) -> None:
    reference = _with_regional_averages(tmp_path, "  浙江:\n    average_monthly_wage: {2023: 7000}\n")
    params = extract("我哥在杭州的工厂上班，2024年5月1日因工死亡，丧葬补助金能拿多少", "work_injury", reference)
    assert params.region == "杭州"
    assert calculate(params, reference).amount == 42000  # 6 × 7000 (第三十九条)


def test_a_road_death_in_a_city_takes_the_funeral_costs_from_its_provinces_figure(tmp_path: Path) -> None:
    reference = _with_regional_averages(tmp_path, f"  浙江省:\n    average_monthly_wage: {{{THIS_YEAR - 1}: 7500}}\n")
    params = extract("在杭州出的车祸，我爸被货车撞死了，对方全责，丧葬费能赔多少", "traffic", reference)
    assert params.region == "杭州"
    calc = calculate(params, reference)
    # 6 × 7500 (人身损害赔偿解释 第十四条); the 死亡赔偿金 beside it still needs the age and the income
    [funeral] = [step for step in calc.steps if step.description.startswith("丧葬费")]
    assert funeral.amount == 45000
    assert f"浙江省{THIS_YEAR - 1}年职工月平均工资" in funeral.description


@pytest.mark.parametrize(
    ("question", "places", "whose"),
    [
        ("在广州签的合同，派到杭州工作，月薪8000，干了3年，被公司辞退了，能拿多少经济补偿？", "广州、杭州", "劳动合同履行地"),
        ("我在杭州被车撞了，对方全责，后来在上海住院，医疗费2万，能赔多少？", "杭州、上海", "受诉法院所在地"),
    ],
)
def test_several_places_named_are_said_with_whose_figures_apply(question, places, whose):
    result = compensate(question)
    assert result["params"]["region"] is None
    (note,) = [note for note in result["notes"] if note.startswith("题中提到多个地点")]
    assert f"（{places}）" in note and whose in note and "请写明是哪一地" in note
    # the user's region settles it: no note then
    settled = compensate(question, {"region": places.split("、")[0]})
    assert not [note for note in settled["notes"] if note.startswith("题中提到多个地点")]


def test_one_place_beside_a_hometown_needs_no_note():
    result = compensate("我老家在湖南，在深圳上班，月薪8000，干了3年，被辞退了，经济补偿多少？")
    assert result["params"]["region"] == "深圳"
    assert not [note for note in result["notes"] if note.startswith("题中提到多个地点")]
