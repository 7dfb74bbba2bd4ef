"""Traffic questions told in everyday words, on who pays and what was paid: a rider who hit a walker holds the finding
told of 骑车的, an electric bike or a bicycle that hit someone is computed as a non-motor vehicle (no compulsory insurance), a vehicle said to have no
insurance at all has no compulsory insurance, a vehicle side that fled with no finding told is wholly liable, money the
other side already handed over ('已经给我垫了一万') is taken off what is left, and money paid for treatment told after
the injury ('腿骨折了花了三万') is the medical expense."""

from __future__ import annotations

import pytest

from backend.compensation import compensate

NON_MOTOR_NOTE = "按非机动车计算"


def _notes_with(result: dict, words: str) -> list[str]:
    return [note for note in result["notes"] if words in note]


def test_the_finding_of_a_rider_who_hit_a_walker_is_the_vehicle_sides() -> None:
    # 8000 + 200 a day × 15 days: the rider is wholly to blame, the walker not at all
    result = compensate("我走路被电动车撞了，骑车的全责，医药费花了八千，误工半个月，一天挣两百，能赔多少？")
    assert result["params"]["liability"] == "全部责任"
    assert not _notes_with(result, "是受害人一方的责任")
    assert result["amount"] == 11000


def test_the_finding_of_a_rider_who_was_hit_stays_the_victims() -> None:
    result = compensate("我骑电动车被小车撞了，骑车的负次要责任，医疗费一万，能赔多少？")
    assert result["params"]["liability"] == "主要责任"
    assert _notes_with(result, "“次要责任”是受害人一方的责任")


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("我走路被电动车撞了，骑车的全责，医药费八千，能赔多少？", 8000),
        # a main share by fault has no fixed figure: asked for
        ("我走路被自行车撞了，骑车的负主要责任，医药费八千，能赔多少？", None),
        ("骑电动车把一个老太太撞倒了，她住院花了两万，我全责，要赔多少？", 20000),
        ("我骑自行车撞倒了一个小孩，孩子医药费三千，我负全责，要赔多少？", 3000),
    ],
)
def test_a_bike_that_hit_someone_is_computed_as_a_non_motor_vehicle(question: str, amount: int | None) -> None:
    result = compensate(question)
    [note] = _notes_with(result, NON_MOTOR_NOTE)
    assert "民法典 第一千一百六十五条" in note and "超标电动车" in note
    assert result["params"]["payer_non_motor"] is True
    assert not any(step["description"].startswith("交强险") for step in result["steps"])
    assert result["amount"] == amount
    if amount is None:
        assert any("骑车人一方承担的责任比例" in asked for asked in result["missing"])


@pytest.mark.parametrize(
    "question",
    [
        "我骑电动车被小车撞了，小车全责，医疗费一万，能赔多少？",
        "我骑电动车和小车撞了，小车全责，医疗费一万，能赔多少？",
        "我被一辆小车撞了，对方全责，医疗费一万，能赔多少？",
    ],
)
def test_a_motor_vehicle_that_hit_someone_gets_no_non_motor_note(question: str) -> None:
    assert not _notes_with(compensate(question), NON_MOTOR_NOTE)


@pytest.mark.parametrize("told", ["对方车没上任何保险", "电动车没保险", "对方没有保险"])
def test_a_vehicle_said_to_have_no_insurance_has_no_compulsory_insurance(told: str) -> None:
    result = compensate(f"我被车撞了，对方全责，{told}，医疗费三万，能赔多少？")
    assert result["params"]["compulsory_insured"] is False
    assert any(step["description"].startswith("肇事机动车未投保交强险") for step in result["steps"])
    assert result["amount"] == 30000


@pytest.mark.parametrize(
    "question",
    ["开车把一个行人撞伤了，我全责，我没有保险，医疗费花了三万，要赔多少？", "我开车撞了人，交警认定我负全部责任，我没有保险，对方医疗费三万，我要赔多少？"],
)
def test_the_paying_askers_own_no_insurance_is_their_vehicles(question: str) -> None:
    result = compensate(question)
    assert result["params"]["compulsory_insured"] is False
    assert any(step["description"].startswith("肇事机动车未投保交强险") for step in result["steps"])
    assert result["amount"] == 30000


@pytest.mark.parametrize(
    "question",
    ["我被车撞了，对方全责，我没有保险，医疗费花了三万，能赔多少？", "我骑电动车被小车撞了，我主责，我没有保险，医疗费花了三万，能赔多少？"],
)
def test_a_hurt_askers_own_no_insurance_says_nothing_of_the_vehicle_that_pays(question: str) -> None:
    assert compensate(question)["params"]["compulsory_insured"] is None


@pytest.mark.parametrize(
    ("told", "paid"),
    [
        ("已经给我垫了一万，医疗费花了三万", 10000),
        ("医疗费三万，司机已经赔了我五千", 5000),
        ("医疗费三万，对方已经先给了我八千", 8000),
    ],
)
def test_money_the_other_side_already_handed_over_is_taken_off(told: str, paid: int) -> None:
    result = compensate(f"我骑车被汽车撞了，对方全责，{told}，他还要给我多少？")
    assert result["params"]["already_paid"] == paid
    assert result["amount"] == 30000 - paid


@pytest.mark.parametrize(
    "told",
    [
        "我自己已经垫了一万医药费，医疗费一共三万",  # the asker's own outlay
        "医疗费三万，我已经给了医院一万押金",
        "医疗费三万，交强险先赔，剩下的司机赔",  # what is still to come
    ],
)
def test_the_askers_own_outlay_or_a_payment_to_come_is_not_taken_off(told: str) -> None:
    result = compensate(f"我骑车被汽车撞了，对方全责，{told}，能赔多少？")
    assert result["params"]["already_paid"] is None
    assert result["amount"] == 30000


@pytest.mark.parametrize(
    ("told", "medical"),
    [
        ("我腿骨折了花了三万", 30000),
        ("我受伤花了一万五医药费", 15000),
        ("摔伤了用了八千", 8000),
    ],
)
def test_money_paid_for_treatment_told_after_the_injury_is_the_medical_expense(told: str, medical: int) -> None:
    result = compensate(f"我被车撞了，对方全责，{told}，能赔多少？")
    assert result["params"]["losses"] == {"医疗费": medical} and not result["missing"]
    assert result["amount"] == medical


def test_money_paid_for_a_repair_after_the_injury_is_no_medical_expense() -> None:
    result = compensate("我被车撞伤了，对方全责，车修了花了三千，能赔多少？")
    assert result["params"]["losses"] == {"车辆损失": 3000}


FLED_NOTE = "道路交通安全法实施条例 第九十二条"


@pytest.mark.parametrize("told", ["对方跑了，没找到人", "司机撞了人就跑了", "肇事司机开车逃逸了"])
def test_a_vehicle_side_that_fled_with_no_finding_told_is_wholly_liable_and_noted(told: str) -> None:
    result = compensate(f"我被车撞了，{told}，医疗费4万，能赔多少？")
    assert result["params"]["liability"] == "全部责任" and result["amount"] == 40000
    [note] = [note for note in result["notes"] if FLED_NOTE in note]
    assert "道路交通事故社会救助基金先行垫付" in note


@pytest.mark.parametrize(
    ("question", "liability"),
    [
        ("我被车撞了，司机撞了人就跑了，后来抓到了，交警认定对方主责，医疗费4万，能赔多少？", "主要责任"),
        ("我被车撞了，医疗费4万，对方全责，能赔多少？", "全部责任"),
    ],
)
def test_a_finding_told_is_kept_without_the_flight_note(question: str, liability: str) -> None:
    result = compensate(question)
    assert result["params"]["liability"] == liability
    assert not any(FLED_NOTE in note for note in result["notes"])


def test_a_share_told_after_a_flight_is_kept_without_the_flight_reading() -> None:
    result = compensate("我被车撞了，司机逃逸了，后来抓到了，对方承担70%责任，医疗费4万，能赔多少？")
    assert result["params"]["liability"] is None and result["params"]["liability_ratio"] == 0.7
    assert not any(FLED_NOTE in note for note in result["notes"])
