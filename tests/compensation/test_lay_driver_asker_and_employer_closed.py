"""A driver who tells they hit someone, asking nothing of who pays: their own finding ('我次要责任') is the vehicle
side's, never the victim's ('对方主要责任'); a rider who tells '骑电动车撞了…' gets the non-motor-vehicle note, and one
who hit someone on a delivery the employer's liability (民法典 第一千一百九十一条); an employer whose licence was revoked or that was ordered closed is a labour
question (劳动合同法 第四十四条第（五）项 → 第四十六条第（六）项: N). Expected values by hand."""

from __future__ import annotations

from backend.compensation import compensate


def test_the_driving_askers_own_finding_is_the_vehicle_sides() -> None:
    result = compensate("我开车撞了骑电动车的人，交警认定对方主要责任，我次要责任，对方医疗费5万")
    assert result["params"]["liability"] == "次要责任"
    assert any("机动车一方承担的责任比例" in need and "10%–40%" in need for need in result["missing"])


def test_the_driving_askers_finding_with_the_insurer_asked() -> None:
    result = compensate("我开车把一个行人撞了，交警认定对方次要责任，我主要责任，对方医疗费3万，保险公司赔多少")
    assert result["params"]["liability"] == "主要责任"


def test_a_hurt_asker_keeps_the_other_sides_finding() -> None:
    # the asker was hit: the other driver's finding is the vehicle side's
    result = compensate("我骑电动车被小车撞了，交警认定对方主要责任，我次要责任，医疗费5万")
    assert result["params"]["liability"] == "主要责任"


def test_a_revoked_licence_is_a_labour_question_owing_n() -> None:
    result = compensate("公司被吊销营业执照了，我干了3年，月薪5000")
    assert result["scenario"] == "economic"
    assert result["params"]["termination_reason"] == "employer_closed"
    assert result["amount"] == 15000  # 5000 × 3


def test_an_employer_ordered_closed_is_a_labour_question_owing_n() -> None:
    result = compensate("我们厂被责令关闭了，干了6年，工资4800，能拿多少")
    assert result["params"]["termination_reason"] == "employer_closed"
    assert result["amount"] == 28800  # 4800 × 6


def test_an_asker_who_rode_an_e_bike_into_a_walker_is_told_it_is_a_non_motor_vehicle() -> None:
    result = compensate("我骑电动车撞了一个行人，我全责，他医疗费2万，误工费5000，我要赔多少？")
    assert result["amount"] == 25000
    assert any("按非机动车计算" in note for note in result["notes"])


def test_harm_done_on_a_delivery_is_the_employers_to_answer_for() -> None:
    result = compensate("我是外卖骑手，送餐时骑电动车撞了行人，我全责，对方医疗费1万，平台要赔吗")
    assert result["amount"] == 10000
    assert any("按非机动车计算" in note for note in result["notes"])
    assert any("第一千一百九十一条第一款" in note and "执行工作任务" in note for note in result["notes"])


def test_a_rider_hurt_on_a_delivery_has_no_employer_liability_note() -> None:
    # the asker was the one hit: a work injury (第十四条第（五）项), not harm done to others
    result = compensate("我送外卖的路上被小车撞了，对方全责，医疗费2万")
    assert not any("第一千一百九十一条" in note for note in result["notes"])
