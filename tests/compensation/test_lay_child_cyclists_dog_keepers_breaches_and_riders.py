"""Lay wordings, session 22 (second round): a child on a bicycle who knocked someone over is a fault tort its guardian
answers for (民法典 第一千一百六十五条、第一千一百八十八条), never a motor vehicle's liability; a dog's keeper told after
the dog ('狗是邻居家的'); a dismissal for a breach of rules told without its seriousness asks whether it was serious
(劳动合同法 第三十九条第（二）项: nothing, or 第八十七条: 2N) instead of showing N; a rider named as the one who hit
('骑电动车的外卖小哥把我撞倒了') is a non-motor payer; medical costs told sum first ('花了一万二医疗费'); a scrape
('被货车刮倒了') on the way home is the road accident asked about. Expected values by hand."""

from __future__ import annotations

import re

import pytest

from backend.compensation import compensate
from backend.compensation.extract.common import PERSON_BUMP


@pytest.mark.parametrize(
    "question",
    [
        "我家孩子十岁，在小区骑自行车把一个老人撞倒了，医疗费六千",
        "我儿子9岁，在公园骑小自行车把一个阿姨碰倒了，医疗费6000",
    ],
)
def test_the_askers_child_on_a_bicycle_makes_the_parent_pay_by_fault(question: str) -> None:
    result = compensate(question)
    params = result["params"]
    assert (result["scenario"], params["cause"], params["minor_caused"]) == ("personal_injury", "fault", True)
    assert params["liable_party"] == "撞人孩子的监护人（父母）"
    assert result["amount"] == 6000
    assert not any("机动车" in item for item in result["missing"])


def test_hit_by_a_child_on_a_bicycle_the_childs_guardian_pays() -> None:
    result = compensate("我在小区散步，被一个骑自行车的小孩撞倒了，医药费两千")
    assert (result["scenario"], result["params"]["liable_party"], result["amount"]) == ("personal_injury", "撞人孩子的监护人（父母）", 2000)


def test_a_child_on_a_bicycle_hit_by_someone_is_the_one_hurt() -> None:
    # the child is hurt: no guardian of the child pays, and a car keeps it a road accident
    assert not re.search(PERSON_BUMP, "我儿子8岁骑自行车被一辆汽车撞了")
    by_car = compensate("我儿子8岁骑自行车被一辆汽车撞了，医疗费3000，对方全责")
    assert (by_car["scenario"], by_car["amount"]) == ("traffic", 3000)
    by_adult = compensate("我家孩子骑自行车被一个大人撞倒了，医疗费1000")
    assert (by_adult["params"]["liable_party"], by_adult["params"]["minor_caused"]) == ("撞人的一方（侵权人）", None)


def test_an_adult_cyclist_who_hit_someone_stays_the_non_motor_payer() -> None:
    # a grown-up's ride on the road: the non-motor rider's own liability is asked, never a motor vehicle's
    result = compensate("我骑自行车把一个老人撞倒了，医疗费6000")
    assert result["scenario"] == "traffic" and result["params"]["payer_non_motor"] is True
    assert result["missing"] == ["骑车人一方的事故责任（全部/主要/同等/次要/无责任，或责任比例）"]


@pytest.mark.parametrize(
    ("question", "keeper", "amount"),
    [
        ("我被狗咬了，花了八百打疫苗，狗是邻居家的，拴着绳，我没招惹它", "邻居（动物饲养人或者管理人）", 800),
        ("那条狗是楼下养的，把我咬了，打疫苗花了600，我也没逗它", "楼下（动物饲养人或者管理人）", 600),
    ],
)
def test_the_keeper_told_after_the_dog_is_the_one_who_pays(question: str, keeper: str, amount: int) -> None:
    result = compensate(question)
    assert (result["params"]["liable_party_known"], result["params"]["liable_party"]) == (True, keeper)
    assert result["amount"] == amount and result["missing"] == []


@pytest.mark.parametrize(
    ("question", "breach", "damages"),
    [
        ("我被公司开除了，说我旷工三天，干了两年，月薪5000，能拿多少", "旷工三天", "20000.00元"),  # 5000 × 2 × 2
        ("老板说我上个月迟到了五次，把我辞退了，我干了4年，工资6000", "迟到了五次", "48000.00元"),  # 6000 × 4 × 2
        ("公司以我上班玩手机为由把我开了，干了3年，月薪7000", "上班玩手机", "42000.00元"),  # 7000 × 3 × 2
    ],
)
def test_a_dismissal_for_a_breach_told_without_its_seriousness_asks_it(question: str, breach: str, damages: str) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] is None and result["params"]["breach_told"] == breach
    assert result["amount"] is None  # N is owed under neither reading
    [asked] = [item for item in result["missing"] if "严重违反规章制度" in item]
    assert breach in asked
    [note] = [note for note in result["notes"] if "没有说明是否属于严重违纪" in note]
    assert "第三十九条第（二）项" in note and "第八十七条" in note and damages in note


def test_the_breach_is_asked_with_the_wage_asked_too() -> None:
    result = compensate("我被公司开除了，说我旷工三天")
    assert "劳动者在劳动合同解除或终止前12个月的平均工资（月工资）" in result["missing"]
    assert any("旷工三天" in item for item in result["missing"])


def test_a_breach_called_serious_or_no_breach_keeps_its_reading() -> None:
    serious = compensate("公司说我严重违纪把我开除了，干了3年，月薪6000")
    assert (serious["params"]["termination_reason"], serious["params"]["breach_told"], serious["amount"]) == ("employee_fault_39", None, 0)
    plain = compensate("公司把我辞退了，干了3年，月薪5000，能拿多少补偿")
    assert (plain["params"]["breach_told"], plain["amount"]) == (None, 15000)
    # the employer's own breach is no ground of its against the worker
    assert compensate("公司违规把我开除了，干了3年，月薪5000")["params"]["breach_told"] is None
    # the worker who quit over lateness rules is no dismissal
    quit = compensate("公司天天说我迟到，我自己辞职了，干了3年，月薪5000")
    assert quit["params"]["breach_told"] is None


def test_a_rider_named_as_the_one_who_hit_pays_as_a_non_motor_vehicle() -> None:
    # no compulsory insurance pays: the rider bears the whole loss at full liability (民法典 第一千一百六十五条)
    result = compensate("一个骑电动车的外卖小哥把我撞倒了，医疗费3000，他全责")
    assert result["params"]["payer_non_motor"] is True and result["amount"] == 3000
    assert result["elements"]["insurance"] == "无交强险（致害一方为非机动车）"
    mother = compensate("一个骑自行车的大爷把我妈撞倒了，医疗费两千，对方全责")
    assert (mother["params"]["payer_non_motor"], mother["amount"]) == (True, 2000)


def test_medical_costs_told_sum_first_are_read() -> None:
    result = compensate("我妈在路边走被一辆电动车撞倒了，花了一万二医疗费，骑车的全责")
    assert result["params"]["losses"] == {"医疗费": 12000} and result["amount"] == 12000


def test_a_vehicle_told_without_insurance_by_its_kind_is_uninsured() -> None:
    result = compensate("我被一辆没有保险的电动三轮车撞了，花了5000医药费，对方全责")
    assert result["params"]["compulsory_insured"] is False


def test_scraped_down_on_the_way_home_is_the_road_accident() -> None:
    # the traffic claim asked; the commute's work-injury claim stays a note of the traffic answer
    result = compensate("我骑电动车下班回家，被一辆货车刮倒了，医疗费8000，对方全责")
    assert (result["scenario"], result["amount"]) == ("traffic", 8000)


def test_an_electric_bike_rider_hurt_is_a_non_motor_victim() -> None:
    # victim_is_pedestrian means a pedestrian or a non-motor rider (道路交通安全法 第七十六条第一款第（二）项): the
    # no-fault ceiling of 10% applies to the rider
    result = compensate("我骑电动车被一个男的开车撞了，医疗费5000，交警认定对方无责任，2023年5月出的事")
    assert result["params"]["victim_is_pedestrian"] is True
    assert any("对行人或非机动车驾驶人承担不超过10%" in step["description"] for step in result["steps"])


def test_a_free_rider_with_the_driver_wholly_liable_is_that_cars_passenger() -> None:
    # 本车人员: the liable car's compulsory insurance does not pay them, whatever other vehicle was hit; the free ride's
    # reduction is the court's (民法典 第一千二百一十七条)
    result = compensate("我搭同事的顺风车上班，路上他追尾了前车，我受伤，医疗费一万，同事全责")
    assert (result["params"]["victim_is_passenger"], result["params"]["free_ride"]) == (True, True)
    assert any(step["description"].startswith("受害人是肇事车辆上的乘车人（本车人员）") for step in result["steps"])
    assert result["amount"] == 10000  # the ceiling before the reduction
    # the other driver wholly liable: the passenger is that car's third party
    other = compensate("我坐朋友的车，被对方货车撞了，对方司机全责，我受伤医疗费一万")
    assert other["params"]["victim_is_passenger"] is None


def test_a_motorcyclist_told_without_insurance_after_another_lack_is_uninsured() -> None:
    result = compensate("被一辆摩托车撞了，骑摩托的没驾照也没保险，医疗费一万，交警认定他全责")
    assert result["params"]["compulsory_insured"] is False and result["amount"] == 10000
    assert any(step["description"].startswith("肇事机动车未投保交强险") for step in result["steps"])
    # the hurt asker's own cover says nothing of the vehicle's
    assert compensate("对方全责，我也没保险，医疗费两万，被车撞了")["params"]["compulsory_insured"] is None


def test_a_child_on_a_shared_bike_makes_the_parent_pay() -> None:
    result = compensate("我女儿13岁，骑共享单车把一个老太太撞倒了，医疗费3000")
    assert (result["scenario"], result["params"]["liable_party"], result["amount"]) == ("personal_injury", "撞人孩子的监护人（父母）", 3000)


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("我儿子15岁骑电动车把人撞了，医疗费8000，交警认定我儿子全责", 8000),
        # no finding told: the rider's liability is asked, never a motor vehicle's
        ("我儿子16岁骑电动车在马路上撞了一个老人，医药费一万", None),
    ],
)
def test_the_askers_child_on_an_electric_bike_on_the_road_is_a_non_motor_payer(question: str, amount: int | None) -> None:
    result = compensate(question)
    assert (result["scenario"], result["params"]["payer_non_motor"], result["amount"]) == ("traffic", True, amount)
    assert not any("机动车一方" in item for item in result["missing"])
    assert any("第一千一百八十八条" in note and "监护人" in note for note in result["notes"])


def test_money_spent_in_the_clause_after_the_harm_is_the_medical_cost_unless_it_paid_for_a_repair() -> None:
    result = compensate("孩子骑自行车把邻居家小孩撞伤了，花了两千，要赔多少")
    assert (result["params"]["losses"], result["amount"]) == ({"医疗费": 2000}, 2000)
    # a repair is no treatment: it is the vehicle's loss (session 31), as '车损2000' is
    repair = compensate("我被车撞伤了，花了两千修车，对方全责")
    assert repair["params"]["losses"] == {"车辆损失": 2000}
