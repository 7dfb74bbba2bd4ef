"""Traffic-accident questions in other words: the accident date that decides the compulsory limits, loss items
(without 元 or 费, named by what they paid for, belongings or any other thing broken, repairs by the part of the car, a rate times a
span or asked for without one, notes in brackets, an advance payment, category subtotals), liability (short forms and typos, the asker's share, no-fault
vehicles, passengers, an insurer's '承保车辆有责', a 主要/次要 finding without a percentage, which is asked for
unless an operator's local standard gives it), accident times counted back from today, insurers (commercial
limits before or after the policy's name, lapsed policies, a share below any limit on offer), and which total
is asked (compulsory, one limit, beyond the compulsory, vehicle side, insurers, the driver's own pocket, the
injured asker's own share). Expected values by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from backend.compensation import compensate
from backend.compensation.extract import extract_traffic
from backend.compensation.reference import SHIPPED_DATA_DIR, _cached_reference, get_reference
from wording import THIS_YEAR


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 车损 with a bare number is the property item (2022 limit 2000)
        ("2022年5月开车被一辆小轿车追尾，交警认定对方全责。我这边医疗费25000元，误工费8000，护理费3000，车损5000。对方的交强险应该赔我多少？", 31000),
        # 车祸 with a year alone: 2018 is before the 2020-09-19 change, so the date is not needed
        ("2018年发生的车祸，对方车辆无责。我医疗费3000元，护理费2000元，财产损失800元。对方交强险无责赔偿能赔多少？", 3100),
        # '交强险+剩下按比例的' and '七成'
        ("2019年8月被人撞了，对方主要责任，按七成算。我医药费两万三，误工费一万八，护理费六千，修车花了四千五。对方总共（交强险+剩下按比例的）应该赔我多少？", 46850),
        # the other party's own damage is not the victim's loss
        ("2023年5月我骑电动车被汽车撞了，对方全责。我医疗费1万，误工费5000；对方车损3000。交强险赔我多少？", 15000),
        # 'the other side's insurance' is the insurers, here the compulsory insurance only
        ("2023年5月被车撞，对方全责，医疗费4万，误工费1万，对方的保险总共能赔我多少？对方只买了交强险。", 28000),
        # the share named as a percentage of the other side
        ("2022年3月被车撞了，责任划分对方70%、我30%，医疗费3万，误工费1万，对方一共赔多少（含交强险）？", 36400),
    ],
)
def test_traffic_wording(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


def test_accident_month_of_this_year_decides_the_compulsory_limits() -> None:
    question = "我今年5月骑车被面包车撞了，司机全责。医疗费3万，误工费6000。面包车只有交强险，交强险能赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.accident_date == date(THIS_YEAR, 5, 1)
    result = compensate(question)
    assert result["amount"] == 24000  # medical capped at 18000 (after 2020-09-19) + 6000


def test_traffic_year_2020_alone_is_left_open() -> None:
    assert extract_traffic("2020年我被车撞了，对方全责，医疗费1.5万，交强险赔多少？", get_reference()).accident_date is None


def test_traffic_losses_without_yuan_and_short_liability() -> None:
    params = extract_traffic(
        "2022年6月我骑车被小车撞了，司机全责。医药费1.8万，护理费五千，交通费800，残疾赔偿金6万。交强险赔多少？",
        get_reference(),
    )
    assert params.losses == {"医药费": Decimal(18000), "护理费": Decimal(5000), "交通费": Decimal(800), "残疾赔偿金": Decimal(60000)}
    assert params.liability == "全部责任"


def test_traffic_stay_length_is_not_a_vague_amount() -> None:
    params = extract_traffic("2022年3月被车撞，对方全责，住院20多天，医疗费2万，住院伙食补助费2000，交强险赔多少？", get_reference())
    assert params.unquantified_losses == []
    assert params.losses == {"医疗费": Decimal(20000), "住院伙食补助费": Decimal(2000)}


@pytest.mark.parametrize("spent", ["送医院抢救花了1.5万", "住院花了15000", "做手术用了一万五"])
def test_traffic_medical_expense_named_by_what_it_paid_for(spent: str) -> None:
    # before 2020-09-19: medical limit 10000, death and disability 110000
    question = f"我妈2019年6月被一辆轿车撞了，{spent}，最后没救过来。交警认定轿车全责。死亡赔偿金50万，丧葬费4万。交强险能赔多少？"
    assert extract_traffic(question, get_reference()).losses["医疗费"] == Decimal(15000)
    assert compensate(question)["amount"] == 120000


def test_traffic_medical_spending_is_not_counted_twice() -> None:
    params = extract_traffic("2022年3月被车撞了，对方全责。住院花了2万，其中医疗费1.8万，误工费1万。交强险赔多少？", get_reference())
    assert params.losses == {"医疗费": Decimal(18000), "误工费": Decimal(10000)}


def test_rescue_costs_are_medical_expenses() -> None:
    assert get_reference().classify_loss("抢救费") == ("medical", "医疗费")


def test_damaged_belongings_are_property_losses() -> None:
    params = extract_traffic("2024年6月我走路被车撞了，司机全责。医疗费8000；手机摔碎了，2500。交强险赔多少？", get_reference())
    assert params.losses == {"医疗费": Decimal("8000"), "财产损失": Decimal("2500")}


@pytest.mark.parametrize(
    "repair",
    ["车子修理花了3千", "我车头修了3000", "保险杠换了3000", "车尾维修了3000元"],
)
def test_repairs_named_by_the_car_or_its_part(repair: str) -> None:
    params = extract_traffic(f"2024年5月对方追尾我的车，对方全责。{repair}，医疗费500。对方交强险赔我多少？", get_reference())
    assert params.losses.get("车辆损失") == 3000


def test_items_without_fee_and_paying_out_of_pocket() -> None:
    question = "2025年我开车刮了别人 我次责 按30%算 商业险过期了 对方车修了8000 误工1500 护理1200 我自己要掏多少"
    params = extract_traffic(question, get_reference())
    assert params.losses == {"车辆损失": 8000, "误工": 1500, "护理": 1200}
    assert params.targets == ["out_of_pocket"]
    # property limit 2000, the rest (6000) x 30%
    assert compensate(question)["amount"] == 1800


_ADVANCE_CASE = (
    "2025年3月1日我骑车被一辆货车撞了，货车全责。货车的保险公司先垫付了5000医疗费。"
    "医疗费9000，我月收入6000，误工2个月；护理15天，每天200。"
)


def test_advance_payment_and_losses_stated_as_rate_and_span() -> None:
    question = _ADVANCE_CASE + "交强险除了已经垫付的，还要赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.already_paid == Decimal("5000")
    # told as a rate and a time: the engine works them out, each in a step of its own
    assert {rated.item: rated.amount() for rated in params.rated_items} == {"误工费": Decimal("12000"), "护理费": Decimal("3000")}
    assert "误工费" not in params.losses and "护理费" not in params.losses
    # 9000 + 12000 + 3000, all within the limits, less the 5000 advanced
    assert compensate(question)["amount"] == 19000


def test_nursing_rate_of_another_unit_is_brought_to_the_time_s_unit() -> None:
    # a monthly rate beside days of care is converted at 30 days a month, as a wage is for 误工费: 3000 ÷ 30 × 15
    params = extract_traffic("2025年3月1日被车撞了，对方全责。护理15天，每月3000。交强险赔多少？", get_reference())
    assert "护理费" not in params.losses
    (rated,) = params.rated_items
    assert (rated.item, rated.per, rated.time_unit, rated.amount()) == ("护理费", "月", "天", Decimal(1500))


def test_traffic_asker_share_is_not_the_vehicle_side() -> None:
    params = extract_traffic("2022年我横穿马路被车撞，交警认定我主责、司机次责。医疗费1万元。司机一方应赔多少？", get_reference())
    assert params.liability == "次要责任"
    # the year alone: it sets the limits, not which side of 2022-05-01's unification the accident fell
    assert (params.accident_date, params.accident_year) == (None, 2022)
    only_me = extract_traffic("2022年5月我开车撞了行人，我负全部责任，医疗费2万元，交强险赔多少？", get_reference())
    assert only_me.liability == "全部责任"


def test_asker_hurt_the_other_sides_share_and_repair_count() -> None:
    question = (
        "2025年5月两车相撞，交警认定我40%责任，对方60%。我的车修了6000，对方的车修了3000。对方有交强险。"
        "对方那边（交强险加上对方按责任应该承担的部分）一共应该赔我多少？"
    )
    params = extract_traffic(question, get_reference())
    assert params.liability_ratio == Decimal("0.6")
    assert params.losses == {"车辆损失": Decimal("6000")}
    assert compensate(question)["amount"] == 4400  # property limit 2000 + (6000 - 2000) x 60%


def test_vehicle_without_fault_named_after_the_victims_full_liability() -> None:
    question = (
        "我爸2023年5月晚上骑自行车逆行，被正常行驶的汽车撞了，交警认定我爸全责，司机无责，法院判机动车承担10%。"
        "医疗费20000，护理费3000。交强险加上司机赔的一共能拿多少？"
    )
    params = extract_traffic(question, get_reference())
    assert (params.liability, params.liability_ratio, params.targets) == ("无责任", Decimal("0.1"), ["vehicle_side"])
    # no-fault limits: medical 1800, care 3000 in full; (23000 - 4800) x 10% = 1820
    assert compensate(question)["amount"] == 6620


def test_vehicle_without_fault_as_no_fault_wording() -> None:
    params = extract_traffic("2024年3月行人翻越护栏被撞，行人全责，机动车无过错。医疗费8000。交强险赔多少？", get_reference())
    assert params.liability == "无责任"


def test_passenger_claims_from_the_other_cars_compulsory_insurance() -> None:
    question = (
        "2024年6月我坐同事的车，同事开车撞上了路边停着的B车，交警认定同事全责，B车无责。我医疗费5000，误工费3000。"
        "B车的交强险应该赔我多少？"
    )
    assert extract_traffic(question, get_reference()).liability == "无责任"
    assert compensate(question)["amount"] == 4800  # no-fault limits: medical 1800 + death and disability 3000


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the asker's own compulsory insurance with no fault (from 2020-09-19: 1800 / 18000 / 100)
        ("2023年8月我开车，一辆电动车撞到我车上，交警认定对方全责、我方无责。对方医疗费5000，误工费2000。我的交强险要赔他多少？", 3800),
        ("2023年8月我开车，一辆自行车撞到我车上，交警认定自行车全责，我无责任。骑车人医疗费1000，车损500。我这边的保险公司要赔对方多少？", 1100),
    ],
)
def test_traffic_asker_side_pays_under_its_own_liability(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


def test_liability_without_percentage_asks_for_the_ratio_with_its_usual_range() -> None:
    # 次要责任 alone: the court fixes the share within a range, and the 12000 beyond the limit depends on it
    question = "2025年我走路被轿车撞了，交警认定轿车次要责任。医疗费3万。对方只有交强险。交强险赔完，司机还得赔多少？"
    result = compensate(question)
    assert result["amount"] is None
    assert any("责任比例" in item and "10%–40%" in item for item in result["missing"])


def test_liability_without_percentage_is_not_asked_when_nothing_is_left() -> None:
    # every loss within the compulsory limits: no share of the rest to fix
    question = "2025年3月我走路被轿车撞了，交警认定轿车主要责任。医疗费8000，误工费3000。司机一共要赔我多少？"
    assert compensate(question)["amount"] == 11000


def test_driver_pays_nothing_under_any_ratio_when_the_commercial_limit_covers_the_rest() -> None:
    question = "2023年4月我开车撞了行人，交警认定我主要责任。死亡赔偿金70万，丧葬费5万。我有交强险和100万商业三者险。保险之外我自己还要掏多少？"
    assert compensate(question)["amount"] == 0  # 750000 - 180000 = 570000 <= 1000000 whatever the share


def test_operator_local_standard_for_main_and_minor_liability(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = (SHIPPED_DATA_DIR / "traffic.yaml").read_text(encoding="utf-8")
    for table in ("motor_vs_motor", "motor_vs_pedestrian"):
        text = text.replace(f"  {table}:\n", f"  {table}:\n    主要责任: 0.7\n    次要责任: 0.3\n")
    (tmp_path / "traffic.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setenv("LEXLOOP_COMPENSATION_DATA_DIR", str(tmp_path))
    _cached_reference.cache_clear()
    try:
        question = "2025年我走路被轿车撞了，交警认定轿车次要责任。医疗费3万。对方只有交强险。交强险赔完，司机还得赔多少？"
        result = compensate(question)
        assert result["amount"] == 3600  # (30000 - 18000) x 30%, the operator's local figure
        assert any("按 30% 承担交强险之外的损失" in step["description"] for step in result["steps"])
        assert any("次要责任" in note and "30%" in note for note in result["notes"])
    finally:
        monkeypatch.delenv("LEXLOOP_COMPENSATION_DATA_DIR")
        _cached_reference.cache_clear()


def test_stated_percentage_needs_no_note() -> None:
    question = "2025年我走路被轿车撞了，交警认定轿车主要责任，承担80%。医疗费3万。对方只有交强险。交强险赔完，司机还得赔多少？"
    result = compensate(question)
    assert result["amount"] == 9600
    assert not any("没有具体比例" in note for note in result["notes"])


def test_commercial_limit_without_yuan() -> None:
    params = extract_traffic("2023年2月两车相撞，对方全责。车损1万元。对方有交强险和150万商业三者险，保险公司赔多少？", get_reference())
    assert params.commercial_limit == Decimal(1500000)


def test_commercial_limit_in_brackets_after_the_policy() -> None:
    question = "2025年6月被人追尾，对方全责。我的车修了6000。对方买了交强险，还有商业三者险(100万)。商业险赔我多少？"
    params = extract_traffic(question, get_reference())
    assert params.commercial_limit == Decimal("1000000")
    assert compensate(question)["amount"] == 4000  # 6000 - 2000 property limit, x 100%


@pytest.mark.parametrize(
    ("fact", "insured"),
    [
        ("我的商业险上个月刚过期没续", False),
        ("三者险去年就脱保了", False),
        ("现在只剩交强险", False),
        ("对方车只有交强险和100万的商业三者险", True),
    ],
)
def test_lapsed_commercial_insurance(fact: str, insured: bool) -> None:
    params = extract_traffic(f"2025年我开车撞了人，我主责，{fact}。对方医疗费5万。我要赔多少？", get_reference())
    assert params.commercial_insured is insured


def test_traffic_beyond_compulsory_needs_no_commercial_limit() -> None:
    # the commercial insurance's amount is not stated: it does not change what is owed beyond the compulsory one
    question = "2022年3月我开车和一辆货车相撞，交警认定货车全责。我医疗费3万，误工费1万。货车买了商业三者险。交强险赔完之后对方还要赔多少？"
    assert compensate(question)["amount"] == 12000


@pytest.mark.parametrize(
    ("asked", "targets"),
    [
        ("对方只有交强险，对方一共应赔多少？", ["vehicle_side"]),
        ("轿车一方包括交强险一共赔多少？", ["vehicle_side"]),
        ("对方只买了交强险，交强险能赔多少？", ["compulsory"]),
        ("交强险能赔我多少？", ["compulsory"]),
        ("对方投保了交强险和商业险，保险公司一共赔多少？", ["insurers"]),
    ],
)
def test_traffic_question_target(asked: str, targets: list[str]) -> None:
    question = f"2022年3月我骑车被轿车撞了，轿车主要责任，医疗费2万元。{asked}"
    assert extract_traffic(question, get_reference()).targets == targets


@pytest.mark.parametrize(
    ("asked", "target"),
    [
        ("交强险之外被告还应赔偿多少？", "beyond_compulsory"),
        ("交强险以外对方要赔多少？", "beyond_compulsory"),
        ("交强险加上对方赔的，总共能拿多少？", "vehicle_side"),
        ("交强险能赔多少？", "compulsory"),
    ],
)
def test_what_is_asked_around_the_compulsory_insurance(asked: str, target: str) -> None:
    question = f"2022年6月我骑电动车被轿车撞了，轿车主责，按70%。医疗费3万，误工费5000。{asked}"
    assert extract_traffic(question, get_reference()).targets == [target]


@pytest.mark.parametrize(
    ("asked", "target"),
    [
        ("交强险赔完之后，对方（保险公司加司机）还要赔多少？", "beyond_compulsory"),
        ("除交强险外，对方还应赔我多少？", "beyond_compulsory"),
        ("超出交强险的部分对方要赔多少？", "beyond_compulsory"),
        ("交强险赔完后，商业险还能赔多少？", "commercial"),
        ("对方（交强险加上超出交强险部分按比例承担的）一共应赔我多少？", "vehicle_side"),
    ],
)
def test_traffic_what_is_owed_beyond_the_compulsory_insurance(asked: str, target: str) -> None:
    question = f"2022年3月我开车和一辆货车相撞，交警认定货车主要责任，按70%。我医疗费3万，误工费1万。货车有交强险和50万商业三者险。{asked}"
    assert extract_traffic(question, get_reference()).targets == [target]
    if target == "beyond_compulsory":
        # compulsory 18000 + 10000; the rest (40000 - 28000) x 70%
        assert compensate(question)["amount"] == 8400


def test_beyond_compulsory_asked_without_zhiwai() -> None:
    question = "2024年5月1日我走路被轿车撞了，轿车主要责任，按70%。对方没买商业险。医疗费3万。除了交强险，车主还要赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.targets == ["beyond_compulsory"]
    assert compensate(question)["amount"] == 8400  # (30000 - 18000) x 70%


@pytest.mark.parametrize(
    ("limit", "target", "expected"),
    [("“医疗费用”那一项", "compulsory_medical", 18000), ("死亡伤残限额", "compulsory_death_disability", 10000)],
)
def test_one_compulsory_limit_asked_alone(limit: str, target: str, expected: int) -> None:
    question = f"2023年3月被车撞了，对方全责。医疗费30000，误工费8000，护理费2000。交强险{limit}下能赔多少？"
    assert extract_traffic(question, get_reference()).targets == [target]
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (  # compulsory 18000 + 3000; the 2000 medical beyond the limit x the stated 50%
            "2025年8月我骑自行车被面包车撞了，双方同等责任（50%）。医疗费2万，误工3000。对方只有交强险。"
            "对方的保险和司机本人加起来总共赔我多少？",
            22000,
        ),
        (  # compulsory 10000 + 2000 (property limit), then 70% of the 1000 property loss left
            "2024年6月我骑自行车被汽车撞了，汽车主要责任，调解约定汽车方承担70%。医疗费1万，车修理费3000。"
            "汽车没有商业险。汽车那边（交强险和司机）合计应该赔我多少钱？",
            12700,
        ),
    ],
    ids=["insurer_and_driver", "compulsory_insurer_and_driver_in_brackets"],
)
def test_insurer_and_driver_asked_together(question: str, expected: int) -> None:
    assert extract_traffic(question, get_reference()).targets == ["vehicle_side"]
    assert compensate(question)["amount"] == expected


def test_driver_alone_is_still_the_out_of_pocket_share() -> None:
    params = extract_traffic("2025年8月我走路被车撞了，对方全责，医疗费3万，对方只有交强险。司机本人要赔多少？", get_reference())
    assert params.targets == ["out_of_pocket"]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 全则 typed for 全责; 前年 with a month is counted from today (after 2020-09-19: medical limit 18000)
        ("前年8月被面包车撞了 交警说对方全则 医疗费2万 交强险能赔多少", 18000),
        # an insurer's clerk: the insured car '有责' (some liability, degree not said) is enough for the compulsory
        # insurance, which does not depend on the ratio (2021: 18000 + 5000)
        ("我在保险公司做理赔，被保险车辆有责，事故是2021年3月的，伤者医疗费2万、误工费5000，交强险赔多少？", 23000),
        # the clerk's own insured car without fault pays under the no-fault limits (1800 / 18000 / 100)
        ("我是理赔员，2022年的事故，我司承保的车无责，对方司机受伤医疗费3000，误工2000，对方车损1000，我们交强险应该赔多少？", 3900),
        # '对方没责任' with the asker at fault: the other car's no-fault limits, 2019 read from '19年' (1000 / 11000 / 100)
        ("19年那次事故 我全责 对方没责任 我医疗费两千 误工三千 对方交强险无责赔我多少", 4000),
        # '交强' without 险
        ("2023年的事 对方全责 医疗费15000 交强一共赔多少", 15000),
        # damage said before the belonging: '撞碎的眼镜'
        ("2024年5月被车撞了，对方全责，撞碎的眼镜800元，医疗费5000，交强险赔多少？", 5800),
    ],
)
def test_traffic_liability_dates_and_belongings_in_other_words(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    ("when", "year"),
    [
        ("去年", THIS_YEAR - 1),
        ("上个月", None),
        ("三年前", THIS_YEAR - 3),
        ("12年前", THIS_YEAR - 12),  # both digits: not "2年前"
        ("十二年前", THIS_YEAR - 12),
        ("两三年前", THIS_YEAR - 3),  # a range: the end nearer 2020, where the limits changed
        ("21年的时候", 2021),
    ],
)
def test_accident_time_counted_back_from_today(when: str, year: int | None) -> None:
    accident = extract_traffic(f"{when}被车撞了，对方全责，医疗费1.5万，交强险赔多少？", get_reference()).accident_date
    assert accident is not None and accident <= date.today()
    if year is not None:
        assert accident.year == year


@pytest.mark.parametrize(
    "when",
    [
        "前几年",  # no year at all
        f"{THIS_YEAR - 2020}年前",  # a year alone that falls in 2020: the 2020-09-19 change is left open
        # a range of years one end of which is 2020 ('五六年前' asked in 2026)
        "".join("零一二三四五六七八九"[back] for back in (THIS_YEAR - 2021, THIS_YEAR - 2020)) + "年前",
    ],
)
def test_vague_relative_time_still_asks_for_the_date(when: str) -> None:
    result = compensate(f"{when}被车撞了，对方全责，医疗费1.5万，交强险赔多少？")
    assert result["amount"] is None
    assert any("事故发生日期" in item for item in result["missing"])


def test_the_date_is_not_asked_where_both_limit_periods_give_one_answer() -> None:
    # wholly liable and uninsured: the driver pays the whole 25,000 whether the compulsory part is the old 10,000
    # medical limit or the new 18,000 (道路交通安全法 第七十六条; 道交解释 第十六条), so the date changes nothing asked
    result = compensate("我开车撞倒了一个骑自行车的人，我全责，对方医疗费2.5万元，我的车没上交强险，我要赔多少？")
    # ('我的车没上交强险' tells a fact, it does not ask what the compulsory insurance pays)
    assert result["params"]["accident_date"] is None and result["params"]["targets"] == ["vehicle_side"]
    assert (result["amount"], result["missing"]) == (25000, [])
    assert any("所问的金额相同" in note for note in result["notes"])


def test_the_date_is_asked_where_the_share_beyond_the_limit_depends_on_it() -> None:
    # 70%: 10000 + 15000 × 0.7 = 20500 under the old limit, 18000 + 7000 × 0.7 = 22900 under the new one
    result = compensate("我开车撞倒了一个骑自行车的人，我负主要责任（70%），对方医疗费2.5万元，我的车没上交强险，我要赔多少？")
    assert result["amount"] is None
    assert any("事故发生日期" in item for item in result["missing"])


@pytest.mark.parametrize(
    "question",
    [
        "我被车撞了，保险公司有责任赔吗？医疗费1.5万，2024年的事，交强险赔多少？",  # a duty to pay, not a finding
        "2024年5月被车撞了，对方有没有责任还没定，医疗费3万，交强险赔多少？",  # a question, not 没有责任
    ],
)
def test_liability_words_that_are_no_finding(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None
    assert any("事故责任" in item for item in result["missing"])


def test_some_liability_without_degree_asks_for_the_ratio_only_when_it_matters() -> None:
    over = compensate("2025年3月被车撞了，对方有责任，医疗费3万，对方只有交强险，对方一共要赔多少？")
    assert over["amount"] is None and any("责任比例" in item for item in over["missing"])
    within = compensate("2025年3月被车撞了，对方有责任，医疗费1万，对方一共要赔多少？")
    assert within["amount"] == 10000  # all within the compulsory limits


@pytest.mark.parametrize(
    ("policy", "limit"),
    [
        ("有交强险和50万三者险", 500000),
        ("有交强和一百万三者", 1000000),
        ("买了交强险，还有商业三者险200万元（不计免赔）", 2000000),
        ("有交强险，三者险是150万", 1500000),
    ],
)
def test_commercial_limit_before_or_after_the_policy_name(policy: str, limit: int) -> None:
    params = extract_traffic(f"2024年5月被车撞了，对方全责，医疗费3万，对方{policy}，保险公司一共赔多少？", get_reference())
    assert params.commercial_limit == limit


def test_small_share_is_within_any_commercial_limit() -> None:
    # the limit is not stated, but 5600 is below the lowest one on offer (100000 since 2020-09-19)
    question = "2024年5月被追尾，对方主要责任按70%，对方有交强险和三者险，医疗费2万5，修车3000，三者险赔多少？"
    assert compensate(question)["amount"] == 5600  # (7000 + 1000) x 70%
    large = question.replace("医疗费2万5", "医疗费25万")
    assert any("商业三者险的保险金额" in item for item in compensate(large)["missing"])


def test_category_subtotals_with_their_items_in_brackets() -> None:
    question = (
        "2024年5月被车撞了，对方主要责任，按70%，对方只有交强险。医疗类（医疗费、营养费）合计3万，"
        "死亡伤残类合计10万（误工、护理、残疾赔偿金），对方一共赔多少？"
    )
    params = extract_traffic(question, get_reference())
    assert sorted(params.losses.values()) == [30000, 100000]
    assert compensate(question)["amount"] == 126400  # 18000 + 100000 + (30000 - 18000) x 70%


def test_injured_askers_own_share_of_the_rest() -> None:
    question = "2024年5月我走路被车撞了，交警认定同等责任，按各50%。医疗费3万，对方只有交强险。交强险赔完，剩下的我自己要承担多少？"
    assert extract_traffic(question, get_reference()).targets == ["victim_share"]
    assert compensate(question)["amount"] == 6000  # (30000 - 18000) x (1 - 50%)
    driver = "2024年5月我开车撞了行人，我同等责任。医疗费3万，我只有交强险。交强险赔完，剩下的我自己要承担多少？"
    assert extract_traffic(driver, get_reference()).targets != ["victim_share"]


@pytest.mark.parametrize(
    ("question", "target"),
    [
        # a chat question in one run: the fact '对方就一个交强险' is not what is asked
        ("今年4月骑车和小车撞了 同等责任 对方就一个交强险 医药费两万 误工五千 我一共能拿到多少", "vehicle_side"),
        ("2025年5月我们公司的车撞了行人，我方主要责任，按70%。行人医疗费3万。算上交强险，我们这一方一共要赔多少？", "vehicle_side"),
        ("2025年6月被车撞了 对方全责 对方有交强和100万三者 医疗费五万 三者险那块赔多少", "commercial"),
    ],
)
def test_what_is_asked_in_chat_and_from_the_paying_side(question: str, target: str) -> None:
    assert extract_traffic(question, get_reference()).targets == [target]


def test_percentage_right_after_the_finding() -> None:
    params = extract_traffic("2025年6月被车刮了，交警定对方主要责任70%，修车8000，对方保险赔多少？", get_reference())
    assert params.liability_ratio == Decimal("0.7")
    verdict = extract_traffic("2025年6月被车撞了，对方主要责任，判的六成，不对，判的60%，医疗费3万，对方赔多少？", get_reference())
    assert verdict.liability_ratio == Decimal("0.6")


def test_one_figure_for_several_items_of_one_limit_is_that_limits_subtotal() -> None:
    question = "2023年4月我妈走路被货车撞了，没抢救过来，司机全责。医疗费6000，死亡赔偿金、丧葬费加起来90万。货车只有交强险，除了交强险司机还要赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.losses == {"死亡伤残类合计": 900000, "医疗费": 6000}
    assert params.targets == ["beyond_compulsory"]
    assert compensate(question)["amount"] == 720000  # 906000 - (6000 + 180000)


def test_a_figure_is_counted_for_one_item_only() -> None:
    # '丧葬费等死亡伤残类共50万': the subtotal's figure is not also the funeral expenses
    question = "2018年5月我爸被小车撞死了，小车全责。医疗费8000，丧葬费等死亡伤残类共50万。交强险能赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"死亡伤残类合计": 500000, "医疗费": 8000}
    assert compensate(question)["amount"] == 118000  # 2018 limits: 8000 + 110000


def test_one_figure_for_items_of_different_limits_is_asked_for() -> None:
    question = "2024年3月我骑车被面包车撞了，对方全责。医疗费和误工费一共4万，护理费2000。交强险赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.unquantified_losses == ["医疗费", "误工费"]
    result = compensate(question)
    assert result["amount"] is None and len(result["missing"]) == 2


def test_part_of_a_sum_after_其中_is_not_added_again() -> None:
    question = "2024年3月我骑车被面包车撞了，对方全责。医药费和营养费合计2.5万，其中营养费1000。交强险赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医疗费用类合计": 25000}


@pytest.mark.parametrize(
    ("question", "limit"),
    [
        ("2024年7月开车撞了人，我全责，有交强险，三者险只保了30万。医疗费5万，我自己要掏多少？", 300000),
        ("2024年7月开车撞了人，我全责，有交强险，商业三者险就买了100万的。医疗费5万，我自己要掏多少？", 1000000),
    ],
)
def test_commercial_limit_after_an_adverb(question: str, limit: int) -> None:
    assert extract_traffic(question, get_reference()).commercial_limit == limit


@pytest.mark.parametrize(
    ("question", "target", "amount"),
    [
        # the compulsory payout with the driver's own share: the whole vehicle side (16000 + 2000 + 14000 x 50%)
        ("2023年2月两车相撞，认定同等责任，各负50%。我医疗费1.6万，车修了1.6万。对方有交强险没商业险。对方（交强险加他自己）总共赔我多少？", "vehicle_side", 25000),
        ("2023年2月两车相撞，认定同等责任，各负50%。我医疗费1.6万，车修了1.6万。对方有交强险没商业险。对方合计赔多少（交强险加对方个人出的部分）？", "vehicle_side", 25000),
        # '除了交强险' without 之外 or a comma still sets the compulsory payout aside
        ("2023年2月被车撞了，对方全责，医疗费3万，误工费5000。除了交强险对方还要赔我多少？", "beyond_compulsory", 12000),
    ],
)
def test_which_total_is_asked(question: str, target: str, amount: int) -> None:
    assert extract_traffic(question, get_reference()).targets == [target]
    assert compensate(question)["amount"] == amount


def test_the_sentence_asking_for_a_figure_beats_a_closing_yes_no_question() -> None:
    question = "2021年5月被车撞了，对方全责，医疗费2.5万，误工4000。交强险能赔多少？这个是按新限额算吧？"
    assert extract_traffic(question, get_reference()).targets == ["compulsory"]
    assert compensate(question)["amount"] == 22000  # 18000 + 4000


def test_a_bare_follow_up_question_is_read_with_the_sentence_before() -> None:
    # '出多少？' alone names no payer; the sentence before it says the asker pays after both policies
    question = "2024年2月我开车撞了一个骑车的，我全责。他医疗费30万，误工费1万。我有交强险和20万三者险。两个保险赔完，我自己还要出钱吗？出多少？"
    assert extract_traffic(question, get_reference()).targets == ["out_of_pocket"]
    assert compensate(question)["amount"] == 82000  # 310000 - (18000 + 10000) - 200000


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a meal allowance per day times the days in hospital (2023 limits): 8000 + 15 x 80
        ("2023年8月我走路被三轮车旁边的小车撞了，小车全责。在医院住了15天，医药费8000，伙食补助每天80元。交强险赔多少？", 9200),
        # the rate written after the figure ('50元/天') and the nursing period in days: 6000 + 2000 + 50 x 40
        ("2023年8月被车撞了，对方全责。医药费6000，误工费2000，护理期40天，护理费50元/天。交强险赔多少？", 10000),
        # an item worked out as a product in the question: 6000 + 12 x 100
        ("2023年8月被车撞了，对方全责。医药费6000，住院伙食补助：12天×100元。交强险赔多少？", 7200),
    ],
)
def test_an_item_given_as_a_rate_is_multiplied_by_its_own_span(question: str, expected: int) -> None:
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    ("question", "losses"),
    [
        # a note in brackets between the item and its figure, and a note after the figure naming its parts
        (
            "2023年8月被车撞了，对方全责。物品损失（眼镜、背包）900元，医药费2万（含伙食补助、营养费）。交强险赔多少？",
            {"物品损失": 900, "医药费": 20000},
        ),
        # a motorbike written off, and funeral travel and lodging given as one figure: one figure for two fees
        # of one limit is booked as that limit's subtotal, not as lodging alone
        (
            "2023年8月我哥骑摩托车被货车撞死了，货车全责。摩托车报废损失2600，死亡赔偿金80万，亲属奔丧交通住宿费4000。交强险赔多少？",
            {"车辆损失": 2600, "死亡赔偿金": 800000, "死亡伤残类合计": 4000},
        ),
        # items named together with one figure for their limit, in an ordinary wording
        (
            "2019年3月我姑父被车撞死了，对方全责。死亡赔偿金、丧葬费、精神抚慰金这些死亡伤残类的费用一共65万，医药费3000。交强险赔多少？",
            {"死亡伤残类合计": 650000, "医药费": 3000},
        ),
    ],
)
def test_loss_items_in_notes_and_everyday_names(question: str, losses: dict[str, int]) -> None:
    assert extract_traffic(question, get_reference()).losses == losses


def test_old_limits_apply_to_a_death_subtotal_before_the_change() -> None:
    question = "2019年3月我姑父被车撞死了，对方全责。死亡赔偿金、丧葬费、精神抚慰金这些死亡伤残类的费用一共65万，医药费3000。交强险赔多少？"
    assert compensate(question)["amount"] == 113000  # 3000 + 110000 (limits before 2020-09-19)


@pytest.mark.parametrize(
    ("question", "ratio"),
    [
        # the injured asker names both shares: the vehicle side's is the other party's
        ("2023年8月我开车和一辆货车剐了，认定货车70%、我30%的责任。我这边的损失：修车5000。对方有交强险，我一共能拿到多少？", Decimal("0.7")),
        ("2023年8月我骑车被小车撞了，责任对方八成我两成。医药费3万，对方赔我多少？", Decimal("0.8")),
        # the asker drove the car that pays: the asker's own share is the vehicle side's
        ("2023年8月我开车撞了骑车的人，认定我70%、对方30%的责任。他医药费3万，我有交强险，我一共要赔多少？", Decimal("0.7")),
    ],
)
def test_both_parties_shares_named(question: str, ratio: Decimal) -> None:
    assert extract_traffic(question, get_reference()).liability_ratio == ratio


@pytest.mark.parametrize(
    ("question", "target", "amount"),
    [
        # the commercial insurer and the driver together after the compulsory payout: everything beyond it
        ("2024年9月我妈被车撞了，司机全责，有交强险和50万三者险。医药费3万，误工费1万。交强险赔完，剩下的三者险和司机一共还要赔多少？", "beyond_compulsory", 12000),
        # the driver named before the insurer: the whole vehicle side (18000 + 10000 + 12000 x 60%)
        ("2024年9月被车撞了，对方按60%担责，只有交强险。医药费3万，误工费1万。对方（司机和保险公司）总共该赔多少？", "vehicle_side", 35200),
        # whether the compulsory insurance covers it all is an aside; the figure asked is the insurers'
        ("前年被车撞了 对方全责 医药费2000 误工1500 交强险能不能全赔 保险公司赔我多少", "insurers", 3500),
        # the injured asker's own part with words in between ('最终', '实际')
        ("2024年9月我骑车被车撞了，对方按60%担责，只有交强险。医药费3万，误工费1万。我最终实际要自己承担多少？", "victim_share", 4800),
    ],
)
def test_which_total_is_asked_in_other_words(question: str, target: str, amount: int) -> None:
    assert extract_traffic(question, get_reference()).targets == [target]
    assert compensate(question)["amount"] == amount


@pytest.mark.parametrize(
    "damage",
    ["三轮车坏了，600", "电动车被撞坏了，修了600", "车子压烂了600元", "电瓶车摔坏了600"],
)
def test_vehicle_damage_said_without_a_fee_name(damage: str) -> None:
    # a vehicle said to be broken, its figure in the same or the next clause, is the vehicle loss
    question = f"2023年4月我骑车被小货车撞了，对方全责。医疗费6000，{damage}。交强险一共赔多少？"
    assert extract_traffic(question, get_reference()).losses.get("车辆损失") == 600
    assert compensate(question)["amount"] == 6600


# the van has the compulsory policy only and bears 60 %: 18000 + 5000 from it, 12000 of medical costs beyond it
_SHARED_CASE = "2024年3月我走路被面包车撞了，面包车主要责任，按60%。医疗费3万，误工费5000。面包车只有交强险。"


@pytest.mark.parametrize(
    ("asked", "target", "amount"),
    [
        # whose compulsory policy it is, named inside '除了…': still what is owed beyond it ((30000 - 18000) x 60%)
        ("除了对方交强险赔的，车主还得赔我多少？", "beyond_compulsory", 7200),
        ("除了面包车的交强险之外，司机还要出多少？", "beyond_compulsory", 7200),
        # every policy set aside: the driver's own part (here the same 7200: there is no other policy)
        ("除了保险公司赔的，司机还要赔多少？", "out_of_pocket", 7200),
        ("除了交强险和商业险，司机自己还要赔多少？", "out_of_pocket", 7200),
        # the compulsory payout plus what the vehicle's side pays: 18000 + 5000 + 7200
        ("我一共能拿多少（交强险加面包车一方承担的）？", "vehicle_side", 30200),
        ("交强险加上货车那边赔的总共多少？", "vehicle_side", 30200),
    ],
)
def test_what_is_asked_with_the_vehicle_or_policy_owner_named(asked: str, target: str, amount: int) -> None:
    question = _SHARED_CASE + asked
    assert extract_traffic(question, get_reference()).targets == [target]
    assert compensate(question)["amount"] == amount


def test_figure_after_a_broken_thing_can_belong_to_the_next_item() -> None:
    # the next clause names its own item: its figure is not the phone's price
    question = "2023年4月我骑车被小货车撞了，对方全责。医疗费6000，手机摔坏了，误工费3000。交强险一共赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医疗费": Decimal("6000"), "误工费": Decimal("3000")}


@pytest.mark.parametrize(
    ("damage", "item", "value"),
    [
        # a thing not on any list, named after a measure word or 的, broken with its price after it
        ("挂在车把上的一台蓝牙音箱坏了，500元", "财产损失", 500),
        ("头盔撞裂了，500", "财产损失", 500),
        ("随身带的一把雨伞压坏了500块", "财产损失", 500),
        # a vehicle in the same general wording is the vehicle loss (the same limit)
        ("电瓶车也撞坏了，500", "车辆损失", 500),
    ],
)
def test_any_damaged_thing_with_its_price_is_a_property_loss(damage: str, item: str, value: int) -> None:
    question = f"2024年2月我骑车去上班被小轿车撞了，轿车全责。医药费7000，{damage}。交强险一共赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医药费": 7000, item: value}
    assert compensate(question)["amount"] == 7500


@pytest.mark.parametrize(
    "hurt",
    # the body, a feeling, or the other side's thing: no property loss of the victim
    ["膝盖摔坏了，误工费500", "人都吓坏了，误工费500", "对方车上的货也撞坏了，误工费500"],
)
def test_broken_words_that_are_no_property_loss(hurt: str) -> None:
    question = f"2024年2月我骑车去上班被小轿车撞了，轿车全责。医药费7000，{hurt}。交强险一共赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医药费": 7000, "误工费": 500}


@pytest.mark.parametrize(
    "care",
    [
        # a carer hired at a daily rate, the days said right after the rate
        "出院前雇了个陪护，一天180，10天",
        "护工费180元/天，共10天",
        "护理费每天180元，请了10天",
    ],
)
def test_care_rate_followed_by_its_days(care: str) -> None:
    question = f"2023年10月我走路被面包车撞了，面包车全责，住院12天。医疗费6000，{care}。交强险赔多少？"
    params = extract_traffic(question, get_reference())
    # an amount told for the item, or its rate and days for the engine to multiply
    told = sum(value for name, value in params.losses.items() if name.startswith("护"))
    assert told + sum(rated.amount() for rated in params.rated_items if rated.item == "护理费") == 1800
    assert compensate(question)["amount"] == 7800


@pytest.mark.parametrize(
    ("policy", "limit"),
    [
        ("商业三者险只有80万", 800000),
        ("还有三者150万", 1500000),
        ("三者险投的200万", 2000000),
    ],
)
def test_commercial_limit_said_with_have_or_without_the_policy_word(policy: str, limit: int) -> None:
    question = f"2024年7月我开货车撞了人，我全责，有交强险，{policy}。医疗费5万，我自己要掏多少？"
    assert extract_traffic(question, get_reference()).commercial_limit == limit


def test_a_payout_by_the_commercial_policy_is_not_its_limit() -> None:
    question = "2024年7月我开货车撞了人，我全责，有交强险，商业三者险已经赔了3万。医疗费5万，我自己要掏多少？"
    assert extract_traffic(question, get_reference()).commercial_limit is None


@pytest.mark.parametrize(
    ("things", "name", "value"),
    [
        # belongings or a two-wheeler listed right before one figure, with no word of damage
        ("手表和衣物共1500", "财产损失", 1500),
        ("头盔、手机800", "财产损失", 800),
        ("自行车和头盔一共1200", "车辆损失", 1200),
        # a vehicle said to be destroyed, its value after it
        ("他骑的三轮车撞毁了，值1800", "车辆损失", 1800),
    ],
)
def test_listed_or_destroyed_things_are_property_losses(things: str, name: str, value: int) -> None:
    question = f"2023年5月我爸过马路被小车撞了，小车全责。医疗费9000，{things}。交强险能赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.losses == {"医疗费": 9000, name: value}
    assert compensate(question)["amount"] == 9000 + min(value, 2000)


def test_a_two_wheeler_repaired_is_not_read_as_a_listed_thing() -> None:
    question = "2023年5月我骑自行车被小车撞了，小车全责。医疗费9000，自行车修了300。交强险能赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医疗费": 9000, "车辆损失": 300}


@pytest.mark.parametrize(
    "aside",
    ["营养费以后再说，先不算", "营养费另外协商", "营养费暂不考虑"],
)
def test_an_item_the_question_sets_aside_is_not_asked_for(aside: str) -> None:
    question = f"2023年5月我被出租车撞了，出租车全责。医疗费6000，误工费4000，{aside}。交强险赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.unquantified_losses == []
    assert compensate(question)["amount"] == 10000


def test_an_item_without_figure_and_not_set_aside_is_still_asked_for() -> None:
    question = "2023年5月我被出租车撞了，出租车全责。医疗费6000，误工费4000，还有营养费。交强险赔多少？"
    assert compensate(question)["amount"] is None


def test_items_of_one_limit_named_by_their_stems_share_one_figure() -> None:
    question = "2024年9月我被货车撞成十级伤残，货车全责。伤残赔偿金、误工、交通、精神损失这几项合起来一共9万，医疗费6000。交强险能赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.losses == {"死亡伤残类合计": 90000, "医疗费": 6000}
    assert compensate(question)["amount"] == 96000


def test_stems_of_items_under_different_limits_in_one_sum_are_asked_for() -> None:
    question = "2024年9月我被货车撞成十级伤残，货车全责。伤残赔偿金、误工、医疗这些加起来一共9万。交强险能赔多少？"
    assert compensate(question)["amount"] is None


@pytest.mark.parametrize("rough", ["自行车200多", "衣服几百块", "手表两千多"])
def test_a_listed_thing_priced_only_roughly_is_asked_for(rough: str) -> None:
    question = f"2023年5月我爸过马路被小车撞了，小车全责。医疗费9000，{rough}。交强险能赔多少？"
    assert compensate(question)["amount"] is None


@pytest.mark.parametrize("no_price", ["骑自行车20分钟到的医院", "电动车开到40码"])
def test_a_number_after_a_two_wheeler_that_is_no_price(no_price: str) -> None:
    question = f"2023年5月我被小车撞了，小车全责，{no_price}。医疗费9000。交强险能赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医疗费": 9000}


def test_a_share_over_100_percent_is_not_read_as_a_liability_ratio() -> None:
    params = extract_traffic("2023年被车撞了，对方按120%承担，医疗费5万，对方只有交强险，对方还要赔多少？", get_reference())
    assert params.liability_ratio is None


@pytest.mark.parametrize(
    "fees",
    ["交通住宿费", "交通、住宿费", "交通和住宿费", "交通及住宿费", "交通费住宿费", "交通住宿"],
)
def test_fees_named_together_are_read_in_any_joined_wording(fees: str) -> None:
    # travel and lodging lie under one limit: one figure for both is that limit's, however they are joined
    question = f"2022年10月我爸过马路被轿车撞死了，轿车全责。死亡赔偿金9万，处理丧事的{fees}3000元。交强险赔多少？"
    assert extract_traffic(question, get_reference()).unquantified_losses == []
    assert compensate(question)["amount"] == 93000


def test_fees_of_different_limits_named_together_are_asked_apart() -> None:
    # treatment is under the medical limit, travel under the death-and-disability limit: one figure for both
    # does not say how much each limit pays, so each fee's own figure is asked for
    question = "2023年6月我骑电动车被货车撞了，货车全责。医疗、交通费6000元，误工费2000元。交强险赔多少？"
    assert extract_traffic(question, get_reference()).unquantified_losses == ["医疗费", "交通费"]
    assert compensate(question)["amount"] is None


@pytest.mark.parametrize("fees", ["交通住宿费4000", "交通、住宿费4000", "交通和住宿费共计4000", "交通住宿4000"])
def test_one_figure_for_fees_named_together_is_their_limits_subtotal(fees: str) -> None:
    # glued or joined, with or without a word for the sum: the figure is for both fees, booked as one sum
    # under their limit rather than under the last fee's name
    question = f"2022年10月我爸过马路被轿车撞死了，轿车全责。死亡赔偿金9万，处理丧事的{fees}。交强险赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"死亡赔偿金": 90000, "死亡伤残类合计": 4000}


@pytest.mark.parametrize(
    ("fees", "losses", "amount"),
    [
        # nursing in hospital is nursing (its own limit), not also the hospital fee: 18000 (medical limit) + 3000
        ("医疗费2万，住院护理费3000元", {"医疗费": 20000, "护理费": 3000}, 21000),
        # travel to and from hospital is travel: 18000 + 600
        ("医疗费1.8万，住院交通费600元", {"医疗费": 18000, "交通费": 600}, 18600),
        # an appraisal of the repair is an appraisal, which the compulsory insurance does not pay
        ("医疗费5000，车辆维修鉴定费3000", {"医疗费": 5000, "鉴定费": 3000}, 5000),
    ],
)
def test_a_fee_named_after_what_it_was_for_is_one_fee(fees: str, losses: dict[str, int], amount: int) -> None:
    question = f"2023年6月我骑电动车被货车撞了，货车全责。{fees}。交强险赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.losses == losses and params.unquantified_losses == []
    assert compensate(question)["amount"] == amount


@pytest.mark.parametrize(
    ("goods", "value"),
    [
        # a small bare price right after the damaged thing is its price, not dropped: 18000 + 80
        ("手机摔坏了，80", 80),
        ("眼镜和衣服50", 50),
    ],
)
def test_a_small_bare_price_after_a_damaged_thing_is_counted(goods: str, value: int) -> None:
    question = f"2023年5月我被小车撞了，小车全责。医疗费18000，{goods}。交强险能赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医疗费": 18000, "财产损失": value}
    assert compensate(question)["amount"] == 18000 + value


def test_a_one_digit_number_after_a_damaged_thing_is_no_price() -> None:
    # below the anchored minimum a bare number after a thing counts it ('两部手机' typed as '手机摔坏了，2')
    question = "2023年5月我被小车撞了，小车全责。医疗费18000，手机摔坏了，2。交强险能赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医疗费": 18000}


@pytest.mark.parametrize("item", ["住院伙食补助费", "后续治疗费", "残疾辅助器具费"])
def test_an_items_own_name_is_not_split_into_fees(item: str) -> None:
    question = f"2023年6月我骑电动车被货车撞了，货车全责。{item}1500元。交强险赔多少？"
    assert extract_traffic(question, get_reference()).losses == {item: 1500}


def test_stems_of_fees_before_a_span_are_no_fees() -> None:
    # '住院治疗20天' tells how long, it names no fee
    question = "2023年6月我骑电动车被货车撞了，货车全责。住院治疗20天，医疗费2万，交强险赔多少？"
    assert extract_traffic(question, get_reference()).losses == {"医疗费": 20000}


# A share stated with the liability finding is the vehicle side's ratio (道路交通安全法 第七十六条). 2023 limits:
# compulsory medical limit 18000 (有责); the 12000 beyond it × 70% = 8400; 18000 + 8400 = 26400.
_SHARE_QUESTION = "2023年5月，我骑电动车被轿车撞了，{finding}。我医疗费30000元，对方有交强险，没有商业险，能赔多少？"


@pytest.mark.parametrize(
    "finding",
    [
        "交警认定对方负主要责任，比例70%",
        "对方主要责任（70%）",
        "交警认定对方主要责任，责任比例为70%",
        "对方主责（七成）",
        "对方承担70%的责任",
        "对方70%责任",
        "对方负七成责任",
    ],
)
def test_share_stated_with_the_finding_is_the_ratio(finding: str) -> None:
    result = compensate(_SHARE_QUESTION.format(finding=finding))
    assert result["params"]["liability_ratio"] == 0.7
    assert result["amount"] == 26400


@pytest.mark.parametrize(
    "finding",
    ["交警认定对方主要责任，伤残赔偿指数70%", "交警认定对方主要责任，我们这社平的60%", "交警认定对方主要责任，贷款利率4%", "对方主要责任，保险费率3%"],
)
def test_other_percentages_are_not_the_ratio(finding: str) -> None:
    result = compensate(_SHARE_QUESTION.format(finding=finding))
    assert result["params"]["liability_ratio"] is None
    assert result["amount"] is None and any("责任比例" in item for item in result["missing"])


def test_the_injured_askers_own_bracketed_share_is_not_the_vehicles() -> None:
    # '我主要责任（70%）' is the victim's share: the vehicle side bears the rest (30% of 30000 − 18000)
    result = compensate(_SHARE_QUESTION.format(finding="交警认定我主要责任（70%）"))
    assert result["params"]["liability_ratio"] == 0.3 and result["amount"] == 21600
    # in tenths too: '我次要责任（三成）' is the asker's, the vehicle side's 70% (18000 + 2000 × 70%)
    tenths = compensate("我骑电动车被货车撞了，货车主要责任，我次要责任（三成），医疗费2万，2023年5月，能赔多少")
    assert tenths["params"]["liability_ratio"] == 0.7 and tenths["amount"] == 19400
