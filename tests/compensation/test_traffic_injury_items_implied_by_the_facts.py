"""The items of a road-accident injury that the facts imply and the question prices nowhere (人身损害赔偿解释 第七条至
第十一条, traffic.yaml injury_items): a stay in hospital implies 住院伙食补助费, 护理费, 营养费 and 交通费, lost work implies
误工费. Each is named in a note with how it is computed, its article and the figure it still needs; 住院伙食补助费 is
computed where the daily standard and the days are known. An item the facts do not imply is not named."""

from __future__ import annotations

from pathlib import Path

import pytest

from backend.compensation import compensate
from backend.compensation.engine import calculate
from backend.compensation.extract.common import hospital_stay
from backend.compensation.params import TrafficParams
from backend.compensation.reference import REGIONAL_FIGURE_SOURCE, SHIPPED_FILES, Reference
from wording import THIS_YEAR

# a cyclist on her way to work, 18 days in hospital, a tenth-grade disability, only the medical bill priced
COMMUTER = "我妻子骑自行车上班途中被一辆货车撞倒，交警认定货车全责，她在医院住了18天，医疗费4万元，鉴定为十级伤残，能赔多少？"
HOSPITAL_ITEMS = ("住院伙食补助费", "护理费", "营养费", "交通费")


def _left_out(result: dict) -> dict[str, str]:
    """Each item a note says is not counted ('未计入护理费：…'), with its note."""
    return {note.removeprefix("未计入").split("：")[0]: note for note in result["notes"] if note.startswith("未计入")}


def test_a_stay_in_hospital_and_lost_work_name_the_items_they_imply() -> None:
    result = compensate(COMMUTER)
    assert result["params"]["hospital_days"] == 18
    assert result["params"]["lost_work"] is True
    left_out = _left_out(result)
    articles = {"住院伙食补助费": "第十条", "护理费": "第八条", "营养费": "第十一条", "交通费": "第九条", "误工费": "第七条"}
    for item, article in articles.items():
        assert f"人身损害赔偿案件适用法律若干问题的解释 {article}" in left_out[item]
    assert "住院 18 天" in left_out["住院伙食补助费"] and "出差伙食补助标准" in left_out["住院伙食补助费"]
    assert "误工时间" in left_out["误工费"] and "收入" in left_out["误工费"]
    # the disability item keeps its own note; the amount is the medical bill alone (全责, nothing beyond it priced)
    assert "残疾赔偿金" in left_out
    assert result["amount"] == 40000
    assert result["missing"] == []


def test_the_meal_allowance_is_computed_from_the_daily_standard_given() -> None:
    result = compensate(COMMUTER, {"hospital_meal_allowance": 80})
    step = next(step for step in result["steps"] if step["description"].startswith("住院伙食补助费 ="))
    assert step["amount"] == 1440  # 80 × 18 days
    assert "第十条" in step["source"]
    assert "住院伙食补助费" not in _left_out(result)
    assert result["amount"] == 41440  # medical limit items 40000 + 1440, all borne by the vehicle side at full liability


def test_the_meal_allowance_standard_may_come_from_the_operators_regional_figure(tmp_path: Path) -> None:
    text = SHIPPED_FILES["statistics.yaml"].read_text(encoding="utf-8")
    (tmp_path / "statistics.yaml").write_text(
        text.replace("regional: {}", f"regional:\n  测试市:\n    hospital_meal_allowance: {{{THIS_YEAR}: 60}}\n"), encoding="utf-8"
    )
    params = TrafficParams(losses={"医疗费": 40000}, liability="全部责任", victim_is_pedestrian=True, hospital_days=10, region="测试市")
    calc = calculate(params, Reference(tmp_path))
    step = next(step for step in calc.steps if step.description.startswith("住院伙食补助费 ="))
    assert step.amount == 600
    assert REGIONAL_FIGURE_SOURCE in step.description
    assert calc.amount == 40600


def test_a_meal_allowance_priced_by_the_question_is_counted_once_and_not_named_again() -> None:
    result = compensate("我被车撞了，对方全责，住院20天，医疗费3万，住院伙食补助每天100元，能赔多少？")
    assert result["amount"] == 32000  # 30000 + 100 × 20
    left_out = _left_out(result)
    assert "住院伙食补助费" not in left_out
    assert {"护理费", "营养费", "交通费"} <= set(left_out)


def test_items_told_with_their_amounts_are_not_named() -> None:
    result = compensate("我被车撞了，对方全责，住院15天，医疗费3万，护理费3000，误工费5000，能赔多少？")
    left_out = _left_out(result)
    assert "护理费" not in left_out and "误工费" not in left_out
    assert {"住院伙食补助费", "营养费", "交通费"} <= set(left_out)
    assert result["amount"] == 38000


def test_a_limits_subtotal_holds_its_items() -> None:
    # '医疗类合计' is the medical limit's whole: 住院伙食补助费 and 营养费 are in it
    result = compensate("我被车撞了，对方全责，住院15天，医疗类合计3万元，能赔多少？")
    left_out = _left_out(result)
    assert "住院伙食补助费" not in left_out and "营养费" not in left_out
    assert "护理费" in left_out


@pytest.mark.parametrize(
    "question",
    [
        "我的车被追尾，对方全责，修车花了5000，能赔多少？",  # property only
        "我被电动车撞了一下，没住院，对方全责，医疗费2000，能赔多少？",  # no stay, no work told
    ],
)
def test_no_injury_item_is_named_without_the_facts_that_imply_it(question: str) -> None:
    assert _left_out(compensate(question)) == {}


def test_lost_work_is_not_implied_for_a_retired_victim() -> None:
    result = compensate("我爸退休了，过马路被车撞了，对方全责，住院10天，医疗费2万，能赔多少？")
    left_out = _left_out(result)
    assert "误工费" not in left_out
    assert set(HOSPITAL_ITEMS) <= set(left_out)


def test_the_paying_askers_own_wage_implies_no_lost_work_of_the_victim() -> None:
    result = compensate("我开车撞了一个行人，我全责，我月工资3000，对方医疗费2万，我要赔多少？")
    assert "误工费" not in _left_out(result)


def test_an_instant_death_implies_no_lost_work() -> None:
    result = compensate("我爸上班路上被货车撞身亡，货车全责，他55岁，当地上年度城镇居民人均可支配收入5万元，能赔多少？")
    assert "误工费" not in _left_out(result)


def test_a_question_about_the_property_limit_names_no_injury_item() -> None:
    result = compensate("我骑电动车上班被轿车撞了，对方全责，住院10天，医疗费1万，电动车修理费800，交强险财产损失那一项能赔多少？")
    assert not set(_left_out(result)) & {*HOSPITAL_ITEMS, "误工费"}


def test_the_implied_items_come_from_the_data_file(tmp_path: Path) -> None:
    text = SHIPPED_FILES["traffic.yaml"].read_text(encoding="utf-8")
    start = text.index("  交通费:\n    implied_by")
    end = text.index("  误工费:\n    implied_by")
    (tmp_path / "traffic.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    params = TrafficParams(losses={"医疗费": 10000}, liability="全部责任", victim_is_pedestrian=True, hospital_days=5)
    shipped = calculate(params, Reference())
    edited = calculate(params, Reference(tmp_path))
    assert any(note.startswith("未计入交通费") for note in shipped.notes)
    assert not any(note.startswith("未计入交通费") for note in edited.notes)


def test_an_implied_item_that_is_no_loss_item_fails_at_load(tmp_path: Path) -> None:
    text = SHIPPED_FILES["traffic.yaml"].read_text(encoding="utf-8")
    (tmp_path / "traffic.yaml").write_text(text.replace("  营养费:\n    implied_by", "  营养品:\n    implied_by"), encoding="utf-8")
    with pytest.raises(ValueError, match="营养品"):
        Reference(tmp_path)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("她住院20天", (True, 20)),
        ("在医院住了二十天", (True, 20)),
        ("住了12天院", (True, 12)),
        ("送到医院住了3天", (True, 3)),
        ("住院治疗了15天，出院后在家休养", (True, 15)),
        ("住院十几天", (True, None)),  # a range: the days are asked for
        ("出院以后一直在家", (True, None)),
        ("没住院，门诊看了一下", (False, None)),
        ("骑车上班被撞了", (False, None)),
    ],
)
def test_the_stay_in_hospital_and_its_days(text: str, expected: tuple[bool, int | None]) -> None:
    assert hospital_stay(text) == expected
