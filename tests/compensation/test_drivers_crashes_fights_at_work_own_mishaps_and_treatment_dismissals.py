"""Session 28 lay readings: a driver's own crash while driving for the employer is a work injury (工伤保险条例 第十四条
第（一）、（五）项) while an own-fault commute is none (第（六）项); a blow at work notes 第十四条第（三）项 and the claim against
the one who struck (民法典 第一千一百六十五条); a mishap of one's own is refused saying no one else is liable; the traffic
share is told in a reader's words; '工伤还在养伤' is 停工留薪期."""

from __future__ import annotations

import pytest

from backend.compensation import compensate


def _note(result: dict, opening: str) -> str:
    return next(note for note in result["notes"] if note.startswith(opening))


_DRIVER_AT_WORK = "为单位开车、送货等工作中发生交通事故"


@pytest.mark.parametrize(
    ("question", "death"),
    [
        ("老公开大货车出车祸死了，是他自己的全责，单位给他交了工伤保险", True),
        ("我是公司的司机，开车送货时撞了护栏，我自己全责", None),
    ],
)
def test_a_drivers_own_crash_for_the_employer_is_a_work_injury(question: str, death: bool | None) -> None:
    result = compensate(question)
    assert result["scenario"] == "work_injury"
    assert result["params"]["death"] is death
    note = _note(result, _DRIVER_AT_WORK)
    assert "第十四条第（一）项、第（五）项" in note and "负全部责任也不影响认定" in note and "另一个交通事故问题" in note
    # no other party at fault: the third-party note does not apply
    assert result["params"]["third_party_caused"] is None
    assert not any(note.startswith("工伤由第三人造成") for note in result["notes"])


def test_a_driver_who_ran_into_a_walker_stays_the_walkers_traffic_claim() -> None:
    result = compensate("我送货的时候开车撞了一个行人，我全责，行人医药费3万，公司要我自己赔，我要赔多少")
    assert result["scenario"] == "traffic"


def test_an_own_fault_commute_asked_as_a_work_injury_is_none() -> None:
    result = compensate("下班路上骑电动车自己摔了，交警认定我全责，算工伤吗")
    assert result["scenario"] == "work_injury"
    assert result["amount"] == 0
    assert any("非本人主要责任" in note for note in result["notes"])


def test_a_blow_at_work_notes_the_duty_clause_and_the_one_who_struck() -> None:
    result = compensate("在公司上班时被同事打了，算工伤吗")
    assert result["scenario"] == "work_injury"
    note = _note(result, "在工作时间和工作场所内，因履行工作职责受到暴力等意外伤害的")
    assert "第十四条第（三）项" in note and "民法典 第一千一百六十五条" in note


def test_the_strikers_damages_are_the_related_claim_where_the_losses_are_told() -> None:
    result = compensate("上班时被同事打伤了，我没还手，花了医药费5000，误工费3000，算工伤吗，能赔多少")
    [related] = result["related"]
    assert related["scenario"] == "personal_injury" and related["amount"] == 8000
    assert "第一千一百六十五条" in related["label"]


def test_a_customer_who_struck_the_worker_is_not_read_as_the_worker_striking() -> None:
    result = compensate("我在店里上班，顾客闹事把我打伤了，医药费8000，评了十级，月薪5000，工伤能拿多少")
    assert result["amount"] == 35000
    assert "第十四条第（三）项" in _note(result, "在工作时间和工作场所内")


@pytest.mark.parametrize("question", ["我在家里楼梯上摔了，花了两千医药费", "走路被钉子扎伤了", "晚上在家洗澡滑倒了，摔断了手腕"])
def test_a_mishap_of_ones_own_is_refused_saying_no_one_else_is_liable(question: str) -> None:
    with pytest.raises(ValueError) as refused:
        compensate(question)
    message = str(refused.value)
    assert "没有可以向他人主张的赔偿" in message and "基本医疗保险" in message and "意外伤害保险" in message
    assert all(article in message for article in ("第一千二百五十三条", "第一千二百五十六条", "第一千二百五十八条"))


def test_someone_named_beside_the_fall_is_not_refused_as_no_ones() -> None:
    # the landlord named with the broken handrail: the landlord's fault is weighed (session 28, comp28b), not settled as no one
    result = compensate("我在租的房子里摔了，房东的楼梯扶手松了，花了3000")
    assert result["params"]["cause"] == "fault" and result["params"]["liable_party"].startswith("房东")
    # ('花了3000' after the handrail's clause may be a repair: the losses are asked)
    assert result["missing"][0].startswith("受害人各项损失")


def test_the_traffic_share_is_told_in_a_readers_words() -> None:
    result = compensate("2024年3月我走路被一辆轿车撞了，交警认定轿车全责，医疗费3万元，对方一共赔我多少？")
    [step] = [step for step in result["steps"] if "机动车一方负全部责任" in step["description"]]
    assert "按各方在事故中的过错和责任大小分担" in step["description"]
    assert not any("traffic.yaml" in step["description"] or "可修改" in step["description"] for step in result["steps"])


@pytest.mark.parametrize(
    ("question", "damages"),
    [
        ("工伤还在养伤，公司就把我辞退了，干了三年，月薪6000", 36000),
        ("在厂里干活把手压伤了，伤还没好，老板就把我开除了，做了两年，月薪4500", 18000),
    ],
)
def test_a_work_injury_still_treated_is_the_time_off_and_a_dismissal_in_it_unlawful(question: str, damages: float) -> None:
    # still treated, no 第四十条 ground can hold, and the only other (第三十九条) is not told: 2N, as 停工留薪期内 named
    result = compensate(question)
    assert result["scenario"] == "economic" and result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == damages
    note = _note(result, "题目说因工受伤、还在停工留薪期内")
    assert "第四十八条、第八十七条" in note and "工伤保险待遇与上述赔偿金分别主张" in note


def test_a_still_treated_illness_not_at_work_is_no_suspension() -> None:
    # an illness of one's own ('还在住院') is the medical period's (第四十二条第（三）项), not 停工留薪期
    result = compensate("我生病还在住院，公司把我辞退了，干了三年，月薪6000")
    assert not any(note.startswith("题目说因工受伤") for note in result["notes"])
