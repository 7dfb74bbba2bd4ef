"""A liability finding told of the victim is the victim's share: the vehicle side bears the complement (道路交通安全法
第七十六条), and the steps say which side each share is."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


def _side_step(result: dict) -> str:
    return next(step["description"] for step in result["steps"] if step["description"].startswith("事故责任："))


@pytest.mark.parametrize(
    ("finding", "vehicle", "victim"),
    [
        ("交警认定我负主要责任", "次要责任", "主要责任"),
        ("交警认定我负次要责任", "主要责任", "次要责任"),
        ("交警认定我无责任", "全部责任", "无责任"),
        ("交警认定我负全部责任", "无责任", "全部责任"),
        ("交警认定对方负次要责任", "次要责任", "主要责任"),
        ("交警认定双方同等责任", "同等责任", "同等责任"),
        ("对方全责", "全部责任", "无责任"),
    ],
)
def test_a_cyclists_finding_is_read_for_the_side_it_is_told_of(finding: str, vehicle: str, victim: str) -> None:
    result = compensate(f"2024年6月我骑电动车回家，被一辆轿车从侧面撞了，{finding}，医疗费2万元，交强险赔多少？")
    assert result["params"]["liability"] == vehicle
    assert _side_step(result) == f"事故责任：机动车一方{vehicle}，受害人一方{victim}"


def test_the_cyclists_main_fault_leaves_the_vehicle_the_minor_share_with_its_limits() -> None:
    # the car's minor share is still a share: the with-fault limits apply (18000 medical + 8000 lost earnings)
    result = compensate("2023年9月我骑电动车上班，被一辆轿车撞了，交警认定我负主要责任，医疗费3万元，误工费8000元，交强险赔多少？")
    assert result["params"]["liability"] == "次要责任" and result["amount"] == 26000
    assert any("“主要责任”是受害人一方的责任" in note and "机动车一方相应为次要责任" in note for note in result["notes"])


def test_the_vehicles_minor_share_towards_a_cyclist_is_asked_within_its_range() -> None:
    # 次要责任 has no national figure: beyond the compulsory insurance the court fixes the share, so it is asked for
    result = compensate("2023年9月我骑电动车被一辆轿车撞了，交警认定我负主要责任，医疗费3万元，误工费8000元，对方一共赔我多少？")
    assert result["amount"] is None
    assert any("次要责任" in item and "10%–40%" in item for item in result["missing"])


def test_a_pedestrians_stated_share_leaves_the_vehicle_the_rest() -> None:
    # the walker's 60%: the van bears 40% of what the compulsory insurance leaves (50000 − 18000 − 10000)
    result = compensate(
        "2024年4月我走路过马路被一辆面包车撞倒，交警认定我承担60%的责任，医疗费5万元，误工费1万元，面包车一方一共要赔我多少？"
    )
    assert result["params"]["liability_ratio"] == 0.4
    assert result["amount"] == 28000 + 32000 * 0.4
    assert any("60% 是受害人一方承担的比例" in note for note in result["notes"])


def test_a_hurt_relatives_finding_is_theirs() -> None:
    result = compensate("2024年3月我爸走路被一辆货车撞了，交警认定我爸负次要责任，医疗费5万元，交强险赔多少？")
    assert result["params"]["liability"] == "主要责任" and result["amount"] == 18000


def test_the_pedestrians_finding_is_not_the_paying_drivers() -> None:
    result = compensate("2024年3月一位行人被我开的车撞了，交警认定行人负主要责任，医疗费5万元，我的交强险要赔多少？")
    assert result["params"]["liability"] == "次要责任" and result["amount"] == 18000


def test_a_driver_askers_own_finding_gives_the_other_car_the_complement() -> None:
    question = "2024年6月我开车在路口和一辆货车相撞，交警认定我负次要责任{share}，我的车修了2万元，医疗费1万元，货车那边一共应该赔我多少？"
    plain = compensate(question.format(share=""))
    assert plain["params"]["liability"] == "主要责任"
    assert any("主要责任" in item and "60%–90%" in item for item in plain["missing"])
    # 30% the asker's: the lorry bears 70% of what its compulsory insurance (10000 + 2000) leaves
    stated = compensate(question.format(share="（30%）"))
    assert stated["params"]["liability_ratio"] == 0.7 and stated["amount"] == 12000 + 18000 * 0.7


def test_a_passengers_own_finding_does_not_split_the_vehicles_shares() -> None:
    alone = compensate("2023年5月我坐在公交车上，公交车被一辆货车撞了，交警认定我没有责任，医疗费1万元，货车的交强险赔我多少？")
    assert alone["params"]["liability"] is None and alone["amount"] is None
    assert any("事故责任" in item for item in alone["missing"])
    assert any("乘车的受害人自己的责任" in note for note in alone["notes"])
    # the lorry's own finding told beside it is the one read
    told = compensate("2023年5月我坐在公交车上，公交车被一辆货车撞了，交警认定货车全责，我没有责任，医疗费1万元，货车的交强险赔我多少？")
    assert told["params"]["liability"] == "全部责任" and told["amount"] == 10000


def test_the_driver_who_hit_keeps_their_own_finding() -> None:
    result = compensate("2022年5月我开车撞了行人，我负全部责任，医疗费2万元，交强险赔多少？")
    assert result["params"]["liability"] == "全部责任"
    assert not any("受害人一方的责任" in note for note in result["notes"])
