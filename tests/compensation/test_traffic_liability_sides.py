"""A liability finding told of the victim is the victim's share: the vehicle side bears the complement (道路交通安全法
第七十六条), and the steps say which side each share is."""

from __future__ import annotations

from pathlib import Path

import pytest

from backend.compensation.engine import compensate
from backend.compensation.reference import SHIPPED_DATA_DIR, _cached_reference


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


@pytest.mark.parametrize(
    "question",
    [
        "2025年5月我开车把过马路的张大爷撞了，交警认定张大爷承担30%的责任，张大爷的医疗费5万元，我要赔多少？",
        "2025年5月我开车撞了骑电动车的老王，交警认定老王负30%的责任，老王医疗费5万元，我要赔多少？",
        "2025年5月李阿姨走路时被一辆轿车撞了，交警认定李阿姨承担30%的责任，医疗费5万元，轿车一方要赔多少？",
    ],
)
def test_a_share_told_of_a_victim_named_by_surname_and_address_is_the_victims(question: str) -> None:
    # the victim's 30%: the vehicle side bears 70% of what the 2025 有责 medical limit (18000) leaves of 50000
    result = compensate(question)
    assert result["params"]["liability_ratio"] == 0.7
    assert result["amount"] == 18000 + 32000 * 0.7
    assert any("30% 是受害人一方承担的比例" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    [
        "2025年5月王师傅开车把我撞了，交警认定王师傅负70%的责任，我的医疗费5万元，能赔多少？",
        "2025年5月我骑车被老张开的货车撞了，老张负70%的责任，医疗费5万元，能赔多少？",
    ],
)
def test_a_share_told_of_a_driver_named_by_surname_and_address_stays_the_vehicles(question: str) -> None:
    result = compensate(question)
    assert result["params"]["liability_ratio"] == 0.7
    assert result["amount"] == 18000 + 32000 * 0.7


@pytest.mark.parametrize(
    ("question", "vehicle", "ratio"),
    [
        ("2024年4月我走路时被一辆面包车撞了，交警认定我承担次要责任（30%），医疗费5万元，对方要赔我多少？", "主要责任", 0.7),
        ("2024年4月我骑电动车被一辆面包车撞了，交警认定我方负次要责任（30%），医疗费5万元，对方要赔我多少？", "主要责任", 0.7),
        ("2024年4月我骑自行车被一辆面包车撞了，交警认定我负次要责任，比例为三成，医疗费5万元，对方要赔我多少？", "主要责任", 0.7),
        ("2024年4月行人王某被一辆货车撞伤，交警认定行人承担主要责任（70%），医疗费5万元，货车一方一共要赔多少？", "次要责任", 0.3),
        ("2024年4月我爸骑自行车被一辆货车撞了，交警认定我爸负主要责任（70%），医疗费5万元，货车一方一共要赔多少？", "次要责任", 0.3),
        ("2024年4月我奶奶走路被一辆货车撞了，交警认定我奶奶负主责七成，医疗费5万元，货车一方一共要赔多少？", "次要责任", 0.3),
    ],
)
def test_a_share_quantifying_the_victims_finding_is_the_victims(question: str, vehicle: str, ratio: float) -> None:
    # the percentage after the victim's finding is the victim's too: the vehicle side bears the rest of what the
    # compulsory insurance (18000 medical) leaves, and the finding and the share agree in the steps
    result = compensate(question)
    assert (result["params"]["liability"], result["params"]["liability_ratio"]) == (vehicle, ratio)
    assert result["amount"] == 18000 + 32000 * ratio
    assert f"机动车一方{vehicle}" in _side_step(result)
    assert any(f"{(1 - ratio) * 100:.0f}% 是受害人一方承担的比例" in note for note in result["notes"])


def test_a_share_quantifying_the_vehicles_finding_stays_the_vehicles() -> None:
    result = compensate("2024年4月我走路时被一辆面包车撞了，交警认定对方负主要责任（70%），医疗费5万元，对方要赔我多少？")
    assert (result["params"]["liability"], result["params"]["liability_ratio"]) == ("主要责任", 0.7)
    assert result["amount"] == 18000 + 32000 * 0.7


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


# --- 同等责任: an equal split between two motor vehicles; towards a walker or rider the court fixes the share --------

def test_equal_fault_towards_a_cyclist_is_asked_within_its_range() -> None:
    # 道交法第七十六条第一款第（二）项 only reduces the vehicle's liability by the rider's fault: no national 50%
    result = compensate("2024年5月我骑自行车被一辆轿车撞了，交警认定双方同等责任，医疗费5万元，误工费1万元，对方一共赔我多少？")
    assert result["params"]["victim_is_pedestrian"] is True and result["amount"] is None
    assert any("同等责任" in item and "50%–60%" in item for item in result["missing"])


def test_equal_fault_towards_a_walker_with_a_stated_share_uses_it() -> None:
    # the van's 60%: 18000 + 10000 from the compulsory insurance, then (60000 − 28000) × 60%
    result = compensate("2024年5月我走路被一辆面包车撞了，交警认定双方同等责任，对方承担60%，医疗费5万元，误工费1万元，对方一共赔我多少？")
    assert result["params"]["liability_ratio"] == 0.6 and result["amount"] == 28000 + 32000 * 0.6


def test_equal_fault_between_two_motor_vehicles_stays_half() -> None:
    # medical 18000 and property 2000 from the lorry's compulsory insurance, then (70000 − 20000) × 50%
    result = compensate("2024年6月我开车和一辆货车相撞，交警认定双方同等责任，我的医疗费5万元，车损2万元，货车那边一共应该赔我多少？")
    assert result["params"]["victim_is_pedestrian"] is False and result["amount"] == 20000 + 50000 * 0.5


def test_equal_fault_with_the_victims_kind_unknown_asks_which() -> None:
    result = compensate("2024年3月发生交通事故，对方负同等责任，我的医疗费5万元，对方一共要赔多少？")
    assert result["amount"] is None
    [asked] = result["missing"]
    assert "是否为行人或非机动车驾驶人" in asked and "按 50% 计算" in asked and "50%–60%" in asked


def test_a_local_standard_for_equal_fault_towards_a_walker_is_applied(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = (SHIPPED_DATA_DIR / "traffic.yaml").read_text(encoding="utf-8")
    old = "  motor_vs_pedestrian:\n    全部责任: 1.0\n"
    assert old in shipped
    (tmp_path / "traffic.yaml").write_text(shipped.replace(old, old + "    同等责任: 0.6\n"), encoding="utf-8")
    monkeypatch.setenv("LEXLOOP_COMPENSATION_DATA_DIR", str(tmp_path))
    _cached_reference.cache_clear()
    try:
        result = compensate("2024年5月我骑自行车被一辆轿车撞了，交警认定双方同等责任，医疗费5万元，误工费1万元，对方一共赔我多少？")
    finally:
        monkeypatch.delenv("LEXLOOP_COMPENSATION_DATA_DIR")
        _cached_reference.cache_clear()
    assert result["amount"] == 28000 + 32000 * 0.6
    # the step tells the reader the share and what it rests on, not the operator's data file
    assert any("按 60% 承担交强险之外的损失（交强险赔不足的部分，按各方在事故中的过错和责任大小分担）" in step["description"] for step in result["steps"])
    assert not any("traffic.yaml" in step["description"] for step in result["steps"])


# --- a crash told 'with' another motor vehicle is between two motor vehicles ------------------------------------

@pytest.mark.parametrize("crash", ["和一辆货车相撞", "跟一辆货车撞上了", "同一辆货车相撞", "和前面的货车追尾了", "与一辆货车相撞"])
def test_a_crash_with_a_lorry_is_between_two_motor_vehicles(crash: str) -> None:
    # the lorry without fault towards another motor vehicle bears nothing beyond its no-fault compulsory cover (1800)
    result = compensate(f"2024年6月我开车{crash}，交警认定对方无责任，我的医疗费5万元，货车那边一共应该赔我多少？")
    assert result["params"]["victim_is_pedestrian"] is False
    assert result["amount"] == 1800


def test_a_rider_crashing_with_a_lorry_is_still_a_rider() -> None:
    result = compensate("2024年6月我骑电动车和一辆货车相撞，交警认定对方无责任，我的医疗费5万元，货车那边一共应该赔我多少？")
    assert result["params"]["victim_is_pedestrian"] is True


# --- an equal share stated in words is half to the vehicle side, nothing asked ------------------------------------

@pytest.mark.parametrize(
    "finding",
    [
        "交警认定同等责任（各50%）",
        "交警认定同等责任，双方各50%",
        "交警定的同等责任，两边五五开",
        "对方负同等责任，后来法院按五五分判的",
        "交警认定同等责任，责任各半",
        "交警认定双方各承担一半责任",
    ],
)
def test_an_equal_share_told_in_words_is_half_to_the_vehicle(finding: str) -> None:
    # 18000 medical + 6000 lost earnings from the van's compulsory insurance, then (46000 − 24000) × 50%
    result = compensate(f"2025年4月我骑自行车被一辆面包车撞了，{finding}，医疗费4万元，误工费6000元，对方一共赔我多少？")
    assert result["params"]["liability_ratio"] == 0.5 and result["missing"] == []
    assert result["amount"] == 24000 + 22000 * 0.5


def test_halving_a_bill_between_relatives_is_no_liability_share() -> None:
    result = compensate(
        "2025年4月我骑自行车被一辆面包车撞了，交警认定双方同等责任。住院那段时间的医疗费4万元，是我和哥哥两家先各出一半垫上的，"
        "对方一共赔我多少？"
    )
    assert result["params"]["liability_ratio"] is None and result["amount"] is None
    assert any("50%–60%" in item for item in result["missing"])


@pytest.mark.parametrize(
    ("finding", "split"),
    [
        ("交警认定货车全责", "货车司机和挂靠公司各承担一半责任"),
        ("交警认定货车负全部责任", "法院判车主与司机各赔一半"),
        ("交警认定货车主要责任（70%）", "法院判决车主和司机各承担一半"),
    ],
)
def test_a_split_between_the_vehicles_own_debtors_is_no_liability_share(finding: str, split: str) -> None:
    # how the driver and the owner or 挂靠 company share the vehicle side's debt (民法典 第一千二百零九条、第一千二百一十一条)
    # is not the share between the vehicle side and the victim: the finding, or its stated share, decides
    result = compensate(f"2024年3月我走路被一辆货车撞了，{finding}，{split}，我的医疗费5万元，货车一方一共要赔我多少？")
    expected = 1 if "全" in finding else 0.7
    assert result["params"]["liability_ratio"] in (None, expected)
    assert result["amount"] == 18000 + 32000 * expected


def test_halving_a_bill_beside_a_main_fault_finding_leaves_the_share_asked() -> None:
    result = compensate("2024年3月我走路被一辆轿车撞了，交警认定对方负主要责任，先垫付的医药费两家各出一半，医疗费6万元，对方一共赔我多少？")
    assert result["params"]["liability_ratio"] is None and result["amount"] is None
    assert any("主要责任" in item and "60%–90%" in item for item in result["missing"])


# --- the asker's own car or motorcycle in a crash with another vehicle ---------------------------------------------

@pytest.mark.parametrize(
    "crash",
    [
        "我开车和另一辆车在十字路口相撞",
        "我开车在停车场出口跟另一辆车撞了",
        "我开着自己的小车左转，对面车没减速，两车撞上了",
        "我倒车出库时跟别人的车剐蹭了",
        "我骑摩托和一辆小车撞了",
        "我骑摩托车回家路上被一辆货车撞了",
    ],
)
def test_the_askers_own_motor_vehicle_makes_equal_fault_half(crash: str) -> None:
    # a motorcycle is a motor vehicle (道路交通安全法 第一百一十九条): 18000 medical, then (30000 − 18000) × 50%
    result = compensate(f"2025年4月{crash}，交警认定双方同等责任，我的医疗费3万元，对方一共赔我多少？")
    assert result["params"]["victim_is_pedestrian"] is False
    assert result["amount"] == 18000 + 12000 * 0.5


def test_an_electric_tricycles_rider_is_asked_for_only_where_it_decides_the_amount() -> None:
    told = "2025年4月我开电动三轮车和一辆轿车撞了，交警认定{}，我的医疗费3万元，对方一共赔我多少？"
    equal = compensate(told.format("同等责任"))
    assert equal["params"]["victim_is_pedestrian"] is None and equal["amount"] is None
    assert any("是否为行人或非机动车驾驶人" in item for item in equal["missing"])
    # a stated share, or a finding with one share for both kinds, needs no answer about the tricycle
    assert compensate(told.format("同等责任，各50%"))["amount"] == 18000 + 12000 * 0.5
    assert compensate(told.format("轿车全责"))["amount"] == 30000


@pytest.mark.parametrize("car", ["开小轿车", "开车"])
def test_a_hurt_car_driver_is_not_asked_the_electric_tricycles_kind(car: str) -> None:
    # the asker drove the car and was hurt: the victim is a motor vehicle's driver whatever the tricycle is, so 同等责任
    # is 50% (traffic.yaml): 18000 medical from the compulsory insurance, then (50000 − 18000) × 50%; a note says the
    # tricycle was taken as an insured motor vehicle
    result = compensate(f"2025年5月我{car}和一辆电动三轮车相撞，我受伤了，交警认定同等责任，我的医疗费5万元，对方一共要赔我多少？")
    assert result["params"]["victim_is_pedestrian"] is False
    assert result["amount"] == 18000 + 32000 * 0.5
    assert any("电动三轮车以上按已投保交强险的机动车计算" in note for note in result["notes"])


@pytest.mark.parametrize("hurt", ["我受伤了", "我被撞伤了", "我骨折了", "我住院了", "我住了20天院", "我评了十级伤残"])
@pytest.mark.parametrize("asking", ["能赔多少？", "能拿多少？", "对方要赔我多少？"])
def test_an_asker_who_tells_their_own_injury_is_the_victim_whatever_the_asking_clause(hurt: str, asking: str) -> None:
    # the hurt asker drove the car: a motor vehicle's driver, so 同等责任 is 50% (traffic.yaml) however the question ends:
    # 18000 medical from the compulsory insurance, then (60000 − 18000) × 50% = 21000
    result = compensate(f"2025年5月我开小轿车和一辆电动三轮车相撞，{hurt}，交警认定同等责任，医疗费6万元，{asking}")
    assert result["params"]["victim_is_pedestrian"] is False
    assert result["amount"] == 39000


def test_a_driver_who_hit_someone_and_was_also_hurt_is_not_read_as_the_victim() -> None:
    # '我也受伤了' tells a second person hurt: the pedestrian's 20000 medical is the loss, all within the 18000 limit
    # plus 2000 at 100% (the asker wholly at fault)
    result = compensate("2025年5月我开车撞了一个行人，我也受伤了，交警认定我全责，行人医疗费2万元，能赔多少？")
    assert result["params"]["losses"] == {"医疗费": 20000}
    assert result["amount"] == 20000


def test_the_tricycle_riders_kind_is_still_asked_when_the_car_driver_asks_what_to_pay() -> None:
    # the victim rode the tricycle: its kind decides the share (motor vehicles 50%; a non-motor rider's 同等责任 is left to
    # the court), so it is asked, as is a share
    result = compensate("2025年5月我开车和一辆电动三轮车相撞，三轮车上的老人受伤，交警认定同等责任，老人医疗费5万元，我要赔多少？")
    assert result["params"]["victim_is_pedestrian"] is None and result["amount"] is None
    assert any("是否为行人或非机动车驾驶人" in item for item in result["missing"])


def test_an_e_bike_rider_named_by_trade_is_a_rider() -> None:
    result = compensate("2025年4月一辆出租车和一名电动车骑手相撞，交警认定出租车负同等责任，骑手医疗费3万元，出租车一方一共要赔多少？")
    assert result["params"]["victim_is_pedestrian"] is True and result["amount"] is None
    assert any("50%–60%" in item for item in result["missing"])


# --- a share stated of a victim told in the third person is theirs -----------------------------------------------

@pytest.mark.parametrize(
    "question",
    [
        "2024年3月李某骑车被一辆货车撞伤，交警认定李某承担70%的责任，医疗费5万元，货车一方一共要赔多少？",
        "2024年3月一辆货车撞了一位行人，交警认定行人负70%责任，医疗费5万元，货车一方一共要赔多少？",
        "2024年3月我爸走路被一辆货车撞了，交警认定我爸负70%责任，医疗费5万元，货车一方一共要赔多少？",
        "2024年3月一位行人被我开的车撞了，交警认定行人负70%责任，医疗费5万元，我一共要赔多少？",
    ],
)
def test_a_third_persons_stated_share_leaves_the_vehicle_the_rest(question: str) -> None:
    # the victim's 70%: the lorry bears 30% of what the compulsory insurance (18000) leaves
    result = compensate(question)
    assert result["params"]["liability_ratio"] == 0.3 and result["amount"] == 18000 + 32000 * 0.3
    assert any("70% 是受害人一方承担的比例" in note for note in result["notes"])


def test_the_drivers_own_stated_share_is_the_vehicles() -> None:
    result = compensate("2024年3月我开车撞了李某，交警认定我负70%责任，李某医疗费5万元，我一共要赔多少？")
    assert result["params"]["liability_ratio"] == 0.7


@pytest.mark.parametrize(
    "crash", ["我女儿跟一辆小车撞了", "我妈和一辆车撞了", "我跟一辆面包车撞上了", "我外婆与一辆小车撞了", "我妈在小区门口与一辆轿车撞上了"]
)
def test_a_crash_with_one_car_alone_leaves_how_the_victim_travelled_open(crash: str) -> None:
    # on foot or in a car? With equal fault the answer decides the share (50 % between vehicles, asked within
    # 50–60 % towards a pedestrian), so the engine asks rather than guess
    result = compensate(f"2023年5月{crash}，交警认定同等责任，医疗费3万元，对方一共赔多少？")
    assert result["amount"] is None
    assert result["params"]["victim_is_pedestrian"] is None
    assert any("行人" in item for item in result["missing"])


def test_a_car_without_fault_met_with_yu_still_owes_a_walker_up_to_a_tenth() -> None:
    # towards a walker or rider a car without fault bears up to 10 % (第七十六条第一款第（二）项); between two motor vehicles
    # nothing beyond the no-fault compulsory cover: '与一辆轿车撞上了' does not say which, so it is asked
    result = compensate("2023年5月我妈在小区门口与一辆轿车撞上了，交警认定轿车无责任，医疗费3万元，对方一共赔多少？")
    assert result["params"]["victim_is_pedestrian"] is None and result["amount"] is None
    assert any("行人" in item for item in result["missing"])


def test_a_finding_given_in_place_of_the_questions_drops_the_note_on_its_reading() -> None:
    # the user's 全部责任 replaces the complement read from '我负主要责任': no note may still say 次要责任
    question = "2024年3月我骑电动车被一辆轿车撞了，交警认定我负主要责任，医疗费3万元，误工费5000元，对方一共赔我多少？"
    result = compensate(question, {"liability": "全部责任"})
    assert result["params"]["liability"] == "全部责任" and result["amount"] == 35000
    assert not any("机动车一方相应为" in note for note in result["notes"])
    assert any("机动车一方相应为次要责任" in note for note in compensate(question)["notes"])


@pytest.mark.parametrize(
    "struck",
    ["我下班路上开车把一个骑自行车的老人撞了，交警认定老人负次要责任", "我开车撞倒了一位老人，交警认定老人负次要责任"],
)
def test_the_person_a_driver_hit_holds_the_finding_told_of_them(struck: str) -> None:
    # the old man's minor share leaves the car the main one, asked for within its range (60%–90%)
    result = compensate(f"2024年3月{struck}，老人医疗费3万元，我的保险公司应赔多少？")
    assert result["params"]["liability"] == "主要责任" and result["amount"] is None
    assert any("主要责任" in item and "60%–90%" in item for item in result["missing"])


def test_the_ratio_source_on_a_walkers_step_halves_only_between_motor_vehicles() -> None:
    # 同等责任 towards a walker is asked for, not halved: the cited source must not say otherwise
    result = compensate("2024年3月我走路被一辆轿车撞了，交警认定轿车全责，医疗费3万元，对方一共赔我多少？")
    sources = [step["source"] for step in result["steps"] if "机动车一方负全部责任" in step["description"]]
    assert sources and all("两机动车之间同等责任按各半分担" in source for source in sources)


@pytest.mark.parametrize("finding", ["交警认定我负次要责任，承担30%", "交警认定我负次要责任，即承担百分之三十",
                                     "交警认定面包车负主要责任，承担70%", "交警认定我负次要责任，对方承担70%"])
def test_a_share_in_the_clause_after_a_finding_is_that_findings_holders(finding: str) -> None:
    # the walker holds 30 %, so the van 70 %: 18000 + (50000 - 18000) × 70 % = 40400 (2024 有责 medical limit)
    result = compensate(f"2024年3月我走路被一辆面包车撞了，{finding}，医疗费5万元，对方赔多少？")
    assert (result["params"]["liability_ratio"], result["amount"]) == (0.7, 40400)
