"""Session 29: whose work injury it is ('我老公工伤评了九级，公司把我辞退了': the husband's benefits, the asker's own
dismissal); the leaving occupational health check not done told in lay words (劳动合同法 第四十二条第（一）项); an
open-ended contract the employer will not conclude (第十四条第二款, 第八十二条第二款: the right, and the second wage of
each month once it is due); '交警认定他全责' of the hurt relative."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate, compensate_params


def test_a_relatives_work_injury_beside_the_askers_dismissal_is_the_askers_ending() -> None:
    result = compensate("我老公工伤评了九级，公司把我辞退了，能赔多少？")
    assert result["scenario"] == "economic"
    assert result["amount"] is None
    assert result["params"]["termination_reason"] is None
    assert any("月工资" in item for item in result["missing"]) and any("工作年限" in item for item in result["missing"])
    [note] = [note for note in result["notes"] if "工伤的是提问人的老公" in note]
    assert "第四十二条第（二）项" in note and "不使提问人受此保护" in note


def test_the_askers_own_figures_give_n_and_no_benefits_of_the_relatives_injury() -> None:
    # 4 × 5000: the asker's untold ground reads as N, never the 2N of the wife's protection nor her benefits
    result = compensate("我老婆工伤评了十级，公司把我辞退了，月薪5000，干了4年，能赔多少？")
    assert result["scenario"] == "economic"
    assert result["amount"] == 20000
    assert "related" not in result


def test_the_askers_own_work_injury_keeps_its_reading() -> None:
    result = compensate("我工伤评了九级，公司把我辞退了，能赔多少？")
    assert result["scenario"] == "work_injury"
    assert result["params"]["employment_ended_by"] == "employer"
    assert not any("提问人的" in note for note in result["notes"])


def test_a_relatives_benefits_asked_by_name_are_theirs_and_the_askers_dismissal_ends_nothing_of_theirs() -> None:
    # 9 × 6000 (工伤保险条例 第三十七条)
    result = compensate("我老公工伤评了九级，公司把我辞退了，他的伤残补助金能拿多少？他月工资6000")
    assert result["scenario"] == "work_injury"
    assert result["amount"] == 54000
    assert result["params"]["employment_ended_by"] is None
    assert any("题目还说提问人本人被辞退" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "relative"),
    [
        ("我爸在工地摔伤了，工伤鉴定为八级，能赔多少", "爸爸"),
        ("我老公工伤评了九级，公司把他辞退了，能赔多少？", "老公"),
    ],
)
def test_a_relative_asking_for_the_injured_worker_is_told_whose_the_benefits_are(question: str, relative: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "work_injury"
    assert any(f"受伤的是提问人的{relative}" in note and "由其本人享有和主张" in note for note in result["notes"])


def test_a_blow_from_a_colleague_leaves_the_injury_the_askers() -> None:
    result = compensate("我在车间被同事砸伤了，工伤评了十级，月工资5000，能赔多少")
    assert result["scenario"] == "work_injury"
    assert not any("提问人的" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    [
        "公司没给我做离岗前职业健康检查就把我辞退了，月薪六千，干了三年",
        "没做离职体检就把我辞退了，月薪六千，干了三年",
        "职业病体检没做就让我走，月薪六千，干了三年",
    ],
)
def test_a_dismissal_before_the_leaving_check_is_unlawful_with_the_work_assumed(question: str) -> None:
    # 2 × 3 × 6000 (第四十二条第（一）项, 第八十七条); the note gives N (18000) should the work carry no such hazard
    result = compensate(question)
    assert result["params"]["termination_reason"] == "prohibited_42_occupational_check"
    assert result["amount"] == 36000
    [note] = [note for note in result["notes"] if "离岗前职业健康检查是对从事接触职业病危害作业" in note]
    assert "18000.00元" in note and "职业病防治法 第三十五条" in note


def test_ten_years_not_yet_reached_gets_the_right_and_what_the_sum_needs_not_a_refusal() -> None:
    result = compensate("在公司干了快十年了，想签无固定期限合同，公司不同意怎么办")
    assert result["scenario"] == "economic"
    assert result["params"]["targets"] == ["open_ended_double_wage"]
    assert result["amount"] is None
    assert any("月数" in item for item in result["missing"]) and "每月工资" in result["missing"]
    assert any("“快十年”，即还不满十年" in note for note in result["notes"])
    assert any("第八十二条第二款" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "owed"),
    [
        # 8000 × 5 months since it was due
        ("在公司干了十一年了，公司不跟我签无固定期限合同，已经拖了5个月，月薪8000，能要多少", 40000),
        # '一直不签' is of the open-ended contract, not work without a written contract: 6000 × 6
        (
            "在公司干了12年，合同到期我要求签无固定期限劳动合同，公司一直不签，拖了半年了，月工资6000，二倍工资能要多少",
            36000,
        ),
        # the right after two fixed-term contracts in a row (第十四条第二款第（三）项): 7000 × 3
        ("我和公司连续签了两次固定期限合同，第二份合同到期了，我想签无固定期限合同，公司不肯，月薪7000，已经过了3个月", 21000),
    ],
)
def test_the_double_wage_of_an_open_ended_contract_not_concluded_is_worked_out(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == ["open_ended_double_wage"]
    assert result["amount"] == owed
    assert result["steps"][-1]["source"] == "劳动合同法 第八十二条第二款"


def test_work_a_year_without_any_written_contract_stays_the_first_paragraph() -> None:
    result = compensate("一年多没签合同，是不是视为无固定期限合同了，月薪5000，二倍工资能要多少")
    assert result["params"]["targets"] == ["double_wage"]
    assert result["amount"] == 55000


def test_the_open_ended_double_wage_from_edited_parameters_and_a_negative_month_refused() -> None:
    params = {
        "monthly_wage": 6000, "service_months": 130, "open_ended_months": 4, "targets": ["open_ended_double_wage"],
    }
    assert compensate_params("economic", params)["amount"] == 24000
    with pytest.raises(ValueError, match="不能为负数"):
        compensate_params("economic", {**params, "open_ended_months": -1})


@pytest.mark.parametrize(
    ("question", "liability"),
    [
        # '他' fits the father hurt, no one else named: his own full fault, the car none (at most 10%)
        ("我爸骑车被小轿车撞了，交警认定他全责，医药费2万，能赔多少", "无责任"),
        # a driver named after the harm: '他' may be the driver, the reading kept
        ("我爸骑车被一个司机开车撞了，交警认定他全责，医药费2万，能赔多少", "全部责任"),
        # '他' does not fit the mother hurt
        ("我妈骑车被小轿车撞了，交警认定他全责，医药费2万，能赔多少", "全部责任"),
    ],
)
def test_a_bare_pronoun_in_the_finding_stands_for_the_hurt_relative_it_fits(question: str, liability: str) -> None:
    assert compensate(question)["params"]["liability"] == liability
