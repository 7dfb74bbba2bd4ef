"""Session 31, round 2: a dismissal for the business's troubles names the 2N of an ending without 第四十条第（三）项's
talk or 第四十一条's layoff steps, a blow told by the teeth it knocked out ('被打掉两颗牙') is a fault tort, and one rest day
told worked every week ('每周六都要加班') counts the rest days of the service. Each test runs the real engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


# --- 1. business troubles alone: N shown, the 2N of the ending without the law's steps named -----------------------

@pytest.mark.parametrize(
    ("question", "shown", "damages"),
    [
        ("我在饭馆当厨师干了三年，老板说生意不好让我明天别来了，月薪6000，能赔多少", 18000, "36000.00元"),
        ("公司效益不好把我辞退了，干了两年，月薪5000，能拿多少", 10000, "20000.00元"),
    ],
)
def test_a_dismissal_for_business_troubles_names_the_unlawful_reading(question: str, shown: int, damages: str) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "employer_40"
    assert result["amount"] == shown
    note = next(note for note in result["notes"] if "不是法定的解除理由" in note)
    assert "第四十条第（三）项" in note and "第四十一条" in note and "第八十七条" in note
    assert f"按题目数据为 {damages}" in note and "是否跟你协商过变更合同" in note


def test_a_talk_on_changing_the_contract_told_keeps_the_lawful_reading_without_the_note() -> None:
    result = compensate("公司效益不好，跟我协商调岗我没同意，就把我辞退了，干了三年，月薪6000，能赔多少")
    assert result["amount"] == 18000
    assert not any("不是法定的解除理由" in note for note in result["notes"])


def test_no_talk_told_stays_the_unlawful_ending() -> None:
    result = compensate("老板说生意不好让我明天别来了，没跟我协商，干了三年，月薪6000，能赔多少")
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == 36000


# --- 2. a blow told by the teeth it knocked out -------------------------------------------------------------------

@pytest.mark.parametrize(
    "question",
    [
        "两个人喝酒起了争执，他先动手，我被打掉两颗牙，看牙花了八千，能要多少赔偿",
        "被人打掉两颗牙，看牙花了八千，能要多少赔偿",
        "吃饭时跟邻桌吵了几句，我被打伤了，医药费八千，能赔多少",
    ],
)
def test_teeth_knocked_out_or_a_blow_with_no_one_named_is_a_fault_tort(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "personal_injury"
    assert sum(result["params"]["losses"].values()) == 8000
    assert any("受害人自己有没有过错" in item for item in result["missing"])


def test_teeth_knocked_out_with_the_victim_blameless_is_computed() -> None:
    result = compensate("在烧烤摊和人发生口角，我被打掉一颗门牙，对方先动的手，我没还手，补牙花了五千，能要多少")
    assert result["amount"] == 5000


# --- 3. one rest day worked every week ----------------------------------------------------------------------------

@pytest.mark.parametrize(
    "question",
    [
        "我每周六都要加班，一天8小时，月薪5200，干了一年，公司从没给过加班费，能要多少",
        "我每周六都加班，干了一年，月薪5200，没给过加班费，能要多少",
    ],
)
def test_every_saturday_worked_for_a_year_is_52_rest_days(question: str) -> None:
    result = compensate(question)
    assert result["params"]["overtime_days_off_per_week"] == 1
    # 5200 ÷ 21.75 = 239.08 a day × 52 rest days × 200%
    assert result["amount"] == 24864.32


@pytest.mark.parametrize(
    "question",
    [
        "每周六加班4小时，月薪5200，干了一年，加班费能要多少",  # once read as one half day in all (239.08)
        "我每周六都要加班，一天4小时，月薪5200，干了一年，能要多少加班费",
        "每周六上午都加班，月薪5200，干了一年，加班费多少",
    ],
)
def test_part_of_a_rest_day_every_week_leaves_the_days_asked(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None
    assert any("加班的时数或天数" in item for item in result["missing"])


def test_a_total_of_days_told_beside_the_weekly_rest_day_is_their_count() -> None:
    result = compensate("每周六都加班，一共加了40天，月薪5200，加班费多少")
    assert result["params"]["overtime_days_off_per_week"] is None
    assert result["amount"] == 19126.4


def test_compensating_the_overtime_pay_asks_the_overtime_not_the_economic_compensation() -> None:
    # '补偿我加班费': 补偿 is the verb, the overtime pay its object (was 经济补偿 6000)
    result = compensate("公司说要补偿我加班费，我每周六都加班，干了一年，月薪6000，能拿多少")
    assert result["params"]["targets"] != ["economic_compensation"]
    assert result["amount"] == 28689.44
