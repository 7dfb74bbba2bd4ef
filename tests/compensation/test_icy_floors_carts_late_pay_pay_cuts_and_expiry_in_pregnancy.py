"""Session 29, round 2: a fall on a shop's or a gym's floor or steps left icy or wet is the place's duty of safety
(民法典 第一千一百九十八条), not refused; a cart pushed into someone is the pusher's tort, not a road accident; pay
always paid late and a pay cut imposed are 第三十八条 grounds for leaving (N); a fixed-term contract ended at expiry
during pregnancy or maternity leave has the 2N of an unlawful ending (第四十五条) in its note; a dismissal sent by a
chat message ('明天不用来上班了') is a dismissal; a tooth's treatment ('看牙花了4000') is the medical cost."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


@pytest.mark.parametrize(
    "question",
    [
        "超市门口的台阶结了冰也没人清理，我买完东西出来滑倒摔断了腿，花了3万医药费，超市要赔吗？",
        "去健身房游泳，泳池边地面很滑也没有警示牌，我滑倒后腰扭伤了，花了6000医药费，健身房要赔多少？",
    ],
)
def test_a_fall_on_a_places_slippery_floor_is_its_duty_of_safety_asking_the_victims_own_care(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "personal_injury"
    assert result["params"]["cause"] == "premises"
    assert result["params"]["safety_duty_breached"] is True
    assert any("第一千一百九十八条" in step["source"] for step in result["steps"])
    # the share turns on the victim's own care, which is asked (第一千一百七十三条)
    assert result["amount"] is None
    assert any("第一千一百七十三条" in missing for missing in result["missing"])


def test_a_cart_pushed_into_someone_in_a_mall_is_the_pushers_tort_with_the_malls_supplementary_share() -> None:
    result = compensate("在商场里被别的顾客推的购物车撞倒了，小腿骨折花了1万，商场和那个顾客谁来赔？")
    assert result["scenario"] == "personal_injury"
    assert result["params"]["cause"] == "fault"
    assert result["amount"] == 10000
    assert any("第一千一百九十八条第二款" in note and "补充责任" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        # pay always paid late (第三十八条第一款第（二）项 未及时支付): 3 × 7000
        ("公司每个月工资都拖半个月才发，虽然最后都发了，我在这干了3年，月薪7000，我想辞职能要补偿吗？", 21000),
        # a pay cut imposed, refused, then leaving: 5 × 10000 (the pay before the cut)
        ("公司把我从主管调成普通员工，工资从1万降到6000，我不同意只能辞职了，在公司干了5年，能拿经济补偿吗？", 50000),
        ("公司单方面给我降薪，我不接受就辞职了，干了4年，月薪8000，能要补偿吗？", 32000),
    ],
)
def test_late_pay_and_a_pay_cut_imposed_are_grounds_for_leaving_owed_n(question: str, amount: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == amount


def test_a_pay_cut_agreed_is_no_ground_for_leaving() -> None:
    result = compensate("公司说效益不好要降薪，工资从8000降到6000，我同意了，后来干了半年我辞职了，干了4年，能要补偿吗？")
    assert result["params"]["termination_reason"] == "employee_resigned"
    assert result["amount"] == 0


def test_the_pay_cut_note_says_the_base_is_the_pay_owed() -> None:
    result = compensate("公司把我从主管调成普通员工，工资从1万降到6000，我不同意只能辞职了，在公司干了5年，能拿经济补偿吗？")
    assert any("第三十五条" in note and "降薪前" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "damages"),
    [
        # 2N = 2 × 3 × 6000
        ("我的劳动合同下个月到期，现在怀孕5个月了，公司说合同到期不续签了，合法吗？我在这干了3年，月薪6000，能拿多少？", 36000),
        # 2N = 2 × 2 × 5000
        ("合同到期的时候我正在休产假，公司以合同到期为由不续签，让我走人，工作了两年，月薪5000，怎么赔？", 20000),
    ],
)
def test_a_contract_ended_at_expiry_in_pregnancy_is_an_unlawful_ending(question: str, damages: int) -> None:
    # 第四十五条: the contract runs on until the state ends, so ending it at expiry is unlawful (第八十七条: 2N); the
    # note names the continuation she may ask instead
    result = compensate(question)
    assert result["params"]["termination_reason"] == "expiry_in_protected_state"
    assert result["amount"] == damages
    assert any("第四十五条" in note and "继续履行" in note for note in result["notes"])


def test_a_contract_not_renewed_outside_a_protected_state_stays_n() -> None:
    result = compensate("合同到期公司不续签了，工作了两年，月薪5000，能拿多少补偿？")
    assert result["params"]["termination_reason"] == "expiry_not_renewed"
    assert result["amount"] == 10000


def test_a_dismissal_sent_by_chat_message_is_read_as_a_dismissal() -> None:
    result = compensate("老板在微信上给我发了一句明天不用来上班了，我在这干了两年，月薪5000，能要多少赔偿？")
    assert result["scenario"] == "economic"
    assert result["params"]["contract_ended"] is True
    # no ground told: the 第四十七条 standard, 2 × 5000
    assert result["amount"] == 10000


def test_a_tooths_treatment_is_the_medical_cost() -> None:
    result = compensate("女儿5岁在幼儿园被另一个小朋友推倒，门牙磕掉了，看牙花了4000，谁来赔？")
    assert result["params"]["losses"] == {"医疗费": 4000}
