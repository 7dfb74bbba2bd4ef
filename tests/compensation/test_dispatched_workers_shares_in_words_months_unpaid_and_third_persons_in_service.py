"""Session 30: a dispatched worker's work injury names who pays (the dispatching agency bears the work-injury insurance
liability, 劳务派遣暂行规定 第十条; the host jointly liable for harm it does, 劳动合同法 第九十二条第二款); a share of a
personal injury told in words ('法院判厂里承担70%', '双方同等责任', '对方负主要责任', '我自己也有一点责任') is read by
the traffic reader of findings; wages that cannot be got with the months in the next clause ('工资要不到，已经三个月了')
count those months; a rehired retiree hurt by a third person at the work claims from that person, the one who took the
service giving a 补偿 where asked first (民法典 第一千一百九十二条第二款)."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("我是劳务派遣的，在用工单位干活受伤了，认定了工伤十级，谁赔", None),
        ("我是派遣的，在厂里被机器压断了手指，工伤九级，本人工资5000，能拿多少", 45000),
    ],
)
def test_a_dispatched_workers_injury_names_the_agency_as_the_one_who_pays(question: str, amount: float | None) -> None:
    result = compensate(question)
    assert (result["scenario"], result["amount"]) == ("work_injury", amount)
    note = next(note for note in result["notes"] if "劳务派遣单位" in note)
    assert "承担工伤保险责任" in note and "劳务派遣暂行规定 第十条" in note
    assert "连带赔偿责任" in note and "第九十二条第二款" in note


def test_a_work_injury_without_dispatch_has_no_dispatch_note() -> None:
    result = compensate("在厂里被机器压断了手指，工伤九级，本人工资5000，能拿多少")
    assert not any("劳务派遣单位" in note for note in result["notes"])


def test_a_percentage_told_as_the_courts_award_is_the_share() -> None:
    result = compensate("我退休返聘在厂里干活摔伤了，医药费2万，法院判厂里承担70%，能拿多少")
    assert (result["scenario"], result["amount"]) == ("personal_injury", 14000)
    assert result["params"]["liability_ratio"] == 0.7


def test_an_equal_share_told_in_words_is_half_with_a_note() -> None:
    result = compensate("和人打架受伤，医药费5000，双方同等责任，能赔多少")
    assert (result["scenario"], result["amount"]) == ("personal_injury", 2500)
    assert any("同等责任" in note and "50%" in note for note in result["notes"])


def test_the_other_sides_whole_share_told_is_all_of_the_loss() -> None:
    result = compensate("被邻居家的狗咬了，花了3000医药费，对方负全部责任")
    assert (result["params"]["cause"], result["amount"]) == ("animal", 3000)


@pytest.mark.parametrize(
    ("question", "finding"),
    [
        ("在超市摔倒了，医药费1万，超市负主要责任，能赔多少", "主要责任"),
        # the victim's 次要 is the other side's 主要
        ("在饭店摔倒，医药费6000，我负次要责任，饭店要赔多少", "主要责任"),
    ],
)
def test_a_major_or_minor_share_without_a_figure_is_asked_with_its_usual_range(question: str, finding: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "personal_injury" and result["amount"] is None
    # the place bears a share, so its failed duty is not asked again: only the share is
    assert result["params"]["safety_duty_breached"] is True
    assert any("比例" in missing for missing in result["missing"])
    assert any(f"对方负{finding}" in note and "60%–90%" in note for note in result["notes"])


def test_the_victims_own_small_part_asks_the_reduced_share() -> None:
    result = compensate("被邻居家的狗咬了，花了3000医药费，我自己也有一点责任，能赔多少")
    assert result["params"]["victim_at_fault"] is True
    assert result["amount"] is None and any("比例" in missing for missing in result["missing"])


def test_a_rate_of_reimbursement_is_no_liability_share() -> None:
    result = compensate("在商场滑倒摔伤，地上有水没放警示牌，医药费8000，医保按70%报销了，商场要赔多少")
    assert result["params"]["liability_ratio"] is None


@pytest.mark.parametrize(
    ("question", "months", "amount"),
    [
        ("工资要不到，已经三个月了，月薪6000", 3, 18000),
        ("工钱讨不回来，都两个月了，每月5000", 2, 10000),
        ("三个月工资没拿到，每个月6000", 3, 18000),
        ("工资没拿到，已经两个月了，月薪5000", 2, 10000),
        ("欠了我两个半月工资，月工资8000", 2.5, 20000),
        ("半年工资没发，每月5000", 6, 30000),
    ],
)
def test_months_of_wages_not_got_are_counted(question: str, months: float, amount: float) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert (result["params"]["unpaid_wage_months"], result["amount"]) == (months, amount)


def test_months_of_wages_not_got_without_the_wage_ask_for_it() -> None:
    result = compensate("工资要不到，已经三个月了")
    assert result["params"]["unpaid_wage_months"] == 3
    assert result["amount"] is None and any("每月应发的工资" in missing for missing in result["missing"])


def test_non_compete_pay_not_made_told_as_not_paid_counts_the_months() -> None:
    # '没有支付' is the restriction's compensation not paid (its reader had been shadowed by the wages' one)
    result = compensate("竞业限制两年，公司每月给我3000补偿，离职后公司没有支付，已经五个月了，能要多少")
    assert (result["params"]["non_compete_unpaid_months"], result["amount"]) == (5, 15000)


def test_a_rehired_retiree_hurt_by_a_third_person_claims_from_that_person() -> None:
    result = compensate("我退休返聘在厂里上班，干活时被外面来送货的司机开叉车撞伤了，医药费3万，找谁赔")
    assert (result["scenario"], result["amount"]) == ("personal_injury", 30000)
    params = result["params"]
    assert (params["cause"], params["third_party_caused"]) == ("service", True)
    assert any(step["source"].startswith("民法典 第一千一百九十二条第二款") for step in result["steps"])
    assert any("实施侵害的第三人" in step["description"] for step in result["steps"])
    assert any("给予补偿" in note and "追偿" in note for note in result["notes"])


def test_a_rehired_retirees_own_fall_stays_the_service_takers_by_fault() -> None:
    result = compensate("退休返聘在厂里干活摔伤了，没给我发手套，我自己没有过错，医药费2万")
    assert (result["amount"], result["params"]["third_party_caused"]) == (20000, None)


def test_an_unleashed_dog_biting_one_out_for_a_walk_owes_the_whole_loss() -> None:
    # '散步' is going about normally: nothing provoked the dog (民法典 第一千二百四十六条)
    result = compensate("晚上在小区散步，被楼下没拴绳的泰迪咬了一口，打疫苗加包扎花了1500，狗主人该赔多少")
    assert (result["params"]["cause"], result["params"]["victim_at_fault"], result["amount"]) == ("animal", False, 1500)


def test_a_dogs_keeper_told_after_it_with_a_word_of_their_trade_is_known() -> None:
    result = compensate("在菜市场被一条大黄狗咬伤小腿，狗是卖菜老板养的，医药费2200，能赔多少")
    assert result["params"]["liable_party"] == "老板（动物饲养人或者管理人）"
    assert not any("饲养人或者管理人是谁" in missing for missing in result["missing"])


def test_a_fall_on_a_shop_floor_all_wet_is_the_shops_duty_of_safety() -> None:
    result = compensate("在超市买东西，冷冻区地上全是水也没放警示牌，我摔了一跤手腕骨折，花了一万二，超市要赔吗，赔多少")
    assert result["scenario"] == "personal_injury"
    assert (result["params"]["cause"], result["params"]["safety_duty_breached"]) == ("premises", True)


def test_a_blow_to_a_part_of_the_body_told_is_a_fault_tort() -> None:
    result = compensate("喝酒时跟邻桌吵起来，对方拿酒瓶把我头打破了，我没还手，医药费6500，他该赔多少")
    assert (result["scenario"], result["params"]["cause"], result["amount"]) == ("personal_injury", "fault", 6500)
