"""Session 29, round 3: a thing thrown or dropped from a storey ('被楼上扔下的酒瓶砸破了头') is the thrower's
(民法典 第一千二百五十四条), not refused; wages that cannot be got ('工资要不到怎么办') are wages owed (劳动合同法
第三十条), the sum asked; a rehired retiree hurt at the work is in a service relation, no work injury: a personal injury
borne by each side's fault (第一千一百九十二条第一款); pay always late with a leaving planned and no figures told asks
for the wage and the years (第三十八条)."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate, compensate_params


@pytest.mark.parametrize(
    "question",
    [
        "被楼上扔下的酒瓶砸破了头，花了三千医药费，找谁赔",
        "走在小区里被楼上丢下的东西砸伤了，医药费两千，能赔多少",
        "阳台上抛下来一个烟灰缸砸伤了我，花了五千，找谁赔",
    ],
)
def test_a_thing_thrown_from_a_storey_is_the_throwers_and_who_threw_it_is_asked(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "personal_injury"
    params = result["params"]
    assert (params["cause"], params["object_thrown"]) == ("falling_object", True)
    assert params["losses"]  # the medical cost told
    # who threw it decides who answers: the thrower, else the possible users' 补偿, the estate's duty noted
    assert result["amount"] is None
    assert any("第一千二百五十四条" in missing and "可能加害的建筑物使用人" in missing for missing in result["missing"])
    assert any("第一千二百五十四条第二款" in note for note in result["notes"])


def test_a_thrown_bottles_thrower_found_owes_the_whole_loss() -> None:
    result = compensate("被楼上扔下的酒瓶砸破了头，查到是12楼的住户扔的，花了三千医药费，找谁赔")
    assert (result["params"]["cause"], result["amount"]) == ("falling_object", 3000)
    assert any(step["source"] == "民法典 第一千二百五十四条" for step in result["steps"])


def test_being_left_somewhere_below_is_no_thrown_object() -> None:
    with pytest.raises(ValueError):
        compensate("我在楼下被他丢下就走了，我摔伤了")


@pytest.mark.parametrize(
    "question",
    ["工资要不到怎么办", "老板欠我工资不给，要不到怎么办", "干了半年，工钱一直讨不回来，怎么办"],
)
def test_wages_that_cannot_be_got_are_wages_owed_asking_the_sum(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] is None
    assert any("拖欠" in missing and "几个月" in missing for missing in result["missing"])
    assert any("第八十五条" in note for note in result["notes"])


def test_wages_not_got_told_with_the_months_and_wage_are_worked_out() -> None:
    result = compensate("老板欠我三个月工资，每月6000，一直要不到，怎么办")
    assert (result["scenario"], result["amount"]) == ("economic", 18000)


def test_pay_under_a_sum_is_no_wage_owed() -> None:
    # '要不到三千' is pay below three thousand, not pay that cannot be got
    result = compensate("一个月工资要不到三千，能辞职吗")
    assert result["params"]["targets"] != ["unpaid_wages"]


@pytest.mark.parametrize(
    "question",
    [
        "退休返聘在厂里干活摔伤了，算工伤吗，能赔多少",
        "我退休后被原单位返聘，上班时被机器压伤了手，花了医疗费2万，能赔多少",
    ],
)
def test_a_rehired_retiree_hurt_at_work_is_a_service_relations_personal_injury(question: str) -> None:
    result = compensate(question)
    assert (result["scenario"], result["params"]["cause"]) == ("personal_injury", "service")
    assert result["amount"] is None
    # no work injury: a service relation (解释（一） 第三十二条第一款), the exceptions noted
    [note] = [note for note in result["notes"] if "按劳务关系处理" in note]
    assert "不能认定工伤" in note and "人社部发〔2016〕29号" in note
    assert any("第一千一百九十二条第一款" in step["source"] for step in result["steps"])
    # the share is by each side's fault, asked
    assert any("承担损失的比例" in missing and "各自的过错" in missing for missing in result["missing"])


def test_a_rehired_retiree_without_fault_where_the_work_was_unsafe_is_owed_the_whole_loss() -> None:
    result = compensate("我退休后返聘到厂里，干活时被机器压伤了手，厂里没给我发手套，我自己没有过错，花了医疗费2万，能赔多少")
    params = result["params"]
    assert (params["cause"], params["safety_duty_breached"], result["amount"]) == ("service", True, 20000)


def test_a_service_share_given_is_applied() -> None:
    result = compensate_params(
        "personal_injury", {"cause": "service", "losses": {"医疗费": 10000}, "liability_ratio": 0.7}
    )
    assert result["amount"] == 7000


def test_a_worker_past_the_retirement_age_without_a_pension_stays_a_work_injury() -> None:
    result = compensate("我58岁女的，在保洁公司上班，已经过了退休年龄没领养老金，干活时摔伤了，能算工伤吗")
    assert result["scenario"] == "work_injury"


def test_pay_always_late_with_a_leaving_planned_asks_for_the_wage_and_the_years() -> None:
    result = compensate("工资老是晚发十几天，想辞职，能要补偿吗")
    assert result["scenario"] == "economic"
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] is None
    assert any("月工资" in missing for missing in result["missing"])
    assert any("工作年限" in missing for missing in result["missing"])
    assert any("第三十八条" in step["source"] for step in result["steps"])
