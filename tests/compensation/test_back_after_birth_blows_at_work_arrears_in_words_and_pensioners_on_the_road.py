"""Session 30, round 3: a worker back after giving birth and dismissed, a worker struck at the work, '欠薪' with its
months in the next clause, wages owed beside an ending still waiting on the service, a rider passing a dog, a pensioner
hurt on the road on an errand, and '老板不让我干了'. Each test runs the real engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


@pytest.mark.parametrize(
    ("question", "damages"),
    [
        # 2 years × 6000 × 2 (劳动合同法 第四十二条第（四）项, 第八十七条)
        ("我生完孩子回来，老板让我别来了，干了两年，月薪六千，能拿多少", 24000),
        ("休完产假回来就被辞退了，干了三年，月薪5000", 30000),
        # the end of 产假 is no end of 哺乳期
        ("产假结束后公司把我辞退了，干了两年，月薪六千", 24000),
        # the child born is not the relative the pronoun stands for
        ("我老婆生完孩子回来，公司把她辞退了，干了两年，月薪六千", 24000),
    ],
)
def test_back_after_the_birth_and_dismissed_is_read_within_the_nursing_period(question: str, damages: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "prohibited_42_pregnancy"
    assert result["amount"] == damages
    # the assumption said, with the N should the child be one already
    assumed = [note for note in result["notes"] if "没有说孩子多大" in note]
    assert assumed and "劳动法第六十三条" in assumed[0] and f"{damages / 2:.2f}元" in assumed[0]


def test_back_after_maternity_leave_with_no_figures_asks_them_for_the_2n() -> None:
    result = compensate("休完产假回来就被辞退了")
    assert result["params"]["termination_reason"] == "prohibited_42_pregnancy"
    assert result["amount"] is None and len(result["missing"]) == 2
    assert any("没有说孩子多大" in note for note in result["notes"])


def test_a_child_of_one_or_more_told_leaves_a_bare_dismissal() -> None:
    result = compensate("我生完孩子回来，老板让我别来了，孩子已经两岁了，干了两年，月薪六千，能拿多少")
    assert result["params"]["termination_reason"] is None
    assert result["amount"] == 12000
    assert not any("没有说孩子多大" in note for note in result["notes"])


def test_a_pregnancy_told_needs_no_assumption_note() -> None:
    result = compensate("我怀孕了，公司把我辞退了，干了两年，月薪六千")
    assert result["amount"] == 24000
    assert not any("没有说孩子多大" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    ["在厂里上班时被同事打伤了，医药费5000，我没还手", "在饭店上班时被顾客打伤了，医药费5000，我没还手"],
)
def test_a_worker_struck_at_work_is_answered_as_the_strikers_tort_with_the_work_injury_named(question: str) -> None:
    result = compensate(question)
    assert (result["scenario"], result["params"]["cause"]) == ("personal_injury", "fault")
    # the shop the waiter works in owes its worker no visitor's duty of safety
    assert result["params"]["third_party_caused"] is None
    assert result["amount"] == 5000
    note = next(note for note in result["notes"] if "题目说在上班时被人打伤" in note)
    assert "第一千一百六十五条" in note and "第十四条第（三）项" in note


def test_a_worker_struck_at_work_untold_fault_asks_it() -> None:
    result = compensate("在厂里上班时被同事打伤了，医药费5000")
    assert result["params"]["cause"] == "fault" and result["amount"] is None
    assert any("受害人自己有没有过错" in missing for missing in result["missing"])


def test_a_work_injury_named_beside_the_blow_keeps_the_work_injury() -> None:
    assert compensate("上班时被同事打伤了，算工伤吗，医药费5000")["scenario"] == "work_injury"


@pytest.mark.parametrize(
    ("question", "months", "owed"),
    [("老板欠薪，都半年了，一个月4500", 6, 27000), ("公司一直欠薪，已经三个月了，月薪5000，怎么要回来", 3, 15000)],
)
def test_arrears_told_as_qianxin_count_the_months_in_the_next_clause(question: str, months: int, owed: int) -> None:
    result = compensate(question)
    assert result["params"]["unpaid_wage_months"] == months
    assert result["amount"] == owed


def test_wages_owed_lead_the_notes_while_the_n_waits_for_the_service() -> None:
    result = compensate("3个月工资没发，月薪5500，准备辞职")
    assert result["amount"] is None
    assert [claim["amount"] for claim in result["related"]] == [16500]
    assert "16500.00元" in result["notes"][0] and "不取决于上面所缺的数据" in result["notes"][0]
    assert "combined_total" not in result


def test_a_rider_passing_a_leashed_dog_did_not_provoke_it() -> None:
    result = compensate("骑电动车在小区里被邻居家的狗扑倒了，医药费3000，狗拴着绳")
    assert result["params"]["victim_at_fault"] is False
    assert result["amount"] == 3000


def test_a_rider_who_kicked_the_dog_is_not_read_as_passing_by() -> None:
    result = compensate("骑自行车路上被邻居家的狗扑倒了，医药费3000，之前我踢了它一脚")
    assert result["params"]["victim_at_fault"] is True


def test_a_pensioner_hurt_on_the_road_on_an_errand_gets_the_service_relation_note() -> None:
    result = compensate("退休返聘，在厂里开叉车送货时在马路上被货车撞了，医药费2万")
    assert result["scenario"] == "traffic"
    assert not any("因工外出期间" in note for note in result["notes"])
    note = next(note for note in result["notes"] if "按劳务关系处理" in note)
    assert "第一千一百九十二条第二款" in note


def test_a_pensioner_on_the_way_to_work_gets_no_commuting_work_injury_note() -> None:
    result = compensate("我已经领养老金了，在超市上班，下班路上被小汽车撞了，对方全责，医药费1万")
    assert result["amount"] == 10000
    assert not any("上下班途中受到非本人主要责任" in note for note in result["notes"])
    assert any("按劳务关系处理" in note and "第一千一百九十二条" not in note for note in result["notes"])


def test_the_boss_not_letting_the_worker_work_any_more_is_a_dismissal() -> None:
    result = compensate("老板不让我干了，干了两年，月薪六千，能拿多少")
    assert result["scenario"] == "economic"
    assert result["amount"] == 12000
